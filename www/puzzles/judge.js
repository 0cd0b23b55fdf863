// The puzzles' rules of judgement and the learner's progress: whether a move is
// an answer, the final score that an exact value stands for, and the solved
// puzzles kept on the device. No DOM.

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
