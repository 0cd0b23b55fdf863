import type { AnalysisOptions, BestMove, Game, MoveAnalysis, SearchOptions, TablesState } from './urim.js';

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
}

/** The worker's answer to an analysis. */
export interface EngineAnalysis extends Pick<MoveAnalysis, 'moves' | 'best' | 'exact'> {
  type: 'analysis';
  id: number;
  /** True when `stop()` (or a newer job) ended it early: `moves` then lists only the moves valued. */
  stopped: boolean;
}

/** Any message the worker sends. */
export type EngineMessage =
  | { type: 'ready' }
  | EngineInfo
  | EngineBestMove
  | EngineAnalysis
  | ({ type: 'tables' } & TablesState)
  | { type: 'error'; id: number | null; message: string };

/** The engine in a Web Worker, behind promises. */
export declare class Engine {
  /**
   * `workerUrl`: where urim-worker.js is, if not next to urim-engine.js; `workerType`: 'classic'
   * for a worker bundled into one classic script (default 'module').
   */
  constructor(options?: { workerUrl?: string | URL; workerType?: 'module' | 'classic' });
  /** Resolves once the worker has loaded the engine (messages sent before are queued). */
  readonly ready: Promise<void>;
  readonly worker: Worker;
  /** Finds a move for the side to move of `game` (a Game, or a record string). */
  search(game: Game | string, options?: SearchOptions, onInfo?: (info: EngineInfo) => void): Promise<EngineBestMove>;
  /** What every legal move of `game` (a Game, or a record string) is worth with best play after it. */
  analyse(game: Game | string, options?: AnalysisOptions): Promise<EngineAnalysis>;
  /** Stops the running search or analysis; its promise resolves with what it found so far. */
  stop(): void;
  /** Builds the endgame tables for a board size now. */
  buildTables(holes: 6 | 7): Promise<{ type: 'tables' } & TablesState>;
  /** Hears every message from the worker; returns a function that stops listening. */
  listen(listener: (message: EngineMessage) => void): () => void;
  /** Ends the worker; pending searches are rejected. */
  terminate(): void;
}
