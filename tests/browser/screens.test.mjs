// The kiosk page (?kiosk=1), at rest and in attract mode, on the screens galleries
// use, from a 800×480 touch panel to a 4K screen and a portrait totem, and the plain
// demo page on the 800×480 panel, in a long language (kea), a CJK one (ja) and
// English: every visible control lies inside the viewport with no scrolling (the
// folded settings too, once opened, the plain page's moves and its position editor), the board takes
// at least 30% of the screen, and New game, clicked where it is drawn, starts a new
// game; a click on a drawn pit plays that pit, the board lying or standing, and
// its letters read upright either way. On a 4K screen at a pixel ratio of 1 the
// kiosk's words and buttons grow with the screen.
// Screenshots go to URIM_SHOTS (a temporary folder otherwise): look at them.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { boardSettled, openBrowser } from './browser.mjs';

/** The screens of the issue: [width, height] in CSS px. */
const SCREENS = [[1920, 1080], [1366, 768], [1280, 1024], [1024, 768], [3840, 2160], [800, 480], [1080, 1920]];
/** A long language, a CJK one, and English. */
const LANGS = ['en', 'kea', 'ja'];
/** The least share of the screen's area the board takes. */
const BOARD_SHARE = 0.3;
/** The pages: the kiosk, in attract mode, and the plain demo page (on a small touch panel only). */
const PAGES = { kiosk: 'kiosk=1', attract: 'kiosk=1&demo=1&speed=0', plain: '' };
/** The screens each page is tried on. */
const PAGE_SCREENS = { kiosk: SCREENS, attract: SCREENS, plain: [[800, 480]] };

const SHOTS = process.env.URIM_SHOTS ?? mkdtempSync(join(tmpdir(), 'urim-screens-'));
mkdirSync(SHOTS, { recursive: true });

let env;
before(async () => { env = await openBrowser(); });
after(() => env?.close());

/** Every control a visitor sees (the page's and the game's), with its box. */
const controls = (page) => page.evaluate(() => {
  const g = document.querySelector('urim-game');
  // Drawn: not inside a closed <details> nor hidden.
  const visible = (el) => el.checkVisibility({ visibilityProperty: true });
  const all = [...document.querySelectorAll('button, select, a, input'), ...g.shadowRoot.querySelectorAll('button, select, a, input, summary')];
  return all.filter(visible).map((el) => ({
    name: el.getAttribute('part') ?? el.id ?? el.textContent, ...el.getBoundingClientRect().toJSON(),
  }));
});

/** Asserts that every control of `seen` lies inside the width×height screen. */
function onScreen(seen, width, height) {
  for (const c of seen) {
    assert.ok(c.left >= 0 && c.top >= 0 && c.right <= width && c.bottom <= height,
      `${c.name} at ${Math.round(c.left)},${Math.round(c.top)}–${Math.round(c.right)},${Math.round(c.bottom)} is inside ${width}×${height}`);
  }
}

