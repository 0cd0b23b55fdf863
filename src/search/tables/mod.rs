//! Endgame tables: the exact value of every board with at most K seeds, found by
//! retrograde analysis ([`TableBuilder`]) and looked up by the search.
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
//! **A game that starts here.** Where `lo == hi` the value is exact for a game
//! that *starts* at the position: its capture-free run is the position alone.
//! The mover's forcing line (each board enters `W` or `L` through a board that
//! entered before it) never repeats a position, since every ply goes to a board
//! with a shorter line, so the cycle rule never cuts it short; and the build
//! measures how many capture-free plies it takes, at most [`TableValue::quiet_plies`],
//! so that it is known to end (by a capture, into a smaller board where the
//! same holds, or by starvation) before the 200-ply limit. On 2x6 with K = 12
//! and 2x7 with K = 10 no layer's lines come near the limit (`bench/exact.md`).
//!
//! **The game as played.** A game's capture-free run (the positions since its last
//! capture, or since its set-up if none) all lead to the current position `P` by
//! quiet moves, since that is how the game went. So if one of them, `Q` other than
//! `P`, came round again before the next capture, `P` would lead to `Q` and `Q` to
//! `P` by quiet moves: `P` would lie on a cycle of quiet moves. Hence where `P` is
//! on no quiet cycle, no earlier position of the run can come back in any
//! continuation, the game from `P` is the same game as one that starts at `P`, and
//! the table value is the game's, if the plies already counted since the capture
//! leave room for the forcing lines ([`TableValue::exact_after`]). Where `P` is on
//! a quiet cycle the table value is the game's only right after a capture (or at
//! the set-up), when the run is `P` alone; elsewhere the search plays on with the
//! run. The build finds the boards on a quiet cycle as the strongly connected
//! components of each layer's quiet-move graph (`cycles.rs`) and keeps one bit a
//! board, in a spare bit of its upper bound, so the tables take no more memory.
//!
//! | board | K | boards | build (native, `bench/native.md`) | tables | peak while building |
//! |---|---|---|---|---|---|
//! | 2x6 | 12 | 2,704,156 | about 2.1 s | 5.4 MB | 13.2 MB |
//! | 2x7 | 10 | 1,961,256 | about 1.3 s | 3.9 MB | 10.4 MB |

mod build;
mod cycles;
mod entry;
mod index;
mod queue;
mod quiet;
mod unmove;

pub use build::{TableBuilder, MAX_SEEDS};
use index::Indexer;

use crate::rules::{Position, Variant, NO_CAPTURE_PLY_LIMIT};

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
    /// Whether the value is exact for a game that starts at this position (the
    /// bounds meet, and the forcing lines are known to be shorter than the ply
    /// limit). For a game already under way, see [`TableValue::exact_after`].
    pub exact: bool,
    /// What the mover can force.
    pub lo: i32,
    /// What the opponent can hold the mover to.
    pub hi: i32,
    /// Whether the board lies on a cycle of quiet moves (a capture-free line can
    /// come back to it).
    pub on_cycle: bool,
    /// The most capture-free plies the lines forcing `lo` and `hi` take from
    /// here (a bound the build measured, rounded up to an even number).
    pub quiet_plies: usize,
}

impl TableValue {
    /// Whether `value` is the value of the game as played, at this position
    /// `plies` plies after the game's last capture (or its set-up): exact for a
    /// game that starts here, and either the run is this position alone (`plies`
    /// is 0) or the board is on no quiet cycle, so that no earlier position of
    /// the run can come round again; and the plies counted leave room for every
    /// forcing line before the 200-ply limit. See the module's docs for why.
    ///
    /// ```
    /// use urim::notation::parse_position;
    /// use urim::search::Tables;
    /// use urim::Variant;
    /// let tables = Tables::build(Variant::standard(6)?, 6);
    /// let pos = parse_position("0-1-0-0-0-1-0-0-0-0-0-1-25-20-S", None)?;
    /// let v = tables.value(&pos).unwrap();
    /// assert!(v.exact && v.on_cycle);
    /// assert!(v.exact_after(0));
    /// assert!(!v.exact_after(1)); // the set-up position may come round again
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn exact_after(&self, plies: usize) -> bool {
        self.exact
            && (plies == 0 || !self.on_cycle)
            && plies + self.quiet_plies < NO_CAPTURE_PLY_LIMIT
    }
}

