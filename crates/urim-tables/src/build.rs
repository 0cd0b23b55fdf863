//! Building the layer files one after another, fewest seeds first: each layer
//! is solved from the files below it, in memory or out of core in parts
//! ([`Parts`], `outofcore/`), written under a temporary name, synced and
//! renamed, then mapped for the layers above. A layer whose file is already
//! there and passes every check is kept (resume); a damaged or half-written
//! one is built again, an out-of-core one from its last saved turn.

use crate::durable::Durability;
use crate::outofcore::{build_out_of_core, state_bytes, work_dir, Halt, OutOfCore, OutOfCoreStats};
use crate::reader::{layer_path, FileTables, LayerFile};
use crate::solve::{solve_layer, Solved, Stage, CELL_BYTES, QUEUE_ENTRY_BYTES};
use std::fs::{self, File};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;
use urim::rules::Variant;
use urim_search::table_files::LayerIndex;
use urim_search::table_files::{
    block_sums, checksum, value_bytes, TableFileError, BLOCK_BYTES, HEADER_BYTES, SUM_BYTES,
};

/// The suffix of a file being written.
const TEMP_SUFFIX: &str = "part";
/// What one layer took.
#[derive(Clone, Debug, PartialEq)]
pub struct LayerStats {
    /// Seeds on the board.
    pub seeds: usize,
    /// Boards in the layer.
    pub boards: u64,
    /// Boards whose bounds differ (best play cycles).
    pub cycles: u64,
    /// Seconds to solve and write it (0 when kept from an earlier run).
    pub seconds: f64,
    /// Seconds of processor time it took (Linux `schedstat`; None elsewhere):
    /// on a shared machine, far less than `seconds`.
    pub cpu_seconds: Option<f64>,
    /// The process's peak resident memory while building it, in KiB (Linux
    /// `VmHWM`, reset for each layer where the system allows; None elsewhere).
    /// It counts the pages of the lower files read through the maps.
    pub peak_kib: Option<u64>,
    /// The solver's own memory: in memory, 7 bytes a board, the queue at its
    /// longest, and the file's payload before it is written; out of core,
    /// the largest part's cells.
    pub heap_bytes: u64,
    /// Bytes of the file.
    pub file_bytes: u64,
    /// Whether the file was already there, complete and checked.
    pub kept: bool,
    /// Parts it was built in (1: in memory, whole).
    pub parts: usize,
    /// Bytes of the part states on disk while it was built out of core.
    pub state_bytes: u64,
    /// How the out-of-core build went (None in memory).
    pub out_of_core: Option<OutOfCoreStats>,
}

/// How the layers are cut.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Parts {
    /// Every layer solved in memory, whole.
    #[default]
    Whole,
    /// Every layer out of core in this many parts (1: in memory, whole).
    Fixed(usize),
    /// In memory while a layer's solver surely fits in this many bytes (a
    /// cell, a queue entry and the payload a board); else out of core, in as
    /// few parts as keep one part's cells within them.
    MemoryLimit(u64),
}

impl Parts {
    /// The parts layer `seeds` of `holes` pits a row is built in.
    #[must_use]
    pub fn for_layer(self, holes: usize, seeds: usize) -> usize {
        match self {
            Parts::Whole => 1,
            Parts::Fixed(n) => n.max(1),
            Parts::MemoryLimit(bytes) => {
                let boards = LayerIndex::new(2 * holes, seeds).size();
                let whole =
                    boards * (CELL_BYTES + QUEUE_ENTRY_BYTES + value_bytes(seeds as u64) + 1);
                if whole <= bytes {
                    1
                } else {
                    (boards * CELL_BYTES).div_ceil(bytes.max(1)).max(2) as usize
                }
            }
        }
    }
}

/// How [`build_layers_in_parts`] builds.
#[derive(Debug, Default)]
pub struct Plan {
    /// How the layers are cut.
    pub parts: Parts,
    /// How an out-of-core layer runs (its stop hook, for tests).
    pub run: OutOfCore,
}

/// Builds (or finds) layers 0 to `max_seeds` for `variant`'s board size in
/// `dir`; `report` gets each layer's figures when it is done, `progress` the
/// stage of the layer being solved.
///
/// # Errors
/// [`TableFileError`] when a file cannot be written or read back.
pub fn build_layers(
    variant: Variant,
    max_seeds: usize,
    dir: &Path,
    report: &mut dyn FnMut(&LayerStats),
    progress: &mut dyn FnMut(usize, Stage),
) -> Result<FileTables, TableFileError> {
    let mut plan = Plan::default();
    match build_layers_in_parts(variant, max_seeds, dir, &mut plan, report, progress) {
        Ok(tables) => Ok(tables),
        Err(Halt::Failed(e)) => Err(e),
        // No stop hook was set.
        Err(Halt::Stopped) => unreachable!("stopped without a stop hook"),
    }
}

