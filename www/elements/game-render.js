// Draws <urim-game> from its one state (game/state.js): the player bars, the
// status, the words under the board, the review and step bars, the editor's
// fields, the buttons and the board's configuration. It only reads the state: it
// starts nothing, saves nothing and asks the engine only what a position shows.
import { endWords, moveWords, scoreWords, seedWords, stepWords } from '../words/move-words.js';
import { hintWords, previewWords, valueLabel, valueWords } from '../words/advice-words.js';
import { fillSelect, layout, showPlayer } from './game-chrome.js';
import { fillWords } from '../dom/nodes.js';
import { BESIDE_PAGES, pageUrl } from '../package-url.js';
import { showStepBar } from './stepping.js';
import { isComputer, levelFor, redoable, undoable, visitorMayMove } from '../game/questions.js';
import { reviewable } from './game-review-open.js';

/**
 * @typedef {import('../game/state.js').GameState} GameState
 * @typedef {import('../types/front.js').Translate} Translate
 * @typedef {import('../types/front.js').Game} Game
 * @typedef {import('../types/front.js').Side} Side
 * @typedef {import('../types/front.js').ShownStep} ShownStep
 * @typedef {import('./game-chrome.js').Chrome} Chrome
 */

/**
 * The least time between two painted frames of a move in attract mode (ms): the
 * seeds still land one by one (a seed takes 80 ms at speed 1), but a kiosk left
 * alone for weeks spends far less of its main thread on drawing.
 */
const ATTRACT_FRAME_MS = 80;

/** The two sides, South first. @type {Side[]} */
const SIDES = ['south', 'north'];

/** The boards a visitor may choose: pits a row and seeds a pit. */
const BOARDS = [
  [6, 3],
  [6, 4],
  [7, 3],
  [7, 4],
];

/**
 * The settings whose change redraws the controls (selects, toggles, layout).
 * @type {(keyof import('../types/front.js').Settings)[]}
 */
const CONTROL_SETTINGS = [
  'opponent',
  'player',
  'first',
  'holes',
  'seeds',
  'steps',
  'predict',
  'analysis',
  'sound',
  'speak',
  'controls',
  'kiosk',
  'about',
];

/**
 * The levels' names, Beginner to Expert: the translation's `levels` is a list,
 * which t() hands back as it is (Translate names only its strings).
 * @param {Translate} t
 * @returns {string[]}
 */
export const levelNames = (t) => /** @type {string[]} */ (/** @type {unknown} */ (t('levels')));

/**
 * Words kept as data (state.words, state.notice, state.editNote), in the language of `t`.
 * @param {Translate} t
 * @param {import('../types/front.js').Words | null} words
 */
export function sayWords(t, words) {
  if (!words) return '';
  if (words.text !== undefined) return words.text;
  if (words.kind === 'move' && words.report && words.score && words.letters) return moveWords(t, words.report, words.score, words.letters);
  if (words.kind === 'undone' && words.score) return `${t('undone')} ${scoreWords(t, words.score)}`;
  // Inner words are said when shown, in the language shown then, as the outer's {message}.
  const vars = words.inner ? { ...words.vars, message: t(words.inner.key, words.inner.vars) } : words.vars;
  return t(String(words.key), vars);
}

/**
 * The board's position key: values and hints belong to one position of one game.
 * @param {Game} game
 */
export const positionKey = (game) => `${game.position()}|${game.moves().length}`;

/** A screen that is only touched (no mouse to hover, a finger to point): no key to press, no click. */
const TOUCH_ONLY = '(hover: none) and (pointer: coarse)';

/**
 * The status line: what the visitor may do now, in the state's mode.
 * @param {GameState} s
 */
