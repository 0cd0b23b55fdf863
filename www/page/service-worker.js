// The page's service worker: it keeps a copy of every file of one build of the game,
// so that a page opened once online also opens and plays offline (and can be
// installed as an app), and so that a page never runs files of two builds.
// - Each build has a cache of its own, named from its version (a digest of all its
//   files, written in by the build). Installing fills it whole: every file, each
//   checked against its digest, or the install fails and the old version keeps
//   serving. The old caches go once the new version is active.
// - A file of the build is answered from the active version's cache, never from the
//   network, so no 404, no slow answer and no other build's file can get in. Any
//   other request goes to the network untouched.
// - A new version waits while a page of the old one is open. It takes over when no
//   page is left, or when a lone kiosk page asks it to at its idle reset (page/page.js),
//   and that page reloads.
// page/page.js registers it; ?offline=0 on the page's address leaves it out. Its
// source is www/page/service-worker.js: the build writes it to www/sw.js (its scope
// is the folder it lies in) with VERSION and FILES filled in (.ci/sw-files.mjs).

/** @typedef {import('../types/service-worker.js').ServiceWorkerScope} ServiceWorkerScope */

/** This worker's global scope (`self`), typed as the service worker it is. */
const worker = /** @type {ServiceWorkerScope} */ (/** @type {unknown} */ (self));

/** This build's version: a digest of this worker's source and of every file's digest. */
const VERSION = '/* urim:version */';
/**
 * Every file the game and its rules pages need, relative to this worker, with the
 * first hex digits of the SHA-256 of its content.
 * @type {Record<string, string>}
 */
const FILES = {/* urim:files */};

/** The caches of Urim's builds, each named with its version. */
const CACHE_PREFIX = 'urim-offline-';
const CACHE = `${CACHE_PREFIX}${VERSION}`;
/** What a kiosk page posts to a waiting version at its idle reset. */
const TAKE_OVER = 'take-over';
/** Headers of how a response came, not of the file: its copy is kept whole and plain. */
const TRANSFER_HEADERS = ['content-encoding', 'content-length', 'transfer-encoding'];
/** The folder this worker looks after, with its trailing slash. */
const SCOPE = new URL('./', worker.location.href);

worker.addEventListener('install', (event) => {
  event.waitUntil(fill());
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => worker.clients.claim()),
  );
});

// A kiosk page at its idle reset: the waiting version takes over if that page is the
// only one open (another page, mid-game, would get files of two builds).
worker.addEventListener('message', (event) => {
  if (event.data?.urim !== TAKE_OVER) return;
  event.waitUntil(
    worker.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((pages) => {
      if (pages.length <= 1) return worker.skipWaiting();
    }),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const key = request.method === 'GET' ? fileOf(request.url) : null;
  if (key !== null) event.respondWith(fromBuild(request, key));
});

/**
 * Fetches every file of the build, skipping the browser's HTTP cache, checks each
 * against its digest, and only then puts them all in the build's cache. Rejects
 * (and the install fails, the cache left out) if any file is missing, slow to the
 * point the browser gives up, or not this build's.
 * @returns {Promise<void>}
 */
async function fill() {
  const files = await Promise.all(
    Object.entries(FILES).map(async ([path, digest]) => {
      const response = await fetch(new Request(new URL(path, SCOPE), { cache: 'no-cache' }));
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      const body = await response.arrayBuffer();
      if ((await digestOf(body)) !== digest) throw new Error(`${path}: not this build's file`);
      // A fresh response (one that came by a redirect could not answer a page's
      // address), with the server's headers (a site's CSP stays) but those of the transfer.
      const headers = new Headers(response.headers);
      for (const name of TRANSFER_HEADERS) headers.delete(name);
      return /** @type {const} */ ([path, new Response(body, { headers })]);
    }),
  );
  try {
    const cache = await caches.open(CACHE);
    await Promise.all(files.map(([path, response]) => cache.put(new URL(path, SCOPE).href, response)));
  } catch (error) {
    await caches.delete(CACHE); // the disk is full, say: no half-filled cache
    throw error;
  }
}

/**
 * The first hex digits of the SHA-256 of `bytes`, as .ci/sw-files.mjs writes them.
 * @param {ArrayBuffer} bytes
 * @returns {Promise<string>}
 */
async function digestOf(bytes) {
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  const length = Object.values(FILES)[0]?.length ?? 0;
  return [...hash]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, length);
}

/**
 * The build's path of the file at `url` (its query and hash dropped: ?lang=pt and
 * the like), or null when it is not one of the build's files.
 * @param {string} url
 * @returns {string | null}
 */
function fileOf(url) {
  const { origin, pathname } = new URL(url);
  if (origin !== SCOPE.origin || !pathname.startsWith(SCOPE.pathname)) return null;
  const path = pathname.slice(SCOPE.pathname.length) || './';
  return Object.hasOwn(FILES, path) ? path : null;
}

/**
 * The build's copy of file `path`. Without it (the browser cleared the site's
 * storage) the network answers, as with no worker, and nothing is kept.
 * @param {Request} request
 * @param {string} path
 * @returns {Promise<Response>}
 */
async function fromBuild(request, path) {
  const copy = await caches.match(new URL(path, SCOPE).href, { cacheName: CACHE });
  return copy ?? fetch(request);
}
