//! Fuzzes the position-string reader: no panic, and a round trip on success.
//! The check itself lives in crates/urim-search/tests/common/invariants.rs, shared with the stable tests.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../crates/urim-search/tests/common/invariants.rs"]
mod invariants;

fuzz_target!(|data: &[u8]| invariants::check_position_string(data));