for (const [pageName, query] of Object.entries(PAGES)) {
  for (const [width, height] of PAGE_SCREENS[pageName]) {
    for (const lang of LANGS) {
      test(`the ${pageName} page at ${width}×${height} in ${lang}: every control on screen, the board ≥ 30%, New game works`, async () => {
        const context = await env.browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
        const page = await context.newPage();
        const errors = [];
        page.on('pageerror', (e) => errors.push(e));
        // Ready (a kiosk's styles adopted) and laid out for good, then in the language asked for.
        await openSettled(page, `${env.base}/?lang=${lang}&${query}&offline=0`);
        await page.waitForFunction((l) => document.querySelector('urim-game')?.started && document.documentElement.lang === l, lang);
        await page.evaluate(() => document.fonts.ready);
        if (pageName === 'attract') {
          // The visitor's touch on the board ends the demonstration and gives them a game.
          await page.evaluate(() => { window.taken = false; document.querySelector('urim-game').addEventListener('newgame', (e) => { if (e.detail.reason === 'visitor') window.taken = true; }); });
          await page.locator('urim-game canvas').click();
          await page.waitForFunction(() => window.taken);
        }
        const folded = page.locator('urim-game [part=settings-toggle]');
        if (pageName === 'plain') await folded.waitFor(); // a short screen's styles load once it is one: the settings fold
        if (await folded.isVisible()) {
          const box = await folded.boundingBox();
          assert.ok(box.y >= 0 && box.y + box.height <= height, 'the Settings button is on screen');
          await folded.click();
        }
        const seen = await controls(page);
        assert.ok(seen.some((c) => c.name === 'new-game'), 'New game is shown');
        assert.ok(seen.some((c) => c.name === 'opponent'), 'the settings are shown');
        onScreen(seen, width, height);
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
        if (pageName === 'plain') {
          // The plain page has the moves too: folded settings closed again, the moves opened, all on screen.
          await folded.click();
          await page.locator('urim-game [part=moves-summary]').click();
          await page.waitForFunction(() => document.querySelector('urim-game').shadowRoot.querySelector('details').open);
          const opened = await controls(page);
          assert.ok(opened.some((c) => c.name === 'save-record'), 'the record buttons are shown');
          onScreen(opened, width, height);
          const root = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight]);
          assert.ok(root[0] <= width && root[1] <= height, `nothing to scroll with the moves open (${root})`);
          await page.screenshot({ path: join(SHOTS, `${pageName}-${lang}-${width}x${height}-moves.png`) });
          await page.locator('urim-game [part=moves-summary]').click();
        }
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

/**
 * Opens the kiosk page at `url` and waits until its board is laid out for good:
 * the game's `ready` (its kiosk styles adopted, the board drawn), then the board's
 * box the same over three frames (the page fits the board to the room left, a
 * frame or two later). Frames, not time: as fast or slow as the machine is.
 */
async function openSettled(page, url) {
  await page.addInitScript(() => document.addEventListener('ready', () => { window.gameReady = true; }, true));
  await page.goto(url);
  await page.waitForFunction(() => window.gameReady);
  await boardSettled(page);
}

for (const lang of LANGS) {
  test(`the plain page at 800×480 in ${lang}: the settings open, then Set up a position: they fold, and every editor control is on screen`, async () => {
    const [width, height] = [800, 480];
    const context = await env.browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e));
    await page.goto(`${env.base}/?lang=${lang}&offline=0`);
    await page.waitForFunction((l) => document.querySelector('urim-game')?.started && document.documentElement.lang === l, lang);
    await page.evaluate(() => document.fonts.ready);
    const folded = page.locator('urim-game [part=settings-toggle]');
    await folded.waitFor();
    await folded.click();
    await page.locator('urim-game [part=edit]').click();
    await page.waitForFunction(() => !document.querySelector('urim-game').shadowRoot.querySelector('[part=editor]').hidden);
    assert.equal(await page.locator('urim-game [part=opponent]').isVisible(), false, 'the settings folded away');
    assert.equal(await folded.getAttribute('aria-expanded'), 'false');
    const seen = await controls(page);
    for (const part of ['edit-play', 'edit-cancel', 'edit-south-store', 'edit-to-move']) assert.ok(seen.some((c) => c.name === part), `${part} is shown`);
    onScreen(seen, width, height);
    const root = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight]);
    assert.ok(root[0] <= width && root[1] <= height, `nothing to scroll while setting up (${root})`);
    await page.screenshot({ path: join(SHOTS, `editor-${lang}-${width}x${height}.png`) });
    // Cancel, clicked where it is drawn: the game as it was, the editor closed.
    const before = await page.evaluate(() => document.querySelector('urim-game').position);
    await page.locator('urim-game [part=edit-cancel]').click();
    await page.waitForFunction(() => document.querySelector('urim-game').shadowRoot.querySelector('[part=editor]').hidden);
    assert.equal(await page.evaluate(() => document.querySelector('urim-game').position), before);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

for (const [width, height] of [[1080, 1920], [800, 480], [1366, 768]]) {
  test(`the kiosk page at ${width}×${height}: a click where pit C is drawn plays C`, async () => {
    const context = await env.browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await openSettled(page, `${env.base}/?lang=en&kiosk=1&opponent=0&offline=0`);
    const at = await drawnPit(page, 2);
    assert.equal(at.standing, width < height, 'the board stands up in portrait only');
    await page.mouse.click(at.x, at.y);
    await page.waitForFunction(() => document.querySelector('urim-game').moves.length === 1);
    assert.deepEqual(await page.evaluate(() => document.querySelector('urim-game').moves), [2], 'pit C, index 2');
    await context.close();
  });
}

/**
 * How far the letter of `pit`, as it shows on screen, is from that letter written
 * upright, turned a quarter left and turned a quarter right: for each, the share
 * of ink pixels that differ once both are cropped to their ink. The screen is read
 * from a screenshot around where the letter lies (a standing board maps as in
 * drawnPit); the three references are written on a blank canvas in the font the
 * board writes its letters in, at the same size.
 */
async function letterLooks(page, pit) {
  const where = await page.evaluate((p) => {
    const g = document.querySelector('urim-game');
    const { view } = g;
    const canvas = view.canvas;
    const box = canvas.getBoundingClientRect();
    const place = view.geo.pits[p];
    const standing = getComputedStyle(canvas.parentElement).transform !== 'none';
    const at = standing ? { x: box.left + place.letterY, y: box.bottom - place.x } : { x: box.left + place.x, y: box.top + place.letterY };
    return { ...at, band: view.geo.band, text: view.config.letters[p] };
  }, pit);
  const side = Math.floor(where.band * 0.84);
  const clip = { x: Math.round(where.x - side / 2), y: Math.round(where.y - side / 2), width: side, height: side };
  const png = (await page.screenshot({ clip })).toString('base64');
  return page.evaluate(async ({ png, text, band, side }) => {
    /** The ink of a side×side picture drawn by `paint`: its dark pixels, cropped to their box. */
    const inkOf = (paint) => {
      const ctx = new OffscreenCanvas(side, side).getContext('2d', { willReadFrequently: true });
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, side, side);
      paint(ctx);
      const { data } = ctx.getImageData(0, 0, side, side);
      const dark = (x, y) => { const i = 4 * (y * side + x); return 0.3 * data[i] + 0.59 * data[i + 1] + 0.11 * data[i + 2] < 170; };
      let [left, top, right, bottom] = [side, side, -1, -1];
      for (let y = 0; y < side; y++) for (let x = 0; x < side; x++) if (dark(x, y)) {
        left = Math.min(left, x); top = Math.min(top, y); right = Math.max(right, x); bottom = Math.max(bottom, y);
      }
      return { at: (x, y) => x + left <= right && y + top <= bottom && dark(x + left, y + top), w: right - left + 1, h: bottom - top + 1 };
    };
    const shot = new Image();
    shot.src = `data:image/png;base64,${png}`;
    await shot.decode();
    const seen = inkOf((ctx) => ctx.drawImage(shot, 0, 0));
    /** The share of ink that differs between `a` and `b`, laid on each other by their corners. */
    const apart = (a, b) => {
      let differ = 0;
      let ink = 0;
      for (let y = 0; y < Math.max(a.h, b.h); y++) for (let x = 0; x < Math.max(a.w, b.w); x++) {
        const [p, q] = [a.at(x, y), b.at(x, y)];
        if (p || q) ink++;
        if (p !== q) differ++;
      }
      return differ / Math.max(1, ink);
    };
    const written = (angle) => inkOf((ctx) => {
      ctx.translate(side / 2, side / 2);
      ctx.rotate(angle);
      ctx.fillStyle = '#000';
      ctx.font = `600 ${Math.max(11, band * 0.62)}px Georgia, "Times New Roman", serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(text, 0, 0);
    });
    return { text, upright: apart(seen, written(0)), left: apart(seen, written(-Math.PI / 2)), right: apart(seen, written(Math.PI / 2)) };
  }, { png, text: where.text, band: where.band, side });
}

for (const [width, height] of [[1080, 1920], [1366, 768]]) {
  test(`the kiosk page at ${width}×${height}: the pits' letters read upright on screen, the board lying or standing`, async () => {
    const context = await env.browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await openSettled(page, `${env.base}/?lang=en&kiosk=1&opponent=0&offline=0`);
    // Letters that a quarter turn changes beyond doubt: A, C and F (South), a and f (North).
    for (const pit of [0, 2, 5, 6, 11]) {
      const look = await letterLooks(page, pit);
      assert.ok(look.upright < 0.5 * Math.min(look.left, look.right),
        `${look.text} is upright: ${look.upright.toFixed(2)} of its ink differs from an upright ${look.text}, ${look.left.toFixed(2)} and ${look.right.toFixed(2)} from one turned left or right`);
    }
    await context.close();
  });
}

/** The kiosk at width×height (pixel ratio 1): New game's box and the status line's font size, in CSS px. */
async function kioskSizes(width, height) {
  const context = await env.browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await openSettled(page, `${env.base}/?lang=en&kiosk=1&offline=0`);
  await page.evaluate(() => document.fonts.ready);
  const sizes = await page.evaluate(() => {
    const root = document.querySelector('urim-game').shadowRoot;
    return {
      newGame: root.querySelector('[part=new-game]').getBoundingClientRect().height,
      status: parseFloat(getComputedStyle(root.querySelector('.status')).fontSize),
      language: document.querySelector('.kiosk-languages button').getBoundingClientRect().height,
    };
  });
  await context.close();
  return sizes;
}

test('the kiosk page at 3840×2160, a pixel ratio of 1: its words and buttons grow with the screen, as large for it as on 1920×1080', async () => {
  const full = await kioskSizes(1920, 1080);
  const four = await kioskSizes(3840, 2160);
  assert.ok(four.newGame >= 40, `New game is ${four.newGame} px tall`);
  // Twice the pixels each way: the controls and words about twice as large (a tenth less at least).
  for (const what of ['newGame', 'status', 'language'])
    assert.ok(four[what] >= 1.8 * full[what], `${what}: ${four[what]} px at 3840×2160, ${full[what]} px at 1920×1080`);
});
