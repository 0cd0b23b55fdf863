//! The JS API as compiled to WebAssembly, run by wasm-bindgen-test in Node and in
//! headless Chromium (`.ci/test-wasm.sh` runs both, for the page module and, with
//! the `records` feature, the records module, and with the `engine` feature, the
//! engine module). Native `cargo test` skips it.
#![cfg(target_arch = "wasm32")]

use js_sys::{Array, Object, Reflect};
use urim_wasm::refusal::Refused;
use urim_wasm::{new_game, Game};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

/// The message of a refused call.
fn message(e: Refused) -> String {
    let value: JsValue = e.into();
    Reflect::get(&value, &"message".into())
        .ok()
        .and_then(|m| m.as_string())
        .unwrap_or_default()
}

/// A field of a returned object, following dots: `field(&report, "ending.reason")`.
fn field(value: &JsValue, path: &str) -> JsValue {
    path.split('.').fold(value.clone(), |v, key| {
        Reflect::get(&v, &key.into()).expect("readable field")
    })
}

fn num(value: &JsValue, path: &str) -> f64 {
    field(value, path).as_f64().unwrap_or(f64::NAN)
}

fn text(value: &JsValue, path: &str) -> String {
    field(value, path).as_string().unwrap_or_default()
}

fn numbers(value: &JsValue) -> Vec<f64> {
    value
        .dyn_ref::<Array>()
        .map(|a| a.iter().map(|v| v.as_f64().unwrap_or(f64::NAN)).collect())
        .unwrap_or_default()
}

fn object(pairs: &[(&str, JsValue)]) -> JsValue {
    let obj = Object::new();
    for (k, v) in pairs {
        Reflect::set(&obj, &(*k).into(), v).expect("settable");
    }
    obj.into()
}

fn game6() -> Game {
    new_game(6.into(), JsValue::UNDEFINED).expect("a 2x6 game")
}

fn from_position(text: &str) -> Game {
    Game::from_position(text.into(), JsValue::UNDEFINED).expect("a valid position")
}

/// Values of the wrong type or range for a number argument.
fn bad_numbers() -> Vec<JsValue> {
    vec![
        JsValue::UNDEFINED,
        JsValue::NULL,
        "2".into(),
        f64::NAN.into(),
        f64::INFINITY.into(),
        2.5.into(),
        (-1.0).into(),
        1e20.into(),
        true.into(),
        Object::new().into(),
        Array::new().into(),
    ]
}

#[wasm_bindgen_test]
fn a_new_game_starts_full_with_south_to_move() {
    let g = game6();
    assert_eq!(g.holes(), 6);
    assert_eq!(g.seeds(), 3);
    assert_eq!(g.position(), "3-3-3-3-3-3-3-3-3-3-3-3-0-0-S");
    assert_eq!(g.to_move(), "south");
    assert_eq!(
        numbers(&g.legal_moves().unwrap()),
        vec![0., 1., 2., 3., 4., 5.]
    );
    assert_eq!(numbers(&g.pits().unwrap()), vec![3.0; 12]);
    let h = new_game(
        7.into(),
        object(&[("seeds", 4.into()), ("first", "north".into())]),
    )
    .unwrap();
    assert_eq!((h.holes(), h.seeds(), h.total_seeds()), (7, 4, 56));
    assert_eq!(h.to_move(), "north");
    assert_eq!(
        numbers(&h.legal_moves().unwrap()),
        vec![7., 8., 9., 10., 11., 12., 13.]
    );
}

#[wasm_bindgen_test]
fn play_reports_the_sowing_and_the_position_after() {
    let mut g = game6();
    let r = g.play(2.into()).unwrap();
    assert_eq!(text(&r, "mover"), "south");
    assert_eq!(text(&r, "letter"), "C");
    assert_eq!(numbers(&field(&r, "sown")), vec![3., 4., 5.]);
    assert_eq!(text(&r, "trigger.kind"), "own-row");
    assert_eq!(num(&r, "trigger.seeds"), 4.0);
    assert!(field(&r, "chainStop").is_null());
    assert!(field(&r, "ending").is_null());
    assert_eq!(text(&r, "position"), "3-3-0-4-4-4-3-3-3-3-3-3-0-0-N");
    assert_eq!(text(&r, "toMove"), "north");
    assert_eq!(g.position(), "3-3-0-4-4-4-3-3-3-3-3-3-0-0-N");
}

