// Writes dist/urim.html: the whole game in one self-contained file, for a USB stick,
// a kiosk or a double-click (file://), that asks for nothing once open. Into the
// shell www/single/urim.html go: the styles; the rules and About pages' <main> in
// every language, made from www/pages/ by .ci/pages.mjs as for the pages themselves,
// as inert <template>s; the demo page's header; the puzzles page's layout and
// puzzles.json; and one inline module bundled by esbuild from www/single/page.js with
// the web fonts (as data: addresses), every translation (esbuild turns the tables' lazy import() into a map inside the
// bundle), the engine module as base64 text (the page's rules too: it holds all of
// the page module's API, and carrying one module keeps the file small) and the
// worker bundled into one classic script, as text, that the page starts from a Blob. Run by .ci/build.mjs after the
// build (it reads www/pkg/); alone: `node .ci/single-file.mjs`.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { renderPages } from './pages.mjs';
import { fontDataModule } from './fonts.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const www = join(root, 'www');
const built = join(www, 'pkg');
const single = join(www, 'single');
/** Where the file is written. */
export const OUT = join(root, 'dist/urim.html');
/** The base the bundled worker's `import.meta.url` becomes: nothing is fetched from it (worker-glue.js). */
const WORKER_BASE = 'urim:/single-file/urim-worker.js';
/** esbuild's settings shared by both bundles: browsers of 2022 on, as the package's modules. */
const BUNDLE = { bundle: true, minify: true, target: 'es2022', legalComments: 'none', write: false, metafile: true, logLevel: 'silent' };

const read = (path) => readFileSync(path, 'utf8');

/** Throws unless `text` holds `marker` exactly once; returns it with `marker` replaced by `content`. */
function fill(text, marker, content) {
  const parts = text.split(marker);
  if (parts.length !== 2) throw new Error(`www/single/urim.html should hold ${marker} once, found ${parts.length - 1}`);
  return parts[0] + content + parts[1];
}

/** Throws naming `what` if `text` holds something that would end or upset the element it is put in. */
function checkInline(what, text, closers) {
  for (const closer of closers) {
    if (text.toLowerCase().includes(closer)) throw new Error(`${what} holds "${closer}", which would end its inline element early`);
  }
}

/** The one bundle's code of an esbuild result; throws if it still imports anything (which would be a request). */
function onlyOutput(what, result) {
  for (const warning of result.warnings) console.warn(`[single-file] ${what}: ${warning.text}`);
  const [output] = Object.values(result.metafile.outputs);
  if (output.imports.length) {
    throw new Error(`${what} still imports ${output.imports.map((i) => i.path).join(', ')}: everything must be inside the file`);
  }
  return result.outputFiles[0].text;
}

/**
 * The engine module's glue as the single file's worker, and its page when no worker
 * starts, import it: through worker-glue.js, which feeds it the wasm from base64 text.
 */
const engineGlue = {
  name: 'urim-single-engine-glue',
  setup(b) {
    b.onResolve({ filter: /^\.\/urim-search\.js$/ }, () => ({ path: join(single, 'worker-glue.js') }));
    b.onResolve({ filter: /^urim-single:glue$/ }, () => ({ path: join(built, 'urim-search.js') }));
  },
};

/** The engine's worker (and what it imports) as one classic script, its glue fed the wasm by worker-glue.js. */
async function workerScript() {
  const result = await build({
    ...BUNDLE,
    entryPoints: [join(built, 'urim-worker.js')],
    format: 'iife',
    define: { 'import.meta.url': JSON.stringify(WORKER_BASE) },
    plugins: [engineGlue],
  });
  return onlyOutput('the worker', result);
}

