// A lesson on a projector, in headless Chromium at 1280×720 and 1024×768, as a
// teacher gives it: the demo page opens a shipped lesson from its address, the
// teacher clicks Present where it is drawn, then goes through the moves with a
// clicker's PageDown and PageUp (and after clicking Next move, still with them).
// The screen shows the board, the comment and Next and Back, every control inside
// it and North's row never pushed off the top; the teacher's tools (the comment
// field, Save, Copy link, the examples) stay off the projected screen.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openBrowser } from './browser.mjs';

const LESSON = 'lessons/capture-chain.en.urim';
/** The teacher's tools of the lesson panel, by part: not shown while presenting. */
const TOOLS = ['lesson-on', 'lesson-field', 'lesson-save', 'lesson-link', 'lesson-example-capture-chain'];

let env;
before(async () => { env = await openBrowser(); });
after(() => env?.close());

/** Waits until the game has `n` moves played and nothing on show. */
const atMove = (page, n) => page.waitForFunction((m) => {
  const game = document.querySelector('urim-game');
  return game.moves.length === m && !game.busy;
}, n);

/** What a projected screen `width`×`height` shows of the game: every visible control's box, the comment's and North's bar's. */
const screen = (page) => page.evaluate(() => {
  const root = document.querySelector('urim-game').shadowRoot;
  const box = (el) => el.getBoundingClientRect().toJSON();
  const shown = (el) => el.checkVisibility({ visibilityProperty: true });
  return {
    controls: [...root.querySelectorAll('button, select, a, input, textarea, summary')].filter(shown).map((el) => ({ part: el.getAttribute('part'), ...box(el) })),
    comment: { text: root.querySelector('[part=lesson-comment]').textContent, ...box(root.querySelector('[part=lesson-comment]')) },
    north: box(root.querySelector('[part~=player-north]')),
    board: box(root.querySelector('canvas')),
  };
});

function onScreen(what, [width, height], when) {
  for (const c of what.controls) {
    assert.ok(c.left >= 0 && c.top >= 0 && c.right <= width && c.bottom <= height, `${when}: ${c.part} at ${Math.round(c.left)},${Math.round(c.top)}–${Math.round(c.right)},${Math.round(c.bottom)} is on the screen`);
  }
  for (const [name, b] of [['North\'s bar', what.north], ['the board', what.board], ['the comment', what.comment]]) {
    assert.ok(b.top >= 0 && b.bottom <= height && b.left >= 0 && b.right <= width, `${when}: ${name} (${Math.round(b.top)}–${Math.round(b.bottom)}) is on the screen`);
  }
  const parts = what.controls.map((c) => c.part);
  for (const tool of TOOLS) assert.ok(!parts.includes(tool), `${when}: the teacher's ${tool} is not projected`);
  for (const needed of ['lesson-next', 'lesson-back']) assert.ok(parts.includes(needed), `${when}: ${needed} is shown`);
}

for (const [width, height] of [[1280, 720], [1024, 768]]) {
  test(`a lesson presented at ${width}×${height}: a clicker goes through it, and the class sees the board, the comment, Next and Back`, async () => {
    const context = await env.browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${env.base}/index.html?lang=en&lesson=${LESSON}`);
    await page.waitForFunction(() => document.querySelector('urim-game')?.shadowRoot?.querySelector('[part=lesson-next]')?.checkVisibility());
    await page.locator('urim-game [part~=present]').click();
    await page.waitForFunction(() => document.querySelector('urim-game').hasAttribute('present') && document.querySelector('urim-game').view?.geo.labels > 1);
    const start = await screen(page);
    onScreen(start, [width, height], 'at the start');
    await page.keyboard.press('PageDown');
    await atMove(page, 1);
    const first = await screen(page);
    onScreen(first, [width, height], 'after PageDown');
    assert.notEqual(first.comment.text, start.comment.text, 'the first move\'s comment');
    await page.keyboard.press('PageDown');
    await atMove(page, 2);
    await page.keyboard.press('PageUp');
    await atMove(page, 1);
    // The teacher clicks Next move, then goes on with the clicker.
    await page.locator('urim-game [part=lesson-next]').click();
    await atMove(page, 2);
    await page.keyboard.press('PageDown');
    await atMove(page, 3);
    onScreen(await screen(page), [width, height], 'at the last move');
    await page.keyboard.press('ArrowLeft');
    await atMove(page, 2);
    await page.screenshot({ path: `${process.env.URIM_SHOTS ?? '/tmp'}/lesson-present-${width}x${height}.png` });
    assert.deepEqual(errors, []);
    await context.close();
  });
}
