// The npm package as a user sees it: the engine module pkg/urim-search.js (web
// target, the whole API: the page module's and the search) loaded with initSync and
// the module's bytes; modules.test.mjs checks the page module against it. Run `npm
// run build` first, then `node --test tests/js/`.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { Game, initSync, newGame } from '../../pkg/urim-search.js';

initSync({ module: readFileSync(new URL('../../pkg/urim-search_bg.wasm', import.meta.url)) });

const START6 = '3-3-3-3-3-3-3-3-3-3-3-3-0-0-S';
const sum = (xs) => xs.reduce((a, b) => a + b, 0);

/** A position string from a `A..F | a..f` listing as the rules page (www/rules.html) draws rows, stores and side. */
const pos = (south, north, stores, side = 'S') =>
  [...south, ...north, ...stores, side].join('-');

/** Stores that bring the total to 36, all in South's store. */
const filler = (south, north) => [36 - sum(south) - sum(north), 0];

/** Checks that `fn` throws an Error whose message matches `pattern`. */
function refuses(fn, pattern, label) {
  assert.throws(fn, (e) => {
    assert.ok(e instanceof Error, `${label}: threw a non-Error ${e}`);
    assert.match(e.message, pattern, label);
    return true;
  }, label);
}

test('the API names and shapes of the brief', () => {
  const g = newGame(6);
  assert.deepEqual(g.legalMoves(), [0, 1, 2, 3, 4, 5]);
  assert.equal(g.holes, 6);
  assert.equal(g.seeds, 3);
  assert.equal(g.pitCount, 12);
  assert.equal(g.totalSeeds, 36);
  assert.equal(g.toMove(), 'south');
  assert.deepEqual(g.pits(), Array(12).fill(3));
  assert.deepEqual(g.stores(), { south: 0, north: 0 });
  assert.equal(g.position(), START6);
  assert.deepEqual(g.score(), {
    south: 0, north: 0, over: false, winner: null, points: { south: 0, north: 0 }, end: null, ending: null,
  });
  assert.deepEqual(g.letters(), [...'ABCDEFabcdef']);
  const h = newGame(7, { seeds: 4, first: 'north' });
  assert.equal(h.holes, 7);
  assert.equal(h.totalSeeds, 56);
  assert.equal(h.toMove(), 'north');
  assert.deepEqual(h.legalMoves(), [7, 8, 9, 10, 11, 12, 13]);
  assert.equal(h.perft(1), 7);
  assert.equal(g.perft(2), 36);
  assert.equal(g.perft(0), 1);
});

test('a move report carries everything the core report holds', () => {
  const g = newGame(6);
  const preview = g.preview(2);
  assert.equal(g.position(), START6, 'preview plays nothing');
  const r = g.play(2);
  assert.deepEqual(r, preview);
  assert.deepEqual(r, {
    mover: 'south', origin: 2, letter: 'C', notation: 'C', seeds: 3, fed: false,
    sown: [3, 4, 5], skipped: [], last: 5, trigger: { kind: 'own-row', seeds: 4 },
    chain: [], chainStop: null, grandSlam: false, captured: 0,
    pits: [3, 3, 0, 4, 4, 4, 3, 3, 3, 3, 3, 3], stores: { south: 0, north: 0 },
    toMove: 'north', position: '3-3-0-4-4-4-3-3-3-3-3-3-0-0-N', ending: null,
  });
  assert.deepEqual(g.history(), [{
    ply: 1, side: 'south', pit: 2, letter: 'C', notation: 'C', captured: 0,
    position: '3-3-0-4-4-4-3-3-3-3-3-3-0-0-N', ending: null,
  }]);
  assert.deepEqual(g.moves(), [2]);
});

test('rules worked example 1: chain with a four', () => {
  const s = [3, 3, 3, 3, 4, 0], n = [1, 3, 2, 5, 3, 3];
  const g = Game.fromPosition(pos(s, n, filler(s, n)));
  const r = g.play(4);
  assert.deepEqual(r.sown, [5, 6, 7, 8]);
  assert.deepEqual(r.trigger, { kind: 'fired', seeds: 3 });
  assert.deepEqual(r.chain.map((c) => [c.letter, c.seeds]), [['c', 3], ['b', 4], ['a', 2]]);
  assert.deepEqual(r.chainStop, { pit: 5, letter: 'F', reason: 'row-edge', seeds: null });
  assert.equal(r.captured, 9);
  assert.equal(r.notation, 'E+9');
  assert.deepEqual(r.pits, [3, 3, 3, 3, 0, 1, 0, 0, 0, 5, 3, 3]);
  assert.equal(r.stores.south, filler(s, n)[0] + 9);
});

