// What <urim-game> and <urim-board> share: telling the page through composed
// events, showing a problem inside the element, finding the language to speak,
// and the attribute model: each attribute read once per change through its
// converter (options.js) into `settings`, one `error` event for a bad value (the
// last good value kept), and properties that give the typed value back.
import { LANGUAGES, addEnglish, languageOf, pickLanguage } from '../i18n/index.js';
import { readOption } from './options.js';

/**
 * @typedef {import('../types/front.js').Option} Option
 * @typedef {Readonly<Record<string, Option>>} OptionList an element's attributes (options.js)
 */
/**
 * @template L
 * @typedef {import('../types/front.js').SettingsOf<L>} SettingsOf
 */

/**
 * Each option's default: the settings of an element whose attributes are not read yet.
 * @template {OptionList} L
 * @param {L} options
 * @returns {SettingsOf<L>} (fromEntries loses the names: each of `options` gives one)
 */
export const defaults = (options) =>
  /** @type {SettingsOf<L>} */ (Object.fromEntries(Object.entries(options).map(([name, o]) => [name, o.fallback])));

/**
 * An element as this class reads it: each one builds its parts as `el`, a notice among
 * them, and <urim-board> keeps its settings as a plain object; both speak through `t`.
 * @typedef {UrimElement & { el: { notice: HTMLElement }; settings: Record<string, unknown>; t: import('../types/front.js').Translate }} Built
 */

/**
 * `element` as a Built one (its class builds `el` and keeps `settings`).
 * @param {UrimElement} element
 * @returns {Built}
 */
const built = (element) => /** @type {Built} */ (element);

/** Marks Urim's element classes, found the same on a copy of this module loaded from another address. */
/** Why a removed element refuses to play: both elements say it alike. */
export const NOT_ON_PAGE = 'the element is not on the page';

export const URIM_ELEMENT = Symbol.for('urim.element');

export class UrimElement extends HTMLElement {
  /** Tells a class of ours from another script's of the same name (urim-elements.js). */
  static [URIM_ELEMENT] = true;

  /**
   * The `present` attribute changed: full screen (or the whole window) and the
   * projector's look on, or off. Its code (present.js) loads the first time.
   */
  presentChanged() {
    const on = this.hasAttribute('present');
    const code = (this.presenting ??= import('./present.js'));
    code.then(
      (loaded) => {
        addEnglish(loaded.ENGLISH); // the button's words while on
        loaded.present(this, on);
      },
      () => (this.presenting = undefined), // tried again at the next change
    );
  }

  /** @type {Promise<typeof import('./present.js')> | undefined} present mode's code, once asked for */
  presenting;

  /**
   * Predict first's code (predict.js) with its English words, loaded the first
   * time a move is to be predicted (asked for again after a failed load).
   * @returns {Promise<typeof import('./predict.js')>}
   */
  predictCode() {
    this.predicting ??= import('./predict.js').then((code) => {
      addEnglish(code.ENGLISH);
      return code;
    });
    return this.predicting.catch((error) => {
      this.predicting = undefined;
      throw error;
    });
  }

  /** @type {Promise<typeof import('./predict.js')> | undefined} predict first's code, once asked for */
  predicting;

  /** @type {ReturnType<typeof import('./predict.js').ask> & { report: unknown } | null} the class's guess about the move on show */
  prediction = null;

  /** @type {((pit: number) => void) | null} while the class names a pit on the board: who is told */
  choosePit = null;

  /**
   * Fires `type` with `detail`: bubbling, and out of the shadow root.
   * @param {string} type
   * @param {unknown} detail
   */
  emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  /**
   * Shows `message` in the element's notice; nothing else changes.
   * @param {string} message
   */
  notify(message) {
    const { notice } = built(this).el;
    notice.textContent = message;
    notice.hidden = false;
  }

  /**
   * Shows `message` in the element's notice and fires `error`; nothing else changes.
   * @param {string} message
   */
  fail(message) {
    this.notify(message);
    this.emit('error', { message });
  }

  /**
   * Reads attribute `name` by `options` into `this.settings`: true when it reads;
   * false when it does not, with the reason shown and fired once as `error`, and
   * the last good value kept.
   * @template {OptionList} L
   * @param {L} options
   * @param {keyof L & string} name
   * @returns {boolean}
   */
  readInto(options, name) {
    const { value, error } = readOption(options, this, name);
    const words = /** @type {{ words?: { key: string, vars: import('../types/front.js').Vars } } | undefined} */ (error)?.words;
    if (error)
      this.fail(words ? built(this).t(words.key, words.vars) : error.message); // a number's reason in the visitor's words
    else built(this).settings[name] = value;
    return !error;
  }

  /**
   * The reason a `lang` attribute is refused, as words to say in the language shown
   * (a key and its values), or null when it names a language of ours (or is absent).
   * @returns {{ key: string, vars: import('../types/front.js').Vars } | null}
   */
  langProblem() {
    const own = this.getAttribute('lang');
    if (own === null || languageOf(own)) return null;
    return { key: 'badChoice', vars: { name: 'lang', values: Object.keys(LANGUAGES).join(', '), text: own } };
  }

  /** The language to speak: the lang attribute, else the page's around it, else the browser's. */
  language() {
    const own = languageOf(this.getAttribute('lang'));
    if (own) return own;
    const around = this.parentElement?.closest('[lang]')?.getAttribute('lang');
    return pickLanguage(/** @type {string[]} */ ([around, ...(globalThis.navigator?.languages ?? [])].filter(Boolean)));
  }

  /**
   * Gives `Element` a property for each of `options`: it reads with `read(element,
   * name, option)` (by default the typed value in `settings`: the default until the
   * element has read its attributes), and setting it sets the attribute (a boolean
   * adds or removes it; null removes it). A property the class or HTMLElement
   * already gives (`lang`, <urim-game>'s `position`) is theirs. A method named
   * like an attribute would hide the attribute's property (predict once did):
   * tests/browser/properties.test.mjs fails on one.
   * @template {string} K
   * @template {UrimElement} E
   * @param {{ prototype: E }} Element
   * @param {{ readonly [name in K]: Option }} options
   * @param {(element: E, name: K, option: Option) => unknown} [read]
   */
  static mirror(Element, options, read = (element, name) => built(element).settings[name]) {
    for (const [name, option] of /** @type {[K, Option][]} */ (Object.entries(options))) {
      if (name in Element.prototype) continue; // the class's own property (<urim-game>'s position), or HTMLElement's (lang)
      Object.defineProperty(Element.prototype, name, {
        get() {
          return read(this, name, option);
        },
        set(value) {
          if (option.boolean) this.toggleAttribute(name, !!value);
          else if (value === null || value === undefined) this.removeAttribute(name);
          else this.setAttribute(name, String(value));
        },
        configurable: true,
        enumerable: true,
      });
    }
  }
}
