// The puzzles of the single file: www/puzzles.json, carried in the file, shown by
// the puzzles page's own view (www/puzzles/view.js) in its layout, whose markup is
// carried in <template id="puzzles-view"> and built on first use. What a move is
// worth with best play is left out here (the page works it out in a second search).
import { puzzleView } from '../puzzles/view.js';

/**
 * The puzzles in `section`, built from `template` with `data` (puzzles.json) when
 * first shown: `show()` builds them if need be, `setLanguage(code, t)` follows the page.
 */
export function puzzlesView({ section, template, data }) {
  const puzzles = data.puzzles;
  if (!Array.isArray(puzzles) || puzzles.length === 0) throw new Error('the puzzles carried in this file are empty');
  let view = null;
  let words = { code: 'en', t: null };

  return {
    show() {
      if (view) return;
      section.replaceChildren(document.importNode(template.content, true));
      const game = section.querySelector('#puzzle');
      game.setAttribute('lang', words.code);
      for (const el of section.querySelectorAll('[data-t]')) el.textContent = words.t(el.dataset.t);
      view = puzzleView({ root: section, game, puzzles });
      view.setWords(words.code, words.t);
      view.start();
    },
    setLanguage(code, t) {
      words = { code, t };
      if (!view) return;
      section.querySelector('#puzzle').setAttribute('lang', code); // the page translates the section's data-t words
      view.setWords(code, t);
    },
  };
}
