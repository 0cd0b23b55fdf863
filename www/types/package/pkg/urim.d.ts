// A copy of the build's pkg/ declarations, for the type check without a wasm build (.ci/type-stand-in.mjs).
/* tslint:disable */
/* eslint-disable */

/** A position as its parts, as `Game.fromSetUp` takes it and `pits()`, `stores()`, `toMove()` give it. */
export interface SetUp {
    /** Seeds in each pit, in index order (South's `A..`, then North's `a..`): 12 or 14 counts. */
    pits: number[];
    /** Seeds in each store. */
    stores: PerSide;
    /** Who moves. */
    toMove: Side;
}


/**
 * A pit taken by the capture chain (kept even when the grand-slam rule cancels it).
 */
export interface ChainLink {
    pit: number;
    letter: string;
    seeds: number;
}

/**
 * A pit that sowing passed by.
 */
export interface Skip {
    pit: number;
    letter: string;
    reason: SkipReason;
    /**
     * Seeds sown before it was passed: it lies between sown[seed - 1] and sown[seed].
     */
    seed: number;
}

/**
 * Everything one move did, and the position it left.
 */
export interface MoveReport {
    mover: Side;
    /**
     * The pit emptied, and its letter.
     */
    origin: number;
    letter: string;
    /**
     * The move as a record writes it: the letter, then "+k" when it captured k.
     */
    notation: string;
    /**
     * Seeds taken from the origin.
     */
    seeds: number;
    /**
     * The opponent's row was empty, so the move had to feed it.
     */
    fed: boolean;
    /**
     * Every pit that got a seed, in order (a pit appears twice on a lap).
     */
    sown: number[];
    skipped: Skip[];
    /**
     * The pit the last seed fell in.
     */
    last: number;
    trigger: Trigger;
    /**
     * The pits the capture chain took, trigger pit first.
     */
    chain: ChainLink[];
    /**
     * Null when no capture was triggered.
     */
    chainStop: ChainStop | null;
    /**
     * The capture would have emptied the opponent's row, so nothing was taken.
     */
    grandSlam: boolean;
    /**
     * Seeds moved to the mover's store.
     */
    captured: number;
    /**
     * The position after the move (after the final sweep when the game ended).
     */
    pits: number[];
    stores: PerSide;
    toMove: Side;
    position: string;
    /**
     * Null unless this move ended the game.
     */
    ending: Ending | null;
}

/**
 * How a game ended.
 */
export interface Ending {
    reason: EndReason;
    /**
     * The player who could not move (starvation only).
     */
    side: Side | null;
    /**
     * Why they could not move (starvation only).
     */
    cause: StarveCause | null;
    /**
     * Seeds each player took from their own row into their store at the end.
     */
    swept: PerSide;
}

/**
 * How the game ended, in short: the 200-ply limit counts as "cycle".
 */
export type EndKind = "starvation" | "cycle";

/**
 * One move of the game so far.
 */
export interface HistoryEntry {
    /**
     * 1 for the first move.
     */
    ply: number;
    side: Side;
    pit: number;
    letter: string;
    notation: string;
    captured: number;
    /**
     * The position string after the move.
     */
    position: string;
    ending: Ending | null;
}

/**
 * One number for each player.
 */
export interface PerSide {
    /**
     * South's number.
     */
    south: number;
    /**
     * North's number.
     */
    north: number;
}

/**
 * Options of `Game.fromPosition`.
 */
export interface PositionOptions {
    /**
     * Seeds a pit of the variant: the position's total must match. Read from the total when absent.
     */
    seeds?: SeedCount;
}

/**
 * Options of `bestMove` and `search`. Without `timeMs`, `nodes` or `depth`, the level's own time budget applies.
 */
export interface SearchOptions {
    /**
     * 1 Beginner, 2 Easy, 3 Medium (default), 4 Hard, 5 Expert.
     */
    level?: Level;
    /**
     * Time budget in milliseconds.
     */
    timeMs?: number;
    /**
     * Node budget: equal budgets and seeds give equal answers.
     */
    nodes?: number;
    /**
     * Seed of the lower levels' random slips.
     */
    seed?: number;
    /**
     * Deepest iteration (plies).
     */
    depth?: number;
}

/**
 * Options of `newGame`.
 */
export interface GameOptions {
    /**
     * Seeds in each pit at the start (default 3).
     */
    seeds?: SeedCount;
    /**
     * Who moves first (default "south").
     */
    first?: Side;
}

