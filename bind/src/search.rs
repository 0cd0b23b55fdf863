//! The AI through JS: `game.bestMove()` for one move, `game.search()` for a search
//! run in slices (what the Web Worker uses, so that it can answer `stop`), and the
//! endgame tables, built once per board size (in slices with `buildTables`) and
//! kept for every later search.

use super::args::{self, ArgError};
use super::convert::to_js;
use super::game::Game;
use super::options::{SearchOptions, LEVELS};
use super::read::Given;
use super::refusal::{kind, Refused};
use serde::Serialize;
use std::cell::RefCell;
use tsify::Tsify;
use urim::notation::pit_name;
use urim::rules::{Position, Variant};
use urim_search::{
    capture_free_history, Options, SearchResult, TableBuilder, Tables, TimedSearch, DEFAULT_LEVEL,
    MAX_DEPTH,
};
use wasm_bindgen::prelude::*;

/// The longest time budget accepted, in milliseconds (ten minutes).
pub(super) const MAX_TIME_MS: i64 = 600_000;
/// The largest node budget accepted.
const MAX_NODES: i64 = 1_000_000_000_000;
/// Table-building work done between two looks at the clock.
const TABLE_WORK_SLICE: usize = 20_000;
/// The largest seed accepted: the largest integer a JS number holds exactly.
const MAX_SEED: i64 = (1 << 53) - 1;

/// A search result as JS sees it.
#[derive(Serialize, Tsify)]
#[tsify(missing_as_null)]
struct BestMove {
    /// The pit to play; null when the side to move has no move.
    pit: Option<usize>,
    /// Its letter (A..G, a..g); null with `pit`.
    letter: Option<char>,
    /// Expected final seed difference from the mover's point of view.
    score: f64,
    /// Deepest finished iteration, in plies.
    depth: u32,
    /// Positions searched.
    nodes: f64,
    /// The expected line of play, starting with `pit`.
    pv: Vec<usize>,
    /// True when `score` is proven (endgame tables or a search to the end).
    exact: bool,
}

impl BestMove {
    fn new(variant: Variant, result: &SearchResult) -> BestMove {
        BestMove {
            pit: result.pit,
            letter: result.pit.map(|p| pit_name(variant, p)),
            score: result.score,
            depth: result.depth,
            nodes: result.nodes as f64,
            pv: result.pv.clone(),
            exact: result.exact,
        }
    }
}

/// What one slice of a `Search` did.
#[derive(Serialize, Tsify)]
#[tsify(missing_as_null)]
struct SearchStep {
    /// True once the search is over: read `best`.
    done: bool,
    /// Iterations finished during this slice, shallowest first (for progress reports).
    iterations: Vec<BestMove>,
    /// The best move so far.
    best: BestMove,
}

/// Endgame tables for one board size.
#[derive(Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
struct TablesState {
    #[tsify(type = "BoardSize")]
    holes: usize,
    /// True once built.
    done: bool,
    /// Bytes they hold (or hold so far).
    bytes: f64,
    /// The most seeds on the board of a position they solve.
    max_seeds: usize,
}

/// Endgame tables of one board size: being built, or built.
enum TableSlot {
    Building(TableBuilder),
    Ready(Tables),
}

thread_local! {
    /// The endgame tables, one slot per board size (6 and 7 pits a row).
    static TABLES: RefCell<[Option<TableSlot>; 2]> = const { RefCell::new([None, None]) };
}

/// The slot index of a board size.
fn slot_of(holes: usize) -> usize {
    usize::from(holes == 7)
}

thread_local! {
    /// The global `performance` (a window's or a worker's, or Node's), once looked up;
    /// `None` where there is none.
    static PERFORMANCE: Option<web_sys::Performance> =
        js_sys::Reflect::get(&js_sys::global(), &JsValue::from_str("performance"))
            .ok()
            .filter(JsValue::is_object)
            .map(JsCast::unchecked_into);
}

/// Milliseconds from the monotonic clock, `performance.now()`: a kiosk's clock set
/// back or forward while the computer thinks moves no deadline. `Date.now()` where
/// there is no `performance`.
pub(super) fn now() -> f64 {
    PERFORMANCE.with(|p| {
        p.as_ref()
            .map_or_else(js_sys::Date::now, web_sys::Performance::now)
    })
}

