// The <urim-board> diagrams of the rules pages (www/rules*.html, one for each language of
// www/i18n/languages.js, made by the build from www/pages/): the same boards in every language, each a legal move in a valid position, and the eight worked examples of
// RULES.md giving exactly the results RULES.md states, played on the built package.
// Run `npm run build` first, then `node --test tests/js/`.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { Game, initSync } from '../../pkg/urim.js';
import { pageFile } from '../../.ci/page-languages.mjs';
import { AWAITING_REVIEW, LANGUAGES } from '../../www/i18n/index.js';

initSync({ module: readFileSync(new URL('../../pkg/urim_bg.wasm', import.meta.url)) });

const PAGES = Object.fromEntries(Object.keys(LANGUAGES).map((code) => [code, pageFile('rules', code)]));
const html = Object.fromEntries(Object.entries(PAGES)
  .map(([lang, file]) => [lang, readFileSync(new URL(`../../www/${file}`, import.meta.url), 'utf8')]));

/**
 * Every diagram of a page, in page order, with what its move must do. Positions are
 * RULES.md's `A..F | a..f` listings, then South's store, North's store and the side to
 * move; where RULES.md gives no stores they hold the rest of the 36 seeds.
 * `sown` lists the pits given a seed, in order; `chain` the pits taken (or that a grand
 * slam would have taken), trigger first, with their seeds; `after` the position left.
 */
const DIAGRAMS = [
  { where: 'beside "The board": the start, South sows into North\'s row',
    position: '3-3-3-3-3-3-3-3-3-3-3-3-0-0-S', move: 'F',
    sown: 'abc', trigger: ['count', 4], chain: [], captured: 0, grandSlam: false,
    after: '3-3-3-3-3-0-4-4-4-3-3-3-0-0-N' },
  { where: 'beside "Capturing": a capture of b and a',
    position: '3-3-3-3-3-2-1-2-3-3-3-3-2-2-S', move: 'F',
    sown: 'ab', trigger: ['fired', 3], chain: [['b', 3], ['a', 2]], chainStop: ['F', 'row-edge'],
    captured: 5, grandSlam: false, after: '3-3-3-3-3-0-0-0-3-3-3-3-7-2-N' },
  // 1. E (4 seeds) -> F, a, b, c; c 3 (trigger), b 4, a 2: South takes 9; d is never reached.
  //    Result 3 3 3 3 0 1 | 0 0 0 5 3 3, South's store 9.
  { example: 1, position: '3-3-3-3-4-0-1-3-2-5-3-3-0-3-S', move: 'E',
    sown: 'Fabc', trigger: ['fired', 3], chain: [['c', 3], ['b', 4], ['a', 2]], chainStop: ['F', 'row-edge'],
    captured: 9, grandSlam: false, after: '3-3-3-3-0-1-0-0-0-5-3-3-9-3-N' },
  // 2. E -> c becomes 4: no capture, although a and b now hold 2.
  { example: 2, position: '3-3-3-3-4-0-1-1-3-5-3-3-2-2-S', move: 'E',
    sown: 'Fabc', trigger: ['count', 4], chain: [], chainStop: null,
    captured: 0, grandSlam: false, after: '3-3-3-3-0-1-2-2-4-5-3-3-2-2-N' },
  // 3. C (12) -> D..F, a..f, A, B one each, C skipped, D gets the 12th: 1 1 0 2 1 1 | 5 5 5 5 5 5.
  { example: 3, position: '0-0-12-0-0-0-4-4-4-4-4-4-0-0-S', move: 'C',
    sown: 'DEFabcdefABD', skipped: [['C', 'origin']], trigger: ['own-row', 2], chain: [],
    captured: 0, grandSlam: false, after: '1-1-0-2-1-1-5-5-5-5-5-5-0-0-N' },
  // 4. E -> F gets one, a (17) is skipped, b becomes 2: South takes b (2); the chain stops at a.
  { example: 4, position: '0-0-0-0-2-0-17-1-2-2-2-2-4-4-S', move: 'E',
    sown: 'Fb', skipped: [['a', 'full']], trigger: ['fired', 2], chain: [['b', 2]], chainStop: ['a', 'count', 17],
    captured: 2, grandSlam: false, after: '0-0-0-0-0-1-17-0-2-2-2-2-6-4-N' },
  // 5. North: e (3) -> f, A, B: B 2, A 3: North takes 5; f (now 2) is North's own: the chain stops.
  { example: 5, position: '2-1-3-3-3-3-3-3-3-3-3-1-5-0-N', move: 'e', mover: 'north',
    sown: 'fAB', trigger: ['fired', 2], chain: [['B', 2], ['A', 3]], chainStop: ['f', 'row-edge'],
    captured: 5, grandSlam: false, after: '0-0-3-3-3-3-3-3-3-3-0-2-5-5-S' },
  // 6. F -> a 2, b 3; that would empty North's row: nothing captured, 3 3 3 3 3 0 | 2 3 0 0 0 0.
  { example: 6, position: '3-3-3-3-3-2-1-2-0-0-0-0-9-7-S', move: 'F',
    sown: 'ab', trigger: ['fired', 3], chain: [['b', 3], ['a', 2]],
    captured: 0, grandSlam: true, after: '3-3-3-3-3-0-2-3-0-0-0-0-9-7-N' },
  // 7. 0 0 0 1 0 3 | 0 0 0 0 0 0: only F feeds, so only F is legal.
  { example: 7, position: '0-0-0-1-0-3-0-0-0-0-0-0-17-15-S', move: 'F', legal: 'F', feeding: 'F',
    sown: 'abc', fed: true, captured: 0, grandSlam: false, after: '0-0-0-1-0-0-1-1-1-0-0-0-17-15-N' },
  // 8. North, stores 11 and 4: e and f both feed; f (17) sows A..F, a..e, skips f, A..F again;
  //    every South pit would be taken: nothing is captured. Result 2 2 2 2 2 2 | 1 1 2 1 4 0.
  { example: 8, position: '0-0-0-0-0-0-0-0-1-0-3-17-11-4-N', move: 'f', mover: 'north', legal: 'ef', feeding: 'ef',
    sown: 'ABCDEFabcdeABCDEF', skipped: [['f', 'origin']], fed: true, trigger: ['fired', 2],
    chain: [['F', 2], ['E', 2], ['D', 2], ['C', 2], ['B', 2], ['A', 2]],
    captured: 0, grandSlam: true, after: '2-2-2-2-2-2-1-1-2-1-4-0-11-4-S' },
];

