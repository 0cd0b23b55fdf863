// A game's review as a visitor uses it, in headless Chromium with the real worker:
// a game played to its end, "Review the game", the chart's points and each side's
// costliest moves and accuracy checked against analyses of the same positions made
// in the test by an engine of its own; a click, Enter or Space on a point or a
// listed move shows the board before that move, the arrows walk the game, Back
// returns to the end; leaving the review stops its work; axe finds nothing on it;
// and it fits a phone, a desktop, a kiosk and a projector (present mode). Every
// wait is on the page's state, never on time. URIM_SHOTS=<folder> keeps a
// screenshot of each size there.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { openBrowser } from './browser.mjs';
import { wordsOf } from './words.mjs';
import { translator } from '../../www/i18n/index.js';
import { LEVELS } from '../../www/game/levels.js';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const t = translator('en', await wordsOf('en'));

/** A board near the end (8 seeds left, 14 in each store): played out with each side's first legal pit, it ends in 20 moves. */
const START = '0-0-1-2-0-1-0-1-1-2-0-0-14-14-S';

/** The four sizes: a phone, a desktop, a kiosk and a projector (present mode). */
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'kiosk', width: 1920, height: 1080, query: '&kiosk=1' },
  { name: 'projector', width: 1920, height: 1080, present: true },
];

let env;
before(async () => {
  env = await openBrowser();
});
after(() => env?.close());

/** The demo page with a two-player game from START, in English, played to its end with each side's first legal pit. */
async function finishedGame(viewport = { width: 1280, height: 800 }, query = '') {
  const page = await env.browser.newPage({ reducedMotion: 'reduce', viewport });
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e));
  await page.goto(`${env.base}/?lang=en&opponent=0&offline=0&persist=review-${Math.random()}&position=${START}${query}`);
  await page.waitForFunction(() => document.querySelector('urim-game')?.busy === false);
  assert.ok(await page.locator('urim-game [part=review-open]').isHidden(), 'no review before the game is over');
  await page.evaluate(async () => {
    const g = document.querySelector('urim-game');
    while (!g.score.over) await g.play(g.legalMoves[0]);
  });
  assert.ok(await page.locator('urim-game [part=review-open]').isVisible(), 'Review the game, once the game is over');
  return page;
}

/** Opens the review with its button and waits until every move is worked out. */
async function openReview(page) {
  await page.locator('urim-game [part=review-open]').click();
  await page.waitForFunction((done) => document.querySelector('urim-game').shadowRoot.querySelector('[part=review-progress]')?.textContent === done, await doneWords(page));
}

const doneWords = async (page) => t('reviewDone', { n: await page.evaluate(() => document.querySelector('urim-game').moves.length) });

/** Waits until the board shows the position before move `ply` (null: the end of the game). */
const looking = (page, ply) =>
  page.waitForFunction((p) => {
    const g = document.querySelector('urim-game');
    return p === null ? g.mode !== 'reviewing' : g.mode === 'reviewing' && g.machine.state.review.ply === p;
  }, ply);

/**
 * What the test's own engine says of every position of the game (a worker of its own, at the
 * analysis's level), and the moves played (who, which pit, its letter, what it captured).
 */
async function independently(page) {
  return page.evaluate(async (level) => {
    const g = document.querySelector('urim-game');
    const game = g.machine.state.game;
    const start = game.startPosition();
    const moves = game.moves();
    const copy = g.api.Game.fromPosition(start);
    const played = moves.map((pit) => {
      const r = copy.play(pit);
      return { mover: r.mover, pit, letter: r.letter, captured: r.captured };
    });
    copy.free();
    const { Engine } = await import('./pkg/urim-engine.js');
    const engine = new Engine();
    const analyses = [];
    for (let i = 0; i < moves.length; i += 1) analyses.push(await engine.analyse({ startPosition: () => start, moves: () => moves.slice(0, i) }, { level }));
    engine.terminate();
    return { analyses, played, letters: game.letters() };
  }, LEVELS.analysis);
}

