//! How often the AI plays a best move, measured against perfect play: positions
//! from Expert-against-Expert games with more seeds on the board than the AI's own
//! endgame tables hold, each move valued by larger reference tables, and the
//! levels' choices at a time budget compared with those values.
//!
//! `urim-accuracy [games] [positions per seed count] [reference K] [table files' folder]`
//! prints Markdown tables (bench/strength.md, "Accuracy against perfect play"). With
//! a folder of `urim-tables` files the reference is read from them (up to K seeds);
//! without, the in-memory tables are built to K (at most 15).
//!
//! * The games: Expert against Expert at a node budget (so they are the same on
//!   every machine), from openings of a few random plies, on two threads. Every
//!   position with 13 to K seeds on the board is a candidate.
//! * Perfect play: each move valued by the reference tables of K seeds, as the
//!   stores after it and the bounds of the board left: `lo`, what the mover can
//!   force, and `hi`, what the opponent can hold them to. The two agree where no
//!   cycle decides the value ("settled"); where best play cycles, the rules end the
//!   game at the first repeated board, so the value depends on the game's past and
//!   only its bounds are known. Each position is measured as a game that starts
//!   there (no past), the same for the tables and for the levels' searches.
//! * Only positions where the choice matters are measured: some move is surely
//!   worse than another (a single legal move, or moves the tables cannot tell
//!   apart, measure nothing).
//! * Two measures: on the positions where every move is settled, the share of
//!   optimal moves and the mean loss in seeds; on the others, what the bounds
//!   prove: a move surely optimal (its lower bound reaches every other move's
//!   upper bound), surely not (its upper bound is below another's lower bound,
//!   and by at least how much), or not decided by the tables alone.
//! * The levels: Medium (no tables), Hard and Expert (the pages' tables, K = 12 on
//!   2x6), each at 100 ms and 1 s a move by the wall clock, one search at a time.
//!   The figures depend on the machine and its load; the positions do not.

use std::path::Path;
use std::thread;
use std::time::Instant;
use urim::rules::NO_CAPTURE_PLY_LIMIT;
use urim::search::table_files::FileTables;
use urim::search::{best_move, capture_free_history, Options, SplitMix64, TableValue, Tables};
use urim::{Game, Position, Variant};

/// Holes per row of the board measured.
const HOLES: usize = 6;
/// The fewest seeds on the board of a position measured: one more than the pages' tables hold.
const FEWEST_SEEDS: usize = 13;
/// The reference tables' K when none is given: the largest the in-memory builder makes.
const DEFAULT_REFERENCE_SEEDS: usize = urim::search::MAX_SEEDS;
/// Games played when no number is given.
const DEFAULT_GAMES: usize = 60;
/// Positions per seed count and measure when no number is given.
const DEFAULT_PER_COUNT: usize = 20;
/// Node budget of each move in the games that give the positions.
const GAME_NODES: u64 = 60_000;
/// Random plies that open a game (one to this many).
const OPENING_PLIES: u64 = 8;
/// Seed of the openings.
const SEED: u64 = 2026;
/// Threads that play the games.
const THREADS: usize = 2;
/// The levels measured: Medium, Hard, Expert.
const LEVELS: [u8; 3] = [3, 4, 5];
/// The time budgets, in milliseconds a move.
const BUDGETS_MS: [f64; 2] = [100.0, 1000.0];

/// What a move is worth by the reference tables: the final seed difference for
/// the mover lies in `lo..=hi` (equal where the value is settled).
#[derive(Clone, Copy, Debug)]
struct Worth {
    pit: usize,
    lo: i32,
    hi: i32,
}

/// A position to measure, as a game that starts there, and its moves' worth.
struct Case {
    game: Game,
    worth: Vec<Worth>,
}

impl Case {
    /// Whether every move's value is settled.
    fn settled(&self) -> bool {
        self.worth.iter().all(|w| w.lo == w.hi)
    }

