// The game in one file (dist/urim.html, written by `node .ci/build.mjs`), copied alone
// into a folder and opened from it (file://) in headless Chromium: the game plays
// against the computer, whose worker starts from the file itself, with no request
// but for the file (data: and blob: addresses are inside it); every language of the
// picker speaks; the rules and About texts open in a dialog, their diagrams live;
// the puzzles play. And the demo and puzzles pages opened from a file (no web
// server, so no module runs) say so in their language instead of waiting. Every
// wait is on state the page exposes, never on time.
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, test } from 'node:test';
import { openBrowser } from './browser.mjs';
import { LANGUAGES } from '../../www/i18n/index.js';
import { wordsOf } from './words.mjs';

const root = new URL('../../', import.meta.url);
const built = new URL('dist/urim.html', root);
const www = new URL('www/', root);
/** The languages that have their table in www/i18n/ (the picker may list one still being written). */
const SPOKEN = Object.keys(LANGUAGES).filter((code) => existsSync(new URL(`i18n/${code}.js`, www)));
const tableOf = async (code) => wordsOf(code, (await import(new URL(`i18n/${code}.js`, www))).default);
// English: en.js with the puzzles page's own words (puzzles/words.js), as that page has them.
const en = { ...(await tableOf('en')), ...(await import(new URL('puzzles/words.js', www))).ENGLISH };

let env;
let browser;
let folder;
let fileUrl;

before(async () => {
  assert.ok(existsSync(built), 'dist/urim.html is missing: run node .ci/build.mjs first');
  folder = mkdtempSync(join(tmpdir(), 'urim-single-'));
  copyFileSync(built, join(folder, 'urim.html'));
  fileUrl = pathToFileURL(join(folder, 'urim.html')).href;
  // The shared set-up: Debian's Chromium (its local server goes unused: every page here is a file).
  env = await openBrowser();
  browser = env.browser;
});

