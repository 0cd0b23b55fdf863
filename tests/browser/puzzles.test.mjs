// The puzzles page (www/puzzles.html) in headless Chromium: every puzzle of
// puzzles.json is solved by clicking its answer on the board; a wrong move says
// what it did, the board goes back and the hint ladder climbs, with nothing of the
// answer shown until asked for or three tries; "find every move" counts the
// answers found; an ending is handed to the computer at once and goes on against
// it; the solved puzzles are kept on the device. Run `npm run build` first. Waits
// on what the page shows, never on the clock.
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

/** The letters of the legal moves of `position` (the engine's, in the page). */
const legalLetters = (page, position) => page.evaluate(async (pos) => {
  const { Game } = await import('./pkg/urim.js');
  const g = Game.fromPosition(pos);
  const letters = g.legalMoves().map((i) => g.letters()[i]);
  g.free();
  return letters;
}, position);

/** Waits until the board is back at the puzzle's `position` and takes moves again. */
const backAtPuzzle = (page, position) => page.waitForFunction((pos) => {
  const game = document.querySelector('urim-game');
  return game.position === pos && game.moves.length === 0 && !game.inert && !game.busy;
}, position);

/**
 * Takes the board back to the puzzle with Try again, unless it has gone back by
 * itself already (in one step in the page: the button goes when the board is back).
 */
const tryAgain = (page) => page.evaluate(() => {
  const button = document.querySelector('#try-again');
  if (!button.hidden) button.click();
});

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
    // A wrong move first, where there is one: named, and what it did said; nothing of the answer.
    const wrong = (await legalLetters(page, p.position)).find((l) => !p.answer.includes(l));
    if (wrong) {
      await clickLetter(page, wrong);
      await page.waitForFunction(() => document.querySelector('#verdict .wrong'));
      const said = await verdict(page);
      assert.match(said, new RegExp(`^Not quite: ${wrong} is not the move\\.`), p.id);
      assert.match(said, new RegExp(`sowed \\d+ seeds? from ${wrong}`), `${p.id}: what the move did`);
      await tryAgain(page);
      if (p.kind === 'best' || p.kind === 'endgame') {
        await page.waitForFunction((l) => new RegExp(`play after ${l}, the game ends`).test(document.querySelector('#verdict').textContent), wrong);
      }
      assert.equal(await page.locator('#answer').textContent(), '', `${p.id}: no answer after one wrong try`);
      assert.equal(await page.locator('#hints li').first().textContent(), p.text.en.hint, `${p.id}: the hint, the ladder's first rung`);
      await backAtPuzzle(page, p.position);
    }
    const answers = p.answer.length > 1 && p.kind === 'rule' ? p.answer : [p.answer[0]];
    for (const [i, letter] of answers.entries()) {
      await clickLetter(page, letter);
      if (i < answers.length - 1) {
        await page.waitForFunction((l) => document.querySelector('#verdict').textContent.startsWith(`Right: ${l} is one of them.`), letter);
        await tryAgain(page);
        await backAtPuzzle(page, p.position);
      }
    }
    await page.waitForFunction(() => document.querySelector('#verdict .explanation'));
    assert.match(await verdict(page), /^Right: \w is (the move|one of them)\./, p.id);
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
      const el = document.querySelector('urim-game');
      // Its record is there once the records module has loaded (asking for it loads it).
      while (el.record === null) await new Promise((done) => { setTimeout(done, 10); });
      const g = Game.fromRecord(el.record);
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

/** Every text on the page, hidden or not, shadow roots, live regions and labels included. */
const allText = (page) => page.evaluate(() => {
  const found = [];
  const visit = (root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.currentNode; node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE) {
        if (!['SCRIPT', 'STYLE'].includes(node.parentElement?.tagName)) found.push(node.textContent);
        continue;
      }
      for (const name of ['aria-label', 'aria-description', 'title', 'alt']) if (node.getAttribute?.(name)) found.push(node.getAttribute(name));
      if (node.shadowRoot) visit(node.shadowRoot);
    }
  };
  visit(document.documentElement);
  return found.join('\n');
});

/** Fails when anything of puzzle `p`'s answer is on the page: the answer, its value, the explanation. */
async function assertNoAnswer(page, p, when) {
  const text = await allText(page);
  const answer = p.answer[0];
  assert.ok(!text.includes(p.text.en.explanation), `${when}: the explanation is on the page`);
  assert.doesNotMatch(text, /The answers?:/, `${when}: the answer is named`);
  assert.doesNotMatch(text, new RegExp(`play after ${answer}\\b`), `${when}: the answer's value is shown`);
  assert.doesNotMatch(text, new RegExp(`; ${answer} takes \\d+`), `${when}: what the answer takes is shown`);
  assert.doesNotMatch(text, new RegExp(`Right: ${answer}\\b`), `${when}: the answer is called right`);
}

