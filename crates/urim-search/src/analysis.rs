//! What every legal move is worth: for each one, the value of the game with
//! best play after it, from the mover's point of view, exact where the game
//! ends, the endgame tables know the position, or a search reaches the end,
//! and otherwise the search's estimate at a fixed node budget per move.
//!
//! **Table files.** Where the caller has the table files (the worker reads
//! them in slices), it asks [`Analyser::file_lookups`] where the values of the
//! positions after the moves sit, and gives them back with
//! [`Analyser::give_file_value`]. A move whose capture-free run begins after
//! it (it captures, or the game has no past) is then settled by an exact file
//! value, as by the in-memory tables. Elsewhere the game's past may end the
//! game sooner (a repeat), which the files cannot prove: the move is searched
//! as before, and only when the search stays an estimate does the file value
//! (bounds that meet, lines within the ply limit for the run) stand in for
//! it, still marked an estimate but from the files.

use super::node::{table_value, Proof};
use super::prove::{prove_at_least, prove_at_most, prove_table_value, PROOF_NODES};
use super::tables::{within_ply_limit, TableValue};
use super::{capture_free_history, Options, Searcher, Tables, SEED_SCORE};
use crate::table_files::{mover_board, position_slices, BoardSlices};
use urim::Game;

/// Nodes searched for each move when the caller gives no budget.
pub const ANALYSIS_NODES: u64 = 20_000;
/// The largest transposition table of one move's search: 65,536 entries.
pub const ANALYSIS_TABLE_BYTES: usize = 1 << 20;

/// What one move is worth.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MoveValue {
    /// The pit emptied.
    pub pit: usize,
    /// The expected final seed difference after it, from the mover's point of
    /// view (stores included): the units of [`SearchResult::score`](super::SearchResult::score).
    pub value: f64,
    /// Whether `value` is the proven game value rather than an estimate.
    pub exact: bool,
    /// Whether `value` comes from the table files (perfect play from the
    /// position after the move; see the module docs).
    pub files: bool,
}

/// Where the files hold the value of the position after one move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileLookup {
    /// The move.
    pub pit: usize,
    /// The board after it, in its layer's file.
    pub slices: BoardSlices,
}

/// An analysis of every legal move of a game, run in slices of nodes like a
/// [`Searcher`]: call [`Analyser::step`] until it returns `true`.
///
/// Each move is played on a copy of the game (so the cycle rule sees the whole
/// capture-free run), then valued by the first of: the game is over; the
/// endgame tables hold the position exactly (when the level uses them); a
/// search of the position with the options' node budget, its score negated.
///
/// ```
/// use urim::{Game, Variant};
/// use urim_search::{Analyser, Options};
/// let game = Game::new(Variant::standard(6)?);
/// let opts = Options { nodes: Some(2_000), ..Options::level(5) };
/// let mut analysis = Analyser::new(&game, opts);
/// while !analysis.step(None, 500) {}
/// assert_eq!(analysis.values().len(), 6);
/// assert!(!analysis.best().is_empty());
/// # Ok::<(), urim::VariantError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Analyser {
    game: Game,
    options: Options,
    /// The legal moves, in pit order.
    moves: Vec<usize>,
    /// The values found so far, one per move of `moves`, in the same order.
    values: Vec<MoveValue>,
    /// The search of the move being valued, if it needs one.
    search: Option<Searcher>,
    /// What the table files say of the positions after the moves, by pit.
    file_values: Vec<(usize, TableValue)>,
    /// What is proven of each value of `values` (see [`Analyser::bounds`]).
    bounds: Vec<(f64, f64)>,
}

