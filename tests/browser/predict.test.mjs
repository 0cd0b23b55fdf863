// Predict first (`predict`), as a class uses it: before a move is shown, the panel
// asks where its last seed will fall (a pit clicked where it is drawn, or chosen
// with the keys) and how many seeds it will take; nothing tells the result
// meanwhile (the board, the move list, the words); then the move is shown, and
// the panel says what was right. For the visitor's move, the computer's (stepped),
// a diagram's, and "Just show it". In headless Chromium.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openBrowser, pageWith } from './browser.mjs';

let env;
before(async () => { env = await openBrowser(); });
after(() => env?.close());

/** The 2x6 start: 3 seeds in each of the 12 pits (A-F South's, a-f North's, pits 0-11). */
const START = Array(12).fill(3);

/** The demo page with `query`, predict on unless `predict` is false (then only a script may turn it on). */
async function openGame(query, predict = true) {
  const page = await env.browser.newPage({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e));
  await page.goto(`${env.base}/?lang=en&offline=0&predict=${predict ? 1 : 0}&persist=predict-${Math.random()}&${query}`);
  await page.waitForFunction(() => document.querySelector('urim-game')?.started);
  return page;
}

/** Clicks pit `pit` of element `selector` where its board draws it. */
async function clickPit(page, pit, selector = 'urim-game') {
  const box = await page.locator(`${selector} canvas`).boundingBox();
  const c = await page.evaluate(([s, p]) => {
    const el = document.querySelector(s);
    const at = el.view.geo.pits[p];
    return { x: at.x, y: at.y };
  }, [selector, pit]);
  await page.mouse.click(box.x + c.x, box.y + c.y);
}

const shadow = (page, css, selector = 'urim-game') =>
  page.evaluate(([s, c]) => document.querySelector(s).shadowRoot.querySelector(c)?.textContent ?? null, [selector, css]);
const asked = (page, words, selector = 'urim-game') =>
  page.waitForFunction(([s, w]) => document.querySelector(s).shadowRoot.querySelector('[part=prediction] p')?.textContent === w, [selector, words]);

/** What the class must not see yet: the move list's entries, the words, the pits' counts as drawn. */
async function nothingTold(page) {
  const told = await page.evaluate(() => {
    const g = document.querySelector('urim-game');
    const r = g.shadowRoot;
    return { entries: r.querySelectorAll('[part=move-list] li').length, words: r.querySelector('.words').textContent, pits: g.view.config.pits };
  });
  return told;
}

