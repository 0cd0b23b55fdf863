//! Exact means exact for the game as played: every value the analysis and the
//! search mark exact is checked against a plain exhaustive search that carries
//! the game's history (the set-up position, the positions since the last
//! capture, and the count of plies since it).

mod common;

use common::exhaustive::Exhaustive;
use common::random_position;
use urim::notation::parse_position;
use urim::search::{analyse, best_move, capture_free_history, Options, SplitMix64, Tables};
use urim::{EndReason, Game, Position, Variant};

/// Nodes the reference may search for one analysis.
const REFERENCE_NODES: u64 = 2_000_000;

/// Expert with the default analysis budget.
fn expert() -> Options {
    Options::level(5)
}

/// Checks every exact value of `game`'s analysis against the reference and
/// returns the analysis values with the reference values.
fn check_exact(game: &Game, tables: &Tables) -> Vec<(usize, f64, bool, i32)> {
    let mut reference = Exhaustive::with_limit(REFERENCE_NODES);
    let values = analyse(game, expert(), Some(tables));
    let mut out = Vec::new();
    for v in &values {
        let truth = reference
            .try_move_value(game, v.pit)
            .expect("the reference finished");
        out.push((v.pit, v.value, v.exact, truth));
    }
    for &(pit, value, exact, truth) in &out {
        assert!(
            !exact || value == f64::from(truth),
            "{} pit {pit}: {value} marked exact, the game as played gives {truth} ({out:?})",
            game.position()
        );
    }
    out
}

#[test]
fn a_set_up_position_that_comes_round_again_ends_the_game() {
    let tables = Tables::build(Variant::standard(6).unwrap(), 12);
    let pos = parse_position("0-1-0-0-0-1-0-0-0-0-0-1-25-20-S", None).unwrap();
    let game = Game::from_position(pos);
    let out = check_exact(&game, &tables);
    let f = out.iter().find(|o| o.0 == 5).unwrap();
    assert_eq!(f.3, 6, "F is worth +6 for the game as played");
}

/// The second repro of issue 18: a 2x7 game from the start.
const REPRO_7: [usize; 81] = [
    5, 12, 4, 11, 6, 11, 0, 8, 4, 12, 2, 7, 3, 7, 0, 12, 5, 9, 1, 11, 5, 10, 0, 11, 3, 9, 5, 7, 4,
    8, 6, 13, 6, 12, 2, 11, 5, 7, 1, 8, 6, 10, 3, 12, 4, 8, 6, 13, 2, 11, 5, 9, 6, 12, 3, 10, 5,
    11, 6, 13, 2, 12, 3, 7, 4, 13, 6, 8, 5, 10, 6, 11, 1, 7, 2, 12, 3, 9, 4, 8, 5,
];

#[test]
fn a_position_from_the_middle_of_the_run_comes_round_again_on_2x7() {
    // Issue 18's second repro: 12 plies since the last capture, and after g and
    // A the board is back at a position of that run, so the game ends by the
    // cycle rule with North only 16 ahead. g is worth at most +16 to North.
    let variant = Variant::standard(7).unwrap();
    let tables = Tables::build(variant, 10);
    let mut game = Game::new(variant);
    for pit in REPRO_7 {
        game.play(pit).unwrap();
    }
    let (g, a) = (13, 0);
    let mut line = game.clone();
    line.play(g).unwrap();
    line.play(a).unwrap();
    let score = line.score();
    assert_eq!(score.ending.map(|e| e.reason), Some(EndReason::Cycle));
    assert_eq!(i64::from(score.seeds[1]) - i64::from(score.seeds[0]), 16);
    let values = analyse(&game, expert(), Some(&tables));
    let worth = values.iter().find(|v| v.pit == g).unwrap();
    assert!(
        !worth.exact || worth.value <= 16.0,
        "g marked exact at {} ({values:?})",
        worth.value
    );
    let mut reference = Exhaustive::with_limit(REFERENCE_NODES);
    for v in values.iter().filter(|v| v.exact) {
        if let Some(truth) = reference.try_move_value(&game, v.pit) {
            assert_eq!(v.value, f64::from(truth), "pit {} ({values:?})", v.pit);
        }
    }
}

