//! The resumable search: negamax alpha-beta with principal-variation windows,
//! iterative deepening, a transposition table, quiescence on captures and the
//! endgame tables, run on an explicit stack so that it can stop after any
//! number of nodes and go on later (a Web Worker runs it in slices).

use super::eval::{evaluate, Weights, SEED_SCORE};
use super::hash::board_hash;
use super::node::{expand, sweep_value, table_value, tt_cutoff, Frame, OpenNode, Proof, Visit};
use super::options::{LevelSpec, Options};
use super::order::{Child, Ordering};
use super::prove::{prove_by_keys, ROOT_MOVE_PROOF_NODES, SEARCH_PROOF_NODES};
pub use super::result::{SearchResult, Step};
use super::rng::SplitMix64;
use super::tables::Tables;
use super::tt::{Bound, Entry, TransTable, NO_MOVE, PROVEN_DEPTH};
use urim::rules::{Position, NO_CAPTURE_PLY_LIMIT};

use super::node::INFINITY;
/// Plies of captures searched past the horizon.
const QUIESCENCE_PLIES: usize = 12;
/// Quiet moves after this many in a node are searched less deep first.
const LMR_AFTER_MOVES: usize = 2;
/// Remaining depth from which late moves are reduced.
const LMR_MIN_DEPTH: i32 = 3;
/// Plies a late quiet move loses; it is searched again in full if it beats alpha.
const LMR_PLIES: i32 = 1;
/// Longest principal variation reported.
const MAX_PV: usize = 64;

/// A search that can be run in slices: build it, call [`Searcher::step`] until
/// it says [`Step::Finished`] (or the caller's time is up), then read [`Searcher::best`].
///
/// ```
/// use urim::{Position, Variant};
/// use urim_search::{Options, Searcher, Step};
/// let start = Position::start(Variant::standard(6)?);
/// let opts = Options { nodes: Some(20_000), ..Options::level(5) };
/// let mut s = Searcher::new(start, &[], opts);
/// while s.step(None, 1_000) != Step::Finished {}
/// let best = s.best();
/// assert!(start.legal_moves().contains(best.pit.unwrap()));
/// assert!(best.nodes <= 20_000 + 1);
/// # Ok::<(), urim::VariantError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Searcher {
    root: Position,
    spec: LevelSpec,
    weights: Weights,
    depth_limit: u32,
    /// Deepest ply (quiescence included) the search may reach.
    max_ply: usize,
    node_limit: u64,
    seed: u64,
    tt: TransTable,
    ordering: Ordering,
    /// Hashes of the capture-free run of the game (the root last), then of the path.
    keys: Vec<u64>,
    /// Hashes given as history, the root included.
    history_len: usize,
    /// Proofs already tried for table values a ply below the root, by hash:
    /// their run's past is the same in every iteration, so each is tried once.
    root_move_proofs: Vec<(u64, bool)>,
    /// The nodes in progress, the root first.
    frames: Vec<Frame>,
    pending: Option<(i32, Proof)>,
    nodes: u64,
    iteration: u32,
    done: Option<SearchResult>,
    root_scores: Vec<(u8, i32)>,
    finished: bool,
}

impl Searcher {
    /// A search of `root` for the side to move. `history` lists the positions since
    /// the last capture (or the game start), oldest first; the root may be its last
    /// element or be left out. Positions repeated from it end the game by the cycle rule.
    #[must_use]
    pub fn new(root: Position, history: &[Position], options: Options) -> Searcher {
        let table = TransTable::with_bytes(options.table_bytes);
        Searcher::with_table(root, history, options, table)
    }

