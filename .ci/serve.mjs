// A tiny static server for www/ (no dependencies): http://localhost:8080, PORT to change.
// `node .ci/serve.mjs` serves www/, `node .ci/serve.mjs FOLDER` another folder (a
// release's urim/); tests import `serveStatic` to serve on a free port. Every file
// goes with `Cache-Control: no-cache`, so that the browser asks whether the page and
// sw.js have changed and a new version arrives (docs/kiosk.md, "Updating the site").
// With URIM_LATE_WORDS=ms (`npm run test:late-words`), every translation but English
// is answered that much later: the elements are then ready before their words, as
// on a slow network, and a test that reads words too early shows itself.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_LIST } from '../www/i18n/languages.js';

/** How late a translation is answered, in ms (0: at once). */
const LATE_WORDS_MS = Number(process.env.URIM_LATE_WORDS ?? 0) || 0;
/** The path of a translation's table, English aside (the words an element starts with). */
const TRANSLATION = new RegExp(`/i18n/(${LANGUAGE_LIST.filter((l) => l.load).map((l) => l.code).join('|')})\\.js$`);

const www = join(dirname(fileURLToPath(import.meta.url)), '..', 'www');
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.ts': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves the files under `root` (default www/) on `port` (0: any free port) of
 * localhost. Resolves with the server once it listens; `log` prints each request;
 * `headers` are added to every file served (a test's Content-Security-Policy).
 */
export function serveStatic({ root = www, port = 0, log = false, headers = {} } = {}) {
  const server = createServer((req, res) => answer(root, req, res, log, headers));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

async function answer(www, req, res, log, headers) {
  let path;
  try {
    path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  } catch {
    res.writeHead(400).end('bad request');
    return;
  }
  if (LATE_WORDS_MS > 0 && TRANSLATION.test(path)) await new Promise((later) => setTimeout(later, LATE_WORDS_MS));
  let file = normalize(join(www, path));
  if (file !== www && !file.startsWith(www + sep)) {
    res.writeHead(403).end('forbidden');
    return;
  }
  try {
    if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
    const body = await readFile(file);
    res.writeHead(200, {
      'Content-Type': types[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
      ...headers,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  } catch {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end(`not found: ${path}`);
  }
  if (log) console.log(`[serve] ${req.method} ${path} ${res.statusCode}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 8080);
  const folder = process.argv[2] ? resolve(process.argv[2]) : www;
  serveStatic({ root: folder, port, log: true }).then(
    () => console.log(`[serve] serving ${folder} on http://localhost:${port}`),
    (e) => { console.error(`[serve] cannot listen on port ${port}: ${e.message}`); process.exit(1); },
  );
}
