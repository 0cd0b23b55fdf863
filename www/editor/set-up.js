// A position being set up by hand, before the engine checks it: the seeds in each
// pit and store, who moves, and how far the total is from a board's (36 or 48 on
// 2x6, 42 or 56 on 2x7). No DOM; the position editor of <urim-game> shows it. The
// pit limit and the seed counts are the engine's (engineRules()): a set-up is made
// once the engine has loaded.
import { engineRules } from '../game/engine.js';

/** @typedef {import('../types/front.js').Side} Side */
/** @typedef {{ south: number, north: number }} Stores */
/** @typedef {{ key: string, vars: Record<string, string | number> }} Refusal why a change is refused, as words */

/**
 * The totals a board of `holes` pits a row can start with: one for each of the engine's seed counts.
 * @param {number} holes
 * @returns {number[]}
 */
export const totalsFor = (holes) => engineRules().seedCounts.map((/** @type {number} */ seeds) => 2 * holes * seeds);

export class SetUp {
  /**
   * From a position as the engine gives it: { holes, pits, stores, toMove }.
   * @param {{ holes: number, pits: number[], stores: Stores, toMove: Side }} position
   */
  constructor({ holes, pits, stores, toMove }) {
    this.holes = holes;
    this.pits = [...pits];
    this.stores = { ...stores };
    this.toMove = toMove;
  }

  /** Seeds on the board and in the stores. */
  total() {
    return this.pits.reduce((sum, n) => sum + n, 0) + this.stores.south + this.stores.north;
  }

  /** The board's total this set-up is aiming at: the nearest (the smaller of two as near). */
  target() {
    const total = this.total();
    return totalsFor(this.holes).reduce((/** @type {number} */ best, /** @type {number} */ t) =>
      Math.abs(t - total) < Math.abs(best - total) ? t : best,
    );
  }

  /** Seeds missing (positive) or too many (negative) for the target. */
  difference() {
    return this.target() - this.total();
  }

  /**
   * One more seed in `pit`; the reason when refused (the pit is full).
   * @param {number} pit
   * @returns {Refusal | null}
   */
  add(pit) {
    return this.set(pit, this.pits[pit] + 1);
  }

  /**
   * One seed less in `pit` (none below zero).
   * @param {number} pit
   * @returns {null}
   */
  remove(pit) {
    if (this.pits[pit] > 0) this.pits[pit] -= 1;
    return null;
  }

  /**
   * `n` seeds in `pit`; the reason when refused (more than 17, not a whole number).
   * @param {number} pit
   * @param {number} n
   * @returns {Refusal | null}
   */
  set(pit, n) {
    if (!Number.isInteger(n) || n < 0) return { key: 'editNotCount', vars: { n } };
    if (n > engineRules().maxPitSeeds) return { key: 'editTooMany', vars: { pit, n } };
    this.pits[pit] = n;
    return null;
  }

  /**
   * `n` seeds in a store; the reason when refused.
   * @param {Side} side
   * @param {number} n
   * @returns {Refusal | null}
   */
  setStore(side, n) {
    if (!Number.isInteger(n) || n < 0) return { key: 'editNotCount', vars: { n } };
    this.stores[side] = n;
    return null;
  }

  /**
   * Makes the total right through the stores: missing seeds are shared between them
   * (the odd one to South), extra ones taken from them (North's first). The reason
   * when the stores hold too few to take from.
   * @returns {Refusal | null}
   */
  fixInStores() {
    const d = this.difference();
    if (d >= 0) {
      this.stores.south += Math.ceil(d / 2);
      this.stores.north += Math.floor(d / 2);
      return null;
    }
    const extra = -d;
    if (this.stores.south + this.stores.north < extra) return { key: 'editTakeOff', vars: { n: extra } };
    const fromNorth = Math.min(extra, this.stores.north);
    this.stores.north -= fromNorth;
    this.stores.south -= extra - fromNorth;
    return null;
  }

  /**
   * The set-up as the engine's `Game.fromSetUp` takes it (it checks it: the rules are its).
   * @returns {{ pits: number[], stores: Stores, toMove: Side }}
   */
  parts() {
    return { pits: [...this.pits], stores: { ...this.stores }, toMove: this.toMove };
  }
}
