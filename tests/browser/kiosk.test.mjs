// Museums and kiosks in headless Chromium: attract mode (<urim-game demo>) plays on
// by itself and a touch takes over, the kiosk page (?kiosk=1) fills the screen at
// gallery sizes with big targets and nothing that leads away, sound waits for a
// gesture, the board choice offers 3 or 4 seeds, and the demo page (not the kiosk)
// keeps its game across a browser restart.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { chromium } from 'playwright-core';
import { CHROMIUM, openBrowser, prepared, speaking } from './browser.mjs';

let env;
before(async () => { env = await openBrowser(); });
after(() => env?.close());

/** Where the kiosk screenshots go (look at them: URIM_SHOTS=dir keeps them there). */
const SHOTS = process.env.URIM_SHOTS ?? mkdtempSync(join(tmpdir(), 'urim-kiosk-'));
mkdirSync(SHOTS, { recursive: true });

/** The least height of a portrait screen whose board stands up (60rem, kiosk/kiosk-styles.js). */
const STANDING_PX = 960;

/** The smallest touch target a kiosk offers (CSS px). */
const TOUCH_TARGET = 48;

async function openPage(query, options = {}) {
  const context = await env.browser.newContext({ viewport: { width: 900, height: 800 }, reducedMotion: 'reduce', ...options });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e));
  // Ready, not just started: the kiosk's own styles (its large buttons) are adopted between the two.
  await page.addInitScript(() => document.addEventListener('ready', () => { window.urimReady = true; }));
  await page.goto(`${env.base}/?${query}&offline=0`);
  await page.waitForFunction(() => window.urimReady);
  return page;
}

async function done(page) {
  assert.deepEqual(page.errors, []);
  await page.context().close();
}

/** Collects the element's newgame reasons and game ends on window. */
const listen = (page) => page.evaluate(() => {
  window.reasons = [];
  window.ends = 0;
  window.movers = new Set();
  const g = document.querySelector('urim-game');
  g.addEventListener('newgame', (e) => window.reasons.push(e.detail.reason));
  g.addEventListener('gameover', () => { window.ends += 1; });
  g.addEventListener('move', (e) => window.movers.add(e.detail.by));
});

test('attract mode: the computer plays both sides, game after game, and keeps nothing', async () => {
  const page = await openPage('lang=en&demo=1&speed=0');
  await listen(page);
  // Two whole games, however long they take here, and the next game after each (a second after it ends).
  await page.waitForFunction(() => window.ends >= 2 && window.reasons.filter((r) => r === 'demo').length >= 2, null, { timeout: 0 });
  const seen = await page.evaluate(() => ({
    movers: [...window.movers], reasons: window.reasons,
    status: document.querySelector('urim-game').shadowRoot.querySelector('.status').textContent,
    legal: document.querySelector('urim-game').legalMoves,
    demo: document.querySelector('urim-game').shadowRoot.querySelector('.frame').classList.contains('demo'),
    kept: localStorage.getItem('urim'),
  }));
  assert.deepEqual(seen.movers, ['computer'], 'every move is the computer\'s');
  assert.ok(seen.reasons.filter((r) => r === 'demo').length >= 2, 'a new game starts after each one ends');
  assert.match(seen.status, /Touch the board/);
  assert.deepEqual(seen.legal, [], 'nobody else may move');
  assert.equal(seen.demo, true);
  assert.equal(seen.kept, null, 'a demonstration is not kept as the visitor\'s game');
  await done(page);
});