    /// [`Searcher::new`] with a transposition table kept from an earlier search
    /// (see [`Searcher::into_table`]): no allocation, and what the earlier search
    /// learnt is reused. The result then depends on that search too; clear the
    /// table first ([`TransTable::clear`]) when it must depend on the options alone.
    /// `options.table_bytes` is ignored.
    ///
    /// ```
    /// use urim::{Position, Variant};
    /// use urim_search::{Options, Searcher, Step};
    /// let start = Position::start(Variant::standard(6)?);
    /// let opts = Options { nodes: Some(5_000), table_bytes: 1 << 20, ..Options::level(4) };
    /// let mut first = Searcher::new(start, &[], opts);
    /// while first.step(None, 1_000) != Step::Finished {}
    /// let mut next = start;
    /// next.apply(first.best().pit.unwrap());
    /// let mut table = first.into_table();
    /// table.clear();
    /// let mut second = Searcher::with_table(next, &[start, next], opts, table);
    /// while second.step(None, 1_000) != Step::Finished {}
    /// assert_eq!(second.best(), { let mut s = Searcher::new(next, &[start, next], opts);
    ///     while s.step(None, 1_000) != Step::Finished {} s.best() });
    /// # Ok::<(), urim::VariantError>(())
    /// ```
    #[must_use]
    pub fn with_table(
        root: Position,
        history: &[Position],
        options: Options,
        table: TransTable,
    ) -> Searcher {
        let mut keys: Vec<u64> = history.iter().map(board_hash).collect();
        let root_hash = board_hash(&root);
        if keys.last() != Some(&root_hash) {
            keys.push(root_hash);
        }
        let depth_limit = options.depth_limit();
        let plies = depth_limit as usize + QUIESCENCE_PLIES + 2;
        let spec = options.spec();
        Searcher {
            root,
            spec,
            weights: options.weights(),
            depth_limit,
            max_ply: plies,
            node_limit: options.nodes.unwrap_or(u64::MAX),
            seed: options.seed,
            tt: table,
            ordering: Ordering::new(plies),
            history_len: keys.len(),
            root_move_proofs: Vec::new(),
            keys,
            frames: Vec::with_capacity(plies),
            pending: None,
            nodes: 0,
            iteration: 0,
            done: None,
            root_scores: Vec::new(),
            finished: root.legal_moves().is_empty(),
        }
    }

    /// Gives back the transposition table, for [`Searcher::with_table`].
    #[must_use]
    pub fn into_table(self) -> TransTable {
        self.tt
    }

    /// Nodes searched so far.
    #[must_use]
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Whether the search is over.
    #[must_use]
    pub fn is_finished(&self) -> bool {
        self.finished
    }

    /// Searches at most `max_nodes` more nodes, returning early when an iteration
    /// finishes. `tables` are used when the level allows.
    pub fn step(&mut self, tables: Option<&Tables>, max_nodes: u64) -> Step {
        let tables = tables.filter(|_| self.spec.tables);
        let slice_end = self.nodes.saturating_add(max_nodes).min(self.node_limit);
        while !self.finished {
            if self.frames.is_empty() && self.pending.is_none() {
                self.start_iteration(tables);
                continue;
            }
            if self.nodes >= slice_end {
                if self.nodes >= self.node_limit {
                    self.finished = true;
                    return Step::Finished;
                }
                return Step::Paused;
            }
            if let Some(result) = self.advance(tables) {
                return result;
            }
        }
        Step::Finished
    }

    /// The best move known now: from the last finished iteration, or from the
    /// current one when it has already found a better root move. Levels with a
    /// temperature pick among the root moves here (deterministically from the seed).
    #[must_use]
    pub fn best(&self) -> SearchResult {
        let mut result = self.done.clone().unwrap_or_else(|| self.fallback());
        if let Some(root) = self.frames.first() {
            let improved = root.best_pit != NO_MOVE && root.best_pit != root.children[0].pit;
            if improved && Some(usize::from(root.best_pit)) != result.pit {
                result.pit = Some(usize::from(root.best_pit));
                result.score = f64::from(root.best) / f64::from(SEED_SCORE);
                result.pv = vec![usize::from(root.best_pit)];
                result.exact = false;
            }
        }
        result.nodes = self.nodes;
        if self.spec.temperature > 0 && !self.root_scores.is_empty() {
            self.pick_with_temperature(&mut result);
        }
        result
    }

