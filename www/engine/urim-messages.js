// The engine worker's messages, declared once: their type names and a constructor
// for each, with its JSDoc type. The page's side (urim-engine.js), the work
// (urim-jobs.js, in the worker or on the page) and the worker (urim-worker.js) all
// build and name their messages here; urim-engine.d.ts declares the same shapes.
//
// To the worker:
//   search   { type, id, owner?, record?, position?, moves?, seeds?, ...SearchOptions }  find a move
//   analyse  { type, id, owner?, record?, position?, moves?, seeds?, ...AnalysisOptions } value every move
//            (the game: a record, or a start position and the pits played from it;
//            tables?: the folder of the endgame table files, or File objects picked;
//            owner?: who asked, one game of the page: a new job stops its owner's others only.
//            Jobs queue: searches first, then analyses, each first come first served)
//   stop     { type, owner? }  end the owner's searches and analyses (each answers with what it has)
//   tables   { type, holes }   build the endgame tables of that board size while idle
//   watch    { type, lock }    hold the Web Lock `lock` for the worker's life: the page, asking
//                              for it too, gets it when the worker dies
//   ping     { type }          say 'pong' (the heartbeat, urim-heartbeat.js: read between slices)
// From the worker:
//   ready    { type }                          the engine is loaded
//   watching { type, lock }                    the worker holds the lock
//   pong     { type }                          the answer to 'ping': the worker is alive and reads its messages
//   info     { type, id, ...BestMove }         a finished iteration of a search
//   tables   { type, ...TablesState }          table-building progress, after each slice
//   bestmove { type, id, ...BestMove, stopped } the answer to 'search'
//   analysis { type, id, moves, best, exact, stopped } the answer to 'analyse'
//   error    { type, id, message }             a message could not be carried out (id null: none's)
// From the engine itself (never the worker's):
//   fallback  { type, message }                the worker could not start or died twice: the page thinks instead
//   restarted { type, message }                the worker died and another took its work over

/**
 * A message to the worker as it arrives: from a page, so anything may be in it (the
 * work checks each key it reads).
 * @typedef {{ type?: unknown, id?: number | null, owner?: unknown, record?: string, position?: string, moves?: unknown, seeds?: number, holes?: number, level?: number, lock?: unknown, [key: string]: unknown }} ToWorker
 */

/** @typedef {import('./urim-engine.js').EngineMessage} EngineMessage */

/** The type names of the messages the page sends. */
export const TO_WORKER = /** @type {const} */ ({
  search: 'search',
  analyse: 'analyse',
  stop: 'stop',
  tables: 'tables',
  watch: 'watch',
  ping: 'ping',
});

/**
 * The type names of the messages the page hears: each type of the published
 * EngineMessage (urim-engine.d.ts), and 'watching' and 'pong', which the engine keeps to itself.
 * The type check fails when the two lists differ.
 * @typedef {import('./urim-engine.js').EngineMessage['type'] | 'watching' | 'pong'} FromWorkerType
 */
export const FROM_WORKER = /** @satisfies {{ readonly [K in FromWorkerType]: K }} */ ({
  ready: 'ready',
  watching: 'watching',
  pong: 'pong',
  info: 'info',
  tables: 'tables',
  bestmove: 'bestmove',
  analysis: 'analysis',
  error: 'error',
  fallback: 'fallback',
  restarted: 'restarted',
});

/** Keys of a 'search' or 'analyse' message that are not options (the rest go to game.search or game.analyse). */
export const JOB_KEYS = ['type', 'id', 'owner', 'record', 'position', 'moves', 'seeds', 'tables', 'tablesWithin'];

/**
 * The game a job is about: a record string as it is, a Game as its start position
 * and the pits played from it (what the cycle rule needs, without its record).
 * @param {{ startPosition(): string, moves(): number[] } | string} game
 * @returns {{ record: string } | { position: string, moves: number[] }}
 */
export const gameMessage = (game) => (typeof game === 'string' ? { record: game } : { position: game.startPosition(), moves: game.moves() });

