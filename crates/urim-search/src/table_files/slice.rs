//! Reading a layer file in slices, without the file system (so in WebAssembly
//! too): where a board's entries sit in its layer file, the check of a header
//! read on its own, and the decoding of the few bytes of one board into the
//! [`TableValue`] that [`FileTables`](super::FileTables) gives, through the
//! same [`Codec`] the memory-mapped reader uses.
//!
//! A reader of slices checks the header (magic, version, board, seeds, pit
//! cap, boards and the file's length), then the table of block checksums
//! against the header's checksum ([`LayerSlices::check_sums`]), then each
//! block of the payload it reads against its entry in that table
//! ([`LayerSlices::check_block`]) before it uses a byte of it, and that each
//! code it decodes is in range. So it reads a few blocks of a file, not the
//! whole, and trusts no byte that was not vouched for.

use super::format::{
    block_sum, checksum, layer_file_name, pairs, sum_of, value_bytes, Header, TableFileError,
    BLOCK_BYTES, HEADER_BYTES, SUM_BYTES,
};
use super::index::LayerIndex;
use crate::tables::{within_ply_limit, TableValue};
use std::ops::Range;
use std::path::PathBuf;
use urim::rules::{Position, Side, MAX_PITS};

/// Bytes of one board's ply entry.
const PLY_BYTES: u64 = 1;

/// The decoding of one layer's entries: a bound code (one or two bytes) into
/// the bounds, and the bounds with the ply byte into a [`TableValue`].
#[derive(Clone, Debug)]
pub struct Codec {
    /// The bounds of each code.
    pairs: Vec<(i8, i8)>,
    /// Whether a code takes two bytes.
    wide: bool,
}

impl Codec {
    /// The codec of layer `seeds`.
    #[must_use]
    pub fn new(seeds: u64) -> Codec {
        Codec {
            pairs: pairs(seeds),
            wide: value_bytes(seeds) == 2,
        }
    }

    /// Bytes of one bound code.
    #[must_use]
    pub fn code_bytes(&self) -> usize {
        if self.wide {
            2
        } else {
            1
        }
    }

    /// The code held by the first bytes of `bytes`, None when too few.
    #[must_use]
    #[inline]
    pub fn code(&self, bytes: &[u8]) -> Option<usize> {
        if self.wide {
            let pair = bytes.get(..2)?;
            Some(usize::from(u16::from_le_bytes([pair[0], pair[1]])))
        } else {
            bytes.first().map(|&b| usize::from(b))
        }
    }

    /// The bounds `(lo, hi)` of `code`, None when it is out of range.
    #[must_use]
    #[inline]
    pub fn bounds(&self, code: usize) -> Option<(i8, i8)> {
        self.pairs.get(code).copied()
    }

    /// The value of a board with bounds `(lo, hi)` and ply byte `plies`, for a
    /// mover whose row sweep would be `sweep`: exact when the bounds meet and
    /// the longer line ends within the ply limit of a run that begins there.
    #[must_use]
    pub fn value((lo, hi): (i8, i8), plies: u8, sweep: i32) -> TableValue {
        let (lo, hi) = (i32::from(lo), i32::from(hi));
        let plies = usize::from(plies);
        TableValue {
            value: sweep.clamp(lo, hi),
            exact: lo == hi && within_ply_limit(plies, 1),
            lo,
            hi,
            plies,
        }
    }
}

/// Where one board's entries sit in its layer file, in bytes from the file's
/// start (ends excluded).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardSlices {
    /// The layer: seeds on the board.
    pub seeds: usize,
    /// The board's rank in its layer.
    pub rank: u64,
    /// Its bound code.
    pub value: Range<u64>,
    /// Its ply byte.
    pub plies: Range<u64>,
    /// The mover's row sweep (own row minus the opponent's), which a value of
    /// a cycle is clamped from.
    pub sweep: i32,
}

/// One layer file read in slices: where a board's bytes are, and what they say.
#[derive(Clone, Debug)]
pub struct LayerSlices {
    holes: usize,
    seeds: usize,
    index: LayerIndex,
    codec: Codec,
}

