// `npm run bench`: speed figures, native against wasm in Node on the same machine,
// written to bench/report.md and printed. Not a test: it measures, it does not judge.
//   - perft leaf nodes/s, native (urim-perft) and wasm (in Node, and in headless
//     Chromium when installed), and their ratios
//   - Expert search from the start and ten midgame positions (bench/positions.txt):
//     depth reached and nodes/s in 100 ms and 1 s, in wasm (native: urim-bench)
//   - endgame table build time and memory for 2x6 and 2x7 in wasm
//   - the analysis: its time from the start and at endings with their past, and
//     the share of values it proves exact (bench/analysis.mjs)
//   - the first load of the demo page and of pages with one element: gzip bytes,
//     and the time from navigation to the first board drawn (bench/first-load.mjs)
//   - the computer's first reply at Expert on a fresh page, from the visitor's move
//     to the computer's, without the sowing animation (bench/first-reply.mjs)
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { Game, buildTables, initSync, newGame } from '../pkg/urim-search.js';
import { CHROMIUM, openBrowser, pageWith } from '../tests/browser/browser.mjs';
import { measureAnalysis } from './analysis.mjs';
import { measurePages } from './first-load.mjs';
import { FIRST_REPLY_BUDGET_MS, measureFirstReply } from './first-reply.mjs';

const root = new URL('..', import.meta.url);
// The engine module: the search, the tables and perft are the worker's.
const exports = initSync({ module: readFileSync(new URL('pkg/urim-search_bg.wasm', root)) });
const PERFT = { holes: 6, seeds: 3, depth: 11 };
const RUNS = 11;
const BUDGETS_MS = [100, 1000];
const lines = [];
const say = (text = '') => { console.log(text); lines.push(text); };
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const cargo = (args) => execFileSync('cargo', ['run', '--quiet', '--release', '--bin', ...args],
  { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });

say('# Benchmark report');
say();
say(`Made by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${cpus()[0]?.model ?? 'unknown CPU'}, ` +
  `${cpus().length} cores, Node ${process.version}. Single thread. Other work on the machine moves these numbers by 10-20%.`);

// perft: each native run is followed at once by a wasm run in Node and one in
// headless Chromium (when installed), so that the three see the same machine
// load; each ratio is the median of the runs' ratios to their native run.
say();
say(`## perft ${PERFT.depth} from the 2x${PERFT.holes} start, leaf nodes per second (${RUNS} rounds of runs)`);
say();
const game = newGame(PERFT.holes, { seeds: PERFT.seeds });
game.perft(PERFT.depth - 1); // let the JIT settle on the hot code first
const browser = await browserPerft();
const runs = { native: [], node: [], chromium: [] };
let leaves = 0;
for (let run = 0; run < RUNS; run++) {
  const out = cargo(['urim-perft', '--', String(PERFT.holes), String(PERFT.seeds), String(PERFT.depth)]);
  const last = out.trim().split('\n').at(-1).split(' ');
  runs.native.push(Number(last[3]) / parseFloat(last[4]));
  const start = process.hrtime.bigint();
  leaves = game.perft(PERFT.depth);
  runs.node.push(leaves / (Number(process.hrtime.bigint() - start) / 1e9));
  if (browser) runs.chromium.push(await browser.rate());
}
await browser?.close();
const millions = (xs) => xs.map((x) => (x / 1e6).toFixed(1)).join(', ');
const ratio = (xs) => median(xs.map((x, i) => x / runs.native[i]));
say('| | median leaves/s | ratio to native (median of rounds) | all runs (M/s) |');
say('|---|---|---|---|');
say(`| native (release) | ${(median(runs.native) / 1e6).toFixed(1)} M | | ${millions(runs.native)} |`);
say(`| wasm in Node ${process.version} | ${(median(runs.node) / 1e6).toFixed(1)} M | **${ratio(runs.node).toFixed(2)}** | ` +
  `${millions(runs.node)} |`);
if (browser) {
  say(`| wasm in ${browser.version} (headless) | ${(median(runs.chromium) / 1e6).toFixed(1)} M | ` +
    `${ratio(runs.chromium).toFixed(2)} | ${millions(runs.chromium)} |`);
}
say();
say(`${leaves} leaves a run. Node ratios by round: ${runs.node.map((x, i) => (x / runs.native[i]).toFixed(2)).join(', ')}.` +
  (browser ? '' : ' Chromium is not installed here, so the browser row is left out.'));

// Endgame tables in wasm: built in one go here (the worker builds them in slices).
say();
say('## Endgame tables in wasm');
say();
say('| board | K | build | table memory | wasm memory after |');
say('|---|---|---|---|---|');
for (const holes of [6, 7]) {
  const start = performance.now();
  const state = buildTables(holes);
  const took = performance.now() - start;
  say(`| 2x${holes} | ${state.maxSeeds} | ${took.toFixed(0)} ms | ${(state.bytes / 1e6).toFixed(1)} MB | ` +
    `${(exports.memory.buffer.byteLength / 1e6).toFixed(1)} MB |`);
}

