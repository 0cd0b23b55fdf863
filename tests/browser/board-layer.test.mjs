// The board's still layer, in headless Chromium: the wood and the empty holes are
// drawn once into a layer that each frame copies. The board looks the same with the
// layer as without it (compared pixel by pixel), a move's animation draws the layer
// no more, a board at rest paints no frame at all, and a new size draws it once again.
// Frames and layers are counted (BoardView.counts), never timed.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openBrowser, pageWith } from './browser.mjs';

/** Animation frames waited at rest: any repainting would show in far fewer. */
const FRAMES_AT_REST = 60;

let env;
before(async () => { env = await openBrowser(); });
after(() => env?.close());

const HTML = `<!doctype html><meta charset="utf-8"><body style="margin:0">
<div id="box" style="width:900px"><urim-game id="g" opponent="0" speed="4"></urim-game></div>
<script type="module" src="pkg/urim-elements.js"></script>`;

/** Resolves after `n` animation frames of the page. */
const frames = (page, n) => page.evaluate((count) => new Promise((resolve) => {
  let left = count;
  const tick = () => (--left <= 0 ? resolve() : requestAnimationFrame(tick));
  requestAnimationFrame(tick);
}), n);
const countsOf = (page) => page.evaluate(() => ({ ...document.getElementById('g').view.counts }));
/** The board's pixels, drawn anew with or without the layer. */
const pixels = (page, useLayer) => page.evaluate(async (on) => {
  const view = document.getElementById('g').view;
  view.useLayer = on;
  view.invalidate();
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const { width, height } = view.canvas;
  return Array.from(view.ctx.getImageData(0, 0, width, height).data);
}, useLayer);

async function openBoard() {
  const page = await pageWith(env, '/layer.html', HTML, { viewport: { width: 1000, height: 800 }, reducedMotion: 'no-preference' });
  await page.waitForFunction(() => document.getElementById('g').started && !document.getElementById('g').busy);
  await frames(page, 2);
  return page;
}

test('the board with its still layer is the board drawn whole, pixel for pixel', async () => {
  const page = await openBoard();
  // marks on: the legal pits' rings, a last move, the keyboard focus ring
  await page.evaluate(() => document.getElementById('g').play(2));
  await page.waitForFunction(() => !document.getElementById('g').busy);
  await page.locator('#g canvas').focus();
  await page.keyboard.press('ArrowRight');
  const cached = await pixels(page, true);
  const whole = await pixels(page, false);
  assert.equal(cached.length, whole.length);
  let differing = 0;
  for (let i = 0; i < cached.length; i += 1) if (cached[i] !== whole[i]) differing += 1;
  assert.equal(differing, 0, `${differing} channel values differ`);
  const painted = cached.filter((v, i) => i % 4 === 3 && v > 0).length;
  assert.ok(painted > cached.length / 8, 'the board is drawn');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a move is animated on the layer drawn once; a board at rest paints nothing', async () => {
  const page = await openBoard();
  const start = await countsOf(page);
  assert.equal(start.layers, 1, 'the layer was drawn once');
  await frames(page, FRAMES_AT_REST);
  assert.equal((await countsOf(page)).frames, start.frames, 'no frame painted at rest');
  const box = await page.locator('#g canvas').boundingBox();
  const c = await page.evaluate(() => document.getElementById('g').pitCenter(3));
  await page.mouse.click(box.x + c.x, box.y + c.y);
  await page.waitForFunction(() => document.getElementById('g').moves.length === 1 && !document.getElementById('g').busy);
  const moved = await countsOf(page);
  assert.ok(moved.frames > start.frames + 3, `the move was animated (${moved.frames - start.frames} frames)`);
  assert.equal(moved.layers, 1, 'and the layer was not drawn again');
  await page.mouse.move(0, 0);
  await frames(page, 2);
  const settled = await countsOf(page);
  await frames(page, FRAMES_AT_REST);
  assert.equal((await countsOf(page)).frames, settled.frames, 'no frame painted at rest after the move');
  await page.evaluate(() => { document.getElementById('box').style.width = '700px'; });
  await page.waitForFunction((n) => document.getElementById('g').view.counts.layers === n + 1, settled.layers);
  await frames(page, FRAMES_AT_REST);
  assert.equal((await countsOf(page)).layers, settled.layers + 1, 'a new size draws the layer once');
  assert.deepEqual(page.errors, []);
  await page.close();
});
