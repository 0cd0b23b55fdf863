// <urim-game>'s position editor: a board set up by hand (editor/set-up.js) on the
// element's own board and fields, then played from or shared. Methods of
// UrimGame, kept apart from its wiring.
import { SetUp } from '../editor/set-up.js';
import { fillSelect } from './game-chrome.js';

export const editingMethods = {

  /**
   * Opens the position editor on the board shown: a tap adds a seed, a right-click,
   * Shift-tap or long press takes one away, digits type a count; the stores and who
   * moves are set below the board. The game waits meanwhile.
   */
  edit() {
    const g = this.session.game;
    if (!g || !this.view) return;
    this.endReview(false);
    this.session.interrupt();
    this.view.skip();
    this.editing = new SetUp({ holes: g.holes, pits: g.pits(), stores: g.stores(), toMove: g.toMove() });
    this.el.editor.hidden = false;
    this.el.messages.hidden = true;
    this.el.editOpen.disabled = true;
    this.el.editNote.textContent = '';
    this.el.editLink.hidden = typeof this.shareLink !== 'function';
    fillSelect(this.el.editSide, [['south', this.t('south')], ['north', this.t('north')]], this.editing.toMove);
    this.showSetUp();
    this.view.canvas.focus();
  },

  /** The set-up on the board and in the editor's fields. */
  showSetUp() {
    const e = this.editing;
    const { t, el } = this;
    const all = [...Array(2 * e.holes).keys()];
    this.view.set({ editing: true, pits: e.pits, stores: e.stores, legal: all, interactive: true, hint: null, lastMove: null });
    el.editSouth.value = String(e.stores.south);
    el.editNorth.value = String(e.stores.north);
    const d = e.difference();
    const vars = { total: e.total(), n: Math.abs(d), target: e.target() };
    el.editStatus.textContent = d === 0 ? t('editTotal', vars) : t(d > 0 ? 'editMissing' : 'editExtra', vars);
    el.editFix.disabled = d === 0;
  },

  /** A change to the set-up (`change` returns a refusal { key, vars } or null), then the board again. */
  editChange(change) {
    if (!this.editing) return;
    const refused = change();
    this.el.editNote.textContent = refused ? this.t(refused.key, refused.vars) : '';
    this.showSetUp();
  },

  /** A pit touched on the board while setting up. */
  editPit({ pit, remove, value }) {
    const e = this.editing;
    if (!e) return;
    const letter = this.session.game.letters()[pit];
    this.editChange(() => {
      let refused;
      if (value !== undefined) refused = e.set(pit, value);
      else refused = remove ? e.remove(pit) : e.add(pit);
      return refused && { ...refused, vars: { ...refused.vars, pit: letter } };
    });
  },

  /** Starts a game from the set-up, when the engine takes it (the reason shown when it does not). */
  playFromSetUp() {
    const e = this.editing;
    if (!e) return;
    let game;
    try {
      game = this.api.Game.fromPosition(e.position());
    } catch (error) {
      this.el.editNote.textContent = this.t('editRefused', { message: error.message });
      return;
    }
    this.endEdit(false);
    this.session.start(game);
    this.afterStart('position');
  },

  /** Leaves the editor; the game on show is where it was. */
  endEdit(resume = true) {
    if (!this.editing) return;
    this.editing = null;
    this.el.editor.hidden = true;
    this.el.messages.hidden = false;
    this.el.editOpen.disabled = false;
    this.view?.set({ editing: false });
    this.refresh();
    if (resume) this.session.computerTurn();
  },
};
