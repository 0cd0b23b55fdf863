// `npm run release`: the site a museum copies, no Rust needed. From the built www/
// (run .ci/build.mjs first) it writes dist/urim-site-<version>/urim/, a folder to
// copy into any folder of a web site, and dist/urim-site-<version>.zip holding that
// folder: the pages (the demo page, the rules and About pages in every language,
// the puzzles), the elements and the engine (pkg/), the service worker, embed.js,
// the single file (urim.html, from dist/urim.html) and a README.txt whose sizes
// are counted here, as the files are written. Only what is served goes in: the
// sources the build makes the pages and bundles from stay out (.ci/sw-files.mjs
// says which). The version is the package's (pkg/package.json, from Cargo.toml).
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { SW_OUT, filesUnder, wanted } from './sw-files.mjs';
import { DEFLATE_LEVEL, zipped } from './zip.mjs';
import { LANGUAGES } from '../www/i18n/index.js';
import { writeMediaWiki } from './release-mediawiki.mjs';
import { writeWordPress } from './release-wordpress.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const www = join(root, 'www');
/** The folder the zip unpacks to, and the one the README tells to copy. */
export const FOLDER = 'urim';
/** The single file as the build writes it, and its name in the release. */
const SINGLE = join(root, 'dist/urim.html');
const SINGLE_NAME = 'urim.html';
/**
 * What a site serves beyond the pages' own files (sw-files.mjs's list): the
 * service worker, the script that frames the game on a host page, the message a
 * page opened from a file shows, and the fonts' licences, which go with the fonts.
 */
const EXTRA = (path) => [SW_OUT, 'embed.js', 'pkg/needs-server.js'].includes(path) || /^pkg\/fonts\/.*\.txt$/.test(path);
/** The licence files copied in, when the repository has them. */
const LICENCES = ['LICENSE', 'LICENSE.md', 'LICENSE.txt'];

/** The release's version: the built package's, else Cargo.toml's. */
export function version() {
  const built = join(root, 'pkg/package.json');
  if (existsSync(built)) return JSON.parse(readFileSync(built, 'utf8')).version;
  return readFileSync(join(root, 'Cargo.toml'), 'utf8').match(/^version = "(.*)"/m)?.[1];
}

/** The files of www/ that go into the release, as paths relative to www/, sorted. */
export function releaseFiles() {
  const pages = wanted().filter((path) => path !== './');
  const extra = filesUnder().filter(EXTRA);
  return [...new Set([...pages, ...extra])].sort();
}

/** `bytes` for people: 1 decimal in KB or MB (1 KB = 1,000 bytes, as file managers count). */
function human(bytes) {
  if (bytes >= 1e6) return `${(bytes / 1e6).toFixed(1)} MB`;
  return `${(bytes / 1e3).toFixed(1)} KB`;
}

/** The raw and gzip bytes of the files of `entries` ([path, bytes]) whose paths pass `pick`. */
function measure(entries, pick = () => true) {
  const chosen = entries.filter(([path]) => pick(path));
  return {
    files: chosen.length,
    raw: chosen.reduce((sum, [, data]) => sum + data.length, 0),
    gzip: chosen.reduce((sum, [, data]) => sum + gzipSync(data, { level: DEFLATE_LEVEL }).length, 0),
  };
}

