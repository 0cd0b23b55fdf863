// The front end's pure parts, without a browser: the one list of settings
// (elements/options.js), the kept game (storage/persist.js), the words for moves
// (words/move-words.js) on real reports of the engine, the course of a game
// (game/machine.js) on a real Game, the move list's turns, and docs/embedding.md's tables
// of attributes, parts and colours against the code. Run `npm run build` first.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { Game, initSync, newGame, pitLetters, rules } from '../../pkg/urim.js';
import { engineRules, loadEngine, provideEngine } from '../../www/game/engine.js';
import { BOARD_OPTIONS, attributesFromParams, readOption } from '../../www/elements/options.js';
import { GAME_OPTIONS } from '../../www/elements/game-options.js';
import { gameStore } from '../../www/storage/persist.js';
import { ENGLISH as MOVE_ENGLISH, chainWords, endWords, moveWords, stepWords } from '../../www/words/move-words.js';
import { positionWords } from '../../www/words/position-words.js';
import { GameMachine } from '../../www/game/machine.js';
import { configured, initial } from '../../www/game/state.js';
import { turns } from '../../www/record/move-list.js';
import { CSS_PROPERTIES } from '../../www/elements/styles.js';
import { addEnglish, loadTranslator } from '../../www/i18n/index.js';
import { geometry, leftToRight } from '../../www/view/geometry.js';
import { frameOfStep, timeline } from '../../www/view/timeline.js';

initSync({ module: readFileSync(new URL('../../pkg/urim_bg.wasm', import.meta.url)) });
// The elements' engine, as urim-elements.js hands it over (already initialised here).
provideEngine({ init: async () => {}, Game, newGame, rules, pitLetters });
await loadEngine();
addEnglish(MOVE_ENGLISH); // as a diagram does when it loads the code that shows a move
const t = await loadTranslator('en');
const pt = await loadTranslator('pt');
const ja = await loadTranslator('ja');

/** A stand-in for an element: its attributes in a Map. */
function fakeElement(attributes = {}) {
  const map = new Map(Object.entries(attributes));
  return {
    getAttribute: (name) => (map.has(name) ? map.get(name) : null),
    setAttribute: (name, value) => map.set(name, String(value)),
    toggleAttribute: (name, on) => (on ? map.set(name, '') : map.delete(name)),
    map,
  };
}

test('options: each attribute reads into its value, or names the problem', () => {
  const el = fakeElement({ holes: '7', opponent: '3', first: 'north', steps: '', speed: '0.5', idle: '120' });
  assert.deepEqual(readOption(GAME_OPTIONS, el, 'holes'), { value: 7 });
  assert.deepEqual(readOption(GAME_OPTIONS, el, 'opponent'), { value: 3 });
  assert.deepEqual(readOption(GAME_OPTIONS, el, 'first'), { value: 'north' });
  assert.deepEqual(readOption(GAME_OPTIONS, el, 'steps'), { value: true });
  assert.deepEqual(readOption(GAME_OPTIONS, el, 'speed'), { value: 0.5 });
  assert.deepEqual(readOption(GAME_OPTIONS, el, 'idle'), { value: 120 });
  assert.deepEqual(readOption(GAME_OPTIONS, el, 'seeds'), { value: 3 }, 'absent: the default');
  assert.deepEqual(readOption(GAME_OPTIONS, el, 'controls'), { value: 'full' });
  const bad = fakeElement({ holes: '5', opponent: '2.5', nodes: '0', speed: 'fast', theme: 'pink', persist: '  ' });
  assert.equal(readOption(GAME_OPTIONS, bad, 'holes').error.message, 'holes must be one of 6, 7, got "5"');
  assert.equal(readOption(GAME_OPTIONS, bad, 'opponent').error.message, 'opponent must be a whole number from 0 to 5, written in digits, got "2.5"');
  assert.deepEqual(readOption(GAME_OPTIONS, bad, 'opponent').error.words, { key: 'badWholeNumber', vars: { name: 'opponent', min: 0, max: 5, text: '2.5' } },
    'and its words, for the element to say in its language');
  assert.match(readOption(GAME_OPTIONS, bad, 'nodes').error.message, /nodes must be a whole number from 1/);
  assert.equal(readOption(GAME_OPTIONS, bad, 'speed').error.message, 'speed must be 0 or a number from 0.05 to 100, written in digits, got "fast"');
  for (const [name, text] of [['speed', '1e-9'], ['speed', '0.04'], ['speed', '101'], ['speed', '0x2'], ['speed', '-0'], ['speed', 'Infinity'], ['speed', ''],
    ['idle', '0.5'], ['idle', '1e2'], ['idle', '86401'], ['opponent', '0x3'], ['opponent', '3e0'], ['opponent', ' '], ['nodes', '1e3'], ['nodes', '2000.0']]) {
    assert.ok(readOption(GAME_OPTIONS, fakeElement({ [name]: text }), name).error, `${name}="${text}" is refused`);
  }
  for (const [name, text, value] of [['speed', '0', 0], ['speed', '0.05', 0.05], ['speed', ' 2 ', 2], ['speed', '.5', 0.5], ['speed', '100', 100],
    ['idle', '0', 0], ['idle', '1', 1], ['idle', '86400', 86_400], ['opponent', '0', 0], ['opponent', '05', 5], ['nodes', '1000000000', 1e9]]) {
    assert.deepEqual(readOption(GAME_OPTIONS, fakeElement({ [name]: text }), name), { value }, `${name}="${text}"`);
  }
  assert.equal(readOption(GAME_OPTIONS, bad, 'theme').error.message, 'theme must be one of auto, light, dark, got "pink"');
  assert.equal(readOption(GAME_OPTIONS, bad, 'persist').error.message, 'persist must not be empty');
  // Each reason carries its words (a key and its values), for the element to say in its own language.
  assert.deepEqual(readOption(GAME_OPTIONS, bad, 'theme').error.words, { key: 'badChoice', vars: { name: 'theme', values: 'auto, light, dark', text: 'pink' } });
  assert.equal(readOption(BOARD_OPTIONS, fakeElement({ move: 'K' }), 'move').error.message, 'move must be one of A, B, C, D, E, F, G, a, b, c, d, e, f, g, got "K"');
});

