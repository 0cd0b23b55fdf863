// The game's About link, in headless Chromium, as a museum's visitor meets it:
// where the package sits in the site's pkg/ folder beside the About pages (the
// release, the CMS plugins), the link is shown and its page is there (no 404);
// where the same code is served from any other folder (a bundled app's assets/,
// node_modules/urim/), no page stands beside it and no link is shown, unless the
// page names one with `about`, which is then shown and followed.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { openBrowser } from './browser.mjs';

const pkg = new URL('../../www/pkg/', import.meta.url);
/** What a served file's type is, by its ending. */
const TYPES = { js: 'text/javascript', wasm: 'application/wasm', json: 'application/json', woff2: 'font/woff2', css: 'text/css' };

let env;
before(async () => { env = await openBrowser(); });
after(() => env?.close());

/** A page holding `game` (its markup), the elements loaded from `folder` of the test server, `assets` routed to www/pkg/. */
async function open(folder, game) {
  const context = await env.browser.newContext({ viewport: { width: 1000, height: 900 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  // A bundled app's folder: the package's files, under another name.
  await page.route(`${env.base}/assets/**`, (route) => {
    const path = new URL(route.request().url()).pathname.slice('/assets/'.length);
    try {
      route.fulfill({ status: 200, contentType: TYPES[path.split('.').at(-1)] ?? 'application/octet-stream', body: readFileSync(new URL(path, pkg)) });
    } catch {
      route.fulfill({ status: 404, body: '' });
    }
  });
  await page.route(`${env.base}/about-link.html`, (route) => route.fulfill({
    status: 200, contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="pt"><head><meta charset="utf-8"><script type="module" src="/${folder}/urim-elements.js"></script></head><body>${game}</body></html>`,
  }));
  await page.goto(`${env.base}/about-link.html`);
  await page.waitForFunction(() => document.querySelector('urim-game')?.started);
  return page;
}

const link = (page) => page.evaluate(() => {
  const a = document.querySelector('urim-game').shadowRoot.querySelector('[part~=about]');
  return { shown: a.checkVisibility(), href: a.href };
});

test('in the site\'s pkg/ folder the About link is shown, and its page is there', async () => {
  const page = await open('pkg', '<urim-game lang="pt" opponent="0"></urim-game>');
  const about = await link(page);
  assert.equal(about.shown, true);
  assert.match(about.href, /\/about\.pt\.html$/);
  const status = await page.evaluate((href) => fetch(href).then((r) => r.status), about.href);
  assert.equal(status, 200, `${about.href} is served`);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('served from a bundled app\'s folder, no About link leads to a missing page; one named with `about` is shown', async () => {
  const page = await open('assets', '<urim-game lang="pt" opponent="0"></urim-game>');
  const about = await link(page);
  assert.equal(about.shown, false, `no link to ${about.href}`);
  await page.evaluate(() => document.querySelector('urim-game').setAttribute('about', 'https://museum.example/urim'));
  await page.waitForFunction(() => document.querySelector('urim-game').shadowRoot.querySelector('[part~=about]').checkVisibility());
  assert.equal((await link(page)).href, 'https://museum.example/urim');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
