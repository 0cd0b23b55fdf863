//! A validated position: the pits, the two stores and the side to move.

use super::{Side, Variant, MAX_PITS, MAX_PIT_SEEDS};
use std::fmt;

/// Raw, unchecked parts of a position. Turn it into a [`Position`] with
/// [`Position::from_setup`], which checks every rule a position must obey.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The variant the position belongs to.
    pub variant: Variant,
    /// Seeds in each pit, in index order (South's `A..` then North's `a..`).
    pub pits: Vec<u32>,
    /// Seeds in the stores, `[south, north]`.
    pub stores: [u32; 2],
    /// The player whose turn it is.
    pub to_move: Side,
}

/// Why a [`Setup`] is not a valid position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// The number of pits does not match the variant.
    PitCount {
        /// Pits the variant has.
        expected: usize,
        /// Pits given.
        found: usize,
    },
    /// A pit holds more than 17 seeds.
    PitOverLimit {
        /// The pit's index.
        pit: usize,
        /// Its letter on the board (`A..` South's, `a..` North's).
        letter: char,
        /// Its seeds.
        seeds: u32,
    },
    /// The seeds on the board and in the stores do not add up to the variant's total.
    Total {
        /// The variant's total.
        expected: u32,
        /// The sum found.
        found: u64,
    },
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::PitCount { expected, found } => {
                write!(f, "position has {found} pits, expected {expected}")
            }
            PositionError::PitOverLimit { pit, seeds, .. } => write!(
                f,
                "pit {pit} holds {seeds} seeds, more than the limit of {MAX_PIT_SEEDS}"
            ),
            PositionError::Total { expected, found } => write!(
                f,
                "position holds {found} seeds in pits and stores, expected {expected}"
            ),
        }
    }
}

impl std::error::Error for PositionError {}

/// Bytes in one machine word read at once.
const WORD: usize = 8;
/// Multiplying by this adds up the bytes of a word into its top byte.
const BYTE_SUM: u64 = 0x0101_0101_0101_0101;
/// Bits to shift the top byte of a word down.
const TOP_BYTE: u32 = 56;

/// What the cycle rule compares: the pits and the side to move, packed in two words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BoardKey(u64, u64);

/// A legal arrangement of seeds, small and cheap to copy.
///
/// ```
/// use urim::{Position, Setup, Side, Variant};
/// let variant = Variant::standard(6)?;
/// let setup = Setup { variant, pits: vec![3; 12], stores: [0, 0], to_move: Side::South };
/// assert_eq!(Position::from_setup(&setup)?, Position::start(variant));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) variant: Variant,
    pub(crate) pits: [u8; MAX_PITS],
    pub(crate) stores: [u8; 2],
    pub(crate) to_move: Side,
}

impl Position {
    /// The opening position of `variant`: every pit full, stores empty, South to move.
    #[must_use]
    pub fn start(variant: Variant) -> Position {
        Position::opening(variant, Side::South)
    }

    /// The opening position of `variant` with `first` to move.
    ///
    /// ```
    /// use urim::{Position, Side, Variant};
    /// let v = Variant::standard(6)?;
    /// assert_eq!(Position::opening(v, Side::North).to_string(), "3-3-3-3-3-3-3-3-3-3-3-3-0-0-N");
    /// # Ok::<(), urim::VariantError>(())
    /// ```
    #[must_use]
    pub fn opening(variant: Variant, first: Side) -> Position {
        let mut pits = [0; MAX_PITS];
        pits[..variant.pit_count()].fill(variant.seeds_per_pit());
        Position {
            variant,
            pits,
            stores: [0, 0],
            to_move: first,
        }
    }

