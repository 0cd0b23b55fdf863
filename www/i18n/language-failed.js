// The one notice that cannot come from a language's table: that the table itself
// did not load. Each language says it in its own words here, in a small file of
// its own that i18n/index.js fetches beside the first table asked for, so that a
// visitor who picked Português reads in Portuguese why the game stays in English.
// Every other string lives in the tables beside this file.

/**
 * "The words of this language did not load; {shown} is on screen instead", in
 * each language, by its code ({shown} is the own name of the language shown).
 * @type {Readonly<Record<string, string>>}
 */
export const LANGUAGE_FAILED = Object.freeze({
  en: 'The English words could not load. Shown instead: {shown}.',
  kea: 'Kes palavra na kabuverdianu ka konsigi karega. Na lugar di es: {shown}.',
  pt: 'Não foi possível carregar as palavras em português. Em vez delas: {shown}.',
  fr: 'Les textes en français n’ont pas pu se charger. À la place : {shown}.',
  es: 'No se pudieron cargar los textos en español. En su lugar: {shown}.',
  nl: 'De Nederlandse teksten konden niet worden geladen. In plaats daarvan: {shown}.',
  el: 'Τα ελληνικά κείμενα δεν μπόρεσαν να φορτώσουν. Στη θέση τους: {shown}.',
  sw: 'Maneno ya Kiswahili hayakuweza kupakiwa. Badala yake: {shown}.',
  ne: 'नेपाली पाठ खुल्न सकेन। त्यसको सट्टा: {shown}।',
  ja: '日本語を読み込めませんでした。代わりに{shown}で表示しています。',
});

/**
 * The notice, in language `code` (English if it has none), that its words did not
 * load and that `shown` (a language's own name) is on screen instead.
 * @param {string} code
 * @param {string} shown
 * @returns {string}
 */
export const languageFailedWords = (code, shown) =>
  (Object.hasOwn(LANGUAGE_FAILED, code) ? LANGUAGE_FAILED[code] : LANGUAGE_FAILED.en).replace('{shown}', shown);
