// Attract mode for <urim-game demo>: while nobody plays, the computer plays both
// sides, game after game, with the move words shown large and a line inviting a
// visitor in. The first touch or key on the element gives South to the visitor,
// against the element's `opponent` level; after `idle` seconds untouched the
// demonstration comes back. Games start at a human pace at every speed, and none
// while the page is hidden: the demonstration sleeps until it is seen again.
// Loaded only by elements that ask for it; it reaches the element only through the
// small host that game-kiosk.js gives it.

/** The levels of the two sides: weak enough to leave captures about, strong enough to take them. */
export const DEMO_LEVELS = Object.freeze({ south: 2, north: 3 });

/** How long a finished game stays on show before the next one (ms, divided by the speed). */
const NEXT_GAME_MS = 6000;
/**
 * The least wait before the next game, whatever the speed (ms): at speed 0 or a very
 * high one, a game starts about once a second at most, a pace a visitor can follow,
 * not as fast as the machine can play.
 */
const LEAST_NEXT_GAME_MS = 1000;

/** The input that takes over from the demonstration. */
const TAKE_OVER = ['pointerdown', 'keydown'];

export class Attract {
  /**
   * @param {object} host
   * @param {HTMLElement} host.element where a touch or key takes over
   * @param {() => number} host.speed the animation speed factor
   * @param {(levels: { south: number, north: number }, reason: string) => void} host.demoGame a new game of the demonstration
   * @param {() => void} host.visitorGame the visitor's game, after a touch
   * @param {() => void} host.endDemo ends the demonstration, the game staying
   */
  constructor(host) {
    this.host = host;
    this.running = false;
    this.timer = 0;
    /** The reason of the game that waits for the page to be seen again, or null. @type {string | null} */
    this.asleep = null;
    const doc = host.element.ownerDocument;
    this.doc = doc;
    this.onVisibility = () => {
      if (doc.visibilityState !== 'visible' || this.asleep === null) return;
      const reason = this.asleep;
      this.asleep = null;
      this.nextGame(reason);
    };
    doc.addEventListener('visibilitychange', this.onVisibility);
    /** @param {Event} e */
    this.onInput = (e) => this.takeOver(e);
    // A key pressed while nothing else has the focus counts as a touch on the element.
    /** @param {Event} e */
    this.onPageKey = (e) => {
      if (doc.activeElement === doc.body || doc.activeElement === null) this.takeOver(e);
    };
    for (const type of TAKE_OVER) host.element.addEventListener(type, this.onInput, { capture: true });
    doc.addEventListener('keydown', this.onPageKey);
  }

  /**
   * Starts (or restarts) the demonstration with a new game; its newgame event gives
   * `reason` ('idle' when it comes back after a visitor's pause, else 'demo').
   */
  start(reason = 'demo') {
    this.running = true;
    this.nextGame(reason);
  }

  /**
   * A new game between the two computer players.
   * @param {string} reason
   */
  nextGame(reason) {
    clearTimeout(this.timer);
    if (!this.running) return;
    if (this.doc.visibilityState === 'hidden') {
      this.asleep = reason; // nobody sees it: the next game waits for the page to show
      return;
    }
    this.host.demoGame(DEMO_LEVELS, reason);
  }

  /** After a game of the demonstration ends: the next one, once the final board has been seen. */
  gameOver() {
    if (!this.running) return;
    clearTimeout(this.timer);
    const speed = this.host.speed();
    this.timer = setTimeout(() => this.nextGame('demo'), Math.max(LEAST_NEXT_GAME_MS, speed > 0 ? NEXT_GAME_MS / speed : 0));
  }

  /**
   * A visitor's first touch or key: the demonstration stops and a new game begins,
   * the visitor playing South. The touch itself plays no move.
   * @param {Event} e
   */
  takeOver(e) {
    if (!this.running) return;
    e.stopPropagation();
    if (e.type === 'pointerdown') e.preventDefault();
    this.running = false;
    this.asleep = null;
    clearTimeout(this.timer);
    this.host.visitorGame();
  }

  /** Ends the demonstration, leaving the game as it is. */
  stop() {
    const was = this.running;
    this.running = false;
    this.asleep = null;
    clearTimeout(this.timer);
    if (was) this.host.endDemo();
  }

  /** Stops listening (the element left the page, or `demo` was removed). */
  destroy() {
    this.stop();
    const { element } = this.host;
    for (const type of TAKE_OVER) element.removeEventListener(type, this.onInput, { capture: true });
    element.ownerDocument.removeEventListener('keydown', this.onPageKey);
    element.ownerDocument.removeEventListener('visibilitychange', this.onVisibility);
  }
}