test('attract mode: a touch gives South to the visitor, and after `idle` seconds the demonstration comes back', async () => {
  // No idle pause until the visitor's game is under way (none can come first, however slow the machine).
  const page = await openPage('lang=en&demo=1&speed=0&opponent=2&idle=0');
  await listen(page);
  await page.waitForFunction(() => document.querySelector('urim-game').moves.length >= 1);
  const box = await page.locator('urim-game canvas').boundingBox();
  const c = await page.evaluate(() => document.querySelector('urim-game').pitCenter(2));
  await page.mouse.click(box.x + c.x, box.y + c.y);
  await page.waitForFunction(() => window.reasons.includes('visitor'));
  const taken = await page.evaluate(() => {
    const g = document.querySelector('urim-game');
    return { moves: g.moves.length, legal: g.legalMoves, toMove: g.toMove, opponent: g.opponent, status: g.shadowRoot.querySelector('.status').textContent };
  });
  assert.equal(taken.moves, 0, 'the touch that takes over plays no move');
  assert.equal(taken.toMove, 'south');
  assert.deepEqual(taken.legal, [0, 1, 2, 3, 4, 5], 'South is the visitor\'s');
  assert.equal(taken.opponent, 2, 'against the level in `opponent`');
  assert.match(taken.status, /Your turn/);
  // The visitor plays, the computer answers; then nobody touches the page.
  await page.evaluate(() => document.querySelector('urim-game').play('C'));
  await page.waitForFunction(() => document.querySelector('urim-game').moves.length >= 2);
  await page.evaluate(() => { document.querySelector('urim-game').idle = 1; });
  await page.mouse.click(2, 2); // the visitor's last touch (on the page, not the board), then nothing
  const reasonsBefore = await page.evaluate(() => window.reasons.length);
  await page.waitForFunction((n) => window.reasons.length > n && window.reasons.at(-1) === 'idle', reasonsBefore);
  assert.equal(await page.evaluate(() => document.querySelector('urim-game').shadowRoot.querySelector('.frame').classList.contains('demo')), true);
  await done(page);
});

test('the kiosk page in attract mode: a language a visitor picks stays from one demonstration game to the next; an idle pause brings back the first', async () => {
  // No idle pause while the demonstration games are watched (idle=0: none can come
  // first, however slow the machine); then a short one, and the pause is waited for.
  const page = await openPage('lang=en&kiosk=1&demo=1&speed=0&idle=0');
  await listen(page);
  await page.click('.kiosk-languages button[lang=ja]');
  await page.waitForFunction(() => document.documentElement.lang === 'ja');
  assert.equal(await page.locator('.kiosk-languages button[lang=ja]').getAttribute('aria-pressed'), 'true');
  const ends = await page.evaluate(() => window.ends);
  // Two whole games of the demonstration: however long the machine takes to play them.
  await page.waitForFunction((n) => window.ends > n + 1 && window.reasons.filter((r) => r === 'demo').length > 1, ends, { timeout: 0 });
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'ja', 'the next games keep the visitor\'s language');
  assert.equal(await page.evaluate(() => window.reasons.includes('idle')), false);
  await page.evaluate(() => { document.querySelector('urim-game').idle = 1; });
  await page.click('.kiosk-languages button[lang=ja]'); // the visitor's last touch, then nothing
  await page.waitForFunction(() => window.reasons.includes('idle'));
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  await done(page);
});

