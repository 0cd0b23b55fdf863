// <urim-game>'s predict-first part: the class's guess about the move on show (its
// panel, from predict.js, loaded on first use) and, while the guess names a pit,
// who a pit chosen on the board goes to. It owns both; no other part writes them.
import { choosing } from '../game/state.js';

/** @typedef {ReturnType<typeof import('./predict.js').ask> & { report: unknown }} Asked */

export class Predicting {
  /**
   * @param {object} host
   * @param {import('../game/machine.js').GameMachine} host.machine
   * @param {() => Promise<typeof import('./predict.js')>} host.code predict.js, loaded once
   * @param {() => ShadowRoot} host.root
   * @param {(panel: HTMLElement) => void} host.mount puts the panel under the board
   * @param {() => (key: string, vars?: import('../types/front.js').Vars) => string} host.t the element's words
   * @param {() => void} host.focusBoard
   */
  constructor(host) {
    this.host = host;
    /** @type {Asked | null} the class's guess about the move on show */
    this.asked = null;
    /** @type {((pit: number) => void) | null} while the guess names a pit on the board: who is told */
    this.chooser = null;
  }

  /**
   * Asks the class what move `report` (played, not yet shown) will do; resolves
   * once they said, or chose to just see it (at once when predict.js cannot load:
   * the move is then shown as usual).
   * @param {import('../types/front.js').MoveReport} report
   */
  async ask(report) {
    this.remove();
    const code = await this.host.code().catch(() => null);
    const { machine } = this.host;
    const s = machine.state;
    if (!code || !s.game || s.report !== report || s.mode !== 'predicting') return;
    const asked = code.ask(
      {
        root: this.host.root(),
        mount: this.host.mount,
        t: this.host.t(),
        letters: s.game.letters(),
        choosing: (chosen) => {
          this.chooser = chosen;
          machine.go(choosing, !!chosen);
        },
        focusBoard: this.host.focusBoard,
      },
      report,
    );
    this.asked = { ...asked, report };
    await asked.guess;
  }

  /**
   * A pit chosen on the board: the guess's, when it names one (true), or not (false: a move).
   * @param {number} pit
   */
  choose(pit) {
    if (!this.chooser) return false;
    this.chooser(pit);
    return true;
  }

  /**
   * A move about to be shown: the last verdict goes, unless it is this move's.
   * @param {unknown} report
   */
  showing(report) {
    if (this.asked?.report !== report) this.remove();
  }

  /** Says what of the guess was right, now that the board has shown the move. */
  reveal() {
    this.asked?.reveal();
  }

  /**
   * The panel's words in the language of `t`.
   * @param {(key: string, vars?: import('../types/front.js').Vars) => string} t
   */
  relabel(t) {
    this.asked?.relabel(t);
  }

  /** Takes the panel away (a new move, a new game); a guess still asked for ends as none. */
  remove() {
    this.asked?.remove();
    this.asked = null;
  }
}
