//! How often the AI plays a best move, measured against perfect play: positions
//! from Expert-against-Expert games with more seeds on the board than the AI's own
//! endgame tables hold, each move valued by larger reference tables, and the
//! levels' choices at a time or node budget compared with those values.
//!
//! `urim-accuracy [games] [positions per seed count] [reference K] [table files' folder] [options]`
//! prints Markdown tables (bench/strength.md, "Accuracy against perfect play"). With
//! a folder of `urim-tables` files the reference is read from them (up to K seeds);
//! without, the in-memory tables are built to K (at most 15). Options:
//!
//! * `--nodes N[,N...]`: each level gets a fixed node budget a move instead of the
//!   clock, so the figures are the same on every machine and under any load.
//! * `--all-settled`: measure every settled position, not only a spread sample
//!   (0 positions per seed count then measures no unsettled position).
//! * `--levels L[,L...]`: the levels measured (3 = Medium, 4 = Hard, 5 = Expert).
//! * `--misses`: list each settled position a level plays wrongly: its position
//!   string, the move played, the best moves, the seeds lost, the depth reached.
//! * `--positions FILE`: measure the position strings of FILE (one a line, `#`
//!   starts a comment) instead of positions from games.
//! * `--save FILE`: write the positions found to FILE, for `--positions`: a change
//!   to the search changes the games, so compare searches on a saved set.
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
//!   2x6), by default each at 100 ms and 1 s a move by the wall clock, one search
//!   at a time: those figures depend on the machine and its load; the positions
//!   do not, nor do the figures at node budgets.

use std::path::Path;
use std::thread;
use std::time::Instant;
use urim::notation::{parse_position, pit_name};
use urim::rules::NO_CAPTURE_PLY_LIMIT;
use urim::{Game, Position, Variant};
use urim_search::{
    best_move, capture_free_history, Options, SearchResult, SplitMix64, TableValue, Tables,
};
use urim_tables::FileTables;

/// Holes per row of the board measured.
const HOLES: usize = 6;
/// The fewest seeds on the board of a position measured: one more than the pages' tables hold.
const FEWEST_SEEDS: usize = 13;
/// The reference tables' K when none is given: the largest the in-memory builder makes.
const DEFAULT_REFERENCE_SEEDS: usize = urim_search::MAX_SEEDS;
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
        .filter(|_| per_count > 0)
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

/// What a level may spend on a move.
#[derive(Clone, Copy, Debug)]
enum Budget {
    /// Milliseconds by the wall clock.
    Millis(f64),
    /// Nodes searched, whatever the clock says.
    Nodes(u64),
}

impl Budget {
    /// The budget as a table cell.
    fn label(self) -> String {
        match self {
            Budget::Millis(ms) => format!("{ms} ms"),
            Budget::Nodes(n) => format!("{n} nodes"),
        }
    }
}

