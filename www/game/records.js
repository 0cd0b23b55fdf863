// Records on the page: the records module (pkg/urim-records.js, the page module's
// API with Game.fromRecord and record()) loaded the first time a record is opened,
// a game kept or a record copied, and the page module's games read from a record
// and written as one through it. A game read keeps the text it came from, so that
// the tags it carried (players, date, an event) are written again.
import { loadWithRetry } from './loading.js';
import { providedEngine } from './engine.js';

/**
 * @typedef {import('../types/front.js').Game} Game
 * @typedef {import('../types/front.js').RecordsModule} RecordsModule
 * @typedef {import('../types/front.js').EngineModule} EngineModule
 */

/** @type {RecordsModule | null} the records module, once loaded */
let loaded = null;
/** @type {Promise<RecordsModule> | null} its load under way */
let loading = null;
/** The record each game was read from, for its tags. @type {WeakMap<Game, string>} */
const readFrom = new WeakMap();

/**
 * Resolves with the records module, loaded the first time (a failed load
 * rejects, and the next call tries again).
 * @returns {Promise<RecordsModule>}
 */
export function loadRecords() {
  if (loaded) return Promise.resolve(loaded);
  const given = providedEngine();
  if (!given) return Promise.reject(new Error('the engine was not provided (import urim-elements.js)'));
  loading ??= loadWithRetry((signal) => given.records(signal), 'the records module').then(
    (module) => (loaded = module),
    (error) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Whether the records module has loaded: readRecord and writeRecord may be called. */
export const recordsReady = () => loaded !== null;

/** @returns {RecordsModule} */
function records() {
  if (!loaded) throw new Error('the records module is not loaded yet');
  return loaded;
}

/**
 * The game of record `text` on `api` (the page module): its moves played, its
 * comments kept. Throws with the reason when the record does not read.
 * @param {Pick<EngineModule, 'Game'>} api
 * @param {string} text
 * @returns {Game}
 */
export function readRecord(api, text) {
  const read = records().Game.fromRecord(text);
  try {
    const game = api.Game.fromPosition(read.startPosition());
    const moves = read.moves();
    for (const pit of moves) game.play(pit);
    for (let ply = 0; ply <= moves.length; ply += 1) {
      const comment = read.comment(ply);
      if (comment) game.setComment(ply, comment);
    }
    readFrom.set(game, text);
    return game;
  } finally {
    read.free();
  }
}

/**
 * The record of `game` (a page module's game), as its record() gave it: the
 * tags it was read with, `options` ({ date, south, north }) in their place,
 * then the moves played with their comments. Throws on bad options.
 * @param {Game} game
 * @param {{ date?: string, south?: string, north?: string }} [options]
 * @returns {string}
 */
export function writeRecord(game, options) {
  const { Game: RecordGame } = records();
  const text = readFrom.get(game);
  const copy = text === undefined ? RecordGame.fromPosition(game.startPosition()) : RecordGame.fromRecord(text);
  try {
    while (copy.canUndo()) copy.undo();
    const moves = game.moves();
    for (const pit of moves) copy.play(pit);
    for (let ply = 0; ply <= moves.length; ply += 1) copy.setComment(ply, game.comment(ply));
    return copy.record(options);
  } finally {
    copy.free();
  }
}

/**
 * A copy of `game` on `api` with the same start and moves (no comments), for
 * looking at an earlier move without touching the game on show.
 * @param {Pick<EngineModule, 'Game'>} api
 * @param {Game} game
 * @returns {Game}
 */
export function copyGame(api, game) {
  const copy = api.Game.fromPosition(game.startPosition());
  for (const pit of game.moves()) copy.play(pit);
  return copy;
}
