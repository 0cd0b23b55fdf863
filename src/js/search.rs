//! The AI through JS: `game.bestMove()` for one move, `game.search()` for a search
//! run in slices (what the Web Worker uses, so that it can answer `stop`), and the
//! endgame tables, built once per board size and kept for every later search.

use super::args::{self, ArgError};
use super::convert::to_js;
use super::game::Game;
use crate::notation::pit_name;
use crate::rules::{Position, Variant};
use crate::search::{
    capture_free_history, Options, SearchResult, Searcher, Step, TableBuilder, Tables,
    CLOCK_SLICE_NODES, MAX_DEPTH, MAX_LEVEL, MIN_LEVEL,
};
use serde::Serialize;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;

/// The level used when `bestMove` is given none: Medium.
const DEFAULT_LEVEL: i64 = 3;
/// The longest time budget accepted, in milliseconds (ten minutes).
const MAX_TIME_MS: i64 = 600_000;
/// The largest node budget accepted.
const MAX_NODES: i64 = 1_000_000_000_000;
/// Table-building work done between two looks at the clock.
const TABLE_WORK_SLICE: usize = 20_000;
/// The largest seed accepted: the largest integer a JS number holds exactly.
const MAX_SEED: i64 = (1 << 53) - 1;
/// The options `bestMove` and `search` take.
const SEARCH_OPTIONS: &[&str] = &["level", "timeMs", "nodes", "seed", "depth"];

#[wasm_bindgen(typescript_custom_section)]
const SEARCH_TS: &str = r#"
/** Options of `bestMove` and `search`. Without `timeMs`, `nodes` or `depth`, the level's own time budget applies. */
export interface SearchOptions {
  /** 1 Beginner, 2 Easy, 3 Medium (default), 4 Hard, 5 Expert. */
  level?: 1 | 2 | 3 | 4 | 5;
  /** Time budget in milliseconds. */
  timeMs?: number;
  /** Node budget: equal budgets and seeds give equal answers. */
  nodes?: number;
  /** Seed of the lower levels' random slips. */
  seed?: number;
  /** Deepest iteration (plies). */
  depth?: number;
}
/** The engine's answer: the move, its expected outcome and the line it expects. */
export interface BestMove {
  /** The pit to play; null when the side to move has no move. */
  pit: number | null;
  /** Its letter (A..G, a..g); null with `pit`. */
  letter: string | null;
  /** Expected final seed difference from the mover's point of view. */
  score: number;
  /** Deepest finished iteration, in plies. */
  depth: number;
  /** Positions searched. */
  nodes: number;
  /** The expected line of play, starting with `pit`. */
  pv: number[];
  /** True when `score` is proven (endgame tables or a search to the end). */
  exact: boolean;
}
/** What one slice of a `Search` did. */
export interface SearchStep {
  /** True once the search is over: read `best`. */
  done: boolean;
  /** Iterations finished during this slice, shallowest first (for progress reports). */
  iterations: BestMove[];
  /** While the endgame tables are being built for this search: how far they are. */
  tables: TablesState | null;
  /** The best move so far. */
  best: BestMove;
}
/** Endgame tables for one board size. */
export interface TablesState {
  holes: 6 | 7;
  /** True once built. */
  done: boolean;
  /** Bytes they hold (or hold so far). */
  bytes: number;
  /** The most seeds on the board of a position they solve. */
  maxSeeds: number;
}
"#;

/// A search result as JS sees it.
#[derive(Serialize)]
struct JsBestMove {
    pit: Option<usize>,
    letter: Option<String>,
    score: f64,
    depth: u32,
    nodes: f64,
    pv: Vec<usize>,
    exact: bool,
}

impl JsBestMove {
    fn new(variant: Variant, result: &SearchResult) -> JsBestMove {
        JsBestMove {
            pit: result.pit,
            letter: result.pit.map(|p| pit_name(variant, p).to_string()),
            score: result.score,
            depth: result.depth,
            nodes: result.nodes as f64,
            pv: result.pv.clone(),
            exact: result.exact,
        }
    }
}

