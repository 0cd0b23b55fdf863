// The words of a game's review (game-review-chart.js): its English, which comes
// with its code (each translation holds the same keys with the rest, i18n/<lang>.js),
// and the sentences made of them: a point of the chart, a costly move, a side's
// accuracy and the chart's description. It imports nothing that the elements'
// bundle holds.

/**
 * The review's English words, the fallback of every language for them. They load
 * with the review, not in en.js, so that no first load carries them.
 */
export const ENGLISH = Object.freeze({
  reviewTitle: 'Review of the game',
  reviewWorking: 'Working out move {n} of {total}…',
  reviewDone: { one: 'Worked out: {n} move.', other: 'Worked out: all {n} moves.' },
  reviewFailed: 'The review could not be worked out ({message}). Close it and open it again to try once more.',
  reviewChart: 'The game’s value for South, move by move',
  reviewSouthAhead: 'South ahead',
  reviewNorthAhead: 'North ahead',
  reviewMoveAxis: 'Move',
  reviewHelp: 'Choose a point or a listed move to see the board before it; the arrow keys walk the game.',
  reviewPoint: 'Move {n}, {side} to play: {value}',
  reviewEven: 'even',
  reviewAhead: { one: '{side} {n} seed ahead', other: '{side} {n} seeds ahead' },
  reviewProven: 'proven',
  reviewEstimate: 'an estimate',
  reviewCaptured: { one: 'the move captured {n} seed', other: 'the move captured {n} seeds' },
  reviewDescribe:
    'For each move, the chart shows how many seeds South would end ahead (above the middle line) or behind (below it) with best play from there. Filled points are proven, hollow ones are estimates; a triangle marks a capture.',
  reviewSpan: 'At the first move: {first}. Highest point: {high}, at move {highPly}. Lowest point: {low}, at move {lowPly}.',
  reviewLegendExact: 'proven',
  reviewLegendEstimate: 'estimate',
  reviewLegendCapture: 'capture',
  reviewCostly: 'Costliest moves',
  reviewCostlyMove: {
    one: 'Move {ply}: {played} played, {better} was better: {n} seed lost',
    other: 'Move {ply}: {played} played, {better} was better: {n} seeds lost',
  },
  reviewNoCostly: 'No move lost anything.',
  reviewAccuracy: { one: 'Accuracy {share}%: {kept} of {n} move kept the value', other: 'Accuracy {share}%: {kept} of {n} moves kept the value' },
  reviewNoAccuracy: 'Accuracy: no move worked out yet',
  reviewBack: 'Back to the end',
  reviewClose: 'Close the review',
});

/** @typedef {import('../types/front.js').Translate} Translate */
/** @typedef {import('../game/review.js').ChartPoint} ChartPoint */
/** @typedef {import('../game/review.js').CostlyMove} CostlyMove */

/**
 * A number of seeds as the review writes it: whole as it is, an estimate's fraction to one place.
 * @param {number} n
 */
export const seeds = (n) => (Number.isInteger(n) ? n : Math.round(n * 10) / 10);

/**
 * Who is ahead, and by how much, for a value for South.
 * @param {Translate} t
 * @param {number} south
 */
export function aheadWords(t, south) {
  const n = seeds(Math.abs(south));
  if (n === 0) return t('reviewEven');
  return t('reviewAhead', { side: t(south > 0 ? 'south' : 'north'), n });
}

/**
 * A point of the chart in words: the move, who plays it, the value, proven or not, and its capture.
 * @param {Translate} t
 * @param {ChartPoint} point
 */
export function pointWords(t, point) {
  const value = `${aheadWords(t, point.south)} (${t(point.exact ? 'reviewProven' : 'reviewEstimate')})`;
  const said = t('reviewPoint', { n: point.ply, side: t(point.mover), value });
  return point.captured > 0 ? `${said}; ${t('reviewCaptured', { n: point.captured })}` : said;
}

/**
 * A costly move in words.
 * @param {Translate} t
 * @param {CostlyMove} move
 */
export const costlyWords = (t, move) => t('reviewCostlyMove', { ply: move.ply, played: move.played, better: move.better, n: seeds(move.lost) });

/**
 * A side's accuracy in words.
 * @param {Translate} t
 * @param {import('../game/review.js').Accuracy} accuracy
 */
export function accuracyWords(t, accuracy) {
  if (accuracy.share === null) return t('reviewNoAccuracy');
  return t('reviewAccuracy', { share: Math.round(accuracy.share * 100), kept: accuracy.kept, n: accuracy.moves });
}

/**
 * The chart described in words: how to read it, then where it starts and its highest and lowest points.
 * @param {Translate} t
 * @param {ChartPoint[]} points
 */
export function chartWords(t, points) {
  if (!points.length) return t('reviewDescribe');
  const high = points.reduce((a, b) => (b.south > a.south ? b : a));
  const low = points.reduce((a, b) => (b.south < a.south ? b : a));
  const span = t('reviewSpan', {
    first: aheadWords(t, points[0].south),
    high: aheadWords(t, high.south),
    highPly: high.ply,
    low: aheadWords(t, low.south),
    lowPly: low.ply,
  });
  return `${t('reviewDescribe')} ${span}`;
}
