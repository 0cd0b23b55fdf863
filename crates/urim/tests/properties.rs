//! Properties of random legal games on every variant.

use proptest::prelude::*;
use urim::notation::{clean_comment, parse_position, Comments};
use urim::{Game, MoveError, Record, Side, Variant};

/// Plays a random game, `first` moving first: `choices[i]` picks among the legal
/// moves at ply i (cycled when the game is longer than the list).
fn random_game(variant: Variant, first: Side, choices: &[u16]) -> Game {
    let mut game = Game::with_first(variant, first);
    let mut i = 0;
    // Every game ends: captures are at most T and no more than 200 plies pass between them.
    let bound = urim::rules::NO_CAPTURE_PLY_LIMIT * (variant.total_seeds() as usize + 1);
    while !game.is_over() {
        assert!(i <= bound, "the game goes on past {bound} plies");
        let moves = game.legal_moves();
        let pick = moves[usize::from(choices[i % choices.len()]) % moves.len()];
        game.play(pick).expect("a legal move plays");
        i += 1;
    }
    game
}

/// Every board, with either player moving first.
fn variants() -> impl Strategy<Value = (Variant, Side)> {
    (6usize..=7, 3usize..=4, prop::bool::ANY).prop_map(|(h, s, north)| {
        let first = if north { Side::North } else { Side::South };
        (Variant::new(h, s).unwrap(), first)
    })
}

/// The reason a pit that is not a legal move must be refused with.
fn expected_refusal(game: &Game, pit: usize) -> MoveError {
    let pos = game.position();
    let owner = pos.variant().owner(pit);
    if game.is_over() {
        MoveError::GameOver
    } else if owner != pos.to_move() {
        MoveError::NotYourPit { pit, owner }
    } else if pos.seeds(pit) == 0 {
        MoveError::EmptyPit { pit }
    } else {
        MoveError::MustFeed {
            pit,
            opponent: owner.opponent(),
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn seeds_are_conserved_and_no_pit_passes_17((v, first) in variants(), c in prop::collection::vec(any::<u16>(), 1..64)) {
        let game = random_game(v, first, &c);
        let mut positions = vec![*game.start()];
        positions.extend(game.plies().iter().map(|p| p.position));
        for pos in positions {
            let on_board: u32 = pos.pits().iter().map(|&s| u32::from(s)).sum();
            let stores = u32::from(pos.store(Side::South)) + u32::from(pos.store(Side::North));
            prop_assert_eq!(on_board + stores, v.total_seeds());
            prop_assert!(pos.pits().iter().all(|&s| s <= 17));
        }
        let score = game.score();
        prop_assert_eq!(score.seeds[0] + score.seeds[1], v.total_seeds());
    }

    #[test]
    fn legal_moves_play_and_others_are_refused_for_the_right_reason((v, first) in variants(), c in prop::collection::vec(any::<u16>(), 1..64)) {
        let full = random_game(v, first, &c);
        let mut game = Game::with_first(v, first);
        for ply in full.plies() {
            check_every_pit(&game)?;
            game.play(ply.pit).unwrap();
        }
        check_every_pit(&game)?;
        prop_assert!(game.is_over());
    }

    #[test]
    fn undo_restores_the_exact_state((v, first) in variants(), c in prop::collection::vec(any::<u16>(), 1..64)) {
        let mut game = random_game(v, first, &c);
        let finished = game.clone();
        let plies = finished.plies().to_vec();
        for (i, _) in plies.iter().enumerate().rev() {
            game.undo().unwrap();
            let expected = if i == 0 { *finished.start() } else { plies[i - 1].position };
            prop_assert_eq!(*game.position(), expected);
        }
        while game.redo().is_ok() {}
        prop_assert_eq!(game, finished);
    }

    #[test]
    fn position_strings_and_records_round_trip((v, first) in variants(), c in prop::collection::vec(any::<u16>(), 1..64)) {
        let game = random_game(v, first, &c);
        for ply in game.plies() {
            let text = ply.position.to_string();
            let back = parse_position(&text, Some(u32::from(v.seeds_per_pit()))).unwrap();
            prop_assert_eq!(back, ply.position);
            prop_assert_eq!(back.to_string(), text);
        }
        let half = {
            let mut g = game.clone();
            for _ in 0..game.plies().len() / 2 { g.undo().unwrap(); }
            Game::from_position(*g.position())
        };
        for g in [game, half] {
            let text = Record::from_game(&g, "2026.11.30", "Ana \"Nha\" Lopes", "?").to_string();
            let back: Record = text.parse().unwrap();
            prop_assert_eq!(&back.game.moves(), &g.moves());
            prop_assert_eq!(back.game.start(), g.start());
            prop_assert_eq!(back.to_string(), text);
        }
    }

    #[test]
    fn comments_round_trip(
        (v, first) in variants(),
        c in prop::collection::vec(any::<u16>(), 1..64),
        notes in prop::collection::vec((any::<u16>(), comment_text()), 0..12),
    ) {
        let game = random_game(v, first, &c);
        let mut comments = Comments::default();
        for (at, text) in &notes {
            let ply = usize::from(*at) % (game.plies().len() + 1);
            comments.set(ply, text).unwrap();
            prop_assert_eq!(comments.get(ply), clean_comment(text).unwrap());
        }
        let mut record = Record::from_game(&game, "?", "Ana", "Tomé");
        record.comments = comments;
        let text = record.to_string();
        let back: Record = text.parse().unwrap();
        prop_assert_eq!(&back, &record, "{}", text);
        prop_assert_eq!(back.to_string(), text);
    }
}

/// Comment text with what a comment must escape or clean: braces, backslashes,
/// line ends, tabs, spaces around, letters of other scripts.
fn comment_text() -> impl Strategy<Value = String> {
    prop::collection::vec(
        prop_oneof![
            Just("{".to_string()),
            Just("}".to_string()),
            Just("\\".to_string()),
            Just("\\}".to_string()),
            Just("\r\n".to_string()),
            Just("\t".to_string()),
            Just(" ".to_string()),
            Just("Sá 17 é ótimo — 取る".to_string()),
            "[a-zA-Z0-9 .,!?+-]{0,12}",
            any::<char>().prop_map(String::from),
        ],
        0..16,
    )
    .prop_map(|parts| parts.concat())
}

/// Every legal move previews; every other pit is refused with the right reason.
fn check_every_pit(game: &Game) -> Result<(), TestCaseError> {
    let legal = game.legal_moves();
    for pit in 0..game.variant().pit_count() {
        match game.preview(pit) {
            Ok(_) => prop_assert!(legal.contains(&pit), "pit {} previewed", pit),
            Err(e) => prop_assert_eq!(e, expected_refusal(game, pit)),
        }
    }
    Ok(())
}
