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
            PositionError::PitOverLimit { pit, seeds } => write!(
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
    /// The opening position of `variant`: every pit full, stores empty, the first player to move.
    #[must_use]
    pub fn start(variant: Variant) -> Position {
        let mut pits = [0; MAX_PITS];
        pits[..variant.pit_count()].fill(variant.seeds_per_pit());
        Position {
            variant: variant.with_first(Side::South),
            pits,
            stores: [0, 0],
            to_move: variant.first(),
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
            return Err(PositionError::PitOverLimit { pit, seeds });
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
            variant: variant.with_first(Side::South),
            pits,
            stores: [setup.stores[0] as u8, setup.stores[1] as u8], // at most the total
            to_move: setup.to_move,
        })
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

    /// The board: pits per row and seeds per pit. Who moved first is not part of
    /// a position, so [`Variant::first`] here is always South.
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
    pub fn row_seeds(&self, side: Side) -> u32 {
        self.pits[self.variant.row(side)]
            .iter()
            .map(|&s| u32::from(s))
            .sum()
    }

    /// The pits and side to move, the part of a position that the cycle rule compares.
    #[must_use]
    pub fn board_key(&self) -> ([u8; MAX_PITS], Side) {
        (self.pits, self.to_move)
    }
}
