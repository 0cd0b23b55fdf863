//! The `Game` class of the JS API: a core game, with the record tags it was read
//! with and the comments on its moves (a lesson).
//! Every method checks its arguments, returns plain JS objects (see `convert.rs`)
//! and refuses bad input with an `Error`; a refused call changes nothing.

use super::args;
use super::convert::{self, to_js, MoveReport, PerSide, Score};
use super::options::PositionOptions;
use super::read::side_name;
#[cfg(feature = "records")]
use super::record::Tags;
use super::refusal::{kind, set_up_refused, Refused};
use urim::game::Game as CoreGame;
use urim::notation::{
    parse_position, position_from_parts, Comments, NotationError, MAX_COMMENT_CHARS,
    MAX_POSITION_CHARS,
};
#[cfg(feature = "records")]
use urim::notation::{Record, MAX_RECORD_BYTES};
use urim::rules::Variant;
use wasm_bindgen::prelude::*;

/// The deepest perft the API accepts (a limit on the argument; depths near it take very long).
#[cfg(feature = "engine")]
pub const MAX_PERFT_DEPTH: i64 = 30;

#[wasm_bindgen(typescript_custom_section)]
const SET_UP: &str = r#"
/** A position as its parts, as `Game.fromSetUp` takes it and `pits()`, `stores()`, `toMove()` give it. */
export interface SetUp {
    /** Seeds in each pit, in index order (South's `A..`, then North's `a..`): 12 or 14 counts. */
    pits: number[];
    /** Seeds in each store. */
    stores: PerSide;
    /** Who moves. */
    toMove: Side;
}
"#;

/// A game of Urim: its position, its moves, undo and redo, its score and record.
#[wasm_bindgen]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    game: CoreGame,
    /// The tags it was read with (records module and engine module only).
    #[cfg(feature = "records")]
    tags: Tags,
    comments: Comments,
}

impl Game {
    /// Wraps a core game with no tags.
    #[must_use]
    pub fn wrap(game: CoreGame) -> Game {
        Game {
            game,
            #[cfg(feature = "records")]
            tags: Tags::default(),
            comments: Comments::default(),
        }
    }

    /// The core game inside.
    #[must_use]
    pub fn core(&self) -> &CoreGame {
        &self.game
    }

    fn variant(&self) -> Variant {
        self.game.variant()
    }
}

#[wasm_bindgen]
impl Game {
    /// A game from a position string such as `3-3-3-3-3-3-3-3-3-3-3-3-0-0-S`,
    /// whose side to move moves first. `options.seeds` (3 or 4) checks the total;
    /// without it the seeds per pit are read from the total.
    ///
    /// # Errors
    /// When the text is not a valid position string, or the options are bad.
    #[wasm_bindgen(js_name = fromPosition)]
    pub fn from_position(
        #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "PositionOptions")] options: JsValue,
    ) -> Result<Game, Refused> {
        let text = args::string(&text, "position", MAX_POSITION_CHARS)?;
        let given: PositionOptions = args::options(&options, "fromPosition")?;
        let seeds = given
            .seeds
            .get()
            .map(|s| args::one_of(s, "option seeds", super::options::SEED_COUNTS))
            .transpose()?
            .map(|s| s as u32);
        let start = parse_position(&text, seeds)?;
        Ok(Game::wrap(CoreGame::from_position(start)))
    }

    /// A game from a set-up given as its parts, `{ pits, stores: { south, north },
    /// toMove }`, the way `pits()`, `stores()` and `toMove()` give them: the
    /// validated position a position editor makes. The board size comes from the
    /// number of pits, the seeds a pit from the total.
    ///
    /// # Errors
    /// When a part is missing or not a count, a pit holds more than 17 seeds,
    /// or the seeds add up to no board's total.
    #[wasm_bindgen(js_name = fromSetUp)]
    pub fn from_set_up(
        #[wasm_bindgen(unchecked_param_type = "SetUp")] set_up: JsValue,
    ) -> Result<Game, Refused> {
        let [pits, stores, to_move] =
            args::parts(&set_up, "the set-up", ["pits", "stores", "toMove"])?;
        let pits = args::counts(&pits, "pits", 2 * super::options::BOARD_SIZES[1])?;
        let [south, north] = args::parts(&stores, "stores", ["south", "north"])?;
        let stores = [
            args::count(&south, "stores.south")?,
            args::count(&north, "stores.north")?,
        ];
        let to_move = args::choice(&to_move, "toMove")?;
        // Its words are about a position string's fields; here they are a set-up's.
        let start =
            position_from_parts(pits, stores, to_move, None).map_err(|e| set_up_refused(&e))?;
        Ok(Game::wrap(CoreGame::from_position(start)))
    }

