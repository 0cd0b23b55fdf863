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
// When the worker cannot start (its script missing, a Content-Security-Policy
// without worker-src, a worker that never loads the engine), the engine thinks on
// the page's own thread instead, in the same 25 ms slices (urim-jobs.js): slower
// to answer, but the page stays responsive. Listeners then hear { type: 'fallback',
// message } and `fallback` says why.

import { FROM_WORKER, analyseMessage, fallbackMessage, gameMessage, searchMessage, stopMessage, tablesMessage } from './urim-messages.js';

/** @typedef {import('./urim-engine.js').EngineMessage} EngineMessage */
/** @typedef {import('./urim-engine.js').EngineBestMove} EngineBestMove */
/** @typedef {import('./urim-engine.js').EngineAnalysis} EngineAnalysis */
/** @typedef {import('./urim-engine.js').EngineInfo} EngineInfo */
/** @typedef {{ type: 'tables' } & import('./urim-search.js').TablesState} TablesMessage */
/**
 * A search or analysis waiting for its answer.
 * @typedef {{ resolve: (answer: any) => void, reject: (error: Error) => void, onInfo?: ((info: EngineInfo) => void) | undefined }} Pending
 */
/** @typedef {{ holes: number, resolve: (state: TablesMessage) => void, reject: (error: Error) => void }} TableWaiter */
/** What the engine posts to: the worker, or its stand-in on the page (urim-jobs.js). @typedef {{ postMessage(message: object): void, terminate(): void }} Port */

/**
 * The demo page's service worker: sw.js in the folder that holds the package's
 * folder (www/sw.js beside www/pkg/, as in the release), which page/page.js
 * registers. Its path is a name, not a literal in `new URL('…', import.meta.url)`,
 * which bundlers take for a file of the package to copy (the package has no sw.js).
 */
const SERVICE_WORKER_PATH = '../sw.js';

/**
 * The name of the Trusted Types policy that blesses the addresses of our own worker
 * script and of the demo page's service worker, and nothing else, for `new Worker`
 * and `navigator.serviceWorker.register` on a page with `require-trusted-types-for
 * 'script'` (there their URL, even a URL object, must be a TrustedScriptURL). A
 * page that also lists its policies (`trusted-types ...`) must name this one.
 */
const TRUSTED_TYPES_POLICY = 'urim';

/**
 * The policy, made on first use (once per page: a name may be taken only once), or null.
 * @type {{ createScriptURL(url: string): unknown } | null}
 */
let scriptPolicy = null;
/** Why the page refused the policy (its `trusted-types` list lacks the name), once it has. @type {Error | null} */
let policyRefused = null;
/** The one address the policy blesses: our worker's while startOwnWorker runs, the service worker's while serviceWorkerScript does. @type {string | null} */
let blessing = null;

/**
 * The policy on a browser with Trusted Types, made on first use; null without them.
 * Throws when the page's `trusted-types` list refuses it (asked once: the page
 * reports one violation, not one per engine).
 */
function ownPolicy() {
  /** @type {{ createPolicy?: (name: string, rules: { createScriptURL: (given: string) => string }) => { createScriptURL(url: string): unknown } } | undefined} */
  const types = /** @type {any} */ (globalThis).trustedTypes;
  if (!types?.createPolicy) return null;
  if (policyRefused) throw policyRefused;
  try {
    scriptPolicy ??= types.createPolicy(TRUSTED_TYPES_POLICY, {
      createScriptURL: (given) => {
        if (given !== blessing) throw new TypeError(`the ${TRUSTED_TYPES_POLICY} policy only allows Urim's own worker scripts, not ${given}`);
        return given;
      },
    });
  } catch (error) {
    policyRefused = new Error(`the page's trusted-types list does not allow the "${TRUSTED_TYPES_POLICY}" policy (${messageOf(error)})`);
    throw policyRefused;
  }
  return scriptPolicy;
}

