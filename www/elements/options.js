// The one list of <urim-game>'s settings: each attribute's name, its default and how
// its text is read. The element reads its attributes with it, the demo page turns
// its address's ?name=value parameters into attributes with it, and embed.js passes
// its data-* attributes on to the page, so the three never drift apart.
//
// What the rules fix (board sizes, seed counts, pit letters) is the engine's
// (engineRules()), so the readers that need it read only once the engine has
// loaded: both elements read their settings after loadEngine() resolves, and
// until then their properties give the defaults.
import { engineRules } from '../game/engine.js';
import { translator } from '../i18n/index.js';

/** @typedef {import('../types/front.js').Option} Option */
/**
 * @template O
 * @typedef {import('../types/front.js').OptionValue<O>} OptionValue
 */

/**
 * A reader that takes one of `values` (as written in the attribute; a function: asked when reading).
 * @template {string} T
 * @param {string} name
 * @param {readonly T[] | (() => readonly number[])} given
 * @returns {(text: string) => T}
 */
const oneOf = (name, given) => (text) => {
  /** @type {readonly string[]} */
  const values = typeof given === 'function' ? given().map(String) : given;
  if (values.includes(text)) return /** @type {T} */ (text);
  throw new Error(`${name} must be ${values.slice(0, -1).join(', ')} or ${values.at(-1)}, got "${text}"`);
};

/** A whole number as an attribute writes it: digits (spaces around them aside; no sign, point, exponent or hex). */
const WHOLE = /^\s*\d+\s*$/;

/** A number as an attribute writes it: digits with a decimal point or not (no sign, exponent, hex or Infinity). */
const DECIMAL = /^\s*(\d+\.?\d*|\.\d+)\s*$/;

/**
 * The Error of a value refused: its message in English, and its `words` (a words
 * key and its values) for the element to say it in the visitor's language.
 * @param {string} key
 * @param {import('../types/front.js').Vars} vars
 */
const refused = (key, vars) => Object.assign(new Error(translator('en')(key, vars)), { words: { key, vars } });

/**
 * A reader of whole numbers from `min` to `max`, written in digits.
 * @param {string} name
 * @param {number} min
 * @param {number} max
 * @returns {(text: string) => number}
 */
const wholeNumber = (name, min, max) => (text) => {
  const n = Number(text);
  if (WHOLE.test(text) && n >= min && n <= max) return n;
  throw refused('badWholeNumber', { name, min, max, text });
};

/**
 * A reader of 0 (off, or at once) or a number from `min` to `max` (seconds, a
 * speed factor): below `min` it would never come, above `max` it makes no sense.
 * @param {string} name
 * @param {number} min
 * @param {number} max
 * @returns {(text: string) => number}
 */
const zeroOrBetween = (name, min, max) => (text) => {
  const n = Number(text);
  if (DECIMAL.test(text) && (n === 0 || (n >= min && n <= max))) return n;
  throw refused('badNumber', { name, min, max, text });
};

/**
 * A boolean attribute: present is true ("false" and "0" too are read as false, for addresses).
 * @param {string | null} text
 * @returns {boolean}
 */
const flag = (text) => text !== null && text !== 'false' && text !== '0';

/**
 * Any text that is not empty.
 * @param {string} name
 * @returns {(text: string) => string}
 */
const someText = (name) => (text) => {
  if (text.trim() !== '') return text.trim();
  throw new Error(`${name} must not be empty`);
};

/**
 * A reader of a web address: http(s), or relative to the page (resolved against
 * it); any other scheme (javascript:, data:) is refused.
 * @param {string} name
 * @returns {(text: string) => string}
 */
const address = (name) => (text) => {
  const given = text.trim();
  let url = null;
  try {
    url = new URL(given, globalThis.document?.baseURI);
  } catch {
    /* not an address at all */
  }
  if (given !== '' && (url?.protocol === 'http:' || url?.protocol === 'https:')) return given;
  throw refused('badAddress', { name, text });
};

/**
 * A reader of an address on the page's own site (relative, or absolute with the
 * page's origin): a lesson is read from beside the page, never from elsewhere.
 * @param {string} name
 * @returns {(text: string) => string}
 */
const sameSite = (name) => (text) => {
  const given = address(name)(text);
  if (new URL(given, globalThis.document?.baseURI).origin === globalThis.location?.origin) return given;
  throw refused('badLessonAddress', { name, text });
};

/**
 * A reader of a pit letter of the largest board (whether it is on the board shown is the element's to check).
 * @param {string} name
 * @returns {(text: string) => string}
 */
const pitLetter = (name) => (text) => {
  const { boardSizes, pitLetters } = engineRules();
  const all = pitLetters(/** @type {6 | 7} */ (boardSizes.at(-1))); // the rules list two sizes
  if (all.includes(text.trim())) return text.trim();
  throw new Error(`${name} must be a pit letter (${all.join(' ')}), got "${text}"`);
};

/**
 * <urim-game>'s settings. `read` turns the attribute's text into the value (a
 * boolean's is null when absent) and throws an Error that names the problem;
 * `fallback` is the value when the attribute is absent. `lang` and `position` are
 * read by the element itself (they need the languages and the engine). The type
 * of each setting is what its reader returns (types/front.d.ts Settings).
 */
