// What the option lists (GAME_OPTIONS in game-options.js, BOARD_OPTIONS in
// options.js) cannot say for themselves: each attribute's description for people,
// the names of the published types, the modes' meanings and the events. The
// names, readers and defaults stay in those lists; .ci/options-docs.mjs joins the
// two into the parts of urim-elements.d.ts, docs/embedding.md and
// custom-elements.json that describe attributes, modes and events. Never loaded
// by a page.

/**
 * One attribute's words. `doc`: what it does (Markdown, one paragraph); `values`
 * and `default`: said in words where the reader's values or the default alone do
 * not say it; `type`: the published type's name, when it has one; `property`: the
 * property's own description, when it differs from the attribute's; `tsType`: the
 * property's type, when not what the reader gives (lang is HTMLElement's own);
 * `languages`: its values are the codes of the languages we speak (i18n/languages.js).
 * @typedef {{ doc: string, values?: string, default?: string, type?: string, property?: string, tsType?: string, languages?: boolean }} AttributeWords
 */

/** The published names of the types of some attributes, with their description. */
export const TYPE_NAMES = Object.freeze({
  Opponent: "The computer's level (1 Beginner .. 5 Expert), or 0 for two people on one device.",
  Controls: 'Which parts of <urim-game> show: everything, a compact set, or the board alone.',
  Theme: "The colours: the system's choice, or fixed.",
});

/** The language attribute's words, the same on both elements. */
const LANG = {
  languages: true,
  default: "the page's `lang`, else the browser's",
  tsType: 'string',
};

