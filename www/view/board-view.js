// The Urim board drawn on a <canvas>. It knows no rules: it is given the seeds in
// each pit and store, the pits that may be played, move reports to animate and
// previews to show as hints, and it tells its owner which pit was chosen. This
// file holds its state and wires its parts: geometry.js (where things lie),
// input.js (pointer and keys), move-show.js (the move being shown, by the clock or
// step by step, from timeline.js's steps: handed in by the owner with useMoveShow,
// so that a diagram loads it only once a move is played), palette.js (colours, from the --urim-*
// CSS custom properties of its container), draw.js (one frame painted) and
// config.js (what it shows and tells, with the defaults).
//
//   const view = new BoardView(container, { holes: 6, pits, stores, legal });
//   const off = view.on('select', ({ pit }) => ...);
//   view.on('focuspit', ({ pit }) => view.set({ hint: pit == null ? null : game.preview(pit) }));
//   view.useMoveShow(MoveShow);         // before the first move: the code that shows one
//   await view.animate(report);         // sows seed by seed, then takes the chain pit by pit
//   view.on('step', (step) => ...); view.next(); view.back();  // with stepByStep: one step at a time
//   view.destroy();

import { geometry, leftToRight, pitAt } from './geometry.js';
import { attachInput } from './input.js';
import { readPalette, seedSprites } from './palette.js';
import { draw, drawLayer } from './draw.js';
import { DEFAULTS, MIN_WIDTH } from './config.js';

/** Where things lie on a board (geometry.js), as this module has always offered it. */
export { geometry };

/**
 * @typedef {import('../types/front.js').MoveReport} MoveReport
 * @typedef {import('./geometry.js').Geometry} Geometry
 * @typedef {import('./palette.js').Palette} Palette
 * @typedef {import('./palette.js').Sprites} Sprites
 * @typedef {import('./config.js').ViewConfig} ViewConfig
 * @typedef {import('./config.js').ViewStep} ViewStep
 * @typedef {import('./config.js').ViewEvents} ViewEvents
 */
/**
 * A listener of event `K`.
 * @template {keyof ViewEvents} K
 * @typedef {import('./config.js').Listener<K>} Listener
 */

/**
 * The angle, in radians and rounded to a quarter turn, by which `el`'s own CSS
 * transform turns it on screen (0 when it has none).
 * @param {Element} el
 * @returns {number}
 */
export function quarterTurn(el) {
  const transform = getComputedStyle(el).transform;
  if (!transform || transform === 'none') return 0;
  const m = new DOMMatrixReadOnly(transform);
  return (Math.round(Math.atan2(m.b, m.a) / (Math.PI / 2)) * Math.PI) / 2 || 0;
}

/** The most the letters and counts are enlarged by --urim-label-scale. */
const MAX_LABEL_SCALE = 3;

/**
 * How many times their usual size the letters and counts are drawn: the
 * container's --urim-label-scale (present mode sets it), from 1 to MAX_LABEL_SCALE.
 * @param {HTMLElement} container
 */
function labelScale(container) {
  const scale = Number.parseFloat(getComputedStyle(container).getPropertyValue('--urim-label-scale'));
  return Number.isFinite(scale) ? Math.min(MAX_LABEL_SCALE, Math.max(1, scale)) : 1;
}

