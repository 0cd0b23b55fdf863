//! The pieces of one node of the explicit-stack search: its frame, how far its
//! value is proven, and the values decided without searching.

use super::eval::{material, SEED_SCORE};
use super::order::Child;
use super::tables::Tables;
use super::tt::{Bound, Entry, NO_MOVE, PROVEN_DEPTH};
use urim::rules::{final_counts, MoveSet, Position, MAX_HOLES};

/// A score beyond any reachable one (the window's infinity).
pub(super) const INFINITY: i32 = 1 << 20;

/// A node about to be visited: its position and hash, the window and remaining
/// depth it is searched with, and its distance from the root.
#[derive(Clone, Copy, Debug)]
pub(super) struct Visit<'p> {
    pub(super) pos: &'p Position,
    pub(super) hash: u64,
    pub(super) alpha: i32,
    pub(super) beta: i32,
    /// Plies left before the horizon; quiescence at 0 and below.
    pub(super) depth: i32,
    /// Plies from the root.
    pub(super) ply: usize,
    /// Whether the capture-free run begins at this node (a capture led here, or
    /// it is a root with no history): its value then cannot depend on the path.
    pub(super) fresh: bool,
    /// Index in the key stack where the node's capture-free run begins.
    pub(super) run_start: usize,
}

/// What a node knows when it opens, before its children are searched: the
/// window, and the best value so far (the stand-pat value in quiescence).
#[derive(Clone, Copy, Debug)]
pub(super) struct OpenNode {
    hash: u64,
    alpha: i32,
    beta: i32,
    depth: i32,
    pub(super) best: i32,
}

impl OpenNode {
    /// A node with nothing found yet.
    pub(super) fn new(node: Visit<'_>) -> OpenNode {
        OpenNode {
            hash: node.hash,
            alpha: node.alpha,
            beta: node.beta,
            depth: node.depth,
            best: -INFINITY,
        }
    }

    /// In quiescence, the side to move may stop capturing: `stand` is a floor.
    pub(super) fn stand_pat(&mut self, stand: i32) {
        self.best = stand;
        self.alpha = self.alpha.max(stand);
    }

    /// The frame that searches `children[..count]` from here.
    pub(super) fn frame(
        self,
        children: [Child; MAX_HOLES],
        count: usize,
        quiescence: bool,
    ) -> Frame {
        Frame {
            hash: self.hash,
            alpha: self.alpha,
            beta: self.beta,
            alpha_at_entry: self.alpha,
            depth: self.depth,
            run_start: 0,
            children,
            count: count as u8,
            next: 0,
            best: self.best,
            best_pit: NO_MOVE,
            proof: if quiescence {
                Proof::Heuristic
            } else {
                Proof::Proven
            },
            quiescence,
            null_window: false,
            reduction: 0,
        }
    }
}

/// The children of `pos` for `moves`, in move order, and how many there are;
/// with `captures_only` (quiescence) the quiet moves are left out.
#[inline]
pub(super) fn expand(
    pos: &Position,
    moves: MoveSet,
    captures_only: bool,
) -> ([Child; MAX_HOLES], usize) {
    let mut children = [Child {
        pit: 0,
        captured: 0,
        pos: *pos,
    }; MAX_HOLES];
    let mut count = 0;
    for pit in moves {
        let mut next = *pos;
        let captured = next.apply(pit);
        if captures_only && captured == 0 {
            continue;
        }
        children[count] = Child {
            pit: pit as u8,
            captured,
            pos: next,
        };
        count += 1;
    }
    (children, count)
}

/// The value the endgame tables give `pos`, if they hold it: the stores'
/// difference plus the value of the seeds still on the board. The tables value
/// a board as if its capture-free run began there, so the value is proven only
/// when it is `fresh` (see [`Visit::fresh`]); elsewhere an earlier position of
/// the run may come round again and end the game sooner.
pub(super) fn table_value(tables: &Tables, pos: &Position, fresh: bool) -> Option<(i32, Proof)> {
    let t = tables.value(pos)?;
    let proof = if t.exact && fresh {
        Proof::Proven
    } else {
        Proof::Heuristic
    };
    Some((material(pos) + t.value * SEED_SCORE, proof))
}

/// How far a value is known to be the game's true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Proof {
    /// A heuristic leaf (evaluation, or a table value by the cycle convention) lies behind it.
    Heuristic,
    /// Exact given the game's history: the cycle rule or the ply limit decided a
    /// line. Not stored as proven in the transposition table, which ignores history.
    History,
    /// Exact for this line's history: every line ended by starvation, in an
    /// exact table value reached by a capture, or in a table value proven for
    /// the line's own capture-free run (`prove.rs`). At a node reached by a
    /// capture (or a root with no past) no line depends on the history before
    /// it, so only such nodes store it as proven in the transposition table,
    /// and only they trust a proven entry.
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

/// The value a stored entry gives in the window `(alpha, beta)` at `depth`, if it
/// settles it; proven only at a `fresh` node (a proven entry was stored by one).
pub(super) fn tt_cutoff(
    e: Entry,
    depth: i32,
    alpha: i32,
    beta: i32,
    fresh: bool,
) -> Option<(i32, Proof)> {
    if e.depth != PROVEN_DEPTH && i32::from(e.depth) < depth {
        return None;
    }
    let settles = match e.bound {
        Bound::Exact => true,
        Bound::Lower => e.score >= beta,
        Bound::Upper => e.score <= alpha,
    };
    let proof = if e.proven && fresh {
        Proof::Proven
    } else {
        Proof::Heuristic
    };
    settles.then_some((e.score, proof))
}
