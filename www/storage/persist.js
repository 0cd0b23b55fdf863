// Keeps a game on the device: <urim-game persist="key"> saves its record, match
// points and the visitor's settings in localStorage under that key, and reads them
// back on the next visit. Storage that is refused, full or holding something else
// never stops the game: reading gives null, writing gives false, and `problem`
// names what went wrong so that the element can say so. A key that holds another
// program's value (not JSON that Urim wrote: every value it writes carries its
// mark, and begins so) is never moved or overwritten. Nothing of Urim's is thrown
// away: a value that cannot be read (garbage, cut short, or another version's) is
// set aside under `<key>:unread` (or `<key>:unread:2` and on, when that holds an
// earlier one) before this version writes its own; one read only in part (match
// points or a setting out of range, say) is copied there, and the rest is used.

/** The shape of what is kept; a saved value of another version is not read. */
const VERSION = 1;

/** The mark every value Urim writes carries (`by`), so that it never takes another program's key for its own. */
const MARK = 'urim';

/** Where a value that could not be read is set aside: `<key>:unread`, then `<key>:unread:2` and on. */
export const SET_ASIDE = ':unread';

/** How many values are set aside under one key at most; past it, the last slot holds the newest. */
export const SET_ASIDE_SLOTS = 10;

/**
 * The name of set-aside slot `i` (0-based) of `key`.
 * @param {string} key
 * @param {number} i
 */
export const asideSlot = (key, i) => `${key}${SET_ASIDE}${i ? `:${i + 1}` : ''}`;

/**
 * What can go wrong, by the words key that tells it: the key holds another
 * program's value (left as it is, and this game is not kept), the browser's storage is full,
 * refused (a sandboxed frame, blocked storage), held garbage, held another
 * version's game, or held a game of which a part did not read.
 */
export const PROBLEMS = Object.freeze({
  foreign: 'storageForeign',
  full: 'storageFull',
  refused: 'storageRefused',
  corrupt: 'storageCorrupt',
  otherVersion: 'storageOtherVersion',
  partial: 'storagePartRead',
});

/**
 * @typedef {keyof typeof PROBLEMS} Problem
 * @typedef {{ record: string, match: { south: number, north: number }, settings: Record<string, unknown> }} Game
 * @typedef {Game & { n: number, ids?: string[] }} Kept a game and its version: the count of changes kept under the key,
 *   and the names of the last changes in it (storage/tabs.js)
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
 * The saved match points of one side: none saved reads as 0, anything else that
 * is not points as null (not read).
 * @param {unknown} n
 * @returns {number | null}
 */
const points = (n) => (n === undefined ? 0 : isPoints(n) ? n : null);

/**
 * The kept version (storage/tabs.js): none saved (an earlier Urim) reads as 0,
 * anything but a whole number from 0 to 2^53 as null (not read).
 * @param {unknown} n
 * @returns {number | null}
 */
const version = (n) => (n === undefined ? 0 : Number.isSafeInteger(n) && /** @type {number} */ (n) >= 0 ? /** @type {number} */ (n) : null);

/** The most change names a kept value carries (storage/tabs.js keeps fewer), and the longest name. */
const MOST_NAMES = 64;
const LONGEST_NAME = 64;

/**
 * The names of the changes in a kept game (storage/tabs.js): what does not read
 * as a short list of short strings reads as none (an earlier Urim kept none).
 * @param {unknown} ids
 * @returns {string[]}
 */
const names = (ids) =>
  Array.isArray(ids) && ids.length <= MOST_NAMES && ids.every((id) => typeof id === 'string' && id.length <= LONGEST_NAME) ? ids : [];

/**
 * Whether `value` is absent or a plain object (the match points, the settings).
 * @param {unknown} value
 */
const isObject = (value) => value === undefined || (!!value && typeof value === 'object' && !Array.isArray(value));

/**
 * Whether `error` is the browser saying its storage is full.
 * @param {any} error what was thrown (anything)
 */
const isFull = (error) => error?.name === 'QuotaExceededError' || error?.code === 22 || error?.name === 'NS_ERROR_DOM_QUOTA_REACHED';

/**
 * Whether a kept value (parsed) was written by Urim: it carries the mark, or it has
 * the shape the versions before the mark wrote (a version number and a record).
 * @param {unknown} value
 */
const isOurs = (value) => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const kept = /** @type {{ by?: unknown, v?: unknown }} */ (value);
  return kept.by === MARK || (Number.isInteger(kept.v) && 'record' in kept);
};

/**
 * How every value Urim writes begins: this version's mark, or an earlier version's
 * number then its record (or kept version). A text cut short (a write cut off, a
 * tool that trims values) that begins so is Urim's, to set aside and replace.
 */