export class BoardView {
  /**
   * @param {HTMLElement} container the board fills its width
   * @param {Partial<ViewConfig>} [config]
   */
  constructor(container, config = {}) {
    this.container = container;
    /** @type {ViewConfig} */
    this.config = { ...DEFAULTS, ...config };
    /** @type {Map<keyof ViewEvents, Set<Listener<keyof ViewEvents>>>} */
    this.listeners = new Map();
    /** @type {Promise<void>} */
    this.firstFrame = new Promise((resolve) => {
      /** Resolves firstFrame. */
      this.drawnOnce = resolve;
    });
    this.canvas = document.createElement('canvas');
    this.canvas.className = 'board-canvas';
    this.canvas.tabIndex = 0;
    this.canvas.setAttribute('role', 'application');
    this.canvas.setAttribute('aria-roledescription', 'board');
    this.canvas.setAttribute('aria-label', this.config.label);
    container.append(this.canvas);
    // A new canvas always has a 2D context to give.
    this.ctx = /** @type {CanvasRenderingContext2D} */ (this.canvas.getContext('2d'));
    /** @type {number | null} */
    this.focus = null; // pit with the keyboard focus ring
    /** @type {number | null} */
    this.hover = null; // pit under the pointer
    this.keyboard = false; // show the focus ring only after keyboard use
    /** The move being shown (move-show.js), once useMoveShow handed its class in. @type {import('./move-show.js').MoveShow | null} */
    this.moveShow = null;
    /** The editor's gestures, once useEditInput handed them in. @type {import('./edit-input.js').EditInput | null} */
    this.editInput = null;
    this.frame = 0;
    /** The timer that holds back the next frame of a move while `frameMs` has not passed (0: none). */
    this.held = 0;
    /** When the last frame was painted (performance.now() ms; -Infinity: never). */
    this.paintedAt = -Infinity;
    /** @type {Sprites | null} */
    this.sprites = null;
    /** The still layer (the wood and the empty holes at the canvas's size), drawn once; null until needed or after a change. @type {HTMLCanvasElement | null} */
    this.layer = null;
    /** Whether frames copy the still layer (true) or draw the wood and holes each time (the pixels are the same). */
    this.useLayer = true;
    /** How many frames were painted, and how many times the still layer was drawn (for tests and the soak). */
    this.counts = { frames: 0, layers: 0 };
    this.palette = readPalette(container);

    this.motionQuery = matchMedia('(prefers-reduced-motion: reduce)');
    this.colorQuery = matchMedia('(prefers-color-scheme: dark)');
    const recolour = () => {
      this.readPalette();
      this.invalidate();
    };
    this.colorQuery.addEventListener('change', recolour);
    this.cleanups = [...attachInput(this), () => this.colorQuery.removeEventListener('change', recolour)];
    this.resizer = new ResizeObserver(() => this.resize());
    this.resizer.observe(container);
    /** Where things lie on the board, laid out by resize() (just below). @type {Geometry} */
    this.geo;
    /** Device pixels a CSS pixel, as the board was last laid out by resize(). @type {number} */
    this.dpr;
    /** The angle the page turns the container by, in quarter turns' radians (quarterTurn), as read by resize(). */
    this.turn = 0;
    this.resize();
  }

  /**
   * Hears 'select' ({ pit }), 'focuspit' ({ pit } or { pit: null }), 'skip', 'step',
   * 'edit', and during an animation 'land' ({ n } seeds landed) and 'take' ({ n }
   * pits taken); returns an unsubscribe function.
   * @template {keyof ViewEvents} K
   * @param {K} type
   * @param {Listener<K>} fn
   * @returns {() => void}
   */
  on(type, fn) {
    // Kept with the listeners of every event; emit gives each the detail of its own.
    const listener = /** @type {Listener<keyof ViewEvents>} */ (fn);
    let set = this.listeners.get(type);
    if (!set) this.listeners.set(type, (set = new Set()));
    set.add(listener);
    return () => this.listeners.get(type)?.delete(listener);
  }

  /**
   * Tells the listeners of `type`.
   * @template {keyof ViewEvents} K
   * @param {K} type
   * @param {ViewEvents[K]} detail
   */
  emit(type, detail) {
    for (const fn of this.listeners.get(type) ?? []) fn(detail);
  }

  /**
   * Changes part of the configuration and redraws.
   * @param {Partial<ViewConfig>} config
   */
  set(config) {
    const holesChanged = config.holes != null && config.holes !== this.config.holes;
    Object.assign(this.config, config);
    // String(): what setAttribute itself makes of the value (a label given as undefined included).
    if ('label' in config) this.canvas.setAttribute('aria-label', String(config.label));
    if (holesChanged) {
      this.focus = null;
      this.hover = null;
      this.resize();
    }
    const legal = this.config.legal ?? [];
    const keyboardHere = this.keyboard && this.hasFocus() && this.config.interactive;
    if (this.focus != null && !legal.includes(this.focus)) this.setFocus(keyboardHere && legal.length ? this.visualOrder()[0] : null);
    else if (this.focus == null && keyboardHere && legal.length) this.setFocus(this.visualOrder()[0]);
    if (this.hover != null && !legal.includes(this.hover)) this.setHover(null);
    this.invalidate();
  }

  /** Moves are shown at once: reduced motion asked for, or speed 0. */
  get reducedMotion() {
    return (this.config.reducedMotion ?? this.motionQuery.matches) || !(this.config.speed > 0);
  }

  /** Whether the canvas has the keyboard focus (also inside a shadow root). */
  hasFocus() {
    return this.canvas.matches(':focus');
  }

  /** Reads the colours again (after a theme change). */
  repaint() {
    this.readPalette();
    this.invalidate();
  }

  /**
   * The centre of `pit` in CSS pixels from the canvas's top-left corner (for tests and tooltips).
   * @param {number} pit
   * @returns {{ x: number, y: number }}
   */
  pitCenter(pit) {
    const p = this.geo.pits[pit];
    return { x: p.x, y: p.y };
  }

