//! Errors in reading notation.

use super::CommentError;
use crate::rules::{MoveError, PositionError, VariantError};
use std::fmt;

/// Why a piece of notation could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationError {
    /// A pit name is not a letter of this board.
    Pit(String),
    /// The position string is malformed; the text says how.
    PositionString(String),
    /// The parts are well formed but do not make a valid position.
    Position(PositionError),
    /// The variant named is not one we play.
    Variant(VariantError),
    /// A record's tag section is malformed; the text says how.
    Tag(String),
    /// A record's move is malformed or illegal.
    Move {
        /// The move number (1-based ply) in the record.
        ply: usize,
        /// The move as written.
        text: String,
        /// What is wrong.
        problem: String,
    },
    /// A record's result disagrees with the game.
    Result(String),
    /// A record's comment is malformed or too long.
    Comment {
        /// The move it is on (1-based ply; 0: the start position).
        ply: usize,
        /// What is wrong.
        problem: CommentError,
    },
    /// A record's text is longer than any game's record can be (its length in bytes).
    TooLong(usize),
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (head, tail): (&str, &str) = match self {
            NotationError::Pit(p) => return write!(f, "no pit is named \"{p}\""),
            NotationError::PositionString(why) => ("position string ", why),
            NotationError::Position(e) => return e.fmt(f),
            NotationError::Variant(e) => return e.fmt(f),
            NotationError::Tag(why) => ("record tags: ", why),
            NotationError::Move { ply, text, problem } => {
                return write!(f, "record move {ply} ({text}): {problem}");
            }
            NotationError::Result(why) => ("record result: ", why),
            NotationError::Comment { ply: 0, problem } => {
                return write!(f, "record comment on the start: {problem}");
            }
            NotationError::Comment { ply, problem } => {
                return write!(f, "record comment on move {ply}: {problem}");
            }
            NotationError::TooLong(bytes) => {
                return write!(
                    f,
                    "the record is {bytes} bytes long, more than any game's (at most {} bytes)",
                    super::record::MAX_RECORD_BYTES
                );
            }
        };
        f.write_str(head)?;
        f.write_str(tail)
    }
}

impl std::error::Error for NotationError {}

impl From<PositionError> for NotationError {
    fn from(e: PositionError) -> Self {
        NotationError::Position(e)
    }
}

impl From<VariantError> for NotationError {
    fn from(e: VariantError) -> Self {
        NotationError::Variant(e)
    }
}

impl NotationError {
    /// A record move error.
    pub(crate) fn at_move(ply: usize, text: &str, problem: String) -> Self {
        NotationError::Move {
            ply,
            text: text.to_string(),
            problem,
        }
    }
}

impl From<(usize, &str, MoveError)> for NotationError {
    fn from((ply, text, e): (usize, &str, MoveError)) -> Self {
        NotationError::at_move(ply, text, e.to_string())
    }
}
