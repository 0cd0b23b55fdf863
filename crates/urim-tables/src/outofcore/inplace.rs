//! A part's absorb, told in place: the part's state file is mapped and its
//! cells told where they lie, so a level costs what its tells touch, not a
//! load and a save of the whole part. Safe to interrupt through an undo log:
//! the first pass over the tells saves the old value of every cell they will
//! touch, the second tells them; the state's stamp is set last. A rerun
//! that finds the undo log of an unfinished turn puts the old cells back and
//! takes the turn again. The undo log is one file a part, written over turn
//! after turn (creating and removing files costs more than the writing): its
//! header is made void first and written last, in one write each.
//!
//! Against a power loss the writes are ordered by the barriers of
//! `durable.rs`: the log's records synced before its header, the header
//! synced before the first cell is told, the told cells flushed before the
//! stamp, the stamp flushed before the tells are removed; and, undoing, the
//! old cells flushed before the log is made void.

use super::records::{io, RecordReader, RecordWriter};
use super::state::{cell_bytes, cell_of, state_path, CELL_FILE_BYTES, STATE_HEADER_BYTES, TURN_AT};
use super::{Halt, OutOfCore};
use crate::durable::Durability;
use memmap2::MmapMut;
use std::fs::{File, OpenOptions};
use std::io::{BufWriter, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use urim_search::retrograde::{tell_parts, word_of};
use urim_search::table_files::TableFileError;

/// Tells applied between two points where a test may stop the build.
const TELLS_AT_ONCE: usize = 1 << 12;
/// The key of an undo log's first record, whose word is the turn; the
/// second record holds the count of cells saved.
const UNDO_TAG: u64 = u64::from_le_bytes(*b"URIMUNDO");
/// The turn of an undo log made void.
const NO_TURN: u64 = u64::MAX;
/// Bytes of an undo log's header: two records.
const UNDO_HEADER_BYTES: u64 = 32;
/// Bytes buffered while writing an undo log.
const UNDO_BUFFER_BYTES: usize = 1 << 20;
/// Bits in a word of the touched-cells set.
const WORD_BITS: u64 = 64;
/// Bytes of the turn's stamp in a state file's header.
const STAMP_BYTES: usize = std::mem::size_of::<u64>();

/// The undo log of part `part`.
fn undo_path(work: &Path, part: usize) -> PathBuf {
    work.join(format!("part-{part}.undo"))
}

/// Where cell `at` of a part lies in its state file.
fn cell_offset(at: u64) -> usize {
    STATE_HEADER_BYTES + at as usize * CELL_FILE_BYTES
}

/// A cell's bytes as the word of an undo record.
fn cell_word(bytes: &[u8]) -> u64 {
    let mut word = [0u8; 8];
    word[..CELL_FILE_BYTES].copy_from_slice(bytes);
    u64::from_le_bytes(word)
}

/// Part `part`'s state file, mapped for writing, with `size` cells, and its
/// path.
fn map_state(work: &Path, part: usize, size: u64) -> Result<(MmapMut, PathBuf), TableFileError> {
    let path = state_path(work, part)?;
    let file = OpenOptions::new()
        .read(true)
        .write(true)
        .open(&path)
        .map_err(io(&path))?;
    // SAFETY: the state file lies in the build's own work folder and only this
    // process reads or writes it, through this one map while it lives.
    #[allow(unsafe_code)]
    let map = unsafe { MmapMut::map_mut(&file) }.map_err(io(&path))?;
    if map.len() != cell_offset(size) {
        return Err(TableFileError::Short {
            path,
            bytes: map.len() as u64,
        });
    }
    Ok((map, path))
}

/// Part `part`'s absorb at threshold `v` in turn `turn`: the keyed tells of
/// `tells` (ranks from `base`, `size` cells) told in place, in order; the
/// boards they queue written to `queued` with the keys of the tells.
///
/// # Errors
/// [`Halt::Failed`] when a file cannot be read or written or a tell is for
/// another part; [`Halt::Stopped`] when the stop hook asks for it.
#[allow(clippy::too_many_arguments)]
pub(super) fn absorb_in_place(
    work: &Path,
    part: usize,
    (base, size): (u64, u64),
    turn: u64,
    v: i8,
    tells: &Path,
    queued: &Path,
    run: &mut OutOfCore,
) -> Result<(), Halt> {
    let (mut map, state) = map_state(work, part, size)?;
    let bad = |rank: u64| TableFileError::BadEntry {
        path: tells.to_owned(),
        at: rank,
    };
    // The old value of every cell the tells touch, each once.
    let mut touched = vec![0u64; size.div_ceil(WORD_BITS) as usize];
    let durability = run.durability;
    let undo_file = undo_path(work, part);
    let new_log = !undo_file.exists();
    let file = OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&undo_file)
        .map_err(io(&undo_file))?;
    if new_log {
        // Its name on the disk before it guards any cell.
        durability
            .dir_after_rename(&undo_file)
            .map_err(io(&undo_file))?;
    }
    write_header(&file, &undo_header(NO_TURN, 0)).map_err(io(&undo_file))?;
    let mut undo = BufWriter::with_capacity(UNDO_BUFFER_BYTES, file);
    undo.seek(SeekFrom::Start(UNDO_HEADER_BYTES))
        .map_err(io(&undo_file))?;
    let mut count = 0u64;
    let mut input = RecordReader::open(tells)?;
    let mut batch = Vec::with_capacity(TELLS_AT_ONCE);
    let mut saved = Vec::with_capacity(TELLS_AT_ONCE);
    while input.fill(&mut batch, TELLS_AT_ONCE)? {
        saved.clear();
        for &(_, tell) in &batch {
            let (rank, _, _) = tell_parts(tell);
            let at = rank.wrapping_sub(base);
            if at >= size {
                return Err(bad(rank).into());
            }
            let (word, bit) = ((at / WORD_BITS) as usize, 1u64 << (at % WORD_BITS));
            if touched[word] & bit == 0 {
                touched[word] |= bit;
                let offset = cell_offset(at);
                saved.push((at, cell_word(&map[offset..offset + CELL_FILE_BYTES])));
            }
        }
        for &(at, word) in &saved {
            undo.write_all(&at.to_le_bytes())
                .and_then(|()| undo.write_all(&word.to_le_bytes()))
                .map_err(io(&undo_file))?;
        }
        count += saved.len() as u64;
    }
    drop(touched);
    let file = undo
        .into_inner()
        .map_err(|e| io(&undo_file)(e.into_error()))?;
    // The header last, in one write: the log counts once it is whole, and
    // on the disk before a cell is told.
    durability
        .undo_records_before_header(&file)
        .map_err(io(&undo_file))?;
    write_header(&file, &undo_header(turn, count)).map_err(io(&undo_file))?;
    durability
        .undo_header_before_cells(&file)
        .map_err(io(&undo_file))?;
    drop(file);
    run.committed()?;
    // The tells, in place.
    let mut input = RecordReader::open(tells)?;
    let mut out = RecordWriter::create(queued, durability)?;
    let mut found = Vec::with_capacity(TELLS_AT_ONCE);
    while input.fill(&mut batch, TELLS_AT_ONCE)? {
        found.clear();
        for &(key, tell) in &batch {
            let (rank, dist, from_l) = tell_parts(tell);
            let offset = cell_offset(rank - base);
            let bytes = &mut map[offset..offset + CELL_FILE_BYTES];
            let mut cell = cell_of(bytes);
            let queues = cell.tell(from_l, dist, v);
            bytes.copy_from_slice(&cell_bytes(&cell));
            if let Some(in_l) = queues {
                found.push((key, word_of(rank, &cell, in_l)));
            }
        }
        out.push(&found)?;
        // As if killed with the cells half told.
        run.committed()?;
    }
    out.finish()?;
    run.committed()?;
    // The stamp last: the state is the turn's once every cell is told (and
    // on the disk), and the tells are removed only once the stamp is.
    durability.cells_before_stamp(&map).map_err(io(&state))?;
    map[TURN_AT..TURN_AT + STAMP_BYTES].copy_from_slice(&turn.to_le_bytes());
    durability
        .stamp_after_writing(&map, TURN_AT, STAMP_BYTES)
        .map_err(io(&state))?;
    drop(map);
    run.committed()
}

