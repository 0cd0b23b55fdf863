//! One layer in parts: `urim-tables worker` holds one part of a layer and
//! obeys a driver line by line on stdin (the driver runs on a distributed
//! engine: `bench/ray_layer.py`); `urim-tables join` makes the layer file of
//! the parts. Tells between parts pass through files in the work folder.
//!
//! Lines in, replies out (`ok [number]`, or `error message` and the worker stops):
//! * `moves`: reads every board's moves;
//! * `scan V`: queues the boards entering a set at threshold V on their own
//!   (replies the queue's length);
//! * `spread V R`: tells the predecessors of the boards queued now (one level
//!   of the breadth-first order); writes the tells for each other part to its
//!   round-R file (replies how many were sent);
//! * `absorb V R`: reads and applies the round-R tells from the other parts
//!   (replies the queue's length);
//! * `write`: writes the part's results (replies its cycle boards);
//! * `quit`.

use crate::native::Args;
use std::io::{BufRead, Write};
use urim::Variant;
use urim_tables::{
    cuts, join_parts, layer_path, part_path, take_tells, tells_path, write_part, write_tells,
    FileTables, PartSolver,
};

/// Runs a worker until `quit` or the end of its input.
///
/// # Errors
/// A message when a file cannot be read or written or a line is not understood.
pub fn worker(a: &Args, variant: Variant) -> Result<(), String> {
    let lower = FileTables::open_below(&a.lower, a.holes, a.seeds).map_err(|e| e.to_string())?;
    if lower
        .max_seeds()
        .map_or(a.seeds > 0, |top| top + 1 < a.seeds)
    {
        return Err(format!(
            "{} lacks layers below {}",
            a.lower.display(),
            a.seeds
        ));
    }
    std::fs::create_dir_all(&a.dir).map_err(|e| e.to_string())?;
    let cut = cuts(variant.pit_count(), a.seeds, a.parts);
    let mut solver = PartSolver::new(variant, a.seeds, &lower, cut, a.part);
    let stdout = std::io::stdout();
    for line in std::io::stdin().lock().lines() {
        let line = line.map_err(|e| e.to_string())?;
        let reply = obey(a, &mut solver, &line);
        let mut out = stdout.lock();
        let stop = match &reply {
            Ok(Some(n)) => writeln!(out, "ok {n}").is_err(),
            Ok(None) => return Ok(()),
            Err(e) => {
                let _ = writeln!(out, "error {e}");
                let _ = out.flush();
                return Err(e.clone());
            }
        };
        if stop || out.flush().is_err() {
            return Err("the driver went away".into());
        }
    }
    Ok(())
}

/// Carries out one line; `None` for `quit`.
fn obey(a: &Args, solver: &mut PartSolver, line: &str) -> Result<Option<u64>, String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let number = |i: usize| -> Result<i64, String> {
        words
            .get(i)
            .and_then(|w| w.parse().ok())
            .ok_or(format!("{line}: a number is missing"))
    };
    match words.first().copied() {
        Some("moves") => {
            solver.read_moves(&mut |_| {});
            Ok(Some(0))
        }
        Some("scan") => {
            solver.scan(threshold(number(1)?)?);
            Ok(Some(solver.queued() as u64))
        }
        Some("spread") => {
            solver.spread_level(threshold(number(1)?)?);
            let round = number(2)? as u64;
            let mut sent = 0;
            for (to, tells) in solver.take_outbox().into_iter().enumerate() {
                if to != a.part {
                    sent += tells.len() as u64;
                    write_tells(&tells_path(&a.dir, round, a.part, to), &tells)
                        .map_err(|e| e.to_string())?;
                }
            }
            Ok(Some(sent))
        }
        Some("absorb") => {
            let v = threshold(number(1)?)?;
            let round = number(2)? as u64;
            for from in (0..a.parts).filter(|&p| p != a.part) {
                let tells = take_tells(&tells_path(&a.dir, round, from, a.part))
                    .map_err(|e| e.to_string())?;
                solver.absorb(v, &tells);
            }
            Ok(Some(solver.queued() as u64))
        }
        Some("write") => {
            let (values, plies, cycles) = solver.encode_part();
            write_part(&part_path(&a.dir, a.part), &values, &plies).map_err(|e| e.to_string())?;
            Ok(Some(cycles))
        }
        Some("quit") => Ok(None),
        _ => Err(format!("not understood: {line}")),
    }
}

/// A threshold from the driver.
fn threshold(v: i64) -> Result<i8, String> {
    i8::try_from(v).map_err(|_| format!("threshold {v} out of range"))
}

/// `join`: the layer file of the parts in `--dir`, written to `--out`.
///
/// # Errors
/// A message when a part is missing or damaged or the file cannot be written.
pub fn join(a: &Args) -> Result<(), String> {
    let cut = cuts(2 * a.holes, a.seeds, a.parts);
    std::fs::create_dir_all(&a.out).map_err(|e| e.to_string())?;
    let out = layer_path(&a.out, a.holes, a.seeds);
    let header = join_parts(&a.dir, a.holes, a.seeds, &cut, &out).map_err(|e| e.to_string())?;
    println!(
        "{}: {} boards, {} cycle boards, from {} parts",
        out.display(),
        header.boards,
        header.cycles,
        a.parts
    );
    Ok(())
}
