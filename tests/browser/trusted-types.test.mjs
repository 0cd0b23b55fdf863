// <urim-game> and <urim-board> under the strictest policy a museum might send, on
// every file served (the page, the scripts, the worker, the wasm, the translations):
// default-src 'none' with only what the elements need, and Trusted Types required.
// A game against the computer in its worker, a hint, the moves list and a look back,
// the position editor, step by step, other languages, the demonstration and its
// sound (modules loaded when first wanted), the About link and the rules page's
// diagrams: no CSP or Trusted Types violation, no console error, no failed request.
// Run `npm run build` first.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { openBrowser, speaking } from './browser.mjs';

/** The policy, as one header, on every response. */
const CSP = [
  "default-src 'none'", "script-src 'self' 'wasm-unsafe-eval'", "style-src 'self'", "img-src 'self' data:",
  "worker-src 'self' blob:", "connect-src 'self'", "font-src 'self'", "require-trusted-types-for 'script'",
].join('; ');
const HOST = new URL('./host/', import.meta.url);
const TYPES = { html: 'text/html; charset=utf-8', css: 'text/css', js: 'text/javascript' };
/** The elements on the host page, each to fire `ready`. */
const ELEMENTS = ['g', 'demo', 'd1', 'd2'];
/** The most clicks that stepping through one move may take (a lap of 17 seeds and its chain). */
const MAX_STEPS = 40;

let env;

before(async () => {
  env = await openBrowser({ headers: { 'Content-Security-Policy': CSP } });
});

after(async () => {
  await env?.close();
});

/**
 * A browser context whose every page records its CSP violations (an init script,
 * which no policy stops), console errors, page errors, failed requests and the
 * files it fetched; the host pages come from tests/browser/host/ with `hostPolicy`.
 */
async function openContext(hostPolicy = CSP) {
  const context = await env.browser.newContext({ viewport: { width: 1100, height: 900 }, reducedMotion: 'reduce' });
  const seen = { violations: [], errors: [], failed: [], fetched: [] };
  await context.exposeBinding('reportViolation', ({ page }, text) => { seen.violations.push(`${page.url()}: ${text}`); });
  await context.addInitScript(() => {
    window.testViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      const text = `${e.violatedDirective}: ${e.blockedURI} (${e.sourceFile}:${e.lineNumber}) ${e.sample}`;
      window.testViolations.push(text);
      window.reportViolation(text);
    });
  });
  context.on('page', (page) => {
    page.on('pageerror', (e) => seen.errors.push(`${page.url()}: ${e.message}`));
    page.on('console', (m) => { if (m.type() === 'error') seen.errors.push(`${page.url()}: ${m.text()}`); });
    page.on('worker', (w) => w.on('console', (m) => { if (m.type() === 'error') seen.errors.push(`${w.url()}: ${m.text()}`); }));
    page.on('requestfailed', (r) => seen.failed.push(`${r.url()}: ${r.failure()?.errorText}`));
    page.on('response', (r) => {
      if (r.status() >= 400) seen.failed.push(`${r.url()}: ${r.status()}`);
      else seen.fetched.push(new URL(r.url()).pathname);
    });
  });
  await context.route(`${env.base}/host/*`, (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop();
    route.fulfill({ status: 200, contentType: TYPES[name.split('.').pop()], headers: { 'Content-Security-Policy': hostPolicy },
      body: readFileSync(new URL(name, HOST), 'utf8') });
  });
  return { context, seen };
}

/** Opens the host page and waits until every element on it is ready. */
async function openHost(context) {
  const page = await context.newPage();
  await page.goto(`${env.base}/host/trusted.html`);
  await page.waitForFunction((ids) => ids.every((id) => window.hostLog.events.some((e) => e.type === 'ready' && e.id === id)), ELEMENTS);
  return page;
}

const inShadow = (page, id, selector) => page.locator(`#${id}`).locator(selector);
const shadowText = (page, id, selector) => page.evaluate(([i, s]) => document.getElementById(i).shadowRoot.querySelector(s).textContent, [id, selector]);
const waitIdle = (page, id) => page.waitForFunction((i) => document.getElementById(i).busy === false, id);

/** Clicks the centre of `pit` of game `id` on its canvas, where a visitor would. */
async function clickPit(page, id, pit) {
  await page.locator(`#${id} canvas`).scrollIntoViewIfNeeded();
  const box = await page.locator(`#${id} canvas`).boundingBox();
  const c = await page.evaluate(([i, p]) => document.getElementById(i).pitCenter(p), [id, pit]);
  await page.mouse.click(box.x + c.x, box.y + c.y);
}

