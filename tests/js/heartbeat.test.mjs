// The engine's heartbeat (www/engine/urim-heartbeat.js) on its own, with both of
// its clocks driven by the test: the page's timers (Node's mock timers, as
// Playwright's page.clock fakes them) and the real clock it measures silence by. A
// silent worker is found once real time has passed; a jump of the page's clock,
// however far, never calls it silent; an answer, any message, a gap between beats
// or a job no longer waiting each put it off.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BEAT_MS, Heartbeat, SILENT_MS, realNow } from '../../www/engine/urim-heartbeat.js';

/**
 * A heartbeat on a worker that records its pings, with the page's timers mocked and
 * a real clock the test moves (`clock.ms`). `beat(realMs)` moves the page's timers
 * one beat and the real clock by `realMs`, then waits until the probe that beat
 * posted (if any) has been judged.
 */
function heartbeat(t, { busy = () => true } = {}) {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const clock = { ms: 1_000_000 };
  const pings = [];
  let silent = 0;
  const hb = new Heartbeat({ postMessage: (m) => pings.push(m) }, { busy, silent: () => { silent += 1; }, now: () => clock.ms });
  t.after(() => hb.stop());
  const beat = async (realMs = BEAT_MS) => {
    clock.ms += realMs;
    const judge = hb.judge.bind(hb);
    const judged = new Promise((done) => {
      hb.judge = (at) => { hb.judge = judge; judge(at); done(); };
    });
    const before = pings.length;
    t.mock.timers.tick(BEAT_MS);
    if (pings.length === before && hb.asked !== null && !hb.stopped) await judged;
    else hb.judge = judge;
  };
  return { hb, clock, pings, beat, silent: () => silent };
}

test('real time is the system clock\'s, read from a new File', () => {
  const before = Date.now();
  const now = realNow();
  assert.ok(now >= before - 1 && now <= Date.now() + 1);
});

test('a silent worker is found once a ping has waited past the limit in real time, once', async (t) => {
  const { hb, pings, beat, silent } = heartbeat(t);
  hb.start();
  await beat();
  assert.deepEqual(pings, [{ type: 'ping' }], 'one ping');
  for (let i = 0; i < SILENT_MS / BEAT_MS; i += 1) await beat();
  assert.equal(pings.length, 1, 'never a second ping while one waits');
  assert.equal(silent(), 0, 'not before the limit');
  await beat();
  assert.equal(silent(), 1, 'silent past it');
  assert.equal(hb.stopped, true);
});

test('a jump of the page\'s clock, however far, never makes a worker silent', async (t) => {
  const { hb, beat, silent } = heartbeat(t);
  hb.start();
  for (let i = 0; i < 600; i += 1) await beat(0); // ten minutes of the page's clock, no real time
  assert.equal(silent(), 0);
});

test('an answer, or any message, puts the silence off', async (t) => {
  const { hb, pings, beat, silent } = heartbeat(t);
  hb.start();
  for (let i = 0; i < 60; i += 1) {
    await beat();
    if (i % 10 === 0) hb.answered();
    else if (i % 5 === 0) hb.heardFrom();
  }
  assert.equal(silent(), 0);
  assert.ok(pings.length >= 5, 'pinged again after each answer');
});

test('a gap between beats (a page held, a clock set back) starts the wait again', async (t) => {
  const { hb, beat, silent } = heartbeat(t);
  hb.start();
  await beat();
  await beat(SILENT_MS * 4); // the page was held for a minute
  assert.equal(silent(), 0);
  await beat(-SILENT_MS * 4); // the system's clock set back
  for (let i = 0; i < SILENT_MS / BEAT_MS - 1; i += 1) await beat();
  assert.equal(silent(), 0);
  await beat(2 * BEAT_MS);
  assert.equal(silent(), 1, 'silence watched beat after beat still counts');
});

test('no ping while no job waits (or the worker still loads), and none after stop', async (t) => {
  let busy = false;
  const { hb, pings, beat, silent } = heartbeat(t, { busy: () => busy });
  hb.start();
  await beat(SILENT_MS * 2);
  assert.deepEqual(pings, []);
  busy = true;
  hb.start();
  await beat();
  assert.equal(pings.length, 1);
  hb.stop();
  await beat(SILENT_MS * 2);
  assert.equal(pings.length, 1);
  assert.equal(silent(), 0);
});
