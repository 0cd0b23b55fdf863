// The languages of the elements and the page, loaded one at a time. Each lives in
// its own file beside this one (en.js is the reference, always loaded, and the
// fallback for a missing key); the others are imported only when asked for. To add
// a language, copy a translation that holds every key (pt.js: en.js's words and
// the English that comes later with the code that says it, each module's ENGLISH,
// addEnglish below) to <code>.js, translate its values and give it a line in
// languages.js. `t(key, vars)` fills {name} slots; a value that is an object
// { one, other, ... } is chosen by vars.n with the language's plural rules.
import english from './en.js';
import { LANGUAGE_LIST } from './languages.js';
import { loadWithRetry } from '../game/loading.js';

/** @typedef {Record<string, unknown>} Table a language's words by key (see en.js) */
/** @typedef {import('../types/front.js').Translate} Translate */
/** @typedef {import('../types/front.js').Vars} Vars */

/** The reference table, read by any key. */
const en = /** @type {Table} */ (/** @type {unknown} */ (english));

/** Every language, by its code, with its own name (for pickers). */
export const LANGUAGES = Object.freeze(Object.fromEntries(LANGUAGE_LIST.map(({ code, name }) => [code, name])));

/** Languages whose text still awaits a review by a native speaker (pickers mark them). */
export const AWAITING_REVIEW = Object.freeze(LANGUAGE_LIST.filter(({ review }) => review).map(({ code }) => code));

/** How each language but English is loaded (languages.js). */
const LOADERS = Object.fromEntries(LANGUAGE_LIST.filter(({ load }) => load).map(({ code, load }) => [code, load]));

/** @type {Promise<void> | undefined} The web fonts, once asked for (loadFonts). */
let fonts;

/**
 * Adds the web fonts of the scripts beyond Latin to the document (fonts.js, loaded
 * once, when first asked for; asked again after it failed, it is tried again); a
 * face's file is fetched only when drawn. For a language written beyond Latin, and
 * for pages that show every language's own name.
 * @returns {Promise<void>}
 */
export const loadFonts = () =>
  (fonts ??= import('./fonts.js').then(
    (module) => module.addFaces(Object.values(LANGUAGES)),
    () => (fonts = undefined),
  ));

/** A language's own name written beyond Latin (Ελληνικά, नेपाली, 日本語): its words need the web fonts. */
const BEYOND_LATIN = /[^\p{Script=Latin}\p{Script=Common}]/u;

/** @type {Promise<typeof import('./language-failed.js') | null> | undefined} The built-in notice words, once asked for (failedWords). */
let failed;

/**
 * The notice that a language did not load, in each language (language-failed.js):
 * fetched beside the first table asked for, so that it is there when that table
 * fails; null when it did not come either (tried again when asked again).
 * @returns {Promise<typeof import('./language-failed.js') | null>}
 */
export const failedWords = () =>
  (failed ??= import('./language-failed.js').catch(() => {
    failed = undefined;
    return null;
  }));

/** @type {Map<string, Promise<Table>>} Tables loaded so far, by code (English from the start). */
const loaded = new Map([['en', Promise.resolve(en)]]);

/**
 * The code of ours that `tag` names (`pt-CV` is `pt`), or null. Matches a whole
 * code first, then the tag's first part.
 * @param {string | null | undefined} tag
 * @returns {string | null}
 */
export function languageOf(tag) {
  const code = String(tag ?? '')
    .trim()
    .toLowerCase();
  if (Object.hasOwn(LANGUAGES, code)) return code;
  const base = code.split(/[-_]/)[0];
  return Object.hasOwn(LANGUAGES, base) ? base : null;
}

/**
 * The first of `tags` (an address's ?lang=, then the browser's languages) that we speak, else English.
 * @param {readonly string[]} tags
 * @returns {string}
 */
export function pickLanguage(tags) {
  for (const tag of tags) {
    const code = languageOf(tag);
    if (code) return code;
  }
  return 'en';
}

/**
 * The strings of language `code` (one of LANGUAGES); loaded once, then shared.
 * @param {string} code
 * @returns {Promise<Table>}
 */
export function loadTable(code) {
  const known = loaded.get(code);
  if (known) return known;
  const load = Object.hasOwn(LANGUAGES, code) ? LOADERS[code] : undefined;
  if (!load) return Promise.reject(new Error(`no language "${code}"`));
  if (BEYOND_LATIN.test(LANGUAGES[code])) loadFonts();
  failedWords(); // should this table fail, the words that say so are here
  const table = loadWithRetry(load, `the words of "${code}"`).then((module) => /** @type {Table} */ (module.default));
  loaded.set(code, table);
  table.catch(() => loaded.delete(code)); // a failed load may be tried again
  return table;
}

/**
 * Adds `words`, the English words of a part loaded on first use (the lesson
 * panel), to the fallback: kept out of en.js so that the first load does not
 * carry them. The translations hold them as they hold the rest.
 * @param {Readonly<Table>} words
 */
export function addEnglish(words) {
  for (const [key, text] of Object.entries(words)) if (!(key in en)) en[key] = text;
}

/**
 * A translator for a loaded `table` of language `code` (English when none): t('sowed', { side: 'South' }).
 * @param {string} code
 * @param {Table} [table]
 * @returns {Translate}
 */
export function translator(code, table = en) {
  const plural = new Intl.PluralRules(/** @type {string | undefined} */ (table.plurals) ?? code);
  /** @type {Translate} */
  const t = (key, vars = {}) => {
    let text = table[key] ?? en[key] ?? key;
    if (text && typeof text === 'object' && !Array.isArray(text)) {
      const forms = /** @type {Record<string, string>} */ (text);
      text = forms[plural.select(Number(vars.n))] ?? forms.other;
    }
    // A list (the level names) is given as it is: its callers know the key.
    if (typeof text !== 'string') return /** @type {string} */ (text);
    return text.replace(/\{(\w+)\}/g, (whole, name) => (name in vars ? String(vars[name]) : whole));
  };
  return t;
}

/**
 * Loads language `code` and resolves with its translator.
 * @param {string} code
 * @returns {Promise<Translate>}
 */
export async function loadTranslator(code) {
  return translator(code, await loadTable(code));
}

/**
 * A function that speaks a language: it loads the words of `code`, then calls
 * `show(code, t)` unless a later call asked for another language meanwhile (the
 * last language asked for wins over a slower load). It rejects when the words do
 * not load. Shared by the elements and the pages.
 * @param {(code: string, t: Translate) => void} show
 * @returns {(code: string) => Promise<void>}
 */
export function languageSwitcher(show) {
  let asked = 0;
  return async (code) => {
    const mine = ++asked;
    const t = await loadTranslator(code);
    if (mine === asked) show(code, t);
  };
}
