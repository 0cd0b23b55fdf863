// Every challenge of <urim-learn> can be solved and can be missed: its position
// reads, some legal move reaches its goal by the engine's report of that move, and
// some other legal move does not. The chapters come in the order they teach.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { Game, initSync } from '../../pkg/urim.js';
import { CHAPTERS } from '../../www/learn/chapters.js';
import { goalMet, starsFor } from '../../www/learn/goals.js';

initSync({ module: readFileSync(new URL('../../pkg/urim_bg.wasm', import.meta.url)) });

test('the chapters come one rule each, in the order they teach, two or three challenges each', () => {
  assert.deepEqual(CHAPTERS.slice(0, 4).map((c) => c.id), ['sowing', 'lap', 'trigger', 'chain']);
  assert.equal(new Set(CHAPTERS.map((c) => c.id)).size, CHAPTERS.length, 'no two chapters share an id');
  for (const chapter of CHAPTERS) assert.ok(chapter.challenges.length >= 2 && chapter.challenges.length <= 3, chapter.id);
});

for (const chapter of CHAPTERS) {
  chapter.challenges.forEach((challenge, i) => {
    test(`${chapter.id} ${i + 1}: a move reaches the goal and another misses it`, () => {
      const game = Game.fromPosition(challenge.position);
      const letters = game.letters();
      const moves = game.legalMoves().map((pit) => ({ letter: letters[pit], met: goalMet(challenge.goal, game.preview(pit), letters) }));
      assert.ok(moves.some((m) => m.met), `no move reaches ${JSON.stringify(challenge.goal)}: ${JSON.stringify(moves)}`);
      assert.ok(moves.some((m) => !m.met), `every move reaches ${JSON.stringify(challenge.goal)}`);
      game.free();
    });
  });
}

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
