// Builds the npm package in pkg/ and copies it to www/pkg/ for the page: the three
// wasm modules, each cargo (wasm32, the binding crate bind/) -> wasm-bindgen (web
// target) -> wasm-opt -Oz --converge (the page module urim.js + urim_bg.wasm; the
// engine module urim-search.js + urim-search_bg.wasm, built with `--features
// engine`) -> the worker and the elements (from www/) added and minified (esbuild) -> the web
// fonts (.ci/fonts.mjs) -> package.json
// -> copy -> what the pages need from file:// (www/pkg/no-server.js and
// needs-server.js, and dist/urim.html, the game in one file). `node .ci/build.mjs
// --elements` redoes only the elements' part, on the engine already in pkg/, and
// what follows it.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, buildSync, transformSync } from 'esbuild';
import { buildNeedsServer } from './needs-server.mjs';
import { buildSingleFile } from './single-file.mjs';
import { writePages } from './pages.mjs';
import { writeServiceWorker } from './sw-files.mjs';
import { SHARING, lazyModules, shippedPath } from './lazy-modules.mjs';
import { shortenImports } from './short-imports.mjs';
import { buildManifest } from './manifest.mjs';
import { optionDocs } from './options-docs.mjs';
import { TARGET as LEVELS_MODULE, writeLevels } from './levels.mjs';
import { typeStandIn } from './type-stand-in.mjs';
import { buildFonts } from './fonts.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = join(root, 'pkg');
/**
 * The three wasm modules, built from the one binding crate: the page module (rules,
 * notation, move reports), which the pages load; the records module (the same with
 * records read and written), which they load when a record is opened or kept; and
 * the engine module (the same with records, the search, the tables and the
 * analysis), which the worker loads (and the page only when no worker can start).
 * `name` is the glue's file name.
 */
const MODULES = [
  // The page module is built for size: LLVM inlines and unrolls nothing (2 KB gzip
  // less than by default; its rules run a move at a time, so the speed is not
  // missed). It has a target folder of its own, so that the two flag sets do not
  // rebuild each other's crates. The engine module, which searches, is built for speed.
  { what: 'the page module', name: 'urim', features: [], target: 'target/page', profile: 'small', rustflags: '-C llvm-args=-inline-threshold=0 -C llvm-args=-unroll-threshold=0' },
  // The records module: the page module's API with records read and written, loaded when
  // a record is opened or kept. Built for size as the page module is, in a folder of its own.
  { what: 'the records module', name: 'urim-records', features: ['--features', 'records'], target: 'target/records', profile: 'small', rustflags: '-C llvm-args=-inline-threshold=0 -C llvm-args=-unroll-threshold=0' },
  { what: 'the engine module', name: 'urim-search', features: ['--features', 'engine'], target: 'target', profile: 'release', rustflags: '' },
];
const wasmOut = join(pkg, 'urim_bg.wasm');
/** Hand-written JS shipped with the package: the engine's worker and its front. */
const WORKER_FILES = ['urim-worker.js', 'urim-jobs.js', 'urim-files.js', 'urim-engine.js', 'urim-messages.js', 'urim-engine.d.ts'];
/** What the package carries beyond the build: its README for users (npm/README.md) and the project's LICENSE. */
const PACKAGE_TEXTS = [['npm/README.md', 'README.md'], ['LICENSE', 'LICENSE']];
/** The elements' entry module and its types, from www/. */
const ELEMENT_FILES = ['urim-elements.js', 'urim-elements.d.ts', 'urim-game.js', 'urim-learn.js', 'package-url.js'];
/** Modules of the elements' folders that only the docs' generator reads (.ci/options-docs.mjs): never shipped. */
const DOCS_ONLY = ['elements/attribute-words.js'];
/** The elements' folders under www/, one concern each, copied whole. */
const ELEMENT_DIRS = ['elements', 'editor', 'dom', 'view', 'words', 'game', 'storage', 'kiosk', 'sound', 'record', 'i18n', 'learn'];
/**
 * The engine by name: the sources import the package's own names (`urim`, the page
 * module's glue; `urim/engine`, the worker's front), which the bundle keeps as
 * imports of the files beside it.
 */
