// Spoken moves (<urim-game speak>) in headless Chromium, against an instrumented
// speechSynthesis installed before the page loads: it records each utterance's
// text, language and voice, lists the voices a test gives it, and fires each
// utterance's `end` itself. With `speak`, every move of a short game against the
// computer, and its end, is said in the element's language; with no voice for
// that language, the notice is said once in English and the moves in English; a
// kiosk's "Speak the moves" setting turns it on and its idle reset (on the page's
// clock) turns it off, or back on where the page set it; without `speak` nothing
// is said and the speaking module is never loaded; and the queue never cuts a
// sentence off, letting at most a turn of moves wait behind it.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openBrowser, speaking } from './browser.mjs';
import { wordsOf } from './words.mjs';

/** South to move, holes 6, 4 seeds: whatever is played, the game is over after 3 or 5 moves. */
const SHORT_GAME = '0-0-0-0-1-1-1-0-0-0-0-0-20-25-S';
/** The voices of a system with Portuguese and English, and of one with English only. */
const PT_AND_EN = [{ name: 'Joana', lang: 'pt-PT' }, { name: 'Samantha', lang: 'en-US' }];
const EN_ONLY = [{ name: 'Samantha', lang: 'en-US' }];
/** The kiosk's idle reset in the tests (s): far longer than any test runs, reached only by the page's clock. */
const IDLE_S = 600;

let env;
before(async () => { env = await openBrowser(); });
after(() => env?.close());

/**
 * The instrumented speechSynthesis, run in the page before its scripts: `window.said`
 * records each utterance, `window.cancels` counts cancel() calls; with `autoEnd`
 * each utterance ends as soon as it is spoken, else `window.endSpeaking()` ends it.
 * @param {{ voices: { name: string, lang: string }[], autoEnd: boolean }} options
 */
function instrumentSpeech({ voices, autoEnd }) {
  window.said = [];
  window.cancels = 0;
  let speaking = null;
  const end = (utterance) => {
    if (speaking === utterance) speaking = null;
    utterance.dispatchEvent(new Event('end'));
  };
  window.endSpeaking = () => speaking && end(speaking);
  window.SpeechSynthesisUtterance = class extends EventTarget {
    constructor(text = '') {
      super();
      Object.assign(this, { text, lang: '', voice: null, rate: 1, pitch: 1, volume: 1 });
    }
  };
  const synth = new EventTarget();
  Object.defineProperty(synth, 'speaking', { get: () => speaking !== null });
  Object.assign(synth, {
    pending: false,
    paused: false,
    getVoices: () => voices.map((v) => ({ ...v, voiceURI: v.name, localService: true, default: false })),
    speak(utterance) {
      window.said.push({ text: utterance.text, lang: utterance.lang, voice: utterance.voice?.name ?? null });
      speaking = utterance;
      if (autoEnd) queueMicrotask(() => end(utterance));
    },
    cancel() {
      window.cancels += 1;
      speaking = null;
    },
    pause() {},
    resume() {},
  });
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
}

/**
 * A page holding `html` (a <urim-game>) at /speech.html, the instrumented speech in place.
 * @param {string} html
 * @param {{ voices: { name: string, lang: string }[], autoEnd?: boolean }} speech
 */
