//! A plain exhaustive solver that carries the game's history: the reference the
//! search's and the analysis' exact values are checked against.
//!
//! It knows no tables and no heuristics: every line is played to its end, a move
//! that repeats a position of the capture-free run (or makes the run 200 plies
//! long) ends the game with the row sweep, and starvation ends it too. Values
//! are memoised only at positions where a capture (or the set-up) just started a
//! run, whose value depends on the position alone. Inside a run it is alpha-beta
//! over the run's simple paths, so it is meant for few seeds on the board.

use std::collections::HashMap;
use urim::rules::{final_counts, BoardKey, NO_CAPTURE_PLY_LIMIT};
use urim::{Game, Position};

/// Values of run-start positions (board and stores), for the side to move.
pub struct Exhaustive {
    memo: HashMap<(BoardKey, u8), i32>,
    /// Nodes visited, to keep the reference's own cost in sight.
    pub nodes: u64,
    /// Nodes after which the solver gives up (its answers are then `None`).
    pub limit: u64,
}

/// The final seed difference for the side to move if the game ended now.
fn sweep(pos: &Position) -> i32 {
    let counts = final_counts(pos);
    let me = pos.to_move().index();
    counts[me] as i32 - counts[1 - me] as i32
}

impl Default for Exhaustive {
    fn default() -> Self {
        Exhaustive {
            memo: HashMap::new(),
            nodes: 0,
            limit: u64::MAX,
        }
    }
}

impl Exhaustive {
    /// A solver that gives up after `limit` nodes.
    pub fn with_limit(limit: u64) -> Exhaustive {
        Exhaustive {
            limit,
            ..Exhaustive::default()
        }
    }

    /// Whether the node limit was reached (every answer since is unreliable).
    pub fn gave_up(&self) -> bool {
        self.nodes > self.limit
    }

    /// The value of `game` for its side to move: final seeds minus the opponent's,
    /// stores included, with the game's capture-free run as history.
    pub fn game_value(&mut self, game: &Game) -> i32 {
        if game.is_over() {
            let seeds = game.score().seeds;
            let me = game.position().to_move().index();
            return seeds[me] as i32 - seeds[1 - me] as i32;
        }
        let mut run: Vec<BoardKey> = game.since_capture().map(Position::board_key).collect();
        let pos = *game.position();
        self.value(&pos, &mut run, -i32::MAX, i32::MAX)
    }

    /// The value for the mover of playing `pit` in `game`, `None` if the solver
    /// gave up.
    pub fn try_move_value(&mut self, game: &Game, pit: usize) -> Option<i32> {
        let v = self.move_value(game, pit);
        (!self.gave_up()).then_some(v)
    }

    /// The value for the mover of playing `pit` in `game`.
    pub fn move_value(&mut self, game: &Game, pit: usize) -> i32 {
        let mut after = game.clone();
        after.play(pit).expect("a legal move");
        let mover = game.position().to_move();
        let v = self.game_value(&after);
        if after.is_over() {
            let seeds = after.score().seeds;
            return seeds[mover.index()] as i32 - seeds[1 - mover.index()] as i32;
        }
        -v
    }

    /// The value of a run-start position (memoised).
    fn fresh(&mut self, pos: &Position) -> i32 {
        let key = (pos.board_key(), pos.store(pos.to_move()));
        if let Some(&v) = self.memo.get(&key) {
            return v;
        }
        let mut run = vec![pos.board_key()];
        let v = self.value(pos, &mut run, -i32::MAX, i32::MAX);
        if !self.gave_up() {
            self.memo.insert(key, v);
        }
        v
    }

    /// Alpha-beta value of `pos` (the last of `run`) in the window `(alpha, beta)`.
    fn value(&mut self, pos: &Position, run: &mut Vec<BoardKey>, mut alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        let moves: Vec<usize> = pos.legal_moves().collect();
        if moves.is_empty() || self.gave_up() {
            return sweep(pos);
        }
        let mut best = -i32::MAX;
        for pit in moves {
            let mut next = *pos;
            let captured = next.apply(pit);
            let v = if captured > 0 {
                -self.fresh(&next)
            } else if run.contains(&next.board_key()) || run.len() >= NO_CAPTURE_PLY_LIMIT {
                -sweep(&next)
            } else {
                run.push(next.board_key());
                let v = -self.value(&next, run, -beta, -alpha.max(best));
                run.pop();
                v
            };
            best = best.max(v);
            if best >= beta {
                break;
            }
            alpha = alpha.max(best);
        }
        best
    }
}
