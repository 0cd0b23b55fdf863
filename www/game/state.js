// The one state of a <urim-game>: the mode it is in and what that mode holds, as
// a frozen object. Each change is a named transition from one state to the next,
// and nothing else makes a state: the machine (machine.js) asks for transitions,
// the drawing (elements/game-render.js) only reads; what a state says when asked
// (whose turn, may the visitor move) is questions.js. No DOM and no engine calls.

/**
 * What the element is doing, exactly one at a time: the one list of the modes.
 * What each means is said in elements/attribute-words.js MODE_WORDS, from which
 * .ci/options-docs.mjs writes the published type and the docs.
 */
export const MODES = Object.freeze(
  /** @type {const} */ (['loading', 'failed', 'playing', 'predicting', 'showing', 'stepping', 'thinking', 'reviewing', 'editing', 'demo']),
);

/**
 * @typedef {import('../types/front.js').Game} Game
 * @typedef {import('../types/front.js').MoveReport} MoveReport
 * @typedef {import('../types/front.js').Side} Side
 * @typedef {import('../types/front.js').Settings} Settings
 * @typedef {import('../types/front.js').Translate} Translate
 * @typedef {import('../types/front.js').Words} Words
 * @typedef {import('../types/front.js').Notice} Notice
 * @typedef {import('../types/front.js').AdviceShown} AdviceShown
 * @typedef {import('../editor/set-up.js').SetUp} SetUp
 * @typedef {(typeof MODES)[number]} Mode
 * @typedef {'visitor' | 'computer'} Mover
 * @typedef {Readonly<{ south: number, north: number }>} Points
 * @typedef {Readonly<{ ply: number, game: Game, report: MoveReport, replaying: boolean, replayed: boolean }>} Review
 */

/**
 * One state of the element (see initial() for what each field holds).
 * @typedef {Readonly<{
 *   mode: Mode, settings: Readonly<Settings>, t: Translate, lang: string,
 *   game: Game | null, gameNumber: number, reason: string | null,
 *   report: MoveReport | null, by: Mover | null, lastMove: number | null,
 *   review: Review | null, setUp: SetUp | null, editNote: Words | null,
 *   failure: string | null, match: Points, demo: Points | null,
 *   words: Words | null, advice: AdviceShown | null, notice: Notice | null,
 *   choosing: boolean,
 * }>} GameState
 */

/** Match points before any game has ended. */
export const NO_POINTS = Object.freeze({ south: 0, north: 0 });

/** The modes in which the game of record waits for something other than a move. */
const ASIDE = new Set(['reviewing', 'editing']);

/**
 * @param {GameState} state
 * @param {Partial<GameState>} change
 * @returns {GameState}
 */
const next = (state, change) => Object.freeze({ ...state, ...change });

/**
 * The state before anything loaded. `settings` are the attributes as read;
 * `t` the translator of the language shown.
 * @param {Settings} settings
 * @param {Translate} t
 * @returns {GameState}
 */
export function initial(settings, t, lang = 'en') {
  return Object.freeze({
    mode: 'loading',
    settings: Object.freeze({ ...settings }),
    t,
    lang,
    game: null, // the engine's Game on show (the game of record)
    gameNumber: 0, // goes up with every game started
    reason: null, // why the game on show started (a newgame reason)
    report: null, // the move being shown (null once it has been)
    by: null, // who made `report`: 'visitor' or 'computer'
    lastMove: null, // the pit the last move was sown from, marked on the board
    review: null, // { ply, game, report, replaying } while reviewing
    setUp: null, // the SetUp while editing, with `editNote`
    editNote: null, // the editor's last refusal or message, as words
    failure: null, // why the engine could not load
    match: NO_POINTS, // the match points of the games before this one
    demo: null, // { south, north } levels while attract mode runs
    words: null, // the sentence under the board, as data (see game-render.js)
    advice: null, // what the advice part shows (hint, values), as data
    notice: null, // a problem to show: { text } or { key, vars }
    choosing: false, // predicting: every pit may be chosen, as where the last seed will fall
  });
}

/**
 * The language shown is now `lang`, spoken by `t`.
 * @param {GameState} state
 * @param {string} lang
 * @param {Translate} t
 */
export const spoken = (state, lang, t) => next(state, { lang, t });

/**
 * Setting `name` now reads `value`.
 * @param {GameState} state
 * @param {string} name
 * @param {unknown} value
 */
export const configured = (state, name, value) => next(state, { settings: Object.freeze({ ...state.settings, [name]: value }) });

/**
 * The engine could not load: nothing can be played.
 * @param {GameState} state
 * @param {string} failure
 */
export const failed = (state, failure) => next(state, { mode: 'failed', failure });

/**
 * `game` is on show from now on, for `reason`; `match` holds the points of the
 * games before it. Whatever was shown, reviewed or edited is gone; the `holes`
 * setting follows the game's board.
 * @param {GameState} state
 * @param {Game} game
 * @param {string} reason
 * @param {{ south: number, north: number }} match
 */
export const started = (state, game, reason, match) =>
  next(state, {
    mode: state.demo ? 'demo' : 'playing',
    // The engine's boards have 6 or 7 pits a row.
    settings: game.holes === state.settings.holes ? state.settings : Object.freeze({ ...state.settings, holes: /** @type {6 | 7} */ (game.holes) }),
    game,
    reason,
    match: Object.freeze({ ...match }),
    gameNumber: state.gameNumber + 1,
    report: null,
    by: null,
    lastMove: null,
    review: null,
    setUp: null,
    editNote: null,
    words: null,
    advice: null,
    choosing: false,
  });

