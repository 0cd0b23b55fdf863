import type { AnalysisOptions, BestMove, MoveAnalysis, SearchOptions, TablesState } from './urim-search.js';

/** A Game of any of the modules (urim.js, urim-records.js, urim-search.js), or a record: the worker is sent the game's start position and moves, or the record. */
export type GameOrRecord = { startPosition(): string; moves(): number[] } | string;

/** A finished iteration of a search in the worker. */
export interface EngineInfo extends BestMove {
  type: 'info';
  id: number;
}

/** The worker's answer to a search. */
export interface EngineBestMove extends BestMove {
  type: 'bestmove';
  id: number;
  /** True when `stop()` (or a newer search) ended it early. */
  stopped: boolean;
  /** Set when a table file the job's `tables` names was refused ('damaged': its contents do not match their checksums; 'version': a format this engine does not read), or some did not answer in time ('unanswered': each read is tried twice, `tablesWithin` ms a try, 5 s by default): the move was searched. */
  tablesProblem?: 'damaged' | 'version' | 'unanswered';
}

/** The worker's answer to an analysis. */
export interface EngineAnalysis extends Pick<MoveAnalysis, 'moves' | 'best' | 'exact'> {
  type: 'analysis';
  id: number;
  /** True when `stop()` (or a newer job) ended it early: `moves` then lists only the moves valued. */
  stopped: boolean;
  /** Set when a table file the job's `tables` names was refused ('damaged', 'version') or some did not answer in time ('unanswered'): the moves they would have valued were searched (nothing of a refused file is used). */
  tablesProblem?: 'damaged' | 'version' | 'unanswered';
}

/** Any message the worker sends. */
export type EngineMessage =
  | { type: 'ready' }
  | EngineInfo
  | EngineBestMove
  | EngineAnalysis
  | ({ type: 'tables' } & TablesState)
  | { type: 'error'; id: number | null; message: string }
  /** From the engine itself: the worker could not start, or died twice (`message` says why), so it thinks on the page's thread. */
  | { type: 'fallback'; message: string }
  /** From the engine itself: the worker died (`message` says how) and a new one took over every job not answered. */
  | { type: 'restarted'; message: string };

/** Who asks for a job, when several users share one engine (each game of a page): a new job or `stop(owner)` stops that owner's jobs only. */
export type Owner = string | number | null;

/**
 * The engine in a Web Worker, behind promises. When the worker cannot start (its
 * script missing, a Content-Security-Policy without worker-src, a worker that cannot
 * load the engine), it thinks on the page's thread instead, in slices of 25 ms. A
 * worker that dies is replaced once, then the page thinks; no job is lost.
 */
/**
 * The demo page's service worker script (sw.js in the folder that holds the
 * package's), as `navigator.serviceWorker.register` takes it under Trusted Types:
 * made by the engine's `urim` policy. Throws when the page's `trusted-types` list
 * refuses that policy.
 */
export declare function serviceWorkerScript(): string | URL;

export declare class Engine {
  /**
   * `workerUrl`: where urim-worker.js is, if not next to urim-engine.js; `workerType`: 'classic'
   * for a worker bundled into one classic script (default 'module'); `answerWithin`: the ms a
   * worker may take to say ready before it is started once more, then the page thinks (20 s).
   */
  constructor(options?: { workerUrl?: string | URL; workerType?: 'module' | 'classic'; answerWithin?: number });
  /** Resolves once the engine is loaded, in the worker or on the page (messages sent before are queued). */
  readonly ready: Promise<void>;
  /** The worker; null when it could not start and the engine thinks on the page. */
  readonly worker: Worker | null;
  /** Why the engine thinks on the page's thread (the worker could not start), or null. */
  readonly fallback: string | null;
  /**
   * Finds a move for the side to move of `game` (a Game, or a record string). Jobs queue:
   * searches of every owner go before analyses; a new job of `owner` stops that owner's others.
   */
  search(game: GameOrRecord, options?: SearchOptions, onInfo?: (info: EngineInfo) => void, owner?: Owner): Promise<EngineBestMove>;
  /** What every legal move of `game` (a Game, or a record string) is worth with best play after it. */
  analyse(game: GameOrRecord, options?: AnalysisOptions, owner?: Owner): Promise<EngineAnalysis>;
  /** Stops the searches and analyses of `owner` (none given: those asked without one); their promises resolve with what they found so far. */
  stop(owner?: Owner): void;
  /**
   * Builds the endgame tables for a board size, in slices while no search or analysis
   * runs (a search goes first, without them); resolves once they are built.
   */
  buildTables(holes: 6 | 7): Promise<{ type: 'tables' } & TablesState>;
  /** Hears every message from the worker (and 'fallback'); returns a function that stops listening. */
  listen(listener: (message: EngineMessage) => void): () => void;
  /** Ends the worker (or the work on the page); pending searches are rejected. */
  terminate(): void;
}
