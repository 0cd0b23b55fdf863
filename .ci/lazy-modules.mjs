// The modules the elements' bundle (pkg/urim-elements.js) loads only when asked
// for, each kept a file of its own at its own path: every translation but the
// English one, the notice that one did not load, the web fonts' faces, attract mode, the kiosk's
// styles, a short screen's styles, the sounds, the spoken moves, the kept game's storage, the lesson panel, a game's review, present mode,
// predict first, the position editor's tools, the notice of a browser too old, and <urim-game>'s code and what a diagram needs once a move
// is played (SHARING: they alone share code with the bundle or with each other, in chunks of their own). The build
// bundles around them (.ci/build.mjs); the offline copy keeps them (.ci/sw-files.mjs).
// Each is shipped at its own path, but for those of SHIPPED_AS.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Paths relative to the package folder `dir` (pkg/ or www/): i18n/kea.js, …, kiosk/attract.js, sound/clicks.js, elements/game-store.js, editor/tools.js. */
export function lazyModules(dir) {
  const tables = readdirSync(join(dir, 'i18n')).filter((f) => /^[a-z]{2,3}\.js$/.test(f) && f !== 'en.js');
  return [...tables.map((f) => `i18n/${f}`), 'i18n/language-failed.js', 'i18n/fonts.js', 'kiosk/attract.js', 'kiosk/kiosk-styles.js', 'elements/short-styles.js', 'sound/clicks.js', 'sound/speech.js', 'elements/game-store.js', 'elements/game-lesson.js', 'elements/game-review-chart.js', 'elements/present.js', 'elements/predict.js', 'editor/tools.js', 'elements/unsupported-element.js', ...SHARING];
}

/**
 * The lazy modules that import code the bundle or another of them holds too (the
 * view, the words, the options, the move show): esbuild puts that code in chunks
 * of their own (pkg/chunks/), which the bundle and these load. The others import
 * nothing the bundle holds.
 */
export const SHARING = ['urim-game.js', 'urim-learn.js', 'elements/board-moves.js'];

/**
 * The lazy modules shipped at another path than their source's: the fonts' faces
 * go beside the font files (pkg/fonts/), so that each file's address is written
 * `new URL('./<file>', import.meta.url)`, which holds wherever a bundler puts the
 * code, even flat in one folder with the files (esbuild, docs/embedding.md).
 */
export const SHIPPED_AS = { 'i18n/fonts.js': 'fonts/faces.js' };

/** Where lazy module `path` (as lazyModules gives it) is shipped, under the package folder. */
export const shippedPath = (path) => SHIPPED_AS[path] ?? path;
