// The web fonts (www/i18n/fonts.js, made by .ci/fonts.mjs) in headless Chromium on a
// machine with no Japanese or Devanagari font (a plain Debian: run `fc-list` to see):
// <urim-game lang="ja"> and lang="ne", the demo and rules pages in Japanese, the
// kiosk's language buttons and the single file draw real glyphs in the text as it
// was laid out, told from boxes by their pixels: a letter drawn as a box looks the
// same once it is replaced by a character that no font has, a glyph does not. Every
// Japanese and Devanagari character of the texts, in both weights, draws unlike
// that box. And the files load only where needed: an English first load fetches
// no font, an English page that shows the languages' names fetches their small
// faces alone, a Japanese page the Japanese faces. Run `node .ci/build.mjs` first.
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, test } from 'node:test';
import { openBrowser, pageWith } from './browser.mjs';
import { PAGES, firstLoad } from '../../bench/first-load.mjs';
import { loadTable } from '../../www/i18n/index.js';
import { FONT_SCRIPTS, inRanges } from '../../www/i18n/fonts.js';
import { usedText } from '../../.ci/fonts.mjs';
import { wordsOf } from './words.mjs';

/** A script's letters: what is checked (Devanagari's consonants, not its signs, which lean on them). */
const LETTERS = { ja: /[\u3040-\u30ff\u4e00-\u9fff]/u, ne: /[\u0915-\u0939]/u };
/** Per script: a character of its faces' range that no font has, so a box wherever it is drawn. */
const BOX = { ja: '\u3097', ne: '\u0904' };
/** How many letters of a text are checked at most. */
const PROBES = 8;

let env;
before(async () => {
  env = await openBrowser();
});
after(() => env?.close());

/** The font files of pkg/fonts/ among `urls`, by name (not the faces' module beside them). */
const fontFiles = (urls) => urls.filter((url) => url.includes('/pkg/fonts/')).map((url) => url.split('/').pop().split('?')[0]).filter((file) => file.endsWith('.woff2'));

/** Waits until the fonts asked for are in, and two frames are drawn. */
const settle = (page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });

/**
 * The letters of `code`'s script that are drawn as boxes in the text a visitor
 * sees, as it was laid out, in the first visible element that `selector` finds
 * (in `host`'s shadow root, or the document when `host` is null). For each letter
 * (PROBES at most), the picture of its place as it is is compared with the picture
 * of the same place once that letter alone is replaced by BOX, which no font has: a
 * letter drawn as a box gives the very same picture (a box of the same size, where
 * nothing moved), a glyph does not. Resolves with { checked, boxes }.
 */
async function boxesIn(page, { host = null, selector, code }) {
  await settle(page);
  const spots = await page.evaluate(
    ({ host, selector, letters, probes }) => {
      const root = host ? document.querySelector(host).shadowRoot : document;
      const element = [...root.querySelectorAll(selector)].find((e) => e.checkVisibility());
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      globalThis.probedTexts = [];
      const found = [];
      for (let node = walker.nextNode(); node && found.length < probes; node = walker.nextNode()) {
        globalThis.probedTexts.push(node);
        for (let i = 0; i < node.data.length && found.length < probes; i += 1) {
          if (!new RegExp(letters, 'u').test(node.data[i])) continue;
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const { x, y, width, height } = range.getBoundingClientRect();
          found.push({ text: globalThis.probedTexts.length - 1, index: i, char: node.data[i], clip: { x, y, width, height } });
        }
      }
      return found;
    },
    { host, selector, letters: LETTERS[code].source, probes: PROBES },
  );
  const before = [];
  for (const { clip } of spots) before.push((await page.screenshot({ clip })).toString('base64'));
  const boxes = [];
  for (const [n, { text, index, char, clip }] of spots.entries()) {
    const data = await page.evaluate(
      ({ text, index, box }) => {
        const node = globalThis.probedTexts[text];
        const data = node.data;
        node.data = data.slice(0, index) + box + data.slice(index + 1);
        return data;
      },
      { text, index, box: BOX[code] },
    );
    await settle(page);
    if ((await page.screenshot({ clip })).toString('base64') === before[n]) boxes.push(char);
    await page.evaluate(({ text, data }) => (globalThis.probedTexts[text].data = data), { text, data });
  }
  return { checked: spots.length, boxes };
}

