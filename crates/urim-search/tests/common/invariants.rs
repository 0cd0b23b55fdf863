//! The invariant checks shared by the fuzz targets (`fuzz/`), the corpus replay
//! (`crates/urim-search/tests/fuzz_corpus.rs`) and the native random games (`crates/urim-search/tests/random_games.rs`).
//! Each `check_*` entry point takes raw bytes, never panics on its own account,
//! and panics (with the reason) exactly when the crate breaks an invariant.

#![allow(dead_code)]

use std::sync::OnceLock;
use urim::game::repeats;
use urim::notation::{parse_pit, parse_position};
use urim::rules::{
    final_counts, starvation, Captured, ChainStop, EndReason, Skip, SkipReason, Trigger,
    MAX_PIT_SEEDS, NO_CAPTURE_PLY_LIMIT,
};
use urim::{Game, MoveReport, Position, Record, Setup, Side, Variant};
use urim_search::Tables;

/// Longest input a target looks at: longer inputs only slow the fuzzer down.
pub const MAX_INPUT: usize = 4096;

/// The four boards, in a fixed order: 2x6 and 2x7, 3 and 4 seeds a pit.
pub fn variants() -> [Variant; 4] {
    [(6, 3), (6, 4), (7, 3), (7, 4)].map(|(h, s)| Variant::new(h, s).expect("a board we play"))
}

/// A variant and first player chosen by the low three bits of `byte`.
pub fn variant_and_side(byte: u8) -> (Variant, Side) {
    let variant = variants()[usize::from(byte & 3)];
    let first = if byte & 4 == 0 {
        Side::South
    } else {
        Side::North
    };
    (variant, first)
}

/// What every valid position obeys: the seeds add up and no pit holds more than 17.
pub fn check_position(pos: &Position) {
    let on_board: u32 = pos.pits().iter().map(|&s| u32::from(s)).sum();
    let stores = u32::from(pos.store(Side::South)) + u32::from(pos.store(Side::North));
    assert_eq!(
        on_board + stores,
        pos.variant().total_seeds(),
        "{pos}: seeds not conserved"
    );
    assert!(
        pos.pits().iter().all(|&s| s <= MAX_PIT_SEEDS),
        "{pos}: a pit holds more than {MAX_PIT_SEEDS}"
    );
    assert_eq!(pos.pits().len(), pos.variant().pit_count(), "{pos}");
}

/// The position string: reading any text never panics, and a position read
/// writes back to text that reads as the same position and writes the same again.
pub fn check_position_string(data: &[u8]) {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(&rest[..rest.len().min(MAX_INPUT)]) else {
        return;
    };
    // The first byte picks the seeds-per-pit hint: none, 3, 4, or any number.
    let hint = match first % 4 {
        0 => None,
        1 => Some(3),
        2 => Some(4),
        _ => Some(u32::from(first)),
    };
    for seeds in [hint, None] {
        if let Ok(pos) = parse_position(text, seeds) {
            check_position(&pos);
            let written = pos.to_string();
            let back = parse_position(&written, Some(u32::from(pos.variant().seeds_per_pit())))
                .unwrap_or_else(|e| panic!("{text:?} read, but {written:?} does not: {e}"));
            assert_eq!(back, pos, "{text:?} -> {written:?}");
            assert_eq!(back.to_string(), written, "{text:?}");
            if let Some(s) = seeds {
                assert_eq!(u32::from(pos.variant().seeds_per_pit()), s, "{text:?}");
            }
        }
    }
    // Pit names read from the same text never panic, and a pit read names itself.
    for variant in variants() {
        if let Ok(pit) = parse_pit(variant, text) {
            assert!(pit < variant.pit_count(), "{text:?} -> {pit}");
            assert_eq!(
                urim::notation::pit_name(variant, pit).to_string(),
                text,
                "{text:?}"
            );
        }
    }
}

