// When the browser's storage fails under <urim-game persist>, in headless Chromium:
// full, refused, holding garbage or another version's game, and two tabs on one
// key. Each case is told in the element's notice in its language, the game plays
// on, and nothing saved is destroyed.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openBrowser } from './browser.mjs';
import { loadTable } from '../../www/i18n/index.js';
import { wordsOf } from './words.mjs';

let env;
before(async () => { env = await openBrowser(); });
after(() => env?.close());

const pt = await loadTable('pt');

/** The demo page in Portuguese, in a new tab of `context`, once its game waits for a move. */
async function openIn(context, query = 'opponent=0') {
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e));
  await page.goto(`${env.base}/?lang=pt&${query}&offline=0`);
  // The board plays at once in the words it has; the Portuguese ones follow.
  await page.waitForFunction(() => document.querySelector('urim-game')?.started && !document.querySelector('urim-game').busy);
  await page.waitForFunction(() => document.querySelector('urim-game').machine.state.lang === 'pt');
  return page;
}

/** The demo page in Portuguese in a fresh context, with `setUp` run before any script of the page. */
async function openWith(setUp, arg, query) {
  const context = await env.browser.newContext({ reducedMotion: 'reduce' });
  if (setUp) await context.addInitScript(setUp, arg);
  return openIn(context, query);
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

test('storage full, then room again: the notice goes once a move is kept, and comes back if it fills again', async () => {
  const page = await openWith(() => {
    window.full = true;
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (...args) {
      if (window.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return setItem.apply(this, args);
    };
  });
  await playsOn(page, 'C');
  assert.equal(await notice(page), pt.storageFull);
  await page.evaluate(() => { window.full = false; });
  await playsOn(page, 'd');
  assert.equal(await notice(page), '', 'kept again: the notice is gone');
  assert.match(await page.evaluate(() => JSON.parse(localStorage.getItem('urim')).record), /1\. C d/, 'with every move');
  await page.evaluate(() => { window.full = true; });
  await playsOn(page, await page.evaluate(() => document.querySelector('urim-game').legalMoves[0]));
  assert.equal(await notice(page), pt.storageFull, 'full again: told again');
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
  ['another version\'s game', JSON.stringify({ by: 'urim', v: 2, game: { moves: [2, 8] } }), 'storageOtherVersion'],
  ['a record that does not read', JSON.stringify({ v: 1, record: 'garbage record', match: { south: 0, north: 0 }, settings: {} }), 'storageCorrupt'],
  ['no record', JSON.stringify({ v: 1, record: 3, match: { south: 0, north: 0 }, settings: {} }), 'storageCorrupt'],
  // A write cut off, or a tool that trims values: Urim's by how it begins, not another program's.
  ['a game of its own cut short', '{"by":"urim","v":1,"n":3,"record":"[Variant \\"Urim 2x6', 'storageCorrupt'],
  ['an earlier version\'s game cut short', '{"v":1,"record":', 'storageCorrupt'],
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

test('a storage notice outlasts the words that come after it: Portuguese held back until the game has started', async () => {
  const saved = JSON.stringify({ v: 1, record: 'garbage record', match: { south: 0, north: 0 }, settings: {} });
  const context = await env.browser.newContext({ reducedMotion: 'reduce' });
  await context.addInitScript((text) => { if (!sessionStorage.getItem('seeded')) { localStorage.setItem('urim', text); sessionStorage.setItem('seeded', '1'); } }, saved);
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await context.route(/\/i18n\/pt\.js$/, async (route) => { await held; await route.continue(); });
  const page = await context.newPage();
  await page.goto(`${env.base}/?lang=pt&opponent=0&offline=0`);
  await page.waitForFunction(() => document.querySelector('urim-game')?.started && !document.querySelector('urim-game').busy);
  const en = await wordsOf('en'); // the storage's words come with its code
  assert.equal(await notice(page), en.storageCorrupt, 'told at once, in the words the element has');
  release();
  await page.waitForFunction(() => document.querySelector('urim-game').machine.state.lang === 'pt');
  assert.equal(await notice(page), pt.storageCorrupt, 'and still told once the Portuguese words have come');
  await playsOn(page, 'C');
  await context.close();
});

for (const [what, saved] of [
  ['another program\'s list', JSON.stringify({ cart: ['a book', 'a map'] })],
  ['another program\'s text', 'theme=dark'],
  ['another program\'s JSON cut short', '{"cart":["a book","a m'],
]) {
  test(`storage holding ${what} under the key: never moved or overwritten, a notice, and the game plays unsaved`, async () => {
    const page = await openWith((text) => { if (!sessionStorage.getItem('seeded')) { localStorage.setItem('urim', text); sessionStorage.setItem('seeded', '1'); } }, saved);
    assert.equal(await notice(page), pt.storageForeign);
    assert.equal(await page.evaluate(() => document.querySelector('urim-game').moves.length), 0, 'a new game');
    await playsOn(page, 'C');
    assert.equal(await page.evaluate(() => localStorage.getItem('urim')), saved, 'left as it was');
    assert.equal(await page.evaluate(() => localStorage.getItem('urim:unread')), null, 'not moved aside');
    await done(page);
  });
}

test('a link\'s ?persist=KEY keeps its game under urim:KEY: it cannot reach the site\'s keys or the puzzles\' progress', async () => {
  const progress = JSON.stringify({ solved: ['p1', 'p2', 'p3'] });
  const page = await openWith((text) => {
    if (!sessionStorage.getItem('seeded')) { localStorage.setItem('urim-puzzles', text); localStorage.setItem('cart', 'two books'); sessionStorage.setItem('seeded', '1'); }
  }, progress, 'opponent=0&persist=urim-puzzles');
  assert.equal(await page.evaluate(() => document.querySelector('urim-game').getAttribute('persist')), 'urim:urim-puzzles');
  await playsOn(page, 'C');
  const kept = await page.evaluate(() => ({ puzzles: localStorage.getItem('urim-puzzles'), cart: localStorage.getItem('cart'), game: JSON.parse(localStorage.getItem('urim:urim-puzzles')) }));
  assert.equal(kept.puzzles, progress, 'the puzzles\' progress is untouched');
  assert.equal(kept.cart, 'two books', 'and so is the site\'s own key');
  assert.match(kept.game.record, /1\. C/, 'the game is kept under its own key');
  assert.equal(await notice(page), '', 'nothing to tell');
  await done(page);
});

/** A kept game of one move, C, with `part` in it. */
const keptWith = (part) => JSON.stringify({ v: 1, n: 4, record: '[Variant "Urim 2x6, 3 seeds"]\n[Result "*"]\n\n1. C *\n', match: { south: 2, north: 1 }, settings: { sound: true }, ...part });

for (const [what, part, read] of [
  ['match points out of range', { match: { south: 1e308, north: 0 } }, { match: '0-0' }],
  ['match points that are not whole', { match: { south: 2.5, north: 1 } }, { match: '0-0' }],
  ['match points of the wrong kind', { match: 'many' }, { match: '0-0' }],
  ['a version out of range', { n: -1 }, {}],
  ['settings of the wrong kind', { settings: ['sound'] }, { sound: false }],
  ['a level out of range', { settings: { opponent: 1e308, sound: true } }, { opponent: 1 }],
  ['a level of the wrong kind', { settings: { opponent: '2', sound: true } }, { opponent: 1 }],
  ['a switch of the wrong kind', { settings: { steps: 'yes', sound: true } }, { steps: false }],
]) {
  test(`storage holding a game with ${what}: the game comes back, what did not read is left out and set aside, with a notice`, async () => {
    const saved = keptWith(part);
    // The level is one of the visitor's settings only where the page does not set it.
    const query = read.opponent ? 'steps=0' : 'opponent=0';
    const page = await openWith((text) => { if (!sessionStorage.getItem('seeded')) { localStorage.setItem('urim', text); sessionStorage.setItem('seeded', '1'); } }, saved, query);
    assert.equal(await notice(page), pt.storagePartRead);
    const shown = await page.evaluate(() => {
      const g = document.querySelector('urim-game');
      return { moves: g.moves, opponent: g.opponent, sound: g.sound, steps: g.steps };
    });
    assert.deepEqual(shown.moves.slice(0, 1), [2], 'the game is back');
    if (read.opponent) assert.equal(shown.opponent, read.opponent, 'the level that did not read is the default');
    if ('steps' in read) assert.equal(shown.steps, read.steps);
    if ('sound' in read) assert.equal(shown.sound, read.sound, 'settings of the wrong kind: none read');
    else assert.equal(shown.sound, true, 'the settings that read are back');
    assert.equal(await page.evaluate(() => localStorage.getItem('urim:unread')), saved, 'the whole value set aside, nothing lost');
    // What did read is kept again once the tab's keeper has taken it (a turn or more later).
    await page.waitForFunction((s) => localStorage.getItem('urim') !== s, saved);
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('urim')));
    assert.match(kept.record, /1\. C /, 'what did read is kept again');
    if (read.match) assert.deepEqual(kept.match, { south: 0, north: 0 }, 'no match points rather than points that did not read');
    else assert.deepEqual(kept.match, { south: 2, north: 1 });
    if (!read.opponent) await playsOn(page, 'd'); // (against the computer, it has answered by now)
    await done(page);
  });
}

test('each change is kept in one write of one value', async () => {
  const page = await openWith(() => {
    window.writes = [];
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      window.writes.push([key, value]);
      return setItem.call(this, key, value);
    };
  });
  await playsOn(page, 'C');
  await playsOn(page, 'd');
  const writes = await page.evaluate(() => window.writes);
  assert.deepEqual(writes.map(([key]) => key), ['urim', 'urim'], 'one write a move, under the key');
  assert.deepEqual(writes.map(([, value]) => JSON.parse(value).record.match(/1\. .*/)[0]), ['1. C *', '1. C d *']);
  await done(page);
});

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

/**
 * The demo page in a fresh context (nothing kept yet) whose records module is held
 * back: `requested` resolves once the page asks for it, `release()` lets it come.
 */
async function recordsHeld() {
  const context = await env.browser.newContext({ reducedMotion: 'reduce' });
  let release;
  let heard;
  const held = new Promise((resolve) => { release = resolve; });
  const requested = new Promise((resolve) => { heard = resolve; });
  await context.route(/urim-records_bg\.wasm$/, async (route) => { heard(); await held; await route.continue(); });
  const page = await openIn(context);
  return { page, requested, release };
}

for (const [what, change] of [
  ['holes = 7', () => { document.querySelector('urim-game').holes = 7; }],
  ['newGame()', () => { document.querySelector('urim-game').newGame(); }],
  ['a new position', () => { const g = document.querySelector('urim-game'); g.position = window.startPosition; }],
]) {
  test(`a move kept while the records module loads, then ${what}: play() resolves, and the new game is kept`, async () => {
    const { page, requested, release } = await recordsHeld();
    // Step 1: a move, whose keeping waits for the records module (held).
    await page.evaluate(() => {
      const g = document.querySelector('urim-game');
      window.startPosition = g.position;
      window.outcome = g.play(2).then(() => 'played', (e) => `refused: ${e.message}`);
    });
    await requested;
    // Step 2: a new game, which frees the game the move was played in.
    const started = page.evaluate(() => new Promise((done) => { document.querySelector('urim-game').addEventListener('newgame', done, { once: true }); }));
    await page.evaluate(change);
    await started;
    // Step 3: the records module comes.
    release();
    assert.equal(await page.evaluate(() => window.outcome), 'played', 'play() resolves: the move was kept as it stood');
    const fresh = await page.evaluate(() => ({ moves: document.querySelector('urim-game').moves, holes: document.querySelector('urim-game').holes }));
    assert.deepEqual(fresh.moves, [], 'the new game is on show');
    await page.waitForFunction(() => !/1\. C/.test(localStorage.getItem('urim') ?? '1. C'));
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('urim')));
    assert.match(kept.record, new RegExp(`Urim 2x${fresh.holes}`), 'and the new game is kept, after the move');
    assert.doesNotMatch(kept.record, /\d\. /, 'with no moves');
    await playsOn(page, 0);
    await done(page);
  });
}
