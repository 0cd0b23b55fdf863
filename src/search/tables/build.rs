//! Retrograde analysis, one seed count (layer) at a time, fewest seeds first.
//!
//! Within a layer a move either captures (into a smaller, solved layer) or not
//! (to a board of the same layer). For every threshold `v`, from the highest to
//! the lowest, two sets grow:
//! * `W(v)`: boards whose mover can force a final difference of at least `v`;
//! * `L(v)`: boards whose mover cannot stop the opponent forcing at most `-v`.
//!
//! A board enters `W(v)` when a capture (or the sweep, if the mover is starved)
//! already gives `v`, or when one quiet move leads into `L(v)`; it enters `L(v)`
//! when every quiet move leads into `W(v)` and no capture gives more than `-v`.
//! Each board keeps a count of its quiet moves not yet known to lead into `W`;
//! the predecessors of a board are found by un-sowing. As both sets only grow
//! when `v` falls, each board enters each set once, so the whole layer costs two
//! predecessor walks per board. "Forcing" means forcing in finitely many moves:
//! a board that enters neither set before the end is one where best play cycles.
//! The lowest `v` of `W` is the lower bound `lo`, the highest `-v` of `L` the
//! upper bound `hi`; they coincide wherever no cycle is involved.

use super::index::{first_board, next_board, Indexer};
use crate::rules::{Position, Side, Variant, MAX_PITS};

/// The largest K: boards are packed with 4 bits a pit, and below 17 seeds the
/// full-pit skip never comes into play.
pub const MAX_SEEDS: usize = 15;
/// Thresholds go down two at a time: on a board of n seeds the mover ends with
/// some a of them, so every value 2a - n has the parity of n.
const PARITY_STEP: i8 = 2;
/// Marks a bound not found yet (below any value).
const UNSET_LO: i8 = i8::MIN;
/// Marks a bound not found yet (above any value).
const UNSET_HI: i8 = i8::MAX;
/// Marks "no capture move" in the capture bounds.
const NO_CAPTURE: i8 = i8::MIN;
/// The stack entry bit saying the board entered `L` (else `W`).
const IN_L: u64 = 1 << 63;
/// Bits per pit in a packed board (so K is at most 15).
const PIT_BITS: usize = 4;
/// Mask of one packed pit.
const PIT_MASK: u64 = (1 << PIT_BITS) - 1;

/// Where the builder is within the current layer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// Reading every board's moves, from the board with rank `next`.
    Moves { next: usize },
    /// Looking for boards that enter a set at threshold `v` on their own.
    Scan { v: i8, next: usize },
    /// Passing the news to predecessors at threshold `v`.
    Spread { v: i8 },
}

/// Per-board scratch of the layer being solved.
#[derive(Clone, Debug, Default)]
struct Layer {
    /// Best capture (or sweep) value the mover is sure of.
    capture_lo: Vec<i8>,
    /// Best capture (or sweep) value the mover could hope for.
    capture_hi: Vec<i8>,
    /// Quiet moves not yet known to lead into `W`.
    open: Vec<u8>,
    /// Boards (packed) that entered a set and whose predecessors are still to be told.
    stack: Vec<u64>,
}

/// Builds the tables in slices: [`TableBuilder::step`] does a bounded amount of
/// work, so a Web Worker can build them between messages.
///
/// ```
/// use urim::Variant;
/// use urim::search::TableBuilder;
/// let mut b = TableBuilder::new(Variant::standard(6)?, 4);
/// while !b.step(10_000) {}
/// let tables = b.finish().unwrap();
/// assert_eq!(tables.max_seeds(), 4);
/// # Ok::<(), urim::VariantError>(())
/// ```
#[derive(Clone, Debug)]
pub struct TableBuilder {
    variant: Variant,
    index: Indexer,
    lo: Vec<i8>,
    hi: Vec<i8>,
    seeds: usize,
    max_seeds: usize,
    phase: Phase,
    layer: Layer,
    peak_stack: usize,
}

impl TableBuilder {
    /// A builder for boards of `variant` (only its row length matters) with at most
    /// `max_seeds` seeds (at most [`MAX_SEEDS`]).
    #[must_use]
    pub fn new(variant: Variant, max_seeds: usize) -> TableBuilder {
        let max_seeds = max_seeds.min(MAX_SEEDS);
        let index = Indexer::new(variant.holes(), max_seeds);
        let total = index.len();
        let mut builder = TableBuilder {
            variant,
            index,
            lo: vec![UNSET_LO; total],
            hi: vec![UNSET_HI; total],
            seeds: 0,
            max_seeds,
            phase: Phase::Moves { next: 0 },
            layer: Layer::default(),
            peak_stack: 0,
        };
        builder.begin_layer();
        builder
    }

