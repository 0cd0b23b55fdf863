//! The variant: board size, seeds per pit, and who moves first.

use super::{Side, MAX_HOLES};
use std::fmt;

/// The smallest number of pits per row.
pub const MIN_HOLES: u8 = 6;
/// Seeds per pit on Brava today.
pub const STANDARD_SEEDS: u8 = 3;
/// Seeds per pit in the older "ancestral" set ("twelve mouths, forty-eight teeth").
pub const ANCESTRAL_SEEDS: u8 = 4;

/// Which game of the Urim family is played.
///
/// ```
/// use urim::{Side, Variant};
/// let v = Variant::new(7, 4, Side::North)?;
/// assert_eq!(v.total_seeds(), 56);
/// assert!(Variant::new(5, 3, Side::South).is_err());
/// # Ok::<(), urim::VariantError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Variant {
    holes: u8,
    seeds: u8,
    first: Side,
}

/// Why a variant was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VariantError {
    /// Pits per row must be 6 or 7.
    Holes(i64),
    /// Seeds per pit must be 3 or 4.
    Seeds(i64),
}

impl fmt::Display for VariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VariantError::Holes(n) => write!(f, "holes must be 6 or 7, got {n}"),
            VariantError::Seeds(n) => write!(f, "seeds must be 3 or 4, got {n}"),
        }
    }
}

impl std::error::Error for VariantError {}

impl Variant {
    /// A variant with `holes` pits per row and `seeds` seeds per pit, `first` to move.
    ///
    /// # Errors
    /// [`VariantError`] names the field that is out of range.
    pub fn new(holes: i64, seeds: i64, first: Side) -> Result<Variant, VariantError> {
        if !(i64::from(MIN_HOLES)..=MAX_HOLES as i64).contains(&holes) {
            return Err(VariantError::Holes(holes));
        }
        if seeds != i64::from(STANDARD_SEEDS) && seeds != i64::from(ANCESTRAL_SEEDS) {
            return Err(VariantError::Seeds(seeds));
        }
        Ok(Variant {
            holes: holes as u8,
            seeds: seeds as u8,
            first,
        })
    }

    /// The usual game on `holes` pits per row: 3 seeds a pit, South first.
    ///
    /// # Errors
    /// [`VariantError::Holes`] unless `holes` is 6 or 7.
    pub fn standard(holes: i64) -> Result<Variant, VariantError> {
        Variant::new(holes, i64::from(STANDARD_SEEDS), Side::South)
    }

    /// Pits per row (N).
    #[must_use]
    pub const fn holes(self) -> usize {
        self.holes as usize
    }

    /// Pits on the board (2N).
    #[must_use]
    pub const fn pit_count(self) -> usize {
        2 * self.holes as usize
    }

    /// Seeds in each pit at the start.
    #[must_use]
    pub const fn seeds_per_pit(self) -> u8 {
        self.seeds
    }

    /// Who makes the first move.
    #[must_use]
    pub const fn first(self) -> Side {
        self.first
    }

    /// The same variant with another first player.
    #[must_use]
    pub const fn with_first(self, first: Side) -> Variant {
        Variant { first, ..self }
    }

    /// All the seeds in play (T): 36 or 42 with 3 seeds a pit, 48 or 56 with 4.
    #[must_use]
    pub const fn total_seeds(self) -> u32 {
        self.pit_count() as u32 * self.seeds as u32
    }

    /// The owner of pit `pit` (which must be below [`Variant::pit_count`]).
    #[must_use]
    pub const fn owner(self, pit: usize) -> Side {
        if pit < self.holes as usize {
            Side::South
        } else {
            Side::North
        }
    }

    /// The pits of `side`'s row, in sowing order.
    #[must_use]
    pub const fn row(self, side: Side) -> std::ops::Range<usize> {
        let n = self.holes as usize;
        match side {
            Side::South => 0..n,
            Side::North => n..2 * n,
        }
    }

    /// The pit that sowing reaches after `pit` (counter-clockwise).
    #[must_use]
    pub const fn next(self, pit: usize) -> usize {
        if pit + 1 == self.pit_count() {
            0
        } else {
            pit + 1
        }
    }

    /// The pit that sowing visits just before `pit`.
    #[must_use]
    pub const fn previous(self, pit: usize) -> usize {
        if pit == 0 {
            self.pit_count() - 1
        } else {
            pit - 1
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Urim 2x{}, {} seeds", self.holes, self.seeds)
    }
}
