// The WordPress plugin of the release: dist/urim-wordpress-<version>.zip, whose
// folder urim/ holds the plugin (cms/wordpress/, its version set to the release's),
// the release's site files under site/ (the elements and the engine in site/pkg/,
// the About and rules pages their links lead to), and urim-options.json: each
// element's attributes and what each takes, written here from the elements' own
// option lists (www/elements/options.js, game-options.js: each reader carries its
// rule), the engine's numbers, the languages and the attributes' descriptions
// (custom-elements.json's). The plugin's PHP checks values with it, and its block
// editor builds its controls from it. `node .ci/release.mjs` calls writeWordPress().
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { zipped } from './zip.mjs';
import { buildManifest } from './manifest.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The plugin's sources. */
const SOURCE = join(root, 'cms/wordpress');
/** The folder the plugin's zip unpacks to: the plugin's slug. */
export const PLUGIN_FOLDER = 'urim';
/** Where the site's files go inside the plugin. */
export const SITE_FOLDER = 'site';
/** The list the plugin reads. */
export const OPTIONS_FILE = 'urim-options.json';
/** The version the sources carry (urim.php, readme.txt), replaced by the release's. */
const SOURCE_VERSION = '0.0.0-dev';
/**
 * The site's files the plugin leaves out: the single file (a kiosk's, for no
 * server at all) and the README that tells how to copy the folder by hand.
 */
const NOT_IN_PLUGIN = new Set(['urim.html', 'README.txt']);
/** The elements, with the module and the export naming their option list. */
const ELEMENTS = [
  ['urim-game', 'elements/game-options.js', 'GAME_OPTIONS'],
  ['urim-board', 'elements/options.js', 'BOARD_OPTIONS'],
];

const www = (path) => pathToFileURL(join(root, 'www', path)).href;

/** Every file under `dir`, as [path relative to it, bytes], sorted. */
const filesOf = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
    .map((path) => [relative(dir, path), readFileSync(path)]);

/** Loads the page module's engine in Node, so that the readers' rules that ask it (board sizes, letters) can be read. */
async function loadEngineHere() {
  const urim = await import(www('pkg/urim.js'));
  const { provideEngine, loadEngine, engineRules } = await import(www('game/engine.js'));
  const module = readFileSync(join(root, 'www/pkg/urim_bg.wasm'));
  provideEngine({ init: async () => urim.initSync({ module }), rules: urim.rules, pitLetters: urim.pitLetters });
  await loadEngine();
  return engineRules();
}

/**
 * The plugin's rule for a reader, from what the reader tells it takes (`read.spec`,
 * elements/options.js; the one list the docs and types are written from too):
 * { kind, values?, min?, max? }, or null when it tells nothing.
 * @param {import('../www/types/front.js').ReaderSpec | undefined} spec
 * @param {{ boardSizes: number[], seedCounts: number[] }} book the engine's rules
 */
function ruleOf(spec, book) {
  if (!spec) return null;
  if ('oneOf' in spec) return { kind: 'oneOf', values: spec.oneOf };
  if ('rule' in spec) return { kind: 'oneOf', values: book[spec.rule] };
  if ('zeroOr' in spec) return { kind: 'zeroOrBetween', min: spec.zeroOr[0], max: spec.zeroOr[1] };
  if ('whole' in spec) return { kind: 'whole', min: spec.whole[0], max: spec.whole[1] };
  if ('text' in spec) return { kind: 'text' };
  if ('pitLetter' in spec) return { kind: 'pitLetter' };
  if ('address' in spec) return { kind: spec.address === 'same site' ? 'sameSite' : 'address' };
  return null;
}

/**
 * The list the plugin reads: { version, languages: { code: own name }, elements:
 * { tag: { attribute: { kind, values?, min?, max?, default?, labels?, description } } } }.
 * Throws, naming it, when a reader carries no rule.
 */
export async function attributeRules(version) {
  const book = await loadEngineHere();
  const { LANGUAGES } = await import(www('i18n/index.js'));
  const { ENGLISH } = await import(www('elements/game-words.js'));
  const manifest = await buildManifest();
  const described = Object.fromEntries(manifest.modules[0].declarations.map((d) => [d.tagName, Object.fromEntries(d.attributes.map((a) => [a.name, a.description]))]));
  // The opponent's choices as the game names them: 0 two players, 1 to 5 the computer's levels.
  const levels = { 0: ENGLISH.twoPlayers, ...Object.fromEntries(ENGLISH.levels.map((level, i) => [i + 1, ENGLISH.computer.replace('{level}', level)])) };
  const elements = {};
  for (const [tag, module, list] of ELEMENTS) {
    const options = (await import(www(module)))[list];
    elements[tag] = {};
    for (const [name, option] of Object.entries(options)) {
      const rule = option.boolean ? { kind: 'flag' } : name === 'lang' ? { kind: 'lang' } : ruleOf(option.read.spec, book);
      if (!rule) throw new Error(`${tag}'s ${name}: its reader tells nothing of what it takes (read.spec, elements/options.js)`);
      const entry = { kind: rule.kind };
      if (rule.values) entry.values = (typeof rule.values === 'function' ? rule.values() : rule.values).map(String);
      if (rule.kind === 'pitLetter') entry.values = book.pitLetters(book.boardSizes.at(-1));
      if (rule.min !== undefined) Object.assign(entry, { min: rule.min, max: rule.max });
      if (!option.boolean && option.fallback !== null) entry.default = String(option.fallback);
      if (name === 'opponent') entry.labels = levels;
      entry.description = described[tag][name] ?? '';
      elements[tag][name] = entry;
    }
  }
  return { version, languages: { ...LANGUAGES }, elements };
}

/**
 * Writes dist/urim-wordpress-<version>.zip (into `out`) from the site release `site`
 * (what writeRelease() returned: its folder and version). Resolves with { zip, bytes, files }.
 */
export async function writeWordPress(site, { out = dirname(dirname(site.folder)) } = {}) {
  const stamped = (path, data) => (/^(urim\.php|readme\.txt)$/.test(path) ? Buffer.from(data.toString('utf8').replaceAll(SOURCE_VERSION, site.version)) : data);
  /** @type {[string, Uint8Array][]} */
  const entries = [
    ...filesOf(SOURCE).map(([path, data]) => [path, stamped(path, data)]),
    ...filesOf(site.folder)
      .filter(([path]) => !NOT_IN_PLUGIN.has(path))
      .map(([path, data]) => [`${SITE_FOLDER}/${path}`, data]),
    [OPTIONS_FILE, Buffer.from(`${JSON.stringify(await attributeRules(site.version), null, 1)}\n`)],
  ];
  const zip = join(out, `urim-wordpress-${site.version}.zip`);
  writeFileSync(zip, zipped(entries, PLUGIN_FOLDER));
  return { zip, bytes: statSync(zip).size, files: entries.length };
}
