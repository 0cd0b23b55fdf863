// The offline copy (www/sw.js): its list of files is exactly what the page and its
// rules pages use, with the digests and version of the files as they are now; every
// listed file exists, and the app manifest's icons are among them. Runs after
// `npm run build` (www/pkg/ must exist). The service worker itself is tried in
// Chromium by tests/browser/page.test.mjs and deployment.test.mjs.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { listedIn, serviceWorkerText, wanted } from '../../.ci/sw-files.mjs';
import { test } from 'node:test';

const www = new URL('../../www/', import.meta.url);
const worker = readFileSync(new URL('sw.js', www), 'utf8');
/** The files sw.js keeps, read as data. */
const listed = Object.keys(listedIn(worker).files);

test('sw.js lists every file of the page, and only those', () => {
  assert.ok(listed.includes('./'), 'the page\'s own address');
  assert.deepEqual([...listed].sort(), wanted().sort(), 'www/sw.js is written by the build (node .ci/build.mjs, or node .ci/sw-files.mjs --write): build again after adding a file');
  assert.equal(new Set(listed).size, listed.length, 'no file twice');
});

test('sw.js carries the version and the digests of the files as they are now', () => {
  assert.equal(worker, serviceWorkerText(), 'www/sw.js is written by the build: build again after changing a file');
});

test('every listed file exists', () => {
  for (const path of listed) assert.ok(existsSync(new URL(path, www)), `${path} is missing`);
});

test('the app manifest is valid JSON, starts at the page, and its icons are kept offline', () => {
  const manifest = JSON.parse(readFileSync(new URL('manifest.webmanifest', www), 'utf8'));
  assert.equal(manifest.start_url, './');
  assert.equal(manifest.display, 'standalone');
  const sizes = manifest.icons.map((icon) => icon.sizes);
  for (const size of ['192x192', '512x512']) assert.ok(sizes.includes(size), `an icon of ${size}`);
  for (const icon of manifest.icons) assert.ok(listed.includes(icon.src), `${icon.src} is kept offline`);
  assert.match(readFileSync(new URL('index.html', www), 'utf8'), /<link rel="manifest" href="manifest.webmanifest">/);
});
