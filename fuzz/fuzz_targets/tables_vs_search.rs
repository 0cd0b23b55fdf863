//! Fuzzes the endgame tables against an exhaustive search on positions with at most 8 seeds.
//! The check itself lives in crates/urim-search/tests/common/invariants.rs, shared with the stable tests.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../crates/urim-search/tests/common/invariants.rs"]
mod invariants;

fuzz_target!(|data: &[u8]| invariants::check_tables_vs_search(data));
