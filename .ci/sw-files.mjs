// The service worker's list of files to keep for offline use: every file under www/
// that the pages load. `writeServiceWorker()` (run by .ci/build.mjs once www/pkg/ and
// the rules and About pages are written) makes www/sw.js from its source,
// www/page/service-worker.js, with that list in it, so that a file added to www/, a
// language's pages and tables too, is kept offline with nothing to edit by hand.
// With the list go each file's digest and the build's version, a digest of them all:
// the worker keeps each version in a cache of its own, filled whole or not at all.
// `node .ci/sw-files.mjs` prints the list; `--write` writes www/sw.js.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { lazyModules, shippedPath } from './lazy-modules.mjs';

const www = new URL('../www/', import.meta.url);
/** The elements' and the engine's sources: the pages load their built copy in pkg/ instead. */
export const SOURCES = ['urim-elements.js', 'urim-game.js', 'urim-learn.js', 'package-url.js', 'engine/', 'elements/', 'editor/', 'dom/', 'view/', 'words/', 'game/', 'storage/', 'kiosk/', 'sound/', 'record/', 'i18n/', 'learn/'];

/**
 * How a page opened from a file says that it needs a web server: the sources of
 * the two scripts that .ci/needs-server.mjs builds into pkg/, and the one of them
 * that only a page opened from a file loads (where no service worker runs).
 */
export const FROM_FILE_ONLY = ['page/no-server.js', 'page/needs-server.js', 'pkg/needs-server.js'];

/** The service worker's source, and where the build writes it with its list filled in. */
export const SW_SOURCE = 'page/service-worker.js';
export const SW_OUT = 'sw.js';
/**
 * The folders of what the build makes the pages from: the rules and About pages'
 * sources, the single file's, and the pages' scripts (the pages load their bundles
 * in pkg/page/).
 */
export const BUILD_SOURCES = ['pages/', 'single/', 'page/'];

/**
 * Files the pages never load: the service worker itself and its source, embed.js
 * (loaded by the host page that frames the game), the elements' sources and their
 * copies in pkg/ that the elements' bundle holds, the package's type declarations,
 * manifest, README and LICENSE, what only a page opened from a file loads, the sources the
 * build makes pages from, and the fonts' licences (pkg/fonts/*.txt; the fonts
 * themselves are kept).
 */
export const notForThePage = (path) => [SW_OUT, SW_SOURCE, 'embed.js', 'pkg/package.json', 'pkg/custom-elements.json', 'pkg/README.md', 'pkg/LICENSE', ...FROM_FILE_ONLY].includes(path)
  || path.endsWith('.d.ts') || /^pkg\/fonts\/.*\.txt$/.test(path) || [...SOURCES, ...BUILD_SOURCES].some((source) => path.startsWith(source)) || bundled(path);

/** What the elements' bundle loads only when asked for, as paths under www/. */
const LAZY = new Set(lazyModules(new URL('../www/', import.meta.url).pathname).map((path) => `pkg/${shippedPath(path)}`));

/** A module of pkg/ one by one that the bundle holds: the pages never load it by itself. */
function bundled(path) {
  return SOURCES.some((source) => source.endsWith('/') && path.startsWith(`pkg/${source}`)) && !LAZY.has(path);
}

/** Every file under `dir`, as a path relative to www/. */
export function filesUnder(dir = www, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory()
    ? filesUnder(new URL(`${entry.name}/`, dir), `${prefix}${entry.name}/`)
    : [`${prefix}${entry.name}`]));
}

/** What sw.js should list: the page's own address, then every file the pages load. */
export const wanted = () => ['./', ...filesUnder().filter((path) => !notForThePage(path)).sort()];

/** How many hex digits of a SHA-256 name a file's content, and the build's. */
const DIGEST_HEX = 16;

/** The first DIGEST_HEX hex digits of the SHA-256 of `bytes` (the service worker checks each file with the same). */
export const digestOf = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, DIGEST_HEX);

/** Where the worker's source takes the build's version, and its files. */
const VERSION_MARKER = "const VERSION = '/* urim:version */';";
const FILES_MARKER = 'const FILES = {/* urim:files */};';

/** The file a listed path is answered with: the folder's own address is its index.html. */
const fileOf = (path) => (path === './' ? 'index.html' : path);

/**
 * www/sw.js's text for the site in folder `root` (a path or file: URL; www/ by
 * default) whose pages load the files `list` (wanted()): the worker's source with,
 * in place of its two markers, each file's digest and the build's version, the
 * digest of the source and of every file's path and digest. Any change to a file
 * or to the worker makes a new version, hence a new cache, filled whole.
 * @param {{ root?: string | URL, list?: string[] }} [site]
 */
export function serviceWorkerText({ root = www, list = wanted() } = {}) {
  const folder = root instanceof URL ? root : pathToFileURL(root.endsWith(sep) ? root : `${root}${sep}`);
  const source = readFileSync(new URL(SW_SOURCE, www), 'utf8');
  const digests = list.map((path) => [path, digestOf(readFileSync(new URL(fileOf(path), folder)))]);
  const version = digestOf(`${source}\n${digests.map(([path, digest]) => `${path} ${digest}`).join('\n')}`);
  for (const marker of [FILES_MARKER, VERSION_MARKER]) {
    if (source.split(marker).length !== 2) throw new Error(`www/${SW_SOURCE} should hold "${marker}" once`);
  }
  return source
    .replace(VERSION_MARKER, `const VERSION = '${version}';`)
    .replace(FILES_MARKER, `const FILES = {\n${digests.map(([path, digest]) => `  '${path}': '${digest}',`).join('\n')}\n};`);
}

/**
 * What an sw.js written by serviceWorkerText() holds: its version and its files,
 * path to digest (the one reader of that format, for the tests and the release).
 * @param {string} text
 * @returns {{ version: string, files: Record<string, string> }}
 */
export function listedIn(text) {
  const version = text.match(/^const VERSION = '([0-9a-f]+)';$/m)?.[1];
  const files = Object.fromEntries([...text.matchAll(/^ {2}'([^']+)': '([0-9a-f]+)',$/gm)].map((m) => [m[1], m[2]]));
  if (!version || Object.keys(files).length === 0) throw new Error('not an sw.js written by the build');
  return { version, files };
}

/** Writes www/sw.js (serviceWorkerText() of www/); resolves with the list of its files. */
export function writeServiceWorker() {
  const list = wanted();
  writeFileSync(new URL(SW_OUT, www), serviceWorkerText({ list }));
  return list;
}

if (process.argv[1] && new URL(`file://${process.argv[1]}`).href === import.meta.url) {
  if (process.argv.includes('--write')) console.log(`[sw-files] ${writeServiceWorker().length} files written to www/sw.js`);
  else console.log(wanted().join('\n'));
}
