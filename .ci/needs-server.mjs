// Builds the two classic scripts by which a page opened from a file says that it
// needs a web server (and a frame sandboxed without allow-same-origin, that it
// needs that), minified by esbuild: www/pkg/no-server.js, which every page
// loads (from www/page/no-server.js) and which, only from a file, loads
// www/pkg/needs-server.js: www/page/needs-server.js with NEEDS_SERVER_WORDS, the
// `needsServer` text of every translation table in www/i18n/ (English, from
// www/words/page-words.js, where a table has none yet), and NEEDS_ORIGIN_WORDS, their `needsOwnOrigin` text. Run by .ci/build.mjs after www/pkg/ is written; alone:
// `node .ci/needs-server.mjs`.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, transformSync } from 'esbuild';
import { ENGLISH } from '../www/words/page-words.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const i18n = join(root, 'www/i18n');
/** Where the script with the words is written (it is loaded only from file://, so the offline copy leaves it out). */
export const NEEDS_SERVER_OUT = join(root, 'www/pkg/needs-server.js');
/** The script every page loads, and its source. */
const NO_SERVER_IN = join(root, 'www/page/no-server.js');
export const NO_SERVER_OUT = join(root, 'www/pkg/no-server.js');
/** A translation table's file name: its language code. */
const TABLE = /^([a-z]{2,3})\.js$/;

/**
 * The text under `key` of every table in www/i18n/, by language code (English
 * where a table has none yet).
 * @param {string} key
 */
export async function tableWords(key) {
  const codes = readdirSync(i18n).map((name) => name.match(TABLE)?.[1]).filter(Boolean).sort();
  const tables = await Promise.all(codes.map(async (code) => [code, (await import(pathToFileURL(join(i18n, `${code}.js`)).href)).default]));
  const en = { ...Object.fromEntries(tables).en, ...ENGLISH }; // the pages' English is in www/words/page-words.js
  if (typeof en[key] !== 'string') throw new Error(`www/i18n/en.js and www/words/page-words.js have no ${key} text`);
  return Object.fromEntries(tables.map(([code, table]) => [code, table[key] ?? en[key]]));
}

/** The `needsServer` text of every table in www/i18n/, by language code: what a page opened from a file says. */
export const needsServerWords = () => tableWords('needsServer');

/** Writes www/pkg/no-server.js and www/pkg/needs-server.js; resolves with their sizes in bytes and the languages. */
export async function buildNeedsServer() {
  const loader = transformSync(readFileSync(NO_SERVER_IN, 'utf8'), { minify: true, target: 'es2022', legalComments: 'none', sourcefile: NO_SERVER_IN });
  writeFileSync(NO_SERVER_OUT, loader.code);
  const words = await needsServerWords();
  // What a frame sandboxed without allow-same-origin says: its modules are refused too.
  const originWords = await tableWords('needsOwnOrigin');
  const result = await build({
    entryPoints: [join(root, 'www/page/needs-server.js')],
    outfile: NEEDS_SERVER_OUT,
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    legalComments: 'none',
    define: { NEEDS_SERVER_WORDS: JSON.stringify(words), NEEDS_ORIGIN_WORDS: JSON.stringify(originWords) },
    metafile: true,
    logLevel: 'silent',
  });
  const [output] = Object.values(result.metafile.outputs);
  return { loaderBytes: Buffer.byteLength(loader.code), bytes: output.bytes, languages: Object.keys(words) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const made = await buildNeedsServer();
    console.log(`[needs-server] www/pkg/no-server.js: ${made.loaderBytes} bytes; www/pkg/needs-server.js: ${made.bytes} bytes (${made.languages.join(', ')})`);
  } catch (e) {
    console.error(`[needs-server] ${e.message}`);
    process.exit(1);
  }
}
