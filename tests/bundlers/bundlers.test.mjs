// The package through the bundlers a museum's developer uses: pkg/ packed by
// `npm pack`, installed into a copy of each fixture (tests/bundlers/<bundler>/,
// its bundler pinned), built as its users build it (Vite's and webpack's default
// production builds; esbuild with the command of the package's README, which
// docs/embedding.md must give too), its output folder served alone, and in
// Chromium a game against the computer played with a click on a pit: the computer
// answers from a real Web Worker that loaded its engine; then Japanese, whose words
// and web fonts load when asked for; and no request fails, no error is thrown. Each step waits for what it waits for; none has a time limit.
// Needs the build (pkg/) and the npm registry (or npm's cache). Run with
// node --test --test-timeout=1800000 tests/bundlers/bundlers.test.mjs
import assert from 'node:assert/strict';
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { openBrowser } from '../browser/browser.mjs';
import { README, ROOT, codeBlock, consumer, packTarball, run, scratch } from './packed.mjs';

/** The esbuild command of the package's README, as a user would paste it. */
const ESBUILD = codeBlock(README, 'sh', 'esbuild ');

/**
 * Each bundler: its build command, and the fixture's page (copied beside the
 * output, for the bundlers that write no page of their own).
 */
const BUNDLERS = {
  vite: { build: 'npm run build', page: null },
  webpack: { build: 'npm run build', page: 'index.html' },
  esbuild: { build: ESBUILD, page: 'index.html' },
};
/** The output folder of every build, served alone. */
const OUT = 'dist';
/** South's pit the visitor clicks: C. */
const PIT = 2;
/** North's pits are numbered from this one on. */
const NORTH_FIRST = 6;
/** The language shown after the game: its words and its web fonts load when asked for. */
const OTHER_LANGUAGE = 'ja';
/** Letters of OTHER_LANGUAGE's script (kana), which its words hold. */
const KANA = /[\u3040-\u30ff]/;
/** The family of the web fonts (www/i18n/fonts.js FAMILY). */
const FONT_FAMILY = 'Urim Noto Sans';

let tarball;
let temp;

before(async () => {
  temp = scratch('urim-bundlers-');
  tarball = await packTarball(temp.dir);
});

after(() => temp?.remove());

test('docs/embedding.md gives the esbuild command of the package\'s README', () => {
  assert.equal(codeBlock(join(ROOT, 'docs', 'embedding.md'), 'sh', 'esbuild '), ESBUILD);
});

/** Seconds since `start` (performance.now()), for the report. */
const since = (start) => ((performance.now() - start) / 1000).toFixed(1);

/**
 * Opens the served app with a listener on everything that can go wrong; the
 * visitor clicks pit PIT once the game is ready; resolves once the computer has
 * answered, with what was seen.
 */
async function playAgainstComputer(env) {
  const context = await env.browser.newContext({ serviceWorkers: 'block', viewport: { width: 1000, height: 900 } });
  const page = await context.newPage();
  const seen = { workers: [], failed: [], errors: [] };
  page.on('worker', (w) => {
    seen.workers.push(w.url());
    w.on('console', (m) => { if (m.type() === 'error') seen.errors.push(`worker: ${m.text()}`); });
  });
  page.on('requestfailed', (r) => seen.failed.push(`${r.url()}: ${r.failure()?.errorText}`));
  page.on('response', (r) => { if (r.status() >= 400) seen.failed.push(`${r.url()}: ${r.status()}`); });
  page.on('pageerror', (e) => seen.errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') seen.errors.push(m.text()); });
  await page.goto(`${env.base}/`);
  await page.waitForFunction(() => document.querySelector('urim-game')?.busy === false);
  // The click, where a visitor would click: the centre of the pit as drawn.
  const box = await page.locator('urim-game canvas').boundingBox();
  const centre = await page.evaluate((p) => document.querySelector('urim-game').pitCenter(p), PIT);
  await page.mouse.click(box.x + centre.x, box.y + centre.y);
  await page.waitForFunction(() => {
    const game = document.querySelector('urim-game');
    return game.busy === false && game.moves.length === 2;
  });
  const moves = await page.evaluate(() => document.querySelector('urim-game').moves);
  // Another language, loaded when asked for, in a script with web fonts of its own.
  await page.evaluate((code) => document.querySelector('urim-game').setAttribute('lang', code), OTHER_LANGUAGE);
  await page.waitForFunction((letters) => new RegExp(letters, 'u').test(document.querySelector('urim-game').shadowRoot.textContent), KANA.source);
  // The faces are added when the fonts' module has loaded, which may be after the words show: wait for them.
  await page.waitForFunction((family) => [...document.fonts].some((face) => face.family.replace(/["']/g, '') === family), FONT_FAMILY);
  const fonts = await page.evaluate(async (family) => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.family.replace(/["']/g, '') === family).map((face) => face.status);
  }, FONT_FAMILY);
  const engine = await page.evaluate(async () => {
    const e = await document.querySelector('urim-game').computer.worker();
    return { fallback: e.fallback, worker: e.worker !== null, loaded: e.loaded };
  });
  await context.close();
  return { seen, moves, engine, fonts };
}

for (const [name, { build, page }] of Object.entries(BUNDLERS)) {
  test(`${name}: a consumer's production build plays against the computer in a worker, with no failed request`, async (t) => {
    let start = performance.now();
    const dir = await consumer(name, tarball, temp.dir);
    const installed = since(start);
    const pinned = JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')).version;
    assert.equal(pinned, JSON.parse(readFileSync(join(ROOT, 'tests', 'bundlers', name, 'package.json'), 'utf8')).devDependencies[name]);
    start = performance.now();
    await run(build, dir);
    if (page) cpSync(join(dir, page), join(dir, OUT, page));
    const built = since(start);
    start = performance.now();
    const env = await openBrowser({ root: join(dir, OUT) });
    let played;
    try {
      played = await playAgainstComputer(env);
    } finally {
      await env.close();
    }
    t.diagnostic(`${name} ${pinned}: install ${installed} s, build ${built} s, game ${since(start)} s`);
    const { seen, moves, engine, fonts } = played;
    assert.deepEqual(seen.failed, [], 'no request failed');
    assert.deepEqual(seen.errors, [], 'no error');
    assert.equal(moves[0], PIT, 'the click played the pit');
    assert.ok(moves[1] >= NORTH_FIRST, `the computer answered with North's pit ${moves[1]}`);
    assert.ok(seen.workers.length >= 1, 'a Web Worker was started');
    assert.deepEqual(engine, { fallback: null, worker: true, loaded: true }, 'the engine thinks in its worker, which loaded');
    assert.ok(fonts.includes('loaded'), `a web font loaded for ${OTHER_LANGUAGE} (faces: ${fonts.join(', ')})`);
    assert.ok(!fonts.includes('error'), 'no web font failed');
  });
}
