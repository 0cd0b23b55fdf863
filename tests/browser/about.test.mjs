// The About pages as a visitor sees them, under a strict policy (default-src 'none',
// style-src 'self', Trusted Types required), in all ten languages, on a phone, a
// desktop and a kiosk screen, light and dark: the map and the board drawing are
// shown whole inside the screen and named in the page's language; Brava is painted
// in the page's accent colour, apart from the other islands, and the seeds in their
// own colours, in both themes; no policy violation, error or failed request.
// Run `npm run build` first.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { openBrowser } from './browser.mjs';
import { parseText, textFile } from '../../.ci/pages.mjs';
import { pageFile } from '../../.ci/page-languages.mjs';
import { LANGUAGES } from '../../www/i18n/index.js';

const CSP = [
  "default-src 'none'", "script-src 'self' 'wasm-unsafe-eval'", "style-src 'self'", "img-src 'self' data:",
  "worker-src 'self' blob:", "connect-src 'self'", "font-src 'self'", "require-trusted-types-for 'script'",
].join('; ');
/** The screens: a phone, a desktop and a kiosk. */
const SCREENS = { phone: [390, 844], desktop: [1366, 768], kiosk: [1920, 1080] };
const SCHEMES = ['light', 'dark'];
/** The smallest width either picture may be drawn at, in CSS pixels. */
const MIN_PICTURE = 200;
/** How far a painted pixel may be from its colour, per channel (0-255), for the screenshot's rounding. */
const TOLERANCE = 6;
const www = new URL('../../www/', import.meta.url);

let env;
before(async () => {
  env = await openBrowser({ headers: { 'Content-Security-Policy': CSP } });
});
after(async () => {
  await env?.close();
});

/** The [r, g, b] of the pixel at (x, y) of the page, read back from a screenshot in a page of its own. */
async function pixel(page, x, y) {
  const png = (await page.screenshot({ clip: { x, y, width: 1, height: 1 } })).toString('base64');
  const reader = await env.browser.newPage();
  try {
    return await reader.evaluate(async (data) => {
      const img = new Image();
      img.src = `data:image/png;base64,${data}`;
      await img.decode();
      const canvas = new OffscreenCanvas(1, 1);
      const ctx = /** @type {OffscreenCanvasRenderingContext2D} */ (canvas.getContext('2d'));
      ctx.drawImage(img, 0, 0);
      return [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    }, png);
  } finally {
    await reader.close();
  }
}

/** A CSS colour (#rrggbb or rgb(r, g, b)) as [r, g, b]. */
function rgb(colour) {
  const hex = colour.trim().match(/^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i);
  if (hex) return hex.slice(1).map((h) => parseInt(h, 16));
  const parts = colour.match(/^rgb\((\d+), (\d+), (\d+)\)$/);
  assert.ok(parts, `a colour: ${colour}`);
  return parts.slice(1).map(Number);
}

const near = (a, b) => a.every((v, i) => Math.abs(v - b[i]) <= TOLERANCE);

test('the About pages show the map with Brava marked and the board, named in their language, on every screen, light and dark', async () => {
  const seaColours = new Set();
  for (const code of Object.keys(LANGUAGES)) {
    const path = `pages/${textFile('about', code)}`;
    const fields = parseText(readFileSync(new URL(path, www), 'utf8'), path);
    for (const [screen, [width, height]] of Object.entries(SCREENS)) {
      for (const colorScheme of SCHEMES) {
        const where = `${pageFile('about', code)} on a ${screen}, ${colorScheme}`;
        const context = await env.browser.newContext({ viewport: { width, height }, colorScheme });
        const problems = [];
        await context.exposeBinding('reportViolation', (_, text) => { problems.push(`policy: ${text}`); });
        await context.addInitScript(() => {
          document.addEventListener('securitypolicyviolation', (e) => window.reportViolation(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
        });
        const page = await context.newPage();
        page.on('pageerror', (e) => problems.push(`error: ${e.message}`));
        // Every console error counts, a 404 for /favicon.ico too: a page that names no icon
        // has the browser ask for that one, and a site's log fills with its misses.
        page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()} (${m.location().url})`); });
        page.on('response', (r) => { if (r.status() >= 400) problems.push(`${r.status()}: ${r.url()}`); });
        await page.goto(`${env.base}/${pageFile('about', code)}`);
        await page.waitForLoadState('networkidle');

        const map = page.getByRole('img', { name: fields['map.title'], exact: true });
        const board = page.getByRole('img', { name: fields['board.title'], exact: true });
        for (const [name, picture] of [['map', map], ['board', board]]) {
          await picture.scrollIntoViewIfNeeded();
          const box = await picture.boundingBox();
          assert.ok(box && box.width >= MIN_PICTURE && box.height > 0, `${where}: the ${name} is drawn (${JSON.stringify(box)})`);
          assert.ok(box.x >= 0 && box.x + box.width <= width, `${where}: the ${name} is inside the screen's width`);
        }
        assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), width, `${where}: nothing wider than the screen`);

        await map.scrollIntoViewIfNeeded();
        const colours = await page.evaluate(() => {
          const fill = (selector) => getComputedStyle(/** @type {Element} */ (document.querySelector(selector))).fill;
          const accent = getComputedStyle(document.documentElement).getPropertyValue('--accent');
          const brava = /** @type {SVGPathElement} */ (document.querySelector('.map-brava')).getBoundingClientRect();
          const seed = /** @type {SVGCircleElement} */ (document.querySelector('.board-seed circle')).getBoundingClientRect();
          return { brava: fill('.map-brava'), land: fill('.map-land'), sea: fill('.map-sea'), hole: fill('.board-hole'), accent, at: [brava.x + brava.width / 2, brava.y + brava.height / 2], seedAt: [seed.x + seed.width / 2, seed.y + seed.height / 2] };
        });
        assert.deepEqual(rgb(colours.brava), rgb(colours.accent), `${where}: Brava in the accent colour`);
        assert.notDeepEqual(rgb(colours.land), rgb(colours.brava), `${where}: the other islands in another colour`);
        assert.ok(near(await pixel(page, ...colours.at.map(Math.round)), rgb(colours.accent)), `${where}: Brava is painted so on the screen`);
        seaColours.add(`${colorScheme} ${colours.sea}`);

        await board.scrollIntoViewIfNeeded();
        const seedAt = await page.evaluate(() => {
          const seed = /** @type {SVGCircleElement} */ (document.querySelector('.board-seed circle')).getBoundingClientRect();
          return [seed.x + seed.width / 2, seed.y + seed.height / 2];
        });
        const seedPixel = await pixel(page, ...seedAt.map(Math.round));
        assert.ok(!near(seedPixel, rgb(colours.hole)), `${where}: a seed is painted over its pit (${seedPixel} on ${colours.hole})`);
        assert.ok(Math.min(...seedPixel) > Math.max(...rgb(colours.hole)), `${where}: the seed is lighter than its pit`);

        assert.deepEqual(problems, [], `${where}: no violation, error or failed request`);
        await context.close();
      }
    }
  }
  assert.equal(seaColours.size, SCHEMES.length, 'the sea in one colour for each theme');
});