/**
 * Starts our own worker script, urim-worker.js beside this file. The call is written
 * out whole, `new Worker(new URL('./urim-worker.js', import.meta.url), { type: 'module' })`,
 * because that is the form bundlers (Vite, webpack 5, Rollup, Parcel) look for: they
 * bundle the worker with what it imports and put its address in the URL. Served as
 * it is, the address is the file beside this one. On a browser with Trusted Types,
 * `Worker` is, for the length of this one call, a stand-in that hands the real
 * constructor that address as a TrustedScriptURL of the `urim` policy (which blesses
 * nothing else, and nothing outside this call): a page that requires Trusted Types
 * would refuse the plain URL.
 * @returns {Worker}
 */
function startOwnWorker() {
  const policy = ownPolicy();
  const scope = /** @type {{ Worker: typeof Worker }} */ (/** @type {unknown} */ (globalThis));
  const Native = scope.Worker;
  // Reflect.set, which does not throw: a page that froze `Worker` keeps it, and the call gets the plain URL.
  if (policy) Reflect.set(scope, 'Worker', blessed(Native, policy));
  try {
    return new Worker(new URL('./urim-worker.js', import.meta.url), { type: 'module', name: 'urim-engine' });
  } finally {
    if (scope.Worker !== Native) Reflect.set(scope, 'Worker', Native);
  }
}

/**
 * The stand-in for `Native` (the Worker constructor) that startOwnWorker puts in its
 * place for one call: it starts `Native` with the address given as a TrustedScriptURL
 * of `policy`, which blesses that address for that moment only.
 * @param {typeof Worker} Native
 * @param {{ createScriptURL(url: string): unknown }} policy
 * @returns {typeof Worker}
 */
function blessed(Native, policy) {
  /**
   * @param {string | URL} url
   * @param {WorkerOptions} options
   */
  function Blessed(url, options) {
    blessing = String(url);
    try {
      return new Native(/** @type {string} */ (policy.createScriptURL(blessing)), options);
    } finally {
      blessing = null;
    }
  }
  return /** @type {typeof Worker} */ (/** @type {unknown} */ (Blessed));
}

/**
 * The demo page's service worker script (sw.js in the folder above the package's),
 * as `navigator.serviceWorker.register` takes it: under Trusted Types a
 * TrustedScriptURL made by the `urim` policy, which the engine's worker shares (a
 * page may make a policy of one name only once). Throws when the page's
 * trusted-types list refuses the policy.
 * @returns {string | URL}
 */
export function serviceWorkerScript() {
  const url = new URL(SERVICE_WORKER_PATH, import.meta.url);
  const policy = ownPolicy();
  if (!policy) return url;
  blessing = url.href;
  try {
    // A TrustedScriptURL, which register() takes where a string goes.
    return /** @type {string} */ (policy.createScriptURL(url.href));
  } finally {
    blessing = null;
  }
}

/**
 * The message of a thrown value.
 * @param {unknown} error
 * @returns {string}
 */
function messageOf(error) {
  return error instanceof Error ? error.message : String(error);
}

/** How long a worker may take to load and say 'ready' before it is started again, in ms. */
export const WORKER_ANSWER_MS = 20_000;
/** How many times a worker that does not answer is started again before the engine moves to the page. */
const WORKER_RETRIES = 1;

