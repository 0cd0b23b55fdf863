//! Helpers shared by the search's integration tests: the core's (literal
//! boards, the reference solver) and random positions.

#![allow(dead_code)]

#[path = "../../../urim/tests/common/mod.rs"]
mod shared;

#[allow(unused_imports)]
pub use shared::*;
use urim::{Position, Setup, Side, Variant};

/// A random 2x6 position with `seeds` seeds on the board and the rest in the stores.
pub fn random_position(rng: &mut urim_search::SplitMix64, seeds: u32) -> Position {
    let variant = Variant::standard(6).unwrap();
    let mut pits = vec![0u32; 12];
    for _ in 0..seeds {
        pits[rng.below(12) as usize] += 1;
    }
    let rest = variant.total_seeds() - seeds;
    let to_move = if rng.below(2) == 0 {
        Side::South
    } else {
        Side::North
    };
    let setup = Setup {
        variant,
        pits,
        stores: [rest / 2, rest - rest / 2],
        to_move,
    };
    Position::from_setup(&setup).unwrap()
}
