// Shared set-up of the page tests: headless Debian Chromium driven by playwright-core
// (never a downloaded browser), and www/ served on a free localhost port. No
// test's outcome may depend on the machine's speed: every page waits for what it
// waits for without a time limit (playwright's own is 30 s), and with
// URIM_CPU_THROTTLE=N (`npm run test:throttled` sets 4) every page's CPU runs N
// times slower (CDP Emulation.setCPUThrottlingRate), a slow machine. A test that
// hangs is stopped by node --test's --test-timeout (.ci/test.sh).
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';
import { serveStatic } from '../../.ci/serve.mjs';

/** Chromium as installed by Debian's `chromium` package. */
export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

/** Flags for a container without a GPU, sandbox or network. */
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'];

/** How many times slower each page's CPU runs (1: as fast as the machine). */
export const CPU_THROTTLE = Number(process.env.URIM_CPU_THROTTLE ?? 1);

/** Slows `page`'s CPU down by CPU_THROTTLE; resolves with the page. */
async function throttled(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
  return page;
}

/**
 * Readies `page`: no time limit on its waits, its CPU slowed down by CPU_THROTTLE.
 * @returns {Promise<import('playwright-core').Page>}
 */
async function ready(page) {
  page.setDefaultTimeout(0);
  return CPU_THROTTLE > 1 ? throttled(page) : page;
}

/**
 * Readies every page of `target` (a browser, or one context): those opened by
 * newPage before they load anything, any other (a popup, say) as it opens.
 */
export function prepared(target) {
  const newPage = target.newPage.bind(target);
  target.newPage = async (...args) => ready(await newPage(...args));
  if (target.newContext) {
    const newContext = target.newContext.bind(target);
    target.newContext = async (...args) => prepared(await newContext(...args));
  } else {
    target.setDefaultTimeout(0);
    target.on('page', (page) => { ready(page).catch(() => {}); });
  }
  return target;
}

/**
 * Starts the server (`headers` on every file it serves; the files of folder `root`,
 * www/ by default) and the browser; `close()` ends both.
 */
export async function openBrowser({ headers = {}, root = undefined } = {}) {
  const server = await serveStatic({ headers, root });
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = prepared(await chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true }));
  return {
    base,
    browser,
    async close() {
      await browser.close();
      await new Promise((done) => server.close(done));
    },
  };
}

/**
 * Opens the browser and the server before the tests of a file and closes them
 * after; returns the function that gives them ({ base, browser }) to each test.
 */
export function browserForTests(options) {
  let env = null;
  before(async () => {
    env = await openBrowser(options);
  });
  after(async () => {
    await env?.close();
  });
  return () => env;
}

/**
 * A page at `base` + `path` whose document is `html` (served under www/'s origin,
 * so that it can load www/pkg/ and start module workers), in a browser context of
 * its own made with `context` (viewport, reducedMotion...), closed with the page.
 * Its page errors are collected on `page.errors`, for the test to check.
 */
export async function pageWith(env, path, html, context = {}) {
  const page = await env.browser.newPage(context);
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  await page.route(`${env.base}${path}`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  await page.goto(`${env.base}${path}`);
  page.errors = errors;
  return page;
}

/**
 * Watches browser `context` as a strict host would be checked: every page and frame
 * reports its CSP violations (an init script, which no policy stops), and their page
 * errors and failed requests (refused, or answered 4xx/5xx) are collected. Resolves
 * with `seen` ({ violations, errors, failed }) and `seen.nextViolation()`, a promise
 * of the next violation reported.
 * @param {import('playwright-core').BrowserContext} context
 */
export async function watchStrictHost(context) {
  const seen = { violations: [], errors: [], failed: [], heard: () => {} };
  seen.nextViolation = () => new Promise((resolve) => { seen.heard = resolve; });
  await context.exposeBinding('reportViolation', ({ frame }, text) => {
    seen.violations.push(`${frame.url()}: ${text}`);
    seen.heard();
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      window.reportViolation(`${e.violatedDirective}: ${e.blockedURI} (${e.sourceFile}:${e.lineNumber}) ${e.sample}`);
    });
  });
  context.on('page', (page) => {
    page.on('pageerror', (e) => seen.errors.push(`${page.url()}: ${e.message}`));
    page.on('requestfailed', (r) => seen.failed.push(`${r.url()}: ${r.failure()?.errorText}`));
    page.on('response', (r) => { if (r.status() >= 400) seen.failed.push(`${r.url()}: ${r.status()}`); });
  });
  return seen;
}

/**
 * Resolves once every <urim-game> and <urim-board> in `frame` (a page or a frame),
 * or every element `selector` finds there, shows the words of language `code`. An
 * element is ready before its words when they come late (it plays in English
 * meanwhile, issue 20); its frame's lang says which words it shows. A test that
 * reads words waits for this, not for a set time.
 * @param {import('playwright-core').Page | import('playwright-core').Frame} frame
 * @param {string} code
 * @param {string} [selector]
 */
export async function speaking(frame, code, selector = 'urim-game, urim-board') {
  await frame.waitForFunction(([want, which]) => {
    const elements = [...document.querySelectorAll(which)];
    return elements.length > 0 && elements.every((el) => el.shadowRoot?.querySelector('[part=frame]')?.lang === want);
  }, [code, selector]);
}

/**
 * Waits until the first <urim-game>'s board in `frame` is laid out for good: its
 * canvas's box the same over three frames (a kiosk page fits the board to the room
 * left a frame or two after the game is ready). Frames, not time: as fast or slow as
 * the machine is.
 * @param {import('playwright-core').Page | import('playwright-core').Frame} frame
 */
export function boardSettled(frame) {
  return frame.evaluate(() => new Promise((done) => {
    const canvas = /** @type {Element} */ (document.querySelector('urim-game')?.shadowRoot?.querySelector('canvas'));
    let [last, same] = ['', 0];
    const look = () => {
      const now = JSON.stringify(canvas.getBoundingClientRect());
      same = now === last ? same + 1 : 0;
      last = now;
      if (same >= 2) done(undefined);
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }));
}

/**
 * Plays `pit` in the game `#id` of `page` and resolves once the computer's search
 * has begun in its worker (the first finished depth heard).
 * @param {import('playwright-core').Page} page
 * @param {string} id
 * @param {number | string} pit
 */
export async function playUntilSearching(page, id, pit) {
  await page.evaluate(async ([i, p]) => {
    const game = document.getElementById(i);
    const engine = await game.computer.worker();
    window.searching = new Promise((done) => {
      const stop = engine.listen((m) => { if (m.type === 'info') { stop(); done(); } });
    });
    game.play(p);
  }, [id, pit]);
  await page.evaluate(() => window.searching);
}
