// Present mode in headless Chromium, as a teacher uses it with a projector: the
// Present button, clicked where it is drawn, puts <urim-game> (and <urim-board>)
// full screen at 1920×1080, every control on screen, the board's letters and
// counts at least 48 px tall as drawn (their ink measured in the canvas's pixels)
// and the steps' words large; a presenter's keys step the move on from wherever
// the click left the focus; Escape leaves and the attribute follows. Where
// full screen is refused (a frame not allowed it), the element fills the window instead.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openBrowser } from './browser.mjs';

/** The least size, in CSS px, of the board's letters and counts on a 1920×1080 projector. */
const PROJECTOR_PX = 48;
/** How tall the ink of a capital letter or a digit is, at the least, for its font's size. */
const INK_SHARE = 0.62;

let env;
before(async () => { env = await openBrowser(); });
after(() => env?.close());

/** A page (1920×1080 unless `viewport`) holding `body` with the elements' script, once its element is ready (`setUp` run first in the page). */
async function openWith(body, setUp = () => {}, viewport = { width: 1920, height: 1080 }) {
  const context = await env.browser.newContext({ viewport, reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  await page.route(`${env.base}/present.html`, (route) => route.fulfill({
    status: 200, contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><script type="module" src="/pkg/urim-elements.js"></script></head><body><p>Before</p>${body}<p>After</p></body></html>`,
  }));
  await page.addInitScript(setUp);
  await page.addInitScript(() => document.addEventListener('ready', () => { window.ready = true; }, true));
  await page.goto(`${env.base}/present.html`);
  await page.waitForFunction(() => window.ready);
  return page;
}

/** Waits until the element `selector` presents (`on`) or not, laid out for it. */
const presenting = (page, selector, on) => page.waitForFunction(([s, o]) => {
  const el = document.querySelector(s);
  return el.hasAttribute('present') === o && (el.view?.geo.labels > 1) === o;
}, [selector, on]);

/**
 * The height in CSS px of the ink of the glyph drawn around (x, y) in the element's
 * canvas, within a box `w` wide and `h` tall: the rows holding near-white pixels.
 */
const inkHeight = (page, selector, { x, y, w, h }) => page.evaluate(([s, box]) => {
  const canvas = document.querySelector(s).shadowRoot.querySelector('canvas');
  const scale = canvas.width / canvas.getBoundingClientRect().width;
  const ctx = canvas.getContext('2d');
  const [x0, y0] = [Math.round((box.x - box.w / 2) * scale), Math.round((box.y - box.h / 2) * scale)];
  const data = ctx.getImageData(x0, y0, Math.round(box.w * scale), Math.round(box.h * scale));
  let top = Infinity;
  let bottom = -Infinity;
  for (let row = 0; row < data.height; row += 1) {
    for (let col = 0; col < data.width; col += 1) {
      const i = (row * data.width + col) * 4;
      if (data.data[i] > 215 && data.data[i + 1] > 215 && data.data[i + 2] > 215) {
        top = Math.min(top, row);
        bottom = Math.max(bottom, row);
      }
    }
  }
  return bottom < top ? 0 : (bottom - top + 1) / scale;
}, [selector, { x, y, w, h }]);

/** Every visible control of the element `selector`, with its box. */
const controls = (page, selector) => page.evaluate((s) => [...document.querySelector(s).shadowRoot.querySelectorAll('button, select, a, input, summary')]
  .filter((el) => el.checkVisibility({ visibilityProperty: true }))
  .map((el) => ({ name: el.getAttribute('part'), ...el.getBoundingClientRect().toJSON() })), selector);

/** Asserts that every visible control of the element `selector` lies on the width×height screen. */
async function allOnScreen(page, selector, [width, height], when) {
  for (const c of await controls(page, selector)) {
    assert.ok(c.left >= 0 && c.top >= 0 && c.right <= width && c.bottom <= height,
      `${when}: ${c.name} at ${Math.round(c.left)},${Math.round(c.top)}–${Math.round(c.right)},${Math.round(c.bottom)} is on the ${width}×${height} screen`);
  }
}

/** How far apart, as a share of the screen's height, the empty bands above and below a presenting element's content may be. */
const BALANCE_SHARE = 0.05;

/**
 * Asserts that what the presenting element `selector` shows (its frame's parts, from
 * the first's top to the last's bottom) sits in the middle of a screen `height` tall:
 * the room left over goes above and below alike, not all to the bottom.
 */
async function centred(page, selector, height) {
  const [top, bottom] = await page.evaluate((s) => {
    const boxes = [...document.querySelector(s).shadowRoot.querySelector('.frame').children]
      .filter((el) => el.checkVisibility()).map((el) => el.getBoundingClientRect());
    return [Math.min(...boxes.map((b) => b.top)), Math.max(...boxes.map((b) => b.bottom))];
  }, selector);
  assert.ok(Math.abs(top - (height - bottom)) <= BALANCE_SHARE * height,
    `the content runs from ${Math.round(top)} to ${Math.round(bottom)} px: ${Math.round(top)} px above it, ${Math.round(height - bottom)} px below`);
}

test('<urim-game>, Present clicked: full screen, every control on screen, letters and counts of 48 px, large steps, keys that step, Escape leaves', async () => {
  const page = await openWith('<urim-game opponent="0" steps></urim-game>');
  await page.locator('urim-game [part~=present]').click();
  await presenting(page, 'urim-game', true);
  await page.waitForFunction(() => document.fullscreenElement === document.querySelector('urim-game'));
  assert.equal(await page.locator('urim-game [part~=present]').getAttribute('aria-pressed'), 'true');
  assert.equal(await page.locator('urim-game [part~=present]').textContent(), 'Leave full screen');
  const box = await page.evaluate(() => document.querySelector('urim-game').getBoundingClientRect().toJSON());
  assert.deepEqual([box.x, box.y, box.width, box.height], [0, 0, 1920, 1080], 'the element is the whole screen');
  await allOnScreen(page, 'urim-game', [1920, 1080], 'at rest');
  await centred(page, 'urim-game', 1080);
  // The ink of letter A (under the wood) and of pit A's count (in the wood), drawn in the projector's white.
  const place = await page.evaluate(() => {
    const g = document.querySelector('urim-game');
    const { pits, band, strip } = g.view.geo;
    return { x: pits[0].x, letterY: pits[0].letterY, countY: pits[0].countY, r: pits[0].r, band, strip };
  });
  const letter = await inkHeight(page, 'urim-game', { x: place.x, y: place.letterY, w: 2 * place.r, h: place.band });
  const count = await inkHeight(page, 'urim-game', { x: place.x, y: place.countY, w: 2 * place.r, h: place.strip });
  assert.ok(letter >= INK_SHARE * PROJECTOR_PX, `letter A's ink is ${letter} px tall: a ${PROJECTOR_PX} px letter's is at least ${INK_SHARE * PROJECTOR_PX}`);
  assert.ok(count >= INK_SHARE * PROJECTOR_PX, `pit A's count's ink is ${count} px tall`);
  await page.screenshot({ path: `${process.env.URIM_SHOTS ?? '/tmp'}/present-game-1920x1080.png` });
  // A stepped move: its words are large, and → and PageUp work with the focus still on Present.
  await page.evaluate(() => { document.querySelector('urim-game').play('E'); });
  await page.waitForFunction(() => document.querySelector('urim-game').mode === 'stepping');
  const stepCount = () => page.evaluate(() => document.querySelector('urim-game').shadowRoot.querySelector('.step-count').textContent);
  assert.match(await stepCount(), /^Step 1 of/);
  await allOnScreen(page, 'urim-game', [1920, 1080], 'stepping');
  const size = await page.evaluate(() => parseFloat(getComputedStyle(document.querySelector('urim-game').shadowRoot.querySelector('.step-text')).fontSize));
  assert.ok(size >= 32, `the step's words are ${size} px`);
  await page.locator('urim-game [part~=present]').focus();
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => document.querySelector('urim-game').shadowRoot.querySelector('.step-count').textContent.startsWith('Step 2 '));
  await page.keyboard.press('PageDown');
  await page.waitForFunction(() => document.querySelector('urim-game').shadowRoot.querySelector('.step-count').textContent.startsWith('Step 3 '));
  await page.keyboard.press('PageUp');
  await page.waitForFunction(() => document.querySelector('urim-game').shadowRoot.querySelector('.step-count').textContent.startsWith('Step 2 '));
  // Escape first skips the move on show, then leaves full screen; the attribute and the button follow.
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => document.querySelector('urim-game').mode === 'playing');
  assert.equal(await page.evaluate(() => document.querySelector('urim-game').present), true, 'still presenting');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => document.fullscreenElement === null);
  await presenting(page, 'urim-game', false);
  assert.equal(await page.locator('urim-game [part~=present]').getAttribute('aria-pressed'), 'false');
  assert.equal(await page.locator('urim-game [part~=present]').textContent(), 'Present');
  const back = await page.evaluate(() => document.querySelector('urim-game').getBoundingClientRect().toJSON());
  assert.ok(back.y > 0, 'back in the page, below its first paragraph');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('<urim-game> presenting on a 1280×720 projector: every control on screen, at rest and while a move is stepped', async () => {
  const page = await openWith('<urim-game opponent="0" steps></urim-game>', () => {}, { width: 1280, height: 720 });
  await page.locator('urim-game [part~=present]').click();
  await presenting(page, 'urim-game', true);
  await allOnScreen(page, 'urim-game', [1280, 720], 'at rest');
  await centred(page, 'urim-game', 720);
  // The players' lines are read from the back of the room as the words are: as large, at least 20 px.
  const sizes = await page.evaluate(() => {
    const root = document.querySelector('urim-game').shadowRoot;
    const px = (s) => parseFloat(getComputedStyle(root.querySelector(s)).fontSize);
    return { south: px('[part~=player-south]'), north: px('[part~=player-north]'), words: px('.words') };
  });
  assert.ok(sizes.words >= 20, `the words are ${sizes.words} px`);
  for (const side of ['south', 'north']) assert.ok(sizes[side] >= sizes.words, `${side}'s line is ${sizes[side]} px, the words ${sizes.words} px`);
  await page.evaluate(() => { document.querySelector('urim-game').play('E'); });
  await page.waitForFunction(() => document.querySelector('urim-game').mode === 'stepping');
  await allOnScreen(page, 'urim-game', [1280, 720], 'stepping');
  await page.screenshot({ path: `${process.env.URIM_SHOTS ?? '/tmp'}/present-game-1280x720.png` });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('<urim-game present> where full screen is refused (a frame not allowed it): the element fills the window; Escape leaves', async () => {
  const page = await openWith('<urim-game opponent="0"></urim-game>', () => {
    Element.prototype.requestFullscreen = () => Promise.reject(new TypeError('Fullscreen is not allowed here'));
  });
  await page.evaluate(() => { document.querySelector('urim-game').present = true; });
  await presenting(page, 'urim-game', true);
  assert.equal(await page.evaluate(() => document.fullscreenElement), null, 'no full screen here');
  const box = await page.evaluate(() => document.querySelector('urim-game').getBoundingClientRect().toJSON());
  assert.deepEqual([box.x, box.y, box.width, box.height], [0, 0, 1920, 1080], 'the element fills the window');
  await page.locator('urim-game [part=new-game]').focus();
  await page.keyboard.press('Escape');
  await presenting(page, 'urim-game', false);
  assert.equal(await page.evaluate(() => document.querySelector('urim-game').present), false);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('<urim-board>, Present clicked: the diagram full screen, with letters of 48 px; its move steps on by keys; Escape leaves', async () => {
  const page = await openWith('<urim-board position="3-3-3-3-4-0-1-3-2-5-3-3-0-3-S" move="E" steps></urim-board>');
  await page.locator('urim-board [part~=present]').click();
  await presenting(page, 'urim-board', true);
  await page.waitForFunction(() => document.fullscreenElement === document.querySelector('urim-board'));
  await allOnScreen(page, 'urim-board', [1920, 1080], 'at rest');
  await centred(page, 'urim-board', 1080);
  const place = await page.evaluate(() => {
    const { pits, band } = document.querySelector('urim-board').view.geo;
    return { x: pits[0].x, y: pits[0].letterY, r: pits[0].r, band };
  });
  const letter = await inkHeight(page, 'urim-board', { x: place.x, y: place.y, w: 2 * place.r, h: place.band });
  assert.ok(letter >= INK_SHARE * PROJECTOR_PX, `letter A's ink is ${letter} px tall`);
  await page.locator('urim-board [part=play]').click();
  await page.waitForFunction(() => !document.querySelector('urim-board').shadowRoot.querySelector('.step-bar').hidden);
  await page.locator('urim-board [part~=present]').focus();
  await page.keyboard.press('PageDown');
  await page.waitForFunction(() => document.querySelector('urim-board').shadowRoot.querySelector('.step-count').textContent.startsWith('Step 2 '));
  await page.screenshot({ path: `${process.env.URIM_SHOTS ?? '/tmp'}/present-board-1920x1080.png` });
  await page.locator('urim-board canvas').focus();
  await page.keyboard.press('Escape'); // the move on show first
  await page.waitForFunction(() => !document.querySelector('urim-board').busy);
  assert.equal(await page.evaluate(() => document.querySelector('urim-board').present), true, 'still presenting');
  await page.keyboard.press('Escape');
  await presenting(page, 'urim-board', false);
  assert.equal(await page.evaluate(() => document.fullscreenElement), null);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('<urim-game> presenting with values and predict first: the legend, the questions and the verdict on screen, letters still 48 px', async () => {
  const page = await openWith('<urim-game opponent="0" analysis predict lang="en"></urim-game>');
  await page.locator('urim-game [part~=present]').click();
  await presenting(page, 'urim-game', true);
  await page.waitForFunction(() => Object.values(document.querySelector('urim-game').view.config.values ?? { x: '…' }).every((l) => l !== '…'));
  /** Asserts that the part `css` of the element lies wholly on the 1920×1080 screen. */
  const onScreen = async (css, when) => {
    await page.waitForFunction((c) => document.querySelector('urim-game').shadowRoot.querySelector(c), css);
    const r = await page.evaluate((c) => document.querySelector('urim-game').shadowRoot.querySelector(c).getBoundingClientRect().toJSON(), css);
    assert.ok(r.top >= 0 && r.bottom <= 1080 && r.left >= 0 && r.right <= 1920, `${when}: ${css} at ${Math.round(r.top)}–${Math.round(r.bottom)} is on the screen`);
  };
  await onScreen('.legend', 'the values shown');
  await allOnScreen(page, 'urim-game', [1920, 1080], 'the values shown');
  const box = await page.locator('urim-game canvas').boundingBox();
  const c = await page.evaluate(() => document.querySelector('urim-game').view.geo.pits[4]);
  await page.mouse.click(box.x + c.x, box.y + c.y); // E
  await onScreen('[part=prediction]', 'asked where');
  const b = await page.evaluate(() => document.querySelector('urim-game').view.geo.pits[7]);
  await page.mouse.click(box.x + b.x, box.y + b.y);
  await onScreen('[part=prediction] input', 'asked how many');
  await allOnScreen(page, 'urim-game', [1920, 1080], 'asked how many');
  await page.keyboard.press('Enter');
  await onScreen('.verdict', 'the verdict');
  await onScreen('.legend', 'the verdict, with the next values');
  const place = await page.evaluate(() => {
    const { pits, band } = document.querySelector('urim-game').view.geo;
    return { x: pits[0].x, y: pits[0].letterY, r: pits[0].r, band };
  });
  const letter = await inkHeight(page, 'urim-game', { x: place.x, y: place.y, w: 2 * place.r, h: place.band });
  assert.ok(letter >= INK_SHARE * PROJECTOR_PX, `letter A's ink is ${letter} px tall`);
  await page.screenshot({ path: `${process.env.URIM_SHOTS ?? '/tmp'}/present-predict-1920x1080.png` });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
