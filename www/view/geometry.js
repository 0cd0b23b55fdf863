// Where everything on the board lies: the pits, the stores, the count strips and
// the letters, in CSS pixels of the canvas, from the number of holes and the width
// the board is drawn at; and the pit under a point of that canvas.
//
// Pits are numbered in sowing order: 0..N-1 South's (bottom row, left to right),
// N..2N-1 North's (top row, right to left as South sees it). South's store is at
// the right-hand end, North's at the left.

/** Width of a store, in pit cells. */
const STORE_CELLS = 1.25;
/** Room left over beside the two stores and the pits, in pit cells. */
const SIDE_CELLS = 0.3;
/** The narrowest letter band and count strip, in CSS px. */
const MIN_BAND = 14;
const MIN_STRIP = 13;

/**
 * A pit: its centre and radius, and the heights of its count and its letter.
 * @typedef {{ x: number, y: number, r: number, countY: number, letterY: number }} PitPlace
 */
/**
 * A store: its centre and radii (an ellipse), and the height of its count.
 * @typedef {{ x: number, y: number, rx: number, ry: number, countY: number }} StorePlace
 */
/**
 * Where everything lies on a board, in CSS px of its canvas.
 * @typedef {object} Geometry
 * @property {number} holes pits a row
 * @property {number} width the canvas's width
 * @property {number} labels how many times their usual size the letters and counts are
 * @property {number} height the canvas's height
 * @property {number} cell the side of a pit's cell
 * @property {number} band the height of a row of letters, outside the wood
 * @property {number} strip the height of a row of counts, inside the wood
 * @property {{ x: number, y: number, w: number, h: number }} wood the board's wood
 * @property {PitPlace[]} pits in sowing order
 * @property {{ north: StorePlace, south: StorePlace }} stores
 */

/**
 * Layout of a board `holes` pits wide drawn `width` CSS pixels wide (all in CSS px),
 * its letters and counts `labels` times their usual size (present mode's 1.8: a
 * class reads them from the back of the room).
 * @param {number} holes
 * @param {number} width
 * @param {number} [labels]
 * @returns {Geometry}
 */
export function geometry(holes, width, labels = 1) {
  const cell = width / (holes + 2 * STORE_CELLS + SIDE_CELLS);
  const band = Math.max(MIN_BAND, cell * 0.3 * labels); // letters, outside the wood
  const strip = Math.max(MIN_STRIP, cell * 0.3 * labels); // seed counts, inside the wood
  const pad = cell * 0.12;
  const woodTop = band;
  const northY = woodTop + pad + strip + cell / 2;
  const southY = northY + cell * 1.06;
  const woodBottom = southY + cell / 2 + strip + pad;
  const height = woodBottom + band;
  const storeW = cell * STORE_CELLS;
  const left = cell * 0.15;
  const rowLeft = left + storeW;
  const radius = cell * 0.42;
  /** @type {PitPlace[]} */
  const pits = [];
  for (let i = 0; i < 2 * holes; i += 1) {
    const col = i < holes ? i : 2 * holes - 1 - i;
    const y = i < holes ? southY : northY;
    pits.push({
      x: rowLeft + (col + 0.5) * cell,
      y,
      r: radius,
      countY: i < holes ? y + cell / 2 + strip / 2 : y - cell / 2 - strip / 2,
      letterY: i < holes ? woodBottom + band / 2 : band / 2,
    });
  }
  const storeTop = northY - cell / 2;
  const storeBottom = southY + cell / 2;
  /** @param {number} x */
  const store = (x) => ({ x, y: (storeTop + storeBottom) / 2, rx: storeW * 0.4, ry: (storeBottom - storeTop) / 2 });
  return {
    holes,
    width,
    labels,
    height,
    cell,
    band,
    strip,
    wood: { x: left * 0.5, y: woodTop, w: width - left, h: woodBottom - woodTop },
    pits,
    stores: {
      north: { ...store(left + storeW / 2), countY: northY - cell / 2 - strip / 2 },
      south: { ...store(width - left - storeW / 2), countY: southY + cell / 2 + strip / 2 },
    },
  };
}

/**
 * The pit at a point of `geo` (CSS px from the canvas's corner), or null.
 * @param {Geometry} geo
 * @param {number} x
 * @param {number} y
 * @returns {number | null}
 */
export function pitAt(geo, x, y) {
  const { pits, cell } = geo;
  for (let i = 0; i < pits.length; i += 1) {
    if (Math.hypot(x - pits[i].x, y - pits[i].y) <= cell * 0.5) return i;
  }
  return null;
}

/**
 * `pits` in the order the arrow keys go through them: the near (South) row from
 * left to right as drawn on `geo`, then the far row from left to right, so that
 * where both rows can be chosen (the position editor) the keys keep to a row.
 * @param {Geometry} geo
 * @param {readonly number[]} pits
 * @returns {number[]}
 */
export function leftToRight(geo, pits) {
  const row = (/** @type {number} */ pit) => (pit < geo.holes ? 0 : 1);
  return pits.slice().sort((a, b) => row(a) - row(b) || geo.pits[a].x - geo.pits[b].x);
}
