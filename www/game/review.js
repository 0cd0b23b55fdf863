// A game's review, worked out from the analyses of its positions: one chart point
// per move (the game's value for South before it, as the analysis gives it), each
// side's costliest moves (what the best move would have kept), and each side's
// accuracy (the share of its moves that kept the value). No DOM, no engine: it reads
// what the engine answered and the moves played, and nothing else.

/** How many costly moves of each side the review lists. */
export const COSTLIEST = 3;

/**
 * What one legal move is worth, from the mover's point of view (the engine's analysis).
 * @typedef {{ pit: number, letter?: string, value: number, exact: boolean }} MoveWorth
 */
/**
 * The analysis of one position: every legal move's value, the best pits, and
 * whether every value is proven.
 * @typedef {{ moves: MoveWorth[], best: number[], exact: boolean, stopped?: boolean }} PositionAnalysis
 */
/**
 * A move of the game: who played it, its pit and letter, and the seeds it captured.
 * @typedef {{ mover: 'south' | 'north', pit: number, letter: string, captured: number }} Played
 */
/**
 * One point of the chart: move `ply` (1 for the first), the value for South of the
 * position it was played in, whether that value is proven, who moved and what the move captured.
 * @typedef {{ ply: number, south: number, exact: boolean, mover: 'south' | 'north', captured: number }} ChartPoint
 */
/**
 * A move that lost something: its ply, who played it, the move played and the
 * better one (the best by the analysis), and the seeds lost from the mover's view.
 * @typedef {{ ply: number, mover: 'south' | 'north', played: string, better: string, lost: number }} CostlyMove
 */
/** A side's accuracy: its moves valued, those that kept the value, and their share (0 to 1; null with no move). @typedef {{ kept: number, moves: number, share: number | null }} Accuracy */
/**
 * @typedef {{
 *   points: ChartPoint[],
 *   costly: { south: CostlyMove[], north: CostlyMove[] },
 *   accuracy: { south: Accuracy, north: Accuracy },
 * }} Review
 */

/**
 * The best value of `analysis` (the mover's view), from its best pits; null when it valued no move.
 * @param {PositionAnalysis} analysis
 */
export function bestValue(analysis) {
  const best = analysis.moves.filter((m) => analysis.best.includes(m.pit));
  const from = best.length ? best : analysis.moves;
  if (!from.length) return null;
  return Math.max(...from.map((m) => m.value));
}

/**
 * Whether `analysis` is complete: not stopped, and it valued every legal move (it has a best).
 * @param {PositionAnalysis | null | undefined} analysis
 * @returns {analysis is PositionAnalysis}
 */
export const complete = (analysis) => !!analysis && !analysis.stopped && analysis.moves.length > 0;

/**
 * The review of a game from `analyses` (analyses[i]: the position move i + 1 was
 * played in; missing or stopped ones are left out, as while they are still being
 * worked out) and `played` (the moves, in order). `letters` names the pits.
 * @param {(PositionAnalysis | null | undefined)[]} analyses
 * @param {Played[]} played
 * @param {readonly string[]} letters the pits' letters, by index
 * @returns {Review}
 */
export function reviewOf(analyses, played, letters) {
  /** @type {ChartPoint[]} */
  const points = [];
  /** @type {Review['costly']} */
  const costly = { south: [], north: [] };
  const counts = { south: { kept: 0, moves: 0 }, north: { kept: 0, moves: 0 } };
  played.forEach((move, i) => {
    const analysis = analyses[i];
    if (!complete(analysis)) return;
    const best = /** @type {number} */ (bestValue(analysis));
    const sign = move.mover === 'south' ? 1 : -1;
    points.push({ ply: i + 1, south: sign * best, exact: analysis.exact, mover: move.mover, captured: move.captured });
    const worth = analysis.moves.find((m) => m.pit === move.pit);
    if (!worth) return; // a move the analysis did not value: neither kept nor lost
    counts[move.mover].moves += 1;
    const lost = best - worth.value;
    if (lost <= 0) {
      counts[move.mover].kept += 1;
      return;
    }
    const betterPit = analysis.best[0] ?? analysis.moves.find((m) => m.value === best)?.pit ?? move.pit;
    costly[move.mover].push({ ply: i + 1, mover: move.mover, played: move.letter, better: letters[betterPit] ?? String(betterPit), lost });
  });
  for (const side of /** @type {const} */ (['south', 'north'])) {
    costly[side].sort((a, b) => b.lost - a.lost || a.ply - b.ply);
    costly[side] = costly[side].slice(0, COSTLIEST);
  }
  /** @param {{ kept: number, moves: number }} c @returns {Accuracy} */
  const accuracy = (c) => ({ ...c, share: c.moves ? c.kept / c.moves : null });
  return { points, costly, accuracy: { south: accuracy(counts.south), north: accuracy(counts.north) } };
}

/**
 * The range of values a chart of `points` shows, for South: from its lowest to its
 * highest value, 0 always within, and at least `least` either side of 0.
 * @param {ChartPoint[]} points
 * @param {number} [least]
 */
export function chartRange(points, least = 4) {
  const values = points.map((p) => p.south);
  const top = Math.max(least, ...values);
  const bottom = Math.min(-least, ...values);
  return { top: Math.ceil(top), bottom: Math.floor(bottom) };
}
