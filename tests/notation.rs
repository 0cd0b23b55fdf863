//! Pit letters, position strings and records: printing, reading, and refusing bad text.

use urim::notation::{parse_pit, parse_position, pit_name};
use urim::{Game, NotationError, Record, Side, Variant};

#[test]
fn pit_letters_on_both_boards() {
    let six = Variant::standard(6).unwrap();
    let seven = Variant::standard(7).unwrap();
    let names: String = (0..12).map(|p| pit_name(six, p)).collect();
    assert_eq!(names, "ABCDEFabcdef");
    let names: String = (0..14).map(|p| pit_name(seven, p)).collect();
    assert_eq!(names, "ABCDEFGabcdefg");
    assert_eq!(parse_pit(seven, "g").unwrap(), 13);
    for bad in ["G", "g", "", "AB", "1", "é"] {
        assert!(parse_pit(six, bad).is_err(), "{bad:?} is refused on 2x6");
    }
}

#[test]
fn start_position_string() {
    let game = Game::new(Variant::standard(6).unwrap());
    assert_eq!(game.position().to_string(), "3-3-3-3-3-3-3-3-3-3-3-3-0-0-S");
    let seven = Game::with_first(Variant::new(7, 4).unwrap(), Side::North);
    assert_eq!(
        seven.position().to_string(),
        "4-4-4-4-4-4-4-4-4-4-4-4-4-4-0-0-N"
    );
}

#[test]
fn bad_position_strings_say_what_is_wrong() {
    let cases = [
        (
            "3-3-3-3-3-3-3-3-3-3-3-0-0-S",
            "has 11 pits, expected 12 (2x6) or 14 (2x7)",
        ),
        (
            "3-3-3-3-3-3-3-3-3-3-3-3-0-0-X",
            "ends with \"X\", expected S or N",
        ),
        (
            "3-3-3-3-3-3-3-3-x-3-3-3-0-0-S",
            "field 9 is \"x\", not a number of seeds",
        ),
        (
            "3-3-3-3-3-3-3-3-3-3-3-3-0-1-S",
            "holds 37 seeds, expected 36 or 48 on 2x6",
        ),
        (
            "18-0-3-3-3-3-3-3-3-3-3-3-0-0-S",
            "pit 0 holds 18 seeds, more than the limit of 17",
        ),
        ("", "has 1 fields"),
    ];
    for (text, message) in cases {
        let err = parse_position(text, None).unwrap_err().to_string();
        assert!(err.contains(message), "{text:?}: {err}");
    }
    let err = parse_position("4-4-4-4-4-4-4-4-4-4-4-4-0-0-S", Some(3)).unwrap_err();
    assert!(
        err.to_string().contains("expected 36 (3 seeds a pit)"),
        "{err}"
    );
}

#[test]
fn record_prints_tags_numbers_and_captures() {
    let mut game = Game::new(Variant::standard(6).unwrap());
    for pit in [4, 9, 5, 11] {
        game.play(pit).unwrap();
    }
    let text = Record::from_game(&game, "2026.11.30", "Ana", "Tomé").to_string();
    assert_eq!(
        text,
        "[Variant \"Urim 2x6, 3 seeds\"]\n[Date \"2026.11.30\"]\n[South \"Ana\"]\n\
         [North \"Tomé\"]\n[Result \"*\"]\n\n1. E d 2. F f *\n"
    );
}

#[test]
fn record_with_north_first_has_a_position_tag_and_ellipsis() {
    let mut game = Game::with_first(Variant::new(7, 3).unwrap(), Side::North);
    game.play(7).unwrap();
    game.play(0).unwrap();
    let record = Record::from_game(&game, "?", "?", "?");
    let text = record.to_string();
    assert!(text.contains("[Position \"3-3-3-3-3-3-3-3-3-3-3-3-3-3-0-0-N\"]"));
    assert!(text.contains("1... a 2. A *"), "{text}");
    let back: Record = text.parse().unwrap();
    assert_eq!(back.game, game);
    assert_eq!(back.game.first(), Side::North);
}

#[test]
fn record_refuses_a_wrong_capture_count_and_illegal_moves() {
    let base = "[Variant \"Urim 2x6, 3 seeds\"]\n\n";
    let err = format!("{base}1. C+2 *").parse::<Record>().unwrap_err();
    assert_eq!(
        err.to_string(),
        "record move 1 (C+2): the move captures 0, not 2"
    );
    let err = format!("{base}1. C C *").parse::<Record>().unwrap_err();
    assert_eq!(err.to_string(), "record move 2 (C): pit 2 belongs to South");
    let err = format!("{base}1. Z *").parse::<Record>().unwrap_err();
    assert!(matches!(err, NotationError::Move { ply: 1, .. }), "{err}");
}

