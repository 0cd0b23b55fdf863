// When the page's own files fail to arrive, in headless Chromium: without the wasm
// engine, <urim-game> and every <urim-board> say so in their language (and fire
// `error`) instead of waiting for ever; without a translation, the game plays in
// English and says, in the language that did not load (its built-in words), that
// English is shown instead; without the code that shows a move, a diagram plays
// its move all the same and says why; without its puzzles, the puzzles
// page says so in its language instead of staying blank.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openBrowser } from './browser.mjs';
import { LANGUAGES, loadTable } from '../../www/i18n/index.js';
import { LANGUAGE_FAILED } from '../../www/i18n/language-failed.js';

let env;
before(async () => { env = await openBrowser(); });
after(() => env?.close());

const pt = await loadTable('pt');
const fr = await loadTable('fr');
/** The words before the {message} slot of a table's loadFailed. */
const failedPrefix = (table) => table.loadFailed.split('{message}')[0];

/** A page of `path` on which requests matching `pattern` get a 404. */
async function openWithout(pattern, path) {
  const page = await env.browser.newPage({ reducedMotion: 'reduce' });
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e));
  await page.route(pattern, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' }));
  await page.addInitScript(() => {
    window.elementErrors = [];
    document.addEventListener('error', (e) => { if (e.detail?.message) window.elementErrors.push(e.detail.message); }, true);
  });
  await page.goto(`${env.base}/${path}`);
  return page;
}

const noticeOf = (page, selector) => page.evaluate((s) => [...document.querySelectorAll(s)].map((el) => {
  const n = el.shadowRoot.querySelector('.notice');
  return n.hidden ? '' : n.textContent;
}), selector);

