// <urim-learn> as a visitor meets it, under a strict CSP: every challenge of every
// chapter played right by clicking where its pit is drawn (3 stars each, the
// chapter finished), a wrong move shown and then set back with the chapter's hint
// (and the right one after it worth 2 stars), a move the rules refuse told why (in
// the visitor's language), the later chapters' misses told in their own terms,
// present mode's look, the keyboard, the words in another
// language, progress kept only with `persist`, and its code fetched only by a page
// that has one. The right and wrong pits are this test's own: the element holds no
// answers, it judges the engine's report of the move (www/learn/goals.js).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import { openBrowser, speaking } from './browser.mjs';
import { ENGLISH } from '../../www/learn/learn-words.js';
import { loadTable } from '../../www/i18n/index.js';

/** A strict host's policy, as a meta element: no inline script or style, Trusted Types required. */
const CSP = [
  "default-src 'none'", "script-src 'self' 'wasm-unsafe-eval'", "style-src 'self'", "img-src 'self' data:",
  "connect-src 'self'", "font-src 'self'", "require-trusted-types-for 'script'",
].join('; ');

/** axe-core, run in the page for the WCAG 2.1 A and AA rules (as tests/browser/a11y.test.mjs does). */
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** For each chapter, in order: each challenge's right pit and a wrong one. */
const ANSWERS = {
  sowing: [{ right: 'C', wrong: 'A' }, { right: 'F', wrong: 'E' }],
  lap: [{ right: 'C', wrong: 'A' }, { right: 'F', wrong: 'D' }],
  trigger: [{ right: 'E', wrong: 'F' }, { right: 'F', wrong: 'E' }],
  chain: [{ right: 'E', wrong: 'D' }, { right: 'F', wrong: 'E' }],
  full: [{ right: 'E', wrong: 'A' }, { right: 'E', wrong: 'D' }],
  feed: [{ right: 'E', wrong: 'B' }, { right: 'D', wrong: 'E' }],
  slam: [{ right: 'F', wrong: 'D' }, { right: 'D', wrong: 'F' }],
  ends: [{ right: 'B', wrong: 'D' }, { right: 'A', wrong: 'C' }],
  match: [{ right: 'F', wrong: 'A' }, { right: 'F', wrong: 'E' }],
};

/** The events a page hears from the element, kept on window.heard (an init script: it runs before the page's own). */
function listen() {
  window.heard = [];
  for (const type of ['ready', 'solved', 'finished', 'missed', 'refused', 'error'])
    document.addEventListener(type, (e) => {
      if (e.target.localName !== 'urim-learn') return;
      const el = e.target;
      window.heard.push({ type, detail: e.detail, position: el.currentPosition });
    });
}

let env;
before(async () => {
  env = await openBrowser();
});
after(async () => {
  await env?.close();
});

/**
 * A page of `body` under the strict policy; resolves once its <urim-learn> is ready.
 * @param {string} body
 * @param {object} [context] the browser context's options (a viewport, say)
 */
async function learnPage(body, context = {}, csp = CSP) {
  const page = await env.browser.newPage(context);
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e));
  await page.addInitScript(listen);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Learn Urim</title>${csp ? `<meta http-equiv="Content-Security-Policy" content="${csp}">` : ''}
