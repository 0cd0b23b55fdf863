// The endgame table files read by the worker in slices: 2x6 files to 14 seeds,
// built fresh by urim-tables and served by a small server with Range support,
// on another origin. With `tables` naming their folder, the analysis of a
// 16-seed position shows the files' values where a capture leads into them
// (the expectation from the native reader, urim-lookup), says so in words, and
// fetched only headers, tables of block checksums (once a layer) and 4 KiB blocks
// by Range requests. Without the
// attribute, or with a folder that holds nothing, the analysis is as before and
// no error shows. Beside the single file (dist/urim.html opened from disk), the
// folder the visitor picks gives the same values, read with File.slice. Where
// the files value every legal move, the Hint button names (and the visitor then
// plays) the files' best move, not what the hint's own search would say; with a
// folder lacking that layer, the Hint comes from the search, without an error.
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { openBrowser, pageWith } from './browser.mjs';
import { ROOT as root, buildTables, close, listen, lookup, rangeServer, sumsRange } from './table-server.mjs';
import { wordsOf } from './words.mjs';
import { BLOCK_BYTES, HEADER_BYTES, layerFileName } from '../../www/engine/urim-files.js';

/** The layers built: a minute at most on a slow machine (about 7 s here). */
const TOP_SEEDS = 14;
/** Seeds on the board of the position analysed: a capture of 2 or 3 leads into the files. */
const POSITION_SEEDS = 16;
/** The in-memory tables' top layer on 2x6: the files are read above it. */
const MEMORY_SEEDS = 12;
/** A layer's table of block checksums is under this share of its file (8 bytes a 4 KiB block: 1 in 512). */
const SUMS_SHARE = 500;
/** The 200-ply rule, for the files' estimates. */
const PLY_LIMIT = 200;
/**
 * The Hint's position: 15 seeds on the board, South to move, and each of South's
 * three moves (D, E, F) captures 2 seeds, into the 13-seed layer, so the files
 * give every move an exact value; they say F (−8 for South, D and E −12). Found
 * with a scratch program over the urim crate: random 2x6 positions of 14 to 17
 * seeds, kept where `Analyser::file_choice` (the files' values, from the files
 * urim-tables builds to 14 seeds) has one best move, all values exact, and where
 * `Searcher` at level 5 with node budgets of 1, 10, 100, 300 and HINT_NODES, with
 * and without the in-memory tables, picks a move the files value lower (here D
 * or E). At 10,000 nodes, let alone the hint's default 300,000, the search found
 * the files' move in all 404 such positions of 20 million tried, hence the
 * element's `nodes`. The test does not trust
 * these notes: it asks urim-lookup for the files' values, and sees the search's
 * own hint (without the layer) differ.
 */
const HINT_POSITION = '0-0-0-3-2-1-1-2-3-1-2-0-10-11-S';
/** The Hint's search budget, the element's `nodes`: a level-5 search this small misses F. */
const HINT_NODES = 1000;
/** The layer the Hint position's moves all capture into. */
const HINT_LAYER = 13;

const en = await wordsOf('en');

let env;
let tables;
/** The same files but HINT_LAYER's. */
let partial;
let server;
/** Every request the table server answered: { path, range, status, bytes }. */
const requests = [];
let expected;

before(async () => {
  tables = buildTables(TOP_SEEDS);
  expected = lookup(tables, ['find', String(POSITION_SEEDS)]);
  partial = mkdtempSync(join(tmpdir(), 'urim-table-files-partial-'));
  for (const name of readdirSync(tables)) if (name !== layerFileName(6, HINT_LAYER)) copyFileSync(join(tables, name), join(partial, name));
  server = rangeServer({ tables, partial }, requests);
  await listen(server);
  env = await openBrowser();
});

