// The web fonts for the scripts beyond Latin that the languages are written in
// (Japanese, Devanagari for Nepali, Greek): subsets of Noto that the build makes
// into pkg/fonts/ (.ci/fonts.mjs, from this list), declared as one family, FAMILY,
// that the styles name first, before their own fonts. Each face covers only its
// script's blocks (unicode-range), so other characters go on to the fonts after it
// and a browser fetches a file only when it draws a character of that script (an
// installed Noto, by local(), is taken before any file). First, not last: Chromium
// draws boxes, and keeps them once the file is in, for the characters of a text
// whose first font it is not and that lines up before the file is there. A small
// face per script holds the languages' own names alone, for pickers: declared
// last, it is the first tried for those few characters. Loaded only when asked for
// (i18n/index.js loadFonts()), so it imports nothing; the build ships it beside
// the files, as pkg/fonts/faces.js, and writes the same faces as pkg/fonts/fonts.css.

/** The family the styles name before their own fonts (elements/styles.js, the pages' CSS). */
export const FAMILY = 'Urim Noto Sans';

/** The weights made: the words' regular and their bold (600 and 700 take the bold). */
export const WEIGHTS = [400, 700];

/**
 * @typedef {object} FontScript
 * @property {string} file the files' name before -400.woff2, -700.woff2, -names.woff2
 * @property {string[]} local the installed families tried first (by their full and PostScript names)
 * @property {string[]} ranges the script's blocks, as hex ranges (unicode-range without U+)
 */

/** @type {ReadonlyArray<FontScript>} */
export const FONT_SCRIPTS = [
  {
    file: 'noto-sans-jp',
    local: ['Noto Sans JP', 'Noto Sans CJK JP'],
    // CJK punctuation, kana, the ideographs (with extension A and the compatibility ones), full-width
    // forms. (The word joiner of ja.js, U+2060, is not in Noto Sans JP: the fonts after it draw it, as nothing.)
    ranges: ['3000-30FF', '31F0-31FF', '3400-4DBF', '4E00-9FFF', 'F900-FAFF', 'FF00-FFEF'],
  },
  {
    file: 'noto-sans-devanagari',
    local: ['Noto Sans Devanagari'],
    // The block, its extension, and the joiners that choose a conjunct's form.
    ranges: ['0900-097F', 'A8E0-A8FF', '200C-200D'],
  },
  {
    file: 'noto-sans-greek',
    local: ['Noto Sans'],
    ranges: ['0370-03FF', '1F00-1FFF'],
  },
];

/**
 * Whether `char` lies in one of `ranges`.
 * @param {string} char
 * @param {readonly string[]} ranges
 */
export function inRanges(char, ranges) {
  const code = /** @type {number} */ (char.codePointAt(0));
  return ranges.some((range) => {
    const [from, to = from] = range.split('-').map((hex) => parseInt(hex, 16));
    return code >= from && code <= to;
  });
}

/**
 * The characters of `names` (the languages' own names, as pickers show them) in `script`, sorted.
 * @param {FontScript} script
 * @param {readonly string[]} names
 */
export function namesIn(script, names) {
  return [...new Set(names.flatMap((name) => [...name]).filter((c) => inRanges(c, script.ranges)))].sort();
}

/**
 * `local()` sources for the installed fonts of `script` at `weight`.
 * @param {FontScript} script
 * @param {number} weight
 */
const locals = (script, weight) =>
  script.local.flatMap((name) => {
    const style = weight >= 600 ? 'Bold' : 'Regular';
    return [`local("${name} ${style}")`, `local("${name.replace(/ /g, '')}-${style}")`];
  });

/** @param {string} char */
const codePoint = (char) => `U+${/** @type {number} */ (char.codePointAt(0)).toString(16).toUpperCase()}`;

/**
 * @typedef {object} Face
 * @property {string} file its file in pkg/fonts/
 * @property {number} weight
 * @property {string} range its unicode-range
 * @property {string} src its sources: local() first, then `url(file)`
 */

/**
 * Every face of FAMILY, the names' faces (for `names`) last.
 * @param {(file: string) => string} url where a file is
 * @param {readonly string[]} names the languages' own names
 * @returns {Face[]}
 */
export function faces(url, names) {
  const range = (/** @type {FontScript} */ script) => script.ranges.map((r) => `U+${r}`).join(', ');
  const whole = FONT_SCRIPTS.flatMap((script) =>
    WEIGHTS.map((weight) => ({ script, weight, file: `${script.file}-${weight}.woff2`, range: range(script) })),
  );
  const own = FONT_SCRIPTS.map((script) => ({
    script,
    weight: 400,
    file: `${script.file}-names.woff2`,
    range: namesIn(script, names).map(codePoint).join(', '),
  }));
  return [...whole, ...own.filter((face) => face.range)].map(({ script, weight, file, range }) => ({
    file,
    weight,
    range,
    src: [...locals(script, weight), `url("${url(file)}") format("woff2")`].join(', '),
  }));
}

/**
 * Where each font file is: beside this module as the build ships it (pkg/fonts/faces.js,
 * .ci/lazy-modules.mjs SHIPPED_AS), each address written out whole as
 * `new URL('./<file>', import.meta.url)`, the form bundlers (Vite, webpack 5, Rollup,
 * Parcel) look for, so that they copy each file and point its address at the copy;
 * and `./`, so that it holds in esbuild's flat output too. One entry per file that
 * `faces` names (tests/js/fonts.test.mjs holds them equal).
 * @returns {Record<string, URL>}
 */
export const fontFiles = () => ({
  'noto-sans-jp-400.woff2': new URL('./noto-sans-jp-400.woff2', import.meta.url),
  'noto-sans-jp-700.woff2': new URL('./noto-sans-jp-700.woff2', import.meta.url),
  'noto-sans-jp-names.woff2': new URL('./noto-sans-jp-names.woff2', import.meta.url),
  'noto-sans-devanagari-400.woff2': new URL('./noto-sans-devanagari-400.woff2', import.meta.url),
  'noto-sans-devanagari-700.woff2': new URL('./noto-sans-devanagari-700.woff2', import.meta.url),
  'noto-sans-devanagari-names.woff2': new URL('./noto-sans-devanagari-names.woff2', import.meta.url),
  'noto-sans-greek-400.woff2': new URL('./noto-sans-greek-400.woff2', import.meta.url),
  'noto-sans-greek-700.woff2': new URL('./noto-sans-greek-700.woff2', import.meta.url),
  'noto-sans-greek-names.woff2': new URL('./noto-sans-greek-names.woff2', import.meta.url),
});

/** Whether the faces are in this document already (from this module, another copy of it, or fonts.css). */
const added = () => [...document.fonts].some((face) => face.family.replace(/["']/g, '') === FAMILY);

/**
 * Adds the faces to the document's font set, once: nothing is fetched until a
 * character of a face's range is drawn in FAMILY. Faces in the document's set
 * serve the shadow roots too; a @font-face inside a shadow root would not.
 * @param {readonly string[]} names the languages' own names
 * @param {(file: string) => string} [url] where a file is: by default beside this module as shipped, in pkg/fonts/ (fontFiles)
 */
export function addFaces(names, url = (file) => fontFiles()[file].href) {
  if (typeof document === 'undefined' || !document.fonts || typeof FontFace !== 'function' || added()) return;
  for (const face of faces(url, names)) {
    // 'block': until its file is there, a character waits unseen rather than shows as a box.
    document.fonts.add(new FontFace(FAMILY, face.src, { weight: String(face.weight), unicodeRange: face.range, display: 'block' }));
  }
}