/** A number of seeds as the review writes it. */
const seeds = (n) => (Number.isInteger(n) ? n : Math.round(n * 10) / 10);
const ahead = (south) => (seeds(Math.abs(south)) === 0 ? t('reviewEven') : t('reviewAhead', { side: t(south > 0 ? 'south' : 'north'), n: seeds(Math.abs(south)) }));

/** The review the test expects from the analyses: the points, each side's costliest moves and its accuracy, in words. */
function expected({ analyses, played, letters }) {
  const points = [];
  const losses = { south: [], north: [] };
  const kept = { south: 0, north: 0 };
  const moves = { south: 0, north: 0 };
  analyses.forEach((a, i) => {
    const move = played[i];
    const best = Math.max(...a.moves.filter((m) => a.best.includes(m.pit)).map((m) => m.value));
    const south = move.mover === 'south' ? best : -best;
    let label = t('reviewPoint', { n: i + 1, side: t(move.mover), value: `${ahead(south)} (${t(a.exact ? 'reviewProven' : 'reviewEstimate')})` });
    if (move.captured) label += `; ${t('reviewCaptured', { n: move.captured })}`;
    points.push({ ply: i + 1, south, exact: a.exact, capture: move.captured > 0, label });
    const lost = best - a.moves.find((m) => m.pit === move.pit).value;
    moves[move.mover] += 1;
    if (lost <= 0) kept[move.mover] += 1;
    else losses[move.mover].push({ ply: i + 1, lost, text: t('reviewCostlyMove', { ply: i + 1, played: move.letter, better: letters[a.best[0]], n: seeds(lost) }) });
  });
  const costly = (side) => losses[side].sort((a, b) => b.lost - a.lost || a.ply - b.ply).slice(0, 3);
  const accuracy = (side) => t('reviewAccuracy', { share: Math.round((100 * kept[side]) / moves[side]), kept: kept[side], n: moves[side] });
  return { points, costly: { south: costly('south'), north: costly('north') }, accuracy: { south: accuracy('south'), north: accuracy('north') } };
}

/** The chart's points as drawn, and the lists and accuracies as written. */
const shown = (page) =>
  page.evaluate(() => {
    const root = document.querySelector('urim-game').shadowRoot;
    const points = [...root.querySelectorAll('[part=review-chart] [data-ply]')].map((p) => ({
      ply: Number(p.dataset.ply),
      exact: p.classList.contains('exact'),
      hollow: p.classList.contains('estimate'),
      capture: !!p.querySelector('.capture'),
      label: p.getAttribute('aria-label'),
      y: Number(p.querySelector('.dot').getAttribute('cy')),
    }));
    const texts = (part) => [...root.querySelectorAll(`[part~=${part}] button`)].map((b) => b.textContent);
    const words = (part) => root.querySelector(`[part~=${part}]`).textContent;
    return {
      points,
      costly: { south: texts('review-costly-south'), north: texts('review-costly-north') },
      accuracy: { south: words('review-accuracy-south'), north: words('review-accuracy-north') },
      segments: [...root.querySelectorAll('[part=review-chart] .course line')].map((l) => ({ dashed: l.hasAttribute('stroke-dasharray'), exact: l.classList.contains('exact') })),
    };
  });

/** The pits on the board now, and those before move `ply` of the game (replayed from its start). */
const boardAt = (page, ply) =>
  page.evaluate((p) => {
    const g = document.querySelector('urim-game');
    const game = g.machine.state.game;
    const copy = g.api.Game.fromPosition(game.startPosition());
    for (const pit of game.moves().slice(0, p - 1)) copy.play(pit);
    const want = copy.pits();
    copy.free();
    return { drawn: [...g.view.config.pits], want };
  }, ply);

