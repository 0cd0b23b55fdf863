//! Proofs that an endgame-table value holds for a game with a past.
//!
//! The tables value a board as if its capture-free run began there. In a game
//! the run may have begun earlier, and the cycle rule then ends the game as soon
//! as a position of that run comes round again (and the ply limit after 200
//! capture-free plies). So a table value counts as the game's value only when
//! it is proven for the game's own run: this module searches for a strategy
//! for each side, over the capture-free moves, that holds the value against
//! every reply, with the run's positions ending the game where they repeat.
//!
//! The proof follows the tables' own forcing lines (see the builder's forcing
//! distances): the side that forces moves only to children whose line is
//! shorter, and every reply of the other side must lead to one. The lines
//! shorten at every ply, so no position of the proof repeats and its length is
//! bounded: the 200-ply rule is checked once, at the top. The leaves are
//! positions where the game is decided whatever the past: a capture (a new run
//! begins, so the tables' bounds on the board reached hold), a side with no
//! move, and a repeat of a position of the run before (both the row sweep).
//! When the node budget runs out nothing is proven, and the value stays an
//! estimate.

use super::hash::board_hash;
use super::rng::mix;
use super::tables::{within_ply_limit, Tables};
use urim::rules::{final_counts, Position, MAX_HOLES};

/// Nodes one proof may visit in the analysis before the value stays an estimate.
pub const PROOF_NODES: u64 = 40_000;
/// Nodes one proof may visit inside a search, a ply below the root (the root's
/// own value is exact only when each of its moves' values is); each is tried
/// once a search.
pub(super) const ROOT_MOVE_PROOF_NODES: u64 = PROOF_NODES;
/// Nodes one proof may visit deeper inside a search (it runs at many nodes).
pub(super) const SEARCH_PROOF_NODES: u64 = 400;

/// The final seed difference for the mover of `pos` if the game ended now
/// with each side keeping its own row.
fn sweep(pos: &Position) -> i32 {
    let counts = final_counts(pos);
    let me = pos.to_move().index();
    counts[me] as i32 - counts[1 - me] as i32
}

/// The stores' difference for the mover of `pos`.
fn stores(pos: &Position) -> i32 {
    let me = pos.to_move();
    i32::from(pos.store(me)) - i32::from(pos.store(me.opponent()))
}

/// Seeds on the board of `pos`.
fn on_board(pos: &Position) -> i32 {
    pos.pits().iter().map(|&s| i32::from(s)).sum()
}

/// Bounds on the final difference for the mover of `pos` when a capture has
/// just led there (a new run begins): exact when the game is over, else the
/// tables' `lo..=hi` plus the stores where their lines end within the ply
/// limit, else all that the board's seeds allow.
fn fresh_bounds(tables: &Tables, pos: &Position) -> (i32, i32) {
    if pos.legal_moves().is_empty() {
        let s = sweep(pos);
        return (s, s);
    }
    let (base, seeds) = (stores(pos), on_board(pos));
    match tables.value(pos) {
        Some(t) if within_ply_limit(t.plies, 1) => (base + t.lo, base + t.hi),
        _ => (base - seeds, base + seeds),
    }
}

/// Whether the tables' exact value of `pos` holds for a game whose
/// capture-free run holds `earlier` before `pos` (oldest first, `pos` left
/// out), proven within `budget` nodes. Returns the value (final seed difference
/// for the mover, stores included) when it is proven, `None` otherwise: the
/// tables lack `pos`, their value is not exact, or no proof was found.
///
/// ```
/// use urim::notation::parse_position;
/// use urim_search::{prove_table_value, Tables, PROOF_NODES};
/// use urim::Variant;
/// let tables = Tables::build(Variant::standard(6)?, 9);
/// let setup = parse_position("0-0-0-1-1-3-2-0-1-0-0-1-13-14-S", None)?;
/// let mut after = setup;
/// // D captures nothing: the set-up stays in the run and might come round again.
/// assert_eq!(after.apply(3), 0);
/// let table = tables.value(&after).unwrap();
/// assert!(table.exact);
/// // North, to move, leads 14-13 in the stores; the proof finds the value holds.
/// let proven = prove_table_value(&tables, &after, &[setup], PROOF_NODES);
/// assert_eq!(proven, Some(1 + table.value));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn prove_table_value(
    tables: &Tables,
    pos: &Position,
    earlier: &[Position],
    budget: u64,
) -> Option<i32> {
    let keys: Vec<u64> = earlier.iter().map(board_hash).collect();
    prove_by_keys(tables, pos, &keys, budget)
}

/// [`prove_table_value`] with the earlier positions given by their hashes, as
/// the search keeps them (a collision of 64-bit hashes is taken as a repeat).
pub(super) fn prove_by_keys(
    tables: &Tables,
    pos: &Position,
    earlier: &[u64],
    budget: u64,
) -> Option<i32> {
    let t = tables.value(pos)?;
    if !t.exact || !within_ply_limit(t.plies, earlier.len() + 1) {
        return None;
    }
    let value = stores(pos) + t.value;
    let mut prover = Prover {
        tables,
        earlier,
        known: Answers::default(),
        left: budget,
    };
    (prover.at_least(pos, value) && prover.at_most(pos, value)).then_some(value)
}

