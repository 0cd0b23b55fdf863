// The Urim board drawn on a <canvas>. It knows no rules: it is given the seeds in
// each pit and store, the pits that may be played, move reports to animate and
// previews to show as hints, and it tells its owner which pit was chosen. Its
// colours are the --urim-* CSS custom properties of its container (see styles.js).
//
//   const view = new BoardView(container, { holes: 6, pits, stores, legal });
//   const off = view.on('select', ({ pit }) => ...);
//   view.on('focuspit', ({ pit }) => view.set({ hint: pit == null ? null : game.preview(pit) }));
//   await view.animate(report);         // sows seed by seed, then takes the chain pit by pit
//   view.on('step', (step) => ...); view.next(); view.back();  // with stepByStep: one step at a time
//   view.destroy();
//
// Pits are numbered in sowing order: 0..N-1 South's (bottom row, left to right),
// N..2N-1 North's (top row, right to left as South sees it). South's store is at
// the right-hand end, North's at the left.

import { moveSteps, stepState } from './move-steps.js';

/** Layout of a board `holes` pits wide drawn `width` CSS pixels wide (all in CSS px). */
export function geometry(holes, width) {
  const cell = width / (holes + 2 * 1.25 + 0.3);
  const band = Math.max(14, cell * 0.3);          // letters, outside the wood
  const strip = Math.max(13, cell * 0.3);         // seed counts, inside the wood
  const pad = cell * 0.12;
  const woodTop = band;
  const northY = woodTop + pad + strip + cell / 2;
  const southY = northY + cell * 1.06;
  const woodBottom = southY + cell / 2 + strip + pad;
  const height = woodBottom + band;
  const storeW = cell * 1.25;
  const left = cell * 0.15;
  const rowLeft = left + storeW;
  const radius = cell * 0.42;
  const pits = [];
  for (let i = 0; i < 2 * holes; i += 1) {
    const col = i < holes ? i : 2 * holes - 1 - i;
    const y = i < holes ? southY : northY;
    pits.push({ x: rowLeft + (col + 0.5) * cell, y, r: radius, countY: i < holes ? y + cell / 2 + strip / 2 : y - cell / 2 - strip / 2, letterY: i < holes ? woodBottom + band / 2 : band / 2 });
  }
  const storeTop = northY - cell / 2;
  const storeBottom = southY + cell / 2;
  const store = (x) => ({ x, y: (storeTop + storeBottom) / 2, rx: storeW * 0.4, ry: (storeBottom - storeTop) / 2 });
  return {
    holes, width, height, cell, band, strip,
    wood: { x: left * 0.5, y: woodTop, w: width - left, h: woodBottom - woodTop },
    pits,
    stores: {
      north: { ...store(left + storeW / 2), countY: northY - cell / 2 - strip / 2 },
      south: { ...store(width - left - storeW / 2), countY: southY + cell / 2 + strip / 2 },
    },
  };
}

/** How long a press on a pit takes a seed away while setting up a position. */
const LONG_PRESS_MS = 550;
/** Digits typed on one pit within this many ms make one number (1, 7: seventeen). */
const TYPING_MS = 900;

/** ms to lift the seeds from the origin before sowing, and to settle after a move. */
const LIFT_MS = 120;

/**
 * When each part of a capture is shown, in ms from the start of a move's animation:
 * a pause on the last seed, one `delay` a chain pit, the stop marker, the grand slam.
 * Null when the move captures nothing.
 */
function chainTimes(report, sowEnd, delay) {
  if (report.chain.length === 0) return null;
  const start = sowEnd + 250;
  const links = start + report.chain.length * delay;
  const stop = links + (report.chainStop?.reason === 'count' ? delay : 0);
  const end = stop + (report.grandSlam ? 2 * delay : 0);
  return { start, delay, links, stop, end };
}

/**
 * The capture at `t` ms: the chain pits shown so far (`lit`), the one being taken
 * (`active`, `f` of the way through), the stop pit once reached, and how far the
 * grand slam is shown (0..1, or null). Empties taken pits into the store in `pits`
 * and `stores`, except on a grand slam.
 */
