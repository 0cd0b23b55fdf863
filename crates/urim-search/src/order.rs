//! Move ordering: the table move first, then captures (biggest first), then the
//! killer moves of the ply, then the quiet moves by their history score.

use urim::rules::{Position, Side, MAX_PITS};

/// Order key of the transposition-table move.
const TABLE_MOVE: i32 = i32::MAX;
/// Base order key of a capture; each captured seed adds [`PER_SEED`].
const CAPTURE: i32 = 1 << 24;
/// Order key added per captured seed.
const PER_SEED: i32 = 1 << 10;
/// Order keys of the two killer moves.
const KILLER: [i32; 2] = [1 << 23, 1 << 22];
/// History scores are halved once one passes this, keeping them below the killers.
const HISTORY_CAP: u32 = 1 << 20;
/// Killer slots per ply.
pub const KILLERS: usize = 2;

/// A candidate move with the position it leads to.
#[derive(Clone, Copy, Debug)]
pub struct Child {
    /// The pit emptied.
    pub pit: u8,
    /// Seeds it captured.
    pub captured: u8,
    /// The position after it (no end-of-game sweep).
    pub pos: Position,
}

/// The learned ordering state: killer moves per ply and history scores per side and pit.
#[derive(Clone, Debug)]
pub struct Ordering {
    killers: Vec<[u8; KILLERS]>,
    history: [[u32; MAX_PITS]; 2],
}

impl Ordering {
    /// Empty state for searches up to `plies` deep.
    #[must_use]
    pub fn new(plies: usize) -> Ordering {
        Ordering {
            killers: vec![[u8::MAX; KILLERS]; plies],
            history: [[0; MAX_PITS]; 2],
        }
    }

    /// The order key of `child` at `ply` for `side` (higher is tried first).
    fn key(&self, child: &Child, table_move: u8, ply: usize, side: Side) -> i32 {
        if child.pit == table_move {
            TABLE_MOVE
        } else if child.captured > 0 {
            CAPTURE + i32::from(child.captured) * PER_SEED
        } else if let Some(k) = self.killers[ply].iter().position(|&k| k == child.pit) {
            KILLER[k]
        } else {
            self.history[side.index()][usize::from(child.pit)] as i32
        }
    }

    /// Sorts `children` best first (a stable insertion sort: at most 7 moves).
    pub fn sort(&self, children: &mut [Child], table_move: u8, ply: usize, side: Side) {
        let mut keys = [0i32; MAX_PITS];
        for (k, c) in keys.iter_mut().zip(children.iter()) {
            *k = self.key(c, table_move, ply, side);
        }
        for i in 1..children.len() {
            let mut j = i;
            while j > 0 && keys[j - 1] < keys[j] {
                keys.swap(j - 1, j);
                children.swap(j - 1, j);
                j -= 1;
            }
        }
    }

    /// Rewards the quiet move `pit` that caused a cut-off at `ply` with `depth` to go.
    pub fn reward(&mut self, pit: u8, ply: usize, depth: i32, side: Side) {
        let slots = &mut self.killers[ply];
        if slots[0] != pit {
            slots[1] = slots[0];
            slots[0] = pit;
        }
        let row = &mut self.history[side.index()];
        let bonus = (depth.max(1) * depth.max(1)) as u32;
        row[usize::from(pit)] += bonus;
        if row[usize::from(pit)] > HISTORY_CAP {
            row.iter_mut().for_each(|h| *h /= 2);
        }
    }
}
