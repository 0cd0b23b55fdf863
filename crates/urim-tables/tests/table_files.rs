//! The native table files: identical to the in-memory tables, right against a
//! plain search, resumed after damage, refused with a typed error when a file
//! is cut short, damaged or for another layer, and a layer built in parts
//! with the same bounds as the layer built whole.

#[path = "../../urim/tests/common/mod.rs"]
mod common;

use common::reference::game_value;
use proptest::prelude::*;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use urim::{Game, Position, Setup, Side, Variant};
use urim_search::Tables;
use urim_tables::{
    build_layers, check_equations, compare_with_memory, cuts, join_parts, layer_path, part_path,
    solve_layer, thresholds, write_layer, write_part, FileTables, Header, LayerFile, LayerStats,
    PartSolver, Solved, TableFileError, BLOCK_BYTES, HEADER_BYTES,
};

/// Seeds the 2x6 files are checked to against the in-memory tables.
const SEEDS_6: usize = 10;
/// Seeds the 2x7 files are checked to.
const SEEDS_7: usize = 8;
/// Seeds of the small layers the plain search checks.
const SEARCH_SEEDS: u32 = 6;
/// Nodes the plain search may spend on one position.
const SEARCH_NODES: u64 = 400_000;

/// A fresh folder for one test's files.
fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("urim-table-files-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    dir
}

/// Builds layers 0 to `seeds` in `dir`; returns the files and each layer's figures.
fn build(holes: usize, seeds: usize, dir: &Path) -> (FileTables, Vec<LayerStats>) {
    let variant = Variant::standard(holes).expect("6 or 7");
    let mut stats = Vec::new();
    let files = build_layers(
        variant,
        seeds,
        dir,
        &mut |s| stats.push(s.clone()),
        &mut |_, _| {},
    )
    .expect("built");
    (files, stats)
}

/// The 2x6 files up to 8 seeds, built once for the tests that only read them
/// (their folder is removed when the tests end: see [`remove_small`]).
fn small_2x6() -> &'static (PathBuf, FileTables) {
    static FILES: OnceLock<(PathBuf, FileTables)> = OnceLock::new();
    FILES.get_or_init(|| {
        let dir = folder("small");
        let (files, _) = build(6, SEARCH_SEEDS as usize + 2, &dir);
        (dir, files)
    })
}

/// Removes the small files' folder (the maps stay valid: the files are only
/// unlinked).
fn remove_small() {
    let _ = fs::remove_dir_all(&small_2x6().0);
}

#[test]
fn files_match_the_in_memory_tables_on_2x6() {
    let dir = folder("match6");
    let (files, stats) = build(6, SEEDS_6, &dir);
    assert_eq!(files.max_seeds(), Some(SEEDS_6));
    assert!(stats.iter().all(|s| !s.kept));
    let variant = Variant::standard(6).expect("2x6");
    let memory = Tables::build(variant, SEEDS_6);
    let compared = compare_with_memory(&files, &memory, variant).expect("identical");
    assert_eq!(compared, 2 * memory.len() as u64);
    // Opened afresh from the folder, the files say the same.
    let reopened = FileTables::open(&dir, 6).expect("opened");
    assert_eq!(
        compare_with_memory(&reopened, &memory, variant),
        Ok(compared)
    );
    fs::remove_dir_all(&dir).expect("cleaned");
}

#[test]
fn files_match_the_in_memory_tables_on_2x7() {
    let dir = folder("match7");
    let (files, _) = build(7, SEEDS_7, &dir);
    let variant = Variant::standard(7).expect("2x7");
    let memory = Tables::build(variant, SEEDS_7);
    let compared = compare_with_memory(&files, &memory, variant).expect("identical");
    assert_eq!(compared, 2 * memory.len() as u64);
    fs::remove_dir_all(&dir).expect("cleaned");
}

