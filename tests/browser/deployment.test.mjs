// A museum deploys a new build while a kiosk runs the old one (issue 39, D1). The
// kiosk page opens build A (deployments.mjs) and its offline copy installs; then
// B is deployed, one chunk changed, and in turn: B's new chunk never answers, it
// answers 404, the server stops in the middle of the update, and the page reloads
// offline, three times. After each the page runs A whole: its word, its chunk, a
// move played and answered by the computer. Then B is served whole: the page goes on
// with A until its idle reset, which brings B in whole, and only B's cache is left;
// B then opens offline. Served by the test's own server, over two copies of the site.
// Run `npm run build` first.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openBrowser } from './browser.mjs';
import { WORDS, deployServer, makeBuilds } from './deployments.mjs';

/** The kiosk as a gallery opens it: English, against level 1, no idle reset until the test sets one. */
const KIOSK = '/?kiosk=1&lang=en&opponent=1&idle=0';

let env;
let builds;
let server;
before(async () => {
  env = await openBrowser();
  builds = makeBuilds();
  server = await deployServer({ root: builds.A });
});
after(async () => {
  await server?.close();
  await env?.close();
  builds?.remove();
});

/**
 * Which build `page` runs, checked whole: the game's code loads (a failed import is
 * told), the New game button shows that build's word, the page loaded that build's
 * chunk and not the other's, and a move is played and answered by the computer.
 * Rejects, naming the mix, as soon as the page asks the server for a chunk the
 * offline copy should have answered.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<'A' | 'B'>}
 */
async function whole(page) {
  let unwatch = () => {};
  const asked = new Promise((resolve) => {
    unwatch = server.watch((path) => { if (Object.values(builds.chunk).includes(path)) resolve(`the page asked the network for ${path}`); });
  });
  const loaded = page.evaluate(() => import('./pkg/urim-game.js').then(() => null, (e) => String(e)));
  const failed = await Promise.race([loaded, asked]).finally(unwatch);
  assert.equal(failed, null, 'the game\'s code loads from the build\'s copy');
  await page.waitForFunction(() => document.querySelector('urim-game')?.started && document.querySelector('urim-game').shadowRoot.querySelector('[part=new-game]')?.textContent);
  const seen = await page.evaluate((chunks) => {
    const names = performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname.slice(1));
    return {
      word: document.querySelector('urim-game').shadowRoot.querySelector('[part=new-game]').textContent,
      chunks: Object.keys(chunks).filter((build) => names.includes(chunks[build])),
    };
  }, builds.chunk);
  const build = seen.word === WORDS.A ? 'A' : 'B';
  assert.equal(seen.word, WORDS[build], 'the word is one build\'s');
  assert.deepEqual(seen.chunks, [build], `the page runs ${build}'s chunk alone`);
  const moves = await page.evaluate(() => document.querySelector('urim-game').moves.length);
  await page.evaluate(() => document.querySelector('urim-game').play(document.querySelector('urim-game').legalMoves[0]));
  await page.waitForFunction((n) => document.querySelector('urim-game').moves.length >= n + 2, moves);
  return build;
}

/**
 * Asks `page`'s service worker registration for a new version (the browser does on a
 * navigation too); resolves once the server has answered with sw.js and any install
 * has begun (or failed to: the server is down).
 */
const update = (page) => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()).then(() => {}, () => {}));

/**
 * Waits until `page`'s registration installs nothing: a new version installed
 * whole (waiting) or failed. Resolves with whether one is waiting.
 */
const installed = (page) => page.evaluate(async () => {
  const registration = await navigator.serviceWorker.getRegistration();
  for (let worker = registration.installing; worker; worker = registration.installing) {
    while (worker.state === 'installing') await new Promise((next) => { worker.addEventListener('statechange', next, { once: true }); });
  }
  return registration.waiting !== null;
});

/** The names of the caches of the offline copy. */
const caches = (page) => page.evaluate(() => window.caches.keys());

test('a deployment arrives whole or not at all, and a kiosk takes it at its idle reset', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));

  // A, kept for offline use.
  await page.goto(`${server.base}${KIOSK}`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.reload();
  assert.equal(await whole(page), 'A');
  const [cacheA] = await caches(page);

  // B deployed; its new chunk never answers while the update is under way.
  server.deploy(builds.B);
  server.hold(builds.chunk.B);
  const holding = server.asked(builds.chunk.B);
  await page.reload();
  await update(page);
  await holding;
  assert.equal(await whole(page), 'A', 'while B\'s chunk is held');
  server.release(); // the held answer never comes: its connection drops
  assert.equal(await installed(page), false, 'B is not installed without its chunk');
  assert.equal(await whole(page), 'A');

  // B's new chunk answered 404.
  server.fail(builds.chunk.B, 404);
  const missing = server.asked(builds.chunk.B);
  await page.reload();
  await update(page);
  await missing;
  assert.equal(await installed(page), false, 'B is not installed with a 404');
  assert.equal(await whole(page), 'A', 'after a 404');

  // The server stops in the middle of the update; the page reloads offline, three times.
  server.stopAt(builds.chunk.B);
  const stopped = server.asked(builds.chunk.B);
  await page.reload();
  await update(page);
  await stopped;
  assert.equal(await installed(page), false, 'B is not installed when the network drops');
  for (let reload = 1; reload <= 3; reload += 1) {
    await page.reload();
    assert.equal(await whole(page), 'A', `offline reload ${reload}`);
  }
  assert.deepEqual(await caches(page), [cacheA], 'only A\'s cache, whole');

  // The server is back with B whole: the page plays A on until its idle reset.
  await server.start();
  await page.reload();
  await update(page);
  assert.equal(await installed(page), true, 'B installed whole, waiting');
  assert.equal(await whole(page), 'A', 'A until the idle reset');
  const reloaded = page.waitForEvent('load');
  await page.evaluate(() => { document.querySelector('urim-game').idle = 1; });
  await page.mouse.click(2, 2); // a visitor's last touch; a second later nobody plays
  await reloaded;
  assert.equal(await whole(page), 'B', 'the idle reset brings B in');
  const left = await caches(page);
  assert.equal(left.length, 1, 'one cache');
  assert.notEqual(left[0], cacheA, 'A\'s cache is gone');

  // B opens offline.
  await server.stop();
  await page.reload();
  assert.equal(await whole(page), 'B', 'B offline');
  assert.deepEqual(errors, []);
  await context.close();
  await server.start();
});