test('the kiosk page: no link, no selection, no context menu, and touch targets of 48 px or more', async () => {
  const page = await openPage('lang=en&kiosk=1', { viewport: { width: 1920, height: 1080 } });
  assert.equal(await page.locator('a:visible').count(), 0, 'no link on the page');
  const inside = await page.evaluate(() => {
    const g = document.querySelector('urim-game');
    const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const controls = [...g.shadowRoot.querySelectorAll('button, select, a, input, summary')].filter(visible);
    return {
      links: controls.filter((el) => el.tagName === 'A').length,
      small: controls.map((el) => ({ part: el.getAttribute('part'), box: el.closest('label') ?? el }))
        .map(({ part, box }) => ({ part, ...box.getBoundingClientRect().toJSON() })),
      pageButtons: [...document.querySelectorAll('.kiosk-languages button')].map((b) => b.getBoundingClientRect().toJSON()),
      select: getComputedStyle(document.body).userSelect,
      innerSelect: getComputedStyle(g.shadowRoot.querySelector('.frame')).userSelect,
      idle: g.idle,
    };
  });
  assert.equal(inside.links, 0, 'no link inside the game');
  for (const box of [...inside.small, ...inside.pageButtons]) {
    assert.ok(box.height >= TOUCH_TARGET && box.width >= TOUCH_TARGET, `${box.part ?? 'a language button'} is ${box.width}×${box.height}`);
  }
  assert.equal(inside.select, 'none');
  assert.equal(inside.innerSelect, 'none');
  const prevented = await page.evaluate(() => {
    const canvas = document.querySelector('urim-game').shadowRoot.querySelector('canvas');
    const e = new MouseEvent('contextmenu', { bubbles: true, composed: true, cancelable: true });
    canvas.dispatchEvent(e);
    return e.defaultPrevented;
  });
  assert.equal(prevented, true, 'no context menu');
  // Nothing is kept for the next visitor.
  await page.evaluate(() => document.querySelector('urim-game').play('C'));
  await page.waitForFunction(() => document.querySelector('urim-game').moves.length >= 2);
  assert.equal(await page.evaluate(() => localStorage.getItem('urim')), null);
  await done(page);
});

/** The game's visible buttons whose words spill out of them, or that stand off a `width`×`height` screen. */
const spilledButtons = (page, width, height) => page.evaluate(([w, h]) => [...document.querySelector('urim-game').shadowRoot.querySelectorAll('button')]
  .filter((b) => b.getClientRects().length > 0)
  .filter((b) => { const r = b.getBoundingClientRect(); return b.scrollWidth > b.clientWidth + 1 || r.left < 0 || r.right > w || r.bottom > h; })
  .map((b) => `${b.getAttribute('part')}: "${b.textContent}"`), [width, height]);

test('a phone-sized kiosk in Portuguese, a visitor playing: every button on the screen, its words inside it', async () => {
  const [width, height] = [390, 844];
  const page = await openPage('lang=pt&kiosk=1&opponent=0', { viewport: { width, height } });
  await page.waitForFunction(() => document.documentElement.lang === 'pt');
  await speaking(page, 'pt');
  assert.deepEqual(await spilledButtons(page, width, height), []);
  await done(page);
});

for (const [width, height] of [[1920, 1080], [1080, 1920], [390, 844]]) {
  for (const lang of ['kea', 'ja']) {
    test(`the kiosk page at ${width}×${height} in ${lang}: the board fills the screen, nothing overflows`, async () => {
      const page = await openPage(`lang=${lang}&kiosk=1&demo=1&speed=0`, { viewport: { width, height } });
      await page.waitForFunction(() => document.querySelector('urim-game').moves.length >= 2);
      // The layout in that language's words: the page's and the game's (they may come after ready).
      await page.waitForFunction((code) => document.documentElement.lang === code, lang);
      await speaking(page, lang);
      // Two frames: the kiosk fits the board again to the new words (a ResizeObserver), then lays it out.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const layout = await page.evaluate(() => {
        const canvas = document.querySelector('urim-game').shadowRoot.querySelector('canvas').getBoundingClientRect();
        const root = document.documentElement;
        return { canvas: canvas.toJSON(), scrollWidth: root.scrollWidth, scrollHeight: root.scrollHeight, lang: root.lang };
      });
      assert.equal(layout.lang, lang);
      assert.ok(layout.scrollWidth <= width, `no sideways scroll (${layout.scrollWidth} px wide)`);
      assert.ok(layout.scrollHeight <= height, `everything on one screen (${layout.scrollHeight} px tall)`);
      assert.ok(layout.canvas.bottom <= height, 'the whole board is on the screen');
      if (width > height) assert.ok(layout.canvas.height >= 0.55 * height, `the board takes the screen's height (${layout.canvas.height} px)`);
      else if (height >= STANDING_PX) assert.ok(layout.canvas.width * layout.canvas.height >= 0.3 * width * height, `the standing board takes 30% of the screen (${layout.canvas.width}×${layout.canvas.height} px)`);
      else assert.ok(layout.canvas.width >= 0.9 * width, `the board takes the screen's width (${layout.canvas.width} px)`);
      await page.screenshot({ path: join(SHOTS, `kiosk-${lang}-${width}x${height}.png`) });
      await done(page);
    });
  }
}