#[test]
fn record_refuses_bad_tags() {
    for (text, message) in [
        ("1. C *", "the Variant tag is missing"),
        (
            "[Variant \"Urim 2x5, 3 seeds\"]\n",
            "holes must be 6 or 7, got 5",
        ),
        ("[Variant \"Oware\"]\n", "is not of the form"),
        ("[Variant \"Urim 2x6, 3 seeds\"\n", "is not closed by ]"),
        ("[Variant Urim]\n", "has no quoted value"),
        // A tag value is one line: not even an escaped line break belongs in it.
        (
            "[Variant \"Urim 2x6, 3 seeds\"]\n[Event \"a\\\nb\"]\n",
            "has no quoted value",
        ),
    ] {
        let err = text.parse::<Record>().unwrap_err().to_string();
        assert!(err.contains(message), "{text:?}: {err}");
    }
}

#[test]
fn record_comments_are_skipped_and_results_checked() {
    let text = "[Variant \"Urim 2x6, 3 seeds\"]\n\n1. C {a quiet start} d *";
    let record: Record = text.parse().unwrap();
    assert_eq!(record.game.moves(), vec![2, 9]);
    // A finished game must carry its real result.
    let start =
        "[Variant \"Urim 2x6, 3 seeds\"]\n[Position \"0-0-0-0-0-0-1-1-0-0-0-0-0-34-N\"]\n\n";
    let err = format!("{start}1-0").parse::<Record>().unwrap_err();
    assert_eq!(
        err.to_string(),
        "record result: the record says 1-0 but the game ended 0-1"
    );
    assert!(format!("{start}0-1").parse::<Record>().is_ok());
}

/// A record of a few moves, as the game writes it.
fn short_record() -> (Game, String) {
    let mut game = Game::new(Variant::standard(6).unwrap());
    for pit in [2, 8, 1, 7] {
        game.play(pit).unwrap();
    }
    let text = Record::from_game(&game, "?", "?", "?").to_string();
    (game, text)
}

#[test]
fn a_record_saved_by_another_editor_reads_the_same() {
    let (game, text) = short_record();
    let windows = text.replace('\n', "\r\n");
    for variant in [
        format!("\u{feff}{text}"),
        windows.clone(),
        format!("\u{feff}{windows}"),
    ] {
        let back: Record = variant.parse().unwrap();
        assert_eq!(back.game.moves(), game.moves(), "{variant:?}");
    }
}

#[test]
fn a_truncated_record_keeps_the_moves_it_has_or_names_the_cut() {
    let (_, text) = short_record();
    let moves = text.rfind("2. ").unwrap();
    let back: Record = text[..moves].parse().unwrap();
    assert_eq!(
        back.game.moves().len(),
        2,
        "cut between two turns: the moves before it"
    );
    let in_tag = text.find("[Date").unwrap() + 4;
    let err = text[..in_tag].parse::<Record>().unwrap_err();
    assert!(matches!(err, NotationError::Tag(_)), "{err}");
}

#[test]
fn a_tag_longer_than_a_tag_may_hold_is_refused_by_name() {
    let record =
        |name: &str| format!("[Variant \"Urim 2x6, 3 seeds\"]\n[South \"{name}\"]\n\n1. C *\n");
    let limit = urim::notation::MAX_TAG_CHARS;
    let err = record(&"a".repeat(limit + 1))
        .parse::<Record>()
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        format!("record tags: the South tag is {} characters long, more than the {limit} a tag may hold", limit + 1)
    );
    assert!(
        record(&"é".repeat(limit)).parse::<Record>().is_ok(),
        "counted in characters, not bytes"
    );
}

#[test]
fn a_position_string_longer_than_any_position_is_refused_by_its_length() {
    let huge = "3-".repeat(1_000_000);
    let err = parse_position(&huge, None).unwrap_err();
    assert_eq!(
        err.to_string(),
        "position string is 2000000 bytes long, more than the 200 any position takes"
    );
    let padded = format!(
        "{}3-3-3-3-3-3-3-3-3-3-3-3-0-0-S",
        " ".repeat(urim::notation::MAX_POSITION_CHARS)
    );
    assert!(
        parse_position(&padded, None).is_err(),
        "the limit counts the whole text"
    );
}

#[test]
fn a_huge_record_is_refused_at_once_with_its_size() {
    let (_, text) = short_record();
    let huge = format!("{text}{{{}}}", "x".repeat(10_000_000));
    let err = huge.parse::<Record>().unwrap_err();
    assert_eq!(err, NotationError::TooLong(huge.len()));
    assert!(err.to_string().contains("10000"), "{err}");
    let junk = "x".repeat(urim::notation::MAX_RECORD_BYTES + 1);
    assert!(matches!(
        junk.parse::<Record>(),
        Err(NotationError::TooLong(_))
    ));
}

#[test]
fn a_player_name_with_a_line_break_is_written_on_one_line() {
    let (game, _) = short_record();
    let text = Record::from_game(&game, "?", "Ana\nMaria", "Tomé\r\n").to_string();
    let back: Record = text.parse().unwrap();
    assert_eq!(back.tag("South"), Some("Ana Maria"));
    assert_eq!(back.tag("North"), Some("Tomé  "));
    assert_eq!(back.game.moves(), game.moves());
}
