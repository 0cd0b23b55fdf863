//! # urim-search
//!
//! The search AI of Urim, on the core crate `urim`: negamax alpha-beta with iterative deepening, principal-variation
//! windows, a bounded transposition table, quiescence on captures, killer and
//! history move ordering, an evaluation tuned by self-play, and endgame tables
//! built by retrograde analysis. Pure Rust: time comes from the caller's clock,
//! there are no threads, so it runs unchanged in WebAssembly.
//!
//! * [`best_move`]: one call, one move (for a game against the computer);
//! * [`Searcher`]: the same search in slices of nodes, for a Web Worker that
//!   must answer `stop` between slices and report each finished depth;
//! * [`TimedSearch`]: a searcher with its time budget, run in slices of clock
//!   time (what `best_move` runs in one go);
//! * [`Analyser`] / [`analyse`]: what every legal move is worth with best play
//!   after it (exact from the tables or a search to the end, else an estimate
//!   at a node budget per move), in slices or in one go;
//! * [`Tables`] / [`TableBuilder`]: the endgame tables, owned by the caller,
//!   built once (in one go or in slices) and passed to every search;
//! * [`retrograde`]: the retrograde solver of one layer (one seed count), the
//!   one both the in-memory tables and the table files' builder run; they
//!   differ only in where the layers below are kept ([`retrograde::Below`]);
//! * [`table_files`]: the format of the endgame table files and the reader of
//!   a board's few bytes in slices (the engine's worker reads them so); the
//!   files are built and memory-mapped by the crate `urim-tables`.
//!
//! It has no dependency beyond the core and no unsafe code
//! (`#![forbid(unsafe_code)]`): it is built into the engine module as it is.
//!
//! ```
//! use urim::{Game, Variant};
//! use urim_search::{best_move, capture_free_history, Options};
//! let mut game = Game::new(Variant::standard(6)?);
//! game.play(2)?;
//! let opts = Options { nodes: Some(5_000), seed: 1, ..Options::level(3) };
//! let history = capture_free_history(&game);
//! let result = best_move(game.position(), &history, opts, None, &|| 0.0);
//! assert!(game.legal_moves().contains(&result.pit.unwrap()));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

#![deny(missing_docs)]
#![forbid(unsafe_code)]

mod analysis;
mod eval;
mod hash;
mod node;
mod options;
mod order;
mod prove;
mod result;
pub mod retrograde;
mod rng;
mod searcher;
pub mod table_files;
mod tables;
mod timed;
mod tt;

// The public surface is what callers use: the entry points, their options and
// results, the tables, and the units and weights of a score. The machinery
// (transposition-table entries, the table indexer, hashing) stays inside.
pub use analysis::{
    analyse, best_pits, Analyser, FileLookup, MoveValue, ANALYSIS_NODES, ANALYSIS_TABLE_BYTES,
};
pub use eval::{Weights, SEED_SCORE};
pub use options::{
    first_tables_level, LevelSpec, Options, DEFAULT_LEVEL, MAX_DEPTH, MAX_LEVEL,
    MIN_ANALYSIS_LEVEL, MIN_LEVEL,
};
pub use prove::{prove_at_least, prove_at_most, prove_table_value, PROOF_NODES};
pub use rng::SplitMix64;
pub use searcher::{SearchResult, Searcher, Step};
pub use tables::{within_ply_limit, TableBuilder, TableValue, Tables, MAX_SEEDS};

pub use timed::TimedSearch;
pub use tt::{TransTable, DEFAULT_TABLE_BYTES, MAX_TABLE_BYTES};

use urim::{Game, Position};

/// Nodes searched between two looks at the clock in [`best_move`].
pub const CLOCK_SLICE_NODES: u64 = 2_048;

/// Searches `position` and returns the move to play. `history` is the game's
/// capture-free run (see [`capture_free_history`]); `clock` returns milliseconds
/// from any fixed origin (`performance.now()` in a browser) and is read every
/// [`CLOCK_SLICE_NODES`] nodes when the options carry a time budget.
#[must_use]
pub fn best_move(
    position: &Position,
    history: &[Position],
    options: Options,
    tables: Option<&Tables>,
    clock: &dyn Fn() -> f64,
) -> SearchResult {
    let mut search = TimedSearch::new(*position, history, options);
    search.run(tables, clock, None, &mut |_| {});
    search.best()
}

/// The positions of `game` since its last capture (or its start), oldest first,
/// the current position last: the history a search needs for the cycle rule.
#[must_use]
pub fn capture_free_history(game: &Game) -> Vec<Position> {
    game.since_capture().copied().collect()
}