function statusWords(s) {
  const { t, game } = s;
  if (s.mode === 'loading') return t('loading');
  if (s.mode === 'failed' || s.mode === 'editing' || s.mode === 'reviewing' || !game) return '';
  if (s.mode === 'demo') return t(matchMedia(TOUCH_ONLY).matches ? 'demoTouchOnly' : 'demoTouch');
  // A tap moves a stepped move on one step, where it skips a sown one.
  if (s.report && s.mode === 'predicting') return t('predictStatus', { side: t(s.report.mover), pit: s.report.letter });
  if (s.report && s.mode === 'stepping') return t('sowingSteps', { side: t(s.report.mover), pit: s.report.letter });
  if (s.report && s.mode === 'showing') return t('sowing', { side: t(s.report.mover), pit: s.report.letter });
  const score = game.score();
  // The words line (read out as it changes) tells the last move with the ending; the
  // status then only says the game is over, so that no sentence stands twice.
  if (score.over) return s.words?.kind === 'move' && s.words.score?.over ? t('overStatus') : endWords(t, score);
  if (s.mode === 'thinking') return t('thinking');
  if (s.settings.opponent > 0 && game.toMove() === s.settings.player) return t('yourTurn');
  return t('toMove', { side: t(game.toMove()) });
}

/**
 * The player bars: names, roles, seeds and points; kept from before while a move is sown.
 * @param {Chrome} el
 * @param {GameState} s
 * @param {Game} game the game on show (s.game)
 */
function showPlayers(el, s, game) {
  const { t } = s;
  const score = game.score();
  const toMove = game.toMove();
  for (const side of SIDES) {
    const role =
      s.settings.opponent === 0 && !s.demo ? '' : isComputer(s, side) ? `${t('computerName')} (${levelNames(t)[levelFor(s, side) - 1]})` : t('you');
    showPlayer(el[side], {
      name: t(side),
      role,
      seeds: seedWords(t, score[side]),
      points: t('points', { n: s.match[side] + score.points[side] }),
      active: !score.over && toMove === side,
      thinking: s.mode === 'thinking' && toMove === side,
      winner: score.over && score.winner === side,
    });
  }
}

/**
 * The line under the words: a pit's preview, the hint's reason, or what is being worked out.
 * @param {GameState} s
 * @param {Game} game the game on show (s.game)
 * @param {number | null} focus
 * @returns {{ text: string, preview: import('../types/front.js').MoveReport | null }}
 */
function previewLine(s, game, focus) {
  const { t, advice } = s;
  if (focus != null && visitorMayMove(s) && game.legalMoves().includes(focus)) {
    const worth = advice?.values?.byPit.get(focus);
    const letter = game.letters()[focus];
    const value = worth ? valueWords(t, letter, worth.value, worth.exact, worth.files) : '';
    // With steps or predict on, a move is for the class to work out: no preview tells
    // it first (what the move is worth at the end tells nothing of how it sows).
    if (s.settings.steps || s.settings.predict) return { text: value, preview: null };
    const preview = game.preview(focus);
    const text = previewWords(t, preview, game.letters());
    return { text: value ? `${text} · ${value}` : text, preview };
  }
  if (advice?.hint) return { text: hintWords(t, advice.hint.preview, advice.hint.threat, advice.hint.left), preview: null };
  if (advice?.working) return { text: t(advice.working), preview: null };
  return { text: '', preview: null };
}

/** What a pit shows while its value is being worked out. */
const WORKING_LABEL = '…';

/**
 * The labels on the legal pits: each move's value once known; while the values
 * are being worked out, a mark that says so on every pit; else none.
 * @param {import('../types/front.js').AdviceShown['values'] | undefined} valued
 * @param {string | null | undefined} working what the advice is working out
 * @param {number[]} legal
 */
function pitValues(valued, working, legal) {
  if (valued) return Object.fromEntries([...valued.byPit].map(([pit, v]) => [pit, valueLabel(v.value, v.exact)]));
  if (working === 'analysisWorking' || working === 'tables') return Object.fromEntries(legal.map((pit) => [pit, WORKING_LABEL]));
  return null;
}

