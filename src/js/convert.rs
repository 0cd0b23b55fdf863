//! The plain JS objects the API hands back, built from the core's types.
//! Field names are camelCase; sides are `"south"`/`"north"`; anything given per
//! side is `{ south, north }`; "nothing" is `null`, never `undefined`.
//! `types.rs` declares the same shapes for TypeScript: keep the two in step.

use crate::game::{Game as CoreGame, Score as CoreScore};
use crate::notation::pit_name;
use crate::rules::{
    ChainStop, EndReason, Ending, GameResult, MoveReport, Position, Side, SkipReason, StarveCause,
    Trigger, Variant,
};
use serde::Serialize;
use serde_wasm_bindgen::Serializer;
use wasm_bindgen::{JsError, JsValue};

/// A side as JS spells it: `"south"` or `"north"`.
#[must_use]
pub const fn side_name(side: Side) -> &'static str {
    match side {
        Side::South => "south",
        Side::North => "north",
    }
}

/// Turns a value into its JS object: `null` for `None`, plain objects, plain arrays.
///
/// # Errors
/// Only if a number does not fit a JS number, which none of ours can reach.
pub fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsError> {
    value
        .serialize(&Serializer::json_compatible())
        .map_err(|e| JsError::new(&format!("could not build the result: {e}")))
}

/// Two numbers, one per side.
#[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
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
}

/// A pit that sowing passed by.
#[derive(Serialize)]
pub struct JsSkip {
    pit: usize,
    letter: char,
    reason: &'static str,
    seed: usize,
}

/// What the last seed did: started a capture, or why it did not.
#[derive(Serialize)]
pub struct JsTrigger {
    kind: &'static str,
    seeds: u32,
}

/// A pit taken by the capture chain.
#[derive(Serialize)]
pub struct JsLink {
    pit: usize,
    letter: char,
    seeds: u8,
}

/// Where the capture chain stopped.
#[derive(Serialize)]
pub struct JsChainStop {
    pit: usize,
    letter: char,
    reason: &'static str,
    seeds: Option<u8>,
}

/// How a game ended.
#[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
pub struct JsEnding {
    reason: &'static str,
    side: Option<&'static str>,
    cause: Option<&'static str>,
    swept: PerSide,
}

impl From<Ending> for JsEnding {
    fn from(ending: Ending) -> JsEnding {
        let (reason, side, cause) = match ending.reason {
            EndReason::Starvation { side, cause } => (
                "starvation",
                Some(side_name(side)),
                Some(match cause {
                    StarveCause::EmptyRow => "empty-row",
                    StarveCause::CannotFeed => "cannot-feed",
                }),
            ),
            EndReason::Cycle => ("cycle", None, None),
            EndReason::NoCaptureLimit => ("no-capture-limit", None, None),
        };
        JsEnding {
            reason,
            side,
            cause,
            swept: PerSide::new(ending.swept),
        }
    }
}

/// The short end reason of the score: the ply limit is part of the cycle rule.
fn end_kind(ending: &Ending) -> &'static str {
    match ending.reason {
        EndReason::Starvation { .. } => "starvation",
        EndReason::Cycle | EndReason::NoCaptureLimit => "cycle",
    }
}

/// A move as written in a record: its letter, then `+k` for a capture of k.
#[must_use]
pub fn move_text(variant: Variant, pit: usize, captured: u8) -> String {
    let letter = pit_name(variant, pit);
    if captured > 0 {
        format!("{letter}+{captured}")
    } else {
        letter.to_string()
    }
}

/// Everything one move did, and the position it left.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct JsReport {
    mover: &'static str,
    origin: usize,
    letter: char,
    notation: String,
    seeds: u8,
    fed: bool,
    sown: Vec<usize>,
    skipped: Vec<JsSkip>,
    last: usize,
    trigger: JsTrigger,
    chain: Vec<JsLink>,
    chain_stop: Option<JsChainStop>,
    grand_slam: bool,
    captured: u8,
    pits: Vec<u8>,
    stores: PerSide,
    to_move: &'static str,
    position: String,
    ending: Option<JsEnding>,
}

