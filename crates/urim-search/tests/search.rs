//! Tests of the search AI and the endgame tables: fast and deterministic.

// The exhaustive search to the end is the one the fuzz target uses.
mod common;

use common::random_position;
#[path = "common/invariants.rs"]
mod invariants;

use invariants::exhaustive;
use urim::notation::parse_position;
use urim::{Position, Setup, Side, Variant};
use urim_search::{best_move, Options, SearchResult, Searcher, SplitMix64, Step, Tables};

/// A clock that never moves: searches here are bounded by nodes only.
fn no_clock() -> f64 {
    0.0
}

/// Searches with a node budget and a seed, no tables.
fn search(pos: &Position, history: &[Position], level: u8, nodes: u64, seed: u64) -> SearchResult {
    let opts = Options {
        nodes: Some(nodes),
        seed,
        ..Options::level(level)
    };
    best_move(pos, history, opts, None, &no_clock)
}

#[test]
fn table_values_agree_with_exhaustive_search() {
    let tables = Tables::build(Variant::standard(6).unwrap(), 8);
    let mut rng = SplitMix64::new(11);
    let (mut compared, mut exact) = (0, 0);
    for _ in 0..300 {
        let seeds = 1 + rng.below(8) as u32;
        let pos = random_position(&mut rng, seeds);
        let mut budget = 8_000;
        let Some(full) = exhaustive(&pos, &mut vec![pos], -100, 100, &mut budget) else {
            continue;
        };
        let stores =
            i32::from(pos.store(pos.to_move())) - i32::from(pos.store(pos.to_move().opponent()));
        let board_value = full - stores;
        let t = tables.value(&pos).unwrap();
        assert!(
            t.lo <= board_value && board_value <= t.hi,
            "{pos}: {board_value} outside {t:?}"
        );
        if t.exact {
            assert_eq!(t.value, board_value, "{pos}");
            exact += 1;
        }
        compared += 1;
    }
    assert!(
        compared >= 90 && exact >= 75,
        "compared {compared}, exact {exact}"
    );
}

#[test]
fn sliced_building_gives_the_same_tables() {
    let variant = Variant::standard(7).unwrap();
    let whole = Tables::build(variant, 5);
    let mut builder = urim_search::TableBuilder::new(variant, 5);
    while !builder.step(97) {}
    let sliced = builder.finish().unwrap();
    let mut rng = SplitMix64::new(3);
    for _ in 0..500 {
        let seeds = rng.below(6) as u32;
        let mut pits = vec![0u32; 14];
        for _ in 0..seeds {
            pits[rng.below(14) as usize] += 1;
        }
        let setup = Setup {
            variant,
            pits,
            stores: [42 - seeds, 0],
            to_move: Side::North,
        };
        let pos = Position::from_setup(&setup).unwrap();
        assert_eq!(whole.value(&pos), sliced.value(&pos));
    }
}

#[test]
fn search_never_returns_an_illegal_move() {
    let mut rng = SplitMix64::new(5);
    for i in 0..60 {
        let seeds = 4 + rng.below(30) as u32;
        let pos = random_position(&mut rng, seeds);
        let r = search(&pos, &[], 1 + (i % 5) as u8, 3_000, i);
        match r.pit {
            Some(pit) => assert!(pos.legal_moves().contains(pit), "{pos}: {pit}"),
            None => assert!(pos.legal_moves().is_empty()),
        }
    }
}

#[test]
fn forced_wins_are_found_exactly() {
    // Small endings, Expert with tables of up to 8 seeds: whenever the search calls
    // its value exact, it must be plain minimax's, and the move must keep it. Some
    // must be exact, and some of those forced wins for the mover.
    let tables = Tables::build(Variant::standard(6).unwrap(), 8);
    let mut rng = SplitMix64::new(17);
    let (mut exact, mut wins) = (0, 0);
    for _ in 0..300 {
        let seeds = 2 + rng.below(5) as u32;
        let pos = random_position(&mut rng, seeds);
        if pos.legal_moves().len() < 2 {
            continue;
        }
        let mut budget = 10_000;
        let Some(full) = exhaustive(&pos, &mut vec![pos], -100, 100, &mut budget) else {
            continue;
        };
        let opts = Options {
            nodes: Some(20_000),
            ..Options::level(5)
        };
        let r = best_move(&pos, &[], opts, Some(&tables), &no_clock);
        if !r.exact {
            continue;
        }
        assert_eq!(r.score, f64::from(full), "{pos}");
        let mut after = pos;
        after.apply(r.pit.unwrap());
        let mut budget = 1_000_000;
        let reply = exhaustive(&after, &mut vec![pos, after], -100, 100, &mut budget).unwrap();
        assert_eq!(
            -reply, full,
            "{pos}: the chosen move keeps the forced result"
        );
        exact += 1;
        wins += i32::from(full > 0);
    }
    // Table values count as proven only after a capture or where no earlier
    // position can come round again (issue 18): 10 of these, 3 wins, measured.
    println!("exact {exact}, wins {wins}");
    assert!(exact >= 8 && wins >= 2, "exact {exact}, wins {wins}");
}

