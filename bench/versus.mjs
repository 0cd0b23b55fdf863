// A paired match between two builds of the engine: this checkout's pkg/ and
// another built package folder (an earlier version), each at Expert with the
// endgame tables and the same node budget per move, in wasm in Node. Each
// opening (a few seeded random plies from the 2x6 start) is played twice, the
// builds swapping sides, so that neither gains from the openings. A benchmark,
// not a test: it prints the score of this checkout's build.
//   node bench/versus.mjs OTHER-PKG-FOLDER [openings] [nodes]
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const [otherFolder, openingsArg = '12', nodesArg = '100000'] = process.argv.slice(2);
if (!otherFolder) {
  console.error('usage: node bench/versus.mjs OTHER-PKG-FOLDER [openings] [nodes]');
  process.exit(2);
}
const OPENINGS = Number(openingsArg);
const NODES = Number(nodesArg);
/** Random plies of an opening: 1 to this many. */
const OPENING_PLIES = 4;

/** Loads a built package folder's engine module, with its 2x6 tables built. */
async function load(folder) {
  const pkg = pathToFileURL(folder.endsWith('/') ? folder : `${folder}/`);
  const api = await import(new URL('urim-search.js', pkg).href);
  api.initSync({ module: readFileSync(new URL('urim-search_bg.wasm', pkg)) });
  let state = api.buildTables(6, 1000);
  while (!state.done) state = api.buildTables(6, 1000);
  return api;
}

/** A small seeded generator, so the openings repeat. */
function seeded(seed) {
  let state = seed >>> 0;
  return (n) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % n;
  };
}

const ours = await load(new URL('../pkg/', import.meta.url).pathname);
const theirs = await load(otherFolder);
const pick = seeded(77);
const openings = Array.from({ length: OPENINGS }, () => {
  const g = ours.newGame(6);
  const plies = 1 + pick(OPENING_PLIES);
  const moves = [];
  for (let i = 0; i < plies && !g.isOver(); i += 1) {
    const legal = g.legalMoves();
    const pit = legal[pick(legal.length)];
    g.play(pit);
    moves.push(pit);
  }
  return moves;
});

let [wins, draws, losses, margin] = [0, 0, 0, 0];
for (const opening of openings) {
  for (const oursMoves of ['south', 'north']) {
    // Each build keeps its own copy of the game; both see every move.
    const games = [ours.newGame(6), theirs.newGame(6)];
    for (const pit of opening) for (const g of games) g.play(pit);
    while (!games[0].isOver()) {
      const toMove = games[0].toMove();
      const mover = toMove === oursMoves ? 0 : 1;
      const best = games[mover].bestMove({ level: 5, nodes: NODES });
      for (const g of games) g.play(best.pit);
    }
    const s = games[0].score();
    const diff = oursMoves === 'south' ? s.south - s.north : s.north - s.south;
    margin += diff;
    if (diff > 0) wins += 1;
    else if (diff < 0) losses += 1;
    else draws += 1;
  }
}
const games = 2 * OPENINGS;
console.log(`| this build vs ${otherFolder} | ${games} | ${wins} | ${draws} | ${losses} | ` +
  `${(margin / games >= 0 ? '+' : '')}${(margin / games).toFixed(1)} | ` +
  `${((100 * (wins + draws / 2)) / games).toFixed(1)}% |`);
