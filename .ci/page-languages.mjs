// The language links of the rules and About pages: each page links to its own kind
// in every other language the game speaks (LANGUAGES in www/i18n/index.js), in its
// <nav class="languages"> and with a <link rel="alternate"> each in its head, a
// language awaiting a native speaker's review marked in the page's own words. Read
// by .ci/pages.mjs, which makes the pages, and by the tests that visit them.
import { AWAITING_REVIEW, LANGUAGES, addEnglish, loadTranslator } from '../www/i18n/index.js';
import { ENGLISH } from '../www/words/page-words.js';

addEnglish(ENGLISH); // the pages' words (the mark of a draft translation), as the pages have them

/** The page kinds, by the stem of their file names. */
export const KINDS = ['rules', 'about'];

/** The file of page `kind` in language `code`: English has no code in its name. */
export const pageFile = (kind, code) => (code === 'en' ? `${kind}.html` : `${kind}.${code}.html`);

/** Each language's words, for the mark of a language awaiting a native speaker's review. */
const WORDS = Object.fromEntries(await Promise.all(Object.keys(LANGUAGES).map(async (code) => [code, await loadTranslator(code)])));

/** Text made safe inside HTML. */
const escape = (text = '') => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The head's <link rel="alternate"> lines and the <nav> of page `kind` in language `code`. */
export function languageLinks(kind, code) {
  const others = Object.keys(LANGUAGES).filter((c) => c !== code);
  const alternates = others.map((c) => `<link rel="alternate" hreflang="${c}" href="${pageFile(kind, c)}">`).join('\n');
  // A language awaiting review is marked in the words of the page (the picker's mark).
  const links = others.map((c) => {
    const href = `href="${pageFile(kind, c)}" hreflang="${c}"`;
    if (!AWAITING_REVIEW.includes(c)) return `<a ${href} lang="${c}">${LANGUAGES[c]}</a>`;
    const [before, after] = WORDS[code]('draftLanguage').split('{name}').map(escape);
    return `<a ${href}>${before}<span lang="${c}">${LANGUAGES[c]}</span>${after}</a>`;
  });
  return { alternates, nav: `<nav class="languages">${links.join(' · ')}</nav>` };
}
