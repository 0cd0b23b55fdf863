//! Native benchmark of the search AI and the endgame tables.
//!
//! `urim-bench [positions-file | tables]` builds the tables (2x6 and 2x7), then searches
//! the start and ten fixed midgame positions at Expert for 100 ms and 1 s each,
//! printing the depth reached, nodes and nodes per second as Markdown tables.
//! The midgame positions come from seeded random play (see `midgame_positions`)
//! and are written to the positions file (default `bench/positions.txt`).
//! With `tables` it only builds the tables.

use std::time::Instant;
use urim::{Position, Variant};
use urim_search::{best_move, Options, SearchResult, SplitMix64, TableBuilder, Tables};

/// Midgame positions in the benchmark.
const MIDGAMES: usize = 10;
/// Random plies played from the start to reach a midgame position (before the
/// retry below): enough for a few captures.
const MIDGAME_PLIES: u64 = 20;
/// Seed of the random play that makes the midgame positions.
const MIDGAME_SEED: u64 = 2024;
/// The thinking times measured, in milliseconds.
const BUDGETS_MS: [f64; 2] = [100.0, 1000.0];

/// Milliseconds since `origin`.
fn millis(origin: Instant) -> f64 {
    origin.elapsed().as_secs_f64() * 1e3
}

/// Plays `plies` random legal moves from `pos`; `None` if the game ends first.
fn random_play(mut pos: Position, plies: u64, rng: &mut SplitMix64) -> Option<Position> {
    for _ in 0..plies {
        let moves: Vec<usize> = pos.legal_moves().collect();
        if moves.is_empty() {
            return None;
        }
        pos.apply(moves[rng.below(moves.len() as u64) as usize]);
    }
    (!pos.legal_moves().is_empty()).then_some(pos)
}

/// Ten reproducible midgame positions: random play from the start, a few plies
/// more for each, skipping games that ended.
fn midgame_positions(variant: Variant) -> Vec<Position> {
    let mut rng = SplitMix64::new(MIDGAME_SEED);
    let mut found = Vec::new();
    while found.len() < MIDGAMES {
        let plies = MIDGAME_PLIES + rng.below(MIDGAME_PLIES / 2);
        if let Some(pos) = random_play(Position::start(variant), plies, &mut rng) {
            found.push(pos);
        }
    }
    found
}

/// Searches `pos` at Expert for `ms` milliseconds with the tables.
fn timed_search(pos: &Position, ms: f64, tables: &Tables) -> (SearchResult, f64) {
    let origin = Instant::now();
    let clock = move || millis(origin);
    let opts = Options {
        time_ms: Some(ms),
        ..Options::level(5)
    };
    let result = best_move(pos, &[], opts, Some(tables), &clock);
    (result, millis(origin))
}

/// Work units per builder slice, as a worker would use.
const BUILD_SLICE: usize = 1 << 16;

/// Builds the tables for `holes` with K seeds in slices and prints the time, the
/// final bytes and the peak working bytes.
fn build_tables(holes: usize, seeds: usize) -> Result<Tables, Box<dyn std::error::Error>> {
    let origin = Instant::now();
    let mut builder = TableBuilder::new(Variant::standard(holes)?, seeds);
    let (mut peak, mut slices, mut longest) = (0, 0, 0.0f64);
    loop {
        let slice = Instant::now();
        let done = builder.step(BUILD_SLICE);
        longest = longest.max(millis(slice));
        slices += 1;
        peak = peak.max(builder.bytes());
        if done {
            break;
        }
    }
    let tables = builder.finish().ok_or("tables unfinished")?;
    println!(
        "| 2x{holes} | {seeds} | {} | {:.0} ms | {:.1} MB | {:.1} MB | {slices} x {BUILD_SLICE}, longest {longest:.1} ms |",
        tables.len(),
        millis(origin),
        tables.bytes() as f64 / 1e6,
        peak as f64 / 1e6
    );
    Ok(tables)
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let arg = std::env::args().nth(1);
    println!("## Endgame tables\n");
    println!("| board | K | boards | build | table memory | peak while building | slices |");
    println!("|---|---|---|---|---|---|---|");
    let six = build_tables(6, Tables::default_seeds(Variant::standard(6)?))?;
    build_tables(7, Tables::default_seeds(Variant::standard(7)?))?;
    if arg.as_deref() == Some("tables") {
        return Ok(());
    }
    let out = arg.unwrap_or_else(|| "bench/positions.txt".into());

    let variant = Variant::standard(6)?;
    let mut positions = vec![Position::start(variant)];
    positions.extend(midgame_positions(variant));
    let listing: String = positions[1..].iter().map(|p| format!("{p}\n")).collect();
    std::fs::write(&out, listing)?;

    println!("\n## Expert search (2x6, tables K=12)\n");
    println!("| position | budget | depth | nodes | nodes/s | score | move | exact |");
    println!("|---|---|---|---|---|---|---|---|");
    for (i, pos) in positions.iter().enumerate() {
        let name = if i == 0 {
            "start".to_string()
        } else {
            format!("mid {i}")
        };
        for ms in BUDGETS_MS {
            let (r, took) = timed_search(pos, ms, &six);
            println!(
                "| {name} | {ms:.0} ms | {} | {} | {:.2} M | {:+.2} | {:?} | {} |",
                r.depth,
                r.nodes,
                r.nodes as f64 / took * 1e-3,
                r.score,
                r.pit,
                r.exact
            );
        }
    }
    Ok(())
}
