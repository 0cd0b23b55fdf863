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
 * What the record of `game` is made of, as plain data taken at once: its start,
 * its moves, their comments and the record it was read from (for its tags). It
 * holds nothing of the game, so that a record can be written from it later,
 * whoever frees the game meanwhile (a move kept while the records module loads).
 * @typedef {{ start: string, moves: number[], comments: string[], from: string | undefined }} RecordData
 * @param {Game} game
 * @returns {RecordData}
 */
export function recordData(game) {
  const moves = [...game.moves()];
  const comments = [];
  for (let ply = 0; ply <= moves.length; ply += 1) comments.push(game.comment(ply));
  return { start: game.startPosition(), moves, comments, from: readFrom.get(game) };
}

/**
 * The record of `data` (recordData of a page module's game), as its record() gave
 * it: the tags it was read with, `options` ({ date, south, north }) in their place,
 * then the moves played with their comments. Throws on bad options.
 * @param {RecordData} data
 * @param {{ date?: string, south?: string, north?: string }} [options]
 * @returns {string}
 */
export function writeRecordData({ start, moves, comments, from }, options) {
  const { Game: RecordGame } = records();
  const copy = from === undefined ? RecordGame.fromPosition(start) : RecordGame.fromRecord(from);
  try {
    while (copy.canUndo()) copy.undo();
    for (const pit of moves) copy.play(pit);
    comments.forEach((comment, ply) => copy.setComment(ply, comment));
    return copy.record(options);
  } finally {
    copy.free();
  }
}

/**
 * The record of `game` (a page module's game): writeRecordData of its data now.
 * @param {Game} game
 * @param {{ date?: string, south?: string, north?: string }} [options]
 * @returns {string}
 */
export const writeRecord = (game, options) => writeRecordData(recordData(game), options);

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
