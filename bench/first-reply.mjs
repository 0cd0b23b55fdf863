// The computer's first reply at Expert on a fresh page, in headless Chromium: the
// time from the visitor's first move (its `move` event) to the computer's (its
// `move` event), with moves shown at once (speed="0": no sowing animation, no
// pause before the reply), on a page whose worker has no endgame tables yet. The
// visitor moves as soon as the element is ready, while the tables may still be
// building. Used by `npm run bench` (bench/bench.mjs).
//   node bench/first-reply.mjs      prints the figures (run `npm run build` first)
import { fileURLToPath } from 'node:url';
import { openBrowser } from '../tests/browser/browser.mjs';

/** The page measured: one <urim-game> against Expert, moves shown at once. */
const PAGE = {
  path: '/bench-expert.html',
  html: '<!doctype html><html lang="en"><title>Urim</title><script type="module" src="/pkg/urim-elements.js"></script>'
    + '<urim-game opponent="5" speed="0"></urim-game>',
};

/** The time the first reply should take at most (ms): Expert's own second of thinking, and a half. */
export const FIRST_REPLY_BUDGET_MS = 1500;

/** The visitor's first move (South's pit C). */
const FIRST_MOVE = 'C';

/**
 * Loads the page once in a fresh context (no cache, no service worker, so no
 * tables) and resolves with { ms, tablesDone }: ms from the visitor's move to the
 * computer's, and whether the worker had reported the tables built by then.
 */
export async function firstReply(env) {
  const context = await env.browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.route(`${env.base}${PAGE.path}`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: PAGE.html }));
    await page.goto(`${env.base}${PAGE.path}`);
    await page.waitForFunction(() => document.querySelector('urim-game')?.busy === false); // ready
    return await page.evaluate(async (move) => {
      const game = document.querySelector('urim-game');
      // Resolves on the worker's first word that the tables are built (the element asked for them as the game began).
      let tablesDone = false;
      game.computer?.worker().then((engine) => engine.buildTables(6)).then(() => { tablesDone = true; }, () => {});
      const times = {};
      const reply = new Promise((done) => {
        game.addEventListener('move', (e) => {
          times[e.detail.by] ??= performance.now();
          if (e.detail.by === 'computer') done();
        });
      });
      game.play(move);
      await reply;
      return { ms: times.computer - times.visitor, tablesDone };
    }, FIRST_MOVE);
  } finally {
    await context.close();
  }
}

/** The median and every time of `runs` first replies, each on a fresh page. */
export async function measureFirstReply(runs = 7) {
  const env = await openBrowser();
  try {
    const replies = [];
    for (let i = 0; i < runs; i += 1) replies.push(await firstReply(env));
    const times = replies.map((r) => r.ms).sort((a, b) => a - b);
    return { median: times[Math.floor(times.length / 2)], times, tablesDone: replies.filter((r) => r.tablesDone).length };
  } finally {
    await env.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const r = await measureFirstReply();
  console.log(`first Expert reply: ${r.median.toFixed(0)} ms median (budget ${FIRST_REPLY_BUDGET_MS} ms; runs ${r.times.map((t) => t.toFixed(0)).join(', ')}); `
    + `tables built before the reply in ${r.tablesDone} of ${r.times.length} runs`);
}
