// One game kept under a `persist` key, shared by every tab (or window) of the
// browser that shows it. Each kept change has a version number, one more than the
// change it was made on top of; a change made on top of anything but the latest is
// refused, never written over it, and the tab that made it is handed the latest.
//
// Who decides: where the browser has Web Locks and BroadcastChannel, the tab that
// holds the key's lock is the single writer. The others send it their changes on
// the key's channel and hear back, on the same channel, every change it kept:
// they follow each with one update. When the writer's tab closes, the lock passes
// to another tab, which picks up from the latest version it heard of or finds kept,
// shows it if it is behind, and tells it to the others (a tab that opened while no
// tab held the lock has heard nothing yet). A kept change carries the names of the
// last changes in it, so that one kept by the writer that closed before its answer
// arrived is answered "kept" by the next, not refused as made on an older version.
// A tab that joins looks at what is kept first: it never waits for a writer to
// hear of the latest.
//
// The fallback, where either is missing (pages served over plain http have no Web
// Locks): each tab writes for itself, after checking that the kept version is still
// the one its game is on, and follows the `storage` event. The check and the write
// are not one step across tabs there, so two changes made within the same moment
// in two tabs can still both be written; the later one then wins.

/** The prefix of the lock's and the channel's names; the key follows it. */
const NAME = 'urim-game persist:';

/** How many of the last changes' names a kept game carries: more than the changes a tab can have awaiting an answer. */
export const KEPT_NAMES = 16;

/**
 * @typedef {import('./persist.js').Game} Game
 * @typedef {import('./persist.js').Kept} Kept
 * @typedef {ReturnType<typeof import('./persist.js').gameStore>} Store
 * @typedef {{ kept: true, problem: import('./persist.js').Problem | null } | { kept: false }} Outcome
 *   a change kept (with the storage's problem when the browser refused to write it), or refused
 * @typedef {(kept: Kept) => void} Follow called with another tab's change, newer than the tab's game
 * @typedef {{ id: string, base: number, game: Game }} Proposal a change made on top of version `base`
 * @typedef {{ n: number, game: Game | null, ids: string[] }} Latest a version, its game, and the names of the last changes in it
 * @typedef {{ type: 'hello' } | { type: 'writer' } | ({ type: 'propose' } & Proposal)
 *   | { type: 'kept', to: string | null, id: string | null, n: number, game: Game, ids: string[], problem: import('./persist.js').Problem | null }
 *   | { type: 'refused', to: string, id: string, n: number, game: Game | null, ids: string[] }} Said
 *   what the tabs say to each other: a tab opened (hello), the writer changed, a change proposed, kept or refused
 * @typedef {Said & { from: string }} Message what a tab said, with its name
 * @typedef {WriterShare | StorageShare} Share
 */

/** A name for this tab among the others, for the answers meant for it. */
const tabName = () => Math.random().toString(36).slice(2) + Date.now().toString(36);

/**
 * The game of a kept value, without its version and names.
 * @param {Game} kept
 * @returns {Game}
 */
const gameOf = ({ record, match, settings }) => ({ record, match, settings });

/**
 * Whether `a` and `b` are the same game (record, match points and settings).
 * @param {Game} a
 * @param {Game} b
 */
const sameGame = (a, b) => JSON.stringify(gameOf(a)) === JSON.stringify(gameOf(b));

/**
 * Shares the game kept in `store` with the other tabs: `version` is the version the
 * tab's game is on (0 when nothing was kept), `follow` shows another tab's change.
 * @param {Store} store
 * @param {number} version
 * @param {Follow} follow
 * @returns {Share}
 */
export function shareGame(store, version, follow) {
  const locks = globalThis.navigator?.locks;
  if (locks && typeof BroadcastChannel === 'function') return new WriterShare(store, version, follow, locks);
  return new StorageShare(store, version, follow);
}

