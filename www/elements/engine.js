// The engine the elements play with: the wasm rules module (pkg/urim.js) and the
// worker front (pkg/urim-engine.js), handed over by urim-elements.js and started
// once per page, however many elements there are.

let modules = null;
let started = null;
/** The numbers the rules fix, from the engine once it is loaded (see ruleBook). */
let book = null;

/** Called once by urim-elements.js: { init, Game, newGame, Engine, rules, pitLetters } (urim.js's exports). */
export function provideEngine(given) {
  modules = given;
}

/**
 * Resolves with { Game, newGame, Engine } once the wasm module is loaded (fetched
 * next to pkg/urim.js). A failed load rejects, and the next call tries again.
 */
export function loadEngine() {
  if (!modules) return Promise.reject(new Error('the engine was not provided (import urim-elements.js)'));
  if (!started) {
    started = modules.init().then(() => {
      book = readRules(modules);
      return modules;
    });
    started.catch(() => { started = null; });
  }
  return started;
}

/** The engine's rules(), with its pitLetters(holes): the one copy the front end reads. */
function readRules({ rules, pitLetters }) {
  return { ...rules(), pitLetters };
}

/**
 * The numbers the rules fix, as the engine gives them: { maxPitSeeds, boardSizes,
 * seedCounts, maxRecordBytes, pitLetters(holes) }. Throws before
 * loadEngine() has resolved: nothing is known of the rules until the engine is.
 */
export function engineRules() {
  if (!book) throw new Error('the engine is not loaded yet');
  return book;
}

/** The pit index of `pit` (an index or a letter) on `game`'s board; throws naming the problem. */
export function pitIndex(game, pit) {
  if (typeof pit === 'string') {
    const index = game.letters().indexOf(pit.trim());
    if (index < 0) throw new Error(`there is no pit "${pit}" on this board (letters ${game.letters().join('')})`);
    return index;
  }
  return pit;
}