const ENGINE_BY_NAME = { urim: './urim.js', 'urim/records': './urim-records.js', 'urim/engine': './urim-engine.js' };
const engineByName = {
  name: 'urim-engine-by-name',
  setup(build) {
    build.onResolve({ filter: /^urim(\/engine|\/records)?$/ }, (args) => ({ path: ENGINE_BY_NAME[args.path], external: true }));
  },
};

function step(what, cmd, args, env = {}) {
  const shown = Object.entries(env).map(([k, v]) => `${k}="${v}" `).join('');
  console.log(`[build] ${what}\n[build]   $ ${shown}${[cmd, ...args].join(' ')}`);
  const run = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (run.error) throw new Error(`${cmd} could not start: ${run.error.message}`);
  if (run.status !== 0) throw new Error(`${cmd} failed (exit ${run.status})`);
}

/** A cargo-installed tool: on PATH, or in ~/.cargo/bin. */
function cargoTool(name) {
  const local = join(process.env.CARGO_HOME ?? join(homedir(), '.cargo'), 'bin', name);
  return existsSync(local) ? local : name;
}

const kb = (file) => `${(statSync(file).size / 1024).toFixed(1)} KiB`;

/** Every .js file under `dir`. */
function jsFilesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return jsFilesUnder(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

/** Minifies each of `files` in place (ES modules, for browsers of 2022 on); returns [bytes before, after]. */
function minify(files) {
  let before = 0;
  let after = 0;
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    const out = transformSync(code, { minify: true, format: 'esm', target: 'es2022', legalComments: 'none', charset: 'utf8', sourcefile: file });
    writeFileSync(file, out.code);
    before += code.length;
    after += out.code.length;
  }
  return [before, after];
}

/** Copies the engine's hand-written JS (the worker, its work, its messages and its promise front) into pkg/. */
function addWorker() {
  console.log('[build] adding the Web Worker (urim-worker.js, on the engine module), its messages (urim-messages.js) and its promise front (urim-engine.js)');
  for (const file of WORKER_FILES) cpSync(join(root, 'www/engine', file), join(pkg, file));
  // The page's side holds the messages it uses (one file less on the page's first
  // load); the worker and its work import urim-messages.js, from the same source.
  buildSync({
    entryPoints: [join(root, 'www/engine/urim-engine.js')], outfile: join(pkg, 'urim-engine.js'), bundle: true, format: 'esm',
    target: 'es2022', minify: true, legalComments: 'none', external: ['./urim-search.js', './urim-jobs.js'], allowOverwrite: true, logLevel: 'warning',
  });
}

/**
 * Copies the elements (from www/) into pkg/, bundles their entry (its imports of
 * the engine by name kept as imports of the package's own files), and minifies
 * the hand-written modules.
 */
async function addElements() {
  if (await writeLevels()) console.log(`[build] wrote ${LEVELS_MODULE} (.ci/levels.mjs, from the engine's levels)`);
  for (const path of await optionDocs()) console.log(`[build] wrote the generated parts of ${path} (.ci/options-docs.mjs, from the option lists)`);
  console.log('[build] adding the elements (<urim-game>, <urim-board>) with their view, words and translations');
  for (const dir of ELEMENT_DIRS) cpSync(join(root, 'www', dir), join(pkg, dir), { recursive: true });
  for (const file of DOCS_ONLY) rmSync(join(pkg, file));
  for (const file of ELEMENT_FILES) cpSync(join(root, 'www', file), join(pkg, file));
  await bundleEntry();
  console.log('[build] writing pkg/custom-elements.json (the elements\' manifest, from the option list and urim-elements.d.ts)');
  writeFileSync(join(pkg, 'custom-elements.json'), `${JSON.stringify(await buildManifest(), null, 2)}\n`);

  // Every module, file by file (the imports between them stay as they are), the
  // wasm-bindgen glue too: comments and spaces out, local names shortened. The
  // sources in www/ and bind/src/, and the glues' .d.ts, are the readable ones.
  const minified = jsFilesUnder(pkg);
  console.log(`[build] minifying ${minified.length} modules with esbuild`);
  const [rawBefore, rawAfter] = minify(minified);
  console.log(`[build]   ${rawBefore} -> ${rawAfter} bytes`);
}

/**
 * Bundles the entry with every module it loads at once into one file (esbuild),
 * so that a page fetches one script, not thirty: gzip then works across the
 * modules and the names between them are shortened too. What is loaded only when
 * asked for stays a file of its own at its own path (.ci/lazy-modules.mjs). The engine's glue and worker front stay outside, shared with
 * the worker. The modules stay in pkg/ one by one too, for code that imports them
 * singly.
 */
