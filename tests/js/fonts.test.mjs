// The web fonts' faces (www/i18n/fonts.js) and what the build makes of them
// (.ci/fonts.mjs, into pkg/fonts/): every text-setting font list of the elements and
// the pages names the family first; the faces cover the scripts' blocks and nothing
// of Latin, the names' faces come last; the built files, their licences and
// fonts.css are there and kept offline. Runs after `npm run build`. That the
// glyphs are really drawn is tried in Chromium by tests/browser/fonts.test.mjs.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { test } from 'node:test';
import { FAMILY, FONT_SCRIPTS, faces, fontFiles, inRanges } from '../../www/i18n/fonts.js';
import { LANGUAGES } from '../../www/i18n/index.js';
import { BOARD_CSS } from '../../www/elements/styles.js';
import { GAME_CSS } from '../../www/elements/game-styles.js';
import { fontsCss } from '../../.ci/fonts.mjs';
import { wanted } from '../../.ci/sw-files.mjs';

const www = new URL('../../www/', import.meta.url);
const read = (path) => readFileSync(new URL(path, www), 'utf8');
const NAMES = Object.values(LANGUAGES);

/** The font lists of `css`: each `font:` shorthand's families and each `font-family:`, but `inherit`. */
function fontLists(css) {
  const shorthand = [...css.matchAll(/[{;\s]font:\s*([^;}]+)/g)].map(([, value]) => value.replace(/^.*?\d(?:r?em|px)(?:\/[\d.]+)?\s+/, ''));
  const families = [...css.matchAll(/font-family:\s*([^;}]+)/g)].map(([, value]) => value);
  return [...shorthand, ...families].map((list) => list.trim()).filter((list) => list !== 'inherit');
}

test('every font list of the elements and the pages names the web fonts first (code aside)', () => {
  const sheets = { 'elements/styles.js and game-styles.js': GAME_CSS + BOARD_CSS };
  for (const file of ['style.css', 'rules.css', 'puzzles.css', 'single/single.css']) sheets[file] = read(file);
  for (const [file, css] of Object.entries(sheets)) {
    const lists = fontLists(css).filter((list) => !/monospace/.test(list));
    assert.ok(lists.length > 0, `${file} sets a font`);
    for (const list of lists) assert.ok(list.startsWith(`"${FAMILY}",`), `${file}: ${list}`);
  }
});

test('the faces cover each script\'s blocks, no Latin, and the names\' faces come last', () => {
  const all = faces((file) => file, NAMES);
  assert.equal(all.length, FONT_SCRIPTS.length * 3);
  for (const script of FONT_SCRIPTS) for (const char of 'Aa0 .,:;!?+−≈·–—…→') assert.ok(!inRanges(char, script.ranges), `${script.file} takes ${char}`);
  assert.ok(inRanges('日', FONT_SCRIPTS[0].ranges) && inRanges('न', FONT_SCRIPTS[1].ranges) && inRanges('λ', FONT_SCRIPTS[2].ranges));
  const names = all.slice(-FONT_SCRIPTS.length);
  assert.ok(names.every((face) => face.file.endsWith('-names.woff2') && face.weight === 400));
  // 日本語, नेपाली, Ελληνικά: each names' face holds its language's own name, and only characters of its script.
  for (const [face, name] of names.map((face, i) => [face, ['日本語', 'नेपाली', 'Ελληνικά'][i]])) {
    for (const char of new Set(name)) assert.ok(face.range.includes(`U+${char.codePointAt(0).toString(16).toUpperCase()}`), `${face.file} holds ${char}`);
  }
  for (const face of all) assert.match(face.src, /^local\(.*url\("[^"]+\.woff2"\) format\("woff2"\)$/, 'local() first, then the file');
});

test('the build made every face\'s file, the licences and fonts.css, and the offline copy keeps the fonts', () => {
  const fonts = new URL('pkg/fonts/', www);
  assert.ok(existsSync(fonts), 'www/pkg/fonts/ is missing: run node .ci/build.mjs first');
  const kept = wanted();
  for (const { file } of faces((f) => f, NAMES)) {
    assert.ok(statSync(new URL(file, fonts)).size > 500, `${file} is there`);
    assert.ok(kept.includes(`pkg/fonts/${file}`), `${file} is kept offline`);
  }
  for (const script of FONT_SCRIPTS) assert.match(readFileSync(new URL(`${script.file}-OFL.txt`, fonts), 'utf8'), /SIL OPEN FONT LICENSE Version 1\.1/);
  assert.equal(readFileSync(new URL('fonts.css', fonts), 'utf8'), fontsCss(), 'fonts.css is the faces as @font-face rules');
  assert.ok(!kept.some((path) => path.endsWith('-OFL.txt')), 'the licences are not fetched by the pages');
});

test('each face\'s file has its address written out for bundlers, beside the faces\' module as shipped, and no other', async () => {
  const named = faces((f) => f, NAMES).map((face) => face.file).sort();
  assert.deepEqual(Object.keys(fontFiles()).sort(), named);
  // Written out whole in the source, one `new URL('./<file>', import.meta.url)` each.
  const source = read('i18n/fonts.js');
  for (const file of named) assert.ok(source.includes(`new URL('./${file}', import.meta.url)`), `${file}: its address is a literal`);
  // As shipped (pkg/fonts/faces.js), each address is a file beside it.
  const shipped = await import(new URL('pkg/fonts/faces.js', www).href);
  for (const [file, url] of Object.entries(shipped.fontFiles())) {
    assert.equal(url.href, new URL(`pkg/fonts/${file}`, www).href);
    assert.ok(existsSync(url), `${file} is there`);
  }
});