  /**
   * The pit at a point (CSS px from the canvas's corner, as laid out), or null.
   * @param {number} x
   * @param {number} y
   * @returns {number | null}
   */
  pitAt(x, y) {
    return pitAt(this.geo, x, y);
  }

  /**
   * Animates a move from the position on display: the origin is emptied, the seeds
   * fall one by one into `report.sown`, then the capture chain (`report.chain`) is
   * taken one pit at a time, backwards from the last seed, each pit's seeds going to
   * the store; the pit that stopped the chain (`report.chainStop`) is marked, and a
   * grand slam shows the whole chain cancelled. The view ends on `report.pits` and
   * `report.stores`.
   *
   * With `stepByStep`, the move is shown one step at a time (timeline.js: the seeds
   * lifted, each seed sown, each pit passed by, the last seed, each chain pit, the
   * stop, the grand slam): each step emits 'step' ({ kind, index, at, count }) and
   * waits; `next()` goes on (past the last step the move ends), `back()` goes back
   * a step.
   * Resolves when done (at once with reduced motion and no steps, or when skipped).
   * @param {MoveReport} report
   * @returns {Promise<void>}
   */
  animate(report) {
    if (!this.moveShow) return Promise.reject(new Error('no move can be shown before useMoveShow'));
    this.skip(); // a move still on show ends first: the next one starts from its end
    const before = { pits: [...(this.config.pits ?? report.pits)], stores: { ...this.config.stores } };
    const done = () => this.set({ pits: report.pits, stores: report.stores });
    const { stepByStep, speed } = this.config;
    if (!stepByStep && this.reducedMotion) {
      done();
      return Promise.resolve();
    }
    const timing = stepByStep
      ? null
      : { lift: this.config.liftDelay / speed, seed: this.config.seedDelay / speed, chain: this.config.chainDelay / speed };
    return this.moveShow.start(report, before, timing, done);
  }

  /**
   * Hands in the code that shows a move (move-show.js's class), before the first
   * animate(): a game has it from the start, a diagram loads it when a move is
   * first played. Once is enough; later calls change nothing.
   * @param {typeof import('./move-show.js').MoveShow} Show
   */
  useMoveShow(Show) {
    this.moveShow ??= new Show(this);
  }

  /**
   * Hands in the editor's gestures (edit-input.js's editInput), for a view whose
   * owner sets up positions (`editing`). Once is enough.
   * @param {typeof import('./edit-input.js').editInput} make
   */
  useEditInput(make) {
    this.editInput ??= make(this);
  }

  /** The move being shown (move-show.js), or null. */
  get anim() {
    return this.moveShow?.anim ?? null;
  }

  /** With `stepByStep`: the next step (past the last, the move ends). Returns whether a move was being stepped. */
  next() {
    return this.moveShow?.next() ?? false;
  }

  /** With `stepByStep`: back one step. Returns whether it went back. */
  back() {
    return this.moveShow?.back() ?? false;
  }

  /** Ends a running animation at once (its promise resolves). */
  skip() {
    this.moveShow?.skip();
  }

  /** The visitor cut the animation short: it ends, and the owner hears 'skip'. */
  skipByVisitor() {
    this.skip();
    this.emit('skip', {});
  }

  /** Removes the canvas and every listener, and stops drawing. */
  destroy() {
    this.skip();
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    clearTimeout(this.held);
    this.held = 0;
    this.resizer.disconnect();
    for (const off of this.cleanups) off();
    this.listeners.clear();
    this.canvas.remove();
    this.destroyed = true;
  }

  // ---- focus and hover (moved by input.js) --------------------------------

  /**
   * Whether `pit` may be chosen now.
   * @param {number | null} pit
   * @returns {pit is number}
   */
  playable(pit) {
    return pit != null && this.config.interactive && (this.config.legal ?? []).includes(pit);
  }

  /** Legal pits from left to right as drawn. */
  visualOrder() {
    return leftToRight(this.geo, this.config.legal ?? []);
  }

  /**
   * Moves the focus `step` legal pits along (0: onto the first if none).
   * @param {number} step
   */
  moveFocus(step) {
    // Read as pits or none, so that indexOf may look for no focus (and find it nowhere).
    const order = /** @type {(number | null)[]} */ (this.visualOrder());
    if (!order.length) return this.setFocus(null);
    let at = order.indexOf(this.focus);
    if (at < 0) at = step < 0 ? order.length : -1;
    if (step === 0) at = Math.max(at, 0);
    else at = Math.min(order.length - 1, Math.max(0, at + step));
    this.setFocus(order[at]);
  }

