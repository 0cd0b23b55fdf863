// The Urim engine in a Web Worker, so that a page never freezes while it thinks.
// Start it as a module worker:  new Worker(new URL('./urim-worker.js', import.meta.url), { type: 'module' })
// or use urim-engine.js, which wraps this protocol in promises. The work itself is
// urim-jobs.js's (the page runs it on its own thread when no worker can start).
//
// Messages to the worker (plain objects):
//   { type: 'search', id, record?, position?, seeds?, level?, timeMs?, nodes?, seed?, depth? }
//       Search the game given as a record (from game.record(): keeps the history the
//       cycle rule needs) or a position string; no game means a new 2x6 game.
//       A search already running is stopped first (it still answers with its bestmove).
//       Levels 4 and 5 use the endgame tables once they are built, and never wait for
//       them: while they are missing the search runs without, and they are built after it.
//   { type: 'analyse', id, record?, position?, seeds?, level?, nodes?, depth? }
//       What every legal move of the game (given as for 'search') is worth with best
//       play after it: level 3 to 5 (default 5; 4 and 5 build the endgame tables first,
//       and values from them are exact), nodes (and depth) for each move's search
//       where one is needed (default 20000 nodes). Runs in slices like a search; a new
//       job or 'stop' ends it early. Options are checked as game.analyse checks them.
//   { type: 'stop' }              Stop the running search or analysis; it answers with what it has.
//   { type: 'tables', holes }     Build the endgame tables of that board size: one slice a
//       turn while no search or analysis runs (a search that comes meanwhile goes first,
//       without them; the building goes on once it is over). 'stop' does not end it.
//       A page sends it when a game at level 4 or 5 begins, so that the tables are
//       ready by the endgame and the first reply does not wait for them.
// Messages from the worker:
//   { type: 'ready' }                               The engine is loaded (messages sent before are queued).
//   { type: 'info', id, depth, score, pv, nodes, exact, pit, letter }   A finished iteration.
//   { type: 'tables', holes, done, bytes, maxSeeds }                    Table-building progress,
//       after each slice (the last with done: true; at once when they were built before).
//   { type: 'bestmove', id, pit, letter, score, depth, nodes, pv, exact, stopped }
//   { type: 'analysis', id, moves: [{ pit, letter, value, exact }], best, exact, stopped }
//       The answer to 'analyse': each move's value (final seed difference for the mover,
//       exact or an estimate), the pits of the best value, whether all are exact. A
//       stopped analysis lists only the moves it had valued. No moves when the game is over.
//   { type: 'error', id, message }                  A message could not be carried out.
import init from './urim.js';
import { Jobs } from './urim-jobs.js';

const queue = [];
/** The work, once the engine is loaded. */
let jobs = null;

const post = (message) => self.postMessage(message);

self.onmessage = (event) => (jobs ? jobs.handle(event.data) : queue.push(event.data));

init({ module_or_path: new URL('./urim_bg.wasm', import.meta.url) }).then(
  () => {
    jobs = new Jobs(post);
    post({ type: 'ready' });
    for (const message of queue.splice(0)) jobs.handle(message);
  },
  (error) => post({ type: 'error', id: null, message: `the engine could not load: ${error?.message ?? error}` }),
);
