// The Urim engine in a Web Worker, so that a page never freezes while it thinks.
// Start it as a module worker:  new Worker(new URL('./urim-worker.js', import.meta.url), { type: 'module' })
// or use urim-engine.js, which wraps this protocol in promises. The work itself is
// urim-jobs.js's (the page runs it on its own thread when no worker can start), on
// the engine module (urim-search.js and urim-search_bg.wasm), which only the worker
// loads.
//
// The messages (plain objects) are declared once, with their fields and their
// constructors, in urim-messages.js, which this file, the work and the page's side
// all import. This file reads two itself: 'watch', which asks it to hold a Web Lock
// for its life, so that the page sees it die; and 'ping', answered with 'pong' as
// soon as it is read (between two slices of the work, loaded or not), so that the
// page sees it hang (urim-heartbeat.js).
import init from './urim-search.js';
import { Jobs } from './urim-jobs.js';
import { TO_WORKER, errorMessage, pongMessage, readyMessage, watchingMessage } from './urim-messages.js';

/**
 * The worker's global scope, as far as this file uses it (the DOM's types, which the
 * front end is checked with, know no DedicatedWorkerGlobalScope).
 * @type {{ postMessage(message: object): void, onmessage: ((event: MessageEvent) => void) | null }}
 */
const scope = /** @type {any} */ (self);

/** @type {import('./urim-messages.js').ToWorker[]} Messages that came before the engine was loaded. */
const queue = [];
/** The work, once the engine is loaded. @type {Jobs | null} */
let jobs = null;

/** @param {object} message */
const post = (message) => scope.postMessage(message);

/**
 * Holds the Web Lock `lock` until the worker dies, and says so once it does: the
 * page, asking for the same lock, gets it at the worker's death (urim-engine.js).
 * Without Web Locks (an insecure context), says nothing.
 * @param {unknown} lock
 */
function holdForLife(lock) {
  try {
    const manager = /** @type {{ locks?: LockManager }} */ (globalThis.navigator)?.locks;
    if (typeof lock !== 'string' || !manager) return;
    manager
      .request(lock, () => {
        post(watchingMessage(lock));
        return new Promise(() => {}); // held until the worker ends
      })
      .catch(() => {});
  } catch {
    // No locks here (a worker of an opaque origin, such as a file's): the page watches for errors only.
  }
}

scope.onmessage = (event) => {
  if (event.data?.type === TO_WORKER.watch) holdForLife(event.data.lock);
  else if (event.data?.type === TO_WORKER.ping) post(pongMessage());
  else if (jobs) jobs.handle(event.data);
  else queue.push(event.data);
};

init({ module_or_path: new URL('./urim-search_bg.wasm', import.meta.url) }).then(
  () => {
    jobs = new Jobs(post);
    post(readyMessage());
    for (const message of queue.splice(0)) jobs.handle(message);
  },
  (error) => post(errorMessage(null, `the engine could not load: ${error instanceof Error ? error.message : String(error)}`)),
);
