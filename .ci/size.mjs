// `npm run size`: raw and gzip bytes of the built module and its JS glue against
// their budgets (wasm <= 35 KB gzip with the AI, glue <= 10 KB gzip); exits 1 when over.
// `--guard` (used by `npm test`) instead fails only past the guard sizes below: the
// wasm budget is not met yet (see the README), and the guard keeps the module from
// growing further by accident (a stray `{:?}` alone adds 4 KB) until it is.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const KB = 1024;
const guardMode = process.argv.includes('--guard');
// [file, budget (gzip bytes), guard (gzip bytes): the size measured when the AI
// landed (56.9 KB for the wasm) plus about 5%]
const files = [
  ['pkg/urim_bg.wasm', 35 * KB, 60 * KB],
  ['pkg/urim.js', 10 * KB, 10 * KB],
];

let failed = false;
for (const [file, budget, guard] of files) {
  let bytes;
  try {
    bytes = readFileSync(join(root, file));
  } catch {
    console.error(`[size] ${file} is missing: run 'npm run build' first`);
    process.exit(1);
  }
  const gzip = gzipSync(bytes, { level: 9 }).length;
  const limit = guardMode ? guard : budget;
  failed ||= gzip > limit;
  const status = gzip <= budget ? 'within budget' : `OVER BUDGET by ${gzip - budget} bytes`;
  const guardNote = guardMode ? `; guard ${guard} ${gzip <= guard ? 'ok' : 'EXCEEDED'}` : '';
  console.log(`[size] ${file}: ${bytes.length} bytes raw, ${gzip} bytes gzip ` +
    `(budget ${budget}: ${status}${guardNote})`);
}
process.exit(failed ? 1 : 0);
