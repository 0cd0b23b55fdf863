// A promise-based front for urim-worker.js: the engine thinks in a Web Worker and
// the page stays responsive.
//
//   import { Engine } from './urim-engine.js';
//   const engine = new Engine();
//   const best = await engine.search(game, { level: 4 }, (info) => show(info));
//   game.play(best.pit);
//   const { moves, best: ringed } = await engine.analyse(game); // what every move is worth
//
// Works on any page: a plain module worker, no SharedArrayBuffer, no special headers.

/** The worker script next to this file. */
const WORKER_URL = new URL('./urim-worker.js', import.meta.url);

export class Engine {
  /**
   * @param {{ workerUrl?: string | URL, workerType?: 'module' | 'classic' }} [options] where urim-worker.js
   *   is, if not next to this file; `workerType: 'classic'` for a worker bundled into one classic script
   *   (dist/urim.html starts one from a Blob, as a page opened from a file cannot start a module worker)
   */
  constructor(options = {}) {
    this.worker = new Worker(options.workerUrl ?? WORKER_URL, { type: options.workerType ?? 'module', name: 'urim-engine' });
    this.nextId = 1;
    this.pending = new Map();
    this.tableWaiters = [];
    this.listeners = new Set();
    this.ready = new Promise((resolve, reject) => {
      this.resolveReady = resolve;
      this.rejectReady = reject;
    });
    this.worker.onmessage = (event) => this.receive(event.data);
    this.worker.onerror = (event) => this.fail(new Error(`the engine worker failed: ${event.message ?? 'unknown error'}`));
  }

  /**
   * Finds a move. `game` is a Game from urim.js (its record carries the history
   * the cycle rule needs) or a record string. `onInfo` hears each finished depth.
   * A search started while another runs stops the other (which then resolves
   * with `stopped: true`).
   */
  search(game, options = {}, onInfo = undefined) {
    const record = typeof game === 'string' ? game : game.record();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, onInfo });
      this.worker.postMessage({ ...options, type: 'search', id, record });
    });
  }

  /**
   * Values every legal move of `game` (a Game or a record string) with best play
   * after it: resolves with `{ moves: [{ pit, letter, value, exact }], best, exact,
   * stopped }`. `options`: `{ level, nodes, depth }` (level 3 to 5, default 5; nodes and depth per move).
   * Like a search, it stops the job running, and a newer job or `stop()` ends it
   * early (it then resolves with the moves valued so far and `stopped: true`).
   */
  analyse(game, options = {}) {
    const record = typeof game === 'string' ? game : game.record();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...options, type: 'analyse', id, record });
    });
  }

  /** Stops the running search or analysis: its promise resolves with what it found so far. */
  stop() {
    this.worker.postMessage({ type: 'stop' });
  }

  /** Builds the endgame tables for a board size ahead of time; resolves when they are ready. */
  buildTables(holes) {
    return new Promise((resolve, reject) => {
      this.tableWaiters.push({ holes, resolve, reject });
      this.worker.postMessage({ type: 'tables', holes });
    });
  }

  /** Hears every message from the worker (for progress displays). Returns a function that stops listening. */
  listen(listener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Ends the worker; pending searches are rejected. */
  terminate() {
    this.worker.terminate();
    this.fail(new Error('the engine was terminated'));
  }

  receive(message) {
    for (const listener of this.listeners) listener(message);
    const waiting = this.pending.get(message.id);
    switch (message.type) {
      case 'ready':
        this.resolveReady();
        break;
      case 'info':
        waiting?.onInfo?.(message);
        break;
      case 'bestmove':
      case 'analysis':
        this.pending.delete(message.id);
        waiting?.resolve(message);
        break;
      case 'tables':
        if (message.done) {
          const done = this.tableWaiters.filter((w) => w.holes === message.holes);
          this.tableWaiters = this.tableWaiters.filter((w) => w.holes !== message.holes);
          for (const w of done) w.resolve(message);
        }
        break;
      case 'error':
        if (waiting) {
          this.pending.delete(message.id);
          waiting.reject(new Error(message.message));
        } else if (message.id === null && this.pending.size === 0 && this.tableWaiters.length === 0) {
          this.rejectReady(new Error(message.message));
        } else {
          this.fail(new Error(message.message));
        }
        break;
      default:
        break;
    }
  }

  fail(error) {
    this.rejectReady(error);
    for (const { reject } of this.pending.values()) reject(error);
    this.pending.clear();
    for (const { reject } of this.tableWaiters) reject(error);
    this.tableWaiters = [];
  }
}
