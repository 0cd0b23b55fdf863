// The page's service worker: it keeps a copy of every file the game needs, so that
// a page opened once online also opens and plays offline (and can be installed as
// an app). Network first: while online, every request goes to the server as usual
// and refreshes the copy, so a new version of the page shows at once; the copy is
// used only when the network fails, or answers slower than NETWORK_WAIT_MS.
// page/page.js registers it; ?offline=0 on the page's address leaves it out. Its
// source is www/page/service-worker.js: the build writes it to www/sw.js (its scope
// is the folder it lies in) with FILES filled in from www/ (.ci/sw-files.mjs).

/** @typedef {import('../types/service-worker.js').ServiceWorkerScope} ServiceWorkerScope */

/** This worker's global scope (`self`), typed as the service worker it is. */
const worker = /** @type {ServiceWorkerScope} */ (/** @type {unknown} */ (self));

/** The cache's name; an older Urim cache is deleted when this worker takes over. */
const CACHE = 'urim-offline-2';
const CACHE_PREFIX = 'urim-offline-';
/** How long a request may wait for the network before the copy is used. */
const NETWORK_WAIT_MS = 4000;
/**
 * Every file the game and its rules pages need, relative to this worker.
 * @type {string[]}
 */
const FILES = [/* urim:files */];

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(FILES))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== worker.location.origin) return;
  event.respondWith(networkFirst(request));
});

/** The file without its query (?lang=pt and the like): one copy serves every address. */
/**
 * @param {Request} request
 * @returns {string}
 */
function cacheKey(request) {
  const url = new URL(request.url);
  url.search = '';
  url.hash = '';
  return url.href;
}

/** The network's answer if it comes in time, else the copy, else the network's answer late (or its error). */
/**
 * @param {Request} request
 * @returns {Promise<Response>}
 */
async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  const network = fetch(request).then((response) => {
    if (response.ok && response.type === 'basic') cache.put(cacheKey(request), response.clone());
    return response;
  });
  network.catch(() => {}); // a failure after the copy was served needs no report
  const late = /** @type {Promise<null>} */ (
    new Promise((resolve) => {
      setTimeout(resolve, NETWORK_WAIT_MS, null);
    })
  );
  const first = await Promise.race([network, late]).catch(() => null);
  if (first) return first;
  const copy = await cache.match(cacheKey(request));
  return copy ?? network;
}
