//! Solving one layer, or one part of it (a range of ranks), from the layers
//! below it, in memory: the same retrograde analysis as the in-memory builder
//! (`../build.rs`, whose docs explain the threshold sets and the forcing
//! distances), over ranks of the capped index, with the captures looked up in
//! the layer files. A part tells the boards of other parts through an outbox
//! that its caller passes on ([`PartSolver`]); with one part, nothing goes
//! out, and the order of work is exactly the in-memory builder's.

use crate::reader::{mover_view, FileTables};
use crate::unmove::{predecessors, Pred};
use std::collections::VecDeque;
use urim::rules::{Position, Side, Variant, MAX_PITS, MAX_PIT_SEEDS};
use urim_search::retrograde::{
    Cell, IN_L, NO_CAPTURE, PARITY_STEP, SPREAD_BATCH, UNSET_HI, UNSET_LO,
};
use urim_search::table_files::{next_board, LayerIndex};
use urim_search::table_files::{pair_code, value_bytes, Header};

/// A queued board with its place in the one-process order: the key (see
/// [`PartSolver::scan_keyed`]) and the board as a tell word (its rank, its
/// forcing line and whether it entered `L`: what its predecessors are told).
pub type Keyed = (u64, u64);

/// Boards between two calls of the progress hook.
const PROGRESS_EVERY: u64 = 1 << 20;
/// A tell in an outbox: the board's rank in the low bits...
pub(crate) const TELL_RANK_MASK: u64 = (1 << 48) - 1;
/// ...the forcing line of the board that tells, from this bit...
const TELL_DIST_SHIFT: u32 = 48;
/// ...and whether that board entered `L` ([`IN_L`]).
const TELL_FROM_L: u64 = IN_L;

/// Bytes of one board's cell while its layer is solved.
pub const CELL_BYTES: u64 = std::mem::size_of::<Cell>() as u64;
/// Bytes of one queue entry.
pub const QUEUE_ENTRY_BYTES: u64 = std::mem::size_of::<u64>() as u64;

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

/// The solver of a part of layer `seeds`: the boards of ranks `cuts[part]`
/// to `cuts[part + 1]` (queue entries and cells are by rank within the part).
pub struct PartSolver<'a> {
    variant: Variant,
    seeds: usize,
    index: LayerIndex,
    lower: &'a FileTables,
    cuts: Vec<u64>,
    part: usize,
    cells: Vec<Cell>,
    queue: VecDeque<u64>,
    peak_queue: usize,
    /// Tells for the boards of each part (empty for this one).
    outbox: Vec<Vec<u64>>,
}