impl Analyser {
    /// An analysis of `game`'s legal moves (none when the game is over) with
    /// `options`: its level says whether the tables are used, its `nodes` the
    /// budget of each move's search ([`ANALYSIS_NODES`] when absent). A time
    /// budget in the options is ignored: the analysis is bounded by nodes only,
    /// so equal options give equal values. Each search's transposition table
    /// is at most [`ANALYSIS_TABLE_BYTES`].
    #[must_use]
    pub fn new(game: &Game, options: Options) -> Analyser {
        let options = Options {
            nodes: Some(options.nodes.unwrap_or(ANALYSIS_NODES)),
            time_ms: None,
            table_bytes: options.table_bytes.min(ANALYSIS_TABLE_BYTES),
            ..options
        };
        Analyser {
            game: game.clone(),
            options,
            moves: game.legal_moves(),
            values: Vec::new(),
            search: None,
            file_values: Vec::new(),
            bounds: Vec::new(),
        }
    }

    /// Where the table files hold the positions after the moves not valued
    /// yet: those the game goes on after, with more than `above` seeds on the
    /// board (the in-memory tables hold the rest), in pit order.
    #[must_use]
    pub fn file_lookups(&self, above: usize) -> Vec<FileLookup> {
        self.moves[self.values.len()..]
            .iter()
            .filter_map(|&pit| {
                let after = self.after(pit);
                if after.is_over() || mover_board(after.position()).1 <= above {
                    return None;
                }
                let (_, slices) = position_slices(after.position()).ok()?;
                Some(FileLookup { pit, slices })
            })
            .collect()
    }

    /// Takes what the table files say of the position after `pit` (see
    /// [`Analyser::file_lookups`]); the move is valued with it when its turn
    /// comes (a move valued already keeps its value).
    pub fn give_file_value(&mut self, pit: usize, value: TableValue) {
        self.file_values.retain(|&(p, _)| p != pit);
        self.file_values.push((pit, value));
    }

    /// What the files say of the position after `pit`, if given.
    fn file_value(&self, pit: usize) -> Option<TableValue> {
        self.file_values
            .iter()
            .find(|&&(p, _)| p == pit)
            .map(|&(_, v)| v)
    }

    /// The value the files give `pit` (mover's view, stores included) and
    /// whether it is exact for this game, or None when they hold nothing
    /// usable: exact where the run begins after `pit`; otherwise (an
    /// estimate) where the bounds meet and the lines end within the ply limit
    /// for the run.
    fn files_value(&self, pit: usize) -> Option<(f64, bool)> {
        let v = self.file_value(pit)?;
        let after = self.after(pit);
        let run = capture_free_history(&after).len();
        let exact = run == 1 && v.exact;
        let estimate = v.lo == v.hi && within_ply_limit(v.plies, run);
        if !exact && !estimate {
            return None;
        }
        let pos = after.position();
        let me = pos.to_move();
        let stores = i32::from(pos.store(me)) - i32::from(pos.store(me.opponent()));
        Some((for_mover(f64::from(stores + v.value)), exact))
    }

    /// The best move by the table files alone, when they value every move
    /// (or the game ends after it): its pit, its value for the mover, and
    /// whether every value is exact. None when a move lacks a file value.
    #[must_use]
    pub fn file_choice(&self) -> Option<(usize, f64, bool)> {
        let mut best: Option<(usize, f64)> = None;
        let mut exact = true;
        for &pit in &self.moves {
            let after = self.after(pit);
            let (value, proven) = if after.is_over() {
                (self.final_difference(&after), true)
            } else {
                self.files_value(pit)?
            };
            exact &= proven;
            if best.map_or(true, |(_, top)| value > top) {
                best = Some((pit, value));
            }
        }
        best.map(|(pit, value)| (pit, value, exact))
    }

    /// The final seed difference for the mover of a game that is over.
    fn final_difference(&self, after: &Game) -> f64 {
        let mover = self.game.position().to_move();
        let seeds = after.score().seeds;
        let (mine, theirs) = (seeds[mover.index()], seeds[mover.opponent().index()]);
        f64::from(mine) - f64::from(theirs)
    }

