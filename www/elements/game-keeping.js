// <urim-game>'s game kept under `persist`: the kept game and the visitor's
// settings read back, the game saved when it changed, what went wrong with the
// browser's storage told in the element's language, and another tab's game on the
// same key followed. It reads the state and starts games through its host.
import { PROBLEMS, gameStore, readKept } from '../storage/persist.js';
import { GAME_OPTIONS, readOption } from './options.js';

/**
 * @typedef {import('../types/front.js').Settings} Settings
 * @typedef {import('../game/state.js').GameState} GameState
 * @typedef {import('../types/front.js').Game} Game
 * @typedef {{ south: number, north: number }} Match
 */

/**
 * The settings a visitor changes in the element, kept with the game under `persist`.
 * @type {(keyof Settings)[]}
 */
const VISITOR_SETTINGS = ['opponent', 'steps', 'analysis', 'sound'];

export class Keeping {
  /**
   * @param {object} host
   * @param {import('./game-element.js').UrimGame} host.element reads and sets attributes
   * @param {() => GameState} host.state the element's state now
   * @param {() => import('../types/front.js').EngineModule} host.api the engine module (loaded)
   * @param {(notice: import('../types/front.js').Notice) => void} host.notify shows a notice (words as data)
   * @param {(game: Game, reason: string, match: Match) => void} host.start starts a game
   */
  constructor(host) {
    this.host = host;
    /** @type {ReturnType<typeof gameStore> | null} */
    this.store = null;
    this.savedKey = '';
    /** @type {import('../storage/persist.js').Problem | null} */
    this.told = null;
  }

  /**
   * The key to keep under changed (null: nothing kept).
   * @param {string | null} key
   */
  use(key) {
    this.store = key ? gameStore(key) : null;
    this.savedKey = '';
  }

  /**
   * The kept game when it suits the board asked for, with its match points, the
   * visitor's settings read back; else null. A kiosk starts afresh.
   * @returns {{ game: Game, match: Match, resumed: boolean } | null}
   */
  resume() {
    const { element } = this.host;
    const kept = this.host.state().settings.kiosk ? null : this.store?.load();
    if (!kept) return null;
    let game;
    try {
      game = this.host.api().Game.fromRecord(kept.record);
    } catch {
      this.store?.putAside(); // a kept game that no longer reads: set aside (and told), and a fresh game
      return null;
    }
    /** @param {keyof Settings} name @param {number} value */
    const fits = (name, value) => !element.hasAttribute(name) || this.host.state().settings[name] === value;
    if (!fits('holes', game.holes) || !fits('seeds', game.seeds)) {
      game.free();
      return null;
    }
    this.resumeSettings(kept.settings);
    return { game, match: kept.match, resumed: game.moves().length > 0 };
  }

  /**
   * The visitor's kept settings, for those the page did not set as attributes.
   * @param {Record<string, unknown>} saved
   */
  resumeSettings(saved) {
    const { element } = this.host;
    for (const name of VISITOR_SETTINGS) {
      if (element.hasAttribute(name) || !(name in saved)) continue;
      const boolean = 'boolean' in GAME_OPTIONS[name] && GAME_OPTIONS[name].boolean;
      if (boolean && typeof saved[name] !== 'boolean') continue; // another version's: passed over
      element.reflect(name, boolean ? (saved[name] ? '' : null) : String(saved[name]));
      if (readOption(GAME_OPTIONS, element, name).error) element.reflect(name, null); // kept by another version: passed over
      element.readSetting(name);
    }
  }

  /**
   * After a change: keeps the game when it changed (a demonstration or a kiosk keeps nothing).
   * @param {GameState} s
   */
  follow(s) {
    if (!this.store || s.demo || s.settings.kiosk || s.settings.demo || !s.game || !['playing', 'thinking'].includes(s.mode)) return;
    const g = s.game;
    const settings = Object.fromEntries(VISITOR_SETTINGS.map((name) => [name, s.settings[name]]));
    const key = [this.store.key, g.position(), g.moves().length, s.match.south, s.match.north, ...Object.values(settings)].join('|');
    if (key === this.savedKey) return;
    this.savedKey = key;
    if (!this.store.save({ record: g.record(), match: s.match, settings })) this.tell();
  }

  /** Says once what went wrong with the storage (full, refused, unreadable, another version's). */
  tell() {
    const problem = this.store?.problem;
    if (!problem || this.told === problem) return;
    this.told = problem;
    this.host.notify({ key: PROBLEMS[problem] });
  }

  /**
   * Another tab or window of the same page saved its game under our key: this one
   * shows that game, so that the two do not overwrite each other's moves.
   * @param {StorageEvent} event
   */
  followOtherTab(event) {
    const s = this.host.state();
    if (!this.store || event.key !== this.store.key || event.newValue === null || s.demo || s.settings.kiosk || !s.game) return;
    const { kept } = readKept(event.newValue);
    if (!kept || kept.record === s.game.record()) return;
    let game;
    try {
      game = this.host.api().Game.fromRecord(kept.record);
    } catch {
      return; // a record this version cannot read: the game here goes on
    }
    this.savedKey = '';
    this.host.start(game, 'tab', kept.match);
    this.host.notify({ key: 'storageOtherTab' });
  }
}