/** The HTML entities an attribute of these pages may hold. */
const unescape = (s) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<')
  .replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The attributes of one start tag (`<name a="1" b>`), boolean ones as ''. */
function attributes(tag) {
  const attrs = {};
  const body = tag.replace(/^<[\w-]+/, '').replace(/\/?>$/, '');
  for (const m of body.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    attrs[m[1].toLowerCase()] = unescape(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attrs;
}

/** The <urim-board> elements of a page, in order, with where each one starts. */
const boards = (page) => [...page.matchAll(/<urim-board\b[^>]*>/g)]
  .map((m) => ({ ...attributes(m[0]), at: m.index }));

const PITS = 12;
const seeds = (position) => position.split('-').slice(0, PITS + 2).reduce((a, b) => a + Number(b), 0);

test('each rules page has the same diagrams, in the same order, with steps, a label and its language', () => {
  for (const [lang, page] of Object.entries(html)) {
    const found = boards(page);
    assert.deepEqual(found.map((b) => [b.position, b.move]), DIAGRAMS.map((d) => [d.position, d.move]),
      `${PAGES[lang]}: the diagrams and their moves`);
    const labels = new Set();
    for (const [i, b] of found.entries()) {
      const name = `${PAGES[lang]} diagram ${i + 1}`;
      assert.equal(b.steps, '', `${name}: steps is on (a boolean attribute)`);
      assert.equal(b.lang, lang, `${name}: the page's language`);
      assert.ok(b.label?.trim(), `${name}: a label`);
      assert.ok(!labels.has(b.label), `${name}: its own label`);
      labels.add(b.label);
    }
    assert.match(page, new RegExp(`<html lang="${lang}">`), `${PAGES[lang]}: the page's language`);
  }
});

test('each worked example is a numbered figure that holds its own diagram and shows its position', () => {
  for (const [lang, page] of Object.entries(html)) {
    const found = boards(page);
    for (const d of DIAGRAMS.filter((x) => x.example)) {
      const name = `${PAGES[lang]} example ${d.example}`;
      const start = page.indexOf(`<figure class="example" id="example-${d.example}"`);
      assert.ok(start >= 0, `${name}: its figure`);
      const end = page.indexOf('</figure>', start);
      const figure = page.slice(start, end);
      const inside = found.filter((b) => b.at > start && b.at < end);
      assert.deepEqual(inside.map((b) => [b.position, b.move]), [[d.position, d.move]], `${name}: its diagram`);
      assert.match(figure, /<h3 id="example-\d+-title">/, `${name}: a heading`);
      assert.match(figure, new RegExp(`<span class="example-number">[^<]*\\b${d.example}</span>`), `${name}: its number`);
      assert.match(inside[0].label, new RegExp(`\\b${d.example}\\b`), `${name}: the label says which example`);
      const shown = figure.match(/<p class="example-position">[^<]*<code>([^<]+)<\/code>/);
      assert.equal(shown?.[1], d.position, `${name}: the position written above the text`);
    }
    assert.equal((page.match(/<figure class="example"/g) ?? []).length, 8, `${PAGES[lang]}: eight examples`);
  }
});

test('every diagram is a valid 36-seed position and its move is legal there', () => {
  for (const d of DIAGRAMS) {
    const name = d.example ? `example ${d.example}` : d.where;
    assert.equal(seeds(d.position), 36, `${name}: 36 seeds in pits and stores`);
    const g = Game.fromPosition(d.position);
    assert.equal(g.position(), d.position, `${name}: the position reads back as written`);
    const letters = g.letters();
    assert.ok(letters.includes(d.move), `${name}: ${d.move} is a pit`);
    assert.ok(g.legalMoves().includes(letters.indexOf(d.move)), `${name}: ${d.move} is legal`);
  }
});

test('the diagrams give the results RULES.md states', () => {
  for (const d of DIAGRAMS) {
    const name = d.example ? `RULES.md example ${d.example}` : d.where;
    const g = Game.fromPosition(d.position);
    const letters = g.letters();
    const index = (letter) => letters.indexOf(letter);
    const letter = (pit) => letters[pit];
    if (d.legal) {
      assert.deepEqual(g.legalMoves().map(letter), [...d.legal], `${name}: the legal moves`);
    }
    if (d.feeding) {
      for (const m of d.feeding) assert.equal(g.preview(index(m)).fed, true, `${name}: ${m} feeds`);
    }
    const r = g.play(index(d.move));
    assert.equal(r.mover, d.mover ?? 'south', `${name}: the mover`);
    assert.equal(r.letter, d.move);
    assert.equal(r.sown.map(letter).join(''), d.sown, `${name}: the pits sown, in order`);
    assert.deepEqual(r.skipped.map((s) => [s.letter, s.reason]), d.skipped ?? [], `${name}: the pits passed over`);
    if (d.trigger) assert.deepEqual([r.trigger.kind, r.trigger.seeds], d.trigger, `${name}: the last seed`);
    if (d.chain) assert.deepEqual(r.chain.map((c) => [c.letter, c.seeds]), d.chain, `${name}: the chain`);
    if (d.chainStop !== undefined) {
      const stop = r.chainStop && [r.chainStop.letter, r.chainStop.reason, ...(r.chainStop.seeds === null ? [] : [r.chainStop.seeds])];
      assert.deepEqual(stop, d.chainStop, `${name}: where the chain stops`);
    }
    if (d.fed !== undefined) assert.equal(r.fed, d.fed, `${name}: a feeding move`);
    assert.equal(r.captured, d.captured, `${name}: seeds captured`);
    assert.equal(r.grandSlam, d.grandSlam, `${name}: grand slam`);
    assert.equal(r.position, d.after, `${name}: the position after the move`);
    assert.equal(g.position(), d.after, `${name}: the game's position after the move`);
  }
});

test('RULES.md\'s own words for the examples: the figures that matter, spelled out', () => {
  const play = (d) => Game.fromPosition(d.position).play(Game.fromPosition(d.position).letters().indexOf(d.move));
  const ex = (n) => DIAGRAMS.find((d) => d.example === n);
  const r1 = play(ex(1));
  assert.deepEqual(r1.pits, [3, 3, 3, 3, 0, 1, 0, 0, 0, 5, 3, 3], 'example 1: 3 3 3 3 0 1 | 0 0 0 5 3 3');
  assert.equal(r1.stores.south, 9, 'example 1: South\'s store 9');
  assert.ok(!r1.chain.some((c) => c.letter === 'd'), 'example 1: d is never reached');
  const r2 = play(ex(2));
  assert.deepEqual(r2.pits.slice(6, 8), [2, 2], 'example 2: a and b now hold 2');
  assert.equal(r2.captured, 0, 'example 2: no capture');
  assert.deepEqual(play(ex(3)).pits, [1, 1, 0, 2, 1, 1, 5, 5, 5, 5, 5, 5], 'example 3: 1 1 0 2 1 1 | 5 5 5 5 5 5');
  const r4 = play(ex(4));
  assert.deepEqual([r4.captured, r4.chain.map((c) => c.letter)], [2, ['b']], 'example 4: South takes b (2) only');
  assert.equal(r4.pits[6], 17, 'example 4: a keeps its 17');
  const r5 = play(ex(5));
  assert.deepEqual([r5.mover, r5.captured, r5.stores.north], ['north', 5, 5], 'example 5: North takes 5');
  assert.equal(r5.pits[11], 2, 'example 5: f now holds 2 and is not taken');
  assert.deepEqual(play(ex(6)).pits, [3, 3, 3, 3, 3, 0, 2, 3, 0, 0, 0, 0], 'example 6: 3 3 3 3 3 0 | 2 3 0 0 0 0');
  assert.deepEqual(Game.fromPosition(ex(7).position).legalMoves(), [5], 'example 7: only F (pit 5) is legal');
  const r8 = play(ex(8));
  assert.deepEqual(r8.pits, [2, 2, 2, 2, 2, 2, 1, 1, 2, 1, 4, 0], 'example 8: 2 2 2 2 2 2 | 1 1 2 1 4 0');
  assert.deepEqual(r8.stores, { south: 11, north: 4 }, 'example 8: stores 11 and 4, untouched');
});

test('the rules pages need no inline script or style (strict CSP), and load the element', () => {
  for (const [lang, page] of Object.entries(html)) {
    const file = PAGES[lang];
    for (const tag of page.match(/<script\b[^>]*>/g) ?? []) {
      assert.ok(attributes(tag).src, `${file}: ${tag} has a src`);
    }
    assert.match(page.slice(0, page.indexOf('</head>')), /<script type="module" src="pkg\/urim-elements\.js"><\/script>/,
      `${file}: loads the built pkg/urim-elements.js in the head`);
    assert.doesNotMatch(page, /<script\b[^>]*>[^<\s]/, `${file}: no inline script`);
    assert.doesNotMatch(page, /<style\b/i, `${file}: no <style>`);
    assert.doesNotMatch(page, /<[^>]+\sstyle\s*=/i, `${file}: no style attribute`);
    assert.doesNotMatch(page, /<[^>]+\son[a-z]+\s*=/i, `${file}: no event-handler attribute`);
    assert.doesNotMatch(page, /href\s*=\s*"javascript:/i, `${file}: no javascript: link`);
  }
});

test('each rules page links to every other language and back to the game in its own', () => {
  for (const [lang, page] of Object.entries(html)) {
    const file = PAGES[lang];
    const links = (page.match(/<a\b[^>]*>/g) ?? []).map(attributes);
    for (const [other, target] of Object.entries(PAGES)) {
      if (other === lang) continue;
      // A language awaiting review has its name in a <span lang> inside the link, beside the page's words for it.
      const named = AWAITING_REVIEW.includes(other) ? page.includes(`href="${target}" hreflang="${other}"><span lang="${other}">`) : true;
      assert.ok(links.some((a) => a.href === target && a.hreflang === other && (a.lang === other || AWAITING_REVIEW.includes(other))) && named,
        `${file}: links to ${target}, in its language`);
    }
    assert.ok(links.some((a) => a.href === `./?lang=${lang}`), `${file}: links back to the game in its language`);
  }
});
