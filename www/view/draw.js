// Paints one frame of the board on a 2D context: the wood, the stores, the pits
// with their seeds, counts and letters, the rings and marks of a frame (legal
// pits, focus, hint, the move being shown), and the seed in the hand. It only
// reads: everything it draws comes from its arguments.
//
//   draw(ctx, geometry(holes, width), { ...readPalette(el), seeds: seedSprites(...) }, frame);
//
// `frame` is { dpr, pits, stores, flying, passing, chain, sowing, last } (a
// timeline.js frame, or the position at rest) and what the owner shows on it:
// { moving, legal (a Set), hint, hintPit, lastMove, mark, best, values, letters,
// focus, focusRing, turn }. With `turn` (the angle the page turns the canvas by),
// the letters, counts and badges are drawn turned back, so that they stand upright
// on screen.

const GOLDEN = Math.PI * (3 - Math.sqrt(5));
/** Lines of grain drawn across the wood. */
const GRAIN_LINES = 14;
/** Seeds a store shows at most, and how many of them lie in its first layer. */
const STORE_SEEDS = 56;
const STORE_RING = 28;
/** Seeds a pit shows at most (no pit holds more), and how many lie in its first layer. */
const PIT_SEEDS = 17;
const PIT_RING = 11;
/** A value badge's text size against the pit's cell: large enough to read across a room. */
const BADGE_SCALE = 0.21;
/** The hint's mark above its pit's seeds (the best moves are ringed instead). */
const TIP_MARK = '★';

/**
 * @typedef {import('../types/front.js').MoveReport} MoveReport
 * @typedef {import('../types/front.js').Side} Side
 * @typedef {import('./geometry.js').Geometry} Geometry
 * @typedef {import('./palette.js').Sprites} Sprites
 * @typedef {import('./timeline.js').Frame} Frame
 */
/**
 * The colours to paint with (palette.js readPalette), the seed images (seedSprites)
 * and, when the owner keeps one, the still layer (drawLayer at the canvas's size).
 * @typedef {import('./palette.js').Palette & { seeds: Sprites, layer?: HTMLCanvasElement | null }} Paint
 */
/**
 * What the owner shows on a frame.
 * @typedef {object} Marks
 * @property {number} dpr device pixels a CSS pixel
 * @property {boolean} moving a move is being shown
 * @property {ReadonlySet<number>} legal the pits that may be played
 * @property {MoveReport | null} hint the preview of a pit's move
 * @property {number | null} hintPit the pit whose preview is shown, when it is `hint`'s origin
 * @property {{ origin: number } | null} lastMove the move just played
 * @property {number | null} mark a pit to ring while nothing moves
 * @property {number | null} tip the hint's pit: a star above its seeds and a dashed ring
 * @property {readonly number[] | null} best legal pits ringed as the best
 * @property {Readonly<Record<number, string>> | null} values a label on each legal pit
 * @property {readonly string[] | null} letters each pit's letter
 * @property {number | null} focus the pit with the keyboard focus
 * @property {boolean} focusRing whether the focus is drawn
 * @property {number} [turn] the angle the page turns the canvas by on screen, in radians (0: none)
 */
/**
 * A frame to draw: the seeds (no pits: an empty board), what the move being shown
 * looks like (timeline.js, none at rest) and the owner's marks.
 * @typedef {{ pits: number[] | null, stores: Record<Side, number> } & Partial<Omit<Frame, 'pits' | 'stores'>> & Marks} DrawFrame
 */

/**
 * A small deterministic hash: the same pit and seed always land in the same place.
 * @param {number} a
 * @param {number} b
 */
function hash(a, b) {
  let h = Math.imul(a + 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x27d4eb2f, 0xc2b2ae35);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return (h >>> 0) / 4294967296;
}

/**
 * Draws `frame` on `ctx` at the layout `geo` in the colours and seed images of `p`.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Geometry} geo
 * @param {Paint} p
 * @param {DrawFrame} frame
 */