#[wasm_bindgen_test]
fn worked_example_one_captures_a_chain_of_three() {
    let mut g = from_position("3-3-3-3-4-0-1-3-2-5-3-3-3-0-S");
    let r = g.play(4.into()).unwrap();
    assert_eq!(num(&r, "captured"), 9.0);
    assert_eq!(text(&r, "notation"), "E+9");
    assert_eq!(text(&r, "trigger.kind"), "fired");
    assert_eq!(text(&r, "chainStop.reason"), "row-edge");
    assert_eq!(num(&r, "chainStop.pit"), 5.0);
    assert!(field(&r, "chainStop.seeds").is_null());
    assert_eq!(
        numbers(&field(&r, "pits")),
        vec![3., 3., 3., 3., 0., 1., 0., 0., 0., 5., 3., 3.]
    );
    assert_eq!(num(&r, "stores.south"), 12.0);
}

#[wasm_bindgen_test]
fn a_grand_slam_captures_nothing() {
    let mut g = from_position("3-3-3-3-3-2-1-2-0-0-0-0-16-0-S");
    let r = g.play(5.into()).unwrap();
    assert!(field(&r, "grandSlam").is_truthy());
    assert_eq!(num(&r, "captured"), 0.0);
    assert_eq!(text(&r, "position"), "3-3-3-3-3-0-2-3-0-0-0-0-16-0-N");
}

#[wasm_bindgen_test]
fn refused_moves_name_the_problem() {
    let mut g = game6();
    assert_eq!(
        message(g.play(8.into()).unwrap_err()),
        "pit 8 belongs to North"
    );
    assert_eq!(
        message(g.play(12.into()).unwrap_err()),
        "pit 12 is not on the board (pits are 0 to 11)"
    );
    let mut starving = from_position("0-0-0-1-0-3-0-0-0-0-0-0-32-0-S");
    assert_eq!(
        message(starving.play(3.into()).unwrap_err()),
        "North has no seeds: the move must feed, and pit 3 does not"
    );
    assert_eq!(numbers(&starving.legal_moves().unwrap()), vec![5.0]);
}

#[wasm_bindgen_test]
fn bad_numbers_are_refused_and_the_game_keeps_working() {
    let mut g = game6();
    for bad in bad_numbers() {
        assert!(g.play(bad.clone()).is_err(), "play accepted {bad:?}");
        assert!(g.preview(bad.clone()).is_err(), "preview accepted {bad:?}");
        #[cfg(feature = "engine")]
        assert!(g.perft(bad.clone()).is_err(), "perft accepted {bad:?}");
        assert!(
            new_game(bad.clone(), JsValue::UNDEFINED).is_err(),
            "newGame accepted {bad:?}"
        );
        assert_eq!(g.position(), "3-3-3-3-3-3-3-3-3-3-3-3-0-0-S");
    }
    assert_eq!(
        message(g.play(2.5.into()).unwrap_err()),
        "pit must be a whole number, got 2.5"
    );
    assert_eq!(
        message(g.play(JsValue::UNDEFINED).unwrap_err()),
        "pit must be a whole number, got undefined"
    );
    assert_eq!(
        message(g.play("2".into()).unwrap_err()),
        "pit must be a whole number, got the string \"2\""
    );
    assert!(g.play(2.into()).is_ok());
    assert_eq!(g.position(), "3-3-0-4-4-4-3-3-3-3-3-3-0-0-N");
}

#[wasm_bindgen_test]
fn bad_variants_and_options_are_refused() {
    assert_eq!(
        message(new_game(5.into(), JsValue::UNDEFINED).unwrap_err()),
        "holes must be 6 or 7, got 5"
    );
    let e = new_game(6.into(), object(&[("seed", 4.into())])).unwrap_err();
    assert!(message(e).contains("unknown newGame option \"seed\""));
    let e = new_game(6.into(), object(&[("seeds", 5.into())])).unwrap_err();
    assert_eq!(message(e), "seeds must be 3 or 4, got 5");
    let e = new_game(6.into(), object(&[("first", "east".into())])).unwrap_err();
    assert!(message(e).contains("option first must be \"south\" or \"north\""));
    assert!(new_game(6.into(), JsValue::NULL).is_err());
    assert!(new_game(6.into(), "north".into()).is_err());
}