function chainState(report, times, t, pits, stores) {
  const lit = [];
  let active = null;
  let f = 0;
  report.chain.forEach((link, i) => {
    const from = times.start + i * times.delay;
    if (t < from) return;
    lit.push(link.pit);
    const into = (t - from) / times.delay;
    if (into < 1) {
      active = link.pit;
      f = into;
    }
    if (into >= 0.55 && !report.grandSlam) {
      pits[link.pit] = 0;
      stores[report.mover] += link.seeds;
    }
  });
  const stop = t >= times.links && report.chainStop?.reason === 'count' ? report.chainStop.pit : null;
  const slam = report.grandSlam && t >= times.stop ? Math.min(1, (t - times.stop) / (times.end - times.stop)) : null;
  return { lit, active, f, stop, slam };
}

const DEFAULTS = {
  holes: 6,
  pits: null,
  stores: { south: 0, north: 0 },
  letters: null,
  legal: [],
  interactive: true,
  lastMove: null,       // { origin, chain: [pits] } of the move just played
  hint: null,           // a move report (from game.preview) for the focused pit
  seedDelay: 80,        // ms a seed while sowing
  chainDelay: 520,      // ms a pit of the capture chain (taken one by one, backwards)
  stepByStep: false,    // show moves one step at a time, next() and back() (for teaching)
  reducedMotion: null,  // null: follow prefers-reduced-motion
  speed: 1,             // animation speed factor; 0 shows moves at once
  mark: null,           // a pit to mark (a diagram's move), ringed while nothing moves
  editing: false,       // setting up a position: every pit takes 'edit' events instead of 'select'
  values: null,         // { [pit]: label } drawn on the pits (what each move is worth)
  best: [],             // pits ringed as the best
  label: 'Urim board',
};

/** The palette's keys and the CSS custom property each one is read from. */
const PALETTE_VARS = {
  wood: '--urim-wood', woodDark: '--urim-wood-dark', grain: '--urim-grain', hole: '--urim-hole',
  holeRim: '--urim-hole-rim', text: '--urim-letter', count: '--urim-count', legal: '--urim-legal',
  focus: '--urim-focus', capture: '--urim-capture', last: '--urim-last', seed: '--urim-seed',
};

/** A small deterministic hash: the same pit and seed always land in the same place. */
function hash(a, b) {
  let h = Math.imul(a + 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x27d4eb2f, 0xc2b2ae35);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return (h >>> 0) / 4294967296;
}

const GOLDEN = Math.PI * (3 - Math.sqrt(5));
/** How much lighter or darker each of the five seed tones is than --urim-seed. */
const SEED_SHADES = [1, 0.9, 1.07, 0.84, 0.97];
/** The seed colour when --urim-seed is not set (a grey nickernut). */
const SEED_DEFAULT = '#b3a893';

/** `color` (any CSS colour) as [r, g, b], read back through a canvas. */
function rgb(color) {
  const ctx = document.createElement('canvas').getContext('2d');
  ctx.fillStyle = SEED_DEFAULT;
  ctx.fillStyle = color;
  const hex = ctx.fillStyle.startsWith('#') ? ctx.fillStyle : SEED_DEFAULT;
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
}

/** Light and dark stops of the five seed tones, from the seed colour. */
function seedTones(color) {
  const base = rgb(color);
  const css = (c, f) => `rgb(${c.map((v) => Math.round(Math.min(255, v * f))).join(',')})`;
  return SEED_SHADES.map((f) => [css(base, f), css(base, f * 0.64)]);
}

