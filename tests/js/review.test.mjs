// A game's review worked out from the analyses of its positions (www/game/review.js):
// the chart's points for South, each side's costliest moves and its accuracy, from
// analyses written out by hand. Runs without a browser.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { COSTLIEST, bestValue, chartRange, reviewOf } from '../../www/game/review.js';

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'a', 'b', 'c', 'd', 'e', 'f'];

/** An analysis whose best pits are those of the highest value. */
function analysis(values, exact = false) {
  const moves = Object.entries(values).map(([pit, value]) => ({ pit: Number(pit), value, exact }));
  const top = Math.max(...moves.map((m) => m.value));
  return { moves, best: moves.filter((m) => m.value === top).map((m) => m.pit), exact };
}

const move = (mover, pit, captured = 0) => ({ mover, pit, letter: LETTERS[pit], captured });

test('a point per move: the best value, for South, exact or not, with its capture', () => {
  const analyses = [analysis({ 0: 2, 1: 5, 2: -1 }), analysis({ 6: 1, 7: -3 }, true), analysis({ 3: 0 })];
  const played = [move('south', 1), move('north', 7, 4), move('south', 3)];
  const { points } = reviewOf(analyses, played, LETTERS);
  assert.deepEqual(points, [
    { ply: 1, south: 5, exact: false, mover: 'south', captured: 0 },
    { ply: 2, south: -1, exact: true, mover: 'north', captured: 4 },
    { ply: 3, south: 0, exact: false, mover: 'south', captured: 0 },
  ]);
});

test('the costliest moves: the move played, the best, the seeds lost from the mover’s view, only losses, at most three a side', () => {
  const analyses = [
    analysis({ 0: 3, 1: 1 }), // South loses 2 with B
    analysis({ 6: 4, 7: -2 }), // North loses 6 with b
    analysis({ 0: 0, 2: 0 }), // South keeps (a tie)
    analysis({ 6: 1, 8: 0 }), // North loses 1 with c
    analysis({ 1: 5, 4: -4 }), // South loses 9 with E
    analysis({ 9: 2, 10: 2 }), // North keeps
    analysis({ 0: 7, 3: 6 }), // South loses 1 with D
    analysis({ 2: 3, 5: 0 }), // South loses 3 with F (the review reads each move’s mover as given)
  ];
  const played = [move('south', 1), move('north', 7), move('south', 2), move('north', 8), move('south', 4), move('north', 10), move('south', 3), move('south', 5)];
  const { costly } = reviewOf(analyses, played, LETTERS);
  assert.deepEqual(costly.south, [
    { ply: 5, mover: 'south', played: 'E', better: 'B', lost: 9 },
    { ply: 8, mover: 'south', played: 'F', better: 'C', lost: 3 },
    { ply: 1, mover: 'south', played: 'B', better: 'A', lost: 2 },
  ]);
  assert.equal(costly.south.length, COSTLIEST, 'the fourth loss (1 seed) is left out');
  assert.deepEqual(costly.north, [
    { ply: 2, mover: 'north', played: 'b', better: 'a', lost: 6 },
    { ply: 4, mover: 'north', played: 'c', better: 'a', lost: 1 },
  ]);
});

test('accuracy: the share of a side’s moves that kept the value', () => {
  const analyses = [analysis({ 0: 3, 1: 1 }), analysis({ 6: 4 }), analysis({ 0: 0, 2: 0 }), analysis({ 6: 1, 8: 0 })];
  const played = [move('south', 1), move('north', 6), move('south', 2), move('north', 6)];
  const { accuracy } = reviewOf(analyses, played, LETTERS);
  assert.deepEqual(accuracy.south, { kept: 1, moves: 2, share: 0.5 });
  assert.deepEqual(accuracy.north, { kept: 2, moves: 2, share: 1 });
});

test('positions still being worked out, or stopped, are left out; no move, no share', () => {
  const stopped = { ...analysis({ 0: 1, 1: 0 }), stopped: true };
  const played = [move('south', 1), move('north', 6), move('south', 0)];
  const review = reviewOf([analysis({ 0: 2, 1: 2 }), undefined, stopped], played, LETTERS);
  assert.deepEqual(review.points.map((p) => p.ply), [1]);
  assert.deepEqual(review.accuracy.north, { kept: 0, moves: 0, share: null });
  assert.deepEqual(reviewOf([], [], LETTERS).points, []);
});

test('the best value reads the best pits; the chart’s range holds 0 and every point', () => {
  assert.equal(bestValue({ moves: [{ pit: 0, value: -3, exact: true }, { pit: 1, value: -1, exact: true }], best: [1], exact: true }), -1);
  assert.equal(bestValue({ moves: [], best: [], exact: true }), null);
  assert.deepEqual(chartRange([]), { top: 4, bottom: -4 });
  const points = [7, -2.5].map((south, i) => ({ ply: i + 1, south, exact: true, mover: 'south', captured: 0 }));
  assert.deepEqual(chartRange(points), { top: 7, bottom: -4 });
  assert.deepEqual(chartRange(points, 1), { top: 7, bottom: -3 });
});
