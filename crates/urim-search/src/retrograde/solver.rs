//! [`LayerSolver`]: the threshold sets of one layer, or of one part of it (a
//! range of ranks), grown from the layers below, in slices of bounded work.

use super::unmove::{predecessors, Pred};
use super::{tell_parts, TELL_RANK_MASK};
use super::{tell_word, Below, Cell, Settled, IN_L, NO_CAPTURE, PARITY_STEP, SPREAD_BATCH};
use crate::table_files::{next_board, LayerIndex};
use std::collections::VecDeque;
use std::ops::Range;
use urim::rules::{Position, Side, Variant, MAX_HOLES, MAX_PITS};

/// Boards between two calls of a progress hook.
const PROGRESS_EVERY: u64 = 1 << 20;

/// Where layer `seeds` of `pits` pits is cut into `parts` ranges of ranks
/// (as even as can be): `parts + 1` ranks, the first 0, the last the size.
#[must_use]
pub fn cuts(pits: usize, seeds: usize, parts: usize) -> Vec<u64> {
    let size = LayerIndex::new(pits, seeds).size();
    let parts = parts.max(1) as u64;
    (0..=parts).map(|p| size * p / parts).collect()
}

/// The thresholds of layer `seeds`, highest first: `n, n - 2, ..., -n`.
pub fn thresholds(seeds: usize) -> impl Iterator<Item = i8> {
    let n = seeds as i8;
    (0..=seeds as i8).map(move |i| n - PARITY_STEP * i)
}

/// The solver of a part of layer `seeds`: the boards of ranks `cuts[part]` to
/// `cuts[part + 1]` (queue entries and cells are by rank within the part),
/// with the layers below kept in `B`. The work comes in three steps, each
/// callable in slices: read every board's moves; then, for each threshold
/// ([`thresholds`]), scan for the boards entering a set on their own and
/// spread the news to their predecessors until the queue is empty.
#[derive(Clone, Debug)]
pub struct LayerSolver<B> {
    variant: Variant,
    seeds: usize,
    index: LayerIndex,
    below: B,
    cuts: Vec<u64>,
    part: usize,
    cells: Vec<Cell>,
    /// Boards (rank within the part, or packed: see [`Below::SMALL_BOARDS`];
    /// with [`IN_L`] if they entered `L`) whose
    /// predecessors are still to be told, first in first out: boards are told
    /// in the order they entered, so the forcing lines found are short (a
    /// breadth-first attractor).
    queue: VecDeque<u64>,
    peak_queue: usize,
    /// Tells for the boards of each part (empty for this one).
    outbox: Vec<Vec<u64>>,
}

impl<B: Below> LayerSolver<B> {
    /// The solver of part `part` of layer `seeds` cut at `cuts` (see [`cuts`]);
    /// `below` must hold every layer below.
    #[must_use]
    pub fn new(variant: Variant, seeds: usize, below: B, cuts: Vec<u64>, part: usize) -> Self {
        let size = (cuts[part + 1] - cuts[part]) as usize;
        Self::with_cells(variant, seeds, below, cuts, part, vec![Cell::UNREAD; size])
            .expect("cells of the part's size")
    }

    /// The solver of a whole layer (one part).
    #[must_use]
    pub fn whole(variant: Variant, seeds: usize, below: B) -> Self {
        Self::new(
            variant,
            seeds,
            below,
            cuts(variant.pit_count(), seeds, 1),
            0,
        )
    }

    /// The solver of part `part` with the cells of a saved state (see
    /// [`LayerSolver::cells`]); `None` when their count is not the part's size.
    #[must_use]
    pub fn with_cells(
        variant: Variant,
        seeds: usize,
        below: B,
        cuts: Vec<u64>,
        part: usize,
        cells: Vec<Cell>,
    ) -> Option<Self> {
        if cells.len() as u64 != cuts[part + 1] - cuts[part] {
            return None;
        }
        let parts = cuts.len() - 1;
        Some(LayerSolver {
            variant,
            seeds,
            index: LayerIndex::new(variant.pit_count(), seeds),
            below,
            cuts,
            part,
            cells,
            queue: VecDeque::new(),
            peak_queue: 0,
            outbox: vec![Vec::new(); parts],
        })
    }

    /// Starts the next layer over, whole, the layers below kept (the caller
    /// has added this one's results to them).
    pub fn next_layer(&mut self) {
        self.seeds += 1;
        self.cuts = cuts(self.variant.pit_count(), self.seeds, 1);
        self.part = 0;
        self.index = LayerIndex::new(self.variant.pit_count(), self.seeds);
        self.cells = Vec::new(); // the old cells freed before the new ones are made
        self.cells = vec![Cell::UNREAD; self.cuts[1] as usize];
        self.queue.clear();
        self.outbox = vec![Vec::new()];
    }

    /// The board's variant.
    #[must_use]
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The layer's seeds.
    #[must_use]
    pub fn seeds(&self) -> usize {
        self.seeds
    }