#[test]
fn a_rerun_keeps_complete_layers_and_rebuilds_damaged_ones() {
    let dir = folder("resume");
    let (_, first) = build(6, 6, &dir);
    // Layer 5 damaged inside, layer 6 cut short, and a half-written file of
    // layer 7 left behind as an interrupted run leaves it.
    let five = layer_path(&dir, 6, 5);
    let mut bytes = fs::read(&five).expect("read");
    bytes[HEADER_BYTES + 3] ^= 1;
    fs::write(&five, &bytes).expect("written");
    let six = layer_path(&dir, 6, 6);
    let len = fs::metadata(&six).expect("there").len();
    fs::File::options()
        .write(true)
        .open(&six)
        .and_then(|f| f.set_len(len / 2))
        .expect("cut");
    let seven = layer_path(&dir, 6, 7);
    let mut part = seven.clone().into_os_string();
    part.push(".part");
    fs::write(&part, b"URIMTBL\0 half written").expect("written");

    assert!(matches!(
        FileTables::open(&dir, 6),
        Err(TableFileError::Block { block: 0, .. })
    ));
    let (files, second) = build(6, 7, &dir);
    let kept: Vec<usize> = second.iter().filter(|s| s.kept).map(|s| s.seeds).collect();
    assert_eq!(kept, vec![0, 1, 2, 3, 4]);
    for (a, b) in first.iter().zip(&second) {
        assert_eq!(
            (a.boards, a.cycles, a.file_bytes),
            (b.boards, b.cycles, b.file_bytes)
        );
    }
    let variant = Variant::standard(6).expect("2x6");
    let memory = Tables::build(variant, 7);
    compare_with_memory(&files, &memory, variant).expect("identical after the rerun");
    fs::remove_dir_all(&dir).expect("cleaned");
}

#[test]
fn bad_files_give_typed_errors() {
    let (dir, _) = small_2x6();
    let bad = folder("bad");
    fs::create_dir_all(&bad).expect("made");
    let three = fs::read(layer_path(dir, 6, 3)).expect("read");
    let at = bad.join("x.tbl");
    let open = |bytes: &[u8], seeds: usize| {
        fs::write(&at, bytes).expect("written");
        LayerFile::open(&at, 6, seeds)
    };
    assert!(matches!(open(b"", 3), Err(TableFileError::Short { .. })));
    assert!(matches!(
        open(&three[..HEADER_BYTES + 5], 3),
        Err(TableFileError::Short { .. })
    ));
    let mut not_ours = three.clone();
    not_ours[0] = b'X';
    assert!(matches!(
        open(&not_ours, 3),
        Err(TableFileError::NotATable { .. })
    ));
    let mut newer = three.clone();
    newer[8] = 9;
    assert!(matches!(
        open(&newer, 3),
        Err(TableFileError::Version { found: 9, .. })
    ));
    // A file of format 1 (one checksum of the whole file) is refused, saying so.
    let mut older = three.clone();
    older[8] = 1;
    let refused = open(&older, 3).expect_err("format 1");
    assert!(
        matches!(refused, TableFileError::Version { found: 1, .. }),
        "{refused}"
    );
    assert!(
        refused.to_string().contains("format version 1"),
        "{refused}"
    );
    assert!(matches!(
        open(&three, 4),
        Err(TableFileError::Mismatch { field: "seeds", .. })
    ));
    assert!(matches!(
        LayerFile::open(&layer_path(dir, 6, 3), 7, 3),
        Err(TableFileError::Mismatch { field: "holes", .. })
    ));
    // A flipped bit in the table of block checksums: the header's checksum.
    let mut flipped = three.clone();
    let last = flipped.len() - 1;
    flipped[last] ^= 0x80;
    assert!(matches!(
        open(&flipped, 3),
        Err(TableFileError::Checksum { .. })
    ));
    assert!(matches!(
        LayerFile::open(&bad.join("missing.tbl"), 6, 3),
        Err(TableFileError::Io { .. })
    ));
    assert!(matches!(
        FileTables::open(dir, 5),
        Err(TableFileError::BadSize { holes: 5 })
    ));
    // Every error says which file.
    let message = open(&flipped, 3).expect_err("damaged").to_string();
    assert!(message.contains("x.tbl"), "{message}");
    fs::remove_dir_all(&bad).expect("cleaned");
    // The files are mapped now and needed no more on disk.
    let _ = small_2x6();
    remove_small();
}

