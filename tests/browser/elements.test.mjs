// <urim-game> and <urim-board> on a host page of their own (tests/browser/host/),
// served with a strict CSP header: they load, play independently, take every
// attribute live, fire their events with the right detail, survive being removed
// and added again, refuse bad moves and bad attributes with a reason, and cause no
// CSP violation, page error or request outside the page's origin. Also a whole
// game by keyboard alone, and axe-core on the host page. Run `npm run build` first.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import { openBrowser, speaking } from './browser.mjs';
import { loadTable, translator } from '../../www/i18n/index.js';

const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";
const HOST = new URL('./host/', import.meta.url);
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TYPES = { html: 'text/html; charset=utf-8', css: 'text/css', js: 'text/javascript' };

let env;

before(async () => {
  env = await openBrowser();
});

after(async () => {
  await env?.close();
});

/**
 * Opens the host page (its files from tests/browser/host/, the elements from www/)
 * with the CSP header; records page errors and requests to other origins.
 */
async function openHost({ width = 1100, scheme = 'light', html = null } = {}) {
  const context = await env.browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce', colorScheme: scheme });
  const page = await context.newPage();
  page.errors = [];
  page.outside = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') page.errors.push(m.text()); });
  page.on('request', (r) => { if (!r.url().startsWith(env.base) && !r.url().startsWith('blob:')) page.outside.push(r.url()); });
  await page.route(`${env.base}/host/*`, (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop();
    const body = name === 'host.html' && html ? html : readFileSync(new URL(name, HOST), 'utf8');
    route.fulfill({ status: 200, contentType: TYPES[name.split('.').pop()], headers: { 'Content-Security-Policy': CSP }, body });
  });
  await page.goto(`${env.base}/host/host.html`);
  await page.waitForFunction(() => window.hostLog.events.filter((e) => e.type === 'ready').length
    === document.querySelectorAll('urim-game, urim-board').length);
  page.close = ((close) => async () => { await close(); await context.close(); })(page.close.bind(page));
  return page;
}

const waitIdle = (page, id) => page.waitForFunction((i) => document.getElementById(i).busy === false, id);
const shadowText = (page, id, selector) => page.evaluate(([i, s]) => document.getElementById(i).shadowRoot.querySelector(s).textContent, [id, selector]);
const events = (page, type, id) => page.evaluate(([t, i]) => window.hostLog.events.filter((e) => e.type === t && (!i || e.id === i)), [type, id]);

test('every element fires ready; the two games play independently; no violation, error or outside request', async () => {
  const page = await openHost();
  const ready = (await events(page, 'ready')).map((e) => e.id).sort();
  assert.deepEqual(ready, ['a', 'b', 'd1', 'd2', 'd3']);
  await waitIdle(page, 'a');
  await waitIdle(page, 'b');
  const report = await page.evaluate(() => document.getElementById('a').play('E'));
  assert.equal(report.letter, 'E');
  assert.equal(await page.evaluate(() => document.getElementById('a').position), '3-3-3-3-0-4-4-4-3-3-3-3-0-0-N');
  assert.equal(await page.evaluate(() => document.getElementById('b').position), '3-3-3-3-3-3-3-3-3-3-3-3-0-0-S', 'b untouched');
  // b plays against the computer: the visitor's move, then the computer's reply.
  await page.evaluate(() => document.getElementById('b').play(0));
  await page.waitForFunction(() => document.getElementById('b').moves.length === 2 && !document.getElementById('b').busy);
  assert.equal((await page.evaluate(() => document.getElementById('a').moves)).length, 1, 'a untouched by b');
  const moves = await events(page, 'move', 'b');
  assert.deepEqual(moves.map((m) => m.detail.by), ['visitor', 'computer']);
  await speaking(page, 'pt', '#b'); // its words may come after it is ready
  assert.match(await shadowText(page, 'b', '.status'), /sua vez/, 'b speaks Portuguese');
  assert.deepEqual(await page.evaluate(() => window.hostLog.violations), []);
  assert.deepEqual(page.errors, []);
  assert.deepEqual(page.outside, []);
  await page.close();
});

