// The engine of the single-file copy (dist/urim.html), which no file may be fetched
// for: the engine module comes from base64 text carried in the file, given to the
// glue as bytes. The page plays on it too (it holds the page module's whole API, and
// one module carried keeps the file small: `urim` is the engine module's glue here,
// .ci/single-file.mjs). Each computer player's worker starts from a Blob holding the
// worker (bundled into one classic script) with that text put in front of it, for
// worker-glue.js to read; the page keeps the text under the same name, for the
// engine it runs itself when no worker can start. A page opened from a file can start a
// classic worker from a Blob, not a module one.
import init, { Game, newGame, pitLetters, rules } from 'urim';
import { Engine } from 'urim/engine';
import ENGINE_BASE64 from 'urim-single:wasm';
import WORKER_SOURCE from 'urim-single:worker';
import { WASM_GLOBAL, bytesOf } from './wasm-text.js';

/** @type {string | null} the worker's Blob URL, once made */
let workerUrl = null;

/** @type {Record<string, unknown>} */ (globalThis)[WASM_GLOBAL] = ENGINE_BASE64;

/** The Blob URL of the worker, made once: the engine module's text, then the worker's code. */
function blobWorker() {
  workerUrl ??= URL.createObjectURL(
    new Blob([`self.${WASM_GLOBAL}=${JSON.stringify(ENGINE_BASE64)};\n`, WORKER_SOURCE], { type: 'text/javascript' }),
  );
  return workerUrl;
}

/** urim-engine.js's Engine, its worker started from the Blob (unless told another). */
class FileEngine extends Engine {
  /** @param {ConstructorParameters<typeof Engine>[0]} [options] */
  constructor(options = {}) {
    super({ workerUrl: blobWorker(), workerType: 'classic', ...options });
  }
}

/** What game/engine.js's provideEngine takes, with init fed the bytes in the file. */
const load = () => init({ module_or_path: bytesOf(ENGINE_BASE64) });

export const fileEngine = Object.freeze({
  init: load,
  // The engine module reads and writes records itself: it is the records module here too.
  records: async () => {
    await load();
    // `urim` is the engine module here (typed as the page module): its Game reads and writes records.
    return /** @type {import('../types/front.js').RecordsModule} */ (/** @type {unknown} */ ({ Game }));
  },
  Game,
  newGame,
  rules,
  pitLetters,
  front: async () => FileEngine,
});
