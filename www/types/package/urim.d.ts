// For www/urim-elements.d.ts, whose './urim.js' is the glue beside it once the build
// has copied both into pkg/: in the sources, the stand-in's copy of that glue.
export * from './pkg/urim.js';
