//! The table files read in slices (as the engine's Web Worker reads them, a
//! board's few bytes at a time): equal to the memory-mapped reader on every
//! board of the small layers, and a bad header or a slice cut short refused
//! with a typed error, never a panic.

use std::fs;
use std::path::PathBuf;
use urim::{Game, Position, Setup, Side, Variant};
use urim_search::table_files::{position_slices, LayerSlices};
use urim_search::{analyse, Analyser, Options, SplitMix64, Tables};
use urim_tables::{build_layers, layer_path, FileTables, TableFileError, HEADER_BYTES};

/// Seeds the 2x6 layers are built and compared to.
const SEEDS_6: usize = 9;
/// Seeds the 2x7 layers are built and compared to.
const SEEDS_7: usize = 7;
/// Seeds a pit holds at the start (the stores take what the board lacks).
const START_SEEDS: u32 = 3;

/// A fresh folder for one test's files.
fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("urim-table-slices-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    dir
}

/// Every board of `pits` pits holding `seeds` seeds (no pit over the cap of 17).
fn boards(pits: usize, seeds: u32) -> Vec<Vec<u32>> {
    fn fill(at: usize, left: u32, board: &mut Vec<u32>, all: &mut Vec<Vec<u32>>) {
        let pits = board.len();
        if at == pits - 1 {
            if left <= 17 {
                board[at] = left;
                all.push(board.clone());
            }
            return;
        }
        for here in 0..=left.min(17) {
            board[at] = here;
            fill(at + 1, left - here, board, all);
        }
    }
    let mut all = Vec::new();
    fill(0, seeds, &mut vec![0; pits], &mut all);
    all
}

/// The position of `pits` with `to_move` to move, the stores holding the rest.
fn position(variant: Variant, pits: &[u32], to_move: Side) -> Option<Position> {
    let total = START_SEEDS * variant.pit_count() as u32;
    let rest = total - pits.iter().sum::<u32>();
    let setup = Setup {
        variant,
        pits: pits.to_vec(),
        stores: [rest / 2, rest - rest / 2],
        to_move,
    };
    Position::from_setup(&setup).ok()
}

/// The bytes of `range` of `file`.
fn slice(file: &[u8], range: &std::ops::Range<u64>) -> Vec<u8> {
    file[range.start as usize..range.end as usize].to_vec()
}

/// Builds layers 0 to `top` for `holes` pits a row and checks every board,
/// each side to move, read in slices against the memory-mapped reader.
fn slices_equal_the_map(holes: usize, top: usize) {
    let variant = Variant::standard(holes).expect("6 or 7");
    let dir = folder(&format!("equal{holes}"));
    build_layers(variant, top, &dir, &mut |_| {}, &mut |_, _| {}).expect("built");
    let files = FileTables::open(&dir, holes).expect("opened");
    let mut compared = 0u64;
    for seeds in 0..=top {
        let file = fs::read(layer_path(&dir, holes, seeds)).expect("read");
        let layer = LayerSlices::new(holes, seeds).expect("a board size");
        assert_eq!(layer.file_bytes(), file.len() as u64);
        let header = layer
            .check_header(&file[..HEADER_BYTES], file.len() as u64)
            .expect("a good header");
        assert_eq!(header.boards, layer.boards());
        for pits in boards(2 * holes, seeds as u32) {
            for to_move in [Side::South, Side::North] {
                let Some(pos) = position(variant, &pits, to_move) else {
                    continue;
                };
                let (at, where_) = position_slices(&pos).expect("a board size");
                assert_eq!(where_.seeds, seeds);
                let value = at
                    .decode(
                        where_.rank,
                        &slice(&file, &where_.value),
                        &slice(&file, &where_.plies),
                        where_.sweep,
                    )
                    .expect("decoded");
                assert_eq!(Some(value), files.value(&pos), "{pos:?}");
                compared += 1;
            }
        }
    }
    assert!(compared > 0);
    fs::remove_dir_all(&dir).expect("cleaned");
}

#[test]
fn slices_equal_the_mapped_files_on_every_small_2x6_board() {
    slices_equal_the_map(6, SEEDS_6);
}

#[test]
fn slices_equal_the_mapped_files_on_every_small_2x7_board() {
    slices_equal_the_map(7, SEEDS_7);
}

