//! The end of a game: starvation, the row sweep, the result and match points.

use super::{feeding, Position, Side};

/// Plies in a row without a capture after which the game ends as a cycle would:
/// a safety net against play that avoids both captures and repeats.
pub const NO_CAPTURE_PLY_LIMIT: usize = 200;

/// Why a starved player has no move. With the `serde` feature: `"empty-row"` / `"cannot-feed"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum StarveCause {
    /// Their own row is empty.
    EmptyRow,
    /// The opponent's row is empty and no move of theirs can feed it.
    CannotFeed,
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndReason {
    /// `side`, to move, had no legal move.
    Starvation {
        /// The player who could not move.
        side: Side,
        /// Why they could not.
        cause: StarveCause,
    },
    /// A position (pits and side to move) came back with no capture since it was first seen.
    Cycle,
    /// [`NO_CAPTURE_PLY_LIMIT`] plies passed without a capture.
    NoCaptureLimit,
}

/// How a game ended: the reason and the seeds each row swept into its own store.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ending {
    /// Why the game ended.
    pub reason: EndReason,
    /// Seeds each player took from their own row at the end, `[south, north]`.
    pub swept: [u8; 2],
}

/// The result of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameResult {
    /// This side holds more seeds.
    Win(Side),
    /// Both hold the same number.
    Draw,
}

/// Whether the side to move is starved (has no legal move), and why.
#[must_use]
pub fn starvation(pos: &Position) -> Option<EndReason> {
    let side = pos.to_move();
    if feeding::row_is_empty(pos, side) {
        Some(EndReason::Starvation {
            side,
            cause: StarveCause::EmptyRow,
        })
    } else if feeding::legal_moves(pos).is_empty() {
        Some(EndReason::Starvation {
            side,
            cause: StarveCause::CannotFeed,
        })
    } else {
        None
    }
}

/// Ends the game: each player adds the seeds left in their own row to their store.
pub(crate) fn sweep(pos: &mut Position, reason: EndReason) -> Ending {
    let mut swept = [0u8; 2];
    for side in Side::BOTH {
        let row = pos.variant.row(side);
        let seeds: u8 = pos.pits[row.clone()].iter().sum();
        pos.pits[row].fill(0);
        pos.stores[side.index()] += seeds;
        swept[side.index()] = seeds;
    }
    Ending { reason, swept }
}

/// Seeds each player would hold if the game ended now: store plus own row, `[south, north]`.
#[must_use]
pub fn final_counts(pos: &Position) -> [u32; 2] {
    Side::BOTH.map(|side| u32::from(pos.store(side)) + pos.row_seeds(side))
}

/// The result from the players' final seed counts: more seeds wins.
#[must_use]
pub fn result(counts: [u32; 2]) -> GameResult {
    match counts[0].cmp(&counts[1]) {
        std::cmp::Ordering::Greater => GameResult::Win(Side::South),
        std::cmp::Ordering::Less => GameResult::Win(Side::North),
        std::cmp::Ordering::Equal => GameResult::Draw,
    }
}

/// Match points for holding `captured` of `total` seeds: 2 for at least three
/// quarters, 1 for more than half, else 0 (exact integer thresholds).
///
/// ```
/// use urim::rules::match_points;
/// assert_eq!(match_points(26, 36), 1);
/// assert_eq!(match_points(27, 36), 2);
/// assert_eq!(match_points(18, 36), 0);
/// ```
#[must_use]
pub const fn match_points(captured: u32, total: u32) -> u8 {
    if 4 * captured >= 3 * total {
        2
    } else if 2 * captured > total {
        1
    } else {
        0
    }
}
