// <urim-game>'s game kept under `persist`: the kept game and the visitor's
// settings read back, the game kept when it changed (a move before it is shown),
// and what went wrong with the browser's storage told in the element's language.
// The game is shared with the other tabs on the same key (game-tabs.js): a change
// made on top of an older one is refused. The storage code (game-store.js) loads
// before the first game when something is kept, else with the first change, and
// with it the records module (kept games are records). It reads the state and
// starts games through its host.
import { readOption } from './options.js';
import { GAME_OPTIONS } from './game-options.js';
import { addEnglish } from '../i18n/index.js';
import { loadRecords, readRecord, recordData, recordsReady, writeRecord, writeRecordData } from '../game/records.js';

/**
 * @typedef {import('../types/front.js').Settings} Settings
 * @typedef {import('../game/state.js').GameState} GameState
 * @typedef {import('../types/front.js').Game} Game
 * @typedef {{ south: number, north: number }} Match
 * @typedef {typeof import('./game-store.js')} StoreCode
 * @typedef {ReturnType<StoreCode['gameStore']>} Store
 */

/**
 * Whether nothing is kept under `key` (so the storage code can wait); false also
 * when the browser refuses its storage, which is told at once.
 * @param {string} key
 */
function nothingKept(key) {
  try {
    return globalThis.localStorage.getItem(key) === null;
  } catch {
    return false;
  }
}

/**
 * The settings a visitor changes in the element, kept with the game under `persist`.
 * @type {(keyof Settings)[]}
 */
const VISITOR_SETTINGS = ['opponent', 'steps', 'analysis', 'sound', 'speak'];

/**
 * The problems of a write that failed: told while writing fails, and taken back
 * once a write works again (the others tell of what was read, and stay).
 * @type {import('../storage/persist.js').Problem[]}
 */
