//! Native benchmark of how often the analysis can call a value exact.
//!
//! `urim-exact [games]` plays seeded games between two Easy players (level 2,
//! whose slips make every game differ) on 2x6 and 2x7 into their endings.
//! At every position with at most the tables' seeds on the board it runs the
//! analysis the pages show (Expert, 20,000 nodes a move, tables built) with the
//! game's past, and counts the values called exact, by seeds on the board, with
//! the time one analysis takes. It prints Markdown tables (`bench/exact.md`).
//!
//! `urim-exact plies` instead goes through every board of the tables and prints,
//! by seeds on the board, the longest forcing line (in plies) among the boards
//! whose bounds meet, and how many of those lines are too long for the 200-ply
//! rule (their values are then estimates).

use std::time::Instant;
use urim::notation::position_from_parts;
use urim::rules::NO_CAPTURE_PLY_LIMIT;
use urim::{Game, Side, Variant};
use urim_search::{analyse, best_move, capture_free_history, Options, Tables};

/// Games played on each board size unless the command line says otherwise.
const DEFAULT_GAMES: usize = 40;
/// Nodes a move for the players.
const PLAYER_NODES: u64 = 2_000;
/// Nodes a move for the analysis, as the element asks.
const ANALYSIS_NODES: u64 = 20_000;

/// Seeds on the board of `game`.
fn on_board(game: &Game) -> usize {
    game.position().pits().iter().map(|&s| usize::from(s)).sum()
}

/// Counts for one seed count: positions, values, exact values, milliseconds.
#[derive(Default, Clone, Copy)]
struct Row {
    positions: usize,
    values: usize,
    exact: usize,
    ms: f64,
}

/// Calls `visit` with every way of putting `seeds` seeds into `board[at..]`.
fn each_board(board: &mut [u32], at: usize, seeds: u32, visit: &mut impl FnMut(&[u32])) {
    if at == board.len() - 1 {
        board[at] = seeds;
        visit(board);
        return;
    }
    for here in 0..=seeds {
        board[at] = here;
        each_board(board, at + 1, seeds - here, visit);
    }
}

/// Prints the forcing lines' lengths of every board of the tables.
fn plies() {
    for holes in [6, 7] {
        let variant = Variant::standard(holes).expect("6 or 7 holes");
        let k = Tables::default_seeds(variant);
        let tables = Tables::build(variant, k);
        println!("\n2x{holes}, tables to {k} seeds\n");
        println!("| seeds on the board | boards | bounds meet | longest line (plies) | lines over the rule |");
        println!("|---|---|---|---|---|");
        for seeds in 1..=k {
            let (mut boards, mut settled, mut longest, mut over) = (0, 0, 0, 0);
            let stores = variant.total_seeds() - seeds as u32;
            each_board(&mut vec![0; 2 * holes], 0, seeds as u32, &mut |pits| {
                let pos = position_from_parts(pits.to_vec(), [stores, 0], Side::South, None)
                    .expect("a board of the tables");
                let t = tables.value(&pos).expect("in the tables");
                boards += 1;
                if t.lo == t.hi {
                    settled += 1;
                    longest = longest.max(t.plies);
                    over += usize::from(t.plies >= NO_CAPTURE_PLY_LIMIT);
                }
            });
            println!("| {seeds} | {boards} | {settled} | {longest} | {over} |");
        }
    }
}

fn main() {
    if std::env::args().nth(1).as_deref() == Some("plies") {
        plies();
        return;
    }
    let games = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(DEFAULT_GAMES);
    for holes in [6, 7] {
        let variant = Variant::standard(holes).expect("6 or 7 holes");
        let k = Tables::default_seeds(variant);
        let tables = Tables::build(variant, k);
        let mut rows = vec![Row::default(); k + 1];
        for g in 0..games {
            let mut game = Game::new(variant);
            while !game.is_over() {
                let seeds = on_board(&game);
                if seeds <= k {
                    let options = Options {
                        nodes: Some(ANALYSIS_NODES),
                        ..Options::level(5)
                    };
                    let start = Instant::now();
                    let values = analyse(&game, options, Some(&tables));
                    let row = &mut rows[seeds];
                    row.ms += start.elapsed().as_secs_f64() * 1e3;
                    row.positions += 1;
                    row.values += values.len();
                    row.exact += values.iter().filter(|v| v.exact).count();
                }
                let options = Options {
                    nodes: Some(PLAYER_NODES),
                    seed: (g as u64) << 16 | game.plies().len() as u64,
                    ..Options::level(2)
                };
                let history = capture_free_history(&game);
                let pick = best_move(game.position(), &history, options, Some(&tables), &|| 0.0);
                game.play(pick.pit.expect("a move while the game is on"))
                    .expect("legal");
            }
        }
        println!("\n2x{holes}, {games} games, tables to {k} seeds\n");
        println!(
            "| seeds on the board | positions | values | exact | share exact | ms per analysis |"
        );
        println!("|---|---|---|---|---|---|");
        for (seeds, r) in rows.iter().enumerate().filter(|(_, r)| r.positions > 0) {
            println!(
                "| {seeds} | {} | {} | {} | {:.0}% | {:.2} |",
                r.positions,
                r.values,
                r.exact,
                100.0 * r.exact as f64 / r.values.max(1) as f64,
                r.ms / r.positions as f64
            );
        }
    }
}
