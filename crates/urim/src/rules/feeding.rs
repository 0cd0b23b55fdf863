//! Legal moves, and the duty to feed an opponent whose row is empty.

use super::{Position, Side, MAX_PIT_SEEDS};

/// A set of pits, kept as bits: the legal moves of a position.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct MoveSet(u16);

impl MoveSet {
    /// The empty set.
    pub const EMPTY: MoveSet = MoveSet(0);

    /// Whether `pit` is in the set.
    #[must_use]
    pub const fn contains(self, pit: usize) -> bool {
        pit < 16 && self.0 & (1 << pit) != 0
    }

    /// How many pits are in the set.
    #[must_use]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The set with `pit` added.
    #[must_use]
    pub const fn with(self, pit: usize) -> MoveSet {
        MoveSet(self.0 | (1 << pit))
    }

    /// The set as bits: bit `i` stands for pit `i`.
    #[must_use]
    pub const fn bits(self) -> u16 {
        self.0
    }
}

impl Iterator for MoveSet {
    type Item = usize;
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let pit = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(pit)
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let len = self.0.count_ones() as usize;
        (len, Some(len))
    }
}

impl ExactSizeIterator for MoveSet {}

/// Whether the opponent of the side to move has no seeds in their row,
/// so that the mover must feed them.
#[inline]
pub(crate) fn must_feed(pos: &Position) -> bool {
    row_is_empty(pos, pos.to_move.opponent())
}

/// Whether sowing from the mover's `origin` drops at least one seed in the
/// opponent's row, when that row is empty. The seeds first fill the mover's
/// pits after `origin` (full pits are skipped); one seed more reaches the
/// opponent, whose empty pits are never full.
#[inline]
pub(crate) fn feeds(pos: &Position, origin: usize) -> bool {
    let row_end = pos.variant.row(pos.variant.owner(origin)).end;
    let own_room = pos.pits[origin + 1..row_end]
        .iter()
        .filter(|&&s| s < MAX_PIT_SEEDS)
        .count();
    usize::from(pos.pits[origin]) > own_room
}

/// Adding this to a word sets the top bit of every byte that is not zero (a pit
/// holds at most 17 seeds, so no byte carries into the next).
const NONZERO_ADD: u64 = 0x7F7F_7F7F_7F7F_7F7F;
/// The top bit of every byte.
const TOP_BITS: u64 = 0x8080_8080_8080_8080;
/// Multiplying a word of 0/1 bytes by this gathers byte `k` into bit `56 + k`.
const GATHER: u64 = 0x0102_0408_1020_4080;
/// Bits to shift the gathered byte down.
const GATHERED: u32 = 56;

/// The pits the side to move may empty: every non-empty pit of their row, or,
/// when the opponent's row is empty, only those whose sowing feeds it.
#[inline(always)]
pub(crate) fn legal_moves(pos: &Position) -> MoveSet {
    let side = pos.to_move;
    if must_feed(pos) {
        return feeding_moves(pos);
    }
    // Every non-empty pit of the row, found for the whole row at once.
    let ones = ((pos.row_word(side) + NONZERO_ADD) & TOP_BITS) >> 7;
    let row_bits = (ones.wrapping_mul(GATHER) >> GATHERED) as u16;
    MoveSet(row_bits << pos.variant.row(side).start)
}

/// The moves that feed an opponent whose row is empty. Rare, so kept out of
/// line: the common case of [`legal_moves`] stays small where it is inlined.
#[cold]
#[inline(never)]
fn feeding_moves(pos: &Position) -> MoveSet {
    let mut moves = MoveSet::EMPTY;
    for pit in pos.variant.row(pos.to_move) {
        if pos.pits[pit] > 0 && feeds(pos, pit) {
            moves = moves.with(pit);
        }
    }
    moves
}

/// Whether `side` owns no seeds at all on the board.
#[inline]
pub(crate) fn row_is_empty(pos: &Position, side: Side) -> bool {
    pos.row_word(side) == 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{sowing, Setup, Variant};

    /// Positions where North's row is empty and South holds `pits`, stores taking the rest.
    fn south_only(variant: Variant, south: &[u32]) -> Position {
        let mut pits = south.to_vec();
        pits.resize(variant.pit_count(), 0);
        let on_board: u32 = south.iter().sum();
        Position::from_setup(&Setup {
            variant,
            pits,
            stores: [variant.total_seeds() - on_board, 0],
            to_move: Side::South,
        })
        .unwrap()
    }

    #[test]
    fn feeds_agrees_with_sowing_including_full_pits() {
        // Every South row on 2x6 (4 seeds a pit) whose pits are drawn from a few
        // telling counts, full pits included; compare the shortcut with real sowing.
        let variant = Variant::new(6, 4).unwrap();
        let counts = [0u32, 1, 2, 5, 17];
        let mut checked = 0;
        for code in 0..counts.len().pow(6) {
            let mut rest = code;
            let row: Vec<u32> = (0..6)
                .map(|_| {
                    let c = counts[rest % counts.len()];
                    rest /= counts.len();
                    c
                })
                .collect();
            if row.iter().sum::<u32>() > variant.total_seeds() {
                continue;
            }
            let pos = south_only(variant, &row);
            for pit in 0..6 {
                if pos.pits[pit] == 0 {
                    continue;
                }
                let mut after = pos;
                sowing::sow(&mut after, pit, &mut ());
                let reached = after.row_seeds(Side::North) > 0;
                assert_eq!(feeds(&pos, pit), reached, "row {row:?}, pit {pit}");
                checked += 1;
            }
        }
        assert!(checked > 10_000);
    }

    #[test]
    fn move_set_iterates_in_pit_order() {
        let set = MoveSet::EMPTY.with(9).with(2).with(13);
        assert_eq!(set.len(), 3);
        assert!(set.contains(9) && !set.contains(3) && !set.contains(40));
        assert_eq!(set.collect::<Vec<_>>(), vec![2, 9, 13]);
    }
}