/**
 * The editor's fields from the set-up being edited.
 * @param {Chrome} el
 * @param {GameState} s
 * @param {import('../editor/set-up.js').SetUp} e the set-up (s.setUp)
 */
function showEditor(el, s, e) {
  const { t } = s;
  el.editSouth.value = String(e.stores.south);
  el.editNorth.value = String(e.stores.north);
  const d = e.difference();
  const vars = { total: e.total(), n: Math.abs(d), target: e.target() };
  el.editStatus.textContent = d === 0 ? t('editTotal', vars) : t(d > 0 ? 'editMissing' : 'editExtra', vars);
  el.editFix.disabled = d === 0;
  el.editNote.textContent = sayWords(t, s.editNote);
  if (el.editSide.value !== e.toMove || el.editSide.options.length === 0) {
    fillSelect(
      el.editSide,
      [
        ['south', t('south')],
        ['north', t('north')],
      ],
      e.toMove,
    );
  }
}

/**
 * The selects and toggles, in the state's language and settings.
 * @param {Chrome} el
 * @param {GameState} s
 */
function showControls(el, s) {
  const { t, game } = s;
  const set = s.settings;
  const board = `${game?.holes ?? set.holes}-${game?.seeds ?? set.seeds}`;
  fillSelect(
    el.holes,
    BOARDS.map(([holes, seeds]) => [`${holes}-${seeds}`, t('boardChoice', { holes, seeds })]),
    board,
  );
  fillSelect(
    el.opponent,
    [[0, t('twoPlayers')], ...levelNames(t).map((name, i) => /** @type {[number, string]} */ ([i + 1, t('computer', { level: name })]))],
    set.opponent,
  );
  /** @param {Side} side */
  const label = (side) => (set.opponent > 0 ? `${t(side)} (${side === set.player ? t('you') : t('computerName')})` : t(side));
  fillSelect(
    el.first,
    [
      ['south', label('south')],
      ['north', label('north')],
    ],
    set.first,
  );
  el.steps.checked = set.steps;
  el.predict.checked = set.predict;
  el.analysis.checked = set.analysis;
  el.sound.checked = set.sound;
  el.speak.checked = set.speak;
  layout(el, set.controls, { kiosk: set.kiosk });
  el.frame.classList.toggle('kiosk', set.kiosk);
  el.about.href = set.about ?? pageUrl(t('aboutPage'));
  // Where no About page stands beside the package (and none is named), no link leads to a 404.
  if (!set.about && !BESIDE_PAGES) el.about.hidden = true;
}

/**
 * Draws state `s` (after `before`) into the element's parts `el`, the board
 * `view` (null while the element is off the page) and the move list. `focus` is
 * the pit the pointer or keyboard is on; `step` the step of a stepped move shown.
 * @param {Chrome} el
 * @param {import('../view/board-view.js').BoardView | null} view
 * @param {GameState} s
 * @param {GameState | null | undefined} before
 * @param {{ moveList: import('../record/move-list.js').MoveList, focus?: number | null, step?: ShownStep | null, shareable?: boolean }} options
 */
