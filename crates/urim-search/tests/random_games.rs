//! 100,000 random games played natively, with every move invariant of
//! tests/common/invariants.rs checked after every move: 25,000 games on each
//! board (2x6 and 2x7, 3 and 4 seeds a pit), half with South first and half with
//! North. Seeded, so every run plays the same games; the four boards are four
//! tests, which the test harness runs side by side.

#[path = "common/invariants.rs"]
mod invariants;

use urim::{Game, Side, Variant};
use urim_search::SplitMix64;

/// Games played on each board.
const GAMES_PER_BOARD: u64 = 25_000;

/// Plays `games` random games of `variant` from the seed `seed`, the first
/// player alternating, checking every move. Returns the plies played.
fn play_random_games(variant: Variant, games: u64, seed: u64) -> u64 {
    let mut rng = SplitMix64::new(seed);
    let mut plies = 0;
    for i in 0..games {
        let first = if i % 2 == 0 { Side::South } else { Side::North };
        let mut game = Game::with_first(variant, first);
        loop {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            let pick = moves[rng.below(moves.len() as u64) as usize];
            invariants::play_checked(&mut game, pick);
            plies += 1;
        }
        assert!(game.is_over(), "{variant}: game {i} stopped before its end");
        // A full undo and redo on one game in a hundred: it costs as much as the game.
        if i % 100 == 0 {
            invariants::check_undo_all(&mut game);
        }
    }
    plies
}

/// The random games of one board: every game ends, and none is trivially short.
fn board(holes: usize, seeds: usize) {
    let variant = Variant::new(holes, seeds).expect("a board we play");
    let seed = (holes * 10 + seeds) as u64;
    let plies = play_random_games(variant, GAMES_PER_BOARD, seed);
    assert!(plies > 10 * GAMES_PER_BOARD, "{variant}: {plies} plies");
}

#[test]
fn random_games_on_2x6_with_3_seeds() {
    board(6, 3);
}

#[test]
fn random_games_on_2x6_with_4_seeds() {
    board(6, 4);
}

#[test]
fn random_games_on_2x7_with_3_seeds() {
    board(7, 3);
}

#[test]
fn random_games_on_2x7_with_4_seeds() {
    board(7, 4);
}