/// The record: reading any text never panics, and a record read writes back to
/// text that reads as the same record and writes the same again. Its game, played
/// again move by move from its start, keeps every move invariant.
pub fn check_record(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(&data[..data.len().min(MAX_INPUT)]) else {
        return;
    };
    let Ok(record) = text.parse::<Record>() else {
        return;
    };
    // Every comment is kept clean: trimmed and within the limit.
    for ply in 0..=record.game.plies().len() + 1 {
        let comment = record.comments.get(ply);
        assert_eq!(
            urim::notation::clean_comment(comment),
            Ok(comment),
            "{text:?}"
        );
    }
    let written = record.to_string();
    let back: Record = written
        .parse()
        .unwrap_or_else(|e| panic!("{text:?} read, but {written:?} does not: {e}"));
    assert_eq!(back, record, "{text:?} -> {written:?}");
    assert_eq!(back.to_string(), written, "{text:?}");
    let mut game = Game::from_position(*record.game.start());
    check_position(game.start());
    for pit in record.game.moves() {
        play_checked(&mut game, pit);
    }
    assert_eq!(game, record.game, "{text:?}");
    check_undo_all(&mut game);
}

/// Random move sequences: the first byte picks the board and who starts, the
/// next (when the second byte is odd) scatter the seeds into a start position of
/// their own, and every further byte picks one of the legal moves. Every move is
/// checked with [`play_checked`], and at the end every move is undone and redone.
pub fn check_move_sequence(data: &[u8]) {
    let data = &data[..data.len().min(MAX_INPUT)];
    let Some((&head, mut rest)) = data.split_first() else {
        return;
    };
    let (variant, first) = variant_and_side(head);
    let start = match rest.split_first() {
        Some((&mode, tail)) if mode & 1 == 1 && tail.len() >= variant.pit_count() => {
            let (pits, tail) = tail.split_at(variant.pit_count());
            rest = tail;
            scattered(variant, first, pits, mode)
        }
        _ => Position::opening(variant, first),
    };
    let mut game = Game::from_position(start);
    check_position(game.start());
    for &byte in rest {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        play_checked(&mut game, moves[usize::from(byte) % moves.len()]);
    }
    check_undo_all(&mut game);
}

/// A start position made from bytes: pit `i` asks for `pits[i] % 18` seeds, as
/// far as the total allows; the rest go to the stores, split as `split` says.
pub fn scattered(variant: Variant, to_move: Side, pits: &[u8], split: u8) -> Position {
    let mut left = variant.total_seeds();
    let pits: Vec<u32> = pits
        .iter()
        .map(|&b| {
            let put = (u32::from(b) % (u32::from(MAX_PIT_SEEDS) + 1)).min(left);
            left -= put;
            put
        })
        .collect();
    let south = left * u32::from(split >> 1) / 127;
    let setup = Setup {
        variant,
        pits,
        stores: [south, left - south],
        to_move,
    };
    Position::from_setup(&setup).expect("a scattered position is valid")
}