/// Where layer `seeds` of `pits` pits is cut into `parts` ranges of ranks
/// (as even as can be): `parts + 1` ranks, the first 0, the last the size.
#[must_use]
pub fn cuts(pits: usize, seeds: usize, parts: usize) -> Vec<u64> {
    let size = LayerIndex::new(pits, seeds).size();
    let parts = parts.max(1) as u64;
    (0..=parts).map(|p| size * p / parts).collect()
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

/// The thresholds of layer `seeds`, highest first: `n, n - 2, ..., -n`.
pub fn thresholds(seeds: usize) -> impl Iterator<Item = i8> {
    let n = seeds as i8;
    (0..=seeds as i8).map(move |i| n - PARITY_STEP * i)
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
        let index = LayerIndex::new(variant.pit_count(), seeds);
        let size = (cuts[part + 1] - cuts[part]) as usize;
        let parts = cuts.len() - 1;
        PartSolver {
            variant,
            seeds,
            index,
            lower,
            cuts,
            part,
            cells: vec![Cell::UNREAD; size],
            queue: VecDeque::new(),
            peak_queue: 0,
            outbox: vec![Vec::new(); parts],
        }
    }

    /// The first rank of this part.
    fn base(&self) -> u64 {
        self.cuts[self.part]
    }

    /// Boards queued.
    #[must_use]
    pub fn queued(&self) -> usize {
        self.queue.len()
    }

    /// Takes the tells for the other parts gathered since the last call.
    pub fn take_outbox(&mut self) -> Vec<Vec<u64>> {
        let parts = self.outbox.len();
        std::mem::replace(&mut self.outbox, vec![Vec::new(); parts])
    }

    /// Applies tells from other parts at threshold `v` (boards of this part
    /// only; others are ignored).
    pub fn absorb(&mut self, v: i8, tells: &[u64]) {
        let (base, end) = (self.base(), self.cuts[self.part + 1]);
        for &tell in tells {
            let rank = tell & TELL_RANK_MASK;
            if (base..end).contains(&rank) {
                let dist = ((tell >> TELL_DIST_SHIFT) & u64::from(u8::MAX)) as u8;
                self.tell(rank - base, tell & TELL_FROM_L != 0, dist, v);
            }
        }
        self.peak_queue = self.peak_queue.max(self.queue.len());
    }

    /// The solver of part `part` with the cells of a saved state (see
    /// [`PartSolver::cells`]); `None` when their count is not the part's size.
    pub(crate) fn with_cells(
        variant: Variant,
        seeds: usize,
        lower: &'a FileTables,
        cuts: Vec<u64>,
        part: usize,
        cells: Vec<Cell>,
    ) -> Option<PartSolver<'a>> {
        if cells.len() as u64 != cuts[part + 1] - cuts[part] {
            return None;
        }
        let parts = cuts.len() - 1;
        // Built here rather than through `new`, whose blank cells would
        // double the memory for a moment.
        Some(PartSolver {
            variant,
            seeds,
            index: LayerIndex::new(variant.pit_count(), seeds),
            lower,
            cuts,
            part,
            cells,
            queue: VecDeque::new(),
            peak_queue: 0,
            outbox: vec![Vec::new(); parts],
        })
    }

    /// The part's cells, to save between turns.
    pub(crate) fn cells(&self) -> &[Cell] {
        &self.cells
    }
}

/// Out of core in one process (`../outofcore`), the parts keep the
/// one-process order exactly, so that the forcing lines, not only the bounds,
/// come out as the one-part build's: every queued board carries a key, and a
/// level's boards are spread in the order of their keys across all parts.
/// In the one-process queue a level's boards stand in the order of the tells
/// that queued them, and those tells in the order of the boards of the level
/// before that told them, each in its predecessors' order: so a tell's key is
/// its place in that stream, and a board queued by a tell takes the tell's key.
impl PartSolver<'_> {
    /// [`PartSolver::scan`], but each board entering a set is handed to
    /// `sink` rather than queued, keyed in the order the one-process scan
    /// queues them: by rank, `W` before `L`.
    pub fn scan_keyed(&mut self, v: i8, sink: &mut dyn FnMut(Keyed)) {
        let base = self.base();
        scan_cells(&mut self.cells, v, &mut |item, cell| {
            let (rank, in_l) = (base + (item & !IN_L), item & IN_L != 0);
            sink((2 * rank + u64::from(in_l), word_of(rank, cell, in_l)));
        });
    }
}

/// Marks the cells entering `W(v)` or `L(v)` on their own, handing each to
/// `push` as a queue item (its place in `cells`, with [`IN_L`] for `L`), in
/// the order the queue takes them.
fn scan_cells(cells: &mut [Cell], v: i8, push: &mut dyn FnMut(u64, &Cell)) {
    for (rank, cell) in cells.iter_mut().enumerate() {
        let (enters_w, enters_l) = (cell.enters_w(v), cell.enters_l(v));
        if enters_w {
            cell.lo = v;
            cell.dist_w = 1;
            push(rank as u64, cell);
        }
        if enters_l {
            cell.hi = -v;
            push(rank as u64 | IN_L, cell);
        }
    }
}

/// Tells a cell at threshold `v` that a quiet move leads into `L(v)`
/// (`from_l`) or `W(v)`, by a line of `dist` plies; returns whether the board
/// is to be queued, and if so whether it entered `L` (else `W`).
#[inline]
pub(crate) fn tell_cell(cell: &mut Cell, from_l: bool, dist: u8, v: i8) -> Option<bool> {
    let longer = dist.saturating_add(1);
    if from_l {
        if cell.lo == UNSET_LO {
            cell.lo = v;
            cell.dist_w = longer;
            return Some(false);
        }
    } else {
        cell.open -= 1;
        cell.dist_l = cell.dist_l.max(longer);
        if cell.enters_l(v) {
            cell.hi = -v;
            return Some(true);
        }
    }
    None
}

