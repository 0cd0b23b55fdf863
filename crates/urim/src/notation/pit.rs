//! Pit letters: South's pits `A..F` (`A..G`), North's `a..f` (`a..g`).

use super::NotationError;
use crate::rules::{Side, Variant};

/// The letter of `pit` on `variant`'s board (`?` for a pit off the board).
///
/// ```
/// use urim::{notation::pit_name, Variant};
/// let v = Variant::standard(6)?;
/// assert_eq!(pit_name(v, 2), 'C');
/// assert_eq!(pit_name(v, 9), 'd');
/// # Ok::<(), urim::VariantError>(())
/// ```
#[must_use]
pub fn pit_name(variant: Variant, pit: usize) -> char {
    if pit >= variant.pit_count() {
        return '?';
    }
    let (base, offset) = match variant.owner(pit) {
        Side::South => (b'A', pit),
        Side::North => (b'a', pit - variant.holes()),
    };
    char::from(base + offset as u8)
}

/// The pit index that `name` (one letter) stands for on `variant`'s board.
///
/// # Errors
/// [`NotationError::Pit`] unless `name` is one letter of this board.
pub fn parse_pit(variant: Variant, name: &str) -> Result<usize, NotationError> {
    let bad = || NotationError::Pit(name.to_string());
    let mut chars = name.chars();
    let (Some(c), None) = (chars.next(), chars.next()) else {
        return Err(bad());
    };
    let holes = variant.holes();
    let (base, start) = match c {
        'A'..='Z' => ('A', 0),
        'a'..='z' => ('a', holes),
        _ => return Err(bad()),
    };
    let offset = c as usize - base as usize;
    if offset < holes {
        Ok(start + offset)
    } else {
        Err(bad())
    }
}
