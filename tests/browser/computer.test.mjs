// <urim-game>'s computer player in headless Chromium: at Expert, the first reply
// of a fresh page does not wait for the endgame tables (they are built in the
// worker's spare time, and the search goes first); and when the worker cannot
// start (its script answered 404, or a Content-Security-Policy that lets no worker
// start), the game still plays, with the computer thinking on the page in short
// slices, a notice in the element's language, and analysis and hints working.
// No timing limits: the checks are on what happened, and in what order. The slicing
// is checked on the search's own calls on the page (how long each slice was asked
// to last, the page's event loop turning between them), not on how long anything
// took, which is the machine's speed.
// Run `npm run build` first.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openBrowser, speaking } from './browser.mjs';
import { wordsOf } from './words.mjs';

/** A CSP that allows the page's scripts and wasm but no worker (child-src stands in for the missing worker-src). */
const NO_WORKER_CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; child-src 'none'";
/** The longest slice the engine may ask for (ms): urim-jobs.js's SLICE_MS. */
const SLICE_MS = 25;

let env;

before(async () => {
  env = await openBrowser();
});

after(async () => {
  await env?.close();
});

/** The words `key` of language `code`, as the element has them. */
const words = async (page, code, key) => (code === 'en'
  ? (await wordsOf('en'))[key] // en.js and the English that comes with the game's code
  : page.evaluate(async ([c, k]) => (await import(`/pkg/i18n/${c}.js`)).default[k], [code, key]));

/**
 * A fresh context and page with one `<urim-game attributes>` (moves shown at once),
 * served with `csp` if given and, with `noWorkerScript`, the worker's script answered
 * 404. Long tasks and page errors are recorded from the start; resolves once ready.
 */
async function openGame({ attributes, csp = null, noWorkerScript = false, lang = 'en' }) {
  const context = await env.browser.newContext({ serviceWorkers: 'block', viewport: { width: 1000, height: 900 } });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  const html = `<!doctype html><html lang="${lang}"><title>Urim</title><script type="module" src="/pkg/urim-elements.js"></script>`
    + `<urim-game ${attributes} speed="0"></urim-game>`;
  const headers = csp ? { 'Content-Security-Policy': csp } : {};
  await page.route(`${env.base}/computer.html`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', headers, body: html }));
  if (noWorkerScript) await page.route(`${env.base}/pkg/urim-worker.js`, (route) => route.fulfill({ status: 404, body: 'not found' }));
  await page.goto(`${env.base}/computer.html`);
  await page.waitForFunction(() => document.querySelector('urim-game')?.busy === false);
  await speaking(page, lang);
  page.close = ((close) => async () => { await close(); await context.close(); })(page.close.bind(page));
  return page;
}

/**
 * The visitor plays `pit` on a game against a level that uses the endgame tables;
 * resolves once the computer has replied, with: whether the engine had reported
 * its tables built by then (asked for through the engine's buildTables, which
 * resolves on the first 'tables' message saying done); each slice of a search run
 * on the page meanwhile ({ ms: asked for, took: measured, turnsBefore: the page's
 * event-loop turns before it, done: whether the search said it was done after it }); the element's notice; why the
 * engine thinks on the page (null in the worker). The time of the reply is kept as
 * `window.replyAt`, and the time the tables were built, once they are, as the
 * promise `window.tablesBuilt`.
 */
function playAndWait(page, pit) {
  return page.evaluate(async (move) => {
    const game = document.querySelector('urim-game');
    const engine = await game.computer.worker(); // the worker, its front loaded on first use
    let builtAt = null;
    window.tablesBuilt = engine.buildTables(game.holes).then(() => { builtAt = performance.now(); return builtAt; });
    // The page's event loop: a message to itself, sent again each time it comes.
    let turns = 0;
    let replied = false;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      turns += 1;
      if (!replied) channel.port2.postMessage(null);
    };
    // Each slice of a search on the page (the page's own copy of the engine).
    const { Search } = await import('/pkg/urim-search.js');
    const step = Search.prototype.step;
    const slices = [];
    Search.prototype.step = function timed(ms) {
      const start = performance.now();
      const turnsBefore = turns;
      let done = null;
      try {
        const result = step.call(this, ms);
        done = result.done;
        return result;
      } finally {
        slices.push({ ms, took: performance.now() - start, turnsBefore, done });
      }
    };
    const reply = new Promise((done, fail) => {
      game.addEventListener('move', (e) => {
        if (e.detail.by === 'visitor') channel.port2.postMessage(null);
        if (e.detail.by === 'computer') done(performance.now());
      });
      game.addEventListener('error', (e) => fail(new Error(`the element failed: ${e.detail.message}`)));
    });
    game.play(move);
    window.replyAt = await reply;
    replied = true;
    Search.prototype.step = step;
    const notice = game.shadowRoot.querySelector('[part=notice]');
    return {
      builtBeforeReply: builtAt !== null,
      slices,
      notice: notice.hidden ? null : notice.textContent,
      fallback: engine.fallback,
      moves: game.moves.length,
    };
  }, pit);
}