/**
 * Move `report` by `by` is being shown, step by step when `stepped`, once the
 * class has said what it will do when `predict`. Its sentence waits for the end of
 * the show (`shown`), so that nothing tells the result before the board shows it;
 * the steps tell each part meanwhile.
 * @param {GameState} state
 * @param {MoveReport} report
 * @param {Mover} by
 * @param {boolean} stepped
 * @param {boolean} [predict]
 */
export const showing = (state, report, by, stepped, predict = false) =>
  next(state, {
    mode: state.demo ? 'demo' : predict ? 'predicting' : stepped ? 'stepping' : 'showing',
    report,
    by,
    lastMove: null,
    advice: null,
    words: null,
  });

/**
 * While the class predicts: every pit may be chosen (`choosing`), or none.
 * @param {GameState} state
 * @param {boolean} choosing
 */
export const choosing = (state, choosing) => next(state, { choosing });

/**
 * The class has said what the move will do (or chose to just see it): it is shown.
 * @param {GameState} state
 */
export const predicted = (state) => next(state, { mode: state.settings.steps ? 'stepping' : 'showing', choosing: false });

/**
 * The move on show has been shown; its sentence stays under the board.
 * @param {GameState} state
 * @param {Words | null} words
 */
export const shown = (state, words) =>
  next(state, {
    mode: state.demo ? 'demo' : 'playing',
    report: null,
    by: null,
    lastMove: state.report?.origin ?? null,
    words,
  });

/**
 * The computer searches its move (attract mode stays in its own mode).
 * @param {GameState} state
 */
export const thinking = (state) => next(state, { mode: state.demo ? 'demo' : 'thinking' });

/**
 * The computer's search ended (its move, if any, is shown next).
 * @param {GameState} state
 */
export const thought = (state) => next(state, { mode: state.demo ? 'demo' : 'playing' });

/**
 * The words under the board are now `words` (data, or null).
 * @param {GameState} state
 * @param {Words | null} words
 */
export const said = (state, words) => next(state, { words });

/**
 * The board shows the game as it stands after an undo or a redo jump.
 * @param {GameState} state
 * @param {Words | null} words
 */
export const rewound = (state, words) => next(state, { mode: 'playing', report: null, by: null, lastMove: null, words, advice: null });

/**
 * Earlier move `ply` is looked at again: `game` is the board before it, `report` the move.
 * @param {GameState} state
 * @param {number} ply
 * @param {Game} game
 * @param {MoveReport} report
 */
export const reviewing = (state, ply, game, report) =>
  next(state, {
    mode: 'reviewing',
    review: Object.freeze({ ply, game, report, replaying: false, replayed: false }),
    report: null,
    by: null,
    words: null,
    advice: null,
  });

/**
 * The move looked at is being played again (`on`), or not; `replayed` once it has
 * been (the board then shows the position after it).
 * @param {GameState} state
 * @param {boolean} on
 * @param {Words | null} words
 * @param {boolean} replayed
 */
export const replaying = (state, on, words, replayed) =>
  next(state, {
    review: state.review && Object.freeze({ ...state.review, replaying: on, replayed }),
    words,
  });

/**
 * Back from an earlier move or the editor to the game on show.
 * @param {GameState} state
 */
export const backToGame = (state) =>
  next(state, {
    mode: state.demo ? 'demo' : 'playing',
    review: null,
    setUp: null,
    editNote: null,
    words: null,
    report: null,
    by: null,
  });

/**
 * A position is set up by hand with `setUp` (the editor's own object), with `note` about the last change.
 * @param {GameState} state
 * @param {SetUp} setUp
 * @param {Words | null} [editNote]
 */
export const editing = (state, setUp, editNote = null) =>
  next(state, {
    mode: 'editing',
    setUp,
    editNote,
    words: null,
    advice: null,
    report: null,
    by: null,
    review: null,
  });

/**
 * Whatever was under way (a move sown, a search) was stopped: the game on show
 * waits as it stands (the element left the page, or a demonstration ended).
 * @param {GameState} state
 */
export const settled = (state) =>
  next(state, {
    mode: ['reviewing', 'editing', 'loading', 'failed'].includes(state.mode) ? state.mode : state.demo ? 'demo' : 'playing',
    report: null,
    by: null,
    review: state.review && Object.freeze({ ...state.review, replaying: false }),
  });

/**
 * Attract mode plays both sides at `levels` ({ south, north }).
 * @param {GameState} state
 * @param {{ south: number, north: number }} levels
 */
export const demoStarted = (state, levels) => next(state, { demo: Object.freeze({ ...levels }), mode: ASIDE.has(state.mode) ? state.mode : 'demo' });

/**
 * Attract mode ended: the game on the board is for people now.
 * @param {GameState} state
 */
export const demoStopped = (state) => next(state, { demo: null, mode: state.mode === 'demo' ? 'playing' : state.mode, report: null, by: null });

/**
 * What the advice part shows now (data, or null).
 * @param {GameState} state
 * @param {AdviceShown | null} advice
 */
export const advised = (state, advice) => next(state, { advice });

/**
 * A problem to show (`{ text }` or `{ key, vars }`), or null to clear it.
 * @param {GameState} state
 * @param {Notice | null} notice
 */
export const noticed = (state, notice) => next(state, { notice });

/**
 * The editor's note (words as data, or null).
 * @param {GameState} state
 * @param {Words | null} editNote
 */
export const editNoted = (state, editNote) => next(state, { editNote });