    /// The layers below.
    #[must_use]
    pub fn below(&self) -> &B {
        &self.below
    }

    /// The layers below, to add the layer solved to them.
    pub fn below_mut(&mut self) -> &mut B {
        &mut self.below
    }

    /// The layers below, the solver done with.
    #[must_use]
    pub fn into_below(self) -> B {
        self.below
    }

    /// The part's cells (to save between turns, or to read the result:
    /// [`Cell::settled`]).
    #[must_use]
    pub fn cells(&self) -> &[Cell] {
        &self.cells
    }

    /// Mutable cells, for a caller that tells them where they lie.
    pub fn cells_mut(&mut self) -> &mut [Cell] {
        &mut self.cells
    }

    /// The part's results, by rank within the part.
    pub fn settled(&self) -> impl Iterator<Item = Settled> + '_ {
        self.cells.iter().map(|cell| cell.settled(self.seeds))
    }

    /// Boards queued.
    #[must_use]
    pub fn queued(&self) -> usize {
        self.queue.len()
    }

    /// The longest queue held, in entries.
    #[must_use]
    pub fn peak_queue(&self) -> usize {
        self.peak_queue
    }

    /// The first rank of this part.
    fn base(&self) -> u64 {
        self.cuts[self.part]
    }

    /// Records every board's capture bounds and quiet-move count.
    pub fn read_moves(&mut self, progress: &mut dyn FnMut(u64)) {
        self.read_some(0..self.cells.len(), progress);
    }

    /// Records the capture bounds and quiet-move counts of the boards of
    /// `ranks` (within the part); `progress` is told the rank now and then.
    pub fn read_some(&mut self, ranks: Range<usize>, progress: &mut dyn FnMut(u64)) {
        if ranks.is_empty() {
            return;
        }
        let pits = self.variant.pit_count();
        let mut board = self.index.unrank(self.base() + ranks.start as u64);
        for rank in ranks {
            let pos = Position::endgame(self.variant, board, Side::South);
            self.cells[rank] = self.read_board(&pos);
            next_board(&mut board[..pits]);
            if rank as u64 % PROGRESS_EVERY == 0 {
                progress(rank as u64);
            }
        }
    }

    /// The cell of the board `pos` (South to move) after reading its moves.
    #[inline]
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
            let (lo, hi) = self.below.bounds(&child, self.seeds - captured as usize);
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
        self.scan_some(v, 0..self.cells.len());
    }

    /// [`LayerSolver::scan`] over the boards of `ranks` (within the part).
    pub fn scan_some(&mut self, v: i8, ranks: Range<usize>) {
        let base = self.base();
        let (queue, index) = (&mut self.queue, &self.index);
        scan_cells(&mut self.cells, ranks, v, &mut |item, _| {
            let rank = item & !IN_L;
            queue.push_back(entry::<B>(rank, || index.unrank(base + rank)) | item & IN_L);
        });
        self.peak_queue = self.peak_queue.max(self.queue.len());
    }

    /// [`LayerSolver::scan`], but each board entering a set is handed to
    /// `sink` rather than queued: its rank in the layer, whether it entered
    /// `L`, and its cell, by rank, `W` before `L` (the order of the queue).
    pub fn scan_each(&mut self, v: i8, sink: &mut dyn FnMut(u64, bool, &Cell)) {
        let base = self.base();
        let all = 0..self.cells.len();
        scan_cells(&mut self.cells, all, v, &mut |item, cell| {
            sink(base + (item & !IN_L), item & IN_L != 0, cell);
        });
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
    /// queue runs dry); returns how many were taken. `progress` is told the
    /// count now and then.
    pub fn spread_some(&mut self, v: i8, count: usize, progress: &mut dyn FnMut(u64)) -> usize {
        let mut preds = Vec::with_capacity(SPREAD_BATCH * MAX_PITS);
        // For each board of a batch: where its predecessors end in `preds`,
        // its line and whether it entered L(v).
        let mut ends = Vec::with_capacity(SPREAD_BATCH);
        let (base, stop) = (self.base(), self.cuts[self.part + 1]);
        let mut told = 0;
        while !self.queue.is_empty() && told < count {
            preds.clear();
            ends.clear();
            let batch = SPREAD_BATCH.min(self.queue.len()).min(count - told);
            for item in self.queue.drain(..batch) {
                let from_l = item & IN_L != 0;
                let (rank, board) = open::<B>(&self.index, base, item & !IN_L);
                let cell = &self.cells[rank as usize];
                let dist = if from_l { cell.dist_l } else { cell.dist_w };
                predecessors::<B>(&self.index, &board, self.variant, &mut preds);
                ends.push((preds.len(), from_l, dist));
            }
            let mut start = 0;
            let holes = self.variant.holes();
            for &(end, from_l, dist) in &ends {
                for (p, pits) in preds.get(start..end).unwrap_or_default() {
                    let p = *p;
                    if (base..stop).contains(&p) {
                        self.tell(p - base, from_l, dist, v, || mover_view(holes, pits));
                    } else {
                        let owner = self.cuts.partition_point(|&c| c <= p) - 1;
                        self.outbox[owner].push(tell_word(p, dist, from_l));
                    }
                }
                start = end;
            }
            self.peak_queue = self.peak_queue.max(self.queue.len());
            let before = told as u64;
            told += batch;
            if before / PROGRESS_EVERY != told as u64 / PROGRESS_EVERY {
                progress(told as u64);
            }
        }
        told
    }

    /// Tells board `p` (rank within the part; `board` gives its board, from
    /// its mover's side) that a quiet move leads into `L(v)` (`from_l`) or
    /// `W(v)`, by a line of `dist` plies.
    #[inline]
    fn tell(
        &mut self,
        p: u64,
        from_l: bool,
        dist: u8,
        v: i8,
        board: impl FnOnce() -> [u8; MAX_PITS],
    ) {
        if let Some(in_l) = self.cells[p as usize].tell(from_l, dist, v) {
            let flag = if in_l { IN_L } else { 0 };
            self.queue.push_back(entry::<B>(p, board) | flag);
        }
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
            let (rank, dist, from_l) = tell_parts(tell);
            if (base..end).contains(&rank) {
                let at = rank - base;
                if let Some(in_l) = self.cells[at as usize].tell(from_l, dist, v) {
                    let flag = if in_l { IN_L } else { 0 };
                    let entry = entry::<B>(at, || self.index.unrank(rank));
                    self.queue.push_back(entry | flag);
                }
            }
        }
        self.peak_queue = self.peak_queue.max(self.queue.len());
    }
}