/// One slice of a search, as JS sees it.
#[derive(Serialize)]
struct JsSearchStep {
    done: bool,
    iterations: Vec<JsBestMove>,
    tables: Option<JsTablesState>,
    best: JsBestMove,
}

/// The state of one board size's tables, as JS sees it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct JsTablesState {
    holes: usize,
    done: bool,
    bytes: f64,
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

/// Milliseconds from the JS clock.
fn now() -> f64 {
    js_sys::Date::now()
}

/// Builds the tables of `variant`'s board size until done or until `until` (a clock
/// time) passes, whichever is first, and tells where they stand.
fn build_tables(variant: Variant, until: Option<f64>) -> JsTablesState {
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
            Some(TableSlot::Ready(t)) => JsTablesState {
                holes,
                done: true,
                bytes: t.bytes() as f64,
                max_seeds: t.max_seeds(),
            },
            Some(TableSlot::Building(b)) => JsTablesState {
                holes,
                done: false,
                bytes: b.bytes() as f64,
                max_seeds: Tables::default_seeds(variant),
            },
            None => JsTablesState {
                holes,
                done: false,
                bytes: 0.0,
                max_seeds: 0,
            },
        }
    })
}

/// Runs `f` with the finished tables of `holes`' board size, if there are any.
fn with_tables<R>(holes: usize, f: impl FnOnce(Option<&Tables>) -> R) -> R {
    TABLES.with(|cell| {
        let slots = cell.borrow();
        match &slots[slot_of(holes)] {
            Some(TableSlot::Ready(t)) => f(Some(t)),
            _ => f(None),
        }
    })
}

/// Reads the options of `bestMove` / `search`.
fn search_options(options: &JsValue, what: &str) -> Result<Options, ArgError> {
    let given = args::options(options, what, SEARCH_OPTIONS)?;
    let read = |i: usize, name: &str, min: i64, max: i64| -> Result<Option<i64>, ArgError> {
        match given.get(i).cloned().flatten() {
            Some(v) => args::integer_in(&v, &format!("{what} option {name}"), min, max).map(Some),
            None => Ok(None),
        }
    };
    let level = read(0, "level", i64::from(MIN_LEVEL), i64::from(MAX_LEVEL))?;
    let time_ms = read(1, "timeMs", 1, MAX_TIME_MS)?;
    let nodes = read(2, "nodes", 1, MAX_NODES)?;
    let seed = read(3, "seed", 0, MAX_SEED)?;
    let depth = read(4, "depth", 1, i64::from(MAX_DEPTH))?;
    Ok(Options {
        time_ms: time_ms.map(|t| t as f64),
        nodes: nodes.map(|n| n as u64),
        seed: seed.unwrap_or(0) as u64,
        depth: depth.map(|d| d as u32),
        ..Options::level(level.unwrap_or(DEFAULT_LEVEL) as u8)
    })
}

/// The position and capture-free history a search of `game` starts from.
///
/// # Errors
/// When the game is over: there is no move to find.
fn search_root(game: &Game) -> Result<(Position, Vec<Position>), JsError> {
    let core = game.core();
    if core.is_over() {
        return Err(JsError::new("the game is over: there is no move to search"));
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
    ) -> Result<JsValue, JsError> {
        let options = search_options(&options, "bestMove")?;
        let (root, history) = search_root(self)?;
        let variant = root.variant();
        if options.spec().tables {
            build_tables(variant, None);
        }
        let result = with_tables(variant.holes(), |tables| {
            crate::search::best_move(&root, &history, options, tables, &now)
        });
        to_js(&JsBestMove::new(variant, &result))
    }

    /// A search of this position that runs in slices: call `step(ms)` until it
    /// says `done`. The worker uses it so that it can answer `stop` between slices.
    /// When the level uses the endgame tables and they are not built yet, the first
    /// slices build them (`step` reports their progress); the time budget starts
    /// once they are ready.
    ///
    /// # Errors
    /// When the options are bad or the game is over.
    pub fn search(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "SearchOptions")] options: JsValue,
    ) -> Result<Search, JsError> {
        let options = search_options(&options, "search")?;
        let (root, history) = search_root(self)?;
        Ok(Search {
            variant: root.variant(),
            wants_tables: options.spec().tables,
            time_limit: options.time_limit_ms(),
            deadline: None,
            searcher: Searcher::new(root, &history, options),
            done: false,
        })
    }
}

