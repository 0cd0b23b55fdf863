//! One layer built out of core in one process: cut into parts by rank
//! ([`cuts`]), each part's cells kept in a state file (7 bytes a board) and
//! held in memory only during its turn, the levels' queued boards and tells
//! passed through files as between the processes of a distributed build, and
//! the parts joined into the layer file at the end ([`join_parts`]).
//!
//! **The same file as in memory, byte for byte.** Parts that spread their own
//! queues (as [`PartSolver::spread_level`] does for the distributed build)
//! find the same bounds but not always the same forcing lines: a board
//! entering `W` takes its line from the first board to tell it, and that
//! order depends on the split. Here every queued board carries its place in
//! the one-process queue ([`PartSolver::scan_keyed`]); a level's boards of
//! all parts tell their predecessors in that order, each tell numbered in
//! turn; and each part applies its tells in that order: every cell sees what
//! it sees in the one-process build, in the same order.
//!
//! **Turns.** Each part reads its moves ([`PartSolver::read_moves`]); then for
//! each threshold each part scans its cells ([`PartSolver::scan_keyed`]); then,
//! level after level, one spread (every part's queued boards, merged by key,
//! tell their predecessors into one tells file a part: no cells needed, as a
//! queued board carries its line) and each part's absorb (its tells told in
//! place in its mapped state file, `inplace.rs`; its newly queued boards
//! out), until a level queues nothing; then each part writes its codes
//! ([`PartSolver::encode_part`]) and the parts are joined. The moves, the
//! scans and the writes load a part's cells whole and save them.
//!
//! **Interrupted anywhere.** A turn writes its outputs, then the part's state
//! (stamped with the turn's number), each under a temporary name then
//! renamed, and when the step changes (from the scans to the spread, from a
//! level's spread to its absorbs...) the cursor, the step's first turn; an
//! absorb writes an undo log before it tells a cell and stamps the state
//! last. A rerun reads the cursor and takes the step's turns again, in the
//! same order and with the same numbers: a part whose state bears its turn's
//! number is past it; one with the turn's undo log gets its old cells back
//! and takes the turn again. The layer file
//! appears only when joined, written and synced as every layer file is.
//!
//! **Power loss.** A kill leaves the kernel's page cache to finish the
//! writes; a power loss does not, and the cache writes back in any order. So
//! every commit point has its barrier (`durable.rs`, one function a rule):
//! an output, a state and the cursor are synced before they are renamed into
//! place and the work folder after, so a stamp or a cursor reaches the disk
//! only after the files it vouches for, and the files a turn used up are
//! removed only after the stamp or the cursor that passes them; an absorb's
//! undo log has its records synced before its header and its header before
//! the first cell is told, and the told cells are flushed before the stamp,
//! the stamp before the tells are removed. So after a power loss a rerun
//! finds what it finds after a kill: the same file comes out. Not guarded:
//! a disk that acknowledges a flush it has only cached (it can lose or
//! reorder what it called written: no program can tell), a torn write
//! within a 32-byte header (taken to be atomic, as it lies in one sector),
//! and damage to data already on the disk. `OutOfCore::durability` set to
//! `Unsynced` (`build --no-sync`) drops every barrier: a kill is still safe,
//! a power loss is not. The barriers cost: layer 16 in 4 parts took 1.5 to
//! 1.8 times the wall-clock time and 13 times the bytes written
//! (`bench/tables.md`), as each turn flushes the pages it dirtied instead of
//! letting the kernel merge them over many turns.

mod inplace;
mod records;
mod state;

use crate::durable::Durability;
use crate::parts::{join_parts, part_path, write_part_as};
use crate::reader::{layer_path, FileTables};
use crate::solve::{cuts, tells_of, thresholds, Keyed, PartSolver, Stage};
use records::{io, Merge, RecordWriter};
use state::{load_state, save_state, state_turn, Cursor, Step, CELL_FILE_BYTES};
use std::fs;
use std::path::{Path, PathBuf};
use urim::rules::{Variant, MAX_PITS};
use urim_search::retrograde::TELL_RANK_MASK;
use urim_search::table_files::LayerIndex;
use urim_search::table_files::{layer_file_name, Header, TableFileError};

/// Records handled at a time by a spread or an absorb.
const RECORDS_AT_ONCE: usize = 1 << 16;

/// The folder of layer `seeds`'s out-of-core build in `dir`.
#[must_use]
pub fn work_dir(dir: &Path, holes: usize, seeds: usize) -> PathBuf {
    dir.join(format!("{}.parts", layer_file_name(holes, seeds)))
}