    /// Works through at most about `max_nodes` search nodes and returns whether
    /// every move has its value. `tables` are used when the level allows.
    pub fn step(&mut self, tables: Option<&Tables>, max_nodes: u64) -> bool {
        let tables = tables.filter(|_| self.options.spec().tables);
        let mut left = max_nodes;
        while let Some(&pit) = self.moves.get(self.values.len()) {
            let search = match self.search.take() {
                Some(search) => search,
                None => match self.settled(pit, tables) {
                    Some(value) => {
                        self.push(value, tables);
                        continue;
                    }
                    None => self.open(pit),
                },
            };
            if left == 0 {
                self.search = Some(search);
                return false;
            }
            left = self.run(pit, search, tables, left);
        }
        true
    }

    /// Runs `search` (of the position after `pit`) for at most `budget` nodes;
    /// records its value when it is over, else keeps it for the next step.
    /// Returns the nodes left of `budget`.
    fn run(
        &mut self,
        pit: usize,
        mut search: Searcher,
        tables: Option<&Tables>,
        budget: u64,
    ) -> u64 {
        let before = search.nodes();
        search.step(tables, budget);
        let used = search.nodes() - before;
        if search.is_finished() {
            let best = search.best();
            // A search that stays an estimate gives way to the files' value.
            let value = match self.files_value(pit) {
                Some((value, exact)) if !best.exact => MoveValue {
                    pit,
                    value,
                    exact,
                    files: true,
                },
                _ => MoveValue {
                    pit,
                    value: for_mover(best.score),
                    exact: best.exact,
                    files: false,
                },
            };
            self.push(value, tables);
        } else {
            self.search = Some(search);
        }
        budget.saturating_sub(used.max(1))
    }

    /// Records `value` with what is proven of it. An estimate outside its
    /// proven bounds is brought inside them: so no move is ever valued below
    /// what it surely gives, nor above what it surely cannot, and the best
    /// moves never include one proven worse than another.
    fn push(&mut self, mut value: MoveValue, tables: Option<&Tables>) {
        let (lo, hi) = if value.exact {
            (value.value, value.value)
        } else {
            self.proven_bounds(value.pit, tables)
        };
        // max then min, not clamp: a bound that crossed the other would be a
        // bug in a proof, and must not panic across wasm.
        value.value = value.value.max(lo).min(hi);
        self.values.push(value);
        self.bounds.push((lo, hi));
    }

    /// What is proven of the final seed difference (mover's view, stores
    /// included) after `pit`: at least the stores less the seeds left, at most
    /// the stores plus them; narrower where the tables (or the files) bound the
    /// position after it and their forcing lines hold for this game's run.
    fn proven_bounds(&self, pit: usize, tables: Option<&Tables>) -> (f64, f64) {
        let after = self.after(pit);
        if after.is_over() {
            let value = self.final_difference(&after);
            return (value, value);
        }
        // The bounds of the side to move after `pit`, then turned to the mover's.
        let pos = after.position();
        let me = pos.to_move();
        let base = i32::from(pos.store(me)) - i32::from(pos.store(me.opponent()));
        let seeds: i32 = pos.pits().iter().map(|&s| i32::from(s)).sum();
        let (mut lo, mut hi) = (base - seeds, base + seeds);
        let run = capture_free_history(&after);
        let (earlier, _) = run.split_at(run.len() - 1);
        if let Some(t) = self.file_value(pit) {
            if earlier.is_empty() && within_ply_limit(t.plies, 1) {
                lo = lo.max(base + t.lo);
                hi = hi.min(base + t.hi);
            }
        }
        if let Some((tables, t)) = tables.and_then(|tables| Some((tables, tables.value(pos)?))) {
            let (line_lo, line_hi) = tables.lines(pos).unwrap_or((u8::MAX, u8::MAX));
            let (need, cap) = (base + t.lo, base + t.hi);
            let fresh = earlier.is_empty();
            if (fresh && within_ply_limit(usize::from(line_lo), 1))
                || prove_at_least(tables, pos, earlier, need, PROOF_NODES)
            {
                lo = lo.max(need);
            }
            if (fresh && within_ply_limit(usize::from(line_hi), 1))
                || prove_at_most(tables, pos, earlier, cap, PROOF_NODES)
            {
                hi = hi.min(cap);
            }
        }
        (for_mover(f64::from(hi)), for_mover(f64::from(lo)))
    }

