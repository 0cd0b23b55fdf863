//! Tests of the move analysis (what every legal move is worth): its values
//! against the endgame tables, its best moves, its slices and its budgets.

mod common;

use common::random_position;
use urim::{Game, Position, Setup, Side, Variant};
use urim_search::{
    analyse, best_pits, capture_free_history, within_ply_limit, Analyser, MoveValue, Options,
    SplitMix64, Tables,
};

/// Expert with `nodes` nodes a move.
fn expert(nodes: u64) -> Options {
    Options {
        nodes: Some(nodes),
        ..Options::level(5)
    }
}

/// The exact value of playing `pit` in `game`, for its mover, when the game
/// ends there or the tables solve the position after it exactly.
fn exact_after(game: &Game, pit: usize, tables: &Tables) -> Option<f64> {
    let mover = game.position().to_move();
    let mut after = game.clone();
    after.play(pit).unwrap();
    let pos = after.position();
    if after.is_over() {
        let seeds = after.score().seeds;
        return Some(f64::from(seeds[mover.index()]) - f64::from(seeds[1 - mover.index()]));
    }
    let t = tables.value(pos).filter(|t| t.exact)?;
    let stores = i32::from(pos.store(mover)) - i32::from(pos.store(mover.opponent()));
    Some(f64::from(stores - t.value))
}

#[test]
fn values_are_the_tables_exact_values_on_small_boards() {
    let tables = Tables::build(Variant::standard(6).unwrap(), 12);
    let mut rng = SplitMix64::new(5);
    let mut compared = 0;
    for _ in 0..200 {
        let seeds = 1 + rng.below(12) as u32;
        let game = Game::from_position(random_position(&mut rng, seeds));
        let values = analyse(&game, expert(5_000), Some(&tables));
        assert_eq!(
            values.iter().map(|v| v.pit).collect::<Vec<_>>(),
            game.legal_moves()
        );
        for v in &values {
            // The tables value a board as if its capture-free run began there:
            // after a capture that is this game, so the value must be exact; after
            // a quiet move the set-up may come round again, so an exact value is
            // only checked, never required.
            let captures = game.preview(v.pit).unwrap().captured > 0;
            if let Some(exact) = exact_after(&game, v.pit, &tables) {
                if v.exact {
                    assert_eq!(v.value, exact, "{} pit {}", game.position(), v.pit);
                    compared += 1;
                }
                assert!(v.exact || !captures, "{} pit {}", game.position(), v.pit);
            }
        }
    }
    println!("{compared} exact values compared");
    assert!(compared >= 40, "only {compared} moves compared");
}

#[test]
fn a_search_to_the_end_without_tables_finds_the_tables_values() {
    // No tables given: each value comes from a search of its own, and where the
    // search calls it exact it must be what the tables say.
    let tables = Tables::build(Variant::standard(6).unwrap(), 8);
    let mut rng = SplitMix64::new(23);
    let (mut compared, mut nonzero) = (0, 0);
    for _ in 0..300 {
        let seeds = 1 + rng.below(4) as u32;
        let game = Game::from_position(random_position(&mut rng, seeds));
        for v in analyse(&game, expert(50_000), None) {
            let Some(exact) = exact_after(&game, v.pit, &tables) else {
                continue;
            };
            if v.exact {
                assert_eq!(v.value, exact, "{} pit {}", game.position(), v.pit);
                compared += 1;
                nonzero += i32::from(exact != 0.0);
            }
        }
    }
    println!("{compared} compared, {nonzero} not drawn");
    assert!(
        compared >= 30 && nonzero >= 20,
        "{compared} compared, {nonzero} not drawn"
    );
}

