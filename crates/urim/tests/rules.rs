//! One rule per test, on literal boards: worked examples of the rules (as the
//! rules page, `www/rules.html`, states them) and the edge cases around them.

mod common;

use common::{board, north, rows, south};
use urim::rules::{ChainStop, SkipReason, StarveCause, Trigger};
use urim::{EndReason, Game, GameResult, MoveError, Side};

// Worked example 1: a chain that takes a four.
#[test]
fn chain_takes_twos_threes_and_fours_backwards() {
    let pos = south("3 3 3 3 4 0 | 1 3 2 5 3 3");
    let r = pos.play(4).unwrap();
    assert_eq!(r.sown, vec![5, 6, 7, 8]);
    assert_eq!(r.trigger, Trigger::Fired);
    let chain: Vec<_> = r.chain.iter().map(|c| (c.pit, c.seeds)).collect();
    assert_eq!(chain, vec![(8, 3), (7, 4), (6, 2)]);
    assert_eq!(r.chain_stop, Some(ChainStop::RowEdge { pit: 5 }));
    assert_eq!(r.captured, 9);
    assert_eq!(rows(&r.after), "3 3 3 3 0 1 | 0 0 0 5 3 3");
    assert_eq!(r.after.store(Side::South), 9);
}

// Worked example 2: a four made by the last seed triggers nothing.
#[test]
fn last_seed_making_four_captures_nothing() {
    let pos = south("3 3 3 3 4 0 | 1 1 3 5 3 3");
    let r = pos.play(4).unwrap();
    assert_eq!(r.trigger, Trigger::Count(4));
    assert!(r.chain.is_empty());
    assert_eq!(r.captured, 0);
    assert_eq!(rows(&r.after), "3 3 3 3 0 1 | 2 2 4 5 3 3");
}

// Worked example 3: a full lap skips the emptied pit.
#[test]
fn full_lap_skips_the_origin() {
    let pos = board("0 0 12 0 0 0 | 4 4 4 4 4 4", Side::South, 0, 3);
    let r = pos.play(2).unwrap();
    assert_eq!(rows(&r.after), "1 1 0 2 1 1 | 5 5 5 5 5 5");
    assert_eq!(r.skipped.len(), 1);
    assert_eq!(r.skipped[0].pit, 2);
    assert_eq!(r.skipped[0].reason, SkipReason::Origin);
    assert_eq!(r.skipped[0].seed, 11);
    assert_eq!(r.last, 3);
    assert_eq!(r.trigger, Trigger::OwnRow);
}

// Worked example 4: a pit at 17 is skipped, and stops the chain.
#[test]
fn full_pit_is_skipped_and_stops_the_chain() {
    let pos = south("0 0 0 0 2 0 | 17 1 2 2 2 2");
    let r = pos.play(4).unwrap();
    assert_eq!(r.sown, vec![5, 7]);
    assert_eq!(r.skipped[0].pit, 6);
    assert_eq!(r.skipped[0].reason, SkipReason::Full);
    assert_eq!(r.captured, 2);
    assert_eq!(r.chain_stop, Some(ChainStop::Count { pit: 6, seeds: 17 }));
    assert_eq!(rows(&r.after), "0 0 0 0 0 1 | 17 0 2 2 2 2");
}

// Worked example 5: North's chain stops at the edge of South's row.
#[test]
fn chain_stops_at_the_row_edge() {
    let pos = north("2 1 3 3 3 3 | 3 3 3 3 3 1");
    let r = pos.play(10).unwrap();
    assert_eq!(r.sown, vec![11, 0, 1]);
    assert_eq!(r.captured, 5);
    assert_eq!(r.chain_stop, Some(ChainStop::RowEdge { pit: 11 }));
    assert_eq!(rows(&r.after), "0 0 3 3 3 3 | 3 3 3 3 0 2");
}

// Worked example 6: the grand slam captures nothing.
#[test]
fn grand_slam_captures_nothing() {
    let pos = south("3 3 3 3 3 2 | 1 2 0 0 0 0");
    let r = pos.play(5).unwrap();
    assert!(r.grand_slam);
    assert_eq!(r.chain.len(), 2, "the chain is still reported");
    assert_eq!(r.captured, 0);
    assert_eq!(rows(&r.after), "3 3 3 3 3 0 | 2 3 0 0 0 0");
}

// Worked example 7: only a feeding move is legal.
#[test]
fn must_feed_an_empty_row() {
    let pos = south("0 0 0 1 0 3 | 0 0 0 0 0 0");
    assert_eq!(pos.legal_moves().collect::<Vec<_>>(), vec![5]);
    assert_eq!(
        pos.play(3).unwrap_err(),
        MoveError::MustFeed {
            pit: 3,
            opponent: Side::North
        }
    );
    assert!(pos.play(5).unwrap().fed);
}

