// Defines <urim-game> and <urim-board> when imported: the one script a page needs.
//   <script type="module" src="urim/urim-elements.js"></script>
//   <urim-game opponent="2" lang="pt"></urim-game>
// The wasm module, the engine's worker and the translations are found next to this
// file, wherever it is served from. The engine is imported by the package's own
// names (`urim`, `urim/engine`); the build's bundle points them at the files beside
// it. Elements already in the page upgrade when it arrives; importing it twice
// defines nothing twice. <urim-board> is defined at once; <urim-game>'s code (most
// of the elements' code, urim-game.js) loads when the first <urim-game> is in the document, so
// that a page of diagrams never fetches it (customElements.whenDefined('urim-game')
// tells a page's script when it is there); <urim-learn>'s (urim-learn.js) likewise.
import init, { Game, newGame, pitLetters, rules } from 'urim';
import { provideEngine } from './game/engine.js';
import { UrimBoard, loadMoveWords } from './elements/board-element.js';
import { URIM_ELEMENT } from './elements/base.js';
import { missingFeatures } from './elements/unsupported.js';
import { UrimElement } from './elements/base.js';
import { h } from './dom/nodes.js';
import { loadTable } from './i18n/index.js';

/** The page module's wasm, beside the bundle and urim.js (pkg/). */
const WASM_URL = new URL('./urim_bg.wasm', import.meta.url);

/**
 * Loads the page module, its wasm fetched with `signal` (aborted when a try takes too
 * long). The glue is handed the response, not the request: it keeps the first load it
 * is given, and a request that never answers must not become that load.
 * @param {AbortSignal} [signal]
 */
const loadWasm = async (signal) => init({ module_or_path: await fetch(WASM_URL, { signal }) });

// The page module; urim-game.js adds the loaders only a game needs (the worker's front, the records module).
provideEngine({ init: loadWasm, Game, newGame, rules, pitLetters });

/**
 * The plain words of the `error` fired on the document when `name` is taken.
 * @param {string} name
 */
const takenWords = (name) =>
  `<${name}> is already defined by another script on this page, so Urim's own element is not used: rename or remove the other definition.`;

/**
 * Says, in the console and by an `error` event on the document (where a page can
 * hear it before any element of ours exists), that another script defined `name`
 * first: the page then shows that script's element, not ours, and without a word
 * its author would look for the fault in Urim.
 * @param {string} name
 */
function tellTaken(name) {
  const message = takenWords(name);
  console.warn(`Urim: ${message}`);
  document.dispatchEvent(new CustomEvent('error', { detail: { message }, bubbles: true, composed: true }));
}

/**
 * Defines `name` as `element` unless it is defined already: by an earlier import of
 * this file (its own class, which is fine), or by another script (which is told).
 * @param {string} name
 * @param {CustomElementConstructor} element
 */
function define(name, element) {
  const existing = customElements.get(name);
  if (!existing) customElements.define(name, element);
  else if (!isOurs(existing)) tellTaken(name);
}

/**
 * True when `element` is one of Urim's classes, defined by an earlier import of
 * this file (from another address, say) or the single-file copy: each carries the mark.
 * @param {CustomElementConstructor} element
 */
const isOurs = (element) => /** @type {any} */ (element)[URIM_ELEMENT] === true;

/** The elements whose code (its module's default export) loads only once one of them is in the document: <urim-game> (most of the elements' code) and <urim-learn>. */
const LAZY = { 'urim-game': () => import('./urim-game.js'), 'urim-learn': () => import('./urim-learn.js') };
/** @type {Record<string, Promise<void>>} the code of each, being loaded or loaded */
const loading = {};
/** Watches the document for a first <urim-game> or <urim-learn> added later. */
const watch = new MutationObserver(() => defineLazy());

/** Loads the code of each lazy element once one is in the document, and defines it; a failed load is tried again at the next change. */
function defineLazy() {
  for (const name in LAZY)
    if (!loading[name] && document.querySelector(name))
      loading[name] = LAZY[/** @type {keyof LAZY} */ (name)]().then(
        (code) => define(name, code.default),
        () => delete loading[name],
      );
}

/** Defines the elements as they are meant to be: <urim-board> at once, the others when one is wanted. */
function defineElements() {
  define('urim-board', UrimBoard);
  watch.observe(document, { childList: true, subtree: true });
  defineLazy();
}

/**
 * In a browser that lacks what the elements need, both names get the element that
 * says so (elements/unsupported-element.js, loaded only there) and the game's code
 * is never fetched.
 * @param {string[]} missing
 */
async function defineUnsupported(missing) {
  const { unsupportedElement } = await import('./elements/unsupported-element.js');
  const Unsupported = unsupportedElement(missing, { Base: UrimElement, h, loadTable });
  define('urim-board', Unsupported);
  for (const name in LAZY) define(name, class extends Unsupported {});
}

const missing = missingFeatures();
if (missing.length) defineUnsupported(missing).catch((error) => console.warn(`Urim: this browser lacks ${missing.join(', ')}; ${error.message}`));
else defineElements();

export { UrimBoard, loadMoveWords };
// For the pages around the elements (the demo and puzzles pages): the languages,
// the one list of settings and the move words (loadMoveWords, above: they come
// when first asked for), from the same modules as the elements'.
export { AWAITING_REVIEW, LANGUAGES, addEnglish, languageOf, languageSwitcher, loadFonts, loadTranslator, pickLanguage } from './i18n/index.js';
export { attributesFromParams } from './elements/options.js';
