// What the demo page and the puzzles page share about their language: the words
// of the page (data-t), its <urim-game>'s lang, the language picker, and ?lang= in
// the address; and that the last language asked for wins over a slower load.
import { AWAITING_REVIEW, LANGUAGES, languageOf, languageSwitcher } from '../pkg/urim-elements.js';
import { fillWords } from '../dom/nodes.js';

export { languageSwitcher };

/** @typedef {import('../pkg/urim-elements.js').Translator} Translator */

/**
 * A language's own name, marked when its text awaits a native speaker's review.
 * @param {Translator} t
 * @param {string} code
 * @param {string} [name]
 * @returns {string}
 */
export function languageName(t, code, name = LANGUAGES[code]) {
  return AWAITING_REVIEW.includes(code) ? t('draftLanguage', { name }) : name;
}

/**
 * Fills `picker` with every language under its own name, `code` chosen; with
 * translator `t`, those awaiting review are marked in its words. A page fills it
 * at once, before any words have come: should the visitor's never come, they can
 * still pick another.
 * @param {Element} picker
 * @param {string} code
 * @param {Translator} [t]
 */
export function fillPicker(picker, code, t) {
  picker.replaceChildren(
    ...Object.entries(LANGUAGES).map(([c, name]) => {
      const option = new Option(t ? languageName(t, c, name) : name, c, false, c === code);
      option.lang = c;
      return option;
    }),
  );
}

/**
 * The page in `code` with translator `t`: the document, `game`, the `picker` and the address's `params`.
 * @param {{ code: string, t: Translator, game: Element, picker: Element, params: URLSearchParams }} page
 */
export function showLanguage({ code, t, game, picker, params }) {
  document.documentElement.lang = code;
  game.setAttribute('lang', code);
  fillWords(document, t);
  picker.setAttribute('aria-label', t('language'));
  fillPicker(picker, code, t);
  if (languageOf(params.get('lang')) !== code) {
    params.set('lang', code);
    history.replaceState(null, '', `?${params}`);
  }
}
