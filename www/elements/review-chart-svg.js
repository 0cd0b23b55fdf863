// The review's chart as inline SVG, built node by node (no markup strings: the
// pages run under Trusted Types): the game's value for South before each move,
// above the middle line South ahead, below it North; proven values as filled
// points joined by solid lines, estimates hollow and dashed; a capture marked by a
// triangle over its point; the move looked at ringed. Each point is a button (its
// words say the move and the value) in one tab stop: the arrows walk the game.
// It imports nothing that the elements' bundle holds.
import { chartRange } from '../game/review.js';

const SVG = 'http://www.w3.org/2000/svg';

/** The chart's margins inside its box, in ems of its text: room for the values on the left, the moves and the sides' names. */
const MARGINS = Object.freeze({ top: 2, right: 1, bottom: 3.4, left: 2.9 });
/** A point's radius, and the move looked at's, in px. */
const POINT_R = 4.5;
const CHOSEN_R = 7;
/** The least room a move's number takes on the axis, in ems. */
const TICK_ROOM = 2.4;
/** How far apart the value lines are, in seeds: the first of these that leaves LINE_ROOM ems between two. */
const VALUE_STEPS = [1, 2, 5, 10, 20, 25, 50];
const LINE_ROOM = 1.6;
/** The dashes of a stretch that is an estimate. */
const DASH = '5 4';

/**
 * An SVG element with attributes.
 * @param {string} tag
 * @param {Record<string, string | number>} [attributes]
 * @param {...(Node | string)} children
 * @returns {SVGElement}
 */
function svg(tag, attributes = {}, ...children) {
  const node = /** @type {SVGElement} */ (document.createElementNS(SVG, tag));
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  node.append(...children);
  return node;
}

/**
 * A value as its axis writes it: +4, −4, 0.
 * @param {number} n
 */
export const signed = (n) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/**
 * @typedef {import('../game/review.js').ChartPoint} ChartPoint
 * @typedef {{
 *   points: ChartPoint[], plies: number, chosen: number | null,
 *   width: number, height: number, em: number,
 *   label: (point: ChartPoint) => string,
 *   words: { south: string, north: string, move: string },
 * }} ChartInput
 */

/**
 * Draws the chart into `root` (an <svg>), replacing what it held.
 * @param {SVGSVGElement} root
 * @param {ChartInput} input
 */
