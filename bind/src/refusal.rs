//! Refusals as data. Every error the API throws is a JS `Error` whose `message`
//! is English, for developers, and whose own properties are its [`Refusal`]:
//! a `kind` and that kind's fields, such as `{ kind: 'must-feed', pit: 3,
//! opponent: 'north' }`, so that a front end chooses the visitor's words from
//! the kind and never reads the English.
//!
//! [`Refusal`] declares every kind and its fields in the `.d.ts` (tsify). The
//! thrown `Error` gets them from [`Refused`]'s builder rather than from serde:
//! the page module, built without inlining, has no room for a derived
//! writer's copy of each kind. `bind/tests/refusals.rs` throws every kind the
//! API can throw, in each module, and checks its fields against the enum as
//! serde writes it, so the builder and the declared type cannot drift apart.

use super::read::side_name;
use js_sys::{Array, Reflect};
use serde::Serialize;
use tsify::Tsify;
use urim::game::GameError;
#[cfg(feature = "records")]
use urim::notation::MoveProblem;
use urim::notation::{NotationError, PositionStringError};
use urim::rules::{MoveError, PositionError, Side, VariantError};
use wasm_bindgen::prelude::*;

/// Why a call was refused: the `kind` and fields of the thrown `Error`.
#[derive(Serialize, Tsify, Clone, Debug, PartialEq, Eq)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Refusal {
    /// A move to a pit index past the board.
    PitOffBoard {
        /// The index asked for.
        pit: usize,
        /// Pits on the board.
        #[serde(rename = "pitCount")]
        pit_count: usize,
    },
    /// A move from the other player's pit.
    NotYourPit {
        /// The pit.
        pit: usize,
        /// Its owner.
        owner: Side,
    },
    /// A move from an empty pit.
    EmptyPit {
        /// The pit.
        pit: usize,
    },
    /// A move that does not feed a player with no seeds, while another would.
    MustFeed {
        /// The pit.
        pit: usize,
        /// The player with no seeds.
        opponent: Side,
    },
    /// A move, a search or a hint asked for once the game is over.
    GameOver,
    /// `undo()` with no move to take back.
    NothingToUndo,
    /// `redo()` with no move taken back.
    NothingToRedo,
    /// A position whose pits are neither 12 (2x6) nor 14 (2x7).
    PitCount {
        /// Pits given.
        found: usize,
    },
    /// A position with a pit over 17 seeds.
    TooManySeeds {
        /// The pit's letter.
        pit: char,
        /// Its seeds.
        seeds: u32,
    },
    /// A position whose seeds add up to no board's total.
    BadTotal {
        /// Seeds in the pits and stores.
        found: u64,
        /// Pits a row.
        holes: usize,
        /// The totals the board may hold.
        expected: Vec<u64>,
    },
    /// A position string longer than any position's.
    PositionTooLong {
        /// Its length in bytes.
        bytes: usize,
    },
    /// A position string with too few fields.
    PositionFields {
        /// Its fields.
        found: usize,
    },
    /// A position string's field that is not a number of seeds.
    NotANumber {
        /// The field's place, from 1.
        field: usize,
    },
    /// A position string that does not end with `S` or `N`.
    BadSide {
        /// The last field.
        text: String,
    },
    /// A pit name that is no pit of the board.
    NotAPit {
        /// The name given.
        name: String,
    },
    /// An argument, an option or a part of the wrong type or out of range.
    BadArgument {
        /// The argument, option or part, as the message names it.
        argument: String,
        /// What was given, as the message describes it.
        given: String,
    },
    /// A count of seeds that is not a whole number from 0 up.
    NotACount {
        /// The count, as the message names it.
        argument: String,
        /// What was given, as the message describes it.
        given: String,
    },
    /// An options object (or a set-up) with a key it does not know.
    UnknownOption {
        /// The key.
        option: String,
    },
    /// A comment on a move that cannot be kept (too long, or no such move).
    BadComment {
        /// The move (1-based; 0: the start).
        ply: usize,
    },
    /// A record's move that is malformed or illegal: `problem` says why.
    #[cfg(feature = "records")]
    RecordMove {
        /// The move number (1-based ply).
        ply: usize,
        /// The move as written.
        text: String,
        /// What is wrong: a move's refusal (`empty-pit`, `must-feed`...),
        /// `not-a-pit`, `bad-capture-count` or `wrong-capture-count`.
        problem: Box<Refusal>,
    },
    /// A record move's capture count that is not a number.
    #[cfg(feature = "records")]
    BadCaptureCount,
    /// A record move's capture count that is not what the move captures.
    #[cfg(feature = "records")]
    WrongCaptureCount {
        /// Seeds the move captures.
        captured: u8,
        /// Seeds the record says.
        claimed: u8,
    },
    /// A record whose tags are malformed.
    #[cfg(feature = "records")]
    RecordTags,
    /// A record whose result disagrees with its game.
    #[cfg(feature = "records")]
    RecordResult,
    /// A record longer than any game's.
    #[cfg(feature = "records")]
    RecordTooLong {
        /// Its length in bytes.
        bytes: usize,
    },
    /// An endgame table file that cannot be read.
    #[cfg(feature = "engine")]
    TableFile {
        /// The file's name.
        file: String,
        /// What is wrong: `damaged` (its contents do not match its
        /// checksums), `version` (a format this module does not read), or
        /// `bad` (anything else: not a table file, another layer, cut short).
        problem: String,
    },
    /// A result that could not be written (never in practice).
    Internal,
}