#[test]
fn a_flipped_bit_or_a_zeroed_body_is_refused_naming_its_block() {
    let dir = folder("blocks");
    let (_, _) = build(6, 8, &dir);
    let path = layer_path(&dir, 6, 8);
    let good = fs::read(&path).expect("read");
    let header = Header::parse(&good, &path).expect("a header").0;
    assert!(header.blocks() > 20, "layer 8 spans many blocks");
    assert_eq!(header.file_bytes(), good.len() as u64);
    let at = dir.join("damaged.tbl");
    let open = |bytes: &[u8]| {
        fs::write(&at, bytes).expect("written");
        LayerFile::open(&at, 6, 8)
    };
    // One bit of block 20 (a byte of its middle), and of the last block's last byte.
    for (block, byte) in [
        (20, HEADER_BYTES + 20 * BLOCK_BYTES as usize + 1000),
        (header.blocks() - 1, header.sums_at() as usize - 1),
    ] {
        for bit in [0x01, 0x80] {
            let mut flipped = good.clone();
            flipped[byte] ^= bit;
            match open(&flipped) {
                Err(TableFileError::Block { block: b, .. }) => assert_eq!(b, block),
                other => panic!("block {block}, bit {bit:#x}: {other:?}"),
            }
        }
    }
    // The body zero-filled (the header and the table of checksums kept).
    let mut zeroed = good.clone();
    zeroed[HEADER_BYTES..header.sums_at() as usize].fill(0);
    let refused = open(&zeroed).expect_err("zero-filled");
    assert!(matches!(refused, TableFileError::Block { .. }), "{refused}");
    assert!(
        refused.to_string().contains("damaged.tbl") && refused.to_string().contains("block"),
        "{refused}"
    );
    // And the table of checksums made to fit the zeroed body: the header's checksum.
    let mut forged = zeroed.clone();
    let sums =
        urim_search::table_files::block_sums(&zeroed[HEADER_BYTES..header.sums_at() as usize]);
    forged[header.sums_at() as usize..].copy_from_slice(&sums);
    assert!(matches!(
        open(&forged),
        Err(TableFileError::Checksum { .. })
    ));
    assert!(open(&good).is_ok(), "the good file opens");
    fs::remove_dir_all(&dir).expect("cleaned");
}

#[test]
fn positions_past_the_files_or_of_another_size_get_no_value() {
    let (_, files) = small_2x6();
    let start = Position::start(Variant::standard(6).expect("2x6"));
    assert_eq!(files.value(&start), None);
    let seven = Position::start(Variant::standard(7).expect("2x7"));
    assert_eq!(files.value(&seven), None);
}

/// A 2x6 position with `seeds` on the board, stores holding the rest.
fn position(pits: &[u32], south: bool) -> Position {
    let variant = Variant::standard(6).expect("2x6");
    let on_board: u32 = pits.iter().sum();
    let rest = 36 - on_board;
    let setup = Setup {
        variant,
        pits: pits.to_vec(),
        stores: [rest / 2, rest - rest / 2],
        to_move: if south { Side::South } else { Side::North },
    };
    Position::from_setup(&setup).expect("valid")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(120))]

    /// On small layers every value the files call exact is the value a plain
    /// search finds for a game set up at the position (over the board's seeds),
    /// and every value lies within the files' bounds.
    #[test]
    fn exact_values_agree_with_a_plain_search(
        seeds_in in proptest::collection::vec(0usize..12, 0..=SEARCH_SEEDS as usize),
        south in any::<bool>(),
    ) {
        let (_, files) = small_2x6();
        let mut pits = [0u32; 12];
        for &pit in &seeds_in {
            pits[pit] += 1;
        }
        let pos = position(&pits, south);
        let v = files.value(&pos).expect("within the files");
        prop_assert!(v.lo <= v.value && v.value <= v.hi);
        let game = Game::from_position(pos);
        let me = pos.to_move();
        let stores = i32::from(pos.store(me)) - i32::from(pos.store(me.opponent()));
        if let Some(truth) = game_value(&game, SEARCH_NODES) {
            let over_board = truth - stores;
            if v.exact {
                prop_assert_eq!(v.value, over_board, "{:?}", pos);
            }
            // Whatever the history, the mover can force lo and be held to hi.
            prop_assert!(v.lo <= over_board && over_board <= v.hi, "{:?}: {} not in {:?}", pos, over_board, v);
        }
    }
}

