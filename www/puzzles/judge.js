// The puzzles' rules of judgement and the learner's progress: whether a move is
// an answer, the learner's attempt at a puzzle (answers found, wrong tries, the
// hint ladder, the answer shown), the final score that an exact value stands for,
// and the solved puzzles kept on the device. No DOM.

/** @typedef {import('../types/front.js').Puzzle} Puzzle */

/** Where the solved puzzles are kept. */
const PROGRESS_KEY = 'urim-puzzles';

/**
 * Whether pit `letter` is an answer of `puzzle`.
 * @param {Puzzle} puzzle
 * @param {string} letter
 */
export const isAnswer = (puzzle, letter) => puzzle.answer.includes(letter);

/**
 * The final score { south, north } that a final seed difference `southAhead`
 * (South's seeds less North's, with best play) stands for, of `total` seeds.
 * @param {number} total
 * @param {number} southAhead
 */
export function finalScore(total, southAhead) {
  return { south: (total + southAhead) / 2, north: (total - southAhead) / 2 };
}

/**
 * The puzzle's texts in language `code`, English where that language has none.
 * @param {Puzzle} puzzle
 * @param {string} code
 */
export const puzzleText = (puzzle, code) => puzzle.text[code] ?? puzzle.text.en;

/**
 * The solved puzzles' ids kept in `storage` ({ has, add }); refused or unreadable storage keeps nothing.
 * @param {Storage} [storage]
 */
export function progress(storage = globalThis.localStorage) {
  /** @type {Set<string>} */
  let solved = new Set();
  try {
    const kept = JSON.parse(storage.getItem(PROGRESS_KEY) ?? 'null');
    if (kept?.v === 1 && Array.isArray(kept.solved)) solved = new Set(kept.solved.filter((/** @type {unknown} */ id) => typeof id === 'string'));
  } catch {
    /* nothing kept */
  }
  return {
    /** @param {string} id */
    has: (id) => solved.has(id),
    count: () => solved.size,
    /** @param {string} id */
    add(id) {
      solved.add(id);
      try {
        storage.setItem(PROGRESS_KEY, JSON.stringify({ v: 1, solved: [...solved] }));
      } catch {
        /* storage refused: kept for this visit only */
      }
    },
  };
}

/** Wrong tries after which the answer is shown unasked. */
export const TRIES = 3;

/** The rungs of the hint ladder: the puzzle's own hint, then a nudge. */
export const RUNGS = 2;

/**
 * Whether `puzzle` asks for every one of its answers: a rule puzzle's answer is
 * every move that shows the rule, so with two or more the task is to find them all.
 * @param {Puzzle} puzzle
 */
export const findsEvery = (puzzle) => puzzle.kind === 'rule' && puzzle.answer.length > 1;

/**
 * What a move did for the learner's attempt: 'wrong', an answer found before
 * ('again'), one of several found with more to go ('found'), or the puzzle solved.
 * @typedef {'wrong' | 'again' | 'found' | 'solved'} Outcome
 */

/** The learner's attempt at one puzzle: the answers found, the wrong tries, the hints and the answer shown. */
export class Attempt {
  /** @param {Puzzle} puzzle */
  constructor(puzzle) {
    this.puzzle = puzzle;
    /** @type {Set<string>} the answers found */
    this.found = new Set();
    /** @type {Set<string>} the wrong moves tried */
    this.wrong = new Set();
    this.misses = 0; // wrong tries, a move tried twice counted twice
    this.hints = 0; // the rungs of the ladder shown
    this.shown = false; // the answer shown
    this.solved = false;
  }

  /**
   * Judges move `letter` and climbs the ladder on a wrong one: a rung a try, the
   * answer after TRIES.
   * @param {string} letter
   * @returns {Outcome}
   */
  judge(letter) {
    const p = this.puzzle;
    if (!isAnswer(p, letter)) {
      this.misses += 1;
      this.wrong.add(letter);
      this.hints = Math.max(this.hints, Math.min(this.misses, RUNGS));
      if (this.misses >= TRIES) this.shown = true;
      return 'wrong';
    }
    if (this.found.has(letter)) return 'again';
    this.found.add(letter);
    if (findsEvery(p) && this.found.size < p.answer.length) return 'found';
    this.solved = true;
    return 'solved';
  }

  /** One more rung of the ladder (asked for); false when every rung is shown. */
  climb() {
    if (this.hints >= RUNGS) return false;
    this.hints += 1;
    return true;
  }

  /** The first answer not found yet (undefined once all are). */
  next() {
    return this.puzzle.answer.find((letter) => !this.found.has(letter));
  }

  /**
   * The pits a nudge points to: the half of the mover's row (`row`, its letters
   * in order) that holds the answer to find, its legal moves (`legal`) not tried
   * yet; the whole row's untried moves when that half leaves fewer than two (a
   * nudge never names the answer alone); none when the row has fewer than two left.
   * @param {string[]} row
   * @param {string[]} legal
   * @returns {string[]}
   */
  nudgePits(row, legal) {
    const target = this.next();
    if (!target) return [];
    const open = legal.filter((l) => !this.wrong.has(l) && !this.found.has(l));
    const half = Math.floor(row.length / 2);
    const side = row.indexOf(target) < half ? row.slice(0, half) : row.slice(half);
    const near = open.filter((l) => side.includes(l));
    if (near.length >= 2) return near;
    return open.length >= 2 ? open : [];
  }
}
