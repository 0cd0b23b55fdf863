// The engine's work, run in slices: searches, analyses, and the endgame tables
// built in the time between them. The worker (urim-worker.js) runs it, and so does
// the page itself (urim-on-page.js) when no worker can start. Every slice lasts
// about SLICE_MS and is followed by a turn of the event loop, so that a new message
// (a search, 'stop') is read at once, and on the page no task runs long.
// Many games share one worker: each job names its `owner` (one game of the page).
// Jobs wait in a queue and get their slices one at a time, searches (a reply, a
// hint) before analyses, first come first served within each; a paused analysis
// keeps what it has done. A new job of an owner, or 'stop' naming it, stops that
// owner's jobs only: they answer with what they have.
// The messages are declared in urim-messages.js. It runs on the engine module
// (urim-search.js: the rules with the search, the tables and the analysis).
// A job whose message names table files (`tables`: a folder's address, or the
// File objects the visitor picked) reads the positions after its moves from
// them, in slices (urim-files.js), where they hold more seeds than the
// in-memory tables: the analysis takes their values, the hint their best move.
// Its answer says when one it wanted was refused (damaged, or of another
// format) or some did not answer in time (`tablesProblem`).
import { Game, buildTables, checkTableHeader, checkTableSums, newGame, rules, tableBlockSum } from './urim-search.js';
import { choiceOf, filesOf, readValues } from './urim-files.js';
import { JOB_KEYS, TO_WORKER, analysisMessage, bestMoveMessage, errorMessage, infoMessage, pongMessage, tablesState } from './urim-messages.js';

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
/**
 * A job, queued or running: its message's id, its owner, its rank (searches 0,
 * analyses 1), its place in the queue, whether it was told to stop, and the way
 * to wake it when it waits for its next slice.
 * @typedef {{ id: number | null, owner: string | number | null, rank: number, seq: number, stopped: boolean, wake: (() => void) | null }} Job
 */

/** The engine module's checks of a table file: its header, its table of block checksums, each block. */
const TABLE_CHECKS = Object.freeze({ checkTableHeader, checkTableSums, tableBlockSum });

/** The rank of each kind of job: lower goes first. A visitor waits on a search (a reply or a hint); an analysis can wait. */
const RANK = Object.freeze({ [TO_WORKER.search]: 0, [TO_WORKER.analyse]: 1 });

/**
 * The owner a message names: a string or a number, else null (every job without one shares it).
 * @param {ToWorker} message
 * @returns {string | number | null}
 */
const ownerOf = (message) => (typeof message?.owner === 'string' || typeof message?.owner === 'number' ? message.owner : null);

/**
 * The message of a thrown value.
 * @param {unknown} error
 * @returns {string}
 */
const messageOf = (error) => (error instanceof Error ? error.message : String(error));

/**
 * The field of an answer that tells what the table files' reads met, if anything.
 * @param {import('./urim-files.js').TablesProblem | null} problem
 */
const told = (problem) => (problem ? { tablesProblem: problem } : {});

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
 * Carries out the messages handed to `handle`, answering through `post`. One
 * slice runs at a time, given to the first job of the queue (stopped jobs first,
 * so that they answer at once, then searches, then analyses). A new job of an
 * owner stops that owner's others. The endgame tables asked for ('tables', or a
 * search or analysis at level 4 or 5) are built slice by slice while no job is
 * queued, and a job never waits for them but an analysis at level 4 or 5, whose
 * values are exact only with them.
 */
