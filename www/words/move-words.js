// The words for a move that was played, step by step and in one sentence, and for
// the score and the game's end: pure functions of the engine's move reports and
// scores and a translator `t` (i18n/index.js). No DOM, no state. `letters` is the
// board's pit letters in index order (game.letters()). Their English (ENGLISH)
// comes with this code, not in en.js: a diagram loads it only once a move is
// played, and its owner adds it to the fallback first (i18n addEnglish).

/**
 * @typedef {import('../types/front.js').Translate} Translate
 * @typedef {import('../types/front.js').MoveReport} MoveReport
 * @typedef {import('../types/front.js').Score} Score
 * @typedef {import('../types/front.js').Side} Side
 */

/** The English of these words (each translation holds them with the rest). */
export const ENGLISH = Object.freeze({
  sowed: '{side} sowed {seeds} from {pit}',
  skippedFull: { one: 'passing by {pits}, full with 17 seeds', other: 'passing by {pits}, full with 17 seeds each' },
  skippedOrigin: 'passing by {pit}, the pit it came from, on the way round',
  clauseSep: ', ',
  fed: 'feeding the empty row',
  grandSlam: 'a grand slam, so nothing was captured',
  moveAnd: '{move}; {result}',
  captured: 'captured {seeds} from {pits}',
  chainStopCount: 'the chain stopped at {pit}, which holds {seeds}',
  chainStopEdge: 'the chain stopped at the end of the row',
  noTrigger: 'the last seed made {seeds} in {pit}: no capture',
  moveLine: '{move}. {score}',
  scoreLine: 'South {south}, North {north}.',
  won: '{side} wins, {south} to {north}.',
  draw: 'A draw, {south} to {north}.',
  endEmptyRow: '{side} had no seeds left to sow.',
  endCannotFeed: '{other} had no seeds in their row, and no move of {side} could reach it.',
  endSwept: 'The seeds left in each row went to its owner: South {south}, North {north}.',
  endCycle: 'The seeds were only going round in circles.',
  endLimit: '200 moves passed without a capture.',
  stepLift: '{side} takes {seeds} out of {pit}.',
  stepSow: 'Seed {n} of {total} falls into {pit}.',
  stepSkipFull: '{pit} already holds 17 seeds, the most a pit may hold: the seed passes it by, on to the next pit.',
  stepSkipOrigin: 'The seeds have gone all the way round: the pit they came from, {pit}, is passed by.',
  stepLastOwn: "The last seed falls in {pit}, one of {side}'s own pits: nothing is taken.",
  stepLastFired: 'The last seed makes {seeds} in {pit}: two or three, so a capture starts there.',
  stepLastCount: 'The last seed makes {seeds} in {pit}: only two or three start a capture, so nothing is taken.',
  stepFirst: '{pit} holds {seeds}: the chain starts there.',
  stepLink: 'The pit before, {pit}, holds {seeds}: it joins the chain.',
  stepStopCount: 'The pit before, {pit}, holds {seeds}, not 2, 3 or 4: the chain stops.',
  stepStopEdge: 'That was the first pit of the row: the chain stops.',
  stepTake: '{side} takes the whole chain: {seeds} in all.',
  stepSlam: "That would take every seed in {side}'s row: a grand slam, so nothing is taken.",
});

/**
 * "3 seeds", in the translator's language.
 * @param {Translate} t
 * @param {number} n
 */
export const seedWords = (t, n) => t('seeds', { n });

/**
 * The other player.
 * @param {Side} side
 * @returns {Side}
 */
export const opponentOf = (side) => (side === 'south' ? 'north' : 'south');

/**
 * The pits the sowing passed by, and why: full with 17 seeds, or the emptied pit on a lap.
 * @param {Translate} t
 * @param {MoveReport} report
 */
export function skipWords(t, report) {
  const words = [];
  const full = [...new Set(report.skipped.filter((s) => s.reason === 'full').map((s) => s.letter))];
  if (full.length > 0) words.push(t('skippedFull', { n: full.length, pits: full.join(t('listSep')) }));
  if (report.skipped.some((s) => s.reason === 'origin')) words.push(t('skippedOrigin', { pit: report.letter }));
  return words.join(t('clauseSep'));
}

/**
 * Why a capture went as it did, for learners: where the chain stopped, or what the
 * last seed made in the opponent's row when it captured nothing. '' otherwise.
 * @param {Translate} t
 * @param {MoveReport} report
 * @param {readonly string[]} letters
 */
export function chainWords(t, report, letters) {
  const stop = report.chainStop;
  if (stop?.reason === 'count') return t('chainStopCount', { pit: stop.letter, seeds: seedWords(t, stop.seeds) });
  if (stop?.reason === 'row-edge') return t('chainStopEdge');
  if (report.trigger.kind === 'count') return t('noTrigger', { seeds: seedWords(t, report.trigger.seeds), pit: letters[report.last] });
  return '';
}

/**
 * "South 4, North 2."
 * @param {Translate} t
 * @param {Score} score
 */
