// The attribute model that <urim-game> and <urim-board> share (elements/base.js,
// elements/options.js), through the public elements in headless Chromium: one
// `error` event per bad value, typed properties with defaults of the same type on
// both, and the --urim-* colours set on :root or on an ancestor reaching what is
// drawn, a translucent seed colour too. Run `npm run build` first.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, test } from 'node:test';
import { openBrowser, pageWith } from './browser.mjs';
import pt from '../../www/i18n/pt.js';
import { loadTable, translator } from '../../www/i18n/index.js';

let env;
before(async () => { env = await openBrowser(); });
after(() => env?.close());

/**
 * A page holding `body`, its elements' events logged in window.heard, resolved once
 * every element fired ready and two frames passed (what ready's redraw sets off).
 */
async function open(body, head = '') {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">${head}
<script>window.heard = []; for (const type of ['ready', 'error']) document.addEventListener(type, (e) => window.heard.push({ type, id: e.composedPath()[0].id, message: e.detail?.message }));</script>
<script type="module" src="/pkg/urim-elements.js"></script></head><body>${body}</body></html>`;
  const page = await pageWith(env, '/attributes.html', html);
  await page.waitForFunction(() => window.heard.filter((e) => e.type === 'ready').length === document.querySelectorAll('urim-game, urim-board').length);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page;
}

const errors = (page, id) => page.evaluate((i) => window.heard.filter((e) => e.type === 'error' && e.id === i).map((e) => e.message), id);

test('<urim-board move="Z"> fires one error, naming the letter', async () => {
  const page = await open('<urim-board id="d" move="Z"></urim-board>');
  const heard = await errors(page, 'd');
  assert.equal(heard.length, 1, `one error, not ${JSON.stringify(heard)}`);
  assert.match(heard[0], /^move must be one of A, B, C, D, E, F, G, a, b, c, d, e, f, g, got "Z"$/);
  // A later bad value: one more, once.
  await page.evaluate(() => document.getElementById('d').setAttribute('move', 'Q'));
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  assert.equal((await errors(page, 'd')).length, 2);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('<urim-board holes="6" move="G">: a letter of the 2x7 board only fires one error, however often the diagram is redrawn', async () => {
  const page = await open('<urim-board id="d" holes="6" move="G" lang="en"></urim-board>');
  const said = (text) => page.waitForFunction((t) => document.getElementById('d').shadowRoot.querySelector('[part=reset]').textContent === t, text);
  /** Redraws the diagram as a page would: its language there and back, its label. */
  const redraw = async () => {
    await page.evaluate(() => document.getElementById('d').setAttribute('lang', 'pt'));
    await said(pt.reset);
    await page.evaluate(() => document.getElementById('d').setAttribute('lang', 'en'));
    await said('↺ Start again');
    await page.evaluate(() => document.getElementById('d').setAttribute('label', 'A diagram'));
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  };
  const first = await errors(page, 'd');
  assert.equal(first.length, 1, `one error, not ${JSON.stringify(first)}`);
  assert.equal(first[0], 'The move G cannot be played: it names no pit of this board');
  await redraw();
  assert.equal((await errors(page, 'd')).length, 1, 'no more for the same value');
  // Another value that exists only on 2x7: one more, once.
  await page.evaluate(() => document.getElementById('d').setAttribute('move', 'g'));
  await redraw();
  assert.deepEqual((await errors(page, 'd')).length, 2);
  // A good one: none, and it plays.
  await page.evaluate(() => document.getElementById('d').setAttribute('move', 'C'));
  const played = await page.evaluate(() => document.getElementById('d').play().then((r) => r.letter));
  assert.equal(played, 'C');
  assert.equal((await errors(page, 'd')).length, 2);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a bad lang fires one error on each element', async () => {
  const page = await open('<urim-board id="d" lang="xx"></urim-board><urim-game id="g" opponent="0" lang="xx"></urim-game>');
  for (const id of ['d', 'g']) {
    const heard = await errors(page, id);
    assert.equal(heard.length, 1, `${id}: one error, not ${JSON.stringify(heard)}`);
    assert.match(heard[0], /^lang must be one of /);
  }
  await page.close();
});

test('the two elements give typed properties with the same defaults', async () => {
  const page = await open('<urim-board id="d" speed="2"></urim-board><urim-game id="g" opponent="0" speed="2"></urim-game>'
    + '<urim-board id="d0"></urim-board><urim-game id="g0" opponent="0"></urim-game>');
  const read = await page.evaluate(() => Object.fromEntries(['d', 'g', 'd0', 'g0'].map((id) => {
    const el = document.getElementById(id);
    return [id, { speed: el.speed, theme: el.theme, steps: el.steps }];
  })));
  assert.deepEqual(read.d, { speed: 2, theme: 'auto', steps: false });
  assert.deepEqual(read.d, read.g);
  assert.deepEqual(read.d0, { speed: 1, theme: 'auto', steps: false });
  assert.deepEqual(read.d0, read.g0);
  // A bad value keeps the last good one, typed, and says so once.
  await page.evaluate(() => { document.getElementById('d').setAttribute('speed', 'fast'); });
  assert.equal(await page.evaluate(() => document.getElementById('d').speed), 2);
  assert.equal((await errors(page, 'd')).length, 1);
  await page.close();
});

test('numbers that make no sense are refused, with the reason in the element\'s language, and the game goes on', async () => {
  const pt = translator('pt', await loadTable('pt'));
  const page = await open('<urim-board id="d" lang="pt" speed="2"></urim-board><urim-game id="g" lang="pt" opponent="0" speed="0"></urim-game>');
  const cases = [
    ['speed', '1e-9', 'badNumber', { min: 0.05, max: 100 }], // today's play() would never resolve
    ['speed', '0.01', 'badNumber', { min: 0.05, max: 100 }], // below the floor
    ['speed', '1e3', 'badNumber', { min: 0.05, max: 100 }], // an exponent
    ['speed', 'Infinity', 'badNumber', { min: 0.05, max: 100 }],
    ['opponent', '0x3', 'badWholeNumber', { min: 0, max: 5 }], // hex: was read as 3
    ['opponent', '2.0', 'badWholeNumber', { min: 0, max: 5 }],
    ['opponent', '+2', 'badWholeNumber', { min: 0, max: 5 }],
    ['nodes', '5e3', 'badWholeNumber', { min: 1, max: 1e9 }],
    ['idle', '1e-9', 'badNumber', { min: 1, max: 86_400 }],
  ];
  for (const [name, text, key, range] of cases) {
    for (const id of name === 'speed' ? ['d', 'g'] : ['g']) {
      const before = (await errors(page, id)).length;
      const last = await page.evaluate(([i, n]) => document.getElementById(i)[n], [id, name]);
      await page.evaluate(([i, n, v]) => document.getElementById(i).setAttribute(n, v), [id, name, text]);
      const heard = await errors(page, id);
      assert.equal(heard.length, before + 1, `${id} ${name}="${text}": one error`);
      assert.equal(heard.at(-1), pt(key, { name, text, ...range }), `${id} ${name}="${text}": the reason, in Portuguese`);
      assert.equal(await page.evaluate(([i, n]) => document.getElementById(i)[n], [id, name]), last, 'the last good value kept');
    }
  }
  // Numbers written as people write them still read.
  for (const [name, text, value] of [['speed', '0.5', 0.5], ['speed', ' 3 ', 3], ['speed', '.25', 0.25], ['speed', '0', 0], ['opponent', '2', 2], ['idle', '90', 90], ['nodes', '2000', 2000]]) {
    await page.evaluate(([n, v]) => document.getElementById('g').setAttribute(n, v), [name, text]);
    assert.equal(await page.evaluate((n) => document.getElementById('g')[n], name), value, `${name}="${text}"`);
  }
  await page.evaluate(() => { const g = document.getElementById('g'); g.opponent = 0; g.speed = 0; });
  await page.evaluate(() => document.getElementById('g').play('C')); // resolves: the speed kept makes sense
  assert.equal(await page.evaluate(() => document.getElementById('g').moves.length), 1);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a 10 MB position attribute is refused by its length with the reason, the wasm memory stays flat, and both elements play on', async () => {
  const page = await open('<urim-board id="d" lang="en" move="C" speed="0"></urim-board><urim-game id="g" lang="en" opponent="0" speed="0"></urim-game>');
  // The page module the elements use (one instance per page): its memory, as the module's exports give it.
  const memory = () => page.evaluate(async () => (await (await import('/pkg/urim.js')).default()).memory.buffer.byteLength);
  const before = await memory();
  for (const id of ['d', 'g']) {
    const heard = (await errors(page, id)).length;
    await page.evaluate((i) => document.getElementById(i).setAttribute('position', '3-'.repeat(5_000_000)), id);
    await page.waitForFunction(([i, n]) => window.heard.filter((e) => e.type === 'error' && e.id === i).length > n, [id, heard]);
    assert.match((await errors(page, id)).at(-1), /it is 10000000 characters long, longer than any position/, `${id}: the reason`);
  }
  const grown = (await memory()) - before;
  assert.ok(grown <= 1 << 20, `the page module's memory grew by ${grown} bytes`);
  await page.evaluate(() => document.getElementById('g').play('C'));
  assert.equal(await page.evaluate(() => document.getElementById('g').moves.length), 1, 'the game plays on');
  assert.equal(await page.evaluate(() => document.getElementById('d').play('C').then(() => 'played')), 'played', 'the diagram too');
  assert.deepEqual(page.errors, []);
  await page.close();
});

