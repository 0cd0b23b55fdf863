// `npm run strength`: level-against-level matches on paired openings (each opening
// played from both sides), and Expert against a plain fixed-depth alpha-beta on the
// store difference. The games use node budgets, not the clock, so they come out the
// same natively and in wasm; they are played by the native build for speed (about
// five minutes). The table goes to bench/strength-run.md and is printed;
// bench/strength.md explains the set-up and discusses a run.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const root = new URL('..', import.meta.url);
const openings = process.argv[2] ?? '12';
const run = spawnSync('cargo', ['run', '--quiet', '--release', '--bin', 'urim-strength', '--', openings],
  { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
if (run.status !== 0) {
  console.error(`[strength] urim-strength failed (exit ${run.status})`);
  process.exit(1);
}
process.stdout.write(run.stdout);
const header = `# Strength run\n\nMade by \`npm run strength\` (${openings} paired openings) on ` +
  `${new Date().toISOString().slice(0, 10)}. See strength.md for the set-up.\n\n`;
writeFileSync(new URL('bench/strength-run.md', root), header + run.stdout);
console.log('[strength] written to bench/strength-run.md');
