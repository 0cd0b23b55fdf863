// Whether a move reached a challenge's goal, read from the engine's own report of
// the move and its score after it (never from a stored answer), the reply the
// engine's rules force on North in an ending challenge, and the stars a challenge
// earns by the moves used.

/**
 * @typedef {import('./chapters.js').Goal} Goal
 * @typedef {import('../types/front.js').Score} Score
 * @typedef {Pick<import('../types/front.js').MoveReport, 'last' | 'skipped' | 'captured' | 'chain' | 'grandSlam' | 'pits' | 'mover'>} Report
 * @typedef {Pick<Score, 'over' | 'winner' | 'points' | 'ending'>} After the score once the move (and any forced reply) is played
 * @typedef {Pick<import('../types/front.js').Game, 'isOver' | 'legalMoves'>} Playing
 */

/** Stars for a challenge solved with its first move, its second, and any later one. */
const STARS_BY_MOVES = [3, 2, 1];

/** The goal kinds read from the score after the move: the game's end and the match points. */
const SCORE_KINDS = /** @type {const} */ (['ends', 'win', 'points']);

/**
 * The seeds in the row of the player who did not move, once the move is played.
 * @param {Report} report
 */
export function opponentSeeds(report) {
  const row = report.pits.length / 2;
  const [from, to] = report.mover === 'south' ? [row, 2 * row] : [0, row];
  return report.pits.slice(from, to).reduce((a, b) => a + b, 0);
}

/**
 * True when the move `report` tells of did every thing `goal` asks; `after`
 * is the engine's score once it (and any forced reply) is played.
 * @param {Goal} goal
 * @param {Report} report
 * @param {readonly string[]} letters the board's pit letters, by index
 * @param {After} [after]
 */
export function goalMet(goal, report, letters, after) {
  if (goal.last !== undefined && letters[report.last] !== goal.last) return false;
  if (goal.lap && !report.skipped.some((skip) => skip.reason === 'origin')) return false;
  if (goal.take !== undefined && report.captured !== goal.take) return false;
  if (goal.chain !== undefined && (report.grandSlam || report.chain.length < goal.chain)) return false;
  if (goal.feed !== undefined && opponentSeeds(report) < goal.feed) return false;
  if (goal.slam && !report.grandSlam) return false;
  if (SCORE_KINDS.some((kind) => goal[kind] !== undefined)) return !!after && scoreMet(goal, report.mover, after);
  return true;
}

/**
 * The goal's parts read from the score: the game over (for the reason asked),
 * won by the mover, the mover's match points.
 * @param {Goal} goal
 * @param {import('../types/front.js').Side} mover
 * @param {After} after
 */
function scoreMet(goal, mover, after) {
  if (goal.ends !== undefined && after.ending?.reason !== goal.ends) return false;
  if (goal.win && after.winner !== mover) return false;
  if (goal.points !== undefined && after.points[mover] < goal.points) return false;
  return true;
}

/**
 * The pit North must play next in an ending challenge, when the rules leave it
 * one move only (the lesson plays it, so the visitor sees how the game ends); null otherwise.
 * @param {Goal} goal
 * @param {Playing} game the game after the visitor's move
 */
export function forcedReply(goal, game) {
  if (goal.ends === undefined || game.isOver()) return null;
  const legal = game.legalMoves();
  return legal.length === 1 ? /** @type {number} */ (legal[0]) : null;
}

/**
 * The stars (1 to 3) for a challenge solved with its `moves`-th move.
 * @param {number} moves
 */
export const starsFor = (moves) => STARS_BY_MOVES[Math.min(moves, STARS_BY_MOVES.length) - 1] ?? 1;
