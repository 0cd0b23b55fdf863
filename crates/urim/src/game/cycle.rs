//! The cycle rule: a position seen again with no capture in between ends the game.

use crate::rules::Position;

/// Whether `now` has the same pits and side to move as one of `earlier`
/// (the positions since the last capture, that capture's own position included).
pub fn repeats<'a>(now: &Position, earlier: impl IntoIterator<Item = &'a Position>) -> bool {
    let key = now.board_key();
    earlier.into_iter().any(|pos| pos.board_key() == key)
}
