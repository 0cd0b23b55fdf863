//! The "best" and "endgame" puzzles of www/puzzles.json, proven with the game's
//! past: each puzzle starts from its set-up position, so after a capture-free
//! first move the set-up belongs to the run and may come round again. Every
//! answer move's value is proven exact for that game, and every other move is
//! proven worse (exactly, or by a bound its opponent can force), with the
//! tables and the proofs of `urim_search::prove_*`.

use urim::notation::parse_position;
use urim::{Position, Variant};
use urim_search::{prove_at_least, prove_table_value, Tables, PROOF_NODES};

/// A best or endgame puzzle: its set-up and the pits of its answer.
struct Puzzle {
    id: String,
    kind: String,
    position: Position,
    answer: Vec<usize>,
}

/// The text between the quotes that follow `key` in `text` from `at`.
fn quoted_after(text: &str, key: &str, at: usize) -> Option<(String, usize)> {
    let start = at + text[at..].find(key)? + key.len();
    let open = start + text[start..].find('"')? + 1;
    let close = open + text[open..].find('"')?;
    Some((text[open..close].to_string(), close))
}

/// The best and endgame puzzles of the file (read by its keys, in file order).
fn puzzles() -> Vec<Puzzle> {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../www/puzzles.json"
    ))
    .expect("www/puzzles.json");
    let mut out = Vec::new();
    let mut at = 0;
    while let Some((id, next)) = quoted_after(&text, "\"id\":", at) {
        let (kind, after_kind) = quoted_after(&text, "\"kind\":", next).unwrap();
        let (position, after_pos) = quoted_after(&text, "\"position\":", after_kind).unwrap();
        let key = after_pos + text[after_pos..].find("\"answer\":").unwrap();
        let list_start = key + text[key..].find('[').unwrap() + 1;
        let list_end = list_start + text[list_start..].find(']').unwrap();
        let position = parse_position(&position, None).unwrap();
        let holes = position.variant().holes();
        let answer = text[list_start..list_end]
            .split(',')
            .map(|l| {
                l.trim()
                    .trim_matches(|c: char| c == '"' || c.is_whitespace())
            })
            .filter(|l| !l.is_empty())
            .map(|l| {
                let c = l.chars().next().unwrap();
                if c.is_ascii_uppercase() {
                    usize::from(c as u8 - b'A')
                } else {
                    holes + usize::from(c as u8 - b'a')
                }
            })
            .collect();
        if kind == "best" || kind == "endgame" {
            out.push(Puzzle {
                id,
                kind,
                position,
                answer,
            });
        }
        at = list_end;
    }
    out
}

/// The position after `pit` is played from `setup`, and the run before it:
/// the set-up when the move captures nothing, else nothing.
fn after_move(setup: &Position, pit: usize) -> (Position, &[Position]) {
    let mut after = *setup;
    let captured = after.apply(pit);
    let earlier: &[Position] = if captured > 0 {
        &[]
    } else {
        std::slice::from_ref(setup)
    };
    (after, earlier)
}

/// The exact value for the mover of `setup` of playing `pit`, proven for the
/// game started at `setup`, or `None`.
fn exact_value(tables: &Tables, setup: &Position, pit: usize) -> Option<i32> {
    let (after, earlier) = after_move(setup, pit);
    prove_table_value(tables, &after, earlier, PROOF_NODES).map(|v| -v)
}

/// Whether playing `pit` from `setup` is proven to leave its mover at most `cap`.
fn at_most(tables: &Tables, setup: &Position, pit: usize, cap: i32) -> bool {
    let (after, earlier) = after_move(setup, pit);
    prove_at_least(tables, &after, earlier, -cap, PROOF_NODES)
}

#[test]
fn every_best_and_endgame_answer_is_proven_with_the_game_past() {
    let t6 = Tables::build(
        Variant::standard(6).unwrap(),
        Tables::default_seeds(Variant::standard(6).unwrap()),
    );
    let t7 = Tables::build(
        Variant::standard(7).unwrap(),
        Tables::default_seeds(Variant::standard(7).unwrap()),
    );
    let all = puzzles();
    assert!(all.len() >= 14, "only {} puzzles read", all.len());
    let (mut exact, mut bounded) = (0, 0);
    for p in &all {
        let tables = if p.position.variant().holes() == 6 {
            &t6
        } else {
            &t7
        };
        let moves: Vec<usize> = p.position.legal_moves().collect();
        let values: Vec<Option<i32>> = moves
            .iter()
            .map(|&m| exact_value(tables, &p.position, m))
            .collect();
        let top = p
            .answer
            .iter()
            .map(|a| {
                let i = moves
                    .iter()
                    .position(|m| m == a)
                    .unwrap_or_else(|| panic!("{}: {a} is not legal", p.id));
                values[i].unwrap_or_else(|| panic!("{}: answer {a} has no proven value", p.id))
            })
            .collect::<Vec<_>>();
        assert!(
            top.iter().all(|&v| v == top[0]),
            "{}: the answers differ: {top:?}",
            p.id
        );
        let top = top[0];
        if p.kind == "endgame" {
            assert!(top > 0, "{}: the answer does not win ({top})", p.id);
        }
        for (&m, &v) in moves.iter().zip(&values) {
            if p.answer.contains(&m) {
                exact += 1;
                continue;
            }
            // Worse than the answer, and in an ending no win.
            let cap = if p.kind == "endgame" {
                (top - 1).min(0)
            } else {
                top - 1
            };
            match v {
                Some(v) => {
                    assert!(v <= cap, "{}: pit {m} is worth {v}, the answer {top}", p.id);
                    exact += 1;
                }
                None => {
                    assert!(
                        at_most(tables, &p.position, m, cap),
                        "{}: pit {m} not proven at most {cap}",
                        p.id
                    );
                    bounded += 1;
                }
            }
        }
    }
    println!(
        "{} puzzles: {exact} move values proven exact, {bounded} bounded",
        all.len()
    );
}
