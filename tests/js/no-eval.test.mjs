// No code made from strings and no markup parsed from strings, anywhere a page runs
// our JavaScript: every built module in www/pkg/ and pkg/ (the wasm-bindgen glue and
// esbuild's output included), the inline scripts of dist/urim.html when it is
// built, and the hand-written sources in www/ (the engine's JS in www/engine/). Each file is first passed
// through esbuild (comments dropped, `el['innerHTML']` written `el.innerHTML`,
// 'inner' + 'HTML' folded), then searched for eval, the Function constructor,
// innerHTML and its kin, document.write, and timers given code as a string. Runs
// after `npm run build`.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { transformSync } from 'esbuild';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** The built folders: both must exist. */
const BUILT = ['www/pkg', 'pkg'];
/** The hand-written sources (www/pkg/ is the build's, not ours). */
const SOURCES = ['www'];
/** The single-file copy of the game, scanned when the build made it. */
const SINGLE_FILE = 'dist/urim.html';
/** Characters of code shown either side of a hit. */
const CONTEXT = 40;

/** What must not appear in code a page runs, each with the pattern that finds it. */
const SINKS = [
  // (the CSP keywords 'unsafe-eval' and 'wasm-unsafe-eval', which the embed dialog writes for a host's policy, are text, not a call)
  ['eval', /(?<![\w$.])(?<!unsafe-)eval(?![\w$])|\b(?:window|globalThis|self)\s*\.\s*eval(?![\w$])/],
  ['the Function constructor (new Function, Function())', /(?<![\w$.])Function\s*\(/],
  ['a constructor called with code (.constructor("…"))', /\.constructor\s*\(\s*['"`]/],
  ['innerHTML', /(?<![\w$])innerHTML(?![\w$])/],
  ['outerHTML', /(?<![\w$])outerHTML(?![\w$])/],
  ['insertAdjacentHTML', /(?<![\w$])insertAdjacentHTML(?![\w$])/],
  ['document.write', /\bdocument\s*\.\s*write(?:ln)?(?![\w$])/],
  ['a timer given code as a string', /(?<![\w$.])set(?:Timeout|Interval)\s*\(\s*['"`]/],
  ['createContextualFragment', /(?<![\w$])createContextualFragment(?![\w$])/],
  ['setHTMLUnsafe or parseHTMLUnsafe', /(?<![\w$])(?:set|parse)HTMLUnsafe(?![\w$])/],
  ['DOMParser', /(?<![\w$])DOMParser(?![\w$])/],
  ['srcdoc', /(?<![\w$])srcdoc(?![\w$])/],
  ['a javascript: URL', /javascript:/i],
];

/** Every .js file under `dir` (relative to the repository), skipping `skip` folders. */
function jsFiles(dir, skip = []) {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return skip.includes(path) ? [] : jsFiles(path, skip);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

/** `code` as esbuild writes it minified: no comments, property names written one way. */
function normalised(code, name) {
  try {
    return transformSync(code, { loader: 'js', minify: true, legalComments: 'none', sourcefile: name }).code;
  } catch (error) {
    throw new Error(`${name} could not be read as JavaScript: ${error.message}`);
  }
}

/** Every sink found in `code` (from `name`): "name: what — …the code around it…". */
function sinksIn(code, name) {
  const plain = normalised(code, name);
  const found = [];
  for (const [what, pattern] of SINKS) {
    const all = new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`);
    for (const hit of plain.matchAll(all)) {
      found.push(`${name}: ${what} — …${plain.slice(Math.max(0, hit.index - CONTEXT), hit.index + hit[0].length + CONTEXT)}…`);
    }
  }
  return found;
}

/** The JavaScript of the inline scripts of an HTML page (data blocks, such as JSON, left out). */
function inlineScripts(html) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes))
    .filter(([, attributes]) => {
      const type = attributes.match(/\btype\s*=\s*["']?([^"'\s>]+)/i)?.[1].toLowerCase();
      return type === undefined || type === 'module' || type === 'text/javascript';
    })
    .map(([, , body]) => body);
}

test('the scan finds each construct, and is not fooled by comments, nearby names or folded strings', () => {
  const caught = [
    'eval(text)', '(0, eval)(text)', 'globalThis.eval(text)', 'new Function("return 1")', 'Function("a", "return a")()',
    '[].map.constructor("return this")()', 'el.innerHTML = words', 'el["inner" + "HTML"] = words', 'x = el.outerHTML',
    'el.insertAdjacentHTML("beforeend", words)', 'document.write(words)', 'document.writeln(words)',
    'setTimeout("go()", 10)', "setInterval('go()', 10)", 'setTimeout(`go()`)', 'range.createContextualFragment(words)',
    'el.setHTMLUnsafe(words)', 'new DOMParser().parseFromString(words, "text/html")', 'frame.srcdoc = words',
    'a.href = "javascript:go()"', 'x = a - eval(b)',
  ];
  for (const code of caught) assert.equal(sinksIn(code, 'sample').length > 0, true, `not caught: ${code}`);
  const innocent = [
    '// no innerHTML here, and no eval(\nconst x = 1;', '/* new Function(), document.write */ go();', 'evaluate(position)',
    'search.eval(position)', 'isFunction(f)', 'typeof f === "function"', 'setTimeout(() => go(), 10)', 'setInterval(go, 10)',
    'el.textContent = words', 'writer.write(text)', 'class Evaluation {}', 'const type = "text/javascript"',
    'const policy = "script-src \'self\' \'wasm-unsafe-eval\'"',
  ];
  for (const code of innocent) assert.deepEqual(sinksIn(code, 'sample'), [], `wrongly caught: ${code}`);
});

test('no eval, Function constructor, HTML from strings or string timers in the built modules, dist/urim.html and the sources', () => {
  for (const dir of BUILT) assert.ok(existsSync(join(root, dir)), `${dir}/ is missing: run \`npm run build\` first`);
  const files = [...BUILT.flatMap((dir) => jsFiles(dir)), ...SOURCES.flatMap((dir) => jsFiles(dir, ['www/pkg']))];
  for (const needed of ['pkg/urim.js', 'pkg/urim-search.js', 'pkg/urim-worker.js', 'pkg/urim-engine.js', 'pkg/urim-elements.js', 'www/pkg/urim.js',
    'www/urim-elements.js', 'www/dom/nodes.js', 'www/engine/urim-engine.js']) {
    assert.ok(files.includes(needed), `${needed} is among the files scanned`);
  }
  const found = files.flatMap((file) => sinksIn(readFileSync(join(root, file), 'utf8'), relative(root, join(root, file))));
  if (existsSync(join(root, SINGLE_FILE))) {
    const scripts = inlineScripts(readFileSync(join(root, SINGLE_FILE), 'utf8'));
    assert.ok(scripts.length > 0, `${SINGLE_FILE} has its game in an inline script`);
    scripts.forEach((code, i) => found.push(...sinksIn(code, `${SINGLE_FILE} (inline script ${i + 1})`)));
  }
  assert.deepEqual(found, []);
});
