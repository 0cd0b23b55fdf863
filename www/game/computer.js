// The computer player of one <urim-game>: its own engine worker (urim-engine.js),
// started on the first search, analysis or `prepare` and ended with `close()`. Each
// search gets a random seed, so that the lower levels vary their play.

export class Computer {
  /** @param {typeof import('../pkg/urim-engine.js').Engine} Engine the worker front */
  constructor(Engine) {
    this.Engine = Engine;
    this.engine = null;
    this.listeners = new Set();
    /** Board sizes whose endgame tables this worker was asked to build. */
    this.prepared = new Set();
  }

  /** The worker, started on first use. */
  worker() {
    if (!this.engine) {
      this.engine = new this.Engine();
      this.engine.listen((message) => { for (const fn of this.listeners) fn(message); });
    }
    return this.engine;
  }

  /** What every legal move of `game` is worth with best play (the worker's 'analyse'). */
  analyse(game, options = {}) {
    return this.worker().analyse(game, options);
  }

  /** The best move for the side to move of `game` at `level`, within `nodes` if given. */
  search(game, { level, nodes = null }) {
    this.worker();
    const options = { level, seed: Math.floor(Math.random() * 2 ** 31) };
    if (nodes) options.nodes = nodes;
    return this.engine.search(game, options);
  }

  /**
   * Starts the worker, if it is not running, and has it build the endgame tables of
   * `holes` pits a row (levels 4 and 5 play with them) in its spare time: they are
   * then ready by the endgame, and no reply waits for them (a search that comes
   * first goes ahead without them). Once per board size and worker.
   */
  prepare(holes) {
    if (this.prepared.has(holes)) return;
    this.prepared.add(holes);
    this.worker().buildTables(holes).catch(() => {}); // rejected only when the worker is closed
  }

  /** Hears the worker's messages (table building progress, a fallback to the page's thread). */
  listen(fn) {
    this.listeners.add(fn);
  }

  /** Ends the running search: it answers with its best move so far. */
  stop() {
    this.engine?.stop();
  }

  /** Ends the worker (pending searches are rejected); a later search starts a new one. */
  close() {
    this.engine?.terminate();
    this.engine = null;
    this.prepared = new Set();
  }
}