/** @type {Readonly<Record<string, AttributeWords>>} */
export const GAME_WORDS = Object.freeze({
  holes: { doc: 'pits a row; a change starts a new game' },
  seeds: { doc: 'seeds a pit at the start; a change starts a new game' },
  first: { doc: 'who moves first in a new game', type: 'Side' },
  opponent: { doc: '`0`: two people on one device; `1` Beginner to `5` Expert: the computer, thinking in a Web Worker', type: 'Opponent' },
  player: { doc: "the visitor's side against the computer", type: 'Side' },
  lang: { ...LANG, doc: "the element's language; only that one is loaded, with English as the fallback" },
  steps: {
    doc: "every move shown one step at a time, with words: the seeds lifted, each seed sown, each pit passed by, what the last seed made, each pit of the capture chain, where it stopped, then the chain taken (or a grand slam); Next step (or Enter, Space, →) goes on, Step back (or ←) goes back, and the move's sentence comes when the steps are done",
  },
  analysis: {
    doc: "every legal pit shows what its move is worth with best play after it (`+5`: the visitor ends five seeds ahead; `≈` marks an estimate, otherwise it is exact from the endgame tables or a search to the end), the best ringed, the Hint's move starred, a legend under the board, and in words on the pit under the pointer or keyboard (on a touch screen, a first tap on a pit says it, a second plays); each pit shows `…` while the worker works the values out after every move",
  },
  predict: {
    doc: 'predict first: before each move is shown (the visitor\'s, the computer\'s), a panel asks where its last seed will fall (a pit chosen on the board, by a tap or the arrow keys and Enter) and how many seeds it will take; then the move is shown (step by step with `steps`) and the panel says what was right. "Just show it" skips the question; hover previews are off meanwhile',
  },
  position: {
    values: 'a position string',
    default: 'the start',
    doc: "start from this position (a teacher's lesson)",
    property: 'The position now (after the moves played); setting it starts from that position string.',
  },
  controls: { doc: '`compact`: players, board, the words, New game and Undo; `none`: the board alone, for pages that script it', type: 'Controls' },
  theme: { doc: "`auto` follows the system's light or dark setting", type: 'Theme' },
  nodes: { default: "the level's own", doc: 'a node budget for the computer, for slow kiosks' },
  idle: {
    values: '`0`, or seconds from `1` to `86400` (a day)',
    default: '`0` (never)',
    doc: 'kiosks: that long after the last touch, click or key, a fresh game (or the `position` one) waits, match points cleared',
  },
  persist: {
    values: 'a storage key',
    doc: 'the game, match points and the visitor\'s settings are kept in localStorage under this key (one write of one value per change) and resumed on the next visit (the attributes given win over kept settings). Every value it writes carries its mark (`"by": "urim"`); a key holding anything else (another program\'s data) is never moved or overwritten: the game plays unsaved and the notice says so. A key given in the page\'s address (`?persist=x`) is always `urim:x`, so a link cannot reach the site\'s own keys. A kept value of Urim\'s that does not read is set aside under `<key>:unread` (then `:unread:2`, up to `:unread:10`, so that an earlier one is never overwritten), and the notice says so; one that reads only in part (match points, a setting out of range or of the wrong kind) is copied there, and the rest comes back. Tabs of one browser on the same key share one game: each kept change has a version number, and one tab, the holder of the key\'s Web Lock, is the only writer; the others send it their changes over a BroadcastChannel and follow each change it keeps with one update (a `newgame` of reason `"tab"`). A move made on top of an older version is not played: `play()` rejects with the reason ("the game moved on in another tab"), and the tab shows the game kept. Where Web Locks are missing (pages over plain `http://`), each tab checks the kept version just before it writes and follows the `storage` event: two moves made in the same moment in two tabs may then both be written, the later one winning',
  },
  speed: {
    doc: "animation speed factor; `0` shows moves at once (so does the system's reduced-motion setting); below `0.05` a move would take minutes to sow",
  },
  demo: {
    doc: 'attract mode: the computer plays both sides (Easy against Medium, levels that leave captures about), game after game, its words large; the first touch or key on the element gives South to the visitor against `opponent`, and after `idle` seconds (default 120) with no touch the demonstration comes back. Nothing of it is kept under `persist`',
  },
  kiosk: {
    doc: 'a gallery screen: the board as large as the screen allows, touch targets of 48 px or more, no text selection or context menu, nothing that leads away (About link, record files, position editor), nothing kept under `persist`, and the idle reset on (120 s unless `idle` is given)',
  },
  sound: {
    doc: 'soft seed ticks and a deeper knock for each pit taken, made with Web Audio (no sound files); nothing plays before the visitor\'s first touch or key; the "Sound" setting is kept with the others under `persist`',
  },
  speak: {
    doc: 'each move (what was sown and what was taken, as the words under the board say it) and the end of the game (the result and why) are said aloud by the system\'s own voices, in the element\'s language, for a visitor without a screen reader; its code loads only once it is on; see [Spoken moves](#spoken-moves). The "Speak the moves" setting is kept with the others under `persist`',
  },

  about: {
    default: "`about.html` beside the module's folder `pkg/`; elsewhere (a bundled app, the npm package) no link",
    doc: 'where the About link (in the `full` and `compact` controls) leads; without it, the link shows only where the package sits in `pkg/` beside the About pages, so that it never leads to a missing page',
  },
  tables: {
    values: 'an address (`http:` or `https:`) of a folder',
    doc: 'the endgame table files built by `urim-tables` (`urim-2x6-13.tbl`, ...; see [Table files](#table-files)): the analysis and the Hint read the positions the in-memory tables lack (13 seeds or more on 2x6, 11 on 2x7) from them, a few bytes at a time; without them, or where a file is missing, everything works as before',
  },
  lesson: {
    doc: 'loads that lesson (a record with comments) and shows it from its start, Next and Back going through it; a failure is a notice, and the game plays on',
  },
  present: {
    doc: 'present mode, for a projector: the element full screen (where full screen is refused, as in a frame without `allow="fullscreen"`, it fills the window), black with white and yellow, the board\'s letters and counts 1.8 times larger (at least 48 px on a 1920×1080 screen) and the words in large type; the Present button turns it on and off, and so do Escape and leaving full screen. Any `--urim-label-scale` (1 to 3) on the element enlarges the letters and counts the same way',
  },
});

