// Urim copied into a folder of a site, as the README tells a museum to do: www/
// served under /urim/ rather than at the site's root (every request under /urim/
// is answered with the www/ file of the same path). The element's About link, the
// page's own links and the assets resolve inside that folder, and `about` takes
// only web addresses. Run `npm run build` first.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openBrowser, speaking } from './browser.mjs';
import pt from '../../www/i18n/pt.js';

/** The site folder Urim is copied into. */
const FOLDER = '/museu/urim/';

let env;
before(async () => {
  env = await openBrowser();
});
after(() => env?.close());

/**
 * A page whose requests under FOLDER are answered from www/ (the same path below
 * it), and nothing outside FOLDER: a request there fails, as on a site whose
 * root holds no Urim. Failed requests are collected on `page.failed`.
 */
async function inFolder() {
  const page = await env.browser.newPage();
  page.errors = [];
  page.failed = [];
  page.on('pageerror', (e) => page.errors.push(e));
  await page.route(`${env.base}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (!url.pathname.startsWith(FOLDER)) {
      page.failed.push(url.pathname);
      return route.fulfill({ status: 404, body: 'not here' });
    }
    const inside = new URL(url.pathname.slice(FOLDER.length - 1) + url.search, env.base);
    return route.fulfill({ response: await route.fetch({ url: inside.href }) });
  });
  return page;
}

/**
 * Closes a page of inFolder(): its routes go first, so that a request still on its
 * way (the diagrams ask for the code that shows a move when the page is idle) is
 * dropped rather than answered into a closed page.
 * @param {import('playwright-core').Page} page
 */
async function leave(page) {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.close();
}

test('copied into a site folder: the About link, the page\'s links and every asset stay inside the folder', async () => {
  const page = await inFolder();
  await page.goto(`${env.base}${FOLDER}?lang=pt&opponent=0`);
  // Started, and speaking Portuguese (the board plays in English while the words load).
  await page.waitForFunction((words) => document.querySelector('urim-game')?.started
    && document.querySelector('urim-game').shadowRoot.querySelector('[part=new-game]').textContent === words, pt.newGame);
  const about = await page.evaluate(() => document.querySelector('urim-game').shadowRoot.querySelector('[part=about]').href);
  assert.equal(about, `${env.base}${FOLDER}${pt.aboutPage}`, 'the element\'s About link');
  const links = await page.evaluate(() => ['rules-link', 'rules-page-link', 'about-link', 'puzzles-link'].map((id) => document.getElementById(id).href));
  assert.deepEqual(links, [`${env.base}${FOLDER}${pt.rulesPage}`, `${env.base}${FOLDER}${pt.rulesPage}`, `${env.base}${FOLDER}${pt.aboutPage}`, `${env.base}${FOLDER}puzzles.html?lang=pt`]);
  // The About page is there, and its own links and diagrams work from the folder.
  const opened = await inFolder();
  const response = await opened.goto(about);
  assert.equal(response.status(), 200);
  await opened.waitForFunction(() => document.querySelector('urim-board')?.shadowRoot?.querySelector('canvas'));
  assert.deepEqual([...page.failed, ...opened.failed], [], 'nothing was asked for outside the folder');
  assert.deepEqual([...page.errors, ...opened.errors], []);
  await leave(opened);
  await leave(page);
});

test('about takes a web address (http, https or relative), and refuses any other kind with the reason in the element\'s language', async () => {
  const page = await inFolder();
  await page.goto(`${env.base}${FOLDER}?lang=pt&opponent=0`);
  await page.waitForFunction(() => document.querySelector('urim-game')?.started);
  await speaking(page, 'pt'); // the refusals are said in the words the element shows
  const link = () => page.evaluate(() => document.querySelector('urim-game').shadowRoot.querySelector('[part=about]').href);
  const heard = await page.evaluate(() => {
    const errors = [];
    document.querySelector('urim-game').addEventListener('error', (e) => errors.push(e.detail.message));
    window.heardAbout = errors;
  });
  assert.equal(heard, undefined);
  for (const [given, href] of [['https://museu.example/urim/sobre', 'https://museu.example/urim/sobre'], ['historia.html', `${env.base}${FOLDER}historia.html`]]) {
    await page.evaluate((a) => document.querySelector('urim-game').setAttribute('about', a), given);
    await page.waitForFunction((h) => document.querySelector('urim-game').shadowRoot.querySelector('[part=about]').href === h, href);
  }
  const before = await link();
  for (const bad of ['javascript:alert(1)', 'data:text/html,<b>x</b>', ' ']) {
    await page.evaluate((a) => document.querySelector('urim-game').setAttribute('about', a), bad);
    const last = await page.evaluate(() => window.heardAbout.at(-1));
    assert.equal(last, pt.badAddress.replace('{name}', 'about').replace('{text}', bad), `${bad}: refused, in Portuguese`);
    assert.equal(await link(), before, `${bad}: the last good address kept`);
  }
  assert.deepEqual(page.errors, []);
  await leave(page);
});