<script type="module" src="/pkg/urim-elements.js"></script></head><body>${body}</body></html>`;
  await page.route(`${env.base}/learn.html`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  await page.goto(`${env.base}/learn.html`);
  await page.waitForFunction(() => window.heard.some((h) => h.type === 'ready'));
  return page;
}

/** How many events of `type` the page heard. */
const count = (page, type) => page.evaluate((t) => window.heard.filter((h) => h.type === t).length, type);

/** Waits for the `n`th event of `type` and gives it. */
async function nth(page, type, n) {
  await page.waitForFunction(([t, k]) => window.heard.filter((h) => h.type === t).length >= k, [type, n]);
  return page.evaluate(([t, k]) => window.heard.filter((h) => h.type === t)[k - 1], [type, n]);
}

/** Waits for the `n`th move judged (solved or missed) and gives its event: a wrong judgement fails at once, not by a hang. */
async function judged(page, n) {
  await page.waitForFunction((k) => window.heard.filter((h) => h.type === 'solved' || h.type === 'missed').length >= k, n);
  return page.evaluate((k) => window.heard.filter((h) => h.type === 'solved' || h.type === 'missed')[k - 1], n);
}

/** Clicks where pit `letter` is drawn on the element's board. */
async function clickPit(page, letter) {
  const at = await page.evaluate((p) => {
    const el = document.querySelector('urim-learn');
    const box = el.shadowRoot.querySelector('canvas').getBoundingClientRect();
    const c = el.pitCenter(p);
    return { x: box.left + c.x, y: box.top + c.y };
  }, letter);
  await page.mouse.click(at.x, at.y);
}

/** The text of the element's part `name`. */
const part = (page, name) => page.evaluate((n) => document.querySelector('urim-learn').shadowRoot.querySelector(`[part~="${n}"]`).textContent, name);

/** Waits until the board takes a move again (a set back, or the next challenge). */
const playable = (page) => page.waitForFunction(() => {
  const el = document.querySelector('urim-learn');
  return !el.busy && !el.solvedNow && el.view.config.interactive;
});

test('every challenge of every chapter, played right by clicking its pit, is solved with 3 stars; each chapter finishes', async () => {
  const page = await learnPage('<urim-learn speed="8"></urim-learn>', { viewport: { width: 1280, height: 800 } });
  assert.deepEqual(await page.evaluate(() => document.querySelector('urim-learn').chapters.map((c) => c.id)), Object.keys(ANSWERS));
  let solved = 0;
  let finished = 0;
  for (const [chapter, challenges] of Object.entries(ANSWERS)) {
    assert.equal(await page.evaluate(() => document.querySelector('urim-learn').chapter), chapter, 'the chapter shown, read back');
    for (const [i, { right }] of challenges.entries()) {
      await playable(page);
      await clickPit(page, right);
      const event = await judged(page, ++solved);
      assert.equal(event.type, 'solved', `${chapter} ${i + 1}: ${right} ${JSON.stringify(event.detail)}`);
      assert.deepEqual(event.detail, { chapter, challenge: i, stars: 3 }, `${chapter} ${i + 1}: ${right}`);
      assert.match(await part(page, 'feedback'), /Solved! 3 stars/);
      assert.equal(await page.evaluate(() => {
        const stars = document.querySelector('urim-learn').shadowRoot.querySelector('[part=stars]');
        return stars.checkVisibility() ? stars.querySelectorAll('.won').length : 0;
      }), 3, `${chapter} ${i + 1}: three stars shown`);
      await page.evaluate(() => document.querySelector('urim-learn').shadowRoot.querySelector('[part=next]')?.click());
    }
    const done = await nth(page, 'finished', ++finished);
    assert.deepEqual(done.detail, { chapter, stars: 3 * challenges.length });
  }
  assert.match(await part(page, 'feedback'), new RegExp(ENGLISH.learnAllDone));
  assert.equal(await count(page, 'missed'), 0);
  assert.equal(await count(page, 'error'), 0);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a wrong move is sown, then set back with the hint; the right one after it earns 2 stars', async () => {
  const page = await learnPage('<urim-learn chapter="trigger" speed="8"></urim-learn>');
  const start = await page.evaluate(() => document.querySelector('urim-learn').currentPosition);
  await playable(page);
  await clickPit(page, ANSWERS.trigger[0].wrong);
  const miss = await judged(page, 1);
  assert.equal(miss.type, 'missed', `${ANSWERS.trigger[0].wrong} does not take 2: ${JSON.stringify(miss.detail)}`);
  assert.notEqual(miss.position, start, 'the wrong move is on the board when it is judged');
  assert.deepEqual([miss.detail.last, miss.detail.captured], ['a', 0], 'F makes a 5: nothing taken');
  await page.waitForFunction((p) => document.querySelector('urim-learn').currentPosition === p, start);
  const feedback = await part(page, 'feedback');
  assert.ok(feedback.includes(ENGLISH.learnTriggerHint), `the hint is shown: ${feedback}`);
  assert.equal(await count(page, 'solved'), 0);
  await playable(page);
  await clickPit(page, ANSWERS.trigger[0].right);
  assert.deepEqual((await judged(page, 2)).detail, { chapter: 'trigger', challenge: 0, stars: 2 });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('feeding, in Portuguese: a move that gives North nothing is refused with the reason and the hint, the board as it was', async () => {
  const page = await learnPage('<urim-learn chapter="feed" lang="pt" speed="8"></urim-learn>');
  await speaking(page, 'pt', 'urim-learn');
  const pt = await loadTable('pt');
  const start = await page.evaluate(() => document.querySelector('urim-learn').currentPosition);
  await playable(page);
  await clickPit(page, ANSWERS.feed[0].wrong);
  const refused = await nth(page, 'refused', 1);
  assert.deepEqual(refused.detail, { chapter: 'feed', challenge: 0, pit: 'B', kind: 'must-feed' });
  assert.equal(refused.position, start, 'the refused move changed nothing');
  const feedback = await part(page, 'feedback');
  assert.ok(feedback.includes(pt.learnRefusedFeed) && feedback.includes(pt.learnFeedHint), feedback);
  assert.ok(!feedback.includes(ENGLISH.learnRefusedFeed), 'no English');
  await playable(page);
  await clickPit(page, ANSWERS.feed[0].right);
  assert.deepEqual((await judged(page, 1)).detail, { chapter: 'feed', challenge: 0, stars: 2 });
  assert.equal(await count(page, 'error'), 0);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the later chapters tell a miss in their own terms: North fed too little, the slam, the game lost, the match points', async () => {
  const misses = [
    ['feed', 1, ENGLISH.learnMissedFed.one.replace('{n}', '1')],
    ['slam', 1, ENGLISH.learnMissedSlam],
    ['ends', 1, ENGLISH.learnMissedLost],
    ['ends', 0, ENGLISH.learnMissedGoesOn],
    ['match', 1, ENGLISH.learnMissedPoints.one.replace('{n}', '1')],
  ];
  const page = await learnPage('<urim-learn speed="8"></urim-learn>');
  for (const [k, [chapter, at, words]] of misses.entries()) {
    await page.evaluate(([c, i]) => {
      const el = document.querySelector('urim-learn');
      el.chapter = c;
      el.openChallenge(i);
    }, [chapter, at]);
    await playable(page);
    await clickPit(page, ANSWERS[chapter][at].wrong);
    const miss = await judged(page, k + 1);
    assert.equal(miss.type, 'missed', `${chapter} ${at + 1}: ${JSON.stringify(miss.detail)}`);
    const feedback = await part(page, 'feedback');
    assert.ok(feedback.startsWith(words), `${chapter} ${at + 1}: ${feedback}`);
    assert.ok(feedback.includes(ENGLISH[`learn${chapter[0].toUpperCase()}${chapter.slice(1)}Hint`]), `${chapter}: the hint`);
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

/** The look of the element's frame and task: the background, the task's type size, the board's width. */
const look = (page, selector) => page.evaluate((sel) => {
  const el = document.querySelector(sel);
  const root = el.shadowRoot;
  return {
    background: getComputedStyle(el).backgroundColor,
    task: parseFloat(getComputedStyle(root.querySelector('[part=task]')).fontSize),
    board: root.querySelector('canvas').getBoundingClientRect().width,
  };
}, selector);

test('present: the projector look, black and large, with the attribute; off again without it', async () => {
  const page = await learnPage('<urim-learn speed="8"></urim-learn>', { viewport: { width: 1280, height: 720 } });
  const plain = await look(page, 'urim-learn');
  await page.evaluate(() => document.querySelector('urim-learn').setAttribute('present', ''));
  await page.waitForFunction(() => getComputedStyle(document.querySelector('urim-learn')).backgroundColor === 'rgb(0, 0, 0)');
  const shown = await look(page, 'urim-learn');
  assert.ok(shown.task > plain.task, `the task in larger type: ${shown.task} > ${plain.task}`);
  assert.equal(await page.evaluate(() => document.querySelector('urim-learn').present), true, 'the property reads the attribute');
  await page.evaluate(() => document.querySelector('urim-learn').removeAttribute('present'));
  await page.waitForFunction(() => getComputedStyle(document.querySelector('urim-learn')).backgroundColor !== 'rgb(0, 0, 0)');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('on a phone, the row of nine chapter tiles scrolls to the chapter shown, and the page does not', async () => {
  const page = await learnPage('<urim-learn chapter="match" speed="8"></urim-learn>', { viewport: { width: 390, height: 844 } });
  const inView = (id) => page.evaluate((c) => {
    const root = document.querySelector('urim-learn').shadowRoot;
    const row = root.querySelector('[part=chapters]').getBoundingClientRect();
    const tile = root.querySelector(`[data-chapter=${c}]`).getBoundingClientRect();
    return tile.left >= row.left - 0.5 && tile.right <= row.right + 0.5 && window.scrollX === 0;
  }, id);
  assert.ok(await inView('match'), 'the last chapter\'s tile is in view');
  await page.evaluate(() => document.querySelector('urim-learn').setAttribute('chapter', 'sowing'));
  await page.waitForFunction(() => document.querySelector('urim-learn').currentPosition === '2-1-5-1-1-4-3-3-3-3-3-3-4-0-S');
  assert.ok(await inView('sowing'), 'and the first again');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the keyboard plays: on the board, arrows to a pit, Enter sows it; Enter on Next goes on', async () => {
  const page = await learnPage('<urim-learn speed="8"></urim-learn>');
  await page.evaluate(() => document.querySelector('urim-learn').view.canvas.focus());
  await page.keyboard.press('Home'); // the first pit, A
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight'); // C
  const focused = await page.evaluate(() => document.querySelector('urim-learn').view.focus);
  await page.keyboard.press('Enter');
  const event = await judged(page, 1);
  assert.deepEqual(event.detail, { chapter: 'sowing', challenge: 0, stars: 3 }, `pit ${focused} played`);
  await page.keyboard.press('Enter'); // the focus went to Next
  await page.waitForFunction(() => document.querySelector('urim-learn').challengeAt === 1);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('another language: the task, the titles and the feedback change', async () => {
  const page = await learnPage('<urim-learn speed="8"></urim-learn>');
  assert.equal(await part(page, 'task'), ENGLISH.learnSowing1);
  const pt = await loadTable('pt');
  await page.evaluate(() => document.querySelector('urim-learn').setAttribute('lang', 'pt'));
  await speaking(page, 'pt', 'urim-learn');
  assert.equal(await part(page, 'task'), pt.learnSowing1);
  assert.equal(await part(page, 'title'), pt.learnHeading.replace('{n}', '1').replace('{title}', pt.learnSowingTitle));
  assert.deepEqual(await page.evaluate(() => document.querySelector('urim-learn').chapters.map((c) => c.title)),
    ['Sowing', 'Lap', 'Trigger', 'Chain', 'Full', 'Feed', 'Slam', 'Ends', 'Match'].map((c) => pt[`learn${c}Title`]));
  await clickPit(page, ANSWERS.sowing[0].wrong);
  assert.equal((await judged(page, 1)).type, 'missed');
  assert.ok((await part(page, 'feedback')).includes(pt.learnSowingHint));
  const ja = await loadTable('ja');
  await page.evaluate(() => document.querySelector('urim-learn').setAttribute('lang', 'ja'));
  await speaking(page, 'ja', 'urim-learn');
  assert.equal(await part(page, 'task'), ja.learnSowing1);
  assert.ok((await part(page, 'feedback')).includes(ja.learnSowingHint), 'the feedback is said again in the new language');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('progress is kept in localStorage with persist only, and comes back', async () => {
  const page = await learnPage('<urim-learn speed="8"></urim-learn>');
  await clickPit(page, ANSWERS.sowing[0].right);
  assert.equal((await judged(page, 1)).type, 'solved');
  assert.equal(await page.evaluate(() => localStorage.length), 0, 'nothing written without persist');
  await page.close();
  const kept = await learnPage('<urim-learn persist="urim:learn" speed="8"></urim-learn>');
  await clickPit(kept, ANSWERS.sowing[0].right);
  assert.equal((await judged(kept, 1)).type, 'solved');
  assert.deepEqual(JSON.parse(await kept.evaluate(() => localStorage.getItem('urim:learn'))).stars, { sowing: [3] });
  await kept.reload();
  await kept.waitForFunction(() => window.heard.some((h) => h.type === 'ready'));
  assert.equal(await kept.evaluate(() => document.querySelector('urim-learn').challengeAt), 1, 'it opens on the first challenge not solved');
  assert.match(await kept.evaluate(() => document.querySelector('urim-learn').shadowRoot.querySelector('[data-chapter=sowing]').textContent), /★ 3\/6/);
  assert.deepEqual(kept.errors, []);
  await kept.close();
});

test('a page without <urim-learn> never fetches its code; one added later loads it', async () => {
  const page = await env.browser.newPage();
  const fetched = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><script type="module" src="/pkg/urim-elements.js"></script></head>
<body><urim-board position="3-3-3-3-3-3-3-3-3-3-3-3-0-0-S"></urim-board></body></html>`;
  await page.route(`${env.base}/board.html`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  await page.goto(`${env.base}/board.html`);
  await page.evaluate(() => customElements.whenDefined('urim-board'));
  await page.waitForFunction(() => document.querySelector('urim-board').currentPosition);
  assert.ok(!fetched.some((p) => p.endsWith('/urim-learn.js')), fetched.join(', '));
  await page.evaluate(() => document.body.append(document.createElement('urim-learn')));
  await page.evaluate(() => customElements.whenDefined('urim-learn'));
  assert.ok(fetched.some((p) => p.endsWith('/urim-learn.js')));
  await page.close();
});

