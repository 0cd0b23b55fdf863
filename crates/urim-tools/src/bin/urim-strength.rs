//! Strength matches between the AI levels, and the self-play tuning of the
//! evaluation weights. Node budgets only, so every run gives the same games.
//!
//! * `urim-strength [openings]`: every level against the one below it, and Expert
//!   against a plain fixed-depth alpha-beta on the store difference, each opening
//!   played from both sides; prints a Markdown table of the scores.
//! * `urim-strength tune [openings]`: a coordinate search over the evaluation
//!   weights (each weight halved, zeroed or doubled against the current best).
//!
//! Openings are a few random plies from the start, drawn from a fixed seed.

use std::thread;
use urim::rules::{final_counts, NO_CAPTURE_PLY_LIMIT};
use urim::{Game, Position, Side, Variant};
use urim_search::{best_move, capture_free_history, Options, SplitMix64, Tables, Weights};

/// Openings per match when none is given.
const DEFAULT_OPENINGS: usize = 12;
/// Random plies that make an opening (fewer at random, down to one).
const OPENING_PLIES: u64 = 4;
/// Seed of the openings.
const OPENING_SEED: u64 = 77;
/// Node budget per move of each level in the matches.
const LEVEL_NODES: [u64; 5] = [20_000, 20_000, 60_000, 150_000, 400_000];
/// Depth of the plain alpha-beta opponent.
const PLAIN_DEPTH: u32 = 8;
/// Node budget per move in tuning games.
const TUNE_NODES: u64 = 30_000;
/// Threads used to play games side by side.
const THREADS: usize = 2;

/// Who chooses the moves for one side.
#[derive(Clone, Copy, Debug)]
enum Player {
    /// An AI level with a node budget and, optionally, other weights.
    Level(u8, u64, Option<Weights>),
    /// Plain alpha-beta on the store difference to a fixed depth.
    Plain(u32),
    /// A stand-in for a child or a first-time visitor: takes the biggest capture
    /// in sight, otherwise any move (drawn from the seed). It looks no further.
    Novice,
}

/// The move `player` chooses in `game`.
fn choose(player: Player, game: &Game, tables: &Tables, seed: u64) -> usize {
    match player {
        Player::Level(level, nodes, weights) => {
            let opts = Options {
                nodes: Some(nodes),
                seed,
                weights,
                ..Options::level(level)
            };
            let history = capture_free_history(game);
            best_move(game.position(), &history, opts, Some(tables), &|| 0.0)
                .pit
                .expect("a legal move")
        }
        Player::Plain(depth) => plain_best(game.position(), depth),
        Player::Novice => novice_best(game.position(), seed),
    }
}

/// The novice's move: the largest capture now, ties (and "no capture") broken at random.
fn novice_best(pos: &Position, seed: u64) -> usize {
    let moves: Vec<usize> = pos.legal_moves().collect();
    let first = SplitMix64::new(seed).below(moves.len() as u64) as usize;
    let captured = |pit: usize| {
        let mut child = *pos;
        child.apply(pit)
    };
    (0..moves.len())
        .map(|k| moves[(first + k) % moves.len()])
        .rev()
        .max_by_key(|&pit| captured(pit))
        .expect("a legal move")
}

/// The best pit by plain negamax alpha-beta on the store difference (the game's
/// end counted with the row sweep; no cycle rule, no ordering, no table).
fn plain_best(pos: &Position, depth: u32) -> usize {
    let mut best = (i32::MIN, 0);
    for pit in pos.legal_moves() {
        let mut child = *pos;
        child.apply(pit);
        let score = -plain(&child, depth - 1, -i32::MAX, -best.0.max(-i32::MAX));
        if score > best.0 {
            best = (score, pit);
        }
    }
    best.1
}

