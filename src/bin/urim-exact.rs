//! How often the analysis is exact, and whether its exact values are right.
//!
//! `urim-exact [games]` plays seeded games from the start on 2x6 and 2x7 (half
//! the moves random, half the greediest capture) into their endings, and analyses
//! (Expert, the default node budget, the tables) every position with at most
//! K + 2 seeds on the board, with the game's history; then as many positions set
//! up with no history. It prints, by seeds on the board, how many move values
//! were exact, the time per analysis, and how many exact values a plain
//! exhaustive search with the history (the tests' reference, for up to
//! [`CHECKED_SEEDS`] seeds) found wrong.

#[path = "../../tests/common/exhaustive.rs"]
mod exhaustive;

use exhaustive::Exhaustive;
use std::collections::BTreeMap;
use std::time::Instant;
use urim::search::{analyse, Options, SplitMix64, Tables};
use urim::{Game, Position, Setup, Side, Variant};

/// Games played from the start on each board when none is given.
const DEFAULT_GAMES: u64 = 40;
/// Seed of the games' random play.
const SEED: u64 = 18;
/// Seeds above K that are still analysed (to show the share falls there).
const ABOVE_K: u32 = 2;
/// Most seeds on the board at which exact values are checked against the reference.
const CHECKED_SEEDS: u32 = 6;
/// Nodes the reference may take for one move (it gives up beyond).
const REFERENCE_NODES: u64 = 200_000;

/// What was found for one count of seeds on the board.
#[derive(Default)]
struct Bucket {
    analyses: u32,
    values: u32,
    exact: u32,
    millis: f64,
    checked: u32,
    wrong: u32,
}

/// The seeds on `pos`'s board.
fn board_seeds(pos: &Position) -> u32 {
    pos.row_seeds(Side::South) + pos.row_seeds(Side::North)
}

/// A move of seeded play: the greediest capture half the time, else random.
fn pick(game: &Game, rng: &mut SplitMix64) -> usize {
    let moves = game.legal_moves();
    if rng.below(2) == 0 {
        let most = moves
            .iter()
            .max_by_key(|&&p| game.preview(p).map_or(0, |r| r.captured))
            .copied();
        if let Some(pit) = most.filter(|&p| game.preview(p).is_ok_and(|r| r.captured > 0)) {
            return pit;
        }
    }
    moves[rng.below(moves.len() as u64) as usize]
}

/// Analyses `game` and records it in `buckets`.
fn measure(game: &Game, tables: &Tables, buckets: &mut BTreeMap<u32, Bucket>) {
    let seeds = board_seeds(game.position());
    let start = Instant::now();
    let values = analyse(game, Options::level(5), Some(tables));
    let millis = start.elapsed().as_secs_f64() * 1e3;
    let b = buckets.entry(seeds).or_default();
    b.analyses += 1;
    b.millis += millis;
    b.values += values.len() as u32;
    b.exact += values.iter().filter(|v| v.exact).count() as u32;
    if seeds > CHECKED_SEEDS {
        return;
    }
    let mut reference = Exhaustive::with_limit(REFERENCE_NODES);
    for v in values.iter().filter(|v| v.exact) {
        let Some(truth) = reference.try_move_value(game, v.pit) else {
            return;
        };
        b.checked += 1;
        if v.value != f64::from(truth) {
            b.wrong += 1;
            eprintln!(
                "wrong: {} pit {} {} vs {truth}",
                game.position(),
                v.pit,
                v.value
            );
        }
    }
}

/// A position of `variant` set up with `seeds` seeds spread at random on the board.
fn set_up(variant: Variant, seeds: u32, rng: &mut SplitMix64) -> Position {
    let pits_n = 2 * variant.holes();
    let mut pits = vec![0u32; pits_n];
    for _ in 0..seeds {
        pits[rng.below(pits_n as u64) as usize] += 1;
    }
    let rest = variant.total_seeds() - seeds;
    let south = rng.below(u64::from(rest) + 1) as u32;
    let to_move = if rng.below(2) == 0 {
        Side::South
    } else {
        Side::North
    };
    Position::from_setup(&Setup {
        variant,
        pits,
        stores: [south, rest - south],
        to_move,
    })
    .expect("a valid set-up")
}

/// Prints one table of `buckets`.
fn print(title: &str, buckets: &BTreeMap<u32, Bucket>) {
    println!("\n{title}\n");
    println!("| seeds on board | analyses | move values | exact | share exact | ms per analysis | exact checked | wrong |");
    println!("|---|---|---|---|---|---|---|---|");
    for (seeds, b) in buckets {
        let share = 100.0 * f64::from(b.exact) / f64::from(b.values.max(1));
        let ms = b.millis / f64::from(b.analyses.max(1));
        println!(
            "| {seeds} | {} | {} | {} | {share:.0}% | {ms:.3} | {} | {} |",
            b.analyses, b.values, b.exact, b.checked, b.wrong
        );
    }
}

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .map_or(DEFAULT_GAMES, |a| a.parse().expect("a number of games"));
    for holes in [6, 7] {
        let variant = Variant::standard(holes).expect("a standard board");
        let k = Tables::default_seeds(variant);
        let tables = Tables::build(variant, k);
        let limit = k as u32 + ABOVE_K;
        let mut rng = SplitMix64::new(SEED + holes as u64);
        let mut played = BTreeMap::new();
        let mut analysed = 0u64;
        for _ in 0..games {
            let mut game = Game::new(variant);
            while !game.is_over() {
                if board_seeds(game.position()) <= limit {
                    measure(&game, &tables, &mut played);
                    analysed += 1;
                }
                let pit = pick(&game, &mut rng);
                game.play(pit).expect("a legal move");
            }
        }
        let mut fresh = BTreeMap::new();
        for i in 0..analysed {
            let seeds = 1 + (i % u64::from(limit)) as u32;
            let game = Game::from_position(set_up(variant, seeds, &mut rng));
            if !game.is_over() {
                measure(&game, &tables, &mut fresh);
            }
        }
        print(
            &format!("2x{holes}, games from the start ({games} games, tables K = {k})"),
            &played,
        );
        print(&format!("2x{holes}, set-up positions (no history)"), &fresh);
    }
}
