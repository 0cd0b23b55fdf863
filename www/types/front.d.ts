// Types the checked front-end modules share, for tsc --checkJs (tsconfig.checkjs.json).
// The engine's objects come from the built package (www/pkg/*.d.ts, made by the build);
// this file names what the front end itself passes around. The settings are typed
// from the one option list (elements/options.js), and held against the published
// types of the elements (urim-elements.d.ts).
import type { Game, MoveReport, Side } from '../pkg/urim.js';
import type { BOARD_OPTIONS } from '../elements/options.js';
import type { GAME_OPTIONS } from '../elements/game-options.js';

export type { Game, MoveReport, Side };

/** Values for a translation's {placeholders}; `n` also picks the plural form. */
export type Vars = Record<string, string | number>;

/** A translator (i18n/index.js translator()): t('sowed', { side: 'South' }). */
export type Translate = (key: string, vars?: Vars) => string;

/** Words kept as data and said in the language shown: a key and its values. */
export interface Said {
  key: string;
  vars?: Vars;
  /** Words said first, in the same language, and given to `key` as its `{message}`. */
  inner?: Said;
}

/**
 * A notice: words, or words kept as data; `about: 'language'` marks one about the
 * language, which a change of language clears; `lang`, the language of a text's
 * words when it is not the one shown.
 */
export type Notice = ({ text: string; lang?: string } | Said) & { about?: 'language' };

/**
 * One attribute of an element (elements/options.js): `read` turns its text into the
 * value or throws an Error naming the problem; `fallback` is the value when it is
 * absent; a `boolean` one is true when present.
 */
export interface Option<T = unknown> {
  read: (text: string) => T;
  fallback: T;
  boolean?: boolean;
}

/**
 * What an attribute's reader takes (elements/options.js `takes`), told for the
 * published types and the docs (.ci/options-docs.mjs): one of some values (the
 * engine's, asked when reading, for a function), a rule's numbers, 0 or a number
 * in a range, a whole number in a range, a flag, any text, a pit letter, or an address.
 */
export type ReaderSpec =
  | { oneOf: readonly string[] | (() => readonly number[]) }
  | { rule: 'boardSizes' | 'seedCounts' }
  | { zeroOr: [number, number] }
  | { whole: [number, number] }
  | { flag: true }
  | { text: true }
  | { pitLetter: true }
  | { address: 'any' | 'same site' };

/** What readOption() gives: the value, or the Error that says why it does not read. */
export type OptionRead<T> = { value: T; error?: undefined } | { value?: undefined; error: Error };

/** The value an option reads into: what its reader returns, or null for an option whose default is null. */
export type OptionValue<O> = O extends { read: (text: string) => infer T; fallback: infer F } ? T | (null extends F ? null : never) : never;

/** The settings an option list reads into: one value an option, typed by its reader. */
export type SettingsOf<L> = { -readonly [K in keyof L]: OptionValue<L[K]> };

/** <urim-game>'s settings as read from its attributes: one a GAME_OPTIONS entry (elements/options.js). */
export type Settings = SettingsOf<typeof GAME_OPTIONS>;

/** <urim-board>'s settings as read from its attributes: one a BOARD_OPTIONS entry. */
export type BoardSettings = SettingsOf<typeof BOARD_OPTIONS>;

/**
 * The settings of `S` (but `lang`, HTMLElement's own) that public type `P`
 * (urim-elements.d.ts) does not declare as a property holding what its option reads.
 */
export type Undeclared<P, S> = {
  [K in Exclude<keyof S, 'lang'>]: K extends keyof P ? ([S[K]] extends [P[K]] ? never : K) : K;
}[Exclude<keyof S, 'lang'>];

/** Compiles only when `T` is `never`, naming `T` otherwise (declaration files are not checked: use it from a checked module). */
export type NoneOf<T extends never> = T;

/** The score as the engine gives it (Game.score()). */
export type Score = ReturnType<Game['score']>;

/**
 * The words under the board, kept as data (game/state.js words, notice, editNote):
 * text as it is, a move said with its score, an undo, or a key and its values.
 */
export interface Words {
  text?: string;
  kind?: 'move' | 'undone';
  report?: MoveReport;
  score?: Score;
  letters?: string[];
  key?: string;
  vars?: Vars;
  inner?: Said;
}

/** One move of a game's history (Game.history()). */
export type { HistoryEntry } from '../pkg/urim.js';

/** A puzzle's title, hint and explanation in one language (www/puzzles.json). */
export interface PuzzleText {
  title: string;
  hint: string;
  explanation: string;
}

/** One puzzle of www/puzzles.json. */
export interface Puzzle {
  id: string;
  level: number;
  kind: string;
  position: string;
  /** The letters of the pits that solve it. */
  answer: string[];
  /** Its texts by language code; English is always there. */
  text: { en: PuzzleText } & Record<string, PuzzleText | undefined>;
}

/** The engine the elements play with (game/engine.js loadEngine()): the rules module and the worker front. */
export interface EngineModule {
  /** Loads the wasm module; a fetch it makes ends when `signal` is aborted (a try that took too long). */
  init: (signal?: AbortSignal) => Promise<unknown>;
  Game: typeof import('../pkg/urim.js').Game;
  newGame: typeof import('../pkg/urim.js').newGame;
  /** Loads the worker's front (urim-engine.js) when a computer player first needs it: not part of a first visit. */
  front: () => Promise<typeof import('../pkg/urim-engine.js').Engine>;
  /** Loads the records module (its wasm fetched with `signal`) when a record is first opened or kept. */
  records: (signal?: AbortSignal) => Promise<RecordsModule>;
  rules: typeof import('../pkg/urim.js').rules;
  pitLetters: typeof import('../pkg/urim.js').pitLetters;
}

/** The records module (urim-records.js): the page module's API with Game.fromRecord and record(). */
export interface RecordsModule {
  Game: typeof import('../pkg/urim-records.js').Game;
}

/** What a legal move is worth (the analysis), as the advice keeps it by pit. */
export interface MoveValue {
  value: number;
  exact: boolean;
  /** From the endgame table files (the `tables` folder). */
  files?: boolean;
}

/** The Hint's move and its reason: what it captures, the capture it takes away, the best left to the opponent. */
export interface HintShown {
  pit: number;
  preview: MoveReport;
  threat: MoveReport | null;
  left: MoveReport | null;
}

/**
 * What <urim-game>'s advice shows (game/state.js `advice`, written by
 * elements/game-advice.js): the values of the legal moves, the Hint, and what is
 * being worked out (a translation key).
 */
export interface AdviceShown {
  working?: string | null;
  values?: { best: number[]; byPit: Map<number, MoveValue> };
  hint?: HintShown | null;
}

/** A step of a move shown step by step (view/timeline.js), as the board tells it. */
export interface ShownStep {
  kind: string;
  index: number;
  at: number;
  count: number;
}
