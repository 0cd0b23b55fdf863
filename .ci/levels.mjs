// Writes www/game/levels.js, the computer's levels for the page's code, from their
// one source: the search's level table in Rust, as the built engine module's
// rules().levels gives it. The page needs them before any engine loads (to read an
// `opponent` attribute, to know which levels play with endgame tables), so they are
// written into a module of its own rather than asked of the worker.
//   node .ci/levels.mjs           writes it (the build runs this)
//   node .ci/levels.mjs --check   exits 1 when it differs from the engine's
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = new URL('../', import.meta.url);
/** The generated module, under the repository. */
export const TARGET = 'www/game/levels.js';

/** The module's text for `levels` (rules().levels of the engine module). */
const moduleText = (levels) => `// The computer's levels, as the engine defines them (the search's level table in
// Rust, through the engine module's rules().levels). Written by .ci/levels.mjs
// from the built engine; \`node .ci/levels.mjs --check\` fails when they differ.
// Do not edit by hand.

/**
 * min and max: the levels an \`opponent\` may be (0 is two players); search: a
 * search's default; analysis: the analysis's and the Hint's; minAnalysis: the
 * lowest an analysis takes; tables: the first level that plays with endgame tables.
 */
export const LEVELS = Object.freeze(${JSON.stringify(levels, Object.keys(levels).sort()).replace(/"(\w+)":/g, '$1: ').replace(/,/g, ', ').replace(/^\{/, '{ ').replace(/\}$/, ' }')});
`;

/** Writes (or with `check`, compares) the module; returns whether it was stale. */
export async function writeLevels({ check = false } = {}) {
  const { initSync, rules } = await import(new URL('pkg/urim-search.js', root).href);
  initSync({ module: readFileSync(new URL('pkg/urim-search_bg.wasm', root)) });
  const made = moduleText(rules().levels);
  const file = new URL(TARGET, root);
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    // not written yet
  }
  if (text === made) return false;
  if (!check) writeFileSync(file, made);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  const stale = await writeLevels({ check });
  if (stale && check) console.error(`[levels] ${TARGET} differs from the engine's levels: run node .ci/levels.mjs`);
  else if (stale) console.log(`[levels] wrote ${TARGET}`);
  process.exit(check && stale ? 1 : 0);
}