/// Marks the cells of `ranks` entering `W(v)` or `L(v)` on their own, handing
/// each to `push` as a queue item (its place in `cells`, with [`IN_L`] for
/// `L`), in the order the queue takes them.
fn scan_cells(cells: &mut [Cell], ranks: Range<usize>, v: i8, push: &mut dyn FnMut(u64, &Cell)) {
    let start = ranks.start;
    for (rank, cell) in (start..).zip(&mut cells[ranks]) {
        let (enters_w, enters_l) = (cell.enters_w(v), cell.enters_l(v));
        if enters_w {
            // A capture (or the sweep) decides it at once.
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

/// Bits per pit in a packed board (so a pit holds at most 15 seeds).
const PIT_BITS: usize = 4;
/// Mask of one packed pit.
const PIT_MASK: u64 = (1 << PIT_BITS) - 1;

/// The queue entry of the board of rank `rank` within its part, whose board
/// (from its mover's side) `board` gives: the board packed, 4 bits a pit,
/// when boards are small ([`Below::SMALL_BOARDS`]), else the rank.
#[inline]
fn entry<B: Below>(rank: u64, board: impl FnOnce() -> [u8; MAX_PITS]) -> u64 {
    if B::SMALL_BOARDS {
        board()
            .iter()
            .enumerate()
            .fold(0, |acc, (i, &s)| acc | u64::from(s) << (i * PIT_BITS))
    } else {
        rank
    }
}

/// The rank within its part and the board (from its mover's side) of a queue
/// entry ([`entry`], without [`IN_L`]) of a part starting at rank `base`.
#[inline]
fn open<B: Below>(index: &LayerIndex, base: u64, entry: u64) -> (u64, [u8; MAX_PITS]) {
    if B::SMALL_BOARDS {
        let mut board = [0u8; MAX_PITS];
        for (i, slot) in board.iter_mut().enumerate() {
            *slot = ((entry >> (i * PIT_BITS)) & PIT_MASK) as u8;
        }
        (index.rank(&board) - base, board)
    } else {
        (entry, index.unrank(base + entry))
    }
}

/// The board `pits` (North to move) from North's side: North's row first.
/// Written pit by pit over a fixed count, not with slice copies: in wasm a
/// copy of variable length becomes a call out of the module.
#[inline]
pub(super) fn mover_view(holes: usize, pits: &[u8; MAX_PITS]) -> [u8; MAX_PITS] {
    let mut board = [0u8; MAX_PITS];
    for i in 0..MAX_HOLES {
        if i < holes {
            board[i] = pits[holes + i];
            board[holes + i] = pits[i];
        }
    }
    board
}

/// The tells a queued board (a tell word, see [`word_of`](super::word_of))
/// sends its predecessors in layer `index` of `variant`, in the one-process
/// order, pushed onto `out`; `preds` is scratch. `B` is where the layers are
/// kept (whether a pit can be full).
pub fn tells_of<B: Below>(
    index: &LayerIndex,
    variant: Variant,
    word: u64,
    preds: &mut Vec<Pred>,
    out: &mut Vec<u64>,
) {
    let board = index.unrank(word & TELL_RANK_MASK);
    preds.clear();
    predecessors::<B>(index, &board, variant, preds);
    let carried = word & !TELL_RANK_MASK;
    out.extend(preds.iter().map(|&(p, _)| p | carried));
}
