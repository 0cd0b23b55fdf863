//! Un-sowing: the boards one quiet move before a given board.

use super::index::Indexer;
use crate::rules::{Position, Side, Variant, MAX_PITS};

/// Pushes onto `out` the in-layer rank of every board from which the opponent of
/// the mover of `board` (South to move, mover's row first) reaches `board` by a
/// move that captures nothing. A board reached by two such moves appears twice,
/// once per move, as the move counts of the retrograde analysis expect.
///
/// Each candidate is found by taking back `s` seeds sown from an empty pit of the
/// opponent's row, and kept only if playing it forward gives `board` exactly.
pub fn predecessors(index: &Indexer, board: &[u8; MAX_PITS], variant: Variant, out: &mut Vec<usize>) {
    let after = Position {
        variant,
        pits: *board,
        stores: [0, 0],
        to_move: Side::South,
    };
    let seeds: u32 = board.iter().map(|&s| u32::from(s)).sum();
    for origin in variant.row(Side::North) {
        if board[origin] != 0 {
            continue;
        }
        let mut taken = [0u8; MAX_PITS];
        let mut pit = origin;
        for sown in 1..=seeds {
            pit = variant.next(pit);
            if pit == origin {
                pit = variant.next(pit);
            }
            taken[pit] += 1;
            if taken[pit] > board[pit] {
                break;
            }
            let mut before = after;
            before.to_move = Side::North;
            for (p, t) in before.pits.iter_mut().zip(&taken) {
                *p -= t;
            }
            before.pits[origin] = sown as u8;
            if leads_quietly_to(&before, origin, &after) {
                out.push(index.rank(&index.mover_view(&before)[..variant.pit_count()]));
            }
        }
    }
}

/// Whether `origin` is legal in `before` and playing it captures nothing and gives `after`'s board.
fn leads_quietly_to(before: &Position, origin: usize, after: &Position) -> bool {
    if !before.legal_moves().contains(origin) {
        return false;
    }
    let mut played = *before;
    played.apply(origin) == 0 && played.pits == after.pits
}