test('the review of a finished game: the chart and the costliest moves as the analysis of each position gives them', async () => {
  const page = await finishedGame();
  await openReview(page);
  const review = expected(await independently(page));
  const now = await shown(page);
  assert.equal(now.points.length, review.points.length, 'a point per move');
  assert.ok(review.points.length >= 10, `a game of some length (${review.points.length} moves)`);
  for (const [i, want] of review.points.entries()) {
    const got = now.points[i];
    assert.equal(got.ply, want.ply);
    assert.equal(got.label, want.label, `move ${want.ply} in words`);
    assert.equal(got.exact, want.exact, `move ${want.ply}: filled when proven`);
    assert.equal(got.hollow, !want.exact, `move ${want.ply}: hollow when an estimate`);
    assert.equal(got.capture, want.capture, `move ${want.ply}: a capture marked`);
  }
  // The height of each point is its value for South: one scale for all, South up.
  const [a, b] = [now.points[0], now.points.find((p, i) => review.points[i].south !== review.points[0].south)];
  const scale = (b.y - a.y) / (review.points[b.ply - 1].south - review.points[0].south);
  assert.ok(scale < 0, 'South ahead is drawn higher');
  for (const [i, p] of now.points.entries()) assert.ok(Math.abs(p.y - (a.y + scale * (review.points[i].south - review.points[0].south))) < 0.01, `move ${p.ply} at its value`);
  // A stretch between two proven values is solid; one that touches an estimate is dashed.
  for (const [i, s] of now.segments.entries()) {
    const exact = review.points[i].exact && review.points[i + 1].exact;
    assert.deepEqual(s, { dashed: !exact, exact }, `the stretch after move ${i + 1}`);
  }
  assert.ok(review.costly.south.length + review.costly.north.length > 0, 'the game has moves that lost something');
  assert.deepEqual(now.costly.south, review.costly.south.map((m) => m.text));
  assert.deepEqual(now.costly.north, review.costly.north.map((m) => m.text));
  assert.deepEqual(now.accuracy, review.accuracy);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a point or a listed move shows the board before it; the arrows walk the game; Back returns to the end; axe finds nothing', async () => {
  const page = await finishedGame();
  await openReview(page);
  const chart = (ply) => page.locator(`urim-game [part=review-chart] [data-ply="${ply}"]`);
  await chart(5).click();
  await looking(page, 5);
  const board = await boardAt(page, 5);
  assert.deepEqual(board.drawn, board.want, 'the board before move 5');
  await page.keyboard.press('ArrowRight');
  await looking(page, 6);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await looking(page, 4);
  const at4 = await boardAt(page, 4);
  assert.deepEqual(at4.drawn, at4.want, 'the board before move 4');
  await page.keyboard.press('Home');
  await looking(page, 1);
  await chart(3).focus();
  await page.keyboard.press('Enter');
  await looking(page, 3);
  await chart(8).focus();
  await page.keyboard.press(' ');
  await looking(page, 8);
  const listed = page.locator('urim-game [part=review-move]').first();
  const ply = Number(await listed.getAttribute('data-ply'));
  await listed.click();
  await looking(page, ply);
  assert.equal(await listed.getAttribute('aria-current'), 'true', 'the listed move looked at is marked');
  // axe on the open review, a move looked at.
  await page.addScriptTag({ content: AXE });
  const violations = await page.evaluate((tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags } }).then((r) => r.violations.map((v) => `${v.id}: ${v.help} ${JSON.stringify(v.nodes.slice(0, 2).map((n) => n.target))}`)), TAGS);
  assert.deepEqual(violations, []);
  await page.locator('urim-game [part=review-back]').click();
  await looking(page, null);
  const end = await page.evaluate(() => {
    const g = document.querySelector('urim-game');
    return { drawn: [...g.view.config.pits], want: g.machine.state.game.pits() };
  });
  assert.deepEqual(end.drawn, end.want, 'Back: the board at the end');
  await chart(2).focus();
  await page.keyboard.press('End');
  await looking(page, null);
  await page.keyboard.press('ArrowLeft');
  await looking(page, await page.evaluate(() => document.querySelector('urim-game').moves.length));
  await page.locator('urim-game [part=review-close]').click();
  await looking(page, null);
  assert.ok(await page.locator('urim-game [part=review]').isHidden(), 'closed');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('leaving the review stops its work; opened again, it goes on where it stopped', async () => {
  const page = await finishedGame();
  const total = await page.evaluate(() => document.querySelector('urim-game').moves.length);
  // The review is closed the moment it says it works out the second move (before any
  // further answer of the worker can come in): the first move alone is worked out.
  const closed = page.evaluate(
    (words) =>
      new Promise((done) => {
        const root = document.querySelector('urim-game').shadowRoot;
        const observer = new MutationObserver(() => {
          if (root.querySelector('[part=review-progress]')?.textContent !== words) return;
          observer.disconnect();
          root.querySelector('[part=review-close]').click();
          done();
        });
        observer.observe(root, { childList: true, characterData: true, subtree: true });
      }),
    t('reviewWorking', { n: 2, total }),
  );
  await page.evaluate(() => new Promise(requestAnimationFrame)); // the observer is in place
  await page.locator('urim-game [part=review-open]').click();
  await closed;
  const progress = page.locator('urim-game [part=review-progress]');
  // The review's jobs answer at once, stopped, and no more are asked for.
  await page.waitForFunction(async () => {
    const engine = await document.querySelector('urim-game').reviewer.panel.computer.page.engine;
    return !engine || engine.pending.size === 0; // none: the worker ended with its last member
  });
  const done = await page.evaluate(() => document.querySelector('urim-game').reviewer.panel.analyses.filter(Boolean).length);
  assert.equal(done, 1, `stopped after the first move of ${total}`);
  await page.locator('urim-game [part=review-open]').click();
  await page.waitForFunction((words) => document.querySelector('urim-game').shadowRoot.querySelector('[part=review-progress]')?.textContent === words, t('reviewDone', { n: total }));
  assert.equal(await progress.textContent(), t('reviewDone', { n: total }));
  assert.equal(await page.locator('urim-game [part=review-chart] [data-ply]').count(), total);
  // A new game closes the review.
  await page.evaluate(() => document.querySelector('urim-game').newGame());
  await page.locator('urim-game [part=review]').waitFor({ state: 'hidden' });
  assert.ok(await page.locator('urim-game [part=review-open]').isHidden(), 'no review of a game not played');
  assert.deepEqual(page.errors, []);
  await page.close();
});