/// The kind names, as serde writes [`Refusal`]'s tags (the test checks them).
pub mod kind {
    /// [`Refusal::PitOffBoard`](super::Refusal::PitOffBoard).
    pub const PIT_OFF_BOARD: &str = "pit-off-board";
    /// [`Refusal::NotYourPit`](super::Refusal::NotYourPit).
    pub const NOT_YOUR_PIT: &str = "not-your-pit";
    /// [`Refusal::EmptyPit`](super::Refusal::EmptyPit).
    pub const EMPTY_PIT: &str = "empty-pit";
    /// [`Refusal::MustFeed`](super::Refusal::MustFeed).
    pub const MUST_FEED: &str = "must-feed";
    /// [`Refusal::GameOver`](super::Refusal::GameOver).
    pub const GAME_OVER: &str = "game-over";
    /// [`Refusal::NothingToUndo`](super::Refusal::NothingToUndo).
    pub const NOTHING_TO_UNDO: &str = "nothing-to-undo";
    /// [`Refusal::NothingToRedo`](super::Refusal::NothingToRedo).
    pub const NOTHING_TO_REDO: &str = "nothing-to-redo";
    /// [`Refusal::PitCount`](super::Refusal::PitCount).
    pub const PIT_COUNT: &str = "pit-count";
    /// [`Refusal::TooManySeeds`](super::Refusal::TooManySeeds).
    pub const TOO_MANY_SEEDS: &str = "too-many-seeds";
    /// [`Refusal::BadTotal`](super::Refusal::BadTotal).
    pub const BAD_TOTAL: &str = "bad-total";
    /// [`Refusal::PositionTooLong`](super::Refusal::PositionTooLong).
    pub const POSITION_TOO_LONG: &str = "position-too-long";
    /// [`Refusal::PositionFields`](super::Refusal::PositionFields).
    pub const POSITION_FIELDS: &str = "position-fields";
    /// [`Refusal::NotANumber`](super::Refusal::NotANumber).
    pub const NOT_A_NUMBER: &str = "not-a-number";
    /// [`Refusal::BadSide`](super::Refusal::BadSide).
    pub const BAD_SIDE: &str = "bad-side";
    /// [`Refusal::NotAPit`](super::Refusal::NotAPit).
    pub const NOT_A_PIT: &str = "not-a-pit";
    /// [`Refusal::BadArgument`](super::Refusal::BadArgument).
    pub const BAD_ARGUMENT: &str = "bad-argument";
    /// [`Refusal::NotACount`](super::Refusal::NotACount).
    pub const NOT_A_COUNT: &str = "not-a-count";
    /// [`Refusal::UnknownOption`](super::Refusal::UnknownOption).
    pub const UNKNOWN_OPTION: &str = "unknown-option";
    /// [`Refusal::BadComment`](super::Refusal::BadComment).
    pub const BAD_COMMENT: &str = "bad-comment";
    /// `Refusal::RecordMove` (records and engine modules).
    pub const RECORD_MOVE: &str = "record-move";
    /// `Refusal::BadCaptureCount`.
    pub const BAD_CAPTURE_COUNT: &str = "bad-capture-count";
    /// `Refusal::WrongCaptureCount`.
    pub const WRONG_CAPTURE_COUNT: &str = "wrong-capture-count";
    /// `Refusal::RecordTags`.
    pub const RECORD_TAGS: &str = "record-tags";
    /// `Refusal::RecordResult`.
    pub const RECORD_RESULT: &str = "record-result";
    /// `Refusal::RecordTooLong`.
    pub const RECORD_TOO_LONG: &str = "record-too-long";
    /// `Refusal::TableFile` (engine module).
    pub const TABLE_FILE: &str = "table-file";
    /// [`Refusal::Internal`](super::Refusal::Internal).
    pub const INTERNAL: &str = "internal";
}