/// Bytes of part states on disk for a layer of `boards` boards (whatever the
/// number of parts: together they hold every board's cell once).
#[must_use]
pub fn state_bytes(boards: u64) -> u64 {
    boards * CELL_FILE_BYTES as u64
}

/// Why an out-of-core build stopped short.
#[derive(Debug)]
pub enum Halt {
    /// The stop hook asked for it (see [`OutOfCore::stop_after`]).
    Stopped,
    /// A file could not be read or written.
    Failed(TableFileError),
}

impl From<TableFileError> for Halt {
    fn from(e: TableFileError) -> Halt {
        Halt::Failed(e)
    }
}

/// How an out-of-core build runs.
#[derive(Debug, Default)]
pub struct OutOfCore {
    /// For tests: stop (as if killed) after this many more points: a file
    /// committed (outputs, states, undo logs, cursors) or, in an absorb, a
    /// batch of cells told in place. None runs to the end.
    pub stop_after: Option<u64>,
    /// Whether the work files are synced, so that the build survives a
    /// power loss and not only a kill (the default); see `durable.rs`.
    pub durability: Durability,
}

impl OutOfCore {
    /// Counts one point; [`Halt::Stopped`] when the budget is spent.
    fn committed(&mut self) -> Result<(), Halt> {
        match self.stop_after.as_mut() {
            Some(0) => Err(Halt::Stopped),
            Some(left) => {
                *left -= 1;
                if *left == 0 {
                    Err(Halt::Stopped)
                } else {
                    Ok(())
                }
            }
            None => Ok(()),
        }
    }
}

/// What an out-of-core build of a layer took.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OutOfCoreStats {
    /// The layer file's header.
    pub header: Header,
    /// Parts.
    pub parts: usize,
    /// Turns taken (in all runs).
    pub turns: u64,
    /// Levels spread (rounds, over all thresholds), in this run.
    pub levels: u64,
    /// Turns of this run that loaded and saved a part's cells whole.
    pub whole_turns: u64,
    /// Absorbs of this run that told a part's cells in place.
    pub in_place_turns: u64,
    /// Cells of the largest part (what one turn holds in memory).
    pub largest_part: u64,
}

/// The layer being built.
struct Job<'a> {
    variant: Variant,
    seeds: usize,
    lower: &'a FileTables,
    cuts: Vec<u64>,
    work: PathBuf,
    durability: Durability,
}