    /// A result before any iteration finished: the first legal move.
    fn fallback(&self) -> SearchResult {
        let pit = self.root.legal_moves().next();
        SearchResult {
            pit,
            score: f64::from(evaluate(&self.root, &self.weights)) / f64::from(SEED_SCORE),
            depth: 0,
            nodes: self.nodes,
            pv: pit.into_iter().collect(),
            exact: pit.is_none(),
        }
    }

    /// Picks a root move at random, each with weight `exp(score / temperature)`.
    fn pick_with_temperature(&self, result: &mut SearchResult) {
        let top = self.root_scores.iter().map(|&(_, s)| s).max().unwrap_or(0);
        let t = f64::from(self.spec.temperature);
        let weights: Vec<f64> = self
            .root_scores
            .iter()
            .map(|&(_, s)| (f64::from(s - top) / t).exp())
            .collect();
        let mut rng = SplitMix64::new(self.seed ^ board_hash(&self.root));
        let mut target = rng.unit() * weights.iter().sum::<f64>();
        for (&(pit, score), w) in self.root_scores.iter().zip(&weights) {
            target -= w;
            if target <= 0.0 {
                result.pit = Some(usize::from(pit));
                result.score = f64::from(score) / f64::from(SEED_SCORE);
                result.pv = vec![usize::from(pit)];
                result.exact = false;
                return;
            }
        }
    }

    /// Begins the next iteration from the root with a full window.
    fn start_iteration(&mut self, tables: Option<&Tables>) {
        self.iteration += 1;
        self.keys.truncate(self.history_len);
        self.root_scores.clear();
        let root = self.root;
        let hash = board_hash(&root);
        let node = Visit {
            pos: &root,
            hash,
            alpha: -INFINITY,
            beta: INFINITY,
            depth: self.iteration as i32,
            ply: 0,
            fresh: self.history_len == 1,
            run_start: 0,
        };
        let entered = self.enter(node, tables);
        debug_assert!(entered.is_none(), "the root always gets a frame");
    }

    /// Does one unit of work: hands a child's value to its parent, or starts the
    /// parent's next child, or closes a node. Returns a step when the root closes.
    fn advance(&mut self, tables: Option<&Tables>) -> Option<Step> {
        if let Some((value, proof)) = self.pending.take() {
            self.take_child_value(-value, proof, tables);
            return None;
        }
        let top = self.frames.len() - 1;
        let frame = &self.frames[top];
        if frame.next >= frame.count || frame.alpha >= frame.beta {
            return self.close_node();
        }
        self.start_child(top, tables);
        None
    }

    /// Enters the next child of the frame at `top`: a full window for the first
    /// (and at the root of a level with a temperature, for all), a null window
    /// for the others (principal-variation search).
    fn start_child(&mut self, top: usize, tables: Option<&Tables>) {
        let wide = top == 0 && self.spec.temperature > 0;
        let frame = &mut self.frames[top];
        let child = frame.children[usize::from(frame.next)];
        frame.next += 1;
        let null = !wide && !frame.quiescence && frame.next > 1;
        frame.null_window = null;
        let late = usize::from(frame.next) > LMR_AFTER_MOVES && frame.depth >= LMR_MIN_DEPTH;
        frame.reduction = if null && late && child.captured == 0 {
            LMR_PLIES
        } else {
            0
        };
        let (alpha, beta) = if wide {
            (-INFINITY, INFINITY)
        } else if null {
            (frame.alpha, frame.alpha + 1)
        } else {
            (frame.alpha, frame.beta)
        };
        self.search_child(top, child, alpha, beta, tables);
    }

