// The example lessons shipped in www/lessons/, checked with the engine (the records
// module, pkg/urim-records.js, which the page loads to open a lesson): each file reads as a record, starts from its set-up, plays
// its line legally with the captures its words tell of, and carries each comment
// on the ply it is written for, in English and Portuguese; and the JS API keeps
// comments through a record's round trip. Run `npm run build` first.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { test } from 'node:test';
import { Game, initSync, rules } from '../../pkg/urim-records.js';
import { LESSONS } from './lessons-data.mjs';

initSync({ module: readFileSync(new URL('../../pkg/urim-records_bg.wasm', import.meta.url)) });

const folder = new URL('../../www/lessons/', import.meta.url);

test('three lessons ship, each in English and Portuguese, and nothing else', () => {
  const names = LESSONS.flatMap((l) => [`${l.name}.en.urim`, `${l.name}.pt.urim`]).sort();
  assert.deepEqual(readdirSync(folder).sort(), names);
});

for (const lesson of LESSONS) {
  for (const lang of /** @type {const} */ (['en', 'pt'])) {
    test(`lesson ${lesson.name} (${lang}) is a legal line with its words where intended`, () => {
      const text = readFileSync(new URL(`${lesson.name}.${lang}.urim`, folder), 'utf8');
      const game = Game.fromRecord(text); // every move replayed and checked, capture counts too
      assert.equal(game.startPosition(), lesson.start);
      const history = game.history();
      assert.deepEqual(history.map((h) => h.letter ?? game.letters()[h.pit]), lesson.moves);
      assert.deepEqual(history.map((h) => h.captured), lesson.captures);
      const words = lesson.words[lang];
      assert.equal(words.comments.length, lesson.moves.length + 1, 'a comment on the start and on every move');
      words.comments.forEach((comment, ply) => assert.equal(game.comment(ply), comment, `ply ${ply}`));
      assert.match(text, new RegExp(`\\[Event "${words.title}"\\]`));
      // Undone to the start, as a lesson opens, every comment stays for Next.
      while (game.canUndo()) game.undo();
      words.comments.forEach((comment, ply) => assert.equal(game.comment(ply), comment));
      game.free();
    });
  }
}

test('comments survive the record round trip through the JS API', () => {
  const game = Game.fromPosition('3-3-3-3-3-3-3-3-3-3-3-3-0-0-S');
  game.play(2);
  game.play(8);
  game.setComment(0, '  The start {with braces} \\ and a backslash  ');
  game.setComment(2, 'North answers.\nA second line.');
  assert.equal(game.comment(0), 'The start {with braces} \\ and a backslash');
  const text = game.record();
  assert.match(text, /\{The start \{with braces\\} \\\\ and a backslash\} 1\. C c\s\{North answers\.\nA second line\.\} \*/);
  const back = Game.fromRecord(text);
  for (const ply of [0, 1, 2]) assert.equal(back.comment(ply), game.comment(ply));
  assert.equal(back.record(), text);
  // Another move where a commented one was undone: its comment goes with the old line.
  back.undo();
  back.play(7);
  assert.equal(back.comment(2), '');
  assert.throws(() => back.setComment(3, 'no such move'), /no move 3/);
  assert.throws(() => back.setComment(1, 'x'.repeat(rules().maxCommentChars + 1)), /2000/);
  assert.throws(() => Game.fromRecord('[Variant "Urim 2x6, 3 seeds"]\n\n1. C {never closed'), /comment on move 1: a \{ opens a comment that no \} closes/);
});
