//! A game: who started, its moves since the start, the cycle rule, undo and redo.

use crate::rules::{
    ending, final_counts, match_points, EndReason, Ending, GameResult, MoveError, MoveReport,
    Position, Side, Variant, NO_CAPTURE_PLY_LIMIT,
};

mod cycle;

pub use cycle::repeats;

/// One move of a game and what it led to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ply {
    /// The pit that was emptied.
    pub pit: usize,
    /// Seeds it captured.
    pub captured: u8,
    /// The position after it.
    pub position: Position,
    /// How the game ended, if this move ended it.
    pub ending: Option<Ending>,
}

/// Why a game operation other than a move was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The move is not legal.
    Move(MoveError),
    /// There is no move to undo.
    NothingToUndo,
    /// There is no undone move to play again.
    NothingToRedo,
}

impl std::fmt::Display for GameError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GameError::Move(e) => e.fmt(f),
            GameError::NothingToUndo => f.write_str("there is no move to undo"),
            GameError::NothingToRedo => f.write_str("there is no undone move to redo"),
        }
    }
}

impl std::error::Error for GameError {}

impl From<MoveError> for GameError {
    fn from(e: MoveError) -> Self {
        GameError::Move(e)
    }
}

/// The score of a game now: seeds held (stores, plus the rows once the game is over),
/// the result once it is over, and match points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Score {
    /// Seeds held by each side, `[south, north]`: the stores while the game goes on,
    /// the final counts once it is over.
    pub seeds: [u32; 2],
    /// The result, once the game is over.
    pub result: Option<GameResult>,
    /// Match points earned so far, `[south, north]` (final once the game is over;
    /// before that they can only grow).
    pub points: [u8; 2],
    /// How the game ended, once it is over.
    pub ending: Option<Ending>,
}

/// A game of Urim from a start position, with undo and redo. The variant says
/// what board is played; who moves first is the game's own option (its start
/// position's side to move).
///
/// ```
/// use urim::{Game, Variant};
/// let mut game = Game::new(Variant::standard(7)?);
/// game.play(6)?;
/// game.play(13)?;
/// assert_eq!(game.undo()?, 13);
/// assert_eq!(game.redo()?.origin, 13);
/// assert_eq!(game.moves(), vec![6, 13]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    start: Position,
    plies: Vec<Ply>,
    redo: Vec<usize>,
}

impl Game {
    /// A new game of `variant` from its opening position, South first.
    #[must_use]
    pub fn new(variant: Variant) -> Game {
        Game::with_first(variant, Side::South)
    }

    /// A new game of `variant` from its opening position, `first` to move first.
    ///
    /// ```
    /// use urim::{Game, Side, Variant};
    /// let game = Game::with_first(Variant::standard(6)?, Side::North);
    /// assert_eq!(game.first(), Side::North);
    /// assert_eq!(game.legal_moves(), vec![6, 7, 8, 9, 10, 11]);
    /// # Ok::<(), urim::VariantError>(())
    /// ```
    #[must_use]
    pub fn with_first(variant: Variant, first: Side) -> Game {
        Game::from_position(Position::opening(variant, first))
    }

    /// A game that starts from `start` (which counts as the last capture).
    #[must_use]
    pub fn from_position(start: Position) -> Game {
        Game {
            start,
            plies: Vec::new(),
            redo: Vec::new(),
        }
    }

    /// The variant being played.
    #[must_use]
    pub fn variant(&self) -> Variant {
        self.start.variant()
    }

    /// Who moved first: the side to move in the start position.
    #[must_use]
    pub fn first(&self) -> Side {
        self.start.to_move()
    }

    /// The position the game started from.
    #[must_use]
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The current position.
    #[must_use]
    pub fn position(&self) -> &Position {
        self.plies.last().map_or(&self.start, |ply| &ply.position)
    }

    /// The moves played so far.
    #[must_use]
    pub fn plies(&self) -> &[Ply] {
        &self.plies
    }

    /// The pits emptied so far, in order.
    #[must_use]
    pub fn moves(&self) -> Vec<usize> {
        self.plies.iter().map(|ply| ply.pit).collect()
    }

    /// Plies played since the last capture (or the start).
    #[must_use]
    pub fn plies_since_capture(&self) -> usize {
        self.plies
            .iter()
            .rev()
            .take_while(|p| p.captured == 0)
            .count()
    }

