// The move being shown on the board, one at a time: its report read once into a
// timeline (timeline.js), then played by the clock, each seed landed and each pit
// taken told as it happens, or step by step, each step told, next() and back()
// going through them. It keeps what the move started from and where it stands;
// the view draws the frame it gives and knows nothing of the steps.
import { frameAt, frameOfStep, stepTotal, timeline } from './timeline.js';

/**
 * @typedef {import('../types/front.js').MoveReport} MoveReport
 * @typedef {import('./timeline.js').Seeds} Seeds
 * @typedef {import('./timeline.js').Timing} Timing
 * @typedef {import('./config.js').Anim} Anim
 * @typedef {import('./config.js').ViewStep} ViewStep
 * @typedef {import('./config.js').Emit} Emit
 */

export class MoveShow {
  /**
   * @param {{ emit: Emit, invalidate: () => void }} host the view: `emit` tells its listeners, `invalidate` asks for a frame
   */
  constructor(host) {
    this.host = host;
    /** @type {Anim | null} */
    this.anim = null; // the move being shown: { tl, before, finish, start | at, stepped }
  }

  /**
   * Shows `report`, played from the seeds `before`: timed by `timing`, or one step
   * at a time when `timing` is null. `done` runs when it ends (played out, or cut
   * short by skip()), just before the promise resolves.
   * @param {MoveReport} report
   * @param {Seeds} before
   * @param {Timing | null} timing
   * @param {() => void} done
   * @returns {Promise<void>}
   */
  start(report, before, timing, done) {
    this.skip();
    return new Promise((resolve) => {
      this.anim = {
        tl: timeline(report, timing ?? undefined),
        before,
        stepped: !timing,
        at: 0,
        start: performance.now(),
        heard: { landed: 0, taken: 0 },
        finish: () => {
          this.anim = null;
          done();
          resolve();
        },
      };
      if (!timing) this.showStep();
      else this.host.invalidate();
    });
  }

  /** Draws the step the stepped move is at, and tells the listeners. */
  showStep() {
    // Called only while a move is stepped.
    const a = /** @type {Anim} */ (this.anim);
    this.host.invalidate();
    const { kind, index, landed, taken } = a.tl.steps[a.at];
    /** @type {ViewStep} */
    const step = { kind, index, landed, taken, at: a.at, count: stepTotal(a.tl, a.at) };
    queueMicrotask(() => {
      if (this.anim === a) this.host.emit('step', step);
    });
  }

  /** The next step of a stepped move (past the last, the move ends). Returns whether a move was being stepped. */
  next() {
    const a = this.anim;
    if (!a?.stepped) return false;
    if (a.at + 1 >= a.tl.steps.length) a.finish();
    else {
      a.at += 1;
      this.showStep();
    }
    return true;
  }

  /** Back one step of a stepped move. Returns whether it went back. */
  back() {
    const a = this.anim;
    if (!a?.stepped || a.at === 0) return false;
    a.at -= 1;
    this.showStep();
    return true;
  }

  /** Ends the move on show at once (its promise resolves). */
  skip() {
    if (this.anim) this.anim.finish();
  }

  /**
   * The seeds and marks of the move being shown at `now`, or null when none is.
   * @param {number} now
   */
  frame(now) {
    const a = this.anim;
    if (!a) return null;
    if (a.stepped) return frameOfStep(a.tl, a.before, a.at);
    const frame = frameAt(a.tl, a.before, now - a.start);
    if (!frame) {
      // The move's end: every seed and pit not heard yet (a slow frame passed them) is heard now.
      const { report } = a.tl;
      this.hear(a, report.sown.length, report.grandSlam ? 0 : report.chain.length);
      queueMicrotask(() => a.finish());
      return { pits: report.pits, stores: report.stores };
    }
    this.hear(a, frame.landed, frame.taken);
    return frame;
  }

  /**
   * Tells the listeners of each seed landed ('land') and each pit taken ('take') since the last frame.
   * @param {Anim} a
   * @param {number} landed
   * @param {number} taken
   */
  hear(a, landed, taken) {
    const heard = a.heard;
    a.heard = { landed, taken };
    if (landed > heard.landed) queueMicrotask(() => this.host.emit('land', { n: landed }));
    if (taken > heard.taken) queueMicrotask(() => this.host.emit('take', { n: taken }));
  }
}