test('rules worked example 2: the last seed makes four', () => {
  const s = [3, 3, 3, 3, 4, 0], n = [1, 1, 3, 5, 3, 3];
  const r = Game.fromPosition(pos(s, n, filler(s, n))).play(4);
  assert.deepEqual(r.trigger, { kind: 'count', seeds: 4 });
  assert.equal(r.captured, 0);
  assert.deepEqual(r.chain, []);
  assert.equal(r.chainStop, null);
  assert.deepEqual(r.pits.slice(6), [2, 2, 4, 5, 3, 3]);
});

test('rules worked example 3: a full lap skips the origin', () => {
  const s = [0, 0, 12, 0, 0, 0], n = [4, 4, 4, 4, 4, 4];
  const r = Game.fromPosition(pos(s, n, filler(s, n))).play(2);
  assert.deepEqual(r.skipped, [{ pit: 2, letter: 'C', reason: 'origin', seed: 11 }]);
  assert.equal(r.sown.length, 12);
  assert.equal(r.last, 3);
  assert.deepEqual(r.pits, [1, 1, 0, 2, 1, 1, 5, 5, 5, 5, 5, 5]);
});

test('rules worked example 4: a full pit is skipped', () => {
  const s = [0, 0, 0, 0, 2, 0], n = [17, 1, 2, 2, 2, 2];
  const r = Game.fromPosition(pos(s, n, filler(s, n))).play(4);
  assert.deepEqual(r.skipped, [{ pit: 6, letter: 'a', reason: 'full', seed: 1 }]);
  assert.deepEqual(r.sown, [5, 7]);
  assert.equal(r.captured, 2);
  assert.deepEqual(r.chainStop, { pit: 6, letter: 'a', reason: 'count', seeds: 17 });
});

test('rules worked example 5: the chain stops at the row edge', () => {
  const s = [2, 1, 3, 3, 3, 3], n = [3, 3, 3, 3, 3, 1];
  const g = Game.fromPosition(pos(s, n, filler(s, n), 'N'));
  const r = g.play(10);
  assert.equal(r.mover, 'north');
  assert.deepEqual(r.sown, [11, 0, 1]);
  assert.equal(r.captured, 5);
  assert.deepEqual(r.chain.map((c) => c.pit), [1, 0]);
  assert.deepEqual(r.chainStop, { pit: 11, letter: 'f', reason: 'row-edge', seeds: null });
  assert.equal(r.stores.north, 5);
});

test('rules worked example 6: grand slam', () => {
  const s = [3, 3, 3, 3, 3, 2], n = [1, 2, 0, 0, 0, 0];
  const r = Game.fromPosition(pos(s, n, filler(s, n))).play(5);
  assert.equal(r.grandSlam, true);
  assert.equal(r.captured, 0);
  assert.deepEqual(r.chain.map((c) => [c.pit, c.seeds]), [[7, 3], [6, 2]]);
  assert.deepEqual(r.pits, [3, 3, 3, 3, 3, 0, 2, 3, 0, 0, 0, 0]);
});

