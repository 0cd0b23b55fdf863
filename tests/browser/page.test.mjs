// The demo page (www/index.html: a header around one <urim-game persist="urim">) in
// headless Chromium: it loads, draws the board, takes moves by mouse and keyboard,
// announces them, lets the computer answer, undoes, switches to the 7-pit board,
// keeps the game on the device, works offline and in a frame (embed.js). Run
// `npm run build` first. No timing assertions: every wait is on state the element
// exposes (busy, moves, position) or on its words in the shadow root.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openBrowser } from './browser.mjs';
import { serveStatic } from '../../.ci/serve.mjs';
import { LANGUAGE_LIST } from '../../www/i18n/languages.js';

let env;

before(async () => {
  env = await openBrowser();
});

after(async () => {
  await env?.close();
});

const START = '3-3-3-3-3-3-3-3-3-3-3-3-0-0-S';

/**
 * A browser context of its own (the page keeps its game in localStorage, which must
 * not leak from one test into the next). Reduced motion unless asked otherwise:
 * moves are shown at once, so the tests never wait on animations.
 */
function newContext(options = {}) {
  return env.browser.newContext({ viewport: { width: 900, height: 800 }, reducedMotion: 'reduce', ...options });
}

/** A new page in `context`; its page errors are collected on `page.errors`. */
async function pageIn(context) {
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e));
  return page;
}

/** The codes of the languages Urim speaks. */
const CODES = LANGUAGE_LIST.map((l) => l.code);

/**
 * Waits until the game (in `frame`: a page or a frame) is loaded and waits for a
 * move, and, when the address asks for one of our languages, until the page and
 * the game show its words (they may come after the game is ready).
 */
const settled = (frame) => frame.waitForFunction((codes) => {
  const game = document.querySelector('urim-game');
  const want = new URLSearchParams(location.search).get('lang');
  const speaks = !want || !codes.includes(want)
    || (document.documentElement.lang === want && game?.shadowRoot?.querySelector('[part=frame]')?.lang === want);
  return game?.busy === false && speaks;
}, CODES);

/** The words of the step shown, with steps on. */
const stepWordsIn = (frame) => frame.evaluate(() => document.querySelector('urim-game').shadowRoot.querySelector('.step-text').textContent);

/**
 * With steps on: presses Next step until the step's words match `re` (or, with
 * `re` null, until the move is over); the steps' words on the way, in order.
 */
async function stepUntil(frame, re) {
  const seen = [];
  for (let i = 0; i < 80; i += 1) {
    await frame.waitForFunction(() => {
      const g = document.querySelector('urim-game');
      return !g.shadowRoot.querySelector('.step-bar').hidden || !g.busy;
    });
    const over = await frame.evaluate(() => !document.querySelector('urim-game').busy);
    const text = over ? '' : await stepWordsIn(frame);
    if (over && re === null) return seen;
    if (!over && seen.at(-1) !== text) seen.push(text);
    if (re && re.test(text)) return seen;
    await frame.evaluate(() => document.querySelector('urim-game').shadowRoot.querySelector('[part=next-step]').click());
  }
  throw new Error(`no step said ${re}; saw ${seen.join(' | ')}`);
}

/**
 * Opens the page with URL parameters in a fresh context (closed by `done`); page
 * errors are collected on `page.errors`.
 */
async function open(query, options) {
  const page = await pageIn(await newContext(options));
  await page.goto(`${env.base}/?${query}`);
  await settled(page);
  return page;
}

/** Checks that the page had no errors and closes its context. */
async function done(page) {
  assert.deepEqual(page.errors, []);
  await page.context().close();
}

/** What the element shows: its state and the words of its shadow root. */
const state = (frame) => frame.evaluate(() => {
  const g = document.querySelector('urim-game');
  const text = (selector) => g.shadowRoot.querySelector(selector).textContent;
  return {
    position: g.position,
    toMove: g.toMove,
    legal: g.legalMoves,
    plies: g.moves.length,
    holes: g.holes,
    busy: g.busy,
    status: text('.status'),
    words: text('.words'),
    notice: text('.notice'),
  };
});

/** Waits until `plies` moves were played and the game waits for the next one. */
const idleAfter = (frame, plies) => frame.waitForFunction((n) => {
  const g = document.querySelector('urim-game');
  return g?.busy === false && g.moves.length === n;
}, plies);

/** Plays `pit` through the element's own method, and waits until it has been shown. */
const play = (frame, pit) => frame.evaluate((p) => document.querySelector('urim-game').play(p).then(() => {}), pit);

/** Starts playing `pit` without waiting for the move to be shown (it may wait at a step). */
const startPlaying = (frame, pit) => frame.evaluate((p) => { document.querySelector('urim-game').play(p); }, pit);

/** What the engine (the page's own wasm module) says `pit` does from `position`. */
const previewOf = (frame, position, pit) => frame.evaluate(async ([pos, p]) => {
  const { Game } = await import('./pkg/urim.js');
  const game = Game.fromPosition(pos);
  const report = game.preview(p);
  game.free();
  return report;
}, [position, pit]);

/** Words inside the element's shadow root, by CSS selector. */
const words = (frame, selector) => frame.evaluate((s) => document.querySelector('urim-game').shadowRoot.querySelector(s).textContent, selector);

/**
 * Clicks the centre of `pit` on the canvas, from the element's own geometry;
 * `frame` when the game is in a frame of `page`.
 */
/**
 * The idle pause of `seconds` from here on, and the visitor's last touch (on the
 * page, not a control): the tests open with idle=0, so that no pause can come
 * while they act, however slow the machine, and wait for this one.
 */
async function lastTouch(page, seconds) {
  await page.evaluate((s) => {
    document.querySelector('urim-game').idle = s;
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
  }, seconds);
}

async function clickPit(page, pit, frame = page) {
  const box = await frame.locator('urim-game canvas').boundingBox();
  const c = await frame.evaluate((p) => document.querySelector('urim-game').pitCenter(p), pit);
  await page.mouse.click(box.x + c.x, box.y + c.y);
}

test('the page loads without errors and draws the board', async () => {
  const page = await open('lang=en&opponent=0');
  const canvas = page.locator('urim-game canvas');
  assert.equal(await canvas.getAttribute('role'), 'application');
  assert.match(await canvas.getAttribute('aria-label'), /Urim board/);
  await page.waitForFunction(() => {
    const c = document.querySelector('urim-game').shadowRoot.querySelector('canvas');
    const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    let painted = 0;
    for (let i = 3; i < data.length; i += 4 * 7) if (data[i] > 0) painted += 1;
    return painted > data.length / 4 / 7 / 3;
  });
  const s = await state(page);
  assert.equal(s.position, START);
  assert.match(s.status, /South to move/);
  await done(page);
});

