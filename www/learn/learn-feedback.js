// What <urim-learn> says after a move that solved its challenge (the stars, the
// chapter's and the lessons' end), after a move that missed its goal (what it did, in
// the goal's own terms: the seeds North got, the grand slam that took none, the
// game going on or lost, the match points earned) and after a click the engine
// refused (its reason, chosen by the refusal's kind, never its English message).
import { opponentSeeds } from './goals.js';

/**
 * @typedef {import('./chapters.js').Goal} Goal
 * @typedef {import('./goals.js').After} After
 * @typedef {import('../types/front.js').MoveReport} MoveReport
 * @typedef {import('../types/front.js').Translate} Translate
 */

/** The words of a refusal, by its kind; any other kind has the general words. */
const REFUSED_WORDS = /** @type {Record<string, string>} */ ({ 'must-feed': 'learnRefusedFeed' });

/**
 * The words after a solved challenge: its stars, then the chapter's sum when it was
 * the chapter's last, then the lessons' end after the last chapter.
 * @param {Translate} t
 * @param {number} stars
 * @param {{ sum: number, max: number, last: boolean } | null} chapterDone
 */
export function solvedWords(t, stars, chapterDone) {
  const said = [t('learnSolved', { n: stars })];
  if (chapterDone) said.push(t('learnChapterDone', { n: chapterDone.sum, max: chapterDone.max }));
  if (chapterDone?.last) said.push(t('learnAllDone'));
  return said.reduce((first, then) => t('learnThen', { first, then }));
}

/**
 * The first words after a missed move: what it did, as the goal counts it.
 * @param {Translate} t
 * @param {MoveReport} report the visitor's move
 * @param {string} pit the letter of the pit its last seed fell in
 * @param {Goal} goal
 * @param {After} after the score once it (and any forced reply) was played
 */
export function missedWords(t, report, pit, goal, after) {
  if (report.grandSlam) return t('learnMissedSlam');
  if (goal.feed !== undefined) return t('learnMissedFed', { n: opponentSeeds(report) });
  if (goal.ends !== undefined) return t(after.over ? 'learnMissedLost' : 'learnMissedGoesOn');
  if (goal.points !== undefined) return t('learnMissedPoints', { n: after.points[report.mover] });
  if (report.captured) return t('learnMissedTook', { pit, n: report.captured });
  return t('learnMissed', { pit });
}

/**
 * The kind of what the engine threw: every refusal carries one (bind/src/refusal.rs); '' for anything else.
 * (Read here, not with words/position-refusal.js's refusalOf: the board's first load would export it for this.)
 * @param {unknown} error
 */
export const refusalKind = (error) => (error && typeof error === 'object' && 'kind' in error ? String(error.kind) : '');

/**
 * The key of the words for a move the engine refused.
 * @param {unknown} error what the engine threw
 */
export const refusedKey = (error) => REFUSED_WORDS[refusalKind(error)] ?? 'learnRefused';
