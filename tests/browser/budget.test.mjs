// The size budget of a first visit: the demo page, with every feature, fetches at
// most 100 KiB gzip before its board is ready (every file counted as a server
// that compresses would send it). Bytes only: the time to the first board is a
// speed figure, measured by `npm run bench`. Run `npm run build` first.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openBrowser } from './browser.mjs';
import { PAGES, firstLoad } from '../../bench/first-load.mjs';

const BUDGET = 100 * 1024;

let env;

before(async () => {
  env = await openBrowser();
});

after(async () => {
  await env?.close();
});

test('the demo page\'s first load is within 100 KiB gzip', async () => {
  const load = await firstLoad(env, PAGES['the demo page']);
  const list = load.files.map((f) => `${f.url} ${f.gzip}`).join(', ');
  assert.ok(load.files.some((f) => f.url.endsWith('urim_bg.wasm')), 'the engine is part of it');
  assert.ok(load.gzip <= BUDGET, `${load.gzip} bytes gzip: ${list}`);
});
