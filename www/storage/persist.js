// Keeps a game on the device: <urim-game persist="key"> saves its record, match
// points and the visitor's settings in localStorage under that key, and reads them
// back on the next visit. Storage that is refused, full or holding something else
// never stops the game: reading gives null, writing gives false.

/** The shape of what is kept; a saved value of another version is not read. */
const VERSION = 1;

/** The browser's localStorage, or null where it is refused (a sandboxed frame, blocked storage). */
function localStore() {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** A whole number of 0 or more, else 0 (saved match points). */
const count = (n) => (Number.isInteger(n) && n >= 0 ? n : 0);

/** A saved game under `key`: { load, save, clear }. */
export function gameStore(key, storage = localStore()) {
  return {
    /**
     * The kept { record, match: { south, north }, settings } or null when nothing
     * (or nothing readable) is kept; an unreadable value is removed.
     */
    load() {
      let text;
      try {
        text = storage?.getItem(key) ?? null;
      } catch {
        return null;
      }
      if (text === null) return null;
      try {
        const kept = JSON.parse(text);
        if (kept?.v !== VERSION || typeof kept.record !== 'string') throw new Error('not ours');
        const settings = kept.settings && typeof kept.settings === 'object' ? kept.settings : {};
        return { record: kept.record, match: { south: count(kept.match?.south), north: count(kept.match?.north) }, settings };
      } catch {
        this.clear();
        return null;
      }
    },
    /** Keeps `record`, `match` and `settings`; false when the browser refused. */
    save({ record, match, settings }) {
      try {
        storage?.setItem(key, JSON.stringify({ v: VERSION, record, match, settings }));
        return !!storage;
      } catch {
        return false;
      }
    },
    /** Forgets the kept game. */
    clear() {
      try {
        storage?.removeItem(key);
      } catch { /* nothing kept anyway */ }
    },
  };
}
