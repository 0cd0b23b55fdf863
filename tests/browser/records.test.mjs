// Record files opened in <urim-game> (the "Open a record" button), in headless
// Chromium: one saved by a Windows editor (a byte-order mark, CRLF line ends)
// opens, a cut one plays on from the moves it has, and one of 10 MB is refused at
// once by its size, with the game left as it was and still playable.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { openBrowser, pageWith } from './browser.mjs';
import { initSync, rules } from '../../pkg/urim.js';

initSync({ module: readFileSync(new URL('../../pkg/urim_bg.wasm', import.meta.url)) });
/** The engine's own limit, as the page reads it too (rules().maxRecordBytes). */
const MAX_RECORD_BYTES = rules().maxRecordBytes;

let env;
before(async () => { env = await openBrowser(); });
after(() => env?.close());

/** A record of four moves, as the game writes it. */
const RECORD = '[Variant "Urim 2x6, 3 seeds"]\n[Date "?"]\n[South "?"]\n[North "?"]\n[Result "*"]\n\n1. C c 2. B b *\n';

async function openGame() {
  const page = await env.browser.newPage({ reducedMotion: 'reduce' });
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e));
  await page.goto(`${env.base}/?lang=en&opponent=0&offline=0`);
  await page.waitForFunction(() => document.querySelector('urim-game')?.started && !document.querySelector('urim-game').busy);
  await page.evaluate(() => { document.querySelector('urim-game').shadowRoot.querySelector('details').open = true; });
  return page;
}

/** Opens `buffer` as the file `name` through the element's file input; resolves with the note it shows. */
async function openFile(page, name, buffer) {
  const before = await page.evaluate(() => document.querySelector('urim-game').shadowRoot.querySelector('.record-note').textContent);
  await page.locator('urim-game input[type=file]').setInputFiles({ name, mimeType: 'text/plain', buffer });
  await page.waitForFunction((old) => {
    const note = document.querySelector('urim-game').shadowRoot.querySelector('.record-note').textContent;
    return note && note !== old;
  }, before);
  return page.evaluate(() => document.querySelector('urim-game').shadowRoot.querySelector('.record-note').textContent);
}

const moves = (page) => page.evaluate(() => document.querySelector('urim-game').moves.length);

test('a record with a byte-order mark and CRLF line ends opens like any other', async () => {
  const page = await openGame();
  const note = await openFile(page, 'windows.txt', Buffer.from(`\uFEFF${RECORD.replaceAll('\n', '\r\n')}`, 'utf8'));
  assert.equal(note, 'Opened windows.txt: 4 moves.');
  assert.equal(await moves(page), 4);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a cut record plays on from the moves it has; one cut inside a tag is refused with the reason', async () => {
  const page = await openGame();
  assert.equal(await openFile(page, 'cut.txt', Buffer.from(RECORD.slice(0, RECORD.indexOf('2. ')))), 'Opened cut.txt: 2 moves.');
  assert.equal(await moves(page), 2);
  const note = await openFile(page, 'cut-tag.txt', Buffer.from(RECORD.slice(0, RECORD.indexOf('[Date') + 4)));
  assert.equal(note, 'cut-tag.txt could not be opened: its header lines are not written as a record’s are', 'the reason from its kind, in words');
  assert.equal(await moves(page), 2, 'the game on the board stays');
  await page.close();
});

test('a record of 10 MB is refused by its size, and the game goes on', async () => {
  const page = await openGame();
  await page.evaluate(() => document.querySelector('urim-game').play('C'));
  const huge = Buffer.concat([Buffer.from(RECORD.replace('*\n', '{')), Buffer.alloc(10_000_000, 'x'), Buffer.from('} *\n')]);
  const note = await openFile(page, 'huge.txt', huge);
  assert.equal(note, 'huge.txt could not be opened: it is longer than the record of any game');
  assert.equal(await moves(page), 1, 'the game on the board stays');
  await page.evaluate(() => document.querySelector('urim-game').play('d'));
  assert.equal(await moves(page), 2, 'and plays on');
  // The property refuses it the same way, in the notice.
  await page.evaluate((n) => { document.querySelector('urim-game').record = 'x'.repeat(n); }, MAX_RECORD_BYTES + 1);
  assert.match(await page.evaluate(() => document.querySelector('urim-game').shadowRoot.querySelector('.notice').textContent), /it is longer than the record of any game/);
  assert.equal(await moves(page), 2);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('getRecord() waits for the records module: the record, never null while it loads; record reads null until then', async () => {
  // A page of its own, nothing kept: no part of the element has asked for the records module yet.
  const html = `<!doctype html><html lang="en"><meta charset="utf-8"><body><urim-game opponent="0" lang="en"></urim-game>
<script type="module" src="/pkg/urim-elements.js"></script>`;
  const page = await pageWith(env, '/get-record.html', html, { reducedMotion: 'reduce' });
  const records = [];
  page.on('request', (r) => { if (r.url().includes('urim-records')) records.push(r.url()); });
  await page.waitForFunction(() => document.querySelector('urim-game')?.started);
  await page.evaluate(() => document.querySelector('urim-game').play('C'));
  assert.deepEqual(records, [], 'the records module is not part of the first load');
  const [first, got] = await page.evaluate(async () => {
    const g = document.querySelector('urim-game');
    const before = g.record; // the module is not there: null, and the load starts
    return [before, await g.getRecord()];
  });
  assert.equal(first, null, 'record reads null while the module loads');
  assert.match(got, /^\[Variant "Urim 2x6, 3 seeds"\]/);
  assert.match(got, /1\. C /, 'the move played is in it');
  assert.equal(await page.evaluate(() => document.querySelector('urim-game').record), got, 'once loaded, record gives the same');
  assert.ok(records.length > 0, 'the module was fetched');
  assert.deepEqual(page.errors, []);
  await page.close();
});