async function gamePage(html, { voices, autoEnd = true }) {
  const context = await env.browser.newContext({ viewport: { width: 900, height: 900 }, reducedMotion: 'reduce' });
  await context.addInitScript(instrumentSpeech, { voices, autoEnd });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  page.loaded = [];
  page.on('request', (r) => page.loaded.push(r.url()));
  await page.route(`${env.base}/speech.html`, (route) => route.fulfill({
    status: 200, contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><html><head><meta charset="utf-8"><script type="module" src="/pkg/urim-elements.js"></script></head><body>${html}</body></html>`,
  }));
  await page.goto(`${env.base}/speech.html`);
  await page.waitForFunction(() => document.querySelector('urim-game')?.started);
  return page;
}

/**
 * Plays the short game to its end, the visitor taking their first legal move each
 * turn; resolves with the moves as the `move` events told them and the final score.
 * @param {import('playwright-core').Page} page
 */
async function playToTheEnd(page) {
  await page.evaluate(() => {
    const game = document.querySelector('urim-game');
    window.moved = [];
    game.addEventListener('move', (e) => window.moved.push({ letter: e.detail.letter, mover: e.detail.mover }));
    window.over = new Promise((done) => game.addEventListener('gameover', (e) => done(e.detail), { once: true }));
  });
  for (;;) {
    await page.waitForFunction(() => {
      const game = document.querySelector('urim-game');
      return game.score?.over || (!game.busy && game.legalMoves.length > 0);
    });
    if (await page.evaluate(() => document.querySelector('urim-game').score.over)) break;
    await page.evaluate(() => {
      const game = document.querySelector('urim-game');
      return game.play(game.legalMoves[0]);
    });
  }
  const score = await page.evaluate(() => window.over);
  return { moved: await page.evaluate(() => window.moved), score };
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A template's words as a pattern, each {slot} filled from `vars` or matching anything. */
const pattern = (template, vars = {}) =>
  escape(template).replace(/\\\{(\w+)\\\}/g, (_, k) => (k in vars ? escape(String(vars[k])) : '.+?'));

/**
 * Checks that `said` tells each of `moved` in turn, in the words of `words`, and the
 * last one the result.
 */
function assertMovesSaid(said, moved, score, words) {
  assert.equal(said.length, moved.length, `one sentence a move: ${JSON.stringify(said.map((s) => s.text))}`);
  moved.forEach((move, i) => {
    const start = new RegExp(`^${pattern(words.sowed, { side: words[move.mover], pit: move.letter })}`);
    assert.match(said[i].text, start, `move ${i + 1} (${move.mover} from ${move.letter}) is said`);
  });
  const result = score.winner === 'draw' ? pattern(words.draw, score) : pattern(words.won, { ...score, side: words[score.winner] });
  assert.match(said.at(-1).text, new RegExp(result), 'the last sentence tells the result');
}

test('with speak: every move of a short game against the computer, and its end, are said in the element\'s language', async () => {
  const pt = await wordsOf('pt');
  const page = await gamePage(`<urim-game speak lang="pt" opponent="1" speed="0" position="${SHORT_GAME}"></urim-game>`, { voices: PT_AND_EN });
  await speaking(page, 'pt');
  assert.equal(await page.evaluate(() => document.querySelector('urim-game').speak), true, 'the property mirrors the attribute');
  const { moved, score } = await playToTheEnd(page);
  assert.ok(moved.some((m) => m.mover === 'north') && moved.some((m) => m.mover === 'south'), 'both sides moved');
  await page.waitForFunction((n) => window.said.length >= n, moved.length);
  const said = await page.evaluate(() => window.said);
  assertMovesSaid(said, moved, score, pt);
  for (const s of said) assert.deepEqual({ lang: s.lang, voice: s.voice }, { lang: 'pt', voice: 'Joana' }, 'in Portuguese, by the Portuguese voice');
  const shown = await page.evaluate(() => document.querySelector('urim-game').shadowRoot.querySelector('.words').textContent);
  assert.equal(said.at(-1).text, shown, 'the last sentence is the words under the board');
  assert.ok(page.loaded.some((url) => url.endsWith('/pkg/sound/speech.js')), 'the speaking module was loaded');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('with no voice for the language: the notice once, said in English, and the moves in English', async () => {
  const [fr, en] = [await wordsOf('fr'), await wordsOf('en')];
  const page = await gamePage(`<urim-game speak lang="fr" opponent="1" speed="0" position="${SHORT_GAME}"></urim-game>`, { voices: EN_ONLY });
  await speaking(page, 'fr');
  assert.equal(await page.evaluate(() => document.querySelector('urim-game').speak), true, 'the property mirrors the attribute');
  const { moved, score } = await playToTheEnd(page);
  await page.waitForFunction((n) => window.said.length >= n + 1, moved.length);
  const said = await page.evaluate(() => window.said);
  assert.deepEqual(said[0], { text: en.speechNoVoice, lang: 'en', voice: 'Samantha' }, 'first, in English: there is no French voice');
  assert.equal(said.filter((s) => s.text === en.speechNoVoice).length, 1, 'said once only');
  assertMovesSaid(said.slice(1), moved, score, en);
  for (const s of said) assert.deepEqual({ lang: s.lang, voice: s.voice }, { lang: 'en', voice: 'Samantha' });
  const notice = await page.evaluate(() => document.querySelector('urim-game').shadowRoot.querySelector('.notice').textContent);
  assert.match(notice, new RegExp(escape(fr.speechNoVoice)), 'the notice on screen is in French');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

/**
 * The kiosk page at `query`, on the page's clock, the instrumented speech (whose
 * sentences end only when the test says) in place; its settings unfolded.
 */
async function kioskPage(query) {
  const context = await env.browser.newContext({ viewport: { width: 1366, height: 768 }, reducedMotion: 'reduce' });
  await context.addInitScript(instrumentSpeech, { voices: PT_AND_EN, autoEnd: false });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  await page.clock.install();
  await page.goto(`${env.base}/?lang=en&kiosk=1&opponent=1&speed=0&offline=0&idle=${IDLE_S}${query}`);
  await page.waitForFunction(() => document.querySelector('urim-game')?.started);
  assert.equal(await page.locator('urim-game [part=speak]').count(), 1, 'the kiosk\'s settings have a speech setting');
  await page.locator('urim-game [part=settings-toggle]').click();
  return page;
}

/** Plays the visitor's first legal move and waits until the computer has replied and the words are said. */
async function playAMove(page) {
  await page.waitForFunction(() => {
    const game = document.querySelector('urim-game');
    return !game.busy && game.legalMoves.length > 0;
  });
  const before = await page.evaluate(() => document.querySelector('urim-game').moves.length);
  await page.evaluate(() => {
    const game = document.querySelector('urim-game');
    return game.play(game.legalMoves[0]);
  });
  await page.waitForFunction((n) => {
    const game = document.querySelector('urim-game');
    return game.moves.length >= n + 2 && !game.busy;
  }, before);
}

/** Nobody touches the kiosk for its idle time, on the page's clock; resolves once it has reset. */
async function idleReset(page) {
  await page.evaluate(() => {
    window.reset = new Promise((done) => document.querySelector('urim-game').addEventListener('newgame', (e) => e.detail.reason === 'idle' && done()));
  });
  await page.clock.fastForward(IDLE_S * 1000 + 10_000);
  await page.evaluate(() => window.reset);
}

test('a kiosk: the setting turns speech on, the idle reset turns it off for the next visitor', async () => {
  const page = await kioskPage('');
  const game = page.locator('urim-game');
  assert.equal(await game.locator('[part=speak]').isChecked(), false, 'off for a visitor at first');
  await game.locator('[part=speak]').check();
  await playAMove(page);
  // The visitor's move is being said; the computer's waits for it.
  await page.waitForFunction(() => window.said.length === 1);
  await page.evaluate(() => window.endSpeaking());
  await page.waitForFunction(() => window.said.length === 2);
  assert.equal(await page.evaluate(() => window.cancels), 0);
  await idleReset(page);
  assert.equal(await game.evaluate((el) => el.speak), false, 'speech is off for the next visitor');
  assert.equal(await game.locator('[part=speak]').isChecked(), false);
  assert.ok(await page.evaluate(() => window.cancels) >= 1, 'the sentence being said was cut off');
  await playAMove(page);
  assert.equal(await page.evaluate(() => window.said.length), 2, 'the next visitor\'s moves are not said');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a kiosk whose page turns speech on: the idle reset turns it back on', async () => {
  const page = await kioskPage('&speak=1');
  const game = page.locator('urim-game');
  assert.equal(await game.locator('[part=speak]').isChecked(), true, 'on, as the page set it');
  await playAMove(page);
  await page.waitForFunction(() => window.said.length === 1);
  await game.locator('[part=speak]').uncheck();
  await page.waitForFunction(() => window.cancels >= 1); // turned off: silent at once
  await idleReset(page);
  assert.equal(await game.evaluate((el) => el.speak), true, 'the page\'s setting is back');
  assert.equal(await game.locator('[part=speak]').isChecked(), true);
  const before = await page.evaluate(() => window.said.length);
  await playAMove(page);
  await page.waitForFunction((n) => window.said.length > n, before);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('without speak: nothing is said, and the speaking module is never loaded', async () => {
  const page = await gamePage(`<urim-game lang="en" opponent="1" speed="0" position="${SHORT_GAME}"></urim-game>`, { voices: PT_AND_EN });
  const game = page.locator('urim-game');
  assert.equal(await game.evaluate((el) => el.speak), false, 'the property reads false');
  assert.equal(await game.locator('[part=speak]').isChecked(), false, 'the setting is there, unticked');
  const { moved } = await playToTheEnd(page);
  assert.ok(moved.length >= 3);
  assert.deepEqual(await page.evaluate(() => window.said), [], 'nothing said');
  assert.ok(!page.loaded.some((url) => url.includes('/sound/speech')), 'sound/speech.js never asked for');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the queue: the sentence being said is never cut; two moves wait behind it, and a third drops the oldest', async () => {
  const en = await wordsOf('en');
  const page = await gamePage('<urim-game speak lang="en" opponent="0" speed="0"></urim-game>', { voices: PT_AND_EN, autoEnd: false });
  await speaking(page, 'en');
  assert.equal(await page.evaluate(() => document.querySelector('urim-game').speak), true);
  const moved = [];
  for (let i = 0; i < 4; i += 1) {
    moved.push(await page.evaluate(async () => {
      const game = document.querySelector('urim-game');
      const report = await game.play(game.legalMoves[0]);
      return { letter: report.letter, mover: report.mover };
    }));
  }
  const starts = (i) => new RegExp(`^${pattern(en.sowed, { side: en[moved[i].mover], pit: moved[i].letter })}`);
  await page.waitForFunction(() => window.said.length === 1);
  assert.equal(await page.evaluate(() => window.cancels), 0, 'the first is not cut off');
  for (const n of [2, 3]) {
    await page.evaluate(() => window.endSpeaking());
    await page.waitForFunction((k) => window.said.length === k, n);
  }
  const said = await page.evaluate(() => window.said);
  assert.match(said[0].text, starts(0), 'the first move');
  assert.match(said[1].text, starts(2), 'then the third: the second, the oldest waiting, was dropped when the fourth came');
  assert.match(said[2].text, starts(3), 'then the fourth');
  assert.deepEqual({ lang: said[1].lang, voice: said[1].voice }, { lang: 'en', voice: 'Samantha' });
  await page.evaluate(() => window.endSpeaking());
  assert.equal(await page.evaluate(() => window.said.length), 3, 'nothing more');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
