//! The rules of Urim, one small function per rule.
//!
//! * [`variant`]: board size, seeds per pit, who starts;
//! * [`position`]: a validated position and its fallible constructor;
//! * [`sowing`]: sowing with the origin skip and the 17-seed skip;
//! * [`capture`]: the 2-or-3 trigger, the backward chain over 2, 3 and 4, the grand slam;
//! * [`feeding`]: which moves are legal, the duty to feed included;
//! * [`ending`]: starvation, the row sweep, the result and match points;
//! * [`report`]: the story of one move, for teaching;
//! * [`moves`]: playing a move, with or without a report.

pub mod capture;
pub mod ending;
pub mod feeding;
pub mod moves;
pub mod position;
pub mod report;
pub mod side;
pub mod sowing;
pub mod variant;

pub use ending::{
    final_counts, match_points, starvation, EndReason, Ending, GameResult, StarveCause,
    NO_CAPTURE_PLY_LIMIT,
};
pub use feeding::MoveSet;
pub use moves::MoveError;
pub use position::{BoardKey, Position, PositionError, Setup};
pub use report::{Captured, ChainStop, MoveReport, Skip, SkipReason, Trigger};
pub use side::Side;
pub use variant::{Variant, VariantError};

/// No pit may ever hold more than this many seeds; a full pit is skipped when sowing.
pub const MAX_PIT_SEEDS: u8 = 17;
/// The largest number of pits in one row (the 2x7 board).
pub const MAX_HOLES: usize = 7;
/// The largest number of pits on a board.
pub const MAX_PITS: usize = 2 * MAX_HOLES;