export function draw(ctx, geo, p, frame) {
  const pits = frame.pits ?? new Array(2 * geo.holes).fill(0);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  if (p.layer) ctx.drawImage(p.layer, 0, 0); // the wood and the empty holes, drawn once
  ctx.setTransform(frame.dpr, 0, 0, frame.dpr, 0, 0);
  if (!p.layer) drawLayer(ctx, geo, p);
  const { legal, hintPit, chain } = frame;
  const hint = !frame.moving && hintPit != null && frame.hint?.origin === hintPit ? frame.hint : null;
  const hintChain = new Set(hint && !hint.grandSlam ? hint.chain.map((c) => c.pit) : []);
  const lastMove = frame.moving ? null : frame.lastMove;
  const turn = -(frame.turn ?? 0); // each text is turned back by the page's turn

  for (const side of /** @type {const} */ (['north', 'south'])) {
    const s = geo.stores[side];
    seeds(ctx, p.seeds, side === 'south' ? 101 : 202, s.x, s.y, s.rx * 0.72, s.ry * 0.84, frame.stores[side], STORE_SEEDS, STORE_RING);
    upright(ctx, s.x, s.countY, turn, () => countText(ctx, geo, p, String(frame.stores[side]), 0, 0, true));
  }

  const letters = frame.letters ?? [];
  for (let i = 0; i < 2 * geo.holes; i += 1) {
    const c = geo.pits[i];
    if (legal.has(i)) ring(ctx, c.x, c.y, c.r + 1.5, p.legal, 2, 0.9);
    if (frame.mark === i && !frame.moving) ring(ctx, c.x, c.y, c.r + 3, p.legal, 3.5, 1, [7, 4]);
    if (lastMove && lastMove.origin === i) ring(ctx, c.x, c.y, c.r * 0.3, p.last, 1.5, 0.8, [2, 3]);
    if (hintChain.has(i)) disc(ctx, c.x, c.y, c.r, p.capture, 0.28);
    if (chain?.lit.includes(i)) {
      const color = chain.slam != null ? p.last : p.capture;
      const pulse =
        chain.slam != null
          ? 0.5 + 0.5 * Math.sin(chain.slam * Math.PI * 4 - Math.PI / 2)
          : chain.active === i
            ? Math.sin((Math.min(1, chain.f * 1.6) * Math.PI) / 2)
            : 0;
      disc(ctx, c.x, c.y, c.r, color, 0.22 + 0.4 * pulse);
      ring(ctx, c.x, c.y, c.r + 2, color, chain.active === i || chain.slam != null ? 3.5 : 2, 0.55 + 0.45 * pulse);
    }
    if (chain?.stop === i) ring(ctx, c.x, c.y, c.r + 2, p.last, 2.5, 1, [3, 4]);
    if (frame.passing?.includes(i)) {
      // passed by
      disc(ctx, c.x, c.y, c.r, p.last, 0.18);
      ring(ctx, c.x, c.y, c.r + 2, p.last, 3, 1, [6, 4]);
    }
    if (frame.last === i && !chain && !frame.sowing) ring(ctx, c.x, c.y, c.r + 2, p.last, 3, 1); // where the last seed fell
    seeds(ctx, p.seeds, i + 1, c.x, c.y, c.r * 0.66, c.r * 0.66, pits[i], PIT_SEEDS, PIT_RING);
    if (hint && hint.last === i) ring(ctx, c.x, c.y, c.r * 0.92, p.last, 2.5, 1, [4, 3]);
    if (!frame.moving && frame.best?.includes(i) && legal.has(i)) ring(ctx, c.x, c.y, c.r + 4.5, p.focus, 3, 1);
    const label = !frame.moving && legal.has(i) ? frame.values?.[i] : null;
    if (label) upright(ctx, c.x, c.y + c.r * 0.62, turn, () => badge(ctx, geo, p, label, 0, 0));
    if (i === hintPit && legal.has(i)) ring(ctx, c.x, c.y, c.r + 2, p.focus, 3, 1);
    if (frame.tip === i && !frame.moving) {
      ring(ctx, c.x, c.y, c.r + 3, p.last, 3.5, 1, [7, 4]);
      upright(ctx, c.x, c.y - c.r * 0.62, turn, () => badge(ctx, geo, p, TIP_MARK, 0, 0));
    }
    if (i === frame.focus && frame.focusRing) ring(ctx, c.x, c.y, c.r + 6, p.focus, 2.5, 1, [5, 3]);
    const taking = chain?.active === i || (chain?.slam != null && chain.lit.includes(i));
    const strong = taking || (frame.sowing && frame.flying?.to === i);
    upright(ctx, c.x, c.countY, turn, () => countText(ctx, geo, p, String(pits[i]), 0, 0, strong, taking ? p.capture : null));
    upright(ctx, c.x, c.letterY, turn, () => letter(ctx, geo, p, letters[i] ?? '', 0, 0));
  }

  if (frame.flying) {
    // the seed in the hand
    const a = geo.pits[frame.flying.from];
    const b = geo.pits[frame.flying.to];
    const { f } = frame.flying;
    const e = f * f * (3 - 2 * f);
    const lift = Math.sin(f * Math.PI) * geo.cell * 0.25;
    seed(ctx, p.seeds, a.x + (b.x - a.x) * e, a.y + (b.y - a.y) * e - lift, 2);
  }
}

/**
 * What stays still on the board: the wood, the stores' and the pits' empty holes.
 * Drawn once into a layer (BoardView) that each frame copies, or on each frame
 * when there is no layer; either way the same pixels.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Geometry} geo
 * @param {import('./palette.js').Palette} p
 */
export function drawLayer(ctx, geo, p) {
  wood(ctx, geo, p);
  for (const side of /** @type {const} */ (['north', 'south'])) {
    const s = geo.stores[side];
    hole(ctx, p, s.x, s.y, s.rx, s.ry);
  }
  for (const c of geo.pits) hole(ctx, p, c.x, c.y, c.r, c.r);
}

/**
 * The wood, with a soft shadow and grain.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Geometry} geo
 * @param {import('./palette.js').Palette} p
 */
