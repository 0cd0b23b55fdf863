//! Un-sowing: the boards one quiet move before a given board.

use super::index::Indexer;
use urim::rules::capture::captures_nothing;
use urim::rules::{Position, Side, Variant, MAX_PITS};

/// Pushes onto `out` the in-layer rank and the pits (in index order, North to
/// move) of every board from which the opponent of
/// the mover of `board` (South to move, mover's row first) reaches `board` by a
/// move that captures nothing. A board reached by two such moves appears twice,
/// once per move, as the move counts of the retrograde analysis expect.
///
/// Each candidate is found by taking back `s` seeds sown from an empty pit of the
/// opponent's row, and kept only if playing it forward gives `board` exactly.
pub fn predecessors(
    index: &Indexer,
    board: &[u8; MAX_PITS],
    variant: Variant,
    out: &mut Vec<(usize, [u8; MAX_PITS])>,
) {
    let after = Position::endgame(variant, *board, Side::South);
    let seeds: u32 = board.iter().map(|&s| u32::from(s)).sum();
    let south_after: u8 = board[variant.row(Side::South)].iter().sum();
    if south_after == 0 {
        return; // South's row was empty before too: no move that fails to feed is legal
    }
    for origin in variant.row(Side::North) {
        if board[origin] != 0 {
            continue;
        }
        let mut before = *board;
        let mut pit = origin;
        for sown in 1..=seeds {
            pit = variant.next(pit);
            if pit == origin {
                pit = variant.next(pit);
            }
            if before[pit] == 0 {
                break; // more seeds were taken back from this pit than it holds
            }
            before[pit] -= 1;
            before[origin] = sown as u8;
            if captures_nothing(&after, pit, Side::North) {
                out.push((index.rank_for(&before, Side::North), before));
            }
        }
    }
}
