// The lessons on a projector: the demo page's game in present mode opens Learn to
// play, and <urim-learn> takes the projector's look with it (black, large type,
// the board as big as the words leave room for), at 1920×1080 and 1280×720. The
// teacher plays a challenge by clicking where its pit is drawn; the task, the board,
// the feedback and Next stay on the screen; leaving present mode gives the lessons
// their usual look back. A screenshot of each size goes to $URIM_SHOTS (or /tmp).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openBrowser } from './browser.mjs';

let env;
before(async () => {
  env = await openBrowser();
});
after(() => env?.close());

/** Where the lessons' parts are drawn: the task, the board, the feedback and Next, and the look. */
const layout = (page) =>
  page.evaluate(() => {
    const el = document.querySelector('urim-game').shadowRoot.querySelector('urim-learn');
    const root = el.shadowRoot;
    const box = (name) => root.querySelector(`[part~="${name}"]`).getBoundingClientRect().toJSON();
    return {
      present: el.hasAttribute('present'),
      background: getComputedStyle(el).backgroundColor,
      task: { ...box('task'), size: parseFloat(getComputedStyle(root.querySelector('[part=task]')).fontSize) },
      board: box('canvas'),
      result: box('result'),
      next: root.querySelector('[part~=next]').checkVisibility() ? box('next') : null,
    };
  });

/** Fails unless box `b` (named `what`) lies inside a `width`×`height` screen. */
function onScreen(b, [width, height], what) {
  assert.ok(b.left >= 0 && b.top >= 0 && b.right <= width + 0.5 && b.bottom <= height + 0.5, `${what} at ${Math.round(b.left)},${Math.round(b.top)}–${Math.round(b.right)},${Math.round(b.bottom)} is on the ${width}×${height} screen`);
}

for (const [width, height] of [
  [1920, 1080],
  [1280, 720],
]) {
  test(`the lessons presented at ${width}×${height}: the projector's look, a challenge played, everything on the screen`, async () => {
    const context = await env.browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${env.base}/index.html?lang=en&opponent=0`);
    await page.waitForFunction(() => document.querySelector('urim-game')?.shadowRoot?.querySelector('[part~=present]'));
    await page.locator('urim-game [part~=present]').click();
    await page.waitForFunction(() => document.querySelector('urim-game').hasAttribute('present'));
    await page.locator('urim-game [part~=learn-open]').click();
    await page.waitForFunction(() => document.querySelector('urim-game').shadowRoot.querySelector('urim-learn')?.currentPosition);
    await page.waitForFunction(() => {
      const el = document.querySelector('urim-game').shadowRoot.querySelector('urim-learn');
      return getComputedStyle(el).backgroundColor === 'rgb(0, 0, 0)' && el.view?.geo.labels > 1;
    });
    // The teacher shows the grand slam: the move that would take all of North's seeds, and takes none.
    await page.evaluate(() => {
      document.querySelector('urim-game').shadowRoot.querySelector('urim-learn').chapter = 'slam';
    });
    await page.waitForFunction(() => {
      const el = document.querySelector('urim-game').shadowRoot.querySelector('urim-learn');
      return el.currentPosition === '3-3-3-3-3-2-1-2-0-0-0-0-8-8-S' && el.view.config.interactive;
    });
    const before = await layout(page);
    assert.equal(before.present, true, 'the lessons of a presenting game present too');
    assert.ok(before.task.size >= 24, `the task in large type: ${before.task.size}px`);
    for (const name of ['task', 'board']) onScreen(before[name], [width, height], name);
    assert.ok(before.board.width >= width * 0.5, `the board is large: ${Math.round(before.board.width)}px wide`);
    const at = await page.evaluate(() => {
      const el = document.querySelector('urim-game').shadowRoot.querySelector('urim-learn');
      const box = el.shadowRoot.querySelector('canvas').getBoundingClientRect();
      const c = el.pitCenter('F');
      return { x: box.left + c.x, y: box.top + c.y };
    });
    await page.mouse.click(at.x, at.y);
    await page.waitForFunction(() => document.querySelector('urim-game').shadowRoot.querySelector('urim-learn').solvedNow);
    const solved = await layout(page);
    for (const name of ['task', 'board', 'result', 'next']) {
      assert.ok(solved[name], `${name} is shown`);
      onScreen(solved[name], [width, height], name);
    }
    await page.screenshot({ path: `${process.env.URIM_SHOTS ?? '/tmp'}/learn-present-${width}x${height}.png` });
    // Out of present mode, the lessons' usual look again.
    await page.evaluate(() => document.querySelector('urim-game').removeAttribute('present'));
    await page.waitForFunction(() => !document.querySelector('urim-game').shadowRoot.querySelector('urim-learn').hasAttribute('present'));
    assert.notEqual((await layout(page)).background, 'rgb(0, 0, 0)');
    await page.close();
    await context.close();
    assert.deepEqual(errors, []);
  });
}
