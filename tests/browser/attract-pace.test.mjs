// Attract mode's pace and words on the devices galleries have. With reduced motion
// the moves are shown without movement but the demonstration keeps its rhythm,
// about one move every 1.5–3 s, measured on a clock the test drives (the page's
// timers are Playwright's fake ones, the engine worker thinks in real time and the
// test waits for its answers). At speed 0 (moves at once) games still start at a
// human pace, at most about one a second over a minute of that clock, and none while
// the page is hidden. On a touch-only screen the invitation says to touch the board,
// with no key to press.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openBrowser } from './browser.mjs';
import { wordsOf } from './words.mjs';

/** The pace a visitor can follow: the least and most ms between two moves. */
const PACE_MS = [1500, 3000];
/** How far the test moves the clock at a time (ms). */
const TICK_MS = 100;
/** Past the longest a finished game stays on show (kiosk/attract.js), ms. */
const NEXT_GAME_MS = 7000;
/**
 * Where the page's clock stops once the demonstration is under way: this far ahead
 * of the page's own now (ms), room for the call to reach the page on a slow machine
 * (the clock cannot be paused in its past). Timers due before then fire as usual.
 */
const PAUSE_AHEAD_MS = 1000;
/** How many moves the test times. */
const TIMED = 4;

let env;
before(async () => { env = await openBrowser(); });
after(() => env?.close());

test('attract mode with reduced motion: no movement, but a move every 1.5–3 s', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  // Counts the engine's answers (each move of the demonstration is one) and times
  // the moves and game ends on the page's clock, from the first.
  await context.addInitScript(() => {
    window.answers = 0;
    window.times = [];
    window.games = 0;
    window.overAt = -1;
    const Real = window.Worker;
    window.Worker = class extends Real {
      constructor(...a) {
        super(...a);
        this.addEventListener('message', (e) => { if (e.data?.type === 'bestmove') window.answers += 1; });
      }
    };
    window.addEventListener('move', () => window.times.push({ at: Date.now(), game: window.games }), true);
    window.addEventListener('newgame', () => { window.games += 1; }, true);
    window.addEventListener('gameover', () => { window.overAt = window.times.length; }, true);
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  await page.clock.install();
  await page.goto(`${env.base}/?lang=en&demo=1&offline=0`);
  await page.waitForFunction(() => window.times.length >= 1);
  // The page's clock, not this process's: they need not agree.
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(pageNow + PAUSE_AHEAD_MS);
  const gaps = [];
  while (gaps.length < TIMED) {
    const count = await page.evaluate(() => window.times.length);
    // A finished game stays on show a while (on the page's clock), then the next begins.
    if (await page.evaluate((n) => window.overAt === n, count)) await page.clock.runFor(NEXT_GAME_MS);
    // The engine has answered for the next move (however long it took): now only the page's clock holds it back.
    await page.waitForFunction((n) => window.answers > n, count);
    while ((await page.evaluate(() => window.times.length)) === count) await page.clock.runFor(TICK_MS);
    const [a, b] = await page.evaluate(() => window.times.slice(-2));
    if (a.game === b.game) gaps.push(b.at - a.at);
  }
  for (const gap of gaps) assert.ok(gap >= PACE_MS[0] && gap <= PACE_MS[1], `${gap} ms between two moves (${gaps.join(', ')})`);
  assert.deepEqual(errors, []);
  await context.close();
});

/** How long attract mode at speed 0 is watched, on the page's clock (ms). */
const WATCHED_MS = 60_000;
/** The least wait between a game's end and the next game's start, whatever the speed (kiosk/attract.js), ms. */
const LEAST_NEXT_GAME_MS = 1000;
/** How long the page stays hidden, on its clock (ms). */
const HIDDEN_MS = 30_000;

/**
 * A page of attract mode at speed 0 on a clock the test drives, paused just ahead of
 * the page's now. Each game's start and end are timed on that clock (`window.starts`,
 * `window.ends`), and `window.hide(hidden)` tells the page it is hidden or seen again
 * (document.visibilityState and its event, as when a kiosk's window is covered).
 */
async function fastDemo() {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => {
    window.starts = [];
    window.ends = [];
    let hidden = false;
    Object.defineProperty(document, 'visibilityState', { get: () => (hidden ? 'hidden' : 'visible') });
    window.hide = (value) => {
      hidden = value;
      document.dispatchEvent(new Event('visibilitychange'));
    };
    window.addEventListener('newgame', () => window.starts.push(Date.now()), true);
    window.addEventListener('gameover', () => window.ends.push(Date.now()), true);
  });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e));
  await page.clock.install();
  await page.goto(`${env.base}/?lang=en&demo=1&speed=0&offline=0`);
  await page.waitForFunction(() => window.starts.length >= 1);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + PAUSE_AHEAD_MS);
  return page;
}