/// A game from `start` whose last `plies` moves (at least) were all quiet and
/// never repeated a position: a capture-free run that long. `None` if the
/// seeded walk got stuck.
fn long_run(start: Position, plies: usize, rng: &mut SplitMix64) -> Option<Game> {
    let mut game = Game::from_position(start);
    while game.plies_since_capture() < plies {
        let quiet: Vec<usize> = game
            .legal_moves()
            .into_iter()
            .filter(|&p| {
                let r = game.preview(p).unwrap();
                r.captured == 0 && r.ending.is_none()
            })
            .collect();
        if quiet.is_empty() {
            return None;
        }
        game.play(quiet[rng.below(quiet.len() as u64) as usize])
            .unwrap();
    }
    Some(game)
}

#[test]
fn a_run_near_200_plies_ends_by_the_ply_limit() {
    // Games 190 to 199 plies into a capture-free run: the limit is close, and a
    // value that ignored the count would be wrong. Every exact value must be the
    // game's, and the analysis' exact values must include lines the limit ends.
    let tables = Tables::build(Variant::standard(6).unwrap(), 12);
    let mut rng = SplitMix64::new(200);
    let (mut games, mut compared) = (0, 0);
    while games < 12 {
        let seeds = 6 + rng.below(5) as u32;
        let Some(mut game) = long_run(random_position(&mut rng, seeds), 190, &mut rng) else {
            continue;
        };
        for _ in 0..rng.below(10) {
            let quiet: Vec<usize> = game
                .legal_moves()
                .into_iter()
                .filter(|&p| {
                    game.preview(p)
                        .is_ok_and(|r| r.captured == 0 && r.ending.is_none())
                })
                .collect();
            if quiet.is_empty() {
                break;
            }
            game.play(quiet[rng.below(quiet.len() as u64) as usize])
                .unwrap();
        }
        if game.is_over() {
            continue;
        }
        games += 1;
        let values = analyse(&game, expert(), Some(&tables));
        let mut reference = Exhaustive::with_limit(REFERENCE_NODES);
        for v in values.iter().filter(|v| v.exact) {
            if let Some(truth) = reference.try_move_value(&game, v.pit) {
                assert_eq!(
                    v.value,
                    f64::from(truth),
                    "{} after {} quiet plies, pit {}",
                    game.position(),
                    game.plies_since_capture(),
                    v.pit
                );
                compared += 1;
            }
        }
    }
    assert!(compared >= 5, "only {compared} exact values compared");
}

#[test]
fn exact_values_are_the_games_values_with_and_without_history() {
    // The property: on boards of at most 6 seeds, set up and then played on a few
    // random moves (so the history holds the set-up position and a run), every
    // value the analysis or the search marks exact is the value the plain
    // exhaustive search with the history finds, and an exact search's move keeps it.
    let tables = Tables::build(Variant::standard(6).unwrap(), 12);
    let mut rng = SplitMix64::new(18);
    let (mut compared, mut searched) = (0, 0);
    for _ in 0..150 {
        let seeds = 2 + rng.below(5) as u32;
        let mut game = Game::from_position(random_position(&mut rng, seeds));
        for _ in 0..rng.below(8) {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            game.play(moves[rng.below(moves.len() as u64) as usize])
                .unwrap();
        }
        if game.is_over() {
            continue;
        }
        let mut reference = Exhaustive::with_limit(REFERENCE_NODES);
        for v in analyse(&game, expert(), Some(&tables))
            .iter()
            .filter(|v| v.exact)
        {
            let Some(truth) = reference.try_move_value(&game, v.pit) else {
                break;
            };
            assert_eq!(
                v.value,
                f64::from(truth),
                "{} pit {}",
                game.position(),
                v.pit
            );
            compared += 1;
        }
        let history = capture_free_history(&game);
        let opts = Options {
            nodes: Some(20_000),
            ..expert()
        };
        let r = best_move(game.position(), &history, opts, Some(&tables), &|| 0.0);
        if r.exact {
            let pit = r.pit.unwrap();
            let mut reference = Exhaustive::with_limit(REFERENCE_NODES);
            let best = game
                .legal_moves()
                .into_iter()
                .map(|p| reference.try_move_value(&game, p))
                .collect::<Option<Vec<i32>>>();
            let chosen = reference.try_move_value(&game, pit);
            if let (Some(best), Some(chosen)) = (best, chosen) {
                let top = *best.iter().max().unwrap();
                assert_eq!(r.score, f64::from(top), "{}", game.position());
                assert_eq!(chosen, top, "{}: the move keeps the value", game.position());
                searched += 1;
            }
        }
    }
    assert!(
        compared >= 12 && searched >= 3,
        "{compared} values, {searched} searches compared"
    );
}
