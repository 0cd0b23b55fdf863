// The stand-in for the build's pkg/urim-engine.d.ts, which is a copy of this source.
export * from '../../../engine/urim-engine.js';