after(async () => {
  await env?.close();
  await close(server);
  for (const dir of [tables, partial]) if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The table server's folder address, or a folder of it that holds nothing. */
const folder = (name = 'tables') => `http://127.0.0.1:${server.address().port}/${name}/`;

/**
 * A page with a two-player <urim-game> at the position, analysis on, `tables` as
 * given; resolves once every legal pit shows its value. Page errors and the
 * element's `error` events are collected.
 * @param {string | null} tablesAttr
 */
async function analysed(tablesAttr) {
  const attr = tablesAttr === null ? '' : ` tables="${tablesAttr}"`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<script>window.heard = []; document.addEventListener('error', (e) => window.heard.push(e.detail?.message));</script>
<script type="module" src="/pkg/urim-elements.js"></script></head>
<body><urim-game opponent="0" lang="en" analysis position="${expected.position}"${attr}></urim-game></body></html>`;
  const page = await pageWith(env, `/table-files-${Math.random()}.html`, html, { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  await page.waitForFunction(() => {
    const v = document.querySelector('urim-game')?.view?.config.values;
    return v && Object.keys(v).length > 0 && Object.values(v).every((label) => /\d/.test(label));
  });
  return page;
}

/** The labels on the pits, by pit. */
const labels = (page) => page.evaluate(() => document.querySelector('urim-game').view.config.values);

/** The words under the board with the pointer on pit `pit` (where it is drawn). */
async function wordsAt(page, pit) {
  const box = await page.locator('urim-game canvas').boundingBox();
  const { x, y } = await page.evaluate((p) => document.querySelector('urim-game').view.geo.pits[p], pit);
  await page.mouse.move(box.x + x, box.y + y);
  await page.waitForFunction((p) => document.querySelector('urim-game').shadowRoot.querySelector('.preview').textContent.includes(`${p}:`), expected.moves.find((m) => m.pit === pit).letter);
  return page.evaluate(() => document.querySelector('urim-game').shadowRoot.querySelector('.preview').textContent);
}

/** A value as the pits label it: +5, −3, 0, with ≈ before an estimate. */
const label = (value, exact) => `${exact ? '' : '≈'}${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value)}`;

test('with the files, the moves that capture into them show the files\' exact values, fetched in small Range slices', async () => {
  assert.ok(expected.moves.some((m) => m.exact), `the position has a capture into the files: ${JSON.stringify(expected)}`);
  requests.length = 0;
  const page = await analysed(folder());
  const shown = await labels(page);
  for (const m of expected.moves) {
    const words = await wordsAt(page, m.pit);
    if (m.exact) {
      assert.equal(shown[m.pit], label(m.value, true), `${m.letter}: the files' value (${JSON.stringify(m)})`);
      assert.ok(words.includes(en.valueFiles), `${m.letter}: the words say it is perfect play from the files: ${words}`);
    } else if (m.held && m.loIsHi && m.plies + 2 <= PLY_LIMIT && words.includes(en.valueFilesEstimate)) {
      assert.equal(shown[m.pit], label(m.value, false), `${m.letter}: the files' estimate`);
    } else {
      assert.ok(!words.includes(en.valueFiles) && !words.includes(en.valueFilesEstimate), `${m.letter}: searched, not from the files: ${words}`);
    }
  }
  // Only the layers above the in-memory tables, and only slices of them.
  const asked = requests.filter((r) => r.path.startsWith('/tables/'));
  assert.ok(asked.length > 0, 'the files were read');
  for (const r of asked) {
    const seeds = Number(/-(\d+)\.tbl$/.exec(r.path)?.[1]);
    assert.ok(seeds > MEMORY_SEEDS, `${r.path}: a layer the in-memory tables lack`);
    if (seeds > TOP_SEEDS) {
      // A layer the folder lacks: its header was asked for, once, and that was all.
      assert.deepEqual([r.range, r.status], [`bytes=0-${HEADER_BYTES - 1}`, 404], r.path);
      continue;
    }
    assert.equal(r.status, 206, `${r.path} ${r.range}: a Range request, answered in part`);
    const sums = sumsRange(join(tables, r.path.slice('/tables/'.length)));
    if (r.range !== sums) assert.ok(r.bytes <= Math.max(BLOCK_BYTES, HEADER_BYTES), `${r.path} ${r.range}: ${r.bytes} bytes, a small slice`);
  }
  const headers = asked.filter((r) => r.range === `bytes=0-${HEADER_BYTES - 1}`);
  assert.equal(new Set(headers.map((r) => r.path)).size, headers.length, 'each header read once');
  // Each layer read's table of block checksums, once: a small part of its file.
  const tablesRead = asked.filter((r) => r.status === 206 && r.range === sumsRange(join(tables, r.path.slice('/tables/'.length))));
  assert.deepEqual(tablesRead.map((r) => r.path).sort(), headers.filter((r) => r.status === 206).map((r) => r.path).sort(), 'each table of checksums read once');
  for (const r of tablesRead) assert.ok(r.bytes * SUMS_SHARE < statSync(join(tables, r.path.slice('/tables/'.length))).size, `${r.path}: ${r.bytes} bytes`);
  assert.deepEqual(await page.evaluate(() => window.heard), []);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('without the files, or with a folder that holds none, the analysis is as before and no error shows', async () => {
  requests.length = 0;
  const plain = await analysed(null);
  const before = await labels(plain);
  for (const m of expected.moves) {
    const words = await wordsAt(plain, m.pit);
    assert.ok(!words.includes(en.valueFiles) && !words.includes(en.valueFilesEstimate), words);
  }
  assert.deepEqual(requests.map((r) => r.path), [], 'nothing asked of the table server');
  await plain.close();

  const missing = await analysed(folder('nothing-here'));
  assert.deepEqual(await labels(missing), before, 'the same values as without the attribute');
  assert.ok(requests.length > 0 && requests.every((r) => r.status === 404), 'the headers were asked for, and missing');
  assert.deepEqual(await missing.evaluate(() => window.heard), [], 'no error event');
  const notice = await missing.evaluate(() => document.querySelector('urim-game').shadowRoot.querySelector('[part~=notice], .notice')?.textContent ?? '');
  assert.equal(notice.trim(), '', 'no notice');
  assert.deepEqual(missing.errors, []);
  await missing.close();
});

