// The pieces of <urim-learn>: its parts, made once and placed in its frame; and
// those drawn anew as the visitor goes: the chapter tiles (each with the stars won
// in it), the challenge's place in its chapter as dots, and a row of stars. Plain
// DOM from dom/nodes.js.
import { button, h } from '../dom/nodes.js';
import { stepBar } from '../elements/step-bar.js';

/**
 * @typedef {import('./chapters.js').Chapter} Chapter
 * @typedef {import('../types/front.js').Translate} Translate
 */

/**
 * The element's parts, each with its part="…" name, placed in its frame: the chapter
 * tiles, the title and progress, the task, a notice, the board, the step bar, and the
 * result (stars, feedback, Next and Again).
 * @param {{ next: () => void, again: () => void, stepNext: () => void, stepBack: () => void }} on what the buttons do
 */
export function learnParts(on) {
  const el = {
    notice: h('p', { class: 'notice', part: 'notice', role: 'alert', hidden: true }),
    chapters: h('ol', { class: 'chapters', part: 'chapters' }),
    nav: h('nav', { part: 'nav' }),
    title: h('h2', { class: 'title', part: 'title' }),
    progress: h('div', { class: 'progress', part: 'progress' }),
    task: h('p', { class: 'task', part: 'task' }),
    side: h('p', { class: 'side', part: 'side', 'data-t': 'learnYouSouth' }),
    board: h('div', { class: 'board', part: 'board' }),
    feedback: h('p', { class: 'feedback', part: 'feedback', role: 'status', 'aria-live': 'polite' }),
    stars: h('span', { class: 'won-stars', part: 'stars', hidden: true }),
    next: button('next', 'learnNext', { class: 'primary', hidden: true, onclick: on.next }),
    again: button('again', 'learnAgain', { hidden: true, onclick: on.again }),
    result: h('div', { class: 'result', part: 'result' }),
    frame: h('div', { class: 'frame', part: 'frame' }),
    ...stepBar({ next: on.stepNext, back: on.stepBack }),
  };
  el.nav.append(el.chapters);
  el.result.append(el.stars, el.feedback, el.side, h('div', { class: 'bar', part: 'controls' }, el.next, el.again));
  const head = h('div', { class: 'head' }, el.title, el.progress);
  el.frame.append(el.nav, head, el.task, el.notice, el.board, el.stepBar, el.result);
  return el;
}

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
