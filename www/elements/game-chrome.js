// The shadow DOM of <urim-game> around its board: the two player bars, the words
// (status, the last move, the preview, the step bar), the buttons and settings, and
// the folded move list with the record buttons. Built once, without markup strings
// (their words are filled in by dom/nodes.js fillWords); `layout` shows the parts
// a `controls` setting asks for. Every control is a ::part().
import { button, h } from '../dom/nodes.js';
import { stepBar } from './step-bar.js';
import { stepKeys } from './stepping.js';

/** The parts each `controls` setting shows (the board and the notice always show). */
const LAYOUTS = {
  full: ['players', 'messages', 'preview', 'buttons', 'redo', 'hint', 'learnOpen', 'editOpen', 'present', 'settings', 'moves', 'keys', 'about'],
  compact: ['players', 'messages', 'buttons', 'hint', 'learnOpen', 'present', 'about'],
  none: [],
};

/** What a kiosk leaves out: links away from the page, the record files, the editor, keyboard help, present mode. */
const KIOSK_HIDES = ['about', 'moves', 'editOpen', 'keys', 'present'];

/**
 * A player's bar: a dot, the name, the role (you, the computer) and the seeds and points.
 * @param {import('../types/front.js').Side} side
 */
function playerBar(side) {
  return h(
    'div',
    { class: 'player', part: `player player-${side}`, 'data-side': side },
    h('span', { class: 'dot', 'aria-hidden': 'true' }),
    h('span', { class: 'name' }),
    h('span', { class: 'role' }),
    h('span', { class: 'stat' }),
  );
}

/**
 * The position editor's bar: the total against the board's, the stores and who
 * moves, and its buttons. Shown instead of the words while a position is set up.
 */
function editorBar() {
  /** @param {string} part */
  const number = (part) => h('input', { type: 'number', min: 0, max: 99, step: 1, inputmode: 'numeric', part });
  const editStatus = h('p', { class: 'edit-status', part: 'edit-status', 'aria-live': 'polite' });
  const editNote = h('p', { class: 'edit-note', part: 'edit-note', role: 'status' });
  const editSouth = number('edit-south-store');
  const editNorth = number('edit-north-store');
  const editSide = h('select', { part: 'edit-to-move' });
  /** @param {string} key @param {HTMLElement} input */
  const field = (key, input) => h('label', {}, h('span', { 'data-t': key }), input);
  const editFix = button('edit-fix', 'editFix');
  const editPlay = button('edit-play', 'editPlay', { class: 'primary' });
  const editLink = button('edit-link', 'editLink');
  const editCancel = button('edit-cancel', 'editCancel');
  const editor = h(
    'div',
    { class: 'editor', part: 'editor', hidden: true },
    h('p', { class: 'edit-help', 'data-t': 'editHelp' }),
    editStatus,
    h('div', { class: 'edit-fields' }, field('editSouthStore', editSouth), field('editNorthStore', editNorth), field('editToMove', editSide)),
    h('div', { class: 'buttons' }, editPlay, editFix, editLink, editCancel),
    editNote,
  );
  return { editor, editStatus, editNote, editSouth, editNorth, editSide, editFix, editPlay, editLink, editCancel };
}

/**
 * A labelled select.
 * @param {string} key the label's words
 * @param {string} part
 */
function setting(key, part) {
  const select = h('select', { part });
  return { label: h('label', {}, h('span', { 'data-t': key }), select), select };
}

/**
 * Builds the parts into `root`, the step bar's buttons calling `steps`; returns them by name.
 * @param {ShadowRoot} root
 * @param {{ next: () => boolean | undefined, back: () => boolean | undefined }} steps
 */
