// Table files whose body cannot be trusted, in headless Chromium, each from a
// server of the test's own on another origin than the page's. The layer the
// three moves of the position lead into (13 seeds) is served zero-filled (its
// header and table of checksums kept: a header check alone passes it, and it
// says "+14, exact" for moves the files value −12, −12 and −8), with one bit
// flipped in a block the reader reads (found from a good run's requests), or
// with a header of format 1. Each time the worker's reader refuses the layer
// (nothing of it used), the game says so in its notice (damaged, or of a format
// it does not read), the analysis values every move from the search (none "from
// the table files"), and the Hint still marks a legal move.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { openBrowser, pageWith } from './browser.mjs';
import { wordsOf } from './words.mjs';
import { HEADER_BYTES, layerFileName } from '../../www/engine/urim-files.js';
import { alteredCopy, buildTables, close, listen, lookup, rangeServer, setFormat } from './table-server.mjs';

/** The layers built (as table-files.test.mjs does). */
const TOP_SEEDS = 14;
/** A position whose three moves all capture into the 13-seed layer (table-files.test.mjs's Hint position). */
const HINT_POSITION = '0-0-0-3-2-1-1-2-3-1-2-0-10-11-S';
/** The layer HINT_POSITION's moves lead into. */
const HINT_LAYER = 13;
/** The Hint's search budget (table-files.test.mjs's). */
const HINT_NODES = 1000;
/** A format the game does not read: the one before block checksums. */
const OLD_FORMAT = 1;

const en = await wordsOf('en');
let env;
let tables;
/** The folders served, by name (a test adds its own). */
const dirs = {};
let server;
let origin;
/** Every request the table server got. */
const requests = [];
/** The files' values of the position's moves, from the native reader. */
let moves;

before(async () => {
  tables = buildTables(TOP_SEEDS);
  dirs.tables = tables;
  moves = lookup(tables, [HINT_POSITION]).moves;
  server = rangeServer(dirs, requests);
  origin = await listen(server);
  env = await openBrowser();
});

after(async () => {
  await env?.close();
  await close(server);
  for (const dir of Object.values(dirs)) rmSync(dir, { recursive: true, force: true });
});

/** The notice of the game, '' when none shows. */
const noticeOf = (page) =>
  page.evaluate(() => {
    const notice = document.querySelector('urim-game').shadowRoot.querySelector('[part~=notice]');
    return notice.hidden ? '' : notice.textContent.trim();
  });

/**
 * A page with a two-player <urim-game> at the position, analysis on, its Hint
 * HINT_NODES nodes, the table files of folder `name`; resolves once every legal
 * pit shows its value (the analysis came, with its notice if any).
 * @param {string} name
 */
async function analysed(name) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<script type="module" src="/pkg/urim-elements.js"></script></head>
<body><urim-game opponent="0" lang="en" analysis nodes="${HINT_NODES}" position="${HINT_POSITION}" tables="${origin}/${name}/"></urim-game></body></html>`;
  const page = await pageWith(env, `/table-damaged-${name}.html`, html, { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  await page.waitForFunction(() => {
    const v = document.querySelector('urim-game')?.view?.config.values;
    return v && Object.keys(v).length > 0 && Object.values(v).every((label) => /\d/.test(label));
  });
  return page;
}

/** The words under the board with the pointer on the move `move` (where its pit is drawn). */
async function wordsAt(page, move) {
  const box = await page.locator('urim-game canvas').boundingBox();
  const { x, y } = await page.evaluate((p) => document.querySelector('urim-game').view.geo.pits[p], move.pit);
  await page.mouse.move(box.x + x, box.y + y);
  await page.waitForFunction((l) => document.querySelector('urim-game').shadowRoot.querySelector('.preview').textContent.includes(`${l}:`), move.letter);
  return page.evaluate(() => document.querySelector('urim-game').shadowRoot.querySelector('.preview').textContent);
}

/**
 * The checks of a refused layer: the notice `notice`, every move valued by the
 * search (none from the files), and the Hint marking a legal move.
 * @param {import('playwright-core').Page} page @param {string} notice
 */
async function searchedWithNotice(page, notice) {
  assert.equal(await noticeOf(page), notice);
  for (const move of moves) {
    const words = await wordsAt(page, move);
    assert.ok(!words.includes(en.valueFiles) && !words.includes(en.valueFilesEstimate), `${move.letter}: searched, not from the files: ${words}`);
  }
  await page.getByRole('button', { name: en.hintButton, exact: true }).click();
  await page.waitForFunction(() => document.querySelector('urim-game').view.config.tip !== null);
  const tip = await page.evaluate(() => document.querySelector('urim-game').view.config.tip);
  assert.ok(moves.some((m) => m.pit === tip), `the hint marks a legal move (${tip})`);
  assert.equal(await noticeOf(page), notice, 'the notice stays');
  assert.deepEqual(page.errors, []);
}

test('the good files: every move gets the files\' exact value, without a notice', async () => {
  assert.ok(moves.length === 3 && moves.every((m) => m.exact), JSON.stringify(moves));
  const page = await analysed('tables');
  for (const move of moves) assert.ok((await wordsAt(page, move)).includes(en.valueFiles), `${move.letter}: from the files`);
  assert.equal(await noticeOf(page), '');
  await page.close();
});

test('a layer whose body is zero-filled is refused: the analysis and the Hint come from the search, with the notice', async () => {
  dirs.zeroed = alteredCopy(tables, layerFileName(6, HINT_LAYER), (bytes, [start, end]) => bytes.fill(0, start, end));
  const page = await analysed('zeroed');
  await searchedWithNotice(page, en.tablesDamaged);
  await page.close();
});

test('a layer with one bit flipped in a block the reader reads is refused, with the notice', async () => {
  // Which blocks of the layer a good run reads: the first of them is damaged.
  requests.length = 0;
  const good = await analysed('tables');
  await good.close();
  const name = layerFileName(6, HINT_LAYER);
  const read = requests
    .filter((r) => r.path === `/tables/${name}` && r.status === 206)
    .map((r) => /^bytes=(\d+)-(\d+)$/.exec(r.range ?? '').slice(1).map(Number))
    .filter(([start]) => start >= HEADER_BYTES);
  let flipped;
  dirs.flipped = alteredCopy(tables, name, (bytes, [, end]) => {
    const block = read.find(([start]) => start < end); // a block of the payload, not the table of checksums
    assert.ok(block, `a block of the payload was read: ${JSON.stringify(read)}`);
    flipped = Math.floor((block[0] + block[1]) / 2);
    bytes[flipped] ^= 0x04;
  });
  const page = await analysed('flipped');
  await searchedWithNotice(page, en.tablesDamaged);
  await page.close();
  assert.ok(flipped >= HEADER_BYTES);
});

test('a layer whose header says another format is refused, with its notice', async () => {
  dirs.old = alteredCopy(tables, layerFileName(6, HINT_LAYER), (bytes) => setFormat(bytes, OLD_FORMAT));
  const page = await analysed('old');
  await searchedWithNotice(page, en.tablesOldFormat);
  await page.close();
});
