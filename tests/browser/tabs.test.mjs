// Two tabs of one browser on one `persist` key, in headless Chromium: they share
// one game. Both race moves, and every move whose play() resolved is in the kept
// game, the tabs end at the same position, and each follows the other's change
// with one update (no reload loop); two moves made at the same instant: one is
// played, the other refused with the reason in the visitor's language.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openBrowser, speaking } from './browser.mjs';
import { loadTable } from '../../www/i18n/index.js';

let env;
before(async () => { env = await openBrowser(); });
after(() => env?.close());

const pt = await loadTable('pt');

/** Moves each tab plays in the race (the 15 s of fast play, counted in moves instead). */
const RACE_MOVES = 25;

/**
 * Counts, before any script of the page, what a reload loop would show: the
 * element's newgame events of reason "tab" and the page's localStorage writes.
 */
function counters() {
  window.tabGames = 0;
  window.writes = 0;
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (...args) {
    window.writes += 1;
    return setItem.apply(this, args);
  };
  document.addEventListener('newgame', (e) => { if (e.detail.reason === 'tab') window.tabGames += 1; });
}

/** The demo page in Portuguese (two players at one board), in a new tab of `context`, once it waits for a move. */
async function openIn(context) {
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e));
  await page.goto(`${env.base}/?lang=pt&opponent=0&offline=0`);
  await page.waitForFunction(() => document.querySelector('urim-game')?.started && !document.querySelector('urim-game').busy);
  await speaking(page, 'pt');
  return page;
}

/** A context (a browser profile) with two tabs of the demo page. */
async function twoTabs() {
  const context = await env.browser.newContext({ reducedMotion: 'reduce' });
  await context.addInitScript(counters);
  const a = await openIn(context);
  const b = await openIn(context);
  return { context, a, b };
}

const seen = (page) => page.evaluate(() => {
  const g = document.querySelector('urim-game');
  return { position: g.position, moves: g.moves, tabGames: window.tabGames, writes: window.writes };
});

/**
 * The moves of the game kept under "urim", read back by the engine in `page`, once
 * they are `want` or after 30 s. Another tab's write reaches this tab's copy of the
 * storage by a way of its own, which may come after the channel's message that the
 * write was kept: the read waits for the storage event (never for a set time).
 */
const keptMoves = (page, want) => page.evaluate(async (want) => {
  const { default: init, Game } = await import('/pkg/urim-records.js');
  await init();
  const read = () => {
    const text = localStorage.getItem('urim');
    return text === null ? null : Game.fromRecord(JSON.parse(text).record).moves();
  };
  const giveUp = new Promise((resolve) => { setTimeout(resolve, 30_000); });
  while (JSON.stringify(read()) !== JSON.stringify(want)) {
    const write = new Promise((resolve) => { addEventListener('storage', resolve, { once: true }); });
    if ((await Promise.race([write.then(() => 'write'), giveUp])) !== 'write') break;
  }
  return read();
}, want);

/**
 * Plays in `page` until it has had `count` moves resolved or the game is over:
 * each time a move may be made, the first legal pit. A refused move (the other
 * tab's came first) is counted and the tab plays on from the game shown; a busy
 * tab waits for its next move or newgame event. Resolves with the moves played
 * so far as each play() resolved, and the refusals' messages.
 */
const race = (page, count) => page.evaluate(async (n) => {
  const g = document.querySelector('urim-game');
  const change = () => new Promise((done) => {
    const once = () => { g.removeEventListener('move', once); g.removeEventListener('newgame', once); done(); };
    g.addEventListener('move', once);
    g.addEventListener('newgame', once);
  });
  const resolved = [];
  const refused = [];
  while (resolved.length < n && !g.score.over) {
    const [pit] = g.legalMoves;
    if (pit === undefined) {
      await change();
      continue;
    }
    try {
      await g.play(pit);
      resolved.push(g.moves); // the game as it stood when play() resolved
    } catch (error) {
      refused.push(error.message);
    }
    await new Promise((done) => { setTimeout(done, 0); }); // lets the other tab's answers in
  }
  return { resolved, refused };
}, count);

/** Whether `prefix` starts `moves`. */
const starts = (moves, prefix) => prefix.every((pit, i) => moves[i] === pit);

