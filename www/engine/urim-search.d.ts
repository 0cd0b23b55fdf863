// For the type checks of this folder (tsconfig.checkjs.json) only: the engine
// module's glue that the worker and its work import as './urim-search.js' is the
// built one beside them in pkg/, whose declarations wasm-bindgen generates.
export * from '../pkg/urim-search.js';
export { default } from '../pkg/urim-search.js';
