//! The layer file format: a 64-byte header, then the bounds of every board
//! (one byte a board up to 21 seeds, two above), then one ply byte a board,
//! then a checksum for each block of [`BLOCK_BYTES`] of those (the payload).
//! All numbers little-endian. See the module docs.

use super::index::LayerIndex;
use std::fmt;
use std::path::{Path, PathBuf};
use urim::rules::MAX_PIT_SEEDS;

/// The first eight bytes of every layer file.
pub const MAGIC: [u8; 8] = *b"URIMTBL\0";
/// The format this code writes and reads (2: with block checksums; 1 had one
/// checksum of the whole file, and is refused).
pub const FORMAT_VERSION: u32 = 2;
/// Bytes of the header.
pub const HEADER_BYTES: usize = 64;
/// Bytes of the header the checksum covers (all but the checksum and the spare).
const CHECKED_HEADER_BYTES: usize = 48;
/// Bytes of the payload each block checksum covers (the last block may be
/// shorter): a page of the disk, and what a reader of slices fetches and checks
/// to read one entry.
pub const BLOCK_BYTES: u64 = 4096;
/// Bytes of one block's checksum in the table of them.
pub const SUM_BYTES: u64 = 8;
/// Where the checksum sits in the header.
const CHECKSUM_AT: usize = 48;
/// Bound pairs a single byte can code.
const BYTE_CODES: u64 = 256;

/// The bounds of a board of `seeds` seeds as one number: with `a = (lo + n) / 2`
/// and `b = (hi + n) / 2` (0 <= a <= b <= n), the pairs are counted row by row:
/// `a * (n + 1) - a * (a - 1) / 2 + (b - a)`.
#[must_use]
pub fn pair_code(seeds: u64, lo: i8, hi: i8) -> u64 {
    let n = seeds as i64;
    let a = (i64::from(lo) + n) / 2;
    let b = (i64::from(hi) + n) / 2;
    (a * (n + 1) - a * (a - 1) / 2 + (b - a)) as u64
}

/// How many bound pairs layer `seeds` can have: (n + 1)(n + 2) / 2.
#[must_use]
pub fn pair_count(seeds: u64) -> u64 {
    (seeds + 1) * (seeds + 2) / 2
}

/// Bytes of one board's bound code in layer `seeds`: 1 up to 21 seeds, else 2.
#[must_use]
pub fn value_bytes(seeds: u64) -> u64 {
    if pair_count(seeds) <= BYTE_CODES {
        1
    } else {
        2
    }
}

/// Every pair of layer `seeds` by code: `(lo, hi)`.
#[must_use]
pub fn pairs(seeds: u64) -> Vec<(i8, i8)> {
    let n = seeds as i8;
    let mut all = Vec::with_capacity(pair_count(seeds) as usize);
    for a in 0..=n {
        for b in a..=n {
            all.push((2 * a - n, 2 * b - n));
        }
    }
    all
}

/// What the header of a layer file says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Header {
    /// Pits a row.
    pub holes: u32,
    /// Seeds on every board of the layer.
    pub seeds: u32,
    /// The most seeds a pit may hold (17).
    pub pit_cap: u32,
    /// Boards in the layer.
    pub boards: u64,
    /// Boards whose bounds differ (best play cycles).
    pub cycles: u64,
}

impl Header {
    /// Bytes after the header.
    #[must_use]
    pub fn payload_bytes(&self) -> u64 {
        self.plies_at() + self.boards
    }

    /// Blocks of the payload, each with its checksum.
    #[must_use]
    pub fn blocks(&self) -> u64 {
        self.payload_bytes().div_ceil(BLOCK_BYTES)
    }

    /// Bytes of the table of block checksums, after the payload.
    #[must_use]
    pub fn sums_bytes(&self) -> u64 {
        self.blocks() * SUM_BYTES
    }

    /// Where the table of block checksums begins, from the file's start.
    #[must_use]
    pub fn sums_at(&self) -> u64 {
        HEADER_BYTES as u64 + self.payload_bytes()
    }

    /// Bytes of the whole file: the header, the payload and the block checksums.
    #[must_use]
    pub fn file_bytes(&self) -> u64 {
        self.sums_at() + self.sums_bytes()
    }

    /// Where (after the header) the ply bytes begin.
    #[must_use]
    pub fn plies_at(&self) -> u64 {
        self.boards * value_bytes(self.seeds.into())
    }

    /// The header's bytes with `checksum` in place.
    #[must_use]
    pub fn to_bytes(self, checksum: u64) -> [u8; HEADER_BYTES] {
        let mut out = [0u8; HEADER_BYTES];
        out[..8].copy_from_slice(&MAGIC);
        out[8..12].copy_from_slice(&FORMAT_VERSION.to_le_bytes());
        out[12..16].copy_from_slice(&self.holes.to_le_bytes());
        out[16..20].copy_from_slice(&self.seeds.to_le_bytes());
        out[20..24].copy_from_slice(&self.pit_cap.to_le_bytes());
        out[24..32].copy_from_slice(&self.boards.to_le_bytes());
        out[32..40].copy_from_slice(&self.cycles.to_le_bytes());
        out[40..48].copy_from_slice(&self.payload_bytes().to_le_bytes());
        out[CHECKSUM_AT..CHECKSUM_AT + 8].copy_from_slice(&checksum.to_le_bytes());
        out
    }