test('clicking a legal pit plays it and the live region announces it', async () => {
  const page = await open('lang=en&opponent=0');
  assert.equal(await page.locator('urim-game .words').getAttribute('aria-live'), 'polite');
  await clickPit(page, 4); // E
  await idleAfter(page, 1);
  const s = await state(page);
  assert.equal(s.position, '3-3-3-3-0-4-4-4-3-3-3-3-0-0-N');
  assert.match(s.words, /South sowed 3 seeds from E/);
  // A click on one of South's pits while North is to move (ignored), then a legal one.
  await clickPit(page, 2); // South's pit: ignored
  await clickPit(page, 8); // c
  await idleAfter(page, 2);
  assert.match((await state(page)).words, /North sowed 3 seeds from c/);
  assert.deepEqual(await page.evaluate(() => document.querySelector('urim-game').moves), [4, 8], 'the ignored click played nothing');
  await done(page);
});

test('keyboard play: arrows move over the legal pits, Enter sows', async () => {
  const page = await open('lang=en&opponent=0');
  await page.locator('urim-game canvas').focus();
  await page.keyboard.press('Home'); // the first legal pit, A
  await page.keyboard.press('ArrowRight'); // B
  await page.keyboard.press('ArrowRight'); // C
  assert.equal(await page.evaluate(() => document.querySelector('urim-game').view.focus), 2);
  assert.match(await page.locator('urim-game .preview').textContent(), /^C: 3 seeds/);
  await page.keyboard.press('Enter');
  await idleAfter(page, 1);
  assert.match((await state(page)).words, /South sowed 3 seeds from C/);
  // North's row is drawn right to left: ArrowRight from the left end goes f, e, ...
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press(' ');
  await idleAfter(page, 2);
  assert.match((await state(page)).words, /North sowed \d+ seeds? from e/);
  await done(page);
});

test('the computer answers, and undo takes back both moves', async () => {
  const page = await open('lang=en&opponent=1&nodes=3000');
  await clickPit(page, 0); // A
  await idleAfter(page, 2);
  const s = await state(page);
  assert.equal(s.toMove, 'south');
  assert.match(s.words, /North sowed/);
  assert.match(s.status, /Your turn/);
  await page.click('urim-game [part=undo]');
  await idleAfter(page, 0);
  assert.equal((await state(page)).position, START);
  await page.click('urim-game [part=redo]');
  await idleAfter(page, 2);
  await done(page);
});

test('undo in a two-player game takes back one move', async () => {
  const page = await open('lang=en&opponent=0');
  await clickPit(page, 4);
  await idleAfter(page, 1);
  await page.click('urim-game [part=undo]');
  await idleAfter(page, 0);
  const s = await state(page);
  assert.equal(s.position, START);
  assert.equal(await page.locator('urim-game [part=undo]').isDisabled(), true);
  await done(page);
});

test('switching to the 7-pit board starts a new game there', async () => {
  const page = await open('lang=en&opponent=0');
  await page.selectOption('urim-game [part=holes]', '7-3');
  await page.waitForFunction(() => {
    const g = document.querySelector('urim-game');
    return g.busy === false && g.holes === 7;
  });
  const s = await state(page);
  assert.equal(s.position, '3-3-3-3-3-3-3-3-3-3-3-3-3-3-0-0-S');
  await clickPit(page, 6); // G, the new pit at the right end of South's row
  await idleAfter(page, 1);
  assert.match((await state(page)).words, /South sowed 3 seeds from G/);
  await done(page);
});

test('Portuguese strings with ?lang=pt', async () => {
  const page = await open('lang=pt&opponent=0');
  assert.equal(await page.getAttribute('html', 'lang'), 'pt');
  assert.equal(await page.locator('urim-game [part=new-game]').textContent(), 'Novo jogo');
  await clickPit(page, 4);
  await idleAfter(page, 1);
  assert.match((await state(page)).words, /Sul semeou 3 sementes de E/);
  // The rules link leads to the Portuguese rules, which link back to the game in Portuguese.
  await page.locator('#rules-page-link').click();
  await page.waitForURL(/rules\.pt\.html$/);
  assert.equal(await page.getAttribute('html', 'lang'), 'pt');
  assert.equal(await page.locator('h1').textContent(), 'Como se joga o Urim');
  assert.equal(await page.locator('link[rel=stylesheet][href="rules.css"]').evaluate((l) => l.sheet?.cssRules.length > 0), true);
  await page.locator('a[hreflang=en]').click();
  await page.waitForURL(/rules\.html$/);
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  await page.getByText('Back to the game').click();
  await settled(page);
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  assert.equal(await page.locator('#rules-link').getAttribute('href'), 'rules.html');
  await done(page);
});

test('How to play opens the lessons on the page, in its language; the rules page stays a link beside it', async () => {
  const page = await open('lang=fr&opponent=0');
  assert.equal(await page.locator('#rules-link').textContent(), 'Comment jouer');
  assert.equal(await page.locator('#rules-page-link').textContent(), 'Les règles');
  assert.match(await page.locator('#rules-page-link').getAttribute('href'), /rules\.fr\.html$/);
  const address = page.url();
  await page.locator('#rules-link').click();
  await page.waitForFunction(() => document.querySelector('urim-game').shadowRoot.querySelector('urim-learn')?.currentPosition);
  assert.equal(page.url(), address, 'the page stays');
  const learn = await page.evaluate(() => {
    const el = document.querySelector('urim-game').shadowRoot.querySelector('urim-learn');
    const task = el.shadowRoot.querySelector('[part=task]');
    return { lang: el.getAttribute('lang'), task: task.textContent, shown: task.checkVisibility() };
  });
  assert.deepEqual(learn, { lang: 'fr', task: 'Faites tomber votre dernière graine dans la case b de Nord.', shown: true });
  await page.locator('urim-game [part=learn-back]').click();
  await page.waitForFunction(() => !document.querySelector('urim-game').shadowRoot.querySelector('urim-learn'));
  await page.locator('#rules-page-link').click();
  await page.waitForURL(/rules\.fr\.html$/);
  await done(page);
});

test('with motion, a move animates and can be skipped', async () => {
  const page = await open('lang=en&opponent=0', { viewport: { width: 390, height: 844 }, reducedMotion: 'no-preference' });
  await page.evaluate(() => { document.querySelector('urim-game').view.config.seedDelay = 60_000; }); // stays mid-animation
  await clickPit(page, 5); // F
  await page.waitForFunction(() => document.querySelector('urim-game').view.anim !== null);
  assert.equal(await page.evaluate(() => document.querySelector('urim-game').busy), true);
  assert.equal((await state(page)).status, 'South sows from F… (tap or Esc to skip)');
  await clickPit(page, 0); // a tap on the board skips
  await idleAfter(page, 1);
  const pits = await page.evaluate(() => document.querySelector('urim-game').view.config.pits.join('-'));
  assert.equal(pits, '3-3-3-3-3-0-4-4-4-3-3-3');
  // From the keyboard: Enter sows North's pit under the focus ring, Esc skips.
  await page.locator('urim-game canvas').focus();
  await page.keyboard.press('Home'); // North's leftmost legal pit as drawn: f
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('urim-game').view.anim !== null);
  assert.equal((await state(page)).status, 'North sows from f… (tap or Esc to skip)');
  await page.keyboard.press('Escape');
  await idleAfter(page, 2);
  assert.equal(await page.evaluate(() => document.querySelector('urim-game').view.config.pits.join('-')), '4-4-4-3-3-0-4-4-4-3-3-0');
  await done(page);
});

