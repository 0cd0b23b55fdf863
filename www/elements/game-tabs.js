// <urim-game>'s side of the game shared by the tabs on its `persist` key
// (storage/tabs.js): its changes handed to the tabs' writer, and another tab's
// change shown with one update. Loaded with the storage code (game-store.js),
// used by the keeping part (game-keeping.js) once the game changes or another tab
// writes.
import { shareGame } from '../storage/tabs.js';

/**
 * @typedef {import('../storage/persist.js').Kept} Kept
 * @typedef {import('./game-keeping.js').Keeping} Keeping
 */

export class TabGame {
  /**
   * The game kept by `keeping` shared with the other tabs, from its version `version` on.
   * @param {Keeping} keeping
   * @param {NonNullable<Keeping['store']>} store
   * @param {number} version
   */
  constructor(keeping, store, version) {
    this.keeping = keeping;
    this.store = store;
    this.waiting = 0; // changes of this tab awaiting the writer's answer
    this.share = shareGame(store, version, (kept) => this.follow(kept));
    this.share.catchUp();
  }

  /** The kept version the game on show is on. */
  get version() {
    return this.share.version;
  }

  /**
   * Keeps `game`, in one write; whether it was kept (false: another tab's change
   * came first, and is on show now).
   * @param {import('../storage/persist.js').Game} game
   */
  async keep(game) {
    this.waiting += 1;
    const outcome = await this.share.keep(game).finally(() => {
      this.waiting -= 1;
    });
    if (outcome.kept) this.keeping.wrote(outcome.problem);
    return outcome.kept;
  }

  /**
   * Another tab kept its game under our key: this one shows that game, with one
   * update (a change of the settings alone keeps the game on show, unless a change
   * of this tab's, made on top of the game before, awaits its answer).
   * @param {Kept} kept
   */
  follow(kept) {
    const { keeping } = this;
    const s = keeping.host.state();
    if (!keeping.keeps(s) || (s.game && kept.record === keeping.writeKept(s.game) && !this.waiting)) return;
    let game;
    try {
      game = keeping.readKept(kept.record);
    } catch {
      return; // a record this version cannot read: the game here goes on
    }
    keeping.host.start(game, 'tab', kept.match);
    keeping.savedKey = keeping.keyOf(keeping.host.state());
    keeping.host.notify({ key: 'storageOtherTab' });
  }

  close() {
    this.share.close();
  }
}