/** Clicks "next step" on element `id` until its step bar is gone. */
async function stepThrough(page, id) {
  const bar = inShadow(page, id, '.step-bar');
  for (let i = 0; i < MAX_STEPS && await bar.isVisible(); i += 1) {
    await inShadow(page, id, '[part=next-step]').click();
  }
  assert.equal(await bar.isVisible(), false, `${id}: the steps came to an end`);
}

/**
 * Clicks "next step" on game `id` whenever its step bar shows, until `moves` moves
 * are played and the visitor may move again; returns the number of clicks.
 */
async function stepGame(page, id, moves) {
  let clicks = 0;
  for (; clicks < 2 * MAX_STEPS; clicks += 1) {
    await page.waitForFunction(([i, n]) => {
      const g = document.getElementById(i);
      return !g.shadowRoot.querySelector('.step-bar').hidden || (g.moves.length >= n && !g.busy);
    }, [id, moves]);
    if (!(await inShadow(page, id, '.step-bar').isVisible())) break;
    await inShadow(page, id, '[part=next-step]').click();
  }
  assert.equal(await page.evaluate((i) => document.getElementById(i).moves.length, id), moves);
  return clicks;
}

test('the policy is in force and its breaches are seen: markup from a string and a plain Worker URL are refused', async () => {
  const { context, seen } = await openContext();
  const page = await openHost(context);
  const refused = await page.evaluate(() => {
    const out = [];
    try { document.createElement('div').innerHTML = '<b>markup</b>'; out.push('innerHTML allowed'); } catch (e) { out.push(e.name); }
    try { new Worker('/pkg/urim-worker.js', { type: 'module' }).terminate(); out.push('Worker allowed'); } catch (e) { out.push(e.name); }
    return out;
  });
  assert.deepEqual(refused, ['TypeError', 'TypeError']);
  await page.waitForFunction(() => window.testViolations.length === 2);
  assert.deepEqual(await page.evaluate(() => window.testViolations.map((v) => v.split(':')[0])),
    ['require-trusted-types-for', 'require-trusted-types-for']);
  assert.equal(seen.violations.length, 2, 'each one reported to the test too');
  await context.close();
});