#[test]
fn bad_headers_and_short_slices_give_typed_errors() {
    let dir = folder("bad");
    let variant = Variant::standard(6).expect("2x6");
    build_layers(variant, 4, &dir, &mut |_| {}, &mut |_, _| {}).expect("built");
    let file = fs::read(layer_path(&dir, 6, 4)).expect("read");
    let size = file.len() as u64;
    let layer = LayerSlices::new(6, 4).expect("2x6");
    let head = &file[..HEADER_BYTES];
    assert!(layer.check_header(head, size).is_ok());
    let check = |bytes: &[u8], size: u64| layer.check_header(bytes, size);
    assert!(matches!(
        check(&head[..10], size),
        Err(TableFileError::Short { .. })
    ));
    assert!(matches!(
        check(head, size - 1),
        Err(TableFileError::Short { .. })
    ));
    let mut not_ours = head.to_vec();
    not_ours[0] = b'X';
    assert!(matches!(
        check(&not_ours, size),
        Err(TableFileError::NotATable { .. })
    ));
    let mut older = head.to_vec();
    older[8] = 1;
    assert!(matches!(
        check(&older, size),
        Err(TableFileError::Version { found: 1, .. })
    ));
    // Another layer's header, or another board's.
    let three = fs::read(layer_path(&dir, 6, 3)).expect("read");
    assert!(matches!(
        check(&three[..HEADER_BYTES], three.len() as u64),
        Err(TableFileError::Mismatch { field: "seeds", .. })
    ));
    let seven = LayerSlices::new(7, 4).expect("2x7");
    assert!(matches!(
        seven.check_header(head, size),
        Err(TableFileError::Mismatch { field: "holes", .. })
    ));
    assert!(matches!(
        LayerSlices::new(5, 4),
        Err(TableFileError::BadSize { holes: 5 })
    ));
    // Slices cut short, and a code out of range (5 seeds: 21 codes).
    assert!(matches!(
        layer.decode(0, &[], &[0], 0),
        Err(TableFileError::Short { .. })
    ));
    assert!(matches!(
        layer.decode(0, &[0], &[], 0),
        Err(TableFileError::Short { .. })
    ));
    assert!(matches!(
        layer.decode(7, &[200], &[0], 0),
        Err(TableFileError::BadEntry { at: 7, .. })
    ));
    // Every error names the file.
    let message = check(&not_ours, size).expect_err("bad").to_string();
    assert!(message.contains("urim-2x6-04.tbl"), "{message}");
    fs::remove_dir_all(&dir).expect("cleaned");
}

