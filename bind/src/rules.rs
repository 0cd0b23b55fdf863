//! The rule constants a front end needs, handed over from the rules themselves
//! so that no page keeps a copy: the most seeds a pit holds, the board sizes,
//! the seed counts, the longest record read and comment kept, and each board's
//! pit letters.

use super::args;
use super::convert::to_js;
use super::options::{BOARD_SIZES, SEED_COUNTS};
use super::refusal::Refused;
use serde::Serialize;
use tsify::Tsify;
use urim::notation::{pit_name, MAX_COMMENT_CHARS, MAX_RECORD_BYTES};
use urim::rules::{Variant, MAX_PIT_SEEDS};
use wasm_bindgen::prelude::*;

/// The numbers the rules fix, as `rules()` gives them.
#[derive(Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct Rules {
    /// The most seeds a pit may hold (a store holds any number): 17.
    max_pit_seeds: u8,
    /// The board sizes, in pits a row: `[6, 7]`.
    #[tsify(type = "BoardSizes")]
    board_sizes: [usize; 2],
    /// The seeds a pit may start with: `[3, 4]`.
    #[tsify(type = "SeedCounts")]
    seed_counts: [usize; 2],
    /// The longest record `Game.fromRecord` reads, in bytes (UTF-8).
    max_record_bytes: usize,
    /// The longest comment on a move, in characters (JavaScript's `length`).
    max_comment_chars: usize,
    /// The computer's levels (engine module only).
    #[cfg(feature = "engine")]
    levels: Levels,
}

/// The computer's levels as the search defines them, for a worker or a page
/// that must not keep numbers of its own (engine module only).
#[cfg(feature = "engine")]
#[derive(Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct Levels {
    /// The weakest level: 1.
    min: u8,
    /// The strongest level: 5.
    max: u8,
    /// The level of `bestMove` and `search` when none is given.
    search: u8,
    /// The level of `analyse` when none is given (the strongest).
    analysis: u8,
    /// The weakest level `analyse` takes.
    min_analysis: u8,
    /// The first level that plays with the endgame tables.
    tables: u8,
}

#[cfg(feature = "engine")]
impl Levels {
    /// The levels, read from the search's own table (`urim_search::Options::level`).
    fn now() -> Levels {
        use urim_search::{
            first_tables_level, DEFAULT_LEVEL, MAX_LEVEL, MIN_ANALYSIS_LEVEL, MIN_LEVEL,
        };
        Levels {
            min: MIN_LEVEL,
            max: MAX_LEVEL,
            search: DEFAULT_LEVEL,
            analysis: MAX_LEVEL,
            min_analysis: MIN_ANALYSIS_LEVEL,
            tables: first_tables_level(),
        }
    }
}

/// The numbers the rules fix: `{ maxPitSeeds, boardSizes, seedCounts, maxRecordBytes,
/// maxCommentChars }`, and in the engine module the computer's `levels`.
///
/// # Errors
/// Never in practice (only if the object could not be built).
#[wasm_bindgen(unchecked_return_type = "Rules")]
pub fn rules() -> Result<JsValue, Refused> {
    to_js(&Rules {
        max_pit_seeds: MAX_PIT_SEEDS,
        board_sizes: BOARD_SIZES,
        seed_counts: SEED_COUNTS,
        max_record_bytes: MAX_RECORD_BYTES,
        max_comment_chars: MAX_COMMENT_CHARS,
        #[cfg(feature = "engine")]
        levels: Levels::now(),
    })
}

/// The letters of `variant`'s pits in index order.
#[must_use]
pub fn letters(variant: Variant) -> Vec<char> {
    (0..variant.pit_count())
        .map(|p| pit_name(variant, p))
        .collect()
}

/// The letters of the pits of a board of `holes` pits a row (6 or 7), in index
/// order: `A..F`, `a..f` (`A..G`, `a..g` on 2x7).
///
/// # Errors
/// When `holes` is not 6 or 7.
#[wasm_bindgen(js_name = pitLetters, unchecked_return_type = "string[]")]
pub fn pit_letters(
    #[wasm_bindgen(unchecked_param_type = "BoardSize")] holes: JsValue,
) -> Result<JsValue, Refused> {
    let holes = args::one_of(&holes, "holes", BOARD_SIZES)?;
    to_js(&letters(Variant::new(holes, SEED_COUNTS[0])?))
}
