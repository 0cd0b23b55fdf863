// The engine carried on on the page's own thread, when its worker could not start or
// died twice: the worker's jobs (urim-jobs.js) run here, on the page's copy of the
// engine module, behind a stand-in for the worker that reads and answers each
// message in a task of its own, as a worker would. urim-engine.js loads it then,
// not before.
import init from './urim-search.js';
import { Jobs } from './urim-jobs.js';
import { readyMessage } from './urim-messages.js';

/** @typedef {import('./urim-messages.js').ToWorker} ToWorker */

/**
 * Carries `engine` (urim-engine.js's Engine, whose worker could not start or died)
 * on on the page's own thread: the same messages and answers, in the same slices,
 * from the page's copy of the engine module (loaded here: a page loads only the
 * page module until then). A stand-in for the worker becomes the engine's `port`
 * and is asked again for everything the worker had not answered.
 * @param {{ ended: boolean, outstanding(): object[], port: { postMessage(message: object): void, terminate(): void } | null,
 *   receive(message: object): void }} engine urim-engine.js's Engine, as far as this uses it
 */
export async function carryOn(engine) {
  await init();
  if (engine.ended) return;
  // Each answer reaches the engine in a task of its own, as a worker's would: what
  // the page does with it never runs in the same task as a slice.
  const jobs = new Jobs((message) => {
    setTimeout(() => engine.receive(message), 0);
  });
  const port = {
    // Each message is read in a task of its own, a copy of it, as a worker would.
    postMessage: (/** @type {object} */ message) => {
      const copy = structuredClone(message);
      setTimeout(() => jobs.handle(/** @type {ToWorker} */ (copy)), 0);
    },
    terminate: () => jobs.close(),
  };
  engine.port = port;
  engine.receive(readyMessage());
  for (const message of engine.outstanding()) port.postMessage(message);
}
