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
    pos.row_seeds(pos.to_move.opponent()) == 0
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

/// The pits the side to move may empty: every non-empty pit of their row, or,
/// when the opponent's row is empty, only those whose sowing feeds it.
#[inline]
pub(crate) fn legal_moves(pos: &Position) -> MoveSet {
    let feeding = must_feed(pos);
    let mut moves = MoveSet::EMPTY;
    for pit in pos.variant.row(pos.to_move) {
        if pos.pits[pit] > 0 && (!feeding || feeds(pos, pit)) {
            moves = moves.with(pit);
        }
    }
    moves
}

/// Whether `side` owns no seeds at all on the board.
#[inline]
pub(crate) fn row_is_empty(pos: &Position, side: Side) -> bool {
    pos.row_seeds(side) == 0
}