export const GAME_OPTIONS = Object.freeze({
  // The engine's board sizes and seed counts are 6 and 7, 3 and 4.
  holes: { read: (/** @type {string} */ t) => /** @type {6 | 7} */ (Number(oneOf('holes', () => engineRules().boardSizes)(t))), fallback: 6 },
  seeds: { read: (/** @type {string} */ t) => /** @type {3 | 4} */ (Number(oneOf('seeds', () => engineRules().seedCounts)(t))), fallback: 3 },
  first: { read: oneOf('first', ['south', 'north']), fallback: 'south' },
  opponent: { read: (/** @type {string} */ t) => /** @type {0 | 1 | 2 | 3 | 4 | 5} */ (wholeNumber('opponent', 0, 5)(t)), fallback: 1 },
  player: { read: oneOf('player', ['south', 'north']), fallback: 'south' },
  lang: { read: someText('lang'), fallback: null },
  steps: { read: flag, fallback: false, boolean: true },
  analysis: { read: flag, fallback: false, boolean: true },
  predict: { read: flag, fallback: false, boolean: true },
  position: { read: someText('position'), fallback: null },
  controls: { read: oneOf('controls', ['full', 'compact', 'none']), fallback: 'full' },
  theme: { read: oneOf('theme', ['auto', 'light', 'dark']), fallback: 'auto' },
  nodes: { read: wholeNumber('nodes', 1, 1e9), fallback: null },
  idle: { read: zeroOrBetween('idle', 1, 86_400), fallback: 0 }, // from a second to a day
  persist: { read: someText('persist'), fallback: null },
  speed: { read: zeroOrBetween('speed', 0.05, 100), fallback: 1 }, // from 20 times slower to 100 times faster
  demo: { read: flag, fallback: false, boolean: true },
  kiosk: { read: flag, fallback: false, boolean: true },
  sound: { read: flag, fallback: false, boolean: true },
  about: { read: address('about'), fallback: null },
  tables: { read: address('tables'), fallback: null },
  lesson: { read: sameSite('lesson'), fallback: null },
  present: { read: flag, fallback: false, boolean: true },
});

/** <urim-board>'s attributes, read the same way (types/front.d.ts BoardSettings). */
export const BOARD_OPTIONS = Object.freeze({
  position: { read: someText('position'), fallback: null },
  move: { read: pitLetter('move'), fallback: null },
  steps: { read: flag, fallback: false, boolean: true },
  autoplay: { read: flag, fallback: false, boolean: true },
  predict: GAME_OPTIONS.predict,
  interactive: { read: flag, fallback: false, boolean: true },
  lang: GAME_OPTIONS.lang,
  theme: GAME_OPTIONS.theme,
  speed: GAME_OPTIONS.speed,
  label: { read: someText('label'), fallback: null },
  present: { read: flag, fallback: false, boolean: true },
});

/**
 * The value of attribute `name` of `element` by `options`: { value } when it reads
 * (or is absent: the fallback), { error } naming the problem otherwise.
 * @template {Readonly<Record<string, Option>>} L
 * @template {keyof L & string} K
 * @param {L} options
 * @param {Element} element
 * @param {K} name
 * @returns {import('../types/front.js').OptionRead<OptionValue<L[K]>>}
 */
export function readOption(options, element, name) {
  const option = /** @type {Option} */ (options[name]);
  const text = element.getAttribute(name);
  // What an option reads into is its reader's value or its fallback (OptionValue).
  if (option.boolean) return { value: /** @type {OptionValue<L[K]>} */ (flag(text)) };
  if (text === null) return { value: /** @type {OptionValue<L[K]>} */ (option.fallback) };
  try {
    return { value: /** @type {OptionValue<L[K]>} */ (option.read(text)) };
  } catch (error) {
    return { error: /** @type {Error} */ (error) }; // the readers throw Errors
  }
}

/**
 * The published types of the elements (urim-elements.d.ts) declare each setting
 * with a type that holds what its option reads: tsc names here any that drift.
 * @typedef {import('../types/front.js').NoneOf<Undeclared<import('../urim-elements.js').UrimGame, Settings>>} GameTypesAgree
 * @typedef {import('../types/front.js').NoneOf<Undeclared<import('../urim-elements.js').UrimBoard, BoardSettings>>} BoardTypesAgree
 */
/**
 * @template P, S
 * @typedef {import('../types/front.js').Undeclared<P, S>} Undeclared
 */
/**
 * @typedef {import('../types/front.js').Settings} Settings
 * @typedef {import('../types/front.js').BoardSettings} BoardSettings
 */

/** The prefix of a storage key given in a page's address: a link chooses only keys of its own, never the site's. */
export const ADDRESS_KEYS = 'urim:';

/**
 * Sets `element`'s attributes from an address's parameters (`?opponent=2&steps=1`):
 * every name of GAME_OPTIONS found there, booleans present unless "0" or "false";
 * a `persist` key only under the ADDRESS_KEYS prefix.
 * @param {Element} element
 * @param {URLSearchParams} params
 */

export function attributesFromParams(element, params) {
  for (const [name, option] of /** @type {[string, Option][]} */ (Object.entries(GAME_OPTIONS))) {
    if (!params.has(name)) continue;
    const text = /** @type {string} */ (params.get(name)); // has(name): not null
    if (option.boolean) element.toggleAttribute(name, flag(text));
    else if (name === 'persist') element.setAttribute(name, `${ADDRESS_KEYS}${text}`);
    else element.setAttribute(name, text);
  }
}