export class BoardView {
  /** @param {HTMLElement} container the board fills its width */
  constructor(container, config = {}) {
    this.container = container;
    this.config = { ...DEFAULTS, ...config };
    this.listeners = new Map();
    this.firstFrame = new Promise((resolve) => { this.drawnOnce = resolve; });
    this.canvas = document.createElement('canvas');
    this.canvas.className = 'board-canvas';
    this.canvas.tabIndex = 0;
    this.canvas.setAttribute('role', 'application');
    this.canvas.setAttribute('aria-roledescription', 'board');
    this.canvas.setAttribute('aria-label', this.config.label);
    container.append(this.canvas);
    this.ctx = this.canvas.getContext('2d');
    this.focus = null;       // pit with the keyboard focus ring
    this.hover = null;       // pit under the pointer
    this.keyboard = false;   // show the focus ring only after keyboard use
    this.anim = null;
    this.frame = 0;
    this.sprites = null;
    this.readPalette();

    const on = (target, type, fn, opts) => {
      target.addEventListener(type, fn, opts);
      return () => target.removeEventListener(type, fn, opts);
    };
    this.motionQuery = matchMedia('(prefers-reduced-motion: reduce)');
    this.colorQuery = matchMedia('(prefers-color-scheme: dark)');
    this.cleanups = [
      on(this.canvas, 'pointermove', (e) => this.onPointerMove(e)),
      on(this.canvas, 'pointerleave', () => this.setHover(null)),
      on(this.canvas, 'pointerdown', (e) => this.onPointerDown(e)),
      on(this.canvas, 'pointerup', () => this.endPress(true)),
      on(this.canvas, 'pointercancel', () => this.endPress(false)),
      on(this.canvas, 'contextmenu', (e) => { if (this.config.editing) e.preventDefault(); }),
      on(this.canvas, 'keydown', (e) => this.onKey(e)),
      on(this.canvas, 'focus', () => {
        if (this.canvas.matches(':focus-visible')) this.keyboard = true;
        if (this.focus == null && this.keyboard) this.moveFocus(0);
        this.invalidate();
      }),
      on(this.canvas, 'blur', () => { this.keyboard = false; this.setFocus(null); }),
      on(this.colorQuery, 'change', () => { this.readPalette(); this.invalidate(); }),
    ];
    this.resizer = new ResizeObserver(() => this.resize());
    this.resizer.observe(container);
    this.resize();
  }