test('under default-src \'none\' and Trusted Types: a whole visit to the elements, without one violation or error', async () => {
  const { context, seen } = await openContext();
  const page = await openHost(context);

  // The French words came from a module imported when wanted; the engine's worker started.
  await waitIdle(page, 'g');
  await speaking(page, 'fr', '#g');
  assert.match(await shadowText(page, 'g', '.status'), /À vous/);
  assert.ok(seen.fetched.includes('/pkg/i18n/fr.js'), 'the French translation was imported');
  await clickPit(page, 'g', 4);
  await page.waitForFunction(() => document.getElementById('g').moves.length === 2 && !document.getElementById('g').busy);
  assert.ok(page.workers().some((w) => w.url().endsWith('/pkg/urim-worker.js')), 'the computer thinks in its worker');
  assert.equal(await inShadow(page, 'g', '.notice').isVisible(), false, 'no notice: the worker did not fall back to the page');

  // A hint, from the worker, with its words.
  await inShadow(page, 'g', '[part=hint]').click();
  await page.waitForFunction(() => /^Essayez /.test(document.getElementById('g').shadowRoot.querySelector('.preview').textContent));

  // The moves list, a look back at the first move, and back to the game.
  await inShadow(page, 'g', '[part=moves-summary]').click();
  assert.equal(await inShadow(page, 'g', '.move-list button.ply').count(), 2);
  await inShadow(page, 'g', '.move-list button.ply').first().click();
  await inShadow(page, 'g', '[part=review-bar]').waitFor({ state: 'visible' });
  await inShadow(page, 'g', '[part=back-to-game]').click();
  await inShadow(page, 'g', '[part=review-bar]').waitFor({ state: 'hidden' });

  // The position editor: a tap adds a seed; cancelled, the game is as it was.
  const position = await page.evaluate(() => document.getElementById('g').position);
  await inShadow(page, 'g', '[part=edit]').click();
  await inShadow(page, 'g', '[part=editor]').waitFor({ state: 'visible' });
  const status = await shadowText(page, 'g', '.edit-status');
  await clickPit(page, 'g', 0);
  await page.waitForFunction((s) => document.getElementById('g').shadowRoot.querySelector('.edit-status').textContent !== s, status);
  await inShadow(page, 'g', '[part=edit-cancel]').click();
  assert.equal(await page.evaluate(() => document.getElementById('g').position), position);

  // Step by step: the visitor's move, then the computer's, each stepped through.
  await inShadow(page, 'g', '[part=steps]').check();
  const legal = await page.evaluate(() => document.getElementById('g').legalMoves);
  await clickPit(page, 'g', legal[0]);
  await inShadow(page, 'g', '.step-bar').waitFor({ state: 'visible' });
  const clicks = await stepGame(page, 'g', 4);
  assert.ok(clicks >= 2, `both moves were stepped (${clicks} clicks)`);

  // Another language, imported when asked for.
  await page.evaluate(() => document.getElementById('g').setAttribute('lang', 'ja'));
  await page.waitForFunction(() => /あなたの番/.test(document.getElementById('g').shadowRoot.querySelector('.status').textContent));
  assert.ok(seen.fetched.includes('/pkg/i18n/ja.js'), 'the Japanese translation was imported');

  // The demonstration (kiosk/attract.js) plays; a touch takes over, and its sound (sound/clicks.js) starts.
  await page.waitForFunction(() => document.getElementById('demo').moves.length >= 1);
  assert.ok(seen.fetched.includes('/pkg/kiosk/attract.js'), 'attract mode was imported');
  await clickPit(page, 'demo', 2);
  await page.waitForFunction(() => document.getElementById('demo').legalMoves.length > 0);
  const demoMoves = await page.evaluate(() => document.getElementById('demo').moves.length);
  await clickPit(page, 'demo', (await page.evaluate(() => document.getElementById('demo').legalMoves))[0]);
  await page.waitForFunction((n) => document.getElementById('demo').moves.length > n, demoMoves);
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => r.name.endsWith('/pkg/sound/clicks.js')));

  // Diagrams: the stepped one stepped through, the interactive one played on.
  await inShadow(page, 'd1', '[part=play]').click();
  await stepThrough(page, 'd1');
  await page.waitForFunction(() => document.getElementById('d1').currentPosition === '3-3-3-3-0-1-0-0-0-5-3-3-11-1-N');
  await page.evaluate(() => document.getElementById('d2').play());
  assert.match(await shadowText(page, 'd2', '.words'), /17/);

  // The About link opens the About page (in the game's language), itself under the policy.
  const [about] = await Promise.all([context.waitForEvent('page'), inShadow(page, 'g', '[part=about]').click()]);
  await about.waitForLoadState('load');
  assert.match(new URL(about.url()).pathname, /^\/about\.ja\.html$/);
  await about.waitForFunction(() => [...document.querySelectorAll('urim-board')].every((b) => b.shadowRoot?.querySelector('canvas')));

  // The rules page: every diagram drawn, one played step by step.
  const rules = await context.newPage();
  await rules.goto(`${env.base}/rules.html`);
  await rules.waitForFunction(() => document.querySelectorAll('urim-board').length > 0
    && [...document.querySelectorAll('urim-board')].every((b) => b.shadowRoot?.querySelector('canvas')?.width > 0));
  const stepped = await rules.evaluate(() => [...document.querySelectorAll('urim-board[move][steps]')].map((b, i) => { b.id ||= `rule-${i}`; return b.id; }));
  assert.ok(stepped.length > 0, 'the rules page has stepped diagrams');
  await rules.locator(`#${stepped[0]}`).scrollIntoViewIfNeeded();
  await inShadow(rules, stepped[0], '[part=play]').click();
  await inShadow(rules, stepped[0], '.step-bar').waitFor({ state: 'visible' });
  await stepThrough(rules, stepped[0]);
  await rules.waitForFunction((id) => document.getElementById(id).shadowRoot.querySelector('.words').textContent !== '', stepped[0]);

  assert.deepEqual(seen.violations, []);
  assert.deepEqual(seen.errors, []);
  assert.deepEqual(seen.failed, []);
  await context.close();
});

test('a host that names its Trusted Types policies: with "urim" among them the worker starts; without, the game plays on the page', async () => {
  const named = await openContext(`${CSP}; trusted-types urim`);
  let page = await openHost(named.context);
  await page.evaluate(() => document.getElementById('g').play('E'));
  await page.waitForFunction(() => document.getElementById('g').moves.length === 2 && !document.getElementById('g').busy);
  assert.ok(page.workers().some((w) => w.url().endsWith('/pkg/urim-worker.js')));
  assert.deepEqual(named.seen.violations, []);
  assert.deepEqual(named.seen.errors, []);
  await named.context.close();

  const unnamed = await openContext(`${CSP}; trusted-types other`);
  page = await openHost(unnamed.context);
  await page.evaluate(() => document.getElementById('g').play('E'));
  await page.waitForFunction(() => document.getElementById('g').moves.length === 2 && !document.getElementById('g').busy);
  assert.equal(page.workers().length, 0, 'no worker could start');
  await page.waitForFunction(() => window.testViolations.length > 0);
  assert.deepEqual(unnamed.seen.violations.map((v) => v.replace(/ \(.*\)/, '')), [`${page.url()}: trusted-types: trusted-types-policy urim`],
    'one violation for the page (two games), the policy refused, and no Worker refused');
  await unnamed.context.close();
});