/// Builds the tables of `variant`'s board size until done or until `until` (a clock
/// time) passes, whichever is first, and tells where they stand.
fn build_tables(variant: Variant, until: Option<f64>) -> TablesState {
    let holes = variant.holes();
    TABLES.with(|cell| {
        let mut slots = cell.borrow_mut();
        let slot = &mut slots[slot_of(holes)];
        if slot.is_none() {
            let seeds = Tables::default_seeds(variant);
            *slot = Some(TableSlot::Building(TableBuilder::new(variant, seeds)));
        }
        if let Some(TableSlot::Building(builder)) = slot {
            while !builder.step(TABLE_WORK_SLICE) {
                if until.is_some_and(|t| now() >= t) {
                    break;
                }
            }
            if builder.is_done() {
                if let Some(TableSlot::Building(b)) = slot.take() {
                    *slot = b.finish().map(TableSlot::Ready);
                }
            }
        }
        match slot {
            Some(TableSlot::Ready(t)) => TablesState {
                holes,
                done: true,
                bytes: t.bytes() as f64,
                max_seeds: t.max_seeds(),
            },
            Some(TableSlot::Building(b)) => TablesState {
                holes,
                done: false,
                bytes: b.bytes() as f64,
                max_seeds: Tables::default_seeds(variant),
            },
            None => TablesState {
                holes,
                done: false,
                bytes: 0.0,
                max_seeds: 0,
            },
        }
    })
}

/// Runs `f` with the finished tables of `holes`' board size, if there are any.
pub(super) fn with_tables<R>(holes: usize, f: impl FnOnce(Option<&Tables>) -> R) -> R {
    TABLES.with(|cell| {
        let slots = cell.borrow();
        match &slots[slot_of(holes)] {
            Some(TableSlot::Ready(t)) => f(Some(t)),
            _ => f(None),
        }
    })
}

/// Reads the options of `bestMove` / `search` (`what`).
fn search_options(options: &JsValue, what: &str) -> Result<Options, ArgError> {
    let given: SearchOptions = args::options(options, what)?;
    read_search_options(&given, what, &LEVELS, DEFAULT_LEVEL)
}

/// Checks the search options `given` to `what` and turns them into [`Options`]:
/// the level must be one of `levels` (consecutive: [`LEVELS`] or
/// `ANALYSIS_LEVELS`) and is `default_level` when absent.
pub(super) fn read_search_options(
    given: &SearchOptions,
    what: &str,
    levels: &[u8],
    default_level: u8,
) -> Result<Options, ArgError> {
    let read = |value: &Given, name: &str, min: i64, max: i64| -> Result<Option<i64>, ArgError> {
        value
            .get()
            .map(|v| args::integer_in(v, &format!("{what} option {name}"), min, max))
            .transpose()
    };
    let (first, last) = (levels.first(), levels.last());
    let level = read(
        &given.level,
        "level",
        first.map_or(0, |&l| i64::from(l)),
        last.map_or(0, |&l| i64::from(l)),
    )?;
    let time_ms = read(&given.time_ms, "timeMs", 1, MAX_TIME_MS)?;
    let nodes = read(&given.nodes, "nodes", 1, MAX_NODES)?;
    let seed = read(&given.seed, "seed", 0, MAX_SEED)?;
    let depth = read(&given.depth, "depth", 1, i64::from(MAX_DEPTH))?;
    Ok(Options {
        time_ms: time_ms.map(|t| t as f64),
        nodes: nodes.map(|n| n as u64),
        seed: seed.unwrap_or(0) as u64,
        depth: depth.map(|d| d as u32),
        ..Options::level(level.map_or(default_level, |l| l as u8))
    })
}

/// The position and capture-free history a search of `game` starts from.
///
/// # Errors
/// When the game is over: there is no move to find.
fn search_root(game: &Game) -> Result<(Position, Vec<Position>), Refused> {
    let core = game.core();
    if core.is_over() {
        return Err(Refused::new(
            "the game is over: there is no move to search",
            kind::GAME_OVER,
        ));
    }
    Ok((*core.position(), capture_free_history(core)))
}

