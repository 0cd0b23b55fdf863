// One puzzle at a time on a <urim-game>, for the puzzles page and for the single
// file alike: the list (the solved ones marked), the puzzle's place, title and
// hint, the learner's first move judged and explained (what it did, what the
// answer takes, and, where the caller can work it out, what the move is worth with
// best play), an ending played out against the computer at its strongest, and the
// solved puzzles kept. The caller finds the parts, gives the words and the
// language, and may follow the puzzle shown (the page puts it in its address).
import { Game } from '../pkg/urim.js';
import { moveWords } from '../pkg/urim-elements.js';
import { finalScore, isAnswer, progress, puzzleText } from './judge.js';

/**
 * @typedef {import('../types/front.js').Puzzle} Puzzle
 * @typedef {import('../types/front.js').MoveValue} MoveValue
 * @typedef {import('../pkg/urim.js').Score} Score
 * @typedef {import('../pkg/urim-elements.js').Translator} Translator
 * @typedef {import('../pkg/urim-elements.js').UrimGame} UrimGame
 * @typedef {import('../pkg/urim-elements.js').UrimGameMoveDetail} UrimGameMoveDetail
 */

/**
 * What puzzleView() is given: where its parts are, the game, the puzzles, and the
 * caller's optional `values` and `shown`.
 * @typedef {object} PuzzleViewOptions
 * @property {ParentNode} root
 * @property {UrimGame} game
 * @property {Puzzle[]} puzzles
 * @property {((p: Puzzle) => Promise<Map<string, MoveValue>>) | null} [values]
 * @property {(p: Puzzle) => void} [shown]
 */

/**
 * What puzzleView() returns: the language to speak, and the first puzzle to show.
 * @typedef {object} PuzzleView
 * @property {(next: string, words: Translator) => void} setWords
 * @property {(id?: string | null) => void} start
 */

/** The computer's strongest level, for the endings played out. */
const STRONGEST = '5';

/**
 * A board's pit letters, from a position string.
 * @param {string} position
 * @returns {string[]}
 */
function lettersOf(position) {
  const g = Game.fromPosition(position);
  const letters = g.letters();
  g.free();
  return letters;
}

/**
 * The puzzles of `puzzles` on `game`, with the parts found in `root` by id
 * (puzzle-list, solved-count, puzzle-meta, puzzle-title, puzzle-hint, verdict,
 * try-again, next-puzzle) and by class (.puzzle, .puzzle-hint). `values(p)`, when
 * given, resolves with a Map from pit letter to { value, exact }: what every move
 * of puzzle `p` is worth with best play. `shown(p)` hears each puzzle begun.
 * Returns { setWords(code, t), start(id) }: the language, then the first puzzle
 * (`id`, else the first unsolved one).
 * @param {PuzzleViewOptions} options
 * @returns {PuzzleView}
 */