    /// Whether the choice matters: some move is surely worse than another (its
    /// upper bound below the other's lower bound). A position with one legal move,
    /// or whose moves the tables cannot tell apart, measures nothing.
    fn matters(&self) -> bool {
        let best_lo = self.worth.iter().map(|w| w.lo).max().unwrap_or(i32::MIN);
        self.worth.iter().any(|w| w.hi < best_lo)
    }
}

/// Seeds on the board (the pits, not the stores).
fn board_seeds(pos: &Position) -> usize {
    pos.pits().iter().map(|&s| usize::from(s)).sum()
}

/// The positions of one Expert-against-Expert game from `opening` with at least
/// [`FEWEST_SEEDS`] and at most `most` seeds on the board (the game stops below).
fn expert_game(opening: Position, tables: &Tables, seed: u64, most: usize) -> Vec<Position> {
    let mut game = Game::from_position(opening);
    let mut seen = Vec::new();
    while !game.is_over() && board_seeds(game.position()) >= FEWEST_SEEDS {
        if board_seeds(game.position()) <= most {
            seen.push(*game.position());
        }
        let options = Options {
            nodes: Some(GAME_NODES),
            seed: seed ^ game.plies().len() as u64,
            ..Options::level(5)
        };
        let history = capture_free_history(&game);
        let Some(pit) = best_move(game.position(), &history, options, Some(tables), &|| 0.0).pit
        else {
            break;
        };
        if game.play(pit).is_err() {
            break;
        }
    }
    seen
}

/// A random opening: one to [`OPENING_PLIES`] random plies from the start.
fn opening(variant: Variant, rng: &mut SplitMix64) -> Position {
    let mut pos = Position::start(variant);
    for _ in 0..=rng.below(OPENING_PLIES) {
        let moves: Vec<usize> = pos.legal_moves().collect();
        pos.apply(moves[rng.below(moves.len() as u64) as usize]);
    }
    pos
}

/// Every move's worth in a game that starts at `pos`, by the reference tables
/// (None when a board after a move is beyond them, or its forcing lines are too
/// long for the no-capture limit).
fn worth(pos: &Position, reference: &dyn Fn(&Position) -> Option<TableValue>) -> Option<Case> {
    let game = Game::from_position(*pos);
    let mover = pos.to_move();
    let mut worth = Vec::new();
    for pit in pos.legal_moves() {
        let mut after = game.clone();
        after.play(pit).ok()?;
        let (lo, hi) = if after.is_over() {
            let seeds = after.score().seeds;
            let v = i32::try_from(seeds[mover.index()]).ok()?
                - i32::try_from(seeds[mover.opponent().index()]).ok()?;
            (v, v)
        } else {
            let child = after.position();
            let board = reference(child)?;
            if board.plies > NO_CAPTURE_PLY_LIMIT {
                return None;
            }
            let stores = i32::from(child.store(mover)) - i32::from(child.store(mover.opponent()));
            // The child's bounds are the opponent's: negated, they swap.
            (stores - board.hi, stores - board.lo)
        };
        worth.push(Worth { pit, lo, hi });
    }
    (!worth.is_empty()).then_some(Case { game, worth })
}

