//! Helpers shared by the integration tests: literal boards, and (in
//! `reference`) a plain solver that carries the game's history. The search's
//! and the table files' tests include this folder too.

#![allow(dead_code)]

pub mod reference;

use urim::{Position, Setup, Side, Variant};

/// A position from a literal board `"3 3 3 3 4 0 | 1 3 2 5 3 3"` (South's row A.. then
/// North's row a..), `to_move`, and South's store; North's store takes the rest of the
/// total. Seeds per pit: 3, or 4 when the total needs it.
pub fn board(rows: &str, to_move: Side, south_store: u32, seeds: usize) -> Position {
    let pits: Vec<u32> = rows
        .split_whitespace()
        .filter(|t| *t != "|")
        .map(|t| t.parse().expect("a number"))
        .collect();
    let variant = Variant::new(pits.len() / 2, seeds).expect("variant");
    let on_board: u32 = pits.iter().sum();
    let north_store = variant.total_seeds() - on_board - south_store;
    Position::from_setup(&Setup {
        variant,
        pits,
        stores: [south_store, north_store],
        to_move,
    })
    .expect("a valid literal board")
}

/// A 3-seed board with South to move and the stores split evenly-ish.
pub fn south(rows: &str) -> Position {
    board(rows, Side::South, 0, 3)
}

/// A 3-seed board with North to move.
pub fn north(rows: &str) -> Position {
    board(rows, Side::North, 0, 3)
}

/// The pits of a position as a literal board, for comparisons.
pub fn rows(pos: &Position) -> String {
    let n = pos.variant().holes();
    let show = |r: &[u8]| {
        r.iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    format!("{} | {}", show(&pos.pits()[..n]), show(&pos.pits()[n..]))
}
