//! A layer built in parts by several processes (see `docs/solve.md`): each
//! part's tells for the others pass through files in a shared folder, each
//! part writes its bound codes and ply bytes to a part file, and
//! [`join_parts`] makes the layer file of them.

use crate::durable::Durability;
use memmap2::Mmap;
use std::fs::{self, File, OpenOptions};
use std::io::{BufReader, BufWriter, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use urim::rules::MAX_PIT_SEEDS;
use urim_search::table_files::{
    block_sums, checksum, pair_count, pairs, value_bytes, Header, TableFileError, HEADER_BYTES,
};

/// Bytes of one tell in a tells file.
const TELL_BYTES: usize = 8;
/// The suffix of a joined layer file being written (as `build.rs` writes them).
const JOIN_TEMP_SUFFIX: &str = ".part";
/// Bytes buffered while joining.
const JOIN_BUFFER_BYTES: usize = 1 << 20;

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

/// Writes a part's bound codes and ply bytes (as `encode_part` gives them),
/// synced before it is renamed into place and its folder synced after.
///
/// # Errors
/// [`TableFileError::Io`] when the file cannot be written.
pub fn write_part(path: &Path, values: &[u8], plies: &[u8]) -> Result<(), TableFileError> {
    write_part_as(path, values, plies, Durability::Synced)
}

/// [`write_part`], synced as `durability` says.
///
/// # Errors
/// [`TableFileError::Io`] when the file cannot be written.
pub(super) fn write_part_as(
    path: &Path,
    values: &[u8],
    plies: &[u8],
    durability: Durability,
) -> Result<(), TableFileError> {
    let temp = path.with_extension("bin-part");
    (|| {
        let mut file = File::create(&temp)?;
        file.write_all(values)?;
        file.write_all(plies)?;
        durability.file_before_rename(&file)?;
        drop(file);
        fs::rename(&temp, path)?;
        durability.dir_after_rename(path)
    })()
    .map_err(io(path))
}

/// Makes the file of layer `seeds` (`holes` pits a row) at `out` from the part
/// files in `dir`, cut at `cuts`: the parts' codes in order, then their ply
/// bytes, streamed into a temporary file (a few buffers in memory, whatever
/// the layer's size), checksummed block by block through a map of it (the
/// table of block checksums appended: 8 bytes in 4,096), synced and renamed,
/// and its folder synced (always: the work files may be removed next).
/// Returns the layer's header.
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
    let mut parts = Vec::with_capacity(cuts.len().saturating_sub(1));
    for (part, range) in cuts.windows(2).enumerate() {
        let path = part_path(dir, part);
        let size = range[1] - range[0];
        let bytes = fs::metadata(&path).map_err(io(&path))?.len();
        if bytes != size * (width as u64 + 1) {
            return Err(TableFileError::Short { path, bytes });
        }
        parts.push((path, size));
    }
    let mut temp_name = out.as_os_str().to_owned();
    temp_name.push(JOIN_TEMP_SUFFIX);
    let temp = PathBuf::from(temp_name);
    let result = write_joined(&parts, width, holes, seeds, dir, &temp, out);
    if result.is_err() {
        // Best effort: a stale temporary file is overwritten anyway.
        let _ = fs::remove_file(&temp);
    }
    result
}

/// [`join_parts`]'s writing: the codes (checked and counted), the ply bytes,
/// the block checksums, the header with its checksum, the sync and the rename.
fn write_joined(
    parts: &[(PathBuf, u64)],
    width: usize,
    holes: usize,
    seeds: usize,
    dir: &Path,
    temp: &Path,
    out: &Path,
) -> Result<Header, TableFileError> {
    let file = OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(true)
        .open(temp)
        .map_err(io(out))?;
    let mut writer = BufWriter::with_capacity(JOIN_BUFFER_BYTES, file);
    writer.write_all(&[0u8; HEADER_BYTES]).map_err(io(out))?;
    let all = pairs(seeds as u64);
    let count = pair_count(seeds as u64);
    let (mut boards, mut cycles) = (0u64, 0u64);
    let mut buffer = vec![0u8; JOIN_BUFFER_BYTES / width * width];
    for (path, size) in parts {
        let mut input = BufReader::new(File::open(path).map_err(io(path))?);
        let mut left = *size as usize * width;
        while left > 0 {
            let chunk = &mut buffer[..left.min(JOIN_BUFFER_BYTES / width * width)];
            input.read_exact(chunk).map_err(io(path))?;
            for code in chunk.chunks_exact(width) {
                let code = if width == 2 {
                    u64::from(u16::from_le_bytes([code[0], code[1]]))
                } else {
                    u64::from(code[0])
                };
                if code >= count {
                    return Err(TableFileError::BadEntry {
                        path: dir.to_owned(),
                        at: boards,
                    });
                }
                let (lo, hi) = all[code as usize];
                cycles += u64::from(lo != hi);
                boards += 1;
            }
            writer.write_all(chunk).map_err(io(out))?;
            left -= chunk.len();
        }
    }
    for (path, size) in parts {
        let mut input = File::open(path).map_err(io(path))?;
        input
            .seek(SeekFrom::Start(size * width as u64))
            .map_err(io(path))?;
        let copied = std::io::copy(&mut input.take(*size), &mut writer).map_err(io(out))?;
        if copied != *size {
            return Err(TableFileError::Short {
                path: path.clone(),
                bytes: copied,
            });
        }
    }
    let mut file = writer.into_inner().map_err(|e| io(out)(e.into_error()))?;
    let header = Header {
        holes: holes as u32,
        seeds: seeds as u32,
        pit_cap: MAX_PIT_SEEDS.into(),
        boards,
        cycles,
    };
    // SAFETY: the map is only read, of a temporary file this function alone
    // has written and is done writing but for the header, outside the map's
    // part read.
    #[allow(unsafe_code)]
    let map = unsafe { Mmap::map(&file) }.map_err(io(out))?;
    let sums = block_sums(&map[HEADER_BYTES..]);
    drop(map);
    let sum = checksum(&header.to_bytes(0), &sums);
    file.seek(SeekFrom::End(0)).map_err(io(out))?;
    file.write_all(&sums).map_err(io(out))?;
    file.seek(SeekFrom::Start(0)).map_err(io(out))?;
    file.write_all(&header.to_bytes(sum)).map_err(io(out))?;
    Durability::Synced
        .file_before_rename(&file)
        .map_err(io(out))?;
    drop(file);
    fs::rename(temp, out).map_err(io(out))?;
    Durability::Synced.dir_after_rename(out).map_err(io(out))?;
    Ok(header)
}
