// <urim-learn>'s progress (the stars won in each challenge), kept in localStorage
// under the `persist` key only: without it, nothing is read or written. A key that
// holds another program's value is never overwritten; storage that is refused or
// full never stops the lessons (reading gives nothing, writing gives false).

/** The mark of what this module writes, so that it never takes another value for its own. */
const MARK = 'urim-learn';

/** @typedef {Record<string, number[]>} Stars the best stars of each challenge, by chapter id */

/** The browser's storage, or null where it is refused (a sandboxed frame, say). */
function storage() {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The stars kept under `key`, or an empty record; `foreign` when the key holds something else.
 * @param {string} key
 * @returns {{ stars: Stars, foreign: boolean }}
 */
export function loadProgress(key) {
  /** @type {string | null} */
  let text;
  try {
    text = storage()?.getItem(key) ?? null;
  } catch {
    return { stars: {}, foreign: false };
  }
  if (text === null) return { stars: {}, foreign: false };
  try {
    const value = JSON.parse(text);
    if (value?.by !== MARK || typeof value.stars !== 'object' || value.stars === null) return { stars: {}, foreign: true };
    /** @type {Stars} */
    const stars = {};
    for (const [id, list] of Object.entries(value.stars))
      if (Array.isArray(list)) stars[id] = list.map((n) => (Number.isInteger(n) && n >= 0 && n <= 3 ? n : 0));
    return { stars, foreign: false };
  } catch {
    return { stars: {}, foreign: true };
  }
}

/**
 * Keeps `stars` under `key`; false when the storage refused it.
 * @param {string} key
 * @param {Stars} stars
 */
export function saveProgress(key, stars) {
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(key, JSON.stringify({ by: MARK, stars }));
    return true;
  } catch {
    return false;
  }
}
