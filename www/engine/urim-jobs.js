// The engine's work, run in slices: searches, analyses, and the endgame tables
// built in the time between them. The worker (urim-worker.js) runs it, and so does
// the page itself (carryOn below) when no worker can start. Every slice lasts
// about SLICE_MS and is followed by a turn of the event loop, so that a new message
// (a search, 'stop') is read at once, and on the page no task runs long.
// The messages are declared in urim-messages.js. It runs on the engine module
// (urim-search.js: the rules with the search, the tables and the analysis).
// A job whose message names table files (`tables`: a folder's address, or the
// File objects the visitor picked) reads the positions after its moves from
// them, in slices (urim-files.js), where they hold more seeds than the
// in-memory tables: the analysis takes their values, the hint their best move.
import init, { Game, buildTables, checkTableHeader, newGame, rules } from './urim-search.js';
import { TableFiles, httpSource, pickedSource } from './urim-files.js';
import { JOB_KEYS, TO_WORKER, analysisMessage, bestMoveMessage, errorMessage, infoMessage, readyMessage, tablesState } from './urim-messages.js';

/** How long the engine works before it looks at its messages again (ms). */
export const SLICE_MS = 25;
/**
 * The computer's levels as the engine defines them (rules().levels): a search's and
 * an analysis's level when a message gives none, and the first that plays with the
 * endgame tables. Read once the module is loaded; no number is kept here.
 */
const levels = () => rules().levels;
/** Keys of a 'search' or 'analyse' message that are not options (the rest go to game.search or game.analyse, which check them). */
const MESSAGE_KEYS = new Set(JOB_KEYS);

/** @typedef {import('./urim-messages.js').ToWorker} ToWorker */
/** A job running: its message's id, and whether it was told to stop. @typedef {{ id: number | null, stopped: boolean }} Job */

/**
 * The message of a thrown value.
 * @param {unknown} error
 * @returns {string}
 */
const messageOf = (error) => (error instanceof Error ? error.message : String(error));

/**
 * The options of a 'search' or 'analyse' message: every key that is not the message's own.
 * @param {ToWorker} message
 * @returns {Record<string, unknown>}
 */
function optionsOf(message) {
  /** @type {Record<string, unknown>} */
  const options = {};
  for (const [key, value] of Object.entries(message)) if (!MESSAGE_KEYS.has(key)) options[key] = value;
  return options;
}

/**
 * The game a 'search' or 'analyse' message names.
 * @param {ToWorker} message
 * @returns {Game}
 */
function gameOf(message) {
  if (message.record !== undefined) return Game.fromRecord(message.record);
  if (message.position !== undefined) {
    // The seeds are checked by fromPosition, as everything in the message; each pit by play.
    const options = message.seeds === undefined ? undefined : /** @type {import('./urim-search.js').PositionOptions} */ ({ seeds: message.seeds });
    const game = Game.fromPosition(message.position, options);
    if (message.moves === undefined) return game;
    try {
      if (!Array.isArray(message.moves)) throw new Error('moves must be a list of pits');
      for (const pit of message.moves) game.play(pit);
    } catch (error) {
      game.free();
      throw error;
    }
    return game;
  }
  return newGame(6);
}

/**
 * Carries out the messages handed to `handle`, answering through `post`. One job
 * (a search or an analysis) runs at a time: a new one stops it. The endgame
 * tables asked for ('tables', or a search or analysis at level 4 or 5) are built
 * slice by slice while no job runs, and a job never waits for them but an
 * analysis at level 4 or 5, whose values are exact only with them.
 */
export class Jobs {
  /** @param {(message: object) => void} post sends a message to the page */
  constructor(post) {
    /** @param {object} message */
    this.post = (message) => {
      if (!this.closed) post(message);
    };
    /** The running job: { id, stopped }. A new job or 'stop' sets `stopped` on it. @type {Job | null} */
    this.job = null;
    /** Board sizes whose tables are wanted, first asked first. @type {number[]} */
    this.wanted = [];
    this.building = false;
    this.closed = false;
    // Yielding through a MessageChannel lets queued messages (such as 'stop') run
    // between slices without the delay a chain of timers would add.
    this.channel = new MessageChannel();
    /** @type {(() => void)[]} */
    this.wakers = [];
    this.channel.port1.onmessage = () => this.wakers.shift()?.();
    /** The table files asked for, by folder (or picked files), each with its cache. @type {Map<string, TableFiles>} */
    this.files = new Map();
  }

