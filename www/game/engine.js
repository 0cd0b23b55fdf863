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

/** @type {EngineModule | null} the engine's modules, once urim-elements.js hands them over */
let modules = null;
/** @type {Promise<EngineModule> | null} the load under way, or done */
let started = null;
/** @type {RuleBook | null} The numbers the rules fix, from the engine once it is loaded (see engineRules). */
let book = null;

/**
 * Called once by urim-elements.js: { init, Game, newGame, front, records, rules, pitLetters } (urim.js's
 * exports, the loader of the worker's front and the loader of the records module).
 * @param {EngineModule} given
 */
export function provideEngine(given) {
  modules = given;
}

/** The engine's modules as urim-elements.js handed them over, or null before. */
export const providedEngine = () => modules;

/**
 * Resolves with { Game, newGame, Engine } once the page module is loaded (fetched
 * next to pkg/urim.js). A failed load rejects, and the next call tries again.
 */
export function loadEngine() {
  const given = modules;
  if (!given) return Promise.reject(new Error('the engine was not provided (import urim-elements.js)'));
  if (!started) {
    const loading = loadWithRetry((signal) => given.init(signal), 'the wasm engine').then(() => {
      book = readRules(given);
      return given;
    });
    loading.catch(() => {
      started = null;
    });
    started = loading;
  }
  return started;
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
