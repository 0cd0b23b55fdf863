// <urim-game>'s "Review the game": when the button shows (a game over, or a record
// opened), and the review's panel (game-review-chart.js), loaded the first time it
// is asked for and handed what it needs of the element's code in a kit. The
// review works in the page's one engine as a member of its own (game/computer.js),
// at the analysis's level (game/levels.js).
import { button, fillWords, h } from '../dom/nodes.js';
import { addEnglish } from '../i18n/index.js';
import { Computer } from '../game/computer.js';
import { LEVELS } from '../game/levels.js';
import { reviewMove } from './game-review.js';
import { engineOf } from './game-api.js';

/** @typedef {import('./game-element.js').UrimGame} UrimGame */
/** @typedef {import('../game/state.js').GameState} GameState */

/**
 * Whether state `s` offers a review: a game with moves, over or opened from a record, neither set up nor a demonstration.
 * @param {GameState} s
 */
export const reviewable = (s) =>
  !!s.game &&
  !s.demo &&
  !['editing', 'demo', 'loading', 'failed'].includes(s.mode) &&
  s.game.moves().length > 0 &&
  (s.reason === 'record' || s.game.score().over);

export class Reviewer {
  /** @param {UrimGame} game */
  constructor(game) {
    this.game = game;
    /** @type {import('./game-review-chart.js').ReviewPanel | null} the panel, once loaded */
    this.panel = null;
    /** @type {Promise<import('./game-review-chart.js').ReviewPanel> | undefined} */
    this.loading = undefined;
  }

  /** Opens the review of the game on show (its code loads the first time). */
  async show() {
    const game = this.game;
    this.loading ??= import('./game-review-chart.js').then(
      (code) => {
        addEnglish(code.ENGLISH);
        this.panel = new code.ReviewPanel(game, {
          h,
          button,
          fillWords,
          reviewMove: (ply) => !!game.api && reviewMove(game.machine, game.api, ply),
          computer: () => new Computer(engineOf(game).front),
          level: /** @type {import('../pkg/urim-search.js').AnalysisOptions['level']} */ (LEVELS.analysis),
        });
        return this.panel;
      },
      (error) => {
        this.loading = undefined; // tried again at the next click
        throw error;
      },
    );
    try {
      (await this.loading).show();
    } catch (error) {
      game.fail({ key: 'loadFailed', vars: { message: /** @type {Error} */ (error).message } });
    }
  }

  /**
   * The element's state changed: the panel follows it.
   * @param {GameState} s
   */
  changed(s) {
    this.panel?.follow(s);
  }

  /** Leaves the review, if open: its work stops (a kiosk's idle reset, the element removed). */
  leave() {
    this.panel?.leave(false);
  }
}
