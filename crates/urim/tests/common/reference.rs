//! A plain exhaustive solver that carries the game's history: the value of a
//! game as played, for checking every value the engine calls exact.
//!
//! It shares only the move generator with the engine (checked on its own by
//! perft against crates/urim/tests/reference/urim_ref.py): no tables, no transposition
//! table, no evaluation. Each line is played to its end by the rules of
//! `Game`: a capture starts a new run; a capture-free move ends the game when
//! it repeats a position of the run, or is the 200th capture-free ply; a side
//! with no legal move is starved. Alpha-beta keeps it short; it gives up after
//! a node budget.

#![allow(dead_code)]

use urim::rules::{final_counts, BoardKey, NO_CAPTURE_PLY_LIMIT};
use urim::{Game, Position};

/// The seed difference the mover of `pos` ends with (stores plus own row).
fn sweep(pos: &Position) -> i32 {
    let counts = final_counts(pos);
    let me = pos.to_move().index();
    counts[me] as i32 - counts[1 - me] as i32
}

/// The solver's state: the keys of the current capture-free run, nodes left.
struct Solver {
    run: Vec<BoardKey>,
    left: u64,
}

impl Solver {
    /// The value of `pos` (its key last in `run`) for its mover, in `(alpha, beta)`,
    /// or `None` when the budget ran out.
    fn value(&mut self, pos: &Position, mut alpha: i32, beta: i32) -> Option<i32> {
        self.left = self.left.checked_sub(1)?;
        let moves: Vec<usize> = pos.legal_moves().collect();
        if moves.is_empty() {
            return Some(sweep(pos));
        }
        let mut best = i32::MIN;
        for pit in moves {
            let mut next = *pos;
            let captured = next.apply(pit);
            let key = next.board_key();
            let value = if captured > 0 {
                let saved = std::mem::replace(&mut self.run, vec![key]);
                let v = self.value(&next, -beta, -alpha);
                self.run = saved;
                -v?
            } else if self.run.contains(&key) || self.run.len() >= NO_CAPTURE_PLY_LIMIT {
                -sweep(&next)
            } else {
                self.run.push(key);
                let v = self.value(&next, -beta, -alpha);
                self.run.pop();
                -v?
            };
            best = best.max(value);
            alpha = alpha.max(value);
            if alpha >= beta {
                break;
            }
        }
        Some(best)
    }
}

/// The value of `game` as played for the side to move (final seed difference,
/// stores included), or `None` when it takes more than `budget` nodes.
pub fn game_value(game: &Game, budget: u64) -> Option<i32> {
    if game.is_over() {
        let seeds = game.score().seeds;
        let me = game.position().to_move().index();
        return Some(seeds[me] as i32 - seeds[1 - me] as i32);
    }
    let run = game.since_capture().map(Position::board_key).collect();
    let mut solver = Solver { run, left: budget };
    solver.value(game.position(), i32::MIN + 1, i32::MAX)
}

/// The value for the mover of playing `pit` in `game`, or `None` past `budget`.
pub fn move_value(game: &Game, pit: usize, budget: u64) -> Option<i32> {
    let mut after = game.clone();
    after.play(pit).ok()?;
    game_value(&after, budget).map(|v| -v)
}
