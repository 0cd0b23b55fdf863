// Keeps the types-only stand-in for the package (www/types/package/pkg/): the
// declarations wasm-bindgen writes for the three wasm modules' glue, copied from
// the build's pkg/, so that the type check (npm run lint) needs no wasm build.
// tsconfig.checkjs.json finds them through rootDirs (for '../pkg/urim.js') and
// paths (for 'urim', 'urim/records', 'urim/search'); the stand-in's other files
// point at the sources the build copies (urim-elements.d.ts, the worker's front).
//   node .ci/type-stand-in.mjs           copies them (the build runs this)
//   node .ci/type-stand-in.mjs --check   exits 1, naming the file, when one differs
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = new URL('../', import.meta.url);
/** The declarations wasm-bindgen writes into pkg/, one a wasm module. */
export const GENERATED = ['urim.d.ts', 'urim-records.d.ts', 'urim-search.d.ts'];
/** Where the stand-in keeps them. */
export const STAND_IN = 'www/types/package/pkg/';
/** What each copy says first, above wasm-bindgen's text. */
const HEADER = '// A copy of the build\'s pkg/ declarations, for the type check without a wasm build (.ci/type-stand-in.mjs).\n';

/**
 * Copies the declarations (or, with `check`, only compares them); resolves with
 * the files that differed. Needs the build's pkg/.
 * @param {{ check?: boolean }} [options]
 */
export function typeStandIn({ check = false } = {}) {
  const stale = [];
  for (const name of GENERATED) {
    const made = HEADER + readFileSync(new URL(`pkg/${name}`, root), 'utf8');
    const file = new URL(`${STAND_IN}${name}`, root);
    let kept = null;
    try {
      kept = readFileSync(file, 'utf8');
    } catch {
      /* not there yet */
    }
    if (kept === made) continue;
    stale.push(`${STAND_IN}${name}`);
    if (!check) writeFileSync(file, made);
  }
  return stale;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  const stale = typeStandIn({ check });
  for (const path of stale) {
    if (check) console.error(`[type-stand-in] ${path} differs from the build's pkg/: run node .ci/type-stand-in.mjs (the build does)`);
    else console.log(`[type-stand-in] wrote ${path}`);
  }
  process.exit(check && stale.length ? 1 : 0);
}
