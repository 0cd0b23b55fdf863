// Times g.perft(d) through the JS API in Node and prints leaves per second, in the
// same form as the native `cargo run --release --bin urim-perft HOLES SEEDS DEPTH`.
// Usage: node .ci/perft-speed.mjs [HOLES] [SEEDS] [DEPTH]   (run `npm run build` first)
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initSync, newGame } from '../pkg/urim-search.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
initSync({ module: readFileSync(join(root, 'pkg/urim-search_bg.wasm')) }); // the engine module, which has perft

const [holes = 6, seeds = 3, depth = 7] = process.argv.slice(2).map(Number);
const game = newGame(holes, { seeds });
for (let d = 1; d <= depth; d++) {
  const start = process.hrtime.bigint();
  const n = game.perft(d);
  const secs = Number(process.hrtime.bigint() - start) / 1e9;
  console.log(`${holes} ${seeds} ${d} ${n} ${secs.toFixed(3)}s ${(n / Math.max(secs, 1e-9) / 1e6).toFixed(1)}M leaves/s (wasm in Node)`);
}
