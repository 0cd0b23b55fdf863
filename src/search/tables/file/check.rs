//! Checking layer files against the in-memory tables, board by board.

use super::index::{next_board, LayerIndex};
use super::reader::FileTables;
use crate::rules::{Position, Side, Variant};
use crate::search::tables::{TableValue, Tables};

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
                let position = Position {
                    variant,
                    pits: board,
                    stores: [0, 0],
                    to_move,
                };
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
