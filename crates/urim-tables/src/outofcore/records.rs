//! Files of keyed records, (key, word) as two little-endian `u64`s, written
//! and read as streams: the boards a part queued in a level and the tells a
//! level sends a part. Written under a temporary name, synced, renamed when
//! whole, and their folder synced (see `durable.rs`).

use crate::durable::Durability;
use std::fs::{self, File};
use std::io::{BufReader, BufWriter, ErrorKind, Read, Write};
use std::path::{Path, PathBuf};
use urim_search::table_files::TableFileError;

/// Bytes of one record.
const RECORD_BYTES: usize = 16;
/// Bytes of a word within a record.
const WORD_BYTES: usize = 8;
/// Bytes buffered by a reader or a writer.
const BUFFER_BYTES: usize = 1 << 20;
/// The suffix of a records file being written.
const TEMP_SUFFIX: &str = ".tmp";

/// An I/O error on `path`.
pub(super) fn io(path: &Path) -> impl FnOnce(std::io::Error) -> TableFileError + '_ {
    move |source| TableFileError::Io {
        path: path.to_owned(),
        source,
    }
}

/// The temporary name `path` is written under.
pub(super) fn temp_path(path: &Path) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(TEMP_SUFFIX);
    PathBuf::from(name)
}

/// Writes records to a file that appears under its name only when finished.
pub(super) struct RecordWriter {
    path: PathBuf,
    out: BufWriter<File>,
    count: u64,
    durability: Durability,
}

impl RecordWriter {
    /// Starts the file `path`, to be synced when finished as `durability`
    /// says.
    ///
    /// # Errors
    /// [`TableFileError::Io`] when it cannot be created.
    pub(super) fn create(
        path: &Path,
        durability: Durability,
    ) -> Result<RecordWriter, TableFileError> {
        let file = File::create(temp_path(path)).map_err(io(path))?;
        Ok(RecordWriter {
            path: path.to_owned(),
            out: BufWriter::with_capacity(BUFFER_BYTES, file),
            count: 0,
            durability,
        })
    }

    /// Appends records.
    ///
    /// # Errors
    /// [`TableFileError::Io`] when writing fails.
    pub(super) fn push(&mut self, records: &[(u64, u64)]) -> Result<(), TableFileError> {
        for &(key, word) in records {
            let mut bytes = [0u8; RECORD_BYTES];
            bytes[..WORD_BYTES].copy_from_slice(&key.to_le_bytes());
            bytes[WORD_BYTES..].copy_from_slice(&word.to_le_bytes());
            self.out.write_all(&bytes).map_err(io(&self.path))?;
        }
        self.count += records.len() as u64;
        Ok(())
    }

    /// Finishes the file and gives it its name: synced before the rename,
    /// its folder after (a turn's outputs are on the disk before the stamp
    /// or the cursor that says they are written); returns the records
    /// written.
    ///
    /// # Errors
    /// [`TableFileError::Io`] when writing, syncing or renaming fails.
    pub(super) fn finish(self) -> Result<u64, TableFileError> {
        let file = self
            .out
            .into_inner()
            .map_err(|e| io(&self.path)(e.into_error()))?;
        self.durability
            .file_before_rename(&file)
            .map_err(io(&self.path))?;
        drop(file);
        fs::rename(temp_path(&self.path), &self.path).map_err(io(&self.path))?;
        self.durability
            .dir_after_rename(&self.path)
            .map_err(io(&self.path))?;
        Ok(self.count)
    }
}

/// Reads the records of a file in order; a missing file reads as empty.
pub(super) struct RecordReader {
    path: PathBuf,
    input: Option<BufReader<File>>,
}

impl RecordReader {
    /// Opens `path` (nothing to read if it does not exist).
    ///
    /// # Errors
    /// [`TableFileError::Io`] when it exists but cannot be opened.
    pub(super) fn open(path: &Path) -> Result<RecordReader, TableFileError> {
        let input = match File::open(path) {
            Ok(file) => Some(BufReader::with_capacity(BUFFER_BYTES, file)),
            Err(e) if e.kind() == ErrorKind::NotFound => None,
            Err(e) => return Err(io(path)(e)),
        };
        Ok(RecordReader {
            path: path.to_owned(),
            input,
        })
    }

    /// The next record, or None at the end.
    ///
    /// # Errors
    /// [`TableFileError`] when reading fails or the file ends within a record.
    pub(super) fn next(&mut self) -> Result<Option<(u64, u64)>, TableFileError> {
        let Some(input) = self.input.as_mut() else {
            return Ok(None);
        };
        let mut bytes = [0u8; RECORD_BYTES];
        let mut got = 0;
        while got < RECORD_BYTES {
            match input.read(&mut bytes[got..]) {
                Ok(0) if got == 0 => return Ok(None),
                Ok(0) => {
                    return Err(TableFileError::Short {
                        path: self.path.clone(),
                        bytes: got as u64,
                    })
                }
                Ok(n) => got += n,
                Err(e) if e.kind() == ErrorKind::Interrupted => {}
                Err(e) => return Err(io(&self.path)(e)),
            }
        }
        let word = |at: usize| {
            let mut w = [0u8; WORD_BYTES];
            w.copy_from_slice(&bytes[at..at + WORD_BYTES]);
            u64::from_le_bytes(w)
        };
        Ok(Some((word(0), word(WORD_BYTES))))
    }

    /// Up to `max` records onto `out` (after clearing it); false at the end.
    ///
    /// # Errors
    /// As [`RecordReader::next`].
    pub(super) fn fill(
        &mut self,
        out: &mut Vec<(u64, u64)>,
        max: usize,
    ) -> Result<bool, TableFileError> {
        out.clear();
        while out.len() < max {
            match self.next()? {
                Some(record) => out.push(record),
                None => break,
            }
        }
        Ok(!out.is_empty())
    }
}

/// Merges files each sorted by key into one stream sorted by key.
pub(super) struct Merge {
    readers: Vec<RecordReader>,
    heads: Vec<Option<(u64, u64)>>,
}

impl Merge {
    /// Opens `paths` (missing ones read as empty).
    ///
    /// # Errors
    /// As [`RecordReader::open`] and [`RecordReader::next`].
    pub(super) fn open(paths: &[PathBuf]) -> Result<Merge, TableFileError> {
        let mut readers = Vec::with_capacity(paths.len());
        let mut heads = Vec::with_capacity(paths.len());
        for path in paths {
            let mut reader = RecordReader::open(path)?;
            heads.push(reader.next()?);
            readers.push(reader);
        }
        Ok(Merge { readers, heads })
    }

    /// The record of smallest key left, or None when all are read. (The
    /// files are few, one a part: a linear search is enough.)
    ///
    /// # Errors
    /// As [`RecordReader::next`].
    pub(super) fn next(&mut self) -> Result<Option<(u64, u64)>, TableFileError> {
        let mut best: Option<usize> = None;
        for (i, head) in self.heads.iter().enumerate() {
            if let Some((key, _)) = head {
                if best.map_or(true, |b| self.heads[b].is_some_and(|(k, _)| *key < k)) {
                    best = Some(i);
                }
            }
        }
        let Some(i) = best else { return Ok(None) };
        let record = self.heads[i];
        self.heads[i] = self.readers[i].next()?;
        Ok(record)
    }
}