/** Who asks for a job: one game of the page, or null (every job without an owner shares it). @typedef {string | number | null} Owner */

/**
 * The owner's field of a message: none for null, so that a single user's messages stay as they were.
 * @param {Owner} owner
 */
const ownerField = (owner) => (owner === null ? {} : { owner });

/**
 * @param {number} id @param {{ record: string } | { position: string, moves: number[] }} game (gameMessage)
 * @param {object} [options] game.search's options
 * @param {Owner} [owner]
 * @returns {{ type: 'search', id: number, owner?: string | number }}
 */
export const searchMessage = (id, game, options = {}, owner = null) => ({ ...options, type: TO_WORKER.search, id, ...ownerField(owner), ...game });

/**
 * @param {number} id @param {{ record: string } | { position: string, moves: number[] }} game (gameMessage)
 * @param {object} [options] game.analyse's options
 * @param {Owner} [owner]
 * @returns {{ type: 'analyse', id: number, owner?: string | number }}
 */
export const analyseMessage = (id, game, options = {}, owner = null) => ({ ...options, type: TO_WORKER.analyse, id, ...ownerField(owner), ...game });

/** @param {Owner} [owner] @returns {{ type: 'stop', owner?: string | number }} */
export const stopMessage = (owner = null) => ({ type: TO_WORKER.stop, ...ownerField(owner) });

/** @param {string} lock @returns {{ type: 'watch', lock: string }} */
export const watchMessage = (lock) => ({ type: TO_WORKER.watch, lock });

/** @param {string} lock @returns {{ type: 'watching', lock: string }} */
export const watchingMessage = (lock) => ({ type: FROM_WORKER.watching, lock });

/** @returns {{ type: 'ping' }} */
export const pingMessage = () => ({ type: TO_WORKER.ping });

/** @returns {{ type: 'pong' }} */
export const pongMessage = () => ({ type: FROM_WORKER.pong });

/** @param {number} holes @returns {{ type: 'tables', holes: number }} */
export const tablesMessage = (holes) => ({ type: TO_WORKER.tables, holes });

/** @returns {Extract<EngineMessage, { type: 'ready' }>} */
export const readyMessage = () => ({ type: FROM_WORKER.ready });

/** @param {number | null} id @param {object} iteration a search step's iteration @returns {{ type: 'info', id: number | null }} */
export const infoMessage = (id, iteration) => ({ type: FROM_WORKER.info, id, ...iteration });

/** @param {{ done: boolean }} state buildTables' state @returns {{ type: 'tables', done: boolean }} */
export const tablesState = (state) => ({ type: FROM_WORKER.tables, ...state });

/** @param {number | null} id @param {object} best @param {boolean} stopped @returns {{ type: 'bestmove', id: number | null, stopped: boolean }} */
export const bestMoveMessage = (id, best, stopped) => ({ type: FROM_WORKER.bestmove, id, ...best, stopped });

/**
 * @param {number | null} id @param {{ moves: object[], best: number[], exact: boolean }} values @param {boolean} stopped
 * @param {object} [told] what the table files' reads met ({ tablesProblem }), if anything
 * @returns {{ type: 'analysis', id: number | null, moves: object[], best: number[], exact: boolean, stopped: boolean }}
 */
export const analysisMessage = (id, { moves, best, exact }, stopped, told = {}) => ({
  type: FROM_WORKER.analysis,
  id,
  moves,
  best,
  exact,
  stopped,
  ...told,
});

/** @param {number | null} id @param {string} message @returns {Extract<EngineMessage, { type: 'error' }>} */
export const errorMessage = (id, message) => ({ type: FROM_WORKER.error, id, message });

/** @param {string} message why the worker could not start @returns {Extract<EngineMessage, { type: 'fallback' }>} */
export const fallbackMessage = (message) => ({ type: FROM_WORKER.fallback, message });

/** @param {string} message how the worker died @returns {Extract<EngineMessage, { type: 'restarted' }>} */
export const restartedMessage = (message) => ({ type: FROM_WORKER.restarted, message });
