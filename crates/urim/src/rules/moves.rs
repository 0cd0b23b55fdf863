//! Playing a move: checking it, sowing, capturing, and passing the turn.

use super::report::Recorder;
use super::{capture, ending, feeding, sowing, MoveReport, MoveSet, Position, Side};
use std::fmt;

/// Why a move was refused. A refused move changes nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The pit index is not on the board.
    OutOfRange {
        /// The index asked for.
        pit: usize,
        /// Pits on the board.
        pit_count: usize,
    },
    /// The pit belongs to the other player.
    NotYourPit {
        /// The pit.
        pit: usize,
        /// Its owner.
        owner: Side,
    },
    /// The pit holds no seeds.
    EmptyPit {
        /// The pit.
        pit: usize,
    },
    /// The opponent's row is empty and this move would not feed it, while another move would.
    MustFeed {
        /// The pit.
        pit: usize,
        /// The player who has no seeds.
        opponent: Side,
    },
    /// The game is over.
    GameOver,
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            MoveError::OutOfRange { pit, pit_count } => {
                write!(
                    f,
                    "pit {pit} is not on the board (pits are 0 to {})",
                    pit_count - 1
                )
            }
            MoveError::NotYourPit { pit, owner } => write!(f, "pit {pit} belongs to {owner}"),
            MoveError::EmptyPit { pit } => write!(f, "pit {pit} is empty"),
            MoveError::MustFeed { pit, opponent } => write!(
                f,
                "{opponent} has no seeds: the move must feed, and pit {pit} does not"
            ),
            MoveError::GameOver => f.write_str("the game is over"),
        }
    }
}

impl std::error::Error for MoveError {}

impl Position {
    /// The pits the side to move may empty (none when the game is over by starvation).
    ///
    /// ```
    /// use urim::{Position, Variant};
    /// let start = Position::start(Variant::standard(6)?);
    /// assert_eq!(start.legal_moves().collect::<Vec<_>>(), vec![0, 1, 2, 3, 4, 5]);
    /// # Ok::<(), urim::VariantError>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn legal_moves(&self) -> MoveSet {
        feeding::legal_moves(self)
    }

    /// Checks that emptying `pit` is a legal move here.
    ///
    /// # Errors
    /// [`MoveError`] naming why the move is refused.
    pub fn check_move(&self, pit: usize) -> Result<(), MoveError> {
        let pit_count = self.variant.pit_count();
        if pit >= pit_count {
            return Err(MoveError::OutOfRange { pit, pit_count });
        }
        if ending::starvation(self).is_some() {
            return Err(MoveError::GameOver);
        }
        let owner = self.variant.owner(pit);
        if owner != self.to_move {
            return Err(MoveError::NotYourPit { pit, owner });
        }
        if self.pits[pit] == 0 {
            return Err(MoveError::EmptyPit { pit });
        }
        if feeding::must_feed(self) && !feeding::feeds(self, pit) {
            return Err(MoveError::MustFeed {
                pit,
                opponent: owner.opponent(),
            });
        }
        Ok(())
    }

    /// Plays `pit` and tells the whole story. When the opponent is then starved,
    /// the game ends and the rows are swept into the stores (`report.ending`).
    /// The cycle rule needs the game's history: [`crate::Game`] applies it.
    ///
    /// # Errors
    /// [`MoveError`] when the move is not legal; `self` is untouched either way.
    pub fn play(&self, pit: usize) -> Result<MoveReport, MoveError> {
        self.check_move(pit)?;
        let mut report = MoveReport::begin(self, pit, feeding::must_feed(self));
        let mut after = *self;
        report.last = after.apply_with(pit, &mut report);
        report.captured = after.store(self.to_move) - self.store(self.to_move);
        if let Some(reason) = ending::starvation(&after) {
            report.ending = Some(ending::sweep(&mut after, reason));
        }
        report.after = after;
        Ok(report)
    }

    /// Plays a move known to be legal, without a report: the fast path for search
    /// and perft. Returns the seeds captured. No end-of-game sweep is done.
    ///
    /// Playing an illegal move gives a meaningless position (but never panics for
    /// a pit on the board).
    #[inline]
    pub fn apply(&mut self, pit: usize) -> u8 {
        let before = self.stores[self.to_move.index()];
        self.apply_with(pit, &mut ());
        self.stores[self.to_move.opponent().index()] - before
    }

    /// Sows from `origin`, resolves the capture and passes the turn; returns the last pit.
    #[inline]
    fn apply_with<R: Recorder>(&mut self, origin: usize, rec: &mut R) -> usize {
        let mover = self.to_move;
        let last = sowing::sow(self, origin, rec);
        capture::capture(self, last, mover, rec);
        self.to_move = mover.opponent();
        last
    }
}
