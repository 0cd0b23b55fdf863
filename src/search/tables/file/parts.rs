//! A layer built in parts by several processes (see `docs/solve.md`): each
//! part's tells for the others pass through files in a shared folder, each
//! part writes its bound codes and ply bytes to a part file, and
//! [`join_parts`] makes the layer file of them.

use super::build::write_layer;
use super::format::{pair_count, pairs, value_bytes, Header, TableFileError};
use super::solve::Solved;
use crate::rules::MAX_PIT_SEEDS;
use std::fs;
use std::path::{Path, PathBuf};

/// Bytes of one tell in a tells file.
const TELL_BYTES: usize = 8;

/// The tells file of round `round` from part `from` to part `to`.
#[must_use]
pub fn tells_path(dir: &Path, round: u64, from: usize, to: usize) -> PathBuf {
    dir.join(format!("r{round}-{from}to{to}.tells"))
}

/// The file of part `part`'s results.
#[must_use]
pub fn part_path(dir: &Path, part: usize) -> PathBuf {
    dir.join(format!("part-{part}.bin"))
}

/// An I/O error on `path`.
fn io(path: &Path) -> impl FnOnce(std::io::Error) -> TableFileError + '_ {
    move |source| TableFileError::Io {
        path: path.to_owned(),
        source,
    }
}

/// Writes `tells` to `path` (under a temporary name, then renamed).
///
/// # Errors
/// [`TableFileError::Io`] when the file cannot be written.
pub fn write_tells(path: &Path, tells: &[u64]) -> Result<(), TableFileError> {
    let bytes: Vec<u8> = tells.iter().flat_map(|t| t.to_le_bytes()).collect();
    let temp = path.with_extension("tells-part");
    fs::write(&temp, bytes).map_err(io(path))?;
    fs::rename(&temp, path).map_err(io(path))
}

/// Reads the tells of `path` and removes the file.
///
/// # Errors
/// [`TableFileError`] when it cannot be read or is not whole tells.
pub fn take_tells(path: &Path) -> Result<Vec<u64>, TableFileError> {
    let bytes = fs::read(path).map_err(io(path))?;
    if bytes.len() % TELL_BYTES != 0 {
        return Err(TableFileError::Short {
            path: path.to_owned(),
            bytes: bytes.len() as u64,
        });
    }
    fs::remove_file(path).map_err(io(path))?;
    Ok(bytes
        .chunks_exact(TELL_BYTES)
        .map(|c| {
            let mut word = [0u8; TELL_BYTES];
            word.copy_from_slice(c);
            u64::from_le_bytes(word)
        })
        .collect())
}

/// Writes a part's bound codes and ply bytes (as `encode_part` gives them).
///
/// # Errors
/// [`TableFileError::Io`] when the file cannot be written.
pub fn write_part(path: &Path, values: &[u8], plies: &[u8]) -> Result<(), TableFileError> {
    let temp = path.with_extension("bin-part");
    let mut bytes = values.to_vec();
    bytes.extend_from_slice(plies);
    fs::write(&temp, bytes).map_err(io(path))?;
    fs::rename(&temp, path).map_err(io(path))
}

/// Makes the file of layer `seeds` (`holes` pits a row) at `out` from the part
/// files in `dir`, cut at `cuts`: the parts' codes in order, then their ply
/// bytes. Returns the layer's header.
///
/// # Errors
/// [`TableFileError`] when a part is missing, of the wrong length or holds a
/// code out of range, or the layer file cannot be written.
pub fn join_parts(
    dir: &Path,
    holes: usize,
    seeds: usize,
    cuts: &[u64],
    out: &Path,
) -> Result<Header, TableFileError> {
    let width = value_bytes(seeds as u64) as usize;
    let boards = cuts.last().copied().unwrap_or(0);
    // Room for the ply bytes too, appended below without moving the codes.
    let mut values = Vec::with_capacity(boards as usize * (width + 1));
    let mut plies = Vec::with_capacity(boards as usize);
    for (part, range) in cuts.windows(2).enumerate() {
        let path = part_path(dir, part);
        let bytes = fs::read(&path).map_err(io(&path))?;
        let size = (range[1] - range[0]) as usize;
        if bytes.len() != size * (width + 1) {
            return Err(TableFileError::Short {
                path,
                bytes: bytes.len() as u64,
            });
        }
        values.extend_from_slice(&bytes[..size * width]);
        plies.extend_from_slice(&bytes[size * width..]);
    }
    let all = pairs(seeds as u64);
    let mut cycles = 0;
    for (at, code) in values.chunks_exact(width).enumerate() {
        let code = if width == 2 {
            usize::from(u16::from_le_bytes([code[0], code[1]]))
        } else {
            usize::from(code[0])
        };
        if code as u64 >= pair_count(seeds as u64) {
            return Err(TableFileError::BadEntry {
                path: dir.to_owned(),
                at: at as u64,
            });
        }
        let (lo, hi) = all[code];
        cycles += u64::from(lo != hi);
    }
    let header = Header {
        holes: holes as u32,
        seeds: seeds as u32,
        pit_cap: MAX_PIT_SEEDS.into(),
        boards,
        cycles,
    };
    values.append(&mut plies);
    let solved = Solved {
        header,
        payload: values,
        peak_queue: 0,
    };
    write_layer(out, &solved)?;
    Ok(header)
}
