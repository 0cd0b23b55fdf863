// A click where a pit is drawn plays that pit, whatever the page does to the board:
// transform: scale() or rotate() and CSS zoom, on the <urim-game> element or on
// the whole page. The screen point of the pit is worked out here from the board
// as laid out before the transform and the transform's own arithmetic (not from
// the view's code), and the real mouse clicks there. Run `npm run build` first.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserForTests, pageWith } from './browser.mjs';

const env = browserForTests();

/** A page with one two-player game 480 px wide, 200 px from the page's corner. */
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<style>html, body { margin: 0; padding: 0; height: 100%; } #stage { position: absolute; left: 200px; top: 200px; width: 480px; }
urim-game { display: block; width: 480px; }</style>
<script type="module" src="/pkg/urim-elements.js"></script></head>
<body><div id="stage"><urim-game opponent="0" lang="en"></urim-game></div></body></html>`;

/** The pit clicked: South's first, far from the board's middle, so that a wrong mapping misses it. */
const PIT = 0;

/**
 * Opens the page, applies CSS `property: value` to `target` ('element' or 'page'),
 * and returns the screen point of PIT's centre, worked out from the layout taken
 * before the style was applied.
 */
async function openTransformed(target, property, value) {
  const page = await pageWith(env(), '/view-pointer.html', PAGE, { viewport: { width: 1000, height: 1000 }, reducedMotion: 'reduce' });
  await page.waitForFunction(() => document.querySelector('urim-game')?.busy === false);
  const point = await page.evaluate(([where, prop, val]) => {
    const game = document.querySelector('urim-game');
    const node = where === 'page' ? document.documentElement : game;
    const canvas = game.shadowRoot.querySelector('canvas');
    const c = game.pitCenter(0);
    const box = canvas.getBoundingClientRect();
    const p = { x: box.left + c.x, y: box.top + c.y };      // the pit on the screen, untransformed
    const frame = node.getBoundingClientRect();
    const o = prop === 'zoom' ? { x: frame.left, y: frame.top } : { x: frame.left + frame.width / 2, y: frame.top + frame.height / 2 };
    node.style.setProperty(prop, val);
    // scale(s) and zoom: s times as far from the origin (the box's centre, its corner for zoom).
    const scale = /scale\(([\d.]+)\)/.exec(val)?.[1] ?? (prop === 'zoom' ? val : null);
    if (scale != null) return { x: o.x + (p.x - o.x) * Number(scale), y: o.y + (p.y - o.y) * Number(scale) };
    const deg = Number(/rotate\((-?[\d.]+)deg\)/.exec(val)[1]);
    const a = (deg * Math.PI) / 180;
    const dx = p.x - o.x;
    const dy = p.y - o.y;
    return { x: o.x + dx * Math.cos(a) - dy * Math.sin(a), y: o.y + dx * Math.sin(a) + dy * Math.cos(a) };
  }, [target, property, value]);
  return { page, point };
}

const CASES = [
  ['transform', 'scale(0.7)'],
  ['transform', 'rotate(90deg)'],
  ['zoom', '1.5'],
];

for (const target of ['element', 'page']) {
  for (const [property, value] of CASES) {
    test(`a click on a drawn pit plays it under ${property}: ${value} on the ${target}`, async () => {
      const { page, point } = await openTransformed(target, property, value);
      // The board is laid out again (zoom) and drawn before the click.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const hit = await page.evaluate(({ x, y }) => {
        const game = document.querySelector('urim-game');
        return document.elementFromPoint(x, y) === game && game.shadowRoot.elementFromPoint(x, y)?.localName === 'canvas';
      }, point);
      assert.ok(hit, `the board's canvas is under (${Math.round(point.x)}, ${Math.round(point.y)})`);
      const start = await page.evaluate(() => {
        window.moves = [];
        window.released = false;
        const game = document.querySelector('urim-game');
        game.addEventListener('move', (e) => window.moves.push(e.detail.origin));
        addEventListener('pointerup', () => { window.released = true; });
        return game.position;
      });
      await page.mouse.click(point.x, point.y);
      // The press has been handled (a pit chosen is played at once, before its move is shown).
      await page.waitForFunction(() => window.released);
      assert.notEqual(await page.evaluate(() => document.querySelector('urim-game').position), start, 'a move was played');
      await page.waitForFunction(() => window.moves.length > 0);
      assert.deepEqual(await page.evaluate(() => window.moves), [PIT], 'the pit clicked is played');
      assert.deepEqual(page.errors, []);
      await page.close();
    });
  }
}
