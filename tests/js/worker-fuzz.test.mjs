// The engine worker's messages under arbitrary values (fast-check): the work the
// worker runs (urim-jobs.js's Jobs, in Node on the same engine module) is handed
// random messages, each a structured clone as a worker would get it: unknown types,
// wrong-typed ids, positions, records, levels, node budgets and board sizes, huge
// texts. Each search or analysis is told to stop at once, as a page does when a
// visitor moves on, so a run costs one slice. Invariants: handing a message never
// throws; every answer is a message of a known type, an error with a message; every
// search and analysis gets exactly one answer, with its own id; and afterwards the
// same Jobs still answers a well-formed search with a legal move, with the wasm
// memory within 1 MiB of where it was. Run `npm run build` first.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import fc from 'fast-check';
import { buildTables, initSync, newGame } from '../../pkg/urim-search.js';
import { Jobs } from '../../pkg/urim-jobs.js';
import { FROM_WORKER, TO_WORKER } from '../../pkg/urim-messages.js';

const wasm = initSync({ module: readFileSync(new URL('../../pkg/urim-search_bg.wasm', import.meta.url)) });

/** How many random messages the property tries (seeded, so that a failure replays). */
const RUNS = 300;
const SEED = 20261202;
/** Fewest jobs that must get past the checks into a search or analysis, so that slicing and stopping are fuzzed too. */
const MIN_RUN = 10;
/** How long each slice of the tables built before the run lasts (ms). */
const TABLE_SLICE_MS = 1_000;
/** How far the wasm memory may grow over the whole run, once the tables and a search are made (bytes). */
const MEMORY_GROWTH = 1024 * 1024;
/** The answers that end a search or an analysis. */
const FINAL = new Set([FROM_WORKER.bestmove, FROM_WORKER.analysis, FROM_WORKER.error]);
/** The types of every message the work may send. */
const KNOWN = new Set(Object.values(FROM_WORKER));

/** A value a page might put in a message by mistake. */
const junk = fc.oneof(
  fc.anything({ withBigInt: true, withTypedArray: true, withSparseArray: true }),
  fc.constantFrom(NaN, -0, Infinity, -Infinity, 2 ** 53, -(2 ** 31), 1e308, '', '0x3', '1e-9', null, 6, 7, 3, 5),
  fc.integer({ min: -10, max: 100 }),
  fc.string({ maxLength: 80 }),
  fc.constantFrom('x'.repeat(100_000), '4-'.repeat(20_000), '0-0-1-2-0-1-0-1-1-2-0-0-14-14-S', '4-4-4-4-4-4-4-4-4-4-4-4-0-0-N'),
);

/** A board size for 'tables': anything but the two real ones, whose building is a test of its own. */
const notASize = junk.filter((holes) => holes !== 6 && holes !== 7);

/** A message to the worker: a job with random fields, a 'tables' with a random size, 'stop', or anything at all. */
/** Mostly `valid`, now and then junk: so that many jobs get past the checks and run. */
const mostly = (valid) => fc.oneof({ arbitrary: valid, weight: 3 }, { arbitrary: junk, weight: 1 });
/** Boards a job may name: the openings of both sizes, a small endgame, one with the tables' seeds. */
const POSITIONS = ['4-4-4-4-4-4-4-4-4-4-4-4-0-0-S', '4-4-4-4-4-4-4-4-4-4-4-4-4-4-0-0-N', '0-0-1-2-0-1-0-1-1-2-0-0-14-14-S'];
const job = fc
  .tuple(
    fc.record(
      {
        type: fc.constantFrom(TO_WORKER.search, TO_WORKER.analyse),
        id: mostly(fc.nat()),
        position: mostly(fc.constantFrom(...POSITIONS)),
        record: fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: junk, weight: 1 }),
        // The pits played from the position, as the page sends a game: often legal (the first pits), else anything.
        moves: fc.oneof(
          { arbitrary: fc.constant(undefined), weight: 2 },
          { arbitrary: fc.array(fc.integer({ min: 0, max: 13 }), { maxLength: 3 }), weight: 2 },
          { arbitrary: junk, weight: 1 },
        ),
        level: mostly(fc.integer({ min: 1, max: 5 })),
        nodes: mostly(fc.integer({ min: 1, max: 3_000 })),
        seed: mostly(fc.nat()),
      },
      { requiredKeys: ['type'] },
    ),
    fc.oneof({ arbitrary: fc.constant({}), weight: 3 }, { arbitrary: fc.dictionary(fc.string({ maxLength: 12 }), junk, { maxKeys: 2 }), weight: 1 }),
  )
  .map(([fields, extra]) => {
    const message = { ...extra, ...fields };
    if (message.record === undefined) delete message.record;
    if (message.moves === undefined) delete message.moves;
    return message;
  });