/// Builds layer `seeds` of `variant`'s board size in `parts` parts into
/// `dir`, one part's cells in memory at a time, resuming the build found in
/// its work folder ([`work_dir`]); `lower` must hold every layer below.
/// Removes the work folder when the layer file is written.
///
/// # Errors
/// [`Halt::Failed`] when a file cannot be written or read back, or the work
/// folder holds a build in another number of parts; [`Halt::Stopped`] when
/// the stop hook asked for it.
pub fn build_out_of_core(
    variant: Variant,
    seeds: usize,
    lower: &FileTables,
    dir: &Path,
    parts: usize,
    run: &mut OutOfCore,
    progress: &mut dyn FnMut(Stage),
) -> Result<OutOfCoreStats, Halt> {
    let holes = variant.holes();
    let work = work_dir(dir, holes, seeds);
    fs::create_dir_all(&work).map_err(io(&work))?;
    // The folder's name on the disk before the cursor in it counts.
    run.durability.dir_after_rename(&work).map_err(io(&work))?;
    let parts = parts.max(1);
    let job = Job {
        variant,
        seeds,
        lower,
        cuts: cuts(variant.pit_count(), seeds, parts),
        work,
        durability: run.durability,
    };
    let mut cursor = match Cursor::load(&job.work)? {
        Some(c) if c.parts != parts => {
            return Err(Halt::Failed(TableFileError::Mismatch {
                path: job.work.clone(),
                field: "parts",
                found: c.parts as u64,
                expected: parts as u64,
            }))
        }
        Some(c) => c,
        None => {
            // Saved at once: it records the number of parts.
            let start = Cursor::start(parts);
            start.save(&job.work, job.durability)?;
            start
        }
    };
    let vs: Vec<i8> = thresholds(seeds).collect();
    let phases = 2 + seeds as u32;
    let mut levels = 0;
    let (mut whole_turns, mut in_place_turns) = (0, 0);
    let mut told = 0u64;
    loop {
        let done = match cursor.step {
            Step::Moves => 0,
            Step::Write | Step::Join => phases - 1,
            _ => 1 + cursor.threshold as u32,
        };
        let boards = match cursor.step {
            Step::Moves => job.cuts[cursor.part],
            _ => told,
        };
        progress(Stage {
            done,
            phases,
            boards,
        });
        let v = vs.get(cursor.threshold).copied().unwrap_or(0);
        let mut next = cursor;
        next.turn += 1;
        next.part += 1;
        let last_part = next.part == parts;
        match cursor.step {
            Step::Moves => {
                whole_turns += 1;
                job.part_turn(&cursor, run, |solver, _| {
                    solver.read_moves(&mut |_| {});
                    Ok(())
                })?;
                if last_part {
                    (next.step, next.part) = (Step::Scan, 0);
                }
            }
            Step::Scan => {
                whole_turns += 1;
                job.part_turn(&cursor, run, |solver, job| {
                    let mut out = RecordWriter::create(
                        &job.queued_path(&cursor, 0, cursor.part),
                        job.durability,
                    )?;
                    let mut failed = Ok(());
                    solver.scan_keyed(v, &mut |record| {
                        if failed.is_ok() {
                            failed = out.push(&[record]);
                        }
                    });
                    failed?;
                    out.finish()?;
                    Ok(())
                })?;
                if last_part {
                    (next.step, next.part, next.level) = (Step::Spread, 0, 0);
                }
            }
            Step::Spread => {
                let sent = job.spread(&cursor)?;
                levels += 1;
                told += sent;
                next.part = 0;
                if sent > 0 {
                    next.step = Step::Absorb;
                } else if cursor.threshold + 1 < vs.len() {
                    (next.step, next.threshold, next.level) = (Step::Scan, cursor.threshold + 1, 0);
                    told = 0;
                } else {
                    next.step = Step::Write;
                }
            }
            Step::Absorb => {
                let tells = job.tells_path(&cursor, cursor.part);
                if tells.exists() {
                    in_place_turns += 1;
                    job.absorb(&cursor, run, v, &tells)?;
                }
                if last_part {
                    (next.step, next.part, next.level) = (Step::Spread, 0, cursor.level + 1);
                }
            }
            Step::Write => {
                whole_turns += 1;
                let solver = job.load(cursor.part)?;
                let (values, plies, _) = solver.encode_part();
                drop(solver); // its cells, before the codes are written
                write_part_as(
                    &part_path(&job.work, cursor.part),
                    &values,
                    &plies,
                    job.durability,
                )?;
                run.committed()?;
                if last_part {
                    (next.step, next.part) = (Step::Join, 0);
                }
            }
            Step::Join => {
                let out = layer_path(dir, holes, seeds);
                let header = join_parts(&job.work, holes, seeds, &job.cuts, &out)?;
                fs::remove_dir_all(&job.work).map_err(io(&job.work))?;
                let largest_part = job.cuts.windows(2).map(|w| w[1] - w[0]).max();
                return Ok(OutOfCoreStats {
                    header,
                    parts,
                    turns: cursor.turn,
                    levels,
                    whole_turns,
                    in_place_turns,
                    largest_part: largest_part.unwrap_or(0),
                });
            }
        }
        // The parts' turns of one step need no cursor between them: a rerun
        // from the step's first turn finds those taken by their stamps.
        if next.step != cursor.step {
            next.save(&job.work, job.durability)?;
            run.committed()?;
        }
        job.clean_after(&cursor);
        cursor = next;
    }
}

