// The computer player of one <urim-game>: a member of the page's one engine
// (page-engine.js), which it joins on its first search, analysis or `prepare`
// and leaves with `close()`. Its jobs carry its own owner number, so that stopping
// them (a new game, an undo, the game removed) leaves the other games' jobs alone.
// Each search gets a random seed, so that the lower levels vary their play.

import { pageEngine } from './page-engine.js';

/** @typedef {import('../types/front.js').Game} Game */
/** @typedef {import('../pkg/urim-engine.js').Engine} Engine */
/** @typedef {import('../pkg/urim-engine.js').EngineMessage} EngineMessage */

export class Computer {
  /** @param {() => Promise<typeof import('../pkg/urim-engine.js').Engine>} front loads the worker's front */
  constructor(front) {
    this.page = pageEngine(front);
    /** The owner number of this game's jobs. */
    this.owner = this.page.newOwner();
    /** @type {Set<(message: EngineMessage) => void>} */
    this.listeners = new Set();
  }

  /**
   * Hands a message of the page's engine to this game's listeners.
   * @param {EngineMessage} message
   */
  hear(message) {
    for (const fn of this.listeners) fn(message);
  }

  /**
   * The page's engine, started on first use, this game among its members.
   * @returns {Promise<Engine>}
   */
  worker() {
    return this.page.worker(this);
  }

  /**
   * What every legal move of `game` is worth (the worker's 'analyse'): it waits for
   * every game's searches.
   * @param {{ startPosition(): string, moves(): number[] } | string} game a Game (or any such pair of a start and moves), or a record
   * @param {import('../pkg/urim-search.js').AnalysisOptions} [options]
   */
  analyse(game, options = {}) {
    return this.worker().then((engine) => engine.analyse(game, options, this.owner));
  }

  /**
   * The best move for the side to move of `game` at `level`, within `nodes` if
   * given, with the endgame table files of folder `tables` (or picked) if given,
   * each read of them given `tablesWithin` ms a try.
   * @param {Game | string} game
   * @param {{ level: number, nodes?: number | null, tables?: string | File[], tablesWithin?: number }} options
   */
  search(game, { level, nodes = null, tables, tablesWithin }) {
    /** @type {import('../pkg/urim-search.js').SearchOptions} */
    const options = {
      level: /** @type {import('../pkg/urim-search.js').SearchOptions['level']} */ (level),
      seed: Math.floor(Math.random() * 2 ** 31),
    };
    if (nodes) options.nodes = nodes;
    if (tables) Object.assign(options, { tables, tablesWithin });
    return this.worker().then((engine) => engine.search(game, options, undefined, this.owner));
  }

  /**
   * Has the page's engine build the endgame tables of `holes` pits a row (levels 4
   * and 5 play with them) in its spare time, once per page and board size: they
   * are then ready by the endgame, and no reply waits for them.
   * @param {6 | 7} holes
   */
  prepare(holes) {
    this.page.prepare(this, holes);
  }

  /**
   * Hears the engine's messages (table building progress, a restart, a fallback to the page's thread).
   * @param {(message: EngineMessage) => void} fn
   */
  listen(fn) {
    this.listeners.add(fn);
  }

  /** Ends this game's search or analysis: it answers with its best move so far. Other games' go on. */
  stop() {
    this.page.stop(this);
  }

  /** Leaves the page's engine: this game's jobs stop (the last game to leave ends the worker). A later search joins again. */
  close() {
    this.page.leave(this);
  }
}
