// The rules and About texts of the single file, in a modal dialog: each page's
// <main> in each of its languages is carried in the file as an inert
// <template data-text="rules|about" data-lang="…"> (.ci/single-file.mjs), and shown
// in the page's language (English where that language has no text) in a shadow
// root with the rules pages' own style (<template id="text-style">), its diagrams
// live since the elements are defined. The texts' links to the other pages stay in
// the file: a rules or About page opens here, the game closes the dialog, the
// puzzles open their view; links to other sites open in a new window.

/** A link to a rules or About page: its kind, its language (none: English) and the place in it. */
const TEXT_LINK = /^(rules|about)(?:\.([a-z]{2,3}))?\.html(?:#(.*))?$/;
/** A link to the game page, perhaps in a language. */
const GAME_LINK = /^(?:\.\/|index\.html)(?:\?lang=([a-z]{2,3}))?$/;
/** A link to the puzzles page. */
const PUZZLES_LINK = /^puzzles\.html(?:\?|$)/;
/** A link with a scheme of its own (https:, mailto:): to another site. */
const OTHER_SITE = /^[a-z][a-z0-9+.-]*:/i;

/** @typedef {'rules' | 'about'} TextKind */

/**
 * The dialog `dialog`, its text drawn in `host` (which gets a shadow root) with the
 * style in template `style`: `show(kind, lang)` opens it on a text. `onGame(lang)`
 * and `onPuzzles()` are called when a link in a text leads to the game (in a
 * language, or null) or to the puzzles.
 * @param {{ dialog: HTMLDialogElement, host: HTMLElement, style: HTMLTemplateElement,
 *   onGame: (lang: string | null) => void, onPuzzles: () => void }} parts
 */
export function textDialog({ dialog, host, style, onGame, onPuzzles }) {
  const shadow = host.attachShadow({ mode: 'open' });
  const templates = [...document.querySelectorAll('template[data-text]')].map((t) => /** @type {HTMLTemplateElement} */ (t));
  /** @param {string} kind @param {string} lang */
  const find = (kind, lang) => templates.find((t) => t.dataset.text === kind && t.dataset.lang === lang);

  /**
   * Opens the dialog on text `kind` in `lang` (English when it has none), at `place` (an id in it).
   * @param {string} kind
   * @param {string} lang
   */
  function show(kind, lang, place = '') {
    const template = find(kind, lang) ?? find(kind, 'en');
    if (!template) throw new Error(`this file holds no "${kind}" text: build it again with its text in www/pages/text/`);
    host.lang = template.dataset.lang ?? 'en';
    shadow.replaceChildren(document.importNode(style.content, true), document.importNode(template.content, true));
    dialog.setAttribute('aria-label', shadow.querySelector('h1')?.textContent ?? kind);
    if (!dialog.open) dialog.showModal();
    const target = place && shadow.getElementById(place);
    if (target) target.scrollIntoView();
    else host.scrollTop = 0;
  }

  shadow.addEventListener('click', (event) => {
    const link = /** @type {HTMLAnchorElement | null} */ (event.target instanceof Element ? event.target.closest('a[href]') : null);
    if (!link) return;
    const href = /** @type {string} */ (link.getAttribute('href')); // a[href]: it has one
    if (OTHER_SITE.test(href)) {
      link.target = '_blank';
      link.rel = 'noopener';
      return;
    }
    event.preventDefault();
    const text = href.match(TEXT_LINK);
    const game = href.match(GAME_LINK);
    if (href.startsWith('#')) shadow.getElementById(decodeURIComponent(href.slice(1)))?.scrollIntoView();
    else if (text) show(text[1], text[2] ?? 'en', text[3] ? decodeURIComponent(text[3]) : '');
    else if (game) {
      dialog.close();
      onGame(game[1] ?? null);
    } else if (PUZZLES_LINK.test(href)) {
      dialog.close();
      onPuzzles();
    }
    // Any other file of the site is not in this one: the link does nothing.
  });

  return { show };
}
