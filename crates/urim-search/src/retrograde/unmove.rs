//! Un-sowing: the boards one quiet move before a board.
//!
//! Each candidate is found by taking back `s` seeds sown from an empty pit of
//! the opponent's row, and kept only if playing it forward gives the board
//! exactly. Below 18 seeds no pit can be skipped for being full. A pit skipped
//! for being full keeps its 17 seeds, so only a board with a pit of 17 can
//! come from a sowing that skipped one: there the seeds are taken back along
//! every way the sowing could have gone (each full pit passed either took the
//! seed or was skipped), and each candidate is kept only if playing its move
//! forward gives the board exactly.

use super::Below;
use crate::table_files::LayerIndex;
use urim::rules::capture::captures_nothing;
use urim::rules::{Position, Side, Variant, MAX_HOLES, MAX_PITS, MAX_PIT_SEEDS};

/// One predecessor: its rank (North to move, from North's side) and its pits.
pub type Pred = (u64, [u8; MAX_PITS]);

/// Pushes onto `out` every board (North to move) from which North reaches
/// `board` (South to move, absolute pits) by a legal move that captures
/// nothing, once per such move (a board reached by two such moves appears
/// twice, as the move counts of the retrograde analysis expect), ranked by
/// `index` (the layer's index). `B` says whether a pit can be full.
pub fn predecessors<B: Below>(
    index: &LayerIndex,
    board: &[u8; MAX_PITS],
    variant: Variant,
    out: &mut Vec<Pred>,
) {
    let after = Position::endgame(variant, *board, Side::South);
    if after.row_seeds(Side::South) == 0 {
        return; // South's row was empty before too: no move that fails to feed is legal
    }
    if !B::SMALL_BOARDS && board.contains(&MAX_PIT_SEEDS) {
        with_full_pits(index, &after, out);
        return;
    }
    let seeds: u32 = board.iter().map(|&s| u32::from(s)).sum();
    for origin in variant.row(Side::North) {
        if board[origin] != 0 {
            continue;
        }
        let mut before = *board;
        let mut pit = origin;
        for sown in 1..=seeds.min(u32::from(MAX_PIT_SEEDS)) {
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
                out.push((rank_north(index, variant, &before), before));
            }
        }
    }
}

/// The rank of `pits` (North to move) from North's side. Written pit by pit
/// over a fixed count, not with slice copies: in wasm a copy of variable
/// length becomes a call out of the module, which costs more than the copy.
#[inline]
fn rank_north(index: &LayerIndex, variant: Variant, pits: &[u8; MAX_PITS]) -> u64 {
    let holes = variant.holes();
    let mut board = [0u8; MAX_PITS];
    for i in 0..MAX_HOLES {
        if i < holes {
            board[i] = pits[holes + i];
            board[holes + i] = pits[i];
        }
    }
    index.rank(&board)
}

/// The slow path for a board holding a full pit: every way back, checked forward.
fn with_full_pits(index: &LayerIndex, after: &Position, out: &mut Vec<Pred>) {
    let variant = after.variant();
    let start = out.len();
    for origin in variant.row(Side::North) {
        if after.seeds(origin) != 0 {
            continue;
        }
        for sown in 1..=MAX_PIT_SEEDS {
            let mut received = [0u8; MAX_PITS];
            let walk = Walk {
                pit: origin,
                left: sown,
                skips: 0,
            };
            ways_back(after, origin, walk, &mut received, &mut |received| {
                let Some(before) = board_before(after, origin, sown, received) else {
                    return;
                };
                if leads_quietly(&before, origin, after) {
                    let pred = (
                        rank_north(index, variant, &before.pit_array()),
                        before.pit_array(),
                    );
                    if !out[start..].contains(&pred) {
                        out.push(pred);
                    }
                }
            });
        }
    }
}

/// Where a sowing walked back stands.
#[derive(Clone, Copy)]
struct Walk {
    /// The pit the last seed went into (the origin at first).
    pit: usize,
    /// Seeds still to place.
    left: u8,
    /// Full pits skipped in a row (a whole lap of them ends the walk).
    skips: usize,
}