// SKIPPED: blocked by a bug in www/elements/game-element.js (wire(): Esc is heard only
// on the element's shadow root). A mouse click on a pit does not focus the canvas
// (BoardView.onPointerDown calls preventDefault), so the focus stays on <body> and
// Esc never reaches the element, although the status line says "tap or Esc to skip".
// The old page listened on the document. Unskip once Esc is heard page-wide again.
test('with motion, Esc skips a move started with the mouse (the focus outside the element)', async () => {
  const page = await open('lang=en&opponent=0', { reducedMotion: 'no-preference' });
  await page.evaluate(() => { document.querySelector('urim-game').view.config.seedDelay = 60_000; });
  await clickPit(page, 5); // F
  await page.waitForFunction(() => document.querySelector('urim-game').view.anim !== null);
  assert.equal((await state(page)).status, 'South sows from F… (tap or Esc to skip)');
  await page.keyboard.press('Escape');
  await idleAfter(page, 1);
  assert.equal(await page.evaluate(() => document.querySelector('urim-game').view.config.pits.join('-')), '3-3-3-3-3-0-4-4-4-3-3-3');
  await done(page);
});

test('with motion, a capture is taken one chain pit at a time, and the words, once it is shown, say where it stopped', async () => {
  const page = await open('lang=en&opponent=0&holes=6', { reducedMotion: 'no-preference' });
  await page.evaluate(() => { document.querySelector('urim-game').view.config.seedDelay = 1; });
  const opening = [0, 6, 1, 9, 3]; // then North's c (8) takes two of South's pits
  for (const [i, pit] of opening.entries()) {
    await play(page, pit);
    await idleAfter(page, i + 1);
  }
  const report = await previewOf(page, (await state(page)).position, 8);
  assert.equal(report.chain.length, 2);
  assert.equal(report.grandSlam, false);
  await page.evaluate(() => { document.querySelector('urim-game').view.config.chainDelay = 60_000; }); // stays on the first chain pit
  await startPlaying(page, 8);
  await page.waitForFunction(() => document.querySelector('urim-game').view.frameState(performance.now()).chain != null);
  const shown = await page.evaluate(() => document.querySelector('urim-game').view.frameState(performance.now()).chain);
  assert.deepEqual(shown.lit, [report.chain[0].pit], 'only the trigger pit is shown so far');
  assert.equal(shown.active, report.chain[0].pit);
  // The sentence waits for the end of the show: nothing tells the capture before the board shows it.
  assert.equal((await state(page)).words, '', 'no words while the chain is still being taken');
  await page.locator('urim-game canvas').focus(); // Esc is heard inside the element (see the report)
  await page.keyboard.press('Escape');
  await idleAfter(page, 6);
  assert.deepEqual(await page.evaluate(() => document.querySelector('urim-game').view.config.pits), report.pits);
  assert.match((await state(page)).words, /North sowed .* from c; captured .* from [A-F], [A-F] \(the chain stopped at the end of the row\)/);
  await done(page);
});

test('the move list follows the game, and the record downloads', async () => {
  const page = await open('lang=en&opponent=0');
  assert.equal(await page.locator('urim-game .move-list li').count(), 0);
  assert.equal(await page.locator('urim-game .no-moves').isVisible(), false, 'the list is folded at first');
  await page.locator('urim-game [part=moves] summary').click();
  assert.equal(await page.locator('urim-game .no-moves').isVisible(), true);
  await clickPit(page, 4); // E
  await idleAfter(page, 1);
  await clickPit(page, 8); // c
  await idleAfter(page, 2);
  const items = await page.locator('urim-game .move-list li').allTextContents();
  assert.deepEqual(items, ['South ENorth c'], 'one numbered turn: South, then North');
  assert.deepEqual(await page.locator('urim-game .move-list .ply').allTextContents(), ['South E', 'North c']);
  assert.equal(await page.locator('urim-game [part=moves] summary .count').textContent(), '(2 moves)');
  await page.locator('urim-game [part=undo]').click();
  await idleAfter(page, 1);
  assert.deepEqual(await page.locator('urim-game .move-list .ply').allTextContents(), ['South E', '']);

  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('urim-game [part=save-record]').click()]);
  assert.match(download.suggestedFilename(), /^urim-\d{4}-\d{2}-\d{2}\.txt$/);
  const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  assert.match(text, /\[Variant "Urim 2x6/);
  assert.match(text, /\[South "South"\]/);
  assert.match(text, /1\. E/);
  const back = await page.evaluate(async (record) => {
    const { default: init, Game } = await import('./pkg/urim-records.js'); // loaded by the save already
    await init();
    return Game.fromRecord(record).position();
  }, text);
  assert.equal(back, (await state(page)).position, 'the downloaded record replays to the same position');
  assert.equal(await page.evaluate(() => document.querySelector('urim-game').record.includes('1. E')), true, 'g.record is the same record');

  // When North starts, the first turn's South slot holds "…", as "1... c" in the record.
  await page.locator('urim-game [part=first]').selectOption('north');
  await idleAfter(page, 0);
  await clickPit(page, 8); // c
  await idleAfter(page, 1);
  assert.deepEqual(await page.locator('urim-game .move-list .ply').allTextContents(), ['…', 'North c']);
  await done(page);
});

test('a record file opens and play goes on from it; a bad file is refused and the game kept', async () => {
  const page = await open('lang=en&opponent=0');
  // A record on the 7-pit board, made with the records module the page loads.
  const record = await page.evaluate(async () => {
    const { default: init, Game } = await import('./pkg/urim-records.js');
    await init();
    const g = Game.fromPosition('3-3-3-3-3-3-3-3-3-3-3-3-3-3-0-0-S');
    for (const pit of [0, 8, 1]) g.play(pit);
    return { text: g.record(), position: g.position() };
  });
  await page.locator('urim-game [part=moves] summary').click();
  const file = page.locator('urim-game input[type=file]');
  await file.setInputFiles({ name: 'lesson.txt', mimeType: 'text/plain', buffer: Buffer.from(record.text) });
  await page.waitForFunction((pos) => {
    const g = document.querySelector('urim-game');
    return g.position === pos && g.busy === false;
  }, record.position);
  assert.equal((await state(page)).holes, 7, 'the board follows the record');
  assert.equal(await page.locator('urim-game [part=holes]').inputValue(), '7-3');
  assert.equal(await page.locator('urim-game .record-note').textContent(), 'Opened lesson.txt: 3 moves.');
  assert.deepEqual(await page.locator('urim-game .move-list .ply').allTextContents(), ['South A', 'North b', 'South B', '']);

  await file.setInputFiles({ name: 'broken.txt', mimeType: 'text/plain', buffer: Buffer.from('[Variant "Urim 2x5"]\n\n*') });
  await page.waitForFunction(() => document.querySelector('urim-game').shadowRoot.querySelector('.record-note').textContent.includes('broken.txt'));
  // The reason from the refusal's kind, in the visitor's words (issue 38).
  assert.equal(await page.locator('urim-game .record-note').textContent(), 'broken.txt could not be opened: its header lines are not written as a record’s are');
  assert.equal((await state(page)).position, record.position, 'the game on show is kept');
  await done(page);
});

