// How <urim-game> starts, and where its games come from: the engine and the words
// loaded, then the first game; a fresh game from the settings, the `position`
// attribute (a lesson), the kept game under `persist`. Each maker
// returns an engine Game, or null with the reason shown in the element's language;
// games start through the machine.
import { failed, said } from '../game/state.js';
import { GAME_OPTIONS } from './options.js';
import { loadEngine } from './engine.js';

/** A new game from the settings: board, seeds and who moves first. */
export function freshGame(game) {
  const s = game.settings;
  return game.api.newGame(s.holes, { seeds: s.seeds, first: s.first });
}

/** The game of the `position` attribute, or null (the reason shown) when it does not read. */
export function positionGame(game) {
  try {
    return game.api.Game.fromPosition(game.settings.position);
  } catch (error) {
    game.fail({ key: 'badPosition', vars: { message: error.message } });
    return null;
  }
}

/**
 * The game to start with: from `position` when given (a lesson wins), else the one
 * kept under `persist` (with its match points and the visitor's settings) when it
 * suits the board asked for, else a new one. { game, match, resumed }.
 */
export function firstGame(game) {
  const lesson = game.settings.position ? positionGame(game) : null;
  if (lesson) return { game: lesson, match: null, resumed: false };
  return game.keeping.resume() ?? { game: freshGame(game), match: null, resumed: false };
}

/**
 * Loads the engine and the language of element `game`, then starts (or, once
 * re-added, resumes) its game. The attributes are read once both are there: a page
 * may set them just after adding the element. Fires `ready` once the board is drawn.
 */
export async function startElement(game) {
  const { view, machine } = game;
  game.started = false;
  // The words first, so that a failure to load is told in them.
  const speak = () => game.speak(game.language()).catch((error) => game.fail(languageFailed(game, error)));
  const language = speak();
  try {
    [game.api] = await Promise.all([loadEngine(), language]);
    if (machine.state.lang !== game.language()) await speak(); // the page set lang meanwhile
    if (game.langProblem()) game.fail(game.langProblem());
  } catch (error) {
    await language;
    machine.go(failed, error.message);
    game.fail({ key: 'loadFailed', vars: { message: error.message } });
    return;
  }
  if (view !== game.view) return; // removed meanwhile
  for (const name of Object.keys(GAME_OPTIONS)) if (name !== 'lang') game.readSetting(name);
  game.started = true;
  if (machine.state.game) game.follower.draw(); // added again: the game goes on
  else {
    const first = firstGame(game);
    machine.start(first.game, 'load', first.match);
    if (first.resumed) machine.go(said, { key: 'resumed' });
    game.keeping.tell();
    if (game.settings.demo) await game.gallery.startDemo();
  }
  game.follower.follow();
  game.gallery.watch();
  game.gallery.hearSound();
  await view.firstFrame;
  if (view === game.view) game.emit('ready', {});
}

/** Why the words of the language asked for are missing: the words shown stay as they were. */
export function languageFailed(game, error) {
  const { lang } = game.machine.state;
  return `the language "${game.language()}" could not load (${error.message}): ${lang === 'en' ? 'English is' : `"${lang}" stays`} shown instead`;
}
