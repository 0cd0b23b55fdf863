// <urim-game> in a gallery: the idle reset, attract mode (kiosk/attract.js) and
// the sounds (sound/clicks.js), the last two loaded only when first wanted.
// Methods of UrimGame, kept apart from its wiring.
import { NO_POINTS } from '../game/session.js';
import { watchIdle } from '../kiosk/idle.js';

/** The idle reset of a kiosk or a demonstration when `idle` is not given (seconds). */
const KIOSK_IDLE_S = 120;

export const kioskMethods = {

  /** For kiosks: after `idle` seconds untouched, a fresh game (or the `position` one) and no match points. */
  startIdle() {
    this.stopIdle?.();
    const { idle, kiosk, demo } = this.settings;
    const seconds = this.hasAttribute('idle') ? idle : kiosk || demo ? KIOSK_IDLE_S : 0;
    this.stopIdle = watchIdle(this.ownerDocument, seconds, () => {
      if (this.settings.demo) {
        this.startDemo('idle'); // back after a visitor's pause: newgame says 'idle'
        return;
      }
      this.session.match = { ...NO_POINTS };
      let game = null;
      try {
        if (this.settings.position) game = this.api.Game.fromPosition(this.settings.position);
      } catch { /* named when the game began; a fresh game instead */ }
      this.session.start(game ?? this.freshGame());
      this.session.match = { ...NO_POINTS };
      this.el.moves.open = false;
      this.note('');
      this.afterStart('idle');
      this.el.words.textContent = this.t('idleReset');
    });
  },

  /** Starts attract mode (kiosk/attract.js, loaded the first time). */
  async startDemo(reason = 'demo') {
    if (!this.attract) {
      const { Attract } = await import('../kiosk/attract.js');
      if (!this.settings.demo || !this.view) return; // turned off or removed meanwhile
      this.attract ??= new Attract(this);
    }
    this.attract.start(reason);
  },

  /** Ends attract mode; the game on the board stays, for two people or against the computer. */
  stopDemo() {
    if (!this.attract?.running) return;
    this.attract.stop();
    this.refresh();
    this.session.computerTurn();
  },

  /**
   * The seed and capture sounds (sound/clicks.js, loaded when first wanted). No sound
   * is made before the visitor touches the page: the browser lets audio start only then.
   */
  async hearSound() {
    if (!this.settings.sound) {
      this.clicks?.mute();
      return;
    }
    if (!this.clicks) {
      const { Clicks } = await import('../sound/clicks.js');
      this.clicks ??= new Clicks(this.ownerDocument);
    }
    this.clicks.unmute();
  },
};
