//! Every kind of refusal each module throws reaches JS as an `Error` with its
//! English message and, as its own properties, its `kind` and fields: run by
//! wasm-bindgen-test for the page module, the records module (`--features
//! records`) and the engine module (`--features engine`), as `.ci/test-wasm.sh`
//! does. Native `cargo test` skips it.
#![cfg(target_arch = "wasm32")]

use js_sys::{Object, Reflect, JSON};
use urim::rules::Side;
use urim_wasm::convert::write_value;
use urim_wasm::refusal::{Refusal, Refused};
use urim_wasm::{new_game, Game};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

/// The kind and fields of a thrown error as JSON, and its message.
fn thrown(e: Refused) -> (String, String) {
    let value: JsValue = e.into();
    assert!(
        value.is_instance_of::<js_sys::Error>(),
        "an Error is thrown"
    );
    let message = Reflect::get(&value, &"message".into())
        .ok()
        .and_then(|m| m.as_string())
        .unwrap_or_default();
    // Only the refusal's fields are own enumerable properties of the Error.
    let fields = Object::assign(&Object::new(), &value.into());
    let json = JSON::stringify(&fields)
        .map(String::from)
        .unwrap_or_default();
    (json, message)
}

/// Asserts that `result` was refused with the kind and fields of `expected`,
/// as serde writes that [`Refusal`] (the type the `.d.ts` declares), and a
/// message with `words`.
fn refused<T: std::fmt::Debug>(result: Result<T, Refused>, expected: Refusal, words: &str) {
    let typed = write_value(&expected).expect("written");
    let typed = JSON::stringify(&typed)
        .map(String::from)
        .unwrap_or_default();
    let (json, message) = thrown(result.expect_err(&typed));
    assert_eq!(json, typed);
    assert!(message.contains(words), "{message:?} lacks {words:?}");
}

fn position(text: &str) -> Result<Game, Refused> {
    Game::from_position(text.into(), JsValue::UNDEFINED)
}

fn options(json: &str) -> JsValue {
    JSON::parse(json).expect("JSON")
}

