//! The search AI (being written): negamax alpha-beta with iterative deepening,
//! a transposition table, and endgame tables. Pure Rust, no JavaScript.