export function buildChrome(root, steps) {
  const notice = h('p', { class: 'notice', part: 'notice', role: 'alert', hidden: true });
  const north = playerBar('north');
  const south = playerBar('south');
  const board = h('div', { class: 'board', part: 'board' });
  const status = h('p', { class: 'status', part: 'status', id: 'status' });
  const words = h('p', { class: 'words', part: 'words', id: 'words', 'aria-live': 'polite' });
  const preview = h('p', { class: 'preview', part: 'preview', id: 'preview' });
  // What the labels on the pits mean, while they are shown (game-render.js).
  const legend = h('p', { class: 'legend', part: 'legend', 'data-t': 'valueLegend', hidden: true });
  const stepping = stepBar(steps);
  stepKeys(root, steps);
  const reviewText = h('p', { class: 'review-text', part: 'review-text', 'aria-live': 'polite' });
  const replay = button('replay', 'replay');
  const backToGame = button('back-to-game', 'backToGame', { class: 'primary' });
  const reviewBar = h('div', { class: 'review-bar', part: 'review-bar', hidden: true }, reviewText, replay, backToGame);
  const messages = h('div', { class: 'messages', part: 'messages' }, reviewBar, status, words, preview, legend, stepping.stepBar);

  const editing = editorBar();
  const newGame = button('new-game', 'newGame', { class: 'primary' });
  const undo = button('undo', 'undo');
  // Review the game: shown once a game is over or a record is opened (game-review-open.js).
  const reviewOpen = button('review-open', 'reviewGame', { hidden: true });
  const redo = button('redo', 'redo');
  const editOpen = button('edit', 'editOpen');
  const hint = button('hint', 'hintButton');
  // Learn to play: the lessons, <urim-learn>, in the game's place (game-learn.js).
  const learnOpen = button('learn-open', 'learnToPlay');
  const present = button('present', 'present', { 'aria-pressed': 'false' });
  const about = h('a', { class: 'about', part: 'about', 'data-t': 'about', target: '_blank', rel: 'noopener' });
  // A kiosk folds its settings behind this button (styles.js): a short screen keeps the board large.
  const settingsOpen = button('settings-toggle', 'settingsButton', { class: 'settings-toggle', 'aria-expanded': 'false' });
  const buttons = h('div', { class: 'buttons' }, newGame, reviewOpen, undo, redo, hint, learnOpen, editOpen, present, settingsOpen, about);
  const holes = setting('board', 'holes');
  const opponent = setting('opponent', 'opponent');
  const first = setting('first', 'first');
  const stepsBox = h('input', { type: 'checkbox', part: 'steps' });
  const analysis = h('input', { type: 'checkbox', part: 'analysis' });
  const predict = h('input', { type: 'checkbox', part: 'predict' });
  const sound = h('input', { type: 'checkbox', part: 'sound' });
  const speak = h('input', { type: 'checkbox', part: 'speak' });
  /** @param {HTMLInputElement} input @param {string} key */
  const toggle = (input, key) => h('label', { class: 'toggle' }, input, h('span', { 'data-t': key }));
  const settings = h(
    'div',
    { class: 'settings', part: 'settings' },
    holes.label,
    opponent.label,
    first.label,
    toggle(stepsBox, 'steps'),
    toggle(predict, 'predict'),
    toggle(analysis, 'analysis'),
    toggle(sound, 'sound'),
    toggle(speak, 'speakMoves'),
  );
  const controls = h('div', { class: 'controls', part: 'controls' }, buttons, settings);

  const moveCount = h('span', { class: 'count' });
  const summary = h('summary', { part: 'moves-summary' }, h('span', { 'data-t': 'movesTitle' }), ' ', moveCount);
  const moveList = h('ol', { class: 'move-list', part: 'move-list' });
  const noMoves = h('p', { class: 'no-moves', 'data-t': 'noMoves' });
  // Disabled until a game is on show (game-render.js): before it there is nothing to copy, keep or open into.
  const waiting = { disabled: true };
  const copyRecord = button('copy-record', 'copyRecord', waiting);
  const saveRecord = button('save-record', 'saveRecord', waiting);
  const openRecord = button('open-record', 'openRecord', waiting);
  const copyLink = button('copy-link', 'copyLink', { hidden: true, disabled: true });
  const lessonOpen = button('lesson-open', 'lessonButton', waiting);
  const recordFile = h('input', { type: 'file', accept: '.txt,.pgn,.urim,text/plain', hidden: true });
  const recordNote = h('span', { class: 'record-note', role: 'status' });
  const moves = h(
    'details',
    { class: 'moves', part: 'moves' },
    summary,
    moveList,
    noMoves,
    h('div', { class: 'record-buttons' }, copyRecord, saveRecord, openRecord, copyLink, lessonOpen, recordFile, recordNote),
  );
  const keys = h('p', { class: 'keys', part: 'keys', 'data-t': 'keys' });
  const frame = h('div', { class: 'frame', part: 'frame' }, notice, north, board, south, editing.editor, messages, controls, moves, keys);
  root.append(frame);
  return {
    notice,
    north,
    south,
    board,
    status,
    words,
    preview,
    legend,
    ...stepping,
    reviewText,
    replay,
    backToGame,
    reviewBar,
    messages,
    ...editing,
    newGame,
    reviewOpen,
    undo,
    redo,
    editOpen,
    hint,
    learnOpen,
    present,
    about,
    buttons,
    settingsOpen,
    holes: holes.select,
    opponent: opponent.select,
    first: first.select,
    steps: stepsBox,
    predict,
    analysis,
    sound,
    speak,
    settings,
    controls,
    moveCount,
    summary,
    moveList,
    noMoves,
    copyRecord,
    saveRecord,
    openRecord,
    copyLink,
    lessonOpen,
    recordFile,
    recordNote,
    moves,
    keys,
    frame,
  };
}