/// Negamax value of `pos` to `depth` plies in the window `(alpha, beta)`.
fn plain(pos: &Position, depth: u32, mut alpha: i32, beta: i32) -> i32 {
    let me = pos.to_move();
    let moves = pos.legal_moves();
    if moves.is_empty() {
        let c = final_counts(pos);
        return c[me.index()] as i32 - c[me.opponent().index()] as i32;
    }
    if depth == 0 {
        return i32::from(pos.store(me)) - i32::from(pos.store(me.opponent()));
    }
    let mut best = i32::MIN + 1;
    for pit in moves {
        let mut child = *pos;
        child.apply(pit);
        best = best.max(-plain(&child, depth - 1, -beta, -alpha));
        alpha = alpha.max(best);
        if alpha >= beta {
            break;
        }
    }
    best
}

/// Plays one game from `opening`; returns South's final seeds minus North's.
fn play(opening: Position, south: Player, north: Player, tables: &Tables, seed: u64) -> i32 {
    let mut game = Game::from_position(opening);
    while !game.is_over() {
        let player = if game.position().to_move() == Side::South {
            south
        } else {
            north
        };
        let pit = choose(player, &game, tables, seed ^ game.plies().len() as u64);
        game.play(pit).expect("the AI plays legal moves");
        debug_assert!(game.plies_since_capture() <= NO_CAPTURE_PLY_LIMIT);
    }
    let s = game.score().seeds;
    s[0] as i32 - s[1] as i32
}

/// `count` reproducible openings: one to [`OPENING_PLIES`] random plies from the start.
fn openings(variant: Variant, count: usize) -> Vec<Position> {
    let mut rng = SplitMix64::new(OPENING_SEED);
    (0..count)
        .map(|_| {
            let mut pos = Position::start(variant);
            for _ in 0..=rng.below(OPENING_PLIES) {
                let moves: Vec<usize> = pos.legal_moves().collect();
                pos.apply(moves[rng.below(moves.len() as u64) as usize]);
            }
            pos
        })
        .collect()
}

/// The result of a match for the first player: points (win 1, draw 1/2), games, seed margin.
#[derive(Clone, Copy, Debug, Default)]
struct Tally {
    points: f64,
    games: u32,
    wins: u32,
    draws: u32,
    margin: i64,
}

impl Tally {
    /// Adds one game that `a` finished `diff` seeds ahead (negative: behind).
    fn add(&mut self, diff: i32) {
        self.games += 1;
        self.margin += i64::from(diff);
        match diff.cmp(&0) {
            std::cmp::Ordering::Greater => {
                self.wins += 1;
                self.points += 1.0;
            }
            std::cmp::Ordering::Equal => {
                self.draws += 1;
                self.points += 0.5;
            }
            std::cmp::Ordering::Less => {}
        }
    }

    /// The score as a percentage.
    fn percent(&self) -> f64 {
        100.0 * self.points / f64::from(self.games.max(1))
    }
}