impl LayerSlices {
    /// The slices of layer `seeds` for `holes` pits a row.
    ///
    /// # Errors
    /// [`TableFileError::BadSize`] unless `holes` is 6 or 7.
    pub fn new(holes: usize, seeds: usize) -> Result<LayerSlices, TableFileError> {
        if !(6..=7).contains(&holes) {
            return Err(TableFileError::BadSize { holes });
        }
        Ok(LayerSlices {
            holes,
            seeds,
            index: LayerIndex::new(2 * holes, seeds),
            codec: Codec::new(seeds as u64),
        })
    }

    /// The bytes of the header, from the file's start.
    #[must_use]
    pub fn header_range() -> Range<u64> {
        0..HEADER_BYTES as u64
    }

    /// The file's name (which its errors carry).
    #[must_use]
    pub fn file_name(&self) -> String {
        layer_file_name(self.holes, self.seeds)
    }

    /// Boards in the layer.
    #[must_use]
    pub fn boards(&self) -> u64 {
        self.index.size()
    }

    /// Bytes of the payload: the bound codes and the ply bytes.
    #[must_use]
    pub fn payload_bytes(&self) -> u64 {
        self.boards() * (self.codec.code_bytes() as u64 + PLY_BYTES)
    }

    /// Bytes of the whole file: the header, the payload and its block checksums.
    #[must_use]
    pub fn file_bytes(&self) -> u64 {
        self.sums_range().end
    }

    /// Where the payload sits, from the file's start.
    #[must_use]
    pub fn payload_range(&self) -> Range<u64> {
        HEADER_BYTES as u64..HEADER_BYTES as u64 + self.payload_bytes()
    }

    /// Where the table of block checksums sits, from the file's start.
    #[must_use]
    pub fn sums_range(&self) -> Range<u64> {
        let at = self.payload_range().end;
        at..at + self.payload_bytes().div_ceil(BLOCK_BYTES) * SUM_BYTES
    }

    /// Where block `block` of the payload sits, from the file's start (the
    /// last block may be shorter; a block past the payload is empty).
    #[must_use]
    pub fn block_range(&self, block: u64) -> Range<u64> {
        let payload = self.payload_range();
        let start = payload
            .start
            .saturating_add(block.saturating_mul(BLOCK_BYTES))
            .min(payload.end);
        start..start.saturating_add(BLOCK_BYTES).min(payload.end)
    }

    /// The block of the payload that holds the file's byte `at` (None outside
    /// the payload).
    #[must_use]
    pub fn block_of(&self, at: u64) -> Option<u64> {
        let payload = self.payload_range();
        payload
            .contains(&at)
            .then(|| (at - payload.start) / BLOCK_BYTES)
    }

    /// Checks the table of block checksums `sums` (the bytes of
    /// [`LayerSlices::sums_range`]) against the checksum of the header `head`.
    ///
    /// # Errors
    /// [`TableFileError`] when the header is bad (as [`LayerSlices::check_header`]),
    /// [`TableFileError::Checksum`] when the table is not the one it vouches for.
    pub fn check_sums(&self, head: &[u8], sums: &[u8]) -> Result<(), TableFileError> {
        let path = PathBuf::from(self.file_name());
        let (header, sum) = Header::parse_head(head, self.file_bytes(), &path)?;
        header.check_layer(self.holes, self.seeds, &path)?;
        if sums.len() as u64 != header.sums_bytes() || checksum(head, sums) != sum {
            return Err(TableFileError::Checksum { path });
        }
        Ok(())
    }

    /// Checks the bytes of block `block` of the payload (all of
    /// [`LayerSlices::block_range`]) against its entry in `sums`, a table
    /// [`LayerSlices::check_sums`] passed.
    ///
    /// # Errors
    /// [`TableFileError::Block`] when they differ (or the block is not whole).
    pub fn check_block(&self, sums: &[u8], block: u64, bytes: &[u8]) -> Result<(), TableFileError> {
        let range = self.block_range(block);
        let whole = bytes.len() as u64 == range.end - range.start && !range.is_empty();
        if !whole || sum_of(sums, block) != Some(block_sum(bytes)) {
            return Err(TableFileError::Block {
                path: PathBuf::from(self.file_name()),
                block,
            });
        }
        Ok(())
    }

