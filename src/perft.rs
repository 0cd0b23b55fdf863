//! perft: counting the legal move sequences of a given length, to test move generation.

use crate::rules::{BoardKey, Position, NO_CAPTURE_PLY_LIMIT};

/// The number of legal move sequences of `depth` plies from `position`, which is
/// taken as the start of a game (the last capture). A sequence stops counting once
/// the game ends: by starvation, by a repeated position, or by the ply limit.
///
/// ```
/// use urim::{perft, Position, Variant};
/// let start = Position::start(Variant::standard(6)?);
/// assert_eq!(perft(&start, 1), 6);
/// assert_eq!(perft(&start, 2), 36);
/// # Ok::<(), urim::VariantError>(())
/// ```
#[must_use]
pub fn perft(position: &Position, depth: u32) -> u64 {
    let mut since_capture = vec![position.board_key()];
    count(position, depth, &mut since_capture)
}

/// Counts below `pos`, whose capture-free history (itself last) is `history`.
fn count(pos: &Position, depth: u32, history: &mut Vec<BoardKey>) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = pos.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut total = 0;
    for pit in moves {
        let mut next = *pos;
        let captured = next.apply(pit);
        if captured > 0 {
            let mut fresh = vec![next.board_key()];
            total += count(&next, depth - 1, &mut fresh);
            continue;
        }
        let key = next.board_key();
        if history.contains(&key) || history.len() >= NO_CAPTURE_PLY_LIMIT {
            continue; // the game ended with this move: nothing follows
        }
        history.push(key);
        total += count(&next, depth - 1, history);
        history.pop();
    }
    total
}