after(async () => {
  await env?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/**
 * The single file opened in a fresh context (reduced motion: moves are shown at
 * once), `query` after its address. Every request is kept on `page.requests`, page
 * errors on `page.errors`, and the elements' ready and error events on window.log.
 */
async function openFile(query = '', options = {}) {
  const context = await browser.newContext({ viewport: { width: 1000, height: 800 }, reducedMotion: 'reduce', ...options });
  const page = await context.newPage();
  page.requests = [];
  page.errors = [];
  page.workers = [];
  page.on('request', (request) => page.requests.push(request.url()));
  page.on('pageerror', (error) => page.errors.push(error));
  page.on('worker', (worker) => page.workers.push(worker));
  await page.addInitScript(() => {
    window.log = { ready: 0, errors: [] };
    document.addEventListener('ready', () => { window.log.ready += 1; });
    document.addEventListener('error', (e) => { if (e.detail?.message) window.log.errors.push(e.detail.message); });
  });
  await page.goto(`${fileUrl}${query}`);
  await page.waitForFunction(() => document.getElementById('game')?.busy === false);
  return page;
}

/** Checks that `page` asked for nothing but its own file (data: and blob: are inside it), had no error, and closes it. */
async function done(page) {
  const outside = page.requests.filter((url) => url.split(/[?#]/)[0] !== fileUrl && !/^(data|blob):/.test(url));
  assert.deepEqual(outside, [], 'no request leaves the file');
  assert.deepEqual(page.errors.map(String), [], 'no page error');
  assert.deepEqual(await page.evaluate(() => window.log.errors), [], 'no element reported an error');
  await page.context().close();
}

/** The text of the part `part` of the game `id`'s shadow root. */
const partText = (page, id, part) => page.evaluate(([i, p]) => document.getElementById(i).shadowRoot.querySelector(`[part=${p}]`)?.textContent, [id, part]);

test('copied alone and opened from a file, it plays against the computer, its worker started from the file', async () => {
  const page = await openFile('?lang=en');
  assert.equal(await page.evaluate(() => document.getElementById('game').opponent), 1, 'against the computer');
  await page.evaluate(() => document.getElementById('game').play('E'));
  await page.waitForFunction(() => {
    const game = document.getElementById('game');
    return game.moves.length === 2 && !game.busy;
  });
  const moves = await page.evaluate(() => document.getElementById('game').moves);
  assert.equal(moves[0], 4, 'the visitor played E');
  assert.ok(moves[1] >= 6 && moves[1] <= 11, `the computer answered from North's row, got pit ${moves[1]}`);
  // The computer thought in a worker started from a Blob, holding the wasm as text,
  // not on the page's thread (where it would say workerFailed).
  assert.equal(page.workers.length, 1, 'one worker');
  assert.match(page.workers[0].url(), /^blob:/);
  assert.equal(await page.workers[0].evaluate(() => typeof self.URIM_WASM), 'string', 'the wasm came with the worker\'s source');
  const words = await page.evaluate(() => document.getElementById('game').shadowRoot.textContent);
  assert.ok(!words.includes(en.workerFailed), 'the worker did not fail over to the page');
  await done(page);
});

test('the picker lists every language, and each speaks, from the tables inside the file', async () => {
  const page = await openFile('?lang=en');
  const listed = await page.$$eval('#language option', (options) => options.map((o) => o.value));
  assert.deepEqual(listed, Object.keys(LANGUAGES));
  for (const code of SPOKEN) {
    const table = await tableOf(code);
    await page.selectOption('#language', code);
    await page.waitForFunction((c) => document.documentElement.lang === c && document.getElementById('game').lang === c, code);
    await page.waitForFunction(([id, text]) => document.getElementById(id).shadowRoot.querySelector('[part=new-game]')?.textContent === text,
      ['game', table.newGame]);
    assert.equal(await page.textContent('#rules-link'), table.rules, `${code}: the header's words`);
    assert.equal(await partText(page, 'game', 'new-game'), table.newGame, `${code}: the game's words`);
  }
  await done(page);
});

test('the rules and About texts of every page in www/ open in a dialog, in the language chosen, their diagrams live', async () => {
  const pages = readdirSync(www).filter((name) => /^(rules|about)(\.[a-z]{2,3})?\.html$/.test(name));
  const page = await openFile('?lang=en');
  assert.equal(await page.$$eval('template[data-text]', (t) => t.length), pages.length, 'a template for each rules and About page');
  /** The <h1> of www/`name`, as a browser reads it (the page opened from the file: its text needs no script). */
  const headingOf = async (name) => {
    const reader = await browser.newPage();
    await reader.goto(new URL(name, www).href);
    const heading = await reader.textContent('h1');
    await reader.close();
    return heading;
  };
  const dialogHeading = () => page.evaluate(() => document.getElementById('text').shadowRoot.querySelector('h1')?.textContent);

  for (const [link, name] of [['#rules-link', 'rules.html'], ['#rules-page-link', 'rules.html'], ['#about-link', 'about.html']]) {
    const readyBefore = await page.evaluate(() => window.log.ready);
    await page.click(link);
    await page.waitForFunction(() => document.getElementById('text-dialog').open);
    assert.equal(await dialogHeading(), await headingOf(name), `${name} in the dialog`);
    const boards = await page.evaluate(() => document.getElementById('text').shadowRoot.querySelectorAll('urim-board').length);
    assert.ok(boards > 0, `${name} has diagrams`);
    await page.waitForFunction(([before, n]) => window.log.ready >= before + n, [readyBefore, boards]);
    await page.click('#text-dialog .dialog-bar button');
    await page.waitForFunction(() => !document.getElementById('text-dialog').open);
  }

  // In another language (the first with its own rules page), the dialog shows that page.
  const other = SPOKEN.find((code) => code !== 'en' && pages.includes(`rules.${code}.html`));
  assert.ok(other, 'a rules page in another language');
  await page.selectOption('#language', other);
  await page.waitForFunction((c) => document.documentElement.lang === c, other);
  await page.click('#rules-link');
  await page.waitForFunction(() => document.getElementById('text-dialog').open);
  assert.equal(await dialogHeading(), await headingOf(`rules.${other}.html`));
  assert.equal(await page.evaluate(() => document.getElementById('text').lang), other);
  // Its link to the rules in another language opens them in the dialog, not a file that is not there.
  const links = await page.evaluate(() => [...document.getElementById('text').shadowRoot.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')));
  const target = links.find((href) => href !== `rules.${other}.html` && /^rules(\.[a-z]{2,3})?\.html$/.test(href) && pages.includes(href));
  assert.ok(target, `rules.${other}.html links to the rules in another language`);
  await page.evaluate((href) => document.getElementById('text').shadowRoot.querySelector(`a[href="${href}"]`).click(), target);
  assert.equal(await dialogHeading(), await headingOf(target));
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.getElementById('text-dialog').open);
  await done(page);
});

test('the puzzles play in a view of their own: the answer is judged right and explained', async () => {
  const { puzzles } = JSON.parse(readFileSync(new URL('puzzles.json', www), 'utf8'));
  const page = await openFile('?lang=en');
  await page.click('#puzzles-link');
  await page.waitForFunction(() => document.getElementById('puzzle')?.busy === false);
  assert.equal(await page.isVisible('#game-view'), false, 'the game gives way');
  assert.equal(await page.textContent('#puzzles-link'), en.playGame, 'the link leads back');
  const [first] = puzzles;
  assert.equal(await page.textContent('#puzzle-title'), first.text.en.title);
  assert.equal(await page.$$eval('#puzzle-list li', (items) => items.length), puzzles.length);
  await page.evaluate((pit) => document.getElementById('puzzle').play(pit), first.answer[0]);
  await page.waitForSelector('#verdict .right');
  assert.equal(await page.textContent('#verdict .right'), en.puzzleRight.replace('{pit}', first.answer[0]));
  assert.equal(await page.textContent('#verdict .explanation'), first.text.en.explanation);
  await page.click('#next-puzzle');
  assert.equal(await page.textContent('#puzzle-title'), puzzles[1].text.en.title);
  await page.click('#puzzles-link');
  assert.equal(await page.isVisible('#game-view'), true, 'back to the game');
  await done(page);
});

/** www/`name` opened from the file system in a context of `locale`: the message it shows instead of its game. */
async function fromFile(name, query, locale) {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error));
  await page.goto(`${new URL(name, www).href}${query}`);
  await page.waitForSelector('.needs-server');
  const message = await page.textContent('.needs-server');
  const body = await page.textContent('body');
  assert.deepEqual(errors.map(String), [], 'no page error');
  await context.close();
  return { message, body };
}

test('the demo, puzzles, rules and About pages opened from a file say, in their language, that they need a web server', async () => {
  const cases = [
    ['index.html', '', 'en-GB', 'en'],
    ['index.html', '?lang=fr', 'en-GB', 'fr'],
    ['index.html', '', 'nl-BE', 'nl'],
    ['puzzles.html', '?lang=ja', 'en-GB', 'ja'],
    ['rules.kea.html', '', 'en-GB', 'kea'],
    ['about.ne.html', '', 'en-GB', 'ne'],
  ];
  for (const [name, query, locale, code] of cases) {
    const table = await tableOf(code);
    assert.equal(typeof table.needsServer, 'string', `${code}.js has its needsServer text`);
    if (code !== 'en') assert.notEqual(table.needsServer, en.needsServer, `${code}.js's needsServer is translated`);
    const { message, body } = await fromFile(name, query, locale);
    assert.equal(message, table.needsServer, `${name}${query} in ${locale}`);
    assert.ok(!body.includes(en.loading) && !body.includes('Loading'), `${name}${query}: not waiting`);
  }
});

/**
 * A layer file's header as urim-tables writes it (format 2), for `holes` pits a row
 * and `seeds` seeds, of a layer of `boards` boards: with its body and its table of
 * block checksums (8 bytes a 4 KiB block of the body), the whole file's length.
 */
function layerFile(holes, seeds, boards) {
  const payload = boards * 2; // a bound byte and a ply byte a board (a layer of up to 21 seeds)
  const sums = Math.ceil(payload / 4096) * 8;
  const file = Buffer.alloc(64 + payload + sums);
  file.write('URIMTBL\0', 0, 'latin1');
  file.writeUInt32LE(2, 8);
  file.writeUInt32LE(holes, 12);
  file.writeUInt32LE(seeds, 16);
  file.writeUInt32LE(17, 20);
  file.writeBigUInt64LE(BigInt(boards), 24);
  file.writeBigUInt64LE(BigInt(payload), 40);
  return file;
}

test('the table picker counts only table files, by name and header, each name once', async () => {
  const tables = mkdtempSync(join(tmpdir(), 'urim-picked-'));
  mkdirSync(join(tables, 'copy'));
  writeFileSync(join(tables, 'urim-2x6-04.tbl'), layerFile(6, 4, 10)); // a table file
  writeFileSync(join(tables, 'copy', 'urim-2x6-04.tbl'), layerFile(6, 4, 10)); // the same, in a subfolder
  writeFileSync(join(tables, 'urim-2x6-05.tbl'), Buffer.alloc(84, 7)); // a table's name, not its header
  writeFileSync(join(tables, 'urim-2x6-12.tbl'), ''); // empty
  writeFileSync(join(tables, 'urim-2x7-06.tbl'), layerFile(7, 7, 10)); // a header of another layer than its name's
  writeFileSync(join(tables, 'notes.txt'), 'my notes');
  const page = await openFile('?lang=en&opponent=0');
  await page.locator('.table-files summary').click();
  await page.setInputFiles('#table-files', tables);
  const note = en.tableFilesChosen.one.replace('{n}', 1).replace('{seeds}', 4);
  await page.waitForFunction(() => document.getElementById('table-files-note').textContent !== '');
  assert.equal(await page.textContent('#table-files-note'), note);
  assert.deepEqual(await page.evaluate(() => document.getElementById('game').tableFiles.map((f) => f.name)), ['urim-2x6-04.tbl']);
  // A folder with no table file at all says so.
  rmSync(join(tables, 'urim-2x6-04.tbl'));
  rmSync(join(tables, 'copy'), { recursive: true });
  await page.setInputFiles('#table-files', tables);
  await page.waitForFunction((text) => document.getElementById('table-files-note').textContent === text, en.tableFilesNone);
  assert.equal(await page.evaluate(() => document.getElementById('game').tableFiles), null);
  rmSync(tables, { recursive: true, force: true });
  await done(page);
});