test('beside the single file, the table folder the visitor picks gives the files\' values, read from the files themselves', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'urim-single-tables-'));
  copyFileSync(join(root, 'dist/urim.html'), join(folder, 'urim.html'));
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e));
  const query = `?lang=en&opponent=0&analysis=1&position=${encodeURIComponent(expected.position)}`;
  await page.goto(`${pathToFileURL(join(folder, 'urim.html')).href}${query}`);
  await page.waitForFunction(() => document.querySelector('urim-game')?.mode === 'playing');
  // As a visitor does: open the part under the game and choose the folder.
  await page.locator('.table-files summary').click();
  await page.setInputFiles('#table-files', tables);
  const count = readdirSync(tables).filter((name) => /^urim-2x6-\d{2}\.tbl$/.test(name)).length;
  const note = en.tableFilesChosen.other.replace('{n}', count).replace('{seeds}', TOP_SEEDS);
  await page.waitForFunction((text) => document.getElementById('table-files-note').textContent === text, note);
  // The moves that capture into the files get the files' exact values, as from a server.
  const exact = expected.moves.filter((m) => m.exact);
  assert.ok(exact.length > 0, JSON.stringify(expected));
  await page.waitForFunction(
    (want) => {
      const values = document.querySelector('urim-game').view?.config.values ?? {};
      return want.every(([pit, text]) => values[pit] === text);
    },
    exact.map((m) => [m.pit, label(m.value, true)]),
  );
  const words = await wordsAt(page, exact[0].pit);
  assert.ok(words.includes(en.valueFiles), `the words say it is perfect play from the files: ${words}`);
  // A script that hands the element something else is told, and the files stay.
  const refused = await page.evaluate(() => {
    const game = document.querySelector('urim-game');
    try {
      game.tableFiles = ['urim-2x6-14.tbl'];
      return null;
    } catch (e) {
      return { message: e.message, kept: game.tableFiles.length };
    }
  });
  assert.deepEqual(refused, { message: 'tableFiles must be File objects (or null)', kept: count });
  assert.deepEqual(page.errors, []);
  await page.close();
  rmSync(folder, { recursive: true, force: true });
});

/**
 * A page with a <urim-game> against the computer at level 1 at the Hint's
 * position, its hint search HINT_NODES nodes, `tables` as given; resolves once
 * the visitor may play. Page errors and `error` events are collected.
 * @param {string} tablesAttr
 */
