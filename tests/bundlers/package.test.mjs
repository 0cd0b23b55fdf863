// The npm package as installed from its tarball (`npm pack` of pkg/), without a
// browser: it carries its README, LICENSE and custom-elements.json, every `exports`
// entry leads to a file; a TypeScript file that imports every entry with types
// compiles with a plain `tsc --strict --lib es2022,dom` (no other setting); and the
// README's Node example, taken from the README as written, runs in Node and prints
// the score that the same moves give here; so does docs/api.md's Node example of
// the engine module. Needs the build (pkg/); installs nothing
// from the registry.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { inspect } from 'node:util';
import { README, ROOT, codeBlock, packTarball, run, scratch } from './packed.mjs';

/** The README's Node example: the one ```js block that loads the wasm with initSync. */
const NODE_EXAMPLE = codeBlock(README, 'js', "import { readFileSync } from 'node:fs';");
/** The TypeScript compiler of the project's own tools. */
const TSC = join(ROOT, 'node_modules', '.bin', 'tsc');
/** The module settings a consumer's tsconfig has, one way or the other; nothing else is set. */
const MODULE_SETTINGS = ['--module nodenext', '--module esnext --moduleResolution bundler'];
/** South's pits on a board of six: 0 to 5. */
const SOUTH_PITS = 6;

let temp;
let app;
let installed;
let manifest;

before(async () => {
  temp = scratch('urim-package-');
  const tarball = await packTarball(temp.dir);
  app = join(temp.dir, 'app');
  await run(`mkdir -p app && cd app && echo '{ "private": true, "type": "module" }' > package.json && npm install --no-audit --no-fund --offline --loglevel=error "${tarball}"`, temp.dir);
  installed = join(app, 'node_modules', 'urim');
  manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
});

after(() => temp?.remove());

test('the tarball carries the README, the LICENSE and custom-elements.json, and every export leads to a file', () => {
  assert.equal(readFileSync(join(installed, 'README.md'), 'utf8'), readFileSync(README, 'utf8'), 'the packed README is npm/README.md (build again after changing it)');
  assert.equal(readFileSync(join(installed, 'LICENSE'), 'utf8'), readFileSync(join(ROOT, 'LICENSE'), 'utf8'));
  assert.match(readFileSync(join(installed, 'LICENSE'), 'utf8'), /^MIT License/);
  assert.equal(manifest.license, 'MIT');
  assert.equal(manifest.customElements, 'custom-elements.json');
  assert.ok(JSON.parse(readFileSync(join(installed, 'custom-elements.json'), 'utf8')).modules.length > 0, 'the manifest lists modules');
  for (const [entry, target] of Object.entries(manifest.exports)) {
    for (const file of typeof target === 'string' ? [target] : Object.values(target)) {
      assert.ok(existsSync(join(installed, file)), `${entry}: ${file} is in the tarball`);
    }
  }
  for (const entry of ['.', './page', './records', './search', './engine', './elements', './urim-worker.js', './custom-elements.json']) {
    assert.ok(entry in manifest.exports, `${entry} is exported`);
  }
});

test('a file importing every typed entry compiles with tsc --strict --lib es2022,dom', async () => {
  const typed = Object.entries(manifest.exports).filter(([, target]) => typeof target === 'object' && target.types).map(([entry]) => entry);
  assert.ok(typed.length >= 6, `${typed.length} typed entries`);
  const lines = typed.map((entry, i) => `import * as entry${i} from '${entry === '.' ? 'urim' : `urim/${entry.slice(2)}`}';`);
  // Something of each used, so that its types are read, not only found.
  lines.push(`export const used = [${typed.map((_, i) => `Object.keys(entry${i})`).join(', ')}];`);
  lines.push("export const game: entry0.Game = entry0.newGame(6);", 'export const over: boolean = game.score().over;');
  lines.push("export const board: HTMLElement = document.createElement('urim-board');");
  writeFileSync(join(app, 'consumer.ts'), `${lines.join('\n')}\n`);
  for (const settings of MODULE_SETTINGS) {
    await run(`"${TSC}" --strict --noEmit --lib es2022,dom --target es2022 ${settings} consumer.ts`, app);
  }
});

test('the README\'s Node example runs as written and prints the score of its move', async () => {
  writeFileSync(join(app, 'example.mjs'), `${NODE_EXAMPLE}\n`);
  const printed = (await run('node example.mjs', app)).trim();
  // The same moves here, on the built page module.
  const { initSync, newGame } = await import(join(ROOT, 'pkg', 'urim.js'));
  initSync({ module: readFileSync(join(ROOT, 'pkg', 'urim_bg.wasm')) });
  const game = newGame(6);
  game.play(4);
  assert.equal(printed, inspect(game.score()));
  // The README's comment shows the start of what is printed (on one line).
  const shown = NODE_EXAMPLE.match(/console\.log\(game\.score\(\)\); \/\/ (\{.*), \.\.\. \}/)?.[1];
  const oneLine = printed.replace(/\s+/g, ' ');
  assert.ok(shown && oneLine.startsWith(shown), `the README shows ${shown}, the example printed ${oneLine}`);
});

test('docs/api.md\'s Node example of the engine module runs as written', async () => {
  const example = codeBlock(join(ROOT, 'docs', 'api.md'), 'js', "import { readFileSync } from 'node:fs';");
  // Its last line's value, printed: the search's answer, a legal first move of South.
  const lines = example.split('\n');
  const last = lines.pop().replace(/;\s*\/\/.*$/, '');
  writeFileSync(join(app, 'engine-example.mjs'), `${lines.join('\n')}\nconsole.log(JSON.stringify(${last}));\n`);
  const best = JSON.parse(await run('node engine-example.mjs', app));
  assert.ok(Number.isInteger(best.pit) && best.pit >= 0 && best.pit < SOUTH_PITS, `the search answers South's pit ${best.pit}`);
});
