// Table files that fail, in headless Chromium, each from a server of the test's
// own on another origin than the page's: a table server that takes the requests
// and never answers, and a link whose address names table files of another site.
// The held server: each read is given up after its time (the page sets it short,
// globalThis.urimTablesTimeout: the worker counts it, and nothing races it, as
// nothing ever answers) and tried once more; the analysis and the Hint then come
// from the search, with the notice; once the server answers again, the next
// position asks for the files anew and shows their values. The link: the demo
// page refuses `?tables=` of another origin, names the address in its notice,
// and no request reaches that server; `?tables=` of its own origin is taken.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { openBrowser, pageWith } from './browser.mjs';
import { wordsOf } from './words.mjs';
import { HEADER_BYTES, layerFileName } from '../../www/engine/urim-files.js';
import { buildTables, close, listen, lookup, rangeServer } from './table-server.mjs';

/** The layers built (as table-files.test.mjs does). */
const TOP_SEEDS = 14;
/** Seeds on the board of the position the server's recovery is seen at. */
const POSITION_SEEDS = 16;
/** A position whose three moves all capture into the 13-seed layer (table-files.test.mjs's Hint position). */
const HINT_POSITION = '0-0-0-3-2-1-1-2-3-1-2-0-10-11-S';
/** The layer HINT_POSITION's moves lead into. */
const HINT_LAYER = 13;
/** A read's try while the server is held, in ms: short, as nothing will answer. */
const HELD_TRY_MS = 300;
/** A read's try once the server answers again, in ms: long, as nothing may give up on a slow machine. */
const FREED_TRY_MS = 10 * 60_000;
/** How many tries a read gets (urim-files.js READ_TRIES). */
const TRIES = 2;

const en = await wordsOf('en');
let env;
let tables;
let server;
let origin;
/** Every request the table server got. */
const requests = [];

before(async () => {
  tables = buildTables(TOP_SEEDS);
  server = rangeServer({ tables }, requests);
  origin = await listen(server);
  env = await openBrowser();
});

after(async () => {
  await env?.close();
  await close(server);
  if (tables) rmSync(tables, { recursive: true, force: true });
});

/** The notice of the game, '' when none shows. */
const noticeOf = (page, selector = 'urim-game') => page.evaluate((s) => {
  const notice = document.querySelector(s).shadowRoot.querySelector('[part~=notice]');
  return notice.hidden ? '' : notice.textContent.trim();
}, selector);

/** Resolves once every legal pit of the game shows a value (the analysis came). */
const valuesShown = (page, selector = 'urim-game') => page.waitForFunction((s) => {
  const v = document.querySelector(s)?.view?.config.values;
  return v && Object.keys(v).length > 0 && Object.values(v).every((label) => /\d/.test(label));
}, selector);

test('a table server that never answers: the analysis and the Hint come from the search, with the notice; once it answers, the next position reads it', async () => {
  server.held = true;
  requests.length = 0;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<script>window.urimTablesTimeout = ${HELD_TRY_MS};</script>
<script type="module" src="/pkg/urim-elements.js"></script></head>
<body><urim-game opponent="0" lang="en" analysis nodes="1000" position="${HINT_POSITION}" tables="${origin}/tables/"></urim-game></body></html>`;
  const page = await pageWith(env, '/table-faults-held.html', html, { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  await valuesShown(page);
  await page.waitForFunction(() => !document.querySelector('urim-game').shadowRoot.querySelector('[part~=notice]').hidden);
  assert.equal(await noticeOf(page), en.tablesUnanswered);
  const header = requests.filter((r) => r.path === `/tables/${layerFileName(6, HINT_LAYER)}`);
  assert.ok(header.length >= TRIES, `the layer's header was asked for, then once more: ${JSON.stringify(header)}`);
  assert.ok(header.every((r) => r.range === `bytes=0-${HEADER_BYTES - 1}` && r.status === null), 'never answered');
  // The Hint, as a visitor asks for it: it settles with a move, searched.
  await page.getByRole('button', { name: en.hintButton, exact: true }).click();
  await page.waitForFunction(() => document.querySelector('urim-game').view.config.tip !== null);
  const tip = await page.evaluate(() => document.querySelector('urim-game').view.config.tip);
  assert.ok(await page.evaluate((p) => document.querySelector('urim-game').legalMoves.includes(p), tip), `the hint marks a legal move (${tip})`);
  assert.equal(await noticeOf(page), en.tablesUnanswered, 'the notice stays');
  // The server answers again: the next position asks for its layers anew (a header that did not come is not kept), and shows their values.
  server.held = false;
  await page.evaluate((ms) => { window.urimTablesTimeout = ms; }, FREED_TRY_MS);
  const expected = lookup(tables, ['find', String(POSITION_SEEDS)]);
  const exact = expected.moves.filter((m) => m.exact);
  assert.ok(exact.length > 0, JSON.stringify(expected));
  const asked = requests.length;
  await page.evaluate((p) => document.querySelector('urim-game').setAttribute('position', p), expected.position);
  await page.waitForFunction((want) => {
    const values = document.querySelector('urim-game').view?.config.values ?? {};
    return want.every(([pit, text]) => values[pit] === text);
  }, exact.map((m) => [m.pit, `${m.value > 0 ? '+' : m.value < 0 ? '−' : ''}${Math.abs(m.value)}`]));
  const anew = requests.slice(asked);
  assert.ok(anew.some((r) => r.status === 206 && r.range === `bytes=0-${HEADER_BYTES - 1}`), `new header requests, answered: ${JSON.stringify(anew)}`);
  assert.equal(await noticeOf(page), '', 'no notice once the files answer');
  assert.deepEqual(page.errors, []);
  await page.close();
});

/** The demo page at `query` (service workers blocked), once its game shows the analysis; its requests listed on `page.asked`. */
async function demoPage(query) {
  const context = await env.browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e));
  page.asked = [];
  context.on('request', (r) => page.asked.push(r.url()));
  await page.goto(`${env.base}/index.html?${query}`);
  await page.waitForFunction(() => document.getElementById('game')?.started === true);
  await valuesShown(page, '#game');
  page.close = ((closePage) => async () => { await closePage(); await context.close(); })(page.close.bind(page));
  return page;
}

test('?tables= of another origin is refused, with a notice naming the address; of the page\'s own origin it is taken', async () => {
  const position = encodeURIComponent(HINT_POSITION);
  const elsewhere = `${origin}/tables/`;
  requests.length = 0;
  const page = await demoPage(`lang=en&opponent=0&analysis=1&position=${position}&tables=${encodeURIComponent(elsewhere)}`);
  assert.equal(await page.evaluate(() => document.getElementById('game').getAttribute('tables')), null, 'no tables attribute');
  assert.equal(await noticeOf(page, '#game'), en.tablesRefused.replace('{address}', elsewhere));
  assert.deepEqual(requests, [], 'no request reached the other origin');
  assert.ok(!page.asked.some((url) => url.startsWith(origin)), 'nor was one made');
  assert.deepEqual(page.errors, []);
  await page.close();

  const own = await demoPage(`lang=en&opponent=0&analysis=1&position=${position}&tables=tables-here/`);
  assert.equal(await own.evaluate(() => document.getElementById('game').getAttribute('tables')), 'tables-here/');
  assert.ok(own.asked.includes(`${env.base}/tables-here/${layerFileName(6, HINT_LAYER)}`), 'its layer was asked for, on the page\'s own origin');
  assert.equal(await noticeOf(own, '#game'), '', 'no notice');
  assert.deepEqual(own.errors, []);
  await own.close();
});
