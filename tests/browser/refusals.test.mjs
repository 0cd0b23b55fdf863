// The engine's refusals said in the visitor's language, in headless Chromium: a
// position attribute that does not read is said on the element's status from the
// refusal's kind, and so is the editor's refusal of a set-up. In Portuguese and
// Japanese, each checked against its translation table, with none of the engine's
// English. (A refused move's words are checked in tests/js/refusal-words.test.mjs:
// the board offers only legal pits, so a click never reaches a refusal.) Run
// `npm run build` first. Waits on what the element shows.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openBrowser, pageWith, speaking } from './browser.mjs';
import { wordsOf } from './words.mjs';

let env;
before(async () => {
  env = await openBrowser();
});
after(() => env?.close());

/** A game element in language `code`, two players, from `position` (or a bad one). */
const host = (code, position) => `<!doctype html><meta charset="utf-8"><body style="margin:0">
<div style="width:900px"><urim-game id="g" opponent="0" idle="0" lang="${code}" position="${position}"></urim-game></div>
<script type="module" src="pkg/urim-elements.js"></script>`;

/** `text` with its {slots} filled from `vars`. */
const fill = (text, vars) => text.replace(/\{(\w+)\}/g, (_, name) => String(vars[name]));

/** The engine's English words for these refusals, which the page must never show. */
const ENGINE_ENGLISH = /belongs to|is empty|must feed|has no seeds|position string|fields, expected|seeds, expected/;

for (const code of ['pt', 'ja']) {
  test(`${code}: a position attribute that does not read is said from its kind`, async () => {
    const words = await wordsOf(code);
    const cases = [
      ['3-3-3', words.positionUnreadable],
      ['3-3-3-3-3-3-3-3-3-3-3-3-0-1-S', fill(words.positionTotal, { found: 37, holes: 6, a: 36, b: 48 })],
      ['0-0-0-0-0-0-0-0-18-0-0-0-18-0-S', fill(words.positionTooMany, { pit: 'c', n: 18 })],
    ];
    for (const [position, why] of cases) {
      const page = await pageWith(env, `/bad-position-${code}.html`, host(code, position), { viewport: { width: 1000, height: 800 } });
      await page.waitForFunction(() => document.getElementById('g')?.busy === false);
      await speaking(page, code, '#g');
      // Set on the element, not in the address: the notice names the attribute (issue 40, item 9).
      const expected = fill(words.badPositionAttribute, { message: why });
      await page.waitForFunction((text) => document.getElementById('g').shadowRoot.textContent.includes(text), expected);
      const said = await page.evaluate(() => document.getElementById('g').shadowRoot.textContent);
      assert.doesNotMatch(said, ENGINE_ENGLISH, position);
      await page.close();
    }
  });

  test(`${code}: a bad value in the page's address is said to come from the address`, async () => {
    const words = await wordsOf(code);
    // A context of its own: the demo page installs its offline copy (a service worker),
    // which must not answer the other tests' pages.
    const context = await env.browser.newContext({ viewport: { width: 1000, height: 800 } });
    const page = await context.newPage();
    const game = (check, arg) => page.waitForFunction(check, arg);
    await page.goto(`${env.base}/index.html?lang=${code}&opponent=0&position=3-3-3`);
    await game(() => document.querySelector('urim-game')?.busy === false);
    await speaking(page, code, 'urim-game');
    const position = fill(words.badPosition, { message: words.positionUnreadable });
    await game((text) => document.querySelector('urim-game').shadowRoot.textContent.includes(text), position);
    // A choice the address gets wrong: the reason in the visitor's words, blamed on the address.
    await page.goto(`${env.base}/index.html?lang=${code}&opponent=0&theme=purple`);
    await game(() => document.querySelector('urim-game')?.busy === false);
    await speaking(page, code, 'urim-game');
    const theme = fill(words.badInAddress, { message: fill(words.badChoice, { name: 'theme', values: 'auto, light, dark', text: 'purple' }) });
    await game((text) => document.querySelector('urim-game').shadowRoot.textContent.includes(text), theme);
    const said = await page.evaluate(() => document.querySelector('urim-game').shadowRoot.textContent);
    assert.doesNotMatch(said, ENGINE_ENGLISH);
    await context.close();
  });

  test(`${code}: a diagram's position attribute that does not read is said from its kind`, async () => {
    const words = await wordsOf(code);
    const html = `<!doctype html><meta charset="utf-8"><body><div style="width:700px">
<urim-board id="b" lang="${code}" position="0-0-0-0-0-0-0-0-18-0-0-0-18-0-S"></urim-board></div>
<script type="module" src="pkg/urim-elements.js"></script>`;
    const page = await pageWith(env, `/bad-board-${code}.html`, html, { viewport: { width: 800, height: 600 } });
    await speaking(page, code, '#b');
    const expected = fill(words.boardBadPosition, { message: fill(words.positionTooMany, { pit: 'c', n: 18 }) });
    await page.waitForFunction((text) => document.getElementById('b').shadowRoot.textContent.includes(text), expected);
    const said = await page.evaluate(() => document.getElementById('b').shadowRoot.textContent);
    assert.doesNotMatch(said, ENGINE_ENGLISH);
    // A move the diagram cannot play: from an empty pit, then from North's pit with South to move.
    for (const [move, why] of [['F', words.moveWhyEmpty], ['a', words.moveWhyNotYours]]) {
      await page.evaluate((m) => {
        const b = document.getElementById('b');
        b.setAttribute('position', '3-3-3-3-4-0-1-3-2-5-3-3-2-1-S');
        b.setAttribute('move', m);
      }, move);
      const bad = fill(words.boardBadMove, { move, why });
      await page.waitForFunction((text) => document.getElementById('b').shadowRoot.textContent.includes(text), bad);
    }
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  test(`${code}: the editor's refusal of a set-up comes from its kind`, async () => {
    const words = await wordsOf(code);
    const page = await pageWith(env, `/editor-${code}.html`, host(code, '3-3-3-3-3-3-3-3-3-3-3-3-0-0-S'), { viewport: { width: 1000, height: 800 } });
    await page.waitForFunction(() => document.getElementById('g')?.busy === false);
    await speaking(page, code, '#g');
    const inGame = (selector) => page.locator(`#g ${selector}`);
    await inGame('[part=edit]').click();
    await page.waitForFunction(() => document.getElementById('g').shadowRoot.querySelector('[part=edit-empty]'));
    await inGame('[part=edit-empty]').click();
    await page.locator('#g canvas').focus();
    await page.keyboard.press('Home');
    await page.keyboard.type('5');
    await inGame('[part=edit-play]').click();
    await page.waitForFunction(() => document.getElementById('g').shadowRoot.querySelector('.edit-note').textContent !== '');
    const note = await inGame('.edit-note').textContent();
    assert.equal(note, fill(words.editBadTotal, { found: 5, holes: 6, a: 36, b: 48 }));
    assert.doesNotMatch(note, ENGINE_ENGLISH);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}
