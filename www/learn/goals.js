// Whether a move reached a challenge's goal, read from the engine's own report of
// the move (never from a stored answer), and the stars it earns by the moves used.

/**
 * @typedef {import('./chapters.js').Goal} Goal
 * @typedef {Pick<import('../types/front.js').MoveReport, 'last' | 'skipped' | 'captured' | 'chain' | 'grandSlam'>} Report
 */

/** Stars for a challenge solved with its first move, its second, and any later one. */
const STARS_BY_MOVES = [3, 2, 1];

/**
 * True when the move `report` tells of did every thing `goal` asks.
 * @param {Goal} goal
 * @param {Report} report
 * @param {readonly string[]} letters the board's pit letters, by index
 */
export function goalMet(goal, report, letters) {
  if (goal.last !== undefined && letters[report.last] !== goal.last) return false;
  if (goal.lap && !report.skipped.some((skip) => skip.reason === 'origin')) return false;
  if (goal.take !== undefined && report.captured !== goal.take) return false;
  if (goal.chain !== undefined && (report.grandSlam || report.chain.length < goal.chain)) return false;
  return true;
}

/**
 * The stars (1 to 3) for a challenge solved with its `moves`-th move.
 * @param {number} moves
 */
export const starsFor = (moves) => STARS_BY_MOVES[Math.min(moves, STARS_BY_MOVES.length) - 1] ?? 1;
