// The game shared by tabs on one persist key (www/storage/tabs.js), in Node: tabs
// stand in as shares on one storage, with Node's BroadcastChannel and a lock
// manager that grants one lock at a time, in order, as the browser's Web Locks do.
// A change on top of the latest version is kept once and followed once by the
// others; one on top of an older version is refused; the writer's tab closing
// hands the lock on; without Web Locks each tab checks the version before writing.
import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';
import { gameStore } from '../../www/storage/persist.js';
import { shareGame } from '../../www/storage/tabs.js';

/** One storage for every tab (a browser profile's localStorage); counts the writes. */
function profileStorage() {
  const items = new Map();
  return {
    writes: 0,
    getItem: (k) => (items.has(k) ? items.get(k) : null),
    setItem(k, v) { this.writes += 1; items.set(k, v); },
    removeItem: (k) => items.delete(k),
  };
}

/** Web Locks as far as tabs.js uses them: one holder per name, the others granted in turn. */
function lockManager() {
  const queues = new Map();
  const grant = (name) => {
    const [next] = queues.get(name) ?? [];
    if (next && !next.held) {
      next.held = true;
      Promise.resolve(next.callback()).finally(() => {
        queues.get(name).shift();
        grant(name);
      });
    }
  };
  return {
    request(name, { signal }, callback) {
      const entry = { callback, held: false };
      if (!queues.has(name)) queues.set(name, []);
      queues.get(name).push(entry);
      signal.addEventListener('abort', () => {
        if (entry.held) return; // a held lock goes when its promise settles
        queues.set(name, queues.get(name).filter((e) => e !== entry));
      });
      grant(name);
      return Promise.resolve();
    },
  };
}

const opened = [];
afterEach(() => {
  for (const share of opened.splice(0)) share.close();
  delete globalThis.navigator;
});

/** A tab on `storage` (as the element opens one): its share and the games it was told to follow. */
function tab(storage, version = 0) {
  const followed = [];
  const share = shareGame(gameStore('urim', storage), version, (kept) => followed.push(kept));
  share.catchUp();
  opened.push(share);
  return { share, followed };
}

/** A game as the element keeps it, told apart by its record. */
const game = (record) => ({ record, match: { south: 0, north: 0 }, settings: {} });

/** The value kept under the key, without the names of the changes in it. */
function keptValue(storage) {
  const { ids, ...value } = JSON.parse(storage.getItem('urim'));
  assert.ok(Array.isArray(ids) && ids.length > 0, 'a kept change carries its name');
  return value;
}

/** Until every message sent so far has been taken in (the channel delivers on later turns). */
const heard = () => new Promise((done) => { setTimeout(done, 0); }).then(() => new Promise((done) => { setImmediate(done); }));

/** Waits until `check()` holds, a turn of the event loop at a time. */
async function until(check) {
  while (!check()) await heard();
}

test('one writer: a change is kept once and followed once by the other tab; an older one is refused', async () => {
  globalThis.navigator = { locks: lockManager() };
  const storage = profileStorage();
  const a = tab(storage);
  await heard();
  const b = tab(storage);
  assert.deepEqual(await a.share.keep(game('1. C')), { kept: true, problem: null });
  await until(() => b.followed.length === 1);
  assert.equal(b.followed[0].record, '1. C');
  assert.equal(b.followed[0].n, 1);
  assert.deepEqual(await b.share.keep(game('1. C d')), { kept: true, problem: null }, 'on top of the latest: kept');
  await until(() => a.followed.length === 1);
  assert.equal(JSON.parse(storage.getItem('urim')).record, '1. C d');
  assert.equal(JSON.parse(storage.getItem('urim')).n, 2);
  // The same instant: both on version 2.
  const [fromA, fromB] = await Promise.all([a.share.keep(game('1. C d 2. A')), b.share.keep(game('1. C d 2. B'))]);
  assert.equal([fromA, fromB].filter((o) => o.kept).length, 1, 'exactly one is kept');
  const winner = fromA.kept ? '1. C d 2. A' : '1. C d 2. B';
  assert.equal(JSON.parse(storage.getItem('urim')).record, winner);
  const loser = fromA.kept ? b : a;
  assert.equal(loser.followed.at(-1).record, winner, 'the tab refused is handed the game kept');
  assert.equal(storage.writes, 3, 'one write for each change kept, none for the one refused');
  await heard();
  assert.equal(a.followed.length + b.followed.length, 3, 'one follow for each change of the other tab');
});

test('the writer\'s tab closes: the next tab takes the lock and answers what waited', async () => {
  globalThis.navigator = { locks: lockManager() };
  const storage = profileStorage();
  const a = tab(storage);
  await heard();
  const b = tab(storage);
  const c = tab(storage);
  await a.share.keep(game('1. C'));
  await until(() => b.followed.length === 1 && c.followed.length === 1);
  a.share.close();
  assert.deepEqual(await b.share.keep(game('1. C d')), { kept: true, problem: null });
  await until(() => c.followed.length === 2);
  assert.deepEqual(await c.share.keep(game('1. C d 2. A')), { kept: true, problem: null });
  await until(() => b.followed.length === 2);
  assert.deepEqual(keptValue(storage), { by: 'urim', v: 1, n: 3, ...game('1. C d 2. A') });
});

