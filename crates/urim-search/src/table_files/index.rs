//! A perfect index of the boards of one seed count that can occur: no pit holds
//! more than 17 seeds (the rules' cap), so boards with a fuller pit get no rank.
//! Boards are read from the mover's side and ranked in the same order as the
//! in-memory tables (first pit, then the second, ...), so up to 17 seeds the
//! ranks agree with theirs.

use urim::rules::{MAX_PITS, MAX_PIT_SEEDS};

/// Seeds a pit can hold: 0 to 17.
const PIT_VALUES: usize = MAX_PIT_SEEDS as usize + 1;

/// The ranking of the boards with exactly `seeds` seeds on one board size.
#[derive(Clone, Debug)]
pub struct LayerIndex {
    pits: usize,
    seeds: usize,
    /// `ways[rest * (seeds + 1) + left]`: boards of `rest` pits holding `left` seeds.
    ways: Vec<u64>,
    /// `steps[(pit * (seeds + 1) + left) * PIT_VALUES + x]`: how much the rank
    /// grows when `pit` holds `x` of the `left` seeds not in earlier pits.
    steps: Vec<u64>,
}

impl LayerIndex {
    /// The index of the boards of `pits` pits holding `seeds` seeds.
    #[must_use]
    pub fn new(pits: usize, seeds: usize) -> LayerIndex {
        let width = seeds + 1;
        let mut ways = vec![0u64; (pits + 1) * width];
        ways[0] = 1; // no pits, no seeds: one way
        for rest in 1..=pits {
            for left in 0..=seeds {
                ways[rest * width + left] = (0..=left.min(PIT_VALUES - 1))
                    .map(|x| ways[(rest - 1) * width + left - x])
                    .sum();
            }
        }
        let mut steps = vec![0u64; pits * width * PIT_VALUES];
        for pit in 0..pits {
            let rest = pits - 1 - pit;
            for left in 0..=seeds {
                let mut below = 0;
                for x in 0..PIT_VALUES.min(left + 1) {
                    steps[(pit * width + left) * PIT_VALUES + x] = below;
                    below += ways[rest * width + left - x];
                }
            }
        }
        LayerIndex {
            pits,
            seeds,
            ways,
            steps,
        }
    }

    /// Boards of `rest` pits holding `left` seeds, no pit over the cap.
    #[must_use]
    pub fn ways(&self, rest: usize, left: usize) -> u64 {
        self.ways[rest * (self.seeds + 1) + left]
    }

    /// Boards in the layer.
    #[must_use]
    pub fn size(&self) -> u64 {
        self.ways(self.pits, self.seeds)
    }

    /// The rank of `board` (mover's row first; it must hold the layer's seeds
    /// and no pit over the cap).
    #[must_use]
    #[inline]
    pub fn rank(&self, board: &[u8; MAX_PITS]) -> u64 {
        let width = self.seeds + 1;
        let mut left = self.seeds;
        let mut rank = 0;
        for (pit, &s) in board[..self.pits - 1].iter().enumerate() {
            let s = usize::from(s);
            rank += self.steps[(pit * width + left) * PIT_VALUES + s];
            left -= s;
        }
        rank
    }

    /// The board of rank `rank` (below [`LayerIndex::size`]).
    #[must_use]
    pub fn unrank(&self, rank: u64) -> [u8; MAX_PITS] {
        let mut board = [0u8; MAX_PITS];
        let mut left = self.seeds;
        let mut skip = rank;
        for (pit, slot) in board[..self.pits - 1].iter_mut().enumerate() {
            let rest = self.pits - 1 - pit;
            let mut x = 0;
            loop {
                let with_x = self.ways(rest, left - x);
                if skip < with_x {
                    break;
                }
                skip -= with_x;
                x += 1;
            }
            *slot = x as u8;
            left -= x;
        }
        board[self.pits - 1] = left as u8;
        board
    }
}

/// Steps `board` (fixed sum, no pit over the cap) to the next board in rank
/// order; false after the last.
pub fn next_board(board: &mut [u8]) -> bool {
    let last = board.len() - 1;
    // The suffix after pit j is at its largest (filled from the left, each pit
    // as full as the cap allows) when the rank cannot grow by changing it alone:
    // find the rightmost pit j < last that can take one more seed from its right.
    let mut tail: usize = usize::from(board[last]);
    for j in (0..last).rev() {
        if tail > 0 && board[j] < MAX_PIT_SEEDS {
            board[j] += 1;
            let mut left = tail - 1;
            // The smallest suffix: seeds pushed as far right as the cap allows.
            for slot in board[j + 1..].iter_mut().rev() {
                let here = left.min(PIT_VALUES - 1);
                *slot = here as u8;
                left -= here;
            }
            return true;
        }
        tail += usize::from(board[j]);
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn consecutive_boards_get_consecutive_ranks_and_unrank_back() {
        for (pits, seeds) in [(12, 5), (4, 20), (3, 36), (14, 3)] {
            let index = LayerIndex::new(pits, seeds);
            let mut board = index.unrank(0);
            let mut expected = 0;
            loop {
                assert!(board[..pits].iter().all(|&s| s <= MAX_PIT_SEEDS));
                assert_eq!(
                    board[..pits].iter().map(|&s| usize::from(s)).sum::<usize>(),
                    seeds
                );
                assert_eq!(index.rank(&board), expected);
                assert_eq!(index.unrank(expected), board);
                expected += 1;
                if !next_board(&mut board[..pits]) {
                    break;
                }
            }
            assert_eq!(expected, index.size());
        }
    }

    #[test]
    fn below_the_cap_the_sizes_are_binomials() {
        // 12 pits, 12 seeds: 23 choose 11.
        assert_eq!(LayerIndex::new(12, 12).size(), 1_352_078);
        // 3 pits of at most 17 seeds hold at most 51.
        assert_eq!(LayerIndex::new(3, 51).size(), 1);
        assert_eq!(LayerIndex::new(3, 52).size(), 0);
        // 2 pits holding 18: (1, 17) to (17, 1), not (0, 18) nor (18, 0).
        assert_eq!(LayerIndex::new(2, 18).size(), 17);
    }
}
