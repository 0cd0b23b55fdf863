// The words for what happens on the board: pure functions of the engine's move
// reports and scores and a translator `t` (i18n/index.js). No DOM, no state.
// `letters` is the board's pit letters in index order (game.letters()).

/**
 * @typedef {import('../types/front.js').Translate} Translate
 * @typedef {import('../types/front.js').MoveReport} MoveReport
 * @typedef {import('../types/front.js').Score} Score
 * @typedef {import('../types/front.js').Side} Side
 */

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
 * @param {string[]} letters
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
 * How the game ended and who won (of a game that is over: it has a winner).
 * @param {Translate} t
 * @param {Score} score
 */
export function endWords(t, score) {
  const { ending } = score;
  let why = '';
  if (ending?.reason === 'starvation')
    why = t('endStarvation', { side: t(/** @type {Side} */ (ending.side)) }); // the side starved
  else if (ending?.reason === 'cycle') why = t('endCycle');
  else if (ending?.reason === 'no-capture-limit') why = t('endLimit');
  const result =
    score.winner === 'draw'
      ? t('draw', { south: score.south, north: score.north })
      : t('won', { side: t(/** @type {Side} */ (score.winner)), south: score.south, north: score.north });
  return `${why} ${result}`.trim();
}

/**
 * A move in one sentence, then the score after it (`score`: the game's score once it was played).
 * @param {Translate} t
 * @param {MoveReport} report
 * @param {Score} score
 * @param {string[]} letters
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
 * @param {string[]} letters
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

/**
 * A one-line description of a position (a diagram's default accessible name).
 * @param {Translate} t
 * @param {{ holes: number, pits: number[], stores: { south: number, north: number }, toMove: Side }} position
 * @param {string[]} letters
 */
export function positionWords(t, { holes, pits, stores, toMove }, letters) {
  const row = (/** @type {number} */ from) =>
    pits
      .slice(from, from + holes)
      .map((n, i) => `${letters[from + i]} ${n}`)
      .join(t('listSep'));
  return t('positionLabel', {
    holes,
    south: row(0),
    north: row(holes),
    southStore: stores.south,
    northStore: stores.north,
    side: t(toMove),
  });
}
