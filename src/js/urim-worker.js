// The Urim engine in a Web Worker, so that a page never freezes while it thinks.
// Start it as a module worker:  new Worker(new URL('./urim-worker.js', import.meta.url), { type: 'module' })
// or use urim-engine.js, which wraps this protocol in promises.
//
// Messages to the worker (plain objects):
//   { type: 'search', id, record?, position?, seeds?, level?, timeMs?, nodes?, seed?, depth? }
//       Search the game given as a record (from game.record(): keeps the history the
//       cycle rule needs) or a position string; no game means a new 2x6 game.
//       A search already running is stopped first (it still answers with its bestmove).
//   { type: 'analyse', id, record?, position?, seeds?, level?, nodes?, depth? }
//       What every legal move of the game (given as for 'search') is worth with best
//       play after it: level 3 to 5 (default 5; 4 and 5 build the endgame tables first,
//       and values from them are exact), nodes (and depth) for each move's search
//       where one is needed (default 20000 nodes). Runs in slices like a search; a new
//       job or 'stop' ends it early. Options are checked as game.analyse checks them.
//   { type: 'stop' }              Stop the running search or analysis; it answers with what it has.
//   { type: 'tables', holes }     Build the endgame tables now (searches that need them build them anyway).
// Messages from the worker:
//   { type: 'ready' }                               The engine is loaded (messages sent before are queued).
//   { type: 'info', id, depth, score, pv, nodes, exact, pit, letter }   A finished iteration.
//   { type: 'tables', holes, done, bytes, maxSeeds }                    Table-building progress.
//   { type: 'bestmove', id, pit, letter, score, depth, nodes, pv, exact, stopped }
//   { type: 'analysis', id, moves: [{ pit, letter, value, exact }], best, exact, stopped }
//       The answer to 'analyse': each move's value (final seed difference for the mover,
//       exact or an estimate), the pits of the best value, whether all are exact. A
//       stopped analysis lists only the moves it had valued. No moves when the game is over.
//   { type: 'error', id, message }                  A message could not be carried out.
import init, { Game, buildTables, newGame } from './urim.js';

/** How long the engine works before it looks at its messages again (ms). */
const SLICE_MS = 25;
/** Keys of a 'search' or 'analyse' message that are not options (the rest go to game.search or game.analysis, which check them). */
const MESSAGE_KEYS = new Set(['type', 'id', 'record', 'position', 'seeds']);

const queue = [];
let ready = false;
/** The running job: { id, stopped }. A new job or 'stop' sets `stopped` on it. */
let job = null;

// Yielding through a MessageChannel lets queued messages (such as 'stop') run
// between slices without the delay a chain of timers would add.
const channel = new MessageChannel();
const wakers = [];
channel.port1.onmessage = () => wakers.shift()?.();
const nextTurn = () => new Promise((wake) => { wakers.push(wake); channel.port2.postMessage(null); });

const post = (message) => self.postMessage(message);

self.onmessage = (event) => (ready ? handle(event.data) : queue.push(event.data));

init({ module_or_path: new URL('./urim_bg.wasm', import.meta.url) }).then(
  () => {
    ready = true;
    post({ type: 'ready' });
    for (const message of queue.splice(0)) handle(message);
  },
  (error) => post({ type: 'error', id: null, message: `the engine could not load: ${error?.message ?? error}` }),
);

function handle(message) {
  const type = message?.type;
  if (type === 'search') run(message, search);
  else if (type === 'analyse') run(message, analyse);
  else if (type === 'tables') run(message, tables);
  else if (type === 'stop') { if (job) job.stopped = true; }
  else post({ type: 'error', id: message?.id ?? null, message: `unknown message type ${JSON.stringify(type)}: expected search, analyse, stop or tables` });
}

/** Stops the running job and starts `work` for `message`, reporting any error. */
function run(message, work) {
  if (job) job.stopped = true;
  const current = { id: message.id ?? null, stopped: false };
  job = current;
  work(message, current)
    .catch((error) => post({ type: 'error', id: current.id, message: error?.message ?? String(error) }))
    .finally(() => { if (job === current) job = null; });
}

/** The options of a 'search' or 'analyse' message: every key that is not the message's own. */
function optionsOf(message) {
  const options = {};
  for (const [key, value] of Object.entries(message)) if (!MESSAGE_KEYS.has(key)) options[key] = value;
  return options;
}

/** The game a 'search' or 'analyse' message names. */
function gameOf(message) {
  if (message.record !== undefined) return Game.fromRecord(message.record);
  if (message.position !== undefined) {
    return Game.fromPosition(message.position, message.seeds === undefined ? undefined : { seeds: message.seeds });
  }
  return newGame(6);
}

async function search(message, current) {
  const game = gameOf(message);
  const searching = game.search(optionsOf(message));
  try {
    while (!searching.done && !current.stopped) {
      const step = searching.step(SLICE_MS);
      if (step.tables) post({ type: 'tables', ...step.tables });
      for (const info of step.iterations) post({ type: 'info', id: current.id, ...info });
      if (!step.done) await nextTurn();
    }
    post({ type: 'bestmove', id: current.id, ...searching.best(), stopped: current.stopped });
  } finally {
    searching.free();
    game.free();
  }
}

async function analyse(message, current) {
  const game = gameOf(message);
  let analysis;
  try {
    analysis = game.analyse(optionsOf(message));
    // Levels 4 and 5 (5 is the default) value moves with the endgame tables:
    // they are built first, in slices, as for a search that needs them.
    if ((message.level ?? 5) >= 4) await tablesFirst(game.holes, current);
    let step = { done: false, moves: [], best: [], exact: true };
    while (!current.stopped) {
      step = analysis.step(SLICE_MS);
      if (step.done) break;
      await nextTurn();
    }
    const { moves, best, exact } = step;
    post({ type: 'analysis', id: current.id, moves, best, exact, stopped: !step.done });
  } finally {
    analysis?.free();
    game.free();
  }
}

/** Builds the endgame tables of a board size in slices, posting progress, unless they are built or the job is stopped. */
async function tablesFirst(holes, current) {
  let state = buildTables(holes, SLICE_MS);
  if (state.done) return;
  for (;;) {
    post({ type: 'tables', ...state });
    if (state.done || current.stopped) return;
    await nextTurn();
    state = buildTables(holes, SLICE_MS);
  }
}

async function tables(message, current) {
  for (;;) {
    const state = buildTables(message.holes, SLICE_MS);
    post({ type: 'tables', ...state });
    if (state.done || current.stopped) return;
    await nextTurn();
  }
}
