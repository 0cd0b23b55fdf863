//! Sowing: the seeds of one pit go one by one into the following pits.

use super::report::Recorder;
use super::{Position, SkipReason, MAX_PITS, MAX_PIT_SEEDS};

/// Why sowing must pass `pit` by, if it must: the emptied origin (on a full lap)
/// and any pit already holding [`MAX_PIT_SEEDS`] are skipped.
#[inline]
pub(crate) fn skip_reason(pos: &Position, origin: usize, pit: usize) -> Option<SkipReason> {
    if pit == origin {
        Some(SkipReason::Origin)
    } else if pos.pits[pit] >= MAX_PIT_SEEDS {
        Some(SkipReason::Full)
    } else {
        None
    }
}

/// Empties `origin` and sows its seeds counter-clockwise, skipping as
/// [`skip_reason`] says. Returns the pit where the last seed landed.
///
/// The loop ends: at most 56 seeds are in play, so at most three pits can be
/// full and some other pit always takes the next seed.
#[inline]
pub(crate) fn sow<R: Recorder>(pos: &mut Position, origin: usize, rec: &mut R) -> usize {
    // Bounded by MAX_PITS and stepped with `>=`, the pit index is provably in range,
    // so the loop needs no bounds check (in wasm, one compare and branch less a seed).
    let count = pos.variant.pit_count().min(MAX_PITS);
    let mut left = u32::from(pos.pits[origin]);
    pos.pits[origin] = 0;
    let mut pit = origin;
    while left > 0 {
        pit = if pit + 1 >= count { 0 } else { pit + 1 };
        if let Some(reason) = skip_reason(pos, origin, pit) {
            rec.skip(pit, reason);
            continue;
        }
        pos.pits[pit] += 1;
        left -= 1;
        rec.sow(pit);
    }
    pit
}