test('at Expert, the first reply of a fresh page does not wait for the endgame tables, which are built after it', async () => {
  const page = await openGame({ attributes: 'opponent="5"' });
  const result = await playAndWait(page, 'C');
  assert.equal(result.moves, 2, 'the computer replied');
  assert.equal(result.fallback, null, 'in the worker');
  assert.equal(result.notice, null);
  assert.equal(result.slices.length, 0, 'the page did not search');
  assert.equal(result.builtBeforeReply, false, 'the reply came before the tables were built');
  const [built, replied] = await page.evaluate(async () => [await window.tablesBuilt, window.replyAt]);
  assert.ok(built > replied, 'and the building went on after it, to the end');
  assert.deepEqual(page.errors, []);
  await page.close();
});

for (const [name, options] of [
  ['its script answers 404', { noWorkerScript: true }],
  ['the page\'s CSP lets no worker start (no worker-src, child-src \'none\')', { csp: NO_WORKER_CSP }],
]) {
  test(`when the worker cannot start (${name}), the computer thinks on the page in short slices, with a notice`, async () => {
    const page = await openGame({ attributes: 'opponent="5"', ...options });
    const result = await playAndWait(page, 'C');
    assert.equal(result.moves, 2, 'the computer replied');
    assert.match(result.fallback, /the engine worker failed/);
    assert.equal(result.notice, await words(page, 'en', 'workerFailed'));
    const { slices } = result;
    // How many slices a search takes is the machine's speed; that the page went on
    // slicing until the search said it was done, and no further, is the code's.
    assert.ok(slices.length >= 1, 'the search ran on the page');
    assert.deepEqual(slices.map((slice) => slice.done), [...slices.slice(1).map(() => false), true], 'sliced until the search was done, then no more');
    assert.ok(slices.every((slice) => slice.ms <= SLICE_MS), `each slice asked for at most ${SLICE_MS} ms: ${slices.map((slice) => slice.ms)}`);
    const turned = slices.filter((slice, i) => i > 0 && slice.turnsBefore > slices[i - 1].turnsBefore).length;
    assert.equal(turned, slices.length - 1, 'the page\'s event loop turned between every two slices');
    // How long each slice took is the machine's speed, not the code's: a loaded machine
    // stretches any task. What the code decides is checked above: each slice's budget,
    // and the page's turn between every two.
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

test('without a worker, analysis and hints work on the page too, and the notice speaks the element\'s language', async () => {
  // 8 seeds on the board, inside the tables: the values are exact once they are built (on the page, in slices).
  const page = await openGame({ attributes: 'opponent="2" analysis position="0-0-1-2-0-1-0-1-1-2-0-0-14-14-S"', noWorkerScript: true, lang: 'pt' });
  // The values themselves, not the cue (…) shown while they are worked out.
  await page.waitForFunction(() => Object.values(document.querySelector('urim-game').view.config.values ?? { x: '…' }).every((label) => label !== '…'));
  const values = await page.evaluate(() => document.querySelector('urim-game').view.config.values);
  assert.ok(Object.keys(values).length > 0);
  for (const label of Object.values(values)) assert.match(label, /^[+−]?\d+$/, 'exact, from the tables built on the page');
  const notice = await page.evaluate(() => document.querySelector('urim-game').shadowRoot.querySelector('[part=notice]').textContent);
  assert.equal(notice, await words(page, 'pt', 'workerFailed'));
  await page.evaluate(() => document.querySelector('urim-game').hint());
  const [mark, legal] = await page.evaluate(() => [document.querySelector('urim-game').view.config.tip, document.querySelector('urim-game').legalMoves]);
  assert.ok(legal.includes(mark), `the hint marks a legal move (${mark})`);
  assert.deepEqual(page.errors, []);
  await page.close();
});
