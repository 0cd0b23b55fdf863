// Types of the custom elements that urim-elements.js defines: <urim-game> and
// <urim-board>, their attributes, properties, methods and events.
import type { MoveReport, Score, Side } from './urim.js';

/** The computer's level (1 Beginner .. 5 Expert), or 0 for two people on one device. */
export type Opponent = 0 | 1 | 2 | 3 | 4 | 5;
/** Which parts of <urim-game> show: everything, a compact set, or the board alone. */
export type Controls = 'full' | 'compact' | 'none';
/** The colours: the system's choice, or fixed. */
export type Theme = 'auto' | 'light' | 'dark';

/** <urim-game>'s mode: what it is doing, exactly one at a time. */
export type GameMode = 'loading' | 'failed' | 'playing' | 'showing' | 'stepping' | 'thinking' | 'reviewing' | 'editing' | 'demo';

/** A language's words: t('sowed', { side: 'South' }); a plural key takes { n }. */
export type Translator = (key: string, vars?: Record<string, unknown>) => string;

/** The languages the elements speak: code to the language's own name. */
export const LANGUAGES: Readonly<Record<string, string>>;
/** The codes of languages whose text awaits a native speaker's review. */
export const AWAITING_REVIEW: readonly string[];
/** The code of ours that a language tag (pt-BR, ja-JP, kea) names, or null. */
export function languageOf(tag: string | null | undefined): string | null;
/** The first of `tags` that we speak, else "en". */
export function pickLanguage(tags: readonly string[]): string;
/** Loads language `code` and resolves with its translator. */
export function loadTranslator(code: string): Promise<Translator>;
/** Adds English words (key to text) of a part loaded later, as the fallback of every language for them; a key English has already is kept. */
export function addEnglish(words: Readonly<Record<string, unknown>>): void;
/**
 * Adds the web fonts of the scripts beyond Latin (Japanese, Devanagari, Greek, in fonts/ beside the script) to the
 * document; a face is fetched only when its characters are drawn. Loading a language written in one does it too.
 */
export function loadFonts(): Promise<void>;
/** A function that loads a language and shows it with `show`, unless a later call asked for another meanwhile. */
export function languageSwitcher(show: (code: string, t: Translator) => void): (code: string) => Promise<void>;
/** Sets `element`'s attributes from an address's parameters (?opponent=2&lang=pt), through the one list of settings. */
export function attributesFromParams(element: HTMLElement, params: URLSearchParams): void;
/** The sentence for a move report once shown: what was sown, skipped, captured, and the score. */
export type MoveWords = (t: Translator, report: MoveReport, score: Score, letters: readonly string[]) => string;
/**
 * Loads the move words (with their English), once, and resolves with them: they are not part of a page's first
 * load, since a diagram needs them only once a move is played.
 */
export function loadMoveWords(): Promise<MoveWords>;

/** A move as the events tell it: the engine's report and the position after it. */
export interface UrimMoveDetail extends MoveReport {
  /** The position after the move. */
  position: string;
}

/** <urim-game>'s `move` event: who made it. */
export interface UrimGameMoveDetail extends UrimMoveDetail {
  by: 'visitor' | 'computer';
}

/** <urim-game>'s `newgame` event. */
export interface UrimNewGameDetail {
  /**
   * "button" (New game), "settings" (board or first move changed), "position", "record", "lesson" (a lesson opened at its start), "idle" (a kiosk's reset, or attract mode back after a pause),
   * "script" (newGame()), "demo" (attract mode's next game), "visitor" (a touch took over from attract mode),
   * "tab" (another tab saved a game under the same persist key).
   */
  reason: 'button' | 'settings' | 'position' | 'record' | 'lesson' | 'idle' | 'script' | 'demo' | 'visitor' | 'tab';
  position: string;
}

/**
 * The `error` event: a bad attribute, a refused record, a failed load. A worker
 * that cannot start is none: the computer then thinks on the page's thread (in
 * slices, the page stays responsive) and the element's notice says so.
 */
export interface UrimErrorDetail {
  message: string;
}