#[test]
fn equal_budgets_and_seeds_give_equal_results() {
    let start = Position::start(Variant::standard(6).unwrap());
    for level in 1..=5 {
        let a = search(&start, &[], level, 10_000, 9);
        let b = search(&start, &[], level, 10_000, 9);
        assert_eq!(a, b);
    }
}

#[test]
fn slices_of_any_size_give_the_same_search() {
    let start = Position::start(Variant::standard(7).unwrap());
    let opts = Options {
        nodes: Some(25_000),
        ..Options::level(5)
    };
    let mut whole = Searcher::new(start, &[], opts);
    while whole.step(None, u64::MAX) != Step::Finished {}
    let mut sliced = Searcher::new(start, &[], opts);
    let mut iterations = 0;
    loop {
        match sliced.step(None, 333) {
            Step::Finished => break,
            Step::Iteration(info) => {
                iterations += 1;
                assert_eq!(info.depth, iterations);
            }
            Step::Paused => {}
        }
    }
    assert_eq!(whole.best(), sliced.best());
    assert!(iterations >= 4);
}

#[test]
fn the_search_sees_the_cycle_rule() {
    // One seed each, far apart: every move only walks a seed along; the values come
    // from the cycle rule or the final sweep. With the history saying the position
    // after South's only move was already seen, that move ends the game at once.
    let pos = parse_position("0-0-0-0-0-1-0-0-0-0-0-1-17-17-S", None).unwrap();
    let mut after = pos;
    after.apply(5);
    let history = [after, pos];
    let r = search(&pos, &history, 5, 10_000, 0);
    assert_eq!(r.pit, Some(5));
    // The game ends by the repetition: South sweeps 0, North sweeps 2.
    assert_eq!(r.score, f64::from(17 - 19));
}

/// Plays one game between two levels from `opening`; returns South's final seed difference.
fn play_game(opening: Position, south: (u8, u64), north: (u8, u64), seed: u64) -> i32 {
    let mut game = urim::Game::from_position(opening);
    while !game.is_over() {
        let (level, nodes) = if game.position().to_move() == Side::South {
            south
        } else {
            north
        };
        let history = urim_search::capture_free_history(&game);
        let r = search(
            game.position(),
            &history,
            level,
            nodes,
            seed + game.plies().len() as u64,
        );
        game.play(r.pit.unwrap()).unwrap();
    }
    let s = game.score().seeds;
    s[0] as i32 - s[1] as i32
}

#[test]
fn expert_beats_beginner_on_paired_openings() {
    let start = Position::start(Variant::standard(6).unwrap());
    let mut rng = SplitMix64::new(21);
    let mut expert_margin = 0;
    let mut expert_wins = 0;
    for game in 0..3 {
        let mut opening = start;
        for _ in 0..2 {
            let moves: Vec<usize> = opening.legal_moves().collect();
            opening.apply(moves[rng.below(moves.len() as u64) as usize]);
        }
        let as_south = play_game(opening, (5, 4_000), (1, 4_000), game);
        let as_north = -play_game(opening, (1, 4_000), (5, 4_000), game);
        expert_margin += as_south + as_north;
        expert_wins += i32::from(as_south > 0) + i32::from(as_north > 0);
    }
    assert!(
        expert_wins >= 5 && expert_margin > 30,
        "wins {expert_wins}, margin {expert_margin}"
    );
}

#[test]
fn beginner_slips_depend_on_the_seed_and_expert_does_not_slip() {
    let start = Position::start(Variant::standard(6).unwrap());
    let moves_for = |level: u8| -> std::collections::BTreeSet<usize> {
        (0..16)
            .map(|seed| search(&start, &[], level, 5_000, seed).pit.unwrap())
            .collect()
    };
    assert!(moves_for(1).len() >= 3, "Beginner varies with the seed");
    assert_eq!(
        moves_for(5).len(),
        1,
        "Expert plays its best move whatever the seed"
    );
}
