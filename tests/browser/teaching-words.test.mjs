// What a class sees before a capture happens, in headless Chromium. E sows the same
// four seeds in two positions, one where nothing is taken and one where a chain of
// three is: stepped, every word on the element before the step that tells of the
// capture (the step's words, its counter, the status and the words line) is the
// same in both, so the count gives nothing away (the teacher clicks E where it is
// drawn and presses → as a clicker does). A move played again from the move list
// says nothing while its seeds move, then its sentence with the score after it.
// The predict panel refuses a guess larger than the board's seeds, saying so, and
// answers a wrong guess about a quiet move with "No seeds were taken". In the
// position editor, a click on a pit and then a number typed sets that pit.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openBrowser } from './browser.mjs';

/** E's four seeds end in c, making 2 there: no capture. */
const QUIET = '3-3-3-3-4-0-1-1-3-5-3-3-2-2-S';
/** E's four seeds end in c, making 3: c, b and a are taken. */
const CHAIN = '3-3-3-3-4-0-1-3-2-5-3-3-0-3-S';
const PIT_E = 4;

let env;
before(async () => { env = await openBrowser(); });
after(() => env?.close());

/** A page of its own holding a two-player game from `position` with `attributes`. */
async function gameAt(position, attributes, motion = 'reduce') {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 720 }, reducedMotion: motion });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  await page.route(`${env.base}/teach.html`, (route) => route.fulfill({
    status: 200, contentType: 'text/html; charset=utf-8',
    body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><script type="module" src="/pkg/urim-elements.js"></script></head>'
      + `<body><urim-game opponent="0" lang="en" position="${position}" ${attributes}></urim-game></body></html>`,
  }));
  await page.goto(`${env.base}/teach.html`);
  await page.waitForFunction(() => document.querySelector('urim-game')?.started);
  return page;
}

/** Clicks pit `pit` where it is drawn. */
async function clickPit(page, pit) {
  const box = await page.locator('urim-game canvas').boundingBox();
  const c = await page.evaluate((p) => document.querySelector('urim-game').pitCenter(p), pit);
  await page.mouse.click(box.x + c.x, box.y + c.y);
}

/** What the class reads at each step of E from `position`, until and with the last seed's step. */
async function wordsUntilTheLastSeed(position) {
  const page = await gameAt(position, 'steps');
  await page.evaluate(() => {
    window.steps = [];
    document.querySelector('urim-game').view.on('step', (step) => window.steps.push(step.kind));
  });
  await clickPit(page, PIT_E);
  const seen = [];
  for (let at = 1; ; at += 1) {
    await page.waitForFunction((n) => window.steps.length === n, at);
    const kind = await page.evaluate(() => window.steps.at(-1));
    seen.push(await page.evaluate(() => {
      const root = document.querySelector('urim-game').shadowRoot;
      const text = (s) => root.querySelector(s).textContent;
      return { step: text('.step-text'), count: text('.step-count'), status: text('.status'), words: text('.words') };
    }));
    if (kind === 'last') break;
    await page.keyboard.press('ArrowRight');
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
  return seen;
}

test('until the last seed falls, a stepped move reads the same whether or not a capture follows', async () => {
  const quiet = await wordsUntilTheLastSeed(QUIET);
  const chain = await wordsUntilTheLastSeed(CHAIN);
  assert.equal(quiet.length, 6, 'the lift, four seeds and the last seed');
  assert.equal(quiet[0].count, 'Step 1 of 6');
  assert.deepEqual(chain.slice(0, -1), quiet.slice(0, -1), 'every word before the last seed\'s step');
  assert.match(chain.at(-1).step, /a capture starts there/);
  assert.match(quiet.at(-1).step, /nothing is taken/);
});

test('"Play it again" says nothing while the seeds move, then the move with the score after it', async () => {
  const page = await gameAt(CHAIN, 'speed="0.5"', 'no-preference');
  await clickPit(page, PIT_E);
  const words = () => page.evaluate(() => document.querySelector('urim-game').shadowRoot.querySelector('.words').textContent);
  await page.waitForFunction(() => !document.querySelector('urim-game').busy && /South 9, North 3/.test(document.querySelector('urim-game').shadowRoot.querySelector('.words').textContent));
  const played = await words();
  await page.click('urim-game [part=moves] summary');
  await page.getByRole('button', { name: 'Look at move 1 again: South E+9' }).click();
  await page.click('urim-game [part=replay]');
  // Read in the same task as the element says it is busy showing the move: the seeds are in flight.
  const during = await page.waitForFunction(() => {
    const game = document.querySelector('urim-game');
    return game.busy ? { words: game.shadowRoot.querySelector('.words').textContent } : null;
  });
  assert.deepEqual(await during.jsonValue(), { words: '' }, 'no words while the seeds move');
  await page.waitForFunction(() => !document.querySelector('urim-game').busy);
  assert.equal(await words(), played, 'then the same sentence as when it was played, its score after the move');
  assert.match(played, /captured 9 seeds from c, b, a.*South 9, North 3\./);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('predict: a guess of 500 is refused with its reason, and a quiet move answers "No seeds were taken, not 5."', async () => {
  const page = await gameAt('3-3-3-3-3-3-3-3-3-3-3-3-0-0-S', 'predict');
  const question = () => page.evaluate(() => document.querySelector('urim-game').shadowRoot.querySelector('[part=prediction] p').textContent);
  await clickPit(page, PIT_E);
  await page.waitForFunction(() => document.querySelector('urim-game').shadowRoot.querySelector('[part=prediction]'));
  assert.equal(await question(), 'Where will the last seed from E fall? Choose that pit on the board.');
  await clickPit(page, 7); // b, where E's third seed falls
  const field = page.locator('urim-game [part=prediction] input');
  await field.waitFor();
  await field.fill('500');
  await field.press('Enter');
  assert.equal(await question(), 'The board holds 36 seeds: no move can take more. Guess again.');
  assert.equal(await field.isVisible(), true, 'the field stays, for another guess');
  await field.fill('5');
  await field.press('Enter');
  const verdict = page.locator('urim-game [part=prediction] .verdict');
  await page.waitForFunction(() => document.querySelector('urim-game').shadowRoot.querySelector('[part=prediction] .verdict')?.textContent);
  assert.equal(await verdict.textContent(), 'Right: the last seed fell in b. No seeds were taken, not 5.');
  assert.match(await question(), /the last seed in b, 5 seeds taken/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the editor: a click on a pit, then a number typed, sets that pit', async () => {
  const page = await gameAt('3-3-3-3-3-3-3-3-3-3-3-3-0-0-S', '');
  await page.click('urim-game [part=edit]');
  const pits = () => page.evaluate(() => document.querySelector('urim-game').view.config.pits);
  await page.waitForFunction(() => document.querySelector('urim-game').view.config.editing);
  await clickPit(page, 2); // C: a seed added, and the keys now on C
  assert.equal((await pits())[2], 4);
  await page.keyboard.type('9');
  assert.equal((await pits())[2], 9, 'C holds 9');
  await clickPit(page, 8); // c
  await page.keyboard.type('12');
  const after = await pits();
  assert.equal(after[8], 12, 'c holds 12');
  assert.equal(after[2], 9, 'C kept its 9');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
