//! A part's absorb when its tells are few next to its cells: rather than
//! loading and saving every cell, the cells told are read from the mapped
//! state file, told, and written back in place through a redo log (written
//! whole, then applied, then removed), so an interruption leaves either the
//! old state, or the log to apply again, or the new state.

use super::records::{io, temp_path};
use super::state::{state_path, CELL_FILE_BYTES, STATE_HEADER_BYTES, TURN_AT};
use crate::search::tables::build::Cell;
use crate::search::tables::file::format::TableFileError;
use crate::search::tables::file::solve::{tell_cell, tell_parts, word_of, Keyed};
use memmap2::{Mmap, MmapMut};
use std::collections::HashMap;
use std::fs::{self, File, OpenOptions};
use std::path::{Path, PathBuf};

/// The first bytes of a redo log.
const REDO_MAGIC: [u8; 8] = *b"URIMRDO\0";
/// Bytes of a redo log's header: magic, turn, records.
const REDO_HEADER_BYTES: usize = 24;
/// Bytes of one redo record: the cell's place in the part, then the cell.
const REDO_RECORD_BYTES: usize = 8 + CELL_FILE_BYTES;

/// The redo log of part `part`.
fn redo_path(work: &Path, part: usize) -> PathBuf {
    work.join(format!("part-{part}.redo"))
}

/// Where cell `at` of a part lies in its state file.
fn cell_offset(at: u64) -> usize {
    STATE_HEADER_BYTES + at as usize * CELL_FILE_BYTES
}

/// Applies the keyed `tells` at threshold `v` to the cells of part `part`
/// (ranks from `base`) in their state file, pushing the boards they queue
/// onto `queued` (as [`PartSolver::absorb_keyed`](super::PartSolver::absorb_keyed)
/// does); returns the cells changed, by their place in the part, sorted.
///
/// # Errors
/// [`TableFileError`] when the state file cannot be read.
pub(super) fn tell_in_place(
    work: &Path,
    part: usize,
    base: u64,
    v: i8,
    tells: &[Keyed],
    queued: &mut Vec<Keyed>,
) -> Result<Vec<(u64, Cell)>, TableFileError> {
    let path = state_path(work, part);
    let file = File::open(&path).map_err(io(&path))?;
    // SAFETY: the map is only read; the state file lies in the build's own
    // work folder and is changed only by this process, not while mapped.
    #[allow(unsafe_code)]
    let map = unsafe { Mmap::map(&file) }.map_err(io(&path))?;
    let mut cells: HashMap<u64, Cell> = HashMap::with_capacity(tells.len());
    for &(key, tell) in tells {
        let (rank, dist, from_l) = tell_parts(tell);
        let at = rank.checked_sub(base).ok_or(TableFileError::BadEntry {
            path: path.clone(),
            at: rank,
        })?;
        let offset = cell_offset(at);
        let bytes = map
            .get(offset..offset + CELL_FILE_BYTES)
            .ok_or(TableFileError::BadEntry {
                path: path.clone(),
                at: rank,
            })?;
        let cell = cells.entry(at).or_insert_with(|| super::state::cell_of(bytes));
        if let Some(in_l) = tell_cell(cell, from_l, dist, v) {
            queued.push((key, word_of(rank, cell, in_l)));
        }
    }
    let mut changed: Vec<(u64, Cell)> = cells.into_iter().collect();
    changed.sort_unstable_by_key(|&(at, _)| at);
    Ok(changed)
}

/// Writes the redo log of turn `turn` for part `part`: the cells changed.
///
/// # Errors
/// [`TableFileError::Io`] when writing fails.
pub(super) fn write_redo(
    work: &Path,
    part: usize,
    turn: u64,
    changed: &[(u64, Cell)],
) -> Result<(), TableFileError> {
    let path = redo_path(work, part);
    let mut bytes = Vec::with_capacity(REDO_HEADER_BYTES + changed.len() * REDO_RECORD_BYTES);
    bytes.extend_from_slice(&REDO_MAGIC);
    bytes.extend_from_slice(&turn.to_le_bytes());
    bytes.extend_from_slice(&(changed.len() as u64).to_le_bytes());
    for (at, cell) in changed {
        bytes.extend_from_slice(&at.to_le_bytes());
        bytes.extend_from_slice(&super::state::cell_bytes(cell));
    }
    let temp = temp_path(&path);
    fs::write(&temp, bytes)
        .and_then(|()| fs::rename(&temp, &path))
        .map_err(io(&path))
}

/// Applies part `part`'s redo log if it is turn `turn`'s (and returns true),
/// then removes it; a log of another turn is stale and only removed.
///
/// # Errors
/// [`TableFileError`] when the log or the state file cannot be read or
/// written, or the log is damaged.
pub(super) fn replay_redo(work: &Path, part: usize, turn: u64) -> Result<bool, TableFileError> {
    let path = redo_path(work, part);
    let bytes = match fs::read(&path) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(false),
        Err(e) => return Err(io(&path)(e)),
    };
    let word = |at: usize| {
        let mut w = [0u8; 8];
        w.copy_from_slice(&bytes[at..at + 8]);
        u64::from_le_bytes(w)
    };
    let short = || TableFileError::Short {
        path: path.clone(),
        bytes: bytes.len() as u64,
    };
    if bytes.len() < REDO_HEADER_BYTES || bytes[..8] != REDO_MAGIC {
        return Err(short());
    }
    let count = word(16) as usize;
    if bytes.len() != REDO_HEADER_BYTES + count * REDO_RECORD_BYTES {
        return Err(short());
    }
    let mine = word(8) == turn;
    if mine {
        let state = state_path(work, part);
        let file = OpenOptions::new()
            .read(true)
            .write(true)
            .open(&state)
            .map_err(io(&state))?;
        // SAFETY: the state file lies in the build's own work folder, and
        // only this process reads or writes it, through this map alone.
        #[allow(unsafe_code)]
        let mut map = unsafe { MmapMut::map_mut(&file) }.map_err(io(&state))?;
        for record in bytes[REDO_HEADER_BYTES..].chunks_exact(REDO_RECORD_BYTES) {
            let mut w = [0u8; 8];
            w.copy_from_slice(&record[..8]);
            let offset = cell_offset(u64::from_le_bytes(w));
            let cell = map
                .get_mut(offset..offset + CELL_FILE_BYTES)
                .ok_or_else(short)?;
            cell.copy_from_slice(&record[8..]);
        }
        // The stamp last: the state is turn `turn`'s once every cell is.
        map[TURN_AT..TURN_AT + 8].copy_from_slice(&turn.to_le_bytes());
        drop(map);
    }
    fs::remove_file(&path).map_err(io(&path))?;
    Ok(mine)
}
