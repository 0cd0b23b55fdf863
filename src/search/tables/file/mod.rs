//! Endgame tables on disk, native only: each seed count (layer) in its own
//! file, built from the files below it (captures only go down), read
//! memory-mapped. The `urim-tables` binary drives it.
//!
//! **Boards.** A layer holds every board of its seed count that can occur:
//! no pit over 17 seeds (the rules' cap). Boards are ranked from the mover's
//! side in the in-memory tables' order ([`index`](self)), so up to 15 seeds a
//! board has the same rank in both. Un-sowing follows the cap too: a pit of 17
//! may have been skipped as full, and those predecessors are found by trying
//! each way back and playing it forward.
//!
//! **What a file keeps** (format version 1, little-endian):
//! * a 64-byte header: magic `URIMTBL\0`, version, pits a row, seeds, pit cap,
//!   boards, cycle entries, payload length, checksum (of the header's first 48
//!   bytes and the payload);
//! * one value byte a board: bits 0-5 the lower bound `lo` as `(lo + n) / 2`,
//!   bit 6 "the bounds differ" (best play cycles), bit 7 "exact": the bounds
//!   meet and both forcing lines end within the 200-ply rule for a capture-free
//!   run that begins at the board — exactly the `exact` of
//!   [`Tables::value`](super::Tables::value);
//! * one ply byte a board: the longer of the two forcing lines (255: too long
//!   to count), the `plies` of [`TableValue`](super::TableValue);
//! * the boards whose bounds differ, sorted by rank: their ranks (u64), then
//!   their upper bounds `hi` (a byte each, coded as `lo`).
//!
//! So a file takes 2 bytes a board and 9 more per cycle board; the in-memory
//! tables take 4 (lo, hi and the two forcing distances). **Dropped:** the two
//! distances apart (only the longer is kept). A reader decides exactness as
//! the in-memory tables do for a run that begins at the board (bit 7); for a
//! game with a longer capture-free past, a value is exact when bit 7 is set
//! and `run + plies <= 200` (the longer line bounds both); what is lost is
//! `prove_table_value`'s line-following proof, which needs both distances.
//!
//! **Memory.** A layer is solved in memory: 7 bytes a board plus the queue
//! (8 bytes an entry, at most two entries a board, in practice far fewer),
//! plus the 2-byte payload when written; the lower layers are read through
//! their maps. Layer 24 of 2x6 (417 M boards) needs about 4 GB; layer 28
//! (1.68 G boards) about 16 GB; larger layers exceed this machine's 24 GB.
//! Building a layer out of core by index range is not done yet.

mod build;
mod check;
mod format;
mod index;
mod reader;
mod solve;
mod unmove;

pub use build::{build_layers, peak_memory_kib, write_layer, LayerStats, FILE_OVERHEAD};
pub use check::{compare_with_memory, Disagreement};
pub use format::{layer_file_name, Header, TableFileError, FORMAT_VERSION, HEADER_BYTES, MAGIC};
pub use reader::{layer_path, FileTables, LayerFile};
pub use solve::{solve_layer, Solved, Stage};

/// Boards in layer `seeds` of a board of `holes` pits a row, with the 17-seed cap.
#[must_use]
pub fn layer_boards(holes: usize, seeds: usize) -> u64 {
    index::LayerIndex::new(2 * holes, seeds).size()
}