for (const size of SIZES) {
  test(`the review fits a ${size.name} (${size.width}×${size.height})`, async () => {
    const page = await finishedGame({ width: size.width, height: size.height }, size.query);
    if (size.present) await page.evaluate(() => document.querySelector('urim-game').setAttribute('present', ''));
    await page.waitForFunction(() => !document.querySelector('urim-game').shadowRoot.querySelector('[part=review-open]').hidden);
    await openReview(page);
    await page.locator('urim-game [part=review-chart] [data-ply="4"]').click();
    await looking(page, 4);
    const box = await page.evaluate(() => {
      const root = document.querySelector('urim-game').shadowRoot;
      const rect = (el) => el.getBoundingClientRect().toJSON();
      const chart = root.querySelector('[part=review-chart]');
      return {
        scroll: document.scrollingElement.scrollWidth,
        panel: rect(root.querySelector('[part=review]')),
        chart: rect(chart),
        points: [...chart.querySelectorAll('.dot')].map(rect),
        buttons: [...root.querySelectorAll('[part=review] button')].map(rect),
      };
    });
    assert.ok(box.scroll <= size.width, `nothing wider than the screen (${box.scroll})`);
    assert.ok(box.panel.right <= size.width && box.panel.left >= 0, 'the panel within the screen');
    assert.ok(box.chart.width >= Math.min(300, size.width - 60), `a chart of some width (${box.chart.width})`);
    for (const p of box.points) assert.ok(p.left >= box.chart.left - 1 && p.right <= box.chart.right + 1 && p.top >= box.chart.top - 1 && p.bottom <= box.chart.bottom + 1, 'every point within the chart');
    for (const b of box.buttons) assert.ok(b.height >= 24 && b.right <= size.width, 'buttons of a size to touch, on the screen');
    if (process.env.URIM_SHOTS) {
      mkdirSync(process.env.URIM_SHOTS, { recursive: true });
      await page.locator('urim-game [part=review]').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(process.env.URIM_SHOTS, `review-${size.name}.png`), fullPage: !size.present });
    }
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}
