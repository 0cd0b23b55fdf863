//! The pieces of one node of the explicit-stack search: its frame, how far its
//! value is proven, and the values decided without searching.

use super::eval::SEED_SCORE;
use super::order::Child;
use super::tt::{Bound, Entry, PROVEN_DEPTH};
use crate::rules::{final_counts, Position, MAX_HOLES};

/// How far a value is known to be the game's true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Proof {
    /// A heuristic leaf (evaluation, or a table value by the cycle convention) lies behind it.
    Heuristic,
    /// Exact given the game's history: the cycle rule or the ply limit decided a
    /// line. Not stored as proven in the transposition table, which ignores history.
    History,
    /// Exact whatever the history: every line ended by starvation or in an exact table value.
    Proven,
}

/// One node in progress on the explicit stack.
#[derive(Clone, Copy, Debug)]
pub(super) struct Frame {
    pub(super) hash: u64,
    pub(super) alpha: i32,
    pub(super) beta: i32,
    pub(super) alpha_at_entry: i32,
    pub(super) depth: i32,
    /// Index in the key stack where this node's capture-free run begins.
    pub(super) run_start: usize,
    pub(super) children: [Child; MAX_HOLES],
    pub(super) count: u8,
    pub(super) next: u8,
    pub(super) best: i32,
    pub(super) best_pit: u8,
    pub(super) proof: Proof,
    pub(super) quiescence: bool,
    /// Whether the child being searched got a null window (a re-search may follow).
    pub(super) null_window: bool,
    /// Plies taken off the child being searched (late-move reduction).
    pub(super) reduction: i32,
}

/// The value of the game ending now by the row sweep, for the side to move.
pub(super) fn sweep_value(pos: &Position) -> i32 {
    let counts = final_counts(pos);
    let me = pos.to_move().index();
    (counts[me] as i32 - counts[1 - me] as i32) * SEED_SCORE
}

/// The value a stored entry gives in the window `(alpha, beta)` at `depth`, if it settles it.
pub(super) fn tt_cutoff(e: Entry, depth: i32, alpha: i32, beta: i32) -> Option<(i32, Proof)> {
    if e.depth != PROVEN_DEPTH && i32::from(e.depth) < depth {
        return None;
    }
    let settles = match e.bound {
        Bound::Exact => true,
        Bound::Lower => e.score >= beta,
        Bound::Upper => e.score <= alpha,
    };
    let proof = if e.proven {
        Proof::Proven
    } else {
        Proof::Heuristic
    };
    settles.then_some((e.score, proof))
}
