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
            "field 9 is not a number of seeds",
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

/// The record head of the literal records below.
const HEAD: &str = "[Variant \"Urim 2x6, 3 seeds\"]\n\n";

#[test]
fn comments_are_read_on_the_start_and_on_each_move() {
    let text =
        format!("{HEAD}{{The start.}} 1. C {{ South opens. }} d {{North\r\nanswers.}} 2. E *");
    let record: Record = text.parse().unwrap();
    assert_eq!(record.game.moves(), vec![2, 9, 4]);
    assert_eq!(record.comments.get(0), "The start.");
    assert_eq!(record.comments.get(1), "South opens.");
    assert_eq!(record.comments.get(2), "North\r\nanswers.");
    assert_eq!(record.comments.get(3), "");
    // Written back: each after its move, North's move numbered after a comment.
    let written = record.to_string();
    assert!(
        written
            .ends_with("\n\n{The start.} 1. C {South opens.} 1... d {North\r\nanswers.} 2. E *\n"),
        "{written}"
    );
    assert_eq!(written.parse::<Record>().unwrap(), record);
}

#[test]
fn comment_escapes_round_trip() {
    let text = format!("{HEAD}1. C {{a \\}} b \\\\ c {{ d \\x}} *");
    let record: Record = text.parse().unwrap();
    assert_eq!(record.comments.get(1), "a } b \\ c { d \\x");
    let written = record.to_string();
    assert!(
        written.contains("1. C {a \\} b \\\\ c { d \\\\x} *"),
        "{written}"
    );
    assert_eq!(written.parse::<Record>().unwrap(), record);
}

#[test]
fn two_comments_on_a_move_are_one_and_empty_ones_none() {
    let record: Record = format!("{HEAD}1. C {{one}} {{two}} d {{}} {{  }} *")
        .parse()
        .unwrap();
    assert_eq!(record.comments.get(1), "one two");
    assert_eq!(record.comments.get(2), "");
    assert_eq!(
        record.comments,
        format!("{HEAD}1. C {{one two}} d *")
            .parse::<Record>()
            .unwrap()
            .comments
    );
}

#[test]
fn bad_comments_are_refused_with_their_move() {
    use urim::notation::{CommentError, MAX_COMMENT_CHARS};
    let long = "x".repeat(MAX_COMMENT_CHARS + 1);
    let cases = [
        (
            format!("{HEAD}1. C {{never closed d *"),
            1,
            CommentError::Unclosed,
        ),
        (format!("{HEAD}{{open"), 0, CommentError::Unclosed),
        (format!("{HEAD}1. C d }} *"), 2, CommentError::Unopened),
        (
            format!("{HEAD}1. C d {{{long}}} *"),
            2,
            CommentError::TooLong(MAX_COMMENT_CHARS + 1),
        ),
    ];
    for (text, ply, problem) in cases {
        let err = text.parse::<Record>().unwrap_err();
        assert_eq!(err, NotationError::Comment { ply, problem }, "{text}");
    }
    let err = format!("{HEAD}1. C {{never closed")
        .parse::<Record>()
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "record comment on move 1: a { opens a comment that no } closes"
    );
    // Exactly the limit is kept; the limit counts UTF-16 units, as JavaScript does.
    let most = "é".repeat(MAX_COMMENT_CHARS);
    assert!(format!("{HEAD}{{{most}}} *").parse::<Record>().is_ok());
    let emoji = "😀".repeat(MAX_COMMENT_CHARS / 2 + 1);
    assert!(format!("{HEAD}{{{emoji}}} *").parse::<Record>().is_err());
}

#[test]
fn the_comments_of_a_record_are_bounded_together() {
    use urim::notation::{CommentError, Comments, MAX_COMMENTS_BYTES, MAX_COMMENT_CHARS};
    let mut comments = Comments::default();
    let one = "y".repeat(MAX_COMMENT_CHARS);
    let fit = MAX_COMMENTS_BYTES / MAX_COMMENT_CHARS;
    for ply in 0..fit {
        comments.set(ply, &one).unwrap();
    }
    assert_eq!(comments.set(fit, &one), Err(CommentError::TooMany));
    assert_eq!(comments.get(fit), "");
    // Replacing a comment counts it once.
    comments.set(0, &one).unwrap();
}

#[test]
fn comments_are_cut_with_the_line_and_set_or_taken_away() {
    use urim::notation::Comments;
    let mut comments = Comments::default();
    comments.set(3, "three").unwrap();
    comments.set(5, "five").unwrap();
    comments.cut(4);
    assert_eq!((comments.get(3), comments.get(5)), ("three", ""));
    comments.set(3, " ").unwrap();
    assert!(comments.is_empty());
}