/// What `level` makes of `game` within `budget`: the move and the depth reached.
fn choice(game: &Game, level: u8, budget: Budget, tables: &Tables) -> SearchResult {
    let options = match budget {
        Budget::Millis(ms) => Options {
            time_ms: Some(ms),
            ..Options::level(level)
        },
        Budget::Nodes(n) => Options {
            nodes: Some(n),
            ..Options::level(level)
        },
    };
    let history = capture_free_history(game);
    let start = Instant::now();
    let clock = || start.elapsed().as_secs_f64() * 1000.0;
    best_move(game.position(), &history, options, Some(tables), &clock)
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

/// What the command line asks for.
struct Config {
    games: usize,
    per_count: usize,
    asked: usize,
    dir: Option<String>,
    budgets: Vec<Budget>,
    levels: Vec<u8>,
    all_settled: bool,
    misses: bool,
    positions: Option<String>,
    save: Option<String>,
}

/// The numbers of a comma-separated list.
fn list<T: std::str::FromStr>(text: &str) -> Option<Vec<T>> {
    text.split(',').map(|t| t.trim().parse().ok()).collect()
}

impl Config {
    /// Reads the command line: positional arguments first (see the module docs),
    /// options anywhere.
    ///
    /// # Errors
    /// A message naming an option that is unknown, lacks its value or has a bad one.
    fn parse(args: &[String]) -> Result<Config, String> {
        let mut positional = Vec::new();
        let mut config = Config {
            games: DEFAULT_GAMES,
            per_count: DEFAULT_PER_COUNT,
            asked: DEFAULT_REFERENCE_SEEDS,
            dir: None,
            budgets: BUDGETS_MS.iter().map(|&ms| Budget::Millis(ms)).collect(),
            levels: LEVELS.to_vec(),
            all_settled: false,
            misses: false,
            positions: None,
            save: None,
        };
        let mut it = args.iter();
        while let Some(a) = it.next() {
            let mut value = || it.next().ok_or(format!("{a} needs a value"));
            match a.as_str() {
                "--nodes" => {
                    let v = value()?;
                    let nodes: Vec<u64> =
                        list(v).ok_or(format!("--nodes {v}: not a list of numbers"))?;
                    config.budgets = nodes.into_iter().map(Budget::Nodes).collect();
                }
                "--levels" => {
                    let v = value()?;
                    let levels: Vec<u8> =
                        list(v).ok_or(format!("--levels {v}: not a list of numbers"))?;
                    if levels.iter().any(|l| !LEVELS.contains(l)) {
                        return Err(format!("--levels {v}: the levels measured are {LEVELS:?}"));
                    }
                    config.levels = levels;
                }
                "--positions" => config.positions = Some(value()?.clone()),
                "--save" => config.save = Some(value()?.clone()),
                "--all-settled" => config.all_settled = true,
                "--misses" => config.misses = true,
                flag if flag.starts_with("--") => return Err(format!("unknown option {flag}")),
                _ => positional.push(a.clone()),
            }
        }
        let number = |i: usize, default: usize| -> Result<usize, String> {
            positional.get(i).map_or(Ok(default), |a| {
                a.parse().map_err(|_| format!("\"{a}\" is not a number"))
            })
        };
        config.games = number(0, DEFAULT_GAMES)?;
        config.per_count = number(1, DEFAULT_PER_COUNT)?;
        config.asked = number(2, DEFAULT_REFERENCE_SEEDS)?;
        config.dir = positional.get(3).cloned();
        Ok(config)
    }
}

/// The positions of the file at `path`: position strings, one a line; blank
/// lines and text after `#` are skipped.
///
/// # Errors
/// A message when the file cannot be read or a line is not a 2x6 position.
fn read_positions(path: &str) -> Result<Vec<Position>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let mut positions = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let pos = parse_position(line, None).map_err(|e| format!("{path}:{}: {e}", n + 1))?;
        if pos.variant().holes() != HOLES {
            return Err(format!("{path}:{}: not a 2x{HOLES} position", n + 1));
        }
        positions.push(pos);
    }
    Ok(positions)
}

/// One settled position a level played wrongly.
struct Miss {
    level: u8,
    budget: Budget,
    position: Position,
    played: usize,
    worth: Vec<Worth>,
    lost: i32,
    depth: u32,
    score: f64,
}

/// The pits of `worth` with the best settled value.
fn best_pits(worth: &[Worth]) -> Vec<usize> {
    let best = worth.iter().map(|w| w.lo).max().unwrap_or(0);
    worth
        .iter()
        .filter(|w| w.lo == best)
        .map(|w| w.pit)
        .collect()
}