export const scoreWords = (t, score) => t('scoreLine', { south: score.south, north: score.north });

/**
 * Why the game ended, as its cause: a player with no seeds, a player who could not
 * feed the other's empty row, seeds going round in circles, or 200 plies without a
 * capture. '' for a game that is not over.
 * @param {Translate} t
 * @param {Score} score
 */
export function causeWords(t, score) {
  const { ending } = score;
  if (ending?.reason === 'starvation') {
    const side = /** @type {Side} */ (ending.side);
    if (ending.cause === 'cannot-feed') return t('endCannotFeed', { side: t(side), other: t(opponentOf(side)) });
    return t('endEmptyRow', { side: t(side) });
  }
  if (ending?.reason === 'cycle') return t('endCycle');
  if (ending?.reason === 'no-capture-limit') return t('endLimit');
  return '';
}

/**
 * How the game ended and who won (of a game that is over: it has a winner): the
 * cause, the seeds each row gave its owner at the end (when there were any), and
 * the result.
 * @param {Translate} t
 * @param {Score} score
 */
export function endWords(t, score) {
  const swept = score.ending?.swept;
  const sweep = swept && swept.south + swept.north > 0 ? t('endSwept', { south: swept.south, north: swept.north }) : '';
  return [causeWords(t, score), sweep, resultWords(t, score)].filter(Boolean).join(' ');
}

/**
 * Who won, and the final count: "North wins, 2 to 34."
 * @param {Translate} t
 * @param {Score} score
 */
export const resultWords = (t, score) =>
  score.winner === 'draw'
    ? t('draw', { south: score.south, north: score.north })
    : t('won', { side: t(/** @type {Side} */ (score.winner)), south: score.south, north: score.north });

/**
 * A move in one sentence, then the score after it (`score`: the game's score once it was played).
 * @param {Translate} t
 * @param {MoveReport} report
 * @param {Score} score
 * @param {readonly string[]} letters
 */
export function moveWords(t, report, score, letters) {
  let text = t('sowed', { side: t(report.mover), seeds: seedWords(t, report.seeds), pit: report.letter });
  const passed = skipWords(t, report);
  if (passed) text += `${t('clauseSep')}${passed}`;
  if (report.fed) text += `${t('clauseSep')}${t('fed')}`;
  if (report.grandSlam) text = t('moveAnd', { move: text, result: t('grandSlam') });
  else if (report.captured > 0)
    text = t('moveAnd', {
      move: text,
      result: t('captured', { seeds: seedWords(t, report.captured), pits: report.chain.map((c) => c.letter).join(t('listSep')) }),
    });
  const why = chainWords(t, report, letters);
  if (why) text += ` (${why})`;
  return t('moveLine', { move: text, score: score.over ? endWords(t, score) : scoreWords(t, score) });
}

/**
 * What the board shows at one step of a stepped move (view/timeline.js, the
 * view's 'step' event: { kind: 'lift' | 'sow' | 'skip' | 'last' | 'link' | 'stop'
 * | 'take' | 'slam', index }).
 * @param {Translate} t
 * @param {MoveReport} report
 * @param {{ kind: string, index: number }} step
 * @param {readonly string[]} letters
 */
export function stepWords(t, report, { kind, index }, letters) {
  if (kind === 'lift') return t('stepLift', { side: t(report.mover), seeds: seedWords(t, report.seeds), pit: report.letter });
  if (kind === 'sow') return t('stepSow', { n: index + 1, total: report.sown.length, pit: letters[report.sown[index]] });
  if (kind === 'skip') {
    const skip = report.skipped[index];
    return t(skip.reason === 'full' ? 'stepSkipFull' : 'stepSkipOrigin', { pit: skip.letter });
  }
  if (kind === 'last') {
    if (report.trigger.kind === 'own-row') return t('stepLastOwn', { pit: letters[report.last], side: t(report.mover) });
    const key = report.trigger.kind === 'fired' ? 'stepLastFired' : 'stepLastCount';
    return t(key, { seeds: seedWords(t, report.trigger.seeds), pit: letters[report.last] });
  }
  if (kind === 'link') {
    // The same words whether the chain ends in a capture or a grand slam: its last step tells which.
    const link = report.chain[index];
    return t(index === 0 ? 'stepFirst' : 'stepLink', { pit: link.letter, seeds: seedWords(t, link.seeds) });
  }
  if (kind === 'stop') {
    // A 'stop' step comes only after a chain that stopped.
    const stop = /** @type {import('../pkg/urim.js').ChainStop} */ (report.chainStop);
    return stop.reason === 'count' ? t('stepStopCount', { pit: stop.letter, seeds: seedWords(t, stop.seeds) }) : t('stepStopEdge');
  }
  if (kind === 'take') {
    const seeds = report.chain.reduce((sum, link) => sum + link.seeds, 0);
    return t('stepTake', { side: t(report.mover), seeds: seedWords(t, seeds) });
  }
  return t('stepSlam', { side: t(opponentOf(report.mover)) });
}
