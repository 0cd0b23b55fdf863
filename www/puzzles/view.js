// One puzzle at a time on a <urim-game>, for the puzzles page and for the single
// file alike: the learner tries, and the view answers. A wrong move plays out with
// its sentence, then the board goes back to the puzzle and the hint ladder climbs
// (the puzzle's hint, then a nudge); the answer, its value and the explanation
// come only when asked for or after three wrong tries. A "find every move" puzzle
// counts the answers found; an ending, once its right move is played, goes on
// against the computer at its strongest at once. The list marks the solved ones.
// The caller finds the parts, gives the words and the language, and may follow
// the puzzle shown (the page puts it in its address).
import { Game } from '../pkg/urim.js';
import { using } from '../game/owned.js';
import { LEVELS } from '../game/levels.js';
import { Attempt, RUNGS, finalScore, findsEvery, progress, puzzleText } from './judge.js';

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
 * @property {import('../pkg/urim-elements.js').MoveWords | null} [moveWords] what a move did, in words (null: the verdict says it without)
 */

/**
 * What puzzleView() returns: the language to speak, and the first puzzle to show.
 * @typedef {object} PuzzleView
 * @property {(next: string, words: Translator) => void} setWords
 * @property {(id?: string | null) => void} start
 */

/** The computer's strongest level, for the endings played out. */
const STRONGEST = String(LEVELS.max);

/** How long the board shows what a move did before it goes back to the puzzle. */
const BACK_MS = 2500;

/**
 * What the engine tells of a puzzle's position: its pit letters, the mover's row
 * (letters in order), the legal moves' letters, and what each move would capture.
 * @param {string} position
 */
function board(position) {
  return using(Game.fromPosition(position), (g) => {
    const letters = g.letters();
    const row = g.toMove() === 'south' ? letters.slice(0, g.holes) : letters.slice(g.holes);
    const legal = g.legalMoves().map((i) => letters[i]);
    const captured = Object.fromEntries(g.legalMoves().map((i) => [letters[i], g.preview(i).captured]));
    return { letters, row, legal, captured, total: g.totalSeeds };
  });
}

/**
 * The puzzles of `puzzles` on `game`, with the parts found in `root` by id
 * (puzzle-list, solved-count, puzzle-meta, puzzle-title, puzzle-count, verdict,
 * hints, show-hint, show-answer, answer, try-again, next-puzzle) and by class
 * (.puzzle). `values(p)`, when given, resolves with a Map from pit letter to
 * { value, exact }: what every move of puzzle `p` is worth with best play.
 * `shown(p)` hears each puzzle begun. Returns { setWords(code, t), start(id) }:
 * the language, then the first puzzle (`id`, else the first unsolved one).
 * @param {PuzzleViewOptions} options
 * @returns {PuzzleView}
 */
