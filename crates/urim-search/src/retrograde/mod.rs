//! The retrograde solver of one layer (one seed count), shared by the
//! in-memory tables ([`TableBuilder`](crate::TableBuilder)) and the table
//! files' builder (the crate `urim-tables`): they differ only in where the
//! layers below are kept ([`Below`]) and in what they do with the result.
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
//! the predecessors of a board are found by un-sowing ([`predecessors`]). As
//! both sets only grow when `v` falls, each board enters each set once, so the
//! whole layer costs two predecessor walks per board. "Forcing" means forcing
//! in finitely many moves: a board that enters neither set before the end is
//! one where best play cycles. The lowest `v` of `W` is the lower bound `lo`,
//! the highest `-v` of `L` the upper bound `hi`; they coincide wherever no
//! cycle is involved.
//!
//! **Forcing distances.** Each bound also gets the length in plies of the line
//! that forces it: entering `W` through a child adds one ply to the child's
//! line; entering `L` adds one to the longest line among the quiet moves'
//! children. Along a line that follows these strategies the distance falls at
//! every ply, so no position repeats and the next capture comes within the
//! distance. That bounds how long the capture-free run can grow (the 200-ply
//! rule) and lets a proof follow the strategies without ever looping.
//!
//! **Parts.** A layer can be solved in parts, ranges of ranks ([`cuts`]): a
//! part tells the boards of other parts through an outbox its caller passes
//! on. With one part (the in-memory tables, a layer file built whole) nothing
//! goes out.

mod solver;
mod unmove;

pub use solver::{cuts, tells_of, thresholds, LayerSolver};
pub use unmove::{predecessors, Pred};

use urim::rules::Position;

/// Boards taken from the queue at once: their predecessors are found first and
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
/// The queue entry bit saying the board entered `L` (else `W`); the rest of
/// the entry is the board's rank within its part, or the board itself, packed
/// ([`Below::SMALL_BOARDS`]).
pub const IN_L: u64 = 1 << 63;
/// The forcing distance of a line too long to count in a byte: such a board
/// gets no proof of its line's length.
pub const DIST_UNKNOWN: u8 = u8::MAX;
/// A tell (what a queued board sends a predecessor): the predecessor's rank
/// in the layer in the low bits...
pub const TELL_RANK_MASK: u64 = (1 << 48) - 1;
/// ...the forcing line of the board that tells, from this bit...
const TELL_DIST_SHIFT: u32 = 48;
/// ...and whether that board entered `L` ([`IN_L`]).
const TELL_FROM_L: u64 = IN_L;

/// Where the solved layers below the one being solved are kept: what the
/// in-memory tables and the table files differ in.
pub trait Below {
    /// Whether every board holds at most 15 seeds (the in-memory tables).
    /// Then no pit is ever full (17 seeds, the rules' cap), so un-sowing
    /// needs no slow path for a pit skipped by a sowing (it is not even
    /// compiled in); and a board packs into a queue entry (4 bits a pit),
    /// which spares an unrank for every board told about. Otherwise (the
    /// files) a queue entry is the board's rank.
    const SMALL_BOARDS: bool;

    /// The bounds `(lo, hi)` of the board of `pos` (for its mover), which holds
    /// `seeds` seeds, fewer than the layer being solved.
    fn bounds(&self, pos: &Position, seeds: usize) -> (i8, i8);
}

impl<T: Below> Below for &T {
    const SMALL_BOARDS: bool = T::SMALL_BOARDS;

    #[inline]
    fn bounds(&self, pos: &Position, seeds: usize) -> (i8, i8) {
        (**self).bounds(pos, seeds)
    }
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

/// A board's result once its layer is solved: both bounds and their lines.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settled {
    /// What the mover can force.
    pub lo: i8,
    /// What the opponent can hold the mover to.
    pub hi: i8,
    /// Plies of the mover's line to `lo` (0 where none is needed).
    pub dist_w: u8,
    /// Plies of the opponent's line to `hi` (0 where none is needed).
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
    #[inline]
    pub fn enters_w(&self, v: i8) -> bool {
        // `&` rather than `&&`: the scan tests every board at every threshold, and
        // one well-predicted branch beats three poorly predicted ones.
        (self.lo == UNSET_LO) & (self.capture_lo != NO_CAPTURE) & (self.capture_lo >= v)
    }

    /// Whether the board enters `L(v)`: every quiet move leads into `W(v)` and no
    /// capture gives the mover more than `-v`.
    #[inline]
    pub fn enters_l(&self, v: i8) -> bool {
        (self.hi == UNSET_HI) & (self.open == 0) & (self.capture_hi <= -v)
    }

    /// The board's result after the lowest threshold of a layer of `seeds`
    /// seeds: a bound never entered is the widest, and needs no line (no play
    /// gets past it).
    #[must_use]
    pub fn settled(&self, seeds: usize) -> Settled {
        let n = seeds as i8;
        let (no_lo, no_hi) = (self.lo == UNSET_LO, self.hi == UNSET_HI);
        Settled {
            lo: if no_lo { -n } else { self.lo },
            hi: if no_hi { n } else { self.hi },
            dist_w: if no_lo { 0 } else { self.dist_w },
            dist_l: if no_hi { 0 } else { self.dist_l },
        }
    }

    /// Tells the cell at threshold `v` that a quiet move leads into `L(v)`
    /// (`from_l`) or `W(v)`, by a line of `dist` plies; returns whether the
    /// board is to be queued, and if so whether it entered `L` (else `W`).
    #[inline]
    pub fn tell(&mut self, from_l: bool, dist: u8, v: i8) -> Option<bool> {
        let longer = dist.saturating_add(1);
        if from_l {
            if self.lo == UNSET_LO {
                self.lo = v;
                self.dist_w = longer;
                return Some(false);
            }
        } else {
            self.open -= 1;
            self.dist_l = self.dist_l.max(longer);
            if self.enters_l(v) {
                self.hi = -v;
                return Some(true);
            }
        }
        None
    }
}

/// A queued board of layer rank `rank` as a tell word: the rank, its forcing
/// line (final once queued) and whether it entered `L` (`in_l`), else `W`.
#[must_use]
pub fn word_of(rank: u64, cell: &Cell, in_l: bool) -> u64 {
    let dist = if in_l { cell.dist_l } else { cell.dist_w };
    tell_word(rank, dist, in_l)
}

/// The tell to the board of rank `rank` from a board whose line is `dist`
/// plies long and which entered `L` (`from_l`) or `W`.
#[inline]
fn tell_word(rank: u64, dist: u8, from_l: bool) -> u64 {
    let flag = if from_l { TELL_FROM_L } else { 0 };
    rank | u64::from(dist) << TELL_DIST_SHIFT | flag
}

/// A tell word's rank, its forcing line and whether its board entered `L`.
#[must_use]
pub fn tell_parts(tell: u64) -> (u64, u8, bool) {
    let dist = ((tell >> TELL_DIST_SHIFT) & u64::from(u8::MAX)) as u8;
    (tell & TELL_RANK_MASK, dist, tell & TELL_FROM_L != 0)
}
