// What docs/embedding.md says of serving the elements: the source
// www/urim-elements.js cannot be served as it is (it imports the bare name `urim`,
// and looks for the wasm beside itself), even with an import map; the build's copy
// in www/pkg/ can. In headless Chromium, on www/ served as a site.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openBrowser } from './browser.mjs';

let env;
before(async () => { env = await openBrowser(); });
after(() => env?.close());

/** An import map that points the package's names at the build's files. */
const IMPORT_MAP = '<script type="importmap">{"imports":{"urim":"/pkg/urim.js","urim/engine":"/pkg/urim-engine.js","urim/records":"/pkg/urim-records.js"}}</script>';

/** A page at `path` with `head`, a game, and the script `src`; its page errors and failed requests are collected. */
async function open(path, head, src) {
  const page = await env.browser.newPage();
  page.errors = [];
  page.failed = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  page.on('response', (r) => { if (r.status() >= 400) page.failed.push(new URL(r.url()).pathname); });
  await page.route(`${env.base}${path}`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="en"><meta charset="utf-8">${head}<body><urim-game opponent="0"></urim-game><script type="module" src="${src}"></script>` }));
  return page;
}

test('the source urim-elements.js, served as it is: the bare name "urim" is refused, and nothing is defined', async () => {
  const page = await open('/source-plain.html', '', '/urim-elements.js');
  const refused = page.waitForEvent('pageerror');
  await page.goto(`${env.base}/source-plain.html`);
  assert.match((await refused).message, /Failed to resolve module specifier "urim"/);
  assert.equal(await page.evaluate(() => customElements.get('urim-game') ?? customElements.get('urim-board') ?? null), null);
  await page.close();
});

test('the source with an import map: defined, but the wasm is asked for beside the source, and the game says it could not load', async () => {
  const page = await open('/source-map.html', IMPORT_MAP, '/urim-elements.js');
  await page.goto(`${env.base}/source-map.html`);
  await page.waitForFunction(() => document.querySelector('urim-game').mode === 'failed');
  assert.ok(page.failed.includes('/urim_bg.wasm'), `the wasm is asked for beside the source: ${page.failed}`);
  assert.match(await page.evaluate(() => document.querySelector('urim-game').shadowRoot.querySelector('.notice').textContent), /could not load/);
  await page.close();
});

test('the build\'s copy (www/pkg/urim-elements.js) plays, with no import map', async () => {
  const page = await open('/source-built.html', '', '/pkg/urim-elements.js');
  await page.goto(`${env.base}/source-built.html`);
  await page.waitForFunction(() => document.querySelector('urim-game').mode === 'playing');
  await page.evaluate(() => document.querySelector('urim-game').play('C'));
  assert.equal(await page.evaluate(() => document.querySelector('urim-game').moves.length), 1);
  assert.deepEqual(page.errors, []);
  assert.deepEqual(page.failed, []);
  await page.close();
});