test('events carry the right detail: move (report, position, by), gameover (the score), newgame', async () => {
  const page = await openHost();
  await waitIdle(page, 'a');
  // South's one seed feeds North; North's one seed cannot feed South back: the game ends.
  await page.evaluate(() => { document.getElementById('a').position = '0-0-0-0-0-1-0-0-0-0-0-0-18-17-S'; });
  await page.waitForFunction(() => document.getElementById('a').position === '0-0-0-0-0-1-0-0-0-0-0-0-18-17-S');
  const [newgame] = await events(page, 'newgame', 'a');
  assert.deepEqual(newgame.detail, { reason: 'position', position: '0-0-0-0-0-1-0-0-0-0-0-0-18-17-S' });
  await page.evaluate(() => document.getElementById('a').play('F'));
  const [first, ...more] = await events(page, 'move', 'a');
  assert.equal(more.length, 0);
  assert.equal(first.detail.by, 'visitor');
  assert.equal(first.detail.mover, 'south');
  assert.equal(first.detail.fed, true);
  assert.deepEqual(first.detail.sown, [6]);
  assert.equal(first.detail.position, await page.evaluate(() => document.getElementById('a').position));
  const [over] = await events(page, 'gameover', 'a');
  assert.equal(over.detail.over, true);
  assert.equal(over.detail.ending.reason, 'starvation');
  assert.equal(over.detail.south + over.detail.north, 36);
  assert.deepEqual(over.detail, await page.evaluate(() => document.getElementById('a').score));
  // A refused play() rejects with an Error that names why; the game is kept.
  const refused = await page.evaluate(() => document.getElementById('a').play('A').then(() => 'played', (e) => `${e instanceof Error}: ${e.message}`));
  assert.equal(refused, 'true: the game is over');
  await page.close();
});