/// Walks a sowing on from `walk`, calling `found` with the seeds each pit
/// received, along every choice at the pits holding 17 now (took the seed, or
/// was already full and skipped).
fn ways_back(
    after: &Position,
    origin: usize,
    walk: Walk,
    received: &mut [u8; MAX_PITS],
    found: &mut impl FnMut(&[u8; MAX_PITS]),
) {
    if walk.left == 0 {
        found(received);
        return;
    }
    let variant = after.variant();
    let mut next = variant.next(walk.pit);
    if next == origin {
        next = variant.next(next);
    }
    if after.seeds(next) == MAX_PIT_SEEDS && walk.skips < variant.pit_count() {
        // Skipped as full: the seed goes on to the pit after it.
        let on = Walk {
            pit: next,
            skips: walk.skips + 1,
            ..walk
        };
        ways_back(after, origin, on, received, found);
    }
    if received[next] < after.seeds(next) {
        received[next] += 1;
        let on = Walk {
            pit: next,
            left: walk.left - 1,
            skips: 0,
        };
        ways_back(after, origin, on, received, found);
        received[next] -= 1;
    }
}

/// The board before the move, if the seeds received fit in the board after.
fn board_before(
    after: &Position,
    origin: usize,
    sown: u8,
    received: &[u8; MAX_PITS],
) -> Option<Position> {
    let mut pits = after.pit_array();
    for (slot, &got) in pits.iter_mut().zip(received) {
        *slot = slot.checked_sub(got)?;
    }
    pits[origin] = sown;
    Some(Position::endgame(after.variant(), pits, Side::North))
}

/// Whether `origin` is legal on `before` and gives `after` without a capture.
fn leads_quietly(before: &Position, origin: usize, after: &Position) -> bool {
    if before.check_move(origin).is_err() {
        return false;
    }
    let mut played = *before;
    played.apply(origin) == 0 && played.pits() == after.pits()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// A board with small pits and up to two full ones, with `to_move` to move.
    fn board(small: &[u8], full: [usize; 2], to_move: Side) -> Position {
        let variant = Variant::standard(6).expect("2x6");
        let mut pits = [0u8; MAX_PITS];
        pits[..12].copy_from_slice(small);
        for f in full {
            pits[f] = MAX_PIT_SEEDS;
        }
        Position::endgame(variant, pits, to_move)
    }

    /// Layers that can hold a full pit.
    struct Capped;

    impl Below for Capped {
        const SMALL_BOARDS: bool = false;

        fn bounds(&self, _: &Position, _: usize) -> (i8, i8) {
            (0, 0)
        }
    }

    /// The predecessors of `after` (South to move), in its layer's index.
    fn preds_of(after: &Position) -> Vec<Pred> {
        let seeds = after.pits().iter().map(|&s| usize::from(s)).sum();
        let index = LayerIndex::new(12, seeds);
        let mut out = Vec::new();
        predecessors::<Capped>(&index, &after.pit_array(), after.variant(), &mut out);
        out
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        /// Every quiet North move, full pits skipped or not, is found back, once
        /// per move that makes it.
        #[test]
        fn every_quiet_move_is_found_back(
            small in proptest::collection::vec(0u8..=4, 12),
            full in [0usize..12, 0usize..12],
        ) {
            let before = board(&small, full, Side::North);
            for pit in before.legal_moves() {
                let mut after = before;
                if after.apply(pit) != 0 {
                    continue;
                }
                let moves_there = before
                    .legal_moves()
                    .filter(|&m| {
                        let mut other = before;
                        other.apply(m) == 0 && other.pits() == after.pits()
                    })
                    .count();
                let found = preds_of(&after).iter().filter(|p| p.1 == before.pit_array()).count();
                prop_assert_eq!(found, moves_there, "{:?} by {}", before.pits(), pit);
            }
        }

        /// Every board found leads to the board by a legal quiet move, and its
        /// rank is its rank from North's side.
        #[test]
        fn every_board_found_leads_there(
            small in proptest::collection::vec(0u8..=4, 12),
            full in [0usize..12, 0usize..12],
        ) {
            let after = board(&small, full, Side::South);
            for (rank, pits) in preds_of(&after) {
                let before = Position::endgame(after.variant(), pits, Side::North);
                let seeds = pits.iter().map(|&s| usize::from(s)).sum();
                prop_assert_eq!(rank, rank_north(&LayerIndex::new(12, seeds), after.variant(), &pits));
                let leads = before
                    .legal_moves()
                    .any(|m| leads_quietly(&before, m, &after));
                prop_assert!(leads, "{:?} does not lead to {:?}", pits, after.pits());
            }
        }
    }
}