/** Tabs that share through a single writer, chosen by a Web Lock, over a BroadcastChannel. */
class WriterShare {
  /**
   * @param {Store} store
   * @param {number} version
   * @param {Follow} follow
   * @param {LockManager} locks
   */
  constructor(store, version, follow, locks) {
    this.store = store;
    this.version = version;
    this.follow = follow;
    this.me = tabName();
    this.count = 0;
    /** @type {Map<string, { proposal: Proposal, done: (outcome: Outcome) => void }>} the changes awaiting the writer's answer */
    this.waiting = new Map();
    /** @type {Latest} the latest version heard of (the writer's: the latest there is) */
    this.latest = { n: version, game: null, ids: [] };
    this.writing = false;
    /** @type {Promise<unknown>} this tab's changes, proposed one at a time: each on top of the one before */
    this.line = Promise.resolve();
    /** How many times this tab followed another's change: a change queued before that no longer stands on the game on show. */
    this.followed = 0;
    this.channel = new BroadcastChannel(NAME + store.key);
    this.channel.onmessage = (/** @type {MessageEvent<Message>} */ e) => this.heard(e.data);
    this.stop = new AbortController();
    /** @type {(() => void) | null} */
    this.release = null;
    locks
      .request(NAME + store.key, { signal: this.stop.signal }, () => new Promise((release) => this.write(() => release(undefined))))
      .catch(() => {
        // Closed before the lock came: nothing to release. Refused (a frame of no
        // origin of its own): this tab decides for itself, as if alone.
        if (!this.stop.signal.aborted) this.write(() => {});
      });
  }

  /**
   * Catches up with the latest version: the one kept, when it is newer than the
   * tab's game (in the line of this tab's changes: one made before is refused), and
   * the writer's, which it answers with.
   */
  catchUp() {
    this.line = this.line.then(() => this.found()).catch(() => {}); // (a game that does not show: the line goes on)
    this.post({ type: 'hello' });
  }

  /** Takes in the version kept, and follows it when it is newer than the tab's game. */
  found() {
    const kept = this.store.load(true);
    if (kept && kept.n > this.latest.n) this.latest = { n: kept.n, game: gameOf(kept), ids: kept.ids ?? [] };
    this.behind();
  }

  /** Follows the latest version heard of when the tab's game is older. */
  behind() {
    const { n, game } = this.latest;
    if (n <= this.version || !game) return;
    this.version = n;
    this.followed += 1;
    this.follow({ ...game, n });
  }

  /**
   * Sends `message` to the other tabs.
   * @param {Said} message
   */
  post(message) {
    this.channel.postMessage({ ...message, from: this.me });
  }

  /**
   * Keeps `game`, made on top of the tab's game: resolves with the outcome once the
   * writer answered. A tab's changes go one at a time, each proposed once the one
   * before it is answered, so that a move made at once after a new game stands on
   * that game's version. Refused when another tab's change came first: that game
   * has been followed by then, and the changes still queued here are refused too.
   * @param {Game} game
   * @returns {Promise<Outcome>}
   */
  keep(game) {
    const followed = this.followed;
    /** @type {Promise<Outcome>} */
    const outcome = this.line.then(() => (this.followed === followed && !this.stop.signal.aborted ? this.propose(game) : { kept: false }));
    this.line = outcome;
    return outcome;
  }

  /**
   * Proposes `game` on top of the version the tab is on; resolves with the writer's answer.
   * @param {Game} game
   * @returns {Promise<Outcome>}
   */
  propose(game) {
    this.count += 1;
    const proposal = { id: `${this.me}.${this.count}`, base: this.version, game };
    return new Promise((done) => {
      this.waiting.set(proposal.id, { proposal, done });
      if (this.writing) this.decide(proposal, this.me);
      else this.post({ type: 'propose', ...proposal });
    });
  }

  /**
   * The lock came: this tab is the writer until it closes (`release` lets the lock go).
   * @param {() => void} release
   */
  write(release) {
    this.release = release;
    this.writing = true;
    const kept = this.store.load(true);
    if (kept && kept.n >= this.latest.n) this.latest = { n: kept.n, game: gameOf(kept), ids: kept.ids ?? [] };
    this.post({ type: 'writer' }); // the others send again what the last writer did not answer
    const { n, game, ids } = this.latest;
    if (game) this.post({ type: 'kept', to: null, id: null, n, game, ids, problem: null }); // a tab behind catches up
    for (const { proposal } of [...this.waiting.values()]) this.decide(proposal, this.me);
    this.behind(); // this tab too
  }

