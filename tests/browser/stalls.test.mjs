// Loads that stall, in headless Chromium: a translation held 30 s leaves the board
// playable in English meanwhile and switches the words when it arrives; one that
// never answers ends in a notice in its own language (built in); a wasm fetch
// that never answers ends in a notice, and a later attribute change tries again; an
// engine worker whose script never answers ends in a notice, and two-player play
// goes on. No test races a timeout against real work: the requests held never
// answer, and a held load's time runs out on the page's clock, which the test moves
// on (Playwright's clock) once everything else the test needs has arrived; every
// other load keeps the elements' own wait of 20 s.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openBrowser, pageWith } from './browser.mjs';
import { loadTable } from '../../www/i18n/index.js';
import { wordsOf } from './words.mjs';

/** How long the translation is held before it is let through, in ms (issue 20). */
const HOLD_MS = 30_000;
/** Past one try of a load on the page's clock (game/loading.js waits 20 s a try). */
const TRY_MS = 21_000;
/** Tries of the page's clock at most, before a test gives up on what it waits for. */
const MAX_TRIES = 6;
/** A wait longer than any hold here: the translation's load is never given up. */
const LONG_WAIT_MS = 10 * 60_000;

let env;
before(async () => { env = await openBrowser(); });
after(() => env?.close());

const ja = await loadTable('ja');
const pt = await loadTable('pt');
const en = await wordsOf('en');

/** A page with one <urim-game id="g" ...attributes>, the elements waiting `wait` ms per try, `routes` set first. */
async function gamePage(attributes, wait, routes) {
  const page = await env.browser.newPage({ reducedMotion: 'reduce' });
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e));
  page.asked = [];
  page.on('request', (r) => page.asked.push(r.url()));
  page.arrived = [];
  page.on('requestfinished', (r) => page.arrived.push(r.url()));
  await routes(page);
  if (wait === null) await page.clock.install();
  else await page.addInitScript((ms) => { globalThis.urimLoadTimeout = ms; }, wait);
  const html = `<!doctype html><meta charset="utf-8"><body><urim-game id="g" ${attributes}></urim-game>
<script type="module" src="pkg/urim-elements.js"></script>`;
  await page.route(`${env.base}/stalls.html`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  await page.goto(`${env.base}/stalls.html`);
  return page;
}

/** The notice of the game, '' when hidden. */
const noticeOf = (page) => page.evaluate(() => {
  const n = document.getElementById('g').shadowRoot.querySelector('.notice');
  return n.hidden ? '' : n.textContent;
});
const statusOf = (page) => page.evaluate(() => document.getElementById('g').shadowRoot.querySelector('.status').textContent);
const movesOf = (page) => page.evaluate(() => document.getElementById('g').moves.length);

/** Resolves once a request whose address holds `part` is in `list` (page.asked or page.arrived). */
async function seen(page, list, part) {
  while (!page[list].some((url) => url.includes(part))) await page.waitForEvent(list === 'asked' ? 'request' : 'requestfinished');
}

/** Moves the page's clock on a load's try at a time until `done` holds in the page. */
async function runOutUntil(page, done) {
  for (let i = 0; i < MAX_TRIES && !(await page.evaluate(done)); i += 1) await page.clock.runFor(TRY_MS);
  await page.waitForFunction(done);
}

/** Clicks where `pit` is drawn, as a visitor would. */
async function clickPit(page, pit) {
  const box = await page.locator('#g canvas').boundingBox();
  const c = await page.evaluate((p) => document.getElementById('g').pitCenter(p), pit);
  await page.mouse.click(box.x + c.x, box.y + c.y);
}

test('a translation held 30 s: the board plays in English meanwhile, then the words switch', async () => {
  let letThrough;
  const held = new Promise((resolve) => { letThrough = resolve; });
  const page = await gamePage('lang="ja" opponent="0"', LONG_WAIT_MS, (p) =>
    p.route('**/i18n/ja.js', async (route) => { await held; await route.continue(); }));
  const timer = setTimeout(letThrough, HOLD_MS);
  try {
    await page.waitForFunction(() => document.getElementById('g').started && !document.getElementById('g').busy);
    assert.match(await statusOf(page), /South/, 'the words are English meanwhile');
    await clickPit(page, 2);
    await page.waitForFunction(() => document.getElementById('g').moves.length === 1);
    assert.match(await statusOf(page), /North/, 'the move was played in English');
    const turn = ja.toMove.replace('{side}', '');
    await page.waitForFunction((want) => document.getElementById('g').shadowRoot.querySelector('.status').textContent.includes(want), turn, { timeout: HOLD_MS * 2 });
    assert.doesNotMatch(await statusOf(page), /to move/, 'the status is now Japanese');
    assert.equal(await movesOf(page), 1, 'the game went on through the switch');
    assert.equal(await noticeOf(page), '', 'no notice');
    assert.deepEqual(page.errors, []);
  } finally {
    clearTimeout(timer);
    letThrough();
    await page.close();
  }
});