test('attract mode on a standing kiosk: the board keeps its size move after move, and through a game\'s end', async () => {
  const page = await openPage('lang=kea&kiosk=1&demo=1&speed=0', { viewport: { width: 1080, height: 1920 } });
  await page.waitForFunction(() => document.documentElement.lang === 'kea');
  await speaking(page, 'kea');
  await page.waitForFunction(() => document.querySelector('urim-game').moves.length >= 2);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  // From here on, every size the board's canvas takes, and the moves and game ends seen.
  await page.evaluate(() => {
    const game = document.querySelector('urim-game');
    const canvas = game.shadowRoot.querySelector('canvas');
    window.sizes = new Set();
    window.seen = { moves: 0, ends: 0 };
    new ResizeObserver(() => {
      const box = canvas.getBoundingClientRect();
      window.sizes.add(`${Math.round(box.width)}×${Math.round(box.height)}`);
    }).observe(canvas);
    game.addEventListener('move', () => { window.seen.moves += 1; });
    game.addEventListener('gameover', () => { window.seen.ends += 1; });
  });
  // Sentences of every length: a whole game's moves, its end, and the next game's first moves.
  await page.waitForFunction(() => window.seen.ends >= 1 && window.seen.moves >= 40, null, { timeout: 0 });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const sizes = await page.evaluate(() => [...window.sizes]);
  assert.equal(sizes.length, 1, `one size of board for the whole game (${sizes.join(', ')})`);
  await done(page);
});

