//! Fuzzes random move sequences on every board against the move invariants (conservation, 17 per pit, report, undo, apply against play).
//! The check itself lives in crates/urim-search/tests/common/invariants.rs, shared with the stable tests.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../crates/urim-search/tests/common/invariants.rs"]
mod invariants;

fuzz_target!(|data: &[u8]| invariants::check_move_sequence(data));
