// `npm run size` (and `npm test`): raw and gzip bytes of the three wasm modules and
// their JS glue against their budgets: the page module (rules, notation, move
// reports: what every page loads), the records module (the same with records read
// and written: what a page loads when a record is opened or kept), the engine
// module (the same with records, the search, the endgame tables and the analysis:
// what the worker loads), and each glue; and the lessons' code (<urim-learn>, loaded
// only by a page that has one, or at Learn to play). Exits 1 when one is over. The first loads of the pages (the demo page at
// most 80 KiB gzip until its first element is ready) are checked in the browser by
// tests/browser/budget.test.mjs.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const KIB = 1024;
/**
 * [file, budget in gzip bytes, what it is]. The page module's is issue 19's 28 KiB;
 * the records module's, what it is now with a little room (it is loaded after the
 * first load, when a record is wanted). The lessons', what nine chapters take with
 * room for a few more.
 */
export const BUDGETS = [
  ['pkg/urim_bg.wasm', 28 * KIB, 'the page module'],
  ['pkg/urim-records_bg.wasm', 38 * KIB, 'the records module'],
  ['pkg/urim-search_bg.wasm', 100 * KIB, 'the engine module'],
  ['pkg/urim.js', 10 * KIB, 'the page module\'s glue'],
  ['pkg/urim-records.js', 10 * KIB, 'the records module\'s glue'],
  ['pkg/urim-search.js', 10 * KIB, 'the engine module\'s glue'],
  ['pkg/urim-learn.js', 10 * KIB, 'the lessons\' code, <urim-learn>'],
];

/** The gzip bytes of `file` (under the repository), as a server that compresses would send it. */
export function gzipBytes(file) {
  return gzipSync(readFileSync(join(root, file)), { level: 9 }).length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let failed = false;
  for (const [file, budget, what] of BUDGETS) {
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
    console.log(`[size] ${file} (${what}): ${bytes.length} bytes raw, ${gzip} bytes gzip (budget ${budget}: ${status})`);
  }
  process.exit(failed ? 1 : 0);
}