test('options: the board sizes, seed counts and pit letters are the engine\'s', () => {
  assert.deepEqual(engineRules().boardSizes, rules().boardSizes);
  for (const holes of rules().boardSizes) {
    assert.deepEqual(readOption(GAME_OPTIONS, fakeElement({ holes: String(holes) }), 'holes'), { value: holes });
    assert.deepEqual(engineRules().pitLetters(holes), newGame(holes).letters());
  }
  for (const seeds of rules().seedCounts) assert.deepEqual(readOption(GAME_OPTIONS, fakeElement({ seeds: String(seeds) }), 'seeds'), { value: seeds });
  for (const letter of newGame(7).letters()) assert.deepEqual(readOption(BOARD_OPTIONS, fakeElement({ move: letter }), 'move'), { value: letter });
  assert.equal(engineRules().maxPitSeeds, 17);
});

test('options: an address\'s parameters become the same attributes; booleans on unless 0', () => {
  const el = fakeElement();
  attributesFromParams(el, new URLSearchParams('opponent=2&steps=1&idle=90&lang=pt&offline=0&unknown=1'));
  assert.deepEqual(Object.fromEntries(el.map), { opponent: '2', steps: '', idle: '90', lang: 'pt' });
  attributesFromParams(el, new URLSearchParams('steps=0'));
  assert.equal(el.getAttribute('steps'), null);
});

/** A storage stand-in; `fail` makes every call throw like a full or refused localStorage. */
function fakeStorage(fail = null) {
  const items = new Map();
  const guard = () => { if (fail) throw new DOMException('refused', fail); };
  const storage = {
    getItem: (k) => { guard(); return items.has(k) ? items.get(k) : null; },
    setItem: Object.assign((k, v) => { guard(); storage.setItem.calls += 1; items.set(k, v); }, { calls: 0 }),
    removeItem: (k) => { guard(); items.delete(k); },
    items,
  };
  return storage;
}

