// The single file (dist/urim.html) as a gallery kiosk, opened from a folder as
// docs/kiosk.md tells (file://, ?kiosk=1&demo=1), held against the served kiosk
// page (index.html?kiosk=1&demo=1) on the same screens in headless Chromium: no
// link and no file picker, the same buttons (the languages as buttons under their
// own names), the board as large, and a language button that works. Every wait is
// on state the page exposes.
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, test } from 'node:test';
import { boardSettled, openBrowser } from './browser.mjs';

const built = new URL('../../dist/urim.html', import.meta.url);
/** How far the two boards' widths may differ, as a share: fonts settle alike, but not to the pixel. */
const SAME_SHARE = 0.02;

let env;
let folder;
let fileUrl;
before(async () => {
  assert.ok(existsSync(built), 'dist/urim.html is missing: run node .ci/build.mjs first');
  folder = mkdtempSync(join(tmpdir(), 'urim-single-kiosk-'));
  copyFileSync(built, join(folder, 'urim.html'));
  fileUrl = pathToFileURL(join(folder, 'urim.html')).href;
  env = await openBrowser();
});
after(async () => {
  await env?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** What a visitor sees of the kiosk at `url`: visible links and file pickers, the visible buttons' names, the board's width. */
async function look(url, [width, height]) {
  const context = await env.browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  await page.addInitScript(() => document.addEventListener('ready', () => { window.gameReady = true; }, true));
  await page.goto(url);
  await page.waitForFunction(() => window.gameReady && document.querySelectorAll('.kiosk-languages button[aria-pressed="true"]').length === 1);
  await boardSettled(page); // laid out for good
  const seen = await page.evaluate(() => {
    const visible = (el) => el.checkVisibility({ visibilityProperty: true });
    const game = document.querySelector('urim-game');
    return {
      links: [...document.querySelectorAll('a'), ...game.shadowRoot.querySelectorAll('a')].filter(visible).map((a) => a.textContent),
      pickers: [...document.querySelectorAll('input[type=file], select')].filter(visible).length,
      buttons: [...document.querySelectorAll('button'), ...game.shadowRoot.querySelectorAll('button')].filter(visible).map((b) => b.textContent.trim()),
      board: game.shadowRoot.querySelector('canvas').getBoundingClientRect().width,
      scroll: [document.documentElement.scrollWidth, document.documentElement.scrollHeight],
    };
  });
  return { page, seen };
}

for (const screen of [[1920, 1080], [800, 480]]) {
  test(`at ${screen.join('×')} the single file's kiosk is the served kiosk: no link, no picker, the same buttons, the board as large`, async () => {
    const served = await look(`${env.base}/index.html?kiosk=1&demo=1&lang=en`, screen);
    const file = await look(`${fileUrl}?kiosk=1&demo=1&lang=en`, screen);
    assert.deepEqual(file.seen.links, [], 'no link leads away from the file');
    assert.equal(file.seen.pickers, 0, 'no file picker nor language menu');
    assert.deepEqual(file.seen.buttons, served.seen.buttons, 'the same buttons as the served kiosk');
    assert.ok(Math.abs(file.seen.board - served.seen.board) <= SAME_SHARE * served.seen.board, `the board ${file.seen.board} px wide, the served one's ${served.seen.board}`);
    assert.deepEqual(file.seen.scroll, screen, 'nothing to scroll');
    if (screen[0] === 1920) {
      await file.page.screenshot({ path: `${process.env.URIM_SHOTS ?? '/tmp'}/single-kiosk-1920x1080.png` });
      // A visitor picks Português: the game speaks it, its button is marked.
      await file.page.getByRole('button', { name: 'Português', exact: true }).click();
      await file.page.waitForFunction(() => document.documentElement.lang === 'pt' && document.querySelector('urim-game').shadowRoot.querySelector('.frame').lang === 'pt');
      assert.equal(await file.page.locator('.kiosk-languages button[aria-pressed="true"]').textContent(), 'Português');
    }
    for (const side of [served, file]) {
      assert.deepEqual(side.page.errors, []);
      await side.page.context().close();
    }
  });
}
