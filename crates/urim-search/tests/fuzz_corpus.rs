//! Replays the committed fuzz corpus (`fuzz/corpus/<target>/`) through the same
//! checks the fuzz targets run, on stable Rust, and keeps every input the fuzzers
//! ever crashed on as a named regression test.

#[path = "common/invariants.rs"]
mod invariants;

use std::path::PathBuf;

/// Runs `check` on every file of `fuzz/corpus/<target>/`, in name order; returns how many.
fn replay(target: &str, check: fn(&[u8])) -> usize {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../fuzz/corpus")
        .join(target);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.expect("a directory entry").path())
        .collect();
    files.sort();
    for file in &files {
        let data = std::fs::read(file).expect("a corpus file");
        let result = std::panic::catch_unwind(|| check(&data));
        assert!(result.is_ok(), "{} fails its check", file.display());
    }
    assert!(!files.is_empty(), "{target}: no corpus");
    files.len()
}

#[test]
fn position_string_corpus() {
    replay("position_string", invariants::check_position_string);
}

#[test]
fn record_corpus() {
    replay("record", invariants::check_record);
}

#[test]
fn move_sequence_corpus() {
    replay("move_sequence", invariants::check_move_sequence);
}

#[test]
fn tables_vs_search_corpus() {
    replay("tables_vs_search", invariants::check_tables_vs_search);
}

/// Found by the `record` target: a backslash before a line break let the line
/// break into a tag value, which is then written raw and no longer reads back.
#[test]
fn record_with_an_escaped_line_break_in_a_tag() {
    invariants::check_record(b"[Variant \"Urim 2x6, 3 seeds\"]\n[Event \"a\\\nb\"]\n*\n");
}