/// Plays `a` against `b` on every opening from both sides, on [`THREADS`] threads.
fn run_match(a: Player, b: Player, openings: &[Position], tables: &Tables) -> Tally {
    let jobs: Vec<(usize, bool)> = (0..openings.len())
        .flat_map(|i| [(i, true), (i, false)])
        .collect();
    let diffs: Vec<i32> = thread::scope(|scope| {
        let handles: Vec<_> = (0..THREADS)
            .map(|t| {
                let jobs = &jobs;
                scope.spawn(move || {
                    jobs.iter()
                        .skip(t)
                        .step_by(THREADS)
                        .map(|&(i, a_south)| {
                            let seed = i as u64;
                            if a_south {
                                play(openings[i], a, b, tables, seed)
                            } else {
                                -play(openings[i], b, a, tables, seed)
                            }
                        })
                        .collect::<Vec<i32>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("a game thread"))
            .collect()
    });
    let mut tally = Tally::default();
    diffs.into_iter().for_each(|d| tally.add(d));
    tally
}

/// Prints one match row.
fn report(name: &str, t: &Tally) {
    println!(
        "| {name} | {} | {} | {} | {} | {:+.1} | {:.1}% |",
        t.games,
        t.wins,
        t.draws,
        t.games - t.wins - t.draws,
        t.margin as f64 / f64::from(t.games.max(1)),
        t.percent()
    );
}

/// Every level against the one below, and Expert against plain alpha-beta.
fn levels(openings: &[Position], tables: &Tables) {
    println!("| match (first named scores) | games | wins | draws | losses | seeds/game | score |");
    println!("|---|---|---|---|---|---|---|");
    let names = ["Beginner", "Easy", "Medium", "Hard", "Expert"];
    for level in 2..=5u8 {
        let i = usize::from(level - 1);
        let a = Player::Level(level, LEVEL_NODES[i], None);
        let b = Player::Level(level - 1, LEVEL_NODES[i - 1], None);
        report(
            &format!("{} vs {}", names[i], names[i - 1]),
            &run_match(a, b, openings, tables),
        );
    }
    report(
        "Beginner vs novice (biggest capture in sight)",
        &run_match(
            Player::Level(1, LEVEL_NODES[0], None),
            Player::Novice,
            openings,
            tables,
        ),
    );
    let expert = Player::Level(5, LEVEL_NODES[4], None);
    let plain = Player::Plain(PLAIN_DEPTH);
    report(
        &format!("Expert vs plain alpha-beta depth {PLAIN_DEPTH}"),
        &run_match(expert, plain, openings, tables),
    );
}

/// Coordinate search over the weights at Expert with [`TUNE_NODES`] a move.
fn tune(openings: &[Position], tables: &Tables) {
    let mut best = Weights::MATERIAL;
    println!("start: {best:?}");
    for round in 1..=2 {
        for (field, name) in NAMES.iter().enumerate() {
            let current = get(&best, field);
            let tries = if current == 0 {
                vec![10, 25, 50]
            } else {
                vec![0, current / 2, current * 2]
            };
            for value in tries {
                let mut candidate = best;
                set(&mut candidate, field, value);
                let a = Player::Level(5, TUNE_NODES, Some(candidate));
                let b = Player::Level(5, TUNE_NODES, Some(best));
                let t = run_match(a, b, openings, tables);
                println!(
                    "round {round} {name} = {value:>3}: {:.1}% ({:+.2} seeds/game) vs {best:?}",
                    t.percent(),
                    t.margin as f64 / f64::from(t.games)
                );
                if t.percent() > 55.0 {
                    best = candidate;
                    println!("  kept: {best:?}");
                }
            }
        }
    }
    let t = run_match(
        Player::Level(5, TUNE_NODES, Some(best)),
        Player::Level(5, TUNE_NODES, Some(Weights::MATERIAL)),
        openings,
        tables,
    );
    println!(
        "final {best:?} vs store difference alone: {:.1}% ({:+.2} seeds/game)",
        t.percent(),
        t.margin as f64 / f64::from(t.games)
    );
}

/// The weights' names, in the order of [`get`] and [`set`].
const NAMES: [&str; 4] = ["row", "mobility", "big", "weak"];

/// Weight number `field` of `w`.
fn get(w: &Weights, field: usize) -> i32 {
    [w.row, w.mobility, w.big, w.weak][field]
}

/// Sets weight number `field` of `w`.
fn set(w: &mut Weights, field: usize, value: i32) {
    *[&mut w.row, &mut w.mobility, &mut w.big, &mut w.weak][field] = value;
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let tuning = args.first().map(String::as_str) == Some("tune");
    let count = args
        .iter()
        .find_map(|a| a.parse().ok())
        .unwrap_or(DEFAULT_OPENINGS);
    let variant = Variant::standard(6)?;
    let tables = Tables::build(variant, Tables::default_seeds(variant));
    let openings = openings(variant, count);
    if tuning {
        tune(&openings, &tables);
    } else {
        levels(&openings, &tables);
    }
    Ok(())
}
