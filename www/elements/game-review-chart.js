// <urim-game>'s review of a game, loaded the first time "Review the game" is
// chosen: a panel under the board with the chart of the game's value move by move
// (review-chart-svg.js), each side's costliest moves and its accuracy, worked out
// position by position in the page's one engine (its own member, so that the
// game's jobs are left alone) while the panel is open, with the progress in words.
// A point or a listed move shows the board before that move (reviewMove); the
// arrows on the chart walk the game; leaving the review stops the work. It imports
// nothing that the elements' bundle holds: what it needs comes in the kit.
import { complete, reviewOf } from '../game/review.js';
import { CHART_CSS, chartRoot, drawChart } from './review-chart-svg.js';
import { accuracyWords, chartWords, costlyWords, pointWords } from './review-words.js';

export { ENGLISH } from './review-words.js';

/** The chart's height for its width, in px: between these, a third of the width. */
const CHART_HEIGHT = Object.freeze({ least: 210, most: 280, share: 0.34 });
/** Projected, the chart stands taller: the costly moves beside it leave it the height. */
const PRESENT_HEIGHT = Object.freeze({ least: 210, most: 340, share: 0.42 });

/** The chart's text size, in px, where the style gives none. */
const CHART_EM = 12;

/** The keys that walk the game on the chart, and how far each goes (Infinity: to an end). */
const WALK_KEYS = Object.freeze({ ArrowLeft: -1, ArrowRight: 1, Home: -Infinity, End: Infinity });

/** The two sides, South first. @type {readonly ('south' | 'north')[]} */
const SIDES = ['south', 'north'];

const REVIEW_CSS = `${CHART_CSS}
.review { display: grid; gap: .6rem; margin: .5rem 0; padding: .7rem .85rem .85rem; border: 1px solid var(--urim-line, var(--urim-default-line));
  border-radius: .6rem; background: var(--urim-panel, var(--urim-default-panel)); }
.review[hidden] { display: none; }
.review .review-head { display: flex; flex-wrap: wrap; align-items: center; gap: .5rem; }
.review h2 { font-size: 1.05rem; margin: 0 auto 0 0; }
.review h2:focus { outline: none; }
.review h3 { font-size: .95rem; margin: 0 0 .2rem; display: flex; align-items: center; gap: .4rem; }
.review .review-progress { margin: 0; color: var(--urim-muted, var(--urim-default-muted)); font-size: .9rem; min-height: 1.3em; }
.review .chart-box { min-width: 0; background: var(--urim-paper, var(--urim-default-paper)); border-radius: .45rem; padding: .4rem .3rem .1rem; }
.review .review-legend { display: flex; flex-wrap: wrap; gap: .2rem 1rem; margin: 0; font-size: .85rem; color: var(--urim-muted, var(--urim-default-muted)); }
.review .review-legend span::before { display: inline-block; width: .7em; margin-inline-end: .3em; text-align: center; }
.review .legend-exact::before { content: "●"; color: var(--urim-accent, var(--urim-default-accent)); }
.review .legend-estimate::before { content: "○"; color: var(--urim-accent, var(--urim-default-accent)); font-weight: 700; }
.review .legend-capture::before { content: "▼"; color: var(--urim-capture, var(--urim-default-capture)); }
.review .review-help { margin: 0; font-size: .85rem; color: var(--urim-muted, var(--urim-default-muted)); }
.review .review-sides { display: grid; grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr)); gap: .6rem 1.2rem; }
.review .review-side { display: grid; gap: .3rem; align-content: start; }
.review .review-side .dot { width: .7rem; height: .7rem; border-radius: 50%; background: var(--urim-accent, var(--urim-default-accent)); }
.review .review-side[data-side=north] .dot { background: var(--urim-ink, var(--urim-default-ink)); }
.review .accuracy { margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; }
.review .costly-title { margin: .2rem 0 0; color: var(--urim-muted, var(--urim-default-muted)); font-size: .85rem; }
.review ol { margin: 0; padding: 0; list-style: none; display: grid; gap: .25rem; }
.review ol button { font: inherit; text-align: start; width: 100%; min-height: 2.2rem; padding: .3rem .55rem; border-radius: .4rem;
  border: 1px solid var(--urim-line, var(--urim-default-line)); background: var(--urim-paper, var(--urim-default-paper)); color: inherit; cursor: pointer; }
.review ol button[aria-current=true] { border-color: var(--urim-accent, var(--urim-default-accent)); box-shadow: inset .25rem 0 0 var(--urim-accent, var(--urim-default-accent)); }
.review .none { margin: 0; color: var(--urim-muted, var(--urim-default-muted)); font-size: .9rem; }
/* A wide kiosk screen: the review in a column of its own beside the board, which keeps the screen's height. */
@media (min-aspect-ratio: 3/2) and (min-height: 34rem) {
  .frame.kiosk:has(> .review:not([hidden])) { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); column-gap: 1rem; align-items: start; }
  .frame.kiosk:has(> .review:not([hidden])) > * { grid-column: 1; }
  .frame.kiosk:has(> .review:not([hidden])) > .review { grid-column: 2; grid-row: 1 / span 9; margin: 0; }
}
@container (max-width: 34rem) {
  .review h2 { flex-basis: 100%; }
  .review .review-head button { flex: 1; }
}
/* Projected: the board keeps most of the screen; on a wide one the costly moves stand beside the chart. */
:host([present]) .frame:has(> .review:not([hidden])) { --lesson-room: 24em; }
:host([present]) .review { font-size: .8em; gap: .4rem; }
:host([present]) .review .review-help { display: none; }
@media (min-aspect-ratio: 3/2) {
  :host([present]) .frame:has(> .review:not([hidden])) { --lesson-room: 19em; }
  :host([present]) .review { grid-template-columns: minmax(0, 1fr) minmax(0, 24em); column-gap: 1.2rem;
    grid-template-areas: "head head" "progress sides" "chart sides" "legend sides" ". sides"; grid-template-rows: auto auto auto auto 1fr; align-items: start; }
  :host([present]) .review .review-head { grid-area: head; }
  :host([present]) .review .review-progress { grid-area: progress; }
  :host([present]) .review .chart-box { grid-area: chart; }
  :host([present]) .review .review-legend { grid-area: legend; }
  :host([present]) .review .review-sides { grid-area: sides; grid-template-columns: minmax(0, 1fr); }
}
`;

