// What a board view shows and tells: its configuration (ViewConfig) with the
// defaults, the events it emits with their details, the move being shown, and the
// narrowest board it draws. Types and values only; board-view.js holds the state.

/** The narrowest board drawn, in CSS px. */
export const MIN_WIDTH = 240;

/**
 * @typedef {import('../types/front.js').MoveReport} MoveReport
 * @typedef {import('../types/front.js').Side} Side
 * @typedef {import('./geometry.js').Geometry} Geometry
 * @typedef {import('./palette.js').Palette} Palette
 * @typedef {import('./palette.js').Sprites} Sprites
 * @typedef {import('./timeline.js').Timeline} Timeline
 * @typedef {import('./timeline.js').Seeds} Seeds
 * @typedef {import('./timeline.js').StepKind} StepKind
 */
/**
 * What the view shows (DEFAULTS says what each one is).
 * @typedef {object} ViewConfig
 * @property {number} holes
 * @property {number[] | null} pits
 * @property {Record<Side, number>} stores
 * @property {string[] | null} letters
 * @property {readonly number[] | null} legal
 * @property {boolean} interactive
 * @property {{ origin: number } | null} lastMove
 * @property {MoveReport | null} hint
 * @property {number} liftDelay
 * @property {number} seedDelay
 * @property {number} chainDelay
 * @property {boolean} stepByStep
 * @property {boolean | null} reducedMotion
 * @property {number} speed
 * @property {number} frameMs
 * @property {number | null} mark
 * @property {number | null} tip
 * @property {boolean} editing
 * @property {Readonly<Record<number, string>> | null} values
 * @property {readonly number[] | null} best
 * @property {string} label
 */
/**
 * The step a stepped move is at (the 'step' event): its kind and index (timeline.js),
 * the seeds landed and chain pits taken with it, and where it is among `count` steps (the
 * sowing's steps until the last seed falls, then the whole move's: view/timeline.js stepTotal).
 * @typedef {{ kind: StepKind, index: number, landed: number, taken: number, at: number, count: number }} ViewStep
 */
/**
 * A change asked for while setting up a position (the 'edit' event): a seed added
 * to or taken from `pit`, or its count typed.
 * @typedef {{ pit: number, remove: boolean } | { pit: number, value: number }} Edit
 */
/**
 * The events of a view and their details.
 * @typedef {object} ViewEvents
 * @property {{ pit: number }} select a pit chosen
 * @property {{ pit: number | null }} focuspit the pit whose move to preview (null: none)
 * @property {Record<string, never>} skip the visitor cut a move short
 * @property {ViewStep} step a stepped move at a new step
 * @property {Edit} edit
 * @property {{ n: number }} land seeds landed so far
 * @property {{ n: number }} take chain pits taken so far
 */
/**
 * A listener of event `K`.
 * @template {keyof ViewEvents} K
 * @typedef {(detail: ViewEvents[K]) => void} Listener
 */
/**
 * Tells the listeners of an event its detail.
 * @typedef {<K extends keyof ViewEvents>(type: K, detail: ViewEvents[K]) => void} Emit
 */
/**
 * The move being shown: its timeline, the seeds before it, whether it is stepped
 * (and at which step) or else when it started, what the owner has heard of it, and
 * the function that ends it.
 * @typedef {object} Anim
 * @property {Timeline} tl
 * @property {Seeds} before
 * @property {boolean} stepped
 * @property {number} at
 * @property {number} start
 * @property {{ landed: number, taken: number }} heard
 * @property {() => void} finish
 */

/** @type {ViewConfig} */
export const DEFAULTS = {
  holes: 6,
  pits: null,
  stores: { south: 0, north: 0 },
  letters: null,
  legal: [],
  interactive: true,
  lastMove: null, // { origin, chain: [pits] } of the move just played
  hint: null, // a move report (from game.preview) for the focused pit
  liftDelay: 120, // ms to lift the seeds from the origin before sowing, and to settle after the move
  seedDelay: 80, // ms a seed while sowing
  chainDelay: 520, // ms a pit of the capture chain (taken one by one, backwards)
  stepByStep: false, // show moves one step at a time, next() and back() (for teaching)
  reducedMotion: null, // null: follow prefers-reduced-motion
  speed: 1, // animation speed factor; 0 shows moves at once
  frameMs: 0, // least ms between two painted frames of a move's animation; 0: every animation frame
  mark: null, // a pit to mark (a diagram's move), ringed while nothing moves
  tip: null, // the pit of the computer's hint, starred while nothing moves (unlike `best`'s ring)
  editing: false, // setting up a position: every pit takes 'edit' events instead of 'select'
  values: null, // { [pit]: label } drawn on the pits (what each move is worth)
  best: [], // pits ringed as the best
  label: 'Urim board',
};