/** <urim-game>'s parts by name, as buildChrome makes them. @typedef {ReturnType<typeof buildChrome>} Chrome */

/** The parts that a `controls` setting shows or hides. @typedef {'preview' | 'redo' | 'hint' | 'learnOpen' | 'editOpen' | 'present' | 'settings' | 'moves' | 'keys' | 'about'} Optional */

/**
 * Shows the parts of layout `controls` (full, compact or none), less what a
 * `kiosk` leaves out. With none, the words are still there for screen readers,
 * out of sight.
 * @param {Chrome} el
 * @param {import('../types/front.js').Settings['controls']} controls
 * @param {{ kiosk?: boolean }} [options]
 */
export function layout(el, controls, { kiosk = false } = {}) {
  /** @type {Set<string>} */
  const shown = new Set(LAYOUTS[controls]);
  if (kiosk) for (const part of KIOSK_HIDES) shown.delete(part);
  /** @type {Optional[]} */
  const optional = ['preview', 'redo', 'hint', 'learnOpen', 'editOpen', 'present', 'settings', 'moves', 'keys', 'about'];
  for (const part of optional) el[part].hidden = !shown.has(part);
  el.settingsOpen.hidden = !shown.has('settings'); // no Settings button for settings not shown
  el.messages.classList.toggle('visually-hidden', !shown.has('messages'));
  el.north.hidden = !shown.has('players');
  el.south.hidden = !shown.has('players');
  el.controls.hidden = !shown.has('buttons');
}

/**
 * Fills `select` with [value, label] options, `value` chosen.
 * @param {HTMLSelectElement} select
 * @param {[string | number, string][]} options
 * @param {string | number} value
 */
export function fillSelect(select, options, value) {
  select.replaceChildren(
    ...options.map(([v, label]) => {
      const option = h('option', { value: String(v) }, label);
      option.selected = String(v) === String(value);
      return option;
    }),
  );
}

/**
 * The part of player bar `bar` that `selector` finds (playerBar makes them all).
 * @param {HTMLElement} bar
 * @param {string} selector
 */
function barPart(bar, selector) {
  const node = bar.querySelector(selector);
  if (!node) throw new Error(`a player bar has no ${selector}`);
  return node;
}

/**
 * A player's bar: name, role, seeds and match points, and whether it is the one to
 * move, thinking or the winner.
 * @param {HTMLElement} bar
 * @param {{ name: string, role: string, seeds: string, points: string, active: boolean, thinking: boolean, winner: boolean }} shown
 */
export function showPlayer(bar, { name, role, seeds, points, active, thinking, winner }) {
  barPart(bar, '.name').textContent = name;
  barPart(bar, '.role').textContent = role;
  barPart(bar, '.stat').replaceChildren(h('b', {}, seeds), ' · ', h('b', {}, points));
  bar.classList.toggle('active', active);
  bar.classList.toggle('thinking', thinking);
  bar.classList.toggle('winner', winner);
}
