//! The native table files built out of core (a layer in parts in one
//! process, one part's cells in memory at a time): byte for byte the files of
//! the in-memory build, for even and uneven cuts and on both board sizes, and
//! the same again when the build is stopped at every kind of point and run
//! again, with no layer file ever present but whole, synced or not (and the
//! command line's `--no-sync` taken by the build only).

use std::fs;
use std::path::{Path, PathBuf};
use urim::Variant;
use urim_tables::{
    build_layers, build_layers_in_parts, layer_path, work_dir, Durability, Halt, LayerFile,
    OutOfCore, Parts, Plan,
};

/// A fresh folder for one test's files.
fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("urim-ooc-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).expect("made");
    dir
}

/// Layers 0 to `seeds` built in memory in `dir`.
fn in_memory(holes: usize, seeds: usize, dir: &Path) {
    let variant = Variant::standard(holes).expect("6 or 7");
    build_layers(variant, seeds, dir, &mut |_| {}, &mut |_, _| {}).expect("built");
}

/// Copies layers 0 to `below - 1` from `from` into a fresh folder `name`.
fn with_lower(holes: usize, below: usize, from: &Path, name: &str) -> PathBuf {
    let dir = folder(name);
    for seeds in 0..below {
        fs::copy(
            layer_path(from, holes, seeds),
            layer_path(&dir, holes, seeds),
        )
        .expect("copied");
    }
    dir
}

/// Builds up to layer `seeds` in `dir` as `plan` says; the figures of each
/// layer built (not kept) as (seeds, parts).
fn build(
    holes: usize,
    seeds: usize,
    dir: &Path,
    plan: &mut Plan,
) -> Result<Vec<(usize, usize)>, Halt> {
    let variant = Variant::standard(holes).expect("6 or 7");
    let mut built = Vec::new();
    build_layers_in_parts(
        variant,
        seeds,
        dir,
        plan,
        &mut |s| {
            if !s.kept {
                built.push((s.seeds, s.parts));
            }
        },
        &mut |_, _| {},
    )?;
    Ok(built)
}

/// Most commit points a stopped run passes before it stops: an absorb of more
/// batches of tells than that would never finish.
const MOST_POINTS_A_RUN: u64 = 5;

/// Builds layer `seeds` of 2x6 in `dir` in 3 parts with `durability`, stopped
/// after 1 to MOST_POINTS_A_RUN commit points again and again (every kind of
/// point is met many times) until it finishes; `each_stop` runs after every
/// stop. The number of stops.
fn build_through_stops(
    seeds: usize,
    dir: &Path,
    durability: Durability,
    mut each_stop: impl FnMut(),
) -> u64 {
    let mut stops = 0;
    let outcome = loop {
        let mut plan = Plan {
            parts: Parts::Fixed(3),
            run: OutOfCore {
                stop_after: Some(1 + stops % MOST_POINTS_A_RUN),
                durability,
            },
        };
        match build(6, seeds, dir, &mut plan) {
            Err(Halt::Stopped) => {
                stops += 1;
                each_stop();
            }
            other => break other,
        }
    };
    outcome.expect("finished");
    stops
}

/// Asserts that layer `seeds` is the same file, byte for byte, in both folders.
fn assert_same(holes: usize, seeds: usize, a: &Path, b: &Path) {
    let one = fs::read(layer_path(a, holes, seeds)).expect("read");
    let other = fs::read(layer_path(b, holes, seeds)).expect("read");
    assert!(one == other, "2x{holes} layer {seeds} differs");
}

#[test]
fn out_of_core_layers_are_the_in_memory_files_byte_for_byte() {
    let memory = folder("memory-2x6");
    in_memory(6, 13, &memory);
    // Layer 13 in 2 parts, 12 in 3, 11 in 5 (uneven: 705,432 boards).
    for (parts, seeds) in [(2, 13), (3, 12), (5, 11)] {
        let dir = with_lower(6, seeds, &memory, &format!("parts-{parts}"));
        let mut plan = Plan {
            parts: Parts::Fixed(parts),
            ..Plan::default()
        };
        let built = build(6, seeds, &dir, &mut plan).expect("built");
        assert_eq!(built, vec![(seeds, parts)]);
        assert_same(6, seeds, &memory, &dir);
        assert!(
            !work_dir(&dir, 6, seeds).exists(),
            "the parts' folder is left"
        );
        fs::remove_dir_all(&dir).expect("cleaned");
    }
    // Every layer from nothing, the smallest with parts left empty.
    let dir = folder("parts-all");
    let mut plan = Plan {
        parts: Parts::Fixed(3),
        ..Plan::default()
    };
    let built = build(6, 9, &dir, &mut plan).expect("built");
    assert_eq!(built.len(), 10);
    for seeds in 0..=9 {
        assert_same(6, seeds, &memory, &dir);
    }
    fs::remove_dir_all(&dir).expect("cleaned");
    fs::remove_dir_all(&memory).expect("cleaned");
}

#[test]
fn out_of_core_on_2x7_is_the_in_memory_file() {
    let memory = folder("memory-2x7");
    in_memory(7, 9, &memory);
    let dir = with_lower(7, 9, &memory, "parts-2x7");
    let mut plan = Plan {
        parts: Parts::Fixed(3),
        ..Plan::default()
    };
    assert_eq!(build(7, 9, &dir, &mut plan).expect("built"), vec![(9, 3)]);
    assert_same(7, 9, &memory, &dir);
    fs::remove_dir_all(&dir).expect("cleaned");
    fs::remove_dir_all(&memory).expect("cleaned");
}

