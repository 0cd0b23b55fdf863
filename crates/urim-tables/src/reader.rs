//! Reading layer files, memory-mapped: [`LayerFile`] checks one file whole
//! when it opens it (header, length, the table of block checksums, every
//! block against its checksum, every entry in range), so no lookup afterwards
//! can fail or panic, nor use a byte its checksum did not vouch for; [`FileTables`] looks positions up in
//! the layers of one board size.

use memmap2::Mmap;
use std::fs::File;
use std::path::{Path, PathBuf};
use urim::rules::{Position, MAX_PITS};
use urim_search::table_files::LayerIndex;
use urim_search::table_files::{
    block_sum, checksum, layer_file_name, sum_of, Header, TableFileError, BLOCK_BYTES, HEADER_BYTES,
};
use urim_search::table_files::{mover_board, Codec};
use urim_search::TableValue;

/// Checks the mapped file `map` (its header `header`, holding `sum`) against
/// its checksums: the table of block checksums against the header's, then
/// every block of the payload against its entry in the table.
///
/// # Errors
/// [`TableFileError::Checksum`] when the table is damaged,
/// [`TableFileError::Block`] naming the first damaged block.
fn check_blocks(map: &[u8], header: &Header, sum: u64, path: &Path) -> Result<(), TableFileError> {
    // The length was checked against the header: these ranges are in the map.
    let sums = &map[header.sums_at() as usize..];
    if checksum(&map[..HEADER_BYTES], sums) != sum {
        return Err(TableFileError::Checksum {
            path: path.to_owned(),
        });
    }
    let payload = &map[HEADER_BYTES..header.sums_at() as usize];
    for (block, bytes) in (0u64..).zip(payload.chunks(BLOCK_BYTES as usize)) {
        if sum_of(sums, block) != Some(block_sum(bytes)) {
            return Err(TableFileError::Block {
                path: path.to_owned(),
                block,
            });
        }
    }
    Ok(())
}

/// One layer file, mapped.
#[derive(Debug)]
pub struct LayerFile {
    map: Mmap,
    header: Header,
    index: LayerIndex,
    /// The decoding of the entries, shared with the reader of slices.
    codec: Codec,
}

impl LayerFile {
    /// Opens and checks the file of layer `seeds` for `holes` pits a row.
    ///
    /// # Errors
    /// [`TableFileError`] when the file is missing, unreadable, damaged, or
    /// for another layer.
    pub fn open(path: &Path, holes: usize, seeds: usize) -> Result<LayerFile, TableFileError> {
        let io = |source| TableFileError::Io {
            path: path.to_owned(),
            source,
        };
        let file = File::open(path).map_err(io)?;
        // SAFETY: the map is only read. The layer files are written once under a
        // temporary name and renamed into place, never changed afterwards; a file
        // changed by another program while mapped is outside what this reads.
        #[allow(unsafe_code)]
        let map = unsafe { Mmap::map(&file) }.map_err(io)?;
        let (header, sum) = Header::parse(&map, path)?;
        header.check_layer(holes, seeds, path)?;
        let index = LayerIndex::new(2 * holes, seeds);
        check_blocks(&map, &header, sum, path)?;
        let layer = LayerFile {
            map,
            header,
            index,
            codec: Codec::new(header.seeds.into()),
        };
        layer.check_entries(path)?;
        Ok(layer)
    }

    /// Checks every bound code and counts the cycle boards.
    fn check_entries(&self, path: &Path) -> Result<(), TableFileError> {
        let mut cycles = 0;
        for rank in 0..self.header.boards {
            let Some((lo, hi)) = self.codec.bounds(self.code(rank)) else {
                return Err(TableFileError::BadEntry {
                    path: path.to_owned(),
                    at: rank,
                });
            };
            cycles += u64::from(lo != hi);
        }
        if cycles != self.header.cycles {
            return Err(TableFileError::Mismatch {
                path: path.to_owned(),
                field: "cycle boards",
                found: self.header.cycles,
                expected: cycles,
            });
        }
        Ok(())
    }

    /// The header.
    #[must_use]
    pub fn header(&self) -> Header {
        self.header
    }

    /// Bytes of the file.
    #[must_use]
    pub fn bytes(&self) -> u64 {
        self.map.len() as u64
    }

    /// The bound code of the board of rank `rank`.
    #[inline]
    fn code(&self, rank: u64) -> usize {
        let width = self.codec.code_bytes();
        let at = HEADER_BYTES + rank as usize * width;
        // The length was checked at opening: every rank's code is in the map.
        self.codec
            .code(&self.map[at..at + width])
            .unwrap_or(usize::MAX)
    }

