//! The options objects the API takes, one derived struct each. serde's derive
//! reads them (through `read.rs`; its field names are the option names),
//! tsify declares them for TypeScript, and `args` checks that no other key is
//! given. Each value is kept as the JS value it was ([`Given`]), so that its
//! check can name the call, the option and the value in its message.
//! `deny_unknown_fields` makes any other deserializer refuse unknown keys; ours
//! only looks up the fields it knows, which is why `args` checks the keys.

use super::read::Given;
use serde::Deserialize;
use tsify::Tsify;

/// Options of `newGame`.
#[derive(Deserialize, Tsify, Default)]
#[serde(deny_unknown_fields)]
pub struct GameOptions {
    /// Seeds in each pit at the start (default 3).
    #[serde(default)]
    #[tsify(type = "3 | 4")]
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
    #[tsify(type = "3 | 4")]
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
    #[tsify(type = "1 | 2 | 3 | 4 | 5")]
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
