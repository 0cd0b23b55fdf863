// The engine the elements play with: the page module (pkg/urim.js: the rules,
// records and move reports in wasm) and the worker front (pkg/urim-engine.js, whose
// worker loads the engine module, pkg/urim-search.js), handed over by
// urim-elements.js and started once per page, however many elements there are.

import { loadWithRetry } from './loading.js';

/** @typedef {import('../types/front.js').EngineModule} EngineModule */
/**
 * The rules' numbers as the engine gives them, with its pitLetters(holes).
 * @typedef {{ maxPitSeeds: number, boardSizes: number[], seedCounts: number[], maxRecordBytes: number,
 *   pitLetters: (holes: 6 | 7) => string[] }} RuleBook
 */

/** @type {Partial<EngineModule> | null} the engine's modules, as urim-elements.js and urim-game.js hand them over */
let modules = null;
/** @type {Promise<void> | null} the load under way, or done */
let started = null;
/** @type {RuleBook | null} The numbers the rules fix, from the engine once it is loaded (see engineRules). */
let book = null;

/**
 * Called by urim-elements.js with { init, Game, newGame, rules, pitLetters } (urim.js's
 * exports), then by urim-game.js with { front, records } (the loader of the worker's
 * front and the loader of the records module, which only a game needs): each adds
 * to what was given before. The single file gives all at once.
 * @param {Partial<EngineModule>} given
 */
export function provideEngine(given) {
  modules = { ...modules, ...given };
}

/** The engine's modules as they were handed over, or null before (a game's are all there once its code is). */
export const providedEngine = () => /** @type {EngineModule | null} */ (modules);

/**
 * Resolves with { Game, newGame, Engine } once the page module is loaded (fetched
 * next to pkg/urim.js). A failed load rejects, and the next call tries again.
 */
export function loadEngine() {
  const given = modules;
  if (!given?.init) return Promise.reject(new Error('the engine was not provided (import urim-elements.js)'));
  const { init } = given;
  if (!started) {
    const loading = loadWithRetry((signal) => init(signal), 'the wasm engine').then(() => {
      book = readRules(/** @type {EngineModule} */ (given));
    });
    loading.catch(() => {
      started = null;
    });
    started = loading;
  }
  // What was handed over by the time it loaded: a game's code adds its loaders meanwhile.
  return started.then(() => /** @type {EngineModule} */ (modules));
}

/**
 * The engine's rules(), with its pitLetters(holes): the one copy the front end reads.
 * @param {EngineModule} engine
 * @returns {RuleBook}
 */
function readRules({ rules, pitLetters }) {
  return { ...rules(), pitLetters };
}

/**
 * The numbers the rules fix, as the engine gives them: { maxPitSeeds, boardSizes,
 * seedCounts, maxRecordBytes, pitLetters(holes) }. Throws before
 * loadEngine() has resolved: nothing is known of the rules until the engine is.
 */
/** @returns {RuleBook} */
export function engineRules() {
  if (!book) throw new Error('the engine is not loaded yet');
  return book;
}

/**
 * The pit index of `pit` (an index or a letter) on `game`'s board; throws naming the problem.
 * @param {import('../types/front.js').Game} game
 * @param {number | string} pit
 * @returns {number}
 */
export function pitIndex(game, pit) {
  if (typeof pit === 'string') {
    const index = game.letters().indexOf(pit.trim());
    if (index < 0) throw new Error(`there is no pit "${pit}" on this board (letters ${game.letters().join('')})`);
    return index;
  }
  return pit;
}