const WRITE_PROBLEMS = ['full', 'refused', 'foreign'];

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
    /** @type {string | null} the `persist` key */
    this.key = null;
    /** @type {Store | null} the storage under the key, once its code is loaded */
    this.store = null;
    /** @type {StoreCode | null} */
    this.code = null;
    /** @type {Promise<Store | null> | null} */
    this.opening = null;
    /** @type {import('./game-tabs.js').TabGame | null} the game shared with the other tabs, while on the page */
    this.tabs = null;
    /** @type {Promise<import('./game-tabs.js').TabGame | null> | null} */
    this.joining = null;
    /** @type {number | null} the kept version the game on show is on (null: the latest, once read) */
    this.version = null;
    /** @type {string | null} what the game kept last was (keyOf); null: the game resumed, kept already */
    this.savedKey = '';
    /** @type {import('../storage/persist.js').Problem | null} */
    this.told = null;
  }

  /**
   * The key to keep under changed (null: nothing kept).
   * @param {string | null} key
   */
  use(key) {
    this.leave();
    this.key = key;
    this.store = null;
    this.opening = null;
    this.version = null; // a key given later: the game on show goes on top of what is kept
    this.savedKey = '';
  }

  /**
   * The storage under the key, its code and the records module loaded the first
   * time. Resolves with null when there is no key, it changed meanwhile, or the
   * code did not load (offline, and not in the offline copy: nothing is kept then).
   */
  open() {
    const { key } = this;
    if (!key) return Promise.resolve(null);
    this.opening ??= Promise.all([import('./game-store.js'), loadRecords()]).then(
      ([code]) => {
        if (this.key !== key) return null;
        this.code = code;
        addEnglish(code.ENGLISH);
        this.store ??= code.gameStore(key);
        this.version ??= this.store.load(true)?.n ?? 0;
        return this.store;
      },
      () => null,
    );
    return this.opening;
  }

  /**
   * While the element first loads, before its attributes are read: the storage code,
   * when a game is kept under its `persist` key (or the storage is refused), so
   * that the first game can resume it. The first game, kept or not, goes on top
   * of the version kept now.
   */
  async ready() {
    const { element } = this.host;
    const key = readOption(GAME_OPTIONS, element, 'persist').value;
    if (!key || readOption(GAME_OPTIONS, element, 'kiosk').value || this.host.state().game) return; // (added again: its game goes on)
    this.use(key); // as reading the attribute will (it then finds the key in use)
    if (nothingKept(key)) this.version = 0;
    else await this.open();
  }

  /**
   * Shares the kept game with the other tabs on the key from now on, once the
   * game changed or another tab wrote. Resolves with the share, or null when the
   * key changed meanwhile or the code did not load.
   */
  join() {
    if (this.joining) return this.joining;
    /** @type {Promise<import('./game-tabs.js').TabGame | null>} */
    const joining = this.open().then((store) => {
      if (this.joining !== joining || !store || !this.code) return null; // left meanwhile
      try {
        this.tabs = new this.code.TabGame(this, store, this.version ?? 0);
      } catch {
        return null; // no channel here: this tab keeps its game alone
      }
      return this.tabs;
    });
    this.joining = joining;
    return joining;
  }

  /** Stops sharing (the element left the page, or the key changed). */
  leave() {
    if (this.tabs) this.version = this.tabs.version;
    this.tabs?.close();
    this.tabs = null;
    this.joining = null;
  }

  /**
   * Another tab wrote to the browser's storage: under our key, this tab joins in (it then hears of the change).
   * @param {StorageEvent} event
   */
  otherTabWrote(event) {
    if (event.key === this.key && this.keeps(this.host.state())) this.join();
  }

  /**
   * The kept game when it suits the board asked for, with its match points, the
   * visitor's settings read back; else null. A kiosk starts afresh.
   * @returns {{ game: Game, match: Match, resumed: boolean } | null}
   */
  resume() {
    const { element } = this.host;
    const kept = this.host.state().settings.kiosk ? null : this.store?.load();
    this.savedKey = null; // nothing kept, or the game kept: nothing to keep before it changes
    if (!kept) return null;
    this.version = kept.n;
    let game;
    try {
      game = this.readKept(kept.record);
    } catch {
      this.store?.putAside(); // a kept game that no longer reads: set aside (and told), and a fresh game
      return null;
    }
    /** @param {keyof Settings} name @param {number} value */
    const fits = (name, value) => !element.hasAttribute(name) || this.host.state().settings[name] === value;
    if (!fits('holes', game.holes) || !fits('seeds', game.seeds)) {
      game.free();
      this.savedKey = ''; // a game of another board: the new one is kept instead
      return null;
    }
    if (!this.resumeSettings(kept.settings)) this.store?.putAside('partial');
    if (this.store?.problem === 'partial') this.savedKey = ''; // what did read is kept again, at once
    return { game, match: kept.match, resumed: game.moves().length > 0 };
  }

  /**
   * The visitor's kept settings, for those the page did not set as attributes;
   * false when one of them does not read (it keeps its value).
   * @param {Record<string, unknown>} saved
   */
  resumeSettings(saved) {
    const { element } = this.host;
    let read = true;
    for (const name of VISITOR_SETTINGS) {
      if (element.hasAttribute(name) || !(name in saved)) continue;
      const boolean = 'boolean' in GAME_OPTIONS[name] && GAME_OPTIONS[name].boolean;
      const value = saved[name];
      const text = boolean ? (value ? '' : null) : typeof value === 'number' ? String(value) : '';
      element.reflect(name, text);
      if ((boolean && typeof value !== 'boolean') || readOption(GAME_OPTIONS, element, name).error) {
        element.reflect(name, null); // out of range, or of the wrong kind: passed over
        read = false;
      }
      element.readSetting(name);
    }
    return read;
  }

  /**
   * Whether the game of state `s` is one to keep (a demonstration or a kiosk keeps nothing).
   * @param {GameState} s
   */
  keeps(s) {
    return !!this.key && !s.demo && !s.settings.kiosk && !s.settings.demo && !!s.game;
  }

  /**
   * After a change: keeps the game when it changed. Another tab's game kept first
   * is followed instead (and the visitor told).
   * @param {GameState} s
   */
  follow(s) {
    if (!this.keeps(s) || !['playing', 'thinking'].includes(s.mode)) return;
    const key = this.keyOf(s);
    this.savedKey ??= key; // the game resumed, or a fresh one: kept as it is
    if (key !== this.savedKey) this.keep(s);
  }

  /**
   * Keeps the game as it stands, a move just played (not shown yet) with it:
   * resolves once kept. Rejects with the reason, in the element's language, when
   * another tab's change came first (that game is on show by then).
   */
  async keepMove() {
    const s = this.host.state();
    if (!this.keeps(s) || (await this.keep(s))) return;
    this.host.notify({ key: 'tabMovedOn' });
    throw new Error(this.host.state().t('tabMovedOn'));
  }

  /**
   * Keeps the game of state `s`, in one write; whether it was kept (false: another
   * tab's change came first and is followed). The game is read at once, as plain
   * data: its machine may free it while the records module loads (a new game
   * started meanwhile), and what is kept is the game as it stood.
   * @param {GameState} s
   */
  async keep(s) {
    const data = recordData(/** @type {Game} */ (s.game));
    this.savedKey = this.keyOf(s);
    const settings = Object.fromEntries(VISITOR_SETTINGS.map((name) => [name, s.settings[name]]));
    const { match } = s;
    if (!recordsReady() && !(await this.open())) return true; // the code did not load: nothing is kept
    const kept = { record: writeRecordData(data), match, settings };
    const tabs = await this.join();
    if (tabs) return tabs.keep(kept);
    this.version = (this.version ?? 0) + 1;
    if (this.store) this.wrote(this.store.save({ ...kept, n: this.version }) ? null : this.store.problem); // no tabs code: alone
    return true;
  }

  /**
   * The game of a kept record (the records module has loaded with the storage's code); throws when it does not read.
   * @param {string} text
   * @returns {Game}
   */
  readKept(text) {
    return readRecord(this.host.api(), text);
  }

  /**
   * The record `game` is kept as.
   * @param {Game} game
   */
  writeKept(game) {
    return writeRecord(game);
  }

  /**
   * What tells one kept game from another: the position, the moves, the match and the visitor's settings.
   * @param {GameState} s
   */
  keyOf(s) {
    const g = /** @type {Game} */ (s.game);
    const settings = VISITOR_SETTINGS.map((name) => s.settings[name]);
    return [this.key, g.position(), g.moves().length, s.match.south, s.match.north, ...settings].join('|');
  }

  /**
   * After a write: says what went wrong (`problem`), or, once a write works again,
   * takes back the notice of one that failed (the storage was full, say).
   * @param {import('../storage/persist.js').Problem | null} problem
   */
  wrote(problem) {
    if (problem) {
      if (this.store) this.store.problem = problem;
      this.tell();
      return;
    }
    const { told, code } = this;
    if (!told || !code || !WRITE_PROBLEMS.includes(told)) return;
    this.told = null; // told again if it fails again
    if (this.store?.problem === told) this.store.problem = null;
    const shown = this.host.state().notice;
    if (shown && 'key' in shown && shown.key === code.PROBLEMS[told]) this.host.element.clearNotice();
  }

  /** Says once what went wrong with the storage (full, refused, unreadable, another version's). */
  tell() {
    const problem = this.store?.problem;
    if (!problem || !this.code || this.told === problem) return;
    this.told = problem;
    this.host.notify({ key: this.code.PROBLEMS[problem] });
  }
}
