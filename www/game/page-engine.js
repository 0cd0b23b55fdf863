// The one engine of a page: one worker (urim-engine.js's Engine) shared by every
// <urim-game> of the page, started when the first game needs it. Each game is a
// member with an owner number of its own: its jobs queue in the worker beside the
// others' (searches first, so a visitor's reply and a hint go before analyses), and
// it stops only its own. The endgame tables of a board size are built once per
// page. The engine's messages (table progress, a restart, a move to the page's
// thread) go to every member. When the last member leaves, the worker ends; it ends
// too when the page goes away (pagehide), so a removed frame leaves no worker behind.

import { loadTimeout } from './loading.js';

/** @typedef {import('../pkg/urim-engine.js').Engine} Engine */
/** @typedef {import('../pkg/urim-engine.js').EngineMessage} EngineMessage */
/** @typedef {() => Promise<typeof import('../pkg/urim-engine.js').Engine>} Front */
/** A game that shares the engine: its owner number, and what it hears. @typedef {{ owner: number, hear(message: EngineMessage): void }} Member */

export class PageEngine {
  /** @param {Front} front loads the worker's front */
  constructor(front) {
    this.front = front;
    /** @type {Promise<Engine> | null} the engine, once asked for (a failed load is tried again next time) */
    this.engine = null;
    /** @type {Set<Member>} */
    this.members = new Set();
    /** Board sizes whose endgame tables this engine was asked to build. @type {Set<number>} */
    this.prepared = new Set();
    this.owners = 0;
    /** Whether an end is due once the current task is over (the last member left). */
    this.ending = false;
  }

  /** A new owner number, one per member. */
  newOwner() {
    this.owners += 1;
    return this.owners;
  }

  /**
   * The engine, started on first use, with `member` among those it serves. Calls made
   * while its front loads reach it in the order they were made.
   * @param {Member} member
   * @returns {Promise<Engine>}
   */
  worker(member) {
    this.members.add(member);
    if (!this.engine) {
      const engine = this.front().then((Engine) => {
        const started = new Engine({ answerWithin: loadTimeout() });
        started.listen((message) => {
          for (const m of this.members) m.hear(message);
        });
        return started;
      });
      engine.catch(() => {
        if (this.engine === engine) this.engine = null;
      });
      this.engine = engine;
    }
    return this.engine;
  }

  /**
   * Has the engine build the endgame tables of `holes` pits a row in its spare
   * time, once per page and board size (a search that comes first goes ahead
   * without them).
   * @param {Member} member who asks
   * @param {6 | 7} holes
   */
  prepare(member, holes) {
    if (this.prepared.has(holes)) {
      this.members.add(member);
      return;
    }
    this.prepared.add(holes);
    this.worker(member)
      .then((engine) => engine.buildTables(holes))
      .catch(() => {}); // rejected only when the engine ended (or its front could not load)
  }

  /**
   * Stops `member`'s jobs: they answer with what they have; the others' go on.
   * @param {Member} member
   */
  stop(member) {
    this.engine?.then(
      (engine) => engine.stop(member.owner),
      () => {},
    );
  }

  /**
   * `member` leaves: its jobs stop. Once the last has left (and none came back
   * within the task, as a game moved in the page does), the worker ends.
   * @param {Member} member
   */
  leave(member) {
    if (!this.members.delete(member)) return;
    this.stop(member);
    if (this.members.size > 0 || this.ending) return;
    this.ending = true;
    setTimeout(() => {
      this.ending = false;
      if (this.members.size === 0) this.end();
    }, 0);
  }

  /** Ends the worker (jobs not answered are rejected); the next job starts a new one. */
  end() {
    this.engine?.then(
      (engine) => engine.terminate(),
      () => {},
    );
    this.engine = null;
    this.prepared = new Set();
  }
}

/** The page's engine, made by the first game that asks. @type {PageEngine | null} */
let shared = null;

/**
 * The engine of this page (this realm: a frame has its own), made on first call.
 * It ends with the page: a page hidden for good, or a frame removed.
 * @param {Front} front loads the worker's front
 * @returns {PageEngine}
 */
export function pageEngine(front) {
  if (!shared) {
    const made = new PageEngine(front);
    // A page kept in the back-forward cache keeps its worker; a page left for good, or a removed frame, does not.
    globalThis.addEventListener?.('pagehide', (event) => {
      if (!(/** @type {PageTransitionEvent} */ (event).persisted)) made.end();
    });
    shared = made;
  }
  return shared;
}
