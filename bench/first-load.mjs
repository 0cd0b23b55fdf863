// The first load of a page in headless Chromium: every file it asks for until its
// first element says `ready` (counted as gzip bytes, as a server that compresses
// would send them), the files asked for after that until the network is idle (the
// worker and the engine module, fetched while the page is idle) on their own line,
// and the time from navigation to the first board drawn and playable.
// Used by `npm run bench` (bench/bench.mjs) and, for the bytes, by the page tests.
//   node bench/first-load.mjs      prints the figures for the three pages below
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { openBrowser } from '../tests/browser/browser.mjs';

/** The pages measured: the demo page, and host pages with one element each. */
export const PAGES = {
  'the demo page': { path: '/?lang=en&offline=0' },
  'a page with one <urim-game>': {
    path: '/bench-game.html',
    html: '<!doctype html><html lang="en"><title>Urim</title><script type="module" src="/pkg/urim-elements.js"></script><urim-game></urim-game>',
  },
  'a page with one <urim-board>': {
    path: '/bench-board.html',
    html: '<!doctype html><html lang="en"><title>Urim</title><script type="module" src="/pkg/urim-elements.js"></script>'
      + '<urim-board position="3-3-3-3-4-0-1-3-2-5-3-3-0-3-S" move="E" steps></urim-board>',
  },
};

/**
 * Loads `page` once in a fresh context (no cache, no service worker) and resolves
 * with { files: [{ url, bytes, gzip }], gzip, later, laterGzip, ms }: `files` were
 * asked for before the first element's `ready`, `later` after it (until the network
 * is idle); ms is the time from navigation to that `ready`.
 */
export async function firstLoad(env, { path, html = null }) {
  const context = await env.browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const files = [];
  const bodies = [];
  page.on('response', (response) => {
    // When the request was sent, in ms since 1970, as Date.now() in the page counts.
    const asked = response.request().timing().startTime;
    bodies.push(response.body().then((body) => {
      files.push({ url: response.url().replace(env.base, ''), bytes: body.length, gzip: gzipSync(body).length, asked });
    }, () => {}));
  });
  if (html) {
    await page.route(`${env.base}${path}`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
  }
  await page.addInitScript(() => {
    for (const type of ['ready']) {
      document.addEventListener(type, () => {
        globalThis.firstReady ??= performance.now();
        globalThis.firstReadyDate ??= Date.now();
      });
    }
  });
  await page.goto(`${env.base}${path}`);
  const ms = await page.waitForFunction(() => globalThis.firstReady).then((h) => h.jsonValue());
  const readyDate = await page.evaluate(() => globalThis.firstReadyDate);
  await page.waitForLoadState('networkidle');
  await Promise.all(bodies);
  await context.close();
  const first = files.filter((f) => f.asked <= readyDate);
  const later = files.filter((f) => f.asked > readyDate);
  const sum = (list) => list.reduce((total, f) => total + f.gzip, 0);
  return { files: first, gzip: sum(first), later, laterGzip: sum(later), ms };
}

/** The figures for every page of PAGES: gzip bytes of one load, and the median time of `runs` loads. */
export async function measurePages(runs = 7) {
  const env = await openBrowser();
  try {
    const results = {};
    for (const [name, page] of Object.entries(PAGES)) {
      await firstLoad(env, page); // a first run warms the server's file reads
      const loads = [];
      for (let i = 0; i < runs; i += 1) loads.push(await firstLoad(env, page));
      const times = loads.map((l) => l.ms).sort((a, b) => a - b);
      results[name] = { ...loads[0], median: times[Math.floor(times.length / 2)], times };
    }
    return results;
  } finally {
    await env.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = await measurePages();
  for (const [name, r] of Object.entries(results)) {
    console.log(`${name}: ${r.files.length} files, ${r.gzip} bytes gzip; first board ${r.median.toFixed(0)} ms (median; runs ${r.times.map((t) => t.toFixed(0)).join(', ')})`);
    for (const f of r.files.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${f.url} ${f.bytes} raw, ${f.gzip} gzip`);
    console.log(`  after ready: ${r.later.length} files, ${r.laterGzip} bytes gzip`);
    for (const f of r.later.sort((a, b) => b.gzip - a.gzip)) console.log(`    ${f.url} ${f.bytes} raw, ${f.gzip} gzip`);
  }
}
