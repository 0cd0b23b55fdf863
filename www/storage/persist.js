// Keeps a game on the device: <urim-game persist="key"> saves its record, match
// points and the visitor's settings in localStorage under that key, and reads them
// back on the next visit. Storage that is refused, full or holding something else
// never stops the game: reading gives null, writing gives false, and `problem`
// names what went wrong so that the element can say so. Nothing is thrown away: a
// value that cannot be read (garbage, or another version's) is set aside under
// `<key>:unread` before this version writes its own.

/** The shape of what is kept; a saved value of another version is not read. */
const VERSION = 1;

/** Where a value that could not be read is set aside. */
export const SET_ASIDE = ':unread';

/**
 * What can go wrong, by the words key that tells it: the browser's storage is full,
 * refused (a sandboxed frame, blocked storage), held garbage, or held another
 * version's game.
 */
export const PROBLEMS = Object.freeze({
  full: 'storageFull',
  refused: 'storageRefused',
  corrupt: 'storageCorrupt',
  otherVersion: 'storageOtherVersion',
});

/**
 * @typedef {keyof typeof PROBLEMS} Problem
 * @typedef {{ record: string, match: { south: number, north: number }, settings: Record<string, unknown> }} Game
 * @typedef {Game & { n: number }} Kept a game and its version: the count of changes kept under the key (storage/tabs.js)
 */

/** The browser's localStorage, or null where it is refused (a sandboxed frame, blocked storage). */
function localStore() {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** More match points than any series of games on one device comes to: a kept number beyond it was not ours. */
const MAX_MATCH_POINTS = 1_000_000;

/**
 * Whether `n` reads as saved match points: a whole number from 0 to MAX_MATCH_POINTS.
 * @param {unknown} n
 * @returns {n is number}
 */
const isPoints = (n) => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MAX_MATCH_POINTS;

/**
 * The saved match points of one side: none saved reads as 0; anything else that is
 * not points makes the kept value unreadable (null).
 * @param {unknown} n
 * @returns {number | null}
 */
const points = (n) => (n === undefined ? 0 : isPoints(n) ? n : null);

/**
 * The kept version: none saved (an earlier version of Urim) reads as 0; anything
 * but a whole number from 0 to 2^53 makes the kept value unreadable (null).
 * @param {unknown} n
 * @returns {number | null}
 */
const version = (n) => (n === undefined ? 0 : Number.isSafeInteger(n) && /** @type {number} */ (n) >= 0 ? /** @type {number} */ (n) : null);

/**
 * Whether `error` is the browser saying its storage is full.
 * @param {any} error what was thrown (anything)
 */
const isFull = (error) => error?.name === 'QuotaExceededError' || error?.code === 22 || error?.name === 'NS_ERROR_DOM_QUOTA_REACHED';

/**
 * Reads a kept value's text: { kept } when it is ours, { problem } ('corrupt' or
 * 'otherVersion') when it is not.
 * @param {string} text
 * @returns {{ kept: Kept, problem?: undefined } | { problem: 'corrupt' | 'otherVersion', kept?: undefined }}
 */
export function readKept(text) {
  let kept;
  try {
    kept = JSON.parse(text);
  } catch {
    return { problem: 'corrupt' };
  }
  if (!kept || typeof kept !== 'object') return { problem: 'corrupt' };
  if (kept.v !== VERSION) return { problem: Number.isInteger(kept.v) ? 'otherVersion' : 'corrupt' };
  if (typeof kept.record !== 'string') return { problem: 'corrupt' };
  const settings = kept.settings && typeof kept.settings === 'object' ? kept.settings : {};
  if (kept.match !== undefined && (kept.match === null || typeof kept.match !== 'object')) return { problem: 'corrupt' };
  const [south, north, n] = [points(kept.match?.south), points(kept.match?.north), version(kept.n)];
  if (south === null || north === null || n === null) return { problem: 'corrupt' };
  return { kept: { record: kept.record, match: { south, north }, settings, n } };
}

/**
 * A saved game under `key`: { load, save, problem, key }.
 * @param {string} key
 * @param {Storage | null} [storage]
 */
export function gameStore(key, storage = localStore()) {
  return {
    key,
    /** What went wrong last (a key of PROBLEMS), or null. */
    problem: /** @type {Problem | null} */ (storage ? null : 'refused'),
    /**
     * The text kept under the key: null when none, undefined (with `problem` set) when the browser refused.
     * @returns {string | null | undefined}
     */
    read() {
      try {
        return storage?.getItem(key) ?? null;
      } catch {
        this.problem = 'refused';
        return undefined;
      }
    },
    /**
     * The kept { record, match: { south, north }, settings, n } or null when nothing
     * (or nothing readable) is kept; an unreadable value is set aside, unless
     * `peek` (another tab's latest, say, is only looked at).
     * @returns {Kept | null}
     */
    load(peek = false) {
      const text = this.read();
      const { kept, problem } = text == null ? {} : readKept(text);
      if (!kept && problem && !peek) {
        this.problem = problem;
        this.setAside(/** @type {string} */ (text));
      }
      return kept ?? null;
    },
    /**
     * Keeps `record`, `match` and `settings` as version `n`, in one write; false
     * (with `problem` set) when the browser refused.
     * @param {Kept} kept
     */
    save({ record, match, settings, n }) {
      if (!storage) return false;
      try {
        storage.setItem(key, JSON.stringify({ v: VERSION, n, record, match, settings }));
        if (this.problem === 'full' || this.problem === 'refused') this.problem = null;
        return true;
      } catch (error) {
        this.problem = isFull(error) ? 'full' : 'refused';
        return false;
      }
    },
    /**
     * Moves an unreadable value out of the way, so that saving does not destroy it.
     * @param {string} text
     */
    setAside(text) {
      try {
        storage?.setItem(`${key}${SET_ASIDE}`, text);
        storage?.removeItem(key);
      } catch {
        /* no room to set it aside: it stays where it is until overwritten */
      }
    },
    /** Sets the kept value aside as unreadable (its record does not read), so that the next save does not destroy it. */
    putAside() {
      const text = this.read();
      if (text == null) return;
      this.problem = 'corrupt';
      this.setAside(text);
    },
  };
}
