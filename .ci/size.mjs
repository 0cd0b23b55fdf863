// `npm run size` (and `npm test`): raw and gzip bytes of the built module and its
// JS glue against their budgets: the wasm module, with the rules, the JS API, the
// search and the endgame tables, at most 60 KiB gzip; the glue at most 10 KiB.
// Exits 1 when over. The demo page's whole first load (at most 100 KiB gzip) is
// checked by tests/browser/budget.test.mjs.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const KIB = 1024;
/** [file, budget in gzip bytes] */
const files = [
  ['pkg/urim_bg.wasm', 60 * KIB],
  ['pkg/urim.js', 10 * KIB],
];

let failed = false;
for (const [file, budget] of files) {
  let bytes;
  try {
    bytes = readFileSync(join(root, file));
  } catch {
    console.error(`[size] ${file} is missing: run 'npm run build' first`);
    process.exit(1);
  }
  const gzip = gzipSync(bytes, { level: 9 }).length;
  failed ||= gzip > budget;
  const status = gzip <= budget ? `within budget, ${budget - gzip} bytes to spare` : `OVER BUDGET by ${gzip - budget} bytes`;
  console.log(`[size] ${file}: ${bytes.length} bytes raw, ${gzip} bytes gzip (budget ${budget}: ${status})`);
}
process.exit(failed ? 1 : 0);
