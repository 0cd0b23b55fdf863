// How a game's end is told, in headless Chromium, as a visitor plays the last move
// with a click where the pit is drawn: the words say the true cause (here North
// still holds seeds but cannot reach South's empty row, where the old words said
// only "North could not move"), the seeds swept into North's store, and the
// result; the status line then only says the game is over, so that no sentence is
// shown twice. In English and in Portuguese.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openBrowser, speaking } from './browser.mjs';
import { wordsOf } from './words.mjs';

/** South sows its last seed from F into a; North's three seeds can reach no pit of South's. */
const POSITION = '0-0-0-0-0-1-0-1-1-0-0-0-2-31-S';
/** F, South's sixth pit. */
const PIT_F = 5;

let env;
before(async () => { env = await openBrowser(); });
after(() => env?.close());

const fill = (text, vars) => text.replace(/\{(\w+)\}/g, (_, k) => vars[k]);

for (const code of ['en', 'pt']) {
  test(`${code}: the last move's words give the cause, the sweep and the result, and the status does not repeat them`, async () => {
    const words = await wordsOf(code);
    const context = await env.browser.newContext({ viewport: { width: 900, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.route(`${env.base}/endings.html`, (route) => route.fulfill({
      status: 200, contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="${code}"><head><meta charset="utf-8"><script type="module" src="/pkg/urim-elements.js"></script></head>`
        + `<body><urim-game opponent="0" lang="${code}" position="${POSITION}"></urim-game></body></html>`,
    }));
    await page.goto(`${env.base}/endings.html`);
    await page.waitForFunction(() => document.querySelector('urim-game')?.started);
    await speaking(page, code);
    await page.evaluate(() => {
      const game = document.querySelector('urim-game');
      window.over = new Promise((done) => game.addEventListener('gameover', () => done(true), { once: true }));
    });
    const box = await page.locator('urim-game canvas').boundingBox();
    const c = await page.evaluate((p) => document.querySelector('urim-game').pitCenter(p), PIT_F);
    await page.mouse.click(box.x + c.x, box.y + c.y);
    await page.evaluate(() => window.over);
    const side = { south: words.south, north: words.north };
    const said = fill(words.endCannotFeed, { side: side.north, other: side.south });
    const swept = fill(words.endSwept, { south: 0, north: 3 });
    const result = fill(words.won, { side: side.north, south: 2, north: 34 });
    await page.waitForFunction((text) => document.querySelector('urim-game').shadowRoot.querySelector('.words').textContent.includes(text), result);
    const read = (s) => page.evaluate((sel) => document.querySelector('urim-game').shadowRoot.querySelector(sel).textContent, s);
    const [line, status] = [await read('.words'), await read('.status')];
    await page.screenshot({ path: `/tmp/shots-edges/ending-${code}.png` });
    assert.ok(line.includes(`${said} ${swept} ${result}`), `the words tell the cause, the sweep and the result: ${line}`);
    assert.ok(!line.includes(fill(words.endEmptyRow, { side: side.north })), 'North is not said to have had no seeds');
    assert.equal(status, words.overStatus, 'the status only says the game is over');
    for (const sentence of [said, swept, result]) assert.ok(!status.includes(sentence), `"${sentence}" is not shown twice`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