#[test]
fn a_reader_of_slices_checks_the_table_of_checksums_and_each_block_it_reads() {
    let dir = folder("blocks");
    let variant = Variant::standard(6).expect("2x6");
    build_layers(variant, 8, &dir, &mut |_| {}, &mut |_, _| {}).expect("built");
    let file = fs::read(layer_path(&dir, 6, 8)).expect("read");
    let layer = LayerSlices::new(6, 8).expect("2x6");
    assert_eq!(layer.file_bytes(), file.len() as u64);
    let head = &file[..HEADER_BYTES];
    let sums = slice(&file, &layer.sums_range());
    layer
        .check_sums(head, &sums)
        .expect("the table is vouched for");
    let payload = layer.payload_range();
    let blocks = layer.block_of(payload.end - 1).expect("the last block") + 1;
    assert_eq!(layer.block_of(payload.end), None);
    assert_eq!(layer.block_of(payload.start), Some(0));
    for block in 0..blocks {
        let range = layer.block_range(block);
        layer
            .check_block(&sums, block, &slice(&file, &range))
            .expect("a good block");
        // One bit flipped anywhere in it, or the block zero-filled: refused.
        for at in [range.start, (range.start + range.end) / 2, range.end - 1] {
            let mut bytes = slice(&file, &range);
            bytes[(at - range.start) as usize] ^= 0x10;
            assert!(matches!(
                layer.check_block(&sums, block, &bytes),
                Err(TableFileError::Block { block: b, .. }) if b == block
            ));
        }
        let zeros = vec![0u8; (range.end - range.start) as usize];
        if slice(&file, &range) != zeros {
            assert!(layer.check_block(&sums, block, &zeros).is_err());
        }
        // Cut short, or another block's bytes.
        let bytes = slice(&file, &range);
        assert!(layer.check_block(&sums, block, &bytes[1..]).is_err());
        let other = slice(&file, &layer.block_range((block + 1) % blocks));
        if other != bytes {
            assert!(layer.check_block(&sums, block, &other).is_err());
        }
    }
    // A flipped bit in the table itself, or a table cut short: the header's checksum.
    let mut table = sums.clone();
    table[3] ^= 1;
    assert!(matches!(
        layer.check_sums(head, &table),
        Err(TableFileError::Checksum { .. })
    ));
    assert!(matches!(
        layer.check_sums(head, &sums[8..]),
        Err(TableFileError::Checksum { .. })
    ));
    // Every value the file holds is in a block that passes.
    let board = LayerSlices::new(6, 8).expect("2x6");
    let where_ = board.board_slices(&[8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 8);
    for at in [where_.value.start, where_.plies.start] {
        assert!(board.block_of(at).is_some_and(|b| b < blocks));
    }
    fs::remove_dir_all(&dir).expect("cleaned");
}

/// The analysis of a game with the table files given in slices: a move after
/// which a capture-free run begins gets the files' exact value, equal to the
/// in-memory tables'; the other moves are searched, and where the search stays
/// an estimate the files' value stands in, marked as theirs.
#[test]
fn the_analysis_takes_file_values_read_in_slices() {
    const TOP: usize = 8;
    let variant = Variant::standard(6).expect("2x6");
    let dir = folder("analysis");
    build_layers(variant, TOP, &dir, &mut |_| {}, &mut |_, _| {}).expect("built");
    let files = FileTables::open(&dir, 6).expect("opened");
    let memory = Tables::build(variant, TOP);
    let layers: Vec<Vec<u8>> = (0..=TOP)
        .map(|seeds| fs::read(layer_path(&dir, 6, seeds)).expect("read"))
        .collect();
    let (mut exact_from_files, mut estimates, mut choices) = (0, 0, 0);
    let mut rng = SplitMix64::new(24);
    for _ in 0..200 {
        let mut pits = vec![0u32; 12];
        for _ in 0..(5 + rng.next_u64() % 4) {
            pits[(rng.next_u64() % 12) as usize] += 1;
        }
        let Some(pos) = position(variant, &pits, Side::South) else {
            continue;
        };
        let mut game = Game::from_position(pos);
        // A quiet move first, where there is one, so that the run has a past.
        if rng.next_u64() % 2 == 0 {
            let quiet = game.legal_moves().into_iter().find(|&pit| {
                let mut g = game.clone();
                g.play(pit).is_ok() && !g.is_over() && g.since_capture().count() > 1
            });
            if let Some(pit) = quiet {
                game.play(pit).expect("legal");
            }
        }
        let options = Options {
            nodes: Some(2_000),
            ..Options::level(3)
        };
        let mut analysis = Analyser::new(&game, options);
        for lookup in analysis.file_lookups(0) {
            let s = &lookup.slices;
            let layer = LayerSlices::new(6, s.seeds).expect("2x6");
            let file = &layers[s.seeds];
            let value = layer
                .decode(
                    s.rank,
                    &slice(file, &s.value),
                    &slice(file, &s.plies),
                    s.sweep,
                )
                .expect("decoded");
            analysis.give_file_value(lookup.pit, value);
        }
        while !analysis.step(None, u64::MAX) {}
        // The files' own best move, where they value every move: the top of
        // the values taken from them (a game end counts at its score).
        if let Some((pit, value, _)) = analysis.file_choice() {
            choices += 1;
            for v in analysis.values().iter().filter(|v| v.files) {
                assert!(
                    v.value <= value,
                    "{game:?}: {v:?} above the choice {pit} {value}"
                );
                if v.pit == pit {
                    assert_eq!(v.value, value);
                }
            }
        }
        let truth = analyse(
            &game,
            Options {
                nodes: Some(2_000),
                ..Options::level(5)
            },
            Some(&memory),
        );
        for (ours, theirs) in analysis.values().iter().zip(&truth) {
            assert_eq!(ours.pit, theirs.pit);
            if !ours.files {
                continue;
            }
            let mut after = game.clone();
            after.play(ours.pit).expect("legal");
            let p = after.position();
            let me = p.to_move();
            let stores = i32::from(p.store(me)) - i32::from(p.store(me.opponent()));
            let v = files.value(p).expect("in the files");
            assert_eq!(
                ours.value,
                -f64::from(stores + v.value),
                "{game:?} {ours:?}"
            );
            if ours.exact {
                assert!(theirs.exact, "{game:?} {ours:?} {theirs:?}");
                assert_eq!(ours.value, theirs.value, "{game:?}");
                exact_from_files += 1;
            } else {
                estimates += 1;
            }
        }
    }
    assert!(
        exact_from_files > 0 && estimates > 0 && choices > 0,
        "{exact_from_files} {estimates} {choices}"
    );
    fs::remove_dir_all(&dir).expect("cleaned");
}