// Worked example 8: the grand slam also holds on a feeding move.
#[test]
fn grand_slam_on_a_feeding_move() {
    let pos = board("0 0 0 0 0 0 | 0 0 1 0 3 17", Side::North, 11, 3);
    assert_eq!(pos.store(Side::North), 4);
    assert_eq!(pos.legal_moves().collect::<Vec<_>>(), vec![10, 11]);
    let r = pos.play(11).unwrap();
    assert!(r.fed && r.grand_slam);
    assert_eq!(r.captured, 0);
    assert_eq!(rows(&r.after), "2 2 2 2 2 2 | 1 1 2 1 4 0");
}

#[test]
fn refused_moves_name_their_reason() {
    let pos = south("3 0 3 3 3 3 | 3 3 3 3 3 3");
    assert_eq!(
        pos.play(8).unwrap_err(),
        MoveError::NotYourPit {
            pit: 8,
            owner: Side::North
        }
    );
    assert_eq!(pos.play(1).unwrap_err(), MoveError::EmptyPit { pit: 1 });
    for bad in [12, 13, usize::MAX] {
        assert!(matches!(pos.play(bad), Err(MoveError::OutOfRange { .. })));
    }
    assert_eq!(
        pos.play(8).unwrap_err().to_string(),
        "pit 8 belongs to North"
    );
}

#[test]
fn starvation_when_own_row_is_empty() {
    let pos = south("0 0 0 0 0 0 | 1 0 0 0 0 2");
    let game = Game::from_position(pos);
    let ending = game.ending().unwrap();
    assert_eq!(
        ending.reason,
        EndReason::Starvation {
            side: Side::South,
            cause: StarveCause::EmptyRow
        }
    );
    assert_eq!(pos.play(0).unwrap_err(), MoveError::GameOver);
    assert!(game.legal_moves().is_empty());
}

#[test]
fn starvation_when_no_move_can_feed() {
    // North to move, South empty, North's pits cannot reach South's row.
    let pos = north("0 0 0 0 0 0 | 1 1 0 0 0 0");
    let game = Game::from_position(pos);
    assert_eq!(
        game.ending().unwrap().reason,
        EndReason::Starvation {
            side: Side::North,
            cause: StarveCause::CannotFeed
        }
    );
    let score = game.score();
    assert_eq!(score.seeds, [0, 36], "North's row goes to North's store");
    assert_eq!(score.result, Some(GameResult::Win(Side::North)));
}

#[test]
fn a_move_that_starves_the_opponent_ends_and_sweeps() {
    // North plays its last seed from f into A. North's row is now empty and
    // South's only seed (in A) cannot reach it: South is starved, the game ends.
    let pos = board("0 0 0 0 0 0 | 0 0 0 0 0 1", Side::North, 10, 3);
    let r = pos.play(11).unwrap();
    let ending = r.ending.unwrap();
    assert_eq!(
        ending.reason,
        EndReason::Starvation {
            side: Side::South,
            cause: StarveCause::CannotFeed
        }
    );
    assert_eq!(ending.swept, [1, 0]);
    assert!(r.after.pits().iter().all(|&s| s == 0));
    assert_eq!(r.after.store(Side::South), 11);
}

#[test]
fn a_cycle_ends_the_game_with_the_sweep() {
    // One seed each, far apart: the seeds walk round without ever meeting.
    let pos = south("1 0 0 0 0 0 | 1 0 0 0 0 0");
    let mut game = Game::from_position(pos);
    let mut plies = 0;
    while !game.is_over() {
        let pit = game.legal_moves()[0];
        game.play(pit).unwrap();
        plies += 1;
    }
    assert_eq!(plies, 12, "both seeds come round after six moves each");
    let ending = game.ending().unwrap();
    assert_eq!(ending.reason, EndReason::Cycle);
    assert_eq!(game.score().seeds.iter().sum::<u32>(), 36);
}

#[test]
fn match_points_thresholds_on_36() {
    use urim::rules::match_points;
    assert_eq!(match_points(18, 36), 0);
    assert_eq!(match_points(19, 36), 1);
    assert_eq!(match_points(26, 36), 1);
    assert_eq!(match_points(27, 36), 2);
}

#[test]
fn match_points_thresholds_on_42() {
    use urim::rules::match_points;
    assert_eq!(match_points(21, 42), 0);
    assert_eq!(match_points(22, 42), 1);
    assert_eq!(match_points(31, 42), 1);
    assert_eq!(match_points(32, 42), 2);
}