test('?position= starts from a given position (a bad one is named and a new game begins); ?steps=1', async () => {
  const position = '0-0-0-1-2-0-0-2-2-1-0-0-14-14-S';
  const page = await open(`lang=en&opponent=0&steps=1&position=${position}`);
  assert.equal((await state(page)).position, position);
  assert.deepEqual((await state(page)).legal, [3, 4]);
  assert.equal(await page.locator('urim-game [part=steps]').isChecked(), true, '?steps=1 turns captures step by step on');
  assert.equal(await page.evaluate(() => document.querySelector('urim-game').steps), true);
  assert.equal(await page.evaluate(() => document.querySelector('urim-game').view.config.stepByStep), true);
  await done(page);

  const bad = await open('lang=en&opponent=0&position=3-3-3');
  assert.equal((await state(bad)).position, START);
  // The reason from the refusal's kind, in the visitor's words (issue 40, item 9), blaming the address.
  assert.equal((await state(bad)).notice, 'The position in the address could not be used (it is not a position such as 3-3-3-3-3-3-3-3-3-3-3-3-0-0-S); a new game began instead.');
  assert.equal(await bad.locator('urim-game .notice').isVisible(), true);
  await done(bad);
});

test('captures step by step: the board waits at each step, names it, and goes on with Next', async () => {
  const page = await open('lang=en&opponent=0');
  for (const [i, pit] of [0, 6, 1, 9, 3].entries()) {
    await play(page, pit);
    await idleAfter(page, i + 1);
  }
  const report = await previewOf(page, (await state(page)).position, 8);
  await page.getByLabel('Moves step by step').check();
  assert.equal(await page.evaluate(() => document.querySelector('urim-game').steps), true);
  await startPlaying(page, 8);
  const stepText = () => page.locator('urim-game .step-text').textContent();
  const waitText = (re) => page.waitForFunction((source) => new RegExp(source)
    .test(document.querySelector('urim-game').shadowRoot.querySelector('.step-text').textContent), re.source);
  const [first, second] = report.chain;
  // First the seeds are lifted and sown one by one, each a step.
  const sowing = await stepUntil(page, /^The last seed makes/);
  assert.match(sowing[0], /^North takes \d+ seeds? out of c\.$/);
  assert.match(sowing[1], /^Seed 1 of \d+ falls into [a-fA-F]\.$/);
  assert.equal(sowing.filter((w) => w.startsWith('Seed ')).length, report.sown.length, 'a step a seed');
  await page.locator('urim-game [part=step-back]').click();
  await waitText(/^Seed \d+ of \d+ falls/);
  await page.locator('urim-game [part=next-step]').click();
  await waitText(/^The last seed makes/);
  assert.equal(await stepText(), `The last seed makes ${report.trigger.seeds} seeds in ${first.letter}: two or three, so a capture starts there.`);
  assert.equal(await page.evaluate(() => document.querySelector('urim-game').busy), true, 'the move waits');
  await page.locator('urim-game [part=next-step]').click();
  await waitText(/the chain starts there\.$/);
  assert.equal(await stepText(), `${first.letter} holds ${first.seeds} seeds: the chain starts there.`);
  await page.locator('urim-game [part=next-step]').press('Enter');
  await waitText(/joins the chain\.$/);
  assert.equal(await stepText(), `The pit before, ${second.letter}, holds ${second.seeds} seeds: it joins the chain.`);
  await page.locator('urim-game [part=next-step]').click();
  await waitText(/the chain stops\.$/);
  assert.equal(await stepText(), 'That was the first pit of the row: the chain stops.');
  await page.locator('urim-game [part=next-step]').click();
  await waitText(/in all\.$/);
  const taken = report.chain.reduce((sum, link) => sum + link.seeds, 0);
  assert.equal(await stepText(), `North takes the whole chain: ${taken} seeds in all.`);
  await page.locator('urim-game [part=next-step]').click();
  await idleAfter(page, 6);
  assert.equal(await page.locator('urim-game .step-bar').isHidden(), true);
  assert.deepEqual(await page.evaluate(() => document.querySelector('urim-game').view.config.pits), report.pits);
  await done(page);
});

test('the language picker lists every language and switches the page to the one chosen', async () => {
  const page = await open('lang=en&opponent=0');
  const languages = await page.evaluate(async () => {
    const { AWAITING_REVIEW, LANGUAGES } = await import('./i18n/index.js');
    const en = (await import('./words/page-words.js')).ENGLISH; // the page's own words
    const tables = await Promise.all(Object.keys(LANGUAGES).map((code) => import(`./i18n/${code}.js`).then((m) => m.default)));
    // A language awaiting a native speaker's review is marked so, in the page's words (English here).
    const shown = (code, name) => (AWAITING_REVIEW.includes(code) ? en.draftLanguage.replace('{name}', name) : name);
    return Object.fromEntries(Object.entries(LANGUAGES).map(([code, name], i) => [code, { name: shown(code, name), newGame: tables[i].newGame }]));
  });
  const options = await page.locator('#language option').evaluateAll((os) => os.map((o) => [o.value, o.textContent, o.lang]));
  assert.deepEqual(options, Object.entries(languages).map(([code, { name }]) => [code, name, code]));
  assert.equal(options.find(([code]) => code === 'kea')[1], "Kabuverdianu (awaiting a speaker's review)");
  assert.equal(await page.locator('#language').inputValue(), 'en');
  for (const code of Object.keys(languages).filter((c) => c !== 'en')) {
    await page.locator('#language').selectOption(code);
    await page.waitForFunction((c) => new URLSearchParams(location.search).get('lang') === c && document.documentElement.lang === c, code);
    await settled(page);
    assert.equal(await page.getAttribute('html', 'lang'), code);
    assert.equal(await page.locator('urim-game').getAttribute('lang'), code);
    assert.equal(await page.locator('urim-game [part=new-game]').textContent(), languages[code].newGame);
    assert.equal(await page.locator('#language').inputValue(), code);
    const rules = await page.locator('#rules-link').getAttribute('href');
    const response = await page.request.get(new URL(rules, page.url()).href);
    assert.equal(response.status(), 200, `the ${code} rules page (${rules}) is there`);
  }
  await done(page);
});

// SKIPPED: blocked by a bug in www/page/page.js (setLanguage): each pick awaits its
// language's file, and whichever arrives last wins, not the last pick. (The element's
// own lang attribute has the same race: game-element.js apply('lang').)
test('the last language picked wins, even when an earlier one arrives later', async () => {
  // No service worker, so that page.route sees the request for pt.js and holds it.
  const page = await pageIn(await newContext({ serviceWorkers: 'block' }));
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  await page.route('**/i18n/pt.js', async (route) => { await held; await route.continue(); });
  await page.goto(`${env.base}/?lang=en&opponent=0`);
  await settled(page);
  await page.locator('#language').selectOption('pt'); // its words are on the way...
  await page.locator('#language').selectOption('en'); // ...when the visitor goes back to English
  await page.waitForFunction(() => new URLSearchParams(location.search).get('lang') === 'en' && document.documentElement.lang === 'en');
  const arrived = page.waitForResponse('**/i18n/pt.js');
  release();
  await arrived;
  await page.evaluate(() => new Promise((resolve) => { setTimeout(resolve, 0); }));
  await settled(page);
  assert.equal(await page.locator('#language').inputValue(), 'en');
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  assert.equal(await page.locator('urim-game [part=new-game]').textContent(), 'New game');
  assert.match(page.url(), /lang=en/);
  await done(page);
});

