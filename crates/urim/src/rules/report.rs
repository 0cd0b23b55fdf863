//! The story of one move, told step by step for teaching and animation.

use super::{Ending, Position, Side};

/// Why sowing passed a pit by. With the `serde` feature: `"origin"` / `"full"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum SkipReason {
    /// The pit the seeds were taken from; reached only by a full lap.
    Origin,
    /// The pit already held 17 seeds.
    Full,
}

/// A pit that sowing passed by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Skip {
    /// The pit passed by.
    pub pit: usize,
    /// Why.
    pub reason: SkipReason,
    /// How many seeds had been sown when it was passed (it sits between
    /// `sown[seed - 1]` and `sown[seed]`).
    pub seed: usize,
}

/// Whether the last seed started a capture, and if not, why not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Trigger {
    /// The last seed made an opponent's pit hold 2 or 3: a capture starts there.
    Fired,
    /// The last seed fell in the mover's own row.
    OwnRow,
    /// The last seed fell in the opponent's row but left this count there (not 2 or 3).
    Count(u8),
}

/// A pit taken by a capture, in chain order (the trigger pit first).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Captured {
    /// The pit.
    pub pit: usize,
    /// The seeds it held.
    pub seeds: u8,
}

/// Where and why the capture chain stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChainStop {
    /// The pit before the chain holds a count other than 2, 3 or 4.
    Count {
        /// The pit where the chain stopped (not captured).
        pit: usize,
        /// Its seeds.
        seeds: u8,
    },
    /// The chain reached the end of the opponent's row: the pit before is the mover's.
    RowEdge {
        /// The mover's own pit where the chain stopped.
        pit: usize,
    },
}

/// Everything that happened in one move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveReport {
    /// The player who moved.
    pub mover: Side,
    /// The pit that was emptied.
    pub origin: usize,
    /// How many seeds it held.
    pub seeds: u8,
    /// The opponent's row was empty before the move, so the move had to feed it.
    pub fed: bool,
    /// Every pit that received a seed, in the order sown (a pit may appear twice on a lap).
    pub sown: Vec<usize>,
    /// Every pit passed by, and why.
    pub skipped: Vec<Skip>,
    /// The pit where the last seed landed.
    pub last: usize,
    /// Whether the last seed triggered a capture.
    pub trigger: Trigger,
    /// The pits the capture chain took, trigger first, each with its seeds.
    /// Kept (for teaching) even when the grand-slam rule cancelled the capture.
    pub chain: Vec<Captured>,
    /// Where and why the chain stopped, when a capture was triggered.
    pub chain_stop: Option<ChainStop>,
    /// The capture would have emptied the opponent's row, so nothing was taken.
    pub grand_slam: bool,
    /// Seeds moved to the mover's store.
    pub captured: u8,
    /// The position after the move (after the end-of-game sweep when the game ended).
    pub after: Position,
    /// How the game ended, if this move ended it.
    pub ending: Option<Ending>,
}

/// Receives the steps of a move as they happen. The search uses `()`, which
/// ignores them all and costs nothing; [`MoveReport`] writes them down.
pub(crate) trait Recorder {
    /// A seed was dropped in `pit`.
    fn sow(&mut self, _pit: usize) {}
    /// Sowing passed `pit` by.
    fn skip(&mut self, _pit: usize, _reason: SkipReason) {}
    /// The capture trigger was examined.
    fn trigger(&mut self, _trigger: Trigger) {}
    /// The chain took `seeds` from `pit`.
    fn take(&mut self, _pit: usize, _seeds: u8) {}
    /// The chain stopped.
    fn stop(&mut self, _stop: ChainStop) {}
    /// The grand-slam rule cancelled the capture.
    fn grand_slam(&mut self) {}
}

impl Recorder for () {}

impl Recorder for MoveReport {
    fn sow(&mut self, pit: usize) {
        self.sown.push(pit);
    }
    fn skip(&mut self, pit: usize, reason: SkipReason) {
        self.skipped.push(Skip {
            pit,
            reason,
            seed: self.sown.len(),
        });
    }
    fn trigger(&mut self, trigger: Trigger) {
        self.trigger = trigger;
    }
    fn take(&mut self, pit: usize, seeds: u8) {
        self.chain.push(Captured { pit, seeds });
    }
    fn stop(&mut self, stop: ChainStop) {
        self.chain_stop = Some(stop);
    }
    fn grand_slam(&mut self) {
        self.grand_slam = true;
    }
}

impl MoveReport {
    /// An empty report for a move from `origin` in `before`, filled in as the move is played.
    pub(crate) fn begin(before: &Position, origin: usize, fed: bool) -> MoveReport {
        MoveReport {
            mover: before.to_move(),
            origin,
            seeds: before.seeds(origin),
            fed,
            sown: Vec::with_capacity(usize::from(before.seeds(origin))),
            skipped: Vec::new(),
            last: origin,
            trigger: Trigger::OwnRow,
            chain: Vec::new(),
            chain_stop: None,
            grand_slam: false,
            captured: 0,
            after: *before,
            ending: None,
        }
    }
}