export class Jobs {
  /** @param {(message: object) => void} post sends a message to the page */
  constructor(post) {
    /** @param {object} message */
    this.post = (message) => {
      if (!this.closed) post(message);
    };
    /** The jobs queued or running, in the order they came. @type {Job[]} */
    this.jobs = [];
    /** How many jobs came so far: each job's place in the queue. */
    this.seq = 0;
    /** Board sizes whose tables are wanted, first asked first. @type {number[]} */
    this.wanted = [];
    /** Whether the loop that hands out slices is running. */
    this.pumping = false;
    this.closed = false;
    // Yielding through a MessageChannel lets queued messages (such as 'stop') run
    // between slices without the delay a chain of timers would add.
    this.channel = new MessageChannel();
    /** @type {(() => void)[]} */
    this.wakers = [];
    this.channel.port1.onmessage = () => this.wakers.shift()?.();
    /** The table files asked for, by folder (or picked files), each with its cache. @type {Map<string, import('./urim-files.js').TableFiles>} */
    this.files = new Map();
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
    else if (type === TO_WORKER.stop) this.stopOwner(ownerOf(message));
    else if (type === TO_WORKER.ping)
      this.post(pongMessage()); // a worker answers it itself (urim-worker.js)
    else
      this.post(errorMessage(message?.id ?? null, `unknown message type ${JSON.stringify(type)}: expected ${Object.values(TO_WORKER).join(', ')}`));
  }

  /** Stops everything for good, and says nothing more: the jobs (each ends at its next turn), the tables not built yet, the messages to come. */
  close() {
    this.closed = true;
    for (const job of this.jobs) job.stopped = true;
    this.wanted = [];
    for (const job of this.jobs) this.wakeUp(job);
  }

  /**
   * Stops the jobs of `owner`: each answers with what it has at its next turn, which comes first.
   * @param {string | number | null} owner
   */
  stopOwner(owner) {
    for (const job of this.jobs) if (job.owner === owner) job.stopped = true;
    this.pump();
  }

  /**
   * Queues `work` for `message`, after stopping its owner's other jobs; reports any error.
   * @param {ToWorker} message
   * @param {(message: ToWorker, job: Job) => Promise<void>} work
   */
  run(message, work) {
    const owner = ownerOf(message);
    this.stopOwner(owner);
    /** @type {Job} */
    const current = {
      id: message.id ?? null,
      owner,
      rank: RANK[/** @type {'search' | 'analyse'} */ (message.type)],
      seq: this.seq++,
      stopped: false,
      wake: null,
    };
    this.jobs.push(current);
    work(message, current)
      .catch((error) => this.post(errorMessage(current.id, messageOf(error))))
      .finally(() => {
        this.jobs = this.jobs.filter((job) => job !== current);
        this.pump();
      });
  }

  /**
   * Resolves when `job` may run its next slice (at once when it is stopped or closed).
   * @param {Job} job
   * @returns {Promise<void>}
   */
  turn(job) {
    return new Promise((wake) => {
      if (this.closed) {
        wake(); // the job sees it is stopped, and ends
        return;
      }
      job.wake = wake;
      this.pump();
    });
  }

  /**
   * Wakes `job` if it waits for a turn.
   * @param {Job} job
   */
  wakeUp(job) {
    const wake = job.wake;
    job.wake = null;
    wake?.();
  }

  /**
   * The job to run next among those waiting for a turn: a stopped one, else the
   * lowest rank, then the first come. Null when none waits.
   * @returns {Job | null}
   */
  nextJob() {
    /** @param {Job} job the keys it is ordered by: stopped first, then rank, then the first come */
    const keys = (job) => [job.stopped ? 0 : 1, job.rank, job.seq];
    /** @type {Job | null} */
    let best = null;
    for (const job of this.jobs) {
      if (!job.wake) continue;
      if (!best) best = job;
      else {
        const [a, b] = [keys(job), keys(best)];
        if ((a[0] - b[0] || a[1] - b[1] || a[2] - b[2]) < 0) best = job;
      }
    }
    return best;
  }

  /** Starts the loop that hands out slices, unless it runs. */
  pump() {
    if (this.pumping || this.closed) return;
    this.pumping = true;
    this.handOut().catch((error) => this.post(errorMessage(null, messageOf(error))));
  }

