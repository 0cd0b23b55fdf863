// The engine the elements play with: the wasm rules module (pkg/urim.js) and the
// worker front (pkg/urim-engine.js), handed over by urim-elements.js and started
// once per page, however many elements there are.

let modules = null;
let started = null;

/** Called once by urim-elements.js: { init, Game, newGame, Engine }. */
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
    started = modules.init().then(() => modules);
    started.catch(() => { started = null; });
  }
  return started;
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