/// The candidates of `games` Expert games, each position once, on [`THREADS`] threads.
fn candidates(variant: Variant, tables: &Tables, games: usize, most: usize) -> Vec<Position> {
    let mut rng = SplitMix64::new(SEED);
    let openings: Vec<Position> = (0..games).map(|_| opening(variant, &mut rng)).collect();
    let mut all: Vec<Position> = thread::scope(|scope| {
        let handles: Vec<_> = (0..THREADS)
            .map(|t| {
                let openings = &openings;
                scope.spawn(move || {
                    (t..openings.len())
                        .step_by(THREADS)
                        .flat_map(|g| expert_game(openings[g], tables, g as u64, most))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap_or_default())
            .collect()
    });
    all.sort_by_key(|p| (board_seeds(p), p.pits().to_vec(), p.to_move().index()));
    all.dedup_by_key(|p| {
        (
            p.pits().to_vec(),
            p.to_move().index(),
            p.store(urim::Side::South),
        )
    });
    all
}

/// Up to `per_count` cases of each seed count, spread evenly over `cases` (in seed order).
fn spread(cases: Vec<Case>, per_count: usize) -> Vec<Case> {
    let mut by_count: Vec<Vec<Case>> = Vec::new();
    for case in cases {
        let seeds = board_seeds(case.game.position());
        match by_count.last_mut() {
            Some(group) if board_seeds(group[0].game.position()) == seeds => group.push(case),
            _ => by_count.push(vec![case]),
        }
    }
    by_count
        .into_iter()
        .flat_map(|group| {
            let step = group.len().div_ceil(per_count).max(1);
            group.into_iter().step_by(step).take(per_count)
        })
        .collect()
}

/// What one level at one budget did over the settled cases.
#[derive(Default)]
struct Tally {
    moves: usize,
    optimal: usize,
    loss: i64,
    worst: i32,
}

impl Tally {
    /// Adds a choice that lost `loss` seeds against the best move.
    fn add(&mut self, loss: i32) {
        self.moves += 1;
        if loss == 0 {
            self.optimal += 1;
        }
        self.loss += i64::from(loss);
        self.worst = self.worst.max(loss);
    }

    /// The share of optimal moves, in percent.
    fn share(&self) -> f64 {
        100.0 * self.optimal as f64 / self.moves.max(1) as f64
    }

    /// The mean loss in seeds a move.
    fn mean(&self) -> f64 {
        self.loss as f64 / self.moves.max(1) as f64
    }
}

/// What the bounds prove of the choices in unsettled cases.
#[derive(Default)]
struct Bounds {
    moves: usize,
    surely_best: usize,
    surely_not: usize,
    /// The sum, over the moves surely not best, of the least they lose.
    least_loss: i64,
}

impl Bounds {
    /// Adds the choice `pit` among `worth`.
    fn add(&mut self, worth: &[Worth], pit: usize) {
        self.moves += 1;
        let Some(chosen) = worth.iter().find(|w| w.pit == pit) else {
            return;
        };
        let others = worth.iter().filter(|w| w.pit != pit);
        let best_other_hi = others.clone().map(|w| w.hi).max().unwrap_or(i32::MIN);
        let best_other_lo = others.map(|w| w.lo).max().unwrap_or(i32::MIN);
        if chosen.lo >= best_other_hi {
            self.surely_best += 1;
        } else if chosen.hi < best_other_lo {
            self.surely_not += 1;
            self.least_loss += i64::from(best_other_lo - chosen.hi);
        }
    }

    /// `n` of the moves, in percent.
    fn percent(&self, n: usize) -> f64 {
        100.0 * n as f64 / self.moves.max(1) as f64
    }
}

/// The move `level` chooses in `game` within `budget_ms` by the wall clock.
fn choice(game: &Game, level: u8, budget_ms: f64, tables: &Tables) -> Option<usize> {
    let options = Options {
        time_ms: Some(budget_ms),
        ..Options::level(level)
    };
    let history = capture_free_history(game);
    let start = Instant::now();
    let clock = || start.elapsed().as_secs_f64() * 1000.0;
    best_move(game.position(), &history, options, Some(tables), &clock).pit
}

/// The seeds a settled choice `pit` loses against the best move of `worth`.
fn loss(worth: &[Worth], pit: usize) -> i32 {
    let best = worth.iter().map(|w| w.lo).max().unwrap_or(0);
    worth
        .iter()
        .find(|w| w.pit == pit)
        .map_or(0, |w| best - w.lo)
}

/// The name of a level.
fn level_name(level: u8) -> &'static str {
    ["Beginner", "Easy", "Medium", "Hard", "Expert"][usize::from(level - 1)]
}

/// The number in argument `i`, else `default`.
fn arg(args: &[String], i: usize, default: usize) -> usize {
    args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games = arg(&args, 0, DEFAULT_GAMES);
    let per_count = arg(&args, 1, DEFAULT_PER_COUNT);
    let asked = arg(&args, 2, DEFAULT_REFERENCE_SEEDS);
    let variant = Variant::standard(HOLES).expect("a standard board");

    let built = Instant::now();
    let tables = Tables::build(variant, Tables::default_seeds(variant));
    let (memory, files) = match args.get(3) {
        Some(dir) => match FileTables::open_below(Path::new(dir), HOLES, asked + 1) {
            Ok(files) => (None, Some(files)),
            Err(e) => {
                eprintln!("urim-accuracy: the table files in {dir}: {e}");
                std::process::exit(2);
            }
        },
        None => (
            Some(Tables::build(variant, asked.min(urim::search::MAX_SEEDS))),
            None,
        ),
    };
    let most = match (&memory, &files) {
        (Some(t), _) => t.max_seeds(),
        (_, Some(f)) => f.max_seeds().unwrap_or(0),
        _ => 0,
    };
    if most < FEWEST_SEEDS {
        eprintln!("urim-accuracy: the reference holds boards of up to {most} seeds; {FEWEST_SEEDS} at least are needed");
        std::process::exit(2);
    }
    let reference = |pos: &Position| match (&memory, &files) {
        (Some(t), _) => t.value(pos),
        (_, Some(f)) => f.value(pos),
        _ => None,
    };
    let source = if files.is_some() {
        "table files"
    } else {
        "in-memory tables"
    };
    let build_s = built.elapsed().as_secs_f64();
    let found = Instant::now();
    let positions = candidates(variant, &tables, games, most);
    let valued: Vec<Case> = positions
        .iter()
        .filter_map(|p| worth(p, &reference))
        .collect();
    let valued_n = valued.len();
    let (settled, open): (Vec<Case>, Vec<Case>) = valued
        .into_iter()
        .filter(Case::matters)
        .partition(Case::settled);
    let (settled_n, open_n) = (settled.len(), open.len());
    let settled = spread(settled, per_count);
    let open = spread(open, per_count);
    eprintln!(
        "tables in {build_s:.1} s; {} positions from {games} games in {:.1} s: {settled_n} settled, {open_n} not; measuring {} and {}",
        positions.len(),
        found.elapsed().as_secs_f64(),
        settled.len(),
        open.len()
    );

    let mut rows = Vec::new();
    for level in LEVELS {
        for budget in BUDGETS_MS {
            let mut tally = Tally::default();
            for case in &settled {
                if let Some(pit) = choice(&case.game, level, budget, &tables) {
                    tally.add(loss(&case.worth, pit));
                }
            }
            let mut bounds = Bounds::default();
            for case in &open {
                if let Some(pit) = choice(&case.game, level, budget, &tables) {
                    bounds.add(&case.worth, pit);
                }
            }
            eprintln!(
                "{} at {budget} ms: {:.1}% optimal",
                level_name(level),
                tally.share()
            );
            rows.push((level, budget, tally, bounds));
        }
    }

    println!(
        "2x{HOLES}, {games} Expert games: {} distinct positions with {FEWEST_SEEDS} to {most} seeds on the board, \
         {valued_n} of them valued by {source} of K={most}; of those, the choice matters (a move is surely worse than \
         another) in {settled_n} settled positions (every move's value decided without a cycle) and {open_n} others. \
         Measured: {} settled and {} unsettled positions, at most {per_count} of each seed count. \
         The levels use the pages' tables (K={}).\n",
        positions.len(),
        settled.len(),
        open.len(),
        tables.max_seeds()
    );
    println!("| level | time a move | settled: moves | optimal | mean loss (seeds) | largest loss | unsettled: moves | surely optimal | surely not | not decided | least loss when surely not (seeds) |");
    println!("|---|---|---|---|---|---|---|---|---|---|---|");
    for (level, budget, t, b) in &rows {
        let undecided = b.moves - b.surely_best - b.surely_not;
        println!(
            "| {} | {} ms | {} | {:.1}% | {:.2} | {} | {} | {:.1}% | {:.1}% | {:.1}% | {:.2} |",
            level_name(*level),
            budget,
            t.moves,
            t.share(),
            t.mean(),
            t.worst,
            b.moves,
            b.percent(b.surely_best),
            b.percent(b.surely_not),
            b.percent(undecided),
            b.least_loss as f64 / b.surely_not.max(1) as f64
        );
    }
}
