// Prints raw and gzip sizes of the built module and its JS glue, and fails when over budget.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const KB = 1024;
const budgets = [
  ['pkg/urim_bg.wasm', 35 * KB],
  ['pkg/urim.js', 10 * KB],
];

let over = false;
for (const [file, budget] of budgets) {
  let bytes;
  try {
    bytes = readFileSync(join(root, file));
  } catch {
    console.error(`[size] ${file} is missing: run 'npm run build' first`);
    process.exit(1);
  }
  const gzip = gzipSync(bytes, { level: 9 }).length;
  const ok = gzip <= budget;
  over ||= !ok;
  console.log(`[size] ${file}: ${bytes.length} bytes raw, ${gzip} bytes gzip ` +
    `(budget ${budget} gzip) ${ok ? 'ok' : 'OVER BUDGET'}`);
}
process.exit(over ? 1 : 0);
