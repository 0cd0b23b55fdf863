// The release a museum copies (`npm run release`, .ci/release.mjs), as a museum uses
// it: the zip made from the build, unpacked with Debian's `unzip` into a folder of a
// site (/museum/urim/ under a temporary site root, served as it is), the demo page
// opened there, a move played against the computer in its worker, the rules and
// About links followed inside that folder, the service worker registered with the
// folder as its scope, and not one request failed or answered 4xx/5xx. Also: the
// zip holds what is served and no source, its README's counts are the files', and
// the single file opens from the unpacked folder with no server, and the folder's page
// opened from the disk says what to do in words that fit a release folder. Run `npm run build` first.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, test } from 'node:test';
import { openBrowser } from './browser.mjs';
import { FOLDER, writeRelease } from '../../.ci/release.mjs';
import { listedIn } from '../../.ci/sw-files.mjs';
import pt from '../../www/i18n/pt.js';
import { ENGLISH } from '../../www/words/page-words.js';

/** The site's folder the release is unpacked into, below the site's root. */
const SITE_FOLDER = '/museum/';
/** Where the game's pages are, below the site's root. */
const GAME = `${SITE_FOLDER}${FOLDER}/`;

const temp = mkdtempSync(join(tmpdir(), 'urim-release-'));
const siteRoot = join(temp, 'site');
const unpacked = join(siteRoot, GAME);
let made;
let env;

before(async () => {
  made = writeRelease({ out: join(temp, 'out') });
  mkdirSync(join(siteRoot, SITE_FOLDER), { recursive: true });
  const unzip = spawnSync('unzip', ['-q', made.zip, '-d', join(siteRoot, SITE_FOLDER)], { encoding: 'utf8' });
  assert.equal(unzip.status, 0, `unzip: ${unzip.error?.message ?? unzip.stderr}`);
  env = await openBrowser({ root: siteRoot });
});

after(async () => {
  await env?.close();
  rmSync(temp, { recursive: true, force: true });
});

/** Every file under `dir`, as paths relative to it. */
const filesIn = (dir) => readdirSync(dir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => join(entry.parentPath, entry.name).slice(dir.length));

test('the zip unpacks to one folder holding the served files, no sources, and a README whose counts are the files\'', () => {
  assert.deepEqual(readdirSync(join(siteRoot, SITE_FOLDER)), [FOLDER], 'one folder');
  const files = filesIn(unpacked);
  assert.equal(files.length, made.files);
  for (const file of ['index.html', 'puzzles.html', 'sw.js', 'embed.js', 'urim.html', 'README.txt', 'pkg/urim-elements.js', 'pkg/urim-worker.js',
    'pkg/urim_bg.wasm', 'pkg/urim-search_bg.wasm', 'pkg/page/page.js', 'rules.html', 'about.html', pt.rulesPage, pt.aboutPage]) {
    assert.ok(files.includes(file), `${file} is in it`);
  }
  // What the build makes pages and bundles from is not served: none of it goes in.
  const sources = files.filter((f) => /^(elements|engine|view|page|pages|single|types|editor|game|i18n)\//.test(f) || f.endsWith('.d.ts'));
  assert.deepEqual(sources, []);
  // Every file the service worker keeps is there (its install would fail on one missing).
  const kept = Object.keys(listedIn(readFileSync(join(unpacked, 'sw.js'), 'utf8')).files).filter((f) => f !== './');
  assert.ok(kept.length > 0, 'sw.js lists its files');
  assert.deepEqual(kept.filter((f) => !files.includes(f)), []);
  // The README counts the files beside it, and names the version.
  const readme = readFileSync(join(unpacked, 'README.txt'), 'utf8');
  assert.match(readme, new RegExp(`^Urim ${made.version.replace(/\./g, '\\.')}:`));
  const counted = Number(readme.match(/everything but this README +(\d+) files/)?.[1]);
  assert.equal(counted, files.length - 1);
  const wasm = files.filter((f) => f.endsWith('.wasm'));
  assert.equal(Number(readme.match(/of which the WebAssembly modules +(\d+) files/)?.[1]), wasm.length);
});

/**
 * A browser context whose failed requests (no answer, or 4xx/5xx) and page errors
 * are collected on `seen`; service workers allowed, as a visitor's browser does.
 */
async function visitor() {
  const context = await env.browser.newContext({ viewport: { width: 1100, height: 900 } });
  const seen = { failed: [], errors: [] };
  context.on('page', (page) => {
    page.on('pageerror', (e) => seen.errors.push(`${page.url()}: ${e.message}`));
    page.on('requestfailed', (r) => seen.failed.push(`${page.url()} asked ${r.url()}: ${r.failure()?.errorText}`));
    page.on('response', (r) => { if (r.status() >= 400) seen.failed.push(`${r.url()}: ${r.status()}`); });
  });
  return { context, seen };
}

/** Clicks pit `pit` of the page's game where the board draws it. */
async function clickPit(page, pit) {
  const canvas = page.locator('urim-game canvas');
  const box = await canvas.boundingBox();
  const c = await page.evaluate((p) => document.querySelector('urim-game').pitCenter(p), pit);
  await page.mouse.click(box.x + c.x, box.y + c.y);
}

/**
 * Waits until `page` has fetched what it fetches in its idle time (the engine, the
 * records module): a navigation by the test would cancel those requests, and a
 * cancelled request is counted as failed.
 */
const settle = (page) => page.waitForLoadState('networkidle');

/** Follows the page's header link `id`; checks it stays in the folder, answers 200 and shows `file`'s heading; goes back. */
async function follow(page, id, file) {
  await settle(page);
  const [response] = await Promise.all([page.waitForNavigation(), page.locator(`#${id}`).click()]);
  assert.equal(response.status(), 200, `${id}: 200`);
  assert.equal(new URL(page.url()).pathname, `${GAME}${file}`, `${id}: inside the folder`);
  const heading = readFileSync(join(unpacked, file), 'utf8').match(/<h1>(.*?)<\/h1>/)[1];
  assert.equal(await page.locator('h1').first().textContent(), heading, `${id}: the page of ${file}`);
  await page.waitForFunction(() => [...document.querySelectorAll('urim-board')].every((b) => b.shadowRoot?.querySelector('canvas')));
  await settle(page);
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('urim-game')?.busy === false);
}

