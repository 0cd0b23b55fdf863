//! The JavaScript boundary of urim: the only crate that talks to JS. It is built
//! three times (`.ci/build.mjs`): without features into the page module
//! (`pkg/urim.js`: rules, notation, move reports, `rules()` and `pitLetters`);
//! with the `records` feature into the records module (`pkg/urim-records.js`: the
//! same API with `Game.fromRecord` and `record()`); and with the `engine` feature
//! into the engine module (`pkg/urim-search.js`: the same API with records, the
//! search, the endgame tables and the analysis). The worker loads the engine
//! module; the page loads the page module, the records module when a record is
//! opened or kept, and the engine module only when no worker can start.
//!
//! ```js
//! import init, { newGame, Game } from "./pkg/urim.js";
//! await init();
//! const g = newGame(6);
//! g.play(2);            // the move report, a plain object
//! g.score();            // { south, north, over, winner, points, end, ending }
//! ```
//!
//! * [`args`]: checks every argument JS passes (numbers, strings, options);
//! * [`options`]: the options objects taken, as derived structs;
//! * [`convert`]: the plain objects handed back, as derived types;
//! * [`read`]: reads an options object into its struct, and lists the names a derive gives;
//! * `write` (page and records modules): writes a result type as a plain JS value;
//! * [`game`]: the `Game` class;
//! * `record` (records and engine modules): record tags kept with a game;
//! * [`refusal`]: refusals as data, the kind and fields of every thrown `Error`;
//! * [`rules`]: the rule constants a front end needs (`rules()`, `pitLetters`);
//! * `search` (engine module): the AI, its sliced search and the endgame tables;
//! * `analysis` (engine module): what every legal move is worth, worked out in slices;
//! * `files` (engine module): the endgame table files, read in slices by the worker.
//!
//! The TypeScript declarations of the objects taken and returned are derived
//! (tsify) from the same types serde converts, so the three cannot drift; the
//! core's own enums (sides, reasons) are serialized by the core's serde derives
//! and declared in [`convert`], checked against those derives by a test.
//!
//! Every export returns a `Result`: an `Err` becomes a thrown JS `Error` whose
//! message names the problem in English and which carries its kind and fields
//! ([`refusal`]), and the game it was called on is unchanged.
//!
//! **Unsafe code.** None here (`#![deny(unsafe_code)]`): what the boundary
//! needs is inside wasm-bindgen (the glue its macros generate) and the talc
//! allocator, not in this crate's own code.
#![deny(missing_docs)]
#![deny(unsafe_code)]

#[cfg(feature = "engine")]
pub mod analysis;
pub mod args;
pub mod convert;
#[cfg(feature = "engine")]
pub mod files;
pub mod game;
pub mod options;
pub mod read;
#[cfg(feature = "records")]
pub mod record;
pub mod refusal;
pub mod rules;
#[cfg(feature = "engine")]
pub mod search;
#[cfg(not(feature = "engine"))]
pub mod write;

/// The allocator: talc, a smaller and faster drop-in for the default dlmalloc
/// (about 2 KB gzip less in each module). The modules are single-threaded.
#[cfg(all(not(target_feature = "atomics"), target_family = "wasm"))]
#[global_allocator]
static TALC: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

pub use game::Game;

use options::GameOptions;
use options::{BOARD_SIZES, SEED_COUNTS};
use refusal::Refused;
use urim::game::Game as CoreGame;
use urim::rules::variant::STANDARD_SEEDS;
use urim::rules::{Side, Variant};
use wasm_bindgen::prelude::*;

/// A new game on `holes` pits a row (6 or 7). `options`: `{ seeds: 3 | 4, first: "south" | "north" }`.
///
/// # Errors
/// When `holes` is not 6 or 7, or the options are bad.
#[wasm_bindgen(js_name = newGame)]
pub fn new_game(
    #[wasm_bindgen(unchecked_param_type = "BoardSize")] holes: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "GameOptions")] options: JsValue,
) -> Result<Game, Refused> {
    let holes = args::one_of(&holes, "holes", BOARD_SIZES)?;
    let options: GameOptions = args::options(&options, "newGame")?;
    let seeds = match options.seeds.get() {
        Some(s) => args::one_of(s, "seeds", SEED_COUNTS)?,
        None => usize::from(STANDARD_SEEDS),
    };
    let first = match options.first.get() {
        Some(f) => args::choice(f, "option first")?,
        None => Side::South,
    };
    let variant = Variant::new(holes, seeds)?;
    Ok(Game::wrap(CoreGame::with_first(variant, first)))
}
