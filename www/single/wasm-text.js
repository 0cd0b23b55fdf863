// How the single file carries the engine module: as base64 text, which the page and
// its workers turn back into bytes. The worker gets the engine module's text from its
// own first line, which sets the global named here (engine.js writes it, worker-glue.js
// reads it).

/** The global the worker's first line sets to the engine module's base64 text (the page sets it too, for its fallback). */
export const WASM_GLOBAL = 'URIM_WASM';

/**
 * The bytes of base64 `text`.
 * @param {string} text
 */
export const bytesOf = (text) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
