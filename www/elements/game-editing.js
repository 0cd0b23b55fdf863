// <urim-game>'s position editor: a board set up by hand (editor/set-up.js) on the
// element's own board and fields, then played from or shared. It goes in and out
// of the state's `editing` mode through the machine; the drawing shows the set-up.
import { SetUp } from '../editor/set-up.js';
import { editNoted, editing } from '../game/state.js';

/**
 * A pit touched on the board while setting up (the board's `edit` event): a seed
 * added or (`remove`) taken away, or `value` seeds typed.
 * @typedef {{ pit: number, remove?: boolean, value?: number }} PitEdit
 */

/** A refusal of the set-up, as words: { key, vars }. @typedef {{ key: string, vars?: import('../types/front.js').Vars }} Refusal */

export class Editing {
  /**
   * @param {object} host
   * @param {import('../game/machine.js').GameMachine} host.machine
   * @param {() => import('../types/front.js').EngineModule} host.api the engine module (loaded)
   * @param {() => Promise<void>} host.addTools loads the editor's tools and words and adds them to the element
   */
  constructor(host) {
    this.host = host;
    /** @type {Promise<void> | undefined} the editor's tools, once asked for (on first use, never in the first load) */
    this.tools = undefined;
    /**
     * The engine's refusal of the set-up as words; editor/tools.js, loaded when
     * the editor first opens, says each refusal in the element's language.
     * @type {(error: Error) => Refusal}
     */
    this.explain = (error) => ({ key: 'editRefused', vars: { message: error.message } });
  }

  get setUp() {
    return this.host.machine.state.setUp;
  }

  /**
   * Opens the editor on the board shown: a tap adds a seed, a right-click, Shift-tap
   * or long press takes one away, digits type a count; the stores and who moves are
   * set below the board. The game waits meanwhile.
   */
  open() {
    const { machine } = this.host;
    const g = machine.state.game;
    if (!g || !['playing', 'thinking', 'predicting', 'showing', 'stepping', 'reviewing'].includes(machine.state.mode)) return false;
    machine.backToGame();
    machine.interrupt();
    machine.go(editing, new SetUp({ holes: g.holes, pits: g.pits(), stores: g.stores(), toMove: g.toMove() }));
    this.tools ??= this.host.addTools().catch(() => (this.tools = undefined)); // tried again at the next opening
    return true;
  }

  /**
   * A change to the set-up (`change` returns a refusal { key, vars } or null), then the board again.
   * @param {(setUp: SetUp) => Refusal | null | undefined | void} change
   */
  change(change) {
    const e = this.setUp;
    if (!e) return;
    const refused = change(e);
    this.host.machine.go(editing, e, refused ?? null);
  }

  /**
   * A pit touched on the board while setting up.
   * @param {PitEdit} edit
   */
  pit({ pit, remove, value }) {
    const { game } = this.host.machine.state;
    if (!game) return; // the editor opens on a game
    const letter = game.letters()[pit];
    this.change((e) => {
      let refused;
      if (value !== undefined) refused = e.set(pit, value);
      else refused = remove ? e.remove(pit) : e.add(pit);
      return refused && { ...refused, vars: { ...refused.vars, pit: letter } };
    });
  }

  /** The game from the set-up, when the engine takes it; null (with the reason shown) when it does not. */
  game() {
    const e = this.setUp;
    if (!e) return null;
    try {
      return this.host.api().Game.fromSetUp(e.parts());
    } catch (error) {
      this.host.machine.go(editing, e, this.explain(/** @type {Error} */ (error)));
      return null;
    }
  }

  /**
   * The editor's note: what came of the last change or of a link copied (words as data).
   * @param {import('../types/front.js').Words | null} words
   */
  note(words) {
    this.host.machine.go(editNoted, words);
  }

  /** Leaves the editor; the game on show is where it was. */
  close() {
    if (this.setUp) this.host.machine.backToGame();
  }
}