  /**
   * The table files a job's message names (its `tables`), or null: a folder's
   * address, or the files the visitor picked.
   * @param {ToWorker} message
   * @returns {TableFiles | null}
   */
  filesOf(message) {
    const where = message.tables;
    const picked = Array.isArray(where) && where.length > 0 && where.every((f) => f instanceof File);
    if (typeof where !== 'string' && !picked) return null;
    const key = picked ? where.map((f) => `${f.name}:${f.size}:${f.lastModified}`).join('/') : String(where);
    let files = this.files.get(key);
    if (!files) {
      files = new TableFiles(picked ? pickedSource(where) : httpSource(String(where)), checkTableHeader);
      this.files.set(key, files);
    }
    return files;
  }

  /**
   * Gives `analysis` the values the table files hold for the positions after its
   * moves (read all at once, in slices), unless the job is stopped. What cannot be
   * read is left out: those moves are searched.
   * @param {TableFiles} files
   * @param {number} holes
   * @param {import('./urim-search.js').Analysis} analysis
   * @param {Job} current
   */
  async readFiles(files, holes, analysis, current) {
    const lookups = analysis.fileLookups();
    const read = await Promise.all(
      lookups.map(async ({ pit, seeds, value, plies }) => {
        const code = await files.bytes(holes, seeds, value[0], value[1]);
        const ply = code && (await files.bytes(holes, seeds, plies[0], plies[1]));
        return { pit, code, ply };
      }),
    );
    if (current.stopped) return;
    for (const { pit, code, ply } of read) {
      if (!code || !ply) continue;
      try {
        analysis.giveFileValue(pit, code, ply);
      } catch (error) {
        files.note(messageOf(error)); // a damaged entry: that move is searched
      }
    }
  }

  /**
   * Resolves on the next turn of the event loop.
   * @returns {Promise<void>}
   */
  nextTurn() {
    return new Promise((wake) => {
      this.wakers.push(wake);
      this.channel.port2.postMessage(null);
    });
  }

  /**
   * Carries out one message.
   * @param {ToWorker} message
   */
  handle(message) {
    if (this.closed) return;
    const type = message?.type;
    if (type === TO_WORKER.search) this.run(message, (m, job) => this.search(m, job));
    else if (type === TO_WORKER.analyse) this.run(message, (m, job) => this.analyse(m, job));
    else if (type === TO_WORKER.tables) this.want(/** @type {number} */ (message.holes));
    else if (type === TO_WORKER.stop) {
      if (this.job) this.job.stopped = true;
    } else
      this.post(errorMessage(message?.id ?? null, `unknown message type ${JSON.stringify(type)}: expected ${Object.values(TO_WORKER).join(', ')}`));
  }

  /** Stops everything for good, and says nothing more: the job running (it ends at its next turn), the tables not built yet, the messages to come. */
  close() {
    this.closed = true;
    if (this.job) this.job.stopped = true;
    this.wanted = [];
  }

  /**
   * Stops the running job and starts `work` for `message`, reporting any error.
   * @param {ToWorker} message
   * @param {(message: ToWorker, job: Job) => Promise<void>} work
   */
  run(message, work) {
    if (this.job) this.job.stopped = true;
    const current = { id: message.id ?? null, stopped: false };
    this.job = current;
    work(message, current)
      .catch((error) => this.post(errorMessage(current.id, messageOf(error))))
      .finally(() => {
        if (this.job !== current) return;
        this.job = null;
        this.buildWhileIdle();
      });
  }

  /**
   * Asks for the tables of `holes` pits a row: built while no job runs (at once if none does).
   * @param {number} holes
   */
  want(holes) {
    if (!this.wanted.includes(holes)) this.wanted.push(holes);
    if (!this.job) this.buildWhileIdle();
  }

  /**
   * Builds the wanted tables one slice a turn, posting the progress, until they are
   * all built or a job starts (the job's end starts this again). A bad board size
   * is answered with an error and dropped.
   */
  async buildWhileIdle() {
    if (this.building) return;
    this.building = true;
    try {
      while (this.wanted.length > 0 && !this.job && !this.closed) {
        const holes = this.wanted[0];
        try {
          const state = buildTables(/** @type {6 | 7} */ (holes), SLICE_MS);
          this.post(tablesState(state));
          if (state.done) this.wanted.shift();
        } catch (error) {
          this.wanted.shift();
          this.post(errorMessage(null, messageOf(error)));
        }
        await this.nextTurn();
      }
    } finally {
      this.building = false;
    }
  }