/// Plays `pit` (a legal move) in `game` and checks everything one move must keep:
/// the legal moves are exactly the pits the rules accept; the report agrees with
/// a sowing and capture worked out here and with the position after; the fast
/// [`Position::apply`] agrees with the reporting [`Position::play`]; the seeds are
/// conserved and no pit holds more than 17; undo restores the position before
/// and redo plays the same move again.
pub fn play_checked(game: &mut Game, pit: usize) -> MoveReport {
    let before = *game.position();
    let plies = game.plies().len();
    let run: Vec<Position> = game.since_capture().copied().collect();
    let since = game.plies_since_capture();
    let legal = game.legal_moves();
    for p in 0..game.variant().pit_count() {
        let accepted = !game.is_over() && before.check_move(p).is_ok();
        assert_eq!(legal.contains(&p), accepted, "{before}: pit {p}");
    }
    assert!(legal.contains(&pit), "{before}: {pit} is not legal");

    let report = game.play(pit).expect("a legal move plays");
    let plain = before
        .play(pit)
        .expect("a legal move plays on the position");
    let fast = check_report(&before, &plain);

    // The game's report is the position's, unless the cycle rule or the ply
    // limit ended the game after the move; then the rows are swept as well.
    match (plain.ending, report.ending) {
        (Some(_), _) | (None, None) => assert_eq!(report, plain, "{before}: {pit}"),
        (None, Some(ending)) => {
            assert!(
                matches!(ending.reason, EndReason::Cycle | EndReason::NoCaptureLimit),
                "{before}: {pit}: {ending:?}"
            );
            assert_eq!(plain.captured, 0, "{before}: {pit}: a capture cannot cycle");
            match ending.reason {
                EndReason::Cycle => assert!(
                    repeats(&fast, &run),
                    "{before}: {pit}: a cycle without a repeat"
                ),
                _ => assert!(
                    since + 1 >= NO_CAPTURE_PLY_LIMIT,
                    "{before}: {pit}: the ply limit after {since} plies"
                ),
            }
            check_sweep(&fast, &report.after, ending.swept);
            let mut expected = plain.clone();
            expected.after = report.after;
            expected.ending = report.ending;
            assert_eq!(report, expected, "{before}: {pit}");
        }
    }

    // The game now stands where the report says.
    check_position(&report.after);
    assert_eq!(*game.position(), report.after, "{before}: {pit}");
    assert_eq!(game.plies().len(), plies + 1);
    let ply = *game.plies().last().expect("a ply was played");
    assert_eq!(ply.pit, pit);
    assert_eq!(ply.captured, report.captured);
    assert_eq!(ply.ending, report.ending);
    assert_eq!(game.ending(), report.ending, "{before}: {pit}");
    assert_eq!(game.is_over(), report.ending.is_some());
    let score = game.score();
    if report.ending.is_some() {
        assert_eq!(score.seeds, final_counts(&report.after), "{before}: {pit}");
        assert_eq!(
            score.seeds[0] + score.seeds[1],
            game.variant().total_seeds(),
            "{before}: {pit}: the final score loses seeds"
        );
        assert!(game.legal_moves().is_empty());
    } else {
        let stores = Side::BOTH.map(|s| u32::from(report.after.store(s)));
        assert_eq!(
            score.seeds, stores,
            "{before}: {pit}: the score is the stores"
        );
    }

    // Undo gives back the position before; redo plays the same move again.
    assert_eq!(game.undo(), Ok(pit), "{before}: {pit}");
    assert_eq!(*game.position(), before, "{before}: undo of {pit}");
    assert_eq!(game.plies().len(), plies);
    let again = game.redo().expect("the undone move redoes");
    assert_eq!(again, report, "{before}: redo of {pit}");
    assert_eq!(*game.plies().last().expect("redone"), ply);
    report
}

/// Undoes every move of `game`, checking each position on the way back, then
/// redoes them all and checks that the game is as it was.
pub fn check_undo_all(game: &mut Game) {
    let finished = game.clone();
    for i in (0..finished.plies().len()).rev() {
        let pit = game.undo().expect("a move to undo");
        assert_eq!(pit, finished.plies()[i].pit);
        let expected = match i {
            0 => finished.start(),
            _ => &finished.plies()[i - 1].position,
        };
        assert_eq!(game.position(), expected, "undo to ply {i}");
    }
    assert!(game.undo().is_err(), "undo past the start");
    while game.redo().is_ok() {}
    assert_eq!(*game, finished, "redo of every move");
}

