//! Solving one layer from the layers below it, in memory: the same retrograde
//! analysis as the in-memory builder (`../build.rs`, whose docs explain the
//! threshold sets and the forcing distances), over ranks of the capped index,
//! with the captures looked up in the layer files.

use super::format::{pair_code, value_bytes, Header};
use super::index::{next_board, LayerIndex};
use super::reader::{mover_view, FileTables};
use super::unmove::predecessors;
use crate::rules::{Position, Side, Variant, MAX_PITS, MAX_PIT_SEEDS};
use std::collections::VecDeque;

/// Boards taken from the queue at once (as in the in-memory builder).
const SPREAD_BATCH: usize = 1024;
/// Thresholds go down two at a time (every value has the parity of the seeds).
const PARITY_STEP: i8 = 2;
/// Marks a bound not found yet (below any value).
const UNSET_LO: i8 = i8::MIN;
/// Marks a bound not found yet (above any value).
const UNSET_HI: i8 = i8::MAX;
/// Marks "no capture move".
const NO_CAPTURE: i8 = i8::MIN;
/// The queue entry bit saying the board entered `L` (else `W`).
const IN_L: u64 = 1 << 63;
/// Boards between two calls of the progress hook.
const PROGRESS_EVERY: u64 = 1 << 20;

/// What the analysis knows of one board (as in the in-memory builder).
#[derive(Clone, Copy, Debug)]
struct Cell {
    lo: i8,
    hi: i8,
    open: u8,
    capture_lo: i8,
    capture_hi: i8,
    dist_w: u8,
    dist_l: u8,
}

impl Cell {
    /// A board not read yet.
    const UNREAD: Cell = Cell {
        lo: UNSET_LO,
        hi: UNSET_HI,
        open: 0,
        capture_lo: NO_CAPTURE,
        capture_hi: NO_CAPTURE,
        dist_w: 0,
        dist_l: 1,
    };

    /// Whether the board enters `W(v)` on its own.
    fn enters_w(&self, v: i8) -> bool {
        (self.lo == UNSET_LO) & (self.capture_lo != NO_CAPTURE) & (self.capture_lo >= v)
    }

    /// Whether the board enters `L(v)`.
    fn enters_l(&self, v: i8) -> bool {
        (self.hi == UNSET_HI) & (self.open == 0) & (self.capture_hi <= -v)
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

/// The solver of layer `seeds`.
struct Solver<'a> {
    variant: Variant,
    seeds: usize,
    index: LayerIndex,
    lower: &'a FileTables,
    cells: Vec<Cell>,
    queue: VecDeque<u64>,
    peak_queue: usize,
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
    let index = LayerIndex::new(variant.pit_count(), seeds);
    let size = index.size() as usize;
    let mut solver = Solver {
        variant,
        seeds,
        index,
        lower,
        cells: vec![Cell::UNREAD; size],
        queue: VecDeque::new(),
        peak_queue: 0,
    };
    let phases = 2 + seeds as u32;
    solver.read_moves(&mut |boards| {
        progress(Stage {
            done: 0,
            phases,
            boards,
        })
    });
    let mut v = seeds as i8;
    let mut done = 1;
    loop {
        solver.scan(v);
        solver.spread(v, &mut |boards| {
            progress(Stage {
                done,
                phases,
                boards,
            })
        });
        done += 1;
        if i32::from(v) <= -(seeds as i32) {
            break;
        }
        v -= PARITY_STEP;
    }
    solver.encode()
}

impl Solver<'_> {
    /// Records every board's capture bounds and quiet-move count.
    fn read_moves(&mut self, progress: &mut dyn FnMut(u64)) {
        if self.cells.is_empty() {
            return;
        }
        let pits = self.variant.pit_count();
        let mut board = self.index.unrank(0);
        for rank in 0..self.cells.len() {
            let pos = Position {
                variant: self.variant,
                pits: board,
                stores: [0, 0],
                to_move: Side::South,
            };
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
    fn scan(&mut self, v: i8) {
        for (rank, cell) in self.cells.iter_mut().enumerate() {
            let (enters_w, enters_l) = (cell.enters_w(v), cell.enters_l(v));
            if enters_w {
                cell.lo = v;
                cell.dist_w = 1;
                self.queue.push_back(rank as u64);
            }
            if enters_l {
                cell.hi = -v;
                self.queue.push_back(rank as u64 | IN_L);
            }
        }
        self.peak_queue = self.peak_queue.max(self.queue.len());
    }

    /// Tells the predecessors of every queued board, until the queue is empty.
    fn spread(&mut self, v: i8, progress: &mut dyn FnMut(u64)) {
        let mut preds = Vec::with_capacity(SPREAD_BATCH * MAX_PITS);
        let mut ends = Vec::with_capacity(SPREAD_BATCH);
        let mut told = 0u64;
        while !self.queue.is_empty() {
            preds.clear();
            ends.clear();
            let batch = SPREAD_BATCH.min(self.queue.len());
            for item in self.queue.drain(..batch) {
                let rank = item & !IN_L;
                let from_l = item & IN_L != 0;
                let cell = &self.cells[rank as usize];
                let dist = if from_l { cell.dist_l } else { cell.dist_w };
                let board = self.index.unrank(rank);
                predecessors(&self.index, &board, self.variant, &mut preds);
                ends.push((preds.len(), from_l, dist));
            }
            let mut start = 0;
            for &(end, from_l, dist) in &ends {
                for &(p, _) in preds.get(start..end).unwrap_or_default() {
                    self.tell(p, from_l, dist, v);
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
        let cell = &mut self.cells[p as usize];
        let longer = dist.saturating_add(1);
        if from_l {
            if cell.lo == UNSET_LO {
                cell.lo = v;
                cell.dist_w = longer;
                self.queue.push_back(p);
            }
        } else {
            cell.open -= 1;
            cell.dist_l = cell.dist_l.max(longer);
            if cell.enters_l(v) {
                cell.hi = -v;
                self.queue.push_back(p | IN_L);
            }
        }
    }

    /// The layer's file payload (see the format's docs).
    fn encode(self) -> Solved {
        let boards = self.cells.len() as u64;
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
        let header = Header {
            holes: self.variant.holes() as u32,
            seeds: self.seeds as u32,
            pit_cap: MAX_PIT_SEEDS.into(),
            boards,
            cycles,
        };
        let mut payload = values;
        payload.append(&mut plies);
        Solved {
            header,
            payload,
            peak_queue: self.peak_queue,
        }
    }
}
