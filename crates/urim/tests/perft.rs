//! perft from the start positions, against counts kept in `crates/urim/tests/data/perft_reference.txt`.
//!
//! Why we trust these numbers:
//! * depths 1 to 3 of 2x6 are checked by hand: 6 first moves; 6 replies each
//!   (no capture or feeding is possible yet), 36; at ply 3 South has its five
//!   untouched pits plus the emptied one in the six cases where North's reply
//!   refills it (d, e or f after A; e or f after B; f after C): 36 x 5 + 6 = 186;
//! * every count in the file comes from `crates/urim/tests/reference/urim_ref.py`, a separate
//!   Python model written from the rules text alone (the rules page,
//!   `www/rules.html`) by someone who did not read this crate, and the two agree at every depth listed, for 3 and 4 seeds a pit.

use urim::{perft, Position, Variant};

const DATA: &str = include_str!("data/perft_reference.txt");

#[test]
fn perft_matches_the_reference_counts() {
    let mut checked = 0;
    for line in DATA
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let f: Vec<u64> = line
            .split_whitespace()
            .map(|x| x.parse().unwrap())
            .collect();
        let (holes, seeds, depth, expected) = (f[0], f[1], f[2], f[3]);
        let start = Position::start(Variant::new(holes as usize, seeds as usize).unwrap());
        assert_eq!(
            perft(&start, depth as u32),
            expected,
            "perft {depth} on 2x{holes} with {seeds} seeds"
        );
        checked += 1;
    }
    assert!(
        checked >= 26,
        "the data file lists depths 1-7 for 2x6 and 2x7"
    );
}

#[test]
fn perft_stops_at_the_end_of_a_cycle() {
    // One seed each walking round: 12 forced plies, then the position repeats.
    let pos = urim::notation::parse_position("1-0-0-0-0-0-1-0-0-0-0-0-17-17-S", None).unwrap();
    assert_eq!(perft(&pos, 12), 1);
    assert_eq!(perft(&pos, 13), 0);
}
