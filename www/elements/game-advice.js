// <urim-game>'s advice: with `analysis`, what every legal move is worth (asked of
// the worker after each move, labelled on the pits, the best ringed), and the Hint:
// the computer's move for the visitor, with its reason. It reads the state and
// writes what it found back through the machine's `advised` transition, as data.
// Table files that did not answer in time, or were refused (damaged, or of a format
// the game does not read), are told in a notice (the moves were searched instead).
import { advised } from '../game/state.js';
import { visitorMayMove } from '../game/questions.js';
import { positionKey } from './game-render.js';
import { opponentOf } from '../words/move-words.js';
import { LEVELS } from '../game/levels.js';

/** The hint's search budget when the element has no `nodes`. */
const HINT_NODES = 300_000;

/** How long one try of a read of a table file may take, in ms (the worker tries twice). */
const TABLES_TIMEOUT_MS = 5_000;

/**
 * The time one try of a read of a table file may take, in ms: TABLES_TIMEOUT_MS,
 * unless the page set `globalThis.urimTablesTimeout` (a positive number of ms, as a
 * test does whose table server never answers). The worker's own clock counts it:
 * each job carries it.
 * @returns {number}
 */
function tablesTimeout() {
  const set = /** @type {{ urimTablesTimeout?: unknown }} */ (globalThis).urimTablesTimeout;
  return typeof set === 'number' && Number.isFinite(set) && set > 0 ? set : TABLES_TIMEOUT_MS;
}

/** The notice of each problem a job's answer tells of its table files (`tablesProblem`). @type {Readonly<Record<string, 'tablesDamaged' | 'tablesOldFormat' | 'tablesUnanswered'>>} */
const TABLES_NOTICES = Object.freeze({ damaged: 'tablesDamaged', version: 'tablesOldFormat', unanswered: 'tablesUnanswered' });

/** What the words under the board say while something is being worked out. */
const WORKING = Object.freeze({ analysis: 'analysisWorking', tables: 'tables', hint: 'hintThinking' });

/**
 * @typedef {import('../game/state.js').GameState} GameState
 * @typedef {import('../types/front.js').AdviceShown} AdviceShown
 */

/** A table file's name as urim-tables writes it (urim-2x6-14.tbl). */
const TABLE_FILE = /^urim-2x[67]-\d{2}\.tbl$/;

export class Advice {
  /**
   * @param {object} host
   * @param {import('../game/machine.js').GameMachine} host.machine
   * @param {() => import('../game/computer.js').Computer} host.computer the element's computer player
   * @param {() => import('../types/front.js').EngineModule} host.api the engine module (loaded)
   * @param {(message: string) => void} host.fail shows a problem and fires `error`
   * @param {(notice: import('../types/front.js').Notice) => void} host.notify shows a notice (words as data)
   */
  constructor(host) {
    this.host = host;
    this.analysing = ''; // the position whose values are being worked out
    this.round = 0; // bumped by forget(): the answer of an analysis asked for before is dropped
    /** @type {File[] | null} endgame table files the visitor picked (the element's tableFiles) */
    this.picked = null;
  }

  /**
   * Table files to read in the place of the `tables` folder: those named as
   * urim-tables names its files (the rest are left out); none, or null, for the
   * folder again. The values are worked out again.
   * @param {Iterable<File> | ArrayLike<File> | null} files
   */
  pickTables(files) {
    const all = files == null ? [] : Array.from(files);
    if (!all.every((file) => file instanceof File)) throw new TypeError('tableFiles must be File objects (or null)');
    const picked = all.filter((file) => TABLE_FILE.test(file.name));
    this.picked = picked.length ? picked : null;
    this.forget();
  }

  get state() {
    return this.host.machine.state;
  }

  /**
   * Sets what the advice shows, on top of what it showed.
   * @param {AdviceShown} change
   */
  show(change) {
    this.host.machine.go(advised, { ...this.state.advice, ...change });
  }

