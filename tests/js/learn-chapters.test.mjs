// Every challenge of <urim-learn> can be solved and can be missed: its position
// reads, some pit the visitor may click (any of theirs with seeds) reaches its goal
// by the engine's report of that move and its score after it (and after North's
// forced reply in an ending challenge), and some other does not, or is refused by
// the engine. The chapters come in the order they teach.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { Game, initSync } from '../../pkg/urim.js';
import { CHAPTERS } from '../../www/learn/chapters.js';
import { forcedReply, goalMet, starsFor } from '../../www/learn/goals.js';

initSync({ module: readFileSync(new URL('../../pkg/urim_bg.wasm', import.meta.url)) });

/** @typedef {import('../../www/learn/chapters.js').Challenge} Challenge */

test('the chapters come one rule each, in the order they teach, two or three challenges each', () => {
  assert.deepEqual(
    CHAPTERS.map((c) => c.id),
    ['sowing', 'lap', 'trigger', 'chain', 'full', 'feed', 'slam', 'ends', 'match'],
  );
  assert.equal(new Set(CHAPTERS.map((c) => c.id)).size, CHAPTERS.length, 'no two chapters share an id');
  for (const chapter of CHAPTERS) assert.ok(chapter.challenges.length >= 2 && chapter.challenges.length <= 3, chapter.id);
});

/**
 * What the visitor's click on `pit` does in `challenge`: the goal met or missed,
 * or the engine's refusal kind.
 * @param {Challenge} challenge
 * @param {number} pit
 */
function tryPit(challenge, pit) {
  const game = Game.fromPosition(challenge.position);
  const letters = game.letters();
  try {
    const report = game.play(pit);
    const reply = forcedReply(challenge.goal, game);
    if (reply !== null) game.play(reply);
    return { letter: letters[pit], met: goalMet(challenge.goal, report, letters, game.score()) };
  } catch (error) {
    return { letter: letters[pit], met: false, refused: /** @type {{ kind?: string }} */ (error).kind };
  } finally {
    game.free();
  }
}

/**
 * Every pit the visitor may click in `challenge` (South's, with seeds), tried.
 * @param {Challenge} challenge
 */
function tryEvery(challenge) {
  const game = Game.fromPosition(challenge.position);
  const south = game.pits().slice(0, game.holes);
  game.free();
  return south.flatMap((seeds, pit) => (seeds ? [tryPit(challenge, pit)] : []));
}

for (const chapter of CHAPTERS) {
  chapter.challenges.forEach((challenge, i) => {
    test(`${chapter.id} ${i + 1}: a move reaches the goal and another misses it`, () => {
      const moves = tryEvery(challenge);
      assert.ok(moves.some((m) => m.met), `no move reaches ${JSON.stringify(challenge.goal)}: ${JSON.stringify(moves)}`);
      assert.ok(moves.some((m) => !m.met), `every move reaches ${JSON.stringify(challenge.goal)}`);
    });
  });
}

test('feeding: in each feeding challenge, a move that gives North nothing is refused', () => {
  const feed = CHAPTERS.find((c) => c.id === 'feed');
  for (const challenge of feed?.challenges ?? []) {
    const refused = tryEvery(challenge).map((m) => m.refused);
    assert.ok(refused.includes('must-feed'), `${challenge.position}: no move is refused for not feeding`);
  }
});

test('the goals read the report: each field must hold, and a grand slam makes no chain', () => {
  const report = { last: 7, skipped: [], captured: 2, chain: [{ pit: 7, letter: 'b', seeds: 2 }], grandSlam: false };
  const letters = [...'ABCDEFabcdef'];
  assert.ok(goalMet({ last: 'b', take: 2 }, report, letters));
  assert.ok(!goalMet({ last: 'a' }, report, letters));
  assert.ok(!goalMet({ take: 3 }, report, letters));
  assert.ok(!goalMet({ lap: true }, report, letters));
  assert.ok(goalMet({ lap: true }, { ...report, skipped: [{ pit: 2, letter: 'C', reason: 'origin', seed: 11 }] }, letters));
  assert.ok(!goalMet({ chain: 1 }, { ...report, grandSlam: true }, letters));
  assert.deepEqual([1, 2, 3, 4, 9].map(starsFor), [3, 2, 1, 1, 1]);
});

test('the new goals read the report and the score after it', () => {
  const letters = [...'ABCDEFabcdef'];
  /** @type {import('../../www/learn/goals.js').Report} */
  const fed = { last: 7, skipped: [], captured: 0, chain: [], grandSlam: false, mover: 'south', pits: [0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0] };
  assert.ok(goalMet({ feed: 2 }, fed, letters));
  assert.ok(!goalMet({ feed: 3 }, fed, letters));
  assert.ok(!goalMet({ slam: true }, fed, letters));
  assert.ok(goalMet({ slam: true }, { ...fed, grandSlam: true }, letters));
  /** @type {import('../../www/learn/goals.js').After} */
  const after = {
    over: true,
    winner: 'south',
    points: { south: 1, north: 0 },
    ending: { reason: 'starvation', side: 'south', cause: 'cannot-feed', swept: { south: 4, north: 0 } },
  };
  assert.ok(goalMet({ ends: 'starvation', win: true, points: 1 }, fed, letters, after));
  assert.ok(!goalMet({ ends: 'cycle' }, fed, letters, after));
  assert.ok(!goalMet({ points: 2 }, fed, letters, after));
  assert.ok(!goalMet({ win: true }, fed, letters, { ...after, winner: 'north' }));
  assert.ok(!goalMet({ ends: 'starvation' }, fed, letters), 'a score goal without the score is not met');
});
