// The words a diagram needs before any move: its position in one line (a board's
// default accessible name). A pure function of a translator `t` (i18n/index.js);
// its English is in en.js. No DOM, no state.

/**
 * @typedef {import('../types/front.js').Translate} Translate
 * @typedef {import('../types/front.js').Side} Side
 */

/**
 * A one-line description of a position (a diagram's default accessible name).
 * @param {Translate} t
 * @param {{ holes: number, pits: number[], stores: { south: number, north: number }, toMove: Side }} position
 * @param {string[]} letters
 */
export function positionWords(t, { holes, pits, stores, toMove }, letters) {
  const row = (/** @type {number} */ from) =>
    pits
      .slice(from, from + holes)
      .map((n, i) => `${letters[from + i]} ${n}`)
      .join(t('listSep'));
  return t('positionLabel', {
    holes,
    south: row(0),
    north: row(holes),
    southStore: stores.south,
    northStore: stores.north,
    side: t(toMove),
  });
}