    /// Reads a header, checking the magic, the version and the payload length.
    ///
    /// # Errors
    /// [`TableFileError`] when the bytes are no header of this format.
    pub fn parse(bytes: &[u8], path: &Path) -> Result<(Header, u64), TableFileError> {
        Header::parse_head(bytes, bytes.len() as u64, path)
    }

    /// Reads a header from the first bytes of a file of `file_bytes` bytes
    /// (`bytes` may hold more of the file, or only the header): the check of
    /// [`Header::parse`] for a reader that has the header alone.
    ///
    /// # Errors
    /// [`TableFileError`] when the bytes are no header of this format, or the
    /// file's length is not the one the header gives.
    pub fn parse_head(
        bytes: &[u8],
        file_bytes: u64,
        path: &Path,
    ) -> Result<(Header, u64), TableFileError> {
        let short = || TableFileError::Short {
            path: path.to_owned(),
            bytes: file_bytes,
        };
        let head = bytes.get(..HEADER_BYTES).ok_or_else(short)?;
        if head[..8] != MAGIC {
            return Err(TableFileError::NotATable {
                path: path.to_owned(),
            });
        }
        let u32_at =
            |at: usize| u32::from_le_bytes([head[at], head[at + 1], head[at + 2], head[at + 3]]);
        let u64_at = |at: usize| read_u64(head, at);
        let version = u32_at(8);
        if version != FORMAT_VERSION {
            return Err(TableFileError::Version {
                path: path.to_owned(),
                found: version,
            });
        }
        let header = Header {
            holes: u32_at(12),
            seeds: u32_at(16),
            pit_cap: u32_at(20),
            boards: u64_at(24),
            cycles: u64_at(32),
        };
        let payload = u64_at(40);
        let fits = header.cycles <= header.boards
            && header.boards < u64::MAX / 4
            && payload == header.payload_bytes()
            && file_bytes == header.file_bytes();
        if !fits {
            return Err(short());
        }
        Ok((header, u64_at(CHECKSUM_AT)))
    }
}

impl Header {
    /// Checks that the header is the one of layer `seeds` for `holes` pits a
    /// row: the pits, the seeds, the pit cap and the number of boards.
    ///
    /// # Errors
    /// [`TableFileError::Mismatch`] naming the first field that differs.
    pub fn check_layer(
        &self,
        holes: usize,
        seeds: usize,
        path: &Path,
    ) -> Result<(), TableFileError> {
        let boards = LayerIndex::new(2 * holes, seeds).size();
        let fields: [(&'static str, u64, u64); 4] = [
            ("holes", self.holes.into(), holes as u64),
            ("seeds", self.seeds.into(), seeds as u64),
            ("pit cap", self.pit_cap.into(), MAX_PIT_SEEDS.into()),
            ("boards", self.boards, boards),
        ];
        for (field, found, expected) in fields {
            if found != expected {
                return Err(TableFileError::Mismatch {
                    path: path.to_owned(),
                    field,
                    found,
                    expected,
                });
            }
        }
        Ok(())
    }
}

/// The checksum the header holds: of its own first bytes (all but the checksum
/// and the spare) and of the table of block checksums, `sums`. Through the
/// table it vouches for every block of the payload.
#[must_use]
pub fn checksum(header: &[u8], sums: &[u8]) -> u64 {
    let mut sum = Checksum::default();
    sum.add(&header[..CHECKED_HEADER_BYTES]);
    sum.add(sums);
    sum.finish()
}

/// The checksum of one block of the payload (up to [`BLOCK_BYTES`] bytes).
#[must_use]
pub fn block_sum(block: &[u8]) -> u64 {
    let mut sum = Checksum::default();
    sum.add(block);
    sum.finish()
}

/// The table of block checksums of `payload`, as the file holds it.
#[must_use]
pub fn block_sums(payload: &[u8]) -> Vec<u8> {
    payload
        .chunks(BLOCK_BYTES as usize)
        .flat_map(|block| block_sum(block).to_le_bytes())
        .collect()
}

/// The checksum of block `block` in the table `sums` (None past its end).
#[must_use]
pub fn sum_of(sums: &[u8], block: u64) -> Option<u64> {
    let at = usize::try_from(block.checked_mul(SUM_BYTES)?).ok()?;
    sums.get(at..at + SUM_BYTES as usize)
        .map(|entry| read_u64(entry, 0))
}

/// A 64-bit hash of 8-byte words (multiply and shift, as in FNV and
/// SplitMix): every bit of every byte reaches the result, and a flipped or
/// moved byte changes it with all but a vanishing chance. Not cryptographic.
#[derive(Clone, Copy, Debug)]
struct Checksum {
    state: u64,
    bytes: u64,
}

impl Default for Checksum {
    fn default() -> Checksum {
        Checksum {
            state: 0xcbf2_9ce4_8422_2325,
            bytes: 0,
        }
    }
}

impl Checksum {
    /// The odd multiplier of each round.
    const MULTIPLIER: u64 = 0x9e37_79b9_7f4a_7c15;
    /// The shift that folds the high bits back down.
    const FOLD: u32 = 29;