// The analysis in wasm: its time and how many values it proves exact.
say();
say('## Analysis (every legal move valued, Expert, 20,000 nodes a move) in wasm');
say();
for (const line of await measureAnalysis(new URL('pkg/', root))) say(line);

// Expert search in wasm.
say();
say('## Expert (level 5) search in wasm, 2x6 with tables');
say();
say('| position | budget | depth | nodes | nodes/s | score | move |');
say('|---|---|---|---|---|---|---|');
const midgames = readFileSync(new URL('bench/positions.txt', root), 'utf8').trim().split('\n');
const positions = [['start', newGame(6)], ...midgames.map((p, i) => [`mid ${i + 1}`, Game.fromPosition(p)])];
const reached = {};
for (const [name, g] of positions) {
  for (const ms of BUDGETS_MS) {
    const start = performance.now();
    const best = g.bestMove({ level: 5, timeMs: ms });
    const took = (performance.now() - start) / 1000;
    (reached[ms] ??= []).push(best.depth);
    say(`| ${name} | ${ms} ms | ${best.depth} | ${best.nodes} | ${(best.nodes / took / 1e6).toFixed(2)} M | ` +
      `${best.score >= 0 ? '+' : ''}${best.score.toFixed(2)} | ${best.letter} |`);
  }
}
say();
for (const ms of BUDGETS_MS) {
  const depths = reached[ms];
  say(`In ${ms} ms: depth ${depths[0]} from the start; ${Math.min(...depths.slice(1))}-${Math.max(...depths.slice(1))} ` +
    'from the midgame positions.');
}

// The native figures for the same searches and tables, from urim-bench.
say();
say('## Native (urim-bench), for comparison');
say();
for (const line of cargo(['urim-bench', '--', 'bench/positions.txt']).trim().split('\n')) say(line);

/**
 * perft in the engine module (www/pkg/urim-search.js, the worker's) in headless Chromium, warmed up like
 * the Node run; `null` when Chromium is not installed.
 */
async function browserPerft() {
  if (!existsSync(CHROMIUM)) return null;
  const env = await openBrowser();
  const page = await pageWith(env, '/bench.html', '<!doctype html><title>perft</title>');
  await page.evaluate(async ({ holes, seeds, depth }) => {
    const m = await import('/pkg/urim-search.js');
    await m.default();
    globalThis.perftRun = () => {
      const start = performance.now();
      const n = globalThis.game.perft(depth);
      return n / ((performance.now() - start) / 1000);
    };
    globalThis.game = m.newGame(holes, { seeds });
    globalThis.game.perft(depth - 1);
  }, PERFT);
  return {
    version: `Chromium ${env.browser.version()}`,
    rate: () => page.evaluate(() => globalThis.perftRun()),
    close: () => env.close(),
  };
}

// The first load, in headless Chromium from the local test server.
if (existsSync(CHROMIUM)) {
  say();
  say('## First load in headless Chromium (localhost, no cache, no service worker)');
  say();
  say('| page | files | gzip bytes | then, while idle | first board, median | all runs (ms) |');
  say('|---|---|---|---|---|---|');
  for (const [name, r] of Object.entries(await measurePages(RUNS))) {
    say(`| ${name.replace(/[<>]/g, (c) => (c === '<' ? '&lt;' : '&gt;'))} | ${r.files.length} | ${r.gzip} | ` +
      `${r.later.length} files, ${r.laterGzip} | ${r.median.toFixed(0)} ms | ${r.times.map((t) => t.toFixed(0)).join(', ')} |`);
  }
  say();
  say('Budgets: the demo page at most 80 KiB (81,920 bytes) gzip until its first element is ready, its first board within 300 ms. ' +
    '"First board": from navigation to the first element\'s ready event (drawn and playable). "Then, while idle": what the page ' +
    'asks for after that until the network is idle (the worker and the engine module, once a page starts them then).');
}

// The first reply at Expert, in headless Chromium from the local test server.
if (existsSync(CHROMIUM)) {
  const r = await measureFirstReply(RUNS);
  say();
  say('## First reply at Expert in headless Chromium (a fresh page: no endgame tables yet)');
  say();
  say('| median | all runs (ms) | tables built before the reply |');
  say('|---|---|---|');
  say(`| ${r.median.toFixed(0)} ms | ${r.times.map((t) => t.toFixed(0)).join(', ')} | ${r.tablesDone} of ${r.times.length} runs |`);
  say();
  say(`Budget: at most ${FIRST_REPLY_BUDGET_MS} ms. From the visitor's first move (as soon as the element is ready) to the ` +
    'computer\'s, moves shown at once (speed="0"). Expert thinks for 1 s of it; the rest is the worker starting and the page.');
}

writeFileSync(new URL('bench/report.md', root), `${lines.join('\n')}\n`);
console.log('\n[bench] written to bench/report.md');
