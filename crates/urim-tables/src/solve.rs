//! Solving one layer, or one part of it (a range of ranks), from the layer
//! files below it: the retrograde solver the in-memory tables use
//! ([`urim_search::retrograde`], whose docs explain the threshold sets and the
//! forcing distances), with the captures looked up in the files, and the
//! result encoded for a file. A part tells the boards of other parts through
//! an outbox that its caller passes on ([`PartSolver`]); with one part,
//! nothing goes out, and the order of work is exactly the in-memory builder's.

use crate::reader::{mover_view, FileTables};
use std::ops::{Deref, DerefMut};
use urim::rules::{Position, Variant, MAX_PIT_SEEDS};
use urim_search::retrograde::{tells_of as tells_below, Below, Cell, LayerSolver, Pred};
use urim_search::table_files::{pair_code, value_bytes, Header, LayerIndex};

pub use urim_search::retrograde::{cuts, thresholds};

/// A queued board with its place in the one-process order: the key (see
/// [`PartSolver::scan_keyed`]) and the board as a tell word (its rank, its
/// forcing line and whether it entered `L`: what its predecessors are told).
pub type Keyed = (u64, u64);

/// Bytes of one board's cell while its layer is solved.
pub const CELL_BYTES: u64 = std::mem::size_of::<Cell>() as u64;
/// Bytes of one queue entry.
pub const QUEUE_ENTRY_BYTES: u64 = std::mem::size_of::<u64>() as u64;

/// The files hold layers of any seed count: a pit can be full, and a board
/// does not pack into a queue entry.
impl Below for FileTables {
    const SMALL_BOARDS: bool = false;

    #[inline]
    fn bounds(&self, pos: &Position, seeds: usize) -> (i8, i8) {
        self.bounds_of(&mover_view(pos), seeds)
    }
}

/// Where a layer's solving stands, for the progress hook.
#[derive(Clone, Copy, Debug)]
pub struct Stage {
    /// Phases done (reading the moves is the first; each threshold one more).
    pub done: u32,
    /// Phases in all.
    pub phases: u32,
    /// Boards handled within the current phase (read, scanned or told about).
    pub boards: u64,
}

/// One layer's result, encoded for its file.
#[derive(Debug)]
pub struct Solved {
    /// The file's header (without the checksum).
    pub header: Header,
    /// The payload: value bytes, ply bytes, padding, cycle ranks, cycle bounds.
    pub payload: Vec<u8>,
    /// The longest queue held, in entries (for the memory figures).
    pub peak_queue: usize,
}

/// The solver of a part of layer `seeds` from the files below: the boards of
/// ranks `cuts[part]` to `cuts[part + 1]`. It is the shared solver (its
/// methods through `Deref`), the files as the layers below, with the
/// encoding of the result for a file and the keyed scan of the out-of-core
/// build added.
pub struct PartSolver<'a> {
    solver: LayerSolver<&'a FileTables>,
}

impl<'a> Deref for PartSolver<'a> {
    type Target = LayerSolver<&'a FileTables>;

    fn deref(&self) -> &Self::Target {
        &self.solver
    }
}

impl DerefMut for PartSolver<'_> {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.solver
    }
}

/// Solves layer `seeds` of `variant`'s board size; `lower` must hold every
/// layer below it. `progress` is called now and then.
#[must_use]
pub fn solve_layer(
    variant: Variant,
    seeds: usize,
    lower: &FileTables,
    progress: &mut dyn FnMut(Stage),
) -> Solved {
    let cuts = cuts(variant.pit_count(), seeds, 1);
    let mut solver = PartSolver::new(variant, seeds, lower, cuts, 0);
    let phases = 2 + seeds as u32;
    solver.read_moves(&mut |boards| {
        progress(Stage {
            done: 0,
            phases,
            boards,
        })
    });
    for (done, v) in (1..).zip(thresholds(seeds)) {
        solver.scan(v);
        solver.spread(v, &mut |boards| {
            progress(Stage {
                done,
                phases,
                boards,
            })
        });
    }
    solver.encode()
}