/// A refused call as JS receives it: an `Error` with the English message and,
/// as its own properties, the kind and fields of a [`Refusal`], set one by one.
#[derive(Debug, Clone)]
pub struct Refused(JsValue);

impl Refused {
    /// An `Error` with `message` (English, for developers) of kind `kind` (see [`kind`]).
    #[must_use]
    pub fn new(message: &str, kind: &str) -> Refused {
        Refused(js_sys::Error::new(message).into()).with("kind", &JsValue::from_str(kind))
    }

    /// Adds the field `name`.
    #[must_use]
    pub fn with(self, name: &str, value: &JsValue) -> Refused {
        // Setting a property of a fresh Error cannot fail.
        let _ = Reflect::set(&self.0, &JsValue::from_str(name), value);
        self
    }

    /// Adds the number field `name`.
    #[must_use]
    pub fn number(self, name: &str, value: f64) -> Refused {
        self.with(name, &JsValue::from_f64(value))
    }

    /// Adds the text field `name`.
    #[must_use]
    pub fn text(self, name: &str, value: &str) -> Refused {
        self.with(name, &JsValue::from_str(value))
    }

    /// A refused argument: kind `bad-argument`, naming it and what was given.
    #[must_use]
    pub fn argument(message: &str, argument: &str, given: &str) -> Refused {
        Refused::new(message, kind::BAD_ARGUMENT)
            .text("argument", argument)
            .text("given", given)
    }

    /// The thrown value.
    #[must_use]
    pub fn value(&self) -> &JsValue {
        &self.0
    }
}

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let message = Reflect::get(&self.0, &JsValue::from_str("message")).ok();
        f.write_str(&message.and_then(|m| m.as_string()).unwrap_or_default())
    }
}

impl From<Refused> for JsValue {
    fn from(r: Refused) -> JsValue {
        r.0
    }
}

/// The `Error` of a move the rules refuse, with `message`.
fn move_refused(message: &str, e: MoveError) -> Refused {
    match e {
        MoveError::OutOfRange { pit, pit_count } => Refused::new(message, kind::PIT_OFF_BOARD)
            .number("pit", pit as f64)
            .number("pitCount", pit_count as f64),
        MoveError::NotYourPit { pit, owner } => Refused::new(message, kind::NOT_YOUR_PIT)
            .number("pit", pit as f64)
            .text("owner", side_name(owner)),
        MoveError::EmptyPit { pit } => {
            Refused::new(message, kind::EMPTY_PIT).number("pit", pit as f64)
        }
        MoveError::MustFeed { pit, opponent } => Refused::new(message, kind::MUST_FEED)
            .number("pit", pit as f64)
            .text("opponent", side_name(opponent)),
        MoveError::GameOver => Refused::new(message, kind::GAME_OVER),
    }
}

/// The `Error` of a bad position string (or set-up), with `message`.
fn position_string_refused(message: &str, e: &PositionStringError) -> Refused {
    match e {
        PositionStringError::TooLong(bytes) => {
            Refused::new(message, kind::POSITION_TOO_LONG).number("bytes", *bytes as f64)
        }
        PositionStringError::Fields(found) => {
            Refused::new(message, kind::POSITION_FIELDS).number("found", *found as f64)
        }
        PositionStringError::NotANumber(field) => {
            Refused::new(message, kind::NOT_A_NUMBER).number("field", *field as f64)
        }
        PositionStringError::Side(text) => Refused::new(message, kind::BAD_SIDE).text("text", text),
        PositionStringError::PitCount(found) => {
            Refused::new(message, kind::PIT_COUNT).number("found", *found as f64)
        }
        PositionStringError::Total {
            found,
            holes,
            seeds,
        } => {
            let totals = PositionStringError::totals(*holes, *seeds);
            let expected = Array::new();
            for total in &totals[..if seeds.is_some() { 1 } else { 2 }] {
                expected.push(&JsValue::from_f64(*total as f64));
            }
            Refused::new(message, kind::BAD_TOTAL)
                .number("found", *found as f64)
                .number("holes", *holes as f64)
                .with("expected", &expected)
        }
    }
}