  /**
   * As the writer: keeps `proposal` of tab `from` when it is on top of the latest
   * version, else refuses it; tells every tab, this one too.
   * @param {Proposal} proposal
   * @param {string} from
   */
  decide({ id, base, game }, from) {
    const { latest } = this;
    if (base !== latest.n) {
      // Refused, with the latest game: the tab that made it takes it as kept when its name is in it.
      this.tell({ type: 'refused', to: from, id, n: latest.n, game: latest.game, ids: latest.ids });
      return;
    }
    const n = base + 1;
    const ids = [...latest.ids, id].slice(-KEPT_NAMES);
    const saved = this.store.save({ ...game, n, ids });
    this.latest = { n, game, ids };
    this.tell({ type: 'kept', to: from, id, n, game, ids, problem: saved ? null : this.store.problem });
  }

  /**
   * Sends `message` to the other tabs and takes it in here too.
   * @param {Said} message
   */
  tell(message) {
    this.post(message);
    this.heard({ ...message, from: this.me });
  }

  /**
   * A message on the key's channel.
   * @param {Message} m
   */
  heard(m) {
    if (m.type === 'hello') {
      const { n, game, ids } = this.latest;
      if (this.writing && game) this.post({ type: 'kept', to: null, id: null, n, game, ids, problem: null });
    } else if (m.type === 'writer') {
      for (const { proposal } of this.waiting.values()) this.post({ type: 'propose', ...proposal });
    } else if (m.type === 'propose') {
      if (this.writing) this.decide(m, m.from);
    } else this.answered(m);
  }

  /**
   * The writer kept or refused a change (this tab's or another's), and said which
   * game is the latest: a change of this tab's whose name that game carries is
   * kept, whatever the answer (the writer before may have kept it, and closed
   * before its answer came); the tab follows that game when it is not its own.
   * @param {Extract<Message, { type: 'kept' | 'refused' }>} m
   */
  answered(m) {
    const ids = m.ids ?? [];
    if (m.game && m.n > this.latest.n) this.latest = { n: m.n, game: m.game, ids };
    const refused = m.to === this.me && m.id !== null && !ids.includes(m.id) ? this.waiting.get(m.id) : undefined;
    const kept = [...this.waiting.values()].filter(({ proposal }) => ids.includes(proposal.id));
    for (const { proposal } of [...kept, ...(refused ? [refused] : [])]) this.waiting.delete(proposal.id);
    const problem = m.type === 'kept' && m.to === this.me ? m.problem : null;
    const own = kept.find(({ proposal }) => m.game && sameGame(proposal.game, m.game));
    if (own && m.n > this.version) this.version = m.n; // the game kept is this tab's: nothing to follow
    if (m.n > this.version && m.game) {
      this.version = m.n;
      this.followed += 1;
      this.follow({ ...m.game, n: m.n });
    }
    for (const { done } of kept) done({ kept: true, problem });
    refused?.done({ kept: false });
  }

  /** This tab no longer shows the key's game: it stops listening, and stops being the writer. */
  close() {
    this.channel.close();
    this.stop.abort();
    this.release?.();
    this.writing = false;
    for (const { done } of this.waiting.values()) done({ kept: false });
    this.waiting.clear();
  }
}

/** The fallback: each tab writes for itself, after a look at the kept version, and follows the storage event. */
class StorageShare {
  /**
   * @param {Store} store
   * @param {number} version
   * @param {Follow} follow
   */
  constructor(store, version, follow) {
    this.store = store;
    this.version = version;
    this.follow = follow;
    /** @param {StorageEvent} e */
    this.onStorage = (e) => {
      if (e.key === store.key && e.newValue !== null) this.catchUp();
    };
    globalThis.addEventListener?.('storage', this.onStorage);
  }

  /** Follows the version kept when it is newer than the tab's. */
  catchUp() {
    const kept = this.store.load(true);
    if (kept) this.newer(kept);
  }

  /**
   * Follows `kept` when it is newer than the tab's game; whether it was.
   * @param {Kept} kept
   */
  newer(kept) {
    if (kept.n <= this.version) return false;
    this.version = kept.n;
    this.follow(kept);
    return true;
  }

  /**
   * Keeps `game` unless the kept version moved on meanwhile (then that one is followed).
   * @param {Game} game
   * @returns {Promise<Outcome>}
   */
  keep(game) {
    const kept = this.store.load(true);
    if (kept && this.newer(kept)) return Promise.resolve({ kept: false });
    const n = Math.max(this.version, kept?.n ?? 0) + 1;
    const saved = this.store.save({ ...game, n });
    this.version = n;
    return Promise.resolve({ kept: true, problem: saved ? null : this.store.problem });
  }

  close() {
    globalThis.removeEventListener?.('storage', this.onStorage);
  }
}