/// Writes an undo log's header at its start, in one write.
fn write_header(mut file: &File, header: &[u8]) -> std::io::Result<()> {
    file.seek(SeekFrom::Start(0))?;
    file.write_all(header)
}

/// An undo log's header: the tag and the turn, the count of cells saved.
fn undo_header(turn: u64, count: u64) -> [u8; UNDO_HEADER_BYTES as usize] {
    let mut bytes = [0u8; UNDO_HEADER_BYTES as usize];
    bytes[..8].copy_from_slice(&UNDO_TAG.to_le_bytes());
    bytes[8..16].copy_from_slice(&turn.to_le_bytes());
    bytes[16..24].copy_from_slice(&count.to_le_bytes());
    bytes
}

/// Makes part `part`'s state whole again before turn `turn` is taken: an
/// undo log of that turn (interrupted before its stamp was set) puts the old
/// cells back, and once they are flushed (as `durability` says) is made
/// void; a log of another turn is left as it is. (The void header need not
/// be synced: a log that still counts only puts the same cells back, and the
/// turn taken again syncs it before its own header.)
///
/// # Errors
/// [`TableFileError`] when the log or the state cannot be read or written.
pub(super) fn undo_unfinished(
    work: &Path,
    part: usize,
    size: u64,
    turn: u64,
    durability: Durability,
) -> Result<(), TableFileError> {
    let path = undo_path(work, part);
    if !path.exists() {
        return Ok(());
    }
    let mut input = RecordReader::open(&path)?;
    let (Some((UNDO_TAG, logged)), Some((count, _))) = (input.next()?, input.next()?) else {
        return Ok(()); // void: cut short before its header was first written
    };
    if logged != turn {
        return Ok(());
    }
    let (mut map, state) = map_state(work, part, size)?;
    for _ in 0..count {
        let Some((at, word)) = input.next()? else {
            return Err(TableFileError::Short {
                path,
                bytes: UNDO_HEADER_BYTES,
            });
        };
        if at >= size {
            return Err(TableFileError::BadEntry { path, at });
        }
        let offset = cell_offset(at);
        map[offset..offset + CELL_FILE_BYTES]
            .copy_from_slice(&word.to_le_bytes()[..CELL_FILE_BYTES]);
    }
    durability.cells_before_stamp(&map).map_err(io(&state))?;
    drop(map);
    OpenOptions::new()
        .write(true)
        .open(&path)
        .and_then(|f| write_header(&f, &undo_header(NO_TURN, 0)))
        .map_err(io(&path))
}
