// The three wasm modules side by side: the page module (pkg/urim.js) holds the rules
// and reports, and neither records nor the search; the records module
// (pkg/urim-records.js) holds the same API with records read and written; the engine
// module (pkg/urim-search.js) holds the records module's API with the search added,
// and all give the same answers and the same errors. Run `npm run build` first,
// then `node --test tests/js/`.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import * as page from '../../pkg/urim.js';
import * as records from '../../pkg/urim-records.js';
import * as engine from '../../pkg/urim-search.js';

page.initSync({ module: readFileSync(new URL('../../pkg/urim_bg.wasm', import.meta.url)) });
records.initSync({ module: readFileSync(new URL('../../pkg/urim-records_bg.wasm', import.meta.url)) });
engine.initSync({ module: readFileSync(new URL('../../pkg/urim-search_bg.wasm', import.meta.url)) });

/** What only the engine module has: the search, the tables, the analysis and perft. */
const ENGINE_ONLY = { exports: ['buildTables', 'Search', 'Analysis'], methods: ['bestMove', 'search', 'analyse', 'perft'] };

/** What the records module adds to the page module (and the engine module has too). */
const RECORDS_ONLY = { statics: ['fromRecord'], methods: ['record'] };

/** The own methods and getters of a class's prototype, but the constructor. */
const methods = (cls) => Object.getOwnPropertyNames(cls.prototype).filter((name) => name !== 'constructor').sort();

test('the page module has the rules and reports, and neither records nor the search', () => {
  for (const name of ['newGame', 'Game', 'rules', 'pitLetters']) assert.equal(typeof page[name], 'function', name);
  for (const name of ENGINE_ONLY.exports) assert.equal(page[name], undefined, name);
  for (const name of [...ENGINE_ONLY.methods, ...RECORDS_ONLY.methods]) assert.equal(page.Game.prototype[name], undefined, `Game.${name}`);
  for (const name of RECORDS_ONLY.statics) assert.equal(page.Game[name], undefined, `Game.${name}`);
  for (const name of ['play', 'preview', 'undo', 'redo', 'score', 'history', 'comment', 'setComment', 'startPosition', 'moves', 'legalMoves']) {
    assert.equal(typeof page.Game.prototype[name], 'function', `Game.${name}`);
  }
});

test('the records module is the page module with records, and none of the search', () => {
  assert.deepEqual(Object.keys(records).sort(), Object.keys(page).sort());
  assert.deepEqual(methods(records.Game), [...methods(page.Game), ...RECORDS_ONLY.methods].sort());
  for (const name of RECORDS_ONLY.statics) assert.equal(typeof records.Game[name], 'function', `Game.${name}`);
  for (const name of RECORDS_ONLY.statics) assert.equal(typeof engine.Game[name], 'function', `engine Game.${name}`);
  assert.deepEqual(records.rules(), page.rules());
});

test('the engine module holds the whole page module, and the search', () => {
  for (const name of Object.keys(page)) assert.ok(name in engine, `engine module lacks ${name}`);
  const pageMethods = methods(page.Game);
  const engineMethods = methods(engine.Game);
  for (const name of pageMethods) assert.ok(engineMethods.includes(name), `engine Game lacks ${name}`);
  assert.deepEqual(engineMethods.filter((name) => !pageMethods.includes(name)).sort(), [...ENGINE_ONLY.methods, ...RECORDS_ONLY.methods].sort());
  for (const name of ENGINE_ONLY.exports) assert.equal(typeof engine[name], 'function', name);
  // The engine module's rules() adds the search's levels (issue 38: JS reads them there).
  const { levels, ...engineRules } = engine.rules();
  assert.deepEqual(page.rules(), engineRules);
  assert.deepEqual(Object.keys(levels).sort(), ['analysis', 'max', 'min', 'minAnalysis', 'search', 'tables']);
  assert.deepEqual(page.pitLetters(7), engine.pitLetters(7));
});

/** What a call gives: its value, or the message of the Error it throws. */
function outcome(call) {
  try {
    return { value: call() };
  } catch (error) {
    assert.ok(error instanceof Error, 'an Error');
    return { error: error.message };
  }
}

test('the three modules give the same reports and errors, and two of them the same records, over whole games', () => {
  let seed = 7;
  const random = (n) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  for (const holes of [6, 7]) {
    for (let round = 0; round < 4; round += 1) {
      const games = [records, engine, page].map((m) => m.newGame(holes, { seeds: round % 2 ? 4 : 3 }));
      const all = (call, some = games) => {
        const [a, ...rest] = some.map((g) => outcome(() => call(g)));
        for (const b of rest) assert.deepEqual(b, a);
        return a;
      };
      const both = (call) => all(call);
      for (let ply = 0; ply < 300 && !games[0].isOver(); ply += 1) {
        const pit = random(2 * holes + 1); // a pit off the board or illegal now and then
        both((g) => g.play(pit));
        both((g) => g.score());
        if (random(8) === 0) both((g) => g.undo());
        if (random(8) === 0) both((g) => g.redo());
      }
      both((g) => g.history());
      const record = all((g) => g.record({ date: '2026.12.02', south: 'Ana', north: 'Rui' }), games.slice(0, 2)).value;
      const again = [records, engine].map((m) => outcome(() => m.Game.fromRecord(record).position()));
      assert.deepEqual(again[0], again[1]);
      assert.equal(again[0].value, games[0].position());
    }
  }
  for (const bad of ['', '3-3', '[Variant "Urim 2x5, 3 seeds"]\n\n*']) {
    assert.deepEqual(outcome(() => records.Game.fromRecord(bad)), outcome(() => engine.Game.fromRecord(bad)));
    assert.deepEqual(outcome(() => page.Game.fromPosition(bad)), outcome(() => engine.Game.fromPosition(bad)));
    assert.deepEqual(outcome(() => records.Game.fromPosition(bad)), outcome(() => engine.Game.fromPosition(bad)));
  }
});