/** Events of <urim-game>; each bubbles and is composed. */
export interface UrimGameEventMap extends Omit<HTMLElementEventMap, 'error'> {
  ready: CustomEvent<Record<string, never>>;
  move: CustomEvent<UrimGameMoveDetail>;
  gameover: CustomEvent<Score>;
  newgame: CustomEvent<UrimNewGameDetail>;
  error: CustomEvent<UrimErrorDetail>;
}

/** Events of <urim-board>. */
export interface UrimBoardEventMap extends Omit<HTMLElementEventMap, 'error'> {
  ready: CustomEvent<Record<string, never>>;
  move: CustomEvent<UrimMoveDetail>;
  error: CustomEvent<UrimErrorDetail>;
}

/**
 * A whole game: <urim-game opponent="2" lang="pt"></urim-game>. Each property mirrors its attribute.
 * The module defines the tag; the class's code loads with the first <urim-game> in the document
 * (`await customElements.whenDefined('urim-game')` before calling its methods), so it is a type here.
 */
export class UrimGame extends HTMLElement {
  /** 6 or 7 pits a row (default 6). A change starts a new game. */
  holes: 6 | 7;
  /** 3 or 4 seeds a pit at the start (default 3). */
  seeds: 3 | 4;
  /** Who moves first in a new game (default "south"). */
  first: Side;
  /** 0: two people; 1..5: the computer's level (default 1). */
  opponent: Opponent;
  /** The visitor's side against the computer (default "south"). */
  player: Side;
  /** Captures (and skipped pits) shown step by step, with words. */
  steps: boolean;
  /** What every legal move is worth with best play, labelled on the pits (the best ringed), while the visitor is to move. */
  analysis: boolean;
  /** Before each move is shown, the class says where its last seed will fall and how many seeds it will take. */
  predict: boolean;
  /** Which parts show (default "full"). */
  controls: Controls;
  /** The colours (default "auto": the system's). */
  theme: Theme;
  /** The language spoken (a code of ours); absent: the page's around it, else the browser's. */
  lang: string;
  /** A node budget for the computer's search, for slow kiosks; null: the level's own. */
  nodes: number | null;
  /** Kiosks: seconds without a touch before a fresh game waits for the next visitor (0: never). */
  idle: number;
  /** A localStorage key: the game, match points and visitor's settings are kept there. Null: nothing kept. */
  persist: string | null;
  /** Animation speed factor (default 1); 0 shows moves at once. */
  speed: number;
  /** Attract mode: the computer plays both sides until a visitor touches the element or presses a key (then South is theirs); back after `idle` seconds (default 120). */
  demo: boolean;
  /** A gallery kiosk: nothing that leads away (links, record files, editor), big targets, no selection or context menu, nothing kept, idle reset 120 s unless `idle` is set. */
  kiosk: boolean;
  /** Soft seed and capture sounds (Web Audio), never before the visitor's first touch; kept with the settings under `persist`. */
  sound: boolean;
  /** The address of the About page; absent: about.html beside the page folder of the module (www/). */
  about: string | null;
  /** The address of a folder of endgame table files (urim-tables): the analysis and the Hint read the positions beyond the in-memory tables from them, in slices. Null: none. */
  tables: string | null;
  /** The address of a lesson (a record with comments) on the page's own site, relative or absolute: loaded and shown at its start. */
  lesson: string | null;
  /** Present mode: the element full screen (the whole window where full screen is refused), in a high-contrast look with letters, counts and words large enough for the back of a classroom. The Present button and Escape turn it off. */
  present: boolean;
  /** The position now; setting it starts from that position string. */
  position: string | null;
  /**
   * Endgame table files the visitor picked (a folder chosen with `<input type="file" webkitdirectory>`, e.g. beside
   * the single file): read in slices like those of `tables`, which they take the place of while set. Files not named
   * as urim-tables names them are left out. Null: none.
   */
  tableFiles: File[] | null;
  /** The game's record (players and date filled in), null until the records module has loaded (reading it loads it); setting it loads a record and plays on from its end. */
  record: string | null;
  /** The score now. */
  readonly score: Score | null;
  /** The pits the visitor may empty now ([] while the computer thinks or a move is shown). */
  readonly legalMoves: number[];
  /** The side to move. */
  readonly toMove: Side | null;
  /** The moves played so far, as pit indices. */
  readonly moves: number[];
  /** True while the game loads, a move is being shown or the computer thinks. */
  readonly busy: boolean;
  /** What the element is doing now: exactly one mode at a time. */
  readonly mode: GameMode;
  /** Where a pit (index or letter) is drawn, in CSS px from the board canvas's top-left corner. */
  pitCenter(pit: number | string): { x: number; y: number };
  /** For "Copy a link to this position": the address that opens this position. Absent: no such button. */
  shareLink?: (position: string) => string;
  /** Set by a page: makes the address of a link that carries a lesson (its record as base64url `code`); the lesson panel then offers to copy one. */
  lessonLink?: (code: string) => string;
  /** Opens lesson `text` (a record, comments and all) at its start: Next and Back go through it. */
  openLesson(text: string): Promise<boolean>;
  /** Opens the lesson a lesson link carries (`code`, as lessonLink is given it). */
  openLessonLink(code: string): Promise<boolean>;
  /** Plays a pit (index or letter) for the visitor; resolves with the report once shown, rejects with the reason when refused. */
  play(pit: number | string): Promise<MoveReport>;
  /** Starts a new game from the settings. */
  newGame(reason?: 'script'): void;
  /** Takes back the last move (against the computer, its reply too); false when there is none. */
  undo(): boolean;
  /** Plays the undone move again; resolves false when there is none. */
  redo(): Promise<boolean>;
  /** The computer's move for the visitor, marked on the board, with its reason in words under it. */
  hint(): Promise<void>;
  /** Opens the position editor on the position shown: the game waits meanwhile. */
  edit(): void;
  /** Starts a game from the position set up in the editor, when the engine takes it (else the editor says why). */
  playFromSetUp(): void;
  /** Leaves the editor; the game shown goes on where it was. */
  endEdit(): void;
  addEventListener<K extends keyof UrimGameEventMap>(
    type: K,
    listener: (this: UrimGame, ev: UrimGameEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof UrimGameEventMap>(
    type: K,
    listener: (this: UrimGame, ev: UrimGameEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** A diagram: <urim-board position="…" move="E" steps></urim-board>. Each property mirrors its attribute. */
export class UrimBoard extends HTMLElement {
  /** The position string shown (default the 2x6 start). */
  position: string | null;
  /** A pit letter: the move to show, marked, with a ▶ control. */
  move: string | null;
  /** The move is taken one step at a time, with words. */
  steps: boolean;
  /** The move plays by itself once the diagram is half in view. */
  autoplay: boolean;
  /** Before the move is shown, the reader says where its last seed will fall and how many seeds it will take. */
  predict: boolean;
  /** The reader may play on from the position, for both sides. */
  interactive: boolean;
  /** Present mode, as on <urim-game>: full screen, high contrast, large letters and words. */
  present: boolean;
  /** The colours (default "auto": the system's). */
  theme: Theme;
  /** The language spoken (a code of ours); absent: the page's around it, else the browser's. */
  lang: string;
  /** Animation speed factor (default 1); 0 shows moves at once. */
  speed: number;
  /** The accessible name; absent: a description of the position. */
  label: string | null;
  /** The position now (after moves played on it). */
  readonly currentPosition: string | null;
  /** Plays the diagram's move; resolves with its report once shown. */
  play(): Promise<MoveReport>;
  /** Back to the diagram's position. */
  reset(): void;
  addEventListener<K extends keyof UrimBoardEventMap>(
    type: K,
    listener: (this: UrimBoard, ev: UrimBoardEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof UrimBoardEventMap>(
    type: K,
    listener: (this: UrimBoard, ev: UrimBoardEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'urim-game': UrimGame;
    'urim-board': UrimBoard;
  }
}