/**
 * The numbers the rules fix, as `rules()` gives them.
 */
export interface Rules {
    /**
     * The most seeds a pit may hold (a store holds any number): 17.
     */
    maxPitSeeds: number;
    /**
     * The board sizes, in pits a row: `[6, 7]`.
     */
    boardSizes: BoardSizes;
    /**
     * The seeds a pit may start with: `[3, 4]`.
     */
    seedCounts: SeedCounts;
    /**
     * The longest record `Game.fromRecord` reads, in bytes (UTF-8).
     */
    maxRecordBytes: number;
    /**
     * The longest comment on a move, in characters (JavaScript's `length`).
     */
    maxCommentChars: number;
}

/**
 * The score now.
 */
export interface Score {
    /**
     * Seeds held: the stores while the game goes on; stores plus rows once it is over.
     */
    south: number;
    north: number;
    over: boolean;
    /**
     * Null while the game goes on.
     */
    winner: Winner | null;
    /**
     * Match points: 2 for three quarters of the seeds, 1 for more than half.
     */
    points: PerSide;
    /**
     * Null while the game goes on; the 200-ply limit counts as "cycle" (see `ending.reason`).
     */
    end: EndKind | null;
    ending: Ending | null;
}

/**
 * What the last seed did.
 */
export interface Trigger {
    kind: TriggerKind;
    /**
     * Seeds in the last pit once the last seed fell (before any capture).
     */
    seeds: number;
}

/**
 * What the last seed did.
 */
export type TriggerKind = "fired" | "own-row" | "count";

/**
 * Where the capture chain stopped.
 */
export type ChainStop = { reason: "count"; pit: number; letter: string; seeds: number } | { reason: "row-edge"; pit: number; letter: string; seeds: null };

/**
 * Who won: a side, or neither.
 */
export type Winner = "south" | "north" | "draw";

/**
 * Why a call was refused: the `kind` and fields of the thrown `Error`.
 */
export type Refusal = { kind: "pit-off-board"; pit: number; pitCount: number } | { kind: "not-your-pit"; pit: number; owner: Side } | { kind: "empty-pit"; pit: number } | { kind: "must-feed"; pit: number; opponent: Side } | { kind: "game-over" } | { kind: "nothing-to-undo" } | { kind: "nothing-to-redo" } | { kind: "pit-count"; found: number } | { kind: "too-many-seeds"; pit: string; seeds: number } | { kind: "bad-total"; found: number; holes: number; expected: number[] } | { kind: "position-too-long"; bytes: number } | { kind: "position-fields"; found: number } | { kind: "not-a-number"; field: number } | { kind: "bad-side"; text: string } | { kind: "not-a-pit"; name: string } | { kind: "bad-argument"; argument: string; given: string } | { kind: "not-a-count"; argument: string; given: string } | { kind: "unknown-option"; option: string } | { kind: "bad-comment"; ply: number } | { kind: "internal" };

/**
 * Why a game ended.
 */
export type EndReason = "starvation" | "cycle" | "no-capture-limit";

/** The board sizes: pits per row. */
export type BoardSize = 6 | 7;

/** The board sizes: pits per row. All of them, in order. */
export type BoardSizes = [6, 7];

/** The computer's levels: 1 Beginner, 2 Easy, 3 Medium, 4 Hard, 5 Expert. */
export type Level = 1 | 2 | 3 | 4 | 5;

/** The seeds a pit may start with. */
export type SeedCount = 3 | 4;

/** The seeds a pit may start with. All of them, in order. */
export type SeedCounts = [3, 4];

// The core's enums as JS sees them (the core's serde derives write these names).
/** A player. South owns pits 0..N-1 (letters A..), North pits N..2N-1 (letters a..). */
export type Side = "south" | "north";
/** Why sowing passed a pit by: it was the emptied pit (reached by a full lap), or it held 17 seeds. */
export type SkipReason = "origin" | "full";
/** Why a starved player could not move: their own row is empty, or no move of theirs can feed the opponent's empty row. */
export type StarveCause = "empty-row" | "cannot-feed";



/**
 * A game of Urim: its position, its moves, undo and redo, its score and record.
 */
