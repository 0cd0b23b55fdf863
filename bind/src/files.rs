//! The endgame table files through JS (engine module): the worker reads them
//! in slices over HTTP Range requests, and this side says which bytes it needs
//! and what they mean. `checkTableHeader` checks a layer file's header and
//! says where its payload and its table of block checksums are,
//! `checkTableSums` checks that table, `tableBlockSum` gives the checksum of
//! a block read (the worker compares it with the table's before it uses a
//! byte of the block); an
//! analysis lists the slices of the positions after its moves
//! (`fileLookups`), takes their bytes back (`giveFileValue`), and says the
//! best move by the files alone where they value every move (`fileChoice`).
//!
//! ```js
//! const layout = checkTableHeader(headBytes, fileLength, 6, 14); // throws when bad
//! checkTableSums(headBytes, bytesOf(layout.sums), 6, 14); // throws when damaged
//! // each block b of the payload, before its bytes are used:
//! tableBlockSum(bytesOf(block(b))) === sumsView.getBigUint64(8 * b, true);
//! const analysis = game.analyse({ level: 5 });
//! for (const { pit, seeds, value, plies } of analysis.fileLookups())
//!   analysis.giveFileValue(pit, bytesOf(seeds, value), bytesOf(seeds, plies));
//! ```

use super::analysis::Analysis;
use super::args;
use super::convert::to_js;
use super::refusal::{kind, Refused};
use serde::Serialize;
use tsify::Tsify;
use urim::notation::pit_name;
use urim_search::table_files::{
    block_sum, LayerSlices, TableFileError, BLOCK_BYTES, FORMAT_VERSION, SUM_BYTES,
};
use urim_search::Tables;
use wasm_bindgen::prelude::*;

/// The largest file length taken (2^53 - 1, what a JS number holds exactly).
const MAX_FILE_BYTES: i64 = (1 << 53) - 1;
/// The most seeds a layer can hold (2x7 with 4 seeds a pit).
const MAX_LAYER: i64 = 56;

/// Where the files hold the position after one move: `[start, end)` byte ranges.
#[derive(Serialize, Tsify)]
struct FileSlices {
    /// The move.
    pit: usize,
    /// The layer (seeds on the board after the move): which file.
    seeds: usize,
    /// The bytes of its bound code.
    value: [f64; 2],
    /// The byte of its forcing length.
    plies: [f64; 2],
}

/// The best move by the table files alone.
#[derive(Serialize, Tsify)]
struct FileChoice {
    /// The pit to play.
    pit: usize,
    /// Its letter.
    letter: char,
    /// The final seed difference after it with perfect play, mover's view.
    value: f64,
    /// True when every move's value is exact for this game.
    exact: bool,
}

/// What is wrong with a file, in a sentence. Not the error's own `Display`,
/// which would bring the system's I/O error texts into the module (a slice
/// reader has no I/O errors).
fn describe(file: &str, e: &TableFileError) -> Refused {
    let why = match e {
        TableFileError::Short { bytes, .. } => {
            format!("{bytes} bytes, not the length its header gives")
        }
        TableFileError::NotATable { .. } => "not an Urim table layer file".into(),
        TableFileError::Version { found, .. } => format!(
            "format version {found}, this engine reads {FORMAT_VERSION} (build the files again with urim-tables)"
        ),
        TableFileError::Mismatch {
            field,
            found,
            expected,
            ..
        } => format!("header gives {field} {found}, expected {expected}"),
        TableFileError::BadEntry { at, .. } => format!("entry {at} out of range"),
        TableFileError::BadSize { holes } => format!("no tables for {holes} pits a row"),
        TableFileError::Checksum { .. } => {
            "its table of block checksums does not match its header (file damaged)".into()
        }
        TableFileError::Block { block, .. } => {
            format!("block {block} does not match its checksum (file damaged)")
        }
        _ => "unreadable".into(),
    };
    let problem = match e {
        TableFileError::Checksum { .. } | TableFileError::Block { .. } => "damaged",
        TableFileError::Version { .. } => "version",
        _ => "bad",
    };
    Refused::new(&format!("{file}: {why}"), kind::TABLE_FILE)
        .text("file", file)
        .text("problem", problem)
}

/// Where a layer file keeps what: the answer of `checkTableHeader`, byte
/// ranges `[start, end)` from the file's start.
#[derive(Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
struct TableLayout {
    /// The bound codes and the ply bytes, checksummed by block.
    payload: [f64; 2],
    /// Bytes of a block of the payload (the last one may be shorter).
    block_bytes: f64,
    /// The table of block checksums (`sumBytes` a block, little-endian).
    sums: [f64; 2],
    /// Bytes of one block's checksum.
    sum_bytes: f64,
}

/// The layer of `seeds` seeds for `holes` pits a row, its arguments checked.
fn layer_of(holes: &JsValue, seeds: &JsValue) -> Result<LayerSlices, Refused> {
    let holes = args::integer_in(holes, "holes", 6, 7)? as usize;
    let seeds = args::integer_in(seeds, "seeds", 0, MAX_LAYER)? as usize;
    LayerSlices::new(holes, seeds).map_err(|e| describe("tables", &e))
}

/// A byte range as JS numbers (a file's length fits one exactly: checked).
fn range_of(range: &std::ops::Range<u64>) -> [f64; 2] {
    [range.start as f64, range.end as f64]
}

