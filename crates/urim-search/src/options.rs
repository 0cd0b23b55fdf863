//! What the caller asks of a search: a level, budgets and a seed; and what
//! each level means.

use super::eval::{Weights, SEED_SCORE};
use super::tt::DEFAULT_TABLE_BYTES;

/// The weakest level.
pub const MIN_LEVEL: u8 = 1;
/// The strongest level.
pub const MAX_LEVEL: u8 = 5;
/// The level a search is given when it is asked for none: Medium.
pub const DEFAULT_LEVEL: u8 = 3;
/// The weakest level an analysis takes: below it the levels slip on purpose,
/// which would not be best play.
pub const MIN_ANALYSIS_LEVEL: u8 = 3;

/// The first level that plays with the endgame tables (found in the level table).
#[must_use]
pub fn first_tables_level() -> u8 {
    (MIN_LEVEL..=MAX_LEVEL)
        .find(|&level| Options::level(level).spec().tables)
        .unwrap_or(MAX_LEVEL)
}

/// The deepest iteration any search starts.
pub const MAX_DEPTH: u32 = 60;

/// How one level plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelSpec {
    /// Deepest iteration.
    pub depth: u32,
    /// Thinking time when the caller gives no budget, in milliseconds.
    pub time_ms: u32,
    /// Softmax temperature over the root moves' scores, in search units:
    /// 0 always plays the best move; larger values make slips likelier.
    pub temperature: i32,
    /// Whether the endgame tables are consulted.
    pub tables: bool,
    /// Whether quiescence (captures beyond the horizon) is searched.
    pub quiescence: bool,
    /// The evaluation weights.
    pub weights: Weights,
}

/// The five levels, Beginner to Expert. Beginner and Easy look only a few plies
/// ahead and pick among the root moves at random, likelier the better the move
/// scores (a softmax), so they miss captures now and then as a child would.
pub const LEVELS: [LevelSpec; MAX_LEVEL as usize] = [
    LevelSpec {
        depth: 2,
        time_ms: 200,
        temperature: 3 * SEED_SCORE,
        tables: false,
        quiescence: false,
        weights: Weights::MATERIAL,
    },
    LevelSpec {
        depth: 4,
        time_ms: 300,
        temperature: SEED_SCORE,
        tables: false,
        quiescence: false,
        weights: Weights::MATERIAL,
    },
    LevelSpec {
        depth: 7,
        time_ms: 400,
        temperature: 0,
        tables: false,
        quiescence: true,
        weights: Weights::TUNED,
    },
    LevelSpec {
        depth: 12,
        time_ms: 500,
        temperature: 0,
        tables: true,
        quiescence: true,
        weights: Weights::TUNED,
    },
    LevelSpec {
        depth: MAX_DEPTH,
        time_ms: 1000,
        temperature: 0,
        tables: true,
        quiescence: true,
        weights: Weights::TUNED,
    },
];

/// The settings of a search. Build one with [`Options::level`] and adjust fields.
///
/// ```
/// use urim_search::Options;
/// let o = Options { nodes: Some(10_000), ..Options::level(5) };
/// assert_eq!(o.time_limit_ms(), None); // a node budget alone means no clock
/// assert_eq!(Options::level(5).time_limit_ms(), Some(1000.0));
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Options {
    /// 1 (Beginner) to 5 (Expert); out-of-range values are clamped.
    pub level: u8,
    /// Time budget in milliseconds, measured by the caller's clock.
    pub time_ms: Option<f64>,
    /// Node budget: the search stops after this many nodes.
    pub nodes: Option<u64>,
    /// Depth limit, on top of the level's own.
    pub depth: Option<u32>,
    /// Seed of every random choice; equal seeds and node budgets give equal results.
    pub seed: u64,
    /// Transposition-table size in bytes (at most 16 MiB).
    pub table_bytes: usize,
    /// Evaluation weights overriding the level's (for tuning experiments).
    pub weights: Option<Weights>,
}

impl Options {
    /// The defaults of `level` (clamped to 1..=5): its own time budget, seed 0.
    #[must_use]
    pub fn level(level: u8) -> Options {
        Options {
            level: level.clamp(MIN_LEVEL, MAX_LEVEL),
            time_ms: None,
            nodes: None,
            depth: None,
            seed: 0,
            table_bytes: DEFAULT_TABLE_BYTES,
            weights: None,
        }
    }

    /// How the chosen level plays.
    #[must_use]
    pub fn spec(&self) -> LevelSpec {
        LEVELS[usize::from(self.level.clamp(MIN_LEVEL, MAX_LEVEL) - MIN_LEVEL)]
    }

    /// The deepest iteration: the level's limit, lowered by [`Options::depth`].
    #[must_use]
    pub fn depth_limit(&self) -> u32 {
        let own = self.spec().depth;
        self.depth.map_or(own, |d| d.clamp(1, own.max(1)))
    }

    /// The time budget: `time_ms` if given; none when only nodes or depth are
    /// given (so the search is deterministic); else the level's default.
    #[must_use]
    pub fn time_limit_ms(&self) -> Option<f64> {
        match (self.time_ms, self.nodes, self.depth) {
            (Some(t), _, _) => Some(t),
            (None, None, None) => Some(f64::from(self.spec().time_ms)),
            _ => None,
        }
    }

    /// The evaluation weights in force.
    #[must_use]
    pub fn weights(&self) -> Weights {
        self.weights.unwrap_or(self.spec().weights)
    }
}