export class Game {
    private constructor();
    free(): void;
    [Symbol.dispose](): void;
    /**
     * Whether an undone move can be played again.
     */
    canRedo(): boolean;
    /**
     * Whether a move can be taken back.
     */
    canUndo(): boolean;
    /**
     * The comment on move `ply` (1 for the first; 0: the start position), `""`
     * when it has none. Undone moves keep theirs until another move is played.
     */
    comment(ply: number): string;
    /**
     * A game from a position string such as `3-3-3-3-3-3-3-3-3-3-3-3-0-0-S`,
     * whose side to move moves first. `options.seeds` (3 or 4) checks the total;
     * without it the seeds per pit are read from the total.
     *
     * # Errors
     * When the text is not a valid position string, or the options are bad.
     */
    static fromPosition(text: string, options?: PositionOptions): Game;
    /**
     * A game from a set-up given as its parts, `{ pits, stores: { south, north },
     * toMove }`, the way `pits()`, `stores()` and `toMove()` give them: the
     * validated position a position editor makes. The board size comes from the
     * number of pits, the seeds a pit from the total.
     *
     * # Errors
     * When a part is missing or not a count, a pit holds more than 17 seeds,
     * or the seeds add up to no board's total.
     */
    static fromSetUp(set_up: SetUp): Game;
    /**
     * The moves played so far, oldest first, with what each led to.
     *
     * # Errors
     * Never in practice (only if the list could not be built).
     */
    history(): HistoryEntry[];
    /**
     * Whether the game is over.
     */
    isOver(): boolean;
    /**
     * The pits the side to move may empty, in index order; `[]` once the game is over.
     *
     * # Errors
     * Never in practice (only if the list could not be built).
     */
    legalMoves(): number[];
    /**
     * The letters of the pits in index order: `A..F`, `a..f` (`A..G`, `a..g` on 2x7).
     *
     * # Errors
     * Never in practice (only if the list could not be built).
     */
    letters(): string[];
    /**
     * The pits emptied so far, in order.
     *
     * # Errors
     * Never in practice (only if the list could not be built).
     */
    moves(): number[];
    /**
     * Seeds in each pit, in index order (South's `A..`, then North's `a..`).
     *
     * # Errors
     * Never in practice (only if the list could not be built).
     */
    pits(): number[];
    /**
     * Plays `pit` for the side to move and returns the report of the move.
     *
     * # Errors
     * When `pit` is not a legal move (the message says why); nothing changes.
     */
    play(pit: number): MoveReport;
    /**
     * Plies played since the last capture (or the start); the game ends as a
     * cycle when this reaches 200.
     */
    pliesSinceCapture(): number;
    /**
     * The position string of the current position.
     */
    position(): string;
    /**
     * The report that playing `pit` would give, without playing it.
     *
     * # Errors
     * When `pit` is not a legal move (the message says why).
     */
    preview(pit: number): MoveReport;
    /**
     * Plays the last undone move again and returns its report.
     *
     * # Errors
     * When no move was undone since the last new move.
     */
    redo(): MoveReport;
    /**
     * Seeds held, the winner and match points, and how the game ended.
     *
     * # Errors
     * Never in practice (only if the object could not be built).
     */
    score(): Score;
    /**
     * Sets the comment on move `ply` (0: the start position; a move played or
     * undone) to `text`, trimmed, line ends as `\n`; `""` takes it away.
     * `record()` writes the comments of the moves played, as `{…}`.
     *
     * # Errors
     * When `ply` is no move of the game, or `text` is longer than
     * `rules().maxCommentChars`; the comment is then unchanged.
     */
    setComment(ply: number, text: string): void;
    /**
     * The position string the game started from.
     */
    startPosition(): string;
    /**
     * Seeds in the two stores.
     *
     * # Errors
     * Never in practice (only if the object could not be built).
     */
    stores(): PerSide;
    /**
     * The player whose turn it is (after the last move when the game is over).
     */
    toMove(): Side;
    /**
     * Takes back the last move; returns the pit it had emptied.
     *
     * # Errors
     * At the start of the game.
     */
    undo(): number;
    /**
     * Pits in each row: 6 or 7.
     */
    readonly holes: number;
    /**
     * Pits on the board: 12 or 14.
     */
    readonly pitCount: number;
    /**
     * Seeds in each pit at the start: 3 or 4.
     */
    readonly seeds: number;
    /**
     * All the seeds in play: 36, 42, 48 or 56.
     */
    readonly totalSeeds: number;
}