test('fromSetUp: a position made from its parts, checked by the rules, with the reason when it is no position', () => {
  const pits = [3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 1];
  const made = Game.fromSetUp({ pits, stores: { south: 1, north: 1 }, toMove: 'north' });
  assert.equal(made.position(), '3-3-3-3-3-3-3-3-3-3-3-1-1-1-N');
  assert.equal(made.startPosition(), made.position(), 'the set-up is where the game starts');
  const g7 = Game.fromSetUp({ pits: [...pits, 4, 4], stores: { south: 0, north: 0 }, toMove: 'south' });
  assert.deepEqual([g7.holes, g7.seeds], [7, 3]);
  const stores = { south: 1, north: 1 };
  for (const [setUp, pattern, label] of [
    [{ pits: [18, 3, 3, 3, 3, 3, 3, 0, 0, 0, 0, 0], stores: { south: 0, north: 0 }, toMove: 'south' }, /pit 0 holds 18 seeds, more than the limit of 17/, 'a pit over 17'],
    [{ pits, stores: { south: 2, north: 1 }, toMove: 'south' }, /^the set-up holds 37 seeds, expected 36 or 48 on 2x6$/, 'one seed too many'],
    [{ pits: pits.slice(1), stores, toMove: 'south' }, /^the set-up has 11 pits, expected 12 \(2x6\) or 14 \(2x7\)$/, 'a pit missing'],
    [{ pits: Array(1e6).fill(0), stores, toMove: 'south' }, /more than the 14 pits of any board/, 'a huge array'],
    [{ pits: [1.5, ...pits.slice(1)], stores, toMove: 'south' }, /^each count in pits must be a whole number of seeds \(0 or more\), got 1\.5$/, 'a fraction'],
    [{ pits: [-1, ...pits.slice(1)], stores, toMove: 'south' }, /^each count in pits must be a whole number of seeds \(0 or more\), got -1$/, 'a negative count'],
    [{ pits: '3-3', stores, toMove: 'south' }, /pits must be an array of seed counts, got the string/, 'a string for pits'],
    [{ pits, stores: { south: 1 }, toMove: 'south' }, /^stores\.north must be a whole number of seeds \(0 or more\), got undefined$/, 'a store missing'],
    [{ pits, stores, toMove: 'S' }, /toMove must be "south" or "north", got the string "S"/, 'a side by letter'],
    [{ pits, stores, toMove: 'south', holes: 6 }, /the set-up has no part "holes"; its parts are pits, stores, toMove/, 'a part it does not know'],
    [undefined, /the set-up must be an object \(with pits, stores, toMove\), got undefined/, 'nothing'],
    [[], /the set-up must be an object/, 'an array'],
    [{ pits, stores: 2, toMove: 'south' }, /stores must be an object \(with south, north\), got 2/, 'a number for the stores'],
  ]) {
    refuses(() => Game.fromSetUp(setUp), pattern, label);
  }
});

test('rules worked example 7: only a feeding move is legal', () => {
  const s = [0, 0, 0, 1, 0, 3], n = [0, 0, 0, 0, 0, 0];
  const g = Game.fromPosition(pos(s, n, filler(s, n)));
  assert.deepEqual(g.legalMoves(), [5]);
  refuses(() => g.play(3), /^North has no seeds: the move must feed, and pit 3 does not$/, 'D');
  const r = g.play(5);
  assert.equal(r.fed, true);
});

test('rules worked example 8: grand slam on a feeding move', () => {
  const g = Game.fromPosition(pos([0, 0, 0, 0, 0, 0], [0, 0, 1, 0, 3, 17], [11, 4], 'N'));
  assert.deepEqual(g.legalMoves(), [10, 11]);
  const r = g.play(11);
  assert.equal(r.fed, true);
  assert.equal(r.grandSlam, true);
  assert.equal(r.captured, 0);
  assert.deepEqual(r.pits, [2, 2, 2, 2, 2, 2, 1, 1, 2, 1, 4, 0]);
});

test('a starved position is over from the start and scores its rows', () => {
  const g = Game.fromPosition('0-0-0-0-0-0-1-1-1-1-1-1-27-3-S');
  assert.equal(g.isOver(), true);
  assert.deepEqual(g.legalMoves(), []);
  assert.deepEqual(g.score(), {
    south: 27, north: 9, over: true, winner: 'south', points: { south: 2, north: 0 }, end: 'starvation',
    ending: { reason: 'starvation', side: 'south', cause: 'empty-row', swept: { south: 0, north: 6 } },
  });
  refuses(() => g.play(0), /^the game is over$/, 'play when over');
  refuses(() => g.preview(0), /^the game is over$/, 'preview when over');
  assert.equal(g.perft(3), 0);
});

