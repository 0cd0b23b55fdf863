//! The in-memory tables' builder: the retrograde solver of `crate::retrograde`
//! (whose docs explain the threshold sets and the forcing distances) run layer
//! after layer, fewest seeds first, in slices of bounded work, with the layers
//! below kept in arrays by the tables' index.

use super::index::Indexer;
use crate::retrograde::{Below, LayerSolver, PARITY_STEP};
use urim::rules::{Position, Variant};

/// The largest K: boards of at most 15 seeds pack into a queue entry, and no
/// pit of theirs can be full ([`Below::SMALL_BOARDS`]).
pub const MAX_SEEDS: usize = 15;

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

/// The solved layers, in memory: both bounds of every board, by the global
/// index (the layers one after another, each in rank order).
#[derive(Clone, Debug)]
struct Solved {
    index: Indexer,
    lo: Vec<i8>,
    hi: Vec<i8>,
}

impl Below for Solved {
    const SMALL_BOARDS: bool = true;

    #[inline]
    fn bounds(&self, pos: &Position, _seeds: usize) -> (i8, i8) {
        let at = self.index.index(pos);
        (self.lo[at], self.hi[at])
    }
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
    /// The current layer's solver, which holds the layers below.
    solver: LayerSolver<Solved>,
    dist_w: Vec<u8>,
    dist_l: Vec<u8>,
    max_seeds: usize,
    /// Set once every layer is solved.
    done: bool,
    phase: Phase,
    peak_queue: usize,
}

impl TableBuilder {
    /// A builder for boards of `variant` (only its row length matters) with at most
    /// `max_seeds` seeds (at most [`MAX_SEEDS`]).
    #[must_use]
    pub fn new(variant: Variant, max_seeds: usize) -> TableBuilder {
        let max_seeds = max_seeds.min(MAX_SEEDS);
        let index = Indexer::new(variant.holes(), max_seeds);
        let total = index.len();
        let solved = Solved {
            index,
            lo: vec![0; total],
            hi: vec![0; total],
        };
        TableBuilder {
            variant,
            solver: LayerSolver::whole(variant, 0, solved),
            dist_w: vec![0; total],
            dist_l: vec![0; total],
            max_seeds,
            done: false,
            phase: Phase::Moves { next: 0 },
            peak_queue: 0,
        }
    }

    /// Whether every layer is solved.
    #[must_use]
    pub fn is_done(&self) -> bool {
        self.done
    }

    /// Bytes held now: the bound and distance arrays, and while a layer is
    /// solved its cells and the queue at its longest so far.
    #[must_use]
    pub fn bytes(&self) -> usize {
        let solved = self.solver.below();
        let arrays = solved.lo.len() + solved.hi.len() + self.dist_w.len() + self.dist_l.len();
        let cells = if self.done {
            0
        } else {
            std::mem::size_of_val(self.solver.cells())
        };
        let queue = self.peak_queue.max(self.solver.peak_queue()) * std::mem::size_of::<u64>();
        arrays + cells + queue
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
            let Solved { index, lo, hi } = self.solver.into_below();
            super::Tables::from_parts(
                self.variant,
                self.max_seeds,
                index,
                [lo, hi],
                [self.dist_w, self.dist_l],
            )
        })
    }

    /// One chunk of the current phase, at most `work` units; returns the units done.
    fn advance(&mut self, work: usize) -> usize {
        let size = self.solver.cells().len();
        match self.phase {
            Phase::Moves { next } => {
                let end = size.min(next.saturating_add(work));
                self.solver.read_some(next..end, &mut |_| {});
                self.phase = if end == size {
                    let v = self.solver.seeds() as i8;
                    Phase::Scan { v, next: 0 }
                } else {
                    Phase::Moves { next: end }
                };
                end - next
            }
            Phase::Scan { v, next } => {
                let end = size.min(next.saturating_add(work));
                self.solver.scan_some(v, next..end);
                self.phase = if end == size {
                    Phase::Spread { v }
                } else {
                    Phase::Scan { v, next: end }
                };
                end - next
            }
            Phase::Spread { v } if self.solver.queued() == 0 => {
                self.next_threshold(v);
                1
            }
            Phase::Spread { v } => self.solver.spread_some(v, work, &mut |_| {}),
        }
    }

    /// Moves on to the next threshold, or closes the layer after the lowest one.
    fn next_threshold(&mut self, v: i8) {
        let seeds = self.solver.seeds();
        if i32::from(v) > -(seeds as i32) {
            self.phase = Phase::Scan {
                v: v - PARITY_STEP,
                next: 0,
            };
            return;
        }
        let base = self.solver.below().index.offset(seeds);
        for rank in 0..self.solver.cells().len() {
            let settled = self.solver.cells()[rank].settled(seeds);
            let at = base + rank;
            let solved = self.solver.below_mut();
            solved.lo[at] = settled.lo;
            solved.hi[at] = settled.hi;
            self.dist_w[at] = settled.dist_w;
            self.dist_l[at] = settled.dist_l;
        }
        self.peak_queue = self.peak_queue.max(self.solver.peak_queue());
        if seeds == self.max_seeds {
            self.done = true;
        } else {
            self.solver.next_layer();
            self.phase = Phase::Moves { next: 0 };
        }
    }
}