/**
 * A new game on `holes` pits a row (6 or 7). `options`: `{ seeds: 3 | 4, first: "south" | "north" }`.
 *
 * # Errors
 * When `holes` is not 6 or 7, or the options are bad.
 */
export function newGame(holes: BoardSize, options?: GameOptions): Game;

/**
 * The letters of the pits of a board of `holes` pits a row (6 or 7), in index
 * order: `A..F`, `a..f` (`A..G`, `a..g` on 2x7).
 *
 * # Errors
 * When `holes` is not 6 or 7.
 */
export function pitLetters(holes: BoardSize): string[];

/**
 * The numbers the rules fix: `{ maxPitSeeds, boardSizes, seedCounts, maxRecordBytes,
 * maxCommentChars }`, and in the engine module the computer's `levels`.
 *
 * # Errors
 * Never in practice (only if the object could not be built).
 */
export function rules(): Rules;

export type InitInput = RequestInfo | URL | Response | BufferSource | WebAssembly.Module;

export interface InitOutput {
    readonly memory: WebAssembly.Memory;
    readonly __wbg_game_free: (a: number, b: number) => void;
    readonly game_canRedo: (a: number) => number;
    readonly game_canUndo: (a: number) => number;
    readonly game_comment: (a: number, b: number) => [number, number];
    readonly game_fromPosition: (a: any, b: any) => [number, number, number];
    readonly game_fromSetUp: (a: any) => [number, number, number];
    readonly game_history: (a: number) => [number, number, number];
    readonly game_holes: (a: number) => number;
    readonly game_isOver: (a: number) => number;
    readonly game_legalMoves: (a: number) => [number, number, number];
    readonly game_letters: (a: number) => [number, number, number];
    readonly game_moves: (a: number) => [number, number, number];
    readonly game_pitCount: (a: number) => number;
    readonly game_pits: (a: number) => [number, number, number];
    readonly game_play: (a: number, b: any) => [number, number, number];
    readonly game_pliesSinceCapture: (a: number) => number;
    readonly game_position: (a: number) => [number, number];
    readonly game_preview: (a: number, b: any) => [number, number, number];
    readonly game_redo: (a: number) => [number, number, number];
    readonly game_score: (a: number) => [number, number, number];
    readonly game_seeds: (a: number) => number;
    readonly game_setComment: (a: number, b: any, c: any) => [number, number];
    readonly game_startPosition: (a: number) => [number, number];
    readonly game_stores: (a: number) => [number, number, number];
    readonly game_toMove: (a: number) => [number, number];
    readonly game_totalSeeds: (a: number) => number;
    readonly game_undo: (a: number) => [number, number, number];
    readonly newGame: (a: any, b: any) => [number, number, number];
    readonly pitLetters: (a: any) => [number, number, number];
    readonly rules: () => [number, number, number];
    readonly __wbindgen_malloc: (a: number, b: number) => number;
    readonly __wbindgen_realloc: (a: number, b: number, c: number, d: number) => number;
    readonly __wbindgen_free: (a: number, b: number, c: number) => void;
    readonly __wbindgen_exn_store: (a: number) => void;
    readonly __externref_table_alloc: () => number;
    readonly __wbindgen_externrefs: WebAssembly.Table;
    readonly __externref_table_dealloc: (a: number) => void;
    readonly __wbindgen_start: () => void;
}

export type SyncInitInput = BufferSource | WebAssembly.Module;

/**
 * Instantiates the given `module`, which can either be bytes or
 * a precompiled `WebAssembly.Module`.
 *
 * @param {{ module: SyncInitInput }} module - Passing `SyncInitInput` directly is deprecated.
 *
 * @returns {InitOutput}
 */
export function initSync(module: { module: SyncInitInput } | SyncInitInput): InitOutput;

/**
 * If `module_or_path` is {RequestInfo} or {URL}, makes a request and
 * for everything else, calls `WebAssembly.instantiate` directly.
 *
 * @param {{ module_or_path: InitInput | Promise<InitInput> }} module_or_path - Passing `InitInput` directly is deprecated.
 *
 * @returns {Promise<InitOutput>}
 */
export default function __wbg_init (module_or_path?: { module_or_path: InitInput | Promise<InitInput> } | InitInput | Promise<InitInput>): Promise<InitOutput>;

/** Symbol.dispose, for the classes' [Symbol.dispose]() (also in TypeScript's lib esnext.disposable). */
declare global {
  interface SymbolConstructor {
    readonly dispose: unique symbol;
  }
}
