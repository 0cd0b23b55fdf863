// The computer's levels, as the engine defines them (the search's level table in
// Rust, through the engine module's rules().levels). Written by .ci/levels.mjs
// from the built engine; `node .ci/levels.mjs --check` fails when they differ.
// Do not edit by hand.

/**
 * min and max: the levels an `opponent` may be (0 is two players); search: a
 * search's default; analysis: the analysis's and the Hint's; minAnalysis: the
 * lowest an analysis takes; tables: the first level that plays with endgame tables.
 */
export const LEVELS = Object.freeze({ analysis: 5, max: 5, min: 1, minAnalysis: 3, search: 3, tables: 4 });
