//! Text forms: pit letters, the position string and the game record with its comments.

mod comment;
mod error;
mod number;
mod pit;
mod position_string;
mod record;

pub use comment::{clean_comment, CommentError, Comments, MAX_COMMENTS_BYTES, MAX_COMMENT_CHARS};
pub use error::{MoveProblem, NotationError, PositionStringError};
pub use pit::{parse_pit, pit_name};
pub use position_string::{parse_position, position_from_parts, MAX_POSITION_CHARS};
pub use record::{move_text, Record, RecordResult, MAX_RECORD_BYTES, MAX_TAG_CHARS, UNKNOWN};