/// Works out the move in `report` from `before` with a sowing and capture of its
/// own, checks every field of the report against it and against the fast
/// [`Position::apply`], and returns the position after the move, before any
/// end-of-game sweep (what `apply` gives).
pub fn check_report(before: &Position, report: &MoveReport) -> Position {
    let variant = before.variant();
    let n = variant.pit_count();
    let origin = report.origin;
    let mover = before.to_move();
    let opponent = mover.opponent();
    let ctx = format!("{before}: move {origin}");
    assert_eq!(report.mover, mover, "{ctx}");
    assert_eq!(report.seeds, before.seeds(origin), "{ctx}");
    assert!(report.seeds > 0, "{ctx}: an empty pit was played");
    assert_eq!(
        report.fed,
        before.row_seeds(opponent) == 0,
        "{ctx}: the duty to feed"
    );

    // Sowing, one seed at a time: pass the origin and any full pit by.
    let mut pits: Vec<u8> = before.pits().to_vec();
    pits[origin] = 0;
    let (mut sown, mut skipped) = (Vec::new(), Vec::new());
    let mut pit = origin;
    let mut left = report.seeds;
    while left > 0 {
        pit = (pit + 1) % n;
        let reason = if pit == origin {
            Some(SkipReason::Origin)
        } else if pits[pit] >= MAX_PIT_SEEDS {
            Some(SkipReason::Full)
        } else {
            None
        };
        match reason {
            Some(reason) => skipped.push(Skip {
                pit,
                reason,
                seed: sown.len(),
            }),
            None => {
                pits[pit] += 1;
                sown.push(pit);
                left -= 1;
            }
        }
        assert!(skipped.len() <= 4 * n, "{ctx}: sowing does not end");
    }
    assert_eq!(report.sown, sown, "{ctx}: sown");
    assert_eq!(report.skipped, skipped, "{ctx}: skipped");
    assert_eq!(report.last, pit, "{ctx}: last");

    // The capture: 2 or 3 in an opponent's pit starts it; it runs back over 2, 3, 4.
    let mut chain = Vec::new();
    let mut stop = None;
    let trigger = if variant.owner(pit) == mover {
        Trigger::OwnRow
    } else if (2..=3).contains(&pits[pit]) {
        Trigger::Fired
    } else {
        Trigger::Count(pits[pit])
    };
    if trigger == Trigger::Fired {
        let row_start = variant.row(opponent).start;
        let mut at = pit;
        chain.push(Captured {
            pit: at,
            seeds: pits[at],
        });
        loop {
            if at == row_start {
                stop = Some(ChainStop::RowEdge {
                    pit: variant.previous(at),
                });
                break;
            }
            at -= 1;
            if !(2..=4).contains(&pits[at]) {
                stop = Some(ChainStop::Count {
                    pit: at,
                    seeds: pits[at],
                });
                break;
            }
            chain.push(Captured {
                pit: at,
                seeds: pits[at],
            });
        }
    }
    assert_eq!(report.trigger, trigger, "{ctx}: trigger");
    assert_eq!(report.chain, chain, "{ctx}: chain");
    assert_eq!(report.chain_stop, stop, "{ctx}: chain stop");
    let taken: u32 = chain.iter().map(|c| u32::from(c.seeds)).sum();
    let row_left: u32 = pits[variant.row(opponent)]
        .iter()
        .map(|&s| u32::from(s))
        .sum();
    let grand_slam = !chain.is_empty() && taken == row_left;
    assert_eq!(report.grand_slam, grand_slam, "{ctx}: grand slam");
    let captured = if grand_slam { 0 } else { taken };
    assert_eq!(u32::from(report.captured), captured, "{ctx}: captured");
    if !grand_slam {
        for c in &chain {
            pits[c.pit] = 0;
        }
    }
    let mut stores = [0, 1].map(|i| u32::from(before.store(Side::BOTH[i])));
    stores[mover.index()] += captured;
    let expected = Position::from_setup(&Setup {
        variant,
        pits: pits.iter().map(|&s| u32::from(s)).collect(),
        stores,
        to_move: opponent,
    })
    .unwrap_or_else(|e| panic!("{ctx}: the position after is not valid: {e}"));

    // The fast path must land on the same position and capture as much.
    let mut fast = *before;
    let fast_captured = fast.apply(origin);
    assert_eq!(fast, expected, "{ctx}: apply");
    assert_eq!(fast_captured, report.captured, "{ctx}: apply's capture");

    // The position's own report ends the game only by starvation, with the sweep.
    match report.ending {
        None => {
            assert_eq!(
                starvation(&expected),
                None,
                "{ctx}: a starved mover plays on"
            );
            assert_eq!(report.after, expected, "{ctx}: after");
        }
        Some(ending) => {
            if let EndReason::Starvation { .. } = ending.reason {
                assert_eq!(Some(ending.reason), starvation(&expected), "{ctx}");
            }
            check_sweep(&expected, &report.after, ending.swept);
        }
    }
    expected
}

/// `after` is `before` with each row swept into its owner's store, `swept` telling how much.
fn check_sweep(before: &Position, after: &Position, swept: [u8; 2]) {
    assert!(
        after.pits().iter().all(|&s| s == 0),
        "{after}: rows left after the sweep"
    );
    assert_eq!(after.to_move(), before.to_move(), "{before} -> {after}");
    for side in Side::BOTH {
        let row = before.row_seeds(side);
        assert_eq!(u32::from(swept[side.index()]), row, "{before}: swept");
        assert_eq!(
            u32::from(after.store(side)),
            u32::from(before.store(side)) + row,
            "{before} -> {after}: store"
        );
    }
}

