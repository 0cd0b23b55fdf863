// Attract mode's calmer drawing, in headless Chromium: while the demonstration
// animates a move, painted frames come at least ATTRACT_FRAME_MS apart (a lower
// bound: a slow machine only spreads them further); a visitor's game paints every
// animation frame again; and a move cut short is drawn at its end at once, however
// long the view was told to hold its frames. Frames are counted and their times
// compared with each other, never with a wall-clock limit.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openBrowser, pageWith } from './browser.mjs';

/** game-render.js's ATTRACT_FRAME_MS. */
const ATTRACT_FRAME_MS = 80;
/** How far an animation frame's time may lie before the moment its timer fired (ms: one frame at 60 Hz). */
const FRAME_SLACK_MS = 17;
/** Frames of a demonstration's moves to look at. */
const FRAMES_SEEN = 12;

let env;
before(async () => { env = await openBrowser(); });
after(() => env?.close());

const HTML = `<!doctype html><meta charset="utf-8"><body style="margin:0">
<div style="width:900px"><urim-game id="g" demo speed="1" idle="0" lang="en"></urim-game></div>
<script type="module" src="pkg/urim-elements.js"></script>`;

/** Opens the demonstration, with every painted frame's time (while a move is timed) kept on window.painted. */
async function openDemo() {
  const page = await pageWith(env, '/attract-frames.html', HTML, { viewport: { width: 1000, height: 800 }, reducedMotion: 'no-preference' });
  await page.waitForFunction(() => document.getElementById('g').started);
  await page.evaluate(() => {
    const view = document.getElementById('g').view;
    window.painted = [];
    const paint = view.paint.bind(view);
    view.paint = (now) => {
      if (view.anim && !view.anim.stepped) window.painted.push({ now, start: view.anim.start });
      paint(now);
    };
  });
  return page;
}

/** The gaps between painted frames of the same move (ms). */
const gapsOf = (painted) => painted.slice(1).flatMap((f, i) => (f.start === painted[i].start ? [f.now - painted[i].now] : []));

test('attract mode: the frames of a move come no closer than ATTRACT_FRAME_MS', async () => {
  const page = await openDemo();
  await page.waitForFunction((n) => window.painted.length > n, FRAMES_SEEN, { timeout: 0 });
  const gaps = gapsOf(await page.evaluate(() => window.painted));
  assert.ok(gaps.length > 0, 'a move was animated over several frames');
  assert.ok(Math.min(...gaps) >= ATTRACT_FRAME_MS - FRAME_SLACK_MS, `the closest frames were ${Math.min(...gaps).toFixed(1)} ms apart`);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a move cut short shows its end at once, and a visitor\'s game holds no frame back', async () => {
  const page = await openDemo();
  // A demonstration's move, its next frame held back for ever.
  await page.waitForFunction(() => {
    const view = document.getElementById('g').view;
    if (view.anim && !view.anim.stepped) view.config.frameMs = 1e9;
    return view.held !== 0;
  });
  const shown = await page.evaluate(async () => {
    const view = document.getElementById('g').view;
    const held = view.counts.frames;
    view.skip();
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return view.counts.frames - held;
  });
  assert.ok(shown >= 1, 'the skipped move\'s end was painted');
  const box = await page.locator('#g canvas').boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2); // the touch that takes over
  await page.waitForFunction(() => document.getElementById('g').legalMoves.length > 0);
  assert.equal(await page.evaluate(() => document.getElementById('g').view.config.frameMs), 0, 'the visitor sees every frame');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
