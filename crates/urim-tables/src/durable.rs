//! The ordering barriers that make the builder's files survive a power loss,
//! not only a kill: one function a rule, each saying what must reach the
//! disk before what. Without them the kernel writes dirty pages back in any
//! order it likes, so after a power loss a stamp or a rename could be on the
//! disk while the data it vouches for is not.
//!
//! The rules, in the order a write-ahead design needs them:
//! 1. an undo log's records are on the disk before its header makes them
//!    count ([`Durability::undo_records_before_header`]);
//! 2. that header is on the disk before any cell it guards is told in place
//!    ([`Durability::undo_header_before_cells`]);
//! 3. a mapped state's cells are on the disk before anything vouches for
//!    them ([`Durability::cells_before_stamp`]);
//! 4. the stamp is on the disk before the turn's inputs are removed or the
//!    next turn begins ([`Durability::stamp_after_writing`]);
//! 5. a file is on the disk before it is renamed into place
//!    ([`Durability::file_before_rename`]);
//! 6. the rename (or the creation) is on the disk, through its directory,
//!    before anything that relies on it ([`Durability::dir_after_rename`]).
//!
//! They hold as far as the disk honours a flush: one that acknowledges a
//! flush it has only cached (some consumer disks, some virtual disks set to
//! ignore flushes) can still lose or reorder what it said was written.

use memmap2::MmapMut;
use std::fs::File;
use std::io;
use std::path::Path;

/// Whether the barriers are kept.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Durability {
    /// Every barrier kept: a build interrupted by a power loss resumes as
    /// one killed does (as far as the disk honours its flushes).
    #[default]
    Synced,
    /// No barrier: safe against the process being killed, not against the
    /// machine losing power (for throwaway builds; faster).
    Unsynced,
}

impl Durability {
    /// Whether the barriers are kept.
    fn on(self) -> bool {
        self == Durability::Synced
    }

    /// Rule 1: the records of an undo log, written after its void header,
    /// reach the disk before the header that makes them count is written.
    ///
    /// # Errors
    /// The I/O error of the sync.
    pub fn undo_records_before_header(self, undo: &File) -> io::Result<()> {
        self.data(undo)
    }

    /// Rule 2: the header that makes an undo log count reaches the disk
    /// before any cell it guards is told in place.
    ///
    /// # Errors
    /// The I/O error of the sync.
    pub fn undo_header_before_cells(self, undo: &File) -> io::Result<()> {
        self.data(undo)
    }

    /// Rule 3: a mapped state's cells reach the disk before anything that
    /// vouches for them is written: the turn's stamp, or the void header of
    /// an undo log that put them back.
    ///
    /// # Errors
    /// The I/O error of the flush.
    pub fn cells_before_stamp(self, map: &MmapMut) -> io::Result<()> {
        if self.on() {
            map.flush()?;
        }
        Ok(())
    }

    /// Rule 4: the stamp just written into a mapped state's header (`len`
    /// bytes at `at`) reaches the disk before the turn's inputs are removed
    /// or the next turn begins.
    ///
    /// # Errors
    /// The I/O error of the flush.
    pub fn stamp_after_writing(self, map: &MmapMut, at: usize, len: usize) -> io::Result<()> {
        if self.on() {
            map.flush_range(at, len)?;
        }
        Ok(())
    }

    /// Rule 5: a file written under a temporary name reaches the disk, its
    /// length with it, before it is renamed into place.
    ///
    /// # Errors
    /// The I/O error of the sync.
    pub fn file_before_rename(self, file: &File) -> io::Result<()> {
        self.data(file)
    }

    /// Rule 6: the directory holding `path` reaches the disk after `path`
    /// was renamed into place (or created) there, before anything relies on
    /// the name: a later stamp or cursor, the removal of the files it
    /// replaces. (On Unix a directory is synced through a `File` of it; other
    /// systems have no such call, and the rule is not kept there.)
    ///
    /// # Errors
    /// The I/O error of opening or syncing the directory.
    pub fn dir_after_rename(self, path: &Path) -> io::Result<()> {
        if !self.on() || !cfg!(unix) {
            return Ok(());
        }
        let dir = match path.parent() {
            Some(p) if !p.as_os_str().is_empty() => p,
            _ => Path::new("."),
        };
        File::open(dir)?.sync_all()
    }

    /// A file's data (and the length needed to read it back) to the disk.
    fn data(self, file: &File) -> io::Result<()> {
        if self.on() {
            file.sync_data()?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs;
    use std::io::Write;

    /// Bytes of the file each test writes, all of them `FILL`.
    const FILE_BYTES: usize = 64;
    const FILL: u8 = 7;
    /// A "cell" told through the map, and its new value.
    const CELL_AT: usize = 3;
    const TOLD: u8 = 9;
    /// A "stamp" written through the map, and its value.
    const STAMP_AT: usize = 8;
    const STAMP: u64 = 5;
    const STAMP_BYTES: usize = 8;

    /// A fresh folder for one test.
    fn folder(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("urim-durable-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).expect("made");
        dir
    }

    #[test]
    fn every_barrier_passes_on_files_of_a_real_folder_both_ways() {
        for (name, d) in [
            ("synced", Durability::Synced),
            ("unsynced", Durability::Unsynced),
        ] {
            let dir = folder(name);
            let temp = dir.join("x.tmp");
            let path = dir.join("x");
            let mut file = File::create(&temp).expect("created");
            file.write_all(&[FILL; FILE_BYTES]).expect("written");
            d.undo_records_before_header(&file).expect("rule 1");
            d.undo_header_before_cells(&file).expect("rule 2");
            d.file_before_rename(&file).expect("rule 5");
            drop(file);
            fs::rename(&temp, &path).expect("renamed");
            d.dir_after_rename(&path).expect("rule 6");
            let file = fs::OpenOptions::new()
                .read(true)
                .write(true)
                .open(&path)
                .expect("opened");
            // SAFETY: a file of this test's own folder, mapped once.
            #[allow(unsafe_code)]
            let mut map = unsafe { MmapMut::map_mut(&file) }.expect("mapped");
            map[CELL_AT] = TOLD;
            d.cells_before_stamp(&map).expect("rule 3");
            map[STAMP_AT..STAMP_AT + STAMP_BYTES].copy_from_slice(&STAMP.to_le_bytes());
            d.stamp_after_writing(&map, STAMP_AT, STAMP_BYTES)
                .expect("rule 4");
            drop(map);
            let mut expected = vec![FILL; FILE_BYTES];
            expected[CELL_AT] = TOLD;
            expected[STAMP_AT..STAMP_AT + STAMP_BYTES].copy_from_slice(&STAMP.to_le_bytes());
            assert_eq!(fs::read(&path).expect("read"), expected, "{name}");
            fs::remove_dir_all(&dir).expect("cleaned");
        }
    }

    #[test]
    fn a_missing_directory_is_an_error_when_synced_only() {
        let path = std::env::temp_dir()
            .join(format!("urim-durable-{}-missing", std::process::id()))
            .join("x");
        assert_eq!(
            Durability::Synced.dir_after_rename(&path).is_err(),
            cfg!(unix)
        );
        assert!(Durability::Unsynced.dir_after_rename(&path).is_ok());
    }
}