/**
 * @typedef {import('./game-element.js').UrimGame} UrimGame
 * @typedef {import('../types/front.js').Game} Game
 * @typedef {import('../game/state.js').GameState} GameState
 * @typedef {import('../game/review.js').PositionAnalysis} PositionAnalysis
 * @typedef {import('../game/review.js').Played} Played
 * @typedef {{
 *   h: typeof import('../dom/nodes.js').h,
 *   button: typeof import('../dom/nodes.js').button,
 *   fillWords: typeof import('../dom/nodes.js').fillWords,
 *   reviewMove: (ply: number) => boolean,
 *   computer: () => import('../game/computer.js').Computer,
 *   level: import('../pkg/urim-search.js').AnalysisOptions['level'],
 * }} Kit
 */

/**
 * The moves of `game` as the review reads them: who played each, its pit, letter and capture.
 * @param {{ Game: { fromPosition(position: string): Game } }} api
 * @param {Game} game
 * @returns {Played[]}
 */
function playedMoves(api, game) {
  const copy = api.Game.fromPosition(game.startPosition());
  try {
    return game.moves().map((pit) => {
      const report = copy.play(pit);
      return { mover: report.mover, pit, letter: report.letter, captured: report.captured };
    });
  } finally {
    copy.free();
  }
}

/** @param {Game} game a key of the game and its moves: the review belongs to one */
const gameKey = (game) => `${game.startPosition()}|${game.moves().join(',')}`;

