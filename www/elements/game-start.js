// How <urim-game> starts, and where its games come from: the engine and the words
// loaded, then the first game; a fresh game from the settings, the `position`
// attribute (a lesson), the kept game under `persist`. Each maker
// returns an engine Game, or null with the reason shown in the element's language;
// games start through the machine.
import { engineOf } from './game-api.js';
import { fetchLesson } from './game-records.js';
import { failed, said } from '../game/state.js';
import { GAME_OPTIONS } from './game-options.js';
import { loadEngine } from '../game/engine.js';
import { LANGUAGES, failedWords } from '../i18n/index.js';
import { positionRefusalWords } from '../words/refusal-words.js';
import { fromAddress } from './options.js';

/** @typedef {import('./game-element.js').UrimGame} UrimGame */

/**
 * A new game from the settings: board, seeds and who moves first.
 * @param {UrimGame} game
 * @returns {import('../types/front.js').Game}
 */
export function freshGame(game) {
  const s = game.settings;
  // options.js reads holes as 6 or 7 and seeds as 3 or 4, nothing else.
  const holes = /** @type {6 | 7} */ (s.holes);
  const seeds = /** @type {3 | 4} */ (s.seeds);
  return engineOf(game).newGame(holes, { seeds, first: s.first });
}

/**
 * The game of the `position` attribute, or null (the reason shown) when it does not read.
 * @param {UrimGame} game
 * @returns {import('../types/front.js').Game | null}
 */
export function positionGame(game) {
  try {
    return engineOf(game).Game.fromPosition(game.settings.position ?? '');
  } catch (error) {
    const why = positionRefusalWords(error, game.settings.position ?? ''); // chosen by the refusal's kind, never the engine's English
    // The notice names where the position came from: the page's address or the attribute.
    game.fail({ key: fromAddress(game, 'position') ? 'badPosition' : 'badPositionAttribute', inner: why });
    return null;
  }
}

/**
 * The game to start with: from `position` when given (a lesson wins), else the one
 * kept under `persist` (with its match points and the visitor's settings) when it
 * suits the board asked for, else a new one. { game, match, resumed }.
 * @param {UrimGame} game
 * @returns {{ game: import('../types/front.js').Game, match: { south: number, north: number } | null, resumed: boolean }}
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
 * @param {UrimGame} game
 */
export async function startElement(game) {
  const { view, machine } = game;
  game.started = false;
  // The words load beside the engine: the board plays in the words it has (English at
  // first) and switches when they arrive (a held translation must not hold the game
  // up). The frame's lang says which are shown. A failure to load them is told in those.
  const speak = () => game.useLanguage(game.language()).catch(async () => game.fail(await languageFailed(game)));
  let language = speak();
  const asked = game.language();
  try {
    [game.api] = await Promise.all([loadEngine(), game.keeping.ready()]); // ready: the kept game's code
    if (game.language() !== asked) speak(); // the page set lang meanwhile
    const problem = game.langProblem();
    if (problem) game.fail(languageNotice(problem));
  } catch (thrown) {
    const error = /** @type {Error} */ (thrown);
    if (game.language() !== asked) language = speak(); // the page set lang meanwhile
    await language; // the failure told in the words asked for, once they are there (or given up)
    machine.go(failed, error.message);
    game.fail({ key: 'loadFailed', vars: { message: error.message } });
    return;
  }
  const { notice } = machine.state;
  if (notice && 'key' in notice && notice.key === 'loadFailed') game.clearNotice(); // an earlier try's failure is past
  if (!view || view !== game.view) return; // removed meanwhile
  const names = /** @type {(keyof import('../types/front.js').Settings)[]} */ (Object.keys(GAME_OPTIONS));
  addressTables(game);
  for (const name of names) if (name !== 'lang') game.readSetting(name);
  game.started = true;
  if (machine.state.game)
    game.follower.draw(); // added again: the game goes on
  else {
    const first = firstGame(game);
    machine.start(first.game, 'load', first.match);
    if (first.resumed) machine.go(said, { key: 'resumed' });
    game.keeping.tell();
    if (game.settings.demo) await game.gallery.startDemo();
  }
  game.follower.follow();
  if (game.settings.lesson) fetchLesson(game);
  game.gallery.watch();
  await game.gallery.dress();
  game.gallery.hearSound();
  await view.firstFrame;
  if (view === game.view) game.emit('ready', {});
}

/**
 * The notice that the words of the language asked for did not load, said in that
 * language (i18n/language-failed.js, fetched beside its table: the table is what
 * is missing), naming the language shown instead, whose words stay; in English
 * when those words did not come either.
 * @param {UrimGame} game
 * @returns {Promise<import('../types/front.js').Notice>}
 */
export async function languageFailed(game) {
  const code = game.language();
  const shown = LANGUAGES[game.machine.state.lang] ?? LANGUAGES.en;
  const words = await failedWords();
  if (words) return { text: words.languageFailedWords(code, shown), lang: code, about: 'language' };
  return { text: `${LANGUAGES[code]} could not load: ${shown} instead`, about: 'language' };
}

/**
 * A notice about the language (a refused lang): the one kind a later change of
 * language clears, leaving any other notice (storage, tabs) shown. `words` are a
 * key and its values, said in the language shown.
 * @param {{ key: string, vars: import('../types/front.js').Vars }} words
 * @returns {import('../types/front.js').Notice}
 */
export const languageNotice = (words) => ({ ...words, about: 'language' });

/** Where options.js's attributesFromParams puts a `tables` folder the page's address names. */
const ADDRESS_TABLES = 'data-tables';

/**
 * A `tables` folder the page's address named (options.js put it under
 * ADDRESS_TABLES): taken as the attribute on the page's own origin; of another
 * origin, refused with a notice naming the address. A page that sets `tables`
 * itself may name any origin.
 * @param {UrimGame} game
 */
function addressTables(game) {
  const text = game.getAttribute(ADDRESS_TABLES);
  if (text === null) return;
  game.removeAttribute(ADDRESS_TABLES);
  let origin = null;
  try {
    origin = new URL(text, document.baseURI).origin;
  } catch {
    // not an address: refused below
  }
  if (origin === location.origin) game.setAttribute('tables', text);
  else game.fail({ key: 'tablesRefused', vars: { address: text } });
}