/// The final seed difference for the side to move if the game ended now.
pub fn sweep_value(pos: &Position) -> i32 {
    let c = final_counts(pos);
    let me = pos.to_move().index();
    c[me] as i32 - c[1 - me] as i32
}

/// Plain alpha-beta minimax to the end of the game under the full rules (the cycle
/// rule and the ply limit included, `run` being the capture-free run so far).
/// Returns the final seed difference for the mover, or `None` past `budget` nodes.
pub fn exhaustive(
    pos: &Position,
    run: &mut Vec<Position>,
    mut alpha: i32,
    beta: i32,
    budget: &mut u64,
) -> Option<i32> {
    *budget = budget.checked_sub(1)?;
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return Some(sweep_value(pos));
    }
    let mut best = i32::MIN + 1;
    for pit in moves {
        let mut child = *pos;
        let value = if child.apply(pit) > 0 {
            -exhaustive(&child, &mut vec![child], -beta, -alpha, budget)?
        } else if run.iter().any(|p| p.board_key() == child.board_key())
            || run.len() >= NO_CAPTURE_PLY_LIMIT
        {
            -sweep_value(&child)
        } else {
            run.push(child);
            let v = exhaustive(&child, run, -beta, -alpha, budget);
            run.pop();
            -v?
        };
        best = best.max(value);
        alpha = alpha.max(value);
        if alpha >= beta {
            break;
        }
    }
    Some(best)
}

/// Seeds on the board in the positions [`check_tables_vs_search`] makes.
pub const TABLE_SEEDS: usize = 8;
/// Nodes the exhaustive search may spend on one position before it gives up.
pub const SEARCH_BUDGET: u64 = 4_000;

/// The tables of both row lengths with up to [`TABLE_SEEDS`] seeds, built once.
pub fn tables(holes: usize) -> &'static Tables {
    static SIX: OnceLock<Tables> = OnceLock::new();
    static SEVEN: OnceLock<Tables> = OnceLock::new();
    let cell = if holes == 6 { &SIX } else { &SEVEN };
    cell.get_or_init(|| Tables::build(Variant::standard(holes).expect("6 or 7 holes"), TABLE_SEEDS))
}

/// The endgame tables against a search to the end: the first byte picks the board
/// and the side to move, the second how many seeds (at most 8) are on the board,
/// the following bytes the pit of each seed, the next how the stores share the
/// rest. Where the search finishes within its budget, the value it finds (less
/// the stores) lies within the tables' bounds, and equals their value when exact.
pub fn check_tables_vs_search(data: &[u8]) {
    let [head, count, rest @ ..] = data else {
        return;
    };
    let (variant, to_move) = variant_and_side(*head);
    let seeds = usize::from(*count) % (TABLE_SEEDS + 1);
    if rest.len() < seeds {
        return;
    }
    let mut pits = vec![0u32; variant.pit_count()];
    for &b in &rest[..seeds] {
        pits[usize::from(b) % variant.pit_count()] += 1;
    }
    let split = rest.get(seeds).copied().unwrap_or(0);
    let left = variant.total_seeds() - seeds as u32;
    let south = left * u32::from(split) / 255;
    let pos = Position::from_setup(&Setup {
        variant,
        pits,
        stores: [south, left - south],
        to_move,
    })
    .expect("a valid small position");
    check_table_value(&pos);
}

/// Compares the tables' value of `pos` (at most [`TABLE_SEEDS`] seeds on the
/// board) with the exhaustive search from it; returns whether the search finished.
pub fn check_table_value(pos: &Position) -> bool {
    let t = tables(pos.variant().holes())
        .value(pos)
        .unwrap_or_else(|| panic!("{pos}: not in the tables"));
    assert!(t.lo <= t.value && t.value <= t.hi, "{pos}: {t:?}");
    let mut budget = SEARCH_BUDGET;
    let Some(full) = exhaustive(pos, &mut vec![*pos], -100, 100, &mut budget) else {
        return false;
    };
    let me = pos.to_move();
    let board_value = full - (i32::from(pos.store(me)) - i32::from(pos.store(me.opponent())));
    assert!(
        t.lo <= board_value && board_value <= t.hi,
        "{pos}: the search finds {board_value}, outside the tables' {t:?}"
    );
    if t.exact {
        assert_eq!(t.value, board_value, "{pos}: {t:?}");
    }
    true
}
