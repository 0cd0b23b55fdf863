//! The quiet-move graph of one layer (boards of one seed count), as the cycle
//! finder walks it: boards packed in 56 bits, their moves that capture nothing.

use super::cycles::Graph;
use super::index::Indexer;
use crate::rules::{Position, Side, Variant, MAX_PITS};

/// Bits per pit in a packed board (so K is at most 15).
const PIT_BITS: usize = 4;
/// Mask of one packed pit.
const PIT_MASK: u64 = (1 << PIT_BITS) - 1;

/// Packs a board of at most 15 seeds a pit into the low 56 bits.
pub(super) fn pack(board: &[u8; MAX_PITS]) -> u64 {
    board
        .iter()
        .enumerate()
        .fold(0, |acc, (i, &s)| acc | u64::from(s) << (i * PIT_BITS))
}

/// The board packed by [`pack`] (the bits above 56 are ignored).
pub(super) fn unpack(packed: u64) -> [u8; MAX_PITS] {
    let mut board = [0u8; MAX_PITS];
    for (i, slot) in board.iter_mut().enumerate() {
        *slot = ((packed >> (i * PIT_BITS)) & PIT_MASK) as u8;
    }
    board
}

/// The boards of `seeds` seeds, each seen from its mover (South to move, the
/// mover's row first), with an edge for every legal move that captures nothing.
/// A grand slam captures nothing, so it is an edge too.
pub(super) struct LayerGraph<'a> {
    /// The board size.
    pub(super) variant: Variant,
    /// The ranking of boards.
    pub(super) index: &'a Indexer,
    /// Seeds on every board of the layer.
    pub(super) seeds: usize,
}

impl Graph for LayerGraph<'_> {
    fn node(&self, rank: usize) -> u64 {
        pack(&self.index.unrank(self.seeds, rank))
    }

    fn rank(&self, node: u64) -> usize {
        self.index.rank(&unpack(node)[..self.variant.pit_count()])
    }

    fn successors_from(
        &self,
        node: u64,
        from: usize,
        mut visit: impl FnMut(usize, u64, usize) -> bool,
    ) {
        let pos = Position {
            variant: self.variant,
            pits: unpack(node),
            stores: [0, 0],
            to_move: Side::South,
        };
        for pit in pos.legal_moves().filter(|&pit| pit >= from) {
            let mut child = pos;
            if child.apply(pit) != 0 {
                continue;
            }
            let board = self.index.mover_view(&child);
            let rank = self.index.rank(&board[..self.variant.pit_count()]);
            if !visit(pit, pack(&board), rank) {
                return;
            }
        }
    }
}
