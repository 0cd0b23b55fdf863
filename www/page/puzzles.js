// The puzzles page around puzzles/view.js: www/puzzles.json fetched, the page's
// language, and what a move is worth with best play for the best-move and endgame
// puzzles, worked out in the engine's worker. ?puzzle=<id> opens one (the address
// follows the puzzle shown); ?lang= as on the game page. When the puzzles or the
// engine do not come, the page says so in the visitor's language.
import { addEnglish, loadMoveWords, pickLanguage } from '../pkg/urim-elements.js';
import init, { Game } from '../pkg/urim.js';
import { Engine } from '../pkg/urim-engine.js';
import { using } from '../game/owned.js';
import { fillPicker, languageSwitcher, showLanguage } from './language.js';
import { puzzleView } from '../puzzles/view.js';
import { ENGLISH } from '../puzzles/words.js';
import { ENGLISH as PAGE_ENGLISH } from '../words/page-words.js';

addEnglish(ENGLISH); // the page's own words, before it says anything
addEnglish(PAGE_ENGLISH); // and those it shares with the other pages

/**
 * @typedef {import('../types/front.js').Puzzle} Puzzle
 * @typedef {import('../types/front.js').MoveValue} MoveValue
 * @typedef {import('../pkg/urim-elements.js').Translator} Translator
 * @typedef {import('../pkg/urim-elements.js').UrimGame} UrimGame
 */

const params = new URLSearchParams(location.search);
/** The page's part of id `id`: every one asked for is in puzzles.html. */
const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
const game = /** @type {UrimGame} */ ($('puzzle'));
/** A node budget big enough for the exact value of a puzzle's small ending. */
const VALUE_NODES = 3_000_000;

/** @type {Translator | null} */
let t = null;
let code = pickLanguage(/** @type {string[]} */ ([params.get('lang'), ...(navigator.languages ?? [navigator.language])].filter(Boolean)));
/** @type {Engine | null} */
let engine = null;
/**
 * The puzzles on the page (puzzles/view.js), once puzzles.json has come.
 * @type {import('../puzzles/view.js').PuzzleView | null}
 */
let view = null;
/** @type {Error | null} why the puzzles cannot be shown, said in the page's language */
let failure = null;

/** Shows the page in language `next`: its words, the game's, its links, the puzzle's texts. */
const setLanguage = languageSwitcher((next, words) => {
  t = words;
  code = next;
  showLanguage({ code, t, game, picker: $('language'), params });
  document.title = `${t('puzzles')} — Urim`;
  /** @type {HTMLAnchorElement} */ ($('rules-link')).href = t('rulesPage');
  /** @type {HTMLAnchorElement} */ ($('game-link')).href = `./?lang=${code}`;
  view?.setWords(code, t);
  showFailure();
});

/**
 * What every move of puzzle `p` is worth with best play after it (the engine's
 * worker works it out: exact from the endgame tables, else a deep search): a Map
 * from pit letter to { value, exact }, value being South's final lead in seeds.
 * @param {Puzzle} p
 * @returns {Promise<Map<string, MoveValue>>}
 */
async function moveValues(p) {
  const worker = (engine ??= new Engine());
  // The game is read as it is sent: it is freed before the answer comes.
  const analysis = await using(Game.fromPosition(p.position), (g) => worker.analyse(g, { level: 5, nodes: VALUE_NODES }));
  return new Map(analysis.moves.map((m) => [m.letter, { value: m.value, exact: m.exact }]));
}

/**
 * The puzzles of puzzles.json; rejects naming why they did not come.
 * @returns {Promise<{ puzzles: Puzzle[] }>}
 */
async function fetchPuzzles() {
  const response = await fetch('puzzles.json');
  if (!response.ok) throw new Error(`puzzles.json: HTTP ${response.status}`);
  return response.json();
}

/** Says on the page, in its language, why the puzzles cannot be shown (when they cannot). */
function showFailure() {
  if (!failure || !t) return;
  const line = $('load-failed');
  line.textContent = t('puzzlesFailed', { message: failure.message });
  line.hidden = false;
  /** @type {HTMLElement} */ (document.querySelector('.puzzle-layout')).hidden = true;
}

async function main() {
  $('language').addEventListener('change', (e) => setLanguage(/** @type {HTMLSelectElement} */ (e.target).value));
  fillPicker($('language'), code); // a choice at once, whatever the words do
  await setLanguage(code).catch(() => setLanguage('en')); // a language that did not come: the page speaks English
  const loaded = fetchPuzzles();
  // The move words come with the board's code for moves, after the first load (null: the verdicts go without them).
  const [data, , moveWords] = await Promise.all([loaded, init(), loadMoveWords().catch(() => null)]);
  view = puzzleView({
    root: document,
    game,
    puzzles: data.puzzles,
    values: moveValues,
    moveWords,
    shown: (p) => {
      params.set('puzzle', p.id);
      history.replaceState(null, '', `?${params}`);
    },
  });
  view.setWords(code, /** @type {Translator} */ (t)); // setLanguage() above gave it
  view.start(params.get('puzzle'));
}

main().catch((/** @type {Error} */ error) => {
  failure = error;
  showFailure();
});