#[test]
fn chain_on_seven_holes() {
    // 2x7: South plays G (3 seeds) into a, b, c; c becomes 3, b 2, a 4: all taken.
    let pos = board("3 3 3 3 3 3 3 | 3 1 2 5 3 3 3", Side::South, 0, 3);
    let r = pos.play(6).unwrap();
    assert_eq!(r.sown, vec![7, 8, 9]);
    assert_eq!(r.captured, 3 + 2 + 4);
    assert_eq!(r.chain_stop, Some(ChainStop::RowEdge { pit: 6 }));
    assert_eq!(rows(&r.after), "3 3 3 3 3 3 0 | 0 0 0 5 3 3 3");
}

#[test]
fn four_seed_variant_starts_with_48_and_captures_the_same_way() {
    let game = Game::new(urim::Variant::new(6, 4).unwrap());
    assert_eq!(game.position().to_string(), "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S");
    assert_eq!(game.variant().total_seeds(), 48);
    let pos = board("4 4 4 4 4 2 | 1 2 4 4 4 4", Side::South, 0, 4);
    let r = pos.play(5).unwrap();
    assert_eq!(r.sown, vec![6, 7]);
    assert_eq!(r.captured, 3 + 2);
}

#[test]
fn seventeen_seed_pit_is_skipped_on_every_lap() {
    // South's A holds 17 and C sows 14 seeds: round the board once, passing the
    // full A and then the emptied C, and on to a, which the 14th seed makes 2.
    let pos = board("17 0 14 0 0 0 | 0 0 0 0 0 1", Side::South, 4, 3);
    let r = pos.play(2).unwrap();
    let reasons: Vec<_> = r.skipped.iter().map(|s| (s.pit, s.reason)).collect();
    assert_eq!(
        reasons,
        vec![(0, SkipReason::Full), (2, SkipReason::Origin)]
    );
    assert_eq!(r.sown.len(), 14);
    assert_eq!(r.after.pits()[0], 17, "never more than 17");
    assert_eq!(r.captured, 2);
    assert_eq!(rows(&r.after), "17 1 0 2 2 2 | 0 1 1 1 1 2");
}

#[test]
fn own_row_landing_triggers_nothing() {
    let r = south("3 3 3 3 3 3 | 3 3 3 3 3 3").play(0).unwrap();
    assert_eq!(r.trigger, Trigger::OwnRow);
    assert_eq!(r.chain_stop, None);
}

#[test]
fn undo_and_redo_restore_exact_states() {
    let mut game = Game::new(urim::Variant::standard(6).unwrap());
    let mut seen = vec![*game.position()];
    for pit in [2, 8, 4, 10, 0] {
        game.play(pit).unwrap();
        seen.push(*game.position());
    }
    for expected in seen.iter().rev().skip(1) {
        game.undo().unwrap();
        assert_eq!(game.position(), expected);
    }
    assert!(game.undo().is_err());
    for expected in seen.iter().skip(1) {
        game.redo().unwrap();
        assert_eq!(game.position(), expected);
    }
    assert!(game.redo().is_err());
}

#[test]
fn playing_a_new_move_after_undo_drops_the_redo_line() {
    let mut game = Game::new(urim::Variant::standard(6).unwrap());
    game.play(2).unwrap();
    game.undo().unwrap();
    game.play(3).unwrap();
    assert_eq!(game.redo_count(), 0);
}

#[test]
fn two_hundred_capture_free_plies_end_the_game() {
    let game = peaceful_game_until_over();
    let over = game.ending().expect("the game ends");
    assert_eq!(over.reason, EndReason::NoCaptureLimit);
    assert_eq!(
        game.plies_since_capture(),
        urim::rules::NO_CAPTURE_PLY_LIMIT
    );
    let swept: u32 = over.swept.iter().map(|&s| u32::from(s)).sum();
    assert!(swept > 0, "the rows are swept into the stores");
    assert!(game.position().pits().iter().all(|&s| s == 0));
}

/// Both players avoid captures and keep both rows stocked (the quiet move that
/// leaves the poorer row richest, lowest pit on ties) until the game ends.
fn peaceful_game_until_over() -> Game {
    let mut game = Game::new(urim::Variant::standard(6).unwrap());
    while !game.is_over() {
        let moves = game.legal_moves();
        let balance = |m: usize| {
            let r = game.preview(m).unwrap();
            let poorer = r
                .after
                .row_seeds(Side::South)
                .min(r.after.row_seeds(Side::North));
            (r.captured == 0 && r.ending.is_none(), poorer)
        };
        let best = moves
            .iter()
            .copied()
            .max_by_key(|&m| (balance(m), std::cmp::Reverse(m)));
        game.play(best.unwrap()).unwrap();
    }
    game
}