/// A queued board of layer rank `rank` as a tell word: the rank, its forcing
/// line (final once queued) and whether it entered `L` (`in_l`), else `W`.
pub(crate) fn word_of(rank: u64, cell: &Cell, in_l: bool) -> u64 {
    let dist = if in_l { cell.dist_l } else { cell.dist_w };
    let flag = if in_l { TELL_FROM_L } else { 0 };
    rank | u64::from(dist) << TELL_DIST_SHIFT | flag
}

/// A tell word's rank, its forcing line and whether its board entered `L`.
pub(crate) fn tell_parts(tell: u64) -> (u64, u8, bool) {
    let dist = ((tell >> TELL_DIST_SHIFT) & u64::from(u8::MAX)) as u8;
    (tell & TELL_RANK_MASK, dist, tell & TELL_FROM_L != 0)
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
    let board = index.unrank(word & TELL_RANK_MASK);
    preds.clear();
    predecessors(index, &board, variant, preds);
    let carried = word & !TELL_RANK_MASK;
    out.extend(preds.iter().map(|&(p, _)| p | carried));
}

impl PartSolver<'_> {
    /// Records every board's capture bounds and quiet-move count.
    pub fn read_moves(&mut self, progress: &mut dyn FnMut(u64)) {
        if self.cells.is_empty() {
            return;
        }
        let pits = self.variant.pit_count();
        let mut board = self.index.unrank(self.base());
        for rank in 0..self.cells.len() {
            let pos = Position::endgame(self.variant, board, Side::South);
            self.cells[rank] = self.read_board(&pos);
            next_board(&mut board[..pits]);
            if rank as u64 % PROGRESS_EVERY == 0 {
                progress(rank as u64);
            }
        }
    }

    /// The cell of the board `pos` (South to move) after reading its moves.
    fn read_board(&self, pos: &Position) -> Cell {
        let mut cell = Cell::UNREAD;
        let moves = pos.legal_moves();
        if moves.is_empty() {
            let sweep = pos.row_seeds(Side::South) as i8 - pos.row_seeds(Side::North) as i8;
            cell.capture_lo = sweep;
            cell.capture_hi = sweep;
            cell.dist_l = 0;
            return cell;
        }
        let (mut best_lo, mut best_hi, mut quiet) = (NO_CAPTURE, NO_CAPTURE, 0u8);
        for pit in moves {
            let mut child = *pos;
            let captured = child.apply(pit) as i8;
            if captured == 0 {
                quiet += 1;
                continue;
            }
            let left = self.seeds - captured as usize;
            let (lo, hi) = self.lower.bounds_of(&mover_view(&child), left);
            best_lo = best_lo.max(captured - hi);
            best_hi = best_hi.max(captured - lo);
        }
        cell.capture_lo = best_lo;
        cell.capture_hi = best_hi;
        cell.open = quiet;
        cell
    }

    /// Queues the boards entering `W(v)` or `L(v)` on their own.
    pub fn scan(&mut self, v: i8) {
        let queue = &mut self.queue;
        scan_cells(&mut self.cells, v, &mut |item, _| queue.push_back(item));
        self.peak_queue = self.peak_queue.max(self.queue.len());
    }

    /// Tells the predecessors of every queued board, until the queue is empty;
    /// those of other parts go to the outbox.
    pub fn spread(&mut self, v: i8, progress: &mut dyn FnMut(u64)) {
        self.spread_some(v, usize::MAX, progress);
    }

    /// Tells the predecessors of the boards queued now, not of those they
    /// queue: one level of the breadth-first order, which parts keep in step
    /// so that their forcing lines come out as the one-part build's do.
    pub fn spread_level(&mut self, v: i8) {
        self.spread_some(v, self.queue.len(), &mut |_| {});
    }

    /// Tells the predecessors of up to `count` queued boards (fewer if the
    /// queue runs dry).
    fn spread_some(&mut self, v: i8, count: usize, progress: &mut dyn FnMut(u64)) {
        let mut preds = Vec::with_capacity(SPREAD_BATCH * MAX_PITS);
        let mut ends = Vec::with_capacity(SPREAD_BATCH);
        let mut told = 0u64;
        let mut left = count;
        while !self.queue.is_empty() && left > 0 {
            preds.clear();
            ends.clear();
            let batch = SPREAD_BATCH.min(self.queue.len()).min(left);
            left -= batch;
            let base = self.base();
            for item in self.queue.drain(..batch) {
                let rank = item & !IN_L;
                let from_l = item & IN_L != 0;
                let cell = &self.cells[rank as usize];
                let dist = if from_l { cell.dist_l } else { cell.dist_w };
                let board = self.index.unrank(base + rank);
                predecessors(&self.index, &board, self.variant, &mut preds);
                ends.push((preds.len(), from_l, dist));
            }
            let mut start = 0;
            let (base, stop) = (self.base(), self.cuts[self.part + 1]);
            for &(end, from_l, dist) in &ends {
                for &(p, _) in preds.get(start..end).unwrap_or_default() {
                    if (base..stop).contains(&p) {
                        self.tell(p - base, from_l, dist, v);
                    } else {
                        let owner = self.cuts.partition_point(|&c| c <= p) - 1;
                        let flag = if from_l { TELL_FROM_L } else { 0 };
                        let tell = p | u64::from(dist) << TELL_DIST_SHIFT | flag;
                        self.outbox[owner].push(tell);
                    }
                }
                start = end;
            }
            self.peak_queue = self.peak_queue.max(self.queue.len());
            let before = told;
            told += batch as u64;
            if before / PROGRESS_EVERY != told / PROGRESS_EVERY {
                progress(told);
            }
        }
    }

    /// Tells board `p` that a quiet move leads into `L(v)` (`from_l`) or `W(v)`.
    #[inline]
    fn tell(&mut self, p: u64, from_l: bool, dist: u8, v: i8) {
        match tell_cell(&mut self.cells[p as usize], from_l, dist, v) {
            Some(true) => self.queue.push_back(p | IN_L),
            Some(false) => self.queue.push_back(p),
            None => {}
        }
    }

    /// The layer's file payload (see the format's docs), for a solver of the
    /// whole layer.
    #[must_use]
    pub fn encode(self) -> Solved {
        let (mut values, mut plies, cycles) = self.encode_part();
        let header = Header {
            holes: self.variant.holes() as u32,
            seeds: self.seeds as u32,
            pit_cap: MAX_PIT_SEEDS.into(),
            boards: self.cells.len() as u64,
            cycles,
        };
        values.append(&mut plies);
        Solved {
            header,
            payload: values,
            peak_queue: self.peak_queue,
        }
    }

    /// This part's bound codes and ply bytes, and how many of its boards'
    /// bounds differ.
    #[must_use]
    pub fn encode_part(&self) -> (Vec<u8>, Vec<u8>, u64) {
        let n = self.seeds as i8;
        let seeds = self.seeds as u64;
        let wide = value_bytes(seeds) == 2;
        let mut values = Vec::with_capacity(self.cells.len() * if wide { 2 } else { 1 });
        let mut plies = Vec::with_capacity(self.cells.len());
        let mut cycles = 0;
        for cell in &self.cells {
            let lo = if cell.lo == UNSET_LO { -n } else { cell.lo };
            let hi = if cell.hi == UNSET_HI { n } else { cell.hi };
            let dist_w = if cell.lo == UNSET_LO { 0 } else { cell.dist_w };
            let dist_l = if cell.hi == UNSET_HI { 0 } else { cell.dist_l };
            let code = pair_code(seeds, lo, hi);
            if wide {
                values.extend_from_slice(&(code as u16).to_le_bytes());
            } else {
                values.push(code as u8);
            }
            plies.push(dist_w.max(dist_l));
            cycles += u64::from(lo != hi);
        }
        (values, plies, cycles)
    }
}
