// The AI through the package's JS API (in Node): bestMove, sliced searches, endgame tables.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { Game, buildTables, initSync, newGame, rules } from '../../pkg/urim-search.js';

initSync({ module: readFileSync(new URL('../../pkg/urim-search_bg.wasm', import.meta.url)) });

const KEYS = ['depth', 'exact', 'letter', 'nodes', 'pit', 'pv', 'score'];

test('bestMove answers a legal move in the promised shape at every level', () => {
  const g = newGame(6);
  g.play(2);
  for (const level of [1, 2, 3, 4, 5]) {
    const best = g.bestMove({ level, nodes: 5_000, seed: 1 });
    assert.deepEqual(Object.keys(best).sort(), KEYS);
    assert.ok(g.legalMoves().includes(best.pit), `level ${level}: ${best.pit}`);
    assert.equal(best.letter, g.letters()[best.pit]);
    assert.equal(best.pv[0], best.pit);
    assert.equal(typeof best.score, 'number');
    assert.ok(best.nodes > 0 && best.nodes <= 5_000 + 64, `${best.nodes} nodes`);
  }
});

test('equal node budgets and seeds give equal answers', () => {
  const g = newGame(7, { seeds: 4 });
  for (const level of [1, 3, 5]) {
    const a = g.bestMove({ level, nodes: 20_000, seed: 9 });
    const b = g.bestMove({ level, nodes: 20_000, seed: 9 });
    assert.deepEqual(a, b, `level ${level}`);
  }
});

test('a won endgame is proven exact', () => {
  // Four seeds left on the board: inside the endgame tables, so the value is proven.
  const g = Game.fromPosition('0-0-0-0-1-1-2-0-0-0-0-0-20-12-S');
  const best = g.bestMove({ level: 5, nodes: 50_000 });
  assert.equal(best.exact, true);
  assert.ok(g.legalMoves().includes(best.pit));
});

test('a sliced search deepens step by step and can be stopped', () => {
  const g = newGame(6);
  const search = g.search({ level: 3, nodes: 30_000, seed: 4 });
  const depths = [];
  let step;
  do {
    step = search.step(5);
    depths.push(...step.iterations.map((i) => i.depth));
  } while (!step.done);
  assert.deepEqual(depths, [...depths].sort((a, b) => a - b));
  assert.equal(step.best.depth, depths.at(-1));
  assert.deepEqual(step.best, g.bestMove({ level: 3, nodes: 30_000, seed: 4 }));

  const long = g.search({ level: 5, timeMs: 60_000 });
  long.step(20);
  long.stop();
  assert.equal(long.done, true);
  const first = long.best();
  assert.ok(g.legalMoves().includes(first.pit));
  assert.equal(long.step(20).done, true, 'a stopped search stays stopped');
});

test('the endgame tables build in slices and report their size', () => {
  let state = buildTables(7, 5);
  assert.equal(state.holes, 7);
  while (!state.done) state = buildTables(7, 50);
  assert.equal(state.maxSeeds, 10);
  assert.ok(state.bytes > 1_000_000, `${state.bytes} bytes`);
  assert.deepEqual(buildTables(7), state, 'built once, kept');
});

test('bad options and finished games are refused, and the game goes on', () => {
  const g = newGame(6);
  const cases = [
    [() => g.bestMove({ level: 0 }), /bestMove option level must be a whole number from 1 to 5, got 0/],
    [() => g.bestMove({ level: 2.5 }), /level must be a whole number from 1 to 5, got 2.5/],
    [() => g.bestMove({ level: '3' }), /level must be a whole number from 1 to 5, got the string "3"/],
    [() => g.bestMove({ timeMs: -5 }), /timeMs must be a whole number from 1 to 600000, got -5/],
    [() => g.bestMove({ nodes: NaN }), /nodes must be a whole number/],
    [() => g.bestMove({ seed: -1 }), /seed must be a whole number from 0/],
    [() => g.bestMove({ colour: 'red' }), /unknown bestMove option "colour"/],
    [() => g.bestMove(7), /bestMove options must be an object/],
    [() => g.search({ depth: 1000 }), /search option depth must be a whole number from 1 to/],
    [() => g.search({ level: 3 }).step(0), /step time \(ms\) must be a whole number from 1 to 600000, got 0/],
    [() => buildTables(5), /holes must be 6 or 7, got 5/],
    [() => buildTables(6, 'soon'), /build time \(ms\) must be a whole number/],
  ];
  for (const [call, message] of cases) {
    assert.throws(call, (e) => e instanceof Error && message.test(e.message), String(message));
    assert.ok(g.legalMoves().length === 6 && g.bestMove({ level: 1, seed: 1 }).pit !== null);
  }
  const over = Game.fromPosition('0-0-0-0-0-0-1-1-0-0-0-0-0-34-N');
  assert.throws(() => over.bestMove(), /the game is over: there is no move to search/);
  assert.throws(() => over.search(), /the game is over/);
});

test('the engine plays a whole game against itself, every move legal', () => {
  const g = newGame(6);
  let plies = 0;
  while (!g.isOver()) {
    const level = g.toMove() === 'south' ? 3 : 2;
    const best = g.bestMove({ level, nodes: 3_000, seed: plies });
    g.play(best.pit);
    plies += 1;
  }
  const score = g.score();
  assert.equal(score.south + score.north, 36);
  assert.ok(plies > 10);
});

test('the engine module\'s rules() gives the levels the search takes, which the worker reads instead of numbers of its own', () => {
  const { levels } = rules();
  assert.deepEqual(levels, { min: 1, max: 5, search: 3, analysis: 5, minAnalysis: 3, tables: 4 });
  const game = newGame(6);
  assert.throws(() => game.bestMove({ level: levels.max + 1 }), (e) => e.kind === 'bad-argument');
  assert.throws(() => game.bestMove({ level: levels.min - 1 }), (e) => e.kind === 'bad-argument');
  assert.throws(() => game.analyse({ level: levels.minAnalysis - 1 }), (e) => e.kind === 'bad-argument');
  assert.equal(typeof game.analyse({ level: levels.minAnalysis, nodes: 500 }), 'object', 'the weakest analysis level is taken');
  game.free();
});
