// Prints the file list that www/sw.js keeps for offline use, as the offline test
// wants it: every file under www/ that the pages load (`node .ci/sw-files.mjs`), or
// writes it into sw.js (`--write`). Run after `npm run build` (www/pkg/ is listed).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { lazyModules } from './lazy-modules.mjs';

const www = new URL('../www/', import.meta.url);
/** The elements' sources: the pages load their built copy in pkg/ instead. */
export const SOURCES = ['urim-elements.js', 'elements/', 'editor/', 'dom/', 'view/', 'words/', 'game/', 'storage/', 'kiosk/', 'sound/', 'record/', 'i18n/'];

/**
 * How a page opened from a file says that it needs a web server: the sources of
 * the two scripts that .ci/needs-server.mjs builds into pkg/, and the one of them
 * that only a page opened from a file loads (where no service worker runs).
 */
export const FROM_FILE_ONLY = ['page/no-server.js', 'page/needs-server.js', 'pkg/needs-server.js'];

/**
 * Files the pages never load: the service worker itself, embed.js (loaded by the
 * host page that frames the game), the elements' sources and their copies in pkg/
 * that the elements' bundle holds, the package's type declarations and manifest,
 * and what only a page opened from a file loads.
 */
export const notForThePage = (path) => ['sw.js', 'embed.js', 'pkg/package.json', ...FROM_FILE_ONLY].includes(path)
  || path.endsWith('.d.ts') || SOURCES.some((source) => path.startsWith(source)) || bundled(path);

/** What the elements' bundle loads only when asked for, as paths under www/. */
const LAZY = new Set(lazyModules(new URL('../www/', import.meta.url).pathname).map((path) => `pkg/${path}`));

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

if (process.argv[1] && new URL(`file://${process.argv[1]}`).href === import.meta.url) {
  const list = wanted();
  if (process.argv.includes('--write')) {
    const file = new URL('sw.js', www);
    const source = readFileSync(file, 'utf8');
    const written = source.replace(/const FILES = \[[^\]]*\];/, `const FILES = [\n${list.map((f) => `  '${f}',`).join('\n')}\n];`);
    writeFileSync(file, written);
    console.log(`[sw-files] ${list.length} files written to www/sw.js`);
  } else {
    console.log(list.join('\n'));
  }
}