impl Job<'_> {
    /// Part `part`'s solver with its saved cells.
    fn load(&self, part: usize) -> Result<PartSolver<'_>, TableFileError> {
        let size = self.cuts[part + 1] - self.cuts[part];
        let cells = load_state(&self.work, part, size)?;
        let path = state::state_path(&self.work, part)?;
        PartSolver::with_cells(
            self.variant,
            self.seeds,
            self.lower,
            self.cuts.clone(),
            part,
            cells,
        )
        .ok_or(TableFileError::Short {
            path,
            bytes: size * CELL_FILE_BYTES as u64,
        })
    }

    /// Takes the turn of part `cursor.part` unless its state already bears
    /// the turn's stamp: loads its cells (or starts them, for the moves),
    /// does `work` (which writes the turn's outputs), saves them.
    fn part_turn(
        &self,
        cursor: &Cursor,
        run: &mut OutOfCore,
        work: impl FnOnce(&mut PartSolver, &Job) -> Result<(), TableFileError>,
    ) -> Result<(), Halt> {
        let part = cursor.part;
        if self.taken(cursor)? {
            return Ok(());
        }
        let mut solver = if cursor.step == Step::Moves {
            PartSolver::new(
                self.variant,
                self.seeds,
                self.lower,
                self.cuts.clone(),
                part,
            )
        } else {
            self.load(part)?
        };
        work(&mut solver, self)?;
        if cursor.step != Step::Moves {
            run.committed()?;
        }
        save_state(
            &self.work,
            part,
            cursor.turn,
            solver.cells(),
            self.durability,
        )?;
        run.committed()
    }

    /// Whether the cursor's turn of its part was taken before an
    /// interruption; if not, the part's state is made whole for it (see
    /// `inplace.rs`).
    fn taken(&self, cursor: &Cursor) -> Result<bool, TableFileError> {
        let part = cursor.part;
        let size = self.cuts[part + 1] - self.cuts[part];
        if state_turn(&self.work, part)? == Some(cursor.turn) {
            return Ok(true);
        }
        inplace::undo_unfinished(&self.work, part, size, cursor.turn, self.durability)?;
        Ok(false)
    }

    /// A part's absorb: its tells of the level told in place, in order (see
    /// `inplace.rs`), the boards they queue written for the next level.
    fn absorb(
        &self,
        cursor: &Cursor,
        run: &mut OutOfCore,
        v: i8,
        tells: &Path,
    ) -> Result<(), Halt> {
        if self.taken(cursor)? {
            return Ok(());
        }
        let part = cursor.part;
        inplace::absorb_in_place(
            &self.work,
            part,
            (self.cuts[part], self.cuts[part + 1] - self.cuts[part]),
            cursor.turn,
            v,
            tells,
            &self.queued_path(cursor, cursor.level + 1, part),
            run,
        )
    }

    /// The boards part `part` queued for level `level` of the cursor's threshold.
    fn queued_path(&self, cursor: &Cursor, level: u64, part: usize) -> PathBuf {
        self.work
            .join(format!("t{}-l{level}-p{part}.queued", cursor.threshold))
    }

    /// The tells of the cursor's level for part `part`.
    fn tells_path(&self, cursor: &Cursor, part: usize) -> PathBuf {
        self.work.join(format!(
            "t{}-l{}-to{part}.tells",
            cursor.threshold, cursor.level
        ))
    }

    /// The spread of the cursor's level: the queued boards of every part in
    /// key order tell their predecessors, each tell numbered in turn, into one
    /// file a part (none when nothing is queued). Returns the tells.
    fn spread(&self, cursor: &Cursor) -> Result<u64, TableFileError> {
        let parts = self.cuts.len() - 1;
        let inputs: Vec<PathBuf> = (0..parts)
            .map(|p| self.queued_path(cursor, cursor.level, p))
            .collect();
        let mut merge = Merge::open(&inputs)?;
        let index = LayerIndex::new(self.variant.pit_count(), self.seeds);
        let mut outs: Vec<Option<RecordWriter>> = (0..parts).map(|_| None).collect();
        let mut batches: Vec<Vec<Keyed>> = vec![Vec::new(); parts];
        let mut preds = Vec::with_capacity(MAX_PITS);
        let mut tells = Vec::with_capacity(MAX_PITS);
        let mut key = 0u64;
        while let Some((_, word)) = merge.next()? {
            tells.clear();
            tells_of(&index, self.variant, word, &mut preds, &mut tells);
            for &tell in &tells {
                let rank = tell & TELL_RANK_MASK;
                let owner = self.cuts.partition_point(|&c| c <= rank) - 1;
                batches[owner].push((key, tell));
                key += 1;
                if batches[owner].len() >= RECORDS_AT_ONCE {
                    self.flush(cursor, owner, &mut outs, &mut batches[owner])?;
                }
            }
        }
        for (owner, batch) in batches.iter_mut().enumerate() {
            if !batch.is_empty() {
                self.flush(cursor, owner, &mut outs, batch)?;
            }
        }
        for out in outs.into_iter().flatten() {
            out.finish()?;
        }
        Ok(key)
    }

    /// Writes a batch of tells for part `owner`, starting its file if need be.
    fn flush(
        &self,
        cursor: &Cursor,
        owner: usize,
        outs: &mut [Option<RecordWriter>],
        batch: &mut Vec<Keyed>,
    ) -> Result<(), TableFileError> {
        if outs[owner].is_none() {
            outs[owner] = Some(RecordWriter::create(
                &self.tells_path(cursor, owner),
                self.durability,
            )?);
        }
        if let Some(out) = outs[owner].as_mut() {
            out.push(batch)?;
        }
        batch.clear();
        Ok(())
    }

    /// Removes the files the turn at `cursor` has used up (best effort: a
    /// file left behind is removed with the work folder).
    fn clean_after(&self, cursor: &Cursor) {
        match cursor.step {
            Step::Spread => {
                for p in 0..self.cuts.len() - 1 {
                    let _ = fs::remove_file(self.queued_path(cursor, cursor.level, p));
                }
            }
            Step::Absorb => {
                let _ = fs::remove_file(self.tells_path(cursor, cursor.part));
            }
            _ => {}
        }
    }
}
