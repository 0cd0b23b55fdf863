// Shared set-up of the page tests: headless Debian Chromium driven by playwright-core
// (never a downloaded browser), and www/ served on a free localhost port.
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';
import { serveStatic } from '../../.ci/serve.mjs';

/** Chromium as installed by Debian's `chromium` package. */
export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

/** Flags for a container without a GPU, sandbox or network. */
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'];

/** Starts the server (`headers` on every file it serves) and the browser; `close()` ends both. */
export async function openBrowser({ headers = {} } = {}) {
  const server = await serveStatic({ headers });
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
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