async function bundleEntry() {
  const lazy = lazyModules(pkg);
  rmSync(join(pkg, 'chunks'), { recursive: true, force: true });
  const result = await build({
    entryPoints: ['urim-elements.js', ...lazy].map((f) => ({ in: join(pkg, f), out: shippedPath(f).replace(/\.js$/, '') })),
    outdir: pkg, chunkNames: 'chunks/[name]-[hash]',
    // charset utf8: the words' … → ★ as themselves, not \u escapes (a module script is always read as UTF-8).
    bundle: true, splitting: true, format: 'esm', target: 'es2022', minify: true, legalComments: 'none', charset: 'utf8',
    external: ['./urim.js', './urim-records.js', './urim-engine.js'], plugins: [engineByName], allowOverwrite: true, write: true, metafile: true, logLevel: 'warning',
  });
  // Only the bundle and the modules of SHARING may load a chunk: any other lazy
  // module that shares code with the bundle would make a page fetch one more file.
  const chunkUsers = Object.entries(result.metafile.outputs)
    .filter(([file, out]) => !file.includes('/chunks/') && out.imports.some((i) => i.path.includes('/chunks/')))
    .map(([file]) => relative(pkg, resolve(file)));
  const unexpected = chunkUsers.filter((file) => file !== 'urim-elements.js' && !SHARING.includes(file));
  if (unexpected.length) throw new Error(`${unexpected.join(', ')} share code with the elements' bundle: keep what loads later free of shared imports`);
  // The chunk is a folder down: code that makes addresses from its own (package-url.js) must stay in a file at the root.
  const low = Object.entries(result.metafile.outputs).filter(([file, out]) => file.includes('/chunks/') && Object.keys(out.inputs).some((i) => i.endsWith('/package-url.js')));
  if (low.length) throw new Error('package-url.js went into the shared chunk (pkg/chunks/), where its addresses would be a folder too deep');
}

/** The web fonts of the scripts beyond Latin, cut to the texts' characters, into pkg/fonts/ (.ci/fonts.mjs). */
async function addFonts() {
  const { made, fromCache } = await buildFonts();
  console.log(`[build] writing pkg/fonts/ (${fromCache ? 'from the cache' : 'subset'}: ${made.map((f) => `${f.file} ${f.bytes}`).join(', ')} bytes)`);
}

/** Copies pkg/ to www/pkg/, for the demo page and the rules pages. */
function copyToWww() {
  const www = join(root, 'www/pkg');
  console.log('[build] copying pkg/ to www/pkg/ for the page and the rules pages');
  rmSync(www, { recursive: true, force: true });
  cpSync(pkg, www, { recursive: true });
}

/**
 * For pages opened from a file (file://): the scripts that say they need a web
 * server (www/pkg/no-server.js, needs-server.js), and the copy of the game that
 * needs none, in one file (dist/urim.html).
 */
async function forFiles() {
  const said = await buildNeedsServer();
  console.log(`[build] writing www/pkg/no-server.js (${said.loaderBytes} bytes) and www/pkg/needs-server.js (what a page opened`
    + ` from a file says, ${said.languages.length} languages, ${said.bytes} bytes)`);
  const made = await buildSingleFile();
  console.log(`[build] writing dist/urim.html (the game in one file, ${made.pages.length} rules and About pages, ${made.puzzles} puzzles): `
    + `${made.bytes} bytes raw, ${made.gzip} bytes gzip`);
}

/** The rules and About pages, made from www/pages/ into www/ (.ci/pages.mjs): first, so that a bad text stops the build at once. */
function makePages() {
  const pages = writePages();
  console.log(`[build] writing the rules and About pages from www/pages/ (${pages.length} pages)`);
}

/** The pages' own scripts, each bundled with what it imports (but the package's files) and minified. */
const PAGE_SCRIPTS = ['page/page.js', 'page/puzzles.js', 'page/embed-dialog.js'];
/** The pages' modules that a page's script imports when wanted: each a bundle of its own, not carried in (PAGE_SCRIPTS). */
const LATER_PAGE_SCRIPTS = /^\.\/embed-dialog\.js$/;