test('the visitor\'s move: the class names the pit and the count, then the move is shown and both are right', async () => {
  const page = await openGame('opponent=0');
  await clickPit(page, 4); // E: its 3 seeds go to F, a and b
  await asked(page, 'Where will the last seed from E fall? Choose that pit on the board.');
  assert.equal(await shadow(page, '.status'), 'South plays E: what will happen?');
  assert.deepEqual(await nothingTold(page), { entries: 0, words: '', pits: START }, 'the move is not shown, listed or told');
  await clickPit(page, 7); // b
  await asked(page, 'How many seeds will E take?');
  assert.deepEqual(await nothingTold(page), { entries: 0, words: '', pits: START });
  await page.keyboard.type('0'); // the count's field has the keyboard, its 0 selected
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('urim-game').shadowRoot.querySelector('.verdict'));
  assert.equal(await shadow(page, '.verdict'), 'Right: the last seed fell in b. Right: nothing was taken.');
  assert.equal(await page.evaluate(() => document.querySelector('urim-game').shadowRoot.activeElement?.tagName), 'CANVAS', 'the keys are back on the board');
  assert.equal(await shadow(page, '[part=prediction] p'), 'Your guess: the last seed in b, 0 seeds taken.');
  const after = await nothingTold(page);
  assert.equal(after.entries, 1, 'the move is listed once shown');
  assert.match(after.words, /^South sowed 3 seeds from E/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the computer\'s move, step by step: a wrong guess, told only after the last step', async () => {
  const page = await openGame('opponent=1&player=north&steps=1'); // the computer plays South, and moves first
  await page.waitForFunction(() => /^South plays [A-F]: what will happen\?$/.test(document.querySelector('urim-game').shadowRoot.querySelector('.status').textContent));
  const letter = (await shadow(page, '.status'))[12];
  const origin = 'ABCDEF'.indexOf(letter);
  const last = origin + 3; // three seeds from the start: no lap, no capture
  const wrong = (last + 1) % 12;
  const letters = 'ABCDEFabcdef';
  // The keyboard: the board has it, every pit may be named; → to the pit, Enter.
  await page.waitForFunction(() => document.querySelector('urim-game').shadowRoot.activeElement?.tagName === 'CANVAS');
  const focus = () => page.evaluate(() => document.querySelector('urim-game').view.focus);
  await page.keyboard.press('Home');
  for (let n = 0; n < 12 && (await focus()) !== wrong; n += 1) await page.keyboard.press('ArrowRight');
  assert.equal(await focus(), wrong, 'the keys reach any pit, North\'s too');
  await page.keyboard.press('Enter');
  await asked(page, `How many seeds will ${letter} take?`);
  await page.keyboard.type('4');
  await page.locator('urim-game').getByRole('button', { name: 'Show the move' }).click();
  // The steps: no verdict and no words before the last one.
  const count = () => page.evaluate(() => document.querySelector('urim-game').shadowRoot.querySelector('.step-count').textContent);
  await page.waitForFunction(() => !document.querySelector('urim-game').shadowRoot.querySelector('.step-bar').hidden);
  for (;;) {
    const [at, total] = (await count()).match(/\d+/g).map(Number);
    assert.equal(await shadow(page, '.verdict'), null, `no verdict at step ${at}`);
    assert.equal(await shadow(page, '.words'), '', `no words at step ${at}`);
    await page.locator('urim-game').getByRole('button', { name: 'Next step' }).click();
    if (at === total) break;
    await page.waitForFunction((n) => document.querySelector('urim-game').shadowRoot.querySelector('.step-count').textContent.startsWith(`Step ${n} `), at + 1);
  }
  await page.waitForFunction(() => document.querySelector('urim-game').shadowRoot.querySelector('.verdict'));
  assert.equal(await shadow(page, '.verdict'), `The last seed fell in ${letters[last]}, not in ${letters[wrong]}. No seeds were taken, not 4.`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('game.predict = true is the attribute: the next move asks first, and false turns it off', async () => {
  const page = await openGame('opponent=0', false);
  const predict = () => page.evaluate(() => { const g = document.querySelector('urim-game'); return [g.predict, g.hasAttribute('predict')]; });
  assert.deepEqual(await predict(), [false, false]);
  await page.evaluate(() => { document.querySelector('urim-game').predict = true; });
  assert.deepEqual(await predict(), [true, true], 'the property reads back, and sets the attribute');
  await clickPit(page, 4); // E, clicked where it is drawn
  await asked(page, 'Where will the last seed from E fall? Choose that pit on the board.');
  await page.locator('urim-game').getByRole('button', { name: 'Just show it' }).click();
  await page.waitForFunction(() => document.querySelector('urim-game').mode === 'playing');
  await page.evaluate(() => { document.querySelector('urim-game').predict = false; });
  assert.deepEqual(await predict(), [false, false], 'false removes the attribute');
  await clickPit(page, 6); // North's a: shown at once, no question
  await page.waitForFunction(() => document.querySelector('urim-game').moves.length === 2);
  assert.equal(await shadow(page, '[part=prediction]'), null, 'no question with predict off');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the attribute and the property both set: the first click asks, nothing is locked', async () => {
  const page = await openGame('opponent=0'); // the attribute is set by the address
  await page.evaluate(() => { document.querySelector('urim-game').predict = true; });
  assert.equal(await page.evaluate(() => typeof document.querySelector('urim-game').predict), 'boolean');
  await clickPit(page, 4);
  await asked(page, 'Where will the last seed from E fall? Choose that pit on the board.');
  assert.equal(await page.evaluate(() => document.querySelector('urim-game').mode), 'predicting');
  assert.doesNotMatch(await page.evaluate(() => document.querySelector('urim-game').shadowRoot.textContent), /not a function/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a diagram\'s predict property mirrors its attribute, and asks first when set', async () => {
  const html = `<!doctype html><meta charset="utf-8"><body>
<urim-board id="d" lang="en" position="3-3-3-3-3-2-1-2-3-3-3-3-2-2-S" move="F"></urim-board>
<script type="module" src="pkg/urim-elements.js"></script>`;
  const page = await pageWith(env, '/predict-board-property.html', html, { viewport: { width: 1000, height: 800 }, reducedMotion: 'reduce' });
  await page.waitForFunction(() => document.getElementById('d').currentPosition);
  await page.evaluate(() => { document.getElementById('d').predict = true; });
  assert.equal(await page.evaluate(() => document.getElementById('d').hasAttribute('predict')), true);
  await page.locator('#d').getByRole('button', { name: '▶ Play F' }).click();
  await asked(page, 'Where will the last seed from F fall? Choose that pit on the board.', '#d');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('"Just show it" shows the move at once, with no verdict; the next move asks again', async () => {
  const page = await openGame('opponent=0');
  await clickPit(page, 0);
  await asked(page, 'Where will the last seed from A fall? Choose that pit on the board.');
  await page.locator('urim-game').getByRole('button', { name: 'Just show it' }).click();
  await page.waitForFunction(() => document.querySelector('urim-game').mode === 'playing');
  assert.equal(await shadow(page, '[part=prediction]'), null, 'the panel is gone');
  assert.match(await shadow(page, '.words'), /^South sowed 3 seeds from A/);
  await clickPit(page, 6); // North's a
  await asked(page, 'Where will the last seed from a fall? Choose that pit on the board.');
  // Undo while asked: the panel goes, the game is back before the move.
  await page.locator('urim-game').getByRole('button', { name: 'Undo' }).click();
  await page.waitForFunction(() => document.querySelector('urim-game').moves.length === 1);
  assert.equal(await shadow(page, '[part=prediction]'), null);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a diagram with predict: the reader guesses before ▶ shows the capture chain', async () => {
  // South's F (2 seeds) sows a (1 → 2) and b (2 → 3): b and then a are taken, 5 seeds.
  const html = `<!doctype html><meta charset="utf-8"><body>
<urim-board id="d" lang="en" predict steps position="3-3-3-3-3-2-1-2-3-3-3-3-2-2-S" move="F"></urim-board>
<script type="module" src="pkg/urim-elements.js"></script>`;
  const page = await pageWith(env, '/predict-board.html', html, { viewport: { width: 1000, height: 800 }, reducedMotion: 'reduce' });
  await page.waitForFunction(() => document.getElementById('d').currentPosition);
  await page.locator('#d').getByRole('button', { name: '▶ Play F' }).click();
  await asked(page, 'Where will the last seed from F fall? Choose that pit on the board.', '#d');
  assert.equal(await shadow(page, '.words', '#d'), '');
  await clickPit(page, 7, '#d'); // b
  await asked(page, 'How many seeds will F take?', '#d');
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  // Stepped: next step until the move is over.
  while (!(await page.evaluate(() => document.getElementById('d').shadowRoot.querySelector('.verdict')))) {
    assert.equal(await shadow(page, '.words', '#d'), '', 'nothing told before the last step');
    await page.locator('#d').getByRole('button', { name: 'Next step' }).click();
  }
  assert.equal(await shadow(page, '.verdict', '#d'), 'Right: the last seed fell in b. 5 seeds were taken, not 2.');
  assert.match(await shadow(page, '.words', '#d'), /captur|take/);
  // ↺ takes the panel away with the move.
  await page.locator('#d').getByRole('button', { name: /↺/ }).click();
  assert.equal(await shadow(page, '[part=prediction]', '#d'), null);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the language changed while the panel is up: the question, its buttons and the verdict follow', async () => {
  const page = await openGame('opponent=0');
  await clickPit(page, 4); // E: its 3 seeds go to F, a and b, nothing taken
  await asked(page, 'Where will the last seed from E fall? Choose that pit on the board.');
  await page.evaluate(() => { document.querySelector('urim-game').lang = 'pt'; });
  await asked(page, 'Onde vai cair a última semente de E? Escolha essa casa no tabuleiro.');
  await page.locator('urim-game').getByRole('button', { name: 'Mostrar já' }).waitFor();
  await clickPit(page, 7); // b
  await page.keyboard.type('0');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('urim-game').shadowRoot.querySelector('.verdict'));
  assert.equal(await shadow(page, '.verdict'), 'Certo: a última semente caiu em b. Certo: nada foi capturado.');
  // Back to English with the verdict up: the guess and the verdict are said again.
  await page.evaluate(() => { document.querySelector('urim-game').lang = 'en'; });
  await page.waitForFunction(() => document.querySelector('urim-game').shadowRoot.querySelector('.verdict').textContent.startsWith('Right:'));
  assert.equal(await shadow(page, '.verdict'), 'Right: the last seed fell in b. Right: nothing was taken.');
  assert.equal(await shadow(page, '[part=prediction] p'), 'Your guess: the last seed in b, 0 seeds taken.');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a diagram\'s panel follows its lang too', async () => {
  const html = `<!doctype html><meta charset="utf-8"><body>
<urim-board id="d" lang="en" predict position="3-3-3-3-3-2-1-2-3-3-3-3-2-2-S" move="F"></urim-board>
<script type="module" src="pkg/urim-elements.js"></script>`;
  const page = await pageWith(env, '/predict-board-lang.html', html, { viewport: { width: 1000, height: 800 }, reducedMotion: 'reduce' });
  await page.waitForFunction(() => document.getElementById('d').currentPosition);
  await page.locator('#d').getByRole('button', { name: '▶ Play F' }).click();
  await asked(page, 'Where will the last seed from F fall? Choose that pit on the board.', '#d');
  await page.evaluate(() => { document.getElementById('d').setAttribute('lang', 'pt'); });
  await asked(page, 'Onde vai cair a última semente de F? Escolha essa casa no tabuleiro.', '#d');
  assert.ok(await page.locator('#d').getByRole('button', { name: 'Mostrar já' }).isVisible());
  assert.deepEqual(page.errors, []);
  await page.close();
});
