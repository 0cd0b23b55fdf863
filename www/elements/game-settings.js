// <urim-game>'s live attributes: what a change of each setting does once the game
// is under way (a new game, another opponent, the board's speed, attract mode...).
// The value itself has been read into the state already (game-element.js).
import { languageFailed, positionGame } from './game-start.js';

/**
 * Applies the change of setting `name` (already in the state) to the element `game`.
 * @param {import('./game-element.js').UrimGame} game
 * @param {string} name
 */
export async function applySetting(game, name) {
  const s = game.settings;
  switch (name) {
    case 'holes':
    case 'seeds':
    case 'first':
      game.newGame('settings');
      break;
    case 'opponent':
    case 'player':
      game.machine.seated();
      break;
    case 'position':
      if (s.position) {
        const start = positionGame(game);
        if (start) game.machine.start(start, 'position');
      }
      break;
    case 'kiosk':
    case 'idle':
      game.gallery.watch();
      break;
    case 'demo':
      if (s.demo) await game.gallery.startDemo();
      else game.gallery.stopDemo();
      game.gallery.watch();
      break;
    case 'sound':
      game.gallery.hearSound();
      break;
    case 'theme':
      requestAnimationFrame(() => game.view?.repaint()); // once the new colours apply
      break;
    default: // steps, analysis, controls, about, speed: drawn from the state; nodes: read at the next search
      break;
  }
}

/**
 * A live change of `lang`: a bad one is named and the words shown stay.
 * @param {import('./game-element.js').UrimGame} game
 */
export async function changeLanguage(game) {
  const problem = game.langProblem();
  if (problem) {
    game.fail(problem);
    return;
  }
  try {
    await game.speak(game.language());
    game.clearNotice();
  } catch (error) {
    game.fail(languageFailed(game, /** @type {Error} */ (error)));
  }
}