test('two tabs racing moves: every resolved move is kept, the tabs end equal, no reload loop', async (t) => {
  const { context, a, b } = await twoTabs();
  const [ra, rb] = await Promise.all([race(a, RACE_MOVES), race(b, RACE_MOVES)]);
  // One more move from the first tab, followed by the second: then both are still.
  await a.waitForFunction(() => !document.querySelector('urim-game').busy);
  await b.waitForFunction(() => !document.querySelector('urim-game').busy);
  const [sa, sb] = [await seen(a), await seen(b)];
  assert.deepEqual(sb.moves, sa.moves, 'both tabs show the same game');
  if (!(await a.evaluate(() => document.querySelector('urim-game').score.over))) {
    await a.evaluate(() => { const g = document.querySelector('urim-game'); return g.play(g.legalMoves[0]); });
    await b.waitForFunction((n) => document.querySelector('urim-game').moves.length === n, sa.moves.length + 1);
  }
  const [ea, eb] = [await seen(a), await seen(b)];
  const kept = await keptMoves(a, ea.moves);
  assert.deepEqual(eb.moves, ea.moves, 'both tabs end at the same game');
  assert.equal(eb.position, ea.position);
  assert.deepEqual(kept, ea.moves, 'the kept game is the one shown');
  for (const moves of [...ra.resolved, ...rb.resolved]) assert.ok(starts(kept, moves), `a resolved move is kept: ${moves} in ${kept}`);
  assert.ok(ra.resolved.length > 0 && rb.resolved.length > 0, `both tabs played (${ra.resolved.length}, ${rb.resolved.length})`);
  for (const message of [...ra.refused, ...rb.refused]) assert.equal(message, pt.tabMovedOn);
  // Each change of the other tab is followed at most once, and each kept change is written once.
  const played = kept.length;
  t.diagnostic(`moves resolved ${ra.resolved.length} + ${rb.resolved.length}, refused ${ra.refused.length} + ${rb.refused.length}, `
    + `kept ${played}; newgame "tab" ${ea.tabGames} + ${eb.tabGames}; setItem ${ea.writes} + ${eb.writes}`);
  assert.ok(ea.tabGames <= rb.resolved.length, `tab A followed ${ea.tabGames} times, B played ${rb.resolved.length}`);
  assert.ok(eb.tabGames <= ra.resolved.length + 1, `tab B followed ${eb.tabGames} times, A played ${ra.resolved.length + 1}`);
  assert.ok(ea.writes + eb.writes <= played + 2, `${ea.writes + eb.writes} writes for ${played} moves`);
  assert.deepEqual([...a.errors, ...b.errors], []);
  await context.close();
});

/**
 * Tab `first` plays `firstPit` and tab `second` plays `secondPit` at the same
 * instant: `first` says "now" to `second` on a channel of the test's own and plays
 * at once; `second` plays as the word arrives, before it can have heard of the
 * other move. Resolves with each tab's outcome (the move report's pit, or the refusal).
 */
async function sameInstant(first, firstPit, second, secondPit) {
  const armed = second.evaluate((pit) => new Promise((done) => {
    const channel = new BroadcastChannel('test-now');
    channel.onmessage = () => {
      channel.close();
      document.querySelector('urim-game').play(pit).then(() => done('played'), (e) => done(e.message));
    };
    window.armed = true;
  }), secondPit);
  await second.waitForFunction(() => window.armed);
  const played = first.evaluate((pit) => {
    new BroadcastChannel('test-now').postMessage('now');
    return document.querySelector('urim-game').play(pit).then(() => 'played', (e) => e.message);
  }, firstPit);
  return Promise.all([played, armed]);
}

for (const [who, order] of [['the tab that keeps the game first', 'ab'], ['the other tab first', 'ba']]) {
  test(`two tabs move at the same instant (${who}): one move is played, the other refused with the reason`, async () => {
    const { context, a, b } = await twoTabs();
    // A first move in tab A makes it the writer (the tab that holds the key's lock); B follows it.
    await a.evaluate(() => document.querySelector('urim-game').play('A'));
    await b.waitForFunction(() => document.querySelector('urim-game').moves.length === 1);
    const [first, second] = order === 'ab' ? [a, b] : [b, a];
    const outcomes = await sameInstant(first, 'c', second, 'd');
    assert.equal(outcomes.filter((o) => o === 'played').length, 1, `exactly one is played: ${outcomes}`);
    assert.deepEqual(outcomes.filter((o) => o !== 'played'), [pt.tabMovedOn], 'the other is refused with the reason, in Portuguese');
    const pit = outcomes[0] === 'played' ? 8 : 9; // c or d
    for (const page of [a, b]) await page.waitForFunction(() => document.querySelector('urim-game').moves.length === 2);
    assert.deepEqual((await seen(a)).moves, [0, pit]);
    assert.deepEqual((await seen(b)).moves, [0, pit]);
    assert.deepEqual(await keptMoves(a, [0, pit]), [0, pit], 'the move played is kept, the other is not');
    const loser = outcomes[0] === 'played' ? second : first;
    const notice = await loser.evaluate(() => document.querySelector('urim-game').shadowRoot.querySelector('.notice').textContent);
    assert.equal(notice, pt.tabMovedOn, 'the tab refused says why');
    assert.equal((await seen(loser)).tabGames, loser === b ? 2 : 1, 'and follows the other move once');
    assert.deepEqual([...a.errors, ...b.errors], []);
    await context.close();
  });
}