/** A small seeded generator, so a failure can be replayed. */
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function checkInvariants(g, label) {
  const pits = g.pits();
  const stores = g.stores();
  assert.equal(sum(pits) + stores.south + stores.north, g.totalSeeds, `${label}: seeds conserved`);
  assert.ok(pits.every((p) => Number.isInteger(p) && p >= 0 && p <= 17), `${label}: pits within 0..17`);
  const legal = g.legalMoves();
  const mover = g.toMove();
  const row = mover === 'south' ? [0, g.holes] : [g.holes, 2 * g.holes];
  for (let pit = 0; pit < g.pitCount; pit++) {
    if (legal.includes(pit)) {
      assert.ok(pit >= row[0] && pit < row[1] && pits[pit] > 0, `${label}: legal ${pit} is the mover's and not empty`);
      assert.equal(g.preview(pit).origin, pit);
    } else {
      const before = g.position();
      assert.throws(() => g.play(pit), Error, `${label}: illegal ${pit} refused`);
      assert.equal(g.position(), before, `${label}: a refused move changes nothing`);
    }
  }
  assert.equal(g.isOver(), legal.length === 0 || g.score().over);
}

for (const [holes, seeds, seed] of [[6, 3, 1], [7, 3, 2], [6, 4, 3], [7, 4, 4]]) {
  test(`a full random game on 2x${holes} with ${seeds} seeds keeps every invariant`, () => {
    const random = rng(seed);
    const g = newGame(holes, { seeds });
    let plies = 0;
    while (!g.isOver()) {
      const legal = g.legalMoves();
      assert.ok(legal.length > 0);
      const pit = legal[Math.floor(random() * legal.length)];
      const before = g.position();
      const r = g.play(pit);
      plies++;
      assert.equal(r.origin, pit);
      assert.equal(r.position, g.position());
      assert.deepEqual(r.pits, g.pits());
      assert.equal(r.sown.length, r.seeds);
      checkInvariants(g, `ply ${plies}`);
      // undo and redo restore the position exactly
      assert.equal(g.undo(), pit);
      assert.equal(g.position(), before);
      assert.equal(g.canRedo(), true);
      assert.deepEqual(g.redo(), r);
      assert.equal(g.position(), r.position);
    }
    const score = g.score();
    assert.equal(score.over, true);
    assert.ok(['starvation', 'cycle'].includes(score.end));
    assert.equal(score.south + score.north, g.totalSeeds);
    assert.equal(score.winner, score.south > score.north ? 'south' : score.south < score.north ? 'north' : 'draw');
    assert.equal(g.history().length, plies);
    assert.deepEqual(g.legalMoves(), []);
    const back = Game.fromRecord(g.record({ south: 'Ana', north: 'Tomé', date: '2026.11.30' }));
    assert.equal(back.position(), g.position());
    assert.deepEqual(back.score(), score);
    while (g.canUndo()) g.undo();
    assert.equal(g.position(), g.startPosition());
  });
}

test('the 200-ply no-capture rule ends as a cycle with its own reason', () => {
  // Play random games until one ends without captures by the ply limit or a repeat.
  const random = rng(7);
  const seen = new Set();
  for (let i = 0; i < 60 && seen.size < 2; i++) {
    const g = newGame(6);
    while (!g.isOver()) {
      const legal = g.legalMoves();
      g.play(legal[Math.floor(random() * legal.length)]);
    }
    const { end, ending } = g.score();
    if (end === 'cycle') {
      assert.ok(['cycle', 'no-capture-limit'].includes(ending.reason));
      assert.equal(ending.side, null);
      assert.equal(ending.cause, null);
      assert.deepEqual(g.history().at(-1).ending, ending);
      seen.add(ending.reason);
    }
  }
  assert.ok(seen.size > 0, 'some random game ended as a cycle');
});

test('records round-trip, with tags kept', () => {
  const g = newGame(6);
  for (const pit of [2, 9, 4, 7]) g.play(pit);
  const text = g.record({ south: 'Ana', north: 'Tomé', date: '2026.11.30' });
  assert.match(text, /\[South "Ana"\]/);
  assert.match(text, /\[North "Tomé"\]/);
  assert.match(text, /\[Date "2026.11.30"\]/);
  const back = Game.fromRecord(text);
  assert.deepEqual(back.moves(), g.moves());
  assert.equal(back.record(), text, 'tags kept');
  assert.match(g.record(), /\[South "\?"\]/);
  const other = `[Event "Club night"]\n${text}`;
  assert.match(Game.fromRecord(other).record(), /\[Event "Club night"\]/);
  const north = Game.fromPosition('3-3-3-3-3-3-3-3-3-3-3-3-0-0-N');
  north.play(8);
  assert.equal(Game.fromRecord(north.record()).position(), north.position());
});

