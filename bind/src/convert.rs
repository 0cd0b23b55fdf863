//! The plain JS objects the API hands back, one derived type each, built from
//! the core's types. serde writes each object (field names camelCase, sides
//! `"south"`/`"north"`, anything given per side `{ south, north }`, "nothing"
//! `null`, never `undefined`) and tsify writes its TypeScript declaration from
//! the same type, doc comments included. The core's enums that JS sees as they
//! are (the sides, why a pit was skipped, why a player starved) are written by
//! the core's own serde derives (its `serde` feature); only their TypeScript
//! names are declared here, and a test checks them against those derives. The
//! types below are the ones whose JS shape is not the core's (letters added,
//! reasons flattened).

use super::refusal::{kind, Refused};
#[cfg(not(feature = "engine"))]
use super::write;
use serde::Serialize;
use tsify::Tsify;
use urim::game::{Game as CoreGame, Score as CoreScore};
use urim::notation::{move_text, pit_name};
use urim::rules::{self, GameResult, Position, Side, SkipReason, StarveCause};
use wasm_bindgen::prelude::*;

/// Turns a value into its JS object: `null` for `None`, plain objects, plain arrays.
/// The page and records modules write it with the small writer of `write`; the
/// engine module, which has the room, with serde-wasm-bindgen, set to write
/// "nothing" as `null` the same way. `bind/tests/wasm_api.rs` checks that both
/// give the same JSON for every kind of value the results hold.
///
/// # Errors
/// Only if a number does not fit a JS number, which none of ours can reach.
pub fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, Refused> {
    write_value(value).map_err(unbuilt)
}

/// The refusal of a result that could not be built (never in practice).
#[cold]
#[inline(never)]
fn unbuilt(why: String) -> Refused {
    Refused::new(
        &format!("could not build the result: {why}"),
        kind::INTERNAL,
    )
}

/// Writes `value` as [`to_js`] does, the error as its text: for the fields of
/// a thrown `Error` (`refusal.rs`).
///
/// # Errors
/// Only if a number does not fit a JS number, which none of ours can reach.
pub fn write_value<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, String> {
    #[cfg(feature = "engine")]
    let written =
        value.serialize(&serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true));
    #[cfg(not(feature = "engine"))]
    let written = write::write(value);
    written.map_err(|e| e.to_string())
}

/// The TypeScript names of the core's enums that JS sees, as the core's serde
/// derives write them (`core-enums.d.ts`, checked against those derives by a test).
#[wasm_bindgen(typescript_custom_section)]
const CORE_ENUMS: &str = include_str!("core-enums.d.ts");

/// One number for each player.
#[derive(Serialize, Tsify, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PerSide {
    /// South's number.
    pub south: u32,
    /// North's number.
    pub north: u32,
}

impl PerSide {
    /// From a `[south, north]` pair.
    pub fn new<T: Into<u32> + Copy>(pair: [T; 2]) -> PerSide {
        PerSide {
            south: pair[0].into(),
            north: pair[1].into(),
        }
    }

    /// The two stores of `pos`.
    #[must_use]
    pub fn stores(pos: &Position) -> PerSide {
        PerSide::new([pos.store(rules::Side::South), pos.store(rules::Side::North)])
    }
}

/// A pit that sowing passed by.
#[derive(Serialize, Tsify)]
pub struct Skip {
    pit: usize,
    letter: char,
    reason: SkipReason,
    /// Seeds sown before it was passed: it lies between sown[seed - 1] and sown[seed].
    seed: usize,
}

/// What the last seed did.
#[derive(Serialize, Tsify)]
#[serde(rename_all = "kebab-case")]
pub enum TriggerKind {
    /// It made an opponent's pit 2 or 3 and a capture started.
    Fired,
    /// It fell in the mover's row.
    OwnRow,
    /// It fell in the opponent's row but made another count.
    Count,
}

/// What the last seed did.
#[derive(Serialize, Tsify)]
pub struct Trigger {
    kind: TriggerKind,
    /// Seeds in the last pit once the last seed fell (before any capture).
    seeds: u32,
}

/// A pit taken by the capture chain (kept even when the grand-slam rule cancels it).
#[derive(Serialize, Tsify)]
pub struct ChainLink {
    pit: usize,
    letter: char,
    seeds: u8,
}

