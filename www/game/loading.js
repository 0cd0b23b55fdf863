// How long the elements wait for a file they fetch (the wasm engine, a translation,
// the engine's worker) before they give up on it, and the one retry they make: a
// load that never answers ends in a clear failure instead of a silent stall.

/** How long one try of a load may take before it counts as failed, in ms. */
export const LOAD_TIMEOUT_MS = 20_000;

/** How many times a load is tried in all: the first try and one retry. */
export const LOAD_TRIES = 2;

/**
 * The wait for one try, in ms: LOAD_TIMEOUT_MS, unless the page set
 * `globalThis.urimLoadTimeout` (a positive number of ms, as a test does to wait
 * less on a request that never answers).
 * @returns {number}
 */
export function loadTimeout() {
  const set = /** @type {{ urimLoadTimeout?: unknown }} */ (globalThis).urimLoadTimeout;
  return typeof set === 'number' && Number.isFinite(set) && set > 0 ? set : LOAD_TIMEOUT_MS;
}

/**
 * Resolves as `work` does, or rejects naming `what` once it has taken longer than
 * `ms` (the work goes on, unheard).
 * @template T
 * @param {Promise<T>} work
 * @param {string} what the thing being loaded, for the reason
 * @param {number} ms
 * @returns {Promise<T>}
 */
export function within(work, what, ms) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not arrive within ${ms / 1000} s`)), ms);
  });
  return /** @type {Promise<T>} */ (Promise.race([work, late]).finally(() => clearTimeout(timer)));
}

/**
 * Runs `load` with a time limit per try (loadTimeout), trying LOAD_TRIES times in
 * all; rejects with the last try's reason. Each try gets a signal, aborted when
 * its time is up: a fetch given it ends, so that the next try fetches anew
 * instead of waiting on the same stalled request.
 * @template T
 * @param {(signal: AbortSignal) => Promise<T>} load starts one try
 * @param {string} what the thing being loaded, for the reason
 * @returns {Promise<T>}
 */
export async function loadWithRetry(load, what) {
  let last = new Error(`${what} did not load`);
  for (let attempt = 1; attempt <= LOAD_TRIES; attempt++) {
    const stop = new AbortController();
    try {
      return await within(load(stop.signal), what, loadTimeout());
    } catch (error) {
      last = /** @type {Error} */ (error);
      stop.abort(last);
    }
  }
  throw last;
}
