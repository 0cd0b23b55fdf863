// Types of the custom elements that urim-elements.js defines: <urim-game> and
// <urim-board>, their attributes, properties, methods and events.
import type { MoveReport, Score, Side } from './urim.js';

// generated "types" by .ci/options-docs.mjs: edit the option lists, not this
/** The computer's level (1 Beginner .. 5 Expert), or 0 for two people on one device. */
export type Opponent = 0 | 1 | 2 | 3 | 4 | 5;
/** Which parts of <urim-game> show: everything, a compact set, or the board alone. */
export type Controls = 'full' | 'compact' | 'none';
/** The colours: the system's choice, or fixed. */
export type Theme = 'auto' | 'light' | 'dark';

/** <urim-game>'s mode: what it is doing, exactly one at a time (see `mode`). */
export type GameMode = 'loading' | 'failed' | 'playing' | 'predicting' | 'showing' | 'stepping' | 'thinking' | 'reviewing' | 'editing' | 'demo';
// end of "types"

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

// generated "game-events" by .ci/options-docs.mjs: edit the option lists, not this
/** Events of <urim-game>; each bubbles and is composed. */
export interface UrimGameEventMap extends Omit<HTMLElementEventMap, 'error'> {
  /** `{}`: the board is drawn and playable */
  ready: CustomEvent<Record<string, never>>;
  /** the move report (every seed sown, every pit passed by, the trigger, the chain and where it stopped, the grand slam, `captured`, the position after as `position`), plus `by`: `"visitor"` or `"computer"` */
  move: CustomEvent<UrimGameMoveDetail>;
  /** the score */
  gameover: CustomEvent<Score>;
  /** `{ reason, position }`, reason `"button"`, `"settings"`, `"position"`, `"record"`, `"lesson"`, `"idle"` (the idle reset, or attract mode back after a pause), `"script"`, `"demo"` (attract mode's next game), `"visitor"` (a touch took over from it) or `"tab"` (another tab saved a game under the same `persist` key, and this one now shows it) */
  newgame: CustomEvent<UrimNewGameDetail>;
  /** `{ message }`: a bad attribute, a refused record or position, a failed load */
  error: CustomEvent<UrimErrorDetail>;
}
// end of "game-events"

// generated "board-events" by .ci/options-docs.mjs: edit the option lists, not this
/** Events of <urim-board>; each bubbles and is composed. */
export interface UrimBoardEventMap extends Omit<HTMLElementEventMap, 'error'> {
  /** `{}`: the board is drawn and playable */
  ready: CustomEvent<Record<string, never>>;
  /** the move report, with the position after it as `position` */
  move: CustomEvent<UrimMoveDetail>;
  /** `{ message }`, once for each bad value: a `move` letter that is not on the board shown is named once, however often the diagram is drawn again */
  error: CustomEvent<UrimErrorDetail>;
}
// end of "board-events"

/**
 * A whole game: <urim-game opponent="2" lang="pt"></urim-game>. Each property mirrors its attribute.
 * The module defines the tag; the class's code loads with the first <urim-game> in the document
 * (`await customElements.whenDefined('urim-game')` before calling its methods), so it is a type here.
 */
