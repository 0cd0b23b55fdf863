// How the engine's worker is started, and the demo page's service worker named:
// under Trusted Types, each address is blessed by the one `urim` policy, which
// blesses nothing else. urim-engine.js imports it (the build bundles the two).

/**
 * The demo page's service worker: sw.js in the folder that holds the package's
 * folder (www/sw.js beside www/pkg/, as in the release), which page/page.js
 * registers. Its path is a name, not a literal in `new URL('…', import.meta.url)`,
 * which bundlers take for a file of the package to copy (the package has no sw.js).
 */
const SERVICE_WORKER_PATH = '../sw.js';

/**
 * The name of the Trusted Types policy that blesses the addresses of our own worker
 * script and of the demo page's service worker, and nothing else, for `new Worker`
 * and `navigator.serviceWorker.register` on a page with `require-trusted-types-for
 * 'script'` (there their URL, even a URL object, must be a TrustedScriptURL). A
 * page that also lists its policies (`trusted-types ...`) must name this one.
 */
const TRUSTED_TYPES_POLICY = 'urim';

/**
 * The policy, made on first use (once per page: a name may be taken only once), or null.
 * @type {{ createScriptURL(url: string): unknown } | null}
 */
let scriptPolicy = null;
/** Why the page refused the policy (its `trusted-types` list lacks the name), once it has. @type {Error | null} */
let policyRefused = null;
/** The one address the policy blesses: our worker's while startOwnWorker runs, the service worker's while serviceWorkerScript does. @type {string | null} */
let blessing = null;

/**
 * The policy on a browser with Trusted Types, made on first use; null without them.
 * Throws when the page's `trusted-types` list refuses it (asked once: the page
 * reports one violation, not one per engine).
 */
function ownPolicy() {
  /** @type {{ createPolicy?: (name: string, rules: { createScriptURL: (given: string) => string }) => { createScriptURL(url: string): unknown } } | undefined} */
  const types = /** @type {any} */ (globalThis).trustedTypes;
  if (!types?.createPolicy) return null;
  if (policyRefused) throw policyRefused;
  try {
    scriptPolicy ??= types.createPolicy(TRUSTED_TYPES_POLICY, {
      createScriptURL: (given) => {
        if (given !== blessing) throw new TypeError(`the ${TRUSTED_TYPES_POLICY} policy only allows Urim's own worker scripts, not ${given}`);
        return given;
      },
    });
  } catch (error) {
    policyRefused = new Error(`the page's trusted-types list does not allow the "${TRUSTED_TYPES_POLICY}" policy (${messageOf(error)})`);
    throw policyRefused;
  }
  return scriptPolicy;
}

/**
 * Starts our own worker script, urim-worker.js beside this file. The call is written
 * out whole, `new Worker(new URL('./urim-worker.js', import.meta.url), { type: 'module' })`,
 * because that is the form bundlers (Vite, webpack 5, Rollup, Parcel) look for: they
 * bundle the worker with what it imports and put its address in the URL. Served as
 * it is, the address is the file beside this one. On a browser with Trusted Types,
 * `Worker` is, for the length of this one call, a stand-in that hands the real
 * constructor that address as a TrustedScriptURL of the `urim` policy (which blesses
 * nothing else, and nothing outside this call): a page that requires Trusted Types
 * would refuse the plain URL.
 * @returns {Worker}
 */
export function startOwnWorker() {
  const policy = ownPolicy();
  const scope = /** @type {{ Worker: typeof Worker }} */ (/** @type {unknown} */ (globalThis));
  const Native = scope.Worker;
  // Reflect.set, which does not throw: a page that froze `Worker` keeps it, and the call gets the plain URL.
  if (policy) Reflect.set(scope, 'Worker', blessed(Native, policy));
  try {
    return new Worker(new URL('./urim-worker.js', import.meta.url), { type: 'module', name: 'urim-engine' });
  } finally {
    if (scope.Worker !== Native) Reflect.set(scope, 'Worker', Native);
  }
}

/**
 * The stand-in for `Native` (the Worker constructor) that startOwnWorker puts in its
 * place for one call: it starts `Native` with the address given as a TrustedScriptURL
 * of `policy`, which blesses that address for that moment only.
 * @param {typeof Worker} Native
 * @param {{ createScriptURL(url: string): unknown }} policy
 * @returns {typeof Worker}
 */
function blessed(Native, policy) {
  /**
   * @param {string | URL} url
   * @param {WorkerOptions} options
   */
  function Blessed(url, options) {
    blessing = String(url);
    try {
      return new Native(/** @type {string} */ (policy.createScriptURL(blessing)), options);
    } finally {
      blessing = null;
    }
  }
  return /** @type {typeof Worker} */ (/** @type {unknown} */ (Blessed));
}

/**
 * The demo page's service worker script (sw.js in the folder above the package's),
 * as `navigator.serviceWorker.register` takes it: under Trusted Types a
 * TrustedScriptURL made by the `urim` policy, which the engine's worker shares (a
 * page may make a policy of one name only once). Throws when the page's
 * trusted-types list refuses the policy.
 * @returns {string | URL}
 */
export function serviceWorkerScript() {
  const url = new URL(SERVICE_WORKER_PATH, import.meta.url);
  const policy = ownPolicy();
  if (!policy) return url;
  blessing = url.href;
  try {
    // A TrustedScriptURL, which register() takes where a string goes.
    return /** @type {string} */ (policy.createScriptURL(url.href));
  } finally {
    blessing = null;
  }
}

/**
 * The message of a thrown value.
 * @param {unknown} error
 * @returns {string}
 */
export function messageOf(error) {
  return error instanceof Error ? error.message : String(error);
}