const badNumbers = [undefined, null, '2', NaN, Infinity, -Infinity, 2.5, -1, 1e20, 2 ** 53, {}, [], [2], true, 2n, Symbol('x'), () => 2];
const describe = (v) => (typeof v === 'symbol' || typeof v === 'bigint' ? typeof v : JSON.stringify(v) ?? String(v));

test('every export refuses bad input with a clear Error, and the game keeps working', () => {
  const g = newGame(6);
  g.play(2);
  const position = g.position();
  const check = (fn, pattern, label) => {
    refuses(fn, pattern, label);
    assert.equal(g.position(), position, `${label}: nothing changed`);
    assert.deepEqual(g.legalMoves(), [6, 7, 8, 9, 10, 11], `${label}: still usable`);
    assert.equal(g.preview(8).origin, 8, `${label}: still usable`);
  };
  for (const bad of badNumbers) {
    const d = describe(bad);
    check(() => newGame(bad), /holes/, `newGame(${d})`);
    check(() => g.play(bad), /pit/, `play(${d})`);
    check(() => g.preview(bad), /pit/, `preview(${d})`);
    check(() => g.perft(bad), /perft depth/, `perft(${d})`);
    if (bad !== undefined) { // an option set to undefined counts as absent
      check(() => newGame(6, { seeds: bad }), /seeds/, `newGame seeds ${d}`);
      check(() => newGame(6, { first: bad }), /first/, `newGame first ${d}`);
      check(() => Game.fromPosition(START6, { seeds: bad }), /seeds/, `fromPosition seeds ${d}`);
    }
    if (typeof bad !== 'string') {
      check(() => Game.fromPosition(bad), /position must be a string/, `fromPosition(${d})`);
      check(() => Game.fromRecord(bad), /record must be a string/, `fromRecord(${d})`);
      if (bad !== undefined) {
        check(() => g.record({ south: bad }), /record option south must be a string/, `record south ${d}`);
      }
    }
    if (bad !== undefined && (typeof bad !== 'object' || bad === null || Array.isArray(bad))) {
      check(() => newGame(6, bad), /newGame options must be an object/, `newGame options ${d}`);
      check(() => Game.fromPosition(START6, bad), /fromPosition options must be an object/, `fromPosition options ${d}`);
      check(() => g.record(bad), /record options must be an object/, `record options ${d}`);
    }
  }
  check(() => g.play(0), /^pit 0 belongs to South$/, 'own row');
  check(() => g.play(12), /^pit 12 is not on the board \(pits are 0 to 11\)$/, 'off board');
  check(() => g.play(-1), /^pit -1 is not on the board/, 'negative');
  check(() => g.play(1e21), /^pit 1e\+21 is out of range$/, 'huge');
  check(() => g.play(1e20), /^pit 100000000000000000000 is out of range$/, 'huge');
  check(() => g.play(2.5), /^pit must be a whole number, got 2.5$/, 'fraction');
  check(() => g.play(NaN), /^pit must be a whole number, got NaN$/, 'NaN');
  check(() => g.play('8'), /^pit must be a whole number, got the string "8"$/, 'string');
  check(() => g.play(undefined), /^pit must be a whole number, got undefined$/, 'undefined');
  check(() => g.play({}), /^pit must be a whole number, got an object$/, 'object');
  check(() => newGame(5), /^holes must be 6 or 7, got 5$/, 'holes 5');
  check(() => newGame(8), /^holes must be 6 or 7, got 8$/, 'holes 8');
  check(() => newGame(6, { seeds: 5 }), /^seeds must be 3 or 4, got 5$/, 'seeds 5');
  check(() => newGame(6, { first: 'east' }), /^option first must be "south" or "north", got the string "east"$/, 'first');
  check(() => newGame(6, { colour: 'red' }), /^unknown newGame option "colour"; the options are seeds, first$/, 'unknown key');
  check(() => newGame(6, { [Symbol('s')]: 1 }), /unknown newGame option/, 'symbol key');
  check(() => Game.fromPosition(START6, { first: 'north' }), /unknown fromPosition option "first"/, 'unknown key');
  check(() => g.record({ white: 'Ana' }), /unknown record option "white"/, 'unknown record key');
  check(() => g.record({ south: 'A\nB' }), /must be on one line/, 'newline in tag');
  check(() => g.perft(31), /^perft depth must be a whole number from 0 to 30, got 31$/, 'deep perft');
  check(() => Game.fromPosition('3-3-3-3-3-3-3-3-3-3-3-0-0-S'), /^position string has 11 pits, expected 12 \(2x6\) or 14 \(2x7\)$/, '11 pits');
  check(() => Game.fromPosition('3-3-3-3-3-3-3-3-3-3-3-3-0-0-X'), /expected S or N/, 'side');
  check(() => Game.fromPosition('3-3-3-3-3-3-3-3-3-3-3-x-0-0-S'), /not a number of seeds/, 'letter');
  check(() => Game.fromPosition('18-0-3-3-3-3-3-3-3-3-3-0-0-3-S'), /more than the limit of 17/, 'pit over 17');
  check(() => Game.fromPosition(START6, { seeds: 4 }), /holds 36 seeds, expected 48/, 'wrong total');
  check(() => Game.fromPosition(''), /position string/, 'empty');
  check(() => Game.fromRecord(''), /the Variant tag is missing/, 'empty record');
  check(() => Game.fromRecord('[Variant "Urim 2x6, 3 seeds"]\n\n1. a'), /^record move 1 \(a\): pit 6 belongs to North$/, 'bad move');
  check(() => Game.fromRecord('[Variant "Urim 2x6, 3 seeds"]\n\n1. C+2'), /captures 0, not 2/, 'bad capture');
  check(() => Game.fromRecord('[Variant "Urim 2x5, 3 seeds"]\n\n*'), /holes must be 6 or 7, got 5/, 'bad variant');
  const fresh = newGame(6);
  refuses(() => fresh.undo(), /^there is no move to undo$/, 'undo at start');
  refuses(() => fresh.redo(), /^there is no undone move to redo$/, 'redo with nothing undone');
  assert.equal(fresh.canUndo(), false);
  assert.equal(fresh.canRedo(), false);
  assert.equal(fresh.play(3).origin, 3, 'usable after errors');
});

