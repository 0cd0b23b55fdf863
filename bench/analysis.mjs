// The analysis in wasm (Node): how long valuing every legal move takes, and how
// many values it can call exact, from the 2x6 start and at endings with the game's
// own past. Used by `npm run bench` (bench/bench.mjs); also run on its own, on any
// built package folder, to compare two versions on the same machine:
//   node bench/analysis.mjs [pkg-folder]      (default: this checkout's pkg/)
// The endings come from seeded random games, played until at most the tables'
// seeds are on the board and then on to the end, so every version sees the same
// positions with the same history.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Runs of each timing; the median is reported. */
const RUNS = 11;
/** Games played on each board size for the endings. */
const GAMES = 12;
/** Seeds on the board the tables hold, by pits a row. */
const TABLE_SEEDS = { 6: 12, 7: 10 };
/** The analysis the element asks for. */
const OPTIONS = { level: 5, nodes: 20_000 };

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** A small seeded generator (a linear congruential one), so the games repeat. */
function seeded(seed) {
  let state = seed >>> 0;
  return (n) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % n;
  };
}

/** The move lists of positions with few seeds on the board, from seeded games. */
function endings(api, holes) {
  const pick = seeded(holes * 7919);
  const out = [];
  for (let g = 0; g < GAMES; g += 1) {
    const game = api.newGame(holes);
    const moves = [];
    while (!game.isOver()) {
      const legal = game.legalMoves();
      const pit = legal[pick(legal.length)];
      game.play(pit);
      moves.push(pit);
      const onBoard = game.pits().reduce((a, b) => a + b, 0);
      if (!game.isOver() && onBoard <= TABLE_SEEDS[holes]) out.push([...moves]);
    }
    game.free?.();
  }
  return out;
}

/** Times one analysis of `game` to its end; returns { ms, values, exact }. */
function analyseOnce(game) {
  const t0 = performance.now();
  const a = game.analyse(OPTIONS).step(600_000);
  const ms = performance.now() - t0;
  return { ms, values: a.moves.length, exact: a.moves.filter((m) => m.exact).length };
}

/**
 * Measures the analysis of the package in `pkg` (a folder URL holding
 * urim-search.js and its wasm). Returns Markdown lines.
 */
export async function measureAnalysis(pkg) {
  const api = await import(new URL('urim-search.js', pkg).href);
  api.initSync({ module: readFileSync(new URL('urim-search_bg.wasm', pkg)) });
  const lines = [];
  const start = api.newGame(6);
  const startMs = median(Array.from({ length: RUNS }, () => analyseOnce(start).ms));
  lines.push('| what | positions | median ms per analysis | values exact |');
  lines.push('|---|---|---|---|');
  lines.push(`| 2x6 start, no tables | 1 | ${startMs.toFixed(1)} | |`);
  for (const holes of [6, 7]) {
    let state = api.buildTables(holes, 1000);
    while (!state.done) state = api.buildTables(holes, 1000);
    const ms = [];
    let values = 0;
    let exact = 0;
    const all = endings(api, holes);
    for (const moves of all) {
      const game = api.newGame(holes);
      for (const pit of moves) game.play(pit);
      const r = analyseOnce(game);
      ms.push(r.ms);
      values += r.values;
      exact += r.exact;
    }
    const share = values ? Math.round((100 * exact) / values) : 0;
    lines.push(`| 2x${holes} endings (at most ${TABLE_SEEDS[holes]} seeds, with their past), tables | ${all.length} | ` +
      `${median(ms).toFixed(2)} (slowest ${Math.max(...ms).toFixed(1)}) | ${exact} of ${values} (${share}%) |`);
  }
  return lines;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const folder = process.argv[2] ?? new URL('../pkg/', import.meta.url).pathname;
  const pkg = pathToFileURL(folder.endsWith('/') ? folder : `${folder}/`);
  for (const line of await measureAnalysis(pkg)) console.log(line);
}
