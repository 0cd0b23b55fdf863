// One job: Urim on host pages that get in its way, in headless Chromium. A page
// that defined <urim-game> or <urim-board> itself hears it (a console warning
// naming the tag, an `error` event on the document); a browser without
// ResizeObserver or Intl.PluralRules shows a plain message in each element, in
// its language, and fires `error` instead of throwing; a frame sandboxed without
// allow-same-origin says, in the page's language, what it needs, with a link to
// the game in its own tab. Run `npm run build` first.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserForTests } from './browser.mjs';
import { loadTable } from '../../www/i18n/index.js';
import { wordsOf } from './words.mjs';

const env = browserForTests();
const pt = await loadTable('pt');
const en = await wordsOf('en'); // en.js and the words that come later with their code

/**
 * A page at /strict-host.html whose document is `html`, with `setUp` run before
 * any of its scripts; collects its console warnings, page errors and the
 * messages of `error` events that reach the document.
 */
async function hostPage(html, setUp = () => {}) {
  const page = await env().browser.newPage();
  page.warnings = [];
  page.errors = [];
  page.on('console', (m) => { if (m.type() === 'warning') page.warnings.push(m.text()); });
  page.on('pageerror', (e) => page.errors.push(e));
  await page.addInitScript(setUp);
  await page.addInitScript(() => {
    window.heard = [];
    document.addEventListener('error', (e) => { if (e.detail?.message) window.heard.push(e.detail.message); });
  });
  await page.route(`${env().base}/strict-host.html`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  await page.goto(`${env().base}/strict-host.html`);
  return page;
}

test('a tag another script defined first is told in the console and by an error event on the document', async () => {
  const page = await hostPage(`<!doctype html><html lang="en"><title>host</title>
<script>
  customElements.define('urim-game', class extends HTMLElement {});
  customElements.define('urim-board', class extends HTMLElement {});
</script>
<script type="module" src="/pkg/urim-elements.js"></script>
<urim-game></urim-game><urim-board></urim-board>`);
  await page.waitForFunction(() => window.heard.length >= 2);
  const heard = await page.evaluate(() => window.heard);
  for (const tag of ['urim-game', 'urim-board']) {
    assert.ok(heard.some((m) => m.includes(`<${tag}>`) && /another script/.test(m)), `the event names ${tag}: ${heard}`);
    assert.ok(page.warnings.some((w) => w.includes(`<${tag}>`)), `a warning names ${tag}: ${page.warnings}`);
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('importing the elements twice, from two addresses, warns of nothing', async () => {
  const page = await hostPage(`<!doctype html><html lang="en"><title>host</title>
<script type="module" src="/pkg/urim-elements.js"></script>
<script type="module" src="/pkg/urim-elements.js?again"></script>
<urim-board></urim-board>`);
  await page.waitForFunction(() => document.querySelector('urim-board').shadowRoot);
  await page.evaluate(() => import('/pkg/urim-elements.js?third'));
  assert.deepEqual(await page.evaluate(() => window.heard), []);
  assert.deepEqual(page.warnings.filter((w) => w.includes('urim-')), []);
  await page.close();
});

/** Element `id`'s message in its shadow root, once there (an empty string while there is none). */
const messageOf = (page, id) => page.evaluate((i) => document.getElementById(i).shadowRoot?.querySelector('[role="alert"]')?.textContent ?? '', id);

/**
 * A host page with a Portuguese game and an English diagram in a browser without
 * `feature` (deleted before the page's scripts run); resolves once both say so,
 * or once the page throws (which the test then reports).
 */
async function withoutFeature(setUp) {
  const page = await hostPage(`<!doctype html><html lang="en"><title>host</title>
<script type="module" src="/pkg/urim-elements.js"></script>
<urim-game id="g" lang="pt"></urim-game><urim-board id="b"></urim-board>`, setUp);
  const thrown = new Promise((settle) => page.once('pageerror', settle));
  await Promise.race([page.waitForFunction(() => window.heard.length >= 2), thrown]);
  return page;
}

for (const [feature, setUp] of [
  ['ResizeObserver', () => { delete window.ResizeObserver; }],
  ['Intl.PluralRules', () => { delete Intl.PluralRules; }],
]) {
  test(`without ${feature}, each element says so in its box and fires error, and nothing throws`, async () => {
    const page = await withoutFeature(setUp);
    assert.deepEqual(page.errors.map(String), []);
    const game = await messageOf(page, 'g');
    const board = await messageOf(page, 'b');
    assert.equal(game, pt.oldBrowser.replace('{missing}', feature), 'the game speaks its lang, Portuguese');
    assert.equal(board, en.oldBrowser.replace('{missing}', feature), 'the diagram speaks English');
    assert.deepEqual((await page.evaluate(() => window.heard)).sort(), [game, board].sort());
    await page.close();
  });
}

test('a frame sandboxed without allow-same-origin says, in its language, what it needs, with a link to its own tab', async () => {
  const page = await hostPage(`<!doctype html><html lang="en"><title>host</title>
<iframe sandbox="allow-scripts" src="/index.html?embed=1&lang=pt" title="Urim"></iframe>`);
  const frame = page.frames().find((f) => f.url().includes('/index.html'));
  await frame.waitForLoadState('load'); // the script that says it is added while the page parses, so it holds the load back
  const said = await frame.evaluate(() => {
    const line = document.querySelector('.needs-server');
    return line && { text: line.textContent, lang: line.lang, link: line.querySelector('a')?.href };
  });
  assert.ok(said, 'the frame shows the message');
  assert.ok(said.text.startsWith(pt.needsOwnOrigin), said.text);
  assert.equal(said.lang, 'pt');
  assert.equal(said.link, `${env().base}/index.html?embed=1&lang=pt`);
  assert.deepEqual(page.errors, []);
  await page.close();
});
