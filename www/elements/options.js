// The reading of the elements' attributes: the readers of their texts (each
// telling what it takes, for .ci/options-docs.mjs to write the types and docs), the
// diagram's list (BOARD_OPTIONS), and the names of <urim-game>'s attributes
// (GAME_VALUES, GAME_FLAGS), which the demo page turns from its address's ?name=value
// parameters into attributes (attributesFromParams) and embed.js passes on from
// its data-* attributes. <urim-game>'s own list, with how each text is read, is
// game-options.js, loaded with the game's code; a test holds the two together.
//
// What the rules fix (board sizes, seed counts, pit letters) is the engine's
// (engineRules()), so the readers that need it read only once the engine has
// loaded: both elements read their settings after loadEngine() resolves, and
// until then their properties give the defaults.
import { engineRules } from '../game/engine.js';
import { translator } from '../i18n/index.js';

/** @typedef {import('../types/front.js').Option} Option */
/** @typedef {import('../types/front.js').ReaderSpec} ReaderSpec */
/**
 * @template O
 * @typedef {import('../types/front.js').OptionValue<O>} OptionValue
 */

/*
 * Each reader tells what it takes (a ReaderSpec, as `read.spec`):
 * .ci/options-docs.mjs writes the published types and the docs from it, and
 * .ci/release-wordpress.mjs the WordPress plugin's checks and sidebar. The
 * call that attaches it is marked pure and its value is unused, so the build's
 * bundle drops it: pages never carry the specs.
 */
/**
 * A reader that takes one of `values` (as written in the attribute; a function: asked when reading).
 * @template {string} T
 * @param {string} name
 * @param {readonly T[] | (() => readonly number[])} given
 * @returns {(text: string) => T}
 */
export const oneOf = (name, given) => {
  const read = (/** @type {string} */ text) => {
    /** @type {readonly string[]} */
    const values = typeof given === 'function' ? given().map(String) : given;
    if (values.includes(text)) return /** @type {T} */ (text);
    throw refused('badChoice', { name, values: values.join(', '), text });
  };
  /* @__PURE__ */ Object.assign(read, { spec: { oneOf: given } });
  return read;
};

/** A number as an attribute writes it: digits with a decimal point or not (no sign, exponent, hex or Infinity). */
const DECIMAL = /^\s*(\d+\.?\d*|\.\d+)\s*$/;

/**
 * The Error of a value refused: its message in English, and its `words` (a words
 * key and its values) for the element to say it in the visitor's language.
 * @param {string} key
 * @param {import('../types/front.js').Vars} vars
 */
export const refused = (key, vars) => Object.assign(new Error(translator('en')(key, vars)), { words: { key, vars } });

/**
 * A reader of 0 (off, or at once) or a number from `min` to `max` (seconds, a
 * speed factor): below `min` it would never come, above `max` it makes no sense.
 * @param {string} name
 * @param {number} min
 * @param {number} max
 * @returns {(text: string) => number}
 */
export const zeroOrBetween = (name, min, max) => {
  const read = (/** @type {string} */ text) => {
    const n = Number(text);
    if (DECIMAL.test(text) && (n === 0 || (n >= min && n <= max))) return n;
    throw refused('badNumber', { name, min, max, text });
  };
  /* @__PURE__ */ Object.assign(read, { spec: { zeroOr: [min, max] } });
  return read;
};

/** A boolean attribute: present is true ("false" and "0" too are read as false, for addresses). */
export const flag = (/** @type {string | null} */ text) => text !== null && text !== 'false' && text !== '0';
/* @__PURE__ */ Object.assign(flag, { spec: { flag: true } });

/**
 * Any text that is not empty.
 * @param {string} name
 * @returns {(text: string) => string}
 */
export const someText = (name) => {
  const read = (/** @type {string} */ text) => {
    if (text.trim() !== '') return text.trim();
    throw refused('badEmpty', { name });
  };
  /* @__PURE__ */ Object.assign(read, { spec: { text: true } });
  return read;
};

/**
 * A reader of a pit letter of the largest board (whether it is on the board shown is the element's to check).
 * @param {string} name
 * @returns {(text: string) => string}
 */
