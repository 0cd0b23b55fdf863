// The computer player of one <urim-game>: its own engine worker (urim-engine.js),
// started on the first search, analysis or `prepare` and ended with `close()`. The
// worker's front itself is loaded then too, so a first visit does not fetch it.
// Each search gets a random seed, so that the lower levels vary their play.

import { loadTimeout } from './loading.js';

/** @typedef {import('../types/front.js').Game} Game */
/** @typedef {import('../pkg/urim-engine.js').Engine} Engine */

export class Computer {
  /** @param {() => Promise<typeof import('../pkg/urim-engine.js').Engine>} front loads the worker's front */
  constructor(front) {
    this.front = front;
    /** @type {Promise<Engine> | null} the worker, once asked for (a failed load is tried again next time) */
    this.engine = null;
    /** @type {Set<(message: import('../pkg/urim-engine.js').EngineMessage) => void>} */
    this.listeners = new Set();
    /** Board sizes whose endgame tables this worker was asked to build. */
    /** @type {Set<number>} */
    this.prepared = new Set();
  }

  /**
   * The worker, started on first use. Calls made while its front loads reach it in
   * the order they were made (each waits on the same promise).
   * @returns {Promise<Engine>}
   */
  worker() {
    if (!this.engine) {
      const engine = this.front().then((Engine) => {
        const started = new Engine({ answerWithin: loadTimeout() });
        started.listen((message) => {
          for (const fn of this.listeners) fn(message);
        });
        return started;
      });
      engine.catch(() => {
        if (this.engine === engine) this.engine = null;
      });
      this.engine = engine;
    }
    return this.engine;
  }

  /**
   * What every legal move of `game` is worth with best play (the worker's 'analyse').
   * @param {Game | string} game
   * @param {import('../pkg/urim-search.js').AnalysisOptions} [options]
   */
  analyse(game, options = {}) {
    return this.worker().then((engine) => engine.analyse(game, options));
  }

  /**
   * The best move for the side to move of `game` at `level`, within `nodes` if
   * given, with the endgame table files of folder `tables` (or picked) if given.
   * @param {Game | string} game
   * @param {{ level: number, nodes?: number | null, tables?: string | File[] }} options
   */
  search(game, { level, nodes = null, tables }) {
    /** @type {import('../pkg/urim-search.js').SearchOptions} */
    const options = {
      level: /** @type {import('../pkg/urim-search.js').SearchOptions['level']} */ (level),
      seed: Math.floor(Math.random() * 2 ** 31),
    };
    if (nodes) options.nodes = nodes;
    if (tables) Object.assign(options, { tables });
    return this.worker().then((engine) => engine.search(game, options));
  }

  /**
   * Starts the worker, if it is not running, and has it build the endgame tables of
   * `holes` pits a row (levels 4 and 5 play with them) in its spare time: they are
   * then ready by the endgame, and no reply waits for them (a search that comes
   * first goes ahead without them). Once per board size and worker.
   * @param {6 | 7} holes
   */
  prepare(holes) {
    if (this.prepared.has(holes)) return;
    this.prepared.add(holes);
    this.worker()
      .then((engine) => engine.buildTables(holes))
      .catch(() => {}); // rejected only when the worker is closed (or its front could not load)
  }

  /**
   * Hears the worker's messages (table building progress, a fallback to the page's thread).
   * @param {(message: import('../pkg/urim-engine.js').EngineMessage) => void} fn
   */
  listen(fn) {
    this.listeners.add(fn);
  }

  /** Ends the running search: it answers with its best move so far. */
  stop() {
    this.engine?.then(
      (engine) => engine.stop(),
      () => {},
    );
  }

  /** Ends the worker (pending searches are rejected); a later search starts a new one. */
  close() {
    this.engine?.then(
      (engine) => engine.terminate(),
      () => {},
    );
    this.engine = null;
    /** @type {Set<number>} */
    this.prepared = new Set();
  }
}