    /// Takes one word in.
    #[inline]
    fn word(&mut self, word: u64) {
        self.state = (self.state ^ word).wrapping_mul(Self::MULTIPLIER);
        self.state ^= self.state >> Self::FOLD;
    }

    /// Takes `bytes` in (a part not a multiple of 8 is padded with zeros).
    fn add(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            self.word(read_u64(chunk, 0));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut last = [0u8; 8];
            last[..rest.len()].copy_from_slice(rest);
            self.word(u64::from_le_bytes(last));
        }
        self.bytes += bytes.len() as u64;
    }

    /// The hash, with the length taken in.
    fn finish(mut self) -> u64 {
        self.word(self.bytes);
        self.state
    }
}

/// The little-endian u64 at `at` of `bytes` (which must hold it).
#[inline]
pub fn read_u64(bytes: &[u8], at: usize) -> u64 {
    let mut word = [0u8; 8];
    word.copy_from_slice(&bytes[at..at + 8]);
    u64::from_le_bytes(word)
}

/// Why a layer file cannot be used.
#[derive(Debug)]
#[non_exhaustive]
pub enum TableFileError {
    /// The file could not be read or written.
    Io {
        /// The file.
        path: PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
    /// The file is shorter (or longer) than its header says, or has no header.
    Short {
        /// The file.
        path: PathBuf,
        /// Its length.
        bytes: u64,
    },
    /// The file does not begin as a layer file.
    NotATable {
        /// The file.
        path: PathBuf,
    },
    /// The file is of another format version.
    Version {
        /// The file.
        path: PathBuf,
        /// Its version.
        found: u32,
    },
    /// The header describes another layer than the one asked for.
    Mismatch {
        /// The file.
        path: PathBuf,
        /// Which field differs.
        field: &'static str,
        /// What the header says.
        found: u64,
        /// What was expected.
        expected: u64,
    },
    /// The header and the table of block checksums do not match the header's
    /// checksum.
    Checksum {
        /// The file.
        path: PathBuf,
    },
    /// A block of the payload does not match its checksum.
    Block {
        /// The file.
        path: PathBuf,
        /// The block (of [`BLOCK_BYTES`], counted from the payload's start).
        block: u64,
    },
    /// A value or cycle entry is out of range (the checksum matched: the file
    /// was written wrong).
    BadEntry {
        /// The file.
        path: PathBuf,
        /// The board (or cycle entry) concerned.
        at: u64,
    },
    /// Asked for a board size the files cannot be for (6 or 7 pits a row).
    BadSize {
        /// The pits a row asked for.
        holes: usize,
    },
}

impl fmt::Display for TableFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TableFileError::Io { path, source } => write!(f, "{}: {source}", path.display()),
            TableFileError::Short { path, bytes } => write!(
                f,
                "{}: {bytes} bytes, not the length its header gives (cut short or not a layer file)",
                path.display()
            ),
            TableFileError::NotATable { path } => {
                write!(f, "{}: not an Urim table layer file", path.display())
            }
            TableFileError::Version { path, found } => write!(
                f,
                "{}: format version {found}, this program reads {FORMAT_VERSION} (build the files again with urim-tables)",
                path.display()
            ),
            TableFileError::Mismatch {
                path,
                field,
                found,
                expected,
            } => write!(
                f,
                "{}: header gives {field} {found}, expected {expected}",
                path.display()
            ),
            TableFileError::Checksum { path } => {
                write!(f, "{}: checksum does not match (file damaged)", path.display())
            }
            TableFileError::Block { path, block } => write!(
                f,
                "{}: block {block} does not match its checksum (file damaged)",
                path.display()
            ),
            TableFileError::BadEntry { path, at } => {
                write!(f, "{}: entry {at} out of range", path.display())
            }
            TableFileError::BadSize { holes } => {
                write!(f, "no tables for {holes} pits a row (6 or 7)")
            }
        }
    }
}

impl std::error::Error for TableFileError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            TableFileError::Io { source, .. } => Some(source),
            _ => None,
        }
    }
}

/// The file name of layer `seeds` of boards with `holes` pits a row.
#[must_use]
pub fn layer_file_name(holes: usize, seeds: usize) -> String {
    format!("urim-2x{holes}-{seeds:02}.tbl")
}