async function hintGame(tablesAttr) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<script>window.heard = []; document.addEventListener('error', (e) => window.heard.push(e.detail?.message));</script>
<script type="module" src="/pkg/urim-elements.js"></script></head>
<body><urim-game opponent="1" lang="en" nodes="${HINT_NODES}" position="${HINT_POSITION}" tables="${tablesAttr}"></urim-game></body></html>`;
  const page = await pageWith(env, `/table-files-hint-${Math.random()}.html`, html, { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  await page.waitForFunction(() => document.querySelector('urim-game')?.mode === 'playing');
  return page;
}

/**
 * Presses the Hint button as a visitor does (found by its role and name) and
 * resolves with the pit the hint marks and the words it says.
 * @param {import('playwright-core').Page} page
 */
async function pressHint(page) {
  assert.equal(await page.evaluate(() => document.querySelector('urim-game').view.config.tip), null, 'no hint before the button');
  await page.getByRole('button', { name: en.hintButton, exact: true }).click();
  await page.waitForFunction(() => document.querySelector('urim-game').view.config.tip !== null);
  return page.evaluate(() => {
    const game = document.querySelector('urim-game');
    return { tip: game.view.config.tip, words: game.shadowRoot.querySelector('.preview').textContent };
  });
}

/** Clicks pit `pit` where it is drawn, and waits until the game's first move is played. */
async function playAt(page, pit) {
  const box = await page.locator('urim-game canvas').boundingBox();
  const { x, y } = await page.evaluate((p) => document.querySelector('urim-game').view.geo.pits[p], pit);
  await page.mouse.click(box.x + x, box.y + y);
  await page.waitForFunction(() => document.querySelector('urim-game').moves.length > 0);
  return page.evaluate(() => document.querySelector('urim-game').moves[0]);
}

/** What the files say of the Hint position's moves, from the native reader; its one best move. */
function filesHint() {
  const { moves } = lookup(tables, [HINT_POSITION]);
  assert.ok(moves.length > 1 && moves.every((m) => m.exact), `the files value every move exactly: ${JSON.stringify(moves)}`);
  const top = Math.max(...moves.map((m) => m.value));
  const best = moves.filter((m) => m.value === top);
  assert.equal(best.length, 1, `one best move by the files: ${JSON.stringify(moves)}`);
  return { moves, best: best[0] };
}

/** The notice the element shows, if any. */
const noticeOf = (page) => page.evaluate(() => document.querySelector('urim-game').shadowRoot.querySelector('[part~=notice], .notice')?.textContent.trim() ?? '');

test('where the files value every move, the Hint names the files\' best move, and playing it works', async () => {
  const { best } = filesHint();
  requests.length = 0;
  const page = await hintGame(folder());
  const { tip, words } = await pressHint(page);
  assert.equal(tip, best.pit, `the hint marks the files' best move, ${best.letter}`);
  assert.match(words, new RegExp(`\\b${best.letter}\\b`), `the hint's words name ${best.letter}: ${words}`);
  const layer = requests.filter((r) => r.path === `/tables/${layerFileName(6, HINT_LAYER)}`);
  assert.ok(layer.length > 1 && layer.every((r) => r.status === 206), `the layer was read in Range slices: ${JSON.stringify(layer)}`);
  assert.equal(await playAt(page, tip), best.pit, 'the hinted move is played');
  assert.deepEqual(await page.evaluate(() => window.heard), []);
  assert.equal(await noticeOf(page), '', 'no notice');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('with a folder lacking the layer the moves lead into, the Hint comes from the search, and no error shows', async () => {
  const { moves, best } = filesHint();
  requests.length = 0;
  const page = await hintGame(folder('partial'));
  const { tip } = await pressHint(page);
  assert.ok(moves.some((m) => m.pit === tip), `the hint marks a legal move (${tip})`);
  // The search's own hint: that the first Hint test saw the files' move came from the files.
  assert.notEqual(tip, best.pit, `the search at ${HINT_NODES} nodes hints otherwise than the files`);
  const layer = requests.filter((r) => r.path === `/partial/${layerFileName(6, HINT_LAYER)}`);
  assert.deepEqual(layer.map((r) => [r.range, r.status]), [[`bytes=0-${HEADER_BYTES - 1}`, 404]], 'the missing layer: its header asked for once');
  assert.equal(await playAt(page, tip), tip, 'the hinted move is played');
  assert.deepEqual(await page.evaluate(() => window.heard), [], 'no error event');
  assert.equal(await noticeOf(page), '', 'no notice');
  assert.deepEqual(page.errors, []);
  await page.close();
});
