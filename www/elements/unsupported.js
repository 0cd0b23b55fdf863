// Whether this browser can run <urim-game> and <urim-board>: one without
// ResizeObserver (the board keeps its size by it) or Intl.PluralRules (the words
// choose their plural forms by it) would throw on the element's first step and
// never be ready. There, both names are given to the element that says so
// (unsupported-element.js, loaded only then).

/** The features the elements cannot do without, each with how to find it in `scope`. */
const NEEDED = [
  { name: 'ResizeObserver', present: (/** @type {any} */ scope) => typeof scope.ResizeObserver === 'function' },
  { name: 'Intl.PluralRules', present: (/** @type {any} */ scope) => typeof scope.Intl?.PluralRules === 'function' },
];

/**
 * The names of the needed features that `scope` lacks (none in a browser of today).
 * @param {typeof globalThis} [scope]
 * @returns {string[]}
 */
export const missingFeatures = (scope = globalThis) => NEEDED.filter((f) => !f.present(scope)).map((f) => f.name);
