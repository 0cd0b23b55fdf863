// <urim-game> looking at an earlier move again: the board before it, the move
// replayed (stepped when steps are on), and back to the game. Methods of UrimGame,
// kept apart from its wiring.
import { moveWords } from '../words/move-words.js';

export const reviewMethods = {

  /**
   * Shows the board before move `ply` (1 for the first) of the game, to play that
   * move again (stepped when steps are on); the game waits meanwhile.
   */
  review(ply) {
    const g = this.session.game;
    if (!g || ply < 1 || ply > g.moves().length) return;
    this.endReview(false);
    this.session.interrupt();
    const copy = this.api.Game.fromRecord(g.record());
    while (copy.moves().length >= ply) copy.undo();
    const report = copy.preview(g.moves()[ply - 1]);
    this.reviewing = { ply, game: copy, report };
    const { t, el } = this;
    el.reviewText.textContent = t('reviewing', { n: ply, side: t(report.mover), pit: report.letter });
    el.reviewBar.hidden = false;
    el.words.textContent = '';
    this.hideStep();
    this.view.set({ pits: copy.pits(), stores: copy.stores(), lastMove: null, hint: null });
    this.refresh();
    el.replay.focus();
  },

  /** Plays the move looked at again, from the board before it. */
  async replayReviewed() {
    const r = this.reviewing;
    if (!r) return;
    this.view.skip();
    this.view.set({ pits: r.game.pits(), stores: r.game.stores() });
    this.report = r.report;
    const words = moveWords(this.t, r.report, { over: false, ...r.report.stores }, r.game.letters());
    this.el.words.textContent = this.settings.steps ? '' : words;
    this.replaying = true;
    try {
      await this.view.animate(r.report);
    } finally {
      this.replaying = false;
    }
    if (this.reviewing !== r) return;
    this.el.words.textContent = words;
    this.hideStep();
  },

  /** Back to the game on show, where it was; the computer goes on if it was its turn. */
  endReview(resume = true) {
    const r = this.reviewing;
    if (!r) return;
    this.reviewing = null;
    this.view?.skip();
    r.game.free();
    this.el.reviewBar.hidden = true;
    this.el.words.textContent = '';
    this.hideStep();
    this.refresh();
    if (resume) {
      this.session.computerTurn();
      this.view?.canvas.focus();
    }
  },
};
