//! Position hashing for the transposition table and the cycle rule: Zobrist
//! keys (one random word per pit and seed count) built at compile time.

use super::rng::mix;
use std::sync::OnceLock;
use urim::rules::{Position, Side, MAX_PITS, MAX_PIT_SEEDS};

/// Seed counts a pit can hold, 0 to 17.
const COUNTS: usize = MAX_PIT_SEEDS as usize + 1;
/// Arbitrary salt so the keys differ from other uses of the mixer.
const ZOBRIST_SALT: u64 = 0x005E_ED0F_0B7A_u64;
/// The word folded in when North is to move.
const NORTH_KEY: u64 = mix(ZOBRIST_SALT ^ u64::MAX);

/// One random word for every (pit, seed count) pair, built on first use: as a
/// constant the 2 KB of random words would sit in the WebAssembly module, where
/// they do not compress.
static KEYS: OnceLock<[[u64; COUNTS]; MAX_PITS]> = OnceLock::new();

/// Fills the key table from the SplitMix64 mixer: the key of (pit, count) is
/// the mix of the salt and `pit * COUNTS + count + 1`, in row order.
fn zobrist_keys() -> [[u64; COUNTS]; MAX_PITS] {
    let mut keys = [[0; COUNTS]; MAX_PITS];
    let mut index: u64 = 0;
    for key in keys.iter_mut().flatten() {
        index += 1;
        *key = mix(ZOBRIST_SALT ^ index);
    }
    keys
}

/// The hash of a position's pits and side to move (the stores are left out, as
/// the cycle rule leaves them out). Equal boards give equal hashes.
#[must_use]
pub(crate) fn board_hash(pos: &Position) -> u64 {
    let side = if pos.to_move() == Side::North {
        NORTH_KEY
    } else {
        0
    };
    let keys = KEYS.get_or_init(zobrist_keys);
    pos.pits()
        .iter()
        .enumerate()
        .fold(side, |h, (pit, &seeds)| h ^ keys[pit][usize::from(seeds)])
}

#[cfg(test)]
mod tests {
    use super::board_hash;
    use urim::{Position, Variant};

    #[test]
    fn a_move_changes_the_hash_and_equal_boards_agree() {
        let start = Position::start(Variant::standard(6).unwrap());
        let mut after = start;
        after.apply(0);
        assert_ne!(board_hash(&start), board_hash(&after));
        let mut again = start;
        again.apply(0);
        assert_eq!(board_hash(&after), board_hash(&again));
    }
}
