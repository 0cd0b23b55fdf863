// The puzzles of the single file: www/puzzles.json, carried in the file, shown by
// the puzzles page's own view (www/puzzles/view.js) in its layout, whose markup is
// carried in <template id="puzzles-view"> and built on first use. What a move is
// worth with best play is left out here (the page works it out in a second search).
import { puzzleView } from '../puzzles/view.js';
import { addEnglish, translator } from '../i18n/index.js';
import { fillWords } from '../dom/nodes.js';
import { ENGLISH } from '../puzzles/words.js';
import { ENGLISH as MOVE_ENGLISH, moveWords } from '../words/move-words.js';

addEnglish(ENGLISH); // the puzzles' own words, before they say anything
addEnglish(MOVE_ENGLISH); // and the moves' (the single file carries them from the start)

/**
 * @typedef {import('../types/front.js').Puzzle} Puzzle
 * @typedef {import('../pkg/urim-elements.js').Translator} Translator
 * @typedef {import('../pkg/urim-elements.js').UrimGame} GameElement
 */

/**
 * The puzzles in `section`, built from `template` with `data` (puzzles.json) when
 * first shown: `show()` builds them if need be, `setLanguage(code, t)` follows the page.
 * @param {{ section: HTMLElement, template: HTMLTemplateElement, data: { puzzles?: Puzzle[] } }} parts
 */
export function puzzlesView({ section, template, data }) {
  const puzzles = data.puzzles;
  if (!Array.isArray(puzzles) || puzzles.length === 0) throw new Error('the puzzles carried in this file are empty');
  /** @type {import('../puzzles/view.js').PuzzleView | null} */
  let view = null;
  /** @type {{ code: string, t: Translator }} English until the page's language has come (its t() fills any value in) */
  let words = { code: 'en', t: /** @type {Translator} */ (translator('en')) };
  /** The puzzles' <urim-game>: in the section once built (the template holds it). */
  const game = () => /** @type {GameElement} */ (section.querySelector('#puzzle'));

  return {
    show() {
      if (view) return;
      section.replaceChildren(document.importNode(template.content, true));
      game().setAttribute('lang', words.code);
      fillWords(section, words.t);
      view = puzzleView({ root: section, game: game(), puzzles, moveWords });
      view.setWords(words.code, words.t);
      view.start();
    },
    /** @param {string} code @param {Translator} t */
    setLanguage(code, t) {
      words = { code, t };
      if (!view) return;
      game().setAttribute('lang', code); // the page translates the section's data-t words
      view.setWords(code, t);
    },
  };
}