test('a tab that opens on an older version hears of the latest from the writer', async () => {
  globalThis.navigator = { locks: lockManager() };
  const storage = profileStorage();
  const a = tab(storage, 0);
  await heard();
  await a.share.keep(game('1. C'));
  const late = tab(storage, 0); // read the storage before the write, say
  await until(() => late.followed.length === 1);
  assert.equal(late.followed[0].n, 1);
  assert.deepEqual(await late.share.keep(game('1. C d')), { kept: true, problem: null });
});

test('without Web Locks: each tab checks the kept version before it writes, and is refused when it moved on', async () => {
  const storage = profileStorage();
  const a = tab(storage);
  const b = tab(storage);
  assert.deepEqual(await a.share.keep(game('1. C')), { kept: true, problem: null });
  assert.deepEqual(await b.share.keep(game('1. D')), { kept: false }, 'made on top of the game before');
  assert.equal(b.followed[0].record, '1. C');
  assert.deepEqual(await b.share.keep(game('1. C d')), { kept: true, problem: null });
  assert.equal(JSON.parse(storage.getItem('urim')).n, 2);
  assert.equal(storage.writes, 2);
});

test('two changes of one tab in a row, the second before the writer answered the first: both kept, in order', async () => {
  globalThis.navigator = { locks: lockManager() };
  const storage = profileStorage();
  // The first tab's own lock has not come yet when it makes its changes (a new game
  // from the settings, then the visitor's first move at once).
  const alone = tab(storage);
  const [first, second] = await Promise.all([alone.share.keep(game('')), alone.share.keep(game('1. C'))]);
  assert.deepEqual([first, second], [{ kept: true, problem: null }, { kept: true, problem: null }]);
  assert.deepEqual(alone.followed, [], 'nothing of its own followed back');
  // A tab that is not the writer: its changes wait on the writer's answers.
  const other = tab(storage);
  await until(() => other.followed.length === 1);
  const both = await Promise.all([other.share.keep(game('1. C d')), other.share.keep(game('1. C d 2. A'))]);
  assert.deepEqual(both, [{ kept: true, problem: null }, { kept: true, problem: null }]);
  assert.deepEqual(keptValue(storage), { by: 'urim', v: 1, n: 4, ...game('1. C d 2. A') });
  await until(() => alone.followed.length === 2);
});

test('a change made on top of one the writer refused is refused too: the game followed is the other tab\'s', async () => {
  globalThis.navigator = { locks: lockManager() };
  const storage = profileStorage();
  const a = tab(storage);
  await heard();
  const b = tab(storage);
  await a.share.keep(game('1. C'));
  // b has not heard of 1. C yet when it makes two changes on top of the empty game.
  const outcomes = await Promise.all([b.share.keep(game('1. D')), b.share.keep(game('1. D c'))]);
  assert.deepEqual(outcomes, [{ kept: false }, { kept: false }]);
  assert.equal(b.followed.at(-1).record, '1. C');
  assert.equal(JSON.parse(storage.getItem('urim')).record, '1. C');
});

/** Holds the messages that reach `share` until the function returned is called (a tab busy, or a message on its way). */
function holdMessages(share) {
  const held = [];
  const hear = share.channel.onmessage;
  share.channel.onmessage = (e) => { held.push(e); };
  return () => {
    share.channel.onmessage = hear;
    for (const e of held.splice(0)) hear(e);
  };
}

test('the writer keeps a change and closes before its answer arrives: the next writer answers it kept, not refused', async () => {
  globalThis.navigator = { locks: lockManager() };
  const storage = profileStorage();
  const a = tab(storage);
  await heard();
  const b = tab(storage);
  await a.share.keep(game('1. C'));
  await until(() => b.followed.length === 1);
  const release = holdMessages(b.share);
  const outcome = b.share.keep(game('1. C d'));
  await until(() => JSON.parse(storage.getItem('urim')).n === 2); // kept by the writer, its answer held
  a.share.close(); // the lock passes to b before the answer reaches it
  assert.deepEqual(await outcome, { kept: true, problem: null }, 'the change is kept, and said so');
  release();
  await heard();
  assert.equal(b.followed.length, 1, 'nothing of its own followed back');
  assert.equal(b.share.version, 2);
  assert.deepEqual(await b.share.keep(game('1. C d 2. A')), { kept: true, problem: null });
});

test('a tab that joins while no tab answers takes the latest from the storage, and a new writer tells it to a tab behind', async () => {
  globalThis.navigator = { locks: lockManager() };
  const storage = profileStorage();
  const a = tab(storage);
  await heard();
  const b = tab(storage);
  await a.share.keep(game('1. C'));
  await until(() => b.followed.length === 1);
  holdMessages(a.share); // the writer is closing: it answers no one
  const late = tab(storage, 0); // joins on the storage event of 1. C
  // A tab that read the storage before the write and has not caught up yet (it says hello to no one).
  const behind = { followed: [] };
  behind.share = shareGame(gameStore('urim', storage), 0, (kept) => behind.followed.push(kept));
  opened.push(behind.share);
  await heard();
  assert.deepEqual(late.followed.map((k) => k.record), ['1. C'], 'the late tab shows the latest at once');
  a.share.close(); // b writes from now on
  await until(() => behind.followed.length === 1);
  assert.equal(behind.followed[0].record, '1. C', 'the new writer tells the latest to a tab behind');
  assert.deepEqual(await behind.share.keep(game('1. C d')), { kept: true, problem: null }, 'whose next move is kept');
  assert.deepEqual(await late.share.keep(game('1. C d 2. A')), { kept: true, problem: null });
});
