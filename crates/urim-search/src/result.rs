//! What a search reports: its result and the progress of one slice.

/// What one call of [`Searcher::step`](super::Searcher::step) achieved.
#[derive(Clone, Debug, PartialEq)]
pub enum Step {
    /// An iteration finished: its result (for `info` messages). More may follow.
    Iteration(SearchResult),
    /// The slice's nodes ran out in mid-iteration; call `step` again to go on.
    Paused,
    /// The search is over (depth limit, node budget or a proven value): see [`Searcher::best`](super::Searcher::best).
    Finished,
}

/// The outcome of a search.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult {
    /// The chosen pit, `None` when the side to move has no legal move.
    pub pit: Option<usize>,
    /// The expected final seed difference from the mover's view (stores included).
    pub score: f64,
    /// The deepest finished iteration.
    pub depth: u32,
    /// Nodes searched so far.
    pub nodes: u64,
    /// The expected line of play, starting with `pit`.
    pub pv: Vec<usize>,
    /// Whether `score` is the proven game value (tables or a search to the end).
    pub exact: bool,
}