export class Engine {
  /**
   * @param {{ workerUrl?: string | URL, workerType?: 'module' | 'classic', answerWithin?: number }} [options] where urim-worker.js
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
    /** @type {Set<(message: EngineMessage) => void>} */
    this.listeners = new Set();
    /** Why the engine thinks on the page's thread (its worker could not start), or null. @type {string | null} */
    this.fallback = null;
    this.loaded = false;
    this.ended = false;
    /** Messages sent before 'ready': sent again to the page's engine if the worker fails. @type {object[]} */
    this.early = [];
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
    /** Where messages go: the worker, or its stand-in on the page (urim-jobs.js carryOn). @type {Port | null} */
    this.port = null;
    this.ready.catch(() => {}); // a failed load is reported to every caller waiting
    /** How long the worker may take to say 'ready', per try, in ms. */
    this.answerWithin = options.answerWithin ?? WORKER_ANSWER_MS;
    /** Tries left to start the worker after this one (a worker that never answers is started once more). */
    this.retries = WORKER_RETRIES;
    this.startWorker(options);
  }

  /**
   * Starts the worker; one that does not say 'ready' in time is ended and started
   * once more, then the engine thinks on the page's thread.
   * @param {{ workerUrl?: string | URL, workerType?: 'module' | 'classic' }} options
   */
  startWorker(options) {
    try {
      this.worker =
        options.workerUrl === undefined
          ? startOwnWorker()
          : new Worker(options.workerUrl, { type: options.workerType ?? 'module', name: 'urim-engine' });
    } catch (error) {
      this.worker = null;
      this.onPage(`the engine worker could not start: ${messageOf(error)}`);
      return;
    }
    const worker = this.worker;
    this.port = worker;
    worker.onmessage = (event) => this.receive(event.data);
    worker.onerror = (event) => {
      const why = `the engine worker failed: ${event.message ?? 'it could not load'}`;
      if (this.loaded) this.fail(new Error(why));
      else this.onPage(why);
    };
    setTimeout(() => {
      if (this.loaded || this.ended || this.worker !== worker) return;
      if (this.retries-- > 0) {
        worker.terminate();
        this.startWorker(options);
        for (const message of this.early) this.port?.postMessage(message); // asked of the first try
      } else this.onPage(`the engine worker did not answer within ${this.answerWithin / 1000} s`);
    }, this.answerWithin);
  }

  /**
   * Finds a move. `game` is a Game of any module (its start position and moves, sent to the
   * worker, carry the history the cycle rule needs) or a record string. `onInfo` hears each finished depth.
   * A search started while another runs stops the other (which then resolves
   * with `stopped: true`).
   */
  /**
   * @param {{ startPosition(): string, moves(): number[] } | string} game a Game of any module, or a record
   * @param {import('./urim-search.js').SearchOptions} [options]
   * @param {(info: EngineInfo) => void} [onInfo]
   * @returns {Promise<EngineBestMove>}
   */
  search(game, options = {}, onInfo = undefined) {
    const what = gameMessage(game);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, onInfo });
      this.send(searchMessage(id, what, options));
    });
  }

  /**
   * Values every legal move of `game` (a Game or a record string) with best play
   * after it: resolves with `{ moves: [{ pit, letter, value, exact }], best, exact,
   * stopped }`. `options`: `{ level, nodes, depth }` (level 3 to 5, default 5; nodes and depth per move).
   * Like a search, it stops the job running, and a newer job or `stop()` ends it
   * early (it then resolves with the moves valued so far and `stopped: true`).
   */
  /**
   * @param {{ startPosition(): string, moves(): number[] } | string} game a Game of any module, or a record
   * @param {import('./urim-search.js').AnalysisOptions} [options]
   * @returns {Promise<EngineAnalysis>}
   */
  analyse(game, options = {}) {
    const what = gameMessage(game);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.send(analyseMessage(id, what, options));
    });
  }

  /** Stops the running search or analysis: its promise resolves with what it found so far. */
  stop() {
    this.send(stopMessage());
  }

  /**
   * Builds the endgame tables for a board size ahead of time, while no search or
   * analysis runs (a search goes first, without them); resolves when they are ready.
   */
  /**
   * @param {6 | 7} holes
   * @returns {Promise<TablesMessage>}
   */
  buildTables(holes) {
    return new Promise((resolve, reject) => {
      this.tableWaiters.push({ holes, resolve, reject });
      this.send(tablesMessage(holes));
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
    this.port?.terminate();
    this.fail(new Error('the engine was terminated'));
  }

  /**
   * Sends `message` to the worker (or to its stand-in on the page), and keeps it until the engine is ready.
   * @param {object} message
   */
  send(message) {
    if (!this.loaded) this.early.push(message);
    this.port?.postMessage(message);
  }

  /**
   * The worker could not start (`why`): listeners hear { type: 'fallback', message },
   * and urim-jobs.js (loaded now, not before) carries the engine on on the page's thread.
   */
  /** @param {string} why */
  onPage(why) {
    if (this.fallback !== null || this.ended) return;
    this.fallback = why;
    this.worker?.terminate();
    this.worker = this.port = null;
    this.receive(fallbackMessage(why));
    import('./urim-jobs.js')
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
        this.early = [];
        this.resolveReady();
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
