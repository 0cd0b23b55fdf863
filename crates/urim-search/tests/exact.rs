//! Every value the analysis calls exact is the value of the game as played:
//! checked against a plain exhaustive solver that carries the history, on
//! games played from the start into their endings (with their history) and on
//! the same boards set up afresh, on 2x6 and 2x7, and on the repros.

mod common;

use common::reference::{game_value, move_value};
use urim::notation::parse_position;
use urim::{Game, Variant};
use urim_search::{
    analyse, best_move, capture_free_history, prove_table_value, Options, SplitMix64, Tables,
    PROOF_NODES,
};

/// Nodes the reference may spend on one value before the value is skipped.
const REFERENCE_NODES: u64 = 400_000;
/// Boards with at most this many seeds are checked.
const CHECK_SEEDS: u32 = 6;
/// Seeds the test tables hold (debug builds must stay quick).
const TABLE_SEEDS: usize = 8;

/// Expert's options with a node budget per move.
fn expert() -> Options {
    Options {
        nodes: Some(20_000),
        ..Options::level(5)
    }
}

/// Seeds on the board of `game`.
fn on_board(game: &Game) -> u32 {
    game.position().pits().iter().map(|&s| u32::from(s)).sum()
}

/// Checks each exact value of `game`'s analysis against the reference; returns
/// how many exact values were checked and how many were skipped (too long).
fn check(game: &Game, tables: &Tables, what: &str) -> (usize, usize) {
    let (mut checked, mut skipped) = (0, 0);
    for v in analyse(game, expert(), Some(tables)) {
        if !v.exact {
            continue;
        }
        match move_value(game, v.pit, REFERENCE_NODES) {
            Some(truth) => {
                assert_eq!(
                    v.value,
                    f64::from(truth),
                    "{what}: pit {} of {:?}",
                    v.pit,
                    game.moves()
                );
                checked += 1;
            }
            None => skipped += 1,
        }
    }
    (checked, skipped)
}

/// Plays random games on `holes` pits into their endings and checks every
/// position with few seeds, as played and set up afresh.
fn random_endings(holes: usize, games: usize, seed: u64) -> (usize, usize, usize) {
    let variant = Variant::standard(holes).unwrap();
    let tables = Tables::build(variant, TABLE_SEEDS);
    let mut rng = SplitMix64::new(seed);
    let (mut positions, mut checked, mut skipped) = (0, 0, 0);
    for _ in 0..games {
        let mut game = Game::new(variant);
        while !game.is_over() {
            let moves = game.legal_moves();
            let pick = (rng.unit() * moves.len() as f64) as usize;
            game.play(moves[pick.min(moves.len() - 1)]).unwrap();
            if game.is_over() || on_board(&game) > CHECK_SEEDS {
                continue;
            }
            let fresh = Game::from_position(*game.position());
            for (g, what) in [(&game, "with history"), (&fresh, "set up")] {
                let (c, s) = check(g, &tables, what);
                positions += 1;
                checked += c;
                skipped += s;
            }
        }
    }
    (positions, checked, skipped)
}

#[test]
fn exact_values_are_the_game_values_on_2x6() {
    let (positions, checked, skipped) = random_endings(6, 5, 6);
    println!("2x6: {positions} positions, {checked} exact values checked, {skipped} skipped");
    assert!(checked >= 50, "only {checked} values checked");
}

#[test]
fn exact_values_are_the_game_values_on_2x7() {
    let (positions, checked, skipped) = random_endings(7, 5, 7);
    println!("2x7: {positions} positions, {checked} exact values checked, {skipped} skipped");
    assert!(checked >= 50, "only {checked} values checked");
}

#[test]
fn a_set_up_position_that_comes_round_again() {
    // F a B b C c D d E f A e brings the board back to the set-up: the cycle
    // rule ends the game at 27-21, so F is worth 6, not the tables' 8.
    let pos = parse_position("0-1-0-0-0-1-0-0-0-0-0-1-25-20-S", None).unwrap();
    let game = Game::from_position(pos);
    let tables = Tables::build(pos.variant(), TABLE_SEEDS);
    let f = 5;
    assert_eq!(move_value(&game, f, REFERENCE_NODES), Some(6));
    let values = analyse(&game, expert(), Some(&tables));
    let fv = values.iter().find(|v| v.pit == f).unwrap();
    assert!(!fv.exact || fv.value == 6.0, "F = {} exact", fv.value);
    check(&game, &tables, "set-up repro");
}