#[test]
fn the_best_moves_are_those_of_the_largest_value() {
    let tables = Tables::build(Variant::standard(6).unwrap(), 10);
    let mut rng = SplitMix64::new(9);
    let mut ties = 0;
    for _ in 0..60 {
        let seeds = 4 + rng.below(9) as u32;
        let game = Game::from_position(random_position(&mut rng, seeds));
        let mut analysis = Analyser::new(&game, expert(3_000));
        while !analysis.step(Some(&tables), 1_000) {}
        let values = analysis.values();
        let best = analysis.best();
        if values.is_empty() {
            assert!(best.is_empty());
            continue;
        }
        let top = values.iter().map(|v| v.value).fold(f64::MIN, f64::max);
        for v in values {
            assert_eq!(best.contains(&v.pit), v.value == top, "{}", game.position());
            assert!(
                v.value < 0.0 || v.value.is_sign_positive(),
                "a draw is 0, not -0"
            );
        }
        ties += i32::from(best.len() > 1);
    }
    assert!(ties >= 1, "no position had two best moves");
}

#[test]
fn best_pits_keeps_every_tie_and_nothing_else() {
    let v = |pit, value| MoveValue {
        pit,
        value,
        exact: true,
        files: false,
    };
    assert_eq!(
        best_pits(&[v(0, 1.0), v(2, 3.0), v(4, -2.0), v(5, 3.0)]),
        vec![2, 5]
    );
    assert_eq!(best_pits(&[v(1, -4.0)]), vec![1]);
    assert!(best_pits(&[]).is_empty());
}

#[test]
fn a_game_over_has_no_moves_to_value() {
    // South to move with an empty row and no seed North can give: starved.
    let setup = Setup {
        variant: Variant::standard(6).unwrap(),
        pits: vec![0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0],
        stores: [17, 18],
        to_move: Side::South,
    };
    let game = Game::from_position(Position::from_setup(&setup).unwrap());
    assert!(game.is_over());
    let mut analysis = Analyser::new(&game, expert(1_000));
    assert!(analysis.is_done());
    assert!(analysis.step(None, 1_000));
    assert!(analysis.values().is_empty() && analysis.best().is_empty());
    assert!(analyse(&game, expert(1_000), None).is_empty());
}

#[test]
fn the_start_position_gets_an_estimate_for_each_pit() {
    let game = Game::new(Variant::standard(6).unwrap());
    let values = analyse(&game, expert(4_000), None);
    assert_eq!(
        values.iter().map(|v| v.pit).collect::<Vec<_>>(),
        vec![0, 1, 2, 3, 4, 5]
    );
    assert!(values.iter().all(|v| !v.exact && v.value.abs() < 36.0));
}

#[test]
fn equal_budgets_give_equal_values_in_slices_of_any_size() {
    let mut game = Game::new(Variant::standard(7).unwrap());
    for pit in [3, 10, 1] {
        game.play(pit).unwrap();
    }
    let whole = analyse(&game, expert(6_000), None);
    assert_eq!(whole, analyse(&game, expert(6_000), None));
    for slice in [1, 97, 2_048, 100_000] {
        let mut analysis = Analyser::new(&game, expert(6_000));
        let mut steps = 0;
        while !analysis.step(None, slice) {
            steps += 1;
        }
        assert_eq!(analysis.values(), &whole[..], "slices of {slice}");
        assert!(
            slice > 6_000 || steps > 0,
            "slices of {slice} took one step"
        );
    }
}

#[test]
fn a_larger_budget_can_change_an_estimate() {
    // The budget is a budget per move: a tiny one gives a shallower search.
    let game = Game::new(Variant::standard(6).unwrap());
    let small = analyse(&game, expert(50), None);
    let large = analyse(&game, expert(20_000), None);
    assert_ne!(small, large);
}

#[test]
fn a_move_that_closes_a_cycle_is_worth_the_row_sweep() {
    // South A and North a shuttle one seed each way without capturing; after
    // A a A the position repeats the start if North plays a again, and the
    // cycle rule then ends the game with each side keeping its own row.
    let setup = Setup {
        variant: Variant::standard(6).unwrap(),
        pits: vec![0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0],
        stores: [17, 17],
        to_move: Side::South,
    };
    let mut game = Game::from_position(Position::from_setup(&setup).unwrap());
    let mut moves = Vec::new();
    while !game.is_over() && moves.len() < 8 {
        let values = analyse(&game, expert(2_000), None);
        let closing: Vec<&MoveValue> = values
            .iter()
            .filter(|v| {
                let mut after = game.clone();
                after.play(v.pit).unwrap();
                after.is_over()
            })
            .collect();
        for v in &closing {
            assert!(v.exact);
            let mut after = game.clone();
            after.play(v.pit).unwrap();
            let me = game.position().to_move().index();
            let seeds = after.score().seeds;
            assert_eq!(v.value, f64::from(seeds[me]) - f64::from(seeds[1 - me]));
        }
        if !closing.is_empty() {
            return;
        }
        let pit = values[0].pit;
        moves.push(pit);
        game.play(pit).unwrap();
    }
    panic!("no move closed a cycle after {moves:?}");
}