/** Two frames: what a change set off is drawn. */
const frames = (page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
const pixels = (page, id) => page.evaluate((i) => document.getElementById(i).shadowRoot.querySelector('canvas').toDataURL(), id);

test('--urim-* colours set on :root or on an ancestor reach the elements and the drawing', async () => {
  const page = await open('<div id="wrap"><urim-board id="tinted"></urim-board></div><urim-board id="plain"></urim-board>'
    + '<urim-game id="g" opponent="0"></urim-game>');
  assert.equal(await pixels(page, 'tinted'), await pixels(page, 'plain'), 'the two boards are drawn alike at first');
  // As a page's own style would: on :root and on a parent div.
  await page.evaluate(() => {
    document.documentElement.style.setProperty('--urim-accent', 'rgb(1, 2, 3)');
    document.getElementById('wrap').style.setProperty('--urim-wood', 'rgb(10, 200, 30)');
    for (const id of ['tinted', 'plain']) document.getElementById(id).view.repaint(); // as a theme change does
  });
  await frames(page);
  const looks = await page.evaluate(() => ({
    accent: getComputedStyle(document.getElementById('g').shadowRoot.querySelector('.player.active')).borderTopColor,
    wood: document.getElementById('tinted').view.palette.wood,
    plainWood: document.getElementById('plain').view.palette.wood,
  }));
  assert.equal(looks.accent, 'rgb(1, 2, 3)', ':root\'s --urim-accent reaches <urim-game>');
  assert.equal(looks.wood, 'rgb(10, 200, 30)', 'the parent\'s --urim-wood is what the board view reads');
  assert.notEqual(looks.plainWood, 'rgb(10, 200, 30)', 'a board outside the parent keeps its default wood');
  assert.notEqual(await pixels(page, 'tinted'), await pixels(page, 'plain'), 'the tinted board is drawn in the parent\'s wood');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a translucent --urim-seed (rgba, #rrggbbaa) is drawn as given, not as the default seed', async () => {
  const style = '<style>#half { --urim-seed: rgba(200, 20, 20, 0.6); } #hex { --urim-seed: #c8141499; } #solid { --urim-seed: rgb(200, 20, 20); }</style>';
  const page = await open('<urim-board id="plain"></urim-board><urim-board id="half"></urim-board><urim-board id="hex"></urim-board>'
    + '<urim-board id="solid"></urim-board>', style);
  // Each board's pixels, as a digest (a failure then prints two short names, not two images).
  const drawn = async (id) => createHash('sha256').update(await pixels(page, id)).digest('hex').slice(0, 16);
  const [plain, half, hex, solid] = await Promise.all(['plain', 'half', 'hex', 'solid'].map(drawn));
  assert.notEqual(solid, plain, 'an opaque seed colour is drawn');
  assert.notEqual(half, plain, 'rgba(…, 0.6) is not the default seed');
  assert.notEqual(half, solid, 'its alpha is kept: not drawn as the opaque colour');
  assert.equal(hex, half, '#rrggbbaa is the same colour as its rgba()');
  assert.deepEqual(page.errors, []);
  await page.close();
});
