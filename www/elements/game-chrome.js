// The shadow DOM of <urim-game> around its board: the two player bars, the words
// (status, the last move, the preview, the step bar), the buttons and settings, and
// the folded move list with the record buttons. Built once, without markup strings;
// `translate` fills in the words of a language, `layout` shows the parts a
// `controls` setting asks for. Every control is a ::part().
import { h } from '../dom/nodes.js';
import { stepBar } from './step-bar.js';

/** The parts each `controls` setting shows (the board and the notice always show). */
const LAYOUTS = {
  full: ['players', 'messages', 'preview', 'buttons', 'redo', 'hint', 'editOpen', 'settings', 'moves', 'keys', 'about'],
  compact: ['players', 'messages', 'buttons', 'hint', 'about'],
  none: [],
};

/** What a kiosk leaves out: links away from the page, the record files, the editor, keyboard help. */
const KIOSK_HIDES = ['about', 'moves', 'editOpen', 'keys'];

/** A player's bar: a dot, the name, the role (you, the computer) and the seeds and points. */
function playerBar(side) {
  return h('div', { class: 'player', part: `player player-${side}`, 'data-side': side },
    h('span', { class: 'dot', 'aria-hidden': 'true' }),
    h('span', { class: 'name' }), h('span', { class: 'role' }), h('span', { class: 'stat' }));
}

/**
 * The position editor's bar: the total against the board's, the stores and who
 * moves, and its buttons. Shown instead of the words while a position is set up.
 */
function editorBar() {
  const number = (part) => h('input', { type: 'number', min: 0, max: 99, step: 1, inputmode: 'numeric', part });
  const editStatus = h('p', { class: 'edit-status', part: 'edit-status', 'aria-live': 'polite' });
  const editNote = h('p', { class: 'edit-note', part: 'edit-note', role: 'status' });
  const editSouth = number('edit-south-store');
  const editNorth = number('edit-north-store');
  const editSide = h('select', { part: 'edit-to-move' });
  const field = (key, input) => h('label', {}, h('span', { 'data-t': key }), input);
  const button = (part, key, primary = false) => h('button', { type: 'button', part, 'data-t': key, class: primary ? 'primary' : null });
  const editFix = button('edit-fix', 'editFix');
  const editPlay = button('edit-play', 'editPlay', true);
  const editLink = button('edit-link', 'editLink');
  const editCancel = button('edit-cancel', 'editCancel');
  const editor = h('div', { class: 'editor', part: 'editor', hidden: true },
    h('p', { class: 'edit-help', 'data-t': 'editHelp' }), editStatus,
    h('div', { class: 'edit-fields' }, field('editSouthStore', editSouth), field('editNorthStore', editNorth), field('editToMove', editSide)),
    h('div', { class: 'buttons' }, editPlay, editFix, editLink, editCancel), editNote);
  return { editor, editStatus, editNote, editSouth, editNorth, editSide, editFix, editPlay, editLink, editCancel };
}

/** A labelled select. */
function setting(key, part) {
  const select = h('select', { part });
  return { label: h('label', {}, h('span', { 'data-t': key }), select), select };
}

