// The visitor's words for what the engine refuses, chosen by the refusal's kind:
// every Error the engine throws carries `kind` and its fields (bind/src/refusal.rs,
// the type Refusal of the .d.ts). Its English message is for developers and is
// never read here. The editor's words for a refused set-up are in
// editor/tools.js, which loads later and shares no code with this. A position's
// words are in position-refusal.js, which the diagram loads too.

import { MOVE_WHY, positionRefusalWords, refusalOf } from './position-refusal.js';

export { positionRefusalWords };

/**
 * @typedef {import('./position-refusal.js').Words} Words
 */

/**
 * The words of a refused move (a click or key on the board): the pit's letter
 * from `letters`, and the side's own word through `t`.
 * @param {unknown} error
 * @param {string[]} letters the board's pit letters, by index
 * @param {(key: string) => string} t the element's words
 * @returns {Words}
 */
export function moveRefusalWords(error, letters, t) {
  const r = refusalOf(error);
  const pit = letters[Number(r.pit)] ?? String(r.pit);
  switch (r.kind) {
    case 'empty-pit':
      return { key: 'refusedEmpty', vars: { pit } };
    case 'not-your-pit':
      return { key: 'refusedNotYours', vars: { pit, side: t(String(r.owner)) } };
    case 'must-feed':
      return { key: 'refusedMustFeed', vars: { side: t(String(r.opponent)) } };
    case 'game-over':
      return { key: 'refusedOver' };
    default:
      return { key: 'refusedMove' };
  }
}

/** Why a record's move cannot be played, for the problems of a record alone (the others: MOVE_WHY). */
const RECORD_MOVE_WHY = /** @type {Record<string, string>} */ ({
  ...MOVE_WHY,
  'bad-capture-count': 'recordWhyCount',
  'wrong-capture-count': 'recordWhyWrongCount',
});

/** The refusal kinds of a position as text (a record's start, too). */
const POSITION_KINDS = ['pit-count', 'too-many-seeds', 'bad-total', 'position-too-long', 'position-fields', 'not-a-number', 'bad-side'];

/**
 * What is wrong with a record (a file opened, a lesson, a kept game), in words that
 * fill a sentence's `{message}`; the move's own reason through `t`.
 * @param {unknown} error
 * @param {(key: string, vars?: Record<string, string | number>) => string} t the element's words
 * @returns {Words}
 */
export function recordRefusalWords(error, t) {
  const r = refusalOf(error);
  const kind = String(r.kind);
  if (kind === 'record-move') {
    const problem = refusalOf(r.problem);
    const why = t(RECORD_MOVE_WHY[String(problem.kind)] ?? 'recordWhyMove', { captured: String(problem.captured), claimed: String(problem.claimed) });
    return { key: 'recordMove', vars: { ply: String(r.ply), text: String(r.text), why } };
  }
  if (kind === 'bad-comment') return { key: 'recordComment', vars: { ply: String(r.ply) } };
  if (kind === 'record-tags' || kind === 'record-result') return { key: kind === 'record-tags' ? 'recordTags' : 'recordResult' };
  if (kind === 'record-too-long') return { key: 'recordTooLong' };
  if (POSITION_KINDS.includes(kind)) {
    const why = positionRefusalWords(error);
    return { key: 'recordStart', vars: { message: t(why.key, why.vars) } };
  }
  return { key: 'recordUnread' };
}
