// The one list of <urim-game>'s settings: each attribute's name, its default and
// how its text is read. The element reads its attributes with it; its names are
// options.js's GAME_VALUES and GAME_FLAGS, which the demo page and embed.js use without
// loading this (tests/js/contracts.test.mjs holds the two together). Loaded with
// the game's code: a page of diagrams never needs it.
import { SHARED_OPTIONS, flag, oneOf, refused, someText, zeroOrBetween } from './options.js';
import { engineRules } from '../game/engine.js';
import { LEVELS } from '../game/levels.js';

/** A whole number as an attribute writes it: digits (spaces around them aside; no sign, point, exponent or hex). */
const WHOLE = /^\s*\d+\s*$/;

/**
 * A reader of whole numbers from `min` to `max`, written in digits.
 * @param {string} name
 * @param {number} min
 * @param {number} max
 * @returns {(text: string) => number}
 */
const wholeNumber = (name, min, max) => {
  const read = (/** @type {string} */ text) => {
    const n = Number(text);
    if (WHOLE.test(text) && n >= min && n <= max) return n;
    throw refused('badWholeNumber', { name, min, max, text });
  };
  /* @__PURE__ */ Object.assign(read, { spec: { whole: [min, max] } }); // what it takes (options.js)
  return read;
};

/**
 * A reader of a web address: http(s), or relative to the page (resolved against
 * it); any other scheme (javascript:, data:) is refused.
 * @param {string} name
 * @returns {(text: string) => string}
 */
const address = (name) => {
  const read = (/** @type {string} */ text) => {
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
  /* @__PURE__ */ Object.assign(read, { spec: { address: 'any' } }); // what it takes (options.js)
  return read;
};

/**
 * A reader of an address on the page's own site (relative, or absolute with the
 * page's origin): a lesson is read from beside the page, never from elsewhere.
 * @param {string} name
 * @returns {(text: string) => string}
 */
const sameSite = (name) => {
  const read = (/** @type {string} */ text) => {
    const given = address(name)(text);
    if (new URL(given, globalThis.document?.baseURI).origin === globalThis.location?.origin) return given;
    throw refused('badLessonAddress', { name, text });
  };
  /* @__PURE__ */ Object.assign(read, { spec: { address: 'same site' } }); // what it takes (options.js)
  return read;
};

/**
 * A reader of one of the numbers the engine's rules list as `rule` (board sizes, seed counts).
 * @param {string} name
 * @param {'boardSizes' | 'seedCounts'} rule
 * @returns {(text: string) => number}
 */
const ruleNumber = (name, rule) => {
  const one = oneOf(name, () => engineRules()[rule]);
  const read = (/** @type {string} */ text) => Number(one(text));
  /* @__PURE__ */ Object.assign(read, { spec: { rule } }); // what it takes (options.js)
  return read;
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
  holes: { read: /** @type {(text: string) => 6 | 7} */ (ruleNumber('holes', 'boardSizes')), fallback: 6 },
  seeds: { read: /** @type {(text: string) => 3 | 4} */ (ruleNumber('seeds', 'seedCounts')), fallback: 3 },
  first: { read: oneOf('first', ['south', 'north']), fallback: 'south' },
  opponent: { read: /** @type {(text: string) => 0 | 1 | 2 | 3 | 4 | 5} */ (wholeNumber('opponent', 0, LEVELS.max)), fallback: 1 },
  player: { read: oneOf('player', ['south', 'north']), fallback: 'south' },
  lang: SHARED_OPTIONS.lang,
  steps: { read: flag, fallback: false, boolean: true },
  analysis: { read: flag, fallback: false, boolean: true },
  predict: SHARED_OPTIONS.predict,
  position: { read: someText('position'), fallback: null },
  controls: { read: oneOf('controls', ['full', 'compact', 'none']), fallback: 'full' },
  theme: SHARED_OPTIONS.theme,
  nodes: { read: wholeNumber('nodes', 1, 1e9), fallback: null },
  idle: { read: zeroOrBetween('idle', 1, 86_400), fallback: 0 }, // from a second to a day
  persist: { read: someText('persist'), fallback: null },
  speed: SHARED_OPTIONS.speed,
  demo: { read: flag, fallback: false, boolean: true },
  kiosk: { read: flag, fallback: false, boolean: true },
  sound: { read: flag, fallback: false, boolean: true },
  speak: { read: flag, fallback: false, boolean: true },
  about: { read: address('about'), fallback: null },
  tables: { read: address('tables'), fallback: null },
  lesson: { read: sameSite('lesson'), fallback: null },
  present: SHARED_OPTIONS.present,
});

/**
 * The published types of the game element (urim-elements.d.ts) declare each
 * setting with a type that holds what its option reads: tsc names here any that drift.
 * @typedef {import('../types/front.js').NoneOf<import('../types/front.js').Undeclared<import('../urim-elements.js').UrimGame, import('../types/front.js').Settings>>} GameTypesAgree
 */