const OURS_CUT_SHORT = /^\{"(by":"urim"|v":\d+,"(n":\d+,")?record":)/;

/**
 * Whether the text kept under a key is another program's (not JSON Urim wrote, nor one cut short).
 * @param {string} text
 */
export function isForeign(text) {
  return parsed(text) === undefined;
}

/**
 * `text` parsed, when it is a value Urim wrote; null when it is one cut short;
 * undefined for another program's.
 * @param {string} text
 * @returns {any}
 */
function parsed(text) {
  try {
    const value = JSON.parse(text);
    return isOurs(value) ? value : undefined;
  } catch {
    return OURS_CUT_SHORT.test(text) ? null : undefined;
  }
}

/**
 * Reads a kept value's text: { problem: 'foreign' } when it is not Urim's; { kept } when it is ours; { problem } ('corrupt' or
 * 'otherVersion') when it is not; { kept, problem: 'partial' } when its record
 * reads but not all the rest (match points, version or settings out of range or
 * of the wrong kind): what did not read is left out (no points, version 0, no
 * settings).
 * @param {string} text
 * @returns {{ kept: Kept, problem?: 'partial' } | { problem: 'foreign' | 'corrupt' | 'otherVersion', kept?: undefined }}
 */
export function readKept(text) {
  const kept = parsed(text);
  if (kept === undefined) return { problem: 'foreign' };
  if (kept === null) return { problem: 'corrupt' }; // Urim's, cut short
  if (kept.v !== VERSION) return { problem: Number.isInteger(kept.v) ? 'otherVersion' : 'corrupt' };
  if (typeof kept.record !== 'string') return { problem: 'corrupt' };
  const match = isObject(kept.match) ? (kept.match ?? {}) : { south: NaN };
  const [south, north, n] = [points(match.south), points(match.north), version(kept.n)];
  const settings = isObject(kept.settings) ? (kept.settings ?? {}) : null;
  const both = south === null || north === null ? null : { south, north }; // one side's points alone would mislead
  const read = { record: kept.record, match: both ?? { south: 0, north: 0 }, settings: settings ?? {}, n: n ?? 0 };
  const ids = names(kept.ids);
  if (ids.length) Object.assign(read, { ids });
  return !both || n === null || !settings ? { kept: read, problem: 'partial' } : { kept: read };
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
     * (or nothing readable) is kept; an unreadable value is set aside (one read in
     * part, copied aside), unless `peek` (another tab's latest, say, is only looked at).
     * @returns {Kept | null}
     */
    load(peek = false) {
      const text = this.read();
      const { kept, problem } = text == null ? {} : readKept(text);
      if (problem === 'foreign')
        this.problem = problem; // another program's: never moved or overwritten
      else if (problem && !peek) this.putAside(problem);
      return kept ?? null;
    },
    /**
     * Keeps `record`, `match` and `settings` as version `n` (with the names of the
     * changes in it, `ids`, when given), in one write; false
     * (with `problem` set) when the browser refused.
     * @param {Kept} kept
     */
    save({ record, match, settings, n, ids }) {
      if (!storage) return false;
      try {
        const held = storage.getItem(key);
        if (held !== null && isForeign(held)) {
          this.problem = 'foreign'; // another program's value: this game is not kept over it
          return false;
        }
        storage.setItem(key, JSON.stringify({ by: MARK, v: VERSION, n, record, match, settings, ...(ids ? { ids } : {}) }));
        if (this.problem === 'full' || this.problem === 'refused' || this.problem === 'foreign') this.problem = null;
        return true;
      } catch (error) {
        this.problem = isFull(error) ? 'full' : 'refused';
        return false;
      }
    },
    /**
     * Sets the kept value aside under `<key>:unread`, so that saving does not
     * destroy it, for `problem`: it did not read, or (`partial`) only in part: then
     * it is copied aside and stays until this version writes what did read.
     * @param {Problem} [problem]
     */
    putAside(problem = 'corrupt') {
      const text = this.read();
      if (text == null || isForeign(text)) return; // nothing, or not Urim's to move
      this.problem = problem;
      try {
        // The first free slot, or the one holding this text already: an earlier value set aside is never overwritten.
        let slot = SET_ASIDE_SLOTS - 1;
        for (let i = 0; i < SET_ASIDE_SLOTS; i++) {
          const held = storage?.getItem(asideSlot(key, i));
          if (held == null || held === text) {
            slot = i;
            break;
          }
        }
        storage?.setItem(asideSlot(key, slot), text);
        if (problem !== 'partial') storage?.removeItem(key);
      } catch {
        /* no room to set it aside: it stays where it is until overwritten */
      }
    },
  };
}