/// Checks the header of the layer file of `seeds` seeds for `holes` pits a row:
/// `head` its first 64 bytes (or more), `fileBytes` its length. Says where
/// the file keeps its payload and its table of block checksums.
///
/// # Errors
/// When the header is not the one of that layer (not a table file, another
/// format version, board or layer, a length other than the header gives).
#[wasm_bindgen(js_name = checkTableHeader, unchecked_return_type = "TableLayout")]
pub fn check_table_header(
    head: &[u8],
    #[wasm_bindgen(js_name = fileBytes, unchecked_param_type = "number")] file_bytes: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] holes: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] seeds: JsValue,
) -> Result<JsValue, Refused> {
    let file_bytes = args::integer_in(&file_bytes, "fileBytes", 0, MAX_FILE_BYTES)? as u64;
    let layer = layer_of(&holes, &seeds)?;
    layer
        .check_header(head, file_bytes)
        .map_err(|e| describe(&layer.file_name(), &e))?;
    to_js(&TableLayout {
        payload: range_of(&layer.payload_range()),
        block_bytes: BLOCK_BYTES as f64,
        sums: range_of(&layer.sums_range()),
        sum_bytes: SUM_BYTES as f64,
    })
}

/// Checks the table of block checksums of the layer file of `seeds` seeds for
/// `holes` pits a row (`sums`: the bytes of `checkTableHeader`'s `sums`)
/// against the checksum of its header `head`.
///
/// # Errors
/// When they differ (`problem: 'damaged'`), or the header is bad.
#[wasm_bindgen(js_name = checkTableSums)]
pub fn check_table_sums(
    head: &[u8],
    sums: &[u8],
    #[wasm_bindgen(unchecked_param_type = "number")] holes: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] seeds: JsValue,
) -> Result<(), Refused> {
    let layer = layer_of(&holes, &seeds)?;
    layer
        .check_sums(head, sums)
        .map_err(|e| describe(&layer.file_name(), &e))
}

/// The checksum of one block of a layer file's payload, as its table of
/// block checksums holds it (a block read whole is checked by comparing the
/// two), as a BigInt.
#[wasm_bindgen(js_name = tableBlockSum)]
#[must_use]
pub fn table_block_sum(block: &[u8]) -> u64 {
    block_sum(block)
}

#[wasm_bindgen]
impl Analysis {
    /// Where the table files hold the positions after the moves not valued
    /// yet, for those above the in-memory tables (12 seeds on 2x6, 10 on 2x7)
    /// that the game goes on after: `[{ pit, seeds, value: [start, end],
    /// plies: [start, end] }]`, byte ranges of file `urim-2xH-SS.tbl`.
    ///
    /// # Errors
    /// Never in practice (the list is written to JS).
    #[wasm_bindgen(js_name = fileLookups, unchecked_return_type = "FileSlices[]")]
    pub fn file_lookups(&mut self) -> Result<JsValue, Refused> {
        let above = Tables::default_seeds(self.variant());
        let lookups = self.analyser().file_lookups(above);
        let list: Vec<FileSlices> = lookups
            .iter()
            .map(|l| FileSlices {
                pit: l.pit,
                seeds: l.slices.seeds,
                value: [l.slices.value.start as f64, l.slices.value.end as f64],
                plies: [l.slices.plies.start as f64, l.slices.plies.end as f64],
            })
            .collect();
        self.set_lookups(lookups);
        to_js(&list)
    }

    /// Gives the bytes of the slices `fileLookups` listed for `pit`: `value`
    /// its bound code, `plies` its ply byte.
    ///
    /// # Errors
    /// When `pit` was not listed, a slice is short, or the code is out of range.
    #[wasm_bindgen(js_name = giveFileValue)]
    pub fn give_file_value(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] pit: JsValue,
        value: &[u8],
        plies: &[u8],
    ) -> Result<(), Refused> {
        let pit = args::integer_in(&pit, "pit", 0, 13)? as usize;
        let lookup = self
            .lookups()
            .iter()
            .find(|l| l.pit == pit)
            .cloned()
            .ok_or_else(|| {
                Refused::argument(
                    &format!("no table lookup for pit {pit}"),
                    "pit",
                    &pit.to_string(),
                )
            })?;
        let s = &lookup.slices;
        let layer = LayerSlices::new(self.variant().holes(), s.seeds)
            .map_err(|e| describe("tables", &e))?;
        let found = layer
            .decode(s.rank, value, plies, s.sweep)
            .map_err(|e| describe(&layer.file_name(), &e))?;
        self.analyser_mut().give_file_value(pit, found);
        Ok(())
    }

    /// The best move by the table files alone, when they (or the game's end)
    /// value every move: `{ pit, letter, value, exact }`, else undefined.
    ///
    /// # Errors
    /// Never in practice (the answer is written to JS).
    #[wasm_bindgen(js_name = fileChoice, unchecked_return_type = "FileChoice | undefined")]
    pub fn file_choice(&self) -> Result<JsValue, Refused> {
        match self.analyser().file_choice() {
            Some((pit, value, exact)) => to_js(&FileChoice {
                pit,
                letter: pit_name(self.variant(), pit),
                value,
                exact,
            }),
            None => Ok(JsValue::UNDEFINED),
        }
    }
}