/// [`build_layers`], each layer cut as `plan` says: in memory, or out of core
/// in parts (see `outofcore/`), resuming an out-of-core layer where its last
/// run stopped.
///
/// # Errors
/// [`Halt::Failed`] when a file cannot be written or read back;
/// [`Halt::Stopped`] when the plan's stop hook asked for it.
pub fn build_layers_in_parts(
    variant: Variant,
    max_seeds: usize,
    dir: &Path,
    plan: &mut Plan,
    report: &mut dyn FnMut(&LayerStats),
    progress: &mut dyn FnMut(usize, Stage),
) -> Result<FileTables, Halt> {
    let holes = variant.holes();
    fs::create_dir_all(dir).map_err(|source| TableFileError::Io {
        path: dir.to_owned(),
        source,
    })?;
    let mut tables = FileTables::empty(holes)?;
    for seeds in 0..=max_seeds {
        let path = layer_path(dir, holes, seeds);
        if let Ok(layer) = LayerFile::open(&path, holes, seeds) {
            report(&LayerStats {
                seeds,
                boards: layer.header().boards,
                cycles: layer.header().cycles,
                seconds: 0.0,
                cpu_seconds: None,
                peak_kib: None,
                heap_bytes: 0,
                file_bytes: layer.bytes(),
                kept: true,
                parts: 1,
                state_bytes: 0,
                out_of_core: None,
            });
            // Best effort: what an interrupted out-of-core build left.
            let _ = fs::remove_dir_all(work_dir(dir, holes, seeds));
            tables.push(layer);
            continue;
        }
        let peak_reset = reset_peak_memory();
        let start = Instant::now();
        let cpu_start = cpu_seconds();
        let parts = plan.parts.for_layer(holes, seeds);
        let mut out_of_core = None;
        let (header, heap_bytes) = if parts == 1 {
            let solved = solve_layer(variant, seeds, &tables, &mut |stage| progress(seeds, stage));
            write_layer(&path, &solved)?;
            let heap = CELL_BYTES * solved.header.boards
                + QUEUE_ENTRY_BYTES * solved.peak_queue as u64
                + solved.payload.len() as u64;
            (solved.header, heap)
        } else {
            let built = build_out_of_core(
                variant,
                seeds,
                &tables,
                dir,
                parts,
                &mut plan.run,
                &mut |stage| progress(seeds, stage),
            )?;
            // One part's cells (the join streams the parts).
            let heap = CELL_BYTES * built.largest_part;
            out_of_core = Some(built);
            (built.header, heap)
        };
        let layer = LayerFile::open(&path, holes, seeds)?;
        let seconds = start.elapsed().as_secs_f64();
        let cpu = cpu_seconds().zip(cpu_start).map(|(end, begin)| end - begin);
        report(&LayerStats {
            seeds,
            boards: header.boards,
            cycles: header.cycles,
            seconds,
            cpu_seconds: cpu,
            peak_kib: peak_memory_kib().filter(|_| peak_reset),
            heap_bytes,
            file_bytes: layer.bytes(),
            kept: false,
            parts,
            state_bytes: if parts == 1 {
                0
            } else {
                state_bytes(header.boards)
            },
            out_of_core,
        });
        tables.push(layer);
    }
    Ok(tables)
}

/// Writes `solved` to `path` (the header, the payload, the block checksums)
/// through a temporary file: written, synced,
/// renamed, and its folder synced, so a file under the final name is always
/// complete, even after a power loss.
///
/// # Errors
/// [`TableFileError::Io`] when writing fails (the temporary file is removed).
pub fn write_layer(path: &Path, solved: &Solved) -> Result<(), TableFileError> {
    let temp = temp_path(path);
    let result = (|| {
        let blank = solved.header.to_bytes(0);
        let sums = block_sums(&solved.payload);
        let sum = checksum(&blank, &sums);
        let mut file = File::create(&temp)?;
        file.write_all(&solved.header.to_bytes(sum))?;
        file.write_all(&solved.payload)?;
        file.write_all(&sums)?;
        Durability::Synced.file_before_rename(&file)?;
        drop(file);
        fs::rename(&temp, path)?;
        Durability::Synced.dir_after_rename(path)
    })();
    result.map_err(|source| {
        // Best effort: a stale temporary file is ignored and overwritten anyway.
        let _ = fs::remove_file(&temp);
        TableFileError::Io {
            path: path.to_owned(),
            source,
        }
    })
}

/// The temporary name `path` is written under.
fn temp_path(path: &Path) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(".");
    name.push(TEMP_SUFFIX);
    PathBuf::from(name)
}

/// Resets the kernel's peak-memory mark of this process (Linux: writing 5 to
/// `/proc/self/clear_refs`); false where that is not possible.
fn reset_peak_memory() -> bool {
    fs::write("/proc/self/clear_refs", "5").is_ok()
}

/// Nanoseconds in a second.
const NANOS: f64 = 1e9;

/// Processor time this thread has had, in seconds (Linux: the first field of
/// `/proc/thread-self/schedstat`, in nanoseconds). The builder is one thread.
fn cpu_seconds() -> Option<f64> {
    let stat = fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos: u64 = stat.split_whitespace().next()?.parse().ok()?;
    Some(nanos as f64 / NANOS)
}

/// The process's peak resident memory in KiB (Linux `VmHWM`).
#[must_use]
pub fn peak_memory_kib() -> Option<u64> {
    let status = fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Bytes of a layer file whose payload (codes and ply bytes) takes `payload`
/// bytes: with its header and its block checksums (for sizes computed ahead).
#[must_use]
pub fn file_bytes(payload: u64) -> u64 {
    HEADER_BYTES as u64 + payload + payload.div_ceil(BLOCK_BYTES) * SUM_BYTES
}