for (const scheme of ['light', 'dark']) {
  test(`${scheme}: no WCAG A/AA violations, on a challenge, after a miss and once solved`, async () => {
    // No policy here: axe is added to the page as an inline script.
    const page = await learnPage('<main><h1>Learn</h1><urim-learn speed="8"></urim-learn></main>', { colorScheme: scheme, reducedMotion: 'reduce' }, null);
    await page.addScriptTag({ content: AXE });
    const audit = () => page.evaluate((tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags } }).then((r) => ({
      violations: r.violations.map((v) => `${v.id}: ${v.help} ${JSON.stringify(v.nodes.slice(0, 2).map((n) => n.target))}`),
      inShadow: r.passes.flatMap((v) => v.nodes).filter((n) => Array.isArray(n.target[0])).length,
    })), WCAG);
    const first = await audit();
    assert.deepEqual(first.violations, []);
    assert.ok(first.inShadow > 0, 'axe looked inside the element');
    await clickPit(page, ANSWERS.sowing[0].wrong);
    await judged(page, 1);
    assert.deepEqual((await audit()).violations, [], 'after a miss');
    await playable(page);
    await clickPit(page, ANSWERS.sowing[0].right);
    await judged(page, 2);
    assert.deepEqual((await audit()).violations, [], 'once solved');
    await page.close();
  });
}
