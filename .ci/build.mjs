// Builds the npm package in pkg/ and copies it to www/pkg/ for the page:
// cargo (wasm32) -> wasm-bindgen (web target) -> wasm-opt -Oz --converge -> package.json -> copy.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = join(root, 'pkg');
const wasmIn = join(root, 'target/wasm32-unknown-unknown/release/urim.wasm');
const wasmOut = join(pkg, 'urim_bg.wasm');
/** Hand-written JS shipped with the package: the engine's worker and its front. */
const WORKER_FILES = ['urim-worker.js', 'urim-engine.js', 'urim-engine.d.ts'];

function step(what, cmd, args) {
  console.log(`[build] ${what}\n[build]   $ ${[cmd, ...args].join(' ')}`);
  const run = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (run.error) throw new Error(`${cmd} could not start: ${run.error.message}`);
  if (run.status !== 0) throw new Error(`${cmd} failed (exit ${run.status})`);
}

/** A cargo-installed tool: on PATH, or in ~/.cargo/bin. */
function cargoTool(name) {
  const local = join(process.env.CARGO_HOME ?? join(homedir(), '.cargo'), 'bin', name);
  return existsSync(local) ? local : name;
}

const kb = (file) => `${(statSync(file).size / 1024).toFixed(1)} KiB`;

try {
  step('compiling the crate to WebAssembly (release: LTO, one codegen unit, panic=abort)',
    'cargo', ['build', '--release', '--lib', '--target', 'wasm32-unknown-unknown']);

  rmSync(pkg, { recursive: true, force: true });
  step('generating the JS glue and TypeScript declarations (ES module for browsers and Node)',
    cargoTool('wasm-bindgen'),
    ['--target', 'web', '--weak-refs', '--out-dir', 'pkg', '--out-name', 'urim', wasmIn]);

  // rustc's wasm32 output uses these post-MVP features; wasm-opt must be told it may keep them.
  const features = ['bulk-memory', 'bulk-memory-opt', 'nontrapping-float-to-int', 'sign-ext',
    'mutable-globals', 'reference-types', 'multivalue'].map((f) => `--enable-${f}`);
  const before = kb(wasmOut);
  // --converge repeats the passes while they still shrink the module; the two
  // custom sections stripped (producers, target_features) are not read by engines.
  step('shrinking the module with binaryen (wasm-opt -Oz --converge)',
    join(root, 'node_modules/.bin/wasm-opt'),
    ['-Oz', '--converge', '--strip-producers', '--strip-target-features', ...features,
      wasmOut, '-o', wasmOut]);
  console.log(`[build]   urim_bg.wasm: ${before} -> ${kb(wasmOut)}`);

  console.log('[build] adding the Web Worker (urim-worker.js) and its promise front (urim-engine.js)');
  for (const file of WORKER_FILES) cpSync(join(root, 'src/js', file), join(pkg, file));

  const cargo = readFileSync(join(root, 'Cargo.toml'), 'utf8');
  const field = (name) => cargo.match(new RegExp(`^${name} = "(.*)"`, 'm'))?.[1];
  const manifest = {
    name: 'urim',
    version: field('version'),
    description: field('description'),
    license: field('license'),
    type: 'module',
    main: 'urim.js',
    module: 'urim.js',
    types: 'urim.d.ts',
    exports: {
      '.': { types: './urim.d.ts', default: './urim.js' },
      './engine': { types: './urim-engine.d.ts', default: './urim-engine.js' },
      './urim-worker.js': './urim-worker.js',
      './urim_bg.wasm': './urim_bg.wasm',
    },
    files: ['urim.js', 'urim.d.ts', 'urim_bg.wasm', 'urim_bg.wasm.d.ts', ...WORKER_FILES],
    sideEffects: false,
    keywords: ['mancala', 'ouri', 'urim', 'oware', 'wasm'],
  };
  console.log('[build] writing pkg/package.json (npm package "urim", an ES module)');
  writeFileSync(join(pkg, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  rmSync(join(pkg, '.gitignore'), { force: true });

  const www = join(root, 'www/pkg');
  console.log('[build] copying pkg/ to www/pkg/ for the page');
  rmSync(www, { recursive: true, force: true });
  mkdirSync(join(root, 'www'), { recursive: true });
  cpSync(pkg, www, { recursive: true });
  console.log(`[build] done: pkg/urim_bg.wasm ${kb(wasmOut)}, pkg/urim.js ${kb(join(pkg, 'urim.js'))}`);
} catch (e) {
  console.error(`[build] ${e.message}`);
  process.exit(1);
}