  /**
   * Hands out one slice a turn of the event loop: to the next job waiting (its
   * slice runs as soon as it is woken, before the turn ends), or, while no job is
   * queued, to the wanted tables, posting their progress. Ends when there is
   * nothing to do; a job that waits on a file read starts it again when it asks
   * for its next turn. A bad board size is answered with an error and dropped.
   */
  async handOut() {
    for (;;) {
      const job = this.closed ? null : this.nextJob();
      if (job) this.wakeUp(job);
      else if (this.jobs.length === 0 && this.wanted.length > 0 && !this.closed) this.buildSlice();
      else {
        this.pumping = false;
        return;
      }
      await this.nextTurn();
    }
  }

  /** Builds one slice of the first tables wanted, and posts where they stand. */
  buildSlice() {
    const holes = this.wanted[0];
    try {
      const state = buildTables(/** @type {6 | 7} */ (holes), SLICE_MS);
      this.post(tablesState(state));
      if (state.done) this.wanted.shift();
    } catch (error) {
      this.wanted.shift();
      this.post(errorMessage(null, messageOf(error)));
    }
  }

  /**
   * Asks for the tables of `holes` pits a row: built while no job is queued.
   * @param {number} holes
   */
  want(holes) {
    if (!this.wanted.includes(holes)) this.wanted.push(holes);
    this.pump();
  }

  /**
   * A search in slices, each finished iteration posted, then its answer.
   * @param {ToWorker} message
   * @param {Job} current
   */
  async search(message, current) {
    const game = gameOf(message);
    let searching;
    /** @type {import('./urim-files.js').TablesProblem | null} what the table files' reads tell */
    let problem = null;
    try {
      searching = game.search(optionsOf(message));
      // Levels 4 and 5 use the tables once built: they are built after this search.
      if ((message.level ?? levels().search) >= levels().tables) {
        this.want(game.holes);
        const files = filesOf(this.files, message.tables, TABLE_CHECKS, message.tablesWithin);
        const read =
          files && (await choiceOf(files, game.analyse({ level: /** @type {3 | 4 | 5} */ (levels().analysis) }), game.holes, () => current.stopped));
        problem = read?.problem ?? null;
        if (read?.choice) {
          const { pit, letter, value, exact } = read.choice;
          this.post(bestMoveMessage(current.id, { pit, letter, score: value, depth: 0, nodes: 0, pv: [pit], exact, files: true }, false));
          return;
        }
      }
      while (!searching.done) {
        await this.turn(current);
        if (current.stopped) break;
        const step = searching.step(SLICE_MS);
        for (const info of step.iterations) this.post(infoMessage(current.id, info));
      }
      this.post(bestMoveMessage(current.id, { ...searching.best(), ...told(problem) }, current.stopped));
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
    /** @type {import('./urim-files.js').TablesProblem | null} what the table files' reads tell */
    let problem = null;
    try {
      analysis = game.analyse(optionsOf(message));
      // Levels 4 and 5 (5 is the default) value moves with the endgame tables:
      // they are built first, in slices (what a stopped analysis built is kept).
      if ((message.level ?? levels().analysis) >= levels().tables) {
        await this.tablesFirst(game.holes, current);
        const files = filesOf(this.files, message.tables, TABLE_CHECKS, message.tablesWithin);
        if (files) problem = await readValues(files, game.holes, analysis, () => current.stopped);
      }
      let step = /** @type {import('./urim-search.js').MoveAnalysis} */ ({ done: false, moves: [], best: [], exact: true });
      for (;;) {
        await this.turn(current);
        if (current.stopped) break;
        step = analysis.step(SLICE_MS);
        if (step.done) break;
      }
      this.post(analysisMessage(current.id, step, !step.done, told(problem)));
    } finally {
      analysis?.free();
      game.free();
    }
  }

  /**
   * Builds the tables of a board size in slices, posting progress, unless they are built or the job is stopped.
   * @param {number} holes
   * @param {Job} current
   */
  async tablesFirst(holes, current) {
    this.want(holes); // built later if this job is stopped first
    let state = buildTables(/** @type {6 | 7} */ (holes), 1);
    while (!state.done) {
      await this.turn(current);
      if (current.stopped) return;
      state = buildTables(/** @type {6 | 7} */ (holes), SLICE_MS);
      this.post(tablesState(state));
    }
  }
}