/// Whether the mover of `pos`, in a game whose capture-free run holds
/// `earlier` before `pos`, can force a final seed difference (stores
/// included) of at least `need`, proven within `budget` nodes by following the
/// tables' forcing line. One side of [`prove_table_value`]: it bounds a value
/// where the tables' value itself cannot be proven.
///
/// ```
/// use urim::notation::parse_position;
/// use urim_search::{prove_at_least, Tables, PROOF_NODES};
/// use urim::Variant;
/// let tables = Tables::build(Variant::standard(6)?, 6);
/// let pos = parse_position("0-0-0-0-0-1-0-0-0-0-0-1-17-17-S", None)?;
/// let lo = tables.value(&pos).unwrap().lo;
/// assert!(prove_at_least(&tables, &pos, &[], lo, PROOF_NODES));
/// assert!(!prove_at_least(&tables, &pos, &[], lo + 2, PROOF_NODES));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn prove_at_least(
    tables: &Tables,
    pos: &Position,
    earlier: &[Position],
    need: i32,
    budget: u64,
) -> bool {
    let keys: Vec<u64> = earlier.iter().map(board_hash).collect();
    let Some((line, _)) = tables.lines(pos) else {
        return false;
    };
    if !within_ply_limit(usize::from(line), keys.len() + 1) {
        return false;
    }
    let mut prover = Prover {
        tables,
        earlier: &keys,
        known: Answers::default(),
        left: budget,
    };
    prover.at_least(pos, need)
}

/// Whether the mover of `pos`, in a game whose capture-free run holds
/// `earlier` before `pos`, is kept to a final seed difference (stores
/// included) of at most `cap` whatever it plays, proven within `budget` nodes
/// by following the opponent's forcing line in the tables. The other side of
/// [`prove_at_least`].
///
/// ```
/// use urim::notation::parse_position;
/// use urim_search::{prove_at_most, Tables, PROOF_NODES};
/// use urim::Variant;
/// let tables = Tables::build(Variant::standard(6)?, 6);
/// let pos = parse_position("0-0-0-0-0-1-0-0-0-0-0-1-17-17-S", None)?;
/// let hi = tables.value(&pos).unwrap().hi;
/// assert!(prove_at_most(&tables, &pos, &[], hi, PROOF_NODES));
/// assert!(!prove_at_most(&tables, &pos, &[], hi - 2, PROOF_NODES));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn prove_at_most(
    tables: &Tables,
    pos: &Position,
    earlier: &[Position],
    cap: i32,
    budget: u64,
) -> bool {
    let keys: Vec<u64> = earlier.iter().map(board_hash).collect();
    let Some((_, line)) = tables.lines(pos) else {
        return false;
    };
    if !within_ply_limit(usize::from(line), keys.len() + 1) {
        return false;
    }
    let mut prover = Prover {
        tables,
        earlier: &keys,
        known: Answers::default(),
        left: budget,
    };
    prover.at_most(pos, cap)
}

/// The goals a proof has settled, by key: a small open-addressed table that
/// doubles when three quarters full (a standard map would add kilobytes to the
/// wasm module). Keys are 64-bit mixes of a position's hash, the goal and the
/// bound; like the search's cycle test, it takes equal keys as one goal.
#[derive(Default)]
struct Answers {
    /// (key, answer) pairs; a key of 0 marks an empty slot.
    slots: Vec<(u64, bool)>,
    /// Slots in use.
    len: usize,
}

impl Answers {
    /// Slots of a new table.
    const FIRST: usize = 256;

    /// The key of `goal` at `bound` for the position of hash `hash` (never 0).
    fn key(hash: u64, goal: Goal, bound: i32) -> u64 {
        let tag = (u64::from(bound as u32) << 1) | u64::from(goal == Goal::AtMost);
        mix(hash ^ mix(tag)) | 1
    }

    /// The slot where `key` is or would go.
    fn slot(&self, key: u64) -> usize {
        let mask = self.slots.len() - 1;
        let mut at = key as usize & mask;
        while self.slots[at].0 != 0 && self.slots[at].0 != key {
            at = (at + 1) & mask;
        }
        at
    }

    /// The answer kept for `key`, if any.
    fn get(&self, key: u64) -> Option<bool> {
        if self.slots.is_empty() {
            return None;
        }
        let (k, answer) = self.slots[self.slot(key)];
        (k == key).then_some(answer)
    }

