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
//!
//! **Forcing distances.** Each bound also gets the length in plies of the line
//! that forces it: entering `W` through a child adds one ply to the child's
//! line; entering `L` adds one to the longest line among the quiet moves'
//! children. Along a line that follows these strategies the distance falls at
//! every ply, so no position repeats and the next capture comes within the
//! distance. That bounds how long the capture-free run can grow (the 200-ply
//! rule) and lets a proof follow the strategies without ever looping.

use super::index::{first_board, next_board, Indexer};
use std::collections::VecDeque;
use urim::rules::{Position, Side, Variant, MAX_PITS};

/// The largest K: boards are packed with 4 bits a pit, and below 17 seeds the
/// full-pit skip never comes into play.
pub const MAX_SEEDS: usize = 15;
/// Boards taken from the stack at once: their predecessors are found first and
/// told afterwards, so that the scattered cell updates overlap in memory.
pub const SPREAD_BATCH: usize = 1024;
/// Thresholds go down two at a time: on a board of n seeds the mover ends with
/// some a of them, so every value 2a - n has the parity of n.
pub const PARITY_STEP: i8 = 2;
/// Marks a bound not found yet (below any value).
pub const UNSET_LO: i8 = i8::MIN;
/// Marks a bound not found yet (above any value).
pub const UNSET_HI: i8 = i8::MAX;
/// Marks "no capture move" in the capture bounds.
pub const NO_CAPTURE: i8 = i8::MIN;
/// The stack entry bit saying the board entered `L` (else `W`).
pub const IN_L: u64 = 1 << 63;
/// The forcing distance of a line too long to count in a byte: such a board
/// gets no proof of its line's length.
pub const DIST_UNKNOWN: u8 = u8::MAX;
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

/// What the analysis knows of one board of the layer being solved, kept together
/// so that telling a predecessor touches one cache line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cell {
    /// The lower bound found so far ([`UNSET_LO`] until the board enters `W`).
    pub lo: i8,
    /// The upper bound found so far ([`UNSET_HI`] until the board enters `L`).
    pub hi: i8,
    /// Quiet moves not yet known to lead into `W`.
    pub open: u8,
    /// Best capture (or sweep) value the mover is sure of.
    pub capture_lo: i8,
    /// Best capture (or sweep) value the mover could hope for.
    pub capture_hi: i8,
    /// Plies within which the mover forces `lo` (once in `W`): the line that
    /// leads into `W` is one ply longer than the child's line that led it there.
    pub dist_w: u8,
    /// Plies within which the opponent holds the mover to `hi` (once in `L`):
    /// one more than the longest line of a quiet move's child, 1 with none.
    pub dist_l: u8,
}

impl Cell {
    /// A board not read yet.
    pub const UNREAD: Cell = Cell {
        lo: UNSET_LO,
        hi: UNSET_HI,
        open: 0,
        capture_lo: NO_CAPTURE,
        capture_hi: NO_CAPTURE,
        dist_w: 0,
        dist_l: 1,
    };

    /// Whether the board enters `W(v)` on its own (a capture or the sweep gives `v`).
    pub fn enters_w(&self, v: i8) -> bool {
        // `&` rather than `&&`: the scan tests every board at every threshold, and
        // one well-predicted branch beats three poorly predicted ones.
        (self.lo == UNSET_LO) & (self.capture_lo != NO_CAPTURE) & (self.capture_lo >= v)
    }

    /// Whether the board enters `L(v)`: every quiet move leads into `W(v)` and no
    /// capture gives the mover more than `-v`.
    pub fn enters_l(&self, v: i8) -> bool {
        (self.hi == UNSET_HI) & (self.open == 0) & (self.capture_hi <= -v)
    }
}

/// Per-board scratch of the layer being solved.
#[derive(Clone, Debug, Default)]
struct Layer {
    /// One cell per board, by rank.
    cells: Vec<Cell>,
    /// Boards (packed) that entered a set and whose predecessors are still to be
    /// told, first in first out: boards are told in the order they entered, so
    /// the forcing lines found are short (a breadth-first attractor).
    stack: VecDeque<u64>,
}

