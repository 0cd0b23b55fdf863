// The board's colours, read from the --urim-* CSS custom properties of its
// container (see elements/styles.js), and the seed images drawn once from them
// for a size: what draw.js paints with.

/** The palette's keys and the CSS custom property each one is read from. */
const PALETTE_VARS = {
  wood: '--urim-wood',
  woodDark: '--urim-wood-dark',
  grain: '--urim-grain',
  hole: '--urim-hole',
  holeRim: '--urim-hole-rim',
  text: '--urim-letter',
  count: '--urim-count',
  legal: '--urim-legal',
  focus: '--urim-focus',
  capture: '--urim-capture',
  last: '--urim-last',
  seed: '--urim-seed',
};
/** A colour not set at all. */
const UNSET = '#888';
/** How much lighter or darker each of the five seed tones is than --urim-seed. */
const SEED_SHADES = [1, 0.9, 1.07, 0.84, 0.97];
/** The seed colour when --urim-seed is not set (a grey nickernut). */
const SEED_DEFAULT = '#b3a893';

/** @typedef {keyof typeof PALETTE_VARS} Colour */
/**
 * A seed tone: the light and the dark stop of its gradient, and the seed's opacity
 * (CSS colours; --urim-seed may be translucent).
 * @typedef {[light: string, dark: string, alpha: number]} SeedTone
 */
/**
 * The board's colours (CSS colours, by PALETTE_VARS's keys) and its seed tones.
 * @typedef {Record<Colour, string> & { tones: SeedTone[] }} Palette
 */
/**
 * Seed images, one per tone: `size` is a seed's radius and `px` an image's side, in CSS px.
 * @typedef {{ size: number, images: HTMLCanvasElement[], px: number }} Sprites
 */

/**
 * `color` (any CSS colour, translucent too) as [r, g, b, alpha], read back from one
 * pixel painted with it; a colour the canvas does not take is the default seed's.
 * @param {string} color
 * @returns {number[]}
 */
function rgba(color) {
  const canvas = document.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  // A new canvas always has a 2D context to give.
  const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
  ctx.fillStyle = SEED_DEFAULT;
  ctx.fillStyle = color;
  ctx.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
  return [r, g, b, a / 255];
}

/**
 * Light and dark stops of the five seed tones, from the seed colour (its alpha kept).
 * @param {string} color
 * @returns {SeedTone[]}
 */
function seedTones(color) {
  const [r, g, b, alpha] = rgba(color);
  /** @type {(f: number) => string} */
  const css = (f) => `rgb(${[r, g, b].map((v) => Math.round(Math.min(255, v * f))).join(',')})`;
  return SEED_SHADES.map((f) => [css(f), css(f * 0.64), alpha]);
}

/**
 * The colours of `container` ({ wood, hole, ... }) and its seed tones (`tones`).
 * @param {Element} container
 * @returns {Palette}
 */
export function readPalette(container) {
  const style = getComputedStyle(container);
  // Filled in just below: every colour of PALETTE_VARS, then the tones.
  const palette = /** @type {Palette} */ ({});
  for (const [key, name] of Object.entries(PALETTE_VARS)) palette[/** @type {Colour} */ (key)] = style.getPropertyValue(name).trim() || UNSET;
  palette.tones = seedTones(style.getPropertyValue('--urim-seed').trim() || SEED_DEFAULT);
  return palette;
}

/**
 * Seed images, one per tone, for pits `cell` CSS px wide drawn at `dpr` device
 * pixels a CSS pixel: { size, images, px } (px: an image's side in CSS px).
 * @param {readonly SeedTone[]} tones
 * @param {number} cell
 * @param {number} dpr
 * @returns {Sprites}
 */
export function seedSprites(tones, cell, dpr) {
  const size = Math.max(2.6, cell * 0.098);
  const px = Math.ceil(size * 2.6 * dpr);
  const images = tones.map(([light, dark, alpha]) => {
    const c = document.createElement('canvas');
    c.width = px;
    c.height = px;
    const g = /** @type {CanvasRenderingContext2D} */ (c.getContext('2d'));
    g.globalAlpha = alpha; // a translucent --urim-seed: the whole seed, its shadow too
    const r = size * dpr;
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
  return { size, images, px: px / dpr };
}