#[test]
fn a_memory_limit_builds_the_small_layers_whole_and_the_large_in_parts() {
    let memory = folder("memory-limit");
    in_memory(6, 11, &memory);
    let dir = with_lower(6, 8, &memory, "limit");
    // At 17 bytes a board (cell, queue entry, payload) layer 8 fits in 2 MB;
    // at 7 a cell, layers 9 and 10 need 2 parts, 11 (705,432 boards) 3.
    let mut plan = Plan {
        parts: Parts::MemoryLimit(2_000_000),
        ..Plan::default()
    };
    let built = build(6, 11, &dir, &mut plan).expect("built");
    assert_eq!(built, vec![(8, 1), (9, 2), (10, 2), (11, 3)]);
    for seeds in 8..=11 {
        assert_same(6, seeds, &memory, &dir);
    }
    fs::remove_dir_all(&dir).expect("cleaned");
    fs::remove_dir_all(&memory).expect("cleaned");
}

#[test]
fn a_build_stopped_anywhere_resumes_to_the_same_file() {
    let seeds = 8;
    let memory = folder("memory-stop");
    in_memory(6, seeds, &memory);
    let dir = with_lower(6, seeds, &memory, "stopped");
    let layer = layer_path(&dir, 6, seeds);
    let stops = build_through_stops(seeds, &dir, Durability::Synced, || {
        // Never a layer file but a whole one.
        if layer.exists() {
            LayerFile::open(&layer, 6, seeds).expect("a whole file");
        }
    });
    assert!(stops > 100, "stopped only {stops} times");
    assert_same(6, seeds, &memory, &dir);
    assert!(
        !work_dir(&dir, 6, seeds).exists(),
        "the parts' folder is left"
    );
    // Run again: the layer is kept, nothing built.
    let mut plan = Plan {
        parts: Parts::Fixed(3),
        ..Plan::default()
    };
    assert_eq!(build(6, seeds, &dir, &mut plan).expect("kept"), vec![]);
    fs::remove_dir_all(&dir).expect("cleaned");
    fs::remove_dir_all(&memory).expect("cleaned");
}

#[test]
fn a_build_resumed_in_another_number_of_parts_is_refused() {
    let seeds = 8;
    let memory = folder("memory-refused");
    in_memory(6, seeds - 1, &memory);
    let dir = with_lower(6, seeds, &memory, "refused");
    let mut plan = Plan {
        parts: Parts::Fixed(2),
        run: OutOfCore {
            stop_after: Some(3),
            ..OutOfCore::default()
        },
    };
    assert!(matches!(
        build(6, seeds, &dir, &mut plan),
        Err(Halt::Stopped)
    ));
    let mut plan = Plan {
        parts: Parts::Fixed(3),
        ..Plan::default()
    };
    let error = build(6, seeds, &dir, &mut plan).expect_err("refused");
    assert!(format!("{error:?}").contains("parts"), "{error:?}");
    assert!(!layer_path(&dir, 6, seeds).exists());
    fs::remove_dir_all(&dir).expect("cleaned");
    fs::remove_dir_all(&memory).expect("cleaned");
}

#[test]
fn the_command_line_builds_out_of_core_with_and_without_syncs() {
    let seeds = 9;
    let memory = folder("memory-cli");
    in_memory(6, seeds, &memory);
    let tables = env!("CARGO_BIN_EXE_urim-tables");
    for (name, extra) in [("synced", None), ("unsynced", Some("--no-sync"))] {
        let dir = with_lower(6, seeds, &memory, &format!("cli-{name}"));
        let status = std::process::Command::new(tables)
            .args(["build", "--holes", "6", "--parts", "3", "--seeds"])
            .arg(seeds.to_string())
            .arg("--dir")
            .arg(&dir)
            .args(extra)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .status()
            .expect("ran");
        assert!(status.success(), "{name}: {status}");
        assert_same(6, seeds, &memory, &dir);
        assert!(!work_dir(&dir, 6, seeds).exists(), "{name}: folder left");
        fs::remove_dir_all(&dir).expect("cleaned");
    }
    // Only the build takes it.
    let refused = std::process::Command::new(tables)
        .args(["check", "--no-sync"])
        .output()
        .expect("ran");
    assert!(!refused.status.success());
    assert!(
        String::from_utf8_lossy(&refused.stderr).contains("--no-sync"),
        "{refused:?}"
    );
    fs::remove_dir_all(&memory).expect("cleaned");
}

#[test]
fn an_unsynced_build_stopped_anywhere_resumes_to_the_same_file() {
    let seeds = 7;
    let memory = folder("memory-unsynced");
    in_memory(6, seeds, &memory);
    let dir = with_lower(6, seeds, &memory, "unsynced-stopped");
    // As above, without the barriers.
    let stops = build_through_stops(seeds, &dir, Durability::Unsynced, || {});
    assert!(stops > 10, "stopped only {stops} times");
    assert_same(6, seeds, &memory, &dir);
    fs::remove_dir_all(&dir).expect("cleaned");
    fs::remove_dir_all(&memory).expect("cleaned");
}
