//! What an out-of-core build keeps on disk between turns: each part's cells
//! (a state file, stamped with the turn that wrote it) and the cursor (the
//! step to take next). Both are written under a temporary name, synced,
//! renamed, and their folder synced (`durable.rs`), so a file under its own
//! name is always whole, even after a power loss. A part's state takes two
//! names in turn, the later stamp winning, so that a save never renames over
//! a file: ext4 writes such a file out to disk at once (`auto_da_alloc`),
//! which for the states of layer 16 in 3 parts was 29% of all written.

use super::records::{io, temp_path};
use crate::durable::Durability;
use std::fs::{self, File};
use std::io::{BufReader, BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use urim_search::retrograde::Cell;
use urim_search::table_files::TableFileError;

/// The first bytes of a part's state file.
const STATE_MAGIC: [u8; 8] = *b"URIMPST\0";
/// Bytes of the state file's header: magic, turn, part, cells.
pub(super) const STATE_HEADER_BYTES: usize = 32;
/// Where the turn's stamp lies in a state file's header.
pub(super) const TURN_AT: usize = 8;
/// Bytes of one cell in a state file.
pub(super) const CELL_FILE_BYTES: usize = 7;
/// Cells converted at a time when reading or writing.
const CELLS_AT_ONCE: usize = 1 << 16;
/// The cursor file's name.
const CURSOR_NAME: &str = "cursor";

/// The two names a state file of part `part` takes in turn.
const SLOTS: [&str; 2] = ["a", "b"];

/// The state file of part `part` under name `slot`.
fn slot_path(work: &Path, part: usize, slot: &str) -> PathBuf {
    work.join(format!("part-{part}.{slot}.state"))
}

/// Part `part`'s state file: the one of the two names whose stamp is the
/// later (both exist only briefly, after a save, until the older is removed;
/// a save never renames over a file, which ext4 would write out at once).
///
/// # Errors
/// [`TableFileError`] when neither exists or one is unreadable.
pub(super) fn state_path(work: &Path, part: usize) -> Result<PathBuf, TableFileError> {
    let mut newest: Option<(u64, PathBuf)> = None;
    for slot in SLOTS {
        let path = slot_path(work, part, slot);
        if let Some(turn) = read_turn(&path, part)? {
            if newest.as_ref().map_or(true, |(t, _)| turn > *t) {
                newest = Some((turn, path));
            }
        }
    }
    newest
        .map(|(_, path)| path)
        .ok_or_else(|| TableFileError::Io {
            path: slot_path(work, part, SLOTS[0]),
            source: std::io::ErrorKind::NotFound.into(),
        })
}

/// The stamp of the state file `path`, None if it does not exist.
fn read_turn(path: &Path, part: usize) -> Result<Option<u64>, TableFileError> {
    if !path.exists() {
        return Ok(None);
    }
    let mut header = [0u8; STATE_HEADER_BYTES];
    File::open(path)
        .and_then(|mut f| f.read_exact(&mut header))
        .map_err(io(path))?;
    parse_header(&header, path, part).map(|(turn, _)| Some(turn))
}

/// A cell's bytes in a state file.
pub(super) fn cell_bytes(c: &Cell) -> [u8; CELL_FILE_BYTES] {
    [
        c.lo as u8,
        c.hi as u8,
        c.open,
        c.capture_lo as u8,
        c.capture_hi as u8,
        c.dist_w,
        c.dist_l,
    ]
}

/// A cell from its bytes in a state file.
pub(super) fn cell_of(b: &[u8]) -> Cell {
    Cell {
        lo: b[0] as i8,
        hi: b[1] as i8,
        open: b[2],
        capture_lo: b[3] as i8,
        capture_hi: b[4] as i8,
        dist_w: b[5],
        dist_l: b[6],
    }
}

/// Writes part `part`'s cells as they stand after turn `turn`: under a
/// temporary name, synced, renamed to the name not in use and the folder
/// synced (as `durability` says), then the older removed.
///
/// # Errors
/// [`TableFileError::Io`] when writing fails.
pub(super) fn save_state(
    work: &Path,
    part: usize,
    turn: u64,
    cells: &[Cell],
    durability: Durability,
) -> Result<(), TableFileError> {
    let current = state_path(work, part).ok();
    let (path, older) = if current == Some(slot_path(work, part, SLOTS[0])) {
        (slot_path(work, part, SLOTS[1]), current)
    } else {
        (slot_path(work, part, SLOTS[0]), current)
    };
    let temp = temp_path(&path);
    let result = (|| {
        // A stale file under the new name (its save was cut short before the
        // older was removed, and it lost to that one) goes first.
        if path.exists() {
            fs::remove_file(&path)?;
        }
        let mut out = BufWriter::new(File::create(&temp)?);
        out.write_all(&STATE_MAGIC)?;
        out.write_all(&turn.to_le_bytes())?;
        out.write_all(&(part as u64).to_le_bytes())?;
        out.write_all(&(cells.len() as u64).to_le_bytes())?;
        let mut bytes = Vec::with_capacity(CELLS_AT_ONCE * CELL_FILE_BYTES);
        for chunk in cells.chunks(CELLS_AT_ONCE) {
            bytes.clear();
            bytes.extend(chunk.iter().flat_map(cell_bytes));
            out.write_all(&bytes)?;
        }
        let file = out.into_inner().map_err(|e| e.into_error())?;
        durability.file_before_rename(&file)?;
        drop(file);
        fs::rename(&temp, &path)?;
        // The new name on the disk before the older state goes.
        durability.dir_after_rename(&path)?;
        match older {
            Some(older) => fs::remove_file(older),
            None => Ok(()),
        }
    })();
    result.map_err(io(&path))
}

/// The turn that wrote part `part`'s state file, None if there is none.
///
/// # Errors
/// [`TableFileError`] when a file exists but is unreadable or no state file.
pub(super) fn state_turn(work: &Path, part: usize) -> Result<Option<u64>, TableFileError> {
    let mut newest = None;
    for slot in SLOTS {
        newest = newest.max(read_turn(&slot_path(work, part, slot), part)?);
    }
    Ok(newest)
}

/// The turn and the cell count of a state file's header.
fn parse_header(header: &[u8], path: &Path, part: usize) -> Result<(u64, u64), TableFileError> {
    let word = |i: usize| {
        let mut w = [0u8; 8];
        w.copy_from_slice(&header[i * 8..i * 8 + 8]);
        u64::from_le_bytes(w)
    };
    if header[..8] != STATE_MAGIC {
        return Err(TableFileError::NotATable {
            path: path.to_owned(),
        });
    }
    if word(2) != part as u64 {
        return Err(TableFileError::Mismatch {
            path: path.to_owned(),
            field: "part",
            found: word(2),
            expected: part as u64,
        });
    }
    Ok((word(1), word(3)))
}

/// Reads part `part`'s cells; there must be `size` of them.
///
/// # Errors
/// [`TableFileError`] when the file is missing, unreadable, or of another
/// part or size.
pub(super) fn load_state(work: &Path, part: usize, size: u64) -> Result<Vec<Cell>, TableFileError> {
    let path = state_path(work, part)?;
    let file = File::open(&path).map_err(io(&path))?;
    let length = file.metadata().map_err(io(&path))?.len();
    let mut input = BufReader::new(file);
    let mut header = [0u8; STATE_HEADER_BYTES];
    input.read_exact(&mut header).map_err(io(&path))?;
    let (_, count) = parse_header(&header, &path, part)?;
    if count != size || length != STATE_HEADER_BYTES as u64 + size * CELL_FILE_BYTES as u64 {
        return Err(TableFileError::Short {
            path,
            bytes: length,
        });
    }
    let mut cells = Vec::with_capacity(size as usize);
    let mut bytes = vec![0u8; CELLS_AT_ONCE * CELL_FILE_BYTES];
    while (cells.len() as u64) < size {
        let n = (size as usize - cells.len()).min(CELLS_AT_ONCE);
        let chunk = &mut bytes[..n * CELL_FILE_BYTES];
        input.read_exact(chunk).map_err(io(&path))?;
        cells.extend(chunk.chunks_exact(CELL_FILE_BYTES).map(cell_of));
    }
    Ok(cells)
}

/// What a turn does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Step {
    /// A part reads its boards' moves.
    Moves,
    /// A part queues the boards entering a set on their own.
    Scan,
    /// The level's queued boards, all parts in key order, tell their
    /// predecessors (into one tells file a part).
    Spread,
    /// A part applies the tells of the level.
    Absorb,
    /// A part writes its codes and ply bytes.
    Write,
    /// The parts are joined into the layer file.
    Join,
}