#[wasm_bindgen_test]
fn bad_positions_and_records_are_refused() {
    let e = Game::from_position("3-3-3-3-3-3-3-3-3-3-3-0-0-S".into(), JsValue::UNDEFINED);
    assert_eq!(
        message(e.unwrap_err()),
        "position string has 11 pits, expected 12 (2x6) or 14 (2x7)"
    );
    assert!(Game::from_position(JsValue::NULL, JsValue::UNDEFINED).is_err());
    let e = Game::from_position(
        "3-3-3-3-3-3-3-3-3-3-3-3-0-0-S".into(),
        object(&[("seeds", 4.into())]),
    );
    assert!(message(e.unwrap_err()).contains("holds 36 seeds"));
}

#[cfg(feature = "records")]
#[wasm_bindgen_test]
fn bad_records_are_refused() {
    assert!(Game::from_record(42.into()).is_err());
    assert!(message(Game::from_record("1. Z".into()).unwrap_err()).contains("Variant"));
}

#[wasm_bindgen_test]
fn undo_and_redo() {
    let mut g = game6();
    assert!(!g.can_undo());
    assert!(message(g.undo().unwrap_err()).contains("no move to undo"));
    g.play(2.into()).unwrap();
    g.play(9.into()).unwrap();
    assert_eq!(g.undo().unwrap(), 9);
    assert!(g.can_redo());
    assert_eq!(num(&g.redo().unwrap(), "origin"), 9.0);
    assert!(message(g.redo().unwrap_err()).contains("no undone move"));
}

#[cfg(feature = "records")]
#[wasm_bindgen_test]
fn the_record_round_trip() {
    let mut g = game6();
    g.play(2.into()).unwrap();
    g.play(9.into()).unwrap();
    let options = object(&[("south", "Ana".into()), ("north", "Tomé".into())]);
    let text = g.record(options).unwrap();
    assert!(text.contains("[South \"Ana\"]"));
    let back = Game::from_record(text.clone().into()).unwrap();
    assert_eq!(back.position(), g.position());
    assert_eq!(back.record(JsValue::UNDEFINED).unwrap(), text);
    assert!(g.record(object(&[("south", 3.into())])).is_err());
    assert!(g.record(object(&[("south", "A\nB".into())])).is_err());
}

#[cfg(feature = "engine")]
#[wasm_bindgen_test]
fn perft_counts_move_sequences() {
    let g = game6();
    assert_eq!(g.perft(2.into()).unwrap(), 36.0);
    assert_eq!(g.perft(0.into()).unwrap(), 1.0);
}

#[wasm_bindgen_test]
fn the_score_of_a_game_going_on_and_of_one_over() {
    let g = game6();
    let s = g.score().unwrap();
    assert!(!field(&s, "over").is_truthy());
    assert!(field(&s, "winner").is_null());
    assert!(field(&s, "end").is_null());
    let over = from_position("0-0-0-0-0-0-1-1-1-1-1-1-27-3-S");
    let s = over.score().unwrap();
    assert!(field(&s, "over").is_truthy());
    assert_eq!(text(&s, "winner"), "south");
    assert_eq!(text(&s, "end"), "starvation");
    assert_eq!(text(&s, "ending.cause"), "empty-row");
    assert_eq!(num(&s, "points.south"), 2.0);
    assert_eq!(num(&s, "points.north"), 0.0);
    assert_eq!(num(&s, "south"), 27.0);
    assert_eq!(num(&s, "north"), 9.0);
}

