// The one <iframe> line for any CMS (the frame form of "Embed this",
// www/page/embed-snippet.js), in a host page with no stylesheet and no script, as a
// CMS that strips both publishes it: at a laptop's size (1366x768) and a phone's
// (390x844), the frame has the size its attributes give it, fits the host's column
// and the screen, every control of the game inside it (buttons, selects, links, the
// board's canvas; boxes measured by the browser) lies inside the frame's box, and a
// click where a pit is drawn plays it, the computer replying. Run `npm run build` first.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { browserForTests, speaking } from './browser.mjs';
import { FRAME_HEIGHT, snippet } from '../../www/page/embed-snippet.js';

const env = browserForTests();
/** The screens: a laptop's and a phone's. */
const SCREENS = [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844, isMobile: true, hasTouch: true },
];
/** The options of the line: the dialog's own defaults, in Portuguese, against the computer's Easy level. */
const OPTIONS = { form: 'frame', lang: 'pt', opponent: '2', holes: '6', controls: 'full', steps: false, theme: 'auto', size: 'medium' };
/** Every control a visitor may reach in the frame (Playwright's CSS goes into shadow roots). */
const CONTROLS = 'button:visible, select:visible, input:visible, summary:visible, a:visible, canvas:visible';
/** Half a pixel either way: boxes are fractional. */
const EDGE = 0.5;
/** Where screenshots go when URIM_SHOTS names a folder (for a person to look at; not a check). */
const SHOTS = process.env.URIM_SHOTS;

/** A host page of a CMS that keeps no stylesheet and no script: a heading, a paragraph and the line. */
const host = (line) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>A museum's article</title></head>
<body><h1>Urim in the museum</h1><p>Play a game of Urim, the mancala of Brava, against the computer.</p>
${line}
<p>The game is played on a board of two rows.</p></body></html>`;

/** Whether `box` lies inside `frame` (both { x, y, width, height }). */
const inside = (box, frame) => box.x >= frame.x - EDGE && box.y >= frame.y - EDGE
  && box.x + box.width <= frame.x + frame.width + EDGE && box.y + box.height <= frame.y + frame.height + EDGE;

for (const screen of SCREENS) {
  test(`the iframe line at ${screen.width}x${screen.height} (${screen.name}): every control inside the frame, a move played`, async () => {
    const { base, browser } = env();
    const { html: line } = snippet({ ...OPTIONS, base: `${base}/` }, 'Urim — a mancala de Brava');
    assert.doesNotMatch(line, /\n|style=|class=|<script/, 'one line, no style, no script');
    const { name, ...device } = screen;
    const context = await browser.newContext({ viewport: { width: screen.width, height: screen.height }, ...device, reducedMotion: 'reduce', serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.route(`${base}/museum/article.html`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: host(line) }));
    await page.goto(`${base}/museum/article.html`);
    assert.equal(await page.evaluate(() => document.querySelectorAll('style, link, script').length), 0, 'the host has no stylesheet and no script');

    // The frame: the host column's width, the height of its attribute, on the screen.
    const box = await page.locator('iframe').boundingBox();
    const column = await page.evaluate(() => document.body.clientWidth);
    assert.deepEqual([box.width, box.height], [column, Number(FRAME_HEIGHT)], 'the size its attributes give it');
    assert.ok(box.y + box.height <= screen.height, `the whole frame is on the screen (its bottom at ${box.y + box.height})`);
    const frame = page.frames().find((f) => f.url().includes('/index.html'));
    await frame.waitForFunction(() => document.querySelector('urim-game')?.busy === false);
    await speaking(frame, OPTIONS.lang);
    // The page inside fits the game to the frame before it paints: wait for that, not for a time.
    await frame.waitForFunction(() => document.body.getBoundingClientRect().height <= innerHeight + 0.5
      && document.querySelector('urim-game').shadowRoot.querySelector('canvas').getBoundingClientRect().bottom <= innerHeight);

    const controls = frame.locator(CONTROLS);
    const count = await controls.count();
    const boxes = [];
    for (let i = 0; i < count; i += 1) {
      const control = controls.nth(i);
      const where = await control.boundingBox();
      const label = await control.evaluate((el) => `${el.tagName.toLowerCase()} ${el.getAttribute('part') ?? el.id ?? ''} "${(el.textContent ?? '').trim().slice(0, 20)}"`);
      boxes.push(label);
      assert.ok(where && inside(where, box), `${label} at ${JSON.stringify(where)} is inside the frame ${JSON.stringify(box)}`);
    }
    for (const part of ['canvas', 'new-game', 'undo', 'hint']) {
      assert.ok(boxes.some((label) => label.split(' ')[1] === part), `${part} is shown (${boxes.join(', ')})`);
    }

    // A click where the pit is drawn plays it; the computer replies.
    const game = frame.locator('urim-game');
    const [pit] = await game.evaluate((el) => el.legalMoves);
    const canvas = await game.locator('canvas').boundingBox();
    const centre = await game.evaluate((el, p) => el.pitCenter(p), pit);
    await page.mouse.click(canvas.x + centre.x, canvas.y + centre.y);
    await frame.waitForFunction(() => document.querySelector('urim-game').moves.length === 2 && !document.querySelector('urim-game').busy);
    assert.equal(await game.evaluate((el) => el.moves[0]), pit, 'the pit clicked was played');
    if (SHOTS) await page.screenshot({ path: join(SHOTS, `iframe-line-${screen.width}x${screen.height}.png`) });
    assert.deepEqual(errors, []);
    await context.close();
  });
}
