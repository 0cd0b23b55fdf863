// When the browser's storage fails under <urim-game persist>, in headless Chromium:
// full, refused, holding garbage or another version's game, and two tabs on one
// key. Each case is told in the element's notice in its language, the game plays
// on, and nothing saved is destroyed.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openBrowser } from './browser.mjs';
import { loadTable } from '../../www/i18n/index.js';

let env;
before(async () => { env = await openBrowser(); });
after(() => env?.close());

const pt = await loadTable('pt');

/** The demo page in Portuguese, in a new tab of `context`, once its game waits for a move. */
async function openIn(context) {
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e));
  await page.goto(`${env.base}/?lang=pt&opponent=0&offline=0`);
  await page.waitForFunction(() => document.querySelector('urim-game')?.started && !document.querySelector('urim-game').busy);
  return page;
}

/** The demo page in Portuguese in a fresh context, with `setUp` run before any script of the page. */
async function openWith(setUp, arg) {
  const context = await env.browser.newContext({ reducedMotion: 'reduce' });
  if (setUp) await context.addInitScript(setUp, arg);
  return openIn(context);
}

const notice = (page) => page.evaluate(() => {
  const n = document.querySelector('urim-game').shadowRoot.querySelector('.notice');
  return n.hidden ? '' : n.textContent;
});

/** Plays `pit` and checks that the game went on. */
async function playsOn(page, pit) {
  const before = await page.evaluate(() => document.querySelector('urim-game').moves.length);
  await page.evaluate((p) => document.querySelector('urim-game').play(p), pit);
  assert.equal(await page.evaluate(() => document.querySelector('urim-game').moves.length), before + 1, 'the game plays on');
}

async function done(page) {
  assert.deepEqual(page.errors, []);
  await page.context().close();
}

test('storage full: the element says so in its language, and the game plays on', async () => {
  const page = await openWith(() => {
    Storage.prototype.setItem = function () { throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); };
  });
  await playsOn(page, 'C');
  assert.equal(await notice(page), pt.storageFull);
  await playsOn(page, 'd');
  await done(page);
});

test('storage refused (a sandboxed frame, blocked storage): told at once, the game plays', async () => {
  const page = await openWith(() => {
    Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('The operation is insecure.', 'SecurityError'); } });
  });
  assert.equal(await notice(page), pt.storageRefused);
  await playsOn(page, 'C');
  await done(page);
});

for (const [what, saved, key] of [
  ['garbage', '{"v":1,"record":', 'storageCorrupt'],
  ['another version\'s game', JSON.stringify({ v: 2, game: { moves: [2, 8] } }), 'storageOtherVersion'],
  ['a record that does not read', JSON.stringify({ v: 1, record: 'garbage record', match: { south: 0, north: 0 }, settings: {} }), 'storageCorrupt'],
  ['match points out of range', JSON.stringify({ v: 1, record: '[Variant "Urim 2x6"]\n\n1. C', match: { south: 1e308, north: 0 }, settings: {} }), 'storageCorrupt'],
]) {
  test(`storage holding ${what}: a new game, a notice, and the saved value set aside, not destroyed`, async () => {
    const page = await openWith((text) => { if (!sessionStorage.getItem('seeded')) { localStorage.setItem('urim', text); sessionStorage.setItem('seeded', '1'); } }, saved);
    assert.equal(await notice(page), pt[key]);
    assert.equal(await page.evaluate(() => document.querySelector('urim-game').moves.length), 0, 'a new game');
    assert.equal(await page.evaluate(() => localStorage.getItem('urim:unread')), saved, 'set aside');
    await playsOn(page, 'C');
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('urim')));
    assert.equal(kept.v, 1, 'this version keeps its own game again');
    await done(page);
  });
}

test('two tabs on one persist key: each shows the other\'s moves instead of overwriting them', async () => {
  const context = await env.browser.newContext({ reducedMotion: 'reduce' });
  const first = await openIn(context);
  const second = await openIn(context);
  await playsOn(first, 'C');
  await second.waitForFunction(() => document.querySelector('urim-game').moves.length === 1);
  assert.equal(await notice(second), pt.storageOtherTab);
  const position = (page) => page.evaluate(() => document.querySelector('urim-game').position);
  assert.equal(await position(second), await position(first));
  await playsOn(second, 'd');
  await first.waitForFunction(() => document.querySelector('urim-game').moves.length === 2);
  assert.equal(await position(first), await position(second));
  const kept = await first.evaluate(() => JSON.parse(localStorage.getItem('urim')));
  assert.match(kept.record, /1\. C d/, 'both moves are kept');
  assert.deepEqual([...first.errors, ...second.errors], []);
  await context.close();
});
