// The engine's heartbeat: finds a worker that is alive but silent (hung in a loop,
// paused in a debugger) while a job waits on it, which neither its Web Lock nor an
// error event would ever tell. While the engine has a job pending, the page pings
// the worker once a beat; the worker answers 'pong' between two slices of its work
// (urim-worker.js), so a healthy one answers within a slice. A worker is silent
// when a ping has gone unanswered, and nothing at all was heard from it, for
// SILENT_MS of real time.
//
// Real time, not the page's clock: a test's fake clock (Playwright's page.clock
// fakes the timers, Date and performance.now) may jump minutes ahead while a
// healthy worker thinks (and it fakes events' time stamps too). Silence is
// measured with the time a new File is stamped with, which the browser takes from
// the system's clock; only the beats are scheduled with the page's timers, fake or
// not. That clock is not monotonic: a jump of it, either way, only starts the wait
// again (below). And silence is judged only in a message task
// (a probe through a MessageChannel, posted at a beat), queued after any answer
// the worker had sent by then, so that a page that was itself too busy to read
// its messages never takes an answer not read yet for silence. A gap between two
// beats of more than BEAT_GAP_MS of real time, or one back in time (a page held, a
// hidden tab, a fake clock paused, the system's clock set), starts the wait again,
// so that only silence watched beat after beat counts.

import { pingMessage } from './urim-messages.js';

/** How often the page pings a worker while a job is pending, in ms of the page's timers. */
export const BEAT_MS = 1_000;
/** How long a worker may leave a ping unanswered, and say nothing, before it is taken for dead, in ms of real time. */
export const SILENT_MS = 15_000;
/** A gap between two beats longer than this (real ms) starts the wait for an answer again. */
const BEAT_GAP_MS = 5_000;

/**
 * Real time in ms, from the system's clock: a new File's time stamp, which no fake
 * clock of the page (timers, Date, performance.now, events' time stamps) changes.
 * @returns {number}
 */
export const realNow = () => new File([], 'urim-heartbeat').lastModified;

/** What the heartbeat asks of the engine. @typedef {{ busy(): boolean, silent(): void, silentAfter?: number, now?: () => number }} HeartbeatOwner */

export class Heartbeat {
  /**
   * @param {{ postMessage(message: object): void }} worker the worker pinged
   * @param {HeartbeatOwner} owner `busy`: whether a job waits on the worker (and it
   *   has loaded); `silent`: called once when the worker is found silent;
   *   `silentAfter`: SILENT_MS unless given; `now`: the real clock (realNow unless given)
   */
  constructor(worker, { busy, silent, silentAfter = SILENT_MS, now = realNow }) {
    this.now = now;
    this.worker = worker;
    this.busy = busy;
    this.silent = silent;
    this.silentAfter = silentAfter;
    /** Real time the worker was last heard from. */
    this.heard = this.now();
    /** Real time the ping not answered yet was sent, or null when none waits. @type {number | null} */
    this.asked = null;
    /** Real time of the last beat, or null before the first (or after a pause). @type {number | null} */
    this.lastBeat = null;
    /** @type {ReturnType<typeof setTimeout> | null} */
    this.timer = null;
    this.stopped = false;
    this.probe = new MessageChannel();
    this.probe.port1.onmessage = (event) => this.judge(/** @type {number} */ (event.data));
  }

  /** The worker said something (anything): it is alive. */
  heardFrom() {
    this.heard = this.now();
  }

  /** The worker answered the ping. */
  answered() {
    this.asked = null;
    this.heardFrom();
  }

  /** Beats while a job is pending (called when one is asked, and when the worker is ready). */
  start() {
    if (this.timer !== null || this.stopped) return;
    this.timer = setTimeout(() => this.beat(), BEAT_MS);
  }

  /** One beat: a ping when none waits, else a probe that judges the silence once read. */
  beat() {
    this.timer = null;
    if (this.stopped) return;
    if (!this.busy()) {
      this.lastBeat = null; // the next beats start afresh
      return;
    }
    const now = this.now();
    const gap = this.lastBeat === null ? 0 : now - this.lastBeat;
    if ((gap > BEAT_GAP_MS || gap < 0) && this.asked !== null) this.asked = now;
    if (gap < 0) this.heard = now;
    this.lastBeat = now;
    if (this.asked === null) {
      this.asked = now;
      this.worker.postMessage(pingMessage());
    } else this.probe.port2.postMessage(now);
    this.start();
  }

  /**
   * Reads a probe posted at real time `at`: every message the worker had sent by
   * then has been read before it. Silent when, at `at`, the ping had waited and
   * nothing had been heard for longer than allowed.
   * @param {number} at
   */
  judge(at) {
    if (this.stopped || this.asked === null || !this.busy()) return;
    if (at - Math.max(this.heard, this.asked) <= this.silentAfter) return;
    this.stop();
    this.silent();
  }

  /** Stops for good (the worker ended or was replaced). */
  stop() {
    this.stopped = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.probe.port1.close();
  }
}