impl Step {
    /// Every step, by its name in the cursor file.
    const ALL: [(Step, &'static str); 6] = [
        (Step::Moves, "moves"),
        (Step::Scan, "scan"),
        (Step::Spread, "spread"),
        (Step::Absorb, "absorb"),
        (Step::Write, "write"),
        (Step::Join, "join"),
    ];

    fn name(self) -> &'static str {
        Step::ALL
            .iter()
            .find(|(s, _)| *s == self)
            .map_or("?", |(_, n)| n)
    }
}

/// The next turn of a layer's build.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Cursor {
    /// Parts the layer is cut into (fixed when the build starts).
    pub parts: usize,
    /// Turns taken so far (a state file is stamped with its turn).
    pub turn: u64,
    /// What the next turn does.
    pub step: Step,
    /// The threshold's place in [`thresholds`](crate::thresholds).
    pub threshold: usize,
    /// The level (round) within the threshold.
    pub level: u64,
    /// The part whose turn it is (0 for the spread and the join).
    pub part: usize,
}

impl Cursor {
    /// The first turn of a build in `parts` parts.
    pub(super) fn start(parts: usize) -> Cursor {
        Cursor {
            parts,
            turn: 0,
            step: Step::Moves,
            threshold: 0,
            level: 0,
            part: 0,
        }
    }