test('persist: a kept game reads back; garbage, another version and refused storage give null, and writing false', () => {
  const storage = fakeStorage();
  const store = gameStore('k', storage);
  assert.equal(store.load(), null);
  assert.equal(store.save({ record: 'R', match: { south: 2, north: 1 }, settings: { opponent: 3 }, n: 7 }), true);
  assert.deepEqual(store.load(), { record: 'R', match: { south: 2, north: 1 }, settings: { opponent: 3 }, n: 7 });
  assert.equal(storage.setItem.calls, 1, 'one write of one value');
  assert.equal(JSON.parse(storage.items.get('k')).by, 'urim', 'what Urim writes carries its mark');
  for (const foreign of ['{not json', JSON.stringify({ items: ['a cart'] }), '42', 'null']) {
    storage.items.set('k', foreign);
    assert.equal(store.load(), null, `${foreign}: not read`);
    assert.equal(store.problem, 'foreign');
    assert.equal(storage.items.get('k'), foreign, `${foreign}: another program's value is left where it is`);
    assert.equal(storage.items.has('k:unread'), false, 'and not moved aside');
    assert.equal(store.save({ record: 'R', match: { south: 0, north: 0 }, settings: {}, n: 1 }), false, 'nor overwritten');
    assert.equal(storage.items.get('k'), foreign);
  }
  storage.items.delete('k');
  storage.items.set('k', JSON.stringify({ v: 99, record: 'R' }));
  assert.equal(store.load(), null, 'another version is not read');
  for (const [what, part] of [
    ['match', { match: { south: -4, north: 'x' } }], ['match', { match: { south: 1e308, north: 0 } }], ['match', { match: { south: 2.5, north: 1 } }],
    ['match', { match: 'many' }], ['match', { match: null }], ['version', { n: -1 }], ['version', { n: 2.5 }], ['version', { n: 2 ** 53 }],
    ['version', { n: '3' }], ['settings', { settings: [1] }], ['settings', { settings: 'sound' }],
  ]) {
    const text = JSON.stringify({ v: 1, record: 'R', ...part });
    storage.items.set('k', text);
    storage.items.delete('k:unread');
    assert.deepEqual(store.load(), { record: 'R', match: { south: 0, north: 0 }, settings: {}, n: 0 }, `${text}: the rest is read, the ${what} left out`);
    assert.equal(store.problem, 'partial');
    assert.equal(storage.items.get('k:unread'), text, 'copied aside, not lost');
    assert.equal(storage.items.get('k'), text, 'and left where it was until what did read is kept');
  }
  storage.items.set('k', JSON.stringify({ v: 1, record: 7 }));
  assert.equal(store.load(), null, 'no record: nothing read');
  assert.equal(store.problem, 'corrupt');
  assert.equal(storage.items.has('k'), false, 'set aside');
  storage.items.set('k', JSON.stringify({ v: 1, record: 'R' }));
  assert.deepEqual(store.load().match, { south: 0, north: 0 }, 'no match points kept: none yet');
  assert.equal(store.load().n, 0, 'no version kept (an earlier Urim): the first');
  const full = gameStore('k', fakeStorage('QuotaExceededError'));
  assert.equal(full.save({ record: 'R', match: {}, settings: {} }), false);
  assert.equal(full.load(), null);
  assert.equal(gameStore('k', null).save({ record: 'R' }), false, 'no storage at all');
});

