// Where <urim-game>'s modes meet, in headless Chromium, through the public element
// only (attributes, properties, methods, events, the shadow DOM a visitor sees, and
// the board's pixels): a touch that takes over from attract mode shows the
// visitor's fresh board; a change of language re-says the move, the hint and the
// resume notice; a kiosk's idle reset leaves nothing of the last visitor's words;
// an earlier move looked at again never says "your turn"; a removed element does
// nothing and refuses play(), a removed <urim-board> too, and a record can be set
// on a <urim-game> before it is on the page; before the first game, the record's
// buttons and "Copy a link" wait; the keyboard works after a click on a pit.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { openBrowser, speaking } from './browser.mjs';
import fr from '../../www/i18n/fr.js';
import pt from '../../www/i18n/pt.js';
import { wordsOf } from './words.mjs';

/** The English words of <urim-game>: en.js and those that come with its code. */
const en = await wordsOf('en');

let env;
before(async () => { env = await openBrowser(); });
after(() => env?.close());

/** A page in a browser context of its own (closed by done()); its page errors and workers are kept. */
async function newPage({ motion = 'reduce', viewport = { width: 900, height: 900 } } = {}) {
  const context = await env.browser.newContext({ viewport, reducedMotion: motion });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  page.workers = [];
  page.on('worker', (w) => page.workers.push(w.url()));
  return page;
}

