// Keeps the language links of the rules and About pages (www/rules*.html,
// www/about*.html) in step with the languages the game speaks (LANGUAGES in
// www/i18n/index.js): each page links to its own kind in every other language,
// with a <link rel="alternate"> each in its head. `node .ci/page-languages.mjs`
// lists the pages that are out of step; `--write` rewrites them.
import { readFileSync, writeFileSync } from 'node:fs';
import { AWAITING_REVIEW, LANGUAGES, loadTranslator } from '../www/i18n/index.js';

const www = new URL('../www/', import.meta.url);

/** The page kinds, by the stem of their file names. */
export const KINDS = ['rules', 'about'];

/** The file of page `kind` in language `code`: English has no code in its name. */
export const pageFile = (kind, code) => (code === 'en' ? `${kind}.html` : `${kind}.${code}.html`);

/** Each language's words, for the mark of a language awaiting a native speaker's review. */
const WORDS = Object.fromEntries(await Promise.all(Object.keys(LANGUAGES).map(async (code) => [code, await loadTranslator(code)])));

/** Text made safe inside HTML. */
const escape = (text = '') => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The head lines and the nav of page `kind` in language `code`. */
function languageLinks(kind, code) {
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

/** Page `kind` in `code` with its language links brought up to date. */
export function withLanguageLinks(html, kind, code) {
  const { alternates, nav } = languageLinks(kind, code);
  const head = html.replace(/(?:<link rel="alternate"[^>]*>\n)+/, '');
  return head
    .replace(/(<link rel="stylesheet"[^>]*>\n)/, `$1${alternates}\n`)
    .replace(/<nav class="languages"[^>]*>.*?<\/nav>/s, nav);
}

/** Every rules and About page: { file, kind, code, html, wanted }. */
export function pages() {
  return KINDS.flatMap((kind) => Object.keys(LANGUAGES).map((code) => {
    const file = pageFile(kind, code);
    const html = readFileSync(new URL(file, www), 'utf8');
    return { file, kind, code, html, wanted: withLanguageLinks(html, kind, code) };
  }));
}

if (process.argv[1] && new URL(`file://${process.argv[1]}`).href === import.meta.url) {
  const stale = pages().filter((p) => p.html !== p.wanted);
  if (process.argv.includes('--write')) {
    for (const p of stale) writeFileSync(new URL(p.file, www), p.wanted);
    console.log(`[page-languages] ${stale.length} pages rewritten`);
  } else {
    for (const p of stale) console.log(p.file);
    process.exitCode = stale.length ? 1 : 0;
  }
}
