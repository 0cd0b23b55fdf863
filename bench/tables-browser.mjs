// What reading the endgame table files in slices costs in the browser: for
// positions of each layer, the time to read the values of the positions after
// every move (a first lookup, with the file's header; a next one, header known;
// the same again, from the cache), the bytes and requests it took, and the
// memory. Headless Chromium, the engine module and urim-files.js on the page's
// thread (the worker runs the same code), the files of a folder (default
// /work/tables-out/2x6, only read) served on localhost with Range support.
//   node bench/tables-browser.mjs [folder]     (after `node .ci/build.mjs`)
// Prints Markdown rows for bench/tables.md.
import { createServer } from 'node:http';
import { closeSync, openSync, readSync, statSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { openBrowser } from '../tests/browser/browser.mjs';

const folder = process.argv[2] ?? '/work/tables-out/2x6';
/** Layers measured, where their files are present. */
const LAYERS = [13, 14, 16, 18, 20, 22, 24, 26];
/** Positions measured a layer. */
const POSITIONS = 5;

const server = createServer((req, res) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
  res.setHeader('Access-Control-Allow-Headers', 'Range');
  if (req.method === 'OPTIONS') return res.writeHead(204).end();
  const name = new URL(req.url, 'http://x').pathname.slice(1);
  const file = join(folder, name);
  if (name.includes('/') || !existsSync(file)) return res.writeHead(404).end();
  const size = statSync(file).size;
  const m = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
  if (!m) return res.writeHead(416).end();
  const start = Number(m[1]);
  const end = Math.min(Number(m[2]), size - 1);
  const bytes = Buffer.alloc(end - start + 1);
  const fd = openSync(file, 'r');
  readSync(fd, bytes, 0, bytes.length, start);
  closeSync(fd);
  res.writeHead(206, { 'Content-Range': `bytes ${start}-${end}/${size}`, 'Content-Length': bytes.length });
  res.end(bytes);
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const tables = `http://127.0.0.1:${server.address().port}/`;

const env = await openBrowser();
// A document of the local server itself (a page fulfilled by the test harness has no
// address, so Chromium would refuse its requests to localhost's table server).
const page = await env.browser.newPage();
await page.goto(`${env.base}/rules.css`);
const rows = await page.evaluate(
  async ({ tables, layers, positions }) => {
    const engine = await import('/pkg/urim-search.js');
    const wasm = await engine.default();
    const { TableFiles, httpSource } = await import('/pkg/urim-files.js');
    const files = new TableFiles(httpSource(tables), engine);
    const heap = () => performance.memory?.usedJSHeapSize ?? NaN;
    const heapBefore = heap();
    const wasmBefore = wasm.memory.buffer.byteLength;
    let seed = 24;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    /** A game with `seeds` seeds on the board, South to move. */
    const gameWith = (seeds) => {
      for (;;) {
        const pits = new Array(12).fill(0);
        for (let i = 0; i < seeds; i += 1) pits[Math.floor(random() * 12)] += 1;
        if (pits.some((p) => p > 17)) continue;
        const rest = 36 - seeds;
        // Every such board is a position (the stores take the rest): an error is the bench's own.
        return engine.Game.fromSetUp({ pits, stores: { south: Math.floor(rest / 2), north: rest - Math.floor(rest / 2) }, toMove: 'south' });
      }
    };
    /** Reads every lookup of `game`'s moves in the files; ms, requests, bytes, values found. */
    const lookup = async (game) => {
      const analysis = game.analyse({ level: 5 });
      const list = analysis.fileLookups();
      const before = { ...files.stats };
      const t0 = performance.now();
      const read = await Promise.all(
        list.map(async (l) => {
          const code = await files.bytes(6, l.seeds, l.value[0], l.value[1]);
          const ply = code && (await files.bytes(6, l.seeds, l.plies[0], l.plies[1]));
          if (code && ply) analysis.giveFileValue(l.pit, code, ply);
          return Boolean(code && ply);
        }),
      );
      const ms = performance.now() - t0;
      analysis.free();
      return { ms, requests: files.stats.requests - before.requests, bytes: files.stats.bytes - before.bytes, found: read.filter(Boolean).length, asked: list.length };
    };
    const out = [];
    for (const layer of layers) {
      const first = [];
      const next = [];
      const again = [];
      for (let i = 0; i < positions; i += 1) {
        const game = gameWith(layer);
        const cold = await lookup(game);
        (i === 0 ? first : next).push(cold);
        again.push(await lookup(game));
        game.free();
      }
      out.push({ layer, first, next, again });
    }
    return { out, heap: heap() - heapBefore, wasm: wasm.memory.buffer.byteLength - wasmBefore, cached: files.cachedBytes(), blocks: files.blocks.size, noted: [...files.noted] };
  },
  { tables, layers: LAYERS.filter((l) => existsSync(join(folder, `urim-2x6-${l}.tbl`))), positions: POSITIONS },
);
await env.close();
server.close();

const mean = (list, key) => list.reduce((sum, x) => sum + x[key], 0) / list.length;
const fmt = (x, digits = 1) => x.toFixed(digits);
console.log('| layer | file | first lookup (with header) | next lookup | again (cached) | requests, bytes (first) | requests, bytes (next, mean) | values found |');
console.log('|---|---|---|---|---|---|---|---|');
for (const { layer, first, next, again } of rows.out) {
  const size = statSync(join(folder, `urim-2x6-${layer}.tbl`)).size;
  const found = [...first, ...next].reduce((s, x) => s + x.found, 0);
  const asked = [...first, ...next].reduce((s, x) => s + x.asked, 0);
  console.log(
    `| ${layer} | ${fmt(size / 1e6, 0)} MB | ${fmt(first[0].ms)} ms | ${fmt(mean(next, 'ms'))} ms | ${fmt(mean(again, 'ms'), 2)} ms | ${first[0].requests}, ${first[0].bytes} B | ${fmt(mean(next, 'requests'))}, ${fmt(mean(next, 'bytes'), 0)} B | ${found} of ${asked} |`,
  );
}
if (rows.noted.length) console.log(`\nProblems: ${rows.noted.join('; ')}`);
console.log(`\nMemory after all: the block cache ${rows.blocks} blocks (${rows.cached} bytes); JS heap ${fmt(rows.heap / 1024, 0)} KiB more; the engine module's memory ${fmt(rows.wasm / 1024, 0)} KiB more.`);
