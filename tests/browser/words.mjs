// A language's words as the elements read them, for the tests to compare with: a
// translation's table as it is, and for English, en.js with the English words
// that come later with the code that says them (each module's ENGLISH, which the
// element adds with addEnglish when that code loads).
import { loadTable } from '../../www/i18n/index.js';
import { ENGLISH as GAME } from '../../www/elements/game-words.js';
import { ENGLISH as PREDICT } from '../../www/elements/predict.js';
import { ENGLISH as STORAGE } from '../../www/elements/game-store.js';
import { ENGLISH as LESSON } from '../../www/elements/game-lesson.js';
import { ENGLISH as TOOLS } from '../../www/editor/tools.js';
import { ENGLISH as MOVES } from '../../www/words/move-words.js';
import { ENGLISH as UNSUPPORTED } from '../../www/elements/unsupported-element.js';
import { ENGLISH as PAGES } from '../../www/words/page-words.js';
import { ENGLISH as PRESENT } from '../../www/elements/present.js';
import { ENGLISH as LEARN } from '../../www/learn/learn-words.js';
import { ENGLISH as REVIEW } from '../../www/elements/review-words.js';

/**
 * The elements' English words that are not in en.js, by the part whose code brings
 * them: the game element's, predict first's, the storage's, the lesson panel's,
 * the editor tools', the moves', the old browser's notice, the pages', present mode's, <urim-learn>'s, the review's (tests/js/i18n.test.mjs checks each against the translations).
 */
export const ENGLISH_BY_PART = Object.freeze({ game: GAME, predict: PREDICT, storage: STORAGE, lesson: LESSON, tools: TOOLS, moves: MOVES, unsupported: UNSUPPORTED, pages: PAGES, present: PRESENT, learn: LEARN, review: REVIEW });

/** Those words in one table. */
export const LATER_ENGLISH = Object.freeze(Object.assign({}, ...Object.values(ENGLISH_BY_PART)));

/**
 * The words of language `code`, every key the elements may say.
 * @param {string} code
 * @param {Record<string, unknown>} [table] the table, when the test loaded it its own way
 */
export async function wordsOf(code, table) {
  const words = table ?? (await loadTable(code));
  return code === 'en' ? { ...words, ...LATER_ENGLISH } : words;
}
