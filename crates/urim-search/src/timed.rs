//! A search against a time budget on the caller's clock, run in one go or in
//! slices of clock time: the one loop that both [`best_move`](super::best_move)
//! and the JS `Search` front use.

use super::{Options, SearchResult, Searcher, Step, Tables, CLOCK_SLICE_NODES};
use urim::Position;

/// A [`Searcher`] with the time budget of its options. The budget starts at the
/// first [`TimedSearch::run`], so that work done before it (building the
/// endgame tables, say) does not count.
///
/// ```
/// use urim::{Position, Variant};
/// use urim_search::{Options, TimedSearch};
/// let start = Position::start(Variant::standard(6)?);
/// let opts = Options { nodes: Some(5_000), ..Options::level(3) };
/// let mut search = TimedSearch::new(start, &[], opts);
/// let mut depths = Vec::new();
/// let over = search.run(None, &|| 0.0, None, &mut |r| depths.push(r.depth));
/// assert!(over && search.is_done());
/// assert_eq!(search.best().depth, *depths.last().unwrap());
/// # Ok::<(), urim::VariantError>(())
/// ```
#[derive(Clone, Debug)]
pub struct TimedSearch {
    searcher: Searcher,
    /// The time budget in milliseconds, if the options carry one.
    budget: Option<f64>,
    /// When the budget runs out, on the caller's clock; set by the first run.
    deadline: Option<f64>,
    done: bool,
}

impl TimedSearch {
    /// A search of `root` (see [`Searcher::new`] for `history`) with the time
    /// budget of `options`.
    #[must_use]
    pub fn new(root: Position, history: &[Position], options: Options) -> TimedSearch {
        TimedSearch {
            searcher: Searcher::new(root, history, options),
            budget: options.time_limit_ms(),
            deadline: None,
            done: false,
        }
    }

    /// Searches until the search is over, the time budget runs out, or the
    /// clock reaches `until` (when given), whichever comes first; `clock` returns
    /// milliseconds and is read every [`CLOCK_SLICE_NODES`] nodes when there is a
    /// time to watch. Each finished iteration is handed to `on_iteration`.
    /// Returns whether the search is over.
    pub fn run(
        &mut self,
        tables: Option<&Tables>,
        clock: &dyn Fn() -> f64,
        until: Option<f64>,
        on_iteration: &mut dyn FnMut(SearchResult),
    ) -> bool {
        if self.deadline.is_none() {
            self.deadline = self.budget.map(|ms| clock() + ms);
        }
        let watched = self.deadline.is_some() || until.is_some();
        while !self.done {
            match self.searcher.step(tables, CLOCK_SLICE_NODES) {
                Step::Iteration(result) => on_iteration(result),
                Step::Paused => {}
                Step::Finished => self.done = true,
            }
            if !watched {
                continue;
            }
            let now = clock();
            if self.deadline.is_some_and(|d| now >= d) {
                self.done = true;
            }
            if until.is_some_and(|t| now >= t) {
                break;
            }
        }
        self.done
    }

    /// Ends the search now; [`TimedSearch::best`] keeps the answer found so far.
    pub fn stop(&mut self) {
        self.done = true;
    }

    /// Whether the search is over.
    #[must_use]
    pub fn is_done(&self) -> bool {
        self.done
    }

    /// The best move found so far (see [`Searcher::best`]).
    #[must_use]
    pub fn best(&self) -> SearchResult {
        self.searcher.best()
    }
}
