//! The table files read in slices (as the engine's Web Worker reads them, a
//! board's few bytes at a time): equal to the memory-mapped reader on every
//! board of the small layers, and a bad header or a slice cut short refused
//! with a typed error, never a panic.

use std::fs;
use std::path::PathBuf;
use urim::search::table_files::{
    build_layers, layer_path, position_slices, FileTables, LayerSlices, TableFileError,
    HEADER_BYTES,
};
use urim::{Position, Setup, Side, Variant};

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
    let mut newer = head.to_vec();
    newer[8] = 2;
    assert!(matches!(
        check(&newer, size),
        Err(TableFileError::Version { found: 2, .. })
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