export function render(el, view, s, before, { moveList, focus = null, step = null, shareable = false }) {
  const { t, game } = s;
  if (s.lang !== before?.lang || s.t !== before?.t) {
    fillWords(el.frame, t);
    el.frame.lang = s.lang; // what a screen reader reads them in: English too, should the words asked for fail
  }
  if (s.lang !== before?.lang || s.game !== before?.game || CONTROL_SETTINGS.some((n) => s.settings[n] !== before?.settings[n])) showControls(el, s);
  el.notice.hidden = !s.notice;
  el.notice.textContent = sayWords(t, s.notice);
  const noticeLang = s.notice && 'lang' in s.notice ? s.notice.lang : undefined;
  if (noticeLang) el.notice.lang = noticeLang;
  else el.notice.removeAttribute('lang');
  el.frame.classList.toggle('demo', !!s.demo);
  el.status.textContent = statusWords(s);
  el.status.hidden = s.mode === 'reviewing';
  el.words.textContent = sayWords(t, s.words);
  const editing = s.mode === 'editing';
  el.editor.hidden = !editing;
  el.frame.classList.toggle('editing', editing);
  el.messages.hidden = editing;
  el.editOpen.disabled = editing || !game;
  el.reviewBar.hidden = !s.review;
  if (s.review) el.reviewText.textContent = t('reviewing', { n: s.review.ply, side: t(s.review.report.mover), pit: s.review.report.letter });
  const stepping = step && (s.mode === 'stepping' || s.review?.replaying || (s.demo && s.report && s.settings.steps));
  el.stepBar.hidden = !stepping;
  const stepped = s.review?.replaying ? s.review.report : s.report;
  const stepBoard = s.review?.game ?? game;
  if (step && stepping && stepped && stepBoard) showStepBar(el, t, step, stepWords(t, stepped, step, stepBoard.letters()));
  else el.stepText.textContent = '';
  el.copyLink.hidden = !shareable;
  for (const button of [el.copyRecord, el.saveRecord, el.openRecord, el.copyLink, el.lessonOpen]) button.disabled = !game;
  if (!game) return;
  el.frame.dataset.holes = String(game.holes);
  if (!s.report) showPlayers(el, s, game);
  // While the class predicts a move, any pit may be named as where its last seed falls.
  const legal = s.choosing ? [...Array(2 * game.holes).keys()] : visitorMayMove(s) ? game.legalMoves() : [];
  // The buttons wait for a move being sown to end (a script's undo() does not).
  el.undo.disabled = !['playing', 'thinking', 'predicting'].includes(s.mode) || !undoable(s);
  el.redo.disabled = !redoable(s);
  el.hint.disabled = legal.length === 0;
  el.reviewOpen.hidden = !reviewable(s);
  const line = previewLine(s, game, focus);
  el.preview.textContent = line.text;
  if (editing) {
    if (s.setUp) showEditor(el, s, s.setUp);
  } else {
    // A move being shown joins the list (with its capture) once it has been shown.
    const onShow = !!s.report && ['predicting', 'showing', 'stepping'].includes(s.mode);
    moveList.update(t, game, s.gameNumber, s.lang !== before?.lang, onShow);
  }
  if (!view) return;
  const label = t('boardLabel', { holes: game.holes });
  const valued = s.advice?.values;
  const values = s.settings.analysis && legal.length ? pitValues(valued, s.advice?.working, legal) : null;
  el.legend.hidden = !values;
  const config = {
    holes: game.holes,
    letters: game.letters(),
    editing,
    label: line.preview ? `${label} ${line.text}` : label,
    hint: line.preview,
    tip: s.advice?.hint?.pit ?? null,
    values,
    best: values && valued ? valued.best : [],
    lastMove: s.lastMove == null || s.review ? null : { origin: s.lastMove },
    legal: editing ? [...Array(2 * game.holes).keys()] : legal,
    interactive: editing || legal.length > 0,
    stepByStep: s.settings.steps,
    speed: s.settings.speed,
    frameMs: s.demo ? ATTRACT_FRAME_MS : 0,
  };
  // The seeds: the set-up, the board before (or after) a move looked at, or the game;
  // left alone while a move is being sown (the view moves them itself).
  const { review } = s;
  if (editing) {
    if (s.setUp) Object.assign(config, { pits: s.setUp.pits, stores: s.setUp.stores });
  } else if (review && !review.replaying) {
    Object.assign(
      config,
      review.replayed ? { pits: review.report.pits, stores: review.report.stores } : { pits: review.game.pits(), stores: review.game.stores() },
    );
  } else if (!s.report && !s.review) Object.assign(config, { pits: game.pits(), stores: game.stores() });
  view.set(config);
}
