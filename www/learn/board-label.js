// The board's name for a screen reader in <urim-learn>: the position in one line,
// from the same words as a diagram's (positionLabel, listSep). It says what
// words/position-words.js says, but is not that module: <urim-learn>'s code must
// reach just the diagram's modules that <urim-game>'s reaches, so that the build
// keeps them in one shared chunk and a page of diagrams fetches no more files.

/**
 * @param {import('../types/front.js').Translate} t
 * @param {{ holes: number, pits: number[], stores: { south: number, north: number }, toMove: string }} position
 * @param {readonly string[]} letters
 */
export function boardLabel(t, { holes, pits, stores, toMove }, letters) {
  const row = (/** @type {number} */ from) =>
    pits
      .slice(from, from + holes)
      .map((n, i) => `${letters[from + i]} ${n}`)
      .join(t('listSep'));
  return t('positionLabel', { holes, south: row(0), north: row(holes), southStore: stores.south, northStore: stores.north, side: t(toMove) });
}
