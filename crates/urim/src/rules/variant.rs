//! The variant: the board's rules, its size and the seeds per pit. Who moves
//! first is an option of the match, kept by [`crate::Game`].

use super::{Side, MAX_HOLES};
use std::fmt;

/// The smallest number of pits per row.
pub const MIN_HOLES: usize = 6;
/// Seeds per pit on Brava today.
pub const STANDARD_SEEDS: u8 = 3;
/// Seeds per pit in the older "ancestral" set ("twelve mouths, forty-eight teeth").
pub const ANCESTRAL_SEEDS: u8 = 4;

/// Which board of the Urim family is played: pits per row and seeds per pit.
///
/// ```
/// use urim::Variant;
/// let v = Variant::new(7, 4)?;
/// assert_eq!(v.total_seeds(), 56);
/// assert!(Variant::new(5, 3).is_err());
/// # Ok::<(), urim::VariantError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Variant {
    holes: u8,
    seeds: u8,
}

/// Why a variant was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VariantError {
    /// Pits per row must be 6 or 7; this many were asked for.
    Holes(usize),
    /// Seeds per pit must be 3 or 4; this many were asked for.
    Seeds(usize),
}

impl fmt::Display for VariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VariantError::Holes(n) => {
                write!(f, "holes must be {MIN_HOLES} or {MAX_HOLES}, got {n}")
            }
            VariantError::Seeds(n) => write!(
                f,
                "seeds must be {STANDARD_SEEDS} or {ANCESTRAL_SEEDS}, got {n}"
            ),
        }
    }
}

impl std::error::Error for VariantError {}

impl Variant {
    /// A variant with `holes` pits per row and `seeds` seeds per pit.
    ///
    /// # Errors
    /// [`VariantError`] names the field that is out of range.
    pub fn new(holes: usize, seeds: usize) -> Result<Variant, VariantError> {
        if !is_board_size(holes) {
            return Err(VariantError::Holes(holes));
        }
        let seeds = u8::try_from(seeds)
            .ok()
            .filter(|&s| is_seed_count(s))
            .ok_or(VariantError::Seeds(seeds))?;
        Ok(Variant {
            holes: holes as u8, // 6 or 7, checked above
            seeds,
        })
    }

    /// The usual game on `holes` pits per row: 3 seeds a pit.
    ///
    /// # Errors
    /// [`VariantError::Holes`] unless `holes` is 6 or 7.
    pub fn standard(holes: usize) -> Result<Variant, VariantError> {
        Variant::new(holes, usize::from(STANDARD_SEEDS))
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

/// Whether a board may have `holes` pits per row: 6 or 7.
#[must_use]
pub const fn is_board_size(holes: usize) -> bool {
    holes >= MIN_HOLES && holes <= MAX_HOLES
}

/// Whether `seeds` a pit is a set we play: 3 (today's) or 4 (the ancestral one).
#[must_use]
pub const fn is_seed_count(seeds: u8) -> bool {
    seeds == STANDARD_SEEDS || seeds == ANCESTRAL_SEEDS
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Urim 2x{}, {} seeds", self.holes, self.seeds)
    }
}