  /**
   * Hears 'select' ({ pit }), 'focuspit' ({ pit } or { pit: null }), 'skip', 'step',
   * 'edit', and during an animation 'land' ({ n } seeds landed) and 'take' ({ n }
   * pits taken); returns an unsubscribe function.
   */
  on(type, fn) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type).add(fn);
    return () => this.listeners.get(type)?.delete(fn);
  }

  emit(type, detail) {
    for (const fn of this.listeners.get(type) ?? []) fn(detail);
  }

  /** Changes part of the configuration and redraws. */
  set(config) {
    const holesChanged = config.holes != null && config.holes !== this.config.holes;
    Object.assign(this.config, config);
    if ('label' in config) this.canvas.setAttribute('aria-label', config.label);
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

  /** The centre of `pit` in CSS pixels from the canvas's top-left corner (for tests and tooltips). */
  pitCenter(pit) {
    const p = this.geo.pits[pit];
    return { x: p.x, y: p.y };
  }

  /** The pit at a point (CSS px from the canvas's corner), or null. */
  pitAt(x, y) {
    const { pits, cell } = this.geo;
    for (let i = 0; i < pits.length; i += 1) {
      if (Math.hypot(x - pits[i].x, y - pits[i].y) <= cell * 0.5) return i;
    }
    return null;
  }

  /**
   * Animates a move from the position on display: the origin is emptied, the seeds
   * fall one by one into `report.sown`, then the capture chain (`report.chain`) is
   * taken one pit at a time, backwards from the last seed, each pit's seeds going to
   * the store; the pit that stopped the chain (`report.chainStop`) is marked, and a
   * grand slam shows the whole chain cancelled. The view ends on `report.pits` and
   * `report.stores`.
   *
   * With `stepByStep`, the move is shown one step at a time (move-steps.js: the
   * seeds lifted, each seed sown, each pit passed by, the last seed, each chain pit,
   * the stop, the grand slam): each step emits 'step' ({ kind, index, at, count })
   * and waits; `next()` goes on (past the last step the move ends), `back()` goes
   * back a step.
   * Resolves when done (at once with reduced motion and no steps, or when skipped).
   */
  animate(report) {
    this.skip();
    const pits = [...(this.config.pits ?? report.pits)];
    const stores = { ...this.config.stores };
    const done = () => this.set({ pits: report.pits, stores: report.stores });
    if (this.config.stepByStep) return this.stepThrough(report, { pits, stores }, done);
    const still = this.reducedMotion;
    if (still) {
      done();
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const { speed } = this.config;
      const lead = LIFT_MS / speed;
      const seedDelay = this.config.seedDelay / speed;
      const sowEnd = lead + report.sown.length * seedDelay;
      const chain = chainTimes(report, sowEnd, this.config.chainDelay / speed);
      const end = (chain?.end ?? sowEnd) + LIFT_MS / speed;
      this.anim = {
        report, start: performance.now(), lead, seedDelay, pits, stores, sowEnd, chain, end,
        finish: () => { this.anim = null; done(); resolve(); },
      };
      this.invalidate();
    });
  }

  /** The stepped form of `animate`: `before` is the position the move starts from. */
  stepThrough(report, before, done) {
    return new Promise((resolve) => {
      this.anim = {
        report, before, steps: moveSteps(report), at: 0, stepped: true,
        finish: () => { this.anim = null; done(); resolve(); },
      };
      this.showStep();
    });
  }

  /** Draws the step the stepped move is at, and tells the owner. */
  showStep() {
    const a = this.anim;
    this.invalidate();
    const step = { ...a.steps[a.at], at: a.at, count: a.steps.length };
    queueMicrotask(() => { if (this.anim === a) this.emit('step', step); });
  }

  /** With `stepByStep`: the next step (past the last, the move ends). Returns whether a move was being stepped. */
  next() {
    const a = this.anim;
    if (!a?.stepped) return false;
    if (a.at + 1 >= a.steps.length) a.finish();
    else {
      a.at += 1;
      this.showStep();
    }
    return true;
  }

  /** With `stepByStep`: back one step. Returns whether it went back. */
  back() {
    const a = this.anim;
    if (!a?.stepped || a.at === 0) return false;
    a.at -= 1;
    this.showStep();
    return true;
  }

  /** Ends a running animation at once (its promise resolves). */
  skip() {
    if (this.anim) this.anim.finish();
  }

  /** Removes the canvas and every listener, and stops drawing. */
  destroy() {
    this.skip();
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.resizer.disconnect();
    for (const off of this.cleanups) off();
    this.listeners.clear();
    this.canvas.remove();
    this.destroyed = true;
  }

  // ---- input -------------------------------------------------------------

  localPoint(e) {
    const rect = this.canvas.getBoundingClientRect();
    return [e.clientX - rect.left, e.clientY - rect.top];
  }

  playable(pit) {
    return pit != null && this.config.interactive && (this.config.legal ?? []).includes(pit);
  }

  onPointerMove(e) {
    const pit = this.pitAt(...this.localPoint(e));
    this.setHover(this.playable(pit) ? pit : null);
    this.canvas.style.cursor = this.anim ? 'pointer' : this.playable(pit) ? 'pointer' : 'default';
  }

  onPointerDown(e) {
    if (this.config.editing && !this.anim) {
      this.editPress(e);
      return;
    }
    if (this.anim) {
      if (this.anim.stepped) this.next();
      else {
        this.skip();
        this.emit('skip', {});
      }
      return;
    }
    this.keyboard = false;
    const pit = this.pitAt(...this.localPoint(e));
    if (this.playable(pit)) {
      e.preventDefault();
      this.emit('select', { pit });
    }
  }

  /**
   * Setting up a position: a tap adds a seed to the pit; a right-click, a
   * Shift-tap or a long press takes one away ('edit' { pit, remove }).
   */
  editPress(e) {
    const pit = this.pitAt(...this.localPoint(e));
    if (pit == null) return;
    e.preventDefault();
    this.keyboard = false;
    if (e.button === 2 || e.shiftKey) {
      this.emit('edit', { pit, remove: true });
      return;
    }
    this.endPress(false);
    this.press = { pit, timer: setTimeout(() => {
      this.press = null;
      this.emit('edit', { pit, remove: true });
    }, LONG_PRESS_MS) };
  }

  /** The end of a press on a pit while setting up: a short one adds a seed (`add`). */
  endPress(add) {
    const press = this.press;
    if (!press) return;
    clearTimeout(press.timer);
    this.press = null;
    if (add) this.emit('edit', { pit: press.pit, remove: false });
  }

  /** Keys while setting up: + or Enter add a seed, - or Backspace take one, digits type a count. */
  editKey(e) {
    const pit = this.focus;
    if (pit == null) return false;
    if (['Enter', ' ', '+'].includes(e.key)) this.emit('edit', { pit, remove: false });
    else if (['-', 'Backspace', 'Delete'].includes(e.key)) this.emit('edit', { pit, remove: true });
    else if (/^[0-9]$/.test(e.key)) {
      const now = performance.now();
      const typed = this.typed?.pit === pit && now - this.typed.at < TYPING_MS ? `${this.typed.text}${e.key}` : e.key;
      this.typed = { pit, text: typed, at: now };
      this.emit('edit', { pit, value: Number(typed) });
    } else return false;
    e.preventDefault();
    return true;
  }

  /** Legal pits from left to right as drawn. */
  visualOrder() {
    const legal = (this.config.legal ?? []).slice();
    return legal.sort((a, b) => this.geo.pits[a].x - this.geo.pits[b].x);
  }

  moveFocus(step) {
    const order = this.visualOrder();
    if (!order.length) return this.setFocus(null);
    let at = order.indexOf(this.focus);
    if (at < 0) at = step < 0 ? order.length : -1;
    if (step === 0) at = Math.max(at, 0);
    else at = Math.min(order.length - 1, Math.max(0, at + step));
    this.setFocus(order[at]);
  }

  onKey(e) {
    if (this.anim && ['Escape', 'Enter', ' ', 'ArrowRight', 'ArrowLeft'].includes(e.key)) {
      e.preventDefault();
      if (this.anim.stepped && e.key === 'ArrowLeft') this.back(); // stepping: ← back, Enter, Space or → on
      else if (this.anim.stepped && e.key !== 'Escape') this.next();
      else if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') {
        this.skip();
        this.emit('skip', {});
      }
      return;
    }
    if (this.config.editing && this.editKey(e)) return;
    const order = this.visualOrder();
    const actions = {
      ArrowLeft: () => this.moveFocus(-1),
      ArrowUp: () => this.moveFocus(-1),
      ArrowRight: () => this.moveFocus(1),
      ArrowDown: () => this.moveFocus(1),
      Home: () => this.setFocus(order[0] ?? null),
      End: () => this.setFocus(order.at(-1) ?? null),
      Enter: () => this.playable(this.focus) && this.emit('select', { pit: this.focus }),
      ' ': () => this.playable(this.focus) && this.emit('select', { pit: this.focus }),
    };
    const action = actions[e.key];
    if (!action || !this.config.interactive) return;
    e.preventDefault();
    this.keyboard = true;
    if (this.focus == null && e.key !== 'Enter' && e.key !== ' ' && !['Home', 'End'].includes(e.key)) this.moveFocus(0);
    else action();
  }

  setFocus(pit) {
    if (pit === this.focus) return;
    this.focus = pit;
    this.emit('focuspit', { pit: pit ?? this.hover });
    this.invalidate();
  }

  setHover(pit) {
    if (pit === this.hover) return;
    this.hover = pit;
    this.emit('focuspit', { pit: pit ?? this.focus });
    this.invalidate();
  }

  // ---- drawing -----------------------------------------------------------

  readPalette() {
    const style = getComputedStyle(this.container);
    this.palette = {};
    for (const [key, name] of Object.entries(PALETTE_VARS)) this.palette[key] = style.getPropertyValue(name).trim() || '#888';
    this.tones = seedTones(style.getPropertyValue('--urim-seed').trim() || SEED_DEFAULT);
    this.sprites = null;
  }

  resize() {
    const width = Math.max(240, this.container.clientWidth);
    const dpr = window.devicePixelRatio || 1;
    if (this.geo && this.geo.width === width && this.geo.holes === this.config.holes && this.dpr === dpr) return;
    this.geo = geometry(this.config.holes, width);
    this.dpr = dpr;
    this.canvas.style.width = `${width}px`;
    this.canvas.style.height = `${this.geo.height}px`;
    this.canvas.width = Math.round(width * dpr);
    this.canvas.height = Math.round(this.geo.height * dpr);
    this.sprites = null;
    this.readPalette();
    this.invalidate();
  }

  invalidate() {
    if (this.frame || this.destroyed) return;
    this.frame = requestAnimationFrame((now) => {
      this.frame = 0;
      this.draw(now);
      this.drawnOnce();
      if (this.anim && !this.anim.stepped) this.invalidate();
    });
  }

  /** Seed images, one per tone, drawn once for the current size. */
  seedSprites() {
    const size = Math.max(2.6, this.geo.cell * 0.098);
    if (this.sprites && this.sprites.size === size) return this.sprites;
    const px = Math.ceil(size * 2.6 * this.dpr);
    const images = this.tones.map(([light, dark]) => {
      const c = document.createElement('canvas');
      c.width = px;
      c.height = px;
      const g = c.getContext('2d');
      const r = size * this.dpr;
      const cx = px / 2;
      g.fillStyle = 'rgba(0,0,0,0.35)';
      g.beginPath();
      g.ellipse(cx + r * 0.18, cx + r * 0.28, r * 1.02, r * 0.98, 0, 0, Math.PI * 2);
      g.fill();
      const grad = g.createRadialGradient(cx - r * 0.35, cx - r * 0.4, r * 0.1, cx, cx, r * 1.05);
      grad.addColorStop(0, '#f4efe6');
      grad.addColorStop(0.25, light);
      grad.addColorStop(1, dark);
      g.fillStyle = grad;
      g.beginPath();
      g.ellipse(cx, cx, r * 1.0, r * 0.9, 0.5, 0, Math.PI * 2);
      g.fill();
      return c;
    });
    this.sprites = { size, images, px: px / this.dpr };
    return this.sprites;
  }

  drawSeed(x, y, tone) {
    const s = this.seedSprites();
    this.ctx.drawImage(s.images[tone % s.images.length], x - s.px / 2, y - s.px / 2, s.px, s.px);
  }

  drawPitSeeds(key, x, y, rx, ry, count, capacity, ring) {
    const shown = Math.min(count, capacity);
    // Seed k always lies in the same place, so seeds never jump as a pit fills;
    // the first `ring` spread over the pit, later ones pile on top.
    for (let k = 0; k < shown; k += 1) {
      const layer = k < ring ? 0 : 1;
      const t = layer === 0 ? Math.sqrt((k + 0.5) / ring) : 0.75 * Math.sqrt((k - ring + 0.5) / (capacity - ring));
      const a = k * GOLDEN + hash(key, k) * 1.2 + layer * 1.3;
      const j = 0.85 + hash(k, key) * 0.25;
      this.drawSeed(x + Math.cos(a) * t * rx * j, y + Math.sin(a) * t * ry * j, Math.floor(hash(key * 7 + 3, k) * 5));
    }
  }

  /** Tells the owner of each seed landed ('land') and each pit taken ('take') since the last frame. */
  hear(a, landed, taken) {
    const heard = a.heard ?? { landed: 0, taken: 0 };
    a.heard = { landed, taken };
    if (landed > heard.landed) queueMicrotask(() => this.emit('land', { n: landed }));
    if (taken > heard.taken) queueMicrotask(() => this.emit('take', { n: taken }));
  }

  /** The position to draw now, and the animation's extra marks. */
  frameState(now) {
    const a = this.anim;
    if (!a) return { pits: this.config.pits, stores: this.config.stores };
    if (a.stepped) {
      const { pits, stores, marks } = stepState(a.report, a.before, a.steps[a.at]);
      return { pits, stores, passing: marks.passing, last: marks.last, chain: marks.chain && { ...marks.chain, f: 1 }, sowing: false, stepping: true };
    }
    const t = now - a.start;
    if (t >= a.end) {
      queueMicrotask(() => a.finish());
      return { pits: a.report.pits, stores: a.report.stores };
    }
    const { report } = a;
    const pits = [...a.pits];
    const stores = { ...a.stores };
    pits[report.origin] = 0;
    const delay = a.seedDelay;
    const landed = Math.max(0, Math.min(report.sown.length, Math.floor((t - a.lead) / delay) + 1));
    for (let i = 0; i < landed; i += 1) pits[report.sown[i]] += 1;
    let flying = null;
    if (landed < report.sown.length) {
      const from = landed === 0 ? report.origin : report.sown[landed - 1];
      const to = report.sown[landed];
      const f = landed === 0 ? Math.max(0, t / a.lead) : ((t - a.lead) % delay) / delay;
      flying = { from, to, f: Math.min(1, f) };
    }
    // Pits the sowing has passed by so far (full with 17 seeds, or the emptied origin
    // on a lap), marked until the last seed lands.
    const passing = t < a.sowEnd ? report.skipped.filter((s) => s.seed <= landed).map((s) => s.pit) : [];
    const chain = a.chain && t >= a.chain.start ? chainState(report, a.chain, t, pits, stores) : null;
    this.hear(a, landed, chain && !report.grandSlam ? Math.min(report.chain.length, Math.floor((t - a.chain.start) / a.chain.delay) + 1) : 0);
    return { pits, stores, flying, passing, chain, sowing: t < a.sowEnd, origin: report.origin, last: landed === report.sown.length ? report.last : null };
  }

  draw(now) {
    const { ctx, geo, palette: p } = this;
    const { holes } = this.config;
    const state = this.frameState(now);
    const pits = state.pits ?? new Array(2 * holes).fill(0);
    ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
    ctx.clearRect(0, 0, geo.width, geo.height);

    // The wood, with a soft grain.
    const w = geo.wood;
    const round = geo.cell * 0.45;
    ctx.save();
    ctx.beginPath();
    ctx.roundRect(w.x, w.y, w.w, w.h, round);
    const grad = ctx.createLinearGradient(0, w.y, 0, w.y + w.h);
    grad.addColorStop(0, p.wood);
    grad.addColorStop(1, p.woodDark);
    ctx.fillStyle = grad;
    ctx.shadowColor = 'rgba(0,0,0,0.28)';
    ctx.shadowBlur = geo.cell * 0.18;
    ctx.shadowOffsetY = geo.cell * 0.06;
    ctx.fill();
    ctx.restore();
    ctx.save();
    ctx.beginPath();
    ctx.roundRect(w.x, w.y, w.w, w.h, round);
    ctx.clip();
    ctx.strokeStyle = p.grain;
    ctx.lineWidth = 1;
    for (let i = 0; i < 14; i += 1) {
      const y0 = w.y + (i + hash(i, 1)) * (w.h / 14);
      ctx.globalAlpha = 0.25 + hash(i, 2) * 0.35;
      ctx.beginPath();
      ctx.moveTo(w.x, y0);
      for (let x = 0; x <= w.w; x += w.w / 8) ctx.lineTo(w.x + x, y0 + Math.sin(x / w.w * 6 + i) * geo.cell * 0.05 * hash(i, 3));
      ctx.stroke();
    }
    ctx.restore();

    const legal = new Set(this.config.interactive && !this.anim ? this.config.legal ?? [] : []);
    const hintPit = this.hover ?? this.focus;
    const hint = !this.anim && hintPit != null && this.config.hint?.origin === hintPit ? this.config.hint : null;
    const hintChain = new Set(hint && !hint.grandSlam ? hint.chain.map((c) => c.pit) : []);
    const lastMove = this.anim ? null : this.config.lastMove;

    // Stores.
    for (const side of ['north', 'south']) {
      const s = geo.stores[side];
      this.hole(s.x, s.y, s.rx, s.ry);
      this.drawPitSeeds(side === 'south' ? 101 : 202, s.x, s.y, s.rx * 0.72, s.ry * 0.84, state.stores[side], 56, 28);
      this.countText(String(state.stores[side]), s.x, s.countY, true);
    }

    // Pits.
    const letters = this.config.letters ?? [];
    for (let i = 0; i < 2 * holes; i += 1) {
      const c = geo.pits[i];
      this.hole(c.x, c.y, c.r, c.r);
      if (legal.has(i)) this.ring(c.x, c.y, c.r + 1.5, p.legal, 2, 0.9);
      if (this.config.mark === i && !this.anim) this.ring(c.x, c.y, c.r + 3, p.legal, 3.5, 1, [7, 4]);
      if (lastMove && lastMove.origin === i) this.ring(c.x, c.y, c.r * 0.3, p.last, 1.5, 0.8, [2, 3]);
      if (hintChain.has(i)) this.disc(c.x, c.y, c.r, p.capture, 0.28);
      const chain = state.chain;
      if (chain?.lit.includes(i)) {
        const color = chain.slam != null ? p.last : p.capture;
        const pulse = chain.slam != null ? 0.5 + 0.5 * Math.sin(chain.slam * Math.PI * 4 - Math.PI / 2)
          : chain.active === i ? Math.sin(Math.min(1, chain.f * 1.6) * Math.PI / 2) : 0;
        this.disc(c.x, c.y, c.r, color, 0.22 + 0.4 * pulse);
        this.ring(c.x, c.y, c.r + 2, color, chain.active === i || chain.slam != null ? 3.5 : 2, 0.55 + 0.45 * pulse);
      }
      if (chain?.stop === i) this.ring(c.x, c.y, c.r + 2, p.last, 2.5, 1, [3, 4]);
      if (state.passing?.includes(i)) { // passed by
        this.disc(c.x, c.y, c.r, p.last, 0.18);
        this.ring(c.x, c.y, c.r + 2, p.last, 3, 1, [6, 4]);
      }
      if (state.last === i && !chain && !state.sowing) this.ring(c.x, c.y, c.r + 2, p.last, 3, 1); // where the last seed fell
      this.drawPitSeeds(i + 1, c.x, c.y, c.r * 0.66, c.r * 0.66, pits[i], 17, 11);
      if (hint && hint.last === i) this.ring(c.x, c.y, c.r * 0.92, p.last, 2.5, 1, [4, 3]);
      if (!this.anim && this.config.best?.includes(i) && legal.has(i)) this.ring(c.x, c.y, c.r + 4.5, p.focus, 3, 1);
      const label = !this.anim && legal.has(i) ? this.config.values?.[i] : null;
      if (label) this.badge(label, c.x, c.y + c.r * 0.62);
      if (i === hintPit && legal.has(i)) this.ring(c.x, c.y, c.r + 2, p.focus, 3, 1);
      if (i === this.focus && this.keyboard && this.hasFocus()) {
        this.ring(c.x, c.y, c.r + 6, p.focus, 2.5, 1, [5, 3]);
      }
      const taking = state.chain?.active === i || (state.chain?.slam != null && state.chain.lit.includes(i));
      this.countText(String(pits[i]), c.x, c.countY, taking || (state.sowing && state.flying?.to === i), taking ? p.capture : null);
      ctx.fillStyle = p.text;
      ctx.globalAlpha = 0.75;
      ctx.font = `600 ${Math.max(11, geo.band * 0.62)}px Georgia, "Times New Roman", serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(letters[i] ?? '', c.x, c.letterY);
      ctx.globalAlpha = 1;
    }

    // The seed in the hand.
    if (state.flying) {
      const a = geo.pits[state.flying.from];
      const b = geo.pits[state.flying.to];
      const f = state.flying.f;
      const e = f * f * (3 - 2 * f);
      const lift = Math.sin(f * Math.PI) * geo.cell * 0.25;
      this.drawSeed(a.x + (b.x - a.x) * e, a.y + (b.y - a.y) * e - lift, 2);
    }
  }

  hole(x, y, rx, ry) {
    const { ctx, palette: p } = this;
    const g = ctx.createRadialGradient(x, y - ry * 0.25, Math.min(rx, ry) * 0.1, x, y, Math.max(rx, ry));
    g.addColorStop(0, p.hole);
    g.addColorStop(0.85, p.hole);
    g.addColorStop(1, p.holeRim);
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.ellipse(x, y, rx, ry, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = 'rgba(0,0,0,0.35)';
    ctx.lineWidth = 1;
    ctx.stroke();
  }

  ring(x, y, r, color, width, alpha, dash = []) {
    const { ctx } = this;
    ctx.save();
    ctx.globalAlpha = alpha;
    ctx.strokeStyle = color;
    ctx.lineWidth = width;
    ctx.setLineDash(dash);
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.stroke();
    ctx.restore();
  }

  disc(x, y, r, color, alpha) {
    const { ctx } = this;
    ctx.save();
    ctx.globalAlpha = alpha;
    ctx.fillStyle = color;
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
    ctx.restore();
  }

  /** A small label on a pit (a move's value). */
  badge(text, x, y) {
    const { ctx, geo, palette: p } = this;
    const size = Math.max(10, geo.cell * 0.17);
    ctx.save();
    ctx.font = `700 ${size}px system-ui, sans-serif`;
    const w = ctx.measureText(text).width + size * 0.8;
    ctx.fillStyle = p.hole;
    ctx.globalAlpha = 0.92;
    ctx.beginPath();
    ctx.roundRect(x - w / 2, y - size * 0.7, w, size * 1.4, size * 0.7);
    ctx.fill();
    ctx.globalAlpha = 1;
    ctx.strokeStyle = p.legal;
    ctx.lineWidth = 1;
    ctx.stroke();
    ctx.fillStyle = p.focus;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(text, x, y + 0.5);
    ctx.restore();
  }

  countText(text, x, y, strong, color = null) {
    const { ctx, geo, palette: p } = this;
    ctx.fillStyle = color ?? (strong ? p.focus : p.count);
    ctx.font = `${strong ? 700 : 600} ${Math.max(11, geo.strip * 0.72)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(text, x, y + 0.5);
  }
}
