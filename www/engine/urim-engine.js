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
// Many users may share one engine: each names itself as the `owner` of its jobs,
// and a new job or `stop(owner)` stops that owner's jobs only (urim-jobs.js).
// When the worker cannot start (its script missing, a Content-Security-Policy
// without worker-src, a worker that never loads the engine), the engine thinks on
// the page's own thread instead, in the same 25 ms slices (urim-on-page.js): slower
// to answer, but the page stays responsive. Listeners then hear { type: 'fallback',
// message } and `fallback` says why. A worker that dies after it loaded (seen
// through a Web Lock it holds for its life, or an error) is replaced once, and
// listeners hear { type: 'restarted', message }; a second death moves the engine
// to the page. So is one that stops answering while a job waits on it (hung or
// paused: the heartbeat, urim-heartbeat.js, measured in real time). Either way
// every job not yet answered is asked again, never lost.

import {
  FROM_WORKER,
  analyseMessage,
  fallbackMessage,
  gameMessage,
  restartedMessage,
  searchMessage,
  stopMessage,
  tablesMessage,
  watchMessage,
} from './urim-messages.js';
import { messageOf, startOwnWorker } from './urim-start.js';
import { Heartbeat } from './urim-heartbeat.js';

export { serviceWorkerScript } from './urim-start.js';

/** @typedef {import('./urim-engine.js').EngineMessage} EngineMessage */
/** @typedef {import('./urim-engine.js').EngineBestMove} EngineBestMove */
/** @typedef {import('./urim-engine.js').EngineAnalysis} EngineAnalysis */
/** @typedef {import('./urim-engine.js').EngineInfo} EngineInfo */
/** @typedef {import('./urim-messages.js').Owner} Owner */
/** @typedef {{ type: 'tables' } & import('./urim-search.js').TablesState} TablesMessage */
/**
 * A search or analysis waiting for its answer: its message (sent again to a new
 * worker), its owner, and whether the owner stopped it.
 * @typedef {{ resolve: (answer: any) => void, reject: (error: Error) => void, onInfo?: ((info: EngineInfo) => void) | undefined,
 *   message: object, owner: Owner, stopped: boolean }} Pending
 */
/** @typedef {{ holes: number, resolve: (state: TablesMessage) => void, reject: (error: Error) => void }} TableWaiter */
/** What the engine posts to: the worker, or its stand-in on the page (urim-on-page.js). @typedef {{ postMessage(message: object): void, terminate(): void }} Port */
/** @typedef {{ workerUrl?: string | URL, workerType?: 'module' | 'classic' }} WorkerOptions */

/** How long a worker may take to load and say 'ready' before it is started again, in ms. */
export const WORKER_ANSWER_MS = 20_000;
/** How many times a worker that does not answer is started again before the engine moves to the page. */
const WORKER_RETRIES = 1;
/** How many times a worker that died after it loaded is replaced before the engine moves to the page. */
const WORKER_RESTARTS = 1;
/** The start of the Web Lock's name each worker holds for its life (a random part follows). */
const LOCK_PREFIX = 'urim-engine-life-';

/**
 * The page's Web Locks, when it has them (a secure context), else null.
 * @returns {LockManager | null}
 */
function locks() {
  try {
    return typeof navigator === 'undefined' ? null : (navigator.locks ?? null);
  } catch {
    return null; // a browser that refuses them here (an opaque origin)
  }
}