export function drawChart(root, { points, plies, chosen, width, height, em, label, words }) {
  const { top, bottom } = chartRange(points);
  const MARGIN = { top: MARGINS.top * em, right: MARGINS.right * em, bottom: MARGINS.bottom * em, left: MARGINS.left * em };
  const inner = { w: Math.max(1, width - MARGIN.left - MARGIN.right), h: Math.max(1, height - MARGIN.top - MARGIN.bottom) };
  const x = (/** @type {number} */ ply) => MARGIN.left + (plies <= 1 ? inner.w / 2 : ((ply - 1) / (plies - 1)) * inner.w);
  const y = (/** @type {number} */ v) => MARGIN.top + ((top - v) / (top - bottom)) * inner.h;
  root.setAttribute('viewBox', `0 0 ${width} ${height}`);
  root.setAttribute('width', String(width));
  root.setAttribute('height', String(height));
  const grid = svg('g', { class: 'grid', 'aria-hidden': 'true' });
  const perSeed = inner.h / (top - bottom);
  const step = VALUE_STEPS.find((s) => s * perSeed >= LINE_ROOM * em) ?? VALUE_STEPS[VALUE_STEPS.length - 1];
  for (let v = Math.ceil(bottom / step) * step; v <= top; v += step) {
    grid.append(svg('line', { class: v === 0 ? 'zero' : 'line', x1: MARGIN.left, x2: width - MARGIN.right, y1: y(v), y2: y(v) }));
    grid.append(svg('text', { class: 'value', x: MARGIN.left - 0.5 * em, y: y(v), 'text-anchor': 'end', 'dominant-baseline': 'middle' }, signed(v)));
  }
  // Who is ahead on either side of the middle line: above the chart, and under its moves.
  grid.append(svg('text', { class: 'side', x: MARGIN.left, y: MARGIN.top - 0.8 * em }, `▲ ${words.south}`));
  grid.append(svg('text', { class: 'side', x: MARGIN.left, y: height - 0.3 * em }, `▼ ${words.north}`));
  // The moves along the bottom: as many numbers as there is room for.
  const every = Math.max(1, Math.ceil((plies * TICK_ROOM * em) / inner.w));
  const ticks = svg('g', { class: 'ticks', 'aria-hidden': 'true' });
  for (let ply = 1; ply <= plies; ply += 1) {
    if (ply !== 1 && ply % every !== 0 && ply !== plies) continue;
    // No two numbers on top of each other next to the first or the last.
    if (ply !== 1 && ply !== plies && (ply - 1 < every * 0.75 || plies - ply < every / 2)) continue;
    ticks.append(svg('text', { class: 'tick', x: x(ply), y: height - MARGIN.bottom + 1.3 * em, 'text-anchor': 'middle' }, String(ply)));
  }
  ticks.append(svg('text', { class: 'axis', x: width - MARGIN.right, y: height - 0.3 * em, 'text-anchor': 'end' }, `${words.move} →`));
  const line = svg('g', { class: 'course', 'aria-hidden': 'true' });
  for (let i = 1; i < points.length; i += 1) {
    const [a, b] = [points[i - 1], points[i]];
    if (b.ply !== a.ply + 1) continue; // a move not worked out yet: no line across it
    const exact = a.exact && b.exact;
    line.append(
      svg('line', {
        class: exact ? 'exact' : 'estimate',
        x1: x(a.ply),
        y1: y(a.south),
        x2: x(b.ply),
        y2: y(b.south),
        ...(exact ? {} : { 'stroke-dasharray': DASH }),
      }),
    );
  }
  const marks = svg('g', { class: 'points' });
  // The one point in the tab order: the move looked at, else the last worked out.
  const stop = points.find((p) => p.ply === chosen) ?? points[points.length - 1];
  for (const point of points) {
    const cx = x(point.ply);
    const cy = y(point.south);
    const on = point.ply === chosen;
    const mark = svg('g', {
      class: `point ${point.exact ? 'exact' : 'estimate'} ${point.mover}${on ? ' chosen' : ''}`,
      role: 'button',
      tabindex: point === stop ? 0 : -1,
      'aria-label': label(point),
      'aria-pressed': String(on),
      'data-ply': point.ply,
    });
    // A larger circle that takes the click around the point, drawn clear.
    mark.append(svg('circle', { class: 'hit', cx, cy, r: Math.max(CHOSEN_R + 4, Math.min(14, inner.w / plies / 2)) }));
    if (on) mark.append(svg('circle', { class: 'ring', cx, cy, r: CHOSEN_R + 3 }));
    mark.append(svg('circle', { class: 'dot', cx, cy, r: on ? CHOSEN_R : POINT_R }));
    if (point.captured > 0) {
      const ty = cy - (on ? CHOSEN_R : POINT_R) - 4;
      mark.append(svg('path', { class: 'capture', d: `M${cx - 5} ${ty - 8}h10l-5 8z` }));
    }
    marks.append(mark);
  }
  const nodes = [grid, ticks];
  if (chosen !== null)
    nodes.push(svg('line', { class: 'cursor', 'aria-hidden': 'true', x1: x(chosen), x2: x(chosen), y1: MARGIN.top, y2: height - MARGIN.bottom }));
  root.replaceChildren(...nodes, line, marks);
}

/**
 * A new chart's <svg>, a group of buttons named by `label` and described by the element of id `described`.
 * @param {string} described
 * @returns {SVGSVGElement}
 */
export const chartRoot = (described) =>
  /** @type {SVGSVGElement} */ (
    /** @type {unknown} */ (svg('svg', { class: 'chart', part: 'review-chart', role: 'group', 'aria-describedby': described, focusable: 'false' }))
  );

/** The chart's look, for the panel's sheet (colours fall back on the theme's defaults). */
export const CHART_CSS = `
.chart { display: block; width: 100%; overflow: visible; font-size: 0.78em; touch-action: manipulation; }
.chart text { fill: var(--urim-muted, var(--urim-default-muted)); }
.chart .side { font-size: 0.9em; font-weight: 600; }
.chart .grid .line { stroke: var(--urim-line, var(--urim-default-line)); stroke-width: 1; }
.chart .grid .zero { stroke: var(--urim-muted, var(--urim-default-muted)); stroke-width: 1.5; }
.chart .course line { stroke: var(--urim-accent, var(--urim-default-accent)); stroke-width: 2.5; stroke-linecap: round; }
.chart .course .estimate { stroke-width: 2; opacity: 0.8; }
.chart .cursor { stroke: var(--urim-accent, var(--urim-default-accent)); stroke-width: 1.5; opacity: 0.45; }
.chart .point { cursor: pointer; outline: none; }
.chart .point .hit { fill: transparent; }
.chart .point .dot { stroke: var(--urim-accent, var(--urim-default-accent)); stroke-width: 2.5; fill: var(--urim-accent, var(--urim-default-accent)); }
.chart .point.estimate .dot { fill: var(--urim-paper, var(--urim-default-paper)); }
.chart .point .ring { fill: none; stroke: var(--urim-ink, var(--urim-default-ink)); stroke-width: 2; }
.chart .point:hover .dot { stroke: var(--urim-ink, var(--urim-default-ink)); }
.chart .point:focus-visible .hit { fill: none; stroke: var(--urim-ink, var(--urim-default-ink)); stroke-width: 2; stroke-dasharray: 3 2; }
.chart .capture { fill: var(--urim-capture, var(--urim-default-capture)); }
`;
