// <urim-game>'s computer player (game/computer.js): the element's share of the
// page's one engine worker, joined the first time a search, an analysis or the
// endgame tables need it (the engine has loaded by then). Its progress on the
// tables goes to the advice. A worker that died and was replaced, or one that
// could not start (the computer then thinks on the page's thread, in short
// slices), is told as a notice.

import { Computer } from '../game/computer.js';
import { engineOf } from './game-api.js';

/** @typedef {import('./game-element.js').UrimGame} UrimGame */

/**
 * The computer player of element `game`, started on first use.
 * @param {UrimGame} game
 * @returns {Computer}
 */
export function computerOf(game) {
  if (!game.computer) {
    const computer = new Computer(engineOf(game).front);
    computer.listen((m) => {
      if (m.type === 'tables') game.advice.tablesProgress(m);
      else if (m.type === 'fallback') game.notify({ key: 'workerFailed' });
      else if (m.type === 'restarted') game.notify({ key: 'workerRestarted' });
    });
    game.computer = computer;
  }
  return game.computer;
}
