//! The options objects the API takes, one derived struct each. serde's derive
//! reads them (through `read.rs`; its field names are the option names),
//! tsify declares them for TypeScript, and `args` checks that no other key is
//! given. Each value is kept as the JS value it was ([`Given`]), so that its
//! check can name the call, the option and the value in its message.
//! `deny_unknown_fields` makes any other deserializer refuse unknown keys; ours
//! only looks up the fields it knows, which is why `args` checks the keys.
//!
//! The values an option accepts are declared once (the macro `accepted!`): the check
//! reads the array, and the TypeScript declarations name the type alias the
//! same declaration writes, so the two cannot drift.

use super::read::Given;
use serde::Deserialize;
use tsify::Tsify;
use wasm_bindgen::prelude::*;

/// Declares, once, the values an option accepts: a constant array of them,
/// which the check reads, and a TypeScript type alias of their union (with
/// the doc as its JSDoc), which the declarations name, e.g.
/// `#[tsify(type = "SeedCount")]`. With a second name, also an alias of the
/// tuple of them all, in order (for `rules()`).
macro_rules! accepted {
    (
        $(#[cfg($cfg:meta)])?
        $doc:literal
        $name:ident: $t:ty = [$first:literal $(, $more:literal)*]
        as $alias:literal, $tuple:literal
    ) => {
        accepted!($(#[cfg($cfg)])? $doc $name: $t = [$first $(, $more)*] as $alias);

        $(#[cfg($cfg)])?
        const _: () = {
            #[wasm_bindgen(typescript_custom_section)]
            const DECLARED: &str = concat!(
                "/** ", $doc, " All of them, in order. */\nexport type ", $tuple,
                " = [", $first $(, ", ", $more)*, "];",
            );
        };
    };
    (
        $(#[cfg($cfg:meta)])?
        $doc:literal
        $name:ident: $t:ty = [$first:literal $(, $more:literal)*]
        as $alias:literal
    ) => {
        #[doc = $doc]
        $(#[cfg($cfg)])?
        pub const $name: [$t; [$first $(, $more)*].len()] = [$first $(, $more)*];

        $(#[cfg($cfg)])?
        const _: () = {
            #[wasm_bindgen(typescript_custom_section)]
            const DECLARED: &str = concat!(
                "/** ", $doc, " */\nexport type ", $alias, " = ", $first $(, " | ", $more)*, ";",
            );
        };
    };
}

accepted!("The board sizes: pits per row." BOARD_SIZES: usize = [6, 7] as "BoardSize", "BoardSizes");
accepted!("The seeds a pit may start with." SEED_COUNTS: usize = [3, 4] as "SeedCount", "SeedCounts");
accepted!("The computer's levels: 1 Beginner, 2 Easy, 3 Medium, 4 Hard, 5 Expert."
    LEVELS: u8 = [1, 2, 3, 4, 5] as "Level");
accepted!(#[cfg(feature = "engine")]
    "The levels an analysis takes: below them the levels slip on purpose, which would not be best play."
    ANALYSIS_LEVELS: u8 = [3, 4, 5] as "AnalysisLevel");

// The values above are the rules' and the search's own: checked when built.
const _: () = {
    use urim::rules::variant::{ANCESTRAL_SEEDS, MIN_HOLES, STANDARD_SEEDS};
    assert!(BOARD_SIZES[0] == MIN_HOLES && BOARD_SIZES[1] == urim::rules::MAX_HOLES);
    assert!(SEED_COUNTS[0] == STANDARD_SEEDS as usize);
    assert!(SEED_COUNTS[1] == ANCESTRAL_SEEDS as usize);
    assert!(consecutive(&LEVELS));
};
#[cfg(feature = "engine")]
const _: () = {
    use urim_search::{MAX_LEVEL, MIN_ANALYSIS_LEVEL, MIN_LEVEL};
    assert!(LEVELS[0] == MIN_LEVEL && LEVELS[LEVELS.len() - 1] == MAX_LEVEL);
    assert!(consecutive(&ANALYSIS_LEVELS));
    assert!(ANALYSIS_LEVELS[ANALYSIS_LEVELS.len() - 1] == MAX_LEVEL);
    assert!(ANALYSIS_LEVELS[0] == MIN_ANALYSIS_LEVEL);
};

/// Whether `values` go up by one from each to the next (so that a range
/// check of the first to the last is a check of them all).
const fn consecutive(values: &[u8]) -> bool {
    let mut i = 1;
    while i < values.len() {
        if values[i] != values[i - 1] + 1 {
            return false;
        }
        i += 1;
    }
    true
}

/// Options of `newGame`.
#[derive(Deserialize, Tsify, Default)]
#[serde(deny_unknown_fields)]
pub struct GameOptions {
    /// Seeds in each pit at the start (default 3).
    #[serde(default)]
    #[tsify(type = "SeedCount")]
    pub seeds: Given,
    /// Who moves first (default "south").
    #[serde(default)]
    #[tsify(type = "Side")]
    pub first: Given,
}

/// Options of `Game.fromPosition`.
#[derive(Deserialize, Tsify, Default)]
#[serde(deny_unknown_fields)]
pub struct PositionOptions {
    /// Seeds a pit of the variant: the position's total must match. Read from the total when absent.
    #[serde(default)]
    #[tsify(type = "SeedCount")]
    pub seeds: Given,
}

/// Options of `Game.record`: tag values, each on one line. Absent: the value the game was read with, else "?".
#[cfg(feature = "records")]
#[derive(Deserialize, Tsify, Default)]
#[serde(deny_unknown_fields)]
pub struct RecordOptions {
    /// The Date tag, e.g. "2026.11.30".
    #[serde(default)]
    #[tsify(type = "string")]
    pub date: Given,
    /// South's player.
    #[serde(default)]
    #[tsify(type = "string")]
    pub south: Given,
    /// North's player.
    #[serde(default)]
    #[tsify(type = "string")]
    pub north: Given,
}

/// Options of `bestMove` and `search`. Without `timeMs`, `nodes` or `depth`, the level's own time budget applies.
#[derive(Deserialize, Tsify, Default)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct SearchOptions {
    /// 1 Beginner, 2 Easy, 3 Medium (default), 4 Hard, 5 Expert.
    #[serde(default)]
    #[tsify(type = "Level")]
    pub level: Given,
    /// Time budget in milliseconds.
    #[serde(default)]
    #[tsify(type = "number")]
    pub time_ms: Given,
    /// Node budget: equal budgets and seeds give equal answers.
    #[serde(default)]
    #[tsify(type = "number")]
    pub nodes: Given,
    /// Seed of the lower levels' random slips.
    #[serde(default)]
    #[tsify(type = "number")]
    pub seed: Given,
    /// Deepest iteration (plies).
    #[serde(default)]
    #[tsify(type = "number")]
    pub depth: Given,
}
