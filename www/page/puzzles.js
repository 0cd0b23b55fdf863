// The puzzles page around puzzles/view.js: www/puzzles.json fetched, the page's
// language, and what a move is worth with best play for the best-move and endgame
// puzzles, worked out in the engine's worker. ?puzzle=<id> opens one (the address
// follows the puzzle shown); ?lang= as on the game page.
import { pickLanguage } from '../pkg/urim-elements.js';
import init, { Game } from '../pkg/urim.js';
import { Engine } from '../pkg/urim-engine.js';
import { languageSwitcher, showLanguage } from './language.js';
import { puzzleView } from '../puzzles/view.js';

const params = new URLSearchParams(location.search);
const $ = (id) => document.getElementById(id);
const game = $('puzzle');
/** A node budget big enough for the exact value of a puzzle's small ending. */
const VALUE_NODES = 3_000_000;

let t = null;
let code = pickLanguage([params.get('lang'), ...(navigator.languages ?? [navigator.language])].filter(Boolean));
let engine = null;
/** The puzzles on the page (puzzles/view.js), once puzzles.json has come. */
let view = null;

/** Shows the page in language `next`: its words, the game's, its links, the puzzle's texts. */
const setLanguage = languageSwitcher((next, words) => {
  t = words;
  code = next;
  showLanguage({ code, t, game, picker: $('language'), params });
  document.title = `${t('puzzles')} — Urim`;
  $('rules-link').href = t('rulesPage');
  $('game-link').href = `./?lang=${code}`;
  view?.setWords(code, t);
});

/**
 * What every move of puzzle `p` is worth with best play after it (the engine's
 * worker works it out: exact from the endgame tables, else a deep search): a Map
 * from pit letter to { value, exact }, value being South's final lead in seeds.
 */
async function moveValues(p) {
  engine ??= new Engine();
  const g = Game.fromPosition(p.position);
  const record = g.record();
  g.free();
  const analysis = await engine.analyse(record, { level: 5, nodes: VALUE_NODES });
  return new Map(analysis.moves.map((m) => [m.letter, { value: m.value, exact: m.exact }]));
}

async function main() {
  await setLanguage(code);
  const [data] = await Promise.all([fetch('puzzles.json').then((r) => r.json()), init()]);
  view = puzzleView({
    root: document, game, puzzles: data.puzzles, values: moveValues,
    shown: (p) => {
      params.set('puzzle', p.id);
      history.replaceState(null, '', `?${params}`);
    },
  });
  view.setWords(code, t);
  view.start(params.get('puzzle'));
  $('language').addEventListener('change', (e) => setLanguage(e.target.value));
}

main();