export function puzzleView({ root, game, puzzles, values = null, shown = () => {} }) {
  /** The part of id `id`: every one the view uses is there. */
  const $ = (/** @type {string} */ id) => /** @type {Element} */ (root.querySelector(`#${id}`));
  const solved = progress();
  /** The translator: null until setWords(), which the caller calls before start(). */
  let t = /** @type {Translator} */ (/** @type {unknown} */ (null));
  let code = 'en';
  let current = -1;
  /** Bumps when another puzzle (or the same again) begins: late answers are dropped. */
  let round = 0;

  const kindName = (/** @type {string} */ kind) => t(`kind${kind[0].toUpperCase()}${kind.slice(1)}`);

  /** The list of puzzles, each a button, the solved ones marked. */
  function showList() {
    $('puzzle-list').replaceChildren(
      ...puzzles.map((p, i) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.dataset.id = p.id;
        button.textContent = puzzleText(p, code).title;
        if (i === current) button.setAttribute('aria-current', 'true');
        const mark = document.createElement('span');
        mark.className = 'solved-mark';
        mark.textContent = solved.has(p.id) ? '✓' : '';
        if (solved.has(p.id)) mark.title = t('puzzleSolved');
        const item = document.createElement('li');
        item.append(button, mark);
        return item;
      }),
    );
    $('solved-count').textContent = t('puzzlesSolved', { n: puzzles.filter((p) => solved.has(p.id)).length, total: puzzles.length });
  }

  /** Shows puzzle `current` (`reset`: from its position again, the verdict cleared). */
  function showPuzzle(reset = true) {
    const p = puzzles[current];
    const text = puzzleText(p, code);
    $('puzzle-meta').textContent =
      `${t('puzzleOf', { n: current + 1, total: puzzles.length })} · ${t('puzzleLevel', { n: p.level })} · ${kindName(p.kind)}`;
    $('puzzle-title').textContent = text.title;
    $('puzzle-hint').textContent = text.hint;
    if (!reset) return;
    round += 1;
    $('verdict').replaceChildren();
    /** @type {HTMLDetailsElement} */ (root.querySelector('.puzzle-hint')).open = false;
    game.setAttribute('opponent', '0');
    game.setAttribute('position', p.position);
    shown(p);
  }

  /** @param {number} index */
  function go(index) {
    current = index;
    showList();
    showPuzzle();
  }

  /**
   * Adds a paragraph to the verdict.
   * @param {string} words
   * @param {string} [className]
   * @returns {HTMLParagraphElement}
   */
  function say(words, className = '') {
    const line = document.createElement('p');
    line.textContent = words;
    if (className) line.className = className;
    $('verdict').append(line);
    return line;
  }

  /**
   * What the move `letter` of `p` is worth, in words, from `worth` (of `values`).
   * @param {Puzzle} p
   * @param {Map<string, MoveValue>} worth
   * @param {string} letter
   * @returns {string}
   */
  function valueWords(p, worth, letter) {
    const { value, exact } = /** @type {MoveValue} */ (worth.get(letter));
    const g = Game.fromPosition(p.position);
    const score = finalScore(g.totalSeeds, value);
    g.free();
    const tenth = (/** @type {number} */ n) => Math.round(n * 10) / 10;
    return t(exact ? 'puzzleFinal' : 'puzzleFinalAbout', { pit: letter, south: tenth(score.south), north: tenth(score.north) });
  }

  /**
   * Judges the learner's first move of the puzzle and explains it.
   * @param {UrimGameMoveDetail} report
   */
  async function judge(report) {
    const p = puzzles[current];
    const mine = round;
    const right = isAnswer(p, report.letter);
    say(t(right ? 'puzzleRight' : 'puzzleWrong', { pit: report.letter }), right ? 'right' : 'wrong');
    say(moveWords(t, report, /** @type {Score} */ (game.score), lettersOf(p.position)));
    if (!right && (p.kind === 'capture' || p.kind === 'rule')) {
      const g = Game.fromPosition(p.position);
      const best = g.preview(g.letters().indexOf(p.answer[0]));
      g.free();
      say(t('puzzleCompare', { pit: report.letter, n: report.captured, answer: p.answer[0], m: best.captured }));
    }
    if (values && (p.kind === 'best' || p.kind === 'endgame')) {
      const working = say(t('puzzleWorking', { pit: report.letter }));
      const worth = await values(p);
      if (mine !== round) return;
      working.textContent = valueWords(p, worth, report.letter);
      if (!right) say(valueWords(p, worth, p.answer[0]));
    }
    say(puzzleText(p, code).explanation, 'explanation');
    if (right && p.kind === 'endgame') {
      say(t('endgamePlayOn'));
      game.setAttribute('player', 'south');
      game.setAttribute('opponent', STRONGEST);
    } else if (right) {
      solved.add(p.id);
      showList();
    }
  }

  /**
   * An ending played out: won, it counts as solved.
   * @param {Score} score
   */
  function endgameOver(score) {
    const p = puzzles[current];
    if (p.kind !== 'endgame' || game.getAttribute('opponent') !== STRONGEST) return;
    const key = score.winner === 'south' ? 'endgameWon' : score.winner === 'draw' ? 'endgameDraw' : 'endgameLost';
    say(t(key, { south: score.south, north: score.north }), score.winner === 'south' ? 'right' : 'wrong');
    if (score.winner === 'south') {
      solved.add(p.id);
      showList();
    }
  }

  game.addEventListener('move', (e) => {
    if (e.detail.by === 'visitor' && game.moves.length === 1) judge(e.detail);
  });
  game.addEventListener('gameover', (e) => endgameOver(e.detail));
  $('puzzle-list').addEventListener('click', (e) => {
    const target = /** @type {Element} */ (e.target);
    const button = /** @type {HTMLElement | null} */ (target.closest('button[data-id]'));
    if (!button) return;
    go(puzzles.findIndex((p) => p.id === button.dataset.id));
    /** @type {Element} */ (root.querySelector('.puzzle')).scrollIntoView({ block: 'start' }); // the board, not the list, in sight
    game.shadowRoot?.querySelector('canvas')?.focus();
  });
  $('try-again').addEventListener('click', () => showPuzzle());
  $('next-puzzle').addEventListener('click', () => go((current + 1) % puzzles.length));

  return {
    /** The words of language `next` (translator `words`): the list and the puzzle follow. */
    setWords(next, words) {
      code = next;
      t = words;
      if (current < 0) return;
      showList();
      showPuzzle(false);
    },
    /** Shows puzzle `id`, else the first one not solved yet. */
    start(id = null) {
      const asked = puzzles.findIndex((p) => p.id === id);
      go(
        asked >= 0
          ? asked
          : Math.max(
              0,
              puzzles.findIndex((p) => !solved.has(p.id)),
            ),
      );
    },
  };
}