export class Engine {
  /**
   * @param {WorkerOptions & { answerWithin?: number }} [options] where urim-worker.js
   *   is, if not next to this file; `workerType: 'classic'` for a worker bundled into one classic script
   *   (dist/urim.html starts one from a Blob, as a page opened from a file cannot start a module worker);
   *   `answerWithin`: how long the worker may take to say 'ready' (WORKER_ANSWER_MS)
   */
  constructor(options = {}) {
    this.nextId = 1;
    /** @type {Map<number, Pending>} */
    this.pending = new Map();
    /** @type {TableWaiter[]} */
    this.tableWaiters = [];
    /** Board sizes whose tables were asked for: asked again of a new worker. @type {Set<number>} */
    this.tablesAsked = new Set();
    /** @type {Set<(message: EngineMessage) => void>} */
    this.listeners = new Set();
    /** Why the engine thinks on the page's thread (its worker could not start), or null. @type {string | null} */
    this.fallback = null;
    this.loaded = false;
    this.ended = false;
    /** @type {() => void} */
    this.resolveReady = () => {};
    /** @type {(error: Error) => void} */
    this.rejectReady = () => {};
    /** @type {Promise<void>} */
    this.ready = new Promise((resolve, reject) => {
      this.resolveReady = resolve;
      this.rejectReady = reject;
    });
    /** The worker; null when it could not start and the engine thinks on the page. @type {Worker | null} */
    this.worker = null;
    /** Where messages go: the worker, or its stand-in on the page (urim-on-page.js). @type {Port | null} */
    this.port = null;
    /** The current worker's heartbeat, or null. @type {Heartbeat | null} */
    this.heartbeat = null;
    this.ready.catch(() => {}); // a failed load is reported to every caller waiting
    /** How long the worker may take to say 'ready', per try, in ms. */
    this.answerWithin = options.answerWithin ?? WORKER_ANSWER_MS;
    /** Tries left to start the worker after this one (a worker that never answers is started once more). */
    this.retries = WORKER_RETRIES;
    /** Replacements left for a worker that dies after it loaded. */
    this.restarts = WORKER_RESTARTS;
    /** @type {WorkerOptions} */
    this.options = { workerUrl: options.workerUrl, workerType: options.workerType };
    this.startWorker();
  }

  /**
   * Starts the worker, asks it again for every job not answered, and watches it:
   * one that does not say 'ready' in time is ended and started once more, then the
   * engine thinks on the page's thread; one that dies later is replaced (died).
   */
  startWorker() {
    const { workerUrl, workerType } = this.options;
    let worker;
    try {
      worker = workerUrl === undefined ? startOwnWorker() : new Worker(workerUrl, { type: workerType ?? 'module', name: 'urim-engine' });
    } catch (error) {
      this.worker = null;
      this.onPage(`the engine worker could not start: ${messageOf(error)}`);
      return;
    }
    this.worker = worker;
    this.port = worker;
    this.loaded = false;
    this.heartbeat?.stop();
    const heartbeat = new Heartbeat(worker, {
      busy: () => this.loaded && this.worker === worker && (this.pending.size > 0 || this.tableWaiters.length > 0),
      silent: () => this.died(worker, 'the engine worker stopped answering'),
    });
    this.heartbeat = heartbeat;
    worker.onmessage = (event) => {
      if (this.worker !== worker) return;
      const type = event.data?.type;
      if (type === FROM_WORKER.pong) heartbeat.answered();
      else heartbeat.heardFrom();
      if (type !== FROM_WORKER.watching && type !== FROM_WORKER.pong) this.receive(event.data);
    };
    worker.onerror = (event) => {
      if (this.worker !== worker) return;
      const why = `the engine worker failed: ${event.message ?? 'it could not load'}`;
      if (this.loaded) this.died(worker, why);
      else this.onPage(why);
    };
    this.watch(worker);
    this.resend();
    setTimeout(() => {
      if (this.loaded || this.ended || this.worker !== worker) return;
      if (this.retries-- > 0) {
        worker.terminate();
        this.startWorker();
      } else this.onPage(`the engine worker did not answer within ${this.answerWithin / 1000} s`);
    }, this.answerWithin);
  }

