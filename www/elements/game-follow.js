// What follows a change of <urim-game>'s state: the drawing (game-render.js), the
// newgame event, and once per burst of changes the effects that the state calls
// for: the game kept, the values asked for, the endgame tables prepared, the
// computer's turn. Also the move and gameover events and the steps of a stepped
// move. Nothing here writes the state but through the machine.
import { render } from './game-render.js';
import { computerOf } from './game-computer.js';
import { LEVELS } from '../game/levels.js';

/**
 * @typedef {import('../game/state.js').GameState} GameState
 * @typedef {import('../types/front.js').MoveReport} MoveReport
 * @typedef {import('../types/front.js').ShownStep} ShownStep
 */

export class Follower {
  /** @param {import('./game-element.js').UrimGame} game the element followed */
  constructor(game) {
    this.game = game;
    /** @type {ShownStep | null} */
    this.step = null; // the step of a stepped move on show
    this.following = false;
  }

  /**
   * The state changed: draw it, tell the page of a new game, and follow up once.
   * @param {GameState} state
   * @param {GameState} before
   */
  changed(state, before) {
    if (state.report !== before.report || state.review?.replaying !== before.review?.replaying) this.step = null;
    if (state.game !== before.game) this.game.focusPit = null;
    if (state.game && String(state.game.holes) !== (this.game.getAttribute('holes') ?? '6') && state.gameNumber !== before.gameNumber) {
      this.game.reflect('holes', String(state.game.holes));
    }
    this.draw(state, before);
    if (state.gameNumber !== before.gameNumber && state.reason !== 'load')
      this.game.emit('newgame', { reason: state.reason, position: state.game?.position() });
    if (!this.following) {
      this.following = true;
      queueMicrotask(() => this.follow());
    }
  }

  /** Draws the state (`before`: the state drawn last, to redraw only what changed). */
  draw(state = this.game.machine.state, before = state) {
    render(this.game.el, this.game.view, state, before, {
      moveList: this.game.moveList,
      focus: this.game.focusPit,
      step: this.step,
      shareable: typeof this.game.shareLink === 'function',
    });
    this.game.lessonPart?.draw();
    this.game.guess.relabel(state.t); // predict first's panel, in the language shown
    this.game.learning.relabel(); // the lessons, in the language and theme shown
  }

  /** After changes, once: what follows from the state (saving, analysis, tables, the computer's turn). */
  follow() {
    this.following = false;
    const s = this.game.machine.state;
    if (!this.game.isConnected || !this.game.view || !this.game.started || !s.game) return;
    this.game.keeping.follow(s);
    this.game.advice.follow(s);
    // The levels that play with the endgame tables: built while the visitor thinks.
    if (s.settings.opponent >= LEVELS.tables) computerOf(this.game).prepare(/** @type {6 | 7} */ (s.game.holes)); // ready by the endgame
    this.game.machine.computerTurn();
  }

  /**
   * A move of the game on show was shown.
   * @param {MoveReport} report
   * @param {import('../game/state.js').Mover} by
   */
  moved(report, by) {
    this.game.emit('move', { ...report, position: report.position, by });
    const { game } = this.game.machine.state;
    if (!game) return;
    const score = game.score();
    if (score.over) this.game.emit('gameover', score);
    this.game.gallery.moved(score);
  }

  /**
   * A step of a stepped move: its sound, and the step bar.
   * @param {ShownStep} step
   */
  showStep(step) {
    if (step.kind === 'sow') this.game.gallery.clicks?.seed();
    else if (step.kind === 'take') this.game.gallery.clicks?.take();
    this.step = step;
    this.draw();
  }
}
