// The engine's Web Worker in headless Chromium, through urim-engine.js as a page
// would use it. Run `npm run build` first (it copies the package to www/pkg/).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openBrowser, pageWith } from './browser.mjs';

let env;
let page;

before(async () => {
  env = await openBrowser();
  // The engine is created at once, before its module can have loaded: the first
  // messages must be queued, not lost.
  page = await pageWith(env, '/worker-test.html', `<!doctype html><meta charset="utf-8">
    <script type="module">
      import init, { Game, newGame } from './pkg/urim-search.js'; // the engine module, on the page, to compare with
      import { Engine } from './pkg/urim-engine.js';
      window.engine = new Engine();
      window.early = window.engine.search('[Variant "Urim 2x6, 3 seeds"]\\n\\n1. C d *', { level: 2, nodes: 2000, seed: 1 });
      await init();
      window.newGame = newGame;
      window.Game = Game;
      window.loaded = true;
    </script>`);
  await page.waitForFunction(() => window.loaded === true);
});

after(async () => {
  await env?.close();
});

test('messages sent before the module is ready are queued and answered', async () => {
  const best = await page.evaluate(() => window.early);
  assert.equal(best.type, 'bestmove');
  assert.equal(best.stopped, false);
  const legal = await page.evaluate(() => {
    const g = window.newGame(6);
    g.play(2);
    g.play(9);
    return g.legalMoves();
  });
  assert.ok(legal.includes(best.pit), `${best.pit} is legal after C d`);
});

test('a search reports each finished depth and answers with a legal move', async () => {
  const { best, infos, legal } = await page.evaluate(async () => {
    const g = window.newGame(7);
    const infos = [];
    const best = await window.engine.search(g, { level: 3, nodes: 50_000, seed: 2 }, (i) => infos.push(i));
    return { best, infos, legal: g.legalMoves() };
  });
  assert.ok(legal.includes(best.pit));
  assert.ok(infos.length >= 2, `${infos.length} info messages`);
  const depths = infos.map((i) => i.depth);
  assert.deepEqual(depths, [...depths].sort((a, b) => a - b), 'depths grow');
  assert.equal(best.depth, depths.at(-1));
  for (const info of infos) assert.equal(info.pv[0], info.pit);
});

test('equal node budgets and seeds give equal answers in the worker and on the page', async () => {
  const [inWorker, onPage] = await page.evaluate(async () => {
    const g = window.newGame(6);
    g.play(4);
    const options = { level: 4, nodes: 30_000, seed: 7 };
    // Both with the tables: bestMove builds the page's; the worker's are built ahead,
    // as a search never waits for them.
    await window.engine.buildTables(6);
    const w = await window.engine.search(g, options);
    return [w, g.bestMove(options)];
  });
  for (const key of ['pit', 'score', 'depth', 'nodes', 'pv', 'exact']) {
    assert.deepEqual(inWorker[key], onPage[key], key);
  }
});

test('stop ends a long search with the best move so far, and the page keeps running meanwhile', async () => {
  const result = await page.evaluate(async () => {
    const g = window.newGame(6);
    const infos = [];
    const pending = window.engine.search(g, { level: 5, timeMs: 60_000 }, (i) => infos.push(i));
    // The page's own timers keep firing while the worker thinks; after twenty of
    // them (and at least one finished depth) the page asks the engine to stop.
    let ticks = 0;
    const tick = () => {
      ticks += 1;
      if (ticks >= 20 && infos.length > 0) window.engine.stop();
      else setTimeout(tick, 5);
    };
    tick();
    const best = await pending;
    return { best, ticks, infos: infos.length, legal: g.legalMoves() };
  });
  assert.equal(result.best.stopped, true);
  assert.ok(result.legal.includes(result.best.pit));
  assert.ok(result.infos >= 1);
  assert.ok(result.ticks >= 20, `the page ran ${result.ticks} timer ticks during the search`);
});

test('a new search stops the one running, which still answers', async () => {
  const [first, second] = await page.evaluate(async () => {
    const g = window.newGame(6);
    const first = window.engine.search(g, { level: 5, timeMs: 60_000 });
    const second = window.engine.search(g, { level: 1, seed: 3 });
    return Promise.all([first, second]);
  });
  assert.equal(first.stopped, true);
  assert.equal(second.stopped, false);
});

test('bad search options are refused with a clear message and the worker goes on', async () => {
  const outcome = await page.evaluate(async () => {
    const g = window.newGame(6);
    const refused = await window.engine.search(g, { level: 9 }).then(() => 'accepted', (e) => e.message);
    const unknown = await window.engine.search(g, { speed: 'fast' }).then(() => 'accepted', (e) => e.message);
    const badRecord = await window.engine.search('not a record').then(() => 'accepted', (e) => e.message);
    const after = await window.engine.search(g, { level: 1, seed: 1 });
    return { refused, unknown, badRecord, after };
  });
  assert.match(outcome.refused, /level must be a whole number from 1 to 5, got 9/);
  assert.match(outcome.unknown, /unknown search option "speed"/);
  assert.match(outcome.badRecord, /Variant tag is missing/);
  assert.equal(outcome.after.type, 'bestmove');
});