    /// Searches `child` of the frame at `top` in the parent's window `(alpha, beta)`.
    /// A move that repeats a position of the capture-free run, or reaches the
    /// ply limit, ends the game with the row sweep.
    fn search_child(
        &mut self,
        top: usize,
        child: Child,
        alpha: i32,
        beta: i32,
        tables: Option<&Tables>,
    ) {
        let frame = &self.frames[top];
        let (parent_run, depth) = (frame.run_start, frame.depth - 1 - frame.reduction);
        let hash = board_hash(&child.pos);
        if child.captured == 0 {
            let run = &self.keys[parent_run..];
            if run.contains(&hash) || run.len() >= NO_CAPTURE_PLY_LIMIT {
                self.nodes += 1;
                self.pending = Some((sweep_value(&child.pos), Proof::History));
                return;
            }
        }
        let run_start = if child.captured > 0 {
            self.keys.len()
        } else {
            parent_run
        };
        self.keys.push(hash);
        let node = Visit {
            pos: &child.pos,
            hash,
            alpha: -beta,
            beta: -alpha,
            depth,
            ply: top + 1,
            fresh: child.captured > 0,
            run_start,
        };
        let entered = self.enter(node, tables);
        match entered {
            Some(value) => {
                self.keys.pop();
                self.pending = Some(value);
            }
            None => self.frames.last_mut().expect("just pushed").run_start = run_start,
        }
    }

    /// Visits a node: returns its value at once when the game is over there, the
    /// tables or the transposition table know it, or it is a leaf; otherwise
    /// pushes a frame with its ordered moves and returns `None`. The flag with a
    /// value says how far it is proven.
    fn enter(&mut self, node: Visit<'_>, tables: Option<&Tables>) -> Option<(i32, Proof)> {
        self.nodes += 1;
        let moves = node.pos.legal_moves();
        if moves.is_empty() {
            return Some((sweep_value(node.pos), Proof::Proven));
        }
        if node.ply > 0 {
            if let Some(known) = tables.and_then(|t| table_value(t, node.pos, node.fresh)) {
                return Some(self.trusted(node, known, tables));
            }
        }
        let entry = self.tt.probe(node.hash);
        if node.ply > 0 {
            if let Some(cut) =
                entry.and_then(|e| tt_cutoff(e, node.depth, node.alpha, node.beta, node.fresh))
            {
                return Some(cut);
            }
        }
        let quiescence = node.depth <= 0;
        let mut open = OpenNode::new(node);
        if quiescence {
            let stand = evaluate(node.pos, &self.weights);
            let deepest = node.ply + 1 >= self.max_ply;
            if !self.spec.quiescence || stand >= node.beta || deepest {
                return Some((stand, Proof::Heuristic));
            }
            open.stand_pat(stand);
        }
        let (mut children, count) = expand(node.pos, moves, quiescence);
        if count == 0 {
            return Some((open.best, Proof::Heuristic));
        }
        let table_move = entry.map_or(NO_MOVE, |e| e.pit);
        self.ordering.sort(
            &mut children[..count],
            table_move,
            node.ply,
            node.pos.to_move(),
        );
        self.frames.push(open.frame(children, count, quiescence));
        None
    }

    /// A table value `known` at a node that is not fresh, proven after all when
    /// a small proof over the capture-free moves, with the run's past, finds
    /// that both sides hold it (see [`prove_by_keys`]).
    fn trusted(
        &mut self,
        node: Visit<'_>,
        known: (i32, Proof),
        tables: Option<&Tables>,
    ) -> (i32, Proof) {
        if node.fresh || known.1 == Proof::Proven {
            return known;
        }
        // The node's own hash is the last key: the run before it is the rest.
        let earlier = &self.keys[node.run_start..self.keys.len() - 1];
        let proven = if node.ply == 1 {
            let tried = self.root_move_proofs.iter().find(|&&(h, _)| h == node.hash);
            match tried {
                Some(&(_, proven)) => proven,
                None => {
                    let proven = tables
                        .and_then(|t| prove_by_keys(t, node.pos, earlier, ROOT_MOVE_PROOF_NODES))
                        .is_some();
                    self.root_move_proofs.push((node.hash, proven));
                    proven
                }
            }
        } else {
            tables
                .and_then(|t| prove_by_keys(t, node.pos, earlier, SEARCH_PROOF_NODES))
                .is_some()
        };
        if proven {
            (known.0, Proof::Proven)
        } else {
            known
        }
    }

