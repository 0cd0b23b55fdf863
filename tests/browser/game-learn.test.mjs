// "Learn to play" from inside <urim-game>: the button opens <urim-learn> in the
// game's place, in the game's language, and "Back to the game" brings the game back
// as it was; at a kiosk (the demo page with ?kiosk=1 at 1920×1080) a visitor opens
// it by touch, solves a challenge by touch, and the idle reset (a clock the test
// drives) closes it, its stars gone with it.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { boardSettled, openBrowser, speaking } from './browser.mjs';

let env;
before(async () => {
  env = await openBrowser();
});
after(() => env?.close());

/** The centre of the game's part `name`, and whether the whole of it is on the screen. */
const partBox = (page, name) =>
  page.evaluate((n) => {
    const el = document.querySelector('urim-game').shadowRoot.querySelector(`[part~="${n}"]`);
    if (!el) return null;
    const r = el.getBoundingClientRect();
    const visible = r.width > 0 && r.height > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
    return { x: r.left + r.width / 2, y: r.top + r.height / 2, visible, text: el.textContent };
  }, name);

/** The game's <urim-learn>, once its lesson is on the board (null while there is none). */
const lessonReady = (page) =>
  page.waitForFunction(() => {
    const learn = document.querySelector('urim-game').shadowRoot.querySelector('urim-learn');
    try {
      return !!learn && learn.chapters.length > 0 && !!learn.pitCenter('A');
    } catch {
      return false;
    }
  });

/** Where pit `letter` is drawn on the lessons' board. */
const lessonPit = (page, letter) =>
  page.evaluate((p) => {
    const learn = document.querySelector('urim-game').shadowRoot.querySelector('urim-learn');
    const box = learn.shadowRoot.querySelector('canvas').getBoundingClientRect();
    const c = learn.pitCenter(p);
    return { x: box.left + c.x, y: box.top + c.y };
  }, letter);

/** Whether the game's own board is laid out (not hidden behind the lessons). */
const boardShown = (page) => page.evaluate(() => document.querySelector('urim-game').shadowRoot.querySelector('canvas').getBoundingClientRect().width > 0);

test('Learn to play opens the lessons in the game\'s place and language; Back to the game finds the game as it was', async () => {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  await page.route(`${env.base}/game.html`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="pt"><title>Urim</title><script type="module" src="/pkg/urim-elements.js"></script><urim-game lang="pt" opponent="0"></urim-game>',
    }),
  );
  await page.goto(`${env.base}/game.html`);
  await page.waitForFunction(() => document.querySelector('urim-game')?.legalMoves?.length > 0);
  await speaking(page, 'pt', 'urim-game');
  await page.evaluate(() => document.querySelector('urim-game').play(2));
  await page.waitForFunction(() => document.querySelector('urim-game').moves.length === 1 && !document.querySelector('urim-game').busy);
  const before = await page.evaluate(() => document.querySelector('urim-game').position);

  const open = await partBox(page, 'learn-open');
  assert.ok(open?.visible, 'the Learn to play button is on the screen');
  assert.equal(open.text, 'Aprender a jogar', 'in the game\'s language');
  await page.mouse.click(open.x, open.y);
  await lessonReady(page);
  assert.equal(await boardShown(page), false, 'the game\'s board gives its place to the lessons');
  const lang = await page.evaluate(() => document.querySelector('urim-game').shadowRoot.querySelector('urim-learn').getAttribute('lang'));
  assert.equal(lang, 'pt');
  await page.waitForFunction(() => {
    const learn = document.querySelector('urim-game').shadowRoot.querySelector('urim-learn');
    return learn.shadowRoot.textContent.includes('Semear');
  });

  // The language changed while the lessons are open: they follow the game.
  await page.evaluate(() => document.querySelector('urim-game').setAttribute('lang', 'fr'));
  await page.waitForFunction(() => document.querySelector('urim-game').shadowRoot.querySelector('urim-learn').getAttribute('lang') === 'fr');
  const back = await partBox(page, 'learn-back');
  assert.equal(back.text, 'Revenir à la partie');

  await page.mouse.click(back.x, back.y);
  await page.waitForFunction(() => !document.querySelector('urim-game').shadowRoot.querySelector('urim-learn'));
  assert.equal(await boardShown(page), true, 'the board is back');
  assert.equal(await page.evaluate(() => document.querySelector('urim-game').position), before, 'the game is where it was');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a kiosk at 1920×1080: Learn to play by touch, a challenge solved by touch, and the idle reset closes the lessons and forgets their stars', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1920, height: 1080 }, hasTouch: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  await page.clock.install();
  await page.goto(`${env.base}/?lang=en&kiosk=1&opponent=1&idle=60&offline=0`);
  await page.waitForFunction(() => document.querySelector('urim-game')?.legalMoves?.length > 0);
  await speaking(page, 'en', 'urim-game');
  await boardSettled(page);

  const open = await partBox(page, 'learn-open');
  assert.ok(open?.visible, 'the kiosk shows Learn to play, on the screen');
  await page.touchscreen.tap(open.x, open.y);
  await lessonReady(page);
  await page.evaluate(() => {
    window.solved = [];
    const learn = document.querySelector('urim-game').shadowRoot.querySelector('urim-learn');
    learn.addEventListener('solved', (e) => window.solved.push(e.detail));
  });
  // Chapter 1's first challenge: the last seed in North's b, which C does.
  const pit = await lessonPit(page, 'C');
  await page.touchscreen.tap(pit.x, pit.y);
  await page.waitForFunction(() => window.solved.length === 1, null, { timeout: 0 });
  const solved = await page.evaluate(() => window.solved[0]);
  assert.equal(solved.stars, 3);
  const starsShown = await page.evaluate(() => document.querySelector('urim-game').shadowRoot.querySelector('urim-learn').shadowRoot.textContent);
  assert.match(starsShown, /3\/6|★ 3/, 'the chapter\'s tile counts the stars');

  // The visitor walks away: a minute idle, on the clock the test drives.
  await page.clock.fastForward(61_000);
  await page.waitForFunction(() => !document.querySelector('urim-game').shadowRoot.querySelector('urim-learn'));
  assert.equal(await boardShown(page), true, 'the next visitor finds the game');
  await boardSettled(page);

  // Opened again, the lessons start afresh: no stars kept from the visitor before.
  const again = await partBox(page, 'learn-open');
  await page.touchscreen.tap(again.x, again.y);
  await lessonReady(page);
  const fresh = await page.evaluate(() => document.querySelector('urim-game').shadowRoot.querySelector('urim-learn').shadowRoot.textContent);
  assert.doesNotMatch(fresh, /★ 3\/6/, 'no stars from the visitor before');
  assert.deepEqual(errors, []);
  await context.close();
});