impl JsReport {
    /// The JS form of `report`, a move played from `before`.
    #[must_use]
    pub fn new(before: &Position, report: &MoveReport) -> JsReport {
        let variant = before.variant();
        let letter = |pit: usize| pit_name(variant, pit);
        let after = &report.after;
        // The last pit's count once the last seed fell, before any capture.
        let landed = report.sown.iter().filter(|&&p| p == report.last).count();
        let last_seeds = u32::from(before.seeds(report.last)) + landed as u32;
        let kind = match report.trigger {
            Trigger::Fired => "fired",
            Trigger::OwnRow => "own-row",
            Trigger::Count(_) => "count",
        };
        JsReport {
            mover: side_name(report.mover),
            origin: report.origin,
            letter: letter(report.origin),
            notation: move_text(variant, report.origin, report.captured),
            seeds: report.seeds,
            fed: report.fed,
            sown: report.sown.clone(),
            skipped: report
                .skipped
                .iter()
                .map(|s| JsSkip {
                    pit: s.pit,
                    letter: letter(s.pit),
                    reason: match s.reason {
                        SkipReason::Origin => "origin",
                        SkipReason::Full => "full",
                    },
                    seed: s.seed,
                })
                .collect(),
            last: report.last,
            trigger: JsTrigger {
                kind,
                seeds: last_seeds,
            },
            chain: report
                .chain
                .iter()
                .map(|c| JsLink {
                    pit: c.pit,
                    letter: letter(c.pit),
                    seeds: c.seeds,
                })
                .collect(),
            chain_stop: report.chain_stop.map(|stop| match stop {
                ChainStop::Count { pit, seeds } => JsChainStop {
                    pit,
                    letter: letter(pit),
                    reason: "count",
                    seeds: Some(seeds),
                },
                ChainStop::RowEdge { pit } => JsChainStop {
                    pit,
                    letter: letter(pit),
                    reason: "row-edge",
                    seeds: None,
                },
            }),
            grand_slam: report.grand_slam,
            captured: report.captured,
            pits: after.pits().to_vec(),
            stores: PerSide::new([after.store(Side::South), after.store(Side::North)]),
            to_move: side_name(after.to_move()),
            position: after.to_string(),
            ending: report.ending.map(JsEnding::from),
        }
    }
}

/// The score of a game.
#[derive(Serialize, Debug, PartialEq, Eq)]
pub struct JsScore {
    south: u32,
    north: u32,
    over: bool,
    winner: Option<&'static str>,
    points: PerSide,
    end: Option<&'static str>,
    ending: Option<JsEnding>,
}

impl From<CoreScore> for JsScore {
    fn from(score: CoreScore) -> JsScore {
        JsScore {
            south: score.seeds[0],
            north: score.seeds[1],
            over: score.ending.is_some(),
            winner: score.result.map(|r| match r {
                GameResult::Win(side) => side_name(side),
                GameResult::Draw => "draw",
            }),
            points: PerSide::new(score.points),
            end: score.ending.as_ref().map(end_kind),
            ending: score.ending.map(JsEnding::from),
        }
    }
}

/// One move of the game's history.
#[derive(Serialize)]
pub struct JsPly {
    ply: usize,
    side: &'static str,
    pit: usize,
    letter: char,
    notation: String,
    captured: u8,
    position: String,
    ending: Option<JsEnding>,
}

/// The moves played so far, oldest first.
#[must_use]
pub fn history(game: &CoreGame) -> Vec<JsPly> {
    let variant = game.variant();
    game.plies()
        .iter()
        .enumerate()
        .map(|(i, ply)| JsPly {
            ply: i + 1,
            side: side_name(variant.owner(ply.pit)),
            pit: ply.pit,
            letter: pit_name(variant, ply.pit),
            notation: move_text(variant, ply.pit, ply.captured),
            captured: ply.captured,
            position: ply.position.to_string(),
            ending: ply.ending.map(JsEnding::from),
        })
        .collect()
}