/// Builds the tables in slices: [`TableBuilder::step`] does a bounded amount of
/// work, so a Web Worker can build them between messages.
///
/// ```
/// use urim::Variant;
/// use urim_search::TableBuilder;
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
    dist_w: Vec<u8>,
    dist_l: Vec<u8>,
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
            dist_w: vec![0; total],
            dist_l: vec![0; total],
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

    /// Bytes held now: the bound and distance arrays and the layer scratch.
    #[must_use]
    pub fn bytes(&self) -> usize {
        self.lo.len()
            + self.hi.len()
            + self.dist_w.len()
            + self.dist_l.len()
            + self.layer.cells.capacity() * std::mem::size_of::<Cell>()
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
            super::Tables::from_parts(
                self.variant,
                self.max_seeds,
                self.index,
                [self.lo, self.hi],
                [self.dist_w, self.dist_l],
            )
        })
    }

    /// Boards in the current layer.
    fn layer_size(&self) -> usize {
        self.index.layer_size(self.seeds)
    }

    /// Allocates the scratch of the current layer.
    fn begin_layer(&mut self) {
        let size = self.layer_size();
        self.layer.cells = vec![Cell::UNREAD; size];
        self.layer.stack.clear();
        self.phase = Phase::Moves { next: 0 };
    }

    /// The position of the board `board` (mover's row first) with South to move.
    fn position(&self, board: &[u8; MAX_PITS]) -> Position {
        Position::endgame(self.variant, *board, Side::South)
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
            let cell = &mut self.layer.cells[rank];
            cell.capture_lo = sweep;
            cell.capture_hi = sweep;
            cell.dist_l = 0;
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
        let cell = &mut self.layer.cells[rank];
        cell.capture_lo = best_lo;
        cell.capture_hi = best_hi;
        cell.open = quiet;
    }

    /// Scans up to `work` boards for those entering `W(v)` or `L(v)` on their own.
    fn scan(&mut self, v: i8, next: usize, work: usize) -> usize {
        let size = self.layer_size();
        let end = size.min(next + work);
        for rank in next..end {
            let cell = &mut self.layer.cells[rank];
            let (enters_w, enters_l) = (cell.enters_w(v), cell.enters_l(v));
            if enters_w {
                // A capture (or the sweep) decides it at once.
                cell.lo = v;
                cell.dist_w = 1;
            }
            if enters_l {
                cell.hi = -v;
            }
            if enters_w || enters_l {
                let packed = pack(&self.unrank(rank));
                if enters_w {
                    self.layer.stack.push_back(packed);
                }
                if enters_l {
                    self.layer.stack.push_back(packed | IN_L);
                }
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
        let mut done = 0;
        let mut preds = Vec::with_capacity(SPREAD_BATCH * MAX_PITS);
        // For each board of a batch: where its predecessors end in `preds`, and
        // whether it entered L(v).
        let mut ends = Vec::with_capacity(SPREAD_BATCH);
        while done < work {
            if self.layer.stack.is_empty() {
                self.next_threshold(v);
                return done.max(1);
            }
            preds.clear();
            ends.clear();
            let batch = SPREAD_BATCH.min(work - done).min(self.layer.stack.len());
            for item in self.layer.stack.drain(..batch) {
                let board = unpack(item);
                let from_l = item & IN_L != 0;
                let cell = &self.layer.cells[self.index.rank(&board[..self.variant.pit_count()])];
                let dist = if from_l { cell.dist_l } else { cell.dist_w };
                super::unmove::predecessors(&self.index, &board, self.variant, &mut preds);
                ends.push((preds.len(), from_l, dist));
            }
            done += batch;
            let mut start = 0;
            for &(end, from_l, dist) in &ends {
                for &(p, ref pits) in preds.get(start..end).unwrap_or_default() {
                    self.tell(p, pits, from_l, dist, v);
                }
                start = end;
            }
            self.peak_stack = self.peak_stack.max(self.layer.stack.len());
        }
        done
    }

    /// Tells the board of rank `p` (pits `pits`, North to move) that one of its
    /// quiet moves leads into `L(v)` (`from_l`) or into `W(v)`, a board whose
    /// line is `dist` plies long.
    #[inline]
    fn tell(&mut self, p: usize, pits: &[u8; MAX_PITS], from_l: bool, dist: u8, v: i8) {
        let cell = &mut self.layer.cells[p];
        let longer = dist.saturating_add(1);
        if from_l {
            if cell.lo == UNSET_LO {
                cell.lo = v;
                cell.dist_w = longer;
                self.layer.stack.push_back(pack(&self.north_view(pits)));
            }
        } else {
            cell.open -= 1;
            cell.dist_l = cell.dist_l.max(longer);
            if cell.enters_l(v) {
                cell.hi = -v;
                self.layer
                    .stack
                    .push_back(pack(&self.north_view(pits)) | IN_L);
            }
        }
    }

    /// The board `pits` (North to move) from North's side: North's row first.
    fn north_view(&self, pits: &[u8; MAX_PITS]) -> [u8; MAX_PITS] {
        let pos = Position::endgame(self.variant, *pits, Side::North);
        self.index.mover_view(&pos)
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
        for (rank, cell) in self.layer.cells.iter().enumerate() {
            self.lo[base + rank] = if cell.lo == UNSET_LO { -n } else { cell.lo };
            self.hi[base + rank] = if cell.hi == UNSET_HI { n } else { cell.hi };
            // A bound never entered needs no line: no play gets past it.
            self.dist_w[base + rank] = if cell.lo == UNSET_LO { 0 } else { cell.dist_w };
            self.dist_l[base + rank] = if cell.hi == UNSET_HI { 0 } else { cell.dist_l };
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