#[test]
fn a_position_from_the_middle_of_the_run_comes_round_again() {
    // The 2x7 game: after g and A the cycle rule ends it with North +16.
    let moves = [
        5, 12, 4, 11, 6, 11, 0, 8, 4, 12, 2, 7, 3, 7, 0, 12, 5, 9, 1, 11, 5, 10, 0, 11, 3, 9, 5, 7,
        4, 8, 6, 13, 6, 12, 2, 11, 5, 7, 1, 8, 6, 10, 3, 12, 4, 8, 6, 13, 2, 11, 5, 9, 6, 12, 3,
        10, 5, 11, 6, 13, 2, 12, 3, 7, 4, 13, 6, 8, 5, 10, 6, 11, 1, 7, 2, 12, 3, 9, 4, 8, 5,
    ];
    let variant = Variant::standard(7).unwrap();
    let mut game = Game::new(variant);
    for pit in moves {
        game.play(pit).unwrap();
    }
    let tables = Tables::build(variant, 10);
    let values = analyse(&game, expert(), Some(&tables));
    check(&game, &tables, "the issue's 2x7 game");
    let g = 13;
    let gv = values.iter().find(|v| v.pit == g).unwrap();
    assert!(!gv.exact || gv.value <= 16.0, "g = {} exact", gv.value);
}

#[test]
fn a_run_near_the_ply_limit_is_not_taken_from_the_tables() {
    // Two seeds a side: with 199 plies of history the next quiet move hits
    // the limit and ends the game with the row sweep, so the tables' value
    // (which needs play to go on) is not proven; without the history it is.
    let pos = parse_position("0-1-0-0-0-1-0-0-0-0-0-1-25-20-S", None).unwrap();
    let tables = Tables::build(pos.variant(), TABLE_SEEDS);
    let table = tables.value(&pos).unwrap();
    assert!(table.exact);
    let sweep =
        pos.row_seeds(pos.to_move()) as i32 - pos.row_seeds(pos.to_move().opponent()) as i32;
    assert_ne!(
        table.value, sweep,
        "the test needs a value the sweep does not give"
    );
    let long: Vec<_> = std::iter::repeat(pos).take(199).collect();
    assert_eq!(prove_table_value(&tables, &pos, &long, PROOF_NODES), None);
    let game = Game::from_position(pos);
    assert!(game_value(&game, REFERENCE_NODES).is_some());
}

#[test]
fn the_hint_never_picks_a_move_proven_worse() {
    // Endings of random games on both boards, with their past: the hint (Expert
    // with the tables) must never play a move whose proven value is below
    // another move's proven value, and an exact score must be the game's value.
    let (mut positions, mut checked_scores) = (0, 0);
    for holes in [6, 7] {
        let variant = Variant::standard(holes).unwrap();
        let tables = Tables::build(variant, TABLE_SEEDS);
        let mut rng = SplitMix64::new(40 + holes as u64);
        for _ in 0..4 {
            let mut game = Game::new(variant);
            while !game.is_over() {
                if on_board(&game) <= CHECK_SEEDS {
                    positions += 1;
                    let history = capture_free_history(&game);
                    let hint =
                        best_move(game.position(), &history, expert(), Some(&tables), &|| 0.0);
                    let pit = hint.pit.unwrap();
                    let values = analyse(&game, expert(), Some(&tables));
                    let mine = values.iter().find(|v| v.pit == pit).unwrap();
                    let best_proven = values
                        .iter()
                        .filter(|v| v.exact)
                        .map(|v| v.value)
                        .fold(f64::NEG_INFINITY, f64::max);
                    if mine.exact {
                        assert!(
                            mine.value >= best_proven,
                            "hint {pit} of {:?}: {values:?}",
                            game.moves()
                        );
                    }
                    if hint.exact {
                        if let Some(truth) = game_value(&game, REFERENCE_NODES) {
                            assert_eq!(hint.score, f64::from(truth), "{:?}", game.moves());
                            checked_scores += 1;
                        }
                    }
                }
                let moves = game.legal_moves();
                let pick = (rng.unit() * moves.len() as f64) as usize;
                game.play(moves[pick.min(moves.len() - 1)]).unwrap();
            }
        }
    }
    println!("{positions} positions, {checked_scores} exact hint scores checked");
    assert!(
        positions >= 40 && checked_scores >= 10,
        "{positions} positions, {checked_scores} scores"
    );
}
