// <urim-game>'s computer player (game/computer.js): one worker for the element,
// started the first time a search, an analysis or the endgame tables need it (the
// engine has loaded by then). Its progress on the tables goes to the advice, and a
// worker that could not start is told as a notice: the computer then thinks on
// the page's thread, in short slices.

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
    });
    game.computer = computer;
  }
  return game.computer;
}
