//! The transposition table: a fixed-size array of two-entry buckets, one entry
//! kept by depth, one always replaced.

/// Bytes taken by one entry (a 64-bit key and a 64-bit packed record).
pub(crate) const ENTRY_BYTES: usize = 16;
/// Entries per bucket: the first is kept while it is deeper, the second always replaced.
const BUCKET: usize = 2;
/// The largest table allowed: 16 MiB.
pub const MAX_TABLE_BYTES: usize = 16 << 20;
/// The default table: 8 MiB, half the allowed size, so the endgame tables fit beside it.
pub const DEFAULT_TABLE_BYTES: usize = 8 << 20;
/// Depth recorded for values proven exact, which any later search may reuse.
pub(crate) const PROVEN_DEPTH: u8 = u8::MAX;
/// Bits of the packed record that hold the 16-bit score.
const SCORE_BITS: u32 = 16;
/// Mask of one byte of the packed record.
const BYTE: u64 = 0xFF;
/// Where the depth byte starts in the packed record.
const DEPTH_SHIFT: u32 = SCORE_BITS;
/// Where the bound byte starts.
const BOUND_SHIFT: u32 = DEPTH_SHIFT + 8;
/// Where the best-move byte starts.
const MOVE_SHIFT: u32 = BOUND_SHIFT + 8;
/// Where the proven flag sits.
const PROVEN_SHIFT: u32 = MOVE_SHIFT + 8;
/// The move byte meaning "no best move".
pub(crate) const NO_MOVE: u8 = u8::MAX;

/// What a stored score says about the true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    /// The value itself.
    Exact = 1,
    /// The value is at least the score (a beta cut-off).
    Lower = 2,
    /// The value is at most the score (no move reached alpha).
    Upper = 3,
}

/// One remembered search result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Entry {
    /// Score from the side to move's view, in the search's units.
    pub(crate) score: i32,
    /// Remaining depth it was searched to ([`PROVEN_DEPTH`] when proven).
    pub(crate) depth: u8,
    /// How the score bounds the value.
    pub(crate) bound: Bound,
    /// The best pit found, or [`NO_MOVE`].
    pub(crate) pit: u8,
    /// Whether the score is the exact game value (no heuristic leaf below it).
    pub(crate) proven: bool,
}

impl Entry {
    /// Packs the entry into 64 bits.
    fn pack(self) -> u64 {
        u64::from(self.score as i16 as u16)
            | u64::from(self.depth) << DEPTH_SHIFT
            | (self.bound as u64) << BOUND_SHIFT
            | u64::from(self.pit) << MOVE_SHIFT
            | u64::from(self.proven) << PROVEN_SHIFT
    }

    /// Unpacks 64 bits written by [`Entry::pack`]; `None` for an empty slot.
    fn unpack(data: u64) -> Option<Entry> {
        let bound = match (data >> BOUND_SHIFT) & BYTE {
            1 => Bound::Exact,
            2 => Bound::Lower,
            3 => Bound::Upper,
            _ => return None,
        };
        Some(Entry {
            score: i32::from(data as u16 as i16),
            depth: ((data >> DEPTH_SHIFT) & BYTE) as u8,
            bound,
            pit: ((data >> MOVE_SHIFT) & BYTE) as u8,
            proven: (data >> PROVEN_SHIFT) & 1 == 1,
        })
    }
}

/// A transposition table of a fixed number of bytes. A search owns one; keep it
/// from one search to the next with [`Searcher::into_table`](super::Searcher::into_table)
/// and [`Searcher::with_table`](super::Searcher::with_table).
///
/// ```
/// use urim_search::TransTable;
/// let tt = TransTable::with_bytes(1 << 16);
/// assert_eq!(tt.bytes(), 1 << 16);
/// ```
#[derive(Clone, Debug)]
pub struct TransTable {
    slots: Vec<[u64; 2]>,
    mask: usize,
}

impl TransTable {
    /// A table of at most `bytes` bytes (rounded down to a power of two, at most
    /// [`MAX_TABLE_BYTES`], at least one bucket).
    #[must_use]
    pub fn with_bytes(bytes: usize) -> TransTable {
        let wanted = bytes.min(MAX_TABLE_BYTES) / (ENTRY_BYTES * BUCKET);
        let buckets = if wanted < 2 { 1 } else { 1 << wanted.ilog2() };
        TransTable {
            slots: vec![[0; 2]; buckets * BUCKET],
            mask: buckets - 1,
        }
    }

    /// The bytes the table occupies.
    #[must_use]
    pub fn bytes(&self) -> usize {
        self.slots.len() * ENTRY_BYTES
    }

    /// The index of the first slot of `key`'s bucket.
    fn bucket(&self, key: u64) -> usize {
        (key as usize & self.mask) * BUCKET
    }

    /// The entry stored for `key`, if any.
    #[must_use]
    pub(crate) fn probe(&self, key: u64) -> Option<Entry> {
        let first = self.bucket(key);
        self.slots[first..first + BUCKET]
            .iter()
            .find(|slot| slot[0] == key)
            .and_then(|slot| Entry::unpack(slot[1]))
    }

    /// Remembers `entry` for `key`: in the depth slot when it is at least as deep
    /// as what is there (or the same position), else in the always-replace slot.
    pub(crate) fn store(&mut self, key: u64, entry: Entry) {
        let first = self.bucket(key);
        let kept = Entry::unpack(self.slots[first][1]);
        let deeper = kept.map_or(true, |k| entry.depth >= k.depth);
        let slot = if self.slots[first][0] == key || deeper {
            first
        } else {
            first + 1
        };
        self.slots[slot] = [key, entry.pack()];
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.slots.fill([0; 2]);
    }
}

#[cfg(test)]
mod tests {
    use super::{Bound, Entry, TransTable};

    #[test]
    fn a_stored_entry_comes_back_and_others_do_not() {
        let mut tt = TransTable::with_bytes(1 << 16);
        let e = Entry {
            score: -250,
            depth: 3,
            bound: Bound::Lower,
            pit: 4,
            proven: false,
        };
        tt.store(42, e);
        assert_eq!(tt.probe(42), Some(e));
        assert_eq!(tt.probe(43), None);
        tt.clear();
        assert_eq!(tt.probe(42), None);
    }
}
