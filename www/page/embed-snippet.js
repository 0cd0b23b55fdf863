// The code the demo page's "Embed this" dialog gives a site's editor, written from
// the options chosen (page/embed-dialog.js shows it): the element form (the module
// script and <urim-game>, with the CSS rule that sizes it) or the frame form (one
// <iframe> line whose width and height attributes size it, for any CMS: no
// stylesheet, no script), and the Content-Security-Policy sources the host needs;
// and the dialog's words in a language (embed-words.js). No DOM: the tests build
// host pages from what snippet() gives.
import { EMBED_WORDS } from './embed-words.js';

/**
 * @typedef {{ form: 'element' | 'frame', lang: string, opponent: string, holes: string, controls: 'full' | 'compact',
 *   steps: boolean, theme: 'auto' | 'light' | 'dark', size: 'small' | 'medium' | 'large', base: string }} EmbedOptions
 */
/** @typedef {{ html: string, css: string, policy: string }} Snippet */

/** The widest the element may be, by size. */
export const WIDTHS = Object.freeze({ small: '30rem', medium: '40rem', large: '60rem' });
/**
 * The frame's width and height attributes: the whole width of the host's column,
 * and a height in CSS pixels that fits a laptop's screen with room around it. The
 * page inside (?fit=1, page/fit-frame.js) fits the game into whatever size the
 * frame has: this high and wide, the board sits beside its buttons (the game's
 * layout for a short screen); as narrow as a phone, the board shrinks and the
 * buttons become the compact set. The line also says frameborder="0": the
 * browser's own border would make a frame of 100% wider than the column.
 */
export const FRAME_WIDTH = '100%';
export const FRAME_HEIGHT = '540';
/** The element's defaults (elements/options.js): an attribute at its default is left out. */
export const DEFAULTS = Object.freeze({ opponent: '1', holes: '6', controls: 'full', theme: 'auto' });
/** The class the element form gives the element, which its CSS rule sizes. */
const ELEMENT_CLASS = 'urim-game';
/** A scheme at the start of an address (https:, javascript:...). */
const SCHEME = /^[a-z][a-z\d+.-]*:/i;
/** What a path written in the address field may not hold: spaces, quotes, angle brackets, a query or a fragment. */
const NOT_IN_PATH = /[\s"'<>`?#\\]/;

/**
 * Text for an HTML attribute's value between double quotes.
 * @param {string} text
 * @returns {string}
 */
const attribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The folder of Urim's files as the editor wrote it: an http(s) address, or a path
 * on the host's own site. Resolves to { base, source }: the folder's address ending
 * in "/" as the snippet writes it, and the CSP source that allows it (its origin, or
 * 'self' for a path). Throws an Error whose `words` say why in the editor's language.
 * @param {string} text
 * @returns {{ base: string, source: string }}
 */
export function folderOf(text) {
  const given = text.trim();
  const refuse = () => Object.assign(new Error(`not a web address: ${given}`), { words: { key: 'embedBadBase', vars: { text: given } } });
  if (given === '' || given.startsWith('//')) throw refuse();
  if (SCHEME.test(given)) {
    let url;
    try {
      url = new URL(given);
    } catch {
      throw refuse();
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username || url.password) throw refuse();
    const base = url.href.endsWith('/') ? url.href : `${url.href}/`;
    return { base, source: url.origin };
  }
  if (NOT_IN_PATH.test(given)) throw refuse();
  return { base: given.endsWith('/') ? given : `${given}/`, source: "'self'" };
}

/**
 * The game's settings as [name, value] pairs, each left out at its default
 * (`steps` is a boolean: present or not); `lang` always, first.
 * @param {EmbedOptions} options
 * @returns {[string, string | true][]}
 */
function settings(options) {
  /** @type {[string, string | true][]} */
  const pairs = [['lang', options.lang]];
  for (const name of /** @type {const} */ (['opponent', 'holes', 'controls']))
    if (options[name] !== DEFAULTS[name]) pairs.push([name, options[name]]);
  if (options.steps) pairs.push(['steps', true]);
  if (options.theme !== DEFAULTS.theme) pairs.push(['theme', options.theme]);
  return pairs;
}

/**
 * The code for a host page: its HTML, the CSS rule for its stylesheet (none for
 * the frame, which its attributes size), and the Content-Security-Policy
 * directives it needs (one line, joined by "; ").
 * `title` names the frame for screen readers. Throws as folderOf() on a bad folder.
 * @param {EmbedOptions} options
 * @param {string} title
 * @returns {Snippet}
 */
export function snippet(options, title) {
  const { base, source } = folderOf(options.base);
  const pairs = settings(options);
  if (options.form === 'frame') {
    const query = new URLSearchParams(pairs.map(([name, value]) => [name, value === true ? '1' : value]));
    query.set('embed', '1');
    query.set('fit', '1');
    return {
      html:
        `<iframe src="${attribute(`${base}index.html?${query}`)}" width="${FRAME_WIDTH}" height="${FRAME_HEIGHT}" frameborder="0" ` +
        `title="${attribute(title)}" allow="clipboard-write"></iframe>`,
      css: '',
      policy: `frame-src ${source}`,
    };
  }
  const attributes = pairs.map(([name, value]) => (value === true ? name : `${name}="${attribute(value)}"`)).join(' ');
  return {
    html: `<script type="module" src="${attribute(`${base}pkg/urim-elements.js`)}"></script>\n<urim-game class="${ELEMENT_CLASS}" ${attributes}></urim-game>`,
    css: `.${ELEMENT_CLASS} { display: block; max-width: ${WIDTHS[options.size]}; }`,
    policy: [
      `script-src ${source} 'wasm-unsafe-eval'`,
      `style-src ${source}`,
      `img-src ${source} data:`,
      `worker-src ${source} blob:`,
      `connect-src ${source}`,
      `font-src ${source}`,
    ].join('; '),
  };
}

/**
 * The dialog's words in language `code`: t(key, { slot: value }), English for a key it lacks.
 * @param {string} code
 * @returns {(key: string, vars?: Record<string, string>) => string}
 */
export function embedWords(code) {
  const words = EMBED_WORDS[code] ?? EMBED_WORDS.en;
  return (key, vars = {}) => (words[key] ?? EMBED_WORDS.en[key] ?? key).replace(/\{(\w+)\}/g, (whole, name) => vars[name] ?? whole);
}
