// The kiosk page (index.html?kiosk=1) laid out on three gallery screens, in
// headless Chromium, as a visitor sees it: at 1920×1080 the words are large enough
// for a gallery (24 px at least) and Settings, opened, covers neither player's bar
// nor the board; on an 800×480 panel no bar's line starts with a stray "·", the
// pit letters are drawn larger and the board is not left with the height unused
// below it; on a 1080×1920 totem each player's bar stands over the row it names
// (North's rows run down the left, South's down the right). Every control is on
// the screen throughout.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { boardSettled, openBrowser, speaking } from './browser.mjs';

/** The smallest the kiosk's words may be on a 1080p gallery screen, in CSS px. */
const GALLERY_WORDS_PX = 24;

let env;
before(async () => { env = await openBrowser(); });
after(() => env?.close());

async function kiosk(width, height) {
  const context = await env.browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  // Ready (its kiosk styles adopted), then the board's box the same over three frames: laid out for good.
  await page.addInitScript(() => document.addEventListener('ready', () => { window.gameReady = true; }, true));
  await page.goto(`${env.base}/index.html?kiosk=1&lang=en&opponent=2`);
  await page.waitForFunction(() => window.gameReady);
  await speaking(page, 'en');
  await boardSettled(page);
  return page;
}


/** Boxes of the game's parts, by CSS selector inside its shadow root. */
const boxes = (page, selectors) => page.evaluate((list) => {
  const root = document.querySelector('urim-game').shadowRoot;
  return Object.fromEntries(list.map((s) => [s, root.querySelector(s).getBoundingClientRect().toJSON()]));
}, selectors);

const overlap = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

async function allOnScreen(page, [width, height], when) {
  const controls = await page.evaluate(() => [...document.querySelector('urim-game').shadowRoot.querySelectorAll('button, select, a, input, summary')]
    .filter((el) => el.checkVisibility({ visibilityProperty: true }))
    .map((el) => ({ part: el.getAttribute('part'), ...el.getBoundingClientRect().toJSON() })));
  for (const c of controls) {
    assert.ok(c.left >= 0 && c.top >= 0 && c.right <= width && c.bottom <= height, `${when}: ${c.part} at ${Math.round(c.left)},${Math.round(c.top)}–${Math.round(c.right)},${Math.round(c.bottom)}`);
  }
}

test('1920×1080: gallery-sized words, and Settings opened covers no bar and no part of the board', async () => {
  const page = await kiosk(1920, 1080);
  const px = await page.evaluate(() => parseFloat(getComputedStyle(document.querySelector('urim-game').shadowRoot.querySelector('.status')).fontSize));
  assert.ok(px >= GALLERY_WORDS_PX, `the status is ${px} px`);
  await page.locator('urim-game [part~=settings-toggle]').click();
  await page.waitForFunction(() => document.querySelector('urim-game').shadowRoot.querySelector('.settings').checkVisibility());
  await boardSettled(page);
  const b = await boxes(page, ['.settings', '[data-side=north]', '[data-side=south]', 'canvas']);
  for (const part of ['[data-side=north]', '[data-side=south]', 'canvas']) assert.ok(!overlap(b['.settings'], b[part]), `the settings cover ${part}`);
  await allOnScreen(page, [1920, 1080], 'settings open');
  await page.screenshot({ path: `${process.env.URIM_SHOTS ?? '/tmp'}/kiosk-1920x1080-settings.png` });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('800×480: each bar\'s lines start with words, the letters are drawn larger, the board uses the height', async () => {
  const page = await kiosk(800, 480);
  const bars = await page.evaluate(() => [...document.querySelector('urim-game').shadowRoot.querySelectorAll('.player')].map((bar) => {
    const role = bar.querySelector('.role');
    return { role: role.textContent, before: getComputedStyle(role, '::before').content, roleTop: role.getBoundingClientRect().top, nameTop: bar.querySelector('.name').getBoundingClientRect().top };
  }));
  for (const bar of bars) {
    assert.ok(bar.role.length > 0, 'a role is shown');
    assert.ok(!bar.role.trim().startsWith('·') && bar.before === 'none', `the role "${bar.role}" on its own line has no "·" before it (${bar.before})`);
    assert.ok(bar.roleTop > bar.nameTop, 'the role has a line of its own');
  }
  const labels = await page.evaluate(() => document.querySelector('urim-game').view.geo.labels);
  assert.ok(labels >= 1.5, `the letters and counts drawn ${labels} times their size`);
  const b = await boxes(page, ['canvas', '.frame']);
  const below = b['.frame'].bottom - b.canvas.bottom;
  const above = b.canvas.top - b['.frame'].top;
  assert.ok(Math.abs(below - above) <= 0.1 * 480, `the board is not left with the height below it: ${Math.round(above)} px above, ${Math.round(below)} px below`);
  await allOnScreen(page, [800, 480], 'at rest');
  await page.screenshot({ path: `${process.env.URIM_SHOTS ?? '/tmp'}/kiosk-800x480.png` });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('1080×1920: each player\'s bar stands over the row it names', async () => {
  const page = await kiosk(1080, 1920);
  const b = await boxes(page, ['[data-side=north]', '[data-side=south]', 'canvas']);
  const middle = (box) => (box.left + box.right) / 2;
  // The turned board: a touch on the right-hand column, halfway down, plays one of South's pits.
  await page.mouse.click(b.canvas.left + 0.7 * b.canvas.width, b.canvas.top + 0.55 * b.canvas.height);
  await page.waitForFunction(() => document.querySelector('urim-game').moves.length > 0);
  const [played] = await page.evaluate(() => document.querySelector('urim-game').moves);
  assert.ok(played < 6, `the right-hand column is South's row (pit ${played} was played)`);
  assert.ok(middle(b['[data-side=south]']) > 1080 / 2 && middle(b['[data-side=north]']) < 1080 / 2, 'South\'s bar on the right, North\'s on the left');
  for (const side of ['north', 'south']) assert.ok(b[`[data-side=${side}]`].bottom <= b.canvas.top, `${side}'s bar above the board`);
  await allOnScreen(page, [1080, 1920], 'at rest');
  await page.screenshot({ path: `${process.env.URIM_SHOTS ?? '/tmp'}/kiosk-1080x1920.png` });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
