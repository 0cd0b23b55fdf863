// A move report read once, as a timeline of steps: the seeds lifted, each seed
// sown (and each pit the sowing passes by), what the last seed made, each pit of
// the capture chain, where the chain stopped, a grand slam. Each step knows how
// many seeds have landed and pits been taken once it is shown, and when it starts
// and how long it lasts in an animation; the board is drawn from the same steps
// at a time (animating) or at a step (a teacher going one step at a time). Pure
// functions of the report and the position it was played from.

/** The times of a move shown one step at a time: none is used, each only keeps the steps' times finite. */
const STEPPING = Object.freeze({ lift: 1, seed: 1, chain: 1 });
/** ms of pause on the last seed before the capture chain is taken. */
const CHAIN_PAUSE_MS = 250;
/** How far through its time a chain pit's seeds go to the store. */
const TAKEN_AT = 0.55;

/**
 * @typedef {import('../types/front.js').MoveReport} MoveReport
 * @typedef {import('../types/front.js').Side} Side
 */
/** @typedef {'lift' | 'sow' | 'skip' | 'last' | 'link' | 'stop' | 'take' | 'slam'} StepKind */
/**
 * One step of a move (see timeline()).
 * @typedef {object} Step
 * @property {StepKind} kind
 * @property {number} index into report.sown, report.skipped or report.chain
 * @property {number} landed seeds sown once the step is shown
 * @property {number} taken chain pits emptied once the step is shown
 * @property {number} start ms into the animation
 * @property {number} span ms it lasts
 */
/**
 * ms of the lift, of a seed and of a chain pit in an animation.
 * @typedef {{ lift: number, seed: number, chain: number }} Timing
 */
/**
 * A move report read into steps (timeline()).
 * @typedef {object} Timeline
 * @property {MoveReport} report
 * @property {Step[]} steps
 * @property {number} end ms when the animation ends
 * @property {number} sowEnd ms when the last seed has landed
 * @property {number | null} chainStart ms when the capture chain starts, null without one
 */
/**
 * The seeds in each pit and in each store.
 * @typedef {{ pits: number[], stores: Record<Side, number> }} Seeds
 */
/**
 * The seed in the hand, going from pit `from` to pit `to`, `f` of the way (0..1).
 * @typedef {{ from: number, to: number, f: number }} Flying
 */
/**
 * The capture chain as drawn: the pits lit, the one being taken (`f` of its time),
 * the pit that stopped it, and how far a grand slam's cancelling has gone (0..1).
 * @typedef {{ lit: number[], active: number | null, f: number, stop: number | null, slam: number | null }} ChainLight
 */
/**
 * What a move looks like at one moment (frameAt) or at one step (frameOfStep).
 * @typedef {object} Frame
 * @property {number[]} pits
 * @property {Record<Side, number>} stores
 * @property {Flying | null} flying
 * @property {number[]} passing the pits passed by
 * @property {ChainLight | null} chain
 * @property {boolean} sowing
 * @property {number | null} last the pit the last seed fell in
 * @property {boolean} [stepping] drawn at a step, not at a time
 */
/**
 * A frame of an animation, with the seeds landed and chain pits begun so far.
 * @typedef {Frame & { landed: number, taken: number }} TimedFrame
 */

/**
 * The timeline of `report`: { report, steps, end }. Each step is
 * { kind, index, landed, taken, start, span }: `kind` is 'lift' | 'sow' | 'skip' |
 * 'last' | 'link' | 'stop' | 'take' | 'slam'; `index` points into report.sown (sow),
 * report.skipped (skip) or report.chain (link); `landed` is how many seeds have
 * been sown and `taken` how many chain pits emptied once the step is shown;
 * `start` and `span` are its ms in an animation at `timing` ({ lift, seed, chain }:
 * ms of the lift, of a seed, of a chain pit; stepping needs no times, and the
 * default only keeps them finite), and `end` is when the animation ends.
 * @param {MoveReport} report
 * @param {Timing} [timing]
 * @returns {Timeline}
 */
export function timeline(report, timing = STEPPING) {
  const { lift, seed, chain } = timing;
  /** @type {Step[]} */
  const steps = [];
  /** @type {(kind: StepKind, index: number, landed: number, taken: number, start: number, span: number) => number} */
  const add = (kind, index, landed, taken, start, span) => steps.push({ kind, index, landed, taken, start, span });
  add('lift', 0, 0, 0, 0, lift);
  // The pits passed by once `landed` seeds are sown, shown with the seed that passed them.
  /** @param {number} landed */
  const skipsAfter = (landed) =>
    report.skipped.forEach((skip, index) => {
      if (skip.seed === landed) add('skip', index, landed, 0, landed === 0 ? 0 : lift + (landed - 1) * seed, 0);
    });
  skipsAfter(0);
  report.sown.forEach((_, i) => {
    add('sow', i, i + 1, 0, lift + i * seed, seed);
    if (i + 1 < report.sown.length) skipsAfter(i + 1);
  });
  const landed = report.sown.length;
  const sowEnd = lift + landed * seed;
  const captures = report.chain.length > 0;
  add('last', 0, landed, 0, sowEnd, captures ? CHAIN_PAUSE_MS : lift);
  const chainStart = sowEnd + CHAIN_PAUSE_MS;
  // Held step by step, a link only marks its pit, and the seeds go at the chain's
  // last step ('take'; a grand slam's 'slam' leaves them): a slam's steps read as
  // any capture's until that one. An animation takes each pit as it passes (frameAt).
  report.chain.forEach((_, i) => add('link', i, landed, 0, chainStart + i * chain, chain));
  const links = chainStart + report.chain.length * chain;
  const stopSpan = report.chainStop?.reason === 'count' ? chain : 0;
  if (report.chainStop) add('stop', 0, landed, 0, links, stopSpan);
  if (report.grandSlam) add('slam', 0, landed, 0, links + stopSpan, 2 * chain);
  else if (captures) add('take', 0, landed, report.chain.length, links + stopSpan, 0);
  const end = (captures ? links + stopSpan + (report.grandSlam ? 2 * chain : 0) : sowEnd) + lift;
  return { report, steps, end, sowEnd, chainStart: captures ? chainStart : null };
}

