// Two builds of the site and a server that deploys one after the other, for the
// deployment test (deployment.test.mjs) and the soak run with a deployment in the
// middle (bench/soak-deploy.mjs). Build A is the site as the release ships it (the
// built www/); build B is A with one word changed in the game's code and one of its
// chunks rebuilt under a new name, as esbuild names chunks by their content, its
// importers changed to match, and its sw.js written again (new digests, new version).
// The server answers from whichever build is deployed, with `Cache-Control: no-cache`
// as docs/kiosk.md asks, and can hold a file, answer it with an error, or stop.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { releaseFiles } from '../../.ci/release.mjs';
import { listedIn, serviceWorkerText } from '../../.ci/sw-files.mjs';

const www = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'www');

/** The English word of the New game button in each build (B's is changed). */
export const WORDS = { A: 'New game', B: 'Start again' };
/** The game's code, where B's word is. */
const GAME = 'pkg/urim-game.js';

/** The content types of what the site serves. */
const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.webmanifest': 'application/manifest+json', '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.woff2': 'font/woff2',
};

/**
 * Writes builds A and B under a new temporary folder. Resolves with their folders,
 * the chunk that differs (its path in A and in B), and `remove()`.
 */
export function makeBuilds() {
  const dir = mkdtempSync(join(tmpdir(), 'urim-deploy-'));
  const a = join(dir, 'A');
  const b = join(dir, 'B');
  for (const path of releaseFiles()) {
    for (const root of [a, b]) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      copyFileSync(join(www, path), join(root, path));
    }
  }
  // A chunk of the game's that only lazily loaded modules import (not the elements' bundle).
  const game = readFileSync(join(b, GAME), 'utf8');
  const first = readFileSync(join(b, 'pkg/urim-elements.js'), 'utf8');
  const name = readdirSync(join(b, 'pkg/chunks')).find((file) => game.includes(file) && !first.includes(file));
  if (!name) throw new Error('no chunk of the game to change');
  const renamed = name.replace(/^chunk-/, 'chunk-B');
  const chunk = { A: `pkg/chunks/${name}`, B: `pkg/chunks/${renamed}` };
  // The chunk rebuilt: a line more, and its new name wherever it is imported.
  writeFileSync(join(b, chunk.B), `${readFileSync(join(b, chunk.A), 'utf8')}\n// build B\n`);
  rmSync(join(b, chunk.A));
  const { files } = listedIn(readFileSync(join(a, 'sw.js'), 'utf8'));
  for (const path of Object.keys(files).filter((p) => p.endsWith('.js') && p !== chunk.A)) {
    const text = readFileSync(join(b, path), 'utf8');
    if (text.includes(name)) writeFileSync(join(b, path), text.replaceAll(name, renamed));
  }
  const word = `"${WORDS.A}"`;
  const changed = readFileSync(join(b, GAME), 'utf8');
  if (changed.split(word).length !== 2) throw new Error(`${GAME} should hold ${word} once`);
  writeFileSync(join(b, GAME), changed.replace(word, `"${WORDS.B}"`));
  const list = Object.keys(files).map((path) => (path === chunk.A ? chunk.B : path)).sort((x, y) => (x === './' ? -1 : y === './' ? 1 : x < y ? -1 : 1));
  writeFileSync(join(b, 'sw.js'), serviceWorkerText({ root: b, list }));
  return { A: a, B: b, chunk, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A server of the builds on 127.0.0.1 (`port`, 0: any free one), serving `root`
 * first. Its handle: `base`; `deploy(root)`; `hold(path)` (requests for it get no
 * answer until `release()`, which drops them and those that come after, as a
 * browser asks again on a new connection); `fail(path, status)`; `stopAt(path)`
 * (the server stops when it is asked for `path`); `stop()` and `start()`; `watch(fn)`, which
 * calls `fn(path)` on every request until the function it returns is called;
 * `asked(path)`, a promise of the next request for `path`; `requests`, every path
 * asked for; `close()`.
 * @param {{ root: string, port?: number }} options
 */
export async function deployServer({ root, port = 0 }) {
  let deployed = root;
  /** @type {Map<string, { status?: number, hold?: boolean, drop?: boolean, stop?: boolean }>} */
  const rules = new Map();
  const held = [];
  /** @type {Set<(path: string) => void>} */
  const watchers = new Set();
  const requests = [];
  let stopping = Promise.resolve();
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).replace(/^\//, '');
    requests.push(path);
    for (const watcher of [...watchers]) watcher(path);
    const rule = rules.get(path);
    if (rule?.hold) return void held.push(res);
    if (rule?.drop) return void res.destroy();
    if (rule?.stop) return void (stopping = handle.stop());
    if (rule?.status) return void res.writeHead(rule.status, { 'Content-Type': 'text/plain' }).end('not now');
    const file = join(deployed, path === '' || path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(deployed)) return void res.writeHead(403).end();
    let body;
    try {
      body = readFileSync(file);
    } catch {
      return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
    }
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
    res.end(body);
  });
  const listen = (p) => new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(p, '127.0.0.1', () => resolve(server.address().port));
  });
  const bound = await listen(port);
  const handle = {
    base: `http://127.0.0.1:${bound}`,
    requests,
    deploy(folder) { deployed = folder; rules.clear(); },
    hold(path) { rules.set(path, { hold: true }); },
    fail(path, status) { rules.set(path, { status }); },
    stopAt(path) { rules.set(path, { stop: true }); },
    release() {
      for (const [path, rule] of rules) if (rule.hold) rules.set(path, { drop: true });
      for (const res of held.splice(0)) res.destroy();
    },
    watch(watcher) {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
    asked(path) {
      return new Promise((resolve) => {
        const unwatch = handle.watch((asked) => { if (asked === path) resolve(unwatch()); });
      });
    },
    stop() {
      rules.clear();
      for (const res of held.splice(0)) res.destroy();
      server.closeAllConnections();
      return new Promise((done) => { server.close(() => done()); });
    },
    async start() {
      await stopping;
      await listen(bound);
    },
    close() { return server.listening ? handle.stop() : Promise.resolve(); },
  };
  return handle;
}
