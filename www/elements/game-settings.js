// <urim-game>'s live attributes: each one read into the state through its
// converter (options.js), a bad value named once and the last good one kept, and
// what a change of each setting does once the game is under way (a new game,
// another opponent, the board's speed, attract mode, the language...).
import { configured } from '../game/state.js';
import { languageFailed, languageNotice, positionGame, startElement } from './game-start.js';
import { fromAddress, readOption } from './options.js';
import { GAME_OPTIONS } from './game-options.js';
import { fetchLesson } from './game-records.js';

/**
 * @typedef {import('./game-element.js').UrimGame} UrimGame
 * @typedef {import('../types/front.js').Settings} Settings
 * @typedef {import('../types/front.js').Notice} Notice
 */

/**
 * Reads attribute `name` of `game` into its state; false (with the reason shown,
 * and `error` fired) when it does not read.
 * @param {UrimGame} game
 * @param {keyof Settings} name
 */
export function readSetting(game, name) {
  const { value, error } = readOption(GAME_OPTIONS, game, name);
  if (error) {
    const words = /** @type {Error & { words?: { key: string, vars?: import('../types/front.js').Vars } }} */ (error).words;
    // The reason in the visitor's words, saying so when the value came from the page's address.
    const reason = words && fromAddress(game, name) ? { key: 'badInAddress', inner: words } : words;
    game.fail(reason ?? error.message);
    return false;
  }
  if (name === 'persist' && value !== game.keeping.key) game.keeping.use(/** @type {Settings['persist']} */ (value));
  if (game.settings[name] !== value) game.machine.go(configured, name, value);
  return true;
}

/**
 * Attribute `name` of `game` changed (the element's attributeChangedCallback).
 * Before the start, startElement reads them all; a change the element made
 * itself (`reflecting`) is no new setting.
 * @param {UrimGame} game
 * @param {keyof Settings} name
 */
export function attributeChanged(game, name) {
  if (game.machine.state.mode === 'failed') {
    if (!game.view || game.loading) return;
    // The engine did not load: any change tries again (in the new language, if that changed).
    game.loading = true;
    startElement(game).finally(() => (game.loading = false));
    return;
  }
  if (game.reflecting || !game.started || !game.view) return;
  if (name === 'lang') {
    changeLanguage(game);
    return;
  }
  if (!readSetting(game, name)) return;
  game.clearNotice();
  applySetting(game, name);
}

/**
 * Applies the change of setting `name` (already in the state) to the element `game`.
 * @param {UrimGame} game
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
      await game.gallery.dress();
      break;
    case 'demo':
      if (s.demo) await game.gallery.startDemo();
      else game.gallery.stopDemo();
      game.gallery.watch();
      break;
    case 'sound':
      game.gallery.hearSound();
      break;
    case 'lesson':
      fetchLesson(game);
      break;
    case 'theme':
      requestAnimationFrame(() => game.view?.repaint()); // once the new colours apply
      break;
    default: // steps, analysis, controls, about, speed: drawn from the state; nodes, tables: read at the next search
      break;
  }
}

/**
 * A live change of `lang`: a bad one is named and the words shown stay. Once the
 * words come, a notice about the language is past; any other notice stays.
 * @param {UrimGame} game
 */
export async function changeLanguage(game) {
  const problem = game.langProblem();
  if (problem) {
    game.fail(languageNotice(problem));
    return;
  }
  try {
    await game.useLanguage(game.language());
    if (game.machine.state.notice?.about === 'language') game.clearNotice(); // the words came: a notice about them is past
  } catch {
    game.fail(await languageFailed(game));
  }
}