    /// Checks raw parts and builds the position they describe.
    ///
    /// # Errors
    /// [`PositionError`] when the pit count is wrong, a pit holds more than 17 seeds,
    /// or the seeds do not add up to the variant's total.
    pub fn from_setup(setup: &Setup) -> Result<Position, PositionError> {
        let variant = setup.variant;
        if setup.pits.len() != variant.pit_count() {
            return Err(PositionError::PitCount {
                expected: variant.pit_count(),
                found: setup.pits.len(),
            });
        }
        if let Some((pit, &seeds)) = setup
            .pits
            .iter()
            .enumerate()
            .find(|(_, &s)| s > u32::from(MAX_PIT_SEEDS))
        {
            return Err(PositionError::PitOverLimit {
                pit,
                letter: crate::notation::pit_name(variant, pit),
                seeds,
            });
        }
        let found: u64 = setup.pits.iter().map(|&s| u64::from(s)).sum::<u64>()
            + setup.stores.iter().map(|&s| u64::from(s)).sum::<u64>();
        if found != u64::from(variant.total_seeds()) {
            return Err(PositionError::Total {
                expected: variant.total_seeds(),
                found,
            });
        }
        let mut pits = [0; MAX_PITS];
        for (slot, &seeds) in pits.iter_mut().zip(&setup.pits) {
            *slot = seeds as u8; // checked above: at most 17
        }
        Ok(Position {
            variant,
            pits,
            stores: [setup.stores[0] as u8, setup.stores[1] as u8], // at most the total
            to_move: setup.to_move,
        })
    }

    /// A board for endgame analysis: `pits` in index order (the slots past the
    /// variant's pits empty), both stores empty, `to_move` to move. Unlike
    /// [`Position::from_setup`] it does not ask the seeds to add up to the
    /// variant's total: the endgame tables look at the board alone. Every pit
    /// must hold at most 17 seeds (checked in debug builds).
    #[must_use]
    pub fn endgame(variant: Variant, pits: [u8; MAX_PITS], to_move: Side) -> Position {
        debug_assert!(pits.iter().all(|&s| s <= MAX_PIT_SEEDS));
        debug_assert!(pits[variant.pit_count()..].iter().all(|&s| s == 0));
        Position {
            variant,
            pits,
            stores: [0, 0],
            to_move,
        }
    }

    /// Seeds in each pit, in index order, in all [`MAX_PITS`] slots (those past
    /// the variant's pits empty): the board as the endgame tables rank it.
    #[must_use]
    pub const fn pit_array(&self) -> [u8; MAX_PITS] {
        self.pits
    }

    /// The raw parts of this position.
    #[must_use]
    pub fn setup(&self) -> Setup {
        Setup {
            variant: self.variant,
            pits: self.pits().iter().map(|&s| u32::from(s)).collect(),
            stores: [u32::from(self.stores[0]), u32::from(self.stores[1])],
            to_move: self.to_move,
        }
    }

    /// The board: pits per row and seeds per pit.
    #[must_use]
    pub const fn variant(&self) -> Variant {
        self.variant
    }

    /// Seeds in each pit, in index order.
    #[must_use]
    pub fn pits(&self) -> &[u8] {
        &self.pits[..self.variant.pit_count()]
    }

    /// Seeds in one pit (0 for an index past the board).
    #[must_use]
    pub fn seeds(&self, pit: usize) -> u8 {
        self.pits().get(pit).copied().unwrap_or(0)
    }

    /// Seeds in `side`'s store.
    #[must_use]
    pub const fn store(&self, side: Side) -> u8 {
        self.stores[side.index()]
    }

    /// The player whose turn it is.
    #[must_use]
    pub const fn to_move(&self) -> Side {
        self.to_move
    }

    /// Seeds left in `side`'s row.
    #[must_use]
    #[inline]
    pub fn row_seeds(&self, side: Side) -> u32 {
        // Add up the row's bytes with one multiplication: a row holds at most
        // 7 x 17 < 256 seeds, so no byte of the running sums overflows.
        (self.row_word(side).wrapping_mul(BYTE_SUM) >> TOP_BYTE) as u32
    }

    /// `side`'s row as one word: its first pit in the lowest byte, zero bytes past its end.
    #[inline]
    pub(crate) fn row_word(&self, side: Side) -> u64 {
        let row = self.variant.row(side);
        let holes = row.len() as u32;
        if row.end >= WORD {
            self.word(row.end - WORD) >> (8 * (WORD as u32 - holes))
        } else {
            self.word(0) & ((1u64 << (8 * holes)) - 1)
        }
    }