/// What the boards of one seed count are like ([`Tables::census`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Census {
    /// Boards with this many seeds.
    pub boards: usize,
    /// Boards on a cycle of quiet moves.
    pub on_cycle: usize,
    /// Boards whose bounds meet.
    pub exact: usize,
    /// The longest forcing line of any of them, in capture-free plies (an upper
    /// bound, rounded up to an even number).
    pub longest_line: usize,
    /// Boards whose forcing lines are not known to end before the 200-ply limit.
    pub past_limit: usize,
}

/// Solved boards of one row length with at most `max_seeds` seeds.
///
/// ```
/// use urim::notation::parse_position;
/// use urim::search::Tables;
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
    /// Every board's bounds, cycle bit and line length ([`entry`]).
    entries: Vec<u16>,
    /// Per seed count, whether every board with fewer seeds has lines shorter
    /// than the ply limit, so that the bounds of boards captured into hold.
    trusted: Vec<bool>,
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

    /// Assembles finished tables from the entries and the longest line of each
    /// layer. A layer's bounds rest on the smaller layers' (through captures),
    /// so a line there that may reach the ply limit leaves every larger layer
    /// untrusted.
    fn from_parts(
        variant: Variant,
        max_seeds: usize,
        index: Indexer,
        entries: Vec<u16>,
        lengths: &[u16],
    ) -> Tables {
        let mut trusted = Vec::with_capacity(lengths.len());
        let mut all_short = true;
        for &longest in lengths {
            trusted.push(all_short);
            all_short &= usize::from(longest) < NO_CAPTURE_PLY_LIMIT;
        }
        Tables {
            variant,
            max_seeds,
            index,
            entries,
            trusted,
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
        self.entries.len()
    }

    /// Whether no board is solved (never: the empty board always is).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Bytes the tables hold.
    #[must_use]
    pub fn bytes(&self) -> usize {
        self.entries.len() * std::mem::size_of::<u16>()
    }

    /// What the boards of `seeds` seeds are like: how many lie on a quiet cycle,
    /// how long their forcing lines run (`None` past K).
    #[must_use]
    pub fn census(&self, seeds: usize) -> Option<Census> {
        if seeds > self.max_seeds {
            return None;
        }
        let first = self.index.offset(seeds);
        let boards = self.index.layer_size(seeds);
        let mut census = Census {
            boards,
            ..Census::default()
        };
        for &bits in &self.entries[first..first + boards] {
            let e = entry::unpack(bits, seeds);
            census.on_cycle += usize::from(e.on_cycle);
            census.exact += usize::from(e.lo == e.hi);
            census.longest_line = census.longest_line.max(usize::from(e.length));
            census.past_limit += usize::from(usize::from(e.length) >= NO_CAPTURE_PLY_LIMIT);
        }
        Some(census)
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
        let seeds = (mine + theirs) as usize;
        let e = entry::unpack(self.entries[self.index.index(pos)], seeds);
        let (lo, hi) = (i32::from(e.lo), i32::from(e.hi));
        let sweep = mine as i32 - theirs as i32;
        let quiet_plies = usize::from(e.length);
        Some(TableValue {
            value: sweep.clamp(lo, hi),
            exact: lo == hi && self.trusted[seeds] && quiet_plies < NO_CAPTURE_PLY_LIMIT,
            lo,
            hi,
            on_cycle: e.on_cycle,
            quiet_plies,
        })
    }
}
