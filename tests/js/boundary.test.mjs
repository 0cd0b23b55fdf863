// The JS API's boundary under arbitrary values (fast-check): every export that
// reads a value from JS (newGame, Game.fromPosition, Game.fromRecord, play,
// preview, record, undo/redo, search options) is called with wrong-typed, huge,
// negative, NaN, nested and cyclic-free random values. Each call either answers or
// throws an Error with a message: never a wasm trap, never a non-Error, and the
// game it was called on stays usable. Run `npm run build` first.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import fc from 'fast-check';
import { Game, initSync, newGame } from '../../pkg/urim-search.js';

const wasm = initSync({ module: readFileSync(new URL('../../pkg/urim-search_bg.wasm', import.meta.url)) });

/** How many random values each property tries (seeded, so that a failure replays). */
const RUNS = 400;
const SEED = 20261201;

/** Values a caller might pass by mistake: anything, plus the edge numbers and long texts. */
const junk = fc.oneof(
  fc.anything({ withBigInt: true, withNullPrototype: true, withTypedArray: true, withSparseArray: true }),
  fc.constantFrom(NaN, -0, Infinity, -Infinity, 2 ** 53, -(2 ** 31), 2 ** 32, 1e308, Number.MIN_VALUE, '', ' ', '0x3', '1e-9', '-1'),
  fc.integer({ min: -1000, max: 1000 }),
  fc.string({ maxLength: 200 }),
  fc.constantFrom('x'.repeat(100_000), '3-'.repeat(20_000)),
);

/** Calls `fn`: its answer, or the Error it threw; fails on a trap or a thrown non-Error. */
function answerOrError(fn, label) {
  try {
    return { value: fn() };
  } catch (error) {
    assert.ok(error instanceof Error, `${label}: threw a non-Error ${String(error)}`);
    assert.ok(!(error instanceof WebAssembly.RuntimeError), `${label}: the wasm trapped (${error.message})`);
    assert.equal(typeof error.message, 'string');
    assert.ok(error.message.length > 0, `${label}: an Error without a message`);
    return { error };
  }
}

/** Whether `game` still answers its plain questions. */
function stillUsable(game) {
  assert.ok(Array.isArray(game.legalMoves()));
  assert.equal(typeof game.position(), 'string');
  assert.equal(game.pits().length, game.pitCount);
}

const params = { numRuns: RUNS, seed: SEED };

test('newGame and the two readers take any value: a game or an Error naming why', () => {
  fc.assert(fc.property(junk, junk, (a, b) => {
    for (const [label, fn] of [['newGame', () => newGame(a, b)], ['Game.fromPosition', () => Game.fromPosition(a, b)],
      ['Game.fromRecord', () => Game.fromRecord(a)]]) {
      const { value } = answerOrError(fn, label);
      if (value) {
        stillUsable(value);
        value.free();
      }
    }
  }), params);
});

test('play, preview, record, undo and redo take any value, and the game stays as it was when refused', () => {
  const game = newGame(6);
  fc.assert(fc.property(junk, junk, (a, b) => {
    const before = game.position();
    const played = answerOrError(() => game.play(a), 'play');
    if (played.error) assert.equal(game.position(), before, 'a refused move changes nothing');
    answerOrError(() => game.preview(b), 'preview');
    answerOrError(() => game.record(a), 'record');
    if (game.isOver() || game.moves().length > 60) while (game.canUndo()) game.undo();
    stillUsable(game);
  }), params);
  game.free();
});

test('search and analysis options of any shape are read or refused before any thinking starts', () => {
  const game = newGame(7);
  // A budget that never lets a search run long, whatever else the options say.
  const bounded = (options) => (options && typeof options === 'object' && !Array.isArray(options)
    ? { ...options, nodes: 200, timeMs: 5, depth: 2 } : options);
  fc.assert(fc.property(junk, (options) => {
    const search = answerOrError(() => game.search(bounded(options)), 'search');
    if (search.value) {
      answerOrError(() => search.value.step(5), 'search.step');
      search.value.free();
    }
    const analysis = answerOrError(() => game.analyse(bounded(options)), 'analyse');
    if (analysis.value) analysis.value.free();
    stillUsable(game);
  }), { ...params, numRuns: 150 });
  game.free();
});

test('huge texts are refused by their length, named in the message, and the module\'s memory stays where it was', () => {
  const tenMB = 'x'.repeat(10_000_000);
  const g = newGame(6);
  g.play(2);
  const before = wasm.memory.buffer.byteLength;
  const refusals = [
    [() => Game.fromPosition(tenMB), /^position is 10000000 characters long, more than the 200 it may have$/],
    [() => Game.fromPosition('3-'.repeat(5_000_000)), /^position is 10000000 characters long/],
    [() => Game.fromRecord(tenMB), /^record is 10000000 characters long, more than the 1048576 it may have$/],
    [() => g.record({ south: tenMB }), /^record option south is 10000000 characters long, more than the 200 it may have$/],
    [() => newGame(6, { first: tenMB }), /^option first must be "south" or "north", got a string of 10000000 characters$/],
    [() => g.play(tenMB), /^pit must be a whole number, got a string of 10000000 characters$/],
    [() => newGame(6, { [tenMB]: 1 }), /^unknown newGame option "\(a key of 10000000 characters\)"/],
    [() => Game.fromSetUp({ pits: tenMB, stores: { south: 0, north: 0 }, toMove: 'south' }), /got a string of 10000000 characters$/],
  ];
  for (const [call, pattern] of refusals) assert.throws(call, { message: pattern });
  const grown = wasm.memory.buffer.byteLength - before;
  assert.ok(grown <= 1 << 20, `the module's memory grew by ${grown} bytes`);
  assert.deepEqual(g.legalMoves(), [6, 7, 8, 9, 10, 11], 'the game is still usable');
});

test('a record whose tag is longer than a tag may hold is refused by name; one at the limit is read', () => {
  const record = (name) => `[Variant "Urim 2x6, 3 seeds"]\n[South "${name}"]\n\n1. C *\n`;
  assert.throws(() => Game.fromRecord(record('a'.repeat(900_000))), { message: /^record tags: the South tag is 900000 characters long, more than the 200 a tag may hold$/ });
  const read = Game.fromRecord(record('é'.repeat(200)));
  assert.match(read.record(), /\[South "é{200}"\]/);
  assert.throws(() => newGame(6).record({ north: '😀'.repeat(101) }), { message: /north is 202 characters long, more than the 200/ }, 'counted as JS counts length');
});