    /// The pits and side to move, the part of a position that the cycle rule compares.
    #[must_use]
    #[inline]
    pub fn board_key(&self) -> BoardKey {
        // Two words cover all 14 pit slots (they overlap in the middle). A pit
        // holds at most 17 seeds, so the top bit of the last slot is free for the side.
        let side = (self.to_move as u64) << 63;
        BoardKey(self.word(0), self.word(MAX_PITS - WORD) | side)
    }

    /// Empties the pits `first..=last` of one row. Done on a whole word (the
    /// first 8 pit slots, or the last 8, which hold any North row) rather than
    /// with a fill loop: compiled to wasm, a fill becomes a call out of the module
    /// that costs more than the capture itself.
    #[inline]
    pub(crate) fn empty_run(&mut self, first: usize, last: usize) {
        let start = if last < WORD { 0 } else { MAX_PITS - WORD };
        debug_assert!(start <= first && first <= last && last < MAX_PITS);
        let below = (first - start) as u32 * 8;
        let through = (last + 1 - start) as u32 * 8;
        let run = (u64::MAX >> (64 - through)) & (u64::MAX << below);
        let word = self.word(start) & !run;
        self.pits[start..start + WORD].copy_from_slice(&word.to_le_bytes());
    }

    /// The 8 pit slots from `start` as one little-endian word.
    #[inline]
    fn word(&self, start: usize) -> u64 {
        let mut bytes = [0u8; WORD];
        bytes.copy_from_slice(&self.pits[start..start + WORD]);
        u64::from_le_bytes(bytes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Positions on both boards with every row of full (17) or mixed pits.
    fn samples() -> Vec<Position> {
        let mut out = Vec::new();
        for holes in [6, 7] {
            for seeds in [3, 4] {
                let variant = Variant::new(holes, seeds).unwrap();
                let n = variant.pit_count();
                let total = variant.total_seeds();
                for shift in 0..n {
                    // Three full pits and a sprinkle elsewhere, rotated round the board.
                    let mut pits = vec![0u32; n];
                    let mut left = total;
                    for k in 0..n {
                        let want = if k < 3 { 17 } else { (k as u32 * 7) % 5 };
                        let put = want.min(left);
                        pits[(k + shift) % n] = put;
                        left -= put;
                    }
                    let to_move = if shift % 2 == 0 {
                        Side::South
                    } else {
                        Side::North
                    };
                    let setup = Setup {
                        variant,
                        pits,
                        stores: [left, 0],
                        to_move,
                    };
                    out.push(Position::from_setup(&setup).unwrap());
                }
            }
        }
        out
    }

    #[test]
    fn row_seeds_adds_up_each_row() {
        for pos in samples() {
            for side in Side::BOTH {
                let plain: u32 = pos.pits()[pos.variant.row(side)]
                    .iter()
                    .map(|&s| u32::from(s))
                    .sum();
                assert_eq!(pos.row_seeds(side), plain, "{pos} {side}");
            }
        }
    }

    #[test]
    fn board_key_tells_apart_pits_and_side() {
        let all = samples();
        for a in &all {
            let mut flipped = *a;
            flipped.to_move = a.to_move.opponent();
            assert_ne!(a.board_key(), flipped.board_key());
            for b in &all {
                let same = a.pits == b.pits && a.to_move == b.to_move;
                assert_eq!(a.board_key() == b.board_key(), same);
            }
        }
    }

    #[test]
    fn empty_run_empties_exactly_the_run() {
        for pos in samples() {
            for side in Side::BOTH {
                let row = pos.variant.row(side);
                for first in row.clone() {
                    for last in first..row.end {
                        let mut words = pos;
                        words.empty_run(first, last);
                        let mut plain = pos;
                        plain.pits[first..=last].fill(0);
                        assert_eq!(words, plain, "{pos} {first}..={last}");
                    }
                }
            }
        }
    }
}