  /**
   * After a change: with `analysis` on and the visitor to move, asks for the values once per position.
   * @param {GameState} s
   */
  follow(s) {
    const g = s.game;
    if (!g || !s.settings.analysis || !visitorMayMove(s) || s.advice?.values) return;
    const key = positionKey(g);
    if (this.analysing === key) return;
    this.analysing = key;
    const round = this.round;
    this.show({ working: WORKING.analysis });
    this.host
      .computer()
      .analyse(g, { level: LEVELS.analysis, ...this.tables(s) })
      .then(
        (result) => {
          if (round !== this.round) return; // other table files came meanwhile: asked again
          if (this.analysing === key) this.analysing = '';
          this.tell(result);
          const now = this.state;
          if (result.stopped || !now.game || positionKey(now.game) !== key) return;
          const byPit = new Map(result.moves.map((m) => [m.pit, { value: m.value, exact: m.exact, files: m.files }]));
          const was = now.advice?.working;
          const working = was === WORKING.analysis || was === WORKING.tables ? null : was;
          this.show({ values: { best: result.best, byPit }, working });
        },
        (error) => {
          if (round !== this.round) return;
          this.analysing = '';
          this.host.fail(error.message);
        },
      );
  }

  /**
   * The `tables` option of a job: the table files the visitor picked, else the
   * folder of the `tables` attribute as an address the worker can read (it lives
   * elsewhere than the page), if set.
   * @param {GameState} s
   * @returns {{ tables?: string | File[], tablesWithin?: number }}
   */
  tables(s) {
    if (this.picked) return { tables: this.picked };
    return s.settings.tables ? { tables: new URL(s.settings.tables, document.baseURI).href, tablesWithin: tablesTimeout() } : {};
  }

  /**
   * Tells, in a notice, what the table files met in a job's answer: a file refused
   * (damaged, or of a format the game does not read), or some did not answer in time.
   * @param {{ tablesProblem?: string }} answer
   */
  tell(answer) {
    const key = answer.tablesProblem && Object.hasOwn(TABLES_NOTICES, answer.tablesProblem) ? TABLES_NOTICES[answer.tablesProblem] : null;
    if (key) this.host.notify({ key });
  }

  /** Drops the values shown or coming, so that the position is worked out again (other table files were given). */
  forget() {
    this.analysing = '';
    this.round += 1;
    this.show({ values: undefined }); // the change asks for them again (follow)
  }

  /**
   * The worker's table-building progress: while an analysis waits for the endgame
   * tables, the words say they are being prepared. A search never waits for them.
   * @param {{ done: boolean }} progress the worker's `tables` message
   */
  tablesProgress(progress) {
    if (!this.analysing) return;
    const working = this.state.advice?.working;
    if (!progress.done && working === WORKING.analysis) this.show({ working: WORKING.tables });
    else if (progress.done && working === WORKING.tables) this.show({ working: WORKING.analysis });
  }

  /**
   * The computer's move for the visitor, marked on the board, with its reason: what
   * it captures, or the capture it takes away from the opponent.
   */
  async hint() {
    const s = this.state;
    const g = s.game;
    if (!g || !visitorMayMove(s)) return;
    const key = positionKey(g);
    this.show({ hint: null, working: WORKING.hint });
    let best;
    try {
      best = await this.host.computer().search(g, { level: LEVELS.analysis, nodes: s.settings.nodes ?? HINT_NODES, ...this.tables(s) });
    } catch (error) {
      if (this.state.game === g) this.show({ working: null });
      this.host.fail(/** @type {Error} */ (error).message);
      return;
    }
    this.analysing = ''; // the search stopped any analysis under way: it starts again
    this.tell(best);
    const now = this.state;
    if (now.game !== g || positionKey(g) !== key || !visitorMayMove(now)) return;
    if (best.pit == null) {
      this.show({ working: null });
      return;
    }
    const preview = g.preview(best.pit);
    const { Game } = this.host.api();
    // What the opponent threatens now (the same board, their turn), and what the hint's move leaves them.
    const threat = this.bestCapture(() => Game.fromSetUp({ pits: g.pits(), stores: g.stores(), toMove: opponentOf(g.toMove()) }));
    const left = this.bestCapture(() => Game.fromPosition(preview.position));
    this.show({ working: null, hint: { pit: best.pit, preview, threat, left } });
  }

  /**
   * The biggest capture the side to move has in the game `make` makes (its move's
   * preview report), or null. A grand slam captures nothing, so it never counts.
   * @param {() => import('../types/front.js').Game} make
   * @returns {import('../types/front.js').MoveReport | null}
   */
  bestCapture(make) {
    let game;
    try {
      game = make();
    } catch {
      return null; // no such board (the game is over): nothing to take
    }
    try {
      let best = null;
      for (const pit of game.legalMoves()) {
        const r = game.preview(pit);
        if (r.captured > (best?.captured ?? 0)) best = r;
      }
      return best;
    } finally {
      game.free();
    }
  }
}
