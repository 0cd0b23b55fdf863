// The page's one engine, in headless Chromium: every <urim-game> of a page shares
// one worker (game/page-engine.js). Three games start one worker and ask for the
// endgame tables once; thirty Expert games each get their reply from that one
// worker (or from the page's thread when no worker can start) with no long task
// on the page; a search answers before an analysis asked earlier, which goes on
// after it; a game removed, started again or taking its move back stops its own
// jobs only; a worker
// killed in the middle of a search (closed from inside through the DevTools
// protocol, which the engine does not see coming) is replaced and the reply still
// comes, with the notice, and a second death moves the engine to the page, with its
// notice; so is one terminated from the page's side or crashed by an error thrown
// in it, and after New game the computer still replies; the last game removed ends the worker, as does a frame removed with its
// game, and a frame removed with a game the page moved into it. Workers are
// counted as Playwright sees them start. No time limits: every
// wait is on an event. Run `npm run build` first.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CPU_THROTTLE, browserForTests, playUntilSearching, speaking } from './browser.mjs';
import { wordsOf } from './words.mjs';

const env = browserForTests();
const en = await wordsOf('en');

/** The longest main-thread task allowed while thirty games get their replies (ms of thread time, times CPU_THROTTLE). */
const LONG_TASK_MS = 100;
/** How many games share the page in the crowded test. */
const CROWD = 30;
/** The worker's script, as its address ends. */
const WORKER_SCRIPT = '/pkg/urim-worker.js';

/**
 * A page with `count` games `<urim-game id="g{i}" attributes speed="0">`, in a
 * browser context of its own (with `noWorkerScript`, the worker's script answers 404). Before any script: long tasks are recorded from the
 * start (window.longTasks), and every message posted to a worker is counted by type
 * (window.posted). `page.started` lists the workers as they start. Resolves once
 * every game is ready and speaks English.
 */
