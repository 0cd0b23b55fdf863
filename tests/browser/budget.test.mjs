// The size budget of a first visit: the demo page, with every feature, asks for at
// most 80 KiB gzip before its first element is ready (every file counted as a
// server that compresses would send it); the worker and the engine module fetched
// after that are counted on their own line. Bytes only: the time to the first
// board is a speed figure, measured by `npm run bench`. Run `npm run build` first.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openBrowser } from './browser.mjs';
import { PAGES, firstLoad } from '../../bench/first-load.mjs';

const BUDGET = 80 * 1024;

let env;

before(async () => {
  env = await openBrowser();
});

after(async () => {
  await env?.close();
});

test('the demo page\'s first load is within 80 KiB gzip, the engine module not in it', async () => {
  const load = await firstLoad(env, PAGES['the demo page']);
  const list = (files) => files.map((f) => `${f.url} ${f.gzip}`).join(', ');
  assert.ok(load.files.some((f) => f.url.endsWith('/urim_bg.wasm')), `the page module is part of it: ${list(load.files)}`);
  assert.ok(!load.files.some((f) => f.url.endsWith('/urim-search_bg.wasm')), `the engine module is not: ${list(load.files)}`);
  assert.ok(load.gzip <= BUDGET, `${load.gzip} bytes gzip: ${list(load.files)} (after ready: ${list(load.later)})`);
});
