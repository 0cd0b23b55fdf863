// <urim-game>'s position editor as a Portuguese visitor uses it, in headless
// Chromium: its words, a refusal of the engine said in Portuguese with its numbers,
// and the tools loaded on first use ("Empty the board", "Start position") doing
// what they say, on the board drawn and in the position the element reports. Run
// `npm run build` first. Waits on what the element shows, never on the clock.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openBrowser, speaking } from './browser.mjs';
import { wordsOf } from './words.mjs';

let env;
before(async () => {
  env = await openBrowser();
});
after(() => env?.close());

const en = await wordsOf('en');

test('the editor in Portuguese: its tools, a refusal in Portuguese with its numbers, empty and start positions', async () => {
  const context = await env.browser.newContext({ viewport: { width: 900, height: 800 }, reducedMotion: 'reduce', serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${env.base}/?lang=pt&opponent=0&offline=0`);
  await page.waitForFunction(() => document.querySelector('urim-game')?.busy === false);
  await speaking(page, 'pt');
  const inGame = (selector) => page.locator(`urim-game ${selector}`);
  const status = () => inGame('.edit-status').textContent();
  const note = () => inGame('.edit-note').textContent();
  const drawn = () => page.evaluate(() => document.querySelector('urim-game').view.config.pits.join('-'));
  const before = await page.evaluate(() => document.querySelector('urim-game').position);

  // Opened from its button, by keyboard: the tools come with it, in Portuguese.
  await inGame('[part=edit]').focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('urim-game').shadowRoot.querySelector('[part=edit-start]'));
  assert.equal(await inGame('[part=edit-empty]').textContent(), 'Esvaziar o tabuleiro');
  assert.equal(await inGame('[part=edit-start]').textContent(), 'Posição inicial');
  assert.equal(await status(), '36 sementes: o conjunto certo para este tabuleiro.');

  // Empty the board: every pit and store drawn empty; the game shown is not touched until play.
  await inGame('[part=edit-empty]').focus();
  await page.keyboard.press('Enter');
  assert.equal(await drawn(), '0-0-0-0-0-0-0-0-0-0-0-0');
  assert.match(await status(), /^0 sementes: faltam 36 sementes para chegar a 36\.$/);
  assert.deepEqual(await page.evaluate(() => [...document.querySelector('urim-game').shadowRoot.querySelectorAll('[part=edit-south-store], [part=edit-north-store]')].map((i) => i.value)), ['0', '0']);
  assert.equal(await page.evaluate(() => document.querySelector('urim-game').position), before);

  // A few seeds, then play: the engine refuses, and says why in Portuguese with the numbers.
  await page.locator('urim-game canvas').focus();
  await page.keyboard.press('Home');
  await page.keyboard.type('5');
  assert.equal(await drawn(), '5-0-0-0-0-0-0-0-0-0-0-0');
  await inGame('[part=edit-play]').click();
  await page.waitForFunction(() => document.querySelector('urim-game').shadowRoot.querySelector('.edit-note').textContent !== '');
  assert.equal(await note(), 'Esta posição não se pode jogar: tem 5 sementes, e um tabuleiro de 2 × 6 tem 36 ou 48.');
  assert.equal(await page.evaluate(() => document.querySelector('urim-game').mode), 'editing', 'still setting up');
  // Nothing the editor says is English.
  const english = Object.entries(en).filter(([k]) => k.startsWith('edit')).flatMap(([, v]) => (typeof v === 'string' ? [v] : Object.values(v)));
  const said = await page.evaluate(() => document.querySelector('urim-game').shadowRoot.querySelector('[part=editor]').innerText);
  for (const text of english) {
    const pattern = new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '.+?')}$`, 'm');
    assert.doesNotMatch(said, pattern, `English in the editor: ${text}`);
  }
  assert.doesNotMatch(said, /seeds|expected|set-up/, 'no engine English');

  // Start position: the start of a game on this board, drawn, and played from.
  await inGame('[part=edit-start]').click();
  assert.equal(await drawn(), '3-3-3-3-3-3-3-3-3-3-3-3');
  assert.equal(await status(), '36 sementes: o conjunto certo para este tabuleiro.');
  await inGame('[part=edit-play]').click();
  await page.waitForFunction(() => document.querySelector('urim-game').mode === 'playing');
  assert.equal(await page.evaluate(() => document.querySelector('urim-game').position), '3-3-3-3-3-3-3-3-3-3-3-3-0-0-S');
  assert.equal(await drawn(), '3-3-3-3-3-3-3-3-3-3-3-3');

  // Empty again, then play: refused with none of the seeds a board needs.
  await inGame('[part=edit]').click();
  await inGame('[part=edit-empty]').click();
  await inGame('[part=edit-link]').click();
  await page.waitForFunction(() => document.querySelector('urim-game').shadowRoot.querySelector('.edit-note').textContent !== '');
  assert.equal(await note(), 'Esta posição não se pode jogar: tem 0 sementes, e um tabuleiro de 2 × 6 tem 36 ou 48.');
  // The language changes while the editor is open: the tools and the refusal follow.
  await page.evaluate(() => document.querySelector('urim-game').setAttribute('lang', 'fr'));
  await page.waitForFunction(() => document.querySelector('urim-game').shadowRoot.querySelector('[part=edit-empty]').textContent === 'Vider le plateau');
  assert.equal(await inGame('[part=edit-start]').textContent(), 'Position de départ');
  assert.match(await note(), /^Impossible de jouer cette position : elle compte 0 graines/);
  assert.deepEqual(errors, []);
  await context.close();
});
