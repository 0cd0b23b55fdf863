// What <urim-game> and <urim-board> become in a browser too old for them (see
// unsupported.js, which finds out): one small element that says so inside its own
// box, in its language when that table loads (else in English), and fires `error`,
// so that a visitor and the page both learn why. Loaded only in such a browser:
// it is handed what it builds on (the elements' base class, the node maker, the
// tables' loader) rather than importing them, so it shares no code with the bundle.

/** Its English (each translation holds it with the rest). */
export const ENGLISH = Object.freeze({
  oldBrowser: 'This browser is too old for the game: it lacks {missing}. Please update it, or open this page in a newer browser.',
});

/**
 * What the element builds on, from the bundle.
 * @typedef {object} Parts
 * @property {typeof import('./base.js').UrimElement} Base the elements' base class (its language, `emit`)
 * @property {typeof import('../dom/nodes.js').h} h makes a node
 * @property {(code: string) => Promise<Record<string, unknown>>} loadTable a language's words, loaded
 */

/**
 * The notice that the browser lacks `missing`, in the words of `table` (English where it has none).
 * @param {Record<string, unknown>} table
 * @param {string[]} missing
 */
const oldBrowserWords = (table, missing) => String(table.oldBrowser ?? ENGLISH.oldBrowser).replace('{missing}', missing.join(', '));

/**
 * The element class that stands for both names when the browser lacks `missing`.
 * Its words are read as a plain table, since the translator itself needs
 * Intl.PluralRules; a table that does not load leaves the English.
 * @param {string[]} missing
 * @param {Parts} parts
 */
export function unsupportedElement(missing, { Base, h, loadTable }) {
  return class UrimUnsupported extends Base {
    connectedCallback() {
      if (this.shadowRoot) return; // told once, however often it is moved
      const notice = h('p', { part: 'notice', role: 'alert' }, oldBrowserWords(ENGLISH, missing));
      this.attachShadow({ mode: 'open' }).append(notice);
      loadTable(this.language())
        .catch(() => ENGLISH)
        .then((table) => {
          notice.textContent = oldBrowserWords(table, missing);
          this.emit('error', { message: notice.textContent });
        });
    }
  };
}