/** A page of the puzzles at puzzle `p`, ready for a move; its `move` events are kept in `window.moves`. */
async function openPuzzle(p, options = {}) {
  const context = await env.browser.newContext({ viewport: { width: 1100, height: 900 }, reducedMotion: 'reduce', serviceWorkers: 'block', ...options });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  await page.goto(`${env.base}/puzzles.html?lang=en&puzzle=${p.id}`);
  await page.waitForFunction((pos) => document.querySelector('urim-game')?.position === pos, p.position);
  await ready(page);
  return { context, page };
}

test('a wrong try plays out, the board goes back by itself with the hint, then a nudge; no answer, value or explanation shown until the right move', async () => {
  const p = puzzles.find((q) => q.id === 'win-by-more'); // a best move (values worked out on the page), five moves to choose from
  const { context, page } = await openPuzzle(p);
  await assertNoAnswer(page, p, 'before a move');
  const [first, second] = (await legalLetters(page, p.position)).filter((l) => !p.answer.includes(l));
  await clickLetter(page, first);
  await page.waitForFunction(() => document.querySelector('#verdict .wrong'));
  // The move was played on the board, and its sentence says what it did.
  assert.equal(await page.evaluate(() => document.querySelector('urim-game').moves.length), 1, 'the wrong move is on the board');
  assert.match(await verdict(page), new RegExp(`^Not quite: ${first} is not the move\\.South sowed \\d+ seeds? from ${first}`));
  // Meanwhile the board takes no move: neither South's nor North's.
  assert.equal(await page.evaluate(() => document.querySelector('urim-game').inert), true);
  assert.equal(await page.locator('#hints li').first().textContent(), p.text.en.hint, 'the first rung: the puzzle\'s hint');
  // What the wrong move is worth comes; the answer's does not.
  await page.waitForFunction((l) => new RegExp(`play after ${l}, the game ends`).test(document.querySelector('#verdict').textContent), first);
  await assertNoAnswer(page, p, 'after one wrong try');
  // The board goes back to the puzzle by itself, and says so.
  await backAtPuzzle(page, p.position);
  assert.match(await verdict(page), /Back to the puzzle: try again\.$/);
  assert.equal(await page.locator('#try-again').isHidden(), true);
  // A second wrong try: the nudge, derived from the position, never the answer alone.
  await clickLetter(page, second);
  await page.waitForFunction(() => document.querySelectorAll('#hints li').length === 2);
  await tryAgain(page); // back at once
  const nudge = await page.locator('#hints li').nth(1).textContent();
  const among = /^Look among (.+)\. The move to find takes (nothing|\d+ seeds?)\.$/.exec(nudge);
  assert.ok(among, `a nudge: ${nudge}`);
  const pits = among[1].split(', ');
  assert.ok(pits.length >= 2 && pits.includes(p.answer[0]) && !pits.includes(first) && !pits.includes(second), `nudge ${nudge}`);
  await page.waitForFunction((l) => new RegExp(`play after ${l}, the game ends`).test(document.querySelector('#verdict').textContent), second);
  await assertNoAnswer(page, p, 'after two wrong tries');
  assert.equal(await page.locator('#show-hint').isHidden(), true, 'both rungs shown');
  await backAtPuzzle(page, p.position);
  await clickLetter(page, p.answer[0]);
  await page.waitForFunction(() => document.querySelector('#verdict .explanation'));
  assert.match(await verdict(page), new RegExp(`^Right: ${p.answer[0]} is the move\\.`));
  await page.waitForFunction((id) => document.querySelector(`#puzzle-list button[data-id="${id}"] + .solved-mark`).textContent === '✓', p.id);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('three wrong tries bring the answer, its value and the explanation; "Show the answer" brings them on request', async () => {
  const p = puzzles.find((q) => q.id === 'spoil-the-capture');
  const { context, page } = await openPuzzle(p);
  const wrong = (await legalLetters(page, p.position)).filter((l) => !p.answer.includes(l));
  assert.ok(wrong.length >= 3);
  for (const [i, letter] of wrong.slice(0, 3).entries()) {
    await clickLetter(page, letter);
    await page.waitForFunction((l) => document.querySelector('#verdict').textContent.startsWith(`Not quite: ${l}`), letter);
    if (i < 2) {
      await tryAgain(page);
      await page.waitForFunction((l) => new RegExp(`play after ${l}, the game ends`).test(document.querySelector('#verdict').textContent), letter);
      await assertNoAnswer(page, p, `after ${i + 1} wrong tries`);
      await backAtPuzzle(page, p.position);
    }
  }
  const answer = page.locator('#answer');
  await page.waitForFunction((l) => new RegExp(`play after ${l}, the game ends \\d+ to \\d+\\.`).test(document.querySelector('#answer').textContent), p.answer[0]);
  const said = await answer.textContent();
  assert.ok(said.startsWith(`Three tries: here is the answer.The answer: ${p.answer[0]}.`), said);
  assert.ok(said.includes(p.text.en.explanation), 'the explanation');
  assert.equal(await page.locator('#show-answer').isHidden(), true);
  // On request, on another puzzle: the answer at once, and the focus on it.
  await page.click('#next-puzzle');
  const q = puzzles[puzzles.indexOf(p) + 1];
  await page.waitForFunction((pos) => document.querySelector('urim-game').position === pos, q.position);
  assert.equal(await answer.textContent(), '', 'a new puzzle, no answer');
  await page.focus('#show-answer');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('#answer').textContent.includes('The answer'));
  assert.equal(await page.evaluate(() => document.activeElement.id), 'answer', 'the focus on the answer');
  assert.ok((await answer.textContent()).includes(q.text.en.explanation));
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('find every move: one found is acknowledged and counted, not solved; all found is solved', async () => {
  const p = puzzles.find((q) => q.kind === 'rule' && q.answer.length > 1);
  const { context, page } = await openPuzzle(p);
  const count = () => page.locator('#puzzle-count').textContent();
  const mark = page.locator(`#puzzle-list button[data-id="${p.id}"] + .solved-mark`);
  assert.equal(await count(), `Found 0 of ${p.answer.length}`);
  const [one, ...rest] = p.answer;
  await clickLetter(page, one);
  await page.waitForFunction((l) => document.querySelector('#verdict').textContent.startsWith(`Right: ${l} is one of them.`), one);
  assert.equal(await count(), `Found 1 of ${p.answer.length}`);
  assert.equal(await mark.textContent(), '', 'not solved');
  assert.ok(!(await allText(page)).includes(p.text.en.explanation), 'no explanation yet');
  await backAtPuzzle(page, p.position);
  // The same one again counts for nothing.
  await clickLetter(page, one);
  await page.waitForFunction((l) => document.querySelector('#verdict').textContent.startsWith(`You have found ${l} already.`), one);
  assert.equal(await count(), `Found 1 of ${p.answer.length}`);
  assert.equal(await mark.textContent(), '');
  await tryAgain(page);
  for (const letter of rest) {
    await backAtPuzzle(page, p.position);
    await clickLetter(page, letter);
  }
  await page.waitForFunction(() => document.querySelector('#verdict .explanation'));
  assert.match(await verdict(page), /You found them all\./);
  assert.equal(await count(), `Found ${p.answer.length} of ${p.answer.length}`);
  await page.waitForFunction((id) => document.querySelector(`#puzzle-list button[data-id="${id}"] + .solved-mark`).textContent === '✓', p.id);
  // Solved, Try again starts the puzzle afresh, the focus on the board.
  await page.click('#try-again');
  await backAtPuzzle(page, p.position);
  assert.equal(await count(), `Found 0 of ${p.answer.length}`);
  assert.equal(await page.evaluate(() => document.activeElement?.localName), 'urim-game');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('an ending is handed to the computer at once: right after the move, North\'s pits cannot be played by a click', async () => {
  const p = puzzles.find((q) => q.kind === 'endgame');
  const { context, page } = await openPuzzle(p);
  // What the board takes the moment the move is told (a listener after the puzzle's own).
  await page.evaluate(() => {
    const game = document.querySelector('urim-game');
    window.moves = [];
    game.addEventListener('move', (e) => {
      window.moves.push({ letter: e.detail.letter, by: e.detail.by, mover: e.detail.mover });
      if (window.moves.length === 1) window.then = { legal: game.legalMoves, opponent: game.opponent, player: game.player };
    });
  });
  await clickLetter(page, p.answer[0]);
  await page.waitForFunction(() => window.then);
  assert.deepEqual(await page.evaluate(() => window.then), { legal: [], opponent: 5, player: 'south' }, 'North is the computer\'s at once');
  // A click where one of North's pits with seeds is drawn plays nothing.
  const north = await page.evaluate(() => {
    const game = document.querySelector('urim-game');
    const holes = game.position.split('-').length > 16 ? 7 : 6;
    const pits = game.position.split('-').slice(0, 2 * holes).map(Number);
    return pits.findIndex((n, i) => i >= holes && n > 0);
  });
  assert.ok(north >= 0);
  const box = await page.locator('urim-game canvas').boundingBox();
  const c = await page.evaluate((i) => document.querySelector('urim-game').pitCenter(i), north);
  await page.mouse.click(box.x + c.x, box.y + c.y);
  // The computer answers for North; no move of North's is ever the visitor's.
  await page.waitForFunction(() => window.moves.length >= 2);
  const moves = await page.evaluate(() => window.moves);
  assert.deepEqual(moves[1].by, 'computer');
  assert.ok(moves.every((m) => m.mover === 'south' || m.by === 'computer'), JSON.stringify(moves));
  assert.deepEqual(page.errors, []);
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
