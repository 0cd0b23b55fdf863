//! Text forms: pit letters, the position string and the game record.

mod error;
mod pit;
mod position_string;
mod record;
pub(crate) mod text;

pub use error::NotationError;
pub use pit::{parse_pit, pit_name};
pub use position_string::parse_position;
pub use record::{move_text, Record, RecordResult, UNKNOWN};