export class ReviewPanel {
  /**
   * @param {UrimGame} game
   * @param {Kit} kit
   */
  constructor(game, kit) {
    this.game = game;
    this.kit = kit;
    const { h, button } = kit;
    this.key = ''; // the game reviewed (gameKey)
    /** @type {(PositionAnalysis | undefined)[]} */
    this.analyses = [];
    /** @type {Played[]} */
    this.played = [];
    this.start = '';
    /** @type {number[]} */
    this.moves = [];
    /** @type {string[]} */
    this.letters = [];
    this.round = 0; // bumped when the work stops: an answer of an earlier round is dropped
    this.working = -1; // the move being worked out (index), or -1
    this.failure = '';
    /** @type {ReturnType<Kit['computer']> | null} */
    this.computer = null;
    this.gameNumber = -1;
    /** @type {number | null} the move looked at (its ply) */
    this.chosen = null;
    this.lang = '';
    this.title = h('h2', { id: 'review-title', tabindex: -1, 'data-t': 'reviewTitle' });
    this.back = button('review-back', 'reviewBack');
    this.close = button('review-close', 'reviewClose', { class: 'primary' });
    this.progress = h('p', { class: 'review-progress', part: 'review-progress', role: 'status' });
    this.chart = chartRoot('review-described');
    this.chartBox = h('div', { class: 'chart-box' }, this.chart);
    this.described = h('p', { id: 'review-described', class: 'visually-hidden' });
    const legend = h(
      'p',
      { class: 'review-legend', 'aria-hidden': 'true' },
      h('span', { class: 'legend-exact', 'data-t': 'reviewLegendExact' }),
      h('span', { class: 'legend-estimate', 'data-t': 'reviewLegendEstimate' }),
      h('span', { class: 'legend-capture', 'data-t': 'reviewLegendCapture' }),
    );
    /** Each side's accuracy and costly moves, by side. @type {Record<string, { accuracy: HTMLElement, list: HTMLElement, none: HTMLElement }>} */
    this.sides = {};
    const sides = h('div', { class: 'review-sides' });
    for (const side of SIDES) {
      const accuracy = h('p', { class: 'accuracy', part: `review-accuracy review-accuracy-${side}` });
      const list = h('ol', { part: `review-costly review-costly-${side}` });
      const none = h('p', { class: 'none', 'data-t': 'reviewNoCostly' });
      this.sides[side] = { accuracy, list, none };
      sides.append(
        h(
          'section',
          { class: 'review-side', 'data-side': side, 'aria-labelledby': `review-${side}` },
          h('h3', { id: `review-${side}` }, h('span', { class: 'dot', 'aria-hidden': 'true' }), h('span', { 'data-t': side })),
          accuracy,
          h('p', { class: 'costly-title', 'data-t': 'reviewCostly' }),
          list,
          none,
        ),
      );
    }
    this.panel = h(
      'section',
      { class: 'review', part: 'review', 'aria-labelledby': 'review-title', hidden: true },
      h('div', { class: 'review-head' }, this.title, this.back, this.close),
      this.progress,
      this.chartBox,
      legend,
      h('p', { class: 'review-help', 'data-t': 'reviewHelp' }),
      this.described,
      sides,
    );
    game.el.messages.after(this.panel);
    const root = /** @type {ShadowRoot} */ (game.shadowRoot);
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(REVIEW_CSS);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    this.back.addEventListener('click', () => this.toEnd());
    this.close.addEventListener('click', () => this.leave(true));
    this.chart.addEventListener('click', (e) => this.pick(/** @type {Element} */ (e.target)));
    this.chart.addEventListener('keydown', (e) => this.onKey(/** @type {KeyboardEvent} */ (e)));
    sides.addEventListener('click', (e) => this.pick(/** @type {Element} */ (e.target)));
    new ResizeObserver(() => this.drawChart()).observe(this.chartBox);
  }

  /** Whether the panel is open. */
  get open() {
    return !this.panel.hidden;
  }

  /** Opens the review of the game on show (worked out where it stopped, or again for another game). */
  show() {
    const s = this.game.machine.state;
    const g = s.game;
    if (!g || !this.game.api) return;
    if (gameKey(g) !== this.key) {
      this.key = gameKey(g);
      this.analyses = [];
      this.played = playedMoves(this.game.api, g);
      this.start = g.startPosition();
      this.moves = g.moves();
      this.letters = g.letters();
    }
    this.failure = '';
    this.gameNumber = s.gameNumber;
    this.chosen = s.review?.ply ?? null;
    this.panel.hidden = false;
    this.relabel();
    this.title.focus();
    this.work();
  }

  /** Works out, one position after the other, what is not yet worked out; the panel follows. */
  async work() {
    if (this.working >= 0) return;
    const round = this.round;
    this.computer ??= this.kit.computer();
    try {
      for (let i = 0; i < this.played.length; i += 1) {
        if (this.analyses[i]) continue;
        this.working = i;
        this.draw();
        const moves = this.moves.slice(0, i);
        const start = this.start;
        const answer = await this.computer.analyse({ startPosition: () => start, moves: () => moves }, { level: this.kit.level });
        if (round !== this.round) return;
        if (!complete(answer)) break; // stopped from outside: what is done stays, the rest waits for the next opening
        this.analyses[i] = answer;
      }
    } catch (error) {
      if (round !== this.round) return;
      this.failure = /** @type {Error} */ (error).message;
    }
    this.working = -1;
    this.draw();
  }

  /**
   * Leaves the review: the work stops (what is done is kept for the next opening).
   * `toGame`: the board goes back to the end, and the focus to it.
   * @param {boolean} toGame
   */
  leave(toGame) {
    this.round += 1;
    this.working = -1;
    this.computer?.close();
    if (!this.open) return;
    this.panel.hidden = true;
    if (!toGame) return;
    this.game.machine.backToGame();
    this.game.view?.canvas.focus();
  }