/// Where the capture chain stopped.
#[derive(Serialize, Tsify)]
#[serde(tag = "reason", rename_all = "kebab-case")]
pub enum ChainStop {
    /// The pit before the chain holds a count other than 2, 3 or 4 (it is not taken).
    Count {
        /// The pit.
        pit: usize,
        /// Its letter.
        letter: char,
        /// Its seeds.
        seeds: u8,
    },
    /// The chain reached the end of the opponent's row; `pit` is the mover's own pit.
    RowEdge {
        /// The pit.
        pit: usize,
        /// Its letter.
        letter: char,
        /// Always null.
        #[tsify(type = "null")]
        seeds: (),
    },
}

/// Why a game ended.
#[derive(Serialize, Tsify, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum EndReason {
    /// The player to move had no legal move.
    Starvation,
    /// A position came back with no capture since it was first seen.
    Cycle,
    /// 200 plies passed without a capture (part of the cycle rule).
    NoCaptureLimit,
}

/// How a game ended.
#[derive(Serialize, Tsify, Clone, Copy, Debug, PartialEq, Eq)]
#[tsify(missing_as_null)]
pub struct Ending {
    reason: EndReason,
    /// The player who could not move (starvation only).
    side: Option<Side>,
    /// Why they could not move (starvation only).
    cause: Option<StarveCause>,
    /// Seeds each player took from their own row into their store at the end.
    swept: PerSide,
}

impl From<rules::Ending> for Ending {
    fn from(ending: rules::Ending) -> Ending {
        let (reason, side, cause) = match ending.reason {
            rules::EndReason::Starvation { side, cause } => {
                (EndReason::Starvation, Some(side), Some(cause))
            }
            rules::EndReason::Cycle => (EndReason::Cycle, None, None),
            rules::EndReason::NoCaptureLimit => (EndReason::NoCaptureLimit, None, None),
        };
        Ending {
            reason,
            side,
            cause,
            swept: PerSide::new(ending.swept),
        }
    }
}

/// Everything one move did, and the position it left.
#[derive(Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
#[tsify(missing_as_null)]
pub struct MoveReport {
    mover: Side,
    /// The pit emptied, and its letter.
    origin: usize,
    letter: char,
    /// The move as a record writes it: the letter, then "+k" when it captured k.
    notation: String,
    /// Seeds taken from the origin.
    seeds: u8,
    /// The opponent's row was empty, so the move had to feed it.
    fed: bool,
    /// Every pit that got a seed, in order (a pit appears twice on a lap).
    sown: Vec<usize>,
    skipped: Vec<Skip>,
    /// The pit the last seed fell in.
    last: usize,
    trigger: Trigger,
    /// The pits the capture chain took, trigger pit first.
    chain: Vec<ChainLink>,
    /// Null when no capture was triggered.
    chain_stop: Option<ChainStop>,
    /// The capture would have emptied the opponent's row, so nothing was taken.
    grand_slam: bool,
    /// Seeds moved to the mover's store.
    captured: u8,
    /// The position after the move (after the final sweep when the game ended).
    pits: Vec<u8>,
    stores: PerSide,
    to_move: Side,
    position: String,
    /// Null unless this move ended the game.
    ending: Option<Ending>,
}

impl MoveReport {
    /// The JS form of `report`, a move played from `before`.
    #[must_use]
    pub fn new(before: &Position, report: &rules::MoveReport) -> MoveReport {
        let variant = before.variant();
        let letter = |pit: usize| pit_name(variant, pit);
        let after = &report.after;
        // The last pit's count once the last seed fell, before any capture.
        let landed = report.sown.iter().filter(|&&p| p == report.last).count();
        let last_seeds = u32::from(before.seeds(report.last)) + landed as u32;
        let kind = match report.trigger {
            rules::Trigger::Fired => TriggerKind::Fired,
            rules::Trigger::OwnRow => TriggerKind::OwnRow,
            rules::Trigger::Count(_) => TriggerKind::Count,
        };
        MoveReport {
            mover: report.mover,
            origin: report.origin,
            letter: letter(report.origin),
            notation: move_text(variant, report.origin, report.captured),
            seeds: report.seeds,
            fed: report.fed,
            sown: report.sown.clone(),
            skipped: report
                .skipped
                .iter()
                .map(|s| Skip {
                    pit: s.pit,
                    letter: letter(s.pit),
                    reason: s.reason,
                    seed: s.seed,
                })
                .collect(),
            last: report.last,
            trigger: Trigger {
                kind,
                seeds: last_seeds,
            },
            chain: report
                .chain
                .iter()
                .map(|c| ChainLink {
                    pit: c.pit,
                    letter: letter(c.pit),
                    seeds: c.seeds,
                })
                .collect(),
            chain_stop: report.chain_stop.map(|stop| match stop {
                rules::ChainStop::Count { pit, seeds } => ChainStop::Count {
                    pit,
                    letter: letter(pit),
                    seeds,
                },
                rules::ChainStop::RowEdge { pit } => ChainStop::RowEdge {
                    pit,
                    letter: letter(pit),
                    seeds: (),
                },
            }),
            grand_slam: report.grand_slam,
            captured: report.captured,
            pits: after.pits().to_vec(),
            stores: PerSide::stores(after),
            to_move: after.to_move(),
            position: after.to_string(),
            ending: report.ending.map(Ending::from),
        }
    }
}