/** Plays the first legal pit in `page`, and waits until each of `others` shows the same game. */
async function playFollowed(page, others) {
  const moves = await page.evaluate(async () => {
    const g = document.querySelector('urim-game');
    await g.play(g.legalMoves[0]);
    return g.moves;
  });
  for (const other of others) await other.waitForFunction((n) => document.querySelector('urim-game').moves.length === n, moves.length);
  for (const other of others) assert.deepEqual((await seen(other)).moves, moves);
  return moves;
}

test('the tab that keeps the game closes: another takes over, and the tabs left still share one game', async () => {
  const { context, a, b } = await twoTabs();
  const c = await openIn(context);
  await playFollowed(a, [b, c]);
  await a.close(); // the writer
  await playFollowed(b, [c]);
  await playFollowed(c, [b]);
  const moves = await playFollowed(b, [c]);
  assert.deepEqual(await keptMoves(b, moves), moves, 'every move is kept');
  assert.equal((await seen(c)).tabGames, 3, 'the third tab followed each of the others\' moves once');
  assert.deepEqual([...b.errors, ...c.errors], []);
  await context.close();
});

test('without Web Locks (a page over plain http): the tabs follow each other\'s moves once each, and keep them all', async () => {
  const context = await env.browser.newContext({ reducedMotion: 'reduce' });
  await context.addInitScript(counters);
  await context.addInitScript(() => { Object.defineProperty(Navigator.prototype, 'locks', { get: () => undefined }); });
  const a = await openIn(context);
  const b = await openIn(context);
  assert.equal(await a.evaluate(() => navigator.locks), undefined, 'no Web Locks here');
  let moves = [];
  for (let i = 0; i < 5; i += 1) {
    await playFollowed(a, [b]);
    moves = await playFollowed(b, [a]);
  }
  assert.deepEqual(await keptMoves(a, moves), moves, 'every move is kept');
  const [sa, sb] = [await seen(a), await seen(b)];
  assert.equal(sa.tabGames, 5, 'the first tab followed each of the second\'s moves once');
  assert.equal(sb.tabGames, 5);
  assert.ok(sa.writes + sb.writes <= moves.length + 2, `${sa.writes + sb.writes} writes for ${moves.length} moves`);
  assert.deepEqual([...a.errors, ...b.errors], []);
  await context.close();
});

test('a move made at once after a new game, in a tab that is not the keeper, is played and kept', async () => {
  const { context, a, b } = await twoTabs();
  const outcome = await b.evaluate(async () => {
    const g = document.querySelector('urim-game');
    const fresh = new Promise((done) => { g.addEventListener('newgame', done, { once: true }); });
    const holes = /** @type {HTMLSelectElement} */ (g.shadowRoot.querySelector('[part=holes]'));
    holes.value = '7-3'; // as the visitor picks the 7-pit board...
    holes.dispatchEvent(new Event('change', { bubbles: true }));
    await fresh;
    // ...and sows G before the keeper tab answered that the new game was kept.
    return g.play(6).then(() => 'played', (e) => e.message);
  });
  assert.equal(outcome, 'played');
  const moves = (await seen(b)).moves;
  assert.equal(moves.length, 1);
  assert.deepEqual(await keptMoves(a, moves), moves, 'the move is kept');
  await a.waitForFunction(() => document.querySelector('urim-game').moves.length === 1);
  assert.deepEqual([...a.errors, ...b.errors], []);
  await context.close();
});

/**
 * Test hooks, before any script of the page: the messages on the game's channel
 * that reach this tab (window.held.channel) and its storage events
 * (window.held.storage) are held while asked, and come in order on
 * window.releaseHeld(): a tab busy, or a message still on its way, at the step
 * the test chooses.
 */
function holds() {
  const held = { channel: false, storage: false, queue: /** @type {(() => void)[]} */ ([]) };
  window.held = held;
  const Channel = BroadcastChannel;
  window.BroadcastChannel = class extends Channel {
    set onmessage(hear) {
      const game = this.name.startsWith('urim-game persist:');
      super.onmessage = hear && ((e) => (game && held.channel ? held.queue.push(() => hear.call(this, e)) : hear.call(this, e)));
    }
    get onmessage() { return super.onmessage; }
  };
  const add = window.addEventListener.bind(window);
  window.addEventListener = (type, hear, options) =>
    add(type, type === 'storage' ? (e) => (held.storage ? held.queue.push(() => hear(e)) : hear(e)) : hear, options);
  window.releaseHeld = () => {
    held.channel = false;
    held.storage = false;
    for (const hear of held.queue.splice(0)) hear();
  };
}