    /// Takes the value of the last child searched (already from the parent's view):
    /// re-searches it with the full window when a null window failed high inside
    /// the window, else updates the best move, alpha and the ordering heuristics.
    fn take_child_value(&mut self, score: i32, proof: Proof, tables: Option<&Tables>) {
        let top = self.frames.len() - 1;
        let temperature = self.spec.temperature;
        let frame = &mut self.frames[top];
        let child = frame.children[usize::from(frame.next - 1)];
        if frame.reduction > 0 && score > frame.alpha {
            frame.reduction = 0;
            let alpha = frame.alpha;
            self.search_child(top, child, alpha, alpha + 1, tables);
            return;
        }
        if frame.null_window && score > frame.alpha && score < frame.beta {
            frame.null_window = false;
            let (alpha, beta) = (frame.alpha, frame.beta);
            self.search_child(top, child, alpha, beta, tables);
            return;
        }
        frame.proof = frame.proof.min(proof);
        if top == 0 && temperature > 0 {
            self.root_scores.push((child.pit, score));
        }
        if score > frame.best {
            frame.best = score;
            frame.best_pit = child.pit;
        }
        frame.alpha = frame.alpha.max(score);
        if frame.alpha >= frame.beta && child.captured == 0 && !frame.quiescence {
            let (depth, side) = (frame.depth, child.pos.to_move().opponent());
            self.ordering.reward(child.pit, top, depth, side);
        }
    }

    /// Closes the top node: stores it in the transposition table and hands its
    /// value up; when it is the root, finishes the iteration.
    fn close_node(&mut self) -> Option<Step> {
        let frame = self.frames.pop().expect("a node to close");
        let bound = if frame.best >= frame.beta {
            Bound::Lower
        } else if frame.best > frame.alpha_at_entry {
            Bound::Exact
        } else {
            Bound::Upper
        };
        if !frame.quiescence {
            // The node's own hash is the last key until it closes.
            let fresh = frame.run_start + 1 == self.keys.len();
            let proven = frame.proof == Proof::Proven && fresh;
            let depth = if proven {
                PROVEN_DEPTH
            } else {
                frame.depth.clamp(0, i32::from(PROVEN_DEPTH) - 1) as u8
            };
            let entry = Entry {
                score: frame.best,
                depth,
                bound,
                pit: frame.best_pit,
                proven,
            };
            self.tt.store(frame.hash, entry);
        }
        if self.frames.is_empty() {
            return Some(self.close_iteration(&frame));
        }
        self.keys.pop();
        self.pending = Some((frame.best, frame.proof));
        None
    }

    /// Records the finished iteration and decides whether to go deeper.
    fn close_iteration(&mut self, root: &Frame) -> Step {
        let exact = root.proof >= Proof::History;
        let result = SearchResult {
            pit: Some(usize::from(root.best_pit)),
            score: f64::from(root.best) / f64::from(SEED_SCORE),
            depth: self.iteration,
            nodes: self.nodes,
            pv: self.principal_variation(),
            exact,
        };
        let forced = root.count == 1 && self.spec.temperature == 0;
        if exact || forced || self.iteration >= self.depth_limit {
            self.finished = true;
        }
        self.done = Some(result.clone());
        Step::Iteration(result)
    }

    /// The line of best moves stored in the transposition table from the root.
    fn principal_variation(&self) -> Vec<usize> {
        let mut pv = Vec::new();
        let mut pos = self.root;
        let mut seen = vec![board_hash(&pos)];
        while pv.len() < MAX_PV {
            let Some(entry) = self.tt.probe(board_hash(&pos)) else {
                break;
            };
            let pit = usize::from(entry.pit);
            if entry.pit == NO_MOVE || !pos.legal_moves().contains(pit) {
                break;
            }
            pv.push(pit);
            pos.apply(pit);
            let hash = board_hash(&pos);
            if seen.contains(&hash) {
                break;
            }
            seen.push(hash);
        }
        pv
    }
}
