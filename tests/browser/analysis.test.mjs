// What each move is worth, as a class reads it on a board and a screen: a cue on
// the pits while the values are worked out, the legend under the board while they
// are shown, the hint starred unlike the best ring, a finger's first tap showing a
// pit's value in words (its second plays), and with steps on, a value that tells
// nothing of how the move sows. In headless Chromium, with the real worker.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openBrowser } from './browser.mjs';
import { wordsOf } from './words.mjs';

/** The English words of <urim-game>: en.js and those that come with its code. */
const en = await wordsOf('en');


let env;
before(async () => { env = await openBrowser(); });
after(() => env?.close());

/** The demo page with a two-player game in English, in a context made with `context`. */
async function openGame(query = '', context = {}) {
  const page = await env.browser.newPage({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 }, ...context });
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e));
  await page.goto(`${env.base}/?lang=en&opponent=0&offline=0&persist=analysis-${Math.random()}${query}`);
  await page.waitForFunction(() => document.querySelector('urim-game')?.started);
  return page;
}

const preview = (page) => page.evaluate(() => document.querySelector('urim-game').shadowRoot.querySelector('.preview').textContent);
const legend = (page) => page.evaluate(() => {
  const p = document.querySelector('urim-game').shadowRoot.querySelector('[part=legend]');
  return p.hidden || !p.getClientRects().length ? null : p.textContent;
});
/** Waits until the pits carry the values themselves, not the cue. */
const valuesShown = (page) => page.waitForFunction(() => {
  const v = document.querySelector('urim-game').view.config.values;
  return v && Object.values(v).every((label) => /\d/.test(label));
});

/** A screenshot of the upper half of pit `pit` as drawn, where the hint's star goes. */
async function pitTop(page, pit) {
  const box = await page.locator('urim-game canvas').boundingBox();
  const { x, y, r } = await page.evaluate((p) => document.querySelector('urim-game').view.geo.pits[p], pit);
  return page.screenshot({ clip: { x: box.x + x - r, y: box.y + y - r, width: 2 * r, height: r } });
}

test('the values read on the board: a cue while they are worked out, then the labels, the legend, and the hint starred', async () => {
  const page = await openGame();
  assert.equal(await legend(page), null, 'no legend without values');
  // The cue is set as soon as the element follows the change, before any answer can come from the worker.
  const cue = await page.evaluate(async () => {
    const g = document.querySelector('urim-game');
    g.analysis = true;
    await new Promise((done) => { queueMicrotask(done); });
    return g.view.config.values;
  });
  assert.deepEqual(Object.keys(cue).map(Number).sort(), [0, 1, 2, 3, 4, 5], 'every legal pit shows that its value is coming');
  assert.ok(Object.values(cue).every((label) => label === '…'), JSON.stringify(cue));
  assert.equal(await legend(page), en.valueLegend, 'the legend says what the labels mean');
  await valuesShown(page);
  const { best } = await page.evaluate(() => document.querySelector('urim-game').view.config);
  assert.ok(best.length > 0, 'the best moves are ringed');

  // The hint: the pit it names gets a star of its own; the other pits, best or not, are drawn as before.
  const before = [];
  for (let pit = 0; pit < 6; pit += 1) before.push(await pitTop(page, pit));
  await page.evaluate(() => document.querySelector('urim-game').hint());
  const tip = await page.evaluate(() => document.querySelector('urim-game').view.config.tip);
  assert.ok([0, 1, 2, 3, 4, 5].includes(tip), `the hint marks a legal pit (${tip})`);
  for (let pit = 0; pit < 6; pit += 1) {
    const same = (await pitTop(page, pit)).equals(before[pit]);
    assert.equal(same, pit !== tip, pit === tip ? 'the hint pit is marked' : `pit ${pit} is drawn as before`);
  }

  await page.evaluate(() => { document.querySelector('urim-game').analysis = false; });
  await page.waitForFunction(() => document.querySelector('urim-game').shadowRoot.querySelector('[part=legend]').hidden);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('on a touch screen, a first tap on a pit says what its move is worth; a second tap plays it', async () => {
  const page = await openGame('&analysis=1', { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
  await valuesShown(page);
  const box = await page.locator('urim-game canvas').boundingBox();
  const c = await page.evaluate(() => document.querySelector('urim-game').pitCenter(1)); // B
  await page.touchscreen.tap(box.x + c.x, box.y + c.y);
  await page.waitForFunction(() => /^B: 3 seeds/.test(document.querySelector('urim-game').shadowRoot.querySelector('.preview').textContent));
  assert.match(await preview(page), /B: with best play after it, (you end the game \d+ seeds? (ahead|behind)|the game ends level)/);
  assert.equal(await page.evaluate(() => document.querySelector('urim-game').moves.length), 0, 'the first tap plays nothing');
  await page.touchscreen.tap(box.x + c.x, box.y + c.y);
  await page.waitForFunction(() => document.querySelector('urim-game').moves.length === 1);
  assert.equal(await page.evaluate(() => document.querySelector('urim-game').moves[0]), 1, 'B');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('with steps on, a pit\'s value is told without a word of how its move sows', async () => {
  const page = await openGame('&analysis=1&steps=1');
  await valuesShown(page);
  await page.locator('urim-game canvas').focus();
  await page.keyboard.press('Home');
  await page.waitForFunction(() => document.querySelector('urim-game').shadowRoot.querySelector('.preview').textContent !== '');
  const said = await preview(page);
  assert.match(said, /^A: with best play after it/);
  assert.doesNotMatch(said, /last seed|falls|takes|captur/, said);
  assert.equal(await page.evaluate(() => document.querySelector('urim-game').view.config.hint), null, 'no preview drawn either');
  assert.deepEqual(page.errors, []);
  await page.close();
});