/** Moves `page`'s clock on by `ms`, a tick at a time: the engine answers in real time between ticks. */
async function runClock(page, ms) {
  for (let run = 0; run < ms; run += TICK_MS) await page.clock.runFor(TICK_MS);
}

test('attract mode at speed 0: over a minute, at most about one game start a second', async (t) => {
  const page = await fastDemo();
  const from = await page.evaluate(() => Date.now());
  // The engine's games end whenever it is done (real time): the clock moves on until a
  // minute has passed on it and a few games have ended, their next games due.
  let ends = 0;
  do {
    await runClock(page, WATCHED_MS / 6);
    ends = await page.evaluate(() => window.ends.length);
  } while ((await page.evaluate(() => Date.now())) - from < WATCHED_MS || ends < 3);
  const { starts, over, now } = await page.evaluate(() => ({ starts: window.starts, over: window.ends, now: Date.now() }));
  // Each game that ended waited at least a second before the next began.
  for (const end of over) {
    const next = starts.find((start) => start >= end);
    if (next !== undefined) assert.ok(next - end >= LEAST_NEXT_GAME_MS, `the next game began ${next - end} ms after the last ended`);
  }
  const perSecond = (starts.length - 1) / ((now - starts[0]) / 1000);
  t.diagnostic(`${starts.length} game starts, ${over.length} ends in ${now - starts[0]} ms of the page's clock`);
  assert.ok(perSecond <= 1, `${starts.length} game starts in ${now - starts[0]} ms`);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('attract mode sleeps while the page is hidden, and plays on once it is seen again', async () => {
  const page = await fastDemo();
  // Hidden once a game has ended: its next game is due a second later.
  while ((await page.evaluate(() => window.ends.length)) === 0) await page.clock.runFor(TICK_MS);
  await page.evaluate(() => window.hide(true));
  const before = await page.evaluate(() => window.starts.length);
  await runClock(page, HIDDEN_MS);
  assert.equal(await page.evaluate(() => window.starts.length), before, 'no game starts while the page is hidden');
  await page.evaluate(() => window.hide(false));
  await page.waitForFunction((n) => window.starts.length > n, before);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

/** The ten languages' tables, as the element reads them. */
const CODES = ['en', 'kea', 'pt', 'fr', 'es', 'nl', 'el', 'sw', 'ne', 'ja'];
const tables = Object.fromEntries(await Promise.all(CODES.map(async (code) => [code, await wordsOf(code, (await import(`../../www/i18n/${code}.js`)).default)])));

/** The invitation under the board in each language, on a device made with `options`. */
async function invitations(options) {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce', ...options });
  const page = await context.newPage();
  await page.goto(`${env.base}/?lang=en&demo=1&speed=0&offline=0`);
  // The element's code may still be on its way: its shadow root comes with it.
  await page.waitForFunction(() => document.querySelector('urim-game')?.started);
  const said = {};
  for (const code of CODES) {
    await page.evaluate((c) => { document.querySelector('urim-game').lang = c; }, code);
    // Either invitation of that language, once its words have arrived.
    const either = [tables[code].demoTouchOnly, tables[code].demoTouch];
    await page.waitForFunction((words) => words.includes(document.querySelector('urim-game').shadowRoot.querySelector('.status').textContent), either);
    said[code] = await page.evaluate(() => document.querySelector('urim-game').shadowRoot.querySelector('.status').textContent);
  }
  await context.close();
  return said;
}

test('the invitation says to touch the board on a touch-only screen, and offers a key or a click elsewhere, in every language', async () => {
  const touch = await invitations({ hasTouch: true, isMobile: true });
  const desk = await invitations({});
  for (const code of CODES) {
    assert.equal(touch[code], tables[code].demoTouchOnly, `${code} on a touch screen`);
    assert.equal(desk[code], tables[code].demoTouch, `${code} with a mouse and keys`);
    assert.notEqual(tables[code].demoTouchOnly, tables[code].demoTouch);
  }
});
