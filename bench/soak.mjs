// `npm run soak [-- --minutes 30 --speed 1 --visit-every 3 --idle 20 --out bench/soak.md]`:
// a gallery's day, shortened. A <urim-game demo sound> plays itself in headless
// Chromium (software rendering) for `--minutes` (default 30): the first half with
// motion at `--speed`, the second with reduced motion. Every `--visit-every`
// minutes a visitor touches the board, plays a few moves against level 4 or 5
// (turn about; both play with the endgame tables) and walks away, and the
// demonstration comes back after `--idle` seconds. Each minute it samples the
// games finished, the moves per second, the frames painted, the main thread's busy
// share (CDP Performance TaskDuration), the JS heap, the wasm memory (page and
// worker) and the browser's RSS, and it keeps every error. Writes the
// minute-by-minute series to `--out`. A benchmark, not a test: it measures.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openBrowser } from '../tests/browser/browser.mjs';

const { values: flags } = parseArgs({
  options: {
    minutes: { type: 'string', default: process.env.SOAK_MINUTES ?? '30' },
    speed: { type: 'string', default: '1' },
    'visit-every': { type: 'string', default: '3' },
    idle: { type: 'string', default: '20' },
    out: { type: 'string', default: new URL('soak.md', import.meta.url).pathname },
    label: { type: 'string', default: '' },
  },
});
/** @param {string} name */
const positive = (name) => {
  const n = Number(flags[name]);
  if (!(n > 0)) throw new Error(`soak: --${name} must be a number above 0, got "${flags[name]}"`);
  return n;
};
const minutes = positive('minutes');
const speed = positive('speed');
const visitEvery = positive('visit-every');
const idle = positive('idle');

/** One sample a minute. */
const SAMPLE_MS = 60_000;
/**
 * The first part of the run, after which memory should no longer grow: until the
 * first visitor has come and gone (their game against level 4 or 5 is the first to
 * use the worker's tables and the visitor's code paths), and a minute more; at
 * most half the run. (Until 2026-12-03 it was 2 minutes, which put the first
 * visit's one step of the heap into the growth.)
 */
const WARM_UP_MS = Math.min((visitEvery + 2) * 60_000, (minutes * 60_000) / 2);
/** Growth of the heap or RSS after warm-up beyond which the run is called not flat. */
const FLAT_TOLERANCE = 0.2;
/** Moves a visitor plays before walking away. */
const VISITOR_MOVES = 3;
/** The longest a visitor waits for the computer's reply before walking away (ms; level 5 on 2 cores). */
const REPLY_WAIT_MS = 90_000;
/** The levels the visitors play against, in turn (both play with the endgame tables). */
const VISITOR_LEVELS = ['4', '5'];
/** The screen of a gallery's small kiosk. */
const VIEWPORT = { width: 1280, height: 800 };

const PAGE = `<!doctype html><meta charset="utf-8"><title>soak</title>
<style>html,body{margin:0}</style>
<script type="module" src="/pkg/urim-elements.js"></script>
<urim-game demo sound speed="${speed}" idle="${idle}" opponent="4" lang="en"></urim-game>`;

/** The resident memory (bytes) of every process below this one: the browser and its children. */
function browserRss() {
  const parent = new Map();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      parent.set(pid, stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    } catch {
      /* gone meanwhile */
    }
  }
  const below = (pid) => {
    for (let p = parent.get(pid); p; p = parent.get(p)) if (p === String(process.pid)) return true;
    return false;
  };
  let bytes = 0;
  for (const pid of parent.keys()) {
    if (!below(pid)) continue;
    try {
      const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (kb) bytes += Number(kb[1]) * 1024;
    } catch {
      /* gone meanwhile */
    }
  }
  return bytes;
}

const env = await openBrowser();
const context = await env.browser.newContext({ viewport: VIEWPORT });
const page = await context.newPage();
const errors = [];
page.on('pageerror', (e) => errors.push(`page: ${e.message}`));
page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
await page.route(`${env.base}/soak.html`, (route) => route.fulfill({ contentType: 'text/html', body: PAGE }));
await page.goto(`${env.base}/soak.html`);
await page.waitForFunction(() => document.querySelector('urim-game')?.started);
await page.evaluate(() => {
  const g = document.querySelector('urim-game');
  window.soak = { games: 0, moves: 0, visitorMoves: 0, idleReturns: 0, errors: [] };
  g.addEventListener('gameover', () => { window.soak.games += 1; });
  g.addEventListener('move', (e) => {
    window.soak.moves += 1;
    if (e.detail.by !== 'computer') window.soak.visitorMoves += 1;
  });
  g.addEventListener('newgame', (e) => { if (e.detail.reason === 'idle') window.soak.idleReturns += 1; });
  g.addEventListener('error', (e) => window.soak.errors.push(e.detail?.message ?? 'error'));
});
const cdp = await context.newCDPSession(page);
await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });

