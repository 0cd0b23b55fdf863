// <urim-game>'s "Learn to play": <urim-learn> (urim-learn.js, loaded on first use) in
// the game's place, in its language, theme and present mode, with "Back to the game" above it.
// The game waits meanwhile, as it was. A kiosk's idle reset closes it, and the
// stars go with it: the learner here keeps nothing (no `persist`).
import { h } from '../dom/nodes.js';

export class Learning {
  /**
   * @param {object} host
   * @param {HTMLElement} host.frame the game's frame: while learning it shows the panel alone
   * @param {() => string} host.lang the language shown
   * @param {() => string} host.theme the game's theme attribute
   * @param {() => boolean} host.present whether the game presents: the lessons take the projector's look
   * @param {() => (key: string) => string} host.t the element's words
   * @param {() => void} host.focusBoard
   * @param {(error: Error) => void} host.fail says that the lessons could not load
   */
  constructor(host) {
    this.host = host;
    /** @type {HTMLElement | null} the panel, while open */
    this.panel = null;
    /** @type {HTMLElement | null} its <urim-learn> */
    this.learn = null;
    /** @type {Promise<void> | undefined} urim-learn.js, loaded and defined */
    this.code = undefined;
  }

  /** Whether the lessons are open. */
  get open() {
    return this.panel !== null;
  }

  /** Opens the lessons in the game's place (their code loads the first time). */
  async show() {
    if (this.panel) return;
    this.code ??= import('../urim-learn.js').then(
      (code) => {
        if (!customElements.get('urim-learn')) customElements.define('urim-learn', code.default);
      },
      (error) => {
        this.code = undefined; // tried again at the next click
        throw error;
      },
    );
    try {
      await this.code;
    } catch (error) {
      this.host.fail(/** @type {Error} */ (error));
      return;
    }
    if (this.panel) return; // two clicks while it loaded
    const learn = h('urim-learn', { part: 'learn-lessons' });
    const back = h('button', { type: 'button', class: 'primary', part: 'learn-back' });
    back.addEventListener('click', () => this.close());
    const panel = h('div', { class: 'learn-panel', part: 'learn', role: 'region' }, back, learn);
    this.panel = panel;
    this.learn = learn;
    this.relabel();
    this.host.frame.classList.add('learning');
    this.host.frame.prepend(panel);
    back.focus();
  }

  /** Back to the game, where it was. */
  close() {
    if (!this.panel) return;
    this.panel.remove();
    this.panel = this.learn = null;
    this.host.frame.classList.remove('learning');
    this.host.focusBoard();
  }

  /** The panel in the language and theme shown. */
  relabel() {
    if (!this.panel || !this.learn) return;
    const t = this.host.t();
    const back = /** @type {HTMLElement} */ (this.panel.firstElementChild);
    back.textContent = t('backToGame');
    this.panel.setAttribute('aria-label', t('learnToPlay'));
    if (this.learn.getAttribute('lang') !== this.host.lang()) this.learn.setAttribute('lang', this.host.lang());
    const theme = this.host.theme();
    if (this.learn.getAttribute('theme') !== theme) this.learn.setAttribute('theme', theme);
    this.learn.toggleAttribute('present', this.host.present());
  }
}
