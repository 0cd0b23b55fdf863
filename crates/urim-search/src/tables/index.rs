//! A perfect index of the boards with at most K seeds: boards are read from the
//! mover's side (the mover's row first) and ranked among all ways of putting
//! their seeds in the pits (the combinatorial number system for compositions).

use urim::rules::{Position, Side, MAX_HOLES, MAX_PITS};

/// The ranking of boards of one size with at most `max_seeds` seeds.
#[derive(Clone, Debug)]
pub(crate) struct Indexer {
    pits: usize,
    holes: usize,
    /// `binom[a * (pits + 1) + b]` = a choose b, for a up to `max_seeds + pits`.
    binom: Vec<u32>,
    /// Where the boards of each seed count begin; one more entry for the end.
    offsets: Vec<usize>,
    /// `steps[(pit * (K + 1) + left) * (K + 1) + seeds]`: how much the rank grows
    /// when `pit` holds `seeds` of the `left` seeds not in earlier pits.
    steps: Vec<u32>,
    /// K + 1: the stride of `steps`.
    stride: usize,
}

impl Indexer {
    /// The index of the boards of `holes` pits a row with at most `max_seeds` seeds.
    #[must_use]
    pub(crate) fn new(holes: usize, max_seeds: usize) -> Indexer {
        let pits = 2 * holes;
        let rows = max_seeds + pits + 1;
        let width = pits + 1;
        let mut binom = vec![0u32; rows * width];
        for a in 0..rows {
            binom[a * width] = 1;
            for b in 1..=pits.min(a) {
                binom[a * width + b] = binom[(a - 1) * width + b - 1] + binom[(a - 1) * width + b];
            }
        }
        let mut index = Indexer {
            pits,
            holes,
            binom,
            offsets: vec![0],
            steps: Vec::new(),
            stride: max_seeds + 1,
        };
        for n in 0..=max_seeds {
            let end = index.offsets[n] + index.layer_size(n);
            index.offsets.push(end);
        }
        index.steps = index.rank_steps();
        index
    }

    /// The table behind [`Indexer::rank`]: boards ranking below a board whose pit
    /// `pit` holds `seeds` of `left` are those with fewer seeds there, which is
    /// (left + rest choose rest) - (left - seeds + rest choose rest) of them, where
    /// `rest` pits follow (the hockey-stick identity).
    fn rank_steps(&self) -> Vec<u32> {
        let k = self.stride;
        let mut steps = vec![0u32; self.pits * k * k];
        for pit in 0..self.pits - 1 {
            let rest = self.pits - 1 - pit;
            for left in 0..k {
                for seeds in 0..=left {
                    let step =
                        self.choose(left + rest, rest) - self.choose(left - seeds + rest, rest);
                    steps[(pit * k + left) * k + seeds] = step as u32;
                }
            }
        }
        steps
    }

    /// Boards with exactly `seeds` seeds: (seeds + pits - 1) choose (pits - 1).
    #[must_use]
    pub(crate) fn layer_size(&self, seeds: usize) -> usize {
        self.choose(seeds + self.pits - 1, self.pits - 1)
    }

    /// `a` choose `b` (with `b` at most the number of pits).
    #[inline]
    fn choose(&self, a: usize, b: usize) -> usize {
        self.binom[a * (self.pits + 1) + b] as usize
    }

    /// Where the boards with `seeds` seeds begin.
    #[must_use]
    pub(crate) fn offset(&self, seeds: usize) -> usize {
        self.offsets[seeds]
    }

    /// All boards indexed.
    #[must_use]
    pub(crate) fn len(&self) -> usize {
        *self.offsets.last().expect("at least one layer")
    }

    /// The rank of the board `seeds` (mover's row first) among boards with its seed
    /// count: boards are ordered by their first pit, then the second, and so on.
    #[must_use]
    pub(crate) fn rank(&self, seeds: &[u8]) -> usize {
        self.rank_from(seeds.iter().copied())
    }

    /// [`Indexer::rank`] of the board whose pits, in order, `pits` yields.
    fn rank_from(&self, pits: impl Iterator<Item = u8> + Clone) -> usize {
        let mut board = [0u8; MAX_PITS];
        for (slot, s) in board.iter_mut().zip(pits) {
            *slot = s;
        }
        self.rank_board(&board)
    }

    /// [`Indexer::rank`] of a whole board array (pits past the board hold 0).
    #[inline]
    fn rank_board(&self, board: &[u8; MAX_PITS]) -> usize {
        let k = self.stride;
        let mut left: usize = board.iter().map(|&s| usize::from(s)).sum();
        let mut rank = 0;
        for (pit, &s) in board[..self.pits - 1].iter().enumerate() {
            rank += self.steps[(pit * k + left) * k + usize::from(s)] as usize;
            left -= usize::from(s);
        }
        rank
    }

    /// The board of `pos` seen from its mover: the mover's row, then the other.
    #[must_use]
    pub(crate) fn mover_view(&self, pos: &Position) -> [u8; MAX_PITS] {
        match pos.to_move() {
            Side::South => pos.pit_array(),
            Side::North => self.swap_rows(&pos.pit_array()),
        }
    }

    /// `pits` with the two rows swapped. Written pit by pit over a fixed count, not
    /// with slice copies: in wasm a copy of variable length becomes a call out of
    /// the module, which costs more than the copy.
    #[inline]
    fn swap_rows(&self, pits: &[u8; MAX_PITS]) -> [u8; MAX_PITS] {
        let mut board = [0u8; MAX_PITS];
        for i in 0..MAX_HOLES {
            if i < self.holes {
                board[i] = pits[self.holes + i];
                board[self.holes + i] = pits[i];
            }
        }
        board
    }

    /// The global index of `pos` (its board from its mover's view), which must
    /// hold at most the indexed number of seeds.
    #[must_use]
    pub(crate) fn index(&self, pos: &Position) -> usize {
        let board = self.mover_view(pos);
        let seeds: usize = board.iter().map(|&s| usize::from(s)).sum();
        self.offsets[seeds] + self.rank(&board[..self.pits])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table_files::{next_board, LayerIndex};

    /// The solver ranks a layer's boards with the table files' index, and the
    /// tables are looked up with this one: below the 17-seed cap they agree.
    #[test]
    fn boards_in_rank_order_get_consecutive_ranks() {
        let index = Indexer::new(6, 5);
        for n in 0..=5 {
            let layer = LayerIndex::new(12, n);
            let mut board = layer.unrank(0);
            let mut expected = 0;
            loop {
                assert_eq!(index.rank(&board[..12]), expected);
                expected += 1;
                if !next_board(&mut board[..12]) {
                    break;
                }
            }
            assert_eq!(expected, index.layer_size(n));
            assert_eq!(expected as u64, layer.size());
        }
    }
}