  /**
   * Asks `worker` to hold a Web Lock for its life, so that the page, asking for the
   * same lock once the worker holds it, gets it the moment the worker dies
   * (terminated, crashed, or closed from outside). Without Web Locks, a death is
   * seen only by an error.
   * @param {Worker} worker
   */
  watch(worker) {
    const manager = locks();
    if (!manager) return;
    const lock = `${LOCK_PREFIX}${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
    const heard = (/** @type {MessageEvent} */ event) => {
      if (event.data?.type !== FROM_WORKER.watching || event.data.lock !== lock) return;
      worker.removeEventListener('message', heard);
      manager.request(lock, () => this.died(worker, 'the engine worker stopped')).catch(() => {});
    };
    worker.addEventListener('message', heard);
    worker.postMessage(watchMessage(lock));
  }

  /**
   * `worker` died (`why`): unless it was ended on purpose, it is replaced once, with
   * the notice 'restarted'; a second death moves the engine to the page.
   * @param {Worker} worker
   * @param {string} why
   */
  died(worker, why) {
    if (this.ended || this.worker !== worker || this.fallback !== null) return;
    worker.terminate();
    if (this.restarts-- > 0) {
      this.retries = WORKER_RETRIES;
      this.receive(restartedMessage(why));
      this.startWorker();
    } else this.onPage(`${why}, twice`);
  }

  /**
   * The messages that bring a new worker (or the page's stand-in) to where the
   * last one was: every job not answered, in the order asked, each stopped one
   * followed by its owner's stop (unless a later job of that owner stops it), and
   * the tables asked for.
   * @returns {object[]}
   */
  outstanding() {
    const jobs = [...this.pending.values()];
    /** @type {object[]} */
    const messages = [];
    jobs.forEach((p, i) => {
      messages.push(p.message);
      if (p.stopped && !jobs.slice(i + 1).some((later) => later.owner === p.owner)) messages.push(stopMessage(p.owner));
    });
    return [...messages, ...[...this.tablesAsked].map((holes) => tablesMessage(holes))];
  }

  /** Sends the outstanding messages to the port. */
  resend() {
    for (const message of this.outstanding()) this.port?.postMessage(message);
  }

  /**
   * Finds a move. `game` is a Game of any module (its start position and moves, sent to the
   * worker, carry the history the cycle rule needs) or a record string. `onInfo` hears each finished depth.
   * A search started while another of the same owner runs stops the other (which
   * then resolves with `stopped: true`); another owner's jobs go on.
   * @param {{ startPosition(): string, moves(): number[] } | string} game a Game of any module, or a record
   * @param {import('./urim-search.js').SearchOptions} [options]
   * @param {(info: EngineInfo) => void} [onInfo]
   * @param {Owner} [owner] who asks (one game of a page sharing the engine)
   * @returns {Promise<EngineBestMove>}
   */
  search(game, options = {}, onInfo = undefined, owner = null) {
    const id = this.nextId++;
    return this.ask(id, searchMessage(id, gameMessage(game), options, owner), owner, onInfo);
  }

  /**
   * Values every legal move of `game` (a Game or a record string) with best play
   * after it: resolves with `{ moves: [{ pit, letter, value, exact }], best, exact,
   * stopped }`. `options`: `{ level, nodes, depth }` (level 3 to 5, default 5; nodes and depth per move).
   * Like a search, it stops the owner's job running, and a newer job or `stop()` ends it
   * early (it then resolves with the moves valued so far and `stopped: true`).
   * Searches of any owner go before it.
   * @param {{ startPosition(): string, moves(): number[] } | string} game a Game of any module, or a record
   * @param {import('./urim-search.js').AnalysisOptions} [options]
   * @param {Owner} [owner] who asks
   * @returns {Promise<EngineAnalysis>}
   */
  analyse(game, options = {}, owner = null) {
    const id = this.nextId++;
    return this.ask(id, analyseMessage(id, gameMessage(game), options, owner), owner);
  }

  /**
   * Sends job `message` (numbered `id`) and waits for its answer.
   * @param {number} id
   * @param {object} message
   * @param {Owner} owner
   * @param {(info: EngineInfo) => void} [onInfo]
   * @returns {Promise<any>}
   */
  ask(id, message, owner, onInfo = undefined) {
    for (const p of this.pending.values()) if (p.owner === owner) p.stopped = true; // the worker stops them too
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, onInfo, message, owner, stopped: false });
      this.port?.postMessage(message);
      this.heartbeat?.start();
    });
  }

  /**
   * Stops the owner's searches and analyses: their promises resolve with what they found so far.
   * @param {Owner} [owner] whose (none: the jobs asked without an owner)
   */
  stop(owner = null) {
    for (const p of this.pending.values()) if (p.owner === owner) p.stopped = true;
    this.port?.postMessage(stopMessage(owner));
  }

  /**
   * Builds the endgame tables for a board size ahead of time, while no search or
   * analysis runs (a search goes first, without them); resolves when they are ready.
   * @param {6 | 7} holes
   * @returns {Promise<TablesMessage>}
   */
  buildTables(holes) {
    return new Promise((resolve, reject) => {
      this.tableWaiters.push({ holes, resolve, reject });
      this.tablesAsked.add(holes);
      this.port?.postMessage(tablesMessage(holes));
      this.heartbeat?.start();
    });
  }

  /**
   * Hears every message from the worker (for progress displays). Returns a function that stops listening.
   * @param {(message: EngineMessage) => void} listener
   * @returns {() => boolean}
   */
  listen(listener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Ends the worker (or the work on the page); pending searches are rejected. */
  terminate() {
    this.ended = true;
    this.heartbeat?.stop();
    this.port?.terminate();
    this.fail(new Error('the engine was terminated'));
  }

  /**
   * The worker could not start, or died twice (`why`): listeners hear { type:
   * 'fallback', message }, and urim-on-page.js (loaded now, not before) carries the
   * engine on on the page's thread, asked again for everything not answered.
   * @param {string} why
   */
  onPage(why) {
    if (this.fallback !== null || this.ended) return;
    this.fallback = why;
    this.heartbeat?.stop();
    this.worker?.terminate();
    this.worker = this.port = null;
    this.receive(fallbackMessage(why));
    import('./urim-on-page.js')
      .then((jobs) => jobs.carryOn(this))
      .catch((error) => {
        this.fail(new Error(`${why}, and the engine could not load on the page either: ${messageOf(error)}`));
      });
  }

  /**
   * Hands a message from the worker (or its stand-in) to the listeners and to the call waiting for it.
   * @param {EngineMessage} message
   */
  receive(message) {
    for (const listener of this.listeners) listener(message);
    const waiting = 'id' in message && message.id !== null ? this.pending.get(message.id) : undefined;
    switch (message.type) {
      case FROM_WORKER.ready:
        this.loaded = true;
        this.resolveReady();
        this.heartbeat?.start(); // the jobs asked again of a new worker
        break;
      case FROM_WORKER.info:
        waiting?.onInfo?.(message);
        break;
      case FROM_WORKER.bestmove:
      case FROM_WORKER.analysis:
        if ('id' in message) this.pending.delete(message.id);
        waiting?.resolve(message);
        break;
      case FROM_WORKER.tables:
        if (message.done) {
          const done = this.tableWaiters.filter((w) => w.holes === message.holes);
          this.tableWaiters = this.tableWaiters.filter((w) => w.holes !== message.holes);
          for (const w of done) w.resolve(message);
        }
        break;
      case FROM_WORKER.error:
        if (!this.loaded && message.id === null) {
          this.onPage(message.message); // the worker started but could not load the engine
        } else if (waiting && message.id !== null) {
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

  /**
   * Rejects every call waiting, and `ready` if it is not settled.
   * @param {Error} error
   */
  fail(error) {
    this.rejectReady(error);
    for (const { reject } of this.pending.values()) reject(error);
    this.pending.clear();
    for (const { reject } of this.tableWaiters) reject(error);
    this.tableWaiters = [];
  }
}
