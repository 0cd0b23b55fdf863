// The kiosk page (?kiosk=1), at rest and in attract mode, on the screens galleries
// use, from a 800×480 touch panel to a 4K screen and a portrait totem, in a long
// language (kea), a CJK one (ja) and English: every visible control lies inside the
// viewport with no scrolling (the folded settings too, once opened), the board takes
// at least 30% of the screen, and New game, clicked where it is drawn, starts a new
// game; a click on a drawn pit plays that pit, the board lying or standing.
// Screenshots go to URIM_SHOTS (a temporary folder otherwise): look at them.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { openBrowser } from './browser.mjs';

/** The screens of the issue: [width, height] in CSS px. */
const SCREENS = [[1920, 1080], [1366, 768], [1280, 1024], [1024, 768], [3840, 2160], [800, 480], [1080, 1920]];
/** A long language, a CJK one, and English. */
const LANGS = ['en', 'kea', 'ja'];
/** The least share of the screen's area the board takes. */
const BOARD_SHARE = 0.3;
/** The pages: the kiosk, and the demo page as it opens. */
const PAGES = { kiosk: 'kiosk=1', attract: 'kiosk=1&demo=1&speed=0' };

const SHOTS = process.env.URIM_SHOTS ?? mkdtempSync(join(tmpdir(), 'urim-screens-'));
mkdirSync(SHOTS, { recursive: true });

let env;
before(async () => { env = await openBrowser(); });
after(() => env?.close());

/** Every control a visitor sees (the page's and the game's), with its box; opens the settings first when they fold. */
const controls = (page) => page.evaluate(() => {
  const g = document.querySelector('urim-game');
  const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const all = [...document.querySelectorAll('button, select, a, input'), ...g.shadowRoot.querySelectorAll('button, select, a, input, summary')];
  return all.filter(visible).map((el) => ({
    name: el.getAttribute('part') ?? el.id ?? el.textContent, ...el.getBoundingClientRect().toJSON(),
  }));
});

for (const [pageName, query] of Object.entries(PAGES)) {
  for (const [width, height] of SCREENS) {
    for (const lang of LANGS) {
      test(`the ${pageName} page at ${width}×${height} in ${lang}: every control on screen, the board ≥ 30%, New game works`, async () => {
        const context = await env.browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
        const page = await context.newPage();
        const errors = [];
        page.on('pageerror', (e) => errors.push(e));
        await page.goto(`${env.base}/?lang=${lang}&${query}&offline=0`);
        await page.waitForFunction((l) => document.querySelector('urim-game')?.started && document.documentElement.lang === l, lang);
        await page.evaluate(() => document.fonts.ready);
        if (pageName === 'attract') {
          // The visitor's touch on the board ends the demonstration and gives them a game.
          await page.evaluate(() => { window.taken = false; document.querySelector('urim-game').addEventListener('newgame', (e) => { if (e.detail.reason === 'visitor') window.taken = true; }); });
          await page.locator('urim-game canvas').click();
          await page.waitForFunction(() => window.taken);
        }
        const folded = page.locator('urim-game [part=settings-toggle]');
        if (await folded.isVisible()) {
          const box = await folded.boundingBox();
          assert.ok(box.y >= 0 && box.y + box.height <= height, 'the Settings button is on screen');
          await folded.click();
        }
        const seen = await controls(page);
        assert.ok(seen.some((c) => c.name === 'new-game'), 'New game is shown');
        assert.ok(seen.some((c) => c.name === 'opponent'), 'the settings are shown');
        for (const c of seen) {
          assert.ok(c.left >= 0 && c.top >= 0 && c.right <= width && c.bottom <= height,
            `${c.name} at ${Math.round(c.left)},${Math.round(c.top)}–${Math.round(c.right)},${Math.round(c.bottom)} is inside ${width}×${height}`);
        }
        const layout = await page.evaluate(() => {
          const canvas = document.querySelector('urim-game').shadowRoot.querySelector('canvas').getBoundingClientRect();
          const root = document.documentElement;
          return { canvas: canvas.toJSON(), scrollWidth: root.scrollWidth, scrollHeight: root.scrollHeight };
        });
        assert.ok(layout.scrollWidth <= width && layout.scrollHeight <= height, `nothing to scroll (${layout.scrollWidth}×${layout.scrollHeight})`);
        const share = (layout.canvas.width * layout.canvas.height) / (width * height);
        assert.ok(share >= BOARD_SHARE, `the board takes ${(share * 100).toFixed(1)}% of the screen`);
        assert.ok(layout.canvas.top >= 0 && layout.canvas.bottom <= height, 'the whole board is on screen');
        await page.screenshot({ path: join(SHOTS, `${pageName}-${lang}-${width}x${height}.png`) });
        // The visitor plays, then clicks New game where it is drawn: a fresh game.
        await page.evaluate(() => document.querySelector('urim-game').play('C'));
        await page.evaluate(() => { window.reasons = []; document.querySelector('urim-game').addEventListener('newgame', (e) => window.reasons.push(e.detail.reason)); });
        await page.locator('urim-game [part=new-game]').click();
        await page.waitForFunction(() => window.reasons.length > 0);
        assert.equal(await page.evaluate(() => document.querySelector('urim-game').moves.length), 0);
        assert.deepEqual(errors, []);
        await context.close();
      });
    }
  }
}

/**
 * The point on screen where pit `pit` is drawn: pitCenter gives it in the canvas's
 * own box; a standing board (portrait) is that box turned a quarter left, North on
 * the left, so its own x runs up the screen from the bottom.
 */
async function drawnPit(page, pit) {
  return page.evaluate((p) => {
    const g = document.querySelector('urim-game');
    const canvas = g.shadowRoot.querySelector('canvas');
    const box = canvas.getBoundingClientRect();
    const { x, y } = g.pitCenter(p);
    const standing = getComputedStyle(canvas.parentElement).transform !== 'none';
    return standing ? { x: box.left + y, y: box.bottom - x, standing } : { x: box.left + x, y: box.top + y, standing };
  }, pit);
}

for (const [width, height] of [[1080, 1920], [800, 480], [1366, 768]]) {
  test(`the kiosk page at ${width}×${height}: a click where pit C is drawn plays C`, async () => {
    const context = await env.browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${env.base}/?lang=en&kiosk=1&opponent=0&offline=0`);
    await page.waitForFunction(() => document.querySelector('urim-game')?.started);
    const at = await drawnPit(page, 2);
    assert.equal(at.standing, width < height, 'the board stands up in portrait only');
    await page.mouse.click(at.x, at.y);
    await page.waitForFunction(() => document.querySelector('urim-game').moves.length === 1);
    assert.deepEqual(await page.evaluate(() => document.querySelector('urim-game').moves), [2], 'pit C, index 2');
    await context.close();
  });
}
