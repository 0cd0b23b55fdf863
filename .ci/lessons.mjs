// Writes the example lessons (www/lessons/<name>.<lang>.urim) from the lines and
// words below, through the page module (run `npm run build` first): each line is
// played by the engine, so a lesson file is always a legal game. Run by hand
// after changing a lesson's words: `node .ci/lessons.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LESSONS } from '../tests/js/lessons-data.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { default: init, Game } = await import(join(root, 'www/pkg/urim.js'));
await init({ module_or_path: readFileSync(join(root, 'www/pkg/urim_bg.wasm')) });

for (const lesson of LESSONS) {
  for (const [lang, words] of Object.entries(lesson.words)) {
    const game = Game.fromPosition(lesson.start);
    for (const move of lesson.moves) game.play(game.letters().indexOf(move));
    words.comments.forEach((text, ply) => game.setComment(ply, text));
    const text = game.record({ date: '?', south: words.south, north: words.north })
      .replace(/\n\n/, `\n[Event "${words.title}"]\n\n`);
    writeFileSync(join(root, 'www/lessons', `${lesson.name}.${lang}.urim`), text);
    game.free();
  }
}