/** The wasm memory of the engine in the page and in its worker (bytes), read from each module's own exports. */
async function wasmBytes() {
  const read = () => import(new URL('urim.js', document.querySelector('script[src$="urim-elements.js"]').src).href)
    .then((m) => m.default()).then((w) => w.memory.buffer.byteLength);
  const main = await page.evaluate(read).catch(() => null);
  const worker = page.workers()[0];
  // The worker runs the engine module (urim-search.js); its init hands back the
  // instance already running. (Importing the page module there made a new, idle
  // instance, whose memory never moved.)
  const inWorker = worker ? await worker.evaluate(() => import('./urim-search.js').then((m) => m.default()).then((w) => w.memory.buffer.byteLength)).catch(() => null) : null;
  return { main, worker: inWorker };
}

/** The main thread's time in tasks so far (s) and the clock (s), from CDP. */
async function taskTime() {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const get = (name) => metrics.find((m) => m.name === name)?.value ?? 0;
  return { task: get('TaskDuration'), at: get('Timestamp') };
}

/** A sample: what the page counted, the busy share since the last, the memory. */
async function sample(start, phase, last) {
  const busy = await taskTime(); // before the collection below, which is the soak's own work
  const counted = await page.evaluate(() => ({ ...window.soak, errors: undefined, frames: document.querySelector('urim-game').view?.counts.frames ?? 0 }));
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const s = { minute: (Date.now() - start) / 60_000, phase, ...counted, busyTask: busy.task, busyAt: busy.at, heap: usedSize, rss: browserRss(), ...(await wasmBytes()) };
  const span = last ? s.busyAt - last.busyAt : 0;
  s.busy = last && span > 0 ? (s.busyTask - last.busyTask) / span : null;
  s.movesPerS = last && span > 0 ? (s.moves - last.moves) / span : null;
  s.fps = last && span > 0 ? (s.frames - last.frames) / span : null;
  // The soak's own work (collection, heap and wasm reads) falls outside the next span.
  const after = await taskTime();
  s.busyTask = after.task;
  s.busyAt = after.at;
  return s;
}

/** A visitor: a touch on the board, a few moves against `level`, then nobody. */
async function visit(level) {
  await page.evaluate((l) => document.querySelector('urim-game').setAttribute('opponent', l), level);
  const box = await page.locator('urim-game canvas').boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height * 0.8); // the touch that takes over
  for (let i = 0; i < VISITOR_MOVES; i += 1) {
    const ready = await page.waitForFunction(() => document.querySelector('urim-game').legalMoves.length > 0, null, { timeout: REPLY_WAIT_MS }).then(() => true, () => false);
    if (!ready) break;
    const c = await page.evaluate(() => {
      const g = document.querySelector('urim-game');
      const moves = g.legalMoves;
      return g.pitCenter(moves[Math.floor(Math.random() * moves.length)]);
    });
    const at = await page.locator('urim-game canvas').boundingBox();
    await page.mouse.click(at.x + c.x, at.y + c.y);
  }
  await page.mouse.click(2, 2); // the last touch, off the board; then the idle timer runs
}

const start = Date.now();
const samples = [await sample(start, 'motion', null)];
const half = (minutes * 60_000) / 2;
let phase = 'motion';
let nextSample = start + SAMPLE_MS;
let nextVisit = start + visitEvery * 60_000;
let visits = 0;
console.log(`[soak] ${minutes} min at speed ${speed}: motion, then reduced motion; a visitor every ${visitEvery} min, idle ${idle} s`);
while (Date.now() - start < minutes * 60_000) {
  if (Date.now() >= nextSample) {
    const s = await sample(start, phase, samples.at(-1));
    samples.push(s);
    nextSample += SAMPLE_MS;
    console.log(`[soak] ${s.minute.toFixed(1)} min (${s.phase}): ${s.games} games, ${s.movesPerS?.toFixed(2)} moves/s, ${s.fps?.toFixed(1)} frames/s, busy ${(s.busy * 100).toFixed(1)} %, heap ${(s.heap / 1e6).toFixed(2)} MB, RSS ${(s.rss / 1e6).toFixed(0)} MB`);
  }
  // A sample's minute is labelled by the phase it was spent in, so the switch comes after it.
  if (phase === 'motion' && Date.now() - start >= half) {
    phase = 'reduced';
    await page.emulateMedia({ reducedMotion: 'reduce' });
  }
  if (Date.now() >= nextVisit) {
    await visit(VISITOR_LEVELS[visits % VISITOR_LEVELS.length]);
    visits += 1;
    nextVisit += visitEvery * 60_000;
  }
  const until = Math.min(nextSample, nextVisit, start + minutes * 60_000, phase === 'motion' ? start + half : Infinity);
  await page.waitForTimeout(Math.max(0, until - Date.now()));
}
/** A last sample at the end, unless one was just taken (ms). */
const LAST_SAMPLE_GAP_MS = 10_000;
if (Date.now() - start - samples.at(-1).minute * 60_000 > LAST_SAMPLE_GAP_MS) samples.push(await sample(start, phase, samples.at(-1)));
errors.push(...(await page.evaluate(() => window.soak.errors)).map((m) => `element: ${m}`));
await env.close();