#[wasm_bindgen]
impl Game {
    /// The engine's move for the side to move. `options`: `{ level, timeMs, nodes,
    /// seed, depth }`. Levels 4 and 5 use the endgame tables; the first such call
    /// for a board size builds them (2 to 3 seconds), unless `buildTables` or the
    /// worker did it before. This runs on the calling thread: in a page, use the
    /// worker (`urim-worker.js`) to keep the page responsive.
    ///
    /// # Errors
    /// When the options are bad or the game is over.
    #[wasm_bindgen(js_name = bestMove, unchecked_return_type = "BestMove")]
    pub fn best_move(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "SearchOptions")] options: JsValue,
    ) -> Result<JsValue, Refused> {
        let options = search_options(&options, "bestMove")?;
        let (root, history) = search_root(self)?;
        let variant = root.variant();
        if options.spec().tables {
            build_tables(variant, None);
        }
        let result = with_tables(variant.holes(), |tables| {
            urim_search::best_move(&root, &history, options, tables, &now)
        });
        to_js(&BestMove::new(variant, &result))
    }

    /// A search of this position that runs in slices: call `step(ms)` until it
    /// says `done`. The worker uses it so that it can answer `stop` between slices.
    /// Levels 4 and 5 use the endgame tables from the first slice after they are
    /// built (`buildTables`, which the worker runs between searches, or `bestMove`);
    /// the search never waits for them: until then it searches without.
    ///
    /// # Errors
    /// When the options are bad or the game is over.
    pub fn search(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "SearchOptions")] options: JsValue,
    ) -> Result<Search, Refused> {
        let options = search_options(&options, "search")?;
        let (root, history) = search_root(self)?;
        Ok(Search {
            variant: root.variant(),
            search: TimedSearch::new(root, &history, options),
        })
    }
}

/// A search in progress (from `game.search()`).
#[wasm_bindgen]
pub struct Search {
    search: TimedSearch,
    variant: Variant,
}

#[wasm_bindgen]
impl Search {
    /// Works for about `ms` milliseconds (or until the search is over) and tells
    /// what happened: the iterations finished, and the best move so far.
    ///
    /// # Errors
    /// When `ms` is not a whole number from 1 to 600000.
    #[wasm_bindgen(unchecked_return_type = "SearchStep")]
    pub fn step(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] ms: JsValue,
    ) -> Result<JsValue, Refused> {
        let ms = args::integer_in(&ms, "step time (ms)", 1, MAX_TIME_MS)? as f64;
        let slice_end = now() + ms;
        let mut iterations = Vec::new();
        let variant = self.variant;
        with_tables(variant.holes(), |t| {
            self.search.run(t, &now, Some(slice_end), &mut |result| {
                iterations.push(BestMove::new(variant, &result));
            })
        });
        to_js(&SearchStep {
            done: self.search.is_done(),
            iterations,
            best: BestMove::new(variant, &self.search.best()),
        })
    }

    /// Ends the search now; `best()` keeps the answer found so far.
    pub fn stop(&mut self) {
        self.search.stop();
    }

    /// Whether the search is over.
    #[wasm_bindgen(getter)]
    pub fn done(&self) -> bool {
        self.search.is_done()
    }

    /// The best move found so far.
    ///
    /// # Errors
    /// Never in practice (building the JS object cannot fail).
    #[wasm_bindgen(unchecked_return_type = "BestMove")]
    pub fn best(&self) -> Result<JsValue, Refused> {
        to_js(&BestMove::new(self.variant, &self.search.best()))
    }
}

/// Builds the endgame tables for boards of `holes` pits a row, for at most `ms`
/// milliseconds (until done when `ms` is not given), and tells where they stand.
/// Call again to go on. They are kept for every later search of that board size.
///
/// # Errors
/// When `holes` is not 6 or 7 or `ms` is not a whole number from 1 to 600000.
#[wasm_bindgen(js_name = buildTables, unchecked_return_type = "TablesState")]
pub fn build_tables_js(
    #[wasm_bindgen(unchecked_param_type = "BoardSize")] holes: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "number")] ms: JsValue,
) -> Result<JsValue, Refused> {
    let holes = args::one_of(&holes, "holes", super::options::BOARD_SIZES)?;
    let variant = Variant::standard(holes)?;
    let until = if ms.is_undefined() {
        None
    } else {
        Some(now() + args::integer_in(&ms, "build time (ms)", 1, MAX_TIME_MS)? as f64)
    };
    to_js(&build_tables(variant, until))
}