#[test]
fn a_layer_built_in_two_parts_has_the_single_builds_bounds() {
    let dir = folder("parts");
    let seeds = 9;
    let (_, _) = build(6, seeds, &dir);
    let variant = Variant::standard(6).expect("2x6");
    let lower = FileTables::open_below(&dir, 6, seeds).expect("opened");
    let single = solve_layer(variant, seeds, &lower, &mut |_| {});
    let cut = cuts(12, seeds, 2);
    let mut parts: Vec<PartSolver> = (0..2)
        .map(|p| PartSolver::new(variant, seeds, &lower, cut.clone(), p))
        .collect();
    for part in &mut parts {
        part.read_moves(&mut |_| {});
    }
    let mut sent_between = 0;
    for v in thresholds(seeds) {
        for part in &mut parts {
            part.scan(v);
        }
        while parts.iter().any(|p| p.queued() > 0) {
            let outboxes: Vec<Vec<Vec<u64>>> = parts
                .iter_mut()
                .map(|p| {
                    p.spread_level(v);
                    p.take_outbox()
                })
                .collect();
            for (from, outbox) in outboxes.iter().enumerate() {
                for (to, tells) in outbox.iter().enumerate() {
                    assert!(to != from || tells.is_empty());
                    sent_between += tells.len();
                    parts[to].absorb(v, tells);
                }
            }
        }
    }
    assert!(sent_between > 0, "the parts told each other nothing");
    // Bound codes: the parts' in order, against the single build's.
    let boards = single.header.boards as usize;
    let joined: Vec<u8> = parts.iter().flat_map(|p| p.encode_part().0).collect();
    assert_eq!(joined, single.payload[..boards]);
    // And through the files, as the engine's driver joins them.
    for (p, part) in parts.iter().enumerate() {
        let (values, plies, _) = part.encode_part();
        write_part(&part_path(&dir, p), &values, &plies).expect("written");
    }
    let out = dir.join("joined");
    fs::create_dir_all(&out).expect("made");
    let header = join_parts(&dir, 6, seeds, &cut, &layer_path(&out, 6, seeds)).expect("joined");
    assert_eq!(header, single.header);
    LayerFile::open(&layer_path(&out, 6, seeds), 6, seeds).expect("a sound file");
    fs::remove_dir_all(&dir).expect("cleaned");
}

#[test]
fn the_bounds_satisfy_their_equations_and_a_wrong_bound_is_caught() {
    let dir = folder("equations");
    let (files, _) = build(6, 8, &dir);
    let variant = Variant::standard(6).expect("2x6");
    for seeds in 0..=8 {
        let checked = check_equations(&files, variant, seeds, 1).expect("equations hold");
        assert_eq!(checked, files.layers()[seeds].header().boards);
    }
    drop(files);
    // Layer 8 rewritten (with a good checksum) with one board's bounds moved.
    let eight = layer_path(&dir, 6, 8);
    let layer = LayerFile::open(&eight, 6, 8).expect("opened");
    let header = layer.header();
    drop(layer);
    let mut payload =
        fs::read(&eight).expect("read")[HEADER_BYTES..header.sums_at() as usize].to_vec();
    let at = 1000;
    payload[at] = if payload[at] == 0 { 1 } else { payload[at] - 1 };
    let count_cycles = |codes: &[u8]| {
        // Codes whose bounds meet, for 8 seeds: a * 9 - a * (a - 1) / 2.
        let equal: Vec<u8> = (0..=8u8)
            .map(|a| a * 9 - a * a.saturating_sub(1) / 2)
            .collect();
        codes.iter().filter(|c| !equal.contains(c)).count() as u64
    };
    let boards = header.boards as usize;
    let header = Header {
        cycles: count_cycles(&payload[..boards]),
        ..header
    };
    let solved = Solved {
        header,
        payload,
        peak_queue: 0,
    };
    write_layer(&eight, &solved).expect("written");
    let files = FileTables::open(&dir, 6).expect("a sound file");
    let wrong = check_equations(&files, variant, 8, 1).expect_err("the moved bound is caught");
    assert!(wrong.file.is_some());
    fs::remove_dir_all(&dir).expect("cleaned");
}
