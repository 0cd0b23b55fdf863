// What the single file's modules (www/single/) import that only its build makes
// (.ci/single-file.mjs, through esbuild): the wasm module as base64 text, the
// worker bundled into one classic script as text, the web fonts as data:
// addresses, and, inside that worker, the
// wasm-bindgen glue under a name of its own.
declare module 'urim-single:wasm' {
  /** The engine module's bytes (pkg/urim-search_bg.wasm) as base64 text. */
  const base64: string;
  export default base64;
}

declare module 'urim-single:worker' {
  /** The worker and all it imports, as the source of one classic script. */
  const source: string;
  export default source;
}

declare module 'urim-single:glue' {
  export * from 'urim';
  export { default } from 'urim';
}

declare module 'urim-single:fonts' {
  /** Each built font file's data: address, by its file name (.ci/fonts.mjs). */
  const fonts: Record<string, string>;
  export default fonts;
}