    /// A game read from a record (tags, then moves); its moves are replayed and checked.
    /// In the records module and the engine module only (the page loads the records
    /// module when a record is opened or kept).
    ///
    /// # Errors
    /// When a tag, a move, a capture count or the result is wrong.
    #[cfg(feature = "records")]
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(
        #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    ) -> Result<Game, Refused> {
        let text = args::string(&text, "record", MAX_RECORD_BYTES)?;
        let record: Record = text.parse()?;
        Ok(Game {
            tags: Tags::of(record.tags),
            game: record.game,
            comments: record.comments,
        })
    }

    /// Pits in each row: 6 or 7.
    #[wasm_bindgen(getter)]
    #[must_use]
    pub fn holes(&self) -> u32 {
        self.variant().holes() as u32
    }

    /// Seeds in each pit at the start: 3 or 4.
    #[wasm_bindgen(getter)]
    #[must_use]
    pub fn seeds(&self) -> u32 {
        u32::from(self.variant().seeds_per_pit())
    }

    /// Pits on the board: 12 or 14.
    #[wasm_bindgen(getter, js_name = pitCount)]
    #[must_use]
    pub fn pit_count(&self) -> u32 {
        self.variant().pit_count() as u32
    }

    /// All the seeds in play: 36, 42, 48 or 56.
    #[wasm_bindgen(getter, js_name = totalSeeds)]
    #[must_use]
    pub fn total_seeds(&self) -> u32 {
        self.variant().total_seeds()
    }

    /// The pits the side to move may empty, in index order; `[]` once the game is over.
    ///
    /// # Errors
    /// Never in practice (only if the list could not be built).
    #[wasm_bindgen(js_name = legalMoves, unchecked_return_type = "number[]")]
    pub fn legal_moves(&self) -> Result<JsValue, Refused> {
        to_js(&self.game.legal_moves())
    }