test('unpacked into /museum/urim/: a game against the computer, the rules and About links, the service worker, and no failed request', async () => {
  const { context, seen } = await visitor();
  const page = await context.newPage();
  await page.goto(`${env.base}${GAME}?lang=pt`);
  await page.waitForFunction((words) => document.querySelector('urim-game')?.busy === false
    && document.querySelector('urim-game').shadowRoot.querySelector('[part=new-game]')?.textContent === words, pt.newGame);

  // A move, and the computer's reply, thought in its worker from the folder.
  const [pit] = await page.evaluate(() => document.querySelector('urim-game').legalMoves);
  await clickPit(page, pit);
  await page.waitForFunction(() => document.querySelector('urim-game').moves.length === 2 && !document.querySelector('urim-game').busy);
  assert.ok(page.workers().some((w) => w.url() === `${env.base}${GAME}pkg/urim-worker.js`), 'the computer thinks in its worker');

  // The service worker looks after the folder, and the page says it is kept.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  assert.equal(scope, `${env.base}${GAME}`);
  await page.locator('#offline').waitFor({ state: 'visible' });
  assert.equal(await page.locator('#offline').textContent(), pt.offlineReady);

  // The element's About link and the page's own, inside the folder; followed, each answers with its page.
  assert.equal(await page.evaluate(() => document.querySelector('urim-game').shadowRoot.querySelector('[part=about]').href), `${env.base}${GAME}${pt.aboutPage}`);
  await follow(page, 'rules-page-link', pt.rulesPage); // How to play opens the lessons on the page
  await follow(page, 'about-link', pt.aboutPage);

  // "Embed this" there points a host page at the folder's own files.
  await page.locator('#embed-open').click();
  await page.locator('#embed-html').waitFor({ state: 'visible' });
  const html = await page.locator('#embed-html').inputValue();
  assert.ok(html.includes(`src="${env.base}${GAME}pkg/urim-elements.js"`), html);
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.getElementById('embed-dialog'));

  // Reloaded, the page is under its service worker's control.
  await settle(page);
  await page.reload();
  assert.equal(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL), `${env.base}${GAME}sw.js`);

  assert.deepEqual(seen.failed, []);
  assert.deepEqual(seen.errors, []);
  await context.close();
});

test('the single file in the unpacked folder opens from the disk and plays, with no server', async () => {
  const { context, seen } = await visitor();
  const page = await context.newPage();
  await page.goto(`${pathToFileURL(join(unpacked, 'urim.html')).href}?lang=pt`);
  await page.waitForFunction(() => document.getElementById('game')?.busy === false);
  await page.evaluate(() => document.getElementById('game').play(document.getElementById('game').legalMoves[0]));
  await page.waitForFunction(() => document.getElementById('game').moves.length >= 1);
  assert.deepEqual(seen.errors, []);
  assert.deepEqual(seen.failed, []);
  await context.close();
});

test('the folder\'s page opened from the disk says what to do with a release folder: a web server, or urim.html beside it', async () => {
  const { context, seen } = await visitor();
  const page = await context.newPage();
  for (const [query, words] of [['', ENGLISH.needsServer], ['?lang=pt', pt.needsServer]]) {
    await page.goto(`${pathToFileURL(join(unpacked, 'index.html')).href}${query}`);
    const message = await page.locator('.needs-server').textContent();
    assert.equal(message, words, `index.html${query}`);
    assert.doesNotMatch(message, /npm/, 'nothing a release folder does not have');
    assert.match(message, /urim\.html/);
  }
  assert.ok(readdirSync(unpacked).includes('urim.html'), 'the urim.html it names is beside it');
  assert.deepEqual(seen.errors, []);
  await context.close();
});