/// Prints the misses as a Markdown table.
fn print_misses(misses: &[Miss]) {
    println!("\n| level | budget | position | played | best | seeds lost | depth | search score | every move's value |");
    println!("|---|---|---|---|---|---|---|---|---|");
    for m in misses {
        let best: Vec<String> = best_pits(&m.worth)
            .iter()
            .map(|&p| pit_name(m.position.variant(), p).to_string())
            .collect();
        let values: Vec<String> = m
            .worth
            .iter()
            .map(|w| format!("{}:{:+}", pit_name(m.position.variant(), w.pit), w.lo))
            .collect();
        println!(
            "| {} | {} | `{}` | {} | {} | {} | {} | {:+.2} | {} |",
            level_name(m.level),
            m.budget.label(),
            m.position,
            pit_name(m.position.variant(), m.played),
            best.join(" "),
            m.lost,
            m.depth,
            m.score,
            values.join(" ")
        );
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let config = match Config::parse(&args) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("urim-accuracy: {e}");
            std::process::exit(2);
        }
    };
    let Config {
        games,
        per_count,
        asked,
        ..
    } = config;
    let variant = Variant::standard(HOLES).expect("a standard board");

    let built = Instant::now();
    let tables = Tables::build(variant, Tables::default_seeds(variant));
    let (memory, files) = match &config.dir {
        Some(dir) => match FileTables::open_below(Path::new(dir), HOLES, asked + 1) {
            Ok(files) => (None, Some(files)),
            Err(e) => {
                eprintln!("urim-accuracy: the table files in {dir}: {e}");
                std::process::exit(2);
            }
        },
        None => (
            Some(Tables::build(variant, asked.min(urim_search::MAX_SEEDS))),
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
    let positions = match &config.positions {
        Some(path) => match read_positions(path) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("urim-accuracy: {e}");
                std::process::exit(2);
            }
        },
        None => candidates(variant, &tables, games, most),
    };
    if let Some(path) = &config.save {
        let text: String = positions.iter().map(|p| format!("{p}\n")).collect();
        if let Err(e) = std::fs::write(path, text) {
            eprintln!("urim-accuracy: {path}: {e}");
            std::process::exit(2);
        }
    }
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
    let settled = if config.all_settled {
        settled
    } else {
        spread(settled, per_count)
    };
    let open = spread(open, per_count);
    eprintln!(
        "tables in {build_s:.1} s; {} positions in {:.1} s: {settled_n} settled, {open_n} not; measuring {} and {}",
        positions.len(),
        found.elapsed().as_secs_f64(),
        settled.len(),
        open.len()
    );

    let mut rows = Vec::new();
    let mut misses = Vec::new();
    for &level in &config.levels {
        for &budget in &config.budgets {
            let mut tally = Tally::default();
            for case in &settled {
                let result = choice(&case.game, level, budget, &tables);
                if let Some(pit) = result.pit {
                    let lost = loss(&case.worth, pit);
                    tally.add(lost);
                    if lost > 0 {
                        misses.push(Miss {
                            level,
                            budget,
                            position: *case.game.position(),
                            played: pit,
                            worth: case.worth.clone(),
                            lost,
                            depth: result.depth,
                            score: result.score,
                        });
                    }
                }
            }
            let mut bounds = Bounds::default();
            for case in &open {
                if let Some(pit) = choice(&case.game, level, budget, &tables).pit {
                    bounds.add(&case.worth, pit);
                }
            }
            eprintln!(
                "{} at {}: {:.1}% optimal",
                level_name(level),
                budget.label(),
                tally.share()
            );
            rows.push((level, budget, tally, bounds));
        }
    }

    let origin = match &config.positions {
        Some(path) => format!("the positions of {path}"),
        None => format!("{games} Expert games"),
    };
    let sample = if config.all_settled {
        format!(
            "all {} settled and {} unsettled positions (at most {per_count} of each seed count)",
            settled.len(),
            open.len()
        )
    } else {
        format!(
            "{} settled and {} unsettled positions, at most {per_count} of each seed count",
            settled.len(),
            open.len()
        )
    };
    println!(
        "2x{HOLES}, {origin}: {} distinct positions with {FEWEST_SEEDS} to {most} seeds on the board, \
         {valued_n} of them valued by {source} of K={most}; of those, the choice matters (a move is surely worse than \
         another) in {settled_n} settled positions (every move's value decided without a cycle) and {open_n} others. \
         Measured: {sample}. The levels use the pages' tables (K={}).\n",
        positions.len(),
        tables.max_seeds()
    );
    println!("| level | budget a move | settled: moves | optimal | mean loss (seeds) | largest loss | unsettled: moves | surely optimal | surely not | not decided | least loss when surely not (seeds) |");
    println!("|---|---|---|---|---|---|---|---|---|---|---|");
    for (level, budget, t, b) in &rows {
        let undecided = b.moves - b.surely_best - b.surely_not;
        println!(
            "| {} | {} | {} | {:.1}% | {:.2} | {} | {} | {:.1}% | {:.1}% | {:.1}% | {:.2} |",
            level_name(*level),
            budget.label(),
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
    if config.misses {
        print_misses(&misses);
    }
}

#[cfg(test)]
mod tests {
    use super::{best_pits, loss, read_positions, Budget, Config, Worth};

    fn args(text: &str) -> Vec<String> {
        text.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn node_budgets_replace_the_clock_and_positionals_keep_their_places() {
        let c = Config::parse(&args(
            "240 --nodes 200000,2000000 15 20 dir --levels 5 --all-settled --misses",
        ))
        .unwrap();
        assert_eq!((c.games, c.per_count, c.asked), (240, 15, 20));
        assert_eq!(c.dir.as_deref(), Some("dir"));
        assert_eq!(c.levels, vec![5]);
        assert!(c.all_settled && c.misses);
        let nodes: Vec<u64> = c
            .budgets
            .iter()
            .map(|b| match b {
                Budget::Nodes(n) => *n,
                Budget::Millis(_) => 0,
            })
            .collect();
        assert_eq!(nodes, vec![200_000, 2_000_000]);
        let timed = Config::parse(&[]).unwrap();
        assert!(timed.budgets.iter().all(|b| matches!(b, Budget::Millis(_))));
        assert!(!timed.all_settled && !timed.misses);
    }

    #[test]
    fn bad_options_are_named() {
        for (line, named) in [
            ("--nodes", "--nodes needs a value"),
            ("--nodes 5,x", "--nodes 5,x"),
            ("--levels 1", "--levels 1"),
            ("--fast", "--fast"),
            ("ten", "\"ten\""),
        ] {
            let e = Config::parse(&args(line)).err().unwrap();
            assert!(e.contains(named), "{line}: {e}");
        }
    }

    #[test]
    fn a_positions_file_skips_comments_and_names_a_bad_line() {
        let dir = std::env::temp_dir().join(format!("urim-accuracy-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let good = dir.join("good.txt");
        std::fs::write(
            &good,
            "# misses\n1-0-0-0-7-0-0-2-0-0-7-0-12-7-S # A or E\n\n0-0-0-1-0-3-1-0-1-2-3-9-12-4-S\n",
        )
        .unwrap();
        let read = read_positions(good.to_str().unwrap()).unwrap();
        let strings: Vec<String> = read.iter().map(ToString::to_string).collect();
        assert_eq!(
            strings,
            [
                "1-0-0-0-7-0-0-2-0-0-7-0-12-7-S",
                "0-0-0-1-0-3-1-0-1-2-3-9-12-4-S"
            ]
        );
        let bad = dir.join("bad.txt");
        std::fs::write(
            &bad,
            "1-0-0-0-7-0-0-2-0-0-7-0-12-7-S\n4-4-4-4-4-4-4-4-4-4-4-4-4-4-4-4-0-0-S\n",
        )
        .unwrap();
        let e = read_positions(bad.to_str().unwrap()).err().unwrap();
        assert!(e.contains("bad.txt:2"), "{e}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_miss_loses_what_separates_it_from_the_best_moves() {
        let worth = [(1, -18), (3, -16), (5, -16)].map(|(pit, v)| Worth { pit, lo: v, hi: v });
        assert_eq!(best_pits(&worth), vec![3, 5]);
        assert_eq!(loss(&worth, 1), 2);
        assert_eq!(loss(&worth, 5), 0);
    }
}
