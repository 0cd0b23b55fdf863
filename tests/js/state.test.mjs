// <urim-game>'s one state (www/game/state.js), without a browser: every transition
// gives a new frozen state in exactly one mode, and the questions asked of a state
// (who may move, why a move is refused, whether the element is busy) follow its mode.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as T from '../../www/game/state.js';
import * as Q from '../../www/game/questions.js';

/** A stand-in for the engine's Game: South to move on a fresh board unless told. */
const fakeGame = ({ toMove = 'south', over = false, legal = [0, 1, 2, 3, 4, 5] } = {}) => ({
  toMove: () => toMove, isOver: () => over, legalMoves: () => legal,
});
const t = (key) => key;
const SETTINGS = { opponent: 1, player: 'south', steps: false };

test('a state is frozen and in one of the named modes after every transition', () => {
  const game = fakeGame();
  const report = { origin: 2, mover: 'south' };
  let s = T.initial(SETTINGS, t);
  const seen = [s];
  s = T.started(s, game, 'load', T.NO_POINTS); seen.push(s);
  s = T.showing(s, report, 'visitor', false); seen.push(s);
  s = T.shown(s, { kind: 'move' }); seen.push(s);
  s = T.showing(s, report, 'visitor', false, true); seen.push(s);
  s = T.choosing(s, true); seen.push(s);
  s = T.predicted(s); seen.push(s);
  s = T.shown(s, { kind: 'move' }); seen.push(s);
  s = T.thinking(s); seen.push(s);
  s = T.thought(s); seen.push(s);
  s = T.reviewing(s, 1, game, report); seen.push(s);
  s = T.backToGame(s); seen.push(s);
  s = T.editing(s, {}); seen.push(s);
  s = T.backToGame(s); seen.push(s);
  s = T.demoStarted(s, { south: 2, north: 3 }); seen.push(s);
  s = T.demoStopped(s); seen.push(s);
  s = T.failed(s, 'no wasm'); seen.push(s);
  for (const state of seen) {
    assert.ok(Object.isFrozen(state));
    assert.ok(T.MODES.includes(state.mode), state.mode);
  }
  assert.deepEqual(seen.map((x) => x.mode), ['loading', 'playing', 'showing', 'playing', 'predicting', 'predicting', 'showing', 'playing', 'thinking', 'playing', 'reviewing',
    'playing', 'editing', 'playing', 'demo', 'playing', 'failed']);
});

test('a move shown step by step is in the stepping mode, and its words wait for the last step', () => {
  const s = T.started(T.initial({ ...SETTINGS, steps: true }, t), fakeGame(), 'load', T.NO_POINTS);
  const stepped = T.showing(s, { origin: 4 }, 'visitor', true);
  assert.equal(stepped.mode, 'stepping');
  assert.equal(stepped.words, null, 'no sentence before the steps have shown it');
  const after = T.shown(stepped, { kind: 'move' });
  assert.deepEqual(after.words, { kind: 'move' });
  assert.equal(after.lastMove, 4);
  assert.equal(after.report, null);
});

test('only the playing mode lets the visitor move; every other mode says why not', () => {
  const game = fakeGame();
  const playing = T.started(T.initial(SETTINGS, t), game, 'load', T.NO_POINTS);
  assert.equal(Q.visitorMayMove(playing), true);
  assert.equal(Q.refusal(playing), null);
  const others = {
    loading: T.initial(SETTINGS, t),
    showing: T.showing(playing, { origin: 1 }, 'visitor', false),
    predicting: T.showing(playing, { origin: 1 }, 'visitor', false, true),
    thinking: T.thinking(playing),
    reviewing: T.reviewing(playing, 1, game, { origin: 1 }),
    editing: T.editing(playing, {}),
    demo: T.demoStarted(playing, { south: 2, north: 3 }),
  };
  for (const [mode, s] of Object.entries(others)) {
    assert.equal(Q.visitorMayMove(s), false, mode);
  }
  for (const mode of ['loading', 'predicting', 'showing', 'thinking', 'editing', 'demo']) assert.ok(Q.refusal(others[mode]), mode);
  assert.equal(Q.isBusy(others.showing), true);
  assert.equal(Q.isBusy(others.predicting), true);
  assert.equal(Q.isBusy(others.reviewing), false);
});

test('the computer\'s turn comes only in the playing mode, or in a demonstration between moves', () => {
  const north = fakeGame({ toMove: 'north' });
  const playing = T.started(T.initial(SETTINGS, t), north, 'load', T.NO_POINTS);
  assert.equal(Q.computerToMove(playing), true);
  assert.equal(Q.computerToMove(T.reviewing(playing, 1, north, {})), false, 'the game waits while a move is looked at');
  assert.equal(Q.computerToMove(T.editing(playing, {})), false);
  const demo = T.demoStarted(playing, { south: 2, north: 3 });
  assert.equal(Q.computerToMove(demo), true);
  assert.equal(Q.computerToMove(T.showing(demo, { origin: 1 }, 'computer', false, null)), false, 'not while a move is sown');
  assert.equal(Q.computerToMove(T.started(playing, fakeGame({ toMove: 'north', over: true }), 'load', T.NO_POINTS)), false);
});

test('a new game clears what the last one showed; its match points are the ones given', () => {
  let s = T.started(T.initial(SETTINGS, t), fakeGame(), 'load', T.NO_POINTS);
  s = T.advised(T.said(s, { key: 'resumed' }), { hint: { pit: 2 } });
  s = T.reviewing(s, 1, fakeGame(), {});
  const fresh = T.started(s, fakeGame(), 'visitor', { south: 2, north: 0 });
  assert.equal(fresh.mode, 'playing');
  assert.equal(fresh.gameNumber, s.gameNumber + 1);
  assert.equal(fresh.reason, 'visitor');
  for (const key of ['words', 'advice', 'review', 'report', 'setUp', 'lastMove']) assert.equal(fresh[key], null, key);
  assert.deepEqual(fresh.match, { south: 2, north: 0 });
});

test('predict first: the move waits in the predicting mode, every pit choosable only while asked, then is shown stepped or not', () => {
  for (const steps of [false, true]) {
    const s = T.started(T.initial({ ...SETTINGS, steps }, t), fakeGame(), 'load', T.NO_POINTS);
    const asked = T.showing(s, { origin: 4 }, 'visitor', steps, true);
    assert.equal(asked.mode, 'predicting');
    assert.equal(asked.words, null, 'nothing said of the move while the class guesses');
    assert.equal(asked.choosing, false);
    assert.equal(T.choosing(asked, true).choosing, true);
    const shown = T.predicted(T.choosing(asked, true));
    assert.equal(shown.mode, steps ? 'stepping' : 'showing');
    assert.equal(shown.choosing, false, 'no pit to choose once the move is shown');
  }
});
