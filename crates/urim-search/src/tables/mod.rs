//! Endgame tables: the exact value of every board with at most K seeds, found by
//! retrograde analysis ([`TableBuilder`], on the solver of
//! [`retrograde`](crate::retrograde)) and looked up by the search.
//!
//! **Value.** The final seed difference the side to move can force over the seeds
//! still on the board (the stores play no part in best play on what is left).
//!
//! **Cycles.** Forcing is over finitely many moves, so each board gets two bounds:
//! `lo`, what the mover can force, and `hi`, what the opponent can hold the mover
//! to. They are equal, and the value exact, wherever best play ends the game (by
//! a capture into a smaller board, or starvation). Where they differ, best play
//! cycles and the rules end it with the row sweep at whichever board repeats
//! first, which depends on the game's history. The convention then is the board's
//! own sweep ("each keeps their own row"), clamped into `[lo, hi]`: the value
//! the game would have if the cycle closed here, never outside what either side
//! can force. The search reports such values as not exact.
//!
//! **Forcing distances.** Each board also keeps, in a byte each, how many plies
//! the line that forces each bound takes (see the builder). A value is exact for
//! a run that begins at the board only when both lines end within the 200-ply
//! rule; with a longer past, `prove_table_value` decides.
//!
//! | board | K | boards | build (native, `bench/native.md`) | tables (4 bytes a board) |
//! |---|---|---|---|---|
//! | 2x6 | 12 | 2,704,156 | about 2.1 s | 10.8 MB |
//! | 2x7 | 10 | 1,961,256 | about 1.3 s | 7.8 MB |

mod build;
mod index;

pub use build::{TableBuilder, MAX_SEEDS};
use index::Indexer;

use urim::rules::{Position, Variant, NO_CAPTURE_PLY_LIMIT};

/// The largest K for 2x6 boards (within 2 s native, 16 MB).
pub const DEFAULT_SEEDS_6: usize = 12;
/// The largest K for 2x7 boards within the same budget.
pub const DEFAULT_SEEDS_7: usize = 10;

/// What the tables say about one position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableValue {
    /// Final seed difference over the board's seeds, mover's view (by the cycle
    /// convention where best play cycles).
    pub value: i32,
    /// Whether the value is exact for a game whose capture-free run begins at
    /// this board: no cycle is involved, and both sides' forcing lines end
    /// within the 200-ply rule.
    pub exact: bool,
    /// What the mover can force.
    pub lo: i32,
    /// What the opponent can hold the mover to.
    pub hi: i32,
    /// The longer of the two forcing lines, in plies: the mover's to `lo` and
    /// the opponent's to `hi` (0 where a bound needs no line).
    pub plies: usize,
}

/// Solved boards of one row length with at most `max_seeds` seeds.
///
/// ```
/// use urim::notation::parse_position;
/// use urim_search::Tables;
/// use urim::Variant;
/// let tables = Tables::build(Variant::standard(6)?, 6);
/// // South to move with one seed against two: F sows into a, making it 2 —
/// // but that would take North's whole row (grand slam), so nothing is taken.
/// let pos = parse_position("0-0-0-0-0-1-1-0-0-0-0-1-17-16-S", None)?;
/// let v = tables.value(&pos).unwrap();
/// assert!(v.lo <= v.value && v.value <= v.hi);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct Tables {
    variant: Variant,
    max_seeds: usize,
    index: Indexer,
    lo: Vec<i8>,
    hi: Vec<i8>,
    /// Plies within which the mover forces `lo` (see the builder's distances).
    dist_w: Vec<u8>,
    /// Plies within which the opponent holds the mover to `hi`.
    dist_l: Vec<u8>,
}

impl Tables {
    /// Builds the tables in one go (see [`TableBuilder`] for building in slices).
    #[must_use]
    pub fn build(variant: Variant, max_seeds: usize) -> Tables {
        let mut builder = TableBuilder::new(variant, max_seeds);
        while !builder.step(usize::MAX) {}
        builder.finish().expect("built")
    }

    /// The default K for `variant`: 12 on 2x6, 10 on 2x7.
    #[must_use]
    pub fn default_seeds(variant: Variant) -> usize {
        if variant.holes() == 6 {
            DEFAULT_SEEDS_6
        } else {
            DEFAULT_SEEDS_7
        }
    }

    /// Assembles finished tables.
    fn from_parts(
        variant: Variant,
        max_seeds: usize,
        index: Indexer,
        [lo, hi]: [Vec<i8>; 2],
        [dist_w, dist_l]: [Vec<u8>; 2],
    ) -> Tables {
        Tables {
            variant,
            max_seeds,
            index,
            lo,
            hi,
            dist_w,
            dist_l,
        }
    }

    /// The most seeds a solved board holds (K).
    #[must_use]
    pub fn max_seeds(&self) -> usize {
        self.max_seeds
    }

    /// Boards solved.
    #[must_use]
    pub fn len(&self) -> usize {
        self.lo.len()
    }

    /// Whether no board is solved (never: the empty board always is).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.lo.is_empty()
    }

    /// Bytes the tables hold.
    #[must_use]
    pub fn bytes(&self) -> usize {
        self.lo.len() + self.hi.len() + self.dist_w.len() + self.dist_l.len()
    }

    /// The value of `pos`'s board for its mover, if it is in the tables (same row
    /// length, at most K seeds). The stores are not counted.
    #[must_use]
    pub fn value(&self, pos: &Position) -> Option<TableValue> {
        if pos.variant().holes() != self.variant.holes() {
            return None;
        }
        let me = pos.to_move();
        let mine = pos.row_seeds(me);
        let theirs = pos.row_seeds(me.opponent());
        if (mine + theirs) as usize > self.max_seeds {
            return None;
        }
        let at = self.index.index(pos);
        let (lo, hi) = (i32::from(self.lo[at]), i32::from(self.hi[at]));
        let sweep = mine as i32 - theirs as i32;
        let plies = usize::from(self.dist_w[at].max(self.dist_l[at]));
        Some(TableValue {
            value: sweep.clamp(lo, hi),
            exact: lo == hi && within_ply_limit(plies, 1),
            lo,
            hi,
            plies,
        })
    }

    /// The forcing distances of `pos`'s board: the mover's line to `lo` and the
    /// opponent's to `hi`, in plies, if the tables hold it.
    #[must_use]
    pub(crate) fn lines(&self, pos: &Position) -> Option<(u8, u8)> {
        if pos.variant().holes() != self.variant.holes() {
            return None;
        }
        let seeds = pos.pits().iter().map(|&s| usize::from(s)).sum::<usize>();
        if seeds > self.max_seeds {
            return None;
        }
        let at = self.index.index(pos);
        Some((self.dist_w[at], self.dist_l[at]))
    }
}

/// Whether forcing lines of `plies` plies end before the 200-ply rule can end
/// the game, in a capture-free run that already holds `run` positions (the
/// board's own included). A line's last ply captures (or starves a side), so
/// its quiet moves are made with fewer than `run + plies - 1` positions in the
/// run; the rule ends the game only at a quiet move made with 200.
#[must_use]
pub fn within_ply_limit(plies: usize, run: usize) -> bool {
    plies < usize::from(crate::retrograde::DIST_UNKNOWN) && run + plies <= NO_CAPTURE_PLY_LIMIT
}