/** Fails if any letter of the text that `selector` finds is drawn as a box, or if fewer than `least` were checked. */
async function assertGlyphs(page, { host = null, selector, code, least = PROBES }, where = selector) {
  const { checked, boxes } = await boxesIn(page, { host, selector, code });
  assert.ok(checked >= least, `${where}: ${checked} letters to check`);
  assert.deepEqual(boxes, [], `${where}: drawn as boxes`);
}

/** A host page with one <urim-game lang=`code`>, its words switched to that language. */
async function gameIn(code) {
  const page = await pageWith(env, `/fonts-${code}.html`, `<!doctype html><html lang="en"><title>Urim</title>
    <script type="module" src="/pkg/urim-elements.js"></script><urim-game lang="${code}" opponent="0"></urim-game>`);
  const { newGame } = await wordsOf(code);
  const wanted = String(newGame).replace(/\u2060/g, '');
  await page.waitForFunction(
    (text) => [...(document.querySelector('urim-game')?.shadowRoot?.querySelectorAll('button') ?? [])].some((b) => b.textContent.replace(/\u2060/g, '') === text),
    wanted,
  );
  return page;
}

for (const code of ['ja', 'ne']) {
  test(`<urim-game lang="${code}"> draws its words with real glyphs: a button, the players, the status line (bold)`, async () => {
    const page = await gameIn(code);
    await assertGlyphs(page, { host: 'urim-game', selector: 'button.primary', code, least: 2 }, `${code}: the new game button`);
    await assertGlyphs(page, { host: 'urim-game', selector: '.player', code, least: 2 }, `${code}: a player`);
    await assertGlyphs(page, { host: 'urim-game', selector: '.status', code, least: 3 }, `${code}: the status line`);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

test('the demo page in Japanese draws its own words (the tagline) and the game\'s with real glyphs', async () => {
  const page = await env.browser.newPage();
  await page.goto(`${env.base}/?lang=ja&offline=0`);
  await page.waitForFunction(() => document.querySelector('urim-game')?.started && document.documentElement.lang === 'ja');
  await page.waitForFunction(() => /[\u3040-\u30ff]/.test(document.querySelector('urim-game').shadowRoot.querySelector('.status')?.textContent ?? ''));
  await assertGlyphs(page, { selector: '.tagline', code: 'ja' }, 'the tagline');
  await assertGlyphs(page, { host: 'urim-game', selector: '.status', code: 'ja' }, 'the status line');
  await page.close();
});

/** For each script checked: a character in its ranges that no text uses and no font has (a box), and a letter to carry its signs. */
const UNUSED = { 'noto-sans-jp': { box: '\u3097', base: '' }, 'noto-sans-devanagari': { box: '\u0904', base: '\u0915' } };

test('every Japanese and Devanagari character of the texts draws as a glyph, not a box, in both weights (on a canvas)', async () => {
  const text = await usedText();
  const page = await gameIn('ja'); // the faces are in the document
  for (const script of FONT_SCRIPTS.filter(({ file }) => UNUSED[file])) {
    const { box, base } = UNUSED[script.file];
    // The joiners draw nothing alone; a sign (a vowel sign, a virama) is drawn on a letter.
    const chars = [...new Set([...text].filter((c) => inRanges(c, script.ranges) && !/[\u200c\u200d]/.test(c)))];
    assert.ok(chars.length > 50 && !chars.includes(box), `${script.file}: ${chars.length} characters`);
    const boxes = await page.evaluate(
      async ({ chars, box, base, family }) => {
        const canvas = document.createElement('canvas');
        canvas.width = 72;
        canvas.height = 48;
        const ctx = canvas.getContext('2d', { willReadFrequently: true });
        const found = [];
        for (const weight of [400, 700]) {
          const font = `${weight} 32px "${family}"`;
          await document.fonts.load(font, chars.join('') + box);
          const picture = (s) => {
            ctx.clearRect(0, 0, canvas.width, canvas.height);
            ctx.font = font;
            ctx.fillText(s, 8, 36);
            return ctx.getImageData(0, 0, canvas.width, canvas.height).data.filter((_, i) => i % 4 === 3).join();
          };
          const boxAlone = picture(box);
          const boxOnBase = picture(base + box);
          for (const char of chars) {
            const sign = /\p{M}/u.test(char);
            if (picture(sign ? base + char : char) === (sign ? boxOnBase : boxAlone)) found.push(`${weight} U+${char.codePointAt(0).toString(16)}`);
          }
        }
        return found;
      },
      { chars, box, base, family: 'Urim Noto Sans' },
    );
    assert.deepEqual(boxes, [], `${script.file}: drawn as the box`);
  }
  await page.close();
});

test('the rules page in Japanese draws its headings and text with real glyphs (fonts.css)', async () => {
  const page = await env.browser.newPage();
  await page.goto(`${env.base}/rules.ja.html`);
  await assertGlyphs(page, { selector: 'h1', code: 'ja', least: 3 }, 'rules.ja.html: the heading');
  await assertGlyphs(page, { selector: 'main p', code: 'ja' }, 'rules.ja.html: the first paragraph');
  await page.close();
});

test('an English first load of the demo page fetches no font file and no faces', async () => {
  const load = await firstLoad(env, PAGES['the demo page']);
  const urls = load.files.map((f) => f.url);
  assert.deepEqual(fontFiles(urls), [], urls.join(', '));
  assert.ok(!urls.some((url) => url.endsWith('/fonts/faces.js')), 'the faces are not asked for in English');
});

test('a Japanese page fetches the Japanese faces, and of the other scripts at most the faces of their names (its picker)', async () => {
  const load = await firstLoad(env, { path: '/?lang=ja&offline=0' });
  const fonts = fontFiles([...load.files, ...load.later].map((f) => f.url)); // the faces may come just after ready
  assert.ok(fonts.includes('noto-sans-jp-400.woff2'), fonts.join(', '));
  assert.deepEqual(fonts.filter((f) => !f.startsWith('noto-sans-jp-') && !f.endsWith('-names.woff2')), [], 'no other script\'s whole face');
});

test('the English kiosk shows every language\'s own name in real glyphs, with the small faces of the names alone', async () => {
  const context = await env.browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(`${env.base}/?lang=en&kiosk=1&offline=0`);
  await page.waitForSelector('.kiosk-languages button[lang=ja]');
  await page.waitForFunction(() => document.fonts.size > 0); // the faces are in (loadFonts)
  await settle(page);
  // Before the checks below, which draw a character of the whole faces' ranges.
  const fonts = fontFiles(requests);
  assert.ok(fonts.includes('noto-sans-jp-names.woff2') && fonts.includes('noto-sans-devanagari-names.woff2'), fonts.join(', '));
  assert.deepEqual(fonts.filter((f) => !f.endsWith('-names.woff2')), [], 'no whole face for the names');
  // 日本語 and नेपाली (its consonants), as the kiosk's buttons draw them.
  await assertGlyphs(page, { selector: '.kiosk-languages button[lang=ja]', code: 'ja', least: 3 }, '日本語');
  await assertGlyphs(page, { selector: '.kiosk-languages button[lang=ne]', code: 'ne', least: 3 }, 'नेपाली');
  await context.close();
});

test('the single file draws Japanese with the fonts it carries, asking for no file', async () => {
  const built = new URL('../../dist/urim.html', import.meta.url);
  assert.ok(existsSync(built), 'dist/urim.html is missing: run node .ci/build.mjs first');
  const folder = mkdtempSync(join(tmpdir(), 'urim-fonts-'));
  try {
    copyFileSync(built, join(folder, 'urim.html'));
    const page = await env.browser.newPage();
    const requests = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(`${pathToFileURL(join(folder, 'urim.html')).href}?lang=ja&opponent=0`);
    const { newGame } = await loadTable('ja');
    await page.waitForFunction(
      (text) => [...(document.querySelector('urim-game')?.shadowRoot?.querySelectorAll('button') ?? [])].some((b) => b.textContent.replace(/\u2060/g, '') === text),
      String(newGame).replace(/\u2060/g, ''),
    );
    await assertGlyphs(page, { host: 'urim-game', selector: '.status', code: 'ja', least: 3 }, 'the single file: the status line');
    await assertGlyphs(page, { host: 'urim-game', selector: 'button.primary', code: 'ja', least: 2 }, 'the single file: the new game button');
    assert.deepEqual(requests.filter((url) => !/^(data|blob):/.test(url) && !url.startsWith(pathToFileURL(folder).href)), []);
    await page.close();
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