/** The page's module: www/single/page.js with everything it imports, the engine module as base64 and the worker as text. */
async function pageScript(worker) {
  const carried = {
    name: 'urim-single-worker',
    setup(b) {
      b.onResolve({ filter: /^urim-single:worker$/ }, (args) => ({ path: args.path, namespace: 'urim-single' }));
      b.onLoad({ filter: /^urim-single:worker$/, namespace: 'urim-single' }, () => ({ contents: worker, loader: 'text' }));
      b.onResolve({ filter: /^urim-single:wasm$/ }, () => ({ path: join(built, 'urim-search_bg.wasm') }));
      // The web fonts, as data: addresses by file name (.ci/fonts.mjs).
      b.onResolve({ filter: /^urim-single:fonts$/ }, (args) => ({ path: args.path, namespace: 'urim-single' }));
      b.onLoad({ filter: /^urim-single:fonts$/, namespace: 'urim-single' }, () => ({ contents: fontDataModule(), loader: 'js' }));
      // The pages' scripts import the elements' bundle; here they get its exports from the modules themselves.
      b.onResolve({ filter: /\/urim-elements\.js$/ }, () => ({ path: join(single, 'elements.js') }));
      // The engine by the package's own names, as the elements' sources import it: the built files, carried in;
      // `urim`, the page module, is the engine module here, which has its whole API (see above).
      b.onResolve({ filter: /^urim$|\/pkg\/urim\.js$/ }, () => ({ path: join(built, 'urim-search.js') }));
      b.onResolve({ filter: /^urim\/engine$/ }, () => ({ path: join(built, 'urim-engine.js') }));
    },
  };
  const result = await build({
    ...BUNDLE,
    entryPoints: [join(single, 'page.js')],
    format: 'esm',
    loader: { '.wasm': 'base64' },
    plugins: [carried, engineGlue],
  });
  const code = onlyOutput('the page\'s script', result);
  checkInline('the page\'s script', code, ['</script', '<!--']);
  return code;
}