    /// The ply byte of the board of rank `rank`.
    fn plies(&self, rank: u64) -> u8 {
        self.map[HEADER_BYTES + (self.header.plies_at() + rank) as usize]
    }

    /// The bounds `(lo, hi)` of the board of rank `rank`, mover's view.
    #[must_use]
    #[inline]
    pub(crate) fn bounds(&self, rank: u64) -> (i8, i8) {
        // Every code was checked at opening; the widest bounds are never used.
        let n = self.header.seeds as i8;
        self.codec.bounds(self.code(rank)).unwrap_or((-n, n))
    }

    /// What the file says of the board `board` (mover's view) for a mover whose
    /// row sweep would be `sweep`.
    fn value(&self, board: &[u8; MAX_PITS], sweep: i32) -> TableValue {
        let rank = self.index.rank(board);
        Codec::value(self.bounds(rank), self.plies(rank), sweep)
    }
}

/// The layer files of one board size, layers 0 to K (the first one missing
/// ends them).
#[derive(Debug)]
pub struct FileTables {
    holes: usize,
    layers: Vec<LayerFile>,
}

impl FileTables {
    /// Opens the layers of `holes` pits a row in `dir`, from 0 seeds up to the
    /// first missing file, checking each whole (see [`LayerFile::open`]).
    ///
    /// # Errors
    /// [`TableFileError`] when a present file is damaged or for another layer,
    /// or `holes` is not 6 or 7.
    pub fn open(dir: &Path, holes: usize) -> Result<FileTables, TableFileError> {
        FileTables::open_below(dir, holes, usize::MAX)
    }

    /// [`FileTables::open`], but only the layers below `seeds` seeds.
    ///
    /// # Errors
    /// As [`FileTables::open`].
    pub fn open_below(
        dir: &Path,
        holes: usize,
        seeds: usize,
    ) -> Result<FileTables, TableFileError> {
        let mut tables = FileTables::empty(holes)?;
        loop {
            let path = layer_path(dir, holes, tables.layers.len());
            if tables.layers.len() >= seeds || !path.exists() {
                return Ok(tables);
            }
            let layer = LayerFile::open(&path, holes, tables.layers.len())?;
            tables.layers.push(layer);
        }
    }

    /// No layers yet, for `holes` pits a row.
    ///
    /// # Errors
    /// [`TableFileError::BadSize`] unless `holes` is 6 or 7.
    pub fn empty(holes: usize) -> Result<FileTables, TableFileError> {
        if !(6..=7).contains(&holes) {
            return Err(TableFileError::BadSize { holes });
        }
        Ok(FileTables {
            holes,
            layers: Vec::new(),
        })
    }

    /// Adds the next layer (the one of [`FileTables::max_seeds`] + 1 seeds).
    pub(crate) fn push(&mut self, layer: LayerFile) {
        self.layers.push(layer);
    }

    /// The layers open, fewest seeds first.
    #[must_use]
    pub fn layers(&self) -> &[LayerFile] {
        &self.layers
    }

    /// The most seeds a board in the files holds (None with no layer).
    #[must_use]
    pub fn max_seeds(&self) -> Option<usize> {
        self.layers.len().checked_sub(1)
    }

    /// The bounds of the board `board` (mover's view, `seeds` seeds), if held.
    #[must_use]
    #[inline]
    pub(crate) fn bounds_of(&self, board: &[u8; MAX_PITS], seeds: usize) -> (i8, i8) {
        let layer = &self.layers[seeds];
        layer.bounds(layer.index.rank(board))
    }

    /// The value of `pos`'s board for its mover, as [`Tables::value`](urim_search::Tables::value)
    /// gives it, if the files hold its layer (same row length, seeds on the
    /// board within the layers open). The stores are not counted.
    #[must_use]
    pub fn value(&self, pos: &Position) -> Option<TableValue> {
        if pos.variant().holes() != self.holes {
            return None;
        }
        let (board, seeds, sweep) = mover_board(pos);
        let layer = self.layers.get(seeds)?;
        Some(layer.value(&board, sweep))
    }
}

/// The board of `pos` from its mover's side: the mover's row first.
#[must_use]
pub(crate) fn mover_view(pos: &Position) -> [u8; MAX_PITS] {
    mover_board(pos).0
}

/// Where the file of layer `seeds` for `holes` pits a row lives in `dir`.
#[must_use]
pub fn layer_path(dir: &Path, holes: usize, seeds: usize) -> PathBuf {
    dir.join(layer_file_name(holes, seeds))
}