/**
 * Bundles the demo and puzzles pages' scripts (and the demo page's embed dialog,
 * imported when wanted) into www/pkg/page/ (the pages load
 * those, at the same depth as their sources): their imports of the package's own
 * files stay imports of the files in www/pkg/, the rest is carried in, minified.
 * The readable sources stay in www/page/.
 */
async function bundlePages() {
  const packaged = {
    name: 'urim-page-imports',
    setup(b) {
      b.onResolve({ filter: /\/pkg\/[^/]+\.js$/ }, (args) => ({ path: `../${args.path.split('/').pop()}`, external: true }));
      b.onResolve({ filter: LATER_PAGE_SCRIPTS }, (args) => ({ path: args.path, external: true }));
    },
  };
  for (const script of PAGE_SCRIPTS) {
    await build({
      entryPoints: [join(root, 'www', script)], outfile: join(root, 'www/pkg', script), bundle: true, format: 'esm',
      target: 'es2022', minify: true, legalComments: 'none', plugins: [packaged], logLevel: 'warning',
    });
  }
  console.log(`[build] bundling the pages' scripts into www/pkg/page/ (${PAGE_SCRIPTS.join(', ')})`);
}

/** www/sw.js, with every file of www/ that the pages load (.ci/sw-files.mjs): last, once www/pkg/ and the pages are there. */
function makeServiceWorker() {
  const files = writeServiceWorker();
  console.log(`[build] writing www/sw.js (the offline copy's ${files.length} files)`);
}

if (process.argv.includes('--elements')) {
  // Front-end work: the elements again, on the engine already built.
  try {
    if (!existsSync(wasmOut)) throw new Error('pkg/ has no engine yet: run the whole build first');
    makePages();
    addWorker();
    await addFonts(); // first: it makes pkg/fonts/ afresh, where the elements' build ships the faces' module
    await addElements();
    addTexts();
    copyToWww();
    await bundlePages();
    await forFiles();
    makeServiceWorker();
    process.exit(0);
  } catch (e) {
    console.error(`[build] ${e.message}`);
    process.exit(1);
  }
}

/**
 * The declaration that makes `Symbol.dispose` known to TypeScript, for the glue's
 * `[Symbol.dispose](): void` (wasm-bindgen's `using` support). TypeScript's own is
 * in its `esnext.disposable` lib, which a consumer's plain `--lib es2022,dom` lacks;
 * declared here too, the types compile with or without it (both name the same symbol).
 */
const DISPOSE_TYPES = `/** Symbol.dispose, for the classes' [Symbol.dispose]() (also in TypeScript's lib esnext.disposable). */
declare global {
  interface SymbolConstructor {
    readonly dispose: unique symbol;
  }
}
`;

/** Adds DISPOSE_TYPES to the glue's declarations `dts`, when they use Symbol.dispose. */
function disposableTypes(dts) {
  const types = readFileSync(dts, 'utf8');
  if (types.includes('[Symbol.dispose]')) writeFileSync(dts, `${types.trimEnd()}\n\n${DISPOSE_TYPES}`);
}


/** Copies PACKAGE_TEXTS into pkg/. */
function addTexts() {
  console.log(`[build] adding ${PACKAGE_TEXTS.map(([, to]) => `pkg/${to}`).join(' and ')}`);
  for (const [from, to] of PACKAGE_TEXTS) cpSync(join(root, from), join(pkg, to));
}

