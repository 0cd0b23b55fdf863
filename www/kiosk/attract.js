// Attract mode for <urim-game demo>: while nobody plays, the computer plays both
// sides, game after game, with the move words shown large and a line inviting a
// visitor in. The first touch or key on the element gives South to the visitor,
// against the element's `opponent` level; after `idle` seconds untouched the
// demonstration comes back. Loaded only by elements that ask for it; it reaches
// the element only through the small host that game-kiosk.js gives it.

/** The levels of the two sides: weak enough to leave captures about, strong enough to take them. */
export const DEMO_LEVELS = Object.freeze({ south: 2, north: 3 });

/** How long a finished game stays on show before the next one (ms, divided by the speed). */
const NEXT_GAME_MS = 6000;

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
    const doc = host.element.ownerDocument;
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
    if (this.running) this.host.demoGame(DEMO_LEVELS, reason);
  }

  /** After a game of the demonstration ends: the next one, once the final board has been seen. */
  gameOver() {
    if (!this.running) return;
    clearTimeout(this.timer);
    const speed = this.host.speed();
    this.timer = setTimeout(() => this.nextGame('demo'), speed > 0 ? NEXT_GAME_MS / speed : 0);
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
    clearTimeout(this.timer);
    this.host.visitorGame();
  }

  /** Ends the demonstration, leaving the game as it is. */
  stop() {
    const was = this.running;
    this.running = false;
    clearTimeout(this.timer);
    if (was) this.host.endDemo();
  }

  /** Stops listening (the element left the page, or `demo` was removed). */
  destroy() {
    this.stop();
    const { element } = this.host;
    for (const type of TAKE_OVER) element.removeEventListener(type, this.onInput, { capture: true });
    element.ownerDocument.removeEventListener('keydown', this.onPageKey);
  }
}