#[wasm_bindgen_test]
fn kinds_are_named_in_kebab_case_with_camel_case_fields() {
    let g = new_game(6.into(), JsValue::UNDEFINED).expect("game");
    let (json, _) = thrown(g.preview(12.into()).expect_err("off the board"));
    assert_eq!(json, r#"{"kind":"pit-off-board","pit":12,"pitCount":12}"#);
    let (json, _) = thrown(position("0-0-0-0-0-0-0-0-18-0-0-0-18-0-S").expect_err("18"));
    assert_eq!(json, r#"{"kind":"too-many-seeds","pit":"c","seeds":18}"#);
}

#[wasm_bindgen_test]
fn refused_moves_carry_their_kind() {
    let mut g = new_game(6.into(), JsValue::UNDEFINED).expect("game");
    refused(
        g.play(8.into()),
        Refusal::NotYourPit {
            pit: 8,
            owner: Side::North,
        },
        "belongs to North",
    );
    refused(
        g.play(12.into()),
        Refusal::PitOffBoard {
            pit: 12,
            pit_count: 12,
        },
        "not on the board",
    );
    refused(
        g.play(2.5.into()),
        Refusal::BadArgument {
            argument: "pit".into(),
            given: "2.5".into(),
        },
        "whole number",
    );
    refused(g.undo(), Refusal::NothingToUndo, "no move to undo");
    refused(g.redo(), Refusal::NothingToRedo, "no undone move");
    g.play(0.into()).expect("A");
    refused(
        g.play(0.into()),
        Refusal::NotYourPit {
            pit: 0,
            owner: Side::South,
        },
        "belongs to South",
    );
    let mut empty = position("0-3-3-3-3-3-3-3-3-3-3-3-3-0-S").expect("set-up");
    refused(
        empty.play(0.into()),
        Refusal::EmptyPit { pit: 0 },
        "is empty",
    );
    let mut starving = position("0-0-0-1-0-3-0-0-0-0-0-0-32-0-S").expect("set-up");
    refused(
        starving.play(3.into()),
        Refusal::MustFeed {
            pit: 3,
            opponent: Side::North,
        },
        "must feed",
    );
    let mut over = position("0-0-0-0-0-0-0-0-0-0-0-1-17-18-S").expect("set-up");
    refused(over.play(0.into()), Refusal::GameOver, "over");
}

#[wasm_bindgen_test]
fn bad_positions_carry_their_kind() {
    refused(
        position("3-3-3"),
        Refusal::PositionFields { found: 3 },
        "has 3 fields",
    );
    refused(
        position("x-3-3-3-3-3-3-3-3-3-3-3-0-0-S"),
        Refusal::NotANumber { field: 1 },
        "field 1",
    );
    refused(
        position("3-3-3-3-3-3-3-3-3-3-3-3-0-0-Q"),
        Refusal::BadSide { text: "Q".into() },
        "expected S or N",
    );
    refused(
        position("3-3-3-3-3-3-3-3-3-3-0-0-S"),
        Refusal::PitCount { found: 10 },
        "10 pits",
    );
    refused(
        position("3-3-3-3-3-3-3-3-3-3-3-3-0-1-S"),
        Refusal::BadTotal {
            found: 37,
            holes: 6,
            expected: vec![36, 48],
        },
        "37 seeds",
    );
    refused(
        position("0-0-0-0-0-0-0-0-18-0-0-0-18-0-S"),
        Refusal::TooManySeeds {
            pit: 'c',
            seeds: 18,
        },
        "more than the limit",
    );
    let set_up = options(
        r#"{"pits":[3,3,3,3,3,3,3,3,3,3,3,3],"stores":{"south":-1,"north":0},"toMove":"south"}"#,
    );
    refused(
        Game::from_set_up(set_up),
        Refusal::NotACount {
            argument: "stores.south".into(),
            given: "-1".into(),
        },
        "whole number of seeds",
    );
    let set_up = options(
        r#"{"pits":[3,3,3,3,3,3,3,3,3,3,3,3],"stores":{"south":1,"north":0},"toMove":"south"}"#,
    );
    refused(
        Game::from_set_up(set_up),
        Refusal::BadTotal {
            found: 37,
            holes: 6,
            expected: vec![36, 48],
        },
        "the set-up holds 37 seeds",
    );
}

#[wasm_bindgen_test]
fn bad_arguments_and_options_carry_their_kind() {
    refused(
        new_game(8.into(), JsValue::UNDEFINED),
        Refusal::BadArgument {
            argument: "holes".into(),
            given: "8".into(),
        },
        "holes must be 6 or 7",
    );
    refused(
        new_game(6.into(), options(r#"{"colour":"red"}"#)),
        Refusal::UnknownOption {
            option: "colour".into(),
        },
        "unknown newGame option",
    );
    refused(
        new_game(6.into(), options(r#"{"seeds":5}"#)),
        Refusal::BadArgument {
            argument: "seeds".into(),
            given: "5".into(),
        },
        "seeds must be 3 or 4",
    );
    let mut g = new_game(6.into(), JsValue::UNDEFINED).expect("game");
    refused(
        g.set_comment(5.into(), "x".into()),
        Refusal::BadComment { ply: 5 },
        "no move 5",
    );
}

#[cfg(feature = "records")]
#[wasm_bindgen_test]
fn bad_records_carry_their_kind() {
    let record = |moves: &str| {
        Game::from_record(format!("[Variant \"Urim 2x6, 3 seeds\"]\n\n{moves}\n").into())
    };
    refused(
        record("1. A a 2. A *"),
        Refusal::RecordMove {
            ply: 3,
            text: "A".into(),
            problem: Box::new(Refusal::EmptyPit { pit: 0 }),
        },
        "record move 3",
    );
    refused(
        record("1. Z *"),
        Refusal::RecordMove {
            ply: 1,
            text: "Z".into(),
            problem: Box::new(Refusal::NotAPit { name: "Z".into() }),
        },
        "not a pit",
    );
    refused(
        record("1. A+x *"),
        Refusal::RecordMove {
            ply: 1,
            text: "A+x".into(),
            problem: Box::new(Refusal::BadCaptureCount),
        },
        "capture count",
    );
    refused(
        record("1. A+2 *"),
        Refusal::RecordMove {
            ply: 1,
            text: "A+2".into(),
            problem: Box::new(Refusal::WrongCaptureCount {
                captured: 0,
                claimed: 2,
            }),
        },
        "captures 0, not 2",
    );
    refused(
        Game::from_record("[Variant \"Urim 2x6, 3 seeds\"\n".into()),
        Refusal::RecordTags,
        "record tags",
    );
    refused(
        record("1. A 1-0 2. a"),
        Refusal::RecordResult,
        "record result",
    );
}

#[cfg(feature = "engine")]
#[wasm_bindgen_test]
fn engine_refusals_carry_their_kind() {
    let over = position("0-0-0-0-0-0-0-0-0-0-0-1-17-18-S").expect("set-up");
    refused(
        over.best_move(options(r#"{"level":1}"#)),
        Refusal::GameOver,
        "no move to search",
    );
    let g = new_game(6.into(), JsValue::UNDEFINED).expect("game");
    refused(
        g.best_move(options(r#"{"level":9}"#)),
        Refusal::BadArgument {
            argument: "bestMove option level".into(),
            given: "9".into(),
        },
        "from 1 to 5",
    );
    refused(
        urim_wasm::files::check_table_header(&[0; 64], 64.into(), 6.into(), 13.into()),
        Refusal::TableFile {
            file: "urim-2x6-13.tbl".into(),
            problem: "bad".into(),
        },
        "urim-2x6-13.tbl",
    );
}