test('a refused play() rejects with an Error naming why, and the game goes on', async () => {
  const page = await openHost();
  await waitIdle(page, 'a');
  const reasons = await page.evaluate(async () => {
    const a = document.getElementById('a');
    const tryPlay = (pit) => a.play(pit).then(() => 'played', (e) => (e instanceof Error ? e.message : `not an Error: ${e}`));
    const out = [await tryPlay('c'), await tryPlay('Z'), await tryPlay(40)];
    a.position = '3-0-3-3-3-3-3-3-3-3-3-3-3-0-S'; // a position takes effect at once
    out.push(await tryPlay('B'));
    a.position = '0-0-0-1-0-3-0-0-0-0-0-0-20-12-S';
    out.push(await tryPlay('D'));
    const b = document.getElementById('b');
    b.setAttribute('player', 'north'); // now the computer plays South, and it is South's turn
    out.push(await b.play('a').then(() => 'played', (e) => e.message));
    return out;
  });
  assert.match(reasons[0], /belongs to North/);
  assert.match(reasons[1], /no pit "Z"/);
  assert.match(reasons[2], /not on the board/);
  assert.match(reasons[3], /empty/);
  assert.match(reasons[4], /must feed/);
  assert.match(reasons[5], /computer's turn/);
  await waitIdle(page, 'a');
  await page.evaluate(() => document.getElementById('a').play('F'));
  assert.equal(await page.evaluate(() => document.getElementById('a').moves.length), 1, 'still playable');
  await page.close();
});

test('every attribute of <urim-game> changes live, and a bad value is named and the last good one kept', async () => {
  const page = await openHost();
  await waitIdle(page, 'a');
  const a = (fn, arg) => page.evaluate(fn, arg);
  await a(() => document.getElementById('a').setAttribute('holes', '7'));
  await page.waitForFunction(() => document.getElementById('a').position.split('-').length === 17);
  assert.equal(await a(() => document.getElementById('a').holes), 7);
  await a(() => document.getElementById('a').setAttribute('seeds', '4'));
  await page.waitForFunction(() => document.getElementById('a').position.startsWith('4-4-4-4-4-4-4-'));
  await a(() => { document.getElementById('a').first = 'north'; });
  await page.waitForFunction(() => document.getElementById('a').toMove === 'north');
  await a(() => document.getElementById('a').setAttribute('lang', 'es'));
  await page.waitForFunction(() => /Juega Norte/.test(document.getElementById('a').shadowRoot.querySelector('.status').textContent));
  await a(() => { document.getElementById('a').steps = true; });
  assert.equal(await a(() => document.getElementById('a').shadowRoot.querySelector('[part=steps]').checked), true);
  assert.equal(await a(() => document.getElementById('a').hasAttribute('steps')), true, 'the property sets the attribute');
  await a(() => document.getElementById('a').removeAttribute('steps'));
  assert.equal(await a(() => document.getElementById('a').shadowRoot.querySelector('[part=steps]').checked), false);
  await a(() => document.getElementById('a').setAttribute('controls', 'compact'));
  assert.equal(await a(() => document.getElementById('a').shadowRoot.querySelector('.settings').hidden), true);
  assert.equal(await a(() => document.getElementById('a').shadowRoot.querySelector('[part=new-game]').checkVisibility()), true);
  await a(() => document.getElementById('a').setAttribute('controls', 'none'));
  assert.equal(await a(() => document.getElementById('a').shadowRoot.querySelector('[part~=player-south]').checkVisibility()), false);
  assert.equal(await a(() => document.getElementById('a').shadowRoot.querySelector('canvas').checkVisibility()), true);
  assert.equal(await a(() => document.getElementById('a').shadowRoot.querySelector('.messages').getBoundingClientRect().width <= 1), true,
    'the words are out of sight, for screen readers only');
  await a(() => document.getElementById('a').setAttribute('controls', 'full'));
  // The paper the frame is drawn on (the --urim-paper default of the theme: #fbf6ee light, #1d1712 dark).
  const paper = () => a(() => getComputedStyle(document.getElementById('a').shadowRoot.querySelector('.frame')).backgroundColor);
  assert.equal(await paper(), 'rgb(251, 246, 238)');
  await a(() => document.getElementById('a').setAttribute('theme', 'dark'));
  assert.equal(await paper(), 'rgb(29, 23, 18)');
  await a(() => { document.getElementById('a').speed = 0; document.getElementById('a').nodes = 500; document.getElementById('a').idle = 90; });
  assert.deepEqual(await a(() => { const g = document.getElementById('a'); return [g.speed, g.nodes, g.idle]; }), [0, 500, 90]);
  await a(() => document.getElementById('a').setAttribute('persist', 'host-test'));
  await page.waitForFunction(() => JSON.parse(localStorage.getItem('host-test') ?? 'null')?.record?.includes('[Variant'));
  await a(() => document.getElementById('a').setAttribute('opponent', '2'));
  await a(() => document.getElementById('a').setAttribute('player', 'north'));
  await page.waitForFunction(() => document.getElementById('a').busy === false);
  assert.equal(await a(() => document.getElementById('a').toMove), 'north', 'the visitor plays North, to move first');
  await a(() => document.getElementById('a').setAttribute('player', 'south'));
  await page.waitForFunction(() => document.getElementById('a').moves.length === 1 && !document.getElementById('a').busy);
  assert.equal(await a(() => document.getElementById('a').toMove), 'south', 'the computer took North and moved');
  await a(() => document.getElementById('a').setAttribute('position', '3-3-3-3-4-0-1-3-2-5-3-3-2-1-S'));
  await page.waitForFunction(() => document.getElementById('a').position === '3-3-3-3-4-0-1-3-2-5-3-3-2-1-S');
  assert.equal(await a(() => document.getElementById('a').holes), 6, 'the holes follow the position');

  // Bad values: the reason shows in the element, an error event fires, the game stays.
  const before = await a(() => document.getElementById('a').position);
  const es = translator('es', await loadTable('es'));
  /** A number's reason, said in Spanish, the element's language. */
  const said = (key, vars) => new RegExp(`^${es(key, vars).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  // Every attribute's reason is said in Spanish, the element's language, naming the attribute.
  for (const [name, value, reason] of [['holes', '5', said('badChoice', { name: 'holes', values: '6, 7', text: '5' })],
    ['opponent', 'nine', said('badWholeNumber', { name: 'opponent', min: 0, max: 5, text: 'nine' })],
    ['opponent', '0x3', said('badWholeNumber', { name: 'opponent', min: 0, max: 5, text: '0x3' })],
    ['nodes', '1e3', said('badWholeNumber', { name: 'nodes', min: 1, max: 1e9, text: '1e3' })],
    ['position', '1-2-3', /position/], ['lang', 'xx', said('badChoice', { name: 'lang', values: 'en, kea, pt, fr, es, nl, el, sw, ne, ja', text: 'xx' })], ['theme', 'pink', /^theme debe ser uno de .*; se dio "pink"$/],
    ['speed', '-1', said('badNumber', { name: 'speed', min: 0.05, max: 100, text: '-1' })],
    ['speed', '1e-9', said('badNumber', { name: 'speed', min: 0.05, max: 100, text: '1e-9' })],
    ['idle', '0.001', said('badNumber', { name: 'idle', min: 1, max: 86_400, text: '0.001' })],
    ['controls', 'most', /^controls debe ser uno de .*; se dio "most"$/],
    ['seeds', '5', /^seeds debe ser uno de 3, 4; se dio "5"$/], ['first', 'west', /^first debe ser uno de south, north; se dio "west"$/],
    ['player', 'east', /^player debe ser uno de south, north; se dio "east"$/], ['persist', ' ', said('badEmpty', { name: 'persist' })]]) {
    await a(([n, v]) => document.getElementById('a').setAttribute(n, v), [name, value]);
    await page.waitForFunction(() => !document.getElementById('a').shadowRoot.querySelector('.notice').hidden);
    assert.match(await shadowText(page, 'a', '.notice'), reason, name);
    assert.match((await events(page, 'error', 'a')).at(-1).detail.message, reason, name);
    assert.equal(await a(() => document.getElementById('a').position), before, `${name}: the game is kept`);
  }
  assert.equal(await a(() => document.getElementById('a').holes), 6, 'the last good holes');
  assert.match(await shadowText(page, 'a', '.status'), /Tu turno|Juega/, 'still in Spanish');
  await a(() => document.getElementById('a').play('E'));
  assert.equal(await a(() => document.getElementById('a').moves[0]), 4, 'still playable (the computer may have answered)');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('<urim-board>: the move is marked, plays step by step with words, resets; interactive plays on', async () => {
  const page = await openHost();
  const b = (fn) => page.evaluate(fn);
  assert.match(await b(() => document.getElementById('d1').shadowRoot.querySelector('canvas').getAttribute('aria-label')), /South: A 3, B 3/, 'the default label describes the position');
  assert.equal(await b(() => document.getElementById('d2').shadowRoot.querySelector('canvas').getAttribute('aria-label')), 'A chain that takes a four');
  assert.equal(await b(() => document.getElementById('d1').shadowRoot.querySelector('[part=play]').hidden), true, 'no move, no play button');
  assert.equal(await shadowText(page, 'd2', '[part=play]'), '▶ Play E');
  // Step by step: the seeds lifted, each seed sown, the last seed, each chain pit, the stop, the chain taken; then the move's words.
  await b(() => { window.played = document.getElementById('d2').play(); });
  const root = () => page.evaluate(() => {
    const r = document.getElementById('d2').shadowRoot;
    return { text: r.querySelector('.step-text').textContent, count: r.querySelector('.step-count').textContent, hidden: r.querySelector('.step-bar').hidden };
  });
  const steps = [];
  // The counter counts the sowing's six steps until the last seed falls, then all eleven.
  const counted = (i) => `Step ${i + 1} of ${i < 5 ? 6 : 11}`;
  for (let i = 0; i < 11; i += 1) {
    await page.waitForFunction((text) => document.getElementById('d2').shadowRoot.querySelector('.step-count').textContent === text, counted(i));
    steps.push((await root()).text);
    if (i === 2) { // back one step, and on again
      await b(() => document.getElementById('d2').shadowRoot.querySelector('[part=step-back]').click());
      assert.equal((await root()).count, 'Step 2 of 6');
      assert.equal((await root()).text, steps[1]);
      await b(() => document.getElementById('d2').shadowRoot.querySelector('[part=next-step]').click());
    }
    if (i < 10) {
      assert.equal(await shadowText(page, 'd2', '.words'), '', 'the words wait for the steps');
      await b(() => document.getElementById('d2').shadowRoot.querySelector('[part=next-step]').click());
    }
  }
  assert.deepEqual(steps, [
    'South takes 4 seeds out of E.',
    'Seed 1 of 4 falls into F.',
    'Seed 2 of 4 falls into a.',
    'Seed 3 of 4 falls into b.',
    'Seed 4 of 4 falls into c.',
    'The last seed makes 3 seeds in c: two or three, so a capture starts there.',
    'c holds 3 seeds: the chain starts there.',
    'The pit before, b, holds 4 seeds: it joins the chain.',
    'The pit before, a, holds 2 seeds: it joins the chain.',
    'That was the first pit of the row: the chain stops.',
    'South takes the whole chain: 9 seeds in all.',
  ]);
  await b(() => document.getElementById('d2').shadowRoot.querySelector('[part=next-step]').click());
  await b(() => window.played);
  assert.match(await shadowText(page, 'd2', '.words'), /captured 9 seeds from c, b, a/);
  assert.equal(await b(() => document.getElementById('d2').currentPosition), '3-3-3-3-0-1-0-0-0-5-3-3-11-1-N');
  const [move] = await events(page, 'move', 'd2');
  assert.equal(move.detail.captured, 9);
  await b(() => document.getElementById('d2').shadowRoot.querySelector('[part=reset]').click());
  assert.equal(await b(() => document.getElementById('d2').currentPosition), '3-3-3-3-4-0-1-3-2-5-3-3-2-1-S');
  // Interactive: the reader plays on, both sides.
  await b(() => document.getElementById('d3').play());
  assert.match(await shadowText(page, 'd3', '.words'), /passant par a|17/);
  await b(() => document.getElementById('d3').setAttribute('move', 'x'));
  // The diagram speaks French: so does its reason, naming the attribute.
  assert.equal(await shadowText(page, 'd3', '.notice'), 'move doit être l’un de A, B, C, D, E, F, G, a, b, c, d, e, f, g ; reçu « x »');
  await page.close();
});

test('elements removed and added again keep working; an element made by script upgrades (and autoplays)', async () => {
  const page = await openHost();
  await waitIdle(page, 'a');
  await page.evaluate(() => document.getElementById('a').play('E'));
  await page.evaluate(() => {
    const a = document.getElementById('a');
    const d = document.getElementById('d2');
    a.remove();
    d.remove();
    document.querySelector('main').append(a, d);
    const fresh = document.createElement('urim-board');
    fresh.id = 'd4';
    fresh.setAttribute('position', '0-0-12-0-0-0-4-4-4-4-4-4-0-0-S');
    fresh.setAttribute('move', 'C');
    fresh.setAttribute('autoplay', ''); // plays by itself once in view
    document.querySelector('main').prepend(fresh);
  });
  await page.waitForFunction(() => window.hostLog.events.filter((e) => e.type === 'ready' && e.id === 'd4').length === 1);
  await waitIdle(page, 'a');
  assert.equal(await page.evaluate(() => document.getElementById('a').moves.length), 1, 'the game went on');
  await page.evaluate(() => document.getElementById('a').play('c'));
  assert.equal(await page.evaluate(() => document.getElementById('a').moves.length), 2);
  await page.waitForFunction(() => window.hostLog.events.some((e) => e.type === 'move' && e.id === 'd4'));
  assert.equal(await page.evaluate(() => document.getElementById('d4').currentPosition), '1-1-0-2-1-1-5-5-5-5-5-5-0-0-N', 'autoplay');
  assert.equal(await page.evaluate(() => document.getElementById('d2').shadowRoot.querySelectorAll('canvas').length), 1, 'one canvas after re-adding');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a whole game by keyboard alone inside a <urim-game>, against the computer', async () => {
  const page = await openHost();
  await waitIdle(page, 'b');
  await page.evaluate(() => { document.getElementById('b').nodes = 300; });
  // Tab from the top of the page until the focus is on b's board.
  for (let i = 0; i < 60; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.id === 'b' && document.getElementById('b').shadowRoot.activeElement?.localName === 'canvas')) break;
  }
  assert.equal(await page.evaluate(() => document.getElementById('b').shadowRoot.activeElement?.localName), 'canvas');
  let plies = 0;
  for (; plies < 400; plies += 1) {
    await waitIdle(page, 'b');
    if (await page.evaluate(() => document.getElementById('b').score.over)) break;
    const before = await page.evaluate(() => document.getElementById('b').moves.length);
    await page.keyboard.press(plies % 3 === 0 ? 'End' : 'ArrowRight');
    await page.keyboard.press('Enter');
    await page.waitForFunction((n) => document.getElementById('b').moves.length > n, before);
  }
  const score = await page.evaluate(() => document.getElementById('b').score);
  assert.equal(score.over, true, `the game ended (after ${plies} visitor moves)`);
  assert.equal((await events(page, 'gameover', 'b')).length, 1);
  assert.deepEqual(page.errors, []);
  await page.close();
});

for (const scheme of ['light', 'dark']) {
  test(`axe-core on the host page (shadow DOM included), ${scheme}: no WCAG 2.1 A/AA violation`, async () => {
    const page = await openHost({ scheme });
    await page.addScriptTag({ content: AXE }).catch(() => null);
    // The CSP blocks an inline script tag: axe is evaluated through the debugger instead.
    if (!(await page.evaluate(() => !!window.axe))) await page.evaluate(AXE);
    const found = await page.evaluate(() => window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
      .then((r) => r.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)).join('; ')}`)));
    assert.deepEqual(found, []);
    await page.close();
  });
}

