// The chapters of <urim-learn>, as data: one rule each, in the order a beginner
// meets them, each with two or three challenges. A challenge is a position (the
// engine's position string), the key of its one-sentence task (words in
// learn-words.js and the language tables) and its goal, checked against the
// engine's own report of the move played (goals.js). tests/js/learn-chapters.test.mjs
// tries every pit of every challenge the visitor may click: some move reaches each
// goal, some other misses it (a move the engine refuses misses it too).

/**
 * What a move must do; every field given must hold.
 * @typedef {{
 *   last?: string,
 *   lap?: boolean,
 *   take?: number,
 *   chain?: number,
 *   feed?: number,
 *   slam?: boolean,
 *   ends?: import('../pkg/urim.js').EndReason,
 *   win?: boolean,
 *   points?: number,
 * }} Goal `last`: the last seed falls in this pit (its letter); `lap`: the sowing went
 *   round the board and skipped the emptied pit; `take`: exactly this many seeds
 *   captured; `chain`: at least this many pits taken by the capture; `feed`: the
 *   opponent's row holds at least this many seeds after the move; `slam`: the capture
 *   would have emptied the opponent's row, so it took nothing; `ends`: the game is
 *   over for this reason (after North's reply, when the rules leave North one move);
 *   `win`: the game is over and won by the mover; `points`: the mover's seeds earn
 *   at least this many match points.
 * @typedef {{ position: string, say: string, goal: Goal }} Challenge
 * @typedef {{ id: string, title: string, hint: string, challenges: readonly Challenge[] }} Chapter
 *   `title` and `hint` are words keys: the chapter's name, and what to think of after a miss.
 */

/** @type {readonly Chapter[]} */
export const CHAPTERS = Object.freeze([
  {
    id: 'sowing',
    title: 'learnSowingTitle',
    hint: 'learnSowingHint',
    challenges: [
      { position: '2-1-5-1-1-4-3-3-3-3-3-3-4-0-S', say: 'learnSowing1', goal: { last: 'b' } },
      { position: '1-2-1-1-1-7-2-2-2-2-2-2-11-0-S', say: 'learnSowing2', goal: { last: 'A' } },
    ],
  },
  {
    id: 'lap',
    title: 'learnLapTitle',
    hint: 'learnLapHint',
    challenges: [
      { position: '1-0-12-0-0-1-3-3-3-3-3-3-4-0-S', say: 'learnLap1', goal: { last: 'D', lap: true } },
      { position: '1-0-0-2-0-12-2-2-2-2-2-2-9-0-S', say: 'learnLap2', goal: { last: 'a', lap: true } },
    ],
  },
  {
    id: 'trigger',
    title: 'learnTriggerTitle',
    hint: 'learnTriggerHint',
    challenges: [
      { position: '1-2-1-1-3-1-4-1-2-3-5-1-11-0-S', say: 'learnTrigger1', goal: { take: 2 } },
      { position: '1-1-1-1-4-2-5-2-3-1-1-1-13-0-S', say: 'learnTrigger2', goal: { take: 3 } },
    ],
  },
  {
    id: 'chain',
    title: 'learnChainTitle',
    hint: 'learnChainHint',
    challenges: [
      { position: '3-3-3-3-4-0-1-3-2-5-3-3-3-0-S', say: 'learnChain1', goal: { chain: 3 } },
      { position: '2-1-1-0-2-3-3-2-1-6-1-1-13-0-S', say: 'learnChain2', goal: { take: 9 } },
    ],
  },
  {
    id: 'full',
    title: 'learnFullTitle',
    hint: 'learnFullHint',
    challenges: [
      { position: '1-0-0-0-2-0-17-1-2-2-2-2-7-0-S', say: 'learnFull1', goal: { last: 'b' } },
      { position: '0-0-0-1-3-0-17-2-1-4-1-1-6-0-S', say: 'learnFull2', goal: { take: 5 } },
    ],
  },
  {
    id: 'feed',
    title: 'learnFeedTitle',
    hint: 'learnFeedHint',
    challenges: [
      { position: '0-2-1-0-3-1-0-0-0-0-0-0-15-14-S', say: 'learnFeed1', goal: { feed: 1 } },
      { position: '1-0-0-5-2-1-0-0-0-0-0-0-14-13-S', say: 'learnFeed2', goal: { feed: 3 } },
    ],
  },
  {
    id: 'slam',
    title: 'learnSlamTitle',
    hint: 'learnSlamHint',
    challenges: [
      { position: '3-3-3-3-3-2-1-2-0-0-0-0-8-8-S', say: 'learnSlam1', goal: { slam: true } },
      { position: '2-1-0-3-1-3-1-1-2-0-0-0-11-11-S', say: 'learnSlam2', goal: { take: 2 } },
    ],
  },
  {
    id: 'ends',
    title: 'learnEndsTitle',
    hint: 'learnEndsHint',
    challenges: [
      { position: '0-1-0-2-0-0-0-0-0-0-0-1-20-12-S', say: 'learnEnds1', goal: { ends: 'starvation' } },
      { position: '1-0-1-0-1-0-0-0-0-0-0-1-15-17-S', say: 'learnEnds2', goal: { ends: 'starvation', win: true } },
    ],
  },
  {
    id: 'match',
    title: 'learnMatchTitle',
    hint: 'learnMatchHint',
    challenges: [
      { position: '1-0-0-2-1-2-1-2-1-0-0-0-15-11-S', say: 'learnMatch1', goal: { points: 1 } },
      { position: '0-0-0-0-2-3-1-2-1-0-2-0-23-2-S', say: 'learnMatch2', goal: { points: 2 } },
    ],
  },
]);