/** A context with `count` tabs of the demo page, the hooks in each. */
async function tabsWithHolds(count) {
  const context = await env.browser.newContext({ reducedMotion: 'reduce' });
  await context.addInitScript(counters);
  await context.addInitScript(holds);
  const pages = [];
  for (let i = 0; i < count; i += 1) pages.push(await openIn(context));
  return { context, pages };
}

/** The key's lock as `page` sees it: how many tabs hold it (0 or 1) and how many wait for it. */
const lockQueue = (page) => page.evaluate(async () => {
  const { held, pending } = await navigator.locks.query();
  const ours = (l) => l.name === 'urim-game persist:urim';
  return { held: held.filter(ours).length, pending: pending.filter(ours).length };
});

/** Waits until the key's lock, seen from `page`, is held by one tab and `pending` more wait for it. */
async function lockWaits(page, pending) {
  for (;;) {
    const queue = await lockQueue(page);
    if (queue.held === 1 && queue.pending === pending) return;
    await page.evaluate(() => new Promise((done) => { requestAnimationFrame(done); }));
  }
}

/** Starts a move of the first legal pit in `page`; window.outcome resolves with 'played' or the refusal. */
const startMove = (page) => page.evaluate(() => {
  const g = document.querySelector('urim-game');
  window.outcome = g.play(g.legalMoves[0]).then(() => 'played', (e) => e.message);
});

test('the writer keeps another tab\'s move and closes before its answer arrives: play() resolves, the move kept and shown', async () => {
  const { context, pages: [a, b] } = await tabsWithHolds(2);
  await a.evaluate(() => document.querySelector('urim-game').play('A')); // tab A keeps the game from now on
  await b.waitForFunction(() => document.querySelector('urim-game').moves.length === 1);
  await lockWaits(a, 1); // B waits for the lock
  // Step 1: B moves; A keeps the move, and its answer is on its way to B (held).
  await b.evaluate(() => { window.held.channel = true; });
  await startMove(b);
  await b.waitForFunction(() => JSON.parse(localStorage.getItem('urim') ?? '{}').n === 2);
  // Step 2: A closes; B takes the lock before the answer reaches it.
  await a.close();
  assert.equal(await b.evaluate(() => window.outcome), 'played', 'play() resolves: the move was kept');
  await b.evaluate(() => window.releaseHeld());
  const shown = await seen(b);
  assert.equal(shown.moves.length, 2, 'the move is shown');
  assert.equal(shown.tabGames, 1, 'and not followed back as another tab\'s');
  assert.deepEqual(await keptMoves(b, shown.moves), shown.moves, 'and kept');
  const moves = await playFollowed(b, []);
  assert.equal(moves.length, 3, 'the tab plays on');
  assert.deepEqual(b.errors, []);
  await context.close();
});

test('the writer closes as a third tab joins: that tab shows the latest at once, and its next move is played', async () => {
  const { context, pages: [a, b, c] } = await tabsWithHolds(3);
  await c.evaluate(() => { window.held.storage = true; }); // C hears of nothing yet
  await a.evaluate(() => document.querySelector('urim-game').play('A')); // tab A keeps the game
  await b.waitForFunction(() => document.querySelector('urim-game').moves.length === 1);
  await lockWaits(a, 1); // B waits for the lock
  // Step 1: A, closing, answers no one; C hears of A's move and joins.
  await a.evaluate(() => { window.held.channel = true; });
  await c.evaluate(() => window.releaseHeld());
  await lockWaits(a, 2); // C waits for the lock too
  // Step 2: A closes; B takes the lock.
  await a.close();
  await lockWaits(b, 1);
  // Step 3: C moves.
  await startMove(c);
  assert.equal(await c.evaluate(() => window.outcome), 'played', 'C was not left a move behind: its move is played');
  const moves = (await seen(c)).moves;
  assert.equal(moves.length, 2);
  await b.waitForFunction((n) => document.querySelector('urim-game').moves.length === n, moves.length);
  assert.deepEqual((await seen(b)).moves, moves);
  assert.deepEqual(await keptMoves(c, moves), moves, 'both moves are kept');
  assert.deepEqual([...b.errors, ...c.errors], []);
  await context.close();
});
