// Attract mode for <urim-game demo>: while nobody plays, the computer plays both
// sides, game after game, with the move words shown large and a line inviting a
// visitor in. The first touch or key on the element gives South to the visitor,
// against the element's `opponent` level; after `idle` seconds untouched the
// demonstration comes back. Loaded only by elements that ask for it.

/** The levels of the two sides: weak enough to leave captures about, strong enough to take them. */
export const DEMO_LEVELS = Object.freeze({ south: 2, north: 3 });

/** How long a finished game stays on show before the next one (ms, divided by the speed). */
const NEXT_GAME_MS = 6000;

/** The input that takes over from the demonstration. */
const TAKE_OVER = ['pointerdown', 'keydown'];

export class Attract {
  /** @param {import('../elements/game-element.js').UrimGame} game the element it runs in */
  constructor(game) {
    this.game = game;
    this.running = false;
    this.timer = 0;
    this.onInput = (e) => this.takeOver(e);
    // A key pressed while nothing else has the focus counts as a touch on the element.
    this.onPageKey = (e) => {
      const active = game.ownerDocument.activeElement;
      if (active === game.ownerDocument.body || active === null) this.takeOver(e);
    };
    for (const type of TAKE_OVER) game.addEventListener(type, this.onInput, { capture: true });
    game.ownerDocument.addEventListener('keydown', this.onPageKey);
  }

  /**
   * Starts (or restarts) the demonstration with a new game; its newgame event gives
   * `reason` ('idle' when it comes back after a visitor's pause, else 'demo').
   */
  start(reason = 'demo') {
    const { game } = this;
    this.running = true;
    game.session.demo = DEMO_LEVELS;
    game.el.frame.classList.add('demo');
    this.nextGame(reason);
  }

  /** A new game between the two computer players, with no match points carried over. */
  nextGame(reason) {
    clearTimeout(this.timer);
    const { game } = this;
    if (!this.running || !game.api) return;
    game.session.start(game.freshGame());
    game.session.match = { south: 0, north: 0 };
    game.afterStart(reason);
    game.el.words.textContent = game.t('demoPlaying');
  }

  /** After a game of the demonstration ends: the next one, once the final board has been seen. */
  gameOver() {
    if (!this.running) return;
    clearTimeout(this.timer);
    const speed = this.game.settings.speed;
    this.timer = setTimeout(() => this.nextGame('demo'), speed > 0 ? NEXT_GAME_MS / speed : 0);
  }

  /**
   * A visitor's first touch or key: the demonstration stops and a new game begins,
   * the visitor playing South. The touch itself plays no move.
   */
  takeOver(e) {
    if (!this.running) return;
    e.stopPropagation();
    if (e.type === 'pointerdown') e.preventDefault();
    this.stop();
    const { game } = this;
    game.session.player = 'south';
    if (game.getAttribute('player') !== null && game.getAttribute('player') !== 'south') game.reflect('player', 'south');
    game.settings.player = 'south';
    game.session.opponent = game.settings.opponent;
    game.session.start(game.freshGame());
    game.afterStart('visitor');
  }

  /** Ends the demonstration, leaving the game as it is. */
  stop() {
    this.running = false;
    clearTimeout(this.timer);
    this.game.session.demo = null;
    this.game.session.interrupt();
    this.game.el.frame.classList.remove('demo');
  }

  /** Stops listening (the element left the page, or `demo` was removed). */
  destroy() {
    this.stop();
    for (const type of TAKE_OVER) this.game.removeEventListener(type, this.onInput, { capture: true });
    this.game.ownerDocument.removeEventListener('keydown', this.onPageKey);
  }
}