/// A search in progress (from `game.search()`).
#[wasm_bindgen]
pub struct Search {
    searcher: Searcher,
    variant: Variant,
    /// The level plays with the endgame tables.
    wants_tables: bool,
    /// The time budget, in milliseconds.
    time_limit: Option<f64>,
    /// When the time budget runs out; set when searching starts.
    deadline: Option<f64>,
    done: bool,
}

#[wasm_bindgen]
impl Search {
    /// Works for about `ms` milliseconds (or until the search is over) and tells
    /// what happened: first building the endgame tables if the level uses them and
    /// they are missing, then searching.
    ///
    /// # Errors
    /// When `ms` is not a whole number from 1 to 600000.
    #[wasm_bindgen(unchecked_return_type = "SearchStep")]
    pub fn step(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] ms: JsValue,
    ) -> Result<JsValue, JsError> {
        let ms = args::integer_in(&ms, "step time (ms)", 1, MAX_TIME_MS)? as f64;
        let slice_end = now() + ms;
        let mut iterations = Vec::new();
        let mut tables = None;
        let holes = self.variant.holes();
        if self.wants_tables && !self.done && !with_tables(holes, |t| t.is_some()) {
            let state = build_tables(self.variant, Some(slice_end));
            let building = !state.done;
            tables = Some(state);
            if building {
                return self.report(iterations, tables);
            }
        }
        if self.deadline.is_none() {
            self.deadline = self.time_limit.map(|ms| now() + ms);
        }
        while !self.done {
            match with_tables(holes, |t| self.searcher.step(t, CLOCK_SLICE_NODES)) {
                Step::Iteration(result) => iterations.push(JsBestMove::new(self.variant, &result)),
                Step::Paused => {}
                Step::Finished => self.done = true,
            }
            let t = now();
            if self.deadline.is_some_and(|d| t >= d) {
                self.done = true;
            }
            if t >= slice_end {
                break;
            }
        }
        self.report(iterations, tables)
    }

    /// Ends the search now; `best()` keeps the answer found so far.
    pub fn stop(&mut self) {
        self.done = true;
    }

    /// Whether the search is over.
    #[wasm_bindgen(getter)]
    pub fn done(&self) -> bool {
        self.done
    }

    /// The best move found so far.
    ///
    /// # Errors
    /// Never in practice (building the JS object cannot fail).
    #[wasm_bindgen(unchecked_return_type = "BestMove")]
    pub fn best(&self) -> Result<JsValue, JsError> {
        to_js(&JsBestMove::new(self.variant, &self.searcher.best()))
    }
}

impl Search {
    /// The JS answer of one `step`.
    fn report(
        &self,
        iterations: Vec<JsBestMove>,
        tables: Option<JsTablesState>,
    ) -> Result<JsValue, JsError> {
        to_js(&JsSearchStep {
            done: self.done,
            iterations,
            tables,
            best: JsBestMove::new(self.variant, &self.searcher.best()),
        })
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
    #[wasm_bindgen(unchecked_param_type = "6 | 7")] holes: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "number")] ms: JsValue,
) -> Result<JsValue, JsError> {
    let holes = args::one_of(&holes, "holes", super::BOARD_SIZES)?;
    let variant = Variant::standard(holes)?;
    let until = if ms.is_undefined() {
        None
    } else {
        Some(now() + args::integer_in(&ms, "build time (ms)", 1, MAX_TIME_MS)? as f64)
    };
    to_js(&build_tables(variant, until))
}