/** Builds one wasm module (`MODULES`) into pkg/: cargo, wasm-bindgen, wasm-opt. */
function buildModule({ what, name, features, target, profile, rustflags }) {
  step(`compiling ${what} to WebAssembly (profile ${profile}: LTO, one codegen unit, panic=abort)`,
    'cargo', ['build', '--profile', profile, '--lib', '--target', 'wasm32-unknown-unknown', '-p', 'urim-wasm', '--target-dir', target, ...features],
    { RUSTFLAGS: rustflags });
  const wasmIn = join(root, target, 'wasm32-unknown-unknown', profile, 'urim_wasm.wasm');
  step(`generating ${what}'s JS glue and TypeScript declarations (ES module for browsers and Node)`,
    cargoTool('wasm-bindgen'),
    ['--target', 'web', '--weak-refs', '--out-dir', 'pkg', '--out-name', name, wasmIn]);

  disposableTypes(join(pkg, `${name}.d.ts`));

  // rustc's wasm32 output uses these post-MVP features; wasm-opt must be told it may keep them.
  const enabled = ['bulk-memory', 'bulk-memory-opt', 'nontrapping-float-to-int', 'sign-ext',
    'mutable-globals', 'reference-types', 'multivalue'].map((f) => `--enable-${f}`);
  const wasm = join(pkg, `${name}_bg.wasm`);
  const before = kb(wasm);
  // --converge repeats the passes while they still shrink the module; the two
  // custom sections stripped (producers, target_features) are not read by engines.
  // Two facts binaryen may assume of a module whose memory is its own (not
  // imported): it starts zeroed, so zero bytes of data need no segment; and its
  // first 1 KiB is never read or written, as rustc puts the 1 MiB stack first and
  // it grows down towards 0 (about 250 bytes gzip less for the page module).
  step(`shrinking ${what} with binaryen (wasm-opt -Oz --converge)`,
    join(root, 'node_modules/.bin/wasm-opt'),
    ['-Oz', '--converge', '--zero-filled-memory', '--low-memory-unused', '--strip-producers', '--strip-target-features', ...enabled, wasm, '-o', wasm]);
  const renamed = shortenImports(wasm, join(pkg, `${name}.js`));
  console.log(`[build]   ${name}_bg.wasm: ${before} -> ${kb(wasm)} (${renamed} imports named short, in the module and its glue: .ci/short-imports.mjs)`);
}

try {
  makePages();
  rmSync(pkg, { recursive: true, force: true });
  for (const module of MODULES) buildModule(module);
  for (const path of typeStandIn()) console.log(`[build] wrote ${path} (the types' stand-in, .ci/type-stand-in.mjs)`);

  addWorker();
  await addFonts(); // first: it makes pkg/fonts/ afresh, where the elements' build ships the faces' module
  await addElements();

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
    // The page module by the package's name (and as `urim/page`), the records module
    // as `urim/records`, the engine module as `urim/search`, the worker's promise
    // front as `urim/engine`.
    exports: {
      '.': { types: './urim.d.ts', default: './urim.js' },
      './page': { types: './urim.d.ts', default: './urim.js' },
      './records': { types: './urim-records.d.ts', default: './urim-records.js' },
      './search': { types: './urim-search.d.ts', default: './urim-search.js' },
      './engine': { types: './urim-engine.d.ts', default: './urim-engine.js' },
      './elements': { types: './urim-elements.d.ts', default: './urim-elements.js' },
      './urim-worker.js': './urim-worker.js',
      './urim_bg.wasm': './urim_bg.wasm',
      './urim-records_bg.wasm': './urim-records_bg.wasm',
      './urim-search_bg.wasm': './urim-search_bg.wasm',
      './custom-elements.json': './custom-elements.json',
      './package.json': './package.json',
    },
    files: ['urim.js', 'urim.d.ts', 'urim_bg.wasm', 'urim_bg.wasm.d.ts',
      'urim-records.js', 'urim-records.d.ts', 'urim-records_bg.wasm', 'urim-records_bg.wasm.d.ts',
      'urim-search.js', 'urim-search.d.ts', 'urim-search_bg.wasm', 'urim-search_bg.wasm.d.ts', 'custom-elements.json', ...WORKER_FILES, ...ELEMENT_FILES,
      ...ELEMENT_DIRS.map((dir) => `${dir}/`), 'chunks/', 'fonts/'],
    sideEffects: ['./urim-elements.js'],
    customElements: 'custom-elements.json',
    keywords: ['mancala', 'ouri', 'urim', 'oware', 'wasm'],
  };
  addTexts();
  console.log('[build] writing pkg/package.json (npm package "urim", an ES module)');
  writeFileSync(join(pkg, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  rmSync(join(pkg, '.gitignore'), { force: true });

  copyToWww();
  await bundlePages();
  await forFiles();
  makeServiceWorker();
  console.log(`[build] done: pkg/urim_bg.wasm ${kb(wasmOut)}, pkg/urim-search_bg.wasm ${kb(join(pkg, 'urim-search_bg.wasm'))},`
    + ` pkg/urim.js ${kb(join(pkg, 'urim.js'))}, pkg/urim-search.js ${kb(join(pkg, 'urim-search.js'))}`);
} catch (e) {
  console.error(`[build] ${e.message}`);
  process.exit(1);
}
