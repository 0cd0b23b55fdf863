//! What the table files say of the moves of one position: the expectation the
//! browser test of the files read in slices compares the page with.
//!
//! * `urim-lookup DIR POSITION` prints, as one JSON line, the position and for
//!   each legal move the files' value of the position after it (mover's view,
//!   stores included, the value the analysis shows when it takes it), whether
//!   the files hold it above the in-memory tables, and whether it is exact for
//!   the game (the move begins a capture-free run and the files' value is exact).
//! * `urim-lookup DIR find SEEDS` first finds a 2x6 position with `SEEDS` seeds
//!   on the board, South to move, where a capture leads into the files above the
//!   in-memory tables with an exact value, and a quiet move too (the same
//!   random sequence every run), then prints it as above.

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use std::path::Path;
    use std::process::ExitCode;
    use urim::notation::{parse_position, pit_name};
    use urim::{Game, Position, Setup, Side, Variant};
    use urim_search::{capture_free_history, SplitMix64, Tables};
    use urim_tables::FileTables;

    /// Random positions tried before `find` gives up.
    const TRIES: usize = 100_000;
    /// The seed of `find`'s random sequence.
    const FIND_SEED: u64 = 24;

    /// What the files say of one move.
    struct Move {
        pit: usize,
        held: bool,
        fresh: bool,
        exact: bool,
        lo_is_hi: bool,
        plies: usize,
        value: i32,
    }

    /// The moves of `game` as the files see them.
    fn moves(files: &FileTables, game: &Game) -> Vec<Move> {
        let above = Tables::default_seeds(game.variant());
        game.legal_moves()
            .into_iter()
            .map(|pit| {
                let mut after = game.clone();
                let _ = after.play(pit);
                let pos = *after.position();
                let seeds: usize = pos.pits().iter().map(|&s| usize::from(s)).sum();
                let fresh = capture_free_history(&after).len() == 1;
                let found = if after.is_over() || seeds <= above {
                    None
                } else {
                    files.value(&pos)
                };
                let me = pos.to_move();
                let stores = i32::from(pos.store(me)) - i32::from(pos.store(me.opponent()));
                match found {
                    Some(v) => Move {
                        pit,
                        held: true,
                        fresh,
                        exact: fresh && v.exact,
                        lo_is_hi: v.lo == v.hi,
                        plies: v.plies,
                        value: -(stores + v.value),
                    },
                    None => Move {
                        pit,
                        held: false,
                        fresh,
                        exact: false,
                        lo_is_hi: false,
                        plies: 0,
                        value: 0,
                    },
                }
            })
            .collect()
    }

    /// The JSON line of `game`'s position and moves.
    fn report(files: &FileTables, game: &Game) -> String {
        let list: Vec<String> = moves(files, game)
            .iter()
            .map(|m| {
                format!(
                    "{{\"pit\":{},\"letter\":\"{}\",\"held\":{},\"fresh\":{},\"exact\":{},\"loIsHi\":{},\"plies\":{},\"value\":{}}}",
                    m.pit,
                    pit_name(game.variant(), m.pit),
                    m.held,
                    m.fresh,
                    m.exact,
                    m.lo_is_hi,
                    m.plies,
                    m.value
                )
            })
            .collect();
        format!(
            "{{\"position\":\"{}\",\"moves\":[{}]}}",
            game.position(),
            list.join(",")
        )
    }

    /// A 2x6 position with `seeds` seeds on the board, South to move, where a
    /// capture leads to an exact value in the files and a move is quiet.
    fn find(files: &FileTables, seeds: u32) -> Option<Game> {
        let variant = Variant::standard(6).ok()?;
        let mut rng = SplitMix64::new(FIND_SEED);
        for _ in 0..TRIES {
            let mut pits = vec![0u32; 12];
            for _ in 0..seeds {
                pits[(rng.next_u64() % 12) as usize] += 1;
            }
            let rest = 36 - seeds;
            let setup = Setup {
                variant,
                pits,
                stores: [rest / 2, rest - rest / 2],
                to_move: Side::South,
            };
            let Ok(pos) = Position::from_setup(&setup) else {
                continue;
            };
            let game = Game::from_position(pos);
            let found = moves(files, &game);
            if found.iter().any(|m| m.exact) && found.iter().any(|m| !m.fresh) {
                return Some(game);
            }
        }
        None
    }

    /// Runs the command line.
    pub fn main() -> ExitCode {
        let args: Vec<String> = std::env::args().skip(1).collect();
        let Some(dir) = args.first() else {
            eprintln!("usage: urim-lookup DIR POSITION | urim-lookup DIR find SEEDS");
            return ExitCode::FAILURE;
        };
        let files = match FileTables::open(Path::new(dir), 6) {
            Ok(files) => files,
            Err(e) => {
                eprintln!("urim-lookup: {e}");
                return ExitCode::FAILURE;
            }
        };
        let game = match args.get(1).map(String::as_str) {
            Some("find") => {
                let seeds = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(16);
                find(&files, seeds)
            }
            Some(text) => parse_position(text, None).ok().map(Game::from_position),
            None => None,
        };
        match game {
            Some(game) => {
                println!("{}", report(&files, &game));
                ExitCode::SUCCESS
            }
            None => {
                eprintln!("urim-lookup: no position (a bad position string, or none found)");
                ExitCode::FAILURE
            }
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    native::main()
}

#[cfg(target_arch = "wasm32")]
fn main() {}
