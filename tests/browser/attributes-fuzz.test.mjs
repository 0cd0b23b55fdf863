// The two elements' attributes under arbitrary values (fast-check), in headless
// Chromium: random runs of attributes set to anything a page might write (texts,
// numbers in odd forms, huge texts, other options' values) on one <urim-game> and
// one <urim-board>. Whatever is set, the page throws nothing uncaught, each bad
// value fires at most one `error` with a message, and once the attributes are
// taken away again both elements play a move. Run `npm run build` first.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import fc from 'fast-check';
import { openBrowser, pageWith } from './browser.mjs';
import { BOARD_OPTIONS } from '../../www/elements/options.js';
import { GAME_OPTIONS } from '../../www/elements/game-options.js';

/** Runs of attribute changes tried (seeded, so that a failure replays). */
const RUNS = 40;
const SEED = 20261202;

let env;
before(async () => {
  env = await openBrowser();
});
after(() => env?.close());

/** Values a page might write into an attribute, right or wrong. */
const value = fc.oneof(
  fc.string({ maxLength: 24 }),
  fc.constantFrom('', ' ', '0', '1', '-1', '2', '5', '6', '7', '3', '4', '99', 'north', 'south', 'true', 'false', '1e-9', '0x3', '+2', '.5', 'NaN', 'Infinity'),
  fc.constantFrom('3-3-3-3-3-3-3-3-3-3-3-3-0-0-S', '3-3-3-3-3-3-3-3-3-3-3-3-3-3-0-0-N', '0-0-0-0-0-1-1-0-0-0-0-1-17-16-S', '18-3-3', 'A', 'g', 'Z', 'pt', 'ja', 'xx-YY', 'compact', 'none', 'dark'),
  fc.constantFrom('x'.repeat(100_000), '3-'.repeat(50_000)),
);

/** One change: an element ('g' the game, 'd' the diagram), one of its attributes, a value. */
const change = fc.oneof(
  fc.record({ id: fc.constant('g'), name: fc.constantFrom(...Object.keys(GAME_OPTIONS)), value }),
  fc.record({ id: fc.constant('d'), name: fc.constantFrom(...Object.keys(BOARD_OPTIONS)), value }),
);

/** Two frames: what a change set off is drawn. */
const frames = (page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

test('attributes set to anything: no uncaught error, at most one error event per bad value, and both elements play on', async () => {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<script>window.heard = []; document.addEventListener('error', (e) => window.heard.push(e.detail?.message));</script>
<script type="module" src="/pkg/urim-elements.js"></script></head>
<body><urim-game id="g" lang="en" opponent="0" speed="0"></urim-game><urim-board id="d" lang="en" move="C" speed="0"></urim-board></body></html>`;
  const page = await pageWith(env, '/attributes-fuzz.html', html);
  await page.waitForFunction(() => document.getElementById('g').started && document.getElementById('d').ready !== false);
  const initial = { g: ['id', 'lang', 'opponent', 'speed'], d: ['id', 'lang', 'move', 'speed'] };
  let sets = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 5 }), async (changes) => {
      const heardBefore = await page.evaluate(() => window.heard.length);
      await page.evaluate((list) => {
        for (const { id, name, value } of list) document.getElementById(id).setAttribute(name, value);
      }, changes);
      sets += changes.length;
      await frames(page);
      const heard = await page.evaluate((n) => window.heard.slice(n), heardBefore);
      // Counted over all runs so far: an error the engine gives a moment later, on a slow machine, still counts once.
      const total = await page.evaluate(() => window.heard.length);
      assert.ok(total <= sets, `${total} errors for ${sets} changes: ${JSON.stringify(heard).slice(0, 300)}`);
      assert.ok(heard.every((m) => typeof m === 'string' && m.length > 0), 'every error says why');
      assert.deepEqual(page.errors, [], 'nothing thrown uncaught');
      // The page takes the attributes away again: both elements are as they began.
      await page.evaluate((keep) => {
        for (const id of ['g', 'd']) {
          const el = document.getElementById(id);
          for (const name of el.getAttributeNames()) if (!keep[id].includes(name)) el.removeAttribute(name);
          el.setAttribute('lang', 'en');
          el.setAttribute('speed', '0');
        }
        const g = document.getElementById('g');
        g.setAttribute('opponent', '0');
        document.getElementById('d').setAttribute('move', 'C');
      }, initial);
      await frames(page);
    }),
    { numRuns: RUNS, seed: SEED },
  );
  assert.ok(sets >= RUNS);
  // Both still play: a new game on the game element, the diagram's move.
  await page.evaluate(() => document.getElementById('g').newGame());
  await page.waitForFunction(() => document.getElementById('g').started && !document.getElementById('g').busy);
  await page.evaluate(() => document.getElementById('g').play('C'));
  assert.equal(await page.evaluate(() => document.getElementById('g').moves.length), 1, 'the game plays');
  assert.equal(await page.evaluate(() => document.getElementById('d').play().then(() => 'played')), 'played', 'the diagram plays');
  assert.deepEqual(page.errors, []);
  await page.close();
});
