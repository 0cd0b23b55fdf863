// The pieces of <urim-learn> drawn anew as the visitor goes: the chapter tiles
// (each with the stars won in it), the challenge's place in its chapter as dots,
// and a row of stars. Plain DOM from dom/nodes.js; the element places them.
import { h } from '../dom/nodes.js';

/**
 * @typedef {import('./chapters.js').Chapter} Chapter
 * @typedef {import('../types/front.js').Translate} Translate
 */

/** The most stars a challenge gives. */
export const MAX_STARS = 3;

/**
 * `n` of `max` stars, those won marked (hidden from a screen reader: the words say it).
 * @param {number} n
 * @param {number} [max]
 */
export const starRow = (n, max = MAX_STARS) =>
  Array.from({ length: max }, (_, i) => h('span', { class: i < n ? 'star won' : 'star', 'aria-hidden': 'true' }, '★'));

/**
 * The sum of a chapter's stars.
 * @param {readonly number[] | undefined} won
 */
export const total = (won) => (won ?? []).reduce((a, b) => a + b, 0);

/**
 * One tile a chapter, the one shown marked as the current step; `open(i)` opens chapter i.
 * @param {Translate} t
 * @param {readonly Chapter[]} chapters
 * @param {Record<string, number[]>} stars
 * @param {number} at
 * @param {(i: number) => void} open
 */
export function chapterTiles(t, chapters, stars, at, open) {
  return chapters.map((chapter, i) => {
    const tile = h(
      'button',
      { type: 'button', class: 'tile', part: 'tile', 'data-chapter': chapter.id, onclick: () => open(i) },
      h('span', { class: 'tile-number' }, i + 1),
      h('span', { class: 'tile-title' }, t(chapter.title)),
      h('span', { class: 'tile-stars' }, `★ ${total(stars[chapter.id])}/${chapter.challenges.length * MAX_STARS}`),
    );
    if (i === at) tile.setAttribute('aria-current', 'step');
    return h('li', {}, tile);
  });
}

/**
 * Scrolls the row of tiles `row` (when it is wider than its room: nine chapters on a
 * phone or a narrow column) so that the tile of the chapter shown is in view, the page itself unmoved.
 * @param {HTMLElement} row
 */
export function showCurrentTile(row) {
  const tile = /** @type {HTMLElement | null} */ (row.querySelector('[aria-current]')?.parentElement ?? null);
  if (!tile || row.scrollWidth <= row.clientWidth) return;
  const left = tile.offsetLeft - row.offsetLeft;
  if (left < row.scrollLeft || left + tile.offsetWidth > row.scrollLeft + row.clientWidth)
    row.scrollLeft = left - (row.clientWidth - tile.offsetWidth) / 2;
}

/**
 * "Challenge n of m" and a dot for each challenge: filled once solved, ringed for the one shown.
 * @param {Translate} t
 * @param {Chapter} chapter
 * @param {readonly number[]} won
 * @param {number} at
 */
export function progressRow(t, chapter, won, at) {
  const dots = chapter.challenges.map((_, i) =>
    h('span', { class: `dot${won[i] ? ' done' : ''}${i === at ? ' now' : ''}`, title: t('learnStars', { n: won[i] ?? 0 }) }),
  );
  return [
    h('span', {}, t('learnProgress', { n: at + 1, total: chapter.challenges.length })),
    h('span', { class: 'dots', 'aria-hidden': 'true' }, ...dots),
  ];
}