    /// The game after `pit`.
    fn after(&self, pit: usize) -> Game {
        let mut after = self.game.clone();
        // `pit` is one of the game's legal moves, so this cannot fail.
        let _ = after.play(pit);
        after
    }

    /// The value of `pit` when it needs no search: the game ends there, or the
    /// tables know the position after it exactly and that value holds for this
    /// game. The tables value a board as if its capture-free run began there:
    /// true when `pit` captures; otherwise only when a proof over the
    /// capture-free moves, with the run's past, finds both sides' strategies
    /// hold the value (see [`prove_table_value`]).
    fn settled(&self, pit: usize, tables: Option<&Tables>) -> Option<MoveValue> {
        let after = self.after(pit);
        if !after.is_over() {
            if let Some((value, true)) = self.files_value(pit) {
                return Some(MoveValue {
                    pit,
                    value,
                    exact: true,
                    files: true,
                });
            }
        }
        let value = if after.is_over() {
            self.final_difference(&after)
        } else {
            let run = capture_free_history(&after);
            let (earlier, _) = run.split_at(run.len() - 1);
            let fresh = earlier.is_empty();
            let tables = tables?;
            if fresh {
                match table_value(tables, after.position(), true) {
                    Some((score, Proof::Proven)) => {
                        for_mover(f64::from(score) / f64::from(SEED_SCORE))
                    }
                    _ => return None,
                }
            } else {
                let value = prove_table_value(tables, after.position(), earlier, PROOF_NODES)?;
                for_mover(f64::from(value))
            }
        };
        Some(MoveValue {
            pit,
            value,
            exact: true,
            files: false,
        })
    }

    /// The search that values `pit`.
    fn open(&self, pit: usize) -> Searcher {
        let after = self.after(pit);
        let history = capture_free_history(&after);
        Searcher::new(*after.position(), &history, self.options)
    }

    /// Whether every move has its value.
    #[must_use]
    pub fn is_done(&self) -> bool {
        self.values.len() == self.moves.len()
    }

    /// The values found so far, in pit order (all of them once done).
    #[must_use]
    pub fn values(&self) -> &[MoveValue] {
        &self.values
    }

    /// The pits of the best value found so far (see [`best_pits`]). None of
    /// them is proven worse than another move: every value lies within its
    /// [`bounds`](Analyser::bounds), so a move whose upper bound is below
    /// another's lower bound is valued below it too.
    #[must_use]
    pub fn best(&self) -> Vec<usize> {
        best_pits(&self.values)
    }

    /// What is proven of each value found so far, in the order of
    /// [`values`](Analyser::values): the least and the most the move can give
    /// its mover (final seed difference, stores included) against any play.
    /// Both are the value itself where it is exact.
    #[must_use]
    pub fn bounds(&self) -> &[(f64, f64)] {
        &self.bounds
    }

    /// Whether every value found so far is exact.
    #[must_use]
    pub fn is_exact(&self) -> bool {
        self.values.iter().all(|v| v.exact)
    }
}

/// A value from the view of the side that moves after the move, turned to the
/// mover's; a draw is 0, never -0 (which JS would tell apart).
fn for_mover(score: f64) -> f64 {
    0.0 - score
}

/// The pits whose value is the largest of `values` (several when they tie;
/// none when `values` is empty), in the order given.
#[must_use]
pub fn best_pits(values: &[MoveValue]) -> Vec<usize> {
    let top = values
        .iter()
        .map(|v| v.value)
        .fold(f64::NEG_INFINITY, f64::max);
    values
        .iter()
        .filter(|v| v.value == top)
        .map(|v| v.pit)
        .collect()
}

/// Every legal move of `game` with its value, in one go (see [`Analyser`]).
#[must_use]
pub fn analyse(game: &Game, options: Options, tables: Option<&Tables>) -> Vec<MoveValue> {
    let mut analysis = Analyser::new(game, options);
    while !analysis.step(tables, u64::MAX) {}
    analysis.values
}
