// <urim-game>'s game kept under `persist`: the visitor's settings read back, the
// game saved when it changed, what went wrong with the browser's storage told in
// the element's language, and another tab's game on the same key followed.
// Methods of UrimGame, kept apart from its wiring.
import { PROBLEMS, readKept } from '../storage/persist.js';
import { GAME_OPTIONS, readOption } from './options.js';

/** The settings a visitor changes in the element, kept with the game under `persist`. */
const VISITOR_SETTINGS = ['opponent', 'steps', 'analysis', 'sound'];

export const keepingMethods = {

  /** The visitor's kept settings, for those the page did not set as attributes. */
  resumeSettings(saved) {
    for (const name of VISITOR_SETTINGS) {
      if (this.hasAttribute(name) || !(name in saved)) continue;
      if (GAME_OPTIONS[name].boolean && typeof saved[name] !== 'boolean') continue; // another version's: passed over
      const text = GAME_OPTIONS[name].boolean ? (saved[name] ? '' : null) : String(saved[name]);
      this.reflect(name, text);
      if (readOption(GAME_OPTIONS, this, name).error) this.reflect(name, null); // kept by another version: passed over
      this.readSetting(name);
    }
    this.session.opponent = this.settings.opponent;
    this.view.set({ stepByStep: this.settings.steps });
  },

  /** Keeps the game under `persist` when it changed. */
  keep() {
    // A demonstration (also the first board, before it begins) or a kiosk keeps nothing.
    if (!this.store || this.session.demo || this.settings.kiosk || (this.settings.demo && !this.attract)) return;
    const g = this.session.game;
    const { match } = this.session;
    const key = [this.settings.persist, g.position(), g.moves().length, match.south, match.north,
      ...VISITOR_SETTINGS.map((name) => this.settings[name])].join('|');
    if (key === this.savedKey) return;
    this.savedKey = key;
    if (!this.store.save({ record: g.record(), match, settings: Object.fromEntries(VISITOR_SETTINGS.map((name) => [name, this.settings[name]])) })) this.tellStorage();
  },

  /** Says once what went wrong with the storage under `persist` (full, refused, unreadable, another version's). */
  tellStorage() {
    const problem = this.store?.problem;
    if (!problem || this.storageTold === problem) return;
    this.storageTold = problem;
    this.notify(this.t(PROBLEMS[problem]));
  },

  /**
   * Another tab or window of the same page saved its game under our `persist` key:
   * this one shows that game, so that the two do not overwrite each other's moves.
   */
  followOtherTab(event) {
    if (!this.store || !this.api || event.key !== this.store.key || event.newValue === null || this.session.demo || this.settings.kiosk) return;
    const { kept } = readKept(event.newValue);
    if (!kept || kept.record === this.session.game?.record()) return;
    let game;
    try {
      game = this.api.Game.fromRecord(kept.record);
    } catch {
      return; // a record this version cannot read: the game here goes on
    }
    this.session.start(game);
    this.session.match = { ...kept.match };
    this.afterStart('tab');
    this.notify(this.t('storageOtherTab'));
  },
};
