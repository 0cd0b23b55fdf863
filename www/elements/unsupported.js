// What <urim-game> and <urim-board> become in a browser too old for them: one
// without ResizeObserver (the board keeps its size by it) or Intl.PluralRules (the
// words choose their plural forms by it) would throw on the element's first step
// and never be ready. There, both names are given to this small element instead,
// which says so inside its own box, in its language when that table loads (else
// in English), and fires `error`, so that a visitor and the page both learn why.
import { loadTable } from '../i18n/index.js';
import english from '../i18n/en.js';
import { UrimElement } from './base.js';
import { h } from '../dom/nodes.js';

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

/**
 * The notice that the browser lacks `missing`, in the words of `table` (English where it has none).
 * @param {Record<string, unknown>} table
 * @param {string[]} missing
 */
const oldBrowserWords = (table, missing) => String(table.oldBrowser ?? english.oldBrowser).replace('{missing}', missing.join(', '));

/**
 * The words of language `code`, or English when they do not load: the notice is
 * better told in English than not at all. Read as a plain table, since the
 * translator itself needs Intl.PluralRules.
 * @param {string} code
 * @returns {Promise<Record<string, unknown>>}
 */
const wordsOf = (code) => loadTable(code).catch(() => english);

/**
 * The element class that stands for both names when the browser lacks `missing`.
 * @param {string[]} missing
 */
export function unsupportedElement(missing) {
  return class UrimUnsupported extends UrimElement {
    connectedCallback() {
      if (this.shadowRoot) return; // told once, however often it is moved
      const notice = h('p', { part: 'notice', role: 'alert' }, oldBrowserWords(english, missing));
      this.attachShadow({ mode: 'open' }).append(notice);
      wordsOf(this.language()).then((table) => {
        notice.textContent = oldBrowserWords(table, missing);
        this.emit('error', { message: notice.textContent });
      });
    }
  };
}