test('without the wasm engine, the game says in its language that it could not load', async () => {
  const page = await openWithout('**/urim_bg.wasm', '?lang=pt&offline=0');
  // The game's code comes after the page's (its shadow root with it).
  await page.waitForFunction(() => document.querySelector('urim-game').shadowRoot?.querySelector('.notice').hidden === false);
  const [notice] = await noticeOf(page, 'urim-game');
  assert.ok(notice.startsWith(failedPrefix(pt)), `"${notice}" is in Portuguese`);
  assert.ok(notice.length > failedPrefix(pt).length, 'with the reason');
  assert.equal(await page.evaluate(() => window.elementErrors.length), 1, 'an error event');
  assert.equal(await page.evaluate(() => document.querySelector('urim-game').busy), true, 'no game to play');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('without the wasm engine, every diagram of a rules page says so', async () => {
  const page = await openWithout('**/urim_bg.wasm', 'rules.pt.html');
  await page.waitForFunction(() => [...document.querySelectorAll('urim-board')].every((b) => !b.shadowRoot.querySelector('.notice').hidden));
  const notices = await noticeOf(page, 'urim-board');
  assert.ok(notices.length >= 10);
  for (const notice of notices) assert.ok(notice.startsWith(failedPrefix(pt)), notice);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('without the code that shows a move, a diagram plays its move all the same and says why in its language', async () => {
  const page = await openWithout('**/elements/board-moves.js', 'rules.pt.html');
  await page.waitForFunction(() => document.querySelector('urim-board[move]')?.currentPosition != null);
  const seen = await page.evaluate(async () => {
    const board = document.querySelector('urim-board[move]');
    const before = board.currentPosition;
    const told = new Promise((resolve) => board.addEventListener('move', (e) => resolve(e.detail.position), { once: true }));
    board.shadowRoot.querySelector('[part=play]').click(); // as a reader does
    const position = await told;
    // What the rules say the move leads to, from the page module itself.
    const { Game } = await import('./pkg/urim.js');
    const game = Game.fromPosition(before);
    game.play(game.letters().indexOf(board.getAttribute('move')));
    const notice = board.shadowRoot.querySelector('.notice');
    return { position, expected: game.position(), shown: board.currentPosition, notice: notice.hidden ? '' : notice.textContent };
  });
  assert.equal(seen.position, seen.expected, 'the move event tells the position the move leads to');
  assert.equal(seen.shown, seen.expected, 'and the diagram stands there');
  assert.ok(seen.notice.startsWith(failedPrefix(pt)), `"${seen.notice}" says why, in Portuguese`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('without its translation, the game plays in English and says so in the language that did not load', async () => {
  const page = await openWithout('**/i18n/ja.js', '?lang=ja&opponent=0&offline=0');
  await page.waitForFunction(() => document.querySelector('urim-game')?.started);
  // the board plays at once; the notice comes once the translation has failed
  await page.waitForFunction(() => !document.querySelector('urim-game').shadowRoot.querySelector('.notice').hidden);
  const [notice] = await noticeOf(page, 'urim-game');
  assert.equal(notice, LANGUAGE_FAILED.ja.replace('{shown}', 'English'), 'in Japanese, naming English');
  assert.equal(await page.evaluate(() => document.querySelector('urim-game').shadowRoot.querySelector('.notice').lang), 'ja');
  await page.evaluate(() => document.querySelector('urim-game').play('C'));
  assert.equal(await page.evaluate(() => document.querySelector('urim-game').moves.length), 1, 'the game plays');
  assert.match(await page.evaluate(() => document.querySelector('urim-game').shadowRoot.querySelector('.status').textContent), /North to move/);
  // Every button says what it does, in English: none is left blank.
  const blank = await page.evaluate(() => [...document.querySelector('urim-game').shadowRoot.querySelectorAll('button')]
    .filter((b) => !b.textContent.trim()).map((b) => b.getAttribute('part')));
  assert.deepEqual(blank, [], 'no blank button');
  await page.getByRole('button', { name: 'New game' }).click();
  await page.waitForFunction(() => document.querySelector('urim-game').moves.length === 0);
  // The page's picker offers every language all the same: the visitor picks French, which comes.
  const offered = await page.locator('#language option').evaluateAll((options) => options.map((o) => o.value));
  assert.deepEqual(offered, Object.keys(LANGUAGES), 'every language offered');
  assert.equal(await page.locator('#language').inputValue(), 'ja', 'the one asked for chosen');
  await page.locator('#language').selectOption('fr');
  await page.waitForFunction(() => document.querySelector('urim-game').shadowRoot.querySelector('[part=frame]').lang === 'fr');
  assert.equal(await page.getByRole('button', { name: fr.newGame }).count(), 1, 'the game speaks French');
  assert.deepEqual(await noticeOf(page, 'urim-game'), [''], 'the notice about Japanese is gone');
  assert.deepEqual(page.errors, [], 'no error, not even an unhandled rejection of the words that failed');
  await page.close();
});

test('without its translation, a diagram of a rules page names its buttons in English', async () => {
  const page = await openWithout('**/i18n/ja.js', 'rules.ja.html');
  await page.waitForFunction(() => document.querySelector('urim-board[move]')?.currentPosition != null);
  const names = await page.evaluate(() => [...document.querySelector('urim-board[move]').shadowRoot.querySelectorAll('button')]
    .map((b) => [b.getAttribute('part'), b.textContent.trim()]));
  assert.deepEqual(names.filter(([, text]) => !text), [], 'no blank button');
  assert.ok(names.some(([part, text]) => part === 'reset' && /Start again/.test(text)), JSON.stringify(names));
  await page.close();
});

test('without puzzles.json, the puzzles page says in its language that the puzzles could not load', async () => {
  const page = await openWithout('**/puzzles.json', 'puzzles.html?lang=pt');
  await page.waitForFunction(() => !document.getElementById('load-failed').hidden);
  const said = await page.evaluate(() => ({
    text: document.getElementById('load-failed').textContent,
    role: document.getElementById('load-failed').getAttribute('role'),
    layout: document.querySelector('.puzzle-layout').hidden,
  }));
  const prefix = pt.puzzlesFailed.split('{message}')[0];
  assert.ok(said.text.startsWith(prefix) && said.text.length > prefix.length, `"${said.text}" is in Portuguese, with the reason`);
  assert.equal(said.role, 'alert', 'read out at once');
  assert.equal(said.layout, true, 'no empty puzzle and list under it');
  // Another language picked: the message follows.
  await page.selectOption('#language', 'fr');
  await page.waitForFunction((t) => document.getElementById('load-failed').textContent.startsWith(t), fr.puzzlesFailed.split('{message}')[0]);
  assert.deepEqual(page.errors, []);
  await page.close();
});
