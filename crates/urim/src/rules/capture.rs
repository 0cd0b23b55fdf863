//! Capturing: the trigger, the backward chain and the grand-slam rule.

use super::report::Recorder;
use super::{ChainStop, Position, Side, Trigger};
use std::ops::RangeInclusive;

/// Counts the last seed must make in an opponent's pit to start a capture.
pub const TRIGGER_COUNTS: RangeInclusive<u8> = 2..=3;
/// Counts that let the chain go on backwards from the trigger pit.
pub const CHAIN_COUNTS: RangeInclusive<u8> = 2..=4;

/// Whether the last seed, landed in `last`, starts a capture for `mover`.
#[inline]
pub(crate) fn trigger(pos: &Position, last: usize, mover: Side) -> Trigger {
    if pos.variant.owner(last) == mover {
        return Trigger::OwnRow;
    }
    let seeds = pos.pits[last];
    if TRIGGER_COUNTS.contains(&seeds) {
        Trigger::Fired
    } else {
        Trigger::Count(seeds)
    }
}

/// Whether `mover`'s move whose last seed fell in `last`, sowing the board into
/// `after`, captures nothing: the trigger does not fire, or the chain would take
/// the opponent's whole row (grand slam). What retrograde analysis asks of a
/// board it has un-sown.
#[must_use]
pub fn captures_nothing(after: &Position, last: usize, mover: Side) -> bool {
    if trigger(after, last, mover) != Trigger::Fired {
        return true;
    }
    let (_, taken) = chain(after, last, &mut ());
    is_grand_slam(after, mover.opponent(), taken)
}

/// Walks the chain back from the trigger pit `last` through the opponent's pits
/// holding 2, 3 or 4. Returns the first (lowest) pit of the chain and the seeds in it.
#[inline]
pub(crate) fn chain<R: Recorder>(pos: &Position, last: usize, rec: &mut R) -> (usize, u8) {
    let variant = pos.variant;
    let row_start = variant.row(variant.owner(last)).start;
    let mut first = last;
    let mut taken = pos.pits[last];
    rec.take(last, pos.pits[last]);
    loop {
        if first == row_start {
            rec.stop(ChainStop::RowEdge {
                pit: variant.previous(first),
            });
            break;
        }
        let pit = first - 1;
        let seeds = pos.pits[pit];
        if !CHAIN_COUNTS.contains(&seeds) {
            rec.stop(ChainStop::Count { pit, seeds });
            break;
        }
        rec.take(pit, seeds);
        taken += seeds;
        first = pit;
    }
    (first, taken)
}

/// The grand-slam rule: a capture that would take every seed in the opponent's row takes none.
#[inline]
pub(crate) fn is_grand_slam(pos: &Position, victim: Side, taken: u8) -> bool {
    u32::from(taken) == pos.row_seeds(victim)
}

/// Resolves the capture after the last seed landed in `last`. Returns the seeds
/// moved to the mover's store (0 when nothing was taken).
#[inline]
pub(crate) fn capture<R: Recorder>(
    pos: &mut Position,
    last: usize,
    mover: Side,
    rec: &mut R,
) -> u8 {
    let fired = trigger(pos, last, mover);
    rec.trigger(fired);
    if fired != Trigger::Fired {
        return 0;
    }
    let (first, taken) = chain(pos, last, rec);
    if is_grand_slam(pos, mover.opponent(), taken) {
        rec.grand_slam();
        return 0;
    }
    pos.empty_run(first, last);
    pos.stores[mover.index()] += taken;
    taken
}