test('words: a move, its chain, its steps and the end, from real reports', () => {
  const g = Game.fromPosition('3-3-3-3-4-0-1-3-2-5-3-3-0-3-S');
  const report = g.play(4);
  const letters = g.letters();
  assert.equal(moveWords(t, report, g.score(), letters),
    'South sowed 4 seeds from E; captured 9 seeds from c, b, a (the chain stopped at the end of the row). South 9, North 3.');
  assert.equal(chainWords(t, report, letters), 'the chain stopped at the end of the row');
  assert.equal(stepWords(t, report, { kind: 'last', index: 0 }, letters), 'The last seed makes 3 seeds in c: two or three, so a capture starts there.');
  assert.equal(stepWords(t, report, { kind: 'link', index: 1 }, letters), 'The pit before, b, holds 4 seeds: it joins the chain.');
  assert.equal(stepWords(t, report, { kind: 'take', index: 0 }, letters), 'South takes the whole chain: 9 seeds in all.');
  assert.match(moveWords(pt, report, g.score(), letters), /^Sul semeou 4 sementes/);
  // Japanese joins clauses and lists with 、, never with a Latin comma.
  const inJapanese = moveWords(ja, report, g.score(), letters);
  assert.match(inJapanese, /c、b、a/);
  assert.doesNotMatch(inJapanese, /,/);
  const fedAndSkipped = Game.fromPosition('0-0-0-0-0-0-0-0-1-0-3-17-11-4-N').play(11);
  assert.doesNotMatch(moveWords(ja, fedAndSkipped, { over: false, south: 11, north: 4 }, letters), /,/);
  assert.match(moveWords(t, fedAndSkipped, { over: false, south: 11, north: 4 }, letters), /, /);
  const slam = Game.fromPosition('3-3-3-3-3-2-1-2-0-0-0-0-9-7-S').play(5);
  assert.match(moveWords(t, slam, { over: false, south: 9, north: 7 }, letters), /grand slam, so nothing was captured/);
  assert.equal(stepWords(t, slam, { kind: 'slam', index: 0 }, letters), 'That would take every seed in North\'s row: a grand slam, so nothing is taken.');
  assert.equal(stepWords(t, slam, { kind: 'link', index: 1 }, letters), 'The pit before, a, holds 2 seeds: it joins the chain.', 'a slam\'s chain reads as any chain');
  const over = Game.fromPosition('0-0-0-0-0-1-0-0-0-0-0-0-18-17-S');
  over.play(5);
  // Each ending says its own cause, then the seeds swept into the stores, then the result.
  assert.equal(endWords(t, over.score()),
    'South had no seeds in their row, and no move of North could reach it. The seeds left in each row went to its owner: South 0, North 1. A draw, 18 to 18.');
  assert.match(endWords(pt, over.score()), /^Sul não tinha sementes na sua fila, e nenhuma jogada de Norte lá chegava\. .*Sul 0, Norte 1\./);
  const emptyRow = Game.fromPosition('0-0-0-0-0-0-0-0-0-0-0-0-18-18-S').score();
  assert.equal(endWords(t, emptyRow), 'South had no seeds left to sow. A draw, 18 to 18.', 'nothing swept, nothing said of it');
  const bothSwept = { ...emptyRow, winner: 'north', south: 17, north: 19, ending: { reason: 'cycle', swept: { south: 2, north: 3 } } };
  assert.equal(endWords(t, bothSwept), 'The seeds were only going round in circles. The seeds left in each row went to its owner: South 2, North 3. North wins, 17 to 19.');
  assert.equal(endWords(t, { ...bothSwept, ending: { reason: 'no-capture-limit', swept: { south: 0, north: 0 } } }), '200 moves passed without a capture. North wins, 17 to 19.');
  const start = newGame(6);
  assert.equal(positionWords(t, { holes: 6, pits: start.pits(), stores: start.stores(), toMove: 'south' }, start.letters()),
    'Urim board, 6 pits a row. South: A 3, B 3, C 3, D 3, E 3, F 3, store 0. North: a 3, b 3, c 3, d 3, e 3, f 3, store 0. South to move.');
});

/**
 * A machine on a real game whose host shows moves at once, whose computer plays the
 * first legal pit, and which lets the computer move after each change (as the
 * element's follow-up does).
 */
function session(game, opponent = 0) {
  const log = [];
  const settings = { opponent, player: 'south', steps: false };
  const m = new GameMachine(initial(settings, (key) => key), {
    show: async (r) => { log.push(`show ${r.letter}`); },
    stopShowing: () => {},
    keep: async () => {},
    think: async (g) => ({ pit: g.legalMoves()[0] }),
    stopThinking: () => log.push('stop'),
    changed: () => queueMicrotask(() => m.computerTurn()),
    moved: (r, by) => log.push(`${by} ${r.letter}`),
    failed: (e) => log.push(`failed ${e.message}`),
    pause: () => 0,
  });
  m.start(game, 'load');
  return { m, log };
}

const settle = () => new Promise((done) => { setTimeout(done, 20); });