test('a translation that never answers: the notice says, in Portuguese, that English stays; a language that loads then clears it', async () => {
  const page = await gamePage('lang="pt" opponent="0"', null, (p) =>
    p.route('**/i18n/pt.js', () => {})); // held: never answered
  // The board plays in English meanwhile, and the notice's own words have come.
  await page.waitForFunction(() => document.getElementById('g').started);
  await seen(page, 'arrived', 'language-failed');
  await runOutUntil(page, () => !document.getElementById('g').shadowRoot.querySelector('.notice').hidden);
  const notice = await noticeOf(page);
  assert.equal(notice, 'Não foi possível carregar as palavras em português. Em vez delas: English.');
  assert.ok(!notice.includes(pt.loadFailed.split(':')[0]), 'not from the table that did not come');
  assert.equal(await page.evaluate(() => document.getElementById('g').shadowRoot.querySelector('.notice').lang), 'pt');
  assert.match(await statusOf(page), /^South to move/, 'the game goes on in English');
  // A visitor picks French, whose words come: the notice about Portuguese goes, the board speaks French.
  await page.evaluate(() => document.getElementById('g').setAttribute('lang', 'fr'));
  await page.waitForFunction(() => document.getElementById('g').shadowRoot.querySelector('.notice').hidden);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a wasm fetch that never answers: a notice, and a later attribute change tries again', async () => {
  const page = await gamePage('lang="pt" opponent="0"', null, (p) =>
    p.route('**/urim_bg.wasm', () => {})); // never answered
  const failedPrefix = pt.loadFailed.split('{message}')[0];
  await seen(page, 'arrived', 'i18n/pt.js'); // the words of the notice are there
  await seen(page, 'asked', 'urim_bg.wasm');
  await runOutUntil(page, () => document.getElementById('g').shadowRoot.querySelector('.notice').hidden === false);
  const notice = await noticeOf(page);
  assert.ok(notice.startsWith(failedPrefix), `"${notice}" is in Portuguese`);
  assert.match(notice, /did not arrive/, 'it says the engine did not arrive');
  assert.equal(await page.evaluate(() => document.getElementById('g').mode), 'failed');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.evaluate(() => document.getElementById('g').setAttribute('holes', '7'));
  await page.waitForFunction(() => document.getElementById('g').started && !document.getElementById('g').busy);
  assert.equal(await noticeOf(page), '', 'the past failure\'s notice is gone');
  await clickPit(page, 1);
  await page.waitForFunction(() => document.getElementById('g').moves.length === 1);
  assert.equal(await page.evaluate(() => document.getElementById('g').legalMoves.length > 0), true);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('an engine worker whose script never answers: a notice, and two players still play', async () => {
  // Only the worker is held: the game starts, then North (to move) becomes the
  // computer's, whose worker never says it is ready; its wait runs out on the page's clock.
  const page = await gamePage('opponent="0" first="north"', null, (p) =>
    p.route('**/urim-worker.js', () => {})); // never answered
  await page.waitForFunction(() => document.getElementById('g').started);
  await page.evaluate(() => document.getElementById('g').setAttribute('opponent', '1'));
  await seen(page, 'asked', 'urim-worker.js');
  await runOutUntil(page, () => document.getElementById('g').shadowRoot.querySelector('.notice').hidden === false);
  assert.equal(await noticeOf(page), en.workerFailed);
  await page.waitForFunction(() => document.getElementById('g').moves.length === 1, null, { timeout: 120_000 });
  // the computer played on the page; now two visitors take the board
  await page.evaluate(() => document.getElementById('g').setAttribute('opponent', '0'));
  await page.waitForFunction(() => !document.getElementById('g').busy);
  const before = await movesOf(page);
  await clickPit(page, 2);
  await page.waitForFunction((n) => document.getElementById('g').moves.length === n + 1 && !document.getElementById('g').busy, before);
  const legal = await page.evaluate(() => document.getElementById('g').legalMoves);
  await clickPit(page, legal[0]);
  await page.waitForFunction((n) => document.getElementById('g').moves.length === n + 2, before);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a failed load is tried again when the element is added to the page again', async () => {
  let answer = false;
  const page = await gamePage('opponent="0"', null, (p) =>
    p.route('**/urim_bg.wasm', (route) => { if (answer) route.continue(); })); // unanswered until told
  await seen(page, 'asked', 'urim_bg.wasm');
  await runOutUntil(page, () => document.getElementById('g').mode === 'failed');
  assert.notEqual(await noticeOf(page), '');
  answer = true;
  await page.evaluate(() => { const g = document.getElementById('g'); g.remove(); document.body.append(g); });
  await page.waitForFunction(() => document.getElementById('g').started && !document.getElementById('g').busy);
  assert.equal(await noticeOf(page), '', 'the past failure\'s notice is gone');
  await clickPit(page, 3);
  await page.waitForFunction(() => document.getElementById('g').moves.length === 1);
  assert.deepEqual(page.errors, []);
  await page.close();
});