  /**
   * Gives the keyboard focus ring to `pit` (null: to none).
   * @param {number | null} pit
   */
  setFocus(pit) {
    if (pit === this.focus) return;
    this.focus = pit;
    this.emit('focuspit', { pit: pit ?? this.hover });
    this.invalidate();
  }

  /**
   * Marks `pit` as the one under the pointer (null: none).
   * @param {number | null} pit
   */
  setHover(pit) {
    if (pit === this.hover) return;
    this.hover = pit;
    this.emit('focuspit', { pit: pit ?? this.focus });
    this.invalidate();
  }

  // ---- drawing -----------------------------------------------------------

  /** Reads the colours of the container; the seed images are drawn again from them. */
  readPalette() {
    this.palette = readPalette(this.container);
    this.sprites = null;
    this.layer = null;
  }

  /**
   * The still layer, drawn now if it is not there yet (for the layout, colours and
   * pixel ratio of now: resize and readPalette drop it).
   * @returns {HTMLCanvasElement}
   */
  stillLayer() {
    if (!this.layer) {
      const layer = document.createElement('canvas');
      layer.width = this.canvas.width;
      layer.height = this.canvas.height;
      const ctx = /** @type {CanvasRenderingContext2D} */ (layer.getContext('2d'));
      ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
      drawLayer(ctx, this.geo, this.palette);
      this.layer = layer;
      this.counts.layers += 1;
    }
    return this.layer;
  }

  /**
   * Lays the board out again for the container's width and the screen's pixel
   * ratio, and reads the quarter turn the page gives the container (a portrait
   * kiosk stands the board up): its words are then drawn turned back, upright.
   */
  resize() {
    const turn = quarterTurn(this.container);
    if (turn !== this.turn) {
      this.turn = turn;
      this.invalidate();
    }
    const width = Math.max(MIN_WIDTH, this.container.clientWidth);
    const dpr = window.devicePixelRatio || 1;
    const labels = labelScale(this.container);
    const { geo } = this;
    if (geo && geo.width === width && geo.holes === this.config.holes && geo.labels === labels && this.dpr === dpr) return;
    this.geo = geometry(this.config.holes, width, labels);
    this.dpr = dpr;
    this.canvas.style.width = `${width}px`;
    this.canvas.style.height = `${this.geo.height}px`;
    this.canvas.width = Math.round(width * dpr);
    this.canvas.height = Math.round(this.geo.height * dpr);
    this.readPalette(); // drops the still layer too: it is drawn again at the new size
    this.invalidate();
  }

  /**
   * Draws a frame at the next animation frame (and on, while a move is animated).
   * While a move is played by the clock, a frame comes no sooner than `frameMs`
   * after the last one (the timeline is read by time, so fewer frames show the same
   * move); a board at rest, a stepped move or a move's end is drawn at once.
   */
  invalidate() {
    if (this.destroyed) return;
    const wait = this.anim && !this.anim.stepped ? this.paintedAt + this.config.frameMs - performance.now() : 0;
    if (this.held && wait <= 0) {
      clearTimeout(this.held); // the move ended (or was skipped): its last frame waits no longer
      this.held = 0;
    }
    if (this.frame || this.held) return;
    if (wait > 0) {
      this.held = setTimeout(() => {
        this.held = 0;
        this.invalidate();
      }, wait);
      return;
    }
    this.frame = requestAnimationFrame((now) => {
      this.frame = 0;
      this.paintedAt = now;
      this.paint(now);
      this.drawnOnce();
      if (this.anim && !this.anim.stepped) this.invalidate();
    });
  }

  /**
   * The position and marks of the move being shown at `now` (or the position at rest).
   * @param {number} now
   */
  frameState(now) {
    return this.moveShow?.frame(now) ?? { pits: this.config.pits, stores: this.config.stores };
  }

  /**
   * Paints the frame for `now` with draw.js.
   * @param {number} now
   */
  paint(now) {
    const { config } = this;
    if (!this.sprites) this.sprites = seedSprites(this.palette.tones, this.geo.cell, this.dpr);
    const moving = !!this.anim;
    this.counts.frames += 1;
    draw(
      this.ctx,
      this.geo,
      { ...this.palette, seeds: this.sprites, layer: this.useLayer ? this.stillLayer() : null },
      {
        ...this.frameState(now),
        dpr: this.dpr,
        moving,
        legal: new Set(config.interactive && !moving ? (config.legal ?? []) : []),
        hint: config.hint,
        hintPit: this.hover ?? this.focus,
        lastMove: config.lastMove,
        mark: config.mark,
        tip: config.tip,
        best: config.best,
        values: config.values,
        letters: config.letters,
        focus: this.focus,
        focusRing: this.keyboard && this.hasFocus(),
        turn: this.turn,
      },
    );
  }
}
