//! Endgame tables on disk, their format: each seed count (layer) in its own
//! file, built from the files below it (captures only go down) by the crate
//! `urim-tables`, which also reads them memory-mapped natively. A reader
//! without a file system (the engine's Web Worker) reads a board's few bytes
//! in slices ([`LayerSlices`], here).
//!
//! **Boards.** A layer holds every board of its seed count that can occur:
//! no pit over 17 seeds (the rules' cap). Boards are ranked from the mover's
//! side in the in-memory tables' order ([`index`](self)), so up to 15 seeds a
//! board has the same rank in both. Un-sowing follows the cap too: a pit of 17
//! may have been skipped as full, and those predecessors are found by trying
//! each way back and playing it forward.
//!
//! **What a file keeps** (format version 2, little-endian):
//! * a 64-byte header: magic `URIMTBL\0`, version, pits a row, seeds, pit cap,
//!   boards, boards whose bounds differ, payload length, checksum (of the
//!   header's first 48 bytes and the table of block checksums below);
//! * the two bounds of every board, `lo` (what the mover can force) and `hi`
//!   (what the opponent can hold the mover to), as one code: with
//!   `a = (lo + n) / 2 <= b = (hi + n) / 2`, the pairs counted row by row
//!   (`format::pair_code`). A layer of n seeds has (n + 1)(n + 2) / 2 pairs:
//!   one byte a board up to 21 seeds, two above;
//! * one ply byte a board: the longer of the two forcing lines (255: too long
//!   to count), the `plies` of [`TableValue`](super::TableValue);
//! * the table of block checksums: the payload (the codes and the ply bytes)
//!   cut into blocks of 4 KiB ([`BLOCK_BYTES`], the last one shorter), and a
//!   64-bit checksum of each, 8 bytes a block ([`block_sum`]).
//!
//! **Checksums by block.** A reader that reads a file whole (the native one)
//! checks every block; a reader of slices (the browser's, by HTTP Range
//! requests) reads the table once (its header's checksum vouches for it),
//! then checks each 4 KiB block it reads before it uses a byte of it: a
//! damaged or zero-filled body is found without reading the whole file. The
//! table takes 8 bytes in 4,096 (0.2%): 17 KB for layer 14 of 2x6 (8.9 MB),
//! 2.4 MB for layer 24 (1.25 GB), read once a layer. The checksum is
//! [`checksum`]'s multiply-and-fold hash of 8-byte words, not cryptographic: it
//! finds damage, not a forgery by whoever serves the files (a site names only
//! servers it trusts, see the `tables` attribute). Format 1 (one checksum of
//! the whole file) is refused: a reader of slices could not check it, and
//! `urim-tables build` rebuilds such a file in place of keeping it.
//!
//! So a file takes 2 bytes a board (3 above 21 seeds); the in-memory tables
//! take 4 (lo, hi and the two forcing distances apart). Both bounds must stay:
//! most boards have a cycle under best play (81% of 2x6's 12-seed layer), and
//! the layers above read both bounds of the boards a capture leads to.
//!
//! **Exactness.** A reader decides it as the in-memory tables do: exact when
//! the bounds meet and the longer line ends within the 200-ply rule for a
//! capture-free run that begins at the board (`within_ply_limit(plies, 1)`),
//! so `FileTables::value` (urim-tables) equals [`Tables::value`](crate::Tables::value) on
//! every board (tested). For a game with a capture-free past of `run`
//! positions the longer line bounds both, so `run + plies <= 200` is a safe
//! test. **Dropped:** the two distances apart, which `prove_table_value`
//! follows to prove values near the ply limit; a reader of the files is
//! therefore more cautious there than the in-browser analysis.
//!
//! **Memory.** A layer solved in memory takes 7 bytes a board plus the queue
//! (8 bytes an entry; its peak was 7-8% of the boards from 13 to 22 seeds),
//! plus the payload when written; the lower layers are read through their
//! maps. Layer 24 of 2x6 (417 M boards) needs about 4.4 GB; layer 28 (1.67 G
//! boards) about 18 GB; from layer 29 on a layer exceeds this machine's 24 GB.
//! A layer can be built in parts by index range (`PartSolver` in urim-tables,
//! `docs/solve.md`): each part in its own process (`urim-tables worker`), or
//! out of core, one after another in one process (`build_out_of_core`,
//! `build --parts N`), byte for byte the in-memory file. Out of core what
//! stays in memory is one part's cells (7 bytes a board of the part, as few
//! as one likes; the join streams the parts), and the lower layers' pages in
//! the kernel's cache; the disk holds the part states and a level's files,
//! 13.5 bytes a board at the peak measured. That takes this machine to layer
//! 29 (2.3 G boards, about 54 GB of disk with the files below it; about 2.2
//! hours of one core at the 3.5 times the in-memory cost measured on layer
//! 20), where the disk and the page cache run out (`docs/solve.md`).

// The builder, the checks and the memory-mapped reader are the crate
// `urim-tables` (native only); what is here needs no file system and is in the
// wasm engine module too (the worker reads the files in slices).
mod format;
mod index;
mod slice;

pub use format::{
    block_sum, block_sums, checksum, layer_file_name, pair_code, pair_count, pairs, read_u64,
    sum_of, value_bytes, Header, TableFileError, BLOCK_BYTES, FORMAT_VERSION, HEADER_BYTES, MAGIC,
    SUM_BYTES,
};
pub use index::{next_board, LayerIndex};
pub use slice::{mover_board, position_slices, BoardSlices, Codec, LayerSlices};

/// Boards in layer `seeds` of a board of `holes` pits a row, with the 17-seed cap.
#[must_use]
pub fn layer_boards(holes: usize, seeds: usize) -> u64 {
    index::LayerIndex::new(2 * holes, seeds).size()
}
