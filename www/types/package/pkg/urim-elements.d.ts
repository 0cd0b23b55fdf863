// The stand-in for the build's pkg/urim-elements.d.ts, which is a copy of this source.
export * from '../../../urim-elements.js';
