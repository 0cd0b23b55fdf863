// The engine worker's messages, declared once: their type names and a constructor
// for each, with its JSDoc type. The page's side (urim-engine.js), the work
// (urim-jobs.js, in the worker or on the page) and the worker (urim-worker.js) all
// build and name their messages here; urim-engine.d.ts declares the same shapes.
//
// To the worker:
//   search   { type, id, record?, position?, moves?, seeds?, ...SearchOptions }  find a move
//   analyse  { type, id, record?, position?, moves?, seeds?, ...AnalysisOptions } value every move
//            (the game: a record, or a start position and the pits played from it;
//            tables?: the folder of the endgame table files, or File objects picked)
//   stop     { type }          end the running search or analysis (it answers with what it has)
//   tables   { type, holes }   build the endgame tables of that board size while idle
// From the worker:
//   ready    { type }                          the engine is loaded
//   info     { type, id, ...BestMove }         a finished iteration of a search
//   tables   { type, ...TablesState }          table-building progress, after each slice
//   bestmove { type, id, ...BestMove, stopped } the answer to 'search'
//   analysis { type, id, moves, best, exact, stopped } the answer to 'analyse'
//   error    { type, id, message }             a message could not be carried out (id null: none's)
// From the engine itself (never the worker's):
//   fallback { type, message }                 the worker could not start: the page thinks instead

/**
 * A message to the worker as it arrives: from a page, so anything may be in it (the
 * work checks each key it reads).
 * @typedef {{ type?: unknown, id?: number | null, record?: string, position?: string, moves?: unknown, seeds?: number, holes?: number, level?: number, [key: string]: unknown }} ToWorker
 */

/** The type names of the messages the page sends. */
export const TO_WORKER = /** @type {const} */ ({ search: 'search', analyse: 'analyse', stop: 'stop', tables: 'tables' });

/** The type names of the messages the page hears. */
export const FROM_WORKER = /** @type {const} */ ({
  ready: 'ready',
  info: 'info',
  tables: 'tables',
  bestmove: 'bestmove',
  analysis: 'analysis',
  error: 'error',
  fallback: 'fallback',
});

/** Keys of a 'search' or 'analyse' message that are not options (the rest go to game.search or game.analyse). */
export const JOB_KEYS = ['type', 'id', 'record', 'position', 'moves', 'seeds', 'tables'];

/**
 * The game a job is about: a record string as it is, a Game as its start position
 * and the pits played from it (what the cycle rule needs, without its record).
 * @param {{ startPosition(): string, moves(): number[] } | string} game
 * @returns {{ record: string } | { position: string, moves: number[] }}
 */
export const gameMessage = (game) => (typeof game === 'string' ? { record: game } : { position: game.startPosition(), moves: game.moves() });

/**
 * @param {number} id @param {{ record: string } | { position: string, moves: number[] }} game (gameMessage)
 * @param {object} [options] game.search's options
 * @returns {{ type: 'search', id: number }}
 */
export const searchMessage = (id, game, options = {}) => ({ ...options, type: TO_WORKER.search, id, ...game });

/**
 * @param {number} id @param {{ record: string } | { position: string, moves: number[] }} game (gameMessage)
 * @param {object} [options] game.analyse's options
 * @returns {{ type: 'analyse', id: number }}
 */
export const analyseMessage = (id, game, options = {}) => ({ ...options, type: TO_WORKER.analyse, id, ...game });

/** @returns {{ type: 'stop' }} */
export const stopMessage = () => ({ type: TO_WORKER.stop });

/** @param {number} holes @returns {{ type: 'tables', holes: number }} */
export const tablesMessage = (holes) => ({ type: TO_WORKER.tables, holes });

/** @returns {{ type: 'ready' }} */
export const readyMessage = () => ({ type: FROM_WORKER.ready });

/** @param {number | null} id @param {object} iteration a search step's iteration @returns {{ type: 'info', id: number | null }} */
export const infoMessage = (id, iteration) => ({ type: FROM_WORKER.info, id, ...iteration });

/** @param {{ done: boolean }} state buildTables' state @returns {{ type: 'tables', done: boolean }} */
export const tablesState = (state) => ({ type: FROM_WORKER.tables, ...state });

/** @param {number | null} id @param {object} best @param {boolean} stopped @returns {{ type: 'bestmove', id: number | null, stopped: boolean }} */
export const bestMoveMessage = (id, best, stopped) => ({ type: FROM_WORKER.bestmove, id, ...best, stopped });

/**
 * @param {number | null} id @param {{ moves: object[], best: number[], exact: boolean }} values @param {boolean} stopped
 * @returns {{ type: 'analysis', id: number | null, moves: object[], best: number[], exact: boolean, stopped: boolean }}
 */
export const analysisMessage = (id, { moves, best, exact }, stopped) => ({ type: FROM_WORKER.analysis, id, moves, best, exact, stopped });

/** @param {number | null} id @param {string} message @returns {{ type: 'error', id: number | null, message: string }} */
export const errorMessage = (id, message) => ({ type: FROM_WORKER.error, id, message });

/** @param {string} message why the worker could not start @returns {{ type: 'fallback', message: string }} */
export const fallbackMessage = (message) => ({ type: FROM_WORKER.fallback, message });
