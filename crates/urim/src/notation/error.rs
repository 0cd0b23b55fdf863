//! Errors in reading notation.

use super::{CommentError, MAX_POSITION_CHARS};
use crate::rules::variant::{ANCESTRAL_SEEDS, STANDARD_SEEDS};
use crate::rules::{MoveError, PositionError, VariantError};
use std::fmt;

/// Why a piece of notation could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationError {
    /// A pit name is not a letter of this board.
    Pit(String),
    /// The position string (or a set-up's parts) is malformed.
    PositionString(PositionStringError),
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
        problem: MoveProblem,
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
            NotationError::PositionString(why) => return write!(f, "position string {why}"),
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
    pub(crate) fn at_move(ply: usize, text: &str, problem: MoveProblem) -> Self {
        NotationError::Move {
            ply,
            text: text.to_string(),
            problem,
        }
    }
}

impl From<(usize, &str, MoveError)> for NotationError {
    fn from((ply, text, e): (usize, &str, MoveError)) -> Self {
        NotationError::at_move(ply, text, MoveProblem::Refused(e))
    }
}

/// What is wrong with a position string, or with the parts of a set-up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionStringError {
    /// Longer than any position string: its length in bytes.
    TooLong(usize),
    /// Too few fields to hold pits, two stores and a side: how many it has.
    Fields(usize),
    /// A field that is not a number of seeds: its place, from 1.
    NotANumber(usize),
    /// The last field is not `S` or `N`: its text.
    Side(String),
    /// The pits are neither 12 (2x6) nor 14 (2x7): how many there are.
    PitCount(usize),
    /// The seeds add up to no board's total.
    Total {
        /// Seeds in the pits and stores.
        found: u64,
        /// Pits a row of the board the pits make.
        holes: usize,
        /// The seeds a pit asked for, if any (else either set).
        seeds: Option<u32>,
    },
}

impl PositionStringError {
    /// The totals a board of `holes` pits a row may hold: the one for the
    /// seeds a pit asked for (twice), or one for each set of seeds.
    #[must_use]
    pub fn totals(holes: usize, seeds: Option<u32>) -> [u64; 2] {
        let pits = 2 * holes as u64;
        match seeds {
            Some(s) => [pits * u64::from(s); 2],
            None => [STANDARD_SEEDS, ANCESTRAL_SEEDS].map(|s| pits * u64::from(s)),
        }
    }
}

impl fmt::Display for PositionStringError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionStringError::TooLong(bytes) => write!(
                f,
                "is {bytes} bytes long, more than the {MAX_POSITION_CHARS} any position takes"
            ),
            PositionStringError::Fields(found) => write!(
                f,
                "has {found} fields, expected pits, two stores and a side"
            ),
            PositionStringError::NotANumber(field) => {
                write!(f, "field {field} is not a number of seeds")
            }
            PositionStringError::Side(other) => {
                write!(f, "ends with \"{other}\", expected S or N")
            }
            PositionStringError::PitCount(pits) => {
                write!(f, "has {pits} pits, expected 12 (2x6) or 14 (2x7)")
            }
            PositionStringError::Total {
                found,
                holes,
                seeds,
            } => {
                let [a, b] = PositionStringError::totals(*holes, *seeds);
                match seeds {
                    Some(s) => write!(
                        f,
                        "holds {found} seeds, expected {a} ({s} seeds a pit) on 2x{holes}"
                    ),
                    None => write!(f, "holds {found} seeds, expected {a} or {b} on 2x{holes}"),
                }
            }
        }
    }
}

/// What is wrong with a record's move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveProblem {
    /// The rules refuse it.
    Refused(MoveError),
    /// Its name is not a pit of this board.
    NotAPit(String),
    /// The capture count after `+` is not a number.
    BadCount,
    /// The capture count written is not what the move captures.
    WrongCount {
        /// Seeds the move captures.
        captured: u8,
        /// Seeds the record says.
        claimed: u8,
    },
}

impl fmt::Display for MoveProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveProblem::Refused(e) => e.fmt(f),
            MoveProblem::NotAPit(name) => write!(f, "\"{name}\" is not a pit of this board"),
            MoveProblem::BadCount => f.write_str("the capture count is not a number"),
            MoveProblem::WrongCount { captured, claimed } => {
                write!(f, "the move captures {captured}, not {claimed}")
            }
        }
    }
}
