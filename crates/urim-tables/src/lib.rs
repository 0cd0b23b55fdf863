//! # urim-tables
//!
//! The endgame table files of Urim, native only: the builder of a layer from
//! the layers below it, in memory, out of core (in parts on disk, resumed after
//! a power loss) or in parts spread over processes, on the retrograde solver
//! the in-memory tables use too (`urim_search::retrograde`, with the files as
//! the layers below); the memory-mapped reader
//! ([`FileTables`]); and the checks of the files against the in-memory tables
//! and against the equations their bounds satisfy. The binaries `urim-tables`
//! and `urim-lookup` drive it. The format, and the reader of slices the engine's
//! worker uses, are in `urim_search::table_files`; its docs explain the files.
//!
//! **Unsafe code.** Only to map files into memory (`memmap2`): a map is unsound
//! if another process changes the file while it is mapped, which the builder
//! never does to a file it has written and committed. Four places, each with its
//! reason beside it: `reader.rs` maps a layer file ([`FileTables`]), `parts.rs`
//! a part's file when joining, `outofcore/inplace.rs` a part's state file to
//! update it in place, and a test of `durable.rs` a file to check its bytes.
//! Everywhere else unsafe code is refused (`#![deny(unsafe_code)]`).
#![deny(missing_docs)]
#![deny(unsafe_code)]

mod build;
mod check;
mod durable;
mod outofcore;
mod parts;
mod reader;
mod solve;

pub use build::{
    build_layers, build_layers_in_parts, file_bytes, peak_memory_kib, write_layer, LayerStats,
    Parts, Plan,
};
pub use check::{check_equations, compare_with_memory, Disagreement};
pub use durable::Durability;
pub use outofcore::{build_out_of_core, state_bytes, work_dir, Halt, OutOfCore, OutOfCoreStats};
pub use parts::{join_parts, part_path, take_tells, tells_path, write_part, write_tells};
pub use reader::{layer_path, FileTables, LayerFile};
pub use solve::{
    cuts, solve_layer, thresholds, PartSolver, Solved, Stage, CELL_BYTES, QUEUE_ENTRY_BYTES,
};
// The format, so that a user of the files needs one crate.
pub use urim_search::table_files::{
    layer_boards, layer_file_name, value_bytes, Header, TableFileError, BLOCK_BYTES,
    FORMAT_VERSION, HEADER_BYTES, MAGIC, SUM_BYTES,
};
