// Every language in headless Chromium: the demo page, the puzzles page (with the
// puzzles' own texts) and the rules and About pages render with no English left in them (names aside), each
// <urim-board> diagram speaks the page's language, and the rules and About pages
// of a language link to each other and to the game in that language.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { openBrowser, speaking } from './browser.mjs';
import { LANGUAGES } from '../../www/i18n/index.js';
import { pageFile } from '../../.ci/page-languages.mjs';
import { wordsOf } from './words.mjs';

let env;
before(async () => { env = await openBrowser(); });
after(() => env?.close());

const en = await wordsOf('en');

/** The puzzles, and their English titles and hints as matchers. */
const { puzzles: PUZZLES } = JSON.parse(readFileSync(new URL('../../www/puzzles.json', import.meta.url), 'utf8'));
const PUZZLE_ENGLISH = PUZZLES.flatMap((p) => ['title', 'hint'].map((field) => ({ key: `${p.id}.${field}`, text: p.text.en[field], re: new RegExp(`^${p.text.en[field].replace(/[.*+?^$()|[\]\\{}]/g, '\\$&')}$`) })));

/** Text that is the same in every language: names, letters, numbers, signs. */
const NEUTRAL = new Set(['Urim', ...Object.values(LANGUAGES)]);

/** A matcher for an English text with its {slots} filled by anything. */
const pattern = (text) => new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '.+?')}$`, 's');

/** Every English text of the words (plural forms and lists too) that language `code` words differently, as matchers. */
async function englishOnly(code) {
  const table = await wordsOf(code);
  const texts = [];
  for (const [key, value] of Object.entries(en)) {
    if (['name', 'plurals', 'rulesPage', 'aboutPage', 'title'].includes(key)) continue;
    const ours = JSON.stringify(table[key]);
    if (ours === JSON.stringify(value)) continue;
    const forms = typeof value === 'string' ? [value] : Object.values(value);
    // A form that is only slots and signs ('{first} {then}') has no English of its own to find.
    for (const form of forms) if (!NEUTRAL.has(form) && /[a-z]{3}/.test(form.replace(/\{\w+\}/g, ''))) texts.push({ key, re: pattern(form) });
  }
  return texts;
}

/** Every piece of text a visitor (or a screen reader) meets on the page, shadow roots included. */
const textsOf = (page) => page.evaluate(() => {
  const found = [];
  const visit = (root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.currentNode; node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE) {
        const text = node.textContent.trim();
        if (text && !['SCRIPT', 'STYLE', 'CODE'].includes(node.parentElement?.tagName)) found.push(text);
        continue;
      }
      for (const name of ['aria-label', 'title', 'label', 'placeholder']) {
        const value = node.getAttribute?.(name)?.trim();
        if (value) found.push(value);
      }
      if (node.shadowRoot) visit(node.shadowRoot);
    }
  };
  visit(document.documentElement);
  return found;
});

/**
 * Opens `path` and waits for every element on it to be ready, and for the page and
 * each element to speak `code`: the words may come after an element is ready (it
 * plays in English meanwhile), and each frame's lang says which words it shows.
 */
async function openReady(path, code) {
  const page = await env.browser.newPage({ reducedMotion: 'reduce' });
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e));
  await page.goto(`${env.base}/${path}`);
  await page.waitForFunction(() => [...document.querySelectorAll('urim-game, urim-board')].every((el) => el.shadowRoot?.querySelector('canvas')?.width > 0));
  await page.waitForFunction(() => [...document.querySelectorAll('urim-game')].every((g) => g.started && !g.busy));
  await page.waitForFunction((want) => document.documentElement.lang === want, code);
  await speaking(page, code);
  return page;
}

/** Fails on any text of `texts` that is one of the English words. */
function assertNoEnglish(texts, english, where) {
  const left = [];
  for (const text of texts) {
    const hit = english.find(({ re }) => re.test(text));
    if (hit) left.push(`${hit.key}: "${text}"`);
  }
  assert.deepEqual(left, [], `${where} still shows English`);
}

for (const code of Object.keys(LANGUAGES).filter((c) => c !== 'en')) {
  test(`${code} (${LANGUAGES[code]}): the game page, with a move played, shows no English`, async () => {
    const english = await englishOnly(code);
    const page = await openReady(`?lang=${code}&opponent=1&offline=0`, code);
    await page.evaluate(() => document.querySelector('urim-game').play('C'));
    await page.waitForFunction(() => document.querySelector('urim-game').moves.length >= 2 && !document.querySelector('urim-game').busy);
    await page.evaluate(() => { document.querySelector('urim-game').shadowRoot.querySelector('details').open = true; });
    assert.equal(await page.evaluate(() => document.documentElement.lang), code);
    assertNoEnglish(await textsOf(page), english, `index.html?lang=${code}`);
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  test(`${code}: the puzzles page, its list and a puzzle show no English`, async () => {
    const english = [...await englishOnly(code), ...PUZZLE_ENGLISH.filter(({ text }) => !PUZZLES.some((p) => Object.values(p.text[code]).includes(text)))];
    const page = await openReady(`puzzles.html?lang=${code}&offline=0`, code);
    assert.equal(await page.evaluate(() => document.documentElement.lang), code);
    assertNoEnglish(await textsOf(page), english, `puzzles.html?lang=${code}`);
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  test(`${code}: the rules and About pages show no English in their diagrams, and link to each other`, async () => {
    const english = await englishOnly(code);
    for (const kind of ['rules', 'about']) {
      const file = pageFile(kind, code);
      const page = await openReady(file, code);
      assert.equal(await page.evaluate(() => document.documentElement.lang), code, `${file}: its language`);
      const boards = await page.evaluate(() => [...document.querySelectorAll('urim-board')].map((b) => b.getAttribute('lang')));
      assert.ok(boards.length > 0 && boards.every((l) => l === code), `${file}: every diagram in ${code}`);
      const diagramTexts = await page.evaluate(() => [...document.querySelectorAll('urim-board')].flatMap((b) => [
        b.getAttribute('label'), ...[...b.shadowRoot.querySelectorAll('button, p')].map((n) => n.textContent.trim()),
      ]).filter(Boolean));
      assertNoEnglish(diagramTexts, english, file);
      const links = await page.evaluate(() => [...document.querySelectorAll('a')].map((a) => a.getAttribute('href')));
      const other = pageFile(kind === 'rules' ? 'about' : 'rules', code);
      assert.ok(links.includes(other), `${file} links ${other}`);
      assert.ok(links.includes(`./?lang=${code}`), `${file} links back to the game in ${code}`);
      for (const c of Object.keys(LANGUAGES).filter((x) => x !== code)) assert.ok(links.includes(pageFile(kind, c)), `${file} links ${pageFile(kind, c)}`);
      assert.deepEqual(page.errors, []);
      await page.close();
    }
  });
}
