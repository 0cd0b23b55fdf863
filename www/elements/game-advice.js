// <urim-game>'s advice: with `analysis`, what every legal move is worth (the
// worker's analysis after each move, labelled on the pits, the best ringed), and
// the Hint: the computer's move for the visitor, with its reason in words. Methods
// of UrimGame, kept apart from its wiring.
import { hintWords, valueLabel } from '../words/move-words.js';

/** The hint's search budget when the element has no `nodes`. */
const HINT_NODES = 300_000;

export const adviceMethods = {

  /** The position the values belong to. */
  valueKey() {
    const g = this.session.game;
    return `${g.position()}|${g.moves().length}`;
  },

  /**
   * With `analysis` on and the visitor to move: every legal pit labelled with what
   * its move is worth with best play (the worker works it out after each move), the
   * best ringed; the labels go when the setting is off or the position moves on.
   */
  showValues(legal) {
    const key = this.valueKey();
    if (!this.settings.analysis || legal.length === 0) {
      this.view.set({ values: null, best: [] });
      return;
    }
    if (this.values?.key === key) {
      const labels = Object.fromEntries([...this.values.byPit].map(([pit, v]) => [pit, valueLabel(v.value, v.exact)]));
      this.view.set({ values: labels, best: this.values.best });
      return;
    }
    this.view.set({ values: null, best: [] });
    if (this.analysing === key) return;
    this.analysing = key;
    this.el.preview.textContent = this.t('analysisWorking');
    this.computerPlayer().analyse(this.session.game, { level: 5 }).then((result) => {
      if (this.analysing === key) this.analysing = '';
      if (result.stopped || key !== this.valueKey()) return;
      this.values = { key, best: result.best, byPit: new Map(result.moves.map((m) => [m.pit, { value: m.value, exact: m.exact }])) };
      if ([this.t('analysisWorking'), this.t('tables')].includes(this.el.preview.textContent)) this.el.preview.textContent = '';
      this.refresh();
    }, (error) => {
      this.analysing = '';
      this.fail(error.message);
    });
  },

  /**
   * The worker's table-building progress (`state`): while an analysis waits for the
   * endgame tables (levels 4 and 5 value moves exactly with them), the words under
   * the board say they are being prepared. A search never waits for them.
   */
  tablesProgress(state) {
    const { preview } = this.el;
    const [working, tables] = [this.t('analysisWorking'), this.t('tables')];
    if (!this.analysing) return;
    if (!state.done && preview.textContent === working) preview.textContent = tables;
    else if (state.done && preview.textContent === tables) preview.textContent = working;
  },

  /**
   * The computer's move for the visitor, marked on the board, with its reason: what
   * it captures, or the capture it takes away from the opponent.
   */
  async hint() {
    const g = this.session.game;
    if (!g || !this.session.visitorMayMove() || this.reviewing || this.editing) return;
    const key = this.valueKey();
    this.el.preview.textContent = this.t('hintThinking');
    let best;
    try {
      best = await this.computerPlayer().search(g, { level: 5, nodes: this.settings.nodes ?? HINT_NODES });
    } catch (error) {
      this.fail(error.message);
      return;
    }
    this.analysing = ''; // the search stopped any analysis under way: it starts again
    if (best.pit == null || key !== this.valueKey() || !this.session.visitorMayMove()) return;
    const hint = g.preview(best.pit);
    const threat = this.bestCapture(this.flipped(g.position()));
    const left = this.bestCapture(hint.position);
    this.hintKey = key;
    this.view.set({ mark: best.pit });
    this.refresh();
    this.el.preview.textContent = hintWords(this.t, hint, threat, left);
  },

  /** `position` with the other side to move. */
  flipped(position) {
    return position.replace(/-(S|N)$/, (_, side) => (side === 'S' ? '-N' : '-S'));
  },

  /** The biggest capture the side to move has in `position` (a preview report), or null. */
  bestCapture(position) {
    let game;
    try {
      game = this.api.Game.fromPosition(position);
    } catch {
      return null;
    }
    try {
      let best = null;
      for (const pit of game.legalMoves()) {
        const r = game.preview(pit);
        if (!r.grandSlam && r.captured > (best?.captured ?? 0)) best = r;
      }
      return best;
    } finally {
      game.free();
    }
  },
};