test('machine: the visitor moves, the computer answers, undo takes both back, refusals say why', async () => {
  const { m, log } = session(newGame(6), 1);
  await m.play(4);
  await settle();
  assert.deepEqual(log, ['show E', 'visitor E', 'show a', 'computer a']);
  assert.equal(m.state.game.moves().length, 2);
  assert.equal(m.state.mode, 'playing');
  assert.equal(m.canUndo(), true);
  m.undo();
  assert.equal(m.state.game.moves().length, 0, 'the computer\'s reply and the visitor\'s move');
  await assert.rejects(m.play(7), /belongs to North/);
  m.go(configured, 'player', 'north');
  m.seated();
  await assert.rejects(m.play(0), /computer's turn/);
});

test('machine: redo shows the computer\'s reply and jumps over the visitor\'s move; match points add up across games', async () => {
  const { m, log } = session(newGame(6), 1);
  await m.play(4);
  await settle();
  m.undo();
  log.length = 0;
  await m.redo();
  assert.deepEqual(log, ['show a', 'computer a'], 'the visitor\'s E at once, the reply sown');
  assert.equal(m.state.game.moves().length, 2);
  const ended = Game.fromPosition('0-0-0-0-0-1-0-0-0-0-0-0-30-5-S');
  m.start(ended, 'position');
  await m.play(5);
  assert.equal(m.state.game.isOver(), true);
  await assert.rejects(m.play(0), /the game is over/);
  const points = m.state.game.score().points;
  m.start(newGame(6), 'button');
  assert.deepEqual(m.state.match, points, 'the finished game\'s points are kept');
});

test('the move list groups plies in numbered turns, North\'s opening after an empty South slot', () => {
  const plies = [{ side: 'north', notation: 'a' }, { side: 'south', notation: 'E' }, { side: 'north', notation: 'c+3' }];
  assert.deepEqual(turns(plies).map(([s, n]) => [s?.notation ?? null, n?.notation ?? null]), [[null, 'a'], ['E', 'c+3']]);
});

test('docs/embedding.md lists every attribute, part and colour of the elements', () => {
  const readme = readFileSync(new URL('../../docs/embedding.md', import.meta.url), 'utf8');
  const named = (name) => readme.includes(`\`${name}\``);
  for (const name of Object.keys(GAME_OPTIONS)) assert.ok(named(name), `<urim-game> attribute ${name}`);
  for (const name of Object.keys(BOARD_OPTIONS)) assert.ok(named(name), `<urim-board> attribute ${name}`);
  for (const name of CSS_PROPERTIES) assert.ok(named(name), `custom property ${name}`);
  for (const file of ['game-chrome.js', 'board-element.js', 'game-element.js']) {
    const source = readFileSync(new URL(`../../www/elements/${file}`, import.meta.url), 'utf8');
    const found = [...source.matchAll(/part: ['`]([\w\s${}-]+)['`]/g), ...source.matchAll(/button\('([\w-]+)'/g)];
    for (const [, parts] of found) {
      for (const part of parts.split(/\s+/)) {
        if (part.includes('$')) continue;
        assert.ok(named(part), `part ${part} of ${file}`);
      }
    }
  }
});

test('set-up: seeds added and taken, the 17-seed limit, the nearest total, the difference put in the stores', async () => {
  const { SetUp, totalsFor } = await import('../../www/editor/set-up.js');
  assert.deepEqual(totalsFor(6), [36, 48]);
  assert.deepEqual(totalsFor(7), [42, 56]);
  const start = newGame(6);
  const e = new SetUp({ holes: 6, pits: start.pits(), stores: start.stores(), toMove: 'south' });
  assert.equal(e.difference(), 0);
  assert.equal(e.set(0, 17), null);
  assert.deepEqual(e.add(0), { key: 'editTooMany', vars: { pit: 0, n: 18 } }, 'an 18 is refused');
  assert.equal(e.pits[0], 17);
  assert.deepEqual(e.set(1, 2.5), { key: 'editNotCount', vars: { n: 2.5 } });
  assert.equal(e.total(), 50);
  assert.equal(e.target(), 48, 'the nearest total');
  assert.equal(e.difference(), -2);
  assert.deepEqual(e.fixInStores(), { key: 'editTakeOff', vars: { n: 2 } }, 'the stores hold nothing to take');
  e.set(0, 3);
  e.remove(2);
  e.remove(2);
  assert.equal(e.difference(), 2);
  assert.equal(e.fixInStores(), null);
  assert.deepEqual(e.stores, { south: 1, north: 1 });
  e.toMove = 'north';
  assert.deepEqual(e.parts(), { pits: [3, 3, 1, 3, 3, 3, 3, 3, 3, 3, 3, 3], stores: { south: 1, north: 1 }, toMove: 'north' });
  const made = Game.fromSetUp(e.parts());
  assert.equal(made.position(), '3-3-1-3-3-3-3-3-3-3-3-3-1-1-N', 'the engine takes it');
  e.add(0);
  assert.throws(() => Game.fromSetUp(e.parts()), /holds 37 seeds, expected 36 or 48 on 2x6/, 'and refuses a set-up one seed over');
});

test('the editor\'s tools say every refusal of Game.fromSetUp in words, with its numbers, never in the engine\'s English', async () => {
  const { refusalWords, ENGLISH } = await import('../../www/editor/tools.js');
  addEnglish(ENGLISH); // as the element does when it loads the tools
  const refusal = (setUp) => {
    try {
      Game.fromSetUp(setUp);
    } catch (error) {
      return refusalWords(error, Game.fromPosition(setUp.pits.length === 14 ? '3-3-3-3-3-3-3-3-3-3-3-3-3-3-0-0-S' : '3-3-3-3-3-3-3-3-3-3-3-3-0-0-S').letters());
    }
    assert.fail('the engine took it');
  };
  const stores = { south: 0, north: 0 };
  const six = (first) => [first, ...Array(11).fill(3)];
  assert.deepEqual(refusal({ pits: six(4), stores, toMove: 'south' }), { key: 'editBadTotal', vars: { found: '37', a: '36', b: '48', holes: '6' } });
  assert.deepEqual(refusal({ pits: Array(12).fill(0), stores, toMove: 'south' }), { key: 'editBadTotal', vars: { found: '0', a: '36', b: '48', holes: '6' } });
  assert.deepEqual(refusal({ pits: Array(14).fill(1), stores, toMove: 'north' }), { key: 'editBadTotal', vars: { found: '14', a: '42', b: '56', holes: '7' } });
  assert.deepEqual(refusal({ pits: [18, 18, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], stores, toMove: 'south' }), { key: 'editTooMany', vars: { pit: 'A', n: '18' } });
  assert.deepEqual(refusal({ pits: six(3), stores: { south: 2 ** 60, north: 0 }, toMove: 'south' }).key, 'editNotCount');
  assert.deepEqual(refusalWords(new Error('something the engine never said before'), []), { key: 'editUnplayable' });
  // Said in Portuguese, the numbers in.
  const words = refusal({ pits: six(4), stores, toMove: 'south' });
  assert.equal(pt(words.key, words.vars), 'Esta posição não se pode jogar: tem 37 sementes, e um tabuleiro de 2 × 6 tem 36 ou 48.');
  assert.equal(t(words.key, words.vars), 'This position cannot be played: it has 37 seeds, and a 2 × 6 board has 36 or 48.');
});

test('keys go along a row: the near row left to right, then the far row as drawn', () => {
  const geo = geometry(6, 600);
  const all = [...Array(12).keys()];
  assert.deepEqual(leftToRight(geo, all), [0, 1, 2, 3, 4, 5, 11, 10, 9, 8, 7, 6]);
  assert.deepEqual(leftToRight(geo, [3, 1, 5]), [1, 3, 5], 'a game: one row, left to right');
  assert.deepEqual(leftToRight(geo, [6, 8, 11]), [11, 8, 6], 'North to move: as drawn from South');
});

test('steps: a chain\'s seeds go at its last step, and a grand slam\'s steps match a capture\'s until then', () => {
  /** The kinds of the steps of `report`, and the stores drawn at each, from the board `g` held before it. */
  const stepped = (g, pit) => {
    const before = { pits: g.pits(), stores: g.stores() };
    const report = g.play(pit);
    const tl = timeline(report);
    return { kinds: tl.steps.map((s) => s.kind), stores: tl.steps.map((_, i) => frameOfStep(tl, before, i).stores), before };
  };
  const chain = stepped(Game.fromPosition('3-3-3-3-4-0-1-3-2-5-3-3-0-3-S'), 4);
  assert.deepEqual(chain.kinds.slice(-6), ['last', 'link', 'link', 'link', 'stop', 'take']);
  chain.stores.slice(0, -1).forEach((stores, i) => assert.deepEqual(stores, chain.before.stores, `step ${i + 1}: nothing taken yet`));
  assert.deepEqual(chain.stores.at(-1), { south: 9, north: 3 }, 'the last step takes the chain');
  const slam = stepped(Game.fromPosition('3-3-3-3-3-2-1-2-0-0-0-0-9-7-S'), 5);
  assert.equal(slam.kinds.at(-1), 'slam');
  assert.deepEqual(slam.kinds.slice(0, -1).filter((k) => ['take', 'slam'].includes(k)), [], 'no step before the last tells the end');
  slam.stores.forEach((stores) => assert.deepEqual(stores, slam.before.stores, 'a grand slam takes nothing'));
});