    /// Whether every layer is solved.
    #[must_use]
    pub fn is_done(&self) -> bool {
        self.seeds > self.max_seeds
    }

    /// Bytes held now: the two bound arrays and the layer scratch.
    #[must_use]
    pub fn bytes(&self) -> usize {
        let l = &self.layer;
        self.lo.len()
            + self.hi.len()
            + l.capture_lo.capacity()
            + l.capture_hi.capacity()
            + l.open.capacity()
            + self.peak_stack * std::mem::size_of::<u64>()
    }

    /// Does about `work` units (a board read, scanned or told about); true when done.
    pub fn step(&mut self, work: usize) -> bool {
        let mut left = work;
        while !self.is_done() && left > 0 {
            left = left.saturating_sub(self.advance(left));
        }
        self.is_done()
    }

    /// The finished tables, or `None` while layers remain.
    #[must_use]
    pub fn finish(self) -> Option<super::Tables> {
        self.is_done().then(|| {
            super::Tables::from_parts(self.variant, self.max_seeds, self.index, self.lo, self.hi)
        })
    }

    /// Boards in the current layer.
    fn layer_size(&self) -> usize {
        self.index.layer_size(self.seeds)
    }

    /// Allocates the scratch of the current layer.
    fn begin_layer(&mut self) {
        let size = self.layer_size();
        self.layer.capture_lo = vec![NO_CAPTURE; size];
        self.layer.capture_hi = vec![NO_CAPTURE; size];
        self.layer.open = vec![0; size];
        self.layer.stack.clear();
        self.phase = Phase::Moves { next: 0 };
    }

    /// The position of the board `board` (mover's row first) with South to move.
    fn position(&self, board: &[u8; MAX_PITS]) -> Position {
        Position {
            variant: self.variant,
            pits: *board,
            stores: [0, 0],
            to_move: Side::South,
        }
    }

    /// One chunk of the current phase, at most `work` units; returns the units done.
    fn advance(&mut self, work: usize) -> usize {
        match self.phase {
            Phase::Moves { next } => self.read_moves(next, work),
            Phase::Scan { v, next } => self.scan(v, next, work),
            Phase::Spread { v } => self.spread(v, work),
        }
    }

    /// Reads the moves of up to `work` boards from rank `next`.
    fn read_moves(&mut self, next: usize, work: usize) -> usize {
        let size = self.layer_size();
        let end = size.min(next + work);
        let pits = self.variant.pit_count();
        let mut board = self.unrank(next);
        for rank in next..end {
            let pos = self.position(&board);
            self.read_board(rank, &pos);
            next_board(&mut board[..pits]);
        }
        self.phase = if end == size {
            Phase::Scan {
                v: self.seeds as i8,
                next: 0,
            }
        } else {
            Phase::Moves { next: end }
        };
        end - next
    }

    /// The board of rank `rank` in the current layer (walking from the first; only
    /// used at the start of a slice).
    fn unrank(&self, rank: usize) -> [u8; MAX_PITS] {
        let pits = self.variant.pit_count();
        let mut board = first_board(pits, self.seeds as u8);
        let mut left = self.seeds;
        let mut skip = rank;
        for (i, slot) in board[..pits - 1].iter_mut().enumerate() {
            *slot = 0;
            let rest = pits - 1 - i;
            loop {
                let with_this = self.index.layer_size_of(left - usize::from(*slot), rest);
                if skip < with_this {
                    break;
                }
                skip -= with_this;
                *slot += 1;
            }
            left -= usize::from(*slot);
        }
        board[pits - 1] = left as u8;
        board
    }