test('once opened, the page opens and plays offline: the service worker keeps its files', async () => {
  // A server of its own, closed half way: afterwards nothing can come from the network.
  const server = await serveStatic();
  const base = `http://127.0.0.1:${server.address().port}`;
  const page = await pageIn(await newContext());
  await page.goto(`${base}/?lang=pt&holes=6&opponent=1&nodes=2000`);
  await page.waitForFunction(() => document.querySelector('urim-game')?.busy === false && !document.getElementById('offline').hidden);
  assert.match(await page.locator('#offline').textContent(), /sem ligação/);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  server.closeAllConnections();
  await new Promise((closed) => server.close(closed));
  assert.equal(await page.evaluate((url) => fetch(`${url}/no-such-file`).then(() => 'answered', () => 'failed'), base),
    'failed', 'the server is gone');

  await page.reload();
  await settled(page);
  assert.match((await state(page)).status, /sua vez/); // the page, in Portuguese, from the copy
  await clickPit(page, 4);
  await idleAfter(page, 2); // the computer (its worker and the wasm module) answers offline too
  assert.equal((await state(page)).toMove, 'south');

  await page.goto(`${base}/rules.fr.html`);
  assert.match(await page.locator('h1').textContent(), /Urim/);
  await done(page);
});

test('"Copy a link to this position" gives an address that opens the page at that board', async () => {
  const page = await open('lang=es&opponent=0&steps=0');
  await clickPit(page, 4);
  await idleAfter(page, 1);
  await page.check('urim-game [part=steps]');
  const position = (await state(page)).position;
  // Stand in for the clipboard, so that the test reads what the page copied.
  await page.evaluate(() => {
    navigator.clipboard.writeText = async (text) => { window.copied = text; };
  });
  await page.click('urim-game [part=moves] summary');
  await page.click('urim-game [part=copy-link]');
  await page.waitForFunction(() => typeof window.copied === 'string');
  const link = await page.evaluate(() => window.copied);
  assert.match(await page.locator('urim-game .record-note').textContent(), /enlace/);
  const query = new URL(link).searchParams;
  assert.equal(query.get('position'), position);
  assert.equal(query.get('lang'), 'es');
  assert.equal(query.get('steps'), '1');

  // Opened on the same device, the link wins over the game kept there.
  const opened = await pageIn(page.context());
  await opened.goto(link);
  await settled(opened);
  assert.equal((await state(opened)).position, position);
  assert.deepEqual(opened.errors, []);
  // When copying is refused, the link is shown instead.
  await page.evaluate(() => {
    navigator.clipboard.writeText = async () => { throw new Error('refused'); };
  });
  await page.click('urim-game [part=copy-link]');
  await page.waitForFunction(() => document.querySelector('urim-game').shadowRoot.querySelector('.record-note').textContent.includes('position='));
  await done(page);
});