async function gamesPage(count, attributes, { noWorkerScript = false } = {}) {
  const context = await env().browser.newContext({ serviceWorkers: 'block', viewport: { width: 1200, height: 900 } });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  page.started = [];
  page.on('worker', (w) => page.started.push(w));
  await page.addInitScript(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longTasks.push({ start: entry.startTime, ms: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    window.posted = {};
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function counted(message, ...rest) {
      const type = message?.type ?? '?';
      window.posted[type] = (window.posted[type] ?? 0) + 1;
      return post.call(this, message, ...rest);
    };
  });
  const games = Array.from({ length: count }, (_, i) => `<urim-game id="g${i}" ${attributes} speed="0"></urim-game>`).join('\n');
  const html = `<!doctype html><html lang="en"><title>Urim</title><style>urim-game{display:inline-block;width:360px}</style>`
    + `<script type="module" src="/pkg/urim-elements.js"></script>${games}`;
  await page.route(`${env().base}/games.html`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
  if (noWorkerScript) await page.route(`${env().base}${WORKER_SCRIPT}`, (route) => route.fulfill({ status: 404, body: 'not found' }));
  await page.goto(`${env().base}/games.html`);
  await page.waitForFunction((n) => {
    const all = [...document.querySelectorAll('urim-game')];
    return all.length === n && all.every((g) => g.busy === false);
  }, count);
  await speaking(page, 'en');
  page.close = ((close) => async () => { await close(); await context.close(); })(page.close.bind(page));
  return page;
}

/** The engine workers started so far on `page`. */
const engineWorkers = (page) => page.started.filter((w) => w.url().endsWith(WORKER_SCRIPT) || w.url().startsWith('blob:'));

/**
 * The `n`th engine worker of `page` (from 1), once Playwright has seen it start:
 * its event may come after the page has made the worker.
 */
async function nthWorker(page, n) {
  while (engineWorkers(page).length < n) await page.waitForEvent('worker');
  return engineWorkers(page)[n - 1];
}

/**
 * Sets up, on the page, a promise per game of the computer's reply: window.replies[i]
 * resolves with the game's move count once the computer has moved in game i.
 */
async function awaitReplies(page) {
  await page.evaluate(() => {
    window.replies = [...document.querySelectorAll('urim-game')].map((game) => new Promise((done, fail) => {
      game.addEventListener('move', (e) => { if (e.detail.by === 'computer') done(game.moves.length); });
      game.addEventListener('error', (e) => fail(new Error(`${game.id}: ${e.detail.message}`)));
    }));
  });
}

/** Clicks where `pit` of game `id` is drawn, as a visitor would. */
async function clickPit(page, id, pit) {
  const canvas = page.locator(`#${id} canvas`);
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  const c = await page.evaluate(([g, p]) => document.getElementById(g).pitCenter(p), [id, pit]);
  await page.mouse.click(box.x + c.x, box.y + c.y);
}

/** The notice of game `id`, or null when none shows. */
const noticeOf = (page, id) => page.evaluate((g) => {
  const notice = document.getElementById(g).shadowRoot.querySelector('[part=notice]');
  return notice.hidden ? null : notice.textContent;
}, id);

test('three games on a page start one worker, and ask it for the endgame tables once', async () => {
  const page = await gamesPage(3, 'opponent="5"');
  await awaitReplies(page);
  await clickPit(page, 'g0', 'C');
  await page.evaluate(() => { document.getElementById('g1').play('D'); document.getElementById('g2').play('A'); });
  const moves = await page.evaluate(() => Promise.all(window.replies));
  assert.deepEqual(moves, [2, 2, 2], 'each game got its reply');
  assert.equal(engineWorkers(page).length, 1, 'one worker for the three');
  const posted = await page.evaluate(() => window.posted);
  assert.equal(posted.tables, 1, 'the tables of the board size asked for once');
  assert.equal(posted.search, 3, 'one search a game');
  assert.deepEqual(page.errors, []);
  await page.close();
});

/**
 * The main-thread tasks of `page`'s renderer in Chromium trace `trace` (the JSON of
 * browser.stopTracing), each with its wall time and its thread time (ms): the
 * time the thread ran, which other programs on a shared machine do not lengthen.
 */
function mainTasks(trace) {
  const events = JSON.parse(trace.toString()).traceEvents;
  const main = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  return events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && main.has(`${e.pid}:${e.tid}`))
    .map((e) => ({ wall: e.dur / 1000, ran: (e.tdur ?? e.dur) / 1000 }));
}

for (const [where, noWorkerScript] of [['from one worker', false], ['from the page\'s thread when no worker can start', true]]) {
  test(`${CROWD} Expert games on a page each get their reply ${where}, with no main-thread task over ${LONG_TASK_MS} ms`, async () => {
    const page = await gamesPage(CROWD, 'opponent="5"', { noWorkerScript });
    await awaitReplies(page);
    const from = await page.evaluate(() => performance.now());
    await env().browser.startTracing(page, { categories: ['disabled-by-default-devtools.timeline'] });
    await clickPit(page, 'g0', 'C'); // the visitor's click in the first game, play() in the others, each in a task of its own
    await page.evaluate(async (n) => {
      for (let i = 1; i < n; i += 1) {
        await new Promise((next) => { setTimeout(next, 0); });
        document.getElementById(`g${i}`).play(['A', 'B', 'C', 'D', 'E', 'F'][i % 6]);
      }
    }, CROWD);
    const moves = await page.evaluate(() => Promise.all(window.replies));
    const tasks = mainTasks(await env().browser.stopTracing());
    assert.deepEqual(moves, Array(CROWD).fill(2), 'every game got its reply');
    if (noWorkerScript) {
      assert.match(await page.evaluate(async () => (await document.getElementById('g0').computer.worker()).fallback), /the engine worker failed/);
      assert.equal(await noticeOf(page, `g${CROWD - 1}`), en.workerFailed, 'every game says so');
    } else assert.equal(engineWorkers(page).length, 1, 'one worker for them all');
    // The page's own long tasks (PerformanceObserver), in wall time, are told; the
    // test holds the thread time of every task to the limit: on a shared machine a
    // task's wall time grows with everything else that runs.
    const long = await page.evaluate((start) => window.longTasks.filter((t) => t.start >= start), from);
    const ran = Math.max(0, ...tasks.map((t) => t.ran));
    console.log(`[page-engine] ${CROWD} replies ${where}: ${long.length} long tasks seen by the page, the longest ${Math.round(Math.max(0, ...long.map((t) => t.ms)))} ms`
      + ` of wall time; ${tasks.length} tasks traced, the longest ${Math.round(Math.max(0, ...tasks.map((t) => t.wall)))} ms of wall time and ${Math.round(ran)} ms of thread time`);
    assert.ok(tasks.length > CROWD, 'the page\'s tasks were traced');
    assert.ok(ran <= LONG_TASK_MS * CPU_THROTTLE, `a main-thread task ran ${Math.round(ran)} ms`);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

test('a search of one game goes before an analysis another game asked for first, which goes on after it', async () => {
  const page = await gamesPage(2, 'opponent="5"');
  const order = await page.evaluate(async () => {
    const [a, b] = document.querySelectorAll('urim-game');
    const { newGame } = await import('/pkg/urim.js'); // the elements' own page module, loaded
    const game = newGame(6);
    const order = [];
    // Game A's analysis at the strongest level (the tables first), then game B's search.
    const analysis = a.computer.analyse(game, { level: 5, nodes: 200_000 }).then((r) => order.push(['analysis', r.stopped]));
    const search = b.computer.search(game, { level: 3, nodes: 2_000 }).then((r) => order.push(['search', r.stopped]));
    await Promise.all([analysis, search]);
    game.free();
    return order;
  });
  assert.deepEqual(order, [['search', false], ['analysis', false]], 'the search answered first, and the analysis was not stopped by it');
  await page.close();
});

for (const [what, action] of [['removing', 'remove'], ['a new game in', 'newGame'], ['undo in', 'undo']]) {
  test(`${what} one game stops its own jobs only: the others still get their replies`, async () => {
    const page = await gamesPage(3, 'opponent="5"');
    await awaitReplies(page);
    const answers = await page.evaluate(async (act) => {
      const games = [...document.querySelectorAll('urim-game')];
      const engine = await games[0].computer.worker();
      const owners = new Map(games.map((g) => [g.computer.owner, g.id]));
      // Each search's owner, by its id, as the engine sends it; and each answer.
      const ownerOf = new Map();
      let asked1;
      const searching = new Promise((done) => { asked1 = done; });
      const search = engine.search.bind(engine);
      engine.search = (game, options, onInfo, owner) => {
        const asked = search(game, options, onInfo, owner);
        ownerOf.set(engine.nextId - 1, owners.get(owner));
        if (owners.get(owner) === 'g1') asked1();
        return asked;
      };
      const answers = [];
      engine.listen((m) => { if (m.type === 'bestmove') answers.push([ownerOf.get(m.id), m.stopped]); });
      for (const [i, pit] of [[0, 'A'], [1, 'B'], [2, 'C']]) games[i].play(pit);
      await searching; // the second game's search is asked of the worker: then the game goes, starts again or takes its move back
      games[1][act]();
      await Promise.all([window.replies[0], window.replies[2]]);
      return { answers, removedMoves: games[1].moves.length };
    }, action);
    const byGame = Object.fromEntries(answers.answers);
    assert.equal(byGame.g1, true, 'the second game\'s search was stopped');
    assert.equal(byGame.g0, false, 'the first game\'s was not');
    assert.equal(byGame.g2, false, 'nor the third\'s');
    assert.equal(answers.removedMoves, action === 'remove' ? 1 : 0, 'the second game got no reply');
    assert.equal(engineWorkers(page).length, 1);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

/**
 * Plays `pit` in game g0 and, once its search has begun in the worker (its first
 * finished depth heard), closes the worker from inside through the DevTools
 * protocol, as a crash would end it: the engine is not told. Resolves with the
 * game's move count after the computer's reply.
 */
async function killMidSearch(page, pit) {
  await playUntilSearching(page, 'g0', pit);
  const [worker] = engineWorkers(page).slice(-1);
  await worker.evaluate(() => { setTimeout(() => self.close(), 0); });
  return page.evaluate(() => window.replies[0]);
}

test('a worker killed in the middle of a search is replaced: the reply comes, with the notice', async () => {
  const page = await gamesPage(1, 'opponent="5"');
  await awaitReplies(page);
  assert.equal(await killMidSearch(page, 'C'), 2, 'the computer replied');
  assert.equal(await noticeOf(page, 'g0'), en.workerRestarted);
  assert.equal(engineWorkers(page).length, 2, 'a second worker took over');
  assert.equal(await page.evaluate(async () => (await document.getElementById('g0').computer.worker()).fallback), null, 'still in a worker');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a worker killed twice moves the engine to the page: the reply comes, with that notice', async () => {
  const page = await gamesPage(1, 'opponent="5"');
  await awaitReplies(page);
  assert.equal(await killMidSearch(page, 'C'), 2);
  await page.evaluate(() => {
    const game = document.getElementById('g0');
    window.replies[0] = new Promise((done) => {
      game.addEventListener('move', (e) => { if (e.detail.by === 'computer') done(game.moves.length); });
    });
  });
  assert.equal(await killMidSearch(page, 'D'), 4, 'the computer replied again');
  assert.equal(await noticeOf(page, 'g0'), en.workerFailed);
  assert.match(await page.evaluate(async () => (await document.getElementById('g0').computer.worker()).fallback), /stopped, twice/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

for (const [how, kill] of [
  ['terminated from the page\'s side', (page) => page.evaluate(async () => (await document.getElementById('g0').computer.worker()).worker.terminate())],
  ['crashed (an error thrown in it)', (page) => engineWorkers(page).at(-1).evaluate(() => { setTimeout(() => { throw new Error('a crash'); }, 0); })],
]) {
  test(`a worker ${how} in the middle of a search is replaced: the reply comes, with the notice, and after New game too`, async () => {
    const page = await gamesPage(1, 'opponent="5"');
    await awaitReplies(page);
    await page.evaluate(async () => {
      const game = document.getElementById('g0');
      const engine = await game.computer.worker();
      window.searching = new Promise((done) => {
        const stop = engine.listen((m) => { if (m.type === 'info') { stop(); done(); } });
      });
      game.play('C');
    });
    await page.evaluate(() => window.searching);
    await kill(page);
    assert.equal(await page.evaluate(() => window.replies[0]), 2, 'the computer replied');
    assert.equal(await noticeOf(page, 'g0'), en.workerRestarted);
    assert.equal(engineWorkers(page).length, 2, 'a second worker took over');
    const moves = await page.evaluate(() => new Promise((done) => {
      const game = document.getElementById('g0');
      game.newGame();
      game.addEventListener('move', (e) => { if (e.detail.by === 'computer') done(game.moves.length); });
      game.play('D');
    }));
    assert.equal(moves, 2, 'after New game, the computer replies');
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

test('the last game removed ends the worker; a game added later starts a new one', async () => {
  const page = await gamesPage(1, 'opponent="5"'); // an Expert game starts the worker to build the tables
  await page.waitForFunction(() => document.getElementById('g0').computer !== null);
  const worker = await nthWorker(page, 1);
  const closed = new Promise((done) => { worker.once('close', done); });
  await page.evaluate(() => document.getElementById('g0').remove());
  await closed;
  await page.evaluate(() => {
    const game = document.createElement('urim-game');
    game.id = 'again';
    game.setAttribute('opponent', '5');
    document.body.append(game);
  });
  await page.waitForFunction(() => document.getElementById('again').busy === false);
  await page.evaluate(() => new Promise((done) => {
    const game = document.getElementById('again');
    game.addEventListener('move', (e) => { if (e.detail.by === 'computer') done(); });
    game.play('C');
  }));
  await nthWorker(page, 2); // a new worker for the new game
  assert.equal(engineWorkers(page).length, 2);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a game in a frame that is removed: its worker ends with the frame', async () => {
  const context = await env().browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  page.started = [];
  page.on('worker', (w) => page.started.push(w));
  const inner = '<!doctype html><html lang="en"><title>Game</title><script type="module" src="/pkg/urim-elements.js"></script><urim-game opponent="5"></urim-game>';
  await page.route(`${env().base}/inner.html`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: inner }));
  await page.route(`${env().base}/outer.html`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8',
    body: '<!doctype html><html lang="en"><title>Host</title><iframe src="/inner.html" width="600" height="500"></iframe>' }));
  await page.goto(`${env().base}/outer.html`);
  const frame = page.frames().find((f) => f.url().endsWith('/inner.html'));
  await frame.waitForFunction(() => document.querySelector('urim-game')?.busy === false);
  const worker = await nthWorker(page, 1); // the frame's game started its worker
  const closed = new Promise((done) => { worker.once('close', done); });
  await page.evaluate(() => document.querySelector('iframe').remove());
  await closed;
  await context.close();
});

test('a game moved into a frame that is removed: its worker ends with the frame', async () => {
  // The game is made on the page (the page's engine serves it), plays, then moves
  // into a frame of the page; the frame goes, and with it the document the game was
  // in: no disconnect is told to the element, and the page itself stays.
  const page = await gamesPage(1, 'opponent="5"');
  await page.route(`${env().base}/empty.html`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>Frame</title><body></body>' }));
  await page.evaluate(() => new Promise((done) => {
    const frame = document.createElement('iframe');
    frame.src = '/empty.html';
    frame.onload = done;
    document.body.append(frame);
  }));
  await awaitReplies(page);
  await page.evaluate(() => document.getElementById('g0').play('C'));
  assert.equal(await page.evaluate(() => window.replies[0]), 2, 'the computer replied on the page');
  const worker = await nthWorker(page, 1);
  const closed = new Promise((done) => { worker.once('close', done); });
  await page.evaluate(() => document.querySelector('iframe').contentDocument.body.append(document.getElementById('g0')));
  await page.evaluate(() => document.querySelector('iframe').remove());
  await closed;
  assert.equal(engineWorkers(page).length, 1);
  assert.deepEqual(page.errors, []);
  await page.close();
});