    /// Checks the header `head` (the file's first [`HEADER_BYTES`] bytes or
    /// more) of a file of `file_bytes` bytes: magic, version, board, seeds,
    /// pit cap, boards, and the length the header gives.
    ///
    /// # Errors
    /// [`TableFileError`] saying what is wrong.
    pub fn check_header(&self, head: &[u8], file_bytes: u64) -> Result<Header, TableFileError> {
        let path = PathBuf::from(self.file_name());
        let (header, _checksum) = Header::parse_head(head, file_bytes, &path)?;
        header.check_layer(self.holes, self.seeds, &path)?;
        Ok(header)
    }

    /// Where the entries of `board` (mover's view, the layer's seeds, no pit
    /// over the cap) sit, for a mover with row sweep `sweep`.
    #[must_use]
    pub fn board_slices(&self, board: &[u8; MAX_PITS], sweep: i32) -> BoardSlices {
        let rank = self.index.rank(board);
        let code = self.codec.code_bytes() as u64;
        let value_at = HEADER_BYTES as u64 + rank * code;
        let plies_at = HEADER_BYTES as u64 + self.boards() * code + rank;
        BoardSlices {
            seeds: self.seeds,
            rank,
            value: value_at..value_at + code,
            plies: plies_at..plies_at + PLY_BYTES,
            sweep,
        }
    }

    /// What a board's bytes say: `value` its bound code, `plies` its ply byte
    /// (as [`LayerSlices::board_slices`] placed them), `sweep` as there.
    ///
    /// # Errors
    /// [`TableFileError::Short`] when a slice holds too few bytes,
    /// [`TableFileError::BadEntry`] when the code is out of range.
    pub fn decode(
        &self,
        rank: u64,
        value: &[u8],
        plies: &[u8],
        sweep: i32,
    ) -> Result<TableValue, TableFileError> {
        let short = |bytes: &[u8]| TableFileError::Short {
            path: PathBuf::from(self.file_name()),
            bytes: bytes.len() as u64,
        };
        let code = self.codec.code(value).ok_or_else(|| short(value))?;
        let &ply = plies.first().ok_or_else(|| short(plies))?;
        let bounds = self
            .codec
            .bounds(code)
            .ok_or_else(|| TableFileError::BadEntry {
                path: PathBuf::from(self.file_name()),
                at: rank,
            })?;
        Ok(Codec::value(bounds, ply, sweep))
    }
}

/// The board of `pos` from its mover's side (the mover's row first), its
/// seeds, and the mover's row sweep.
#[must_use]
pub fn mover_board(pos: &Position) -> ([u8; MAX_PITS], usize, i32) {
    let holes = pos.variant().holes();
    let board = match pos.to_move() {
        Side::South => pos.pit_array(),
        Side::North => {
            let mut board = [0u8; MAX_PITS];
            board[..holes].copy_from_slice(&pos.pits()[holes..2 * holes]);
            board[holes..2 * holes].copy_from_slice(&pos.pits()[..holes]);
            board
        }
    };
    let seeds = board.iter().map(|&s| usize::from(s)).sum();
    let me = pos.to_move();
    let sweep = pos.row_seeds(me) as i32 - pos.row_seeds(me.opponent()) as i32;
    (board, seeds, sweep)
}

/// Where `pos`'s entries sit in its layer's file, with that layer.
///
/// # Errors
/// [`TableFileError::BadSize`] for a board size with no files.
pub fn position_slices(pos: &Position) -> Result<(LayerSlices, BoardSlices), TableFileError> {
    let (board, seeds, sweep) = mover_board(pos);
    let layer = LayerSlices::new(pos.variant().holes(), seeds)?;
    let slices = layer.board_slices(&board, sweep);
    Ok((layer, slices))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wide_codes_are_read_little_endian_and_checked() {
        // 22 seeds: 276 codes, two bytes each.
        let codec = Codec::new(22);
        assert_eq!(codec.code_bytes(), 2);
        assert_eq!(codec.code(&[0x01, 0x01]), Some(257));
        assert_eq!(codec.code(&[0x01]), None);
        assert_eq!(codec.bounds(257), Some(pairs(22)[257]));
        assert_eq!(codec.bounds(276), None);
        let narrow = Codec::new(21);
        assert_eq!(narrow.code_bytes(), 1);
        assert_eq!(narrow.code(&[255, 9]), Some(255));
    }
}