    /// Keeps `answer` for `key`.
    fn insert(&mut self, key: u64, answer: bool) {
        if (self.len + 1) * 4 > self.slots.len() * 3 {
            let old = std::mem::take(&mut self.slots);
            self.slots = vec![(0, false); (old.len() * 2).max(Self::FIRST)];
            self.len = 0;
            for (k, a) in old.into_iter().filter(|&(k, _)| k != 0) {
                self.insert(k, a);
            }
        }
        let at = self.slot(key);
        if self.slots[at].0 == 0 {
            self.len += 1;
        }
        self.slots[at] = (key, answer);
    }
}

/// Which side of a value a proof is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Goal {
    /// The mover forces at least the bound.
    AtLeast,
    /// The mover is kept to at most the bound.
    AtMost,
}

/// The state of one proof.
struct Prover<'a> {
    tables: &'a Tables,
    /// Hashes of the run before the position proven.
    earlier: &'a [u64],
    /// Goals already settled: a position's strategies never lead back to a
    /// position above it, so an answer does not depend on the line to it.
    known: Answers,
    /// Nodes left.
    left: u64,
}

/// What a move is worth to its mover when the game is decided by it.
enum Outcome {
    /// Bounds on the final difference: a capture began a new run, or the game
    /// ended (a side starved, a position of the past came round again).
    Decided(i32, i32),
    /// A quiet move after which the game goes on, to this position.
    Quiet(Position),
}

impl Prover<'_> {
    /// Playing `pit` from `pos`, seen from the mover of `pos`.
    fn outcome(&self, pos: &Position, pit: usize) -> Outcome {
        let mut next = *pos;
        if next.apply(pit) > 0 {
            let (lo, hi) = fresh_bounds(self.tables, &next);
            return Outcome::Decided(-hi, -lo);
        }
        let repeats = self.earlier.contains(&board_hash(&next));
        if repeats || next.legal_moves().is_empty() {
            let s = -sweep(&next);
            return Outcome::Decided(s, s);
        }
        Outcome::Quiet(next)
    }

    /// Looks `goal` up, or works it out with `prove` and keeps the answer.
    fn settle(
        &mut self,
        pos: &Position,
        goal: Goal,
        bound: i32,
        prove: fn(&mut Self, &Position, i32) -> bool,
    ) -> bool {
        let key = Answers::key(board_hash(pos), goal, bound);
        if let Some(known) = self.known.get(key) {
            return known;
        }
        if self.left == 0 {
            return false;
        }
        self.left -= 1;
        let answer = prove(self, pos, bound);
        self.known.insert(key, answer);
        answer
    }

    /// Whether the mover of `pos` can force a final difference of at least
    /// `need`, following its forcing line in the tables (each quiet move to a
    /// child whose line is shorter).
    fn at_least(&mut self, pos: &Position, need: i32) -> bool {
        self.settle(pos, Goal::AtLeast, need, Self::prove_at_least)
    }

    /// Whether the mover of `pos` is kept to at most `cap` whatever it plays,
    /// every quiet move leading to a child whose line is shorter.
    fn at_most(&mut self, pos: &Position, cap: i32) -> bool {
        self.settle(pos, Goal::AtMost, cap, Self::prove_at_most)
    }

    /// [`Prover::at_least`], not looked up.
    fn prove_at_least(&mut self, pos: &Position, need: i32) -> bool {
        let base = stores(pos);
        if need <= base - on_board(pos) {
            return true;
        }
        let (Some(t), Some((line, _))) = (self.tables.value(pos), self.tables.lines(pos)) else {
            return false;
        };
        if base + t.lo < need {
            return false;
        }
        let mut quiet = [*pos; MAX_HOLES];
        let mut count = 0;
        for pit in pos.legal_moves() {
            match self.outcome(pos, pit) {
                Outcome::Decided(lo, _) if lo >= need => return true,
                Outcome::Decided(..) => {}
                Outcome::Quiet(child) => {
                    quiet[count] = child;
                    count += 1;
                }
            }
        }
        for child in &quiet[..count] {
            let shorter = self.tables.lines(child).is_some_and(|(_, l)| l < line);
            if shorter && self.at_most(child, -need) {
                return true;
            }
        }
        false
    }

    /// [`Prover::at_most`], not looked up.
    fn prove_at_most(&mut self, pos: &Position, cap: i32) -> bool {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return sweep(pos) <= cap;
        }
        let base = stores(pos);
        if cap >= base + on_board(pos) {
            return true;
        }
        let (Some(t), Some((_, line))) = (self.tables.value(pos), self.tables.lines(pos)) else {
            return false;
        };
        if base + t.hi > cap {
            return false;
        }
        let mut quiet = [*pos; MAX_HOLES];
        let mut count = 0;
        for pit in moves {
            match self.outcome(pos, pit) {
                Outcome::Decided(_, hi) if hi > cap => return false,
                Outcome::Decided(..) => {}
                Outcome::Quiet(child) => {
                    quiet[count] = child;
                    count += 1;
                }
            }
        }
        for child in &quiet[..count] {
            let shorter = self.tables.lines(child).is_some_and(|(w, _)| w < line);
            if !shorter || !self.at_least(child, -cap) {
                return false;
            }
        }
        true
    }
}
