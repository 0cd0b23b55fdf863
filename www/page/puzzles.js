// The puzzles page: one puzzle of www/puzzles.json at a time on a <urim-game>, its
// title and hint in the page's language, the learner's first move judged and
// explained (right or wrong: what the move did, and for the best-move and endgame
// puzzles what it is worth with best play, worked out in the engine's worker), the
// endings played out against the computer, and the solved puzzles kept on the
// device. ?puzzle=<id> opens one; ?lang= as on the game page.
import '../pkg/urim-elements.js';
import init, { Game } from '../pkg/urim.js';
import { Engine } from '../pkg/urim-engine.js';
import { pickLanguage } from '../pkg/urim-elements.js';
import { languageSwitcher, showLanguage } from './language.js';
import { moveWords } from '../pkg/urim-elements.js';
import { finalScore, isAnswer, progress, puzzleText } from '../puzzles/judge.js';

const params = new URLSearchParams(location.search);
const $ = (id) => document.getElementById(id);
const game = $('puzzle');
const solved = progress();
/** A node budget big enough for the exact value of a puzzle's small ending. */
const VALUE_NODES = 3_000_000;

let t = null;
let code = pickLanguage([params.get('lang'), ...(navigator.languages ?? [navigator.language])].filter(Boolean));
let puzzles = [];
let current = 0;
let engine = null;
/** Bumps when another puzzle (or the same again) begins: late answers are dropped. */
let round = 0;

/** Shows the page in language `next`: its words, the game's, its links, the puzzle's texts. */
const setLanguage = languageSwitcher((next, words) => {
  t = words;
  code = next;
  showLanguage({ code, t, game, picker: $('language'), params });
  document.title = `${t('puzzles')} — Urim`;
  $('rules-link').href = t('rulesPage');
  $('game-link').href = `./?lang=${code}`;
  if (puzzles.length) {
    showList();
    showPuzzle(false);
  }
});

const kindName = (kind) => t(`kind${kind[0].toUpperCase()}${kind.slice(1)}`);

/** The list of puzzles, each a button, the solved ones marked. */
function showList() {
  $('puzzle-list').replaceChildren(...puzzles.map((p, i) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.id = p.id;
    button.textContent = puzzleText(p, code).title;
    if (i === current) button.setAttribute('aria-current', 'true');
    const item = document.createElement('li');
    const mark = document.createElement('span');
    mark.className = 'solved-mark';
    mark.textContent = solved.has(p.id) ? '✓' : '';
    if (solved.has(p.id)) mark.title = t('puzzleSolved');
    item.append(button, mark);
    return item;
  }));
  $('solved-count').textContent = t('puzzlesSolved', { n: puzzles.filter((p) => solved.has(p.id)).length, total: puzzles.length });
}

/** Shows puzzle `current` from its position (`reset`: the board too). */
function showPuzzle(reset = true) {
  const p = puzzles[current];
  const text = puzzleText(p, code);
  $('puzzle-meta').textContent = `${t('puzzleOf', { n: current + 1, total: puzzles.length })} · ${t('puzzleLevel', { n: p.level })} · ${kindName(p.kind)}`;
  $('puzzle-title').textContent = text.title;
  $('puzzle-hint').textContent = text.hint;
  if (!reset) return;
  round += 1;
  $('verdict').replaceChildren();
  document.querySelector('.puzzle-hint').open = false;
  game.setAttribute('opponent', '0');
  game.setAttribute('position', p.position);
  params.set('puzzle', p.id);
  history.replaceState(null, '', `?${params}`);
}

/** Adds a paragraph to the verdict. */
function say(text, className = '') {
  const line = document.createElement('p');
  line.textContent = text;
  if (className) line.className = className;
  $('verdict').append(line);
  return line;
}

/**
 * What every move of the puzzle is worth with best play after it (the engine's
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

/** What the move `letter` is worth, in words, from `values` (moveValues). */
function valueWords(p, values, letter) {
  const { value, exact } = values.get(letter);
  const g = Game.fromPosition(p.position);
  const total = g.totalSeeds;
  g.free();
  const score = finalScore(total, value);
  const round1 = (n) => Math.round(n * 10) / 10;
  return t(exact ? 'puzzleFinal' : 'puzzleFinalAbout', { pit: letter, south: round1(score.south), north: round1(score.north) });
}

/** Judges the learner's first move of the puzzle and explains it. */
async function judge(report) {
  const p = puzzles[current];
  const mine = round;
  const text = puzzleText(p, code);
  const right = isAnswer(p, report.letter);
  const g0 = Game.fromPosition(p.position);
  const letters = g0.letters();
  g0.free();
  say(right ? t('puzzleRight', { pit: report.letter }) : t('puzzleWrong', { pit: report.letter }), right ? 'right' : 'wrong');
  say(moveWords(t, report, game.score, letters));
  if (!right && (p.kind === 'capture' || p.kind === 'rule')) {
    const g = Game.fromPosition(p.position);
    const best = g.preview(g.letters().indexOf(p.answer[0]));
    g.free();
    say(t('puzzleCompare', { pit: report.letter, n: report.captured, answer: p.answer[0], m: best.captured }));
  }
  if (p.kind === 'best' || p.kind === 'endgame') {
    const working = say(t('puzzleWorking', { pit: report.letter }));
    const values = await moveValues(p);
    if (mine !== round) return;
    working.textContent = valueWords(p, values, report.letter);
    if (!right) say(valueWords(p, values, p.answer[0]));
  }
  say(text.explanation, 'explanation');
  if (right && p.kind === 'endgame') {
    say(t('endgamePlayOn'));
    game.setAttribute('player', 'south');
    game.setAttribute('opponent', '5');
    return;
  }
  if (right) {
    solved.add(p.id);
    showList();
  }
}

/** An ending played out: won, it counts as solved. */
function endgameOver(score) {
  const p = puzzles[current];
  if (p.kind !== 'endgame' || game.getAttribute('opponent') !== '5') return;
  const key = score.winner === 'south' ? 'endgameWon' : score.winner === 'draw' ? 'endgameDraw' : 'endgameLost';
  say(t(key, { south: score.south, north: score.north }), score.winner === 'south' ? 'right' : 'wrong');
  if (score.winner === 'south') {
    solved.add(p.id);
    showList();
  }
}

async function main() {
  await setLanguage(code);
  const [data] = await Promise.all([fetch('puzzles.json').then((r) => r.json()), init()]);
  puzzles = data.puzzles;
  const asked = puzzles.findIndex((p) => p.id === params.get('puzzle'));
  current = asked >= 0 ? asked : Math.max(0, puzzles.findIndex((p) => !solved.has(p.id)));
  showList();
  showPuzzle();
  game.addEventListener('move', (e) => {
    if (e.detail.by === 'visitor' && game.moves.length === 1) judge(e.detail);
  });
  game.addEventListener('gameover', (e) => endgameOver(e.detail));
  $('puzzle-list').addEventListener('click', (e) => {
    const button = e.target.closest('button[data-id]');
    if (!button) return;
    current = puzzles.findIndex((p) => p.id === button.dataset.id);
    showList();
    showPuzzle();
    document.querySelector('.puzzle').scrollIntoView({ block: 'start' }); // the board, not the list, in sight
    game.shadowRoot?.querySelector('canvas')?.focus();
  });
  $('try-again').addEventListener('click', () => showPuzzle());
  $('next-puzzle').addEventListener('click', () => {
    current = (current + 1) % puzzles.length;
    showList();
    showPuzzle();
  });
  $('language').addEventListener('change', (e) => setLanguage(e.target.value));
}

main();
