//! Native endgame tables on disk: builds them layer by layer, checks them
//! against the in-memory tables, and prints the size of every layer.
//!
//! * `urim-tables build [--holes 6] [--seeds 20] [--dir /work/tables-out]
//!   [--parts N | --memory-limit GB]` builds (or resumes) layers 0 to
//!   `--seeds`, one file each; prints a Markdown row of figures per layer on
//!   stdout, progress on stderr. With `--parts N` (N >= 2) every layer built
//!   is solved out of core: in N parts by rank, one part's cells in memory at
//!   a time, the others in state files in a folder beside the layer's file;
//!   interrupted (killed, or the machine losing power), a rerun resumes from
//!   the last turn saved; `--no-sync` spares the syncs that guard against a
//!   power loss, for throwaway builds (`durable.rs` in the library). With
//!   `--memory-limit GB` a layer is solved in memory while it surely fits in
//!   GB, else out of core in as few parts as keep one part's cells within GB.
//!   (`URIM_TABLES_STOP_AFTER=k` stops an out-of-core build after k files
//!   committed, as if killed: for trying the resume.)
//! * `urim-tables check [--holes 6] [--seeds 12] [--dir ...]` compares every
//!   board of the files up to `--seeds` with the in-memory tables.
//! * `urim-tables equations [--holes 6] [--seeds 18] [--every 1] [--dir ...]`
//!   checks every (or every k-th) board of layer `--seeds` against the
//!   equations its bounds satisfy, by playing its moves forward: a check that
//!   reaches the layers above the in-memory tables, where the 17-seed cap plays.
//! * `urim-tables worker --seeds N --parts P --part p --lower DIR --dir WORK`
//!   and `urim-tables join --seeds N --parts P --dir WORK --out DIR` build one
//!   layer in parts, driven by a distributed engine (`bench/ray_layer.py`; see
//!   `parts.rs`).
//! * `urim-tables help` prints the commands and their options.
//! * `urim-tables sizes [--holes 6] [--seeds 20]` prints each layer's boards
//!   (17-seed cap), file size and solving memory (an upper bound: 7 bytes a
//!   cell, 8 a queue entry, the payload).

