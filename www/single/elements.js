// In the single file, what the pages' scripts import from urim-elements.js (the
// languages, the list of settings, the move words), taken from the modules one by
// one: the file defines its elements itself, on the engine it carries (page.js).
export { AWAITING_REVIEW, LANGUAGES, addEnglish, languageOf, languageSwitcher, loadFonts, loadTranslator, pickLanguage } from '../i18n/index.js';
export { attributesFromParams } from '../elements/options.js';
export { loadMoveWords } from '../elements/board-element.js';