export function puzzleView({ root, game, puzzles, values = null, shown = () => {}, moveWords = null }) {
  /** The part of id `id`: every one the view uses is there. */
  const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (root.querySelector(`#${id}`));
  const solved = progress();
  /** The translator: null until setWords(), which the caller calls before start(). */
  let t = /** @type {Translator} */ (/** @type {unknown} */ (null));
  let code = 'en';
  let current = -1;
  /** Bumps when another puzzle (or the same again) begins: late answers are dropped. */
  let round = 0;
  /** The learner's attempt at the puzzle shown. */
  let attempt = new Attempt(puzzles[0]);
  /** The nudge's pits, fixed when first shown. @type {string[] | null} */
  let nudge = null;
  /** The timer that takes the board back to the puzzle, while it shows what a move did. */
  let back = 0;
  /** What each puzzle's moves are worth, asked for once each. @type {Map<string, Promise<Map<string, MoveValue>>>} */
  const worth = new Map();

  const kindName = (/** @type {string} */ kind) => t(`kind${kind[0].toUpperCase()}${kind.slice(1)}`);
  /** Pit letters as a list in the language shown. */
  const pitList = (/** @type {string[]} */ pits) => pits.join(t('listSep'));
  const canvas = () => /** @type {HTMLElement | null | undefined} */ (game.shadowRoot?.querySelector('canvas'));

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

  /**
   * A paragraph with `words` (and `className`).
   * @param {string} words
   * @param {string} [className]
   */
  function line(words, className = '') {
    const p = document.createElement('p');
    p.textContent = words;
    if (className) p.className = className;
    return p;
  }

  /**
   * Adds a paragraph to the verdict.
   * @param {string} words
   * @param {string} [className]
   */
  const say = (words, className) => $('verdict').appendChild(line(words, className));

  /**
   * What the move `letter` of `p` is worth, in words, from `moves` (of `values`).
   * @param {Puzzle} p
   * @param {Map<string, MoveValue>} moves
   * @param {string} letter
   */
  function valueWords(p, moves, letter) {
    const { value, exact } = /** @type {MoveValue} */ (moves.get(letter));
    const score = finalScore(board(p.position).total, value);
    const tenth = (/** @type {number} */ n) => Math.round(n * 10) / 10;
    return t(exact ? 'puzzleFinal' : 'puzzleFinalAbout', { pit: letter, south: tenth(score.south), north: tenth(score.north) });
  }

  /**
   * A paragraph added to `where` that says what move `letter` is worth once the
   * values have come (working it out meanwhile); nothing without `values`.
   * @param {HTMLElement} where
   * @param {string} letter
   */
  function sayValue(where, letter) {
    const p = puzzles[current];
    if (!values || (p.kind !== 'best' && p.kind !== 'endgame')) return;
    const mine = round;
    const working = where.appendChild(line(t('puzzleWorking', { pit: letter })));
    if (!worth.has(p.id)) worth.set(p.id, values(p));
    /** @type {Promise<Map<string, MoveValue>>} */ (worth.get(p.id)).then(
      (moves) => {
        if (mine === round && working.isConnected) working.textContent = valueWords(p, moves, letter);
      },
      () => {
        worth.delete(p.id); // asked again next time
        working.remove();
      },
    );
  }

  /** The hint ladder's rungs shown so far: the puzzle's hint, then the nudge. */
  function showHints() {
    const p = puzzles[current];
    const rungs = [];
    if (attempt.hints >= 1) rungs.push(puzzleText(p, code).hint);
    if (attempt.hints >= 2) {
      const b = board(p.position);
      nudge ??= attempt.nudgePits(b.row, b.legal);
      const target = /** @type {string} */ (attempt.next() ?? p.answer[0]);
      const words = [];
      if (nudge.length > 0) words.push(t('nudgeAmong', { pits: pitList(nudge) }));
      const n = b.captured[target];
      words.push(n > 0 ? t('nudgeTakes', { n }) : t('nudgeQuiet'));
      rungs.push(words.join(' '));
    }
    const list = $('hints');
    // Only the rungs not shown yet are added: the live region reads out what is new.
    for (const [i, words] of rungs.entries()) {
      const item = list.children[i];
      if (item) item.textContent = words;
      else list.append(Object.assign(document.createElement('li'), { textContent: words, tabIndex: -1 }));
    }
    showButtons();
  }

  /** The hint and answer buttons, while they have something to show. */
  function showButtons() {
    $('show-hint').hidden = attempt.hints >= RUNGS || attempt.shown || attempt.solved;
    $('show-answer').hidden = attempt.shown || attempt.solved;
  }

  /** The answer, what it takes or is worth, and the explanation, once shown. */
  function showAnswer(afterTries = false) {
    const p = puzzles[current];
    const box = $('answer');
    showButtons();
    box.replaceChildren();
    if (!attempt.shown) return;
    if (afterTries) box.append(line(t('puzzleTriesUp'), 'wrong'));
    box.append(line(t('puzzleAnswer', { n: p.answer.length, pits: pitList(p.answer) }), 'right'));
    const missed = [...attempt.wrong].at(-1);
    if (p.kind === 'capture' && missed) {
      const { captured } = board(p.position);
      box.append(line(t('puzzleCompare', { pit: missed, n: captured[missed], answer: p.answer[0], m: captured[p.answer[0]] })));
    }
    sayValue(box, p.answer[0]);
    box.append(line(puzzleText(p, code).explanation, 'explanation'));
  }

  /** For a "find every move" puzzle, how many are found of how many. */
  function showCount() {
    const p = puzzles[current];
    const count = $('puzzle-count');
    count.hidden = !findsEvery(p);
    count.textContent = findsEvery(p) ? t('everyCount', { found: attempt.found.size, n: p.answer.length }) : '';
  }

  /** Shows puzzle `current` (`reset`: from its position again, a new attempt). */
  function showPuzzle(reset = true) {
    const p = puzzles[current];
    const text = puzzleText(p, code);
    $('puzzle-meta').textContent =
      `${t('puzzleOf', { n: current + 1, total: puzzles.length })} · ${t('puzzleLevel', { n: p.level })} · ${kindName(p.kind)}`;
    $('puzzle-title').textContent = text.title;
    if (reset) {
      round += 1;
      attempt = new Attempt(p);
      nudge = null;
      $('verdict').replaceChildren();
      $('hints').replaceChildren();
      $('try-again').hidden = true;
      stopBack();
      game.setAttribute('opponent', '0');
      game.setAttribute('position', p.position);
      shown(p);
    }
    showCount();
    showHints();
    showAnswer();
  }

  /** @param {number} index */
  function go(index) {
    current = index;
    showList();
    showPuzzle();
  }

  /** Ends the wait before the board goes back; the board takes moves again. */
  function stopBack() {
    clearTimeout(back);
    back = 0;
    game.inert = false;
  }

  /**
   * The board back at the puzzle's position for another try, the attempt kept
   * (`focus`: the board then has the focus).
   * @param {boolean} focus
   */
  function backToPuzzle(focus) {
    stopBack();
    const p = puzzles[current];
    game.setAttribute('position', p.position);
    $('try-again').hidden = true;
    say(t('puzzleBack'));
    if (focus) canvas()?.focus();
  }

  /**
   * The board keeps what the move did in sight for a moment, taking no move
   * meanwhile, then goes back to the puzzle; "Try again" goes back at once.
   */
  function backSoon() {
    const mine = round;
    const focused = game.matches(':focus-within');
    game.inert = true; // neither side's seeds can be moved meanwhile
    $('try-again').hidden = false;
    back = window.setTimeout(() => {
      if (mine === round) backToPuzzle(focused || document.activeElement === document.body);
    }, BACK_MS);
  }

  /** After the right move of an ending, the other side is the computer's at once. */
  function handOver() {
    game.setAttribute('player', 'south');
    game.setAttribute('opponent', STRONGEST);
  }

  /**
   * Judges the learner's move and says what it did and what comes next.
   * @param {UrimGameMoveDetail} report
   */
  function judge(report) {
    const p = puzzles[current];
    const pit = report.letter;
    const wasShown = attempt.shown;
    const outcome = attempt.judge(pit);
    if (outcome === 'solved' && p.kind === 'endgame') handOver(); // before anything else: North is never the learner's
    $('verdict').replaceChildren();
    if (outcome === 'wrong') say(t('puzzleWrong', { pit }), 'wrong');
    else if (outcome === 'again') say(t('everyAgain', { pit }));
    else if (findsEvery(p)) say(t('everyFound', { pit }), 'right');
    else say(t('puzzleRight', { pit }), 'right');
    if (moveWords) say(moveWords(t, report, /** @type {Score} */ (game.score), board(p.position).letters));
    const verdict = $('verdict');
    if (outcome === 'wrong') sayValue(verdict, pit);
    showCount();
    if (outcome === 'solved') {
      if (findsEvery(p)) say(t('everyDone'), 'right');
      else sayValue(verdict, pit);
      if (!wasShown) say(puzzleText(p, code).explanation, 'explanation');
      if (p.kind === 'endgame') say(t('endgamePlayOn'));
      else if (!wasShown) {
        solved.add(p.id);
        showList();
      }
      $('try-again').hidden = false;
      showButtons();
      return;
    }
    showHints();
    if (attempt.shown && !wasShown) showAnswer(true);
    backSoon();
  }

  /**
   * An ending played out: won, it counts as solved (unless the answer was shown).
   * @param {Score} score
   */
  function endgameOver(score) {
    const p = puzzles[current];
    if (p.kind !== 'endgame' || game.getAttribute('opponent') !== STRONGEST) return;
    const key = score.winner === 'south' ? 'endgameWon' : score.winner === 'draw' ? 'endgameDraw' : 'endgameLost';
    say(t(key, { south: score.south, north: score.north }), score.winner === 'south' ? 'right' : 'wrong');
    if (score.winner === 'south' && !attempt.shown) {
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
    canvas()?.focus();
  });
  $('try-again').addEventListener('click', () => {
    // While a try is shown, back to the puzzle; once solved (or an ending played), the puzzle afresh.
    if (back) backToPuzzle(true);
    else {
      showPuzzle();
      canvas()?.focus();
    }
  });
  $('show-hint').addEventListener('click', () => {
    attempt.climb();
    showHints();
    if ($('show-hint').hidden) /** @type {HTMLElement | null} */ ($('hints').lastElementChild)?.focus(); // the button went: the focus to what it showed
  });
  $('show-answer').addEventListener('click', () => {
    attempt.shown = true;
    showAnswer();
    $('answer').focus();
  });
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