#[cfg(not(target_arch = "wasm32"))]
mod parts;

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use std::path::PathBuf;
    use std::process::ExitCode;
    use std::time::{Duration, Instant};
    use urim::Variant;
    use urim_search::{Tables, MAX_SEEDS};
    use urim_tables::{
        build_layers_in_parts, check_equations, compare_with_memory, layer_boards, value_bytes,
        Durability, FileTables, Halt, LayerStats, OutOfCore, Parts, Plan, Stage, TableFileError,
        CELL_BYTES, QUEUE_ENTRY_BYTES,
    };

    /// Where the files go unless `--dir` says otherwise.
    const DEFAULT_DIR: &str = "/work/tables-out";
    /// Pits a row unless `--holes` says otherwise.
    const DEFAULT_HOLES: usize = 6;
    /// Layers built unless `--seeds` says otherwise.
    const DEFAULT_SEEDS: usize = 20;
    /// Seconds between two progress lines.
    const PROGRESS_SECONDS: u64 = 5;
    /// Solver bytes a board besides the file's payload: a cell and (an upper
    /// bound, far from met in practice) one queue entry.
    const SOLVE_BYTES_PER_BOARD: u64 = CELL_BYTES + QUEUE_ENTRY_BYTES;
    /// How much longer a board of one layer takes than one of the layer below
    /// (more thresholds to scan, more cache misses; 2x6 layers 20-25 measured
    /// 5.7%): for the progress estimates only.
    const GROWTH_PER_SEED: f64 = 1.06;
    /// Bytes in a GB (decimal, as disks are sold).
    const GB: f64 = 1e9;
    /// What `urim-tables help` (or `--help`) prints.
    const USAGE: &str = "\
urim-tables: Urim's endgame tables on disk, one file a seed count (layer).

  build [--holes 6] [--seeds 20] [--dir /work/tables-out] [--parts N | --memory-limit GB] [--no-sync]
      Builds (or resumes) layers 0 to --seeds in --dir; a Markdown row of
      figures a layer on stdout, progress (rate, time left) on stderr.
      --parts N (N >= 2): every layer built out of core, in N parts by rank in
        this one process, one part's cells in memory at a time and all parts'
        in state files (7 bytes a board) in the layer's folder `NAME.tbl.parts`
        beside it. Killed, or the machine losing power, a rerun with the same
        N resumes from the last turn saved; the layer file appears only once
        whole, byte for byte the file of the in-memory build.
      --no-sync: the work files of an out-of-core build are not synced (no
        barrier orders their writes): a killed build still resumes, one cut
        off by a power loss may not (remove its NAME.tbl.parts folder then).
        Faster (layer 16 in 4 parts: 31 s instead of 59 s); for throwaway builds.
        The layer files are synced all the same.
      --memory-limit GB: a layer in memory while it surely fits in GB (17
        bytes a board), else out of core in as few parts as keep one part's
        cells (7 bytes a board) within GB. (The lower layers are read through
        maps, in the kernel's page cache; the join streams the parts.)
      URIM_TABLES_STOP_AFTER=k stops an out-of-core build after k files
        committed, as if killed (to try the resume).
  check [--holes 6] [--seeds 12] [--dir DIR]
      Compares every board of the files with the in-memory tables.
  equations [--holes 6] [--seeds 18] [--every 1] [--dir DIR]
      Checks a layer's bounds against their equations by playing moves forward.
  sizes [--holes 6] [--seeds 20]
      Each layer's boards, file size and solving memory.
  worker --seeds N --parts P --part p --lower DIR --dir WORK
  join --seeds N --parts P --dir WORK --out DIR
      A layer in parts over several processes, driven by a distributed
      engine (bench/ray_layer.py).
";
    /// The flag that leaves an out-of-core build's work files unsynced.
    const NO_SYNC_FLAG: &str = "--no-sync";
    /// The variable that stops an out-of-core build after so many files
    /// committed (to try the resume).
    const STOP_VARIABLE: &str = "URIM_TABLES_STOP_AFTER";

    /// The command line.
    pub struct Args {
        /// What to do.
        pub command: String,
        /// Pits a row.
        pub holes: usize,
        /// The layer (or the top layer).
        pub seeds: usize,
        /// Where the files go.
        pub dir: PathBuf,
        /// Where the lower layers are read from (`worker`); `dir` unless said.
        pub lower: PathBuf,
        /// Where the joined layer goes (`join`).
        pub out: PathBuf,
        /// Parts the layer is cut into (`worker`, `join`, `build`).
        pub parts: usize,
        /// The memory a layer may take (`build`), in bytes.
        pub memory_limit: Option<u64>,
        /// This worker's part.
        pub part: usize,
        /// Whether the out-of-core work files go unsynced (`build`).
        pub no_sync: bool,
        /// Check every k-th board (`equations`).
        pub every: u64,
    }

    /// Reads the command line.
    fn args() -> Result<Args, String> {
        let mut all = std::env::args().skip(1);
        let command = all.next().unwrap_or_else(|| "build".into());
        let mut parsed = Args {
            command,
            holes: DEFAULT_HOLES,
            seeds: DEFAULT_SEEDS,
            dir: PathBuf::from(DEFAULT_DIR),
            lower: PathBuf::new(),
            out: PathBuf::new(),
            parts: 1,
            memory_limit: None,
            part: 0,
            every: 1,
            no_sync: false,
        };
        while let Some(flag) = all.next() {
            if flag == NO_SYNC_FLAG {
                if parsed.command != "build" {
                    return Err(format!("{flag} is an option of build only"));
                }
                parsed.no_sync = true;
                continue;
            }
            let value = all.next().ok_or(format!("{flag} needs a value"))?;
            let number = || {
                value
                    .parse::<usize>()
                    .map_err(|e| format!("{flag} {value}: {e}"))
            };
            match flag.as_str() {
                "--holes" => parsed.holes = number()?,
                "--seeds" => parsed.seeds = number()?,
                "--dir" => parsed.dir = PathBuf::from(&value),
                "--lower" => parsed.lower = PathBuf::from(&value),
                "--out" => parsed.out = PathBuf::from(&value),
                "--parts" => parsed.parts = number()?,
                "--part" => parsed.part = number()?,
                "--every" => parsed.every = number()? as u64,
                "--memory-limit" => {
                    let gb: f64 = value.parse().map_err(|e| format!("{flag} {value}: {e}"))?;
                    if !(gb.is_finite() && gb > 0.0) {
                        return Err(format!("{flag} {value}: a number of GB above 0"));
                    }
                    parsed.memory_limit = Some((gb * GB) as u64);
                }
                _ => return Err(format!("unknown option {flag}")),
            }
        }
        if parsed.lower.as_os_str().is_empty() {
            parsed.lower.clone_from(&parsed.dir);
        }
        if parsed.parts == 0 || parsed.part >= parsed.parts {
            return Err(format!("part {} of {} parts", parsed.part, parsed.parts));
        }
        Ok(parsed)
    }

    /// Runs the command.
    pub fn main() -> ExitCode {
        if std::env::args()
            .nth(1)
            .is_some_and(|c| ["help", "--help", "-h"].contains(&c.as_str()))
        {
            print!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        let result = args().and_then(|a| match a.command.as_str() {
            "build" => build(&a),
            "check" => check(&a),
            "equations" => equations(&a),
            "worker" => super::parts::worker(&a, variant(&a)?),
            "join" => super::parts::join(&a),
            "sizes" => {
                sizes(&a);
                Ok(())
            }
            other => Err(format!(
                "unknown command {other} (build, check, equations, sizes, worker, join or help)"
            )),
        });
        match result {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("urim-tables: {e}");
                ExitCode::FAILURE
            }
        }
    }

    /// The board size asked for.
    fn variant(a: &Args) -> Result<Variant, String> {
        Variant::standard(a.holes).map_err(|e| e.to_string())
    }

    /// `build`: every layer up to `--seeds`, with figures and progress.
    fn build(a: &Args) -> Result<(), String> {
        let variant = variant(a)?;
        let parts = match (a.memory_limit, a.parts) {
            (Some(_), p) if p > 1 => return Err("--parts or --memory-limit, not both".into()),
            (Some(bytes), _) => Parts::MemoryLimit(bytes),
            (None, 1) => Parts::Whole,
            (None, p) => Parts::Fixed(p),
        };
        let stop_after = match std::env::var(STOP_VARIABLE) {
            Ok(k) => Some(
                k.parse::<u64>()
                    .map_err(|e| format!("{STOP_VARIABLE}={k}: {e}"))?,
            ),
            Err(_) => None,
        };
        let mut plan = Plan {
            parts,
            run: OutOfCore {
                stop_after,
                durability: if a.no_sync {
                    Durability::Unsynced
                } else {
                    Durability::Synced
                },
            },
        };
        println!("| seeds | boards | cycle boards | time (s) | CPU (s) | boards/s | boards/CPU s | peak RSS (MiB) | solver heap (MiB) | file (MiB) | parts | part states (MiB) |");
        println!("|---|---|---|---|---|---|---|---|---|---|---|---|");
        // Both hooks update the clock, one at a time.
        let clock = std::cell::RefCell::new(Progress::new(a.holes, a.seeds, plan.parts));
        let mut report = |s: &LayerStats| {
            clock.borrow_mut().layer_done(s);
            print_row(s);
        };
        let mut progress = |seeds: usize, stage: Stage| clock.borrow_mut().tick(seeds, stage);
        match build_layers_in_parts(
            variant,
            a.seeds,
            &a.dir,
            &mut plan,
            &mut report,
            &mut progress,
        ) {
            Ok(_) => Ok(()),
            Err(Halt::Failed(TableFileError::Mismatch {
                path,
                field: "parts",
                found,
                ..
            })) => Err(format!(
                "{} holds a build of this layer in {found} parts: run again with --parts \
                 {found}, or remove that folder to start over",
                path.display()
            )),
            Err(Halt::Failed(e)) => Err(e.to_string()),
            Err(Halt::Stopped) => Err(format!(
                "stopped as {STOP_VARIABLE} asked; run again to resume"
            )),
        }
    }

    /// One layer's Markdown row.
    fn print_row(s: &LayerStats) {
        const MIB: f64 = 1024.0 * 1024.0;
        let peak = s
            .peak_kib
            .map_or("-".into(), |k| format!("{:.0}", k as f64 / 1024.0));
        if s.kept {
            println!(
                "| {} | {} | {} | (kept) | | | | | | {:.1} | | |",
                s.seeds,
                s.boards,
                s.cycles,
                s.file_bytes as f64 / MIB
            );
        } else {
            let cpu = s.cpu_seconds.unwrap_or(f64::NAN);
            println!(
                "| {} | {} | {} | {:.1} | {:.1} | {:.0} | {:.0} | {} | {:.0} | {:.1} | {} | {:.0} |",
                s.seeds,
                s.boards,
                s.cycles,
                s.seconds,
                cpu,
                s.boards as f64 / s.seconds.max(f64::MIN_POSITIVE),
                s.boards as f64 / cpu.max(f64::MIN_POSITIVE),
                peak,
                s.heap_bytes as f64 / MIB,
                s.file_bytes as f64 / MIB,
                s.parts,
                s.state_bytes as f64 / MIB
            );
        }
    }

    /// Progress on stderr: the layer's stage, its rate, and the time left.
    struct Progress {
        holes: usize,
        top: usize,
        /// How the layers are cut (out of core a board costs more).
        parts: Parts,
        layer_start: Instant,
        last_print: Instant,
        /// Seconds a board took in the last layer built, and whether it was
        /// built out of core.
        seconds_per_board: Option<(f64, bool)>,
    }

    impl Progress {
        fn new(holes: usize, top: usize, parts: Parts) -> Progress {
            Progress {
                holes,
                top,
                parts,
                layer_start: Instant::now(),
                last_print: Instant::now(),
                seconds_per_board: None,
            }
        }

        /// Notes a finished layer.
        fn layer_done(&mut self, s: &LayerStats) {
            if let Some(o) = &s.out_of_core {
                eprintln!(
                    "layer {} out of core: {} parts (at most {} boards each), {} levels, \
                     {} turns loading a part whole, {} telling in place",
                    s.seeds, o.parts, o.largest_part, o.levels, o.whole_turns, o.in_place_turns
                );
            }
            if !s.kept && s.boards > 0 {
                self.seconds_per_board = Some((s.seconds / s.boards as f64, s.parts > 1));
            }
            self.layer_start = Instant::now();
            eprintln!(
                "layer {} {}: {} boards",
                s.seeds,
                if s.kept {
                    "kept (complete, checked)"
                } else {
                    "written"
                },
                s.boards
            );
        }

        /// Prints a progress line at most every few seconds.
        fn tick(&mut self, seeds: usize, stage: Stage) {
            if self.last_print.elapsed() < Duration::from_secs(PROGRESS_SECONDS) {
                return;
            }
            self.last_print = Instant::now();
            let boards = layer_boards(self.holes, seeds);
            let elapsed = self.layer_start.elapsed().as_secs_f64();
            let within = if stage.done == 0 {
                stage.boards as f64 / boards.max(1) as f64
            } else {
                0.0
            };
            let share = (f64::from(stage.done) + within) / f64::from(stage.phases);
            // The layer's time foretold from the last layer built the same
            // way, in memory or out of core (the phases differ too much in
            // cost to foretell it from their count), else from the phases done.
            let out_of_core = self.parts.for_layer(self.holes, seeds) > 1;
            let layer_total = match self.seconds_per_board {
                Some((per_board, o)) if o == out_of_core => {
                    per_board * boards as f64 * GROWTH_PER_SEED
                }
                _ if share > 0.0 => elapsed / share,
                _ => f64::NAN,
            };
            let layer_left = (layer_total - elapsed).max(0.0);
            let per_board = layer_total / boards.max(1) as f64;
            let later: f64 = (seeds + 1..=self.top)
                .map(|n| {
                    let ahead = i32::try_from(n - seeds).unwrap_or(i32::MAX);
                    layer_boards(self.holes, n) as f64 * per_board * GROWTH_PER_SEED.powi(ahead)
                })
                .sum();
            let all_left = layer_left + later;
            let rate = boards as f64 / layer_total;
            eprintln!(
                "layer {seeds}: phase {}/{} ({} boards in it), {elapsed:.0} s in, about {rate:.0} boards/s, \
                 {} left in the layer, {} in all (estimates)",
                stage.done + 1,
                stage.phases,
                stage.boards,
                clock(layer_left),
                clock(all_left)
            );
        }
    }

    /// Seconds as `1h02m` or `3m05s`.
    fn clock(seconds: f64) -> String {
        if !seconds.is_finite() {
            return "?".into();
        }
        let s = seconds as u64;
        if s >= 3600 {
            format!("{}h{:02}m", s / 3600, s % 3600 / 60)
        } else {
            format!("{}m{:02}s", s / 60, s % 60)
        }
    }

    /// `check`: the files against the in-memory tables, board by board.
    fn check(a: &Args) -> Result<(), String> {
        let variant = variant(a)?;
        let k = a.seeds.min(MAX_SEEDS);
        let start = Instant::now();
        let files = FileTables::open(&a.dir, a.holes).map_err(|e| e.to_string())?;
        if files.max_seeds().map_or(true, |top| top < k) {
            return Err(format!(
                "the files in {} stop below {k} seeds",
                a.dir.display()
            ));
        }
        let memory = Tables::build(variant, k);
        let built = start.elapsed().as_secs_f64();
        let compared = compare_with_memory(&files, &memory, variant)
            .map_err(|d| format!("they differ: {d:?}"))?;
        println!(
            "2x{} up to {k} seeds: {compared} positions identical (in-memory build {built:.1} s, \
             whole check {:.1} s)",
            a.holes,
            start.elapsed().as_secs_f64()
        );
        Ok(())
    }

    /// `equations`: one layer's bounds against their equations.
    fn equations(a: &Args) -> Result<(), String> {
        let variant = variant(a)?;
        let start = Instant::now();
        let files =
            FileTables::open_below(&a.dir, a.holes, a.seeds + 1).map_err(|e| e.to_string())?;
        if files.max_seeds() != Some(a.seeds) {
            return Err(format!(
                "{} lacks layers up to {}",
                a.dir.display(),
                a.seeds
            ));
        }
        let checked = check_equations(&files, variant, a.seeds, a.every)
            .map_err(|d| format!("a bound breaks its equation: {d:?}"))?;
        println!(
            "2x{} layer {}: {checked} boards (every {}) satisfy the equations ({:.1} s)",
            a.holes,
            a.seeds,
            a.every,
            start.elapsed().as_secs_f64()
        );
        Ok(())
    }

    /// `sizes`: every layer's boards, file and solving memory.
    fn sizes(a: &Args) {
        println!("| seeds | boards | all boards to here | file | solver memory | files to here |");
        println!("|---|---|---|---|---|---|");
        let mut total = 0u64;
        let mut disk = 0u64;
        for seeds in 0..=a.seeds {
            let boards = layer_boards(a.holes, seeds);
            total += boards;
            // The bounds' code (1 or 2 bytes) and the ply byte.
            let per_board = value_bytes(seeds as u64) + 1;
            let file = urim_tables::file_bytes(boards * per_board);
            disk += file;
            println!(
                "| {seeds} | {boards} | {total} | {:.3} GB | {:.3} GB | {:.3} GB |",
                file as f64 / GB,
                (boards * (SOLVE_BYTES_PER_BOARD + per_board)) as f64 / GB,
                disk as f64 / GB
            );
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    native::main()
}

/// The table files are native only.
#[cfg(target_arch = "wasm32")]
fn main() {}
