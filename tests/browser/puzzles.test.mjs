// The puzzles page (www/puzzles.html) in headless Chromium: every puzzle of
// puzzles.json is solved by clicking its answer on the board, a wrong move is
// explained (what it did, what it and the answer are worth), an ending goes on
// against the computer, and the solved puzzles are kept on the device. Run
// `npm run build` first. Waits on what the page shows, never on the clock.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { openBrowser } from './browser.mjs';

const { puzzles } = JSON.parse(readFileSync(new URL('../../www/puzzles.json', import.meta.url), 'utf8'));
let env;

before(async () => {
  env = await openBrowser();
});

after(async () => {
  await env?.close();
});

const verdict = (page) => page.locator('#verdict').textContent();
const ready = (page) => page.waitForFunction(() => document.querySelector('urim-game')?.busy === false);

/** Clicks pit `letter` of the puzzle's board. */
async function clickLetter(page, letter) {
  await page.locator('urim-game canvas').scrollIntoViewIfNeeded();
  const box = await page.locator('urim-game canvas').boundingBox();
  const c = await page.evaluate((l) => document.querySelector('urim-game').pitCenter(l), letter);
  await page.mouse.click(box.x + c.x, box.y + c.y);
}

test('every puzzle is solved by clicking its answer; a wrong move is explained; progress is kept', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1100, height: 900 }, reducedMotion: 'reduce', serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${env.base}/puzzles.html?lang=en`);
  await page.waitForFunction((n) => document.querySelectorAll('#puzzle-list button').length === n, puzzles.length);
  for (const p of puzzles) {
    await page.click(`#puzzle-list button[data-id="${p.id}"]`);
    await page.waitForFunction((pos) => document.querySelector('urim-game').position === pos, p.position);
    await ready(page);
    assert.equal(await page.locator('#puzzle-title').textContent(), p.text.en.title);
    // A wrong move first, where there is one: named, and explained.
    const legal = await page.evaluate(() => document.querySelector('urim-game').legalMoves);
    const letters = await page.evaluate(async ([pos, l]) => {
      const { Game } = await import('./pkg/urim.js');
      const g = Game.fromPosition(pos);
      const all = g.letters();
      g.free();
      return l.map((i) => all[i]);
    }, [p.position, legal]);
    const wrong = letters.find((l) => !p.answer.includes(l));
    if (wrong) {
      await clickLetter(page, wrong);
      await page.waitForFunction(() => document.querySelector('#verdict .explanation')).catch((e) => { throw new Error(`${p.id}, ${wrong}: ${e.message}`); });
      const said = await verdict(page);
      assert.match(said, new RegExp(`^Not quite: ${wrong} is not the move\\.`), p.id);
      assert.match(said, new RegExp(`sowed \\d+ seeds? from ${wrong}`), `${p.id}: what the move did`);
      if (p.kind === 'capture') assert.match(said, new RegExp(`${wrong} takes \\d+ seeds?; ${p.answer[0]} takes \\d+`), p.id);
      if (p.kind === 'best' || p.kind === 'endgame') {
        assert.match(said, new RegExp(`play after ${wrong}, the game ends`), `${p.id}: what it is worth`);
        assert.match(said, new RegExp(`play after ${p.answer[0]}, the game ends`), `${p.id}: what the answer is worth`);
      }
      await page.click('#try-again');
      await page.waitForFunction(() => document.querySelector('#verdict').textContent === '');
      await ready(page);
    }
    await clickLetter(page, p.answer[0]);
    await page.waitForFunction(() => document.querySelector('#verdict .explanation'));
    assert.match(await verdict(page), new RegExp(`^Right: ${p.answer[0]} is the move\\.`), p.id);
    if (p.kind === 'endgame') {
      assert.match(await verdict(page), /play the ending out against the computer/);
      assert.equal(await page.evaluate(() => document.querySelector('urim-game').opponent), 5);
    } else {
      await page.waitForFunction((id) => document.querySelector(`#puzzle-list button[data-id="${id}"]`).nextElementSibling.textContent === '✓', p.id);
    }
  }
  const unsolvedEndings = puzzles.filter((p) => p.kind !== 'endgame').length;
  assert.equal(await page.locator('#solved-count').textContent(), `(${unsolvedEndings} of ${puzzles.length} solved)`);
  await page.reload();
  await page.waitForFunction((n) => document.querySelectorAll('.solved-mark').length === n
    && document.querySelector('#solved-count').textContent !== '', puzzles.length);
  assert.equal(await page.locator('#solved-count').textContent(), `(${unsolvedEndings} of ${puzzles.length} solved)`, 'kept on the device');
  assert.deepEqual(errors, []);
  await context.close();
});

test('an ending played out against the computer and won counts as solved', async () => {
  const ending = puzzles.find((p) => p.kind === 'endgame');
  const context = await env.browser.newContext({ viewport: { width: 1100, height: 900 }, reducedMotion: 'reduce', serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${env.base}/puzzles.html?lang=en&puzzle=${ending.id}`);
  await page.waitForFunction((pos) => document.querySelector('urim-game')?.position === pos, ending.position);
  await ready(page);
  await clickLetter(page, ending.answer[0]);
  await page.waitForFunction(() => document.querySelector('#verdict .explanation'));
  // The learner plays on: each turn, the best move the engine sees (analysed on the page).
  for (let i = 0; i < 60 && !(await page.evaluate(() => document.querySelector('urim-game').score.over)); i += 1) {
    await ready(page);
    if (await page.evaluate(() => document.querySelector('urim-game').score.over)) break;
    const pit = await page.evaluate(async () => {
      const { default: init, Game } = await import('./pkg/urim-search.js');
      await init(); // the engine module, which the page itself does not load
      const g = Game.fromRecord(document.querySelector('urim-game').record);
      const best = g.bestMove({ level: 5, nodes: 200000 });
      g.free();
      return best.pit;
    });
    await page.evaluate((p) => document.querySelector('urim-game').play(p), pit);
  }
  await page.waitForFunction(() => /You won the ending/.test(document.querySelector('#verdict').textContent));
  assert.equal(await page.locator(`#puzzle-list button[data-id="${ending.id}"] + .solved-mark`).textContent(), '✓');
  await context.close();
});

for (const scheme of ['light', 'dark']) {
  test(`axe-core on the puzzles page with a verdict shown, ${scheme}: no WCAG 2.1 A/AA violation`, async () => {
    const { createRequire } = await import('node:module');
    const axe = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
    const context = await env.browser.newContext({ viewport: { width: 1000, height: 900 }, colorScheme: scheme, reducedMotion: 'reduce', serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${env.base}/puzzles.html?lang=pt&puzzle=${puzzles[0].id}`);
    await page.waitForFunction((pos) => document.querySelector('urim-game')?.position === pos, puzzles[0].position);
    await ready(page);
    await page.evaluate((l) => document.querySelector('urim-game').play(l), puzzles[0].answer[0]);
    await page.waitForFunction(() => document.querySelector('#verdict .explanation'));
    await page.addScriptTag({ content: axe });
    const found = await page.evaluate(() => window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
      .then((r) => r.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)).join('; ')}`)));
    assert.deepEqual(found, []);
    await context.close();
  });
}