function wood(ctx, geo, p) {
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
  for (let i = 0; i < GRAIN_LINES; i += 1) {
    const y0 = w.y + (i + hash(i, 1)) * (w.h / GRAIN_LINES);
    ctx.globalAlpha = 0.25 + hash(i, 2) * 0.35;
    ctx.beginPath();
    ctx.moveTo(w.x, y0);
    for (let x = 0; x <= w.w; x += w.w / 8) ctx.lineTo(w.x + x, y0 + Math.sin((x / w.w) * 6 + i) * geo.cell * 0.05 * hash(i, 3));
    ctx.stroke();
  }
  ctx.restore();
}

/**
 * One seed image (tone `tone`) centred on x, y.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Sprites} sprites
 * @param {number} x
 * @param {number} y
 * @param {number} tone
 */
function seed(ctx, sprites, x, y, tone) {
  ctx.drawImage(sprites.images[tone % sprites.images.length], x - sprites.px / 2, y - sprites.px / 2, sprites.px, sprites.px);
}

/**
 * `count` seeds of pit `key` spread over an ellipse rx by ry at x, y: at most
 * `capacity`, the first `inRing` of them in the first layer.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Sprites} sprites
 * @param {number} key
 * @param {number} x
 * @param {number} y
 * @param {number} rx
 * @param {number} ry
 * @param {number} count
 * @param {number} capacity
 * @param {number} inRing
 */
function seeds(ctx, sprites, key, x, y, rx, ry, count, capacity, inRing) {
  const shown = Math.min(count, capacity);
  // Seed k always lies in the same place, so seeds never jump as a pit fills;
  // the first `inRing` spread over the pit, later ones pile on top.
  for (let k = 0; k < shown; k += 1) {
    const layer = k < inRing ? 0 : 1;
    const t = layer === 0 ? Math.sqrt((k + 0.5) / inRing) : 0.75 * Math.sqrt((k - inRing + 0.5) / (capacity - inRing));
    const a = k * GOLDEN + hash(key, k) * 1.2 + layer * 1.3;
    const j = 0.85 + hash(k, key) * 0.25;
    seed(ctx, sprites, x + Math.cos(a) * t * rx * j, y + Math.sin(a) * t * ry * j, Math.floor(hash(key * 7 + 3, k) * 5));
  }
}

/**
 * A hole (a pit or a store): an ellipse rx by ry at x, y, darker at the rim.
 * @param {CanvasRenderingContext2D} ctx
 * @param {import('./palette.js').Palette} p
 * @param {number} x
 * @param {number} y
 * @param {number} rx
 * @param {number} ry
 */
function hole(ctx, p, x, y, rx, ry) {
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

/**
 * A circle of radius `r` at x, y stroked in `color`, `width` wide, at opacity `alpha`, dashed as `dash`.
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} x
 * @param {number} y
 * @param {number} r
 * @param {string} color
 * @param {number} width
 * @param {number} alpha
 * @param {number[]} [dash]
 */
function ring(ctx, x, y, r, color, width, alpha, dash = []) {
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

/**
 * A disc of radius `r` at x, y filled with `color` at opacity `alpha`.
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} x
 * @param {number} y
 * @param {number} r
 * @param {string} color
 * @param {number} alpha
 */
function disc(ctx, x, y, r, color, alpha) {
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

/**
 * Calls `paint`, which draws centred on 0, 0, with that point moved to x, y and
 * the drawing turned by `angle` (radians) about it.
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} x
 * @param {number} y
 * @param {number} angle
 * @param {() => void} paint
 */
function upright(ctx, x, y, angle, paint) {
  ctx.save();
  ctx.translate(x, y);
  if (angle) ctx.rotate(angle);
  paint();
  ctx.restore();
}

/**
 * A small label on a pit (a move's value), centred on x, y.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Geometry} geo
 * @param {Paint} p
 * @param {string} text
 * @param {number} x
 * @param {number} y
 */
function badge(ctx, geo, p, text, x, y) {
  const size = Math.max(12, geo.cell * BADGE_SCALE);
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

/**
 * A count (of a pit or a store) centred on x, y: bold when `strong`, in `color` if given.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Geometry} geo
 * @param {Paint} p
 * @param {string} text
 * @param {number} x
 * @param {number} y
 * @param {boolean | undefined} strong
 * @param {string | null} [color]
 */
function countText(ctx, geo, p, text, x, y, strong, color = null) {
  ctx.fillStyle = color ?? (strong ? p.focus : p.count);
  ctx.font = `${strong ? 700 : 600} ${Math.max(11, geo.strip * 0.72)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, y + 0.5);
}

/**
 * A pit's letter, outside the wood, centred on x, y.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Geometry} geo
 * @param {Paint} p
 * @param {string} text
 * @param {number} x
 * @param {number} y
 */
function letter(ctx, geo, p, text, x, y) {
  ctx.fillStyle = p.text;
  ctx.globalAlpha = 0.75;
  ctx.font = `600 ${Math.max(11, geo.band * 0.62)}px Georgia, "Times New Roman", serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, y);
  ctx.globalAlpha = 1;
}