    /// The positions since the last capture (or the start), oldest first: the
    /// position the capture left, then each one after it, the current one last.
    /// These are what the cycle rule compares a new position with.
    pub fn since_capture(&self) -> impl Iterator<Item = &Position> {
        let since = self.plies_since_capture();
        let later = &self.plies[self.plies.len() - since..];
        let first = match self.plies.len().checked_sub(since + 1) {
            Some(i) => &self.plies[i].position,
            None => &self.start,
        };
        std::iter::once(first).chain(later.iter().map(|ply| &ply.position))
    }

    /// How the game ended, if it is over. A game set up from a position where the
    /// side to move is starved is over from the start; its rows are not swept, but
    /// [`Game::score`] counts them.
    #[must_use]
    pub fn ending(&self) -> Option<Ending> {
        if let Some(ending) = self.plies.last().and_then(|ply| ply.ending) {
            return Some(ending);
        }
        let pos = self.position();
        ending::starvation(pos).map(|reason| Ending {
            reason,
            swept: [Side::South, Side::North].map(|s| pos.row_seeds(s) as u8),
        })
    }

    /// Whether the game is over.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.ending().is_some()
    }

    /// The pits the side to move may empty (none once the game is over).
    #[must_use]
    pub fn legal_moves(&self) -> Vec<usize> {
        // A position whose mover is starved has no legal moves of its own; only
        // an ending recorded by the last move (a cycle) needs checking here.
        if self.plies.last().is_some_and(|ply| ply.ending.is_some()) {
            return Vec::new();
        }
        self.position().legal_moves().collect()
    }

    /// What playing `pit` would do, without playing it (the cycle rule included).
    ///
    /// # Errors
    /// [`MoveError`] when the move is not legal.
    pub fn preview(&self, pit: usize) -> Result<MoveReport, MoveError> {
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        let mut report = self.position().play(pit)?;
        if report.ending.is_none() {
            if let Some(reason) = self.repetition_ending(&report) {
                report.ending = Some(ending::sweep(&mut report.after, reason));
            }
        }
        Ok(report)
    }

    /// Plays `pit` for the side to move and returns the report of the move.
    /// Undone moves stay available to [`Game::redo`] only if this is the next of them.
    ///
    /// # Errors
    /// [`MoveError`] when the move is not legal; the game is unchanged.
    pub fn play(&mut self, pit: usize) -> Result<MoveReport, MoveError> {
        let report = self.preview(pit)?;
        if self.redo.last() == Some(&report.origin) {
            self.redo.pop();
        } else {
            self.redo.clear();
        }
        self.plies.push(Ply {
            pit: report.origin,
            captured: report.captured,
            position: report.after,
            ending: report.ending,
        });
        Ok(report)
    }

    /// Takes back the last move and returns its pit.
    ///
    /// # Errors
    /// [`GameError::NothingToUndo`] at the start.
    pub fn undo(&mut self) -> Result<usize, GameError> {
        let ply = self.plies.pop().ok_or(GameError::NothingToUndo)?;
        self.redo.push(ply.pit);
        Ok(ply.pit)
    }

    /// Plays the last undone move again.
    ///
    /// # Errors
    /// [`GameError::NothingToRedo`] when no move was undone since the last new move.
    pub fn redo(&mut self) -> Result<MoveReport, GameError> {
        let pit = *self.redo.last().ok_or(GameError::NothingToRedo)?;
        Ok(self.play(pit)?)
    }

    /// How many undone moves [`Game::redo`] can play again.
    #[must_use]
    pub fn redo_count(&self) -> usize {
        self.redo.len()
    }

    /// The pit [`Game::redo`] would empty, if a move was undone: playing another
    /// starts a new line, and the undone moves are gone.
    #[must_use]
    pub fn next_redo(&self) -> Option<usize> {
        self.redo.last().copied()
    }

    /// The score: seeds held, result and match points.
    #[must_use]
    pub fn score(&self) -> Score {
        let pos = self.position();
        let ending = self.ending();
        let seeds = if ending.is_some() {
            final_counts(pos)
        } else {
            [Side::South, Side::North].map(|s| u32::from(pos.store(s)))
        };
        let total = self.variant().total_seeds();
        Score {
            seeds,
            result: ending.map(|_| ending::result(seeds)),
            points: seeds.map(|s| match_points(s, total)),
            ending,
        }
    }

    /// Whether the move in `report` ends the game by the cycle rule or the ply limit.
    fn repetition_ending(&self, report: &MoveReport) -> Option<EndReason> {
        if report.captured > 0 {
            return None;
        }
        if repeats(&report.after, self.since_capture()) {
            Some(EndReason::Cycle)
        } else if self.plies_since_capture() + 1 >= NO_CAPTURE_PLY_LIMIT {
            Some(EndReason::NoCaptureLimit)
        } else {
            None
        }
    }
}