  /** The board back at the end of the game; the chart keeps the focus. */
  toEnd() {
    this.game.machine.backToGame();
  }

  /**
   * Follows the element's state: another game (or more moves) closes the review;
   * the move looked at is marked; another language redraws the words.
   * @param {GameState} s
   */
  follow(s) {
    if (!this.open) return;
    if (s.gameNumber !== this.gameNumber || !s.game || (s.mode !== 'reviewing' && gameKey(s.game) !== this.key)) {
      this.leave(false);
      return;
    }
    const chosen = s.review?.ply ?? null;
    if (s.lang === this.lang && chosen === this.chosen) return;
    this.chosen = chosen;
    if (s.lang !== this.lang) this.relabel();
    else this.draw();
  }

  /** The fixed words in the language shown, then the rest. */
  relabel() {
    this.lang = this.game.machine.state.lang;
    this.kit.fillWords(this.panel, this.game.t);
    this.chart.setAttribute('aria-label', this.game.t('reviewChart'));
    this.draw();
  }

  /** Shows what is worked out so far: the progress, the chart, the costly moves and the accuracy. */
  draw() {
    if (!this.open) return;
    const t = this.game.t;
    const review = reviewOf(this.analyses, this.played, this.letters);
    const total = this.played.length;
    if (this.failure) this.progress.textContent = t('reviewFailed', { message: this.failure });
    else if (this.working >= 0) this.progress.textContent = t('reviewWorking', { n: this.working + 1, total });
    else this.progress.textContent = this.analyses.filter(Boolean).length === total ? t('reviewDone', { n: total }) : '';
    this.described.textContent = chartWords(t, review.points);
    for (const side of SIDES) {
      const { accuracy, list, none } = this.sides[side];
      accuracy.textContent = accuracyWords(t, review.accuracy[side]);
      list.replaceChildren(
        ...review.costly[side].map((move) =>
          this.kit.h(
            'li',
            {},
            this.kit.h(
              'button',
              { type: 'button', part: 'review-move', 'data-ply': move.ply, 'aria-current': String(move.ply === this.chosen) },
              costlyWords(t, move),
            ),
          ),
        ),
      );
      // "No move lost anything" only once that side's moves are all worked out.
      none.hidden = review.costly[side].length > 0 || this.working >= 0;
    }
    this.drawChart(review.points);
  }

  /**
   * The chart at the width it has now.
   * @param {import('../game/review.js').ChartPoint[]} [points]
   */
  drawChart(points = reviewOf(this.analyses, this.played, this.letters).points) {
    const width = Math.floor(this.chartBox.clientWidth);
    if (!this.open || width <= 0) return;
    const t = this.game.t;
    const focused = this.game.shadowRoot?.activeElement;
    const hadFocus = !!focused && this.chart.contains(focused);
    const em = parseFloat(getComputedStyle(this.chart).fontSize) || CHART_EM;
    const size = this.game.hasAttribute('present') ? PRESENT_HEIGHT : CHART_HEIGHT;
    const height = Math.round(Math.min(size.most, Math.max(size.least, width * size.share)));
    drawChart(this.chart, {
      points,
      plies: this.played.length,
      chosen: this.chosen,
      width,
      height,
      em,
      label: (point) => pointWords(t, point),
      words: { south: t('reviewSouthAhead'), north: t('reviewNorthAhead'), move: t('reviewMoveAxis') },
    });
    if (hadFocus) /** @type {SVGElement | null} */ (this.chart.querySelector('[tabindex="0"]'))?.focus();
  }

  /**
   * A click on a point or a listed move: the board before that move.
   * @param {Element} target
   */
  pick(target) {
    const ply = Number(target.closest('[data-ply]')?.getAttribute('data-ply'));
    if (ply > 0) this.kit.reviewMove(ply);
  }

  /**
   * The chart's keys: Enter and Space choose the point with the focus, the arrows walk the game.
   * @param {KeyboardEvent} e
   */
  onKey(e) {
    const point = /** @type {Element} */ (e.target).closest('[data-ply]');
    if ((e.key === 'Enter' || e.key === ' ') && point) {
      e.preventDefault();
      this.pick(point);
      return;
    }
    if (!Object.hasOwn(WALK_KEYS, e.key) || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    e.stopPropagation(); // the game's own keys (the step bar's arrows) stay out of it
    const total = this.played.length;
    const from = this.chosen ?? total + 1; // at the end: one past the last move
    const to = Math.max(1, from + WALK_KEYS[/** @type {keyof typeof WALK_KEYS} */ (e.key)]);
    if (to > total) this.toEnd();
    else this.kit.reviewMove(to);
  }
}
