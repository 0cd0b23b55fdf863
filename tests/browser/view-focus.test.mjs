// The keyboard focus stays inside the element after a click on it, so its keys go
// on working: after a real mouse click on ▶ or on the step buttons of
// <urim-board steps>, Space, Enter and → go a step on (← back); when the button
// clicked is disabled or hidden, the board takes the focus; after a click on a pit
// of <urim-game> or of an interactive <urim-board>, → moves the pit focus. Every
// check follows a key press at once: a key's work is done when the press returns.
// Run `npm run build` first.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserForTests, pageWith } from './browser.mjs';

const env = browserForTests();

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<style>body { margin: 0; } urim-game, urim-board { display: block; width: 600px; margin: 1rem; }</style>
<script type="module" src="/pkg/urim-elements.js"></script></head>
<body><p>Above the diagrams.</p>
<urim-board id="steps" position="3-3-3-3-4-0-1-3-2-5-3-3-2-1-S" move="E" steps lang="en"></urim-board>
<urim-board id="free" interactive lang="en"></urim-board>
<urim-game id="game" opponent="0" lang="en"></urim-game>
</body></html>`;

/** The page with the three elements, all ready; reduced motion, so moves are shown at once. */
async function open() {
  const page = await pageWith(env(), '/view-focus.html', PAGE, { viewport: { width: 700, height: 1400 }, reducedMotion: 'reduce' });
  await page.waitForFunction(() => document.getElementById('game')?.busy === false
    && ['steps', 'free'].every((id) => document.getElementById(id).currentPosition != null));
  return page;
}

/** Where the stepped move stands: the step bar's count ("Step 3 of 12"), or null once hidden. */
const stepCount = (page) => page.evaluate(() => {
  const root = document.getElementById('steps').shadowRoot;
  return root.querySelector('.step-bar').hidden ? null : root.querySelector('.step-count').textContent;
});
/** The step number in a count. */
const stepOf = (count) => Number(/\d+/.exec(count)?.[0]);
/** What has the focus inside element `id`'s shadow root ('canvas', 'next-step', ...), or null. */
const focusIn = (page, id) => page.evaluate((i) => {
  const el = document.getElementById(i);
  const active = document.activeElement === el ? el.shadowRoot.activeElement : null;
  return active ? active.getAttribute('part') : null;
}, id);

test('<urim-board steps>: after a click on ▶ and on the step buttons, Space, Enter and the arrows step the move', async () => {
  const page = await open();
  await page.locator('#steps [part=play]').click();
  await page.waitForFunction(() => !document.getElementById('steps').shadowRoot.querySelector('.step-bar').hidden);
  assert.equal(stepOf(await stepCount(page)), 1, 'the move shows its first step');
  await page.keyboard.press('Space');
  assert.equal(stepOf(await stepCount(page)), 2, 'Space goes a step on');
  assert.equal(await focusIn(page, 'steps'), 'canvas', '▶ is disabled: the board has the focus');
  await page.keyboard.press('Enter');
  assert.equal(stepOf(await stepCount(page)), 3, 'Enter goes a step on');
  await page.keyboard.press('ArrowRight');
  assert.equal(stepOf(await stepCount(page)), 4, '→ goes a step on');

  await page.locator('#steps [part=next-step]').click();
  assert.equal(stepOf(await stepCount(page)), 5, 'a click on Next step');
  assert.equal(await focusIn(page, 'steps'), 'next-step', 'the button clicked keeps the focus');
  await page.keyboard.press('Space');
  assert.equal(stepOf(await stepCount(page)), 6, 'Space on Next step');
  await page.keyboard.press('ArrowRight');
  assert.equal(stepOf(await stepCount(page)), 7, '→ on Next step');
  await page.keyboard.press('ArrowLeft');
  assert.equal(stepOf(await stepCount(page)), 6, '← on Next step goes back');

  // Back to the first step by mouse: Back is disabled there, and the board takes the focus.
  for (let n = 6; n > 1; n -= 1) await page.locator('#steps [part=step-back]').click();
  assert.equal(stepOf(await stepCount(page)), 1);
  await page.waitForFunction(() => document.getElementById('steps').shadowRoot.activeElement?.getAttribute('part') === 'canvas');
  await page.keyboard.press('ArrowRight');
  assert.equal(stepOf(await stepCount(page)), 2, '→ on the board once Back is disabled');

  // To the end by clicks on Next step: the bar is hidden, and the board keeps the focus.
  await page.locator('#steps [part=next-step]').click();
  for (let i = 0; i < 40 && (await stepCount(page)) != null; i += 1) await page.keyboard.press('Enter');
  assert.equal(await stepCount(page), null, 'the move is over');
  assert.equal(await focusIn(page, 'steps'), 'canvas', 'the step bar is hidden: the board has the focus');
  assert.deepEqual(page.errors, []);
  await page.close();
});

/** Clicks the centre of `pit` on element `id`'s board with the mouse. */
async function clickPit(page, id, pit) {
  const box = await page.locator(`#${id} canvas`).boundingBox();
  const c = await page.evaluate(([i, p]) => document.getElementById(i).view.pitCenter(p), [id, pit]);
  await page.mouse.click(box.x + c.x, box.y + c.y);
}

for (const id of ['game', 'free']) {
  test(`${id === 'game' ? '<urim-game>' : '<urim-board interactive>'}: after a click on a pit, → moves the pit focus`, async () => {
    const page = await open();
    const start = await page.evaluate((i) => document.getElementById(i).view.focus, id);
    assert.equal(start, null, 'no pit has the focus before');
    await clickPit(page, id, 0);
    await page.waitForFunction((i) => document.getElementById(i).view.config.legal.length > 0 && !document.getElementById(i).busy
      && (document.getElementById(i).currentPosition ?? document.getElementById(i).position) !== '3-3-3-3-3-3-3-3-3-3-3-3-0-0-S', id);
    await page.keyboard.press('ArrowRight');
    const first = await page.evaluate((i) => document.getElementById(i).view.focus, id);
    assert.notEqual(first, null, '→ puts the focus on a pit');
    assert.equal(await focusIn(page, id), 'canvas', 'the board has the focus after the click');
    await page.keyboard.press('ArrowRight');
    const second = await page.evaluate((i) => document.getElementById(i).view.focus, id);
    assert.notEqual(second, first, '→ again moves it on');
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}
