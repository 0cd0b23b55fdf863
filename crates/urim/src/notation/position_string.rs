//! The position string: pits in index order, South's store, North's store, side to move.
//! The start of 2x6 is `3-3-3-3-3-3-3-3-3-3-3-3-0-0-S`.

use super::number::parse_number;
use super::{NotationError, PositionStringError};
use crate::rules::variant::is_board_size;
use crate::rules::{Position, Setup, Side, Variant};
use std::fmt;

/// Fields after the pits: two stores and the side to move.
const TRAILING_FIELDS: usize = 3;

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for seeds in self.pits() {
            write!(f, "{seeds}-")?;
        }
        for side in [Side::South, Side::North] {
            write!(f, "{}-", self.store(side))?;
        }
        write!(f, "{}", self.to_move().letter())
    }
}

/// The longest position string read, in bytes. The longest real one (2x7, every
/// count in two digits) has about 50; the limit keeps a huge text from being
/// copied or echoed in a message.
pub const MAX_POSITION_CHARS: usize = 200;

/// Reads a position string. The board size comes from the number of pits and the
/// seeds per pit from the total. When `seeds` is given, the total must match it.
///
/// # Errors
/// [`NotationError`] naming what is wrong: a field that is not a number, a side
/// that is not `S` or `N`, a pit count that is not 12 or 14, or a bad total.
///
/// ```
/// use urim::notation::parse_position;
/// let p = parse_position("3-3-3-3-3-3-3-3-3-3-3-3-0-0-S", None)?;
/// assert_eq!(p.variant().holes(), 6);
/// assert!(parse_position("3-3-3", None).is_err());
/// # Ok::<(), urim::NotationError>(())
/// ```
pub fn parse_position(text: &str, seeds: Option<u32>) -> Result<Position, NotationError> {
    if text.len() > MAX_POSITION_CHARS {
        return Err(NotationError::PositionString(PositionStringError::TooLong(
            text.len(),
        )));
    }
    let fields = dash_fields(text.trim_ascii());
    let bad = NotationError::PositionString;
    if fields.len() < TRAILING_FIELDS + 1 {
        return Err(bad(PositionStringError::Fields(fields.len())));
    }
    let pit_fields = fields.len() - TRAILING_FIELDS;
    board_of(pit_fields)?;
    let field = |i: usize| fields.get(i).copied().unwrap_or_default();
    let number_at = |i: usize| -> Result<u32, NotationError> {
        parse_number(field(i)).ok_or_else(|| bad(PositionStringError::NotANumber(i + 1)))
    };
    let mut pits = Vec::with_capacity(pit_fields);
    for i in 0..pit_fields {
        pits.push(number_at(i)?);
    }
    let stores = [number_at(pit_fields)?, number_at(pit_fields + 1)?];
    let to_move = match field(pit_fields + 2) {
        "S" | "s" => Side::South,
        "N" | "n" => Side::North,
        other => return Err(bad(PositionStringError::Side(other.to_string()))),
    };
    position_from_parts(pits, stores, to_move, seeds)
}

/// The pits a row of a board of `pit_count` pits in all.
fn board_of(pit_count: usize) -> Result<usize, NotationError> {
    let holes = pit_count / 2;
    if pit_count % 2 != 0 || !is_board_size(holes) {
        return Err(NotationError::PositionString(
            PositionStringError::PitCount(pit_count),
        ));
    }
    Ok(holes)
}

/// A position from its parts, as a position string or a set-up gives them: the
/// seeds in each pit (index order), in the stores (`[south, north]`), and who
/// moves. The board size comes from the number of pits and the seeds per pit
/// from the total; when `seeds` is given, the total must match it.
///
/// # Errors
/// [`NotationError`] naming what is wrong: a pit count that is not 12 or 14, a
/// pit over 17 seeds, or a total that is no board's.
pub fn position_from_parts(
    pits: Vec<u32>,
    stores: [u32; 2],
    to_move: Side,
    seeds: Option<u32>,
) -> Result<Position, NotationError> {
    let pit_fields = pits.len();
    let holes = board_of(pit_fields)?;
    let bad = NotationError::PositionString;
    let total: u64 = pits.iter().chain(&stores).map(|&s| u64::from(s)).sum();
    let per_pit = match seeds {
        Some(s) => u64::from(s),
        None if total % pit_fields as u64 == 0 => total / pit_fields as u64,
        None => 0,
    };
    let variant = usize::try_from(per_pit)
        .ok()
        .and_then(|per_pit| Variant::new(holes, per_pit).ok())
        .filter(|v| u64::from(v.total_seeds()) == total)
        .ok_or(bad(PositionStringError::Total {
            found: total,
            holes,
            seeds,
        }))?;
    Ok(Position::from_setup(&Setup {
        variant,
        pits,
        stores,
        to_move,
    })?)
}

/// The fields of `text` between its dashes. A loop over the bytes rather than
/// `str::split`, whose general pattern search costs the page module half a
/// kilobyte (a dash is one byte in UTF-8, so every cut is at a character).
fn dash_fields(text: &str) -> Vec<&str> {
    let mut fields = Vec::new();
    let mut start = 0;
    for (at, byte) in text.bytes().enumerate() {
        if byte == b'-' {
            fields.push(text.get(start..at).unwrap_or_default());
            start = at + 1;
        }
    }
    fields.push(text.get(start..).unwrap_or_default());
    fields
}
