// The service worker's list of files to keep for offline use: every file under www/
// that the pages load. `writeServiceWorker()` (run by .ci/build.mjs once www/pkg/ and
// the rules and About pages are written) makes www/sw.js from its source,
// www/page/service-worker.js, with that list in it, so that a file added to www/, a
// language's pages and tables too, is kept offline with nothing to edit by hand.
// `node .ci/sw-files.mjs` prints the list; `--write` writes www/sw.js.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { lazyModules, shippedPath } from './lazy-modules.mjs';

const www = new URL('../www/', import.meta.url);
/** The elements' and the engine's sources: the pages load their built copy in pkg/ instead. */
export const SOURCES = ['urim-elements.js', 'urim-game.js', 'package-url.js', 'engine/', 'elements/', 'editor/', 'dom/', 'view/', 'words/', 'game/', 'storage/', 'kiosk/', 'sound/', 'record/', 'i18n/'];

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

/** Writes www/sw.js: its source with the list of wanted() in it; resolves with the list. */
export function writeServiceWorker() {
  const list = wanted();
  const source = readFileSync(new URL(SW_SOURCE, www), 'utf8');
  const marker = 'const FILES = [/* urim:files */];';
  if (source.split(marker).length !== 2) throw new Error(`www/${SW_SOURCE} should hold "${marker}" once`);
  writeFileSync(new URL(SW_OUT, www), source.replace(marker, `const FILES = [\n${list.map((f) => `  '${f}',`).join('\n')}\n];`));
  return list;
}

if (process.argv[1] && new URL(`file://${process.argv[1]}`).href === import.meta.url) {
  if (process.argv.includes('--write')) console.log(`[sw-files] ${writeServiceWorker().length} files written to www/sw.js`);
  else console.log(wanted().join('\n'));
}