/** Throws naming page `name` if its <main> (`main`) would end its <template> early or loads a file; returns it. */
function checkMain(name, main) {
  checkInline(`${name}'s <main>`, main, ['</template', '<script']);
  const fetched = main.match(/\s(?:src|srcset|poster|data)\s*=\s*["']?(?!data:)[^\s"'>]+/i);
  if (fetched) throw new Error(`${name}'s <main> loads a file (${fetched[0].trim()}): the single file cannot carry it; use a data: address or leave it out`);
  return main;
}

/** The `<main>…</main>` of page `name` (read as `html`); throws naming what is wrong with it. */
function mainOf(name, html) {
  const mains = [...html.matchAll(/<main\b[^>]*>[\s\S]*?<\/main>/g)];
  if (mains.length !== 1) throw new Error(`www/${name} should have one <main>, found ${mains.length}`);
  return checkMain(`www/${name}`, mains[0][0]);
}

/** A <template> for each rules and About page in every language (.ci/pages.mjs), and the rules pages' style for them. */
function texts() {
  const made = renderPages();
  const templates = made.map((page) => `<template data-text="${page.kind}" data-lang="${page.code}">${checkMain(page.file, page.main)}</template>`);
  // rules.css styles a page: in the dialog's shadow root, the page is its host.
  const css = read(join(www, 'rules.css')).replace(/:root\b/g, ':host').replace(/(^|[},]\s*)body(?=\s*[{,])/gm, '$1:host');
  checkCss('www/rules.css', css);
  return { html: [`<template id="text-style"><style>${css}</style></template>`, ...templates].join('\n'), pages: made.map((page) => page.file) };
}

/** Throws if stylesheet `name` (text `css`) would load a file or end its <style> early. */
function checkCss(name, css) {
  const fetched = css.match(/url\(\s*["']?(?!data:)[^)]*\)|@import/i);
  if (fetched) throw new Error(`${name} loads a file (${fetched[0]}): the single file cannot carry it`);
  checkInline(name, css, ['</style']);
}

/** The puzzles page's layout (its <main> but the header, which the file has its own of) and the puzzles. */
function puzzles() {
  const layout = mainOf('puzzles.html', read(join(www, 'puzzles.html')))
    .replace(/^<main\b[^>]*>|<\/main>$/g, '')
    .replace(/<header\b[\s\S]*?<\/header>/, '');
  const data = JSON.parse(read(join(www, 'puzzles.json')));
  if (!Array.isArray(data.puzzles) || data.puzzles.length === 0) throw new Error('www/puzzles.json has no puzzles');
  // As JSON inside a <script> element: a "<" written \u003c can end nothing.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return { html: `<template id="puzzles-view">${layout}</template>\n<script type="application/json" id="puzzles-data">${json}</script>`, count: data.puzzles.length };
}

/**
 * The demo page's header (www/index.html), its links to the rules, About and
 * puzzles pages turned into links inside the file (page.js opens them there), its
 * "Embed this" button left out.
 */
function header() {
  const headers = read(join(www, 'index.html')).match(/<header class="page-header">[\s\S]*?<\/header>/g) ?? [];
  if (headers.length !== 1) throw new Error(`www/index.html should have one <header class="page-header">, found ${headers.length}`);
  // "Embed this" writes a site's snippet: the single file, opened from a disk, has no site folder to point to.
  const inside = headers[0].replace(/href="(rules|about|puzzles)\.html"/g, 'href="#$1"')
    .replace(/\n\s*<button [^>]*id="embed-open"[^>]*>[^<]*<\/button>/, '');
  for (const id of ['rules-link', 'about-link', 'puzzles-link', 'language']) {
    if (!inside.includes(`id="${id}"`)) throw new Error(`www/index.html's header has no #${id}, which the single file's page uses`);
  }
  return inside;
}

/** The page's styles: the demo page's, the puzzles page's, the file's own. */
function styles() {
  const sheets = [join(www, 'style.css'), join(www, 'puzzles.css'), join(single, 'single.css')];
  const css = sheets.map((file) => {
    const text = read(file);
    checkCss(file.slice(root.length + 1), text);
    return text;
  }).join('\n');
  return `<style>\n${css}</style>`;
}

/** Builds dist/urim.html; resolves with { path, bytes, gzip } and what it holds. */
export async function buildSingleFile() {
  let shell = read(join(single, 'urim.html'));
  // The shell's own opening comment gives way to the file's.
  shell = shell.replace(/<!--[\s\S]*?-->\n/, '<!-- Urim, the whole game in one file (built from www/single/ by .ci/single-file.mjs):\n'
    + '     open it from anywhere, a USB stick too; it needs nothing else and asks for nothing. -->\n');
  const worker = await workerScript();
  const script = await pageScript(worker);
  const text = texts();
  const puzzle = puzzles();
  const icon = `data:image/svg+xml;base64,${readFileSync(join(www, 'icon.svg')).toString('base64')}`;
  let html = fill(shell, '<!-- urim:icon -->', `<link rel="icon" href="${icon}" type="image/svg+xml">`);
  html = fill(html, '<!-- urim:header -->', header());
  html = fill(html, '<!-- urim:style -->', styles());
  html = fill(html, '<!-- urim:texts -->', text.html);
  html = fill(html, '<!-- urim:puzzles -->', puzzle.html);
  html = fill(html, '<!-- urim:script -->', `<script type="module">${script}</script>`);
  mkdirSync(dirname(OUT), { recursive: true });
  writeFileSync(OUT, html);
  const bytes = Buffer.byteLength(html);
  return { path: OUT, bytes, gzip: gzipSync(html, { level: 9 }).length, pages: text.pages, puzzles: puzzle.count };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const made = await buildSingleFile();
    console.log(`[single-file] ${made.path}: ${made.bytes} bytes raw, ${made.gzip} bytes gzip (${made.pages.join(', ')}; ${made.puzzles} puzzles)`);
  } catch (e) {
    console.error(`[single-file] ${e.message}`);
    process.exit(1);
  }
}