/** @type {Readonly<Record<string, AttributeWords>>} */
export const BOARD_WORDS = Object.freeze({
  position: { values: 'a position string', default: 'the 2x6 start', doc: 'the position shown' },
  move: {
    doc: 'the pit is marked, and ▶ (a button, so the keyboard too; or a tap on the pit) sows it, the seeds one by one and the capture chain pit by pit; ↺ sets the position back',
  },
  steps: { doc: 'the move is taken one step at a time (seed by seed, then the chain), forward and back, with the words of step-by-step mode' },
  autoplay: { doc: 'the move plays by itself once the diagram is half in view' },
  predict: {
    doc: 'before ▶ shows the move, the reader says where its last seed will fall and how many seeds it will take, and is told what was right once it has been shown',
  },
  interactive: { doc: 'the reader may play on from the position, for both sides' },
  lang: { ...LANG, doc: "the element's language, as for `<urim-game>`" },
  theme: { doc: 'the colours, as for `<urim-game>`', type: 'Theme' },
  speed: { doc: 'animation speed factor, as for `<urim-game>`' },
  label: {
    values: 'any text',
    default: 'a description of the position',
    doc: "the accessible name; by default every pit's seeds, the stores and who moves",
  },
  present: {
    doc: "present mode, as on `<urim-game>`: the diagram full screen, high contrast, large letters; a rules page's diagrams get larger this way too",
  },
});

/** What each mode of <urim-game> (game/state.js MODES) means: its `mode` property names one at a time. */
export const MODE_WORDS = Object.freeze({
  loading: 'the engine or the words are not there yet',
  failed: 'the engine could not load',
  playing: 'a side may move (the visitor, or the computer about to think)',
  predicting: 'a move is played, and the class says what it will do before it is shown (`predict`)',
  showing: 'a move is being sown on the board',
  stepping: 'a move is shown step by step, the visitor moving it on',
  thinking: 'the computer searches its move',
  reviewing: 'an earlier move is looked at again (the game waits)',
  editing: 'a position is set up by hand (the game waits)',
  demo: 'attract mode, the computer playing both sides',
});

/**
 * The events of each element: the type of the `detail` (a type of
 * urim-elements.d.ts) and what it holds. Each bubbles and is composed.
 * @typedef {{ detail: string, doc: string }} EventWords
 */

/** @type {EventWords} */
const READY = { detail: 'Record<string, never>', doc: '`{}`: the board is drawn and playable' };
/** @type {EventWords} */
const ERROR = { detail: 'UrimErrorDetail', doc: '`{ message }`: a bad attribute, a refused record or position, a failed load' };

/** @type {Readonly<Record<string, EventWords>>} */
export const GAME_EVENTS = Object.freeze({
  ready: READY,
  move: {
    detail: 'UrimGameMoveDetail',
    doc: 'the move report (every seed sown, every pit passed by, the trigger, the chain and where it stopped, the grand slam, `captured`, the position after as `position`), plus `by`: `"visitor"` or `"computer"`',
  },
  gameover: { detail: 'Score', doc: 'the score' },
  newgame: {
    detail: 'UrimNewGameDetail',
    doc: '`{ reason, position }`, reason `"button"`, `"settings"`, `"position"`, `"record"`, `"lesson"`, `"idle"` (the idle reset, or attract mode back after a pause), `"script"`, `"demo"` (attract mode\'s next game), `"visitor"` (a touch took over from it) or `"tab"` (another tab saved a game under the same `persist` key, and this one now shows it)',
  },
  error: ERROR,
});

/** @type {Readonly<Record<string, EventWords>>} */
export const BOARD_EVENTS = Object.freeze({
  ready: READY,
  move: { detail: 'UrimMoveDetail', doc: 'the move report, with the position after it as `position`' },
  error: {
    detail: 'UrimErrorDetail',
    doc: '`{ message }`, once for each bad value: a `move` letter that is not on the board shown is named once, however often the diagram is drawn again',
  },
});
