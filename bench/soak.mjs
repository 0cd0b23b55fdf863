// `npm run soak [-- minutes]`: a long run of a kiosk in attract mode. A
// <urim-game demo speed="0"> plays itself in headless Chromium for N minutes
// (default 10) and the run reports the games finished, the JS heap and the wasm
// memory (the page's engine and the worker's) at the start, after warm-up and at
// the end, and every error. Memory must stay flat after warm-up. Writes
// bench/soak.md. Not part of npm test: it measures, it does not judge a change.
import { writeFileSync } from 'node:fs';
import { openBrowser } from '../tests/browser/browser.mjs';

const minutes = Number(process.argv[2] ?? process.env.SOAK_MINUTES ?? 10);
if (!(minutes > 0)) throw new Error(`soak: the minutes must be a number above 0, got "${process.argv[2]}"`);
/** The first part of the run, after which memory should no longer grow. */
const WARM_UP_MS = Math.min(60_000, (minutes * 60_000) / 5);
/** How often memory is read (ms). */
const SAMPLE_MS = 30_000;
/** Growth of the heap after warm-up beyond which the run is called not flat. */
const FLAT_TOLERANCE = 0.2;
/** A page that is nothing but the element in attract mode. */
const PAGE = `<!doctype html><meta charset="utf-8"><title>soak</title>
<script type="module" src="/pkg/urim-elements.js"></script>
<urim-game demo speed="0" idle="0" lang="en"></urim-game>`;

const env = await openBrowser();
const page = await env.browser.newPage();
const errors = [];
page.on('pageerror', (e) => errors.push(`page: ${e.message}`));
page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
await page.route(`${env.base}/soak.html`, (route) => route.fulfill({ contentType: 'text/html', body: PAGE }));
await page.goto(`${env.base}/soak.html`);
await page.waitForFunction(() => document.querySelector('urim-game')?.started);
await page.evaluate(() => {
  window.soak = { games: 0, errors: [] };
  const g = document.querySelector('urim-game');
  g.addEventListener('gameover', () => { window.soak.games += 1; });
  g.addEventListener('error', (e) => window.soak.errors.push(e.detail?.message ?? 'error'));
});
const cdp = await page.context().newCDPSession(page);

/** The wasm memory of the engine in the page and in its worker (bytes), read from each module's own exports. */
async function wasmBytes() {
  const read = () => import(new URL('urim.js', document.querySelector('script[src$="urim-elements.js"]').src).href)
    .then((m) => m.default()).then((w) => w.memory.buffer.byteLength);
  const main = await page.evaluate(read).catch(() => null);
  const worker = page.workers()[0];
  const inWorker = worker ? await worker.evaluate(() => import('./urim.js').then((m) => m.default()).then((w) => w.memory.buffer.byteLength)).catch(() => null) : null;
  return { main, worker: inWorker };
}

/** A sample: minutes since the start, games, JS heap after a collection, wasm memory. */
async function sample(start) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const games = await page.evaluate(() => window.soak.games);
  return { minute: (Date.now() - start) / 60_000, games, heap: usedSize, ...(await wasmBytes()) };
}

const start = Date.now();
const samples = [await sample(start)];
console.log(`[soak] ${minutes} min of attract mode at speed 0`);
while (Date.now() - start < minutes * 60_000) {
  await page.waitForTimeout(Math.min(SAMPLE_MS, minutes * 60_000 - (Date.now() - start)));
  const s = await sample(start);
  samples.push(s);
  console.log(`[soak] ${s.minute.toFixed(1)} min: ${s.games} games, heap ${(s.heap / 1e6).toFixed(2)} MB, wasm ${s.main} / worker ${s.worker} bytes`);
}
errors.push(...(await page.evaluate(() => window.soak.errors)).map((m) => `element: ${m}`));
await env.close();

const warm = samples.find((s) => s.minute * 60_000 >= WARM_UP_MS) ?? samples.at(-1);
const last = samples.at(-1);
const growth = (last.heap - warm.heap) / warm.heap;
const flat = growth <= FLAT_TOLERANCE && last.main === warm.main && last.worker === warm.worker;
const mb = (n) => (n == null ? 'n/a' : `${(n / 1e6).toFixed(2)} MB`);
const report = `# Soak: attract mode for ${minutes} minutes

\`npm run soak\` (bench/soak.mjs): \`<urim-game demo speed="0">\` in headless Chromium,
${new Date().toISOString().slice(0, 10)}, this machine (2 cores).

- games finished: **${last.games}** in ${last.minute.toFixed(1)} minutes
- errors: ${errors.length ? errors.map((e) => `\n  - ${e}`).join('') : '**none**'}
- memory flat after warm-up (${(WARM_UP_MS / 60_000).toFixed(1)} min): **${flat ? 'yes' : 'NO'}** (heap ${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %, wasm unchanged: ${last.main === warm.main && last.worker === warm.worker})

| | minute | games | JS heap (after GC) | wasm, page | wasm, worker |
|---|---:|---:|---:|---:|---:|
${[['start', samples[0]], ['after warm-up', warm], ['end', last]].map(([name, s]) => `| ${name} | ${s.minute.toFixed(1)} | ${s.games} | ${mb(s.heap)} | ${mb(s.main)} | ${mb(s.worker)} |`).join('\n')}

Every sample:

| minute | games | JS heap | wasm, page | wasm, worker |
|---:|---:|---:|---:|---:|
${samples.map((s) => `| ${s.minute.toFixed(1)} | ${s.games} | ${mb(s.heap)} | ${mb(s.main)} | ${mb(s.worker)} |`).join('\n')}
`;
writeFileSync(new URL('soak.md', import.meta.url), report);
console.log(report);
if (errors.length || !flat) process.exitCode = 1;