/// Who won: a side, or neither.
#[derive(Serialize, Tsify, Debug, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum Winner {
    /// South holds more seeds.
    South,
    /// North holds more seeds.
    North,
    /// Both hold the same number.
    Draw,
}

/// How the game ended, in short: the 200-ply limit counts as "cycle".
#[derive(Serialize, Tsify, Debug, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum EndKind {
    /// The player to move had no legal move.
    Starvation,
    /// The cycle rule, the 200-ply limit included.
    Cycle,
}

/// The score now.
#[derive(Serialize, Tsify, Debug, PartialEq, Eq)]
#[tsify(missing_as_null)]
pub struct Score {
    /// Seeds held: the stores while the game goes on; stores plus rows once it is over.
    south: u32,
    north: u32,
    over: bool,
    /// Null while the game goes on.
    winner: Option<Winner>,
    /// Match points: 2 for three quarters of the seeds, 1 for more than half.
    points: PerSide,
    /// Null while the game goes on; the 200-ply limit counts as "cycle" (see `ending.reason`).
    end: Option<EndKind>,
    ending: Option<Ending>,
}

impl From<CoreScore> for Score {
    fn from(score: CoreScore) -> Score {
        Score {
            south: score.seeds[0],
            north: score.seeds[1],
            over: score.ending.is_some(),
            winner: score.result.map(|r| match r {
                GameResult::Win(rules::Side::South) => Winner::South,
                GameResult::Win(rules::Side::North) => Winner::North,
                GameResult::Draw => Winner::Draw,
            }),
            points: PerSide::new(score.points),
            end: score.ending.map(|ending| match ending.reason {
                rules::EndReason::Starvation { .. } => EndKind::Starvation,
                rules::EndReason::Cycle | rules::EndReason::NoCaptureLimit => EndKind::Cycle,
            }),
            ending: score.ending.map(Ending::from),
        }
    }
}

/// One move of the game so far.
#[derive(Serialize, Tsify)]
#[tsify(missing_as_null)]
pub struct HistoryEntry {
    /// 1 for the first move.
    ply: usize,
    side: Side,
    pit: usize,
    letter: char,
    notation: String,
    captured: u8,
    /// The position string after the move.
    position: String,
    ending: Option<Ending>,
}

/// The moves played so far, oldest first.
#[must_use]
pub fn history(game: &CoreGame) -> Vec<HistoryEntry> {
    let variant = game.variant();
    game.plies()
        .iter()
        .enumerate()
        .map(|(i, ply)| HistoryEntry {
            ply: i + 1,
            side: variant.owner(ply.pit),
            pit: ply.pit,
            letter: pit_name(variant, ply.pit),
            notation: move_text(variant, ply.pit, ply.captured),
            captured: ply.captured,
            position: ply.position.to_string(),
            ending: ply.ending.map(Ending::from),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::read;

    /// The TypeScript line of a core enum, from the names its serde derive gives.
    fn declared<'de, T: serde::Deserialize<'de>>(name: &str) -> String {
        let names: Vec<String> = read::names::<T>()
            .iter()
            .map(|n| format!("\"{n}\""))
            .collect();
        format!("export type {name} = {};", names.join(" | "))
    }

    #[test]
    fn the_core_enums_are_declared_as_serde_names_them() {
        for line in [
            declared::<Side>("Side"),
            declared::<SkipReason>("SkipReason"),
            declared::<StarveCause>("StarveCause"),
        ] {
            assert!(
                include_str!("core-enums.d.ts").lines().any(|l| l == line),
                "{line}"
            );
        }
    }
}