test('the returned objects are fresh copies', () => {
  const g = newGame(6);
  const pits = g.pits();
  pits[0] = 99;
  assert.equal(g.pits()[0], 3);
  const r = g.play(0);
  r.pits[1] = 99;
  assert.equal(g.pits()[1], 4);
  const copy = Game.fromRecord(g.record());
  copy.play(8);
  assert.equal(g.moves().length, 1);
});

test('each options message lists the options its derived struct declares', () => {
  const g = newGame(6);
  const cases = [
    [() => newGame(6, { seed: 3 }), /^unknown newGame option "seed"; the options are seeds, first$/],
    [() => Game.fromPosition(START6, { first: 'north' }), /^unknown fromPosition option "first"; the options are seeds$/],
    [() => g.record({ white: 'Ana' }), /^unknown record option "white"; the options are date, south, north$/],
    [() => g.bestMove({ colour: 'red' }), /^unknown bestMove option "colour"; the options are level, timeMs, nodes, seed, depth$/],
    [() => g.search({ time_ms: 5 }), /^unknown search option "time_ms"; the options are level, timeMs, nodes, seed, depth$/],
    [() => newGame(6, []), /^newGame options must be an object \(with seeds, first\), got an array$/],
  ];
  for (const [call, message] of cases) {
    assert.throws(call, (e) => e instanceof Error && message.test(e.message), String(message));
  }
  // Keys given as undefined count as absent; the values given are read by name.
  assert.equal(newGame(7, { seeds: undefined, first: 'north' }).toMove(), 'north');
  assert.equal(newGame(7, { first: undefined, seeds: 4 }).totalSeeds, 56);
  assert.equal(Game.fromPosition(START6, { seeds: 3 }).position(), START6);
  assert.match(g.record({ north: 'Tomé', date: '2026.12.01' }), /\[Date "2026\.12\.01"\]\n\[South "\?"\]\n\[North "Tomé"\]/);
});
