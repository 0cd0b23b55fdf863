// The demo page's offline copy under the strictest policy a museum might send, on
// every file served: default-src 'none' with only what the page needs, Trusted
// Types required and only the `urim` policy allowed. The page registers its service
// worker through that policy (page/page.js, engine/urim-engine.js), opened alone
// and framed by a host page under the same policy: the worker becomes active and
// controls the page after a reload, the page says it is kept, and no CSP or Trusted
// Types violation is reported. A plain string given to register() is refused there,
// so the policy is in force. Run `npm run build` first.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserForTests, watchStrictHost } from './browser.mjs';

/** The policy, as one header, on every response (the page, its scripts, sw.js, the host page). */
const CSP = [
  "default-src 'none'", "script-src 'self' 'wasm-unsafe-eval'", "style-src 'self'", "img-src 'self' data:",
  "worker-src 'self' blob:", "connect-src 'self'", "font-src 'self'", "manifest-src 'self'", "frame-src 'self'",
  "require-trusted-types-for 'script'", 'trusted-types urim',
].join('; ');

const env = browserForTests({ headers: { 'Content-Security-Policy': CSP } });

/** The host page that frames the demo page, as docs/embedding.md shows (its class's rule in style.css is not needed to load). */
const HOST = '<!doctype html><html lang="en"><title>Museum</title><h1>Museum</h1>'
  + '<iframe class="urim-frame" src="/index.html?embed=1&lang=pt" title="Urim"></iframe>';

/**
 * A context whose every page and frame records its CSP violations (an init script,
 * which no policy stops) and whose page errors and failed requests are collected;
 * the host page answered with the policy.
 */
async function openContext() {
  const context = await env().browser.newContext({ viewport: { width: 1100, height: 900 } });
  const seen = await watchStrictHost(context);
  await context.route(`${env().base}/museum.html`, (route) => route.fulfill({
    status: 200, contentType: 'text/html; charset=utf-8', headers: { 'Content-Security-Policy': CSP }, body: HOST,
  }));
  return { context, seen };
}

/**
 * In `frame` (the page or the framed page): waits for the service worker to be
 * active with the folder as its scope and for the page's line that says it is kept.
 */
async function checkKept(frame) {
  const active = await frame.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = /** @type {ServiceWorker} */ (registration.active);
    while (worker.state === 'activating') await new Promise((next) => { worker.addEventListener('statechange', next, { once: true }); });
    return { scope: registration.scope, state: registration.active?.state, script: registration.active?.scriptURL };
  });
  assert.deepEqual(active, { scope: `${env().base}/`, state: 'activated', script: `${env().base}/sw.js` });
  await frame.locator('#offline').waitFor({ state: 'visible' });
}

test('the demo page alone: its service worker registers through the urim policy, with no violation', async () => {
  const { context, seen } = await openContext();
  const page = await context.newPage();
  await page.goto(`${env().base}/?lang=pt`);
  await page.waitForFunction(() => document.querySelector('urim-game')?.busy === false);
  await checkKept(page);
  await page.waitForLoadState('networkidle'); // what the page fetches while idle, before the reload
  await page.reload();
  await page.waitForFunction(() => document.querySelector('urim-game')?.busy === false);
  assert.equal(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL), `${env().base}/sw.js`, 'the page is controlled after a reload');
  assert.deepEqual(seen.violations, []);
  assert.deepEqual(seen.errors, []);
  assert.deepEqual(seen.failed, []);

  // The policy is in force: the plain string that page.js gave before is refused, and reported.
  const reported = seen.nextViolation();
  const refused = await page.evaluate(() => navigator.serviceWorker.register('sw.js').then(() => 'registered', (e) => e.name));
  assert.equal(refused, 'TypeError');
  await reported;
  assert.equal(seen.violations.length, 1);
  assert.match(seen.violations[0], /require-trusted-types-for/);
  await context.close();
});

test('the demo page framed by a host page under the same policy: its service worker registers, with no violation', async () => {
  const { context, seen } = await openContext();
  const page = await context.newPage();
  await page.goto(`${env().base}/museum.html`);
  const frame = page.frameLocator('iframe.urim-frame');
  const inside = page.frames().find((f) => f.url().includes('/index.html'));
  assert.ok(inside, 'the frame loaded the demo page');
  await inside.waitForFunction(() => document.querySelector('urim-game')?.busy === false);
  await checkKept(inside);
  assert.equal(await frame.locator('html').getAttribute('class'), 'embedded');
  await inside.waitForLoadState('networkidle');
  await page.reload();
  const again = page.frames().find((f) => f.url().includes('/index.html'));
  await again.waitForFunction(() => document.querySelector('urim-game')?.busy === false);
  assert.equal(await again.evaluate(() => navigator.serviceWorker.controller?.scriptURL), `${env().base}/sw.js`, 'the frame is controlled after a reload');
  assert.deepEqual(seen.violations, []);
  assert.deepEqual(seen.errors, []);
  assert.deepEqual(seen.failed, []);
  await context.close();
});