/** Opens on `page` a document of www/'s origin holding `body`, with the elements' script. */
async function serve(page, body) {
  await page.route(`${env.base}/modes.html`, (route) => route.fulfill({
    status: 200, contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><script type="module" src="/pkg/urim-elements.js"></script></head><body>${body}</body></html>`,
  }));
  await page.goto(`${env.base}/modes.html`);
}

/** A page holding `body`, once every <urim-game> on it has started. */
async function openWith(body, options) {
  const page = await newPage(options);
  await serve(page, body);
  await page.waitForFunction(() => [...document.querySelectorAll('urim-game')].every((g) => g.started));
  return page;
}

async function done(page) {
  assert.deepEqual(page.errors, []);
  await page.context().close();
}

const shadow = (page, selector) => page.evaluate((s) => document.querySelector('urim-game').shadowRoot.querySelector(s).textContent, selector);
const fill = (text, vars) => text.replace(/\{(\w+)\}/g, (_, k) => vars[k]);

/**
 * The board's pixels as the position shows them: the pointer moved off it and the
 * focus taken away (no hover, focus ring or preview), two frames drawn.
 */
async function boardPixels(page) {
  await page.mouse.move(1, 1);
  await page.evaluate(() => document.querySelector('urim-game').shadowRoot.activeElement?.blur());
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.locator('urim-game canvas').screenshot();
}

test('a touch that takes over from attract mode shows the visitor\'s fresh board and words, every time', async () => {
  const page = await openWith('<urim-game demo opponent="2" lang="en" idle="600"></urim-game>', { motion: 'no-preference' });
  await page.evaluate(() => {
    window.reasons = [];
    document.querySelector('urim-game').addEventListener('newgame', (e) => window.reasons.push(e.detail.reason));
  });
  for (let round = 0; round < 6; round += 1) {
    // Let the demonstration play a few moves (sown at speed 1), then touch the board mid-game.
    if (round > 0) await page.evaluate(() => { const g = document.querySelector('urim-game'); g.demo = false; g.demo = true; });
    await page.waitForFunction(() => document.querySelector('urim-game').shadowRoot.querySelector('.frame').classList.contains('demo'));
    await page.waitForFunction((n) => document.querySelector('urim-game').moves.length >= n, 2 + (round % 3));
    const box = await page.locator('urim-game canvas').boundingBox();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height * 0.75);
    await page.waitForFunction((n) => window.reasons.filter((r) => r === 'visitor').length === n, round + 1);
    const taken = await page.evaluate(() => {
      const g = document.querySelector('urim-game');
      return { position: g.position, demo: g.shadowRoot.querySelector('.frame').classList.contains('demo'), legal: g.legalMoves, words: g.shadowRoot.querySelector('.words').textContent };
    });
    assert.equal(taken.position, '3-3-3-3-3-3-3-3-3-3-3-3-0-0-S', `round ${round}: a fresh game`);
    assert.equal(taken.demo, false);
    assert.deepEqual(taken.legal, [0, 1, 2, 3, 4, 5]);
    assert.equal(taken.words, '', 'no sentence of the demonstration\'s moves');
    assert.equal(await shadow(page, '.status'), en.yourTurn);
    // The board drawn is the fresh game's: the same pixels as a new game started by script.
    const afterTouch = await boardPixels(page);
    await page.evaluate(() => document.querySelector('urim-game').newGame());
    const fresh = await boardPixels(page);
    if (!afterTouch.equals(fresh) && process.env.URIM_SHOTS) {
      writeFileSync(`${process.env.URIM_SHOTS}/takeover-${round}-touch.png`, afterTouch);
      writeFileSync(`${process.env.URIM_SHOTS}/takeover-${round}-fresh.png`, fresh);
    }
    assert.ok(afterTouch.equals(fresh), `round ${round}: the board shows the visitor's fresh game, not the demonstration's`);
  }
  await done(page);
});

test('a change of language says the last move, the hint and the resume notice again in the new language', async () => {
  const page = await openWith('<urim-game opponent="0" lang="en" persist="modes-test"></urim-game>');
  await page.evaluate(() => document.querySelector('urim-game').play('E'));
  const english = await shadow(page, '.words');
  assert.match(english, /South sowed 3 seeds from E/);
  await page.evaluate(() => { document.querySelector('urim-game').lang = 'pt'; });
  await page.waitForFunction(() => document.querySelector('urim-game').shadowRoot.querySelector('.status').textContent.includes('Norte'));
  const portuguese = await shadow(page, '.words');
  assert.notEqual(portuguese, english);
  assert.match(portuguese, /Sul semeou 3 sementes de E/);
  // The hint's reason follows the language too.
  await page.evaluate(() => document.querySelector('urim-game').hint());
  const hintPt = await shadow(page, '.preview');
  assert.match(hintPt, /^Experimente /);
  await page.evaluate(() => { document.querySelector('urim-game').lang = 'fr'; });
  await page.waitForFunction(() => document.querySelector('urim-game').shadowRoot.querySelector('.preview').textContent.startsWith('Essayez '));
  // Back on the page later: the resume notice, then said again in French.
  await page.reload();
  await page.waitForFunction(() => document.querySelector('urim-game').started);
  assert.equal(await shadow(page, '.words'), en.resumed);
  await page.evaluate(() => { document.querySelector('urim-game').lang = 'fr'; });
  await page.waitForFunction((text) => document.querySelector('urim-game').shadowRoot.querySelector('.words').textContent === text, fr.resumed);
  await page.evaluate(() => localStorage.clear());
  await done(page);
});

test('the kiosk\'s idle reset leaves nothing of the last visitor\'s words: the reset is said in the kiosk\'s language', async () => {
  const page = await newPage({ viewport: { width: 1280, height: 1024 } });
  // No idle pause while the visitor plays (idle=0): a short pause could end their
  // turn before the test has seen it, on a slow machine. Then a pause of 1 s.
  await page.goto(`${env.base}/?lang=en&kiosk=1&opponent=0&idle=0&offline=0`);
  await page.waitForFunction(() => document.querySelector('urim-game')?.started);
  await page.click('.kiosk-languages button[lang=pt]');
  await page.waitForFunction(() => document.querySelector('urim-game').shadowRoot.querySelector('.status').textContent.includes('Sul'));
  await page.evaluate(() => document.querySelector('urim-game').play('E'));
  assert.match(await shadow(page, '.words'), /Sul semeou/);
  await page.evaluate(() => {
    const game = document.querySelector('urim-game');
    window.idleReset = new Promise((done) => game.addEventListener('newgame', (e) => { if (e.detail.reason === 'idle') done(); }));
    game.idle = 1;
  });
  await page.mouse.click(2, 2); // the visitor's last touch: the pause starts from it
  await page.evaluate(() => window.idleReset);
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  await page.waitForFunction(() => document.querySelector('urim-game').shadowRoot.querySelector('.status').textContent === 'South to move');
  assert.equal(await shadow(page, '.words'), en.idleReset);
  assert.equal(await page.evaluate(() => document.querySelector('urim-game').moves.length), 0);
  await done(page);
});

test('an earlier move looked at again: the status never says "your turn", and a click on a pit plays nothing', async () => {
  const page = await openWith('<urim-game opponent="1" nodes="2000" lang="pt"></urim-game>');
  await speaking(page, 'pt');
  await page.evaluate(() => document.querySelector('urim-game').play('C'));
  await page.waitForFunction(() => document.querySelector('urim-game').moves.length === 2 && !document.querySelector('urim-game').busy);
  assert.equal(await shadow(page, '.status'), pt.yourTurn);
  await page.evaluate(() => { document.querySelector('urim-game').shadowRoot.querySelector('details.moves').open = true; });
  await page.locator('urim-game').locator('button[data-ply="1"]').click();
  const looking = await page.evaluate(() => {
    const g = document.querySelector('urim-game');
    const status = g.shadowRoot.querySelector('.status');
    return { reviewing: !g.shadowRoot.querySelector('.review-bar').hidden, legal: g.legalMoves, status: status.hidden ? '' : status.textContent, review: g.shadowRoot.querySelector('.review-text').textContent };
  });
  assert.equal(looking.reviewing, true);
  assert.deepEqual(looking.legal, []);
  assert.ok(!looking.status.includes(pt.yourTurn) && !/vez/.test(looking.status), `the status says "${looking.status}"`);
  assert.equal(looking.review, fill(pt.reviewing, { n: 1, side: pt.south, pit: 'C' }));
  const box = await page.locator('urim-game canvas').boundingBox();
  const c = await page.evaluate(() => document.querySelector('urim-game').pitCenter('A'));
  await page.mouse.click(box.x + c.x, box.y + c.y);
  assert.equal(await page.evaluate(() => document.querySelector('urim-game').moves.length), 2, 'nothing played while looking back');
  await page.locator('urim-game').locator('[part="back-to-game"]').click();
  assert.equal(await shadow(page, '.status'), pt.yourTurn);
  await done(page);
});

test('a removed element does nothing: no worker for hint(), no computer move for a record, and play() refuses by name', async () => {
  const page = await openWith('<urim-game id="a" opponent="0" lang="en"></urim-game><urim-game id="b" opponent="1" nodes="2000" lang="en"></urim-game>');
  assert.deepEqual(page.workers, [], 'no worker before any search');
  const refused = await page.evaluate(async () => {
    const a = document.getElementById('a');
    const position = a.position;
    a.remove();
    await a.hint();
    const played = await a.play('D').then(() => 'played', (e) => `${e instanceof Error && !(e instanceof TypeError)}: ${e.message}`);
    return { played, same: a.position === position, moves: a.moves.length };
  });
  assert.match(refused.played, /^true: the element is not on the page/);
  assert.equal(refused.same, true, 'the refused move was not applied');
  assert.equal(refused.moves, 0);
  assert.deepEqual(page.workers, [], 'hint() off the page starts no worker');
  // A record with the computer to move (North, after South's C), set while b is off the page.
  const set = await page.evaluate(async () => {
    const a = document.getElementById('a') ?? document.querySelector('urim-game:not(#b)');
    const helper = document.createElement('urim-game');
    helper.setAttribute('opponent', '0');
    document.body.append(helper);
    await new Promise((done) => helper.addEventListener('ready', done, { once: true }));
    await helper.play('C');
    // The record is there once the records module has loaded (asking for it loads it).
    while (helper.record === null) await new Promise((done) => { setTimeout(done, 10); });
    const text = helper.record;
    helper.remove();
    const b = document.getElementById('b');
    b.remove();
    window.b = b;
    window.moves = [];
    b.addEventListener('move', (e) => window.moves.push(e.detail.by));
    b.record = text;
    return { toMove: b.toMove, moves: b.moves.length, a: !!a };
  });
  assert.deepEqual(set, { toMove: 'north', moves: 1, a: false });
  // Off the page, the computer does not think: nothing happens however long it is left.
  await page.evaluate(() => new Promise((done) => { setTimeout(done, 1500); }));
  assert.deepEqual(await page.evaluate(() => window.moves), []);
  assert.deepEqual(page.workers, [], 'no worker started off the page');
  // Back on the page, the game goes on: the computer answers.
  await page.evaluate(() => document.body.append(window.b));
  await page.waitForFunction(() => window.moves.includes('computer'));
  assert.equal(await page.evaluate(() => window.b.toMove), 'south');
  await done(page);
});

test('<urim-board> off the page: play() rejects with an Error naming why, plays nothing, and the diagram plays once back', async () => {
  const page = await openWith('<urim-board id="d" position="3-3-3-3-4-0-1-3-2-5-3-3-0-3-S" move="E" lang="en"></urim-board>');
  await page.waitForFunction(() => document.getElementById('d').currentPosition !== null);
  const off = await page.evaluate(async () => {
    const d = document.getElementById('d');
    window.d = d;
    const start = d.currentPosition;
    d.remove();
    const refused = await d.play().then(() => 'played', (e) => `${e instanceof Error && !(e instanceof TypeError)}: ${e.message}`);
    return { refused, same: d.currentPosition === start };
  });
  assert.match(off.refused, /^true: the element is not on the page/);
  assert.equal(off.same, true, 'the refused move was not applied');
  const back = await page.evaluate(async () => {
    const { d } = window;
    const ready = new Promise((done) => { d.addEventListener('ready', done, { once: true }); });
    document.body.append(d);
    await ready;
    const moves = [];
    d.addEventListener('move', (e) => moves.push(e.detail.letter));
    const report = await d.play();
    return { letter: report.letter, moves, words: d.shadowRoot.querySelector('.words').textContent };
  });
  assert.equal(back.letter, 'E');
  assert.deepEqual(back.moves, ['E']);
  assert.notEqual(back.words, '', 'the move is told');
  await done(page);
});

test('a record set on a <urim-game> not yet on the page is read, and the game goes on from it once added', async () => {
  const page = await openWith('<urim-game id="h" opponent="0" lang="en"></urim-game>');
  const read = await page.evaluate(async () => {
    const h = document.getElementById('h');
    await h.play('C');
    // The record is there once the records module has loaded (asking for it loads it).
    while (h.record === null) await new Promise((done) => { setTimeout(done, 10); });
    const g = document.createElement('urim-game');
    g.setAttribute('opponent', '0');
    g.setAttribute('lang', 'en');
    g.record = h.record;
    await new Promise((done) => { setTimeout(done, 0); }); // the engine and the records are loaded already: their promises have settled
    const before = { moves: g.moves.length, toMove: g.toMove };
    const ready = new Promise((done) => { g.addEventListener('ready', done, { once: true }); });
    document.body.append(g);
    await ready;
    return { before, after: { moves: g.moves.length, toMove: g.toMove }, same: g.position === h.position };
  });
  assert.deepEqual(read.before, { moves: 1, toMove: 'north' });
  assert.deepEqual(read.after, { moves: 1, toMove: 'north' });
  assert.equal(read.same, true);
  await done(page);
});

test('before the first game, the record\'s buttons and "Copy a link" wait: nothing is copied, downloaded or opened', async () => {
  const page = await newPage();
  const offered = [];
  page.on('download', () => offered.push('download'));
  page.on('filechooser', () => offered.push('file chooser'));
  // The engine is held back until the test lets it come: the element waits in its loading state.
  let release;
  const held = new Promise((done) => { release = done; });
  await page.route('**/urim_bg.wasm', async (route) => { await held; await route.continue(); });
  await serve(page, `<urim-game id="g" opponent="0" lang="en"></urim-game>
<script>
  window.copied = [];
  navigator.clipboard.writeText = async (text) => { window.copied.push(text); };
  document.getElementById('g').shareLink = (position) => location.origin + '/?position=' + position;
</script>`);
  await page.waitForFunction((loading) => {
    const root = document.getElementById('g').shadowRoot;
    return root?.querySelector('.status')?.textContent === loading && !root.querySelector('[part=copy-link]').hidden;
  }, en.loading);
  await page.evaluate(() => { document.getElementById('g').shadowRoot.querySelector('details.moves').open = true; });
  for (const part of ['copy-link', 'copy-record', 'save-record', 'open-record']) {
    await page.locator(`urim-game [part=${part}]`).click({ force: true }); // as a visitor's click lands, disabled or not
  }
  await page.evaluate(() => new Promise((done) => { setTimeout(done, 0); })); // what the clicks set off has run
  assert.deepEqual(await page.evaluate(() => window.copied), [], 'nothing copied: no link to "null", no empty record');
  assert.deepEqual(offered, [], 'no download, no file chooser');
  assert.equal(await page.evaluate(() => document.getElementById('g').shadowRoot.querySelector('.record-note').textContent), '');
  assert.deepEqual(page.errors, []);
  // Once the game is there, the link names its position.
  release();
  await page.waitForFunction(() => document.getElementById('g').busy === false);
  await page.locator('urim-game [part=copy-link]').click();
  await page.waitForFunction(() => window.copied.length === 1);
  const [link] = await page.evaluate(() => window.copied);
  assert.equal(new URL(link).searchParams.get('position'), await page.evaluate(() => document.getElementById('g').position));
  await done(page);
});

test('after a click on a pit, the keyboard plays on: arrows choose a pit, Enter sows it', async () => {
  const page = await openWith('<urim-game opponent="0" lang="en"></urim-game>');
  const box = await page.locator('urim-game canvas').boundingBox();
  const c = await page.evaluate(() => document.querySelector('urim-game').pitCenter('C'));
  await page.mouse.click(box.x + c.x, box.y + c.y);
  await page.waitForFunction(() => document.querySelector('urim-game').moves.length === 1 && !document.querySelector('urim-game').busy);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('urim-game').moves.length === 2);
  assert.equal(await page.evaluate(() => document.querySelector('urim-game').toMove), 'south');
  await done(page);
});

test('stepping a move with the keyboard goes on after a click on the words, a bar or the step buttons', async () => {
  const page = await openWith('<urim-game opponent="0" lang="en" steps></urim-game>');
  const stepText = () => shadow(page, '.step-count');
  await page.evaluate(() => { document.querySelector('urim-game').play('E'); });
  await page.waitForFunction(() => !document.querySelector('urim-game').shadowRoot.querySelector('.step-bar').hidden);
  assert.equal(await stepText(), 'Step 1 of 5');
  // The status line names what moves a stepped move on, not a skip.
  const status = await shadow(page, '.status');
  assert.match(status, /→ for the next step/);
  assert.doesNotMatch(status, /Esc|skip/);
  await page.locator('urim-game').locator('.status').click();
  await page.keyboard.press('Space');
  assert.equal(await stepText(), 'Step 2 of 5', 'Space after a click on the status line');
  await page.locator('urim-game').locator('[part~=player-north]').click();
  await page.keyboard.press('ArrowRight');
  assert.equal(await stepText(), 'Step 3 of 5', '→ after a click on a player bar');
  await page.locator('urim-game').locator('[part=next-step]').click();
  assert.equal(await stepText(), 'Step 4 of 5');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await stepText(), 'Step 3 of 5', '← after a click on Next step');
  // A presenter's clicker sends PageDown and PageUp: on the board as on the bar
  // (focused, not tapped: a tap is a step of its own).
  await page.locator('urim-game canvas').focus();
  await page.keyboard.press('PageDown');
  assert.equal(await stepText(), 'Step 4 of 5', 'PageDown on the board');
  await page.keyboard.press('PageUp');
  assert.equal(await stepText(), 'Step 3 of 5', 'PageUp on the board');
  await done(page);
});

/**
 * Moves that end in a capture, a chain, a grand slam and a feeding, stepped: the
 * position, the pit played, what no words may say before the last step, what the
 * last step says, and what the move's sentence says once the move is over.
 */
const STEPPED = [
  // E sows into c, which makes 3: a chain takes c, b and a, 9 seeds in all.
  { name: 'a chain', position: '3-3-3-3-4-0-1-3-2-5-3-3-0-3-S', pit: 4, hidden: /9 seeds|captured|taken|whole chain/, last: /South takes the whole chain: 9 seeds in all/, words: /captured 9 seeds/ },
  // E sows into c, which makes 3; b then holds 6: the chain stops, 3 seeds taken.
  { name: 'a capture', position: '3-3-3-3-4-0-3-5-2-3-3-3-1-0-S', pit: 4, hidden: /captured|taken|whole chain|in all/, last: /South takes the whole chain: 3 seeds in all/, words: /captured 3 seeds/ },
  // F sows into a and b, making 2 and 3: the chain would empty North's row.
  { name: 'a grand slam', position: '3-3-3-3-3-2-1-2-0-0-0-0-9-7-S', pit: 5, hidden: /slam|would|nothing is taken|whole chain/, last: /grand slam, so nothing is taken/, words: /grand slam/ },
  // North's row is empty: F's five seeds feed it.
  { name: 'a feeding move', position: '0-0-0-0-1-5-0-0-0-0-0-0-15-15-S', pit: 5, hidden: /feed/i, last: /./, words: /feeding the empty row/ },
];

for (const move of STEPPED) {
  test(`steps give nothing away, ${move.name}: nothing in the list, words, status, step bar or a preview before the last step`, async () => {
    const page = await openWith(`<urim-game opponent="0" lang="en" steps position="${move.position}"></urim-game>`);
    const texts = () => page.evaluate(() => {
      const root = document.querySelector('urim-game').shadowRoot;
      const text = (s) => root.querySelector(s).textContent;
      return {
        list: text('[part=move-list]'), count: text('[part=moves-summary] .count'), words: text('.words'),
        status: text('.status'), preview: text('.preview'), bar: text('.step-bar'),
        live: [...root.querySelectorAll('[aria-live], [role=status], [role=alert]')].map((el) => el.textContent).join(' '),
      };
    });
    // Before the move: the pointer on the pit previews nothing of what it does.
    const box = await page.locator('urim-game canvas').boundingBox();
    const at = await page.evaluate((pit) => document.querySelector('urim-game').pitCenter(pit), move.pit);
    await page.mouse.move(box.x + at.x, box.y + at.y);
    assert.equal((await texts()).preview, '', 'no preview with steps on');
    await page.mouse.click(box.x + at.x, box.y + at.y);
    await page.waitForFunction(() => !document.querySelector('urim-game').shadowRoot.querySelector('.step-bar').hidden);
    // The counter's total counts the sowing until the last seed falls, then the whole move: read at each step.
    const total = async () => Number((await shadow(page, '.step-count')).match(/of (\d+)/)[1]);
    for (let step = 1; step < (await total()); step += 1) {
      const seen = await texts();
      assert.equal(seen.list.trim(), '', `step ${step}: the move list waits`);
      assert.equal(seen.count.trim(), '', `step ${step}: the move count waits`);
      assert.equal(seen.words, '', `step ${step}: the sentence waits`);
      assert.doesNotMatch(`${seen.status} ${seen.preview} ${seen.bar} ${seen.live}`, move.hidden, `step ${step}: nothing tells the end yet`);
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction((n) => document.querySelector('urim-game').shadowRoot.querySelector('.step-count').textContent.startsWith(`Step ${n} `), step + 1);
    }
    // The last step tells the end; then the move ends, and the list and the sentence tell it.
    assert.match((await texts()).bar, move.last);
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.querySelector('urim-game').mode === 'playing');
    const after = await texts();
    assert.match(after.list, /[A-F]/);
    assert.match(after.words, move.words);
    await done(page);
  });
}

test('<urim-board>: ↺ pressed while its move is sown puts the diagram back, and the move is neither told nor marked', async () => {
  const page = await openWith('<urim-board id="d" move="A" speed="0.05" lang="en"></urim-board>', { motion: 'no-preference' });
  await page.waitForFunction(() => document.getElementById('d').currentPosition !== null);
  const start = await page.evaluate(() => document.getElementById('d').currentPosition);
  const heard = await page.evaluate(async () => {
    const d = document.getElementById('d');
    const moves = [];
    d.addEventListener('move', (e) => moves.push(e.detail.letter));
    const played = d.play();
    d.shadowRoot.querySelector('[part=reset]').click(); // while the seeds are still being sown
    await played;
    return { moves, words: d.shadowRoot.querySelector('.words').textContent, position: d.currentPosition };
  });
  assert.deepEqual(heard.moves, [], 'no move event for a move taken back');
  assert.equal(heard.words, '', 'no sentence for it');
  assert.equal(heard.position, start, 'the diagram\'s own position');
  await done(page);
});
