// <urim-game speak>: follows the game's state and has each move's sentence (the
// words under the board, which also tell the game's end: the result and why) said
// aloud by the system's voices, in the element's language. The speaking itself is
// sound/speech.js, loaded only once `speak` is on: no page pays for it otherwise.
import { translator } from '../i18n/index.js';
import { sayWords } from './game-render.js';

/**
 * @typedef {import('../game/state.js').GameState} GameState
 * @typedef {import('../sound/speech.js').Speech} Speech
 */

export class Voice {
  /** @param {import('./game-element.js').UrimGame} game the element whose moves are said */
  constructor(game) {
    this.game = game;
    /** @type {Promise<Speech | null> | null} the speaking module's instance, once asked for */
    this.speech = null;
  }

  /** The speaking (sound/speech.js, loaded the first time); null where the browser cannot speak or the module did not load. */
  load() {
    this.speech ??= (async () => {
      const view = this.game.ownerDocument.defaultView;
      if (!view?.speechSynthesis || !view.SpeechSynthesisUtterance) return null;
      try {
        const { Speech } = await import('../sound/speech.js');
        return new Speech(view.speechSynthesis, view.SpeechSynthesisUtterance);
      } catch {
        this.speech = null; // asked again the next time
        return null;
      }
    })();
    return this.speech;
  }

  /**
   * The state changed (`before`: as it was): with `speak` on, a new move's sentence
   * is said; a new game drops the sentences still waiting; `speak` turned off, or
   * the element taken off the page, silences it at once.
   * @param {GameState} now
   * @param {GameState} before
   */
  changed(now, before) {
    if (!now.settings.speak || !this.game.isConnected) {
      if (before.settings.speak || !this.game.isConnected) this.speech?.then((speech) => speech?.stop());
      return;
    }
    const speech = this.load();
    if (now.gameNumber !== before.gameNumber) speech.then((s) => s?.drop());
    const { words, t, lang } = now;
    if (words === before.words || words?.kind !== 'move') return;
    const english = translator('en');
    speech.then((s) =>
      s?.say({
        text: sayWords(t, words),
        lang,
        english: () => sayWords(english, words),
        missing: () => {
          this.game.notify({ key: 'speechNoVoice' }); // shown in the element's language
          return english('speechNoVoice'); // and said in English, which has a voice
        },
        kind: 'move',
      }),
    );
  }
}
