//! What every legal move is worth, through JS: `game.analyse()` starts an
//! analysis that runs in slices, as the Web Worker runs it (so that it can answer
//! `stop` and the page never waits); one `step` with a long time does it in one go.
//!
//! ```js
//! const analysis = game.analyse({ level: 5, nodes: 20000 });
//! let now;
//! do now = analysis.step(25); while (!now.done);
//! now.moves;   // [{ pit, letter, value, exact }, ...], in pit order
//! now.best;    // the pits of the best value
//! ```

use super::args::{self, ArgError};
use super::convert::to_js;
use super::game::Game;
use super::options::{SearchOptions, ANALYSIS_LEVELS};
use super::refusal::{kind, Refused};
use super::search::{now, read_search_options, with_tables, MAX_TIME_MS};
use serde::Serialize;
use tsify::Tsify;
use urim::notation::pit_name;
use urim::rules::Variant;
use urim_search::{Analyser, FileLookup, Options, CLOCK_SLICE_NODES, MAX_LEVEL};
use wasm_bindgen::prelude::*;

/// One legal move and what it is worth.
#[derive(Serialize, Tsify)]
struct MoveWorth {
    /// The pit to play.
    pit: usize,
    /// Its letter (A..G, a..g).
    letter: char,
    /// The final seed difference expected after it with best play, from the mover's point of view.
    value: f64,
    /// True when `value` is proven (endgame tables, the game's end, or a search to the end); else an estimate.
    exact: bool,
    /// True when `value` comes from the table files (perfect play after the move; an estimate when not `exact`).
    files: bool,
}

/// Where an analysis stands.
#[derive(Serialize, Tsify)]
struct MoveAnalysis {
    /// True once every legal move has its value.
    done: bool,
    /// The moves valued so far, in pit order (every legal move once done; none when the game is over).
    moves: Vec<MoveWorth>,
    /// The pits of the best value so far (several when they tie).
    best: Vec<usize>,
    /// True when every value so far is exact.
    exact: bool,
}

/// Reads the options of `analyse`: the search options but `timeMs` and `seed`,
/// which have no place in an analysis (it is bounded by nodes so that equal
/// options give equal values, and the levels it takes do not slip), and a level
/// from 3 (default 5).
fn analysis_options(options: &JsValue) -> Result<Options, ArgError> {
    let what = "analyse";
    let given: SearchOptions = args::options(options, what)?;
    for (value, name) in [(&given.time_ms, "timeMs"), (&given.seed, "seed")] {
        if value.get().is_some() {
            return Err(Refused::new(
                &format!("{what} option {name} is not taken: the options are level, nodes, depth"),
                kind::UNKNOWN_OPTION,
            )
            .text("option", name));
        }
    }
    read_search_options(&given, what, &ANALYSIS_LEVELS, MAX_LEVEL)
}

/// The TypeScript type of the options: those of a search but `timeMs` and `seed`,
/// with the levels an analysis takes.
#[wasm_bindgen(typescript_custom_section)]
const ANALYSIS_OPTIONS: &str = r#"
/** Options of `analyse`: `level` 3, 4 or 5 (default 5; 4 and 5 use the endgame tables once built), `nodes` and `depth` for each move's search (default 20000 nodes). */
export type AnalysisOptions = Omit<SearchOptions, "timeMs" | "seed" | "level"> & { level?: AnalysisLevel };
"#;

#[wasm_bindgen]
impl Game {
    /// An analysis of what every legal move is worth with best play after it
    /// (none when the game is over), run in slices: call `step(ms)` until it says
    /// `done`. `options`: `{ level, nodes, depth }` (level 3 to 5, default 5;
    /// nodes and depth for each move's search, default 20000 nodes). Levels 4
    /// and 5 use the endgame tables of the board size if they are built
    /// (`buildTables`, or any search at those levels; the worker builds them
    /// first): values from them are exact. Equal options give equal values.
    ///
    /// # Errors
    /// When the options are bad.
    pub fn analyse(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "AnalysisOptions")] options: JsValue,
    ) -> Result<Analysis, Refused> {
        let options = analysis_options(&options)?;
        let core = self.core();
        Ok(Analysis {
            analyser: Analyser::new(core, options),
            variant: core.variant(),
            lookups: Vec::new(),
        })
    }
}

/// An analysis in progress (from `game.analyse()`).
#[wasm_bindgen]
pub struct Analysis {
    analyser: Analyser,
    variant: Variant,
    /// The table lookups last listed (`fileLookups`).
    lookups: Vec<FileLookup>,
}

#[wasm_bindgen]
impl Analysis {
    /// Works for about `ms` milliseconds (or until every move has its value),
    /// valuing the moves in pit order, and tells where the analysis stands.
    ///
    /// # Errors
    /// When `ms` is not a whole number from 1 to 600000.
    #[wasm_bindgen(unchecked_return_type = "MoveAnalysis")]
    pub fn step(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] ms: JsValue,
    ) -> Result<JsValue, Refused> {
        let ms = args::integer_in(&ms, "step time (ms)", 1, MAX_TIME_MS)? as f64;
        let slice_end = now() + ms;
        let analyser = &mut self.analyser;
        with_tables(self.variant.holes(), |t| {
            while !analyser.step(t, CLOCK_SLICE_NODES) && now() < slice_end {}
        });
        self.report()
    }
}

impl Analysis {
    /// The board size.
    pub(super) fn variant(&self) -> Variant {
        self.variant
    }

    /// The analysis.
    pub(super) fn analyser(&self) -> &Analyser {
        &self.analyser
    }

    /// The analysis, to give it values.
    pub(super) fn analyser_mut(&mut self) -> &mut Analyser {
        &mut self.analyser
    }

    /// The table lookups last listed.
    pub(super) fn lookups(&self) -> &[FileLookup] {
        &self.lookups
    }

    /// Keeps the table lookups listed.
    pub(super) fn set_lookups(&mut self, lookups: Vec<FileLookup>) {
        self.lookups = lookups;
    }

    /// The JS object telling where the analysis stands.
    fn report(&self) -> Result<JsValue, Refused> {
        let a = &self.analyser;
        let moves = a
            .values()
            .iter()
            .map(|v| MoveWorth {
                pit: v.pit,
                letter: pit_name(self.variant, v.pit),
                value: v.value,
                exact: v.exact,
                files: v.files,
            })
            .collect();
        to_js(&MoveAnalysis {
            done: a.is_done(),
            moves,
            best: a.best(),
            exact: a.is_exact(),
        })
    }
}