/** The README.txt of the release, with the sizes of `entries` ([path, bytes]). */
function readme(entries, v) {
  const all = measure(entries);
  const row = (what, m) => `  ${what.padEnd(44)} ${String(m.files).padStart(4)} ${m.files === 1 ? 'file ' : 'files'} ${human(m.raw).padStart(9)} ${human(m.gzip).padStart(9)} gzip`;
  const pages = (path) => !path.includes('/') && path.endsWith('.html') && path !== SINGLE_NAME;
  const single = measure(entries, (path) => path === SINGLE_NAME);
  const languages = Object.keys(LANGUAGES).length;
  return `Urim ${v}: the mancala of Brava, Cape Verde, for your web site
=============================================================

This folder, ${FOLDER}/, is the whole game as a site serves it: copy it as it is
into any folder of your web site. Nothing needs to be built or installed: it is
plain files (HTML, CSS, JavaScript, WebAssembly), served by any web server.

Where to put it
---------------
1. Copy the folder ${FOLDER}/ into your site, for example so that your server holds
   /var/www/museum/games/${FOLDER}/index.html. Any folder works, at any depth, and
   you may rename it: every link inside is relative to it.
2. Open https://your-site/games/${FOLDER}/ : the game, with its rules and About
   pages in ${languages} languages and its puzzles, linked from the page's header.
3. To put a game inside one of your own pages instead, add these two lines to it
   (the address is the folder's, as your page sees it):

     <script type="module" src="/games/${FOLDER}/pkg/urim-elements.js"></script>
     <urim-game lang="pt" opponent="2"></urim-game>

   or frame the demo page: the "Embed this" button on it writes the snippet, with
   the Content-Security-Policy lines your site needs, for the options you pick.

The server must send .wasm files as application/wasm and .js files as
text/javascript (most do). Over https the page also keeps a copy of itself in the
visitor's browser (sw.js, a service worker) and opens offline afterwards; over
plain http it simply needs the server each time. So that a new version reaches
visitors, send "Cache-Control: no-cache" with the .html files and sw.js: the
browser then fetches the new version whole, in the background, and uses it once
the visitor's tabs of the game are closed (a kiosk: at its next idle reset).

Without a web server (a kiosk, a USB stick), open ${SINGLE_NAME}: the whole game in
one file, which works when double-clicked.

What is in it (sizes counted when this release was made)
--------------------------------------------------------
${row('everything but this README', all)}
${row('the pages (demo, rules and About, puzzles)', measure(entries, pages))}
${row('the elements and the engine (pkg/)', measure(entries, (path) => path.startsWith('pkg/')))}
${row('  of which the WebAssembly modules', measure(entries, (path) => path.endsWith('.wasm')))}
${row('  of which the fonts', measure(entries, (path) => path.startsWith('pkg/fonts/')))}
${row(`the single file (${SINGLE_NAME})`, single)}

A visitor's browser fetches only what the page in front of it needs: the engine
that plays against the visitor comes after the board is drawn, and a language's
words, fonts and pages only when that language is chosen. "gzip" is what a
server that compresses sends.

Licence: MIT. The fonts in pkg/fonts/ (Noto) are under the SIL Open Font
License 1.1, whose text is beside them.
`;
}

/**
 * Writes the release into `out` (default dist/): the folder urim-site-<version>/urim/
 * and urim-site-<version>.zip. Resolves with { folder, zip, version, files, bytes }.
 * Throws, naming it, when a file of the build is missing.
 */
export function writeRelease({ out = join(root, 'dist') } = {}) {
  const v = version();
  if (!v) throw new Error('no version: neither pkg/package.json nor Cargo.toml names one');
  if (!existsSync(join(www, 'pkg/urim-elements.js')) || !existsSync(SINGLE) || !existsSync(join(www, SW_OUT))) {
    throw new Error('the build is not there (www/pkg/, www/sw.js, dist/urim.html): run `node .ci/build.mjs` first');
  }
  /** @type {[string, Uint8Array][]} */
  const entries = releaseFiles().map((path) => [path, readFileSync(join(www, path))]);
  entries.push([SINGLE_NAME, readFileSync(SINGLE)]);
  for (const name of LICENCES) if (existsSync(join(root, name))) entries.push([name, readFileSync(join(root, name))]);
  entries.push(['README.txt', Buffer.from(readme(entries, v))]);
  entries.sort(([a], [b]) => (a < b ? -1 : 1));

  const name = `urim-site-${v}`;
  const folder = join(out, name, FOLDER);
  rmSync(join(out, name), { recursive: true, force: true });
  for (const [path, data] of entries) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), data);
  }
  const zip = join(out, `${name}.zip`);
  writeFileSync(zip, zipped(entries, FOLDER));
  return { folder, zip, version: v, files: entries.length, bytes: statSync(zip).size };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const made = writeRelease();
    console.log(`[release] ${made.files} files in ${made.folder}`);
    console.log(`[release] ${made.zip}: ${made.bytes} bytes`);
    console.log(`[release] ${writeMediaWiki(made).summary}`);
    console.log(`[release] ${await writeWordPress(made).then((wp) => `${wp.zip}: ${wp.bytes} bytes, the WordPress plugin`)}`);
  } catch (e) {
    console.error(`[release] ${e.message}`);
    process.exit(1);
  }
}
