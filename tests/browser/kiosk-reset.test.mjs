// The kiosk page's language and its idle reset. A visitor's language pick made
// while the kiosk's own code is still loading is kept, not overridden by the
// kiosk's language arriving later (issue 25). After a visitor's pause everything
// of theirs goes: the kiosk's language, its settings, the words under the board,
// any notice and the opened settings.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openBrowser } from './browser.mjs';

let env;
before(async () => { env = await openBrowser(); });
after(() => env?.close());

/** The settings a visitor may change, as the element tells them. */
const settingsOf = (page) => page.evaluate(() => {
  const g = document.querySelector('urim-game');
  return { opponent: g.opponent, steps: g.steps, analysis: g.analysis, sound: g.sound, holes: g.holes, seeds: g.seeds };
});

test('the kiosk\'s language is picked before its kiosk/ code loads, and a visitor\'s pick meanwhile stays', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1366, height: 768 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  // Attract mode's module (www/kiosk/attract.js) is held back until the visitor has picked.
  let release;
  const held = new Promise((done) => { release = done; });
  let asked = false;
  await page.route('**/pkg/kiosk/attract.js', async (route) => { asked = true; await held; await route.continue(); });
  await page.goto(`${env.base}/?lang=en&kiosk=1&demo=1&speed=0&offline=0`);
  await page.waitForSelector('.kiosk-languages button[lang=en][aria-pressed=true]');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en', 'the kiosk\'s language is on show already');
  await page.click('.kiosk-languages button[lang=ja]');
  await page.waitForFunction(() => document.documentElement.lang === 'ja');
  assert.equal(asked, true, 'the kiosk code was still loading');
  release();
  await page.waitForFunction(() => document.querySelector('urim-game').mode === 'demo' && document.querySelector('urim-game').moves.length >= 2);
  const seen = await page.evaluate(() => ({
    page: document.documentElement.lang, game: document.querySelector('urim-game').lang,
    pressed: document.querySelector('.kiosk-languages button[aria-pressed=true]').lang,
    status: document.querySelector('urim-game').shadowRoot.querySelector('.status').textContent,
  }));
  assert.deepEqual({ ...seen, status: undefined }, { page: 'ja', game: 'ja', pressed: 'ja', status: undefined }, 'the visitor\'s Japanese stays');
  assert.match(seen.status, /盤/, 'the invitation is in Japanese');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the idle reset puts back the kiosk\'s language, settings, words and notices', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1366, height: 768 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  // No idle pause until the visitor is done (idle=0), then a short one.
  await page.goto(`${env.base}/?lang=en&kiosk=1&opponent=1&offline=0&idle=0`);
  await page.waitForFunction(() => document.querySelector('urim-game')?.started);
  const home = await settingsOf(page);
  const g = page.locator('urim-game');
  // The visitor: Japanese, their own settings, a move, a notice.
  await page.click('.kiosk-languages button[lang=ja]');
  await page.waitForFunction(() => document.documentElement.lang === 'ja');
  await g.locator('[part=settings-toggle]').click();
  await g.locator('[part=opponent]').selectOption('3');
  await g.locator('[part=holes]').selectOption('7-4');
  await g.locator('[part=analysis]').check();
  await g.locator('[part=sound]').check();
  await page.waitForFunction(() => document.querySelector('urim-game').holes === 7);
  await page.evaluate(() => document.querySelector('urim-game').play('C'));
  await page.waitForFunction(() => document.querySelector('urim-game').moves.length >= 2);
  await page.evaluate(() => { document.querySelector('urim-game').setAttribute('speed', 'fast'); }); // a bad value: a notice
  await page.waitForFunction(() => !document.querySelector('urim-game').shadowRoot.querySelector('.notice').hidden);
  assert.notDeepEqual(await settingsOf(page), home);
  // Then nobody touches the kiosk.
  await page.evaluate(() => {
    window.reasons = [];
    const game = document.querySelector('urim-game');
    game.addEventListener('newgame', (e) => window.reasons.push(e.detail.reason));
    game.idle = 1;
  });
  await page.mouse.click(2, 2);
  await page.waitForFunction(() => window.reasons.includes('idle'));
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  await page.waitForFunction(() => /Nobody had played/.test(document.querySelector('urim-game').shadowRoot.querySelector('.words').textContent));
  const after = await page.evaluate(() => {
    const game = document.querySelector('urim-game');
    const root = game.shadowRoot;
    return {
      moves: game.moves.length, lang: game.lang,
      notice: root.querySelector('.notice').hidden,
      status: root.querySelector('.status').textContent,
      open: root.querySelector('.frame').classList.contains('settings-open'),
      pressed: document.querySelector('.kiosk-languages button[aria-pressed=true]').lang,
      opponentShown: root.querySelector('[part=opponent]').value,
    };
  });
  assert.deepEqual(await settingsOf(page), home, 'the kiosk\'s settings are back');
  assert.equal(after.moves, 0);
  assert.equal(after.lang, 'en');
  assert.equal(after.pressed, 'en');
  assert.equal(after.notice, true, 'no notice left');
  assert.equal(after.open, false, 'the settings are folded again');
  assert.equal(after.opponentShown, '1', 'the select shows the kiosk\'s level');
  assert.match(after.status, /Your turn/, 'the status is in English');
  assert.deepEqual(errors, []);
  await context.close();
});