const warm = samples.find((s) => s.minute * 60_000 >= WARM_UP_MS) ?? samples.at(-1);
const last = samples.at(-1);
const grew = (a, b) => (b - a) / a;
const heapGrowth = grew(warm.heap, last.heap);
const rssGrowth = grew(warm.rss, last.rss);
const wasmSame = last.main === warm.main && last.worker === warm.worker;
const flat = heapGrowth <= FLAT_TOLERANCE && rssGrowth <= FLAT_TOLERANCE && wasmSame;
const mb = (n) => (n == null ? 'n/a' : `${(n / 1e6).toFixed(2)} MB`);
const pct = (n) => (n == null ? 'n/a' : `${(n * 100).toFixed(1)} %`);
const fixed = (n, d) => (n == null ? 'n/a' : n.toFixed(d));
const signed = (n) => `${n >= 0 ? '+' : ''}${(n * 100).toFixed(1)} %`;
const mean = (list, key) => (list.length ? list.reduce((a, s) => a + s[key], 0) / list.length : null);
const of = (p) => samples.slice(1).filter((s) => s.phase === p);
const report = `# Soak: a gallery's ${minutes} minutes${flags.label ? ` (${flags.label})` : ''}

\`npm run soak -- --minutes ${minutes} --speed ${speed} --visit-every ${visitEvery} --idle ${idle}\` (bench/soak.mjs):
\`<urim-game demo sound speed="${speed}" idle="${idle}">\` in headless Chromium with software
rendering (--disable-gpu), ${VIEWPORT.width}×${VIEWPORT.height}, ${new Date().toISOString().slice(0, 16)} UTC, this machine (2 cores,
shared with other work). First half with motion, second half with reduced motion; a
visitor every ${visitEvery} min (a touch, ${VISITOR_MOVES} moves against level 4 or 5 in turn, then idle).

- games finished: **${last.games}**, moves: ${last.moves} (${last.visitorMoves} by visitors), visits: ${visits}, idle returns: ${last.idleReturns}
- main thread busy, mean of the minutes: **${pct(mean(of('motion'), 'busy'))}** with motion, **${pct(mean(of('reduced'), 'busy'))}** with reduced motion (goal ≤ 25 % at speed 1)
- frames painted a second, mean: ${fixed(mean(of('motion'), 'fps'), 1)} with motion, ${fixed(mean(of('reduced'), 'fps'), 1)} with reduced motion
- errors: ${errors.length ? errors.map((e) => `\n  - ${e}`).join('') : '**none**'}
- memory flat after warm-up (${(WARM_UP_MS / 60_000).toFixed(1)} min): **${flat ? 'yes' : 'NO'}** (heap ${signed(heapGrowth)}, RSS ${signed(rssGrowth)}, wasm unchanged: ${wasmSame})

Minute by minute (busy, moves/s and frames/s over the minute before the sample):

| minute | phase | games | moves/s | frames/s | busy | JS heap | wasm, page | wasm, worker | RSS |
|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|
${samples.map((s) => `| ${s.minute.toFixed(1)} | ${s.phase} | ${s.games} | ${fixed(s.movesPerS, 2)} | ${fixed(s.fps, 1)} | ${pct(s.busy)} | ${mb(s.heap)} | ${mb(s.main)} | ${mb(s.worker)} | ${mb(s.rss)} |`).join('\n')}
`;
writeFileSync(flags.out, report);
console.log(report);
if (errors.length || !flat) process.exitCode = 1;
