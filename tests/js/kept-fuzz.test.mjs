// The kept-state reader (www/storage/persist.js) under arbitrary stored texts
// (fast-check): whatever localStorage holds under a game's key, reading it never
// throws, gives either nothing or a kept game whose every part has the right type
// and range, and loses nothing: a text it cannot read whole is found again under
// `<key>:unread` (or a later slot), and earlier set-aside texts stay where they were.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { SET_ASIDE_SLOTS, asideSlot, gameStore, readKept } from '../../www/storage/persist.js';

/** How many texts each property tries (seeded, so that a failure replays). */
const RUNS = 500;
const SEED = 20261202;

/** A Storage held in a Map. */
function mapStorage() {
  const items = new Map();
  return {
    items,
    getItem: (k) => (items.has(k) ? items.get(k) : null),
    setItem: (k, v) => void items.set(k, String(v)),
    removeItem: (k) => void items.delete(k),
  };
}

/** Values a kept field might hold: right, wrong-typed, out of range, huge. */
const field = fc.oneof(
  fc.anything(),
  fc.constantFrom(-1, 0, 1, 2.5, 1e308, 2 ** 53, NaN, '3', null, [], {}, 'R'),
  fc.record({ south: fc.anything(), north: fc.anything() }),
);

/** Texts that storage might hold under the key: kept values bent out of shape, any JSON, any text. */
const storedText = fc.oneof(
  fc.record({ v: fc.oneof(fc.constant(1), field), n: field, record: fc.oneof(fc.string(), field), match: field, settings: field }, { requiredKeys: [] }).map((o) => JSON.stringify(o)),
  fc.json(),
  fc.string(),
  fc.string().map((s) => `{"v":1,"record":${JSON.stringify(s)}`), // cut short
);

/** Whether `kept` is a game of the shape the element reads. */
function wellFormed(kept) {
  const points = (n) => Number.isInteger(n) && n >= 0 && n <= 1_000_000;
  return (
    typeof kept.record === 'string' &&
    points(kept.match.south) &&
    points(kept.match.north) &&
    Number.isSafeInteger(kept.n) &&
    kept.n >= 0 &&
    !!kept.settings &&
    typeof kept.settings === 'object' &&
    !Array.isArray(kept.settings)
  );
}

/** Every text held in the set-aside slots of `key`. */
const asideTexts = (storage, key) =>
  Array.from({ length: SET_ASIDE_SLOTS }, (_, i) => storage.getItem(asideSlot(key, i))).filter((t) => t !== null);

test('whatever is kept, reading gives nothing or a well-formed game, never throws, and loses no text', () => {
  fc.assert(
    fc.property(storedText, fc.array(fc.string(), { maxLength: 3 }), (text, earlier) => {
      const storage = mapStorage();
      earlier.forEach((t, i) => storage.setItem(asideSlot('k', i), `earlier ${i}: ${t}`));
      storage.setItem('k', text);
      const store = gameStore('k', storage);
      const kept = store.load();
      const { problem } = readKept(text);
      if (kept) assert.ok(wellFormed(kept), `read as ${JSON.stringify(kept)}`);
      if (!problem) {
        assert.ok(kept, 'a text read whole is a game');
        assert.equal(storage.getItem('k'), text, 'and stays');
      } else if (problem === 'foreign') {
        assert.equal(kept, null);
        assert.equal(storage.getItem('k'), text, 'another program\'s text is left where it is');
        assert.ok(!asideTexts(storage, 'k').includes(text) || earlier.some((t, i) => `earlier ${i}: ${t}` === text), 'and not moved');
      } else {
        assert.equal(store.problem, problem, 'the problem is told');
        assert.ok(asideTexts(storage, 'k').includes(text), 'the text is set aside, not lost');
        if (problem !== 'partial') assert.equal(storage.getItem('k'), null, 'and its place is free for a new game');
      }
      earlier.forEach((t, i) => assert.equal(storage.getItem(asideSlot('k', i)), `earlier ${i}: ${t}`, 'an earlier text set aside stays'));
    }),
    { numRuns: RUNS, seed: SEED },
  );
});

test('two unreadable games in turn are both kept aside; the same text twice takes one slot', () => {
  const storage = mapStorage();
  const store = gameStore('k', storage);
  const first = JSON.stringify({ v: 1, record: 7 });
  const second = JSON.stringify({ by: 'urim', v: 3, moves: [] });
  storage.setItem('k', first);
  assert.equal(store.load(), null);
  storage.setItem('k', second);
  assert.equal(store.load(), null);
  storage.setItem('k', second);
  assert.equal(store.load(), null);
  assert.deepEqual(asideTexts(storage, 'k'), [first, second]);
  assert.equal(storage.getItem('k:unread'), first, 'the first stays under the name the notice gives');
  assert.equal(storage.getItem('k:unread:2'), second);
});
