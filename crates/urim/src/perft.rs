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
    let mut line = Vec::with_capacity(depth as usize + 1);
    line.push(position.board_key());
    count(position, depth, &mut line, 0)
}

/// Counts below `pos`. `line` holds the keys of the positions from the start to
/// `pos` (itself last); those from index `since` on came after the last capture,
/// and are the ones the cycle rule compares with.
fn count(pos: &Position, depth: u32, line: &mut Vec<BoardKey>, since: usize) -> u64 {
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
        let key = next.board_key();
        let next_since = if captured > 0 {
            line.len() // a capture starts a new capture-free run, at `next`
        } else if line[since..].contains(&key) || line.len() - since >= NO_CAPTURE_PLY_LIMIT {
            continue; // the game ended with this move: nothing follows
        } else {
            since
        };
        if depth == 2 {
            // Bulk counting: the moves of `next` are the leaves below it.
            total += next.legal_moves().len() as u64;
            continue;
        }
        line.push(key);
        total += count(&next, depth - 1, line, next_since);
        line.pop();
    }
    total
}