/// What the table files prove of a move that captures into a board above the
/// in-memory tables: the least and the most its mover ends with, when the run
/// begins after the move and both forcing lines end within the ply limit.
/// `files` stands for the files: tables built to more seeds, equal to the
/// files board for board (`crates/urim-tables/tests/table_files.rs`).
fn proven_by_files(game: &Game, pit: usize, files: &Tables) -> Option<(f64, f64)> {
    let mut after = game.clone();
    after.play(pit).unwrap();
    let pos = after.position();
    let t = files.value(pos)?;
    let fresh = capture_free_history(&after).len() == 1;
    if !fresh || !within_ply_limit(t.plies, 1) {
        return None;
    }
    let me = pos.to_move();
    let stores = i32::from(pos.store(me)) - i32::from(pos.store(me.opponent()));
    Some((-f64::from(stores + t.hi), -f64::from(stores + t.lo)))
}

#[test]
fn no_value_lies_outside_what_is_proven_and_no_best_move_is_proven_worse() {
    // Games played at random from the start, each position with 13 to 17 seeds
    // on the board analysed with the files' values given, as the worker gives them.
    let variant = Variant::standard(6).unwrap();
    let tables = Tables::build(variant, 12);
    let files = Tables::build(variant, 14);
    let mut rng = SplitMix64::new(1);
    let mut bounded = 0;
    for _ in 0..150 {
        let mut game = Game::new(variant);
        while !game.is_over() {
            let seeds: u32 = game.position().pits().iter().map(|&s| u32::from(s)).sum();
            if seeds < 13 {
                break;
            }
            if seeds <= 17 {
                let mut analysis = Analyser::new(&game, expert(3_000));
                let mut proven = Vec::new();
                for lookup in analysis.file_lookups(12) {
                    let mut after = game.clone();
                    after.play(lookup.pit).unwrap();
                    if let Some(t) = files.value(after.position()) {
                        analysis.give_file_value(lookup.pit, t);
                    }
                    if let Some(b) = proven_by_files(&game, lookup.pit, &files) {
                        proven.push((lookup.pit, b));
                    }
                }
                while !analysis.step(Some(&tables), 100_000) {}
                let values = analysis.values();
                let bounds = |v: &MoveValue| match proven.iter().find(|p| p.0 == v.pit) {
                    _ if v.exact => (v.value, v.value),
                    Some(&(_, b)) => b,
                    None => (f64::NEG_INFINITY, f64::INFINITY),
                };
                for v in values {
                    let (lo, hi) = bounds(v);
                    assert!(
                        lo <= v.value && v.value <= hi,
                        "{} pit {}: {} outside the proven {lo}..{hi}",
                        game.position(),
                        v.pit,
                        v.value
                    );
                    bounded += usize::from(lo > f64::NEG_INFINITY && !v.exact);
                }
                let floor = values.iter().map(|v| bounds(v).0).fold(f64::MIN, f64::max);
                for pit in analysis.best() {
                    let v = values.iter().find(|v| v.pit == pit).unwrap();
                    assert!(
                        bounds(v).1 >= floor,
                        "{}: best move {pit} is proven worse than another",
                        game.position()
                    );
                }
            }
            let legal = game.legal_moves();
            game.play(legal[rng.below(legal.len() as u64) as usize])
                .unwrap();
        }
    }
    println!("{bounded} estimates with proven bounds");
    assert!(bounded >= 100, "only {bounded} estimates had proven bounds");
}