/**
 * The total the step counter shows at step `at` of `tl`: up to the last seed's step,
 * only the steps of the sowing (lift, seeds, pits passed by, the last seed), the
 * same whether or not a capture follows; from the last seed on, every step of the
 * move. So "Step 1 of 6" gives no capture away, where the whole count would.
 * @param {Timeline} tl
 * @param {number} at
 */
export function stepTotal(tl, at) {
  const last = tl.steps.findIndex((step) => step.kind === 'last');
  return at < last ? last + 1 : tl.steps.length;
}

/**
 * The seeds once `landed` are sown and the first `taken` chain pits emptied, from `before`.
 * @param {MoveReport} report
 * @param {Seeds} before
 * @param {number} landed
 * @param {number} taken
 * @returns {Seeds}
 */
function position(report, before, landed, taken) {
  const pits = [...before.pits];
  const stores = { ...before.stores };
  pits[report.origin] = 0;
  for (let i = 0; i < landed; i += 1) pits[report.sown[i]] += 1;
  for (let i = 0; i < taken; i += 1) {
    const link = report.chain[i];
    pits[link.pit] = 0;
    stores[report.mover] += link.seeds;
  }
  return { pits, stores };
}

/**
 * The steps of `kind` begun by `t` ms.
 * @param {Timeline} tl
 * @param {StepKind} kind
 * @param {number} t
 */
const begun = (tl, kind, t) => tl.steps.filter((s) => s.kind === kind && s.start <= t);

/**
 * What to draw `t` ms into the animation of `tl` from `before` ({ pits, stores }),
 * or null once it has ended: { pits, stores, flying, passing, chain, sowing, last,
 * landed, taken } where `flying` is the seed in the hand ({ from, to, f }), `passing`
 * the pits passed by so far, `chain` the capture ({ lit, active, f, stop, slam }),
 * `landed` the seeds sown and `taken` the chain pits begun.
 * @param {Timeline} tl
 * @param {Seeds} before
 * @param {number} t
 * @returns {TimedFrame | null}
 */
export function frameAt(tl, before, t) {
  if (t >= tl.end) return null;
  const { report } = tl;
  const sown = begun(tl, 'sow', t);
  const landed = sown.length;
  /** @type {Flying | null} */
  let flying = null;
  if (landed < report.sown.length) {
    const from = sown.at(-1) ?? tl.steps[0];
    flying = {
      from: landed === 0 ? report.origin : report.sown[landed - 1],
      to: report.sown[landed],
      f: Math.min(1, Math.max(0, (t - from.start) / from.span)),
    };
  }
  const sowing = t < tl.sowEnd;
  const passing = sowing ? begun(tl, 'skip', t).map((s) => report.skipped[s.index].pit) : [];
  const lit = tl.chainStart != null && t >= tl.chainStart ? begun(tl, 'link', t) : [];
  const taken = report.grandSlam ? 0 : lit.filter((s) => t >= s.start + TAKEN_AT * s.span).length;
  const { pits, stores } = position(report, before, landed, taken);
  /** @type {ChainLight | null} */
  let chain = null;
  if (tl.chainStart != null && t >= tl.chainStart) {
    const active = lit.find((s) => t < s.start + s.span);
    const stop = begun(tl, 'stop', t)[0];
    const slam = begun(tl, 'slam', t)[0];
    chain = {
      lit: lit.map((s) => report.chain[s.index].pit),
      active: active ? report.chain[active.index].pit : null,
      f: active ? (t - active.start) / active.span : 0,
      stop: stop && report.chainStop?.reason === 'count' ? report.chainStop.pit : null,
      slam: slam ? Math.min(1, (t - slam.start) / slam.span) : null,
    };
  }
  return {
    pits,
    stores,
    flying,
    passing,
    chain,
    sowing,
    last: landed === report.sown.length ? report.last : null,
    landed,
    taken: report.grandSlam ? 0 : lit.length,
  };
}

/**
 * What to draw at step `at` of `tl` from `before`, the step held: the same form as
 * frameAt's, where `last` is the pit a seed just fell in and `passing` the pit just
 * passed by.
 * @param {Timeline} tl
 * @param {Seeds} before
 * @param {number} at
 * @returns {Frame}
 */
export function frameOfStep(tl, before, at) {
  const { report } = tl;
  const step = tl.steps[at];
  const { pits, stores } = position(report, before, step.landed, step.taken);
  /** @type {Frame} */
  const frame = { pits, stores, flying: null, passing: [], chain: null, sowing: false, last: null, stepping: true };
  if (step.kind === 'sow') frame.last = report.sown[step.index];
  else if (step.kind === 'skip') frame.passing = [report.skipped[step.index].pit];
  else if (step.kind === 'last') frame.last = report.last;
  else if (step.kind === 'lift') frame.last = report.origin;
  else {
    const upTo = step.kind === 'link' ? step.index + 1 : report.chain.length;
    frame.chain = {
      lit: report.chain.slice(0, upTo).map((link) => link.pit),
      active: step.kind === 'link' ? report.chain[step.index].pit : null,
      f: 1,
      stop: step.kind === 'stop' && report.chainStop?.reason === 'count' ? report.chainStop.pit : null,
      slam: step.kind === 'slam' ? 1 : null,
    };
  }
  return frame;
}
