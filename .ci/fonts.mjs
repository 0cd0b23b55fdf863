// Makes the web fonts into pkg/fonts/: for each script of www/i18n/fonts.js, Noto
// (installed from npm as pinned devDependencies, never fetched) cut down with
// subset-font (HarfBuzz in WebAssembly) to the characters the game's texts use
// (the translations, the rules and About texts, the puzzles) in a regular and a
// bold WOFF2, and a small face of the languages' own names; with each font's
// licence (SIL OFL 1.1) and fonts.css (the same faces as @font-face rules) beside
// them. The subsets are kept in
// node_modules/.cache/urim-fonts/ by a key of what goes in, so that a build whose
// texts did not change copies them. Run by .ci/build.mjs after the elements;
// alone: `node .ci/fonts.mjs` prints what it made. `fontDataModule()` gives the
// single file (.ci/single-file.mjs) the fonts as data: addresses.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { FAMILY, FONT_SCRIPTS, WEIGHTS, faces, inRanges, namesIn } from '../www/i18n/fonts.js';
import { LANGUAGE_LIST } from '../www/i18n/languages.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const www = join(root, 'www');
const modules = join(root, 'node_modules');
/** Where the build writes the fonts, in the package (copied to www/pkg/fonts/ with it). */
export const FONTS_OUT = join(root, 'pkg/fonts');
const CACHE = join(modules, '.cache/urim-fonts');
/** The languages' own names, as pickers show them: the names' faces hold these. */
const NAMES = LANGUAGE_LIST.map(({ name }) => name);

/**
 * Each script's source fonts, by weight, and its licence: npm packages of Noto.
 * Noto Sans JP from Google Fonts' static TTFs; Devanagari and Greek from
 * Fontsource's files of those blocks (each holds the whole block).
 */
const SOURCES = {
  'noto-sans-jp': {
    package: '@expo-google-fonts/noto-sans-jp',
    weights: { 400: '400Regular/NotoSansJP_400Regular.ttf', 700: '700Bold/NotoSansJP_700Bold.ttf' },
    licence: 'LICENSE_FONT',
  },
  'noto-sans-devanagari': {
    package: '@fontsource/noto-sans-devanagari',
    weights: { 400: 'files/noto-sans-devanagari-devanagari-400-normal.woff2', 700: 'files/noto-sans-devanagari-devanagari-700-normal.woff2' },
    licence: 'LICENSE',
  },
  'noto-sans-greek': {
    package: '@fontsource/noto-sans',
    weights: { 400: 'files/noto-sans-greek-400-normal.woff2', 700: 'files/noto-sans-greek-700-normal.woff2' },
    licence: 'LICENSE',
  },
};

/** Characters a script's texts may come to use beyond those in them: Devanagari's digits and full stops. */
const EXTRA = { 'noto-sans-devanagari': '०१२३४५६७८९।॥' };