/// The tells a queued board (a tell word, see [`Keyed`]) sends its
/// predecessors in layer `index` of `variant`, in the one-process order,
/// pushed onto `out`; `preds` is scratch.
pub(crate) fn tells_of(
    index: &LayerIndex,
    variant: Variant,
    word: u64,
    preds: &mut Vec<Pred>,
    out: &mut Vec<u64>,
) {
    tells_below::<FileTables>(index, variant, word, preds, out);
}

impl<'a> PartSolver<'a> {
    /// The solver of part `part` of layer `seeds` cut at `cuts` (see [`cuts`]);
    /// `lower` must hold every layer below.
    #[must_use]
    pub fn new(
        variant: Variant,
        seeds: usize,
        lower: &'a FileTables,
        cuts: Vec<u64>,
        part: usize,
    ) -> PartSolver<'a> {
        PartSolver {
            solver: LayerSolver::new(variant, seeds, lower, cuts, part),
        }
    }

    /// The solver of part `part` with the cells of a saved state (see
    /// [`LayerSolver::cells`]); `None` when their count is not the part's size.
    pub(crate) fn with_cells(
        variant: Variant,
        seeds: usize,
        lower: &'a FileTables,
        cuts: Vec<u64>,
        part: usize,
        cells: Vec<Cell>,
    ) -> Option<PartSolver<'a>> {
        let solver = LayerSolver::with_cells(variant, seeds, lower, cuts, part, cells)?;
        Some(PartSolver { solver })
    }

    /// [`LayerSolver::scan`], but each board entering a set is handed to
    /// `sink` rather than queued, keyed in the order the one-process scan
    /// queues them: by rank, `W` before `L`.
    ///
    /// Out of core in one process (`outofcore/`), the parts keep the
    /// one-process order exactly, so that the forcing lines, not only the
    /// bounds, come out as the one-part build's: every queued board carries a
    /// key, and a level's boards are spread in the order of their keys across
    /// all parts. In the one-process queue a level's boards stand in the order
    /// of the tells that queued them, and those tells in the order of the
    /// boards of the level before that told them, each in its predecessors'
    /// order: so a tell's key is its place in that stream, and a board queued
    /// by a tell takes the tell's key.
    pub fn scan_keyed(&mut self, v: i8, sink: &mut dyn FnMut(Keyed)) {
        self.solver.scan_each(v, &mut |rank, in_l, cell| {
            let word = urim_search::retrograde::word_of(rank, cell, in_l);
            sink((2 * rank + u64::from(in_l), word));
        });
    }

    /// The layer's file payload (see the format's docs), for a solver of the
    /// whole layer.
    #[must_use]
    pub fn encode(self) -> Solved {
        let (mut values, mut plies, cycles) = self.encode_part();
        let header = Header {
            holes: self.solver.variant().holes() as u32,
            seeds: self.solver.seeds() as u32,
            pit_cap: MAX_PIT_SEEDS.into(),
            boards: self.solver.cells().len() as u64,
            cycles,
        };
        values.append(&mut plies);
        Solved {
            header,
            payload: values,
            peak_queue: self.solver.peak_queue(),
        }
    }

    /// This part's bound codes and ply bytes, and how many of its boards'
    /// bounds differ.
    #[must_use]
    pub fn encode_part(&self) -> (Vec<u8>, Vec<u8>, u64) {
        let seeds = self.solver.seeds() as u64;
        let wide = value_bytes(seeds) == 2;
        let boards = self.solver.cells().len();
        let mut values = Vec::with_capacity(boards * if wide { 2 } else { 1 });
        let mut plies = Vec::with_capacity(boards);
        let mut cycles = 0;
        for settled in self.solver.settled() {
            let (lo, hi) = (settled.lo, settled.hi);
            let code = pair_code(seeds, lo, hi);
            if wide {
                values.extend_from_slice(&(code as u16).to_le_bytes());
            } else {
                values.push(code as u8);
            }
            plies.push(settled.dist_w.max(settled.dist_l));
            cycles += u64::from(lo != hi);
        }
        (values, plies, cycles)
    }
}
