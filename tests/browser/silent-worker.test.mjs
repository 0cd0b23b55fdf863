// A worker that is alive but silent, in headless Chromium: the engine's heartbeat
// (engine/urim-heartbeat.js) finds it while a search waits on it, and it is
// replaced as a dead one is: the computer's reply comes, with the notice. The
// worker is made silent mid-search from outside, as a visitor's browser could
// leave it: paused through the DevTools protocol (Debugger.pause), or hung in an
// endless loop; hung a second time, the engine moves to the page, with that
// notice. The silence is measured in real time, which Playwright's fake clock does
// not change (checked first: a new File's time stamp; the clock fakes events'
// ones), and a healthy worker thinking while the page's clock jumps by minutes is
// never called silent. Each silent worker takes about the silence limit
// (SILENT_MS) of real time to be found: the tests wait on the reply itself, with
// no fixed sleep. Run `npm run build` first.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserForTests, playUntilSearching, speaking } from './browser.mjs';
import { wordsOf } from './words.mjs';

const env = browserForTests();
const en = await wordsOf('en');

/** The worker's script, as its address ends. */
const WORKER_SCRIPT = '/pkg/urim-worker.js';
/** How far the tests jump the page's fake clock (ms). */
const JUMP_MS = 10 * 60_000;

/**
 * A page with one `<urim-game id="g0" opponent="5" speed="0">` in a browser
 * context of its own; `page.started` lists the workers as they start. Resolves
 * once the game is ready and speaks English, with window.reply: the game's move
 * count once the computer has moved.
 */
async function gamePage() {
  const context = await env().browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  page.started = [];
  page.on('worker', (w) => page.started.push(w));
  const html = '<!doctype html><html lang="en"><title>Urim</title><script type="module" src="/pkg/urim-elements.js"></script>'
    + '<urim-game id="g0" opponent="5" speed="0"></urim-game>';
  await page.route(`${env().base}/game.html`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
  await page.goto(`${env().base}/game.html`);
  await page.waitForFunction(() => document.getElementById('g0')?.busy === false);
  await speaking(page, 'en');
  page.close = ((close) => async () => { await close(); await context.close(); })(page.close.bind(page));
  return page;
}

/** The engine workers started so far on `page`. */
const engineWorkers = (page) => page.started.filter((w) => w.url().endsWith(WORKER_SCRIPT) || w.url().startsWith('blob:'));

/** Sets window.reply: resolves with the game's move count once the computer has moved. */
const awaitReply = (page) => page.evaluate(() => {
  const game = document.getElementById('g0');
  window.reply = new Promise((done, fail) => {
    game.addEventListener('move', (e) => { if (e.detail.by === 'computer') done(game.moves.length); });
    game.addEventListener('error', (e) => fail(new Error(e.detail.message)));
  });
});

/** Plays `pit` in g0 and resolves once its search has begun in the worker (its first finished depth heard). */
async function playAndSearch(page, pit) {
  await awaitReply(page);
  await playUntilSearching(page, 'g0', pit);
}

/** The notice of g0, or null when none shows. */
const noticeOf = (page) => page.evaluate(() => {
  const notice = document.getElementById('g0').shadowRoot.querySelector('[part=notice]');
  return notice.hidden ? null : notice.textContent;
});

/**
 * Pauses `page`'s engine worker in the debugger, through the DevTools protocol
 * (attached to the worker from the page's session); resolves once it is paused.
 * The session stays open, so the worker stays paused until it is ended.
 */
async function pauseWorker(page) {
  const cdp = await page.context().newCDPSession(page);
  const attached = new Promise((done) => {
    cdp.on('Target.attachedToTarget', ({ sessionId, targetInfo }) => {
      if (targetInfo.type === 'worker' && targetInfo.url.endsWith(WORKER_SCRIPT)) done(sessionId);
    });
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  const sessionId = await attached;
  let id = 0;
  const paused = new Promise((done) => {
    cdp.on('Target.receivedMessageFromTarget', (event) => {
      if (event.sessionId === sessionId && JSON.parse(event.message).method === 'Debugger.paused') done();
    });
  });
  const send = (method) => cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: ++id, method, params: {} }) });
  await send('Debugger.enable');
  await send('Debugger.pause');
  await paused;
  return cdp;
}

test('the page\'s fake clock does not move the real time the heartbeat measures (a new File\'s time stamp)', async () => {
  const page = await gamePage();
  await page.clock.install();
  const stamp = () => page.evaluate(() => ({ file: new File([], 'x').lastModified, now: performance.now(), date: Date.now() }));
  const before = await stamp();
  await page.clock.runFor(JUMP_MS);
  await page.clock.fastForward(JUMP_MS);
  const after = await stamp();
  assert.ok(after.now - before.now >= 2 * JUMP_MS, 'performance.now jumped with the fake clock');
  assert.ok(after.date - before.date >= 2 * JUMP_MS, 'Date jumped with the fake clock');
  assert.ok(after.file - before.file < JUMP_MS / 10, `a new File's time stamp did not (${after.file - before.file} ms)`);
  assert.ok(after.file >= before.file, 'and it never goes back');
  await page.close();
});

test('a healthy worker thinking while the page\'s clock jumps by minutes is never called silent', async () => {
  const page = await gamePage();
  await page.clock.install();
  await playAndSearch(page, 'C');
  await page.evaluate(() => { window.replied = false; window.reply.then(() => { window.replied = true; }); });
  let jumps = 0;
  while (!(await page.evaluate(() => window.replied))) {
    await page.clock.runFor(JUMP_MS); // the beats run, many at once, with no real time between them
    jumps += 1;
  }
  assert.ok(jumps >= 1);
  assert.equal(await page.evaluate(() => window.reply), 2, 'the computer replied');
  assert.equal(await noticeOf(page), null, 'with no notice');
  assert.equal(engineWorkers(page).length, 1, 'from the first worker');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a worker paused in the debugger mid-search is found silent and replaced: the reply comes, with the notice', async () => {
  const page = await gamePage();
  await playAndSearch(page, 'C');
  const cdp = await pauseWorker(page);
  assert.equal(await page.evaluate(() => window.reply), 2, 'the computer replied');
  assert.equal(await noticeOf(page), en.workerRestarted);
  assert.equal(engineWorkers(page).length, 2, 'a second worker took over');
  assert.equal(await page.evaluate(async () => (await document.getElementById('g0').computer.worker()).fallback), null, 'still in a worker');
  await cdp.detach().catch(() => {});
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a worker hung mid-search is replaced, and a second hung one moves the engine to the page, each with its notice', async () => {
  const page = await gamePage();
  const hang = async (n) => {
    while (engineWorkers(page).length < n) await page.waitForEvent('worker');
    await engineWorkers(page)[n - 1].evaluate(() => { setTimeout(() => { for (;;); }, 0); });
  };
  await playAndSearch(page, 'C');
  await hang(1);
  assert.equal(await page.evaluate(() => window.reply), 2, 'the computer replied');
  assert.equal(await noticeOf(page), en.workerRestarted);
  await playAndSearch(page, 'D');
  await hang(2);
  assert.equal(await page.evaluate(() => window.reply), 4, 'the computer replied again');
  assert.equal(await noticeOf(page), en.workerFailed);
  assert.match(await page.evaluate(async () => (await document.getElementById('g0').computer.worker()).fallback), /stopped answering, twice/);
  assert.deepEqual(page.errors, []);
  await page.close();
});