#[cfg(feature = "engine")]
#[wasm_bindgen_test]
fn an_analysis_values_every_legal_move_and_refuses_bad_options() {
    let mut g = game6();
    g.play(3.into()).expect("a legal move");
    let options = object(&[("level", 3.into()), ("nodes", 500.into())]);
    let mut analysis = g.analyse(options).expect("good options");
    let mut now = analysis.step(600_000.into()).expect("a good step time");
    while !field(&now, "done").is_truthy() {
        now = analysis.step(600_000.into()).expect("a good step time");
    }
    let moves: Array = field(&now, "moves").dyn_into().expect("an array");
    let pits: Vec<f64> = moves.iter().map(|m| num(&m, "pit")).collect();
    assert_eq!(pits, numbers(&g.legal_moves().expect("legal moves")));
    for m in moves.iter() {
        assert!(num(&m, "value").is_finite());
        assert_eq!(text(&m, "letter").len(), 1);
    }
    assert!(!numbers(&field(&now, "best")).is_empty());
    let refused = |options: JsValue| message(g.analyse(options).err().expect("refused"));
    assert_eq!(
        refused(object(&[("level", 1.into())])),
        "analyse option level must be a whole number from 3 to 5, got 1"
    );
    for bad in bad_numbers().into_iter().filter(|v| !v.is_undefined()) {
        let text = refused(object(&[("nodes", bad)]));
        assert!(text.starts_with("analyse option nodes must be"), "{text}");
    }
    assert!(refused(object(&[("timeMs", 5.into())])).contains("timeMs is not taken"));
    let step_refused = analysis.step(0.into()).expect_err("refused");
    assert!(message(step_refused).contains("step time (ms)"));
}

#[wasm_bindgen_test]
fn rules_gives_the_numbers_the_rules_fix() {
    let rules = urim_wasm::rules::rules().expect("rules");
    assert_eq!(
        num(&rules, "maxPitSeeds"),
        f64::from(urim::rules::MAX_PIT_SEEDS)
    );
    assert_eq!(numbers(&field(&rules, "boardSizes")), vec![6.0, 7.0]);
    assert_eq!(numbers(&field(&rules, "seedCounts")), vec![3.0, 4.0]);
    assert_eq!(
        num(&rules, "maxRecordBytes"),
        urim::notation::MAX_RECORD_BYTES as f64
    );
}

#[wasm_bindgen_test]
fn pit_letters_name_each_board_and_refuse_other_sizes() {
    let six: Vec<String> = Array::from(&urim_wasm::rules::pit_letters(6.into()).expect("2x6"))
        .iter()
        .filter_map(|v| v.as_string())
        .collect();
    assert_eq!(six.concat(), "ABCDEFabcdef");
    let seven = urim_wasm::rules::pit_letters(7.into()).expect("2x7");
    assert_eq!(Array::from(&seven).length(), 14);
    let game = new_game(7.into(), JsValue::UNDEFINED).expect("game");
    assert_eq!(
        Array::from(&game.letters().expect("letters"))
            .join("")
            .as_string(),
        Some("ABCDEFGabcdefg".into())
    );
    let refused = urim_wasm::rules::pit_letters(8.into()).expect_err("2x8");
    assert_eq!(message(refused), "holes must be 6 or 7, got 8");
}

/// Every kind of data the results hold, as `write` makes them: JSON shows the plain values.
#[derive(serde::Serialize)]
#[serde(rename_all = "camelCase")]
struct EveryKind {
    pit_count: usize,
    letter: char,
    score: f64,
    none: Option<u8>,
    some: Option<i32>,
    list: Vec<u8>,
    pair: [u32; 2],
    nothing: (),
    side: urim::rules::Side,
}

#[wasm_bindgen_test]
fn results_are_written_as_plain_js_values() {
    let value = urim_wasm::convert::to_js(&EveryKind {
        pit_count: 12,
        letter: 'a',
        score: -0.5,
        none: None,
        some: Some(-3),
        list: vec![1, 2],
        pair: [0, 4],
        nothing: (),
        side: urim::rules::Side::North,
    })
    .expect("written");
    let json = String::from(js_sys::JSON::stringify(&value).expect("JSON"));
    assert_eq!(
        json,
        r#"{"pitCount":12,"letter":"a","score":-0.5,"none":null,"some":-3,"list":[1,2],"pair":[0,4],"nothing":null,"side":"north"}"#
    );
    // The page module's own writer knows only what results hold (the engine
    // module's serde-wasm-bindgen writes a map too).
    #[cfg(not(feature = "engine"))]
    {
        let map = std::collections::BTreeMap::from([(1, 2)]);
        assert!(urim_wasm::write::write(&map).is_err(), "a map is no result");
    }
}
