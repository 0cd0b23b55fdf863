// The MediaWiki extension of the release: dist/urim-mediawiki-<version>.zip, one
// folder Urim/ that a wiki's administrator unpacks into extensions/ and enables with
// wfLoadExtension( 'Urim' ). It holds the extension's source (cms/mediawiki/), its
// version written into extension.json, attributes.json (each element's attribute
// names, written here from www/elements/options.js, so that the PHP never copies
// the list), and the release's built site files (writeRelease()'s folder) beside
// them, which the wiki serves from the extension's folder. The site's README.txt
// stays out: it speaks of the site's folder; cms/mediawiki/README.txt says how
// to install the extension.
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADDRESS_KEYS, BOARD_OPTIONS, GAME_FLAGS, GAME_VALUES } from '../www/elements/options.js';
import { zipped } from './zip.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The extension's source. */
const SOURCE = join(root, 'cms/mediawiki');
/** The folder the zip unpacks to: the name wfLoadExtension( 'Urim' ) looks for under extensions/. */
export const MEDIAWIKI_FOLDER = 'Urim';
/** The list of attributes the PHP reads, beside extension.json. */
export const ATTRIBUTES_FILE = 'attributes.json';
/** The site's files that stay out of the extension. */
const LEFT_OUT = new Set(['README.txt']);

/** Every file under `dir`, as paths relative to it with "/", sorted. */
const filesIn = (dir) => readdirSync(dir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
  .sort();

/**
 * What the PHP needs to know of the elements: each tag's attribute names, and the
 * prefix every storage key an editor gives gets (as a key from an address does).
 */
export function attributeList() {
  return {
    '@note': 'Written by .ci/release-mediawiki.mjs from www/elements/options.js: the attributes each element knows. Do not edit.',
    elements: {
      'urim-game': [...GAME_VALUES, ...GAME_FLAGS],
      'urim-board': Object.keys(BOARD_OPTIONS),
    },
    persistPrefix: ADDRESS_KEYS,
  };
}

/**
 * Writes dist/urim-mediawiki-<version>.zip (into `out`, default dist/) from the
 * site `release` that writeRelease() made ({ folder, version }). Resolves with
 * { zip, files, bytes, summary } (summary: one line saying so).
 * @param {{ folder: string, version: string }} release
 * @param {{ out?: string }} [where]
 */
export function writeMediaWiki(release, { out = join(root, 'dist') } = {}) {
  const extension = JSON.parse(readFileSync(join(SOURCE, 'extension.json'), 'utf8'));
  extension.version = release.version;
  /** @type {[string, Uint8Array][]} */
  const entries = [
    ...filesIn(release.folder).filter((path) => !LEFT_OUT.has(path)).map((path) => [path, readFileSync(join(release.folder, path))]),
    ...filesIn(SOURCE).filter((path) => path !== 'extension.json').map((path) => [path, readFileSync(join(SOURCE, path))]),
    ['extension.json', Buffer.from(`${JSON.stringify(extension, null, '\t')}\n`)],
    [ATTRIBUTES_FILE, Buffer.from(`${JSON.stringify(attributeList(), null, '\t')}\n`)],
  ];
  const names = entries.map(([path]) => path);
  const twice = names.filter((path, i) => names.indexOf(path) !== i);
  if (twice.length > 0) throw new Error(`the extension and the site both have ${twice.join(', ')}`);
  entries.sort(([a], [b]) => (a < b ? -1 : 1));
  mkdirSync(out, { recursive: true });
  const zip = join(out, `urim-mediawiki-${release.version}.zip`);
  rmSync(zip, { force: true });
  writeFileSync(zip, zipped(entries, MEDIAWIKI_FOLDER));
  const bytes = statSync(zip).size;
  return { zip, files: entries.length, bytes, summary: `${zip}: ${bytes} bytes, ${entries.length} files (the MediaWiki extension)` };
}
