// The worker's queue of jobs (urim-jobs.js's Jobs, in Node on the engine module),
// as many games of a page share it: each job names its owner; searches go before
// analyses whatever came first, and a paused analysis goes on where it was; a new
// job or a 'stop' of one owner stops that owner's jobs only; a job without an
// owner stops the one before it, as a single user's always did. Each check is on
// the order of the answers or their `stopped`, never on a time.
// Run `npm run build` first.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { initSync, newGame } from '../../pkg/urim-search.js';
import { Jobs } from '../../pkg/urim-jobs.js';
import { FROM_WORKER, TO_WORKER } from '../../pkg/urim-messages.js';

initSync({ module: readFileSync(new URL('../../pkg/urim-search_bg.wasm', import.meta.url)) });

/** The answers that end a job. */
const FINAL = new Set([FROM_WORKER.bestmove, FROM_WORKER.analysis, FROM_WORKER.error]);
/** An analysis long enough to be under way when the next message comes: the tables first (built once), then deep searches of each move. */
const LONG_ANALYSIS = { level: 5, nodes: 300_000 };
/** A short search. */
const SHORT_SEARCH = { level: 3, nodes: 2_000, seed: 1 };

/**
 * A Jobs whose final answers are kept in order ([id, stopped]); `until(n)` resolves
 * once n have come.
 */
function queue() {
  const answers = [];
  let waiting = null;
  const jobs = new Jobs((message) => {
    if (!FINAL.has(message.type)) return;
    assert.notEqual(message.type, FROM_WORKER.error, message.message);
    answers.push([message.id, message.stopped]);
    if (waiting && answers.length >= waiting.n) waiting.done();
  });
  const until = (n) => new Promise((done) => {
    if (answers.length >= n) done();
    else waiting = { n, done };
  });
  const close = () => {
    jobs.close();
    jobs.channel.port1.close(); // a listening port keeps Node running; a worker would just end
  };
  return { jobs, answers, until, close };
}

const record = newGame(6).record();

/** Whether each job was stopped, by its id: the order a stopped job answers in depends on where it was. */
const stoppedById = (answers) => Object.fromEntries(answers);

test('a search goes before an analysis asked for first, which then goes on, not stopped', async () => {
  const { jobs, answers, until, close } = queue();
  jobs.handle({ type: TO_WORKER.analyse, id: 1, owner: 'a', record, ...LONG_ANALYSIS });
  jobs.handle({ type: TO_WORKER.search, id: 2, owner: 'b', record, ...SHORT_SEARCH });
  await until(2);
  close();
  assert.deepEqual(answers, [[2, false], [1, false]]);
});

test('searches of several owners answer first come first served, none stopped', async () => {
  const { jobs, answers, until, close } = queue();
  for (const [id, owner] of [[1, 'a'], [2, 'b'], [3, 'c']]) jobs.handle({ type: TO_WORKER.search, id, owner, record, ...SHORT_SEARCH });
  await until(3);
  close();
  assert.deepEqual(answers, [[1, false], [2, false], [3, false]]);
});

test("a stop of one owner ends its jobs only; the others' go on", async () => {
  const { jobs, answers, until, close } = queue();
  jobs.handle({ type: TO_WORKER.analyse, id: 1, owner: 'a', record, ...LONG_ANALYSIS });
  jobs.handle({ type: TO_WORKER.analyse, id: 2, owner: 'b', record, level: 3, nodes: 2_000 });
  jobs.handle({ type: TO_WORKER.stop, owner: 'a' });
  await until(2);
  close();
  assert.deepEqual(stoppedById(answers), { 1: true, 2: false }, 'a was stopped, b was not');
});

test('a new job of an owner stops its last one; without owners, a new job stops the one before', async () => {
  const owned = queue();
  owned.jobs.handle({ type: TO_WORKER.analyse, id: 1, owner: 7, record, ...LONG_ANALYSIS });
  owned.jobs.handle({ type: TO_WORKER.analyse, id: 2, owner: 8, record, level: 3, nodes: 2_000 });
  owned.jobs.handle({ type: TO_WORKER.search, id: 3, owner: 7, record, ...SHORT_SEARCH });
  await owned.until(3);
  owned.close();
  assert.deepEqual(stoppedById(owned.answers), { 1: true, 2: false, 3: false }, "7's analysis stopped by its search; 8's not");

  const single = queue();
  single.jobs.handle({ type: TO_WORKER.analyse, id: 1, record, ...LONG_ANALYSIS });
  single.jobs.handle({ type: TO_WORKER.search, id: 2, record, ...SHORT_SEARCH });
  await single.until(2);
  single.close();
  assert.deepEqual(stoppedById(single.answers), { 1: true, 2: false });
});
