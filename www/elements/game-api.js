// The engine API of a <urim-game>, once its start has loaded it: one accessor,
// in a file of its own so that the parts that make games (game-start.js) and read
// records (game-records.js) both use it without importing each other.

/** @typedef {import('./game-element.js').UrimGame} UrimGame */

/**
 * The engine of element `game`: startElement loads it before any game is made
 * (asked for before, it throws).
 * @param {UrimGame} game
 */
export function engineOf(game) {
  if (!game.api) throw new Error('the engine is not loaded yet');
  return game.api;
}