    /// Records the capture bounds and quiet-move count of the board `pos` (rank `rank`).
    fn read_board(&mut self, rank: usize, pos: &Position) {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            let sweep = pos.row_seeds(Side::South) as i8 - pos.row_seeds(Side::North) as i8;
            self.layer.capture_lo[rank] = sweep;
            self.layer.capture_hi[rank] = sweep;
            return;
        }
        let (mut best_lo, mut best_hi, mut quiet) = (NO_CAPTURE, NO_CAPTURE, 0u8);
        for pit in moves {
            let mut child = *pos;
            let captured = child.apply(pit) as i8;
            if captured == 0 {
                quiet += 1;
                continue;
            }
            let at = self.index.index(&child);
            best_lo = best_lo.max(captured - self.hi[at]);
            best_hi = best_hi.max(captured - self.lo[at]);
        }
        self.layer.capture_lo[rank] = best_lo;
        self.layer.capture_hi[rank] = best_hi;
        self.layer.open[rank] = quiet;
    }

    /// Scans up to `work` boards for those entering `W(v)` or `L(v)` on their own.
    fn scan(&mut self, v: i8, next: usize, work: usize) -> usize {
        let size = self.layer_size();
        let end = size.min(next + work);
        let base = self.index.offset(self.seeds);
        for rank in next..end {
            let l = &self.layer;
            let enters_w = self.lo[base + rank] == UNSET_LO
                && l.capture_lo[rank] != NO_CAPTURE
                && l.capture_lo[rank] >= v;
            let enters_l =
                self.hi[base + rank] == UNSET_HI && l.open[rank] == 0 && l.capture_hi[rank] <= -v;
            if enters_w {
                self.lo[base + rank] = v;
                let board = self.unrank(rank);
                self.layer.stack.push(pack(&board));
            }
            if enters_l {
                self.hi[base + rank] = -v;
                let board = self.unrank(rank);
                self.layer.stack.push(pack(&board) | IN_L);
            }
        }
        self.peak_stack = self.peak_stack.max(self.layer.stack.len());
        self.phase = if end == size {
            Phase::Spread { v }
        } else {
            Phase::Scan { v, next: end }
        };
        end - next
    }

    /// Tells the predecessors of up to `work` boards from the stack about threshold `v`.
    fn spread(&mut self, v: i8, work: usize) -> usize {
        let base = self.index.offset(self.seeds);
        let mut done = 0;
        let mut preds = Vec::with_capacity(MAX_PITS * MAX_PITS);
        while done < work {
            let Some(item) = self.layer.stack.pop() else {
                self.next_threshold(v);
                return done.max(1);
            };
            done += 1;
            let entered_l = item & IN_L != 0;
            preds.clear();
            super::unmove::predecessors(&self.index, &unpack(item), self.variant, &mut preds);
            for &(p, ref board) in &preds {
                let at = base + p;
                if entered_l {
                    if self.lo[at] == UNSET_LO {
                        self.lo[at] = v;
                        self.layer.stack.push(pack(board));
                    }
                } else {
                    self.layer.open[p] -= 1;
                    let l = &self.layer;
                    if l.open[p] == 0 && self.hi[at] == UNSET_HI && l.capture_hi[p] <= -v {
                        self.hi[at] = -v;
                        self.layer.stack.push(pack(board) | IN_L);
                    }
                }
            }
            self.peak_stack = self.peak_stack.max(self.layer.stack.len());
        }
        done
    }

    /// Moves on to the next threshold, or closes the layer after the lowest one.
    fn next_threshold(&mut self, v: i8) {
        if i32::from(v) > -(self.seeds as i32) {
            self.phase = Phase::Scan {
                v: v - PARITY_STEP,
                next: 0,
            };
            return;
        }
        let base = self.index.offset(self.seeds);
        let n = self.seeds as i8;
        for at in base..base + self.layer_size() {
            if self.lo[at] == UNSET_LO {
                self.lo[at] = -n;
            }
            if self.hi[at] == UNSET_HI {
                self.hi[at] = n;
            }
        }
        self.seeds += 1;
        if self.is_done() {
            self.layer = Layer::default();
        } else {
            self.begin_layer();
        }
    }
}

/// Packs a board of at most 15 seeds a pit into 56 bits.
fn pack(board: &[u8; MAX_PITS]) -> u64 {
    board
        .iter()
        .enumerate()
        .fold(0, |acc, (i, &s)| acc | u64::from(s) << (i * PIT_BITS))
}

/// The board packed by [`pack`] (the set bit is ignored).
fn unpack(packed: u64) -> [u8; MAX_PITS] {
    let mut board = [0u8; MAX_PITS];
    for (i, slot) in board.iter_mut().enumerate() {
        *slot = ((packed >> (i * PIT_BITS)) & PIT_MASK) as u8;
    }
    board
}
