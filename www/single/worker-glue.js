// The engine module's glue (urim-search.js) as the single file's worker sees it, and
// its page when no worker can start (.ci/single-file.mjs puts this module in the
// place of every `./urim-search.js` imported): the same wasm-bindgen glue, whose init
// takes the wasm from the base64 text that the worker's first line sets (engine.js;
// on the page, engine.js sets it too) instead of fetching urim-search_bg.wasm. It
// needs no argument: one given is the address of a file that is not there, and is
// passed over.
import init from 'urim-single:glue';
import { WASM_GLOBAL, bytesOf } from './wasm-text.js';

export * from 'urim-single:glue';

/** The glue's init, fed the wasm from the text that the worker's first line set. */
export default function initFromSource() {
  const text = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (self))[WASM_GLOBAL];
  if (typeof text !== 'string') {
    return Promise.reject(new Error(`the worker has no wasm module: its source should start by setting self.${WASM_GLOBAL}`));
  }
  return init({ module_or_path: bytesOf(text) });
}
