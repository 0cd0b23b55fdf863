//! Fuzzes the record reader: no panic, a round trip on success, and its game replayed under the move invariants.
//! The check itself lives in crates/urim-search/tests/common/invariants.rs, shared with the stable tests.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../crates/urim-search/tests/common/invariants.rs"]
mod invariants;

fuzz_target!(|data: &[u8]| invariants::check_record(data));
