//! One board's entry in the tables, in 16 bits: its two bounds, whether it lies
//! on a quiet cycle, and how long its forcing lines may run without a capture.
//!
//! On a board of `n` seeds every final difference is `2a - n` for the `a` seeds
//! the mover ends with, so a bound is stored as `a` (0 to 15, 4 bits). The
//! length is stored in two-ply steps, rounded up (7 bits, up to 254 plies, which
//! is past the 200-ply limit: longer or unknown lines read as 254).

/// Bits of one bound.
const BOUND_BITS: u32 = 4;
/// Mask of one bound.
const BOUND_MASK: u16 = (1 << BOUND_BITS) - 1;
/// Where the upper bound starts.
const HI_SHIFT: u32 = BOUND_BITS;
/// The cycle bit.
const CYCLE: u16 = 1 << (2 * BOUND_BITS);
/// Where the length starts.
const LENGTH_SHIFT: u32 = 2 * BOUND_BITS + 1;
/// The largest stored length step.
const LENGTH_STEPS: u16 = (1 << (16 - LENGTH_SHIFT)) - 1;
/// Plies per stored length step.
const PLIES_PER_STEP: u16 = 2;

/// What the tables keep about one board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Entry {
    /// What the mover can force.
    pub(super) lo: i8,
    /// What the opponent can hold the mover to.
    pub(super) hi: i8,
    /// Whether the board lies on a cycle of quiet moves.
    pub(super) on_cycle: bool,
    /// Capture-free plies the lines forcing `lo` and `hi` may take, at most.
    pub(super) length: u16,
}

/// Packs `e`, an entry of a board of `seeds` seeds (the length rounded up).
pub(super) fn pack(e: Entry, seeds: usize) -> u16 {
    let n = seeds as i16;
    let share = |bound: i8| ((i16::from(bound) + n) / 2) as u16;
    let steps = e.length.div_ceil(PLIES_PER_STEP).min(LENGTH_STEPS);
    share(e.lo)
        | share(e.hi) << HI_SHIFT
        | if e.on_cycle { CYCLE } else { 0 }
        | steps << LENGTH_SHIFT
}

/// The entry packed by [`pack`] for a board of `seeds` seeds.
pub(super) fn unpack(bits: u16, seeds: usize) -> Entry {
    let n = seeds as i8;
    let bound = |share: u16| 2 * (share & BOUND_MASK) as i8 - n;
    Entry {
        lo: bound(bits),
        hi: bound(bits >> HI_SHIFT),
        on_cycle: bits & CYCLE != 0,
        length: (bits >> LENGTH_SHIFT) * PLIES_PER_STEP,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_round_trip_with_lengths_rounded_up() {
        for seeds in 0..=15usize {
            let n = seeds as i8;
            for lo in (-n..=n).step_by(2) {
                for hi in (lo..=n).step_by(2) {
                    for (length, kept) in [(0, 0), (7, 8), (182, 182), (223, 224), (255, 254)] {
                        let e = Entry {
                            lo,
                            hi,
                            on_cycle: length % 2 == 1,
                            length,
                        };
                        let back = unpack(pack(e, seeds), seeds);
                        assert_eq!(back, Entry { length: kept, ..e }, "{seeds} seeds");
                    }
                }
            }
        }
    }
}