  /**
   * A search in slices, each finished iteration posted, then its answer.
   * @param {ToWorker} message
   * @param {Job} current
   */
  async search(message, current) {
    const game = gameOf(message);
    let searching;
    try {
      searching = game.search(optionsOf(message));
      // Levels 4 and 5 use the tables once built: they are built after this search.
      if ((message.level ?? levels().search) >= levels().tables) {
        this.want(game.holes);
        const files = this.filesOf(message);
        const choice = files && (await this.choiceOfFiles(files, game, current));
        if (choice) {
          const { pit, letter, value, exact } = choice;
          this.post(bestMoveMessage(current.id, { pit, letter, score: value, depth: 0, nodes: 0, pv: [pit], exact, files: true }, false));
          return;
        }
      }
      while (!searching.done && !current.stopped) {
        const step = searching.step(SLICE_MS);
        for (const info of step.iterations) this.post(infoMessage(current.id, info));
        if (!step.done) await this.nextTurn();
      }
      this.post(bestMoveMessage(current.id, searching.best(), current.stopped));
    } finally {
      searching?.free();
      game.free();
    }
  }

  /**
   * An analysis in slices (the tables built first at levels 4 and 5), then its answer.
   * @param {ToWorker} message
   * @param {Job} current
   */
  async analyse(message, current) {
    const game = gameOf(message);
    let analysis;
    try {
      analysis = game.analyse(optionsOf(message));
      // Levels 4 and 5 (5 is the default) value moves with the endgame tables:
      // they are built first, in slices (what a stopped analysis built is kept).
      if ((message.level ?? levels().analysis) >= levels().tables) {
        await this.tablesFirst(game.holes, current);
        const files = this.filesOf(message);
        if (files) await this.readFiles(files, game.holes, analysis, current);
      }
      let step = /** @type {import('./urim-search.js').MoveAnalysis} */ ({ done: false, moves: [], best: [], exact: true });
      while (!current.stopped) {
        step = analysis.step(SLICE_MS);
        if (step.done) break;
        await this.nextTurn();
      }
      this.post(analysisMessage(current.id, step, !step.done));
    } finally {
      analysis?.free();
      game.free();
    }
  }

  /**
   * The best move by the table files alone, when they value every move of `game`
   * (perfect play from the positions after them), else null.
   * @param {TableFiles} files
   * @param {Game} game
   * @param {Job} current
   */
  async choiceOfFiles(files, game, current) {
    const analysis = game.analyse({ level: /** @type {3 | 4 | 5} */ (levels().analysis) });
    try {
      await this.readFiles(files, game.holes, analysis, current);
      return current.stopped ? null : (analysis.fileChoice() ?? null);
    } finally {
      analysis.free();
    }
  }

  /**
   * Builds the tables of a board size in slices, posting progress, unless they are built or the job is stopped.
   * @param {number} holes
   * @param {Job} current
   */
  async tablesFirst(holes, current) {
    this.want(holes); // built later if this job is stopped first
    let state = buildTables(/** @type {6 | 7} */ (holes), SLICE_MS);
    if (state.done) return;
    for (;;) {
      this.post(tablesState(state));
      if (state.done || current.stopped) return;
      await this.nextTurn();
      state = buildTables(/** @type {6 | 7} */ (holes), SLICE_MS);
    }
  }
}

/**
 * Carries `engine` (urim-engine.js's Engine, whose worker could not start) on on the
 * page's own thread: the same messages and answers, in the same slices, from the
 * page's copy of the engine module (loaded here: a page loads only the page module
 * until then). A stand-in
 * for the worker becomes the engine's `port` and gets the messages sent so far.
 */
/**
 * @param {{ ended: boolean, early: object[], port: { postMessage(message: object): void, terminate(): void } | null,
 *   receive(message: object): void }} engine urim-engine.js's Engine, as far as this uses it
 */
export async function carryOn(engine) {
  await init();
  if (engine.ended) return;
  const jobs = new Jobs((message) => engine.receive(message));
  engine.port = {
    // Each message is read in a task of its own, a copy of it, as a worker would.
    postMessage: (message) => {
      const copy = structuredClone(message);
      setTimeout(() => jobs.handle(/** @type {ToWorker} */ (copy)), 0);
    },
    terminate: () => jobs.close(),
  };
  const early = engine.early.splice(0);
  engine.receive(readyMessage());
  for (const message of early) engine.port.postMessage(message);
}