/** Every string inside `value` (a translation table or the puzzles): its values, its functions' sources. */
function strings(value) {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return [String(value)];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** Files of `dir` (under www/) whose names match `pattern`, as paths. */
const filesOf = (dir, pattern) => readdirSync(join(www, dir)).filter((f) => pattern.test(f)).map((f) => join(www, dir, f));

/**
 * The text the fonts must draw: every translation (its source, and its strings as
 * the game gets them, escapes and joined phrases resolved), the rules and About
 * pages' texts and frames, the puzzles, and the pages' own words (the embed dialog's too).
 */
export async function usedText() {
  const parts = [];
  for (const file of filesOf('i18n', /\.js$/)) {
    parts.push(readFileSync(file, 'utf8'));
    parts.push(...strings((await import(pathToFileURL(file).href)).default));
  }
  for (const file of [...filesOf('pages/text', /\.txt$/), ...filesOf('pages', /\.(html|js)$/), ...filesOf('puzzles', /\.js$/),
    join(www, 'index.html'), join(www, 'puzzles.html'), join(www, 'page/embed-words.js')]) parts.push(readFileSync(file, 'utf8'));
  parts.push(...strings(JSON.parse(readFileSync(join(www, 'puzzles.json'), 'utf8'))));
  return parts.join('\n');
}

/** The characters of `text` in `script`, and its extras, sorted: what its whole faces hold. */
function charsOf(script, text) {
  const chars = new Set([...text, ...(EXTRA[script.file] ?? '')].filter((c) => inRanges(c, script.ranges)));
  return [...chars].sort();
}

/** An installed package's folder (the ones here are found at the top of node_modules/). */
const packageDir = (name) => join(modules, name);
const versionOf = (name) => JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8')).version;

/** What each file is made of: { file: { source, text } }, and a key of it all (with the tools' versions). */
async function plan() {
  const text = await usedText();
  const files = {};
  for (const script of FONT_SCRIPTS) {
    const source = SOURCES[script.file];
    const chars = charsOf(script, text).join('');
    for (const weight of WEIGHTS) files[`${script.file}-${weight}.woff2`] = { source: join(packageDir(source.package), source.weights[weight]), text: chars };
    const names = namesIn(script, NAMES).join('');
    if (names) files[`${script.file}-names.woff2`] = { source: join(packageDir(source.package), source.weights[400]), text: names };
  }
  const versions = [...new Set(Object.values(SOURCES).map((s) => s.package)), 'subset-font', 'harfbuzzjs'].map((p) => `${p}@${versionOf(p)}`);
  const key = createHash('sha256').update(JSON.stringify({ versions, files: Object.entries(files).map(([f, v]) => [f, v.source.slice(root.length), v.text]) }))
    .digest('hex').slice(0, 16);
  return { files, key };
}

/** The licences, one file per script, as pkg/fonts/<file>-OFL.txt. */
function licences(dir) {
  for (const [file, source] of Object.entries(SOURCES)) cpSync(join(packageDir(source.package), source.licence), join(dir, `${file}-OFL.txt`));
}

/**
 * Makes the fonts (or takes them from the cache) into pkg/fonts/; resolves with
 * [{ file, bytes, chars }] and whether they came from the cache.
 */
export async function buildFonts(out = FONTS_OUT) {
  const { files, key } = await plan();
  const cached = join(CACHE, key);
  const fromCache = existsSync(join(cached, 'done'));
  if (!fromCache) {
    const { default: subsetFont } = await import('subset-font');
    rmSync(cached, { recursive: true, force: true });
    mkdirSync(cached, { recursive: true });
    for (const [file, { source, text }] of Object.entries(files)) {
      const font = await subsetFont(readFileSync(source), text, { targetFormat: 'woff2' });
      writeFileSync(join(cached, file), font);
    }
    licences(cached);
    writeFileSync(join(cached, 'done'), `${new Date().toISOString()}\n`);
    // Older subsets go: the cache keeps the latest only.
    for (const old of readdirSync(CACHE)) if (old !== key) rmSync(join(CACHE, old), { recursive: true, force: true });
  }
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  for (const name of readdirSync(cached)) if (name !== 'done') cpSync(join(cached, name), join(out, name));
  writeFileSync(join(out, 'fonts.css'), fontsCss());
  const made = Object.entries(files).map(([file, { text }]) => ({ file, bytes: statSync(join(out, file)).size, chars: [...text].length }));
  return { made, fromCache };
}

/**
 * pkg/fonts/fonts.css: the faces as @font-face rules, the files beside it, for
 * pages without the elements' script (the rules and About pages link it) and for
 * host pages that want the family for their own words.
 */
export function fontsCss() {
  const rules = faces((file) => file, NAMES).map((face) =>
    `@font-face { font-family: "${FAMILY}"; font-weight: ${face.weight}; font-display: block; src: ${face.src}; unicode-range: ${face.range}; }`);
  return `/* The web fonts of the scripts beyond Latin (made by .ci/fonts.mjs from www/i18n/fonts.js): each file is fetched only when drawn. */\n${rules.join('\n')}\n`;
}

/**
 * An ES module's source for the single file: the faces' files, as data: addresses
 * by file name (from the built fonts in `dir`).
 */
export function fontDataModule(dir = join(www, 'pkg/fonts')) {
  const data = Object.fromEntries(faces((file) => file, NAMES).map(({ file }) =>
    [file, `data:font/woff2;base64,${readFileSync(join(dir, file)).toString('base64')}`]));
  return `export default ${JSON.stringify(data)};`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { made, fromCache } = await buildFonts();
  for (const { file, bytes, chars } of made) console.log(`[fonts] pkg/fonts/${file}: ${chars} characters, ${bytes} bytes`);
  console.log(`[fonts] ${fromCache ? 'from the cache' : 'made'}; ${made.reduce((s, f) => s + f.bytes, 0)} bytes in all`);
}
