//! TypeScript declarations of the objects the API takes and returns. They go
//! into the generated `urim.d.ts` as written; `convert.rs` builds the objects,
//! `args.rs` and `record.rs` read the options. Keep them in step.

use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &'static str = r#"
/** A player. South owns pits 0..N-1 (letters A..), North pits N..2N-1 (letters a..). */
export type Side = "south" | "north";

/** One number for each player. */
export interface PerSide {
  south: number;
  north: number;
}

/** Options of `newGame`. */
export interface GameOptions {
  /** Seeds in each pit at the start (default 3). */
  seeds?: 3 | 4;
  /** Who moves first (default "south"). */
  first?: Side;
}

/** Options of `Game.fromPosition`. */
export interface PositionOptions {
  /** Seeds a pit of the variant: the position's total must match. Read from the total when absent. */
  seeds?: 3 | 4;
}

/** Options of `Game.record`: tag values, each on one line. Absent: the value the game was read with, else "?". */
export interface RecordOptions {
  /** The Date tag, e.g. "2026.11.30". */
  date?: string;
  /** South's player. */
  south?: string;
  /** North's player. */
  north?: string;
}

/** A pit that sowing passed by. */
export interface Skip {
  pit: number;
  letter: string;
  /** "origin": the emptied pit, reached by a full lap; "full": it held 17 seeds. */
  reason: "origin" | "full";
  /** Seeds sown before it was passed: it lies between sown[seed - 1] and sown[seed]. */
  seed: number;
}

/** What the last seed did. */
export interface Trigger {
  /** "fired": it made an opponent's pit 2 or 3 and a capture started; "own-row": it fell
   *  in the mover's row; "count": it fell in the opponent's row but made another count. */
  kind: "fired" | "own-row" | "count";
  /** Seeds in the last pit once the last seed fell (before any capture). */
  seeds: number;
}

/** A pit taken by the capture chain (kept even when the grand-slam rule cancels it). */
export interface ChainLink {
  pit: number;
  letter: string;
  seeds: number;
}

/** Where the capture chain stopped. */
export type ChainStop =
  /** The pit before the chain holds a count other than 2, 3 or 4 (it is not taken). */
  | { reason: "count"; pit: number; letter: string; seeds: number }
  /** The chain reached the end of the opponent's row; `pit` is the mover's own pit. */
  | { reason: "row-edge"; pit: number; letter: string; seeds: null };

/** How a game ended. */
export interface Ending {
  /** "no-capture-limit": 200 plies passed without a capture (part of the cycle rule). */
  reason: "starvation" | "cycle" | "no-capture-limit";
  /** The player who could not move (starvation only). */
  side: Side | null;
  /** Why they could not move (starvation only). */
  cause: "empty-row" | "cannot-feed" | null;
  /** Seeds each player took from their own row into their store at the end. */
  swept: PerSide;
}

/** Everything one move did, and the position it left. */
export interface MoveReport {
  mover: Side;
  /** The pit emptied, and its letter. */
  origin: number;
  letter: string;
  /** The move as a record writes it: the letter, then "+k" when it captured k. */
  notation: string;
  /** Seeds taken from the origin. */
  seeds: number;
  /** The opponent's row was empty, so the move had to feed it. */
  fed: boolean;
  /** Every pit that got a seed, in order (a pit appears twice on a lap). */
  sown: number[];
  skipped: Skip[];
  /** The pit the last seed fell in. */
  last: number;
  trigger: Trigger;
  /** The pits the capture chain took, trigger pit first. */
  chain: ChainLink[];
  /** Null when no capture was triggered. */
  chainStop: ChainStop | null;
  /** The capture would have emptied the opponent's row, so nothing was taken. */
  grandSlam: boolean;
  /** Seeds moved to the mover's store. */
  captured: number;
  /** The position after the move (after the final sweep when the game ended). */
  pits: number[];
  stores: PerSide;
  toMove: Side;
  position: string;
  /** Null unless this move ended the game. */
  ending: Ending | null;
}

/** The score now. */
export interface Score {
  /** Seeds held: the stores while the game goes on; stores plus rows once it is over. */
  south: number;
  north: number;
  over: boolean;
  /** Null while the game goes on. */
  winner: Side | "draw" | null;
  /** Match points: 2 for three quarters of the seeds, 1 for more than half. */
  points: PerSide;
  /** Null while the game goes on; the 200-ply limit counts as "cycle" (see `ending.reason`). */
  end: "starvation" | "cycle" | null;
  ending: Ending | null;
}

/** One move of the game so far. */
export interface HistoryEntry {
  /** 1 for the first move. */
  ply: number;
  side: Side;
  pit: number;
  letter: string;
  notation: string;
  captured: number;
  /** The position string after the move. */
  position: string;
  ending: Ending | null;
}
"#;
