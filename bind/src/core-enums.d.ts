// The core's enums as JS sees them (the core's serde derives write these names).
/** A player. South owns pits 0..N-1 (letters A..), North pits N..2N-1 (letters a..). */
export type Side = "south" | "north";
/** Why sowing passed a pit by: it was the emptied pit (reached by a full lap), or it held 17 seeds. */
export type SkipReason = "origin" | "full";
/** Why a starved player could not move: their own row is empty, or no move of theirs can feed the opponent's empty row. */
export type StarveCause = "empty-row" | "cannot-feed";
