//! Replays the moves of `crates/urim/tests/data/vectors.txt` (random, hoarding and peaceful
//! games made by the independent Python model in `crates/urim/tests/reference/`) and checks
//! every resulting position, capture and game end against it.

use urim::notation::parse_position;
use urim::Game;

const DATA: &str = include_str!("data/vectors.txt");

#[test]
fn engine_agrees_with_the_reference_model_move_by_move() {
    let mut game: Option<Game> = None;
    let (mut moves, mut endings) = (0, 0);
    for (n, line) in DATA
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.starts_with('#'))
    {
        let f: Vec<&str> = line.split_whitespace().collect();
        let before = parse_position(f[0], None).unwrap();
        let pit: usize = f[1].parse().unwrap();
        let after = parse_position(f[2], None).unwrap();
        let captured: u8 = f[3].parse().unwrap();
        let ends = f.get(4) == Some(&"end");
        let g = game.get_or_insert_with(|| Game::from_position(before));
        assert_eq!(
            g.position().board_key(),
            before.board_key(),
            "line {}",
            n + 1
        );
        assert!(
            g.legal_moves().contains(&pit),
            "line {}: {pit} legal",
            n + 1
        );
        let mut fast = before;
        assert_eq!(fast.apply(pit), captured, "line {}", n + 1);
        assert_eq!(fast, after, "line {}: fast path", n + 1);
        let report = g.play(pit).unwrap();
        assert_eq!(report.captured, captured, "line {}", n + 1);
        assert_eq!(report.ending.is_some(), ends, "line {}: end of game", n + 1);
        if ends {
            game = None;
            endings += 1;
        } else {
            assert_eq!(report.after, after, "line {}: reported position", n + 1);
        }
        moves += 1;
    }
    assert!(
        moves > 10_000 && endings >= 50,
        "{moves} moves, {endings} games"
    );
}
