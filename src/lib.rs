//! # Urim
//!
//! The two-row mancala of Brava, Cape Verde (also called Ouri, Ourim or Uril):
//! its rules, its notation and a search AI, as plain Rust, with no dependency
//! (serde only with the `serde` feature, for the types that cross to JS as they
//! are). The JS binding is the crate in `bind/`, built into two wasm modules: the
//! page module (rules, notation, records, move reports) and the engine module
//! (the same, with the search, the endgame tables and the analysis).
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
// No unsafe code, in wasm above all; natively the one exception is mapping the
// table files (src/search/tables/file/reader.rs), allowed there alone.
#![cfg_attr(target_arch = "wasm32", forbid(unsafe_code))]
#![cfg_attr(not(target_arch = "wasm32"), deny(unsafe_code))]

pub mod game;
pub mod notation;
pub mod perft;
pub mod rules;
pub mod search;

pub use game::{Game, GameError};
pub use notation::{NotationError, Record};
pub use perft::perft;
pub use rules::{
    EndReason, Ending, GameResult, MoveError, MoveReport, Position, PositionError, Setup, Side,
    Variant, VariantError,
};

/// The Rust example of docs/api.md, run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../docs/api.md")]
pub struct ReadmeDoctests;