test('the endgame tables can be built ahead, in slices, without blocking the page', async () => {
  const state = await page.evaluate(async () => {
    const progress = [];
    const stop = window.engine.listen((m) => { if (m.type === 'tables') progress.push(m.done); });
    const done = await window.engine.buildTables(6);
    stop();
    return { done, slices: progress.length };
  });
  assert.equal(state.done.done, true);
  assert.equal(state.done.maxSeeds, 12);
  assert.ok(state.slices >= 1);
});

test('a search that comes while the tables are being built goes first, without them; the building goes on after it', async () => {
  const order = await page.evaluate(async () => {
    const { Engine } = await import('./pkg/urim-engine.js');
    const engine = new Engine(); // a worker of its own: no tables yet
    const order = [];
    engine.listen((m) => {
      if (m.type === 'tables') order.push(m.done ? 'tables built' : 'tables');
      else if (m.type === 'info' || m.type === 'bestmove') order.push(m.type);
    });
    const built = engine.buildTables(6);
    // Once the building is under way, an Expert search from a position inside the
    // tables' reach (where they would decide the value).
    await new Promise((done) => { const stop = engine.listen((m) => { if (m.type === 'tables') { stop(); done(); } }); });
    await engine.search(window.Game.fromPosition('2-0-1-1-0-1-0-0-2-0-0-0-14-15-S'), { level: 5, nodes: 20_000, seed: 1 });
    await built;
    engine.terminate();
    return order;
  });
  const answered = order.indexOf('bestmove');
  assert.ok(answered > 0, order.join(', '));
  assert.ok(order.indexOf('info') > order.indexOf('tables') && order.indexOf('info') < answered, 'the search began after the first slice of tables');
  assert.ok(answered < order.indexOf('tables built'), `answered before the tables were built: ${order.join(', ')}`);
  assert.ok(order.slice(answered).includes('tables'), 'the building went on after the search');
  assert.equal(order.filter((o) => o === 'tables built').length, 1);
});

test('an analysis in the worker values every legal move, as the page does', async () => {
  const { inWorker, onPage, legal } = await page.evaluate(async () => {
    const g = window.newGame(6);
    g.play(1);
    const options = { level: 3, nodes: 4_000 };
    const inWorker = await window.engine.analyse(g, options);
    const onPage = g.analyse(options).step(600_000);
    return { inWorker, onPage, legal: g.legalMoves() };
  });
  assert.equal(inWorker.type, 'analysis');
  assert.equal(inWorker.stopped, false);
  assert.deepEqual(inWorker.moves.map((m) => m.pit), legal);
  for (const key of ['moves', 'best', 'exact']) assert.deepEqual(inWorker[key], onPage[key], key);
});

test('at the default level an analysis uses the endgame tables: exact values, ties ringed', async () => {
  const answer = await page.evaluate(() => {
    // Seven seeds on the board, South to move: A, C and D each win by 6, F by 2.
    const g = window.Game.fromPosition('2-0-1-1-0-1-0-0-2-0-0-0-14-15-S');
    return window.engine.analyse(g);
  });
  assert.equal(answer.exact, true);
  assert.deepEqual(answer.moves.map((m) => [m.letter, m.value, m.exact]), [['A', 6, true], ['C', 6, true], ['D', 6, true], ['F', 2, true]]);
  assert.deepEqual(answer.best, [0, 2, 3]);
});

test('stop, or a new job, ends an analysis early with what it has, and the page keeps running', async () => {
  const result = await page.evaluate(async () => {
    const g = window.newGame(6);
    const pending = window.engine.analyse(g, { level: 5, nodes: 100_000_000 });
    let ticks = 0;
    await new Promise((done) => {
      const tick = () => {
        ticks += 1;
        if (ticks >= 20) done();
        else setTimeout(tick, 5);
      };
      tick();
    });
    window.engine.stop();
    const stopped = await pending;
    const second = window.engine.analyse(g, { level: 5, nodes: 100_000_000 });
    const search = await window.engine.search(g, { level: 1, seed: 2 });
    return { stopped, ticks, replaced: await second, search };
  });
  for (const answer of [result.stopped, result.replaced]) {
    assert.equal(answer.type, 'analysis');
    assert.equal(answer.stopped, true);
    assert.ok(answer.moves.length < 6, `${answer.moves.length} moves valued`);
  }
  assert.equal(result.search.type, 'bestmove');
  assert.ok(result.ticks >= 20, `the page ran ${result.ticks} timer ticks during the analysis`);
});

test('bad analysis options are refused with a clear message and the worker goes on', async () => {
  const outcome = await page.evaluate(async () => {
    const g = window.newGame(7);
    const low = await window.engine.analyse(g, { level: 2 }).then(() => 'accepted', (e) => e.message);
    const timed = await window.engine.analyse(g, { timeMs: 50 }).then(() => 'accepted', (e) => e.message);
    const after = await window.engine.analyse(g, { level: 3, nodes: 500 });
    return { low, timed, after };
  });
  assert.match(outcome.low, /analyse option level must be a whole number from 3 to 5, got 2/);
  assert.match(outcome.timed, /analyse option timeMs is not taken/);
  assert.equal(outcome.after.moves.length, 7);
});

test('no page errors', () => {
  assert.deepEqual(page.errors, []);
});
