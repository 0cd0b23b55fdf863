//! # Urim
//!
//! The two-row mancala of Brava, Cape Verde (also called Ouri, Ourim or Uril):
//! its rules, its notation and its game, as plain Rust, with no dependency
//! (serde only with the `serde` feature, for the types that cross to JS as they
//! are) and no unsafe code. The search AI is the crate `urim-search`, the table
//! files' tools the crate `urim-tables`. The JS binding is the crate in `bind/`,
//! built into three wasm modules: the page module (rules, notation, move
//! reports), the records module (the same with records read and written) and
//! the engine module (the same with records, the search, the endgame tables and
//! the analysis).
//!
//! ```
//! use urim::{Game, Variant};
//!
//! let mut game = Game::new(Variant::standard(6)?);
//! let report = game.play(2)?; // South empties C
//! assert_eq!(report.sown, vec![3, 4, 5]);
//! assert_eq!(game.position().to_string(), "3-3-0-4-4-4-3-3-3-3-3-3-0-0-N");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![deny(missing_docs)]
#![forbid(unsafe_code)]

pub mod game;
pub mod notation;
pub mod perft;
pub mod rules;

pub use game::{Game, GameError};
pub use notation::{NotationError, Record};
pub use perft::perft;
pub use rules::{
    EndReason, Ending, GameResult, MoveError, MoveReport, Position, PositionError, Setup, Side,
    Variant, VariantError,
};

/// The Rust example of docs/api.md, run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../../../docs/api.md")]
pub struct ReadmeDoctests;
