// The page's languages. Each lives in its own file under i18n/ (en.js is the
// reference); to add one, copy en.js to <code>.js, translate the values, and add
// it to LANGUAGES below. `t(key, vars)` fills {name} slots; a value that is an
// object { one, other, ... } is chosen by vars.n with the language's plural rules.
import en from './i18n/en.js';
import pt from './i18n/pt.js';
import fr from './i18n/fr.js';
import es from './i18n/es.js';

/** Every language of the page, by its code (the ?lang= value). */
export const LANGUAGES = { en, pt, fr, es };

/** The language: ?lang=xx if known, else the browser's, else English. */
export function pickLanguage(search = location.search, languages = navigator.languages ?? [navigator.language]) {
  const asked = new URLSearchParams(search).get('lang');
  if (asked && LANGUAGES[asked]) return asked;
  for (const tag of languages) {
    const base = String(tag).slice(0, 2).toLowerCase();
    if (LANGUAGES[base]) return base;
  }
  return 'en';
}

/** A translator for `lang`: t('sowed', { side: 'South', ... }). */
export function translator(lang) {
  const table = LANGUAGES[lang] ?? en;
  const plural = new Intl.PluralRules(table.plurals ?? lang);
  return function t(key, vars = {}) {
    let text = table[key] ?? en[key] ?? key;
    if (text && typeof text === 'object' && !Array.isArray(text)) text = text[plural.select(vars.n)] ?? text.other;
    if (typeof text !== 'string') return text;
    return text.replace(/\{(\w+)\}/g, (whole, name) => (name in vars ? String(vars[name]) : whole));
  };
}
