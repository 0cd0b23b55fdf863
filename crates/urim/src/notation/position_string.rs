//! The position string: pits in index order, South's store, North's store, side to move.
//! The start of 2x6 is `3-3-3-3-3-3-3-3-3-3-3-3-0-0-S`.

use super::number::parse_number;
use super::NotationError;
use crate::rules::variant::{is_board_size, ANCESTRAL_SEEDS, STANDARD_SEEDS};
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
        return Err(NotationError::PositionString(format!(
            "is {} bytes long, more than the {MAX_POSITION_CHARS} any position takes",
            text.len()
        )));
    }
    let fields: Vec<&str> = text.trim_ascii().split('-').collect();
    let bad = NotationError::PositionString;
    if fields.len() < TRAILING_FIELDS + 1 {
        return Err(bad(format!(
            "\"{text}\" has {} fields, expected pits, two stores and a side",
            fields.len()
        )));
    }
    let pit_fields = fields.len() - TRAILING_FIELDS;
    board_of(pit_fields)?;
    let field = |i: usize| fields.get(i).copied().unwrap_or_default();
    let number_at = |i: usize| -> Result<u32, NotationError> {
        parse_number(field(i)).ok_or_else(|| {
            bad(format!(
                "field {} is \"{}\", not a number of seeds",
                i + 1,
                field(i)
            ))
        })
    };
    let mut pits = Vec::with_capacity(pit_fields);
    for i in 0..pit_fields {
        pits.push(number_at(i)?);
    }
    let stores = [number_at(pit_fields)?, number_at(pit_fields + 1)?];
    let to_move = match field(pit_fields + 2) {
        "S" | "s" => Side::South,
        "N" | "n" => Side::North,
        other => return Err(bad(format!("ends with \"{other}\", expected S or N"))),
    };
    position_from_parts(pits, stores, to_move, seeds)
}

/// The pits a row of a board of `pit_count` pits in all.
fn board_of(pit_count: usize) -> Result<usize, NotationError> {
    let holes = pit_count / 2;
    if pit_count % 2 != 0 || !is_board_size(holes) {
        return Err(NotationError::PositionString(format!(
            "has {pit_count} pits, expected 12 (2x6) or 14 (2x7)"
        )));
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
        .ok_or_else(|| {
            let expected = match seeds {
                Some(s) => format!("{} ({s} seeds a pit)", pit_fields as u64 * u64::from(s)),
                None => format!(
                    "{} or {}",
                    pit_fields * usize::from(STANDARD_SEEDS),
                    pit_fields * usize::from(ANCESTRAL_SEEDS)
                ),
            };
            bad(format!(
                "holds {total} seeds, expected {expected} on 2x{holes}"
            ))
        })?;
    Ok(Position::from_setup(&Setup {
        variant,
        pits,
        stores,
        to_move,
    })?)
}