/** Builds the parts into `root`, the step bar's buttons calling `steps` ({ next, back }); returns them by name. */
export function buildChrome(root, steps) {
  const el = {};
  el.notice = h('p', { class: 'notice', part: 'notice', role: 'alert', hidden: true });
  el.north = playerBar('north');
  el.south = playerBar('south');
  el.board = h('div', { class: 'board', part: 'board' });
  el.status = h('p', { class: 'status', part: 'status', id: 'status' });
  el.words = h('p', { class: 'words', part: 'words', id: 'words', 'aria-live': 'polite' });
  el.preview = h('p', { class: 'preview', part: 'preview', id: 'preview' });
  Object.assign(el, stepBar(steps));
  el.reviewText = h('p', { class: 'review-text', part: 'review-text', 'aria-live': 'polite' });
  el.replay = h('button', { type: 'button', part: 'replay', 'data-t': 'replay' });
  el.backToGame = h('button', { type: 'button', class: 'primary', part: 'back-to-game', 'data-t': 'backToGame' });
  el.reviewBar = h('div', { class: 'review-bar', part: 'review-bar', hidden: true }, el.reviewText, el.replay, el.backToGame);
  el.messages = h('div', { class: 'messages', part: 'messages' }, el.reviewBar, el.status, el.words, el.preview, el.stepBar);

  Object.assign(el, editorBar());
  el.newGame = h('button', { type: 'button', class: 'primary', part: 'new-game', 'data-t': 'newGame' });
  el.undo = h('button', { type: 'button', part: 'undo', 'data-t': 'undo' });
  el.redo = h('button', { type: 'button', part: 'redo', 'data-t': 'redo' });
  el.editOpen = h('button', { type: 'button', part: 'edit', 'data-t': 'editOpen' });
  el.hint = h('button', { type: 'button', part: 'hint', 'data-t': 'hintButton' });
  el.about = h('a', { class: 'about', part: 'about', 'data-t': 'about', target: '_blank', rel: 'noopener' });
  el.buttons = h('div', { class: 'buttons' }, el.newGame, el.undo, el.redo, el.hint, el.editOpen, el.about);
  const holes = setting('board', 'holes');
  const opponent = setting('opponent', 'opponent');
  const first = setting('first', 'first');
  Object.assign(el, { holes: holes.select, opponent: opponent.select, first: first.select });
  el.steps = h('input', { type: 'checkbox', part: 'steps' });
  el.analysis = h('input', { type: 'checkbox', part: 'analysis' });
  el.sound = h('input', { type: 'checkbox', part: 'sound' });
  const toggle = (input, key) => h('label', { class: 'toggle' }, input, h('span', { 'data-t': key }));
  el.settings = h('div', { class: 'settings' }, holes.label, opponent.label, first.label,
    toggle(el.steps, 'steps'), toggle(el.analysis, 'analysis'), toggle(el.sound, 'sound'));
  el.controls = h('div', { class: 'controls', part: 'controls' }, el.buttons, el.settings);

  el.moveCount = h('span', { class: 'count' });
  el.summary = h('summary', { part: 'moves-summary' }, h('span', { 'data-t': 'movesTitle' }), ' ', el.moveCount);
  el.moveList = h('ol', { class: 'move-list', part: 'move-list' });
  el.noMoves = h('p', { class: 'no-moves', 'data-t': 'noMoves' });
  el.copyRecord = h('button', { type: 'button', part: 'copy-record', 'data-t': 'copyRecord' });
  el.saveRecord = h('button', { type: 'button', part: 'save-record', 'data-t': 'saveRecord' });
  el.openRecord = h('button', { type: 'button', part: 'open-record', 'data-t': 'openRecord' });
  el.copyLink = h('button', { type: 'button', part: 'copy-link', 'data-t': 'copyLink', hidden: true });
  el.recordFile = h('input', { type: 'file', accept: '.txt,.pgn,text/plain', hidden: true });
  el.recordNote = h('span', { class: 'record-note', role: 'status' });
  el.moves = h('details', { class: 'moves', part: 'moves' }, el.summary, el.moveList, el.noMoves,
    h('div', { class: 'record-buttons' }, el.copyRecord, el.saveRecord, el.openRecord, el.copyLink, el.recordFile, el.recordNote));
  el.keys = h('p', { class: 'keys', part: 'keys', 'data-t': 'keys' });
  el.frame = h('div', { class: 'frame', part: 'frame' },
    el.notice, el.north, el.board, el.south, el.editor, el.messages, el.controls, el.moves, el.keys);
  root.append(el.frame);
  return el;
}

/**
 * Shows the parts of layout `controls` (full, compact or none), less what a
 * `kiosk` leaves out. With none, the words are still there for screen readers,
 * out of sight.
 */
export function layout(el, controls, { kiosk = false } = {}) {
  const shown = new Set(LAYOUTS[controls]);
  if (kiosk) for (const part of KIOSK_HIDES) shown.delete(part);
  for (const part of ['preview', 'redo', 'hint', 'editOpen', 'settings', 'moves', 'keys', 'about']) el[part].hidden = !shown.has(part);
  el.messages.classList.toggle('visually-hidden', !shown.has('messages'));
  el.north.hidden = !shown.has('players');
  el.south.hidden = !shown.has('players');
  el.controls.hidden = !shown.has('buttons');
}

/** Fills every fixed word of the chrome (data-t keys) in the translator's language. */
export function translate(el, t) {
  for (const node of el.frame.querySelectorAll('[data-t]')) node.textContent = t(node.dataset.t);
}

/** Fills `select` with [value, label] options, `value` chosen. */
export function fillSelect(select, options, value) {
  select.replaceChildren(...options.map(([v, label]) => {
    const option = h('option', { value: String(v) }, label);
    option.selected = String(v) === String(value);
    return option;
  }));
}

/**
 * A player's bar: name, role, seeds and match points, and whether it is the one to
 * move, thinking or the winner.
 */
export function showPlayer(bar, { name, role, seeds, points, active, thinking, winner }) {
  bar.querySelector('.name').textContent = name;
  bar.querySelector('.role').textContent = role;
  bar.querySelector('.stat').replaceChildren(h('b', {}, seeds), ' · ', h('b', {}, points));
  bar.classList.toggle('active', active);
  bar.classList.toggle('thinking', thinking);
  bar.classList.toggle('winner', winner);
}