/// The `Error` of a position the rules refuse, with `message`. The API reads
/// positions through their text or parts, which check the pits' count and
/// total first: only a pit over 17 seeds comes this way.
fn position_refused(message: &str, e: &PositionError) -> Refused {
    match *e {
        PositionError::PitOverLimit { letter, seeds, .. } => {
            Refused::new(message, kind::TOO_MANY_SEEDS)
                .with("pit", &JsValue::from(String::from(letter)))
                .number("seeds", f64::from(seeds))
        }
        _ => Refused::new(message, kind::INTERNAL),
    }
}

/// The `Error` of a board size or seed count that is not one we play. The
/// API checks both before it makes a variant, so this is never thrown.
fn variant_refused(message: &str) -> Refused {
    Refused::new(message, kind::INTERNAL)
}

/// The `Error` of a record's bad move: `record-move` with the problem's kind.
#[cfg(feature = "records")]
fn record_move_refused(message: &str, ply: usize, text: &str, problem: &MoveProblem) -> Refused {
    let problem = match problem {
        MoveProblem::Refused(e) => move_refused("", *e),
        MoveProblem::NotAPit(name) => Refused::new("", kind::NOT_A_PIT).text("name", name),
        MoveProblem::BadCount => Refused::new("", kind::BAD_CAPTURE_COUNT),
        MoveProblem::WrongCount { captured, claimed } => {
            Refused::new("", kind::WRONG_CAPTURE_COUNT)
                .number("captured", f64::from(*captured))
                .number("claimed", f64::from(*claimed))
        }
    };
    // The problem is a plain object: its fields without an Error's own.
    let fields = js_sys::Object::assign(&js_sys::Object::new(), &problem.0.into());
    Refused::new(message, kind::RECORD_MOVE)
        .number("ply", ply as f64)
        .text("text", text)
        .with("problem", &fields)
}

/// The `Error` of a notation error, with `message`.
fn notation_refused(message: &str, e: &NotationError) -> Refused {
    match e {
        NotationError::Pit(name) => Refused::new(message, kind::NOT_A_PIT).text("name", name),
        NotationError::PositionString(why) => position_string_refused(message, why),
        NotationError::Position(why) => position_refused(message, why),
        NotationError::Variant(_) => variant_refused(message),
        NotationError::Comment { ply, .. } => {
            Refused::new(message, kind::BAD_COMMENT).number("ply", *ply as f64)
        }
        #[cfg(feature = "records")]
        NotationError::Move { ply, text, problem } => {
            record_move_refused(message, *ply, text, problem)
        }
        #[cfg(feature = "records")]
        NotationError::Tag(_) => Refused::new(message, kind::RECORD_TAGS),
        #[cfg(feature = "records")]
        NotationError::Result(_) => Refused::new(message, kind::RECORD_RESULT),
        #[cfg(feature = "records")]
        NotationError::TooLong(bytes) => {
            Refused::new(message, kind::RECORD_TOO_LONG).number("bytes", *bytes as f64)
        }
        // Only records make these; the page module reads none.
        #[cfg(not(feature = "records"))]
        _ => Refused::new(message, kind::INTERNAL),
    }
}

impl From<MoveError> for Refused {
    fn from(e: MoveError) -> Refused {
        move_refused(&e.to_string(), e)
    }
}

impl From<GameError> for Refused {
    fn from(e: GameError) -> Refused {
        let message = e.to_string();
        match e {
            GameError::Move(m) => move_refused(&message, m),
            GameError::NothingToUndo => Refused::new(&message, kind::NOTHING_TO_UNDO),
            GameError::NothingToRedo => Refused::new(&message, kind::NOTHING_TO_REDO),
        }
    }
}

impl From<NotationError> for Refused {
    fn from(e: NotationError) -> Refused {
        notation_refused(&e.to_string(), &e)
    }
}

impl From<PositionError> for Refused {
    fn from(e: PositionError) -> Refused {
        position_refused(&e.to_string(), &e)
    }
}

impl From<VariantError> for Refused {
    fn from(e: VariantError) -> Refused {
        variant_refused(&e.to_string())
    }
}

/// A set-up's bad parts: the refusal of its position string, said of a set-up.
#[must_use]
pub fn set_up_refused(e: &NotationError) -> Refused {
    match e {
        NotationError::PositionString(why) => {
            position_string_refused(&format!("the set-up {why}"), why)
        }
        other => notation_refused(&other.to_string(), other),
    }
}