export class UrimGame extends HTMLElement {
  // generated "game-attributes" by .ci/options-docs.mjs: edit the option lists, not this
  /** pits a row; a change starts a new game. Values: `6`, `7`; default: `6`. */
  holes: 6 | 7;
  /** seeds a pit at the start; a change starts a new game. Values: `3`, `4`; default: `3`. */
  seeds: 3 | 4;
  /** who moves first in a new game. Values: `south`, `north`; default: `south`. */
  first: Side;
  /** `0`: two people on one device; `1` Beginner to `5` Expert: the computer, thinking in a Web Worker. Values: `0` to `5`; default: `1`. */
  opponent: Opponent;
  /** the visitor's side against the computer. Values: `south`, `north`; default: `south`. */
  player: Side;
  /** the element's language; only that one is loaded, with English as the fallback. Values: `en`, `kea`, `pt`, `fr`, `es`, `nl`, `el`, `sw`, `ne`, `ja` (or a longer tag such as `pt-CV`); default: the page's `lang`, else the browser's. */
  lang: string;
  /** every move shown one step at a time, with words: the seeds lifted, each seed sown, each pit passed by, what the last seed made, each pit of the capture chain, where it stopped, then the chain taken (or a grand slam); Next step (or Enter, Space, →) goes on, Step back (or ←) goes back, and the move's sentence comes when the steps are done. Values: boolean; default: off. */
  steps: boolean;
  /** every legal pit shows what its move is worth with best play after it (`+5`: the visitor ends five seeds ahead; `≈` marks an estimate, otherwise it is exact from the endgame tables or a search to the end), the best ringed, the Hint's move starred, a legend under the board, and in words on the pit under the pointer or keyboard (on a touch screen, a first tap on a pit says it, a second plays); each pit shows `…` while the worker works the values out after every move. Values: boolean; default: off. */
  analysis: boolean;
  /** predict first: before each move is shown (the visitor's, the computer's), a panel asks where its last seed will fall (a pit chosen on the board, by a tap or the arrow keys and Enter) and how many seeds it will take; then the move is shown (step by step with `steps`) and the panel says what was right. "Just show it" skips the question; hover previews are off meanwhile. Values: boolean; default: off. */
  predict: boolean;
  /** The position now (after the moves played); setting it starts from that position string. */
  position: string | null;
  /** `compact`: players, board, the words, New game and Undo; `none`: the board alone, for pages that script it. Values: `full`, `compact`, `none`; default: `full`. */
  controls: Controls;
  /** `auto` follows the system's light or dark setting. Values: `auto`, `light`, `dark`; default: `auto`. */
  theme: Theme;
  /** a node budget for the computer, for slow kiosks. Values: a whole number, `1` to `1000000000`; default: the level's own. */
  nodes: number | null;
  /** kiosks: that long after the last touch, click or key, a fresh game (or the `position` one) waits, match points cleared. Values: `0`, or seconds from `1` to `86400` (a day); default: `0` (never). */
  idle: number;
  /** the game, match points and the visitor's settings are kept in localStorage under this key (one write of one value per change) and resumed on the next visit (the attributes given win over kept settings). Every value it writes carries its mark (`"by": "urim"`); a key holding anything else (another program's data) is never moved or overwritten: the game plays unsaved and the notice says so. A key given in the page's address (`?persist=x`) is always `urim:x`, so a link cannot reach the site's own keys. A kept value of Urim's that does not read is set aside under `<key>:unread` (then `:unread:2`, up to `:unread:10`, so that an earlier one is never overwritten), and the notice says so; one that reads only in part (match points, a setting out of range or of the wrong kind) is copied there, and the rest comes back. Tabs of one browser on the same key share one game: each kept change has a version number, and one tab, the holder of the key's Web Lock, is the only writer; the others send it their changes over a BroadcastChannel and follow each change it keeps with one update (a `newgame` of reason `"tab"`). A move made on top of an older version is not played: `play()` rejects with the reason ("the game moved on in another tab"), and the tab shows the game kept. Where Web Locks are missing (pages over plain `http://`), each tab checks the kept version just before it writes and follows the `storage` event: two moves made in the same moment in two tabs may then both be written, the later one winning. Values: a storage key; default: none. */
  persist: string | null;
  /** animation speed factor; `0` shows moves at once (so does the system's reduced-motion setting); below `0.05` a move would take minutes to sow. Values: `0`, or from `0.05` to `100`; default: `1`. */
  speed: number;
  /** attract mode: the computer plays both sides (Easy against Medium, levels that leave captures about), game after game, its words large; the first touch or key on the element gives South to the visitor against `opponent`, and after `idle` seconds (default 120) with no touch the demonstration comes back. Nothing of it is kept under `persist`. Values: boolean; default: off. */
  demo: boolean;
  /** a gallery screen: the board as large as the screen allows, touch targets of 48 px or more, no text selection or context menu, nothing that leads away (About link, record files, position editor), nothing kept under `persist`, and the idle reset on (120 s unless `idle` is given). Values: boolean; default: off. */
  kiosk: boolean;
  /** soft seed ticks and a deeper knock for each pit taken, made with Web Audio (no sound files); nothing plays before the visitor's first touch or key; the "Sound" setting is kept with the others under `persist`. Values: boolean; default: off. */
  sound: boolean;
  /** each move (what was sown and what was taken, as the words under the board say it) and the end of the game (the result and why) are said aloud by the system's own voices, in the element's language, for a visitor without a screen reader; its code loads only once it is on; see [Spoken moves](#spoken-moves). The "Speak the moves" setting is kept with the others under `persist`. Values: boolean; default: off. */
  speak: boolean;
  /** where the About link (in the `full` and `compact` controls) leads; without it, the link shows only where the package sits in `pkg/` beside the About pages, so that it never leads to a missing page. Values: an address (`http:` or `https:`); default: `about.html` beside the module's folder `pkg/`; elsewhere (a bundled app, the npm package) no link. */
  about: string | null;
  /** the endgame table files built by `urim-tables` (`urim-2x6-13.tbl`, ...; see [Table files](#table-files)): the analysis and the Hint read the positions the in-memory tables lack (13 seeds or more on 2x6, 11 on 2x7) from them, a few bytes at a time; without them, or where a file is missing, everything works as before. Values: an address (`http:` or `https:`) of a folder; default: none. */
  tables: string | null;
  /** loads that lesson (a record with comments) and shows it from its start, Next and Back going through it; a failure is a notice, and the game plays on. Values: an address on the page's own site; default: none. */
  lesson: string | null;
  /** present mode, for a projector: the element full screen (where full screen is refused, as in a frame without `allow="fullscreen"`, it fills the window), black with white and yellow, the board's letters and counts 1.8 times larger (at least 48 px on a 1920×1080 screen) and the words in large type; the Present button turns it on and off, and so do Escape and leaving full screen. Any `--urim-label-scale` (1 to 3) on the element enlarges the letters and counts the same way. Values: boolean; default: off. */
  present: boolean;
  // end of "game-attributes"
  /**
   * Endgame table files the visitor picked (a folder chosen with `<input type="file" webkitdirectory>`, e.g. beside
   * the single file): read in slices like those of `tables`, which they take the place of while set. Files not named
   * as urim-tables names them are left out. Null: none.
   */
  tableFiles: File[] | null;
  /**
   * The game's record (players and date filled in) if the records module has loaded, else null: reading it starts the
   * load, so a first read is often null (use getRecord()). Setting it loads a record and plays on from its end.
   */
  record: string | null;
  /** The game's record once the records module has loaded: null only before the first game; rejects when the module cannot load. */
  getRecord(): Promise<string | null>;
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

/** The chapters of `<urim-learn>`, as its `chapter` attribute names them. */
export type LearnChapter = 'sowing' | 'lap' | 'trigger' | 'chain' | 'full' | 'feed' | 'slam' | 'ends' | 'match';

/** `<urim-learn>`'s `solved`: a challenge solved, and the stars it earned (1 to 3, by the moves used). */
export interface UrimLearnSolvedDetail {
  chapter: LearnChapter;
  challenge: number;
  stars: number;
}

/** `<urim-learn>`'s `missed`: a move that missed the goal, shown and then set back. */
export interface UrimLearnMissedDetail {
  chapter: LearnChapter;
  challenge: number;
  /** The pit letter where the last seed fell. */
  last: string;
  captured: number;
  /** The position the move left, before it was set back. */
  position: string;
}

/** `<urim-learn>`'s `refused`: a pit clicked whose move the rules refuse (one that does not feed an empty row); the board stays as it was. */
export interface UrimLearnRefusedDetail {
  chapter: LearnChapter;
  challenge: number;
  /** The pit letter clicked. */
  pit: string;
  /** The engine's refusal kind (`must-feed`, say). */
  kind: string;
}

/** `<urim-learn>`'s `finished`: the last challenge of a chapter solved, with the chapter's stars. */
export interface UrimLearnFinishedDetail {
  chapter: LearnChapter;
  stars: number;
}

/**
 * `<urim-learn>`: the rules taught by doing, a chapter a rule (its code loads when the
 * first one is in the document; `customElements.whenDefined('urim-learn')`).
 */
export interface UrimLearn extends HTMLElement {
  /** The chapter shown (mirrors the `chapter` attribute; set as the visitor goes on). */
  chapter: LearnChapter | null;
  /** A localStorage key where the stars are kept; without it nothing is kept. */
  persist: string | null;
  /** Each move shown one step at a time, with its words. */
  steps: boolean;
  theme: Theme;
  speed: number;
  /** The projector's look (present mode's colours, large type), as a presenting `<urim-game>` gives its lessons. */
  present: boolean;
  /** Every chapter, its title in the element's language. */
  readonly chapters: { id: LearnChapter; title: string }[];
  /** The position on the board now. */
  readonly currentPosition: string | null;
  /** Where a pit (index or letter) is drawn, in CSS pixels from the board canvas's top left. */
  pitCenter(pit: number | string): { x: number; y: number };
}

/** A diagram: <urim-board position="…" move="E" steps></urim-board>. Each property mirrors its attribute. */
export class UrimBoard extends HTMLElement {
  // generated "board-attributes" by .ci/options-docs.mjs: edit the option lists, not this
  /** the position shown. Values: a position string; default: the 2x6 start. */
  position: string | null;
  /** the pit is marked, and ▶ (a button, so the keyboard too; or a tap on the pit) sows it, the seeds one by one and the capture chain pit by pit; ↺ sets the position back. Values: a pit letter; default: none. */
  move: string | null;
  /** the move is taken one step at a time (seed by seed, then the chain), forward and back, with the words of step-by-step mode. Values: boolean; default: off. */
  steps: boolean;
  /** the move plays by itself once the diagram is half in view. Values: boolean; default: off. */
  autoplay: boolean;
  /** before ▶ shows the move, the reader says where its last seed will fall and how many seeds it will take, and is told what was right once it has been shown. Values: boolean; default: off. */
  predict: boolean;
  /** the reader may play on from the position, for both sides. Values: boolean; default: off. */
  interactive: boolean;
  /** the element's language, as for `<urim-game>`. Values: `en`, `kea`, `pt`, `fr`, `es`, `nl`, `el`, `sw`, `ne`, `ja` (or a longer tag such as `pt-CV`); default: the page's `lang`, else the browser's. */
  lang: string;
  /** the colours, as for `<urim-game>`. Values: `auto`, `light`, `dark`; default: `auto`. */
  theme: Theme;
  /** animation speed factor, as for `<urim-game>`. Values: `0`, or from `0.05` to `100`; default: `1`. */
  speed: number;
  /** the accessible name; by default every pit's seeds, the stores and who moves. Values: any text; default: a description of the position. */
  label: string | null;
  /** present mode, as on `<urim-game>`: the diagram full screen, high contrast, large letters; a rules page's diagrams get larger this way too. Values: boolean; default: off. */
  present: boolean;
  // end of "board-attributes"
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
    'urim-learn': UrimLearn;
  }
}
