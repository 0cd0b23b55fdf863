// A small helper to build DOM nodes without markup strings (so nothing is parsed
// from text: no innerHTML, safe under Trusted Types), to fill their fixed words
// (data-t) in a language, and to share one style sheet.

/**
 * A new element: h('button', { type: 'button', part: 'undo', onclick }, 'Undo').
 * Attributes whose name starts with "on" become listeners; `hidden` and other
 * booleans are set when true; children are nodes or text.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, unknown>} [attributes]
 * @param {...(Node | string | number | null | undefined | false)} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function h(tag, attributes = {}, ...children) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name.startsWith('on') && typeof value === 'function') el.addEventListener(name.slice(2), /** @type {EventListener} */ (value));
    else if (value === true) el.setAttribute(name, '');
    else if (value !== false && value != null) el.setAttribute(name, String(value));
  }
  el.append(...children.filter((c) => c != null && c !== false).map((c) => (typeof c === 'number' ? String(c) : c)));
  return el;
}

/** Sheets built so far, by their CSS text: each element class shares one. */
/** @type {Map<string, CSSStyleSheet>} */
const sheets = new Map();

/**
 * Gives `root` (a shadow root) the style sheet `css`, built once and shared by every
 * element that uses it. A constructed sheet is no inline style: it needs no CSP
 * exception.
 * @param {ShadowRoot} root
 * @param {string} css
 */
export function adoptStyles(root, css) {
  if (!sheets.has(css)) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  root.adoptedStyleSheets = [/** @type {CSSStyleSheet} */ (sheets.get(css))];
}

/**
 * A button of an element: its ::part() name, the key of its words (data-t, filled
 * in by fillWords), and any more attributes, as h() takes them.
 * @param {string} part
 * @param {string} key
 * @param {Record<string, unknown>} [more]
 */
export const button = (part, key, more = {}) => h('button', { type: 'button', part, 'data-t': key, ...more });

/**
 * Fills every fixed word under `root` (each element with a data-t key) in the language of `t`.
 * @param {ParentNode} root
 * @param {(key: string) => string} t
 */
export function fillWords(root, t) {
  for (const node of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll('[data-t]'))) node.textContent = t(node.dataset.t ?? '');
}

/**
 * Properties a page set on `element` before its class was defined (they sit on the
 * instance and hide the class's accessors): removed and set again through them.
 * @param {HTMLElement} element
 * @param {Iterable<string>} names
 */
export function upgradeProperties(element, names) {
  for (const name of names) {
    if (!Object.hasOwn(element, name)) continue;
    const own = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (element));
    const value = own[name];
    delete own[name];
    own[name] = value;
  }
}