    /// Reads the cursor of `work`, None if the build has not begun there.
    ///
    /// # Errors
    /// [`TableFileError`] when the file is unreadable or not a cursor.
    pub(super) fn load(work: &Path) -> Result<Option<Cursor>, TableFileError> {
        let path = work.join(CURSOR_NAME);
        if !path.exists() {
            return Ok(None);
        }
        let text = fs::read_to_string(&path).map_err(io(&path))?;
        let bad = || TableFileError::NotATable { path: path.clone() };
        let words: Vec<&str> = text.split_whitespace().collect();
        let [parts, turn, step, threshold, level, part] = words[..] else {
            return Err(bad());
        };
        let number = |w: &str| w.parse::<u64>().map_err(|_| bad());
        let step = Step::ALL
            .iter()
            .find(|(_, n)| *n == step)
            .ok_or_else(bad)?
            .0;
        Ok(Some(Cursor {
            parts: number(parts)? as usize,
            turn: number(turn)?,
            step,
            threshold: number(threshold)? as usize,
            level: number(level)?,
            part: number(part)? as usize,
        }))
    }

    /// Writes the cursor to `work`: under a temporary name, synced, renamed
    /// and the folder synced (as `durability` says), so the files of the
    /// turns it passes over are removed only once it is on the disk.
    ///
    /// # Errors
    /// [`TableFileError::Io`] when writing fails.
    pub(super) fn save(&self, work: &Path, durability: Durability) -> Result<(), TableFileError> {
        let path = work.join(CURSOR_NAME);
        let temp = temp_path(&path);
        let text = format!(
            "{} {} {} {} {} {}\n",
            self.parts,
            self.turn,
            self.step.name(),
            self.threshold,
            self.level,
            self.part
        );
        (|| {
            let mut file = File::create(&temp)?;
            file.write_all(text.as_bytes())?;
            durability.file_before_rename(&file)?;
            drop(file);
            fs::rename(&temp, &path)?;
            durability.dir_after_rename(&path)
        })()
        .map_err(io(&path))
    }
}
