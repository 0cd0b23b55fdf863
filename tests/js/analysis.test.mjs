// What every move is worth, through the package's JS API (in Node): game.analyse()
// and its slices, against the endgame tables and the search, and its refusals.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { Game, buildTables, initSync, newGame } from '../../pkg/urim-search.js';

initSync({ module: readFileSync(new URL('../../pkg/urim-search_bg.wasm', import.meta.url)) });

/** Runs an analysis to its end in one step. */
const analyseAll = (game, options) => game.analyse(options).step(600_000);

test('every legal move gets a value in the promised shape, and the best are ringed', () => {
  const g = newGame(6);
  g.play(2);
  g.play(9);
  const a = analyseAll(g, { level: 3, nodes: 3_000 });
  assert.deepEqual(Object.keys(a).sort(), ['best', 'done', 'exact', 'moves']);
  assert.equal(a.done, true);
  assert.deepEqual(a.moves.map((m) => m.pit), g.legalMoves());
  const letters = g.letters();
  for (const m of a.moves) {
    assert.deepEqual(Object.keys(m).sort(), ['exact', 'files', 'letter', 'pit', 'value']);
    assert.equal(m.letter, letters[m.pit]);
    assert.equal(m.files, false, 'no table files were given');
    assert.equal(typeof m.value, 'number');
    assert.ok(!Object.is(m.value, -0), 'a draw is 0, not -0');
  }
  const top = Math.max(...a.moves.map((m) => m.value));
  assert.deepEqual(a.best, a.moves.filter((m) => m.value === top).map((m) => m.pit));
  assert.equal(a.exact, a.moves.every((m) => m.exact));
});

test('equal options give equal values, in slices of any length', () => {
  const g = newGame(7, { seeds: 4 });
  g.play(3);
  const whole = analyseAll(g, { level: 4, nodes: 4_000 });
  assert.deepEqual(analyseAll(g, { level: 4, nodes: 4_000 }), whole);
  const analysis = g.analyse({ level: 4, nodes: 4_000 });
  let step;
  let steps = 0;
  do {
    step = analysis.step(1);
    steps += 1;
  } while (!step.done);
  assert.deepEqual(step, whole);
  assert.ok(steps >= 1);
  const other = analyseAll(g, { level: 4, nodes: 30 });
  assert.notDeepEqual(other.moves, whole.moves, 'the node budget matters');
});

test('a won ending inside the endgame tables: exact values, every tie ringed, and the search agrees', () => {
  let state = buildTables(6, 50);
  while (!state.done) state = buildTables(6, 50);
  // Seven seeds on the board, South to move: A, C and D each win by 6, F by 2.
  const g = Game.fromPosition('2-0-1-1-0-1-0-0-2-0-0-0-14-15-S');
  const a = analyseAll(g);
  assert.equal(a.exact, true);
  assert.deepEqual(a.moves.map((m) => [m.letter, m.value]), [['A', 6], ['C', 6], ['D', 6], ['F', 2]]);
  assert.deepEqual(a.best, [0, 2, 3]);
  assert.deepEqual(a.moves.map((m) => m.pit), g.legalMoves());
  for (const m of a.moves) assert.equal(m.exact, true, `pit ${m.pit}`);
  const best = g.bestMove({ level: 5, nodes: 50_000 });
  assert.equal(best.exact, true);
  assert.ok(a.best.includes(best.pit), `the search plays ${best.pit}, the analysis rings ${a.best}`);
  assert.equal(Math.max(...a.moves.map((m) => m.value)), best.score);
});

test('a finished game has no moves to value', () => {
  const over = Game.fromPosition('0-0-0-0-0-0-1-1-0-0-0-0-0-34-N');
  assert.equal(over.isOver(), true);
  assert.deepEqual(analyseAll(over), { done: true, moves: [], best: [], exact: true });
});

test('bad options are refused with messages that name them, and the game goes on', () => {
  const g = newGame(6);
  const cases = [
    [() => g.analyse({ level: 2 }), /analyse option level must be a whole number from 3 to 5, got 2/],
    [() => g.analyse({ level: 6 }), /analyse option level must be a whole number from 3 to 5, got 6/],
    [() => g.analyse({ nodes: 0 }), /analyse option nodes must be a whole number from 1 to/],
    [() => g.analyse({ nodes: 'many' }), /analyse option nodes must be a whole number .* got the string "many"/],
    [() => g.analyse({ depth: 0.5 }), /analyse option depth must be a whole number/],
    [() => g.analyse({ timeMs: 100 }), /analyse option timeMs is not taken: the options are level, nodes, depth/],
    [() => g.analyse({ seed: 1 }), /analyse option seed is not taken/],
    [() => g.analyse({ speed: 'fast' }), /unknown analyse option "speed"/],
    [() => g.analyse('fast'), /analyse options must be an object/],
    [() => g.analyse().step(0), /step time \(ms\) must be a whole number from 1 to 600000, got 0/],
  ];
  for (const [call, message] of cases) {
    assert.throws(call, (e) => e instanceof Error && message.test(e.message), String(message));
    assert.equal(analyseAll(g, { level: 3, nodes: 200 }).moves.length, 6);
  }
});
