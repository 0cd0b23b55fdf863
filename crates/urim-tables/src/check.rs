//! Checking layer files: against the in-memory tables, board by board, and
//! (where those stop) against the equations the bounds must satisfy.

use crate::reader::{mover_view, FileTables};
use urim::rules::{Position, Side, Variant};
use urim_search::table_files::{next_board, LayerIndex};
use urim_search::{TableValue, Tables};

/// A board on which the files and the in-memory tables disagree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Disagreement {
    /// The position (stores empty).
    pub position: Position,
    /// What the files say.
    pub file: Option<TableValue>,
    /// What the in-memory tables say.
    pub memory: Option<TableValue>,
}

/// Compares every board both hold (each side to move, every seed count up to
/// the smaller K); returns the boards compared.
///
/// # Errors
/// The first [`Disagreement`].
pub fn compare_with_memory(
    files: &FileTables,
    memory: &Tables,
    variant: Variant,
) -> Result<u64, Box<Disagreement>> {
    let top = files.max_seeds().map_or(0, |k| k.min(memory.max_seeds()));
    let pits = variant.pit_count();
    let mut compared = 0;
    for seeds in 0..=top {
        if files.max_seeds().is_none() {
            break;
        }
        let index = LayerIndex::new(pits, seeds);
        let mut board = index.unrank(0);
        loop {
            for to_move in [Side::South, Side::North] {
                let position = Position::endgame(variant, board, to_move);
                let (file, memory) = (files.value(&position), memory.value(&position));
                if file.is_none() || file != memory {
                    return Err(Box::new(Disagreement {
                        position,
                        file,
                        memory,
                    }));
                }
                compared += 1;
            }
            if !next_board(&mut board[..pits]) {
                break;
            }
        }
    }
    Ok(compared)
}

/// Checks the bounds of layer `seeds` against their own definition, by
/// playing every move forward (no un-sowing involved): for each board
/// (every `step`-th, by rank) `lo` is the best over the moves of the seeds
/// captured minus the child's `hi`, and `hi` the best of those minus the
/// child's `lo` (the sweep where the mover has no move). Returns the boards
/// checked.
///
/// # Errors
/// The first board where a bound breaks its equation.
pub fn check_equations(
    files: &FileTables,
    variant: Variant,
    seeds: usize,
    step: u64,
) -> Result<u64, Box<Disagreement>> {
    let layer = match files.layers().get(seeds) {
        Some(layer) => layer,
        None => return Ok(0),
    };
    let index = LayerIndex::new(variant.pit_count(), seeds);
    let mut checked = 0;
    let mut rank = 0;
    while rank < layer.header().boards {
        let position = Position::endgame(variant, index.unrank(rank), Side::South);
        let (lo, hi) = layer.bounds(rank);
        if (lo, hi) != expected_bounds(files, &position) {
            return Err(Box::new(Disagreement {
                position,
                file: files.value(&position),
                memory: None,
            }));
        }
        checked += 1;
        rank += step.max(1);
    }
    Ok(checked)
}

/// The bounds of `pos` (South to move) that its moves and the files give.
fn expected_bounds(files: &FileTables, pos: &Position) -> (i8, i8) {
    let moves = pos.legal_moves();
    if moves.is_empty() {
        let sweep = pos.row_seeds(Side::South) as i8 - pos.row_seeds(Side::North) as i8;
        return (sweep, sweep);
    }
    let (mut lo, mut hi) = (i8::MIN, i8::MIN);
    for pit in moves {
        let mut child = *pos;
        let captured = child.apply(pit) as i8;
        let board = mover_view(&child);
        let left = board.iter().map(|&s| usize::from(s)).sum();
        let (child_lo, child_hi) = files.bounds_of(&board, left);
        lo = lo.max(captured - child_hi);
        hi = hi.max(captured - child_lo);
    }
    (lo, hi)
}