test('sound: off by default, no audio before the visitor\'s first gesture, a setting that is remembered', async () => {
  const context = await env.browser.newContext({ viewport: { width: 900, height: 800 } });
  // Counts the audio contexts (and whether the page had been touched when each was made) and the sounds started.
  await context.addInitScript(() => {
    window.audio = { madeAfterGesture: [], sounds: 0 };
    window.audioContexts = [];
    const Real = window.AudioContext;
    window.AudioContext = class extends Real {
      constructor(...a) { super(...a); window.audio.madeAfterGesture.push(navigator.userActivation.hasBeenActive); window.audioContexts.push(this); }
    };
    for (const Node of [AudioBufferSourceNode, OscillatorNode]) {
      const start = Node.prototype.start;
      Node.prototype.start = function (...a) { window.audio.sounds += 1; return start.apply(this, a); };
    }
  });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e));
  await page.goto(`${env.base}/?lang=en&opponent=0&speed=4&offline=0`);
  await page.waitForFunction(() => document.querySelector('urim-game')?.started);
  const g = page.locator('urim-game');
  assert.equal(await g.evaluate((el) => el.sound), false, 'off by default');
  await g.evaluate((el) => el.play('C'));
  assert.deepEqual(await page.evaluate(() => window.audio), { madeAfterGesture: [], sounds: 0 }, 'silent while off');
  // The visitor ticks Sound: from then on the seeds are heard.
  await page.locator('urim-game [part=sound]').check();
  await page.waitForFunction(() => window.audio.madeAfterGesture.length === 1);
  await page.waitForFunction(() => window.audioContexts[0].state === 'running'); // the audio starts a moment after its gesture
  await g.evaluate((el) => el.play('d'));
  const heard = await page.evaluate(() => window.audio);
  assert.deepEqual(heard.madeAfterGesture, [true], 'one audio context, made only once the page had been touched');
  assert.ok(heard.sounds >= 3, `each seed is heard (${heard.sounds} sounds)`);
  await page.waitForFunction(() => JSON.parse(localStorage.getItem('urim'))?.settings?.sound === true);
  // Off again: silent.
  await page.locator('urim-game [part=sound]').uncheck();
  const off = await page.evaluate(() => window.audio.sounds);
  await g.evaluate((el) => el.play('E'));
  assert.equal(await page.evaluate(() => window.audio.sounds), off, 'silent once turned off');
  await page.locator('urim-game [part=sound]').check();
  await page.waitForFunction(() => JSON.parse(localStorage.getItem('urim'))?.settings?.sound === true);
  // Remembered on the next visit; the page waits for a touch again before any audio.
  await page.reload();
  await page.waitForFunction(() => document.querySelector('urim-game')?.started);
  assert.equal(await g.evaluate((el) => el.sound), true, 'the setting is remembered');
  assert.equal(await page.locator('urim-game [part=sound]').isChecked(), true);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('the board choice offers 2×6 and 2×7 with 3 or 4 seeds', async () => {
  const page = await openPage('lang=en&opponent=0');
  const select = page.locator('urim-game [part=holes]');
  assert.deepEqual(await select.locator('option').evaluateAll((os) => os.map((o) => [o.value, o.textContent])), [
    ['6-3', '2 × 6, 3 seeds a pit'], ['6-4', '2 × 6, 4 seeds a pit'], ['7-3', '2 × 7, 3 seeds a pit'], ['7-4', '2 × 7, 4 seeds a pit']]);
  await page.evaluate(() => { window.reasons = []; document.querySelector('urim-game').addEventListener('newgame', (e) => window.reasons.push(e.detail.reason)); });
  await select.selectOption('7-4');
  await page.waitForFunction(() => document.querySelector('urim-game').position.startsWith('4-4-4-4-4-4-4-4-4-4-4-4-4-4-0-0'));
  const after = await page.evaluate(() => ({ holes: document.querySelector('urim-game').holes, seeds: document.querySelector('urim-game').seeds, reasons: window.reasons }));
  assert.deepEqual(after, { holes: 7, seeds: 4, reasons: ['settings'] }, 'one new game, with both attributes set');
  assert.equal(await select.inputValue(), '7-4');
  await done(page);
});

test('the demo page keeps its game across a browser restart; the kiosk page does not', async () => {
  const profile = mkdtempSync(join(tmpdir(), 'urim-profile-'));
  const launch = async () => prepared(await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM, headless: true, reducedMotion: 'reduce',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  }));
  try {
    let context = await launch();
    let page = await context.newPage();
    await page.goto(`${env.base}/?lang=en&opponent=0&offline=0`);
    await page.waitForFunction(() => document.querySelector('urim-game')?.started);
    await page.evaluate(async () => { const g = document.querySelector('urim-game'); await g.play('C'); await g.play('d'); });
    const position = await page.evaluate(() => document.querySelector('urim-game').position);
    await context.close();

    context = await launch();
    page = await context.newPage();
    await page.goto(`${env.base}/?lang=en&opponent=0&offline=0`);
    await page.waitForFunction(() => document.querySelector('urim-game')?.started);
    const back = await page.evaluate(() => ({
      position: document.querySelector('urim-game').position, moves: document.querySelector('urim-game').moves.length,
      words: document.querySelector('urim-game').shadowRoot.querySelector('.words').textContent,
    }));
    assert.equal(back.position, position);
    assert.equal(back.moves, 2);
    assert.match(back.words, /Your last game is back/);
    await page.goto(`${env.base}/?lang=en&opponent=0&kiosk=1&offline=0`);
    await page.waitForFunction(() => document.querySelector('urim-game')?.started);
    assert.equal(await page.evaluate(() => document.querySelector('urim-game').moves.length), 0, 'a kiosk starts afresh');
    await context.close();
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
});