test('embed.js: one script line on another site puts the game in a frame that fits its height', async () => {
  // A context of its own, without service workers: requests that a service worker
  // answers never reach page.route, which stands in for the museum's page here.
  const page = await pageIn(await newContext({ viewport: { width: 1000, height: 800 }, serviceWorkers: 'block' }));
  // The museum's page, on the site where www/ was copied (as the README says).
  const host = `${env.base}/exhibit.html`;
  await page.route(host, (route) => route.fulfill({
    status: 200,
    contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><title>Exhibit</title><h1>Games of Cape Verde</h1>
      <script src="${env.base}/embed.js" data-lang="pt" data-opponent="0" data-holes="7" data-idle="90" data-steps="1" data-title="Urim"></script>
      <p id="after">More of the exhibit.</p>`,
  }));
  await page.goto(host);
  const iframe = page.locator('iframe');
  assert.equal(await iframe.getAttribute('title'), 'Urim');
  const src = new URL(await iframe.getAttribute('src'));
  assert.equal(src.origin, env.base);
  assert.equal(src.searchParams.get('lang'), 'pt');
  assert.equal(src.searchParams.get('holes'), '7');
  assert.equal(src.searchParams.get('idle'), '90', 'every data-* attribute arrives (data-idle used to be dropped)');
  assert.equal(src.searchParams.get('steps'), '1');
  assert.equal(src.searchParams.get('embed'), '1');
  assert.equal(src.searchParams.has('title'), false, 'data-title names the frame, it is no parameter');
  // The frame stands where the script was, before the rest of the page.
  assert.equal(await page.evaluate(() => document.querySelector('iframe').nextElementSibling.id), 'after');

  const frame = await (await iframe.elementHandle()).contentFrame();
  await settled(frame);
  const game = await frame.evaluate(() => {
    const g = document.querySelector('urim-game');
    return { holes: g.holes, idle: g.idle, steps: g.steps, opponent: g.opponent, lang: g.getAttribute('lang') };
  });
  assert.deepEqual(game, { holes: 7, idle: 90, steps: true, opponent: 0, lang: 'pt' });
  // In the frame: no title, tagline or language picker; the rules open in a new tab.
  assert.equal(await frame.locator('h1').isVisible(), false);
  assert.equal(await frame.locator('.tagline').isVisible(), false);
  assert.equal(await frame.locator('#language').isVisible(), false);
  assert.equal(await frame.locator('#rules-link').isVisible(), true);
  assert.equal(await frame.locator('#rules-link').getAttribute('target'), '_blank');
  assert.match(await frame.locator('#rules-link').getAttribute('href'), /rules\.pt\.html$/);
  // The frame takes the game's height, and follows it when the move list opens.
  await page.waitForFunction(() => {
    const el = document.querySelector('iframe');
    return el.style.height.endsWith('px') && el.getBoundingClientRect().height > 300;
  });
  const frameHeight = () => page.evaluate(() => document.querySelector('iframe').getBoundingClientRect().height);
  const gameHeight = () => frame.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height));
  await page.waitForFunction((h) => Math.abs(document.querySelector('iframe').getBoundingClientRect().height - h) <= 1,
    await gameHeight());
  const closed = await frameHeight();
  await frame.click('urim-game [part=moves] summary');
  await page.waitForFunction((h) => document.querySelector('iframe').getBoundingClientRect().height > h, closed);
  assert.ok(Math.abs((await frameHeight()) - (await gameHeight())) <= 1, 'the frame fits the opened list');

  // The game in the frame plays (step by step, as data-steps asked).
  await clickPit(page, 3, frame);
  await stepUntil(frame, null);
  await idleAfter(frame, 1);
  await done(page);
});

test('the element tells the page what happens: ready, move (by whom), gameover, newgame, error', async () => {
  const context = await newContext();
  // Listening on the document from the start: the events bubble out of the element.
  await context.addInitScript(() => {
    window.heard = [];
    for (const type of ['ready', 'move', 'gameover', 'newgame', 'error']) {
      document.addEventListener(type, (e) => window.heard.push({ type, bubbles: e.bubbles, composed: e.composed, detail: e.detail }));
    }
  });
  const page = await pageIn(context);
  // South's F ends the game: North is left with nothing to play.
  await page.goto(`${env.base}/?lang=en&opponent=1&nodes=2000&position=0-0-0-0-0-1-0-0-0-0-0-0-20-15-S`);
  await settled(page);
  const heard = () => page.evaluate(() => window.heard);
  assert.deepEqual(await heard(), [{ type: 'ready', bubbles: true, composed: true, detail: {} }]);
  await clickPit(page, 5);
  await page.waitForFunction(() => window.heard.some((e) => e.type === 'gameover'));
  const [, move, over] = await heard();
  assert.equal(move.type, 'move');
  assert.equal(move.detail.by, 'visitor');
  assert.equal(move.detail.letter, 'F');
  assert.equal(move.detail.position, '0-0-0-0-0-0-0-0-0-0-0-0-20-16-N');
  assert.equal(over.type, 'gameover');
  assert.equal(over.detail.over, true);
  assert.equal(over.detail.winner, 'south');

  await page.evaluate(() => { window.heard = []; });
  await page.click('urim-game [part=new-game]');
  await clickPit(page, 4);
  await idleAfter(page, 2);
  const events = await heard();
  assert.deepEqual(events.map((e) => [e.type, e.detail.reason ?? e.detail.by]), [['newgame', 'button'], ['move', 'visitor'], ['move', 'computer']]);
  assert.equal(events[0].detail.position, START);
  assert.equal(events[2].detail.position, await page.evaluate(() => document.querySelector('urim-game').position));

  // A bad setting is named, and the game goes on as it was.
  await page.evaluate(() => { window.heard = []; document.querySelector('urim-game').setAttribute('holes', '9'); });
  assert.deepEqual(await heard(), [{ type: 'error', bubbles: true, composed: true, detail: { message: 'holes must be one of 6, 7, got "9"' } }]);
  assert.equal(await words(page, '.notice'), 'holes must be one of 6, 7, got "9"');
  assert.equal((await state(page)).plies, 2);
  await done(page);
});

test('the move words name the pits sowing passed by: a full one (17 seeds), and the emptied one on a lap', async () => {
  const full = await open('lang=en&opponent=0&position=2-17-1-0-0-0-1-1-1-1-1-1-5-5-S');
  await clickPit(full, 0); // A: 2 seeds, over B (17) into C and D
  await idleAfter(full, 1);
  assert.match((await state(full)).words, /South sowed 2 seeds from A, passing by B, full with 17 seeds\./);
  assert.equal((await state(full)).position, '0-17-2-1-0-0-1-1-1-1-1-1-5-5-N');
  await done(full);

  const lap = await open('lang=pt&opponent=0&position=12-0-0-0-0-0-2-2-2-2-2-2-6-6-S');
  await clickPit(lap, 0); // A: 12 seeds, once round the board and over A itself
  await idleAfter(lap, 1);
  assert.match((await state(lap)).words, /saltando A, a casa de onde partiu, ao dar a volta/);
  await done(lap);

  // Step by step, the board also waits where a seed passes a full pit by, and says why.
  const steps = await open('lang=en&opponent=0&steps=1&position=2-17-1-0-0-0-1-1-1-1-1-1-5-5-S');
  await clickPit(steps, 0);
  await stepUntil(steps, /B already holds 17 seeds/);
  assert.equal(await steps.locator('urim-game .step-bar').isHidden(), false);
  const rest = await stepUntil(steps, null);
  assert.deepEqual(rest.slice(1), ['Seed 1 of 2 falls into C.', 'Seed 2 of 2 falls into D.', 'The last seed falls in D, one of South\'s own pits: nothing is taken.']);
  await idleAfter(steps, 1);
  assert.equal(await steps.locator('urim-game .step-bar').isHidden(), true);
  await done(steps);
});

test('a reload or a change of language keeps the game going (the device keeps it), a lesson link does not', async () => {
  const page = await open('lang=en&opponent=0');
  await clickPit(page, 4);
  await idleAfter(page, 1);
  await clickPit(page, 8);
  await idleAfter(page, 2);
  const before = (await state(page)).position;
  await page.evaluate(() => { window.sameDocument = true; });
  await page.selectOption('#language', 'fr');
  await page.waitForFunction(() => new URLSearchParams(location.search).get('lang') === 'fr' && document.documentElement.lang === 'fr');
  await settled(page);
  assert.equal(await page.evaluate(() => window.sameDocument), true, 'the page was not reloaded');
  assert.equal((await state(page)).position, before);
  assert.equal((await state(page)).plies, 2);
  assert.match((await state(page)).status, /Sud/);
  await page.click('urim-game [part=undo]'); // the history is there too
  await idleAfter(page, 1);
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('urim')));
  assert.match(kept.record, /1\. E/, 'the game is kept in localStorage under "urim"');
  await page.reload();
  await settled(page);
  assert.equal((await state(page)).plies, 1);
  assert.equal(await page.getAttribute('html', 'lang'), 'fr', 'the address kept the language');
  // A link to a position starts from it, whatever the device was playing.
  await page.goto(`${env.base}/?lang=en&opponent=0&position=2-17-1-0-0-0-1-1-1-1-1-1-5-5-S`);
  await settled(page);
  assert.equal((await state(page)).position, '2-17-1-0-0-0-1-1-1-1-1-1-5-5-S');
  await done(page);
});

test('?idle=N (kiosks): after N seconds without a touch, a fresh game waits for the next visitor', async () => {
  const page = await open('lang=en&opponent=0&idle=0');
  await page.evaluate(() => {
    window.newGames = [];
    document.addEventListener('newgame', (e) => window.newGames.push(e.detail.reason));
  });
  await clickPit(page, 4);
  await idleAfter(page, 1);
  await page.click('urim-game [part=moves] summary');
  await lastTouch(page, 1);
  // No clock in the test: it waits for the page to start afresh on its own.
  await page.waitForFunction(() => document.querySelector('urim-game').moves.length === 0);
  const s = await state(page);
  assert.equal(s.position, START);
  assert.match(s.words, /^Nobody had played for a while: a new game is ready for the next visitor/);
  assert.equal(await page.locator('urim-game [part=moves]').getAttribute('open'), null, 'the move list is folded again');
  assert.deepEqual(await page.evaluate(() => window.newGames), ['idle'], 'newgame fired with reason "idle", reaching the document');
  await done(page);
});

// SKIPPED: blocked by a bug in www/elements/game-element.js (startIdle): the idle reset
// calls Game.fromPosition(settings.position) without a catch, so with a bad ?position=
// it throws (an uncaught page error) and the kiosk never starts afresh.
test('?idle=N with a bad ?position=: the kiosk still starts afresh', async () => {
  const page = await open('lang=en&opponent=0&idle=0&position=3-3-3');
  assert.equal((await state(page)).position, START);
  await clickPit(page, 4);
  await idleAfter(page, 1);
  await lastTouch(page, 1);
  await page.waitForFunction(() => document.querySelector('urim-game').moves.length === 0);
  assert.equal((await state(page)).position, START);
  assert.match((await state(page)).words, /^Nobody had played for a while/);
  await done(page);
});

test('?idle=N also clears the match points of the games played before', async () => {
  const page = await open('lang=en&opponent=0&idle=0');
  // A game one move from the end (a record, so that the kiosk's own game stays the
  // usual start): South's F leaves North nothing to play, and South wins.
  await page.evaluate(async () => {
    const { default: init, Game } = await import('./pkg/urim-records.js');
    await init();
    document.querySelector('urim-game').record = Game.fromPosition('0-0-0-0-0-1-0-0-0-0-0-0-20-15-S').record();
  });
  await page.waitForFunction(() => document.querySelector('urim-game').position === '0-0-0-0-0-1-0-0-0-0-0-0-20-15-S');
  const points = () => page.locator('urim-game .player[data-side=south] .stat').textContent();
  await clickPit(page, 5);
  await page.waitForFunction(() => document.querySelector('urim-game').score?.over === true);
  await page.click('urim-game [part=new-game]');
  await idleAfter(page, 0);
  assert.match(await points(), /· 1 match point$/, 'the finished game counts for the match');
  await clickPit(page, 4);
  await idleAfter(page, 1);
  await lastTouch(page, 2);
  await page.waitForFunction(() => document.querySelector('urim-game').moves.length === 0);
  assert.match(await points(), /· 0 match points$/, 'the next visitor starts the match afresh');
  await done(page);
});

test('?idle=N also brings back the kiosk\'s own language after a visitor picked another', async () => {
  const page = await open('lang=pt&opponent=0&idle=0');
  await page.selectOption('#language', 'es');
  await page.waitForFunction(() => new URLSearchParams(location.search).get('lang') === 'es' && document.documentElement.lang === 'es');
  await settled(page);
  await clickPit(page, 4);
  await idleAfter(page, 1);
  await lastTouch(page, 1);
  // Nobody touches it again: it goes back to Portuguese, with a fresh game.
  await page.waitForFunction(() => new URLSearchParams(location.search).get('lang') === 'pt');
  await settled(page);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'pt');
  assert.equal(await page.locator('urim-game').getAttribute('lang'), 'pt');
  assert.equal(await page.locator('#language').inputValue(), 'pt');
  assert.equal(await page.locator('urim-game [part=new-game]').textContent(), 'Novo jogo');
  assert.equal((await state(page)).plies, 0);
  await done(page);
});

test('a kept game whose settings another version wrote comes back, the settings set aside and told; garbage, a fresh game', async () => {
  const page = await open('lang=en&opponent=0');
  await page.evaluate(() => document.querySelector('urim-game').play('E'));
  const kept = JSON.parse(await page.evaluate(() => localStorage.getItem('urim')));
  assert.equal(kept.v, 1);
  // Settings out of range (another version's): the game resumes, the settings are the defaults, and the
  // value is set aside (nothing lost), with a notice.
  const other = JSON.stringify({ ...kept, settings: { opponent: 9, steps: 7 } });
  await page.evaluate((text) => localStorage.setItem('urim', text), other);
  await page.goto(`${env.base}/?lang=en`);
  await settled(page);
  assert.equal(await page.evaluate(() => document.querySelector('urim-game').moves[0]), 4, 'the game goes on');
  assert.equal(await page.evaluate(() => document.querySelector('urim-game').opponent), 1, 'the default level (which may have answered)');
  assert.equal(await page.evaluate(() => document.querySelector('urim-game').shadowRoot.querySelector('.notice').textContent),
    'Part of the saved game could not be read: it was set aside, and the rest is back.');
  assert.equal(await page.evaluate(() => localStorage.getItem('urim:unread')), other);
  // Garbage: a fresh game.
  await page.evaluate(() => localStorage.setItem('urim', '{"v":1,"record":"[Variant \\"nonsense'));
  await page.goto(`${env.base}/?lang=en`);
  await settled(page);
  assert.equal((await state(page)).plies, 0);
  await done(page);
});

test('a move of the list can be looked at again: the board before it, replayed (stepped), then back to the game', async () => {
  const page = await open('lang=en&opponent=0');
  await play(page, 4); // E
  await idleAfter(page, 1);
  await play(page, 8); // c
  await idleAfter(page, 2);
  const now = (await state(page)).position;
  await page.click('urim-game [part=moves] summary');
  await page.getByRole('button', { name: 'Look at move 1 again: South E' }).click();
  const shown = () => page.evaluate(() => document.querySelector('urim-game').view.config.pits.join('-'));
  assert.equal(await shown(), '3-3-3-3-3-3-3-3-3-3-3-3', 'the board before move 1');
  assert.match(await page.locator('urim-game .review-text').textContent(), /^Move 1: South from E, shown from the board before it\.$/);
  assert.deepEqual(await page.evaluate(() => document.querySelector('urim-game').legalMoves), [], 'nothing to play meanwhile');
  await page.click('urim-game [part=replay]');
  await page.waitForFunction(() => /South sowed 3 seeds from E/.test(document.querySelector('urim-game').shadowRoot.querySelector('.words').textContent));
  assert.equal(await shown(), '3-3-3-3-0-4-4-4-3-3-3-3', 'the board after move 1');
  // With steps on, the replay goes one step at a time.
  await page.getByLabel('Moves step by step').check();
  await page.click('urim-game [part=replay]');
  const seen = await stepUntil(page, null);
  assert.deepEqual(seen, ['South takes 3 seeds out of E.', 'Seed 1 of 3 falls into F.', 'Seed 2 of 3 falls into a.', 'Seed 3 of 3 falls into b.',
    'The last seed makes 4 seeds in b: only two or three start a capture, so nothing is taken.']);
  await page.click('urim-game [part=back-to-game]');
  assert.equal(await page.locator('urim-game .review-bar').isHidden(), true);
  assert.equal((await state(page)).position, now, 'the game is where it was');
  assert.equal(await shown(), now.split('-').slice(0, 12).join('-'));
  assert.deepEqual(await page.evaluate(() => document.querySelector('urim-game').legalMoves), [0, 1, 2, 3, 5]);
  await done(page);
});

test('the position editor: taps add and take seeds, an 18 is refused, the total is fixed in the stores, play starts there', async () => {
  const page = await open('lang=en&opponent=0');
  await page.click('urim-game [part=edit]');
  const status = () => page.locator('urim-game .edit-status').textContent();
  const note = () => page.locator('urim-game .edit-note').textContent();
  const pits = () => page.evaluate(() => document.querySelector('urim-game').view.config.pits.join('-'));
  assert.equal(await status(), '36 seeds: a full set for this board.');
  await clickPit(page, 0);
  await clickPit(page, 0);
  assert.equal(await pits(), '5-3-3-3-3-3-3-3-3-3-3-3');
  assert.equal(await status(), '38 seeds: 2 seeds too many for 36.');
  // A right-click and a Shift-click take seeds away.
  const box = await page.locator('urim-game canvas').boundingBox();
  const c = await page.evaluate(() => document.querySelector('urim-game').pitCenter(1));
  await page.mouse.click(box.x + c.x, box.y + c.y, { button: 'right' });
  await page.keyboard.down('Shift');
  await page.mouse.click(box.x + c.x, box.y + c.y);
  await page.keyboard.up('Shift');
  assert.equal(await pits(), '5-1-3-3-3-3-3-3-3-3-3-3');
  // By keyboard: the focus on A, 1 then 7 types seventeen; 18 is refused with its reason.
  await page.locator('urim-game canvas').focus();
  await page.keyboard.press('Home');
  await page.keyboard.type('17');
  assert.equal((await pits()).split('-')[0], '17');
  // The arrow keys go along South's row, then on to North's (its left end as drawn, f).
  const focused = () => page.evaluate(() => document.querySelector('urim-game').view.focus);
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowRight');
  assert.equal(await focused(), 5, 'five steps right of A is F');
  await page.keyboard.press('ArrowRight');
  assert.equal(await focused(), 11, 'after F comes f, at the left of the far row');
  await clickPit(page, 0);
  assert.equal(await note(), 'A cannot hold 18: a pit holds at most 17 seeds.');
  assert.equal((await pits()).split('-')[0], '17');
  // 48 seeds: a full 4-seed board. One less, and the missing seed goes to the stores.
  assert.equal(await status(), '48 seeds: a full set for this board.');
  await page.keyboard.press('Home');
  await page.keyboard.press('-');
  assert.equal(await status(), '47 seeds: 1 seed missing to make 48.');
  // A link to a set-up that is no position is refused with the engine's reason, in words, and nothing is copied.
  await page.evaluate(() => {
    navigator.clipboard.writeText = async (text) => { window.copied = text; };
  });
  await page.waitForFunction(() => document.querySelector('urim-game').shadowRoot.querySelector('[part=edit-empty]')); // the editor's tools and words
  await page.click('urim-game [part=edit-link]');
  assert.equal(await note(), 'This position cannot be played: it has 47 seeds, and a 2 × 6 board has 36 or 48.');
  assert.equal(await page.evaluate(() => window.copied), undefined);
  await page.click('urim-game [part=edit-fix]');
  assert.equal(await status(), '48 seeds: a full set for this board.');
  await page.click('urim-game [part=edit-link]');
  await page.waitForFunction(() => typeof window.copied === 'string');
  const linked = new URL(await page.evaluate(() => window.copied)).searchParams.get('position');
  assert.equal(linked, '16-1-3-3-3-3-3-3-3-3-3-3-1-0-S', 'the set-up, as the engine writes it');
  await page.selectOption('urim-game [part=edit-to-move]', 'north');
  await page.click('urim-game [part=edit-play]');
  await settled(page);
  const s = await state(page);
  assert.equal(s.position, '16-1-3-3-3-3-3-3-3-3-3-3-1-0-N');
  assert.equal(s.toMove, 'north');
  assert.equal(await page.locator('urim-game [part=editor]').isHidden(), true);
  await done(page);
});

test('analysis: every legal pit shows what its move is worth, equal to the endgame tables; the best is ringed; a hint names a legal move and why', async () => {
  const position = '0-0-1-2-0-1-0-1-1-2-0-0-14-14-S'; // 8 seeds on the board: inside the tables
  const page = await open(`lang=en&opponent=2&analysis=1&position=${position}`);
  // The values themselves, not the cue (…) shown while they are worked out.
  await page.waitForFunction(() => Object.values(document.querySelector('urim-game').view.config.values ?? { x: '…' }).every((label) => label !== '…'));
  const shown = await page.evaluate(() => ({ ...document.querySelector('urim-game').view.config }));
  const truth = await page.evaluate(async (pos) => {
    const { default: init, Game, buildTables } = await import('./pkg/urim-search.js');
    await init(); // the engine module, which the page itself does not load
    buildTables(6); // the page's own copy of the engine module, its own tables
    // The engine's analysis equals the tables' values on positions they hold (crates/urim-search/tests/analysis.rs).
    const g = Game.fromPosition(pos);
    const result = g.analyse({ level: 5 }).step(600000);
    g.free();
    return Object.fromEntries(result.moves.map((m) => [m.pit, { value: m.value, exact: m.exact }]));
  }, position);
  const label = ({ value, exact }) => `${exact ? '' : '≈'}${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(Math.round(value))}`;
  assert.deepEqual(Object.keys(shown.values).map(Number).sort(), Object.keys(truth).map(Number).sort(), 'every legal pit');
  for (const [pit, v] of Object.entries(truth)) {
    assert.equal(v.exact, true, `pit ${pit}: the tables decide it`);
    assert.equal(shown.values[pit], label(v), `pit ${pit}`);
  }
  const top = Math.max(...Object.values(truth).map((v) => v.value));
  assert.deepEqual([...shown.best].sort(), Object.keys(truth).filter((p) => truth[p].value === top).map(Number).sort());
  // In words, on the pit under the keyboard.
  await page.locator('urim-game canvas').focus();
  await page.keyboard.press('Home');
  assert.match(await page.locator('urim-game .preview').textContent(), /with best play after it, you end the game \d+ seeds? (ahead|behind)|ends level/);
  // The hint: a legal move, marked, with its reason.
  await page.click('urim-game [part=hint]');
  await page.waitForFunction(() => /^Try [A-F]: /.test(document.querySelector('urim-game').shadowRoot.querySelector('.preview').textContent));
  const [said, mark, legal] = await page.evaluate(() => {
    const g = document.querySelector('urim-game');
    return [g.shadowRoot.querySelector('.preview').textContent, g.view.config.tip, g.legalMoves];
  });
  assert.ok(legal.includes(mark), 'a legal move');
  assert.equal(said[4], 'ABCDEF'[mark]);
  assert.match(said, /(takes \d+ seeds?|stops North taking|nothing is taken now)/, 'with its reason');
  // A position with a capture in sight: the hint says what it takes.
  await page.evaluate(() => { document.querySelector('urim-game').position = '3-3-3-3-4-0-1-3-2-5-3-3-0-3-S'; });
  await settled(page);
  await page.click('urim-game [part=hint]');
  await page.waitForFunction(() => /^Try /.test(document.querySelector('urim-game').shadowRoot.querySelector('.preview').textContent));
  assert.equal(await page.locator('urim-game .preview').textContent(), 'Try E: it takes 9 seeds (c, b, a).');
  // North's f threatens South's A (1 seed: it would make 2): the hint moves A away, and says so.
  await page.evaluate(() => { document.querySelector('urim-game').position = '1-0-0-0-2-3-0-0-0-0-0-1-29-0-S'; });
  await settled(page);
  await page.click('urim-game [part=hint]');
  await page.waitForFunction(() => /^Try /.test(document.querySelector('urim-game').shadowRoot.querySelector('.preview').textContent));
  assert.equal(await page.locator('urim-game .preview').textContent(), 'Try A: it stops North taking 2 seeds with f.');
  await done(page);
});