test('worked examples 3 (a full lap) and 4 (the pass over a full pit), stepped: the words come in order, seed by seed', async () => {
  const page = await openHost();
  /** Plays a new stepped diagram of `position`, `move`, and returns every step's words in order. */
  const stepped = (position, move) => page.evaluate(async ([pos, m]) => {
    const board = document.createElement('urim-board');
    board.setAttribute('position', pos);
    board.setAttribute('move', m);
    board.setAttribute('steps', '');
    board.setAttribute('lang', 'en');
    await new Promise((ready) => { board.addEventListener('ready', ready, { once: true }); document.querySelector('main').append(board); });
    const root = board.shadowRoot;
    const played = board.play();
    const words = [];
    let finished = false;
    played.then(() => { finished = true; });
    while (!finished) {
      await new Promise((r) => { requestAnimationFrame(r); });
      const text = root.querySelector('.step-text').textContent;
      if (!root.querySelector('.step-bar').hidden && text !== words.at(-1)) {
        words.push(text);
        root.querySelector('[part=next-step]').click();
      }
    }
    return { words, after: board.currentPosition, sentence: root.querySelector('.words').textContent };
  }, [position, move]);

  const lap = await stepped('0-0-12-0-0-0-4-4-4-4-4-4-0-0-S', 'C');
  assert.deepEqual(lap.words, [
    'South takes 12 seeds out of C.',
    ...['D', 'E', 'F', 'a', 'b', 'c', 'd', 'e', 'f', 'A', 'B'].map((pit, i) => `Seed ${i + 1} of 12 falls into ${pit}.`),
    'The seeds have gone all the way round: the pit they came from, C, is passed by.',
    'Seed 12 of 12 falls into D.',
    'The last seed falls in D, one of South\'s own pits: nothing is taken.',
  ]);
  assert.equal(lap.after, '1-1-0-2-1-1-5-5-5-5-5-5-0-0-N');
  assert.match(lap.sentence, /^South sowed 12 seeds from C, passing by C, the pit it came from, on the way round\./);

  const full = await stepped('0-0-0-0-2-0-17-1-2-2-2-2-4-4-S', 'E');
  assert.deepEqual(full.words, [
    'South takes 2 seeds out of E.',
    'Seed 1 of 2 falls into F.',
    'a already holds 17 seeds, the most a pit may hold: the seed passes it by, on to the next pit.',
    'Seed 2 of 2 falls into b.',
    'The last seed makes 2 seeds in b: two or three, so a capture starts there.',
    'b holds 2 seeds: the chain starts there.',
    'The pit before, a, holds 17 seeds, not 2, 3 or 4: the chain stops.',
    'South takes the whole chain: 2 seeds in all.',
  ]);
  assert.match(full.sentence, /captured 2 seeds from b \(the chain stopped at a, which holds 17 seeds\)/);
  await page.close();
});