    /// Plays `pit` for the side to move and returns the report of the move.
    ///
    /// # Errors
    /// When `pit` is not a legal move (the message says why); nothing changes.
    #[wasm_bindgen(unchecked_return_type = "MoveReport")]
    pub fn play(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] pit: JsValue,
    ) -> Result<JsValue, Refused> {
        let pit = args::pit(&pit, self.variant().pit_count())?;
        let before = *self.game.position();
        let same_line = self.game.next_redo() == Some(pit);
        let report = self.game.play(pit)?;
        if !same_line {
            // Not the undone move played again: the comments after it were on another line.
            self.comments.cut(self.game.plies().len());
        }
        to_js(&MoveReport::new(&before, &report))
    }

    /// The report that playing `pit` would give, without playing it.
    ///
    /// # Errors
    /// When `pit` is not a legal move (the message says why).
    #[wasm_bindgen(unchecked_return_type = "MoveReport")]
    pub fn preview(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] pit: JsValue,
    ) -> Result<JsValue, Refused> {
        let pit = args::pit(&pit, self.variant().pit_count())?;
        let report = self.game.preview(pit)?;
        to_js(&MoveReport::new(self.game.position(), &report))
    }

    /// Takes back the last move; returns the pit it had emptied.
    ///
    /// # Errors
    /// At the start of the game.
    pub fn undo(&mut self) -> Result<u32, Refused> {
        Ok(self.game.undo()? as u32)
    }

    /// Plays the last undone move again and returns its report.
    ///
    /// # Errors
    /// When no move was undone since the last new move.
    #[wasm_bindgen(unchecked_return_type = "MoveReport")]
    pub fn redo(&mut self) -> Result<JsValue, Refused> {
        let before = *self.game.position();
        let report = self.game.redo()?;
        to_js(&MoveReport::new(&before, &report))
    }

    /// Whether a move can be taken back.
    #[wasm_bindgen(js_name = canUndo)]
    #[must_use]
    pub fn can_undo(&self) -> bool {
        !self.game.plies().is_empty()
    }

    /// Whether an undone move can be played again.
    #[wasm_bindgen(js_name = canRedo)]
    #[must_use]
    pub fn can_redo(&self) -> bool {
        self.game.redo_count() > 0
    }

    /// Whether the game is over.
    #[wasm_bindgen(js_name = isOver)]
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.game.is_over()
    }

    /// Seeds held, the winner and match points, and how the game ended.
    ///
    /// # Errors
    /// Never in practice (only if the object could not be built).
    #[wasm_bindgen(unchecked_return_type = "Score")]
    pub fn score(&self) -> Result<JsValue, Refused> {
        to_js(&Score::from(self.game.score()))
    }

    /// Seeds in each pit, in index order (South's `A..`, then North's `a..`).
    ///
    /// # Errors
    /// Never in practice (only if the list could not be built).
    #[wasm_bindgen(unchecked_return_type = "number[]")]
    pub fn pits(&self) -> Result<JsValue, Refused> {
        to_js(self.game.position().pits())
    }

    /// Seeds in the two stores.
    ///
    /// # Errors
    /// Never in practice (only if the object could not be built).
    #[wasm_bindgen(unchecked_return_type = "PerSide")]
    pub fn stores(&self) -> Result<JsValue, Refused> {
        to_js(&PerSide::stores(self.game.position()))
    }

    /// The player whose turn it is (after the last move when the game is over).
    #[wasm_bindgen(js_name = toMove, unchecked_return_type = "Side")]
    #[must_use]
    pub fn to_move(&self) -> String {
        side_name(self.game.position().to_move()).to_string()
    }

    /// The position string of the current position.
    #[must_use]
    pub fn position(&self) -> String {
        self.game.position().to_string()
    }

    /// The position string the game started from.
    #[wasm_bindgen(js_name = startPosition)]
    #[must_use]
    pub fn start_position(&self) -> String {
        self.game.start().to_string()
    }

    /// The pits emptied so far, in order.
    ///
    /// # Errors
    /// Never in practice (only if the list could not be built).
    #[wasm_bindgen(unchecked_return_type = "number[]")]
    pub fn moves(&self) -> Result<JsValue, Refused> {
        to_js(&self.game.moves())
    }

    /// The moves played so far, oldest first, with what each led to.
    ///
    /// # Errors
    /// Never in practice (only if the list could not be built).
    #[wasm_bindgen(unchecked_return_type = "HistoryEntry[]")]
    pub fn history(&self) -> Result<JsValue, Refused> {
        to_js(&convert::history(&self.game))
    }

    /// Plies played since the last capture (or the start); the game ends as a
    /// cycle when this reaches 200.
    #[wasm_bindgen(js_name = pliesSinceCapture)]
    #[must_use]
    pub fn plies_since_capture(&self) -> u32 {
        self.game.plies_since_capture() as u32
    }

    /// The game's record: tags, then the moves. `options` may give the `date`
    /// and the players' names (`south`, `north`); otherwise the values the game
    /// was read with are kept, or `?` is written. In the records module and the
    /// engine module only.
    ///
    /// # Errors
    /// When the options are bad.
    #[cfg(feature = "records")]
    pub fn record(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "RecordOptions")] options: JsValue,
    ) -> Result<String, Refused> {
        self.tags.write(&self.game, &options, &self.comments)
    }

    /// The comment on move `ply` (1 for the first; 0: the start position), `""`
    /// when it has none. Undone moves keep theirs until another move is played.
    #[must_use]
    pub fn comment(&self, ply: u32) -> String {
        self.comments.get(ply as usize).to_string()
    }

    /// Sets the comment on move `ply` (0: the start position; a move played or
    /// undone) to `text`, trimmed, line ends as `\n`; `""` takes it away.
    /// `record()` writes the comments of the moves played, as `{…}`.
    ///
    /// # Errors
    /// When `ply` is no move of the game, or `text` is longer than
    /// `rules().maxCommentChars`; the comment is then unchanged.
    #[wasm_bindgen(js_name = setComment)]
    pub fn set_comment(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] ply: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    ) -> Result<(), Refused> {
        let plies = self.game.plies().len() + self.game.redo_count();
        let ply = args::count(&ply, "ply")? as usize;
        if ply > plies {
            return Err(
                Refused::new(&format!("the game has no move {ply}"), kind::BAD_COMMENT)
                    .number("ply", ply as f64),
            );
        }
        // Cleaning may shorten it (a line end, spaces around): the exact limit is the core's.
        let text = args::string(&text, "comment", 2 * MAX_COMMENT_CHARS)?;
        self.comments
            .set(ply, &text)
            .map_err(|e| NotationError::from((ply, e)))?;
        Ok(())
    }

    /// The number of move sequences of `depth` plies from the current position,
    /// taken as the start of a game (0 when the game is over and depth > 0).
    /// In the engine module only: it is a measure of the move generator, which
    /// the page has no use for.
    ///
    /// # Errors
    /// When `depth` is not a whole number from 0 to 30.
    #[cfg(feature = "engine")]
    pub fn perft(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] depth: JsValue,
    ) -> Result<f64, Refused> {
        let depth = args::integer_in(&depth, "perft depth", 0, MAX_PERFT_DEPTH)?;
        if depth > 0 && self.game.is_over() {
            return Ok(0.0);
        }
        Ok(urim::perft(self.game.position(), depth as u32) as f64)
    }

    /// The letters of the pits in index order: `A..F`, `a..f` (`A..G`, `a..g` on 2x7).
    ///
    /// # Errors
    /// Never in practice (only if the list could not be built).
    #[wasm_bindgen(unchecked_return_type = "string[]")]
    pub fn letters(&self) -> Result<JsValue, Refused> {
        to_js(&super::rules::letters(self.variant()))
    }
}