const pitLetter = (name) => {
  const read = (/** @type {string} */ text) => {
    const { boardSizes, pitLetters } = engineRules();
    const all = pitLetters(/** @type {6 | 7} */ (boardSizes.at(-1))); // the rules list two sizes
    if (all.includes(text.trim())) return text.trim();
    throw refused('badChoice', { name, values: all.join(', '), text });
  };
  /* @__PURE__ */ Object.assign(read, { spec: { pitLetter: true } });
  return read;
};

/** What both elements read the same way: each is one entry of both lists. */
export const SHARED_OPTIONS = Object.freeze({
  lang: { read: someText('lang'), fallback: null },
  predict: { read: flag, fallback: false, boolean: true },
  theme: { read: oneOf('theme', ['auto', 'light', 'dark']), fallback: 'auto' },
  speed: { read: zeroOrBetween('speed', 0.05, 100), fallback: 1 }, // from 20 times slower to 100 times faster
  present: { read: flag, fallback: false, boolean: true },
});

/** <urim-board>'s attributes, read the same way (types/front.d.ts BoardSettings). */
export const BOARD_OPTIONS = Object.freeze({
  position: { read: someText('position'), fallback: null },
  move: { read: pitLetter('move'), fallback: null },
  steps: { read: flag, fallback: false, boolean: true },
  autoplay: { read: flag, fallback: false, boolean: true },
  predict: SHARED_OPTIONS.predict,
  interactive: { read: flag, fallback: false, boolean: true },
  lang: SHARED_OPTIONS.lang,
  theme: SHARED_OPTIONS.theme,
  speed: SHARED_OPTIONS.speed,
  label: { read: someText('label'), fallback: null },
  present: SHARED_OPTIONS.present,
});

/**
 * <urim-game>'s attributes: those that take a value, and the flags (present or
 * absent). GAME_OPTIONS (game-options.js) reads each; tests/js/contracts.test.mjs
 * holds the lists together.
 */
export const GAME_VALUES = 'holes seeds first opponent player lang position controls theme nodes idle persist speed about tables lesson'.split(' ');
export const GAME_FLAGS = 'steps analysis predict demo kiosk sound speak present'.split(' ');

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
 * The published types of the diagram (urim-elements.d.ts) declare each setting
 * with a type that holds what its option reads: tsc names here any that drift.
 * @typedef {import('../types/front.js').NoneOf<Undeclared<import('../urim-elements.js').UrimBoard, BoardSettings>>} BoardTypesAgree
 */
/**
 * @template P, S
 * @typedef {import('../types/front.js').Undeclared<P, S>} Undeclared
 */
/** @typedef {import('../types/front.js').BoardSettings} BoardSettings */

/** The prefix of a storage key given in a page's address: a link chooses only keys of its own, never the site's. */
export const ADDRESS_KEYS = 'urim:';

/**
 * Sets `element`'s attributes from an address's parameters (`?opponent=2&steps=1`):
 * every name of GAME_VALUES and GAME_FLAGS found there, flags present unless "0"
 * or "false"; a `persist` key only under the ADDRESS_KEYS prefix; `tables` as
 * `data-tables`, which the game takes only on the page's own origin
 * (game-start.js): a link may not make a page read table files, whose values it
 * shows as perfect play, from another site.
 * @param {Element} element
 * @param {URLSearchParams} params
 */
export function attributesFromParams(element, params) {
  /** @type {Map<string, string | null>} */
  const given = new Map();
  for (const name of [...GAME_VALUES, ...GAME_FLAGS]) {
    if (!params.has(name)) continue;
    const text = /** @type {string} */ (params.get(name)); // has(name): not null
    if (GAME_FLAGS.includes(name)) element.toggleAttribute(name, flag(text));
    else if (name === 'persist') element.setAttribute(name, `${ADDRESS_KEYS}${text}`);
    else element.setAttribute((name === 'tables' ? 'data-' : '') + name, text);
    given.set(name, element.getAttribute(name));
  }
  FROM_ADDRESS.set(element, given);
}

/** The attributes each element took from a page's address, with the values they were given. */
const FROM_ADDRESS = new WeakMap();

/**
 * Whether attribute `name` of `element` holds what a page's address gave it
 * (attributesFromParams), so that a notice blames the address, not the attribute.
 * @param {Element} element
 * @param {string} name
 */
export const fromAddress = (element, name) => {
  const given = FROM_ADDRESS.get(element);
  return !!given?.has(name) && given.get(name) === element.getAttribute(name);
};
