// <urim-game> in a gallery: the idle reset, attract mode (kiosk/attract.js, loaded
// when first wanted, driven through the small interface `demoHost` gives it) and
// the sounds (sound/clicks.js, likewise). It starts games through the machine and
// writes nothing of the element's state itself.
import { NO_POINTS, demoStarted, demoStopped, said } from '../game/state.js';
import { watchIdle } from '../kiosk/idle.js';

/** The idle reset of a kiosk or a demonstration when `idle` is not given (seconds). */
const KIOSK_IDLE_S = 120;

/**
 * How long a demonstration's move waits when moves are shown at once (reduced
 * motion asked for): about as long as one is animated, so that the games keep a
 * pace a visitor can follow (ms, divided by the speed; none at speed 0).
 */
const STILL_MOVE_MS = 2000;

/** The settings a visitor may change with the controls: an idle reset puts back the kiosk's own. */
const KIOSK_SETTINGS = /** @type {const} */ (['holes', 'seeds', 'opponent', 'player', 'first', 'steps', 'analysis', 'sound', 'speak']);

export class Gallery {
  /**
   * @param {object} host
   * @param {import('./game-element.js').UrimGame} host.element the element (its page, attributes and input)
   * @param {import('../game/machine.js').GameMachine} host.machine
   * @param {() => import('../types/front.js').Game} host.freshGame a new game from the settings
   * @param {() => import('../types/front.js').Game | null} host.lessonGame the `position` game, when there is one
   * @param {() => void} host.idleReset puts back what the kiosk set (language, settings, words)
   */
  constructor(host) {
    this.host = host;
    /** @type {import('../kiosk/attract.js').Attract | null} */
    this.attract = null;
    /** @type {import('../sound/clicks.js').Clicks | null} */
    this.clicks = null;
    this.stopIdle = () => {};
    /** The kiosk's settings as its page set them (attribute texts, null: not set), taken when the element first starts watching (its start). @type {Map<typeof KIOSK_SETTINGS[number], string | null> | null} */
    this.home = null;
    this.dressed = false;
    /** Whether dress() watches for a short screen already. */
    this.shortWatched = false;
  }

  /**
   * With `kiosk` on, adds the kiosk's styles (kiosk/kiosk-styles.js, loaded the
   * first time) to the element's; on a short landscape screen, now or once the
   * screen turns into one, those of a short screen (elements/short-styles.js).
   */
  async dress() {
    if (!this.shortWatched) {
      this.shortWatched = true;
      const query = matchMedia('(max-height: 34rem) and (orientation: landscape)'); // SHORT_SCREEN of short-styles.js
      const fit = async () => {
        if (!query.matches) return;
        query.removeEventListener('change', fit);
        this.adopt((await import('./short-styles.js')).SHORT_CSS);
      };
      query.addEventListener('change', fit);
      await fit();
    }
    if (this.dressed || !this.settings.kiosk) return;
    this.dressed = true;
    this.adopt((await import('../kiosk/kiosk-styles.js')).KIOSK_CSS);
  }

  /**
   * Adds the rules `css` to the element's shadow root, after its own.
   * @param {string} css
   */
  adopt(css) {
    const root = /** @type {ShadowRoot} */ (this.host.element.shadowRoot);
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }

  get settings() {
    return this.host.machine.state.settings;
  }

  /** For kiosks: after `idle` seconds untouched, a fresh game (or the `position` one) and no match points. */
  watch() {
    this.stopIdle();
    const { idle, kiosk, demo } = this.settings;
    const seconds = this.host.element.hasAttribute('idle') ? idle : kiosk || demo ? KIOSK_IDLE_S : 0;
    this.stopIdle = watchIdle(this.host.element.ownerDocument, seconds, () => this.idle());
    const { element } = this.host;
    this.home ??= new Map(KIOSK_SETTINGS.map((name) => [name, element.getAttribute(name)]));
  }

  /** Puts back the settings the kiosk's page set, whatever the last visitor chose, without a game for each. */
  restoreSettings() {
    const { element } = this.host;
    for (const [name, text] of this.home ?? []) {
      if (element.getAttribute(name) === text) continue;
      element.reflect(name, text);
      element.readSetting(name);
      if (name === 'sound') this.hearSound();
    }
  }

  /** Nobody touched the element for `idle` seconds. */
  idle() {
    this.restoreSettings();
    this.host.idleReset();
    if (this.settings.demo) {
      this.startDemo('idle'); // back after a visitor's pause: newgame says 'idle'
      return;
    }
    const { machine } = this.host;
    machine.start(this.host.lessonGame() ?? this.host.freshGame(), 'idle', NO_POINTS);
    machine.go(said, { key: 'idleReset' });
  }

  /**
   * The wait before the computer's move when moves are shown at once: STILL_MOVE_MS
   * in a demonstration (none at speed 0, which asks for no waiting), else none.
   * @returns {number}
   */
  stillPause() {
    const { speed } = this.settings;
    return this.host.machine.state.demo && speed > 0 ? STILL_MOVE_MS / speed : 0;
  }

  /** What attract mode may do with the element, and nothing else. */
  demoHost() {
    const { machine, element } = this.host;
    return {
      element,
      speed: () => this.settings.speed,
      /** A new game between the two computer players, with no match points carried over. */
      /** @param {{ south: number, north: number }} levels @param {string} reason */
      demoGame: (levels, reason) => {
        if (!machine.state.demo) machine.go(demoStarted, levels);
        machine.start(this.host.freshGame(), reason, NO_POINTS);
        machine.go(said, { key: 'demoPlaying' });
      },
      /** The visitor's own game: South against the element's `opponent`. */
      visitorGame: () => {
        machine.interrupt();
        machine.go(demoStopped);
        if (element.getAttribute('player') !== null && element.getAttribute('player') !== 'south') element.reflect('player', 'south');
        element.readSetting('player');
        machine.start(this.host.freshGame(), 'visitor');
      },
      /** Ends the demonstration, the game on the board staying. */
      endDemo: () => {
        machine.interrupt();
        if (machine.state.demo) machine.go(demoStopped);
      },
    };
  }

  /** Starts attract mode (kiosk/attract.js, loaded the first time). */
  async startDemo(reason = 'demo') {
    if (!this.attract) {
      const { Attract } = await import('../kiosk/attract.js');
      if (!this.settings.demo || !this.host.element.isConnected) return; // turned off or removed meanwhile
      this.attract ??= new Attract(this.demoHost());
    }
    this.attract.start(reason);
  }

  /** Ends attract mode; the game on the board stays, for two people or against the computer. */
  stopDemo() {
    this.attract?.stop();
  }

  /**
   * A move was shown: attract mode hears when a game ends.
   * @param {import('../types/front.js').Score} score
   */
  moved(score) {
    if (score.over) this.attract?.gameOver();
  }

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
      this.clicks ??= new Clicks(this.host.element.ownerDocument);
    }
    this.clicks.unmute();
  }

  /** The element left the page: nothing of the gallery goes on. */
  close() {
    this.stopIdle();
    this.stopIdle = () => {};
    this.attract?.destroy();
    this.attract = null;
  }
}