const message = fc.oneof(
  { arbitrary: job, weight: 4 },
  { arbitrary: fc.record({ type: fc.constant(TO_WORKER.tables), holes: notASize }, { requiredKeys: ['type'] }), weight: 1 },
  { arbitrary: fc.constant({ type: TO_WORKER.stop }), weight: 1 },
  { arbitrary: junk.filter((value) => !(value && typeof value === 'object' && 'type' in value)), weight: 1 },
);

/** A structured clone of `value` as postMessage would make it, or undefined when it cannot be posted. */
function posted(value) {
  try {
    return structuredClone(value);
  } catch {
    return undefined;
  }
}

/** A Jobs whose answers are kept, with a way to wait for the next final one. */
function listen() {
  const heard = [];
  let waiting = null;
  const jobs = new Jobs((answer) => {
    heard.push(answer);
    if (waiting && FINAL.has(answer.type)) {
      const wake = waiting;
      waiting = null;
      wake(answer);
    }
  });
  /** Resolves with the next search or analysis answer (or error) heard. */
  const nextFinal = () => new Promise((wake) => (waiting = wake));
  return { jobs, heard, nextFinal };
}

/** Checks the shape of one answer. */
function wellFormed(answer) {
  assert.ok(answer && typeof answer === 'object', `an answer that is not an object: ${String(answer)}`);
  assert.ok(KNOWN.has(answer.type), `an answer of unknown type ${JSON.stringify(answer.type)}`);
  if (answer.type === FROM_WORKER.error) {
    assert.equal(typeof answer.message, 'string');
    assert.ok(answer.message.length > 0, 'an error without a message');
  }
}

/** A well-formed search of the opening, to its end: resolves with its answer. */
function search(jobs, nextFinal) {
  const answer = nextFinal();
  jobs.handle({ type: TO_WORKER.search, id: 1, record: newGame(6).record(), level: 3, nodes: 5_000 });
  return answer;
}

test('the worker takes any message: an answer of a known type, one per job, and it works on afterwards', async () => {
  const { jobs, heard, nextFinal } = listen();
  // What the engine keeps for good is made first: the endgame tables of both sizes
  // (jobs at levels 4 and 5 build them between runs) and a search's transposition
  // table. The memory is measured from there.
  for (const holes of [6, 7]) while (!buildTables(holes, TABLE_SLICE_MS).done);
  assert.equal((await search(jobs, nextFinal)).type, FROM_WORKER.bestmove);
  const before = wasm.memory.buffer.byteLength;
  let jobsSent = 0;
  let jobsRun = 0;
  try {
    await fc.assert(
      fc.asyncProperty(message, async (raw) => {
        const sent = posted(raw);
        if (sent === undefined) return;
        const isJob = sent?.type === TO_WORKER.search || sent?.type === TO_WORKER.analyse;
        const answer = isJob ? nextFinal() : null;
        const from = heard.length;
        assert.doesNotThrow(() => jobs.handle(sent));
        if (isJob) {
          jobsSent += 1;
          jobs.handle({ type: TO_WORKER.stop });
          const final = await answer;
          if (final.type !== FROM_WORKER.error) jobsRun += 1;
          assert.equal(final.id, sent.id ?? null, 'the answer carries the job\'s own id');
          // One answer per job: nothing final came for it before the one awaited.
          const finals = heard.slice(from).filter((m) => FINAL.has(m.type) && m.type !== FROM_WORKER.error);
          assert.ok(finals.length <= 1, `${finals.length} answers to one job`);
        }
        for (const answer of heard.slice(from)) wellFormed(answer);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    assert.ok(jobsSent > RUNS / 2, `${jobsSent} of the messages were jobs`);
    assert.ok(jobsRun >= MIN_RUN, `${jobsRun} of the ${jobsSent} jobs ran (the rest were refused)`);

    // The same work still plays: a well-formed search gets a legal move.
    const best = await search(jobs, nextFinal);
    assert.equal(best.type, FROM_WORKER.bestmove, best.message);
    assert.ok(newGame(6).legalMoves().includes(best.pit), `a legal move: ${best.pit}`);
  } finally {
    jobs.close();
    jobs.channel.port1.close(); // a listening port keeps Node running; a worker would just end
  }
  const grown = wasm.memory.buffer.byteLength - before;
  assert.ok(grown <= MEMORY_GROWTH, `the wasm memory grew by ${grown} bytes`);
});
