// Type-checks the generated declarations against real use: every returned field is
// read into a variable of its precise type. The engine module (pkg/urim-search.d.ts)
// declares the whole API; the records module (pkg/urim-records.d.ts) the same but the
// search, and the page module (pkg/urim.d.ts) the same but records too, which their
// parts below show they have not. Checked by `tsc --noEmit -p
// tests/ts`; the @ts-expect-error lines prove that the types are not `any`.
import init, {
  Analysis,
  Game,
  Search,
  buildTables,
  initSync,
  newGame,
  pitLetters,
  rules,
  type Rules,
  type AnalysisOptions,
  type BestMove,
  type MoveAnalysis,
  type MoveWorth,
  type SearchOptions,
  type SearchStep,
  type TablesState,
  type ChainLink,
  type ChainStop,
  type Ending,
  type GameOptions,
  type HistoryEntry,
  type MoveReport,
  type PerSide,
  type PositionOptions,
  type RecordOptions,
  type Score,
  type Side,
  type Skip,
  type Trigger,
} from "../../pkg/urim-search.js";
import * as page from "../../pkg/urim.js";
import * as records from "../../pkg/urim-records.js";
import {
  Engine,
  type EngineAnalysis,
  type EngineBestMove,
  type EngineInfo,
  type EngineMessage,
} from "../../pkg/urim-engine.js";

/** The numbers the rules fix, typed: sizes 6 | 7, seeds 3 | 4. */
export function fixed(): string {
  const r: Rules = rules();
  const most: number = r.maxPitSeeds;
  const sizes: [6, 7] = r.boardSizes;
  const seeds: [3, 4] = r.seedCounts;
  const bytes: number = r.maxRecordBytes;
  const letters: string[] = pitLetters(sizes[1]);
  // @ts-expect-error board sizes are 6 or 7
  pitLetters(8);
  return JSON.stringify([most, sizes, seeds, bytes, letters]);
}

export async function load(bytes: BufferSource): Promise<void> {
  initSync({ module: bytes });
  await init();
}

function perSide(p: PerSide): number {
  const south: number = p.south;
  const north: number = p.north;
  return south + north;
}

function ending(e: Ending | null): string {
  if (e === null) return "";
  const reason: "starvation" | "cycle" | "no-capture-limit" = e.reason;
  const side: Side | null = e.side;
  const cause: "empty-row" | "cannot-feed" | null = e.cause;
  return `${reason} ${side ?? ""} ${cause ?? ""} ${perSide(e.swept)}`;
}

function report(r: MoveReport): string {
  const mover: Side = r.mover;
  const origin: number = r.origin;
  const letter: string = r.letter;
  const notation: string = r.notation;
  const seeds: number = r.seeds;
  const fed: boolean = r.fed;
  const sown: number[] = r.sown;
  const skipped: Skip[] = r.skipped;
  const skipReasons: ("origin" | "full")[] = skipped.map((s) => s.reason);
  const skipAt: number[] = skipped.map((s) => s.pit + s.seed + s.letter.length);
  const last: number = r.last;
  const trigger: Trigger = r.trigger;
  const kind: "fired" | "own-row" | "count" = trigger.kind;
  const lastSeeds: number = trigger.seeds;
  const chain: ChainLink[] = r.chain;
  const taken: number = chain.reduce((n, c) => n + c.seeds + c.pit * 0 + c.letter.length * 0, 0);
  const stop: ChainStop | null = r.chainStop;
  let stopText = "";
  if (stop !== null) {
    if (stop.reason === "count") {
      const held: number = stop.seeds;
      stopText = `${stop.letter}${stop.pit}:${held}`;
    } else {
      const none: null = stop.seeds;
      stopText = `${stop.letter}${stop.pit}:${none}`;
    }
  }
  const grandSlam: boolean = r.grandSlam;
  const captured: number = r.captured;
  const pits: number[] = r.pits;
  const stores: PerSide = r.stores;
  const toMove: Side = r.toMove;
  const position: string = r.position;
  // @ts-expect-error a report's origin is a number, not a string
  const wrong: string = r.origin;
  return [mover, origin, letter, notation, seeds, fed, sown, skipReasons, skipAt, last, kind,
    lastSeeds, taken, stopText, grandSlam, captured, pits, perSide(stores), toMove, position,
    ending(r.ending), wrong].join();
}

function score(s: Score): string {
  const south: number = s.south;
  const north: number = s.north;
  const over: boolean = s.over;
  const winner: Side | "draw" | null = s.winner;
  const points: PerSide = s.points;
  const end: "starvation" | "cycle" | null = s.end;
  // @ts-expect-error `end` never says "no-capture-limit": that is ending.reason's detail
  const detail: "no-capture-limit" = s.end;
  return `${south} ${north} ${over} ${winner} ${perSide(points)} ${end} ${ending(s.ending)} ${detail}`;
}

function history(h: HistoryEntry[]): string {
  return h
    .map((e) => {
      const ply: number = e.ply;
      const side: Side = e.side;
      const pit: number = e.pit;
      const letter: string = e.letter;
      const notation: string = e.notation;
      const captured: number = e.captured;
      const position: string = e.position;
      return `${ply} ${side} ${pit} ${letter} ${notation} ${captured} ${position} ${ending(e.ending)}`;
    })
    .join("\n");
}

export function use(): string {
  const options: GameOptions = { seeds: 4, first: "north" };
  const g: Game = newGame(6);
  const h: Game = newGame(7, options);
  const holes: number = g.holes + h.seeds + h.pitCount + h.totalSeeds;
  const legal: number[] = g.legalMoves();
  const played: MoveReport = g.play(legal[0] ?? 0);
  const preview: MoveReport = g.preview(6);
  const pits: number[] = g.pits();
  const stores: PerSide = g.stores();
  const side: Side = g.toMove();
  const position: string = g.position();
  const start: string = g.startPosition();
  const moves: number[] = g.moves();
  const letters: string[] = g.letters();
  const undone: number = g.undo();
  const redone: MoveReport = g.redo();
  const flags: boolean[] = [g.canUndo(), g.canRedo(), g.isOver()];
  const quiet: number = g.pliesSinceCapture();
  const record: string = g.record({ south: "Ana", north: "Tomé", date: "2026.11.30" });
  const again: Game = Game.fromRecord(record);
  const setOptions: PositionOptions = { seeds: 3 };
  const set: Game = Game.fromPosition(position, setOptions);
  const tags: RecordOptions = { date: "2026.12.01" };
  const dated: string = g.record(tags);
  // @ts-expect-error a tag value is a string
  g.record({ south: 7 });
  // @ts-expect-error record has no option "white"
  g.record({ white: "Ana" });
  const count: number = set.perft(3) + again.perft(1);
  // @ts-expect-error seeds is 3 or 4
  newGame(6, { seeds: 5 });
  // @ts-expect-error unknown option
  newGame(6, { colour: "red" });
  // @ts-expect-error a pit is a number
  g.play("C");
  g.free();
  return [holes, report(played), report(preview), report(redone), pits, perSide(stores), side,
    start, moves, letters, undone, flags, quiet, count, score(h.score()), history(g.history()), dated,
    Game.fromPosition(start).record()].join("\n");
}

/** The AI: bestMove, a sliced search, the tables, and the worker's promise front. */
export async function ai(g: Game): Promise<string> {
  const options: SearchOptions = { level: 5, timeMs: 100, nodes: 10_000, seed: 1, depth: 8 };
  const best: BestMove = g.bestMove(options);
  const pit: number | null = best.pit;
  const letter: string | null = best.letter;
  const line: number[] = best.pv;
  const facts: [number, number, number, boolean] = [best.score, best.depth, best.nodes, best.exact];
  const search: Search = g.search({ level: 2 });
  const step: SearchStep = search.step(20);
  const deeper: BestMove[] = step.iterations;
  const done: boolean = step.done || search.done;
  search.stop();
  const sofar: BestMove = search.best();
  const state: TablesState = buildTables(6, 50);
  const size: [6 | 7, boolean, number, number] = [state.holes, state.done, state.bytes, state.maxSeeds];
  // @ts-expect-error levels are 1 to 5
  g.bestMove({ level: 6 });
  const analysisOptions: AnalysisOptions = { level: 5, nodes: 20_000, depth: 12 };
  const analysis: Analysis = g.analyse(analysisOptions);
  const now: MoveAnalysis = analysis.step(25);
  const first: MoveWorth | undefined = now.moves[0];
  const valued: [number, string, number, boolean] | null = first ? [first.pit, first.letter, first.value, first.exact] : null;
  const ringed: number[] = now.best;
  const settled: [boolean, boolean] = [now.done, now.exact];
  analysis.free();
  // @ts-expect-error an analysis takes levels 3 to 5
  g.analyse({ level: 2 });
  // @ts-expect-error an analysis has no time budget
  g.analyse({ timeMs: 100 });
  const engine = new Engine({ workerUrl: "./urim-worker.js" });
  await engine.ready;
  const stopListening: () => void = engine.listen((m: EngineMessage) => {
    if (m.type === "info") console.log(m.depth, m.pv);
    else if (m.type === "fallback") console.log(m.message); // no worker: the engine thinks on the page
    else if (m.type === "restarted") console.log(m.message); // the worker died and another took over
  });
  const tables: [Worker | null, string | null] = [engine.worker, engine.fallback];
  const answer: EngineBestMove = await engine.search(g, { level: 3 }, (info: EngineInfo) => info.depth);
  const stopped: boolean = answer.stopped;
  const built = await engine.buildTables(7);
  const worth: EngineAnalysis = await engine.analyse(g, { level: 4, nodes: 5_000 });
  const valuedInWorker: [MoveWorth[], number[], boolean, boolean] = [worth.moves, worth.best, worth.exact, worth.stopped];
  engine.stop();
  // Users sharing one engine name themselves as the owner of their jobs.
  const shared: [Promise<EngineBestMove>, Promise<EngineAnalysis>] = [engine.search(g, { level: 1 }, undefined, "board-1"), engine.analyse(g, {}, 2)];
  engine.stop("board-1");
  await Promise.all(shared);
  // @ts-expect-error an owner is a string or a number
  engine.stop({ board: 1 });
  stopListening();
  engine.terminate();
  return JSON.stringify([pit, letter, line, facts, deeper, tables, done, sofar, size, stopped, built.done, valuedInWorker, valued, ringed, settled]);
}

/** The page module: the same rules and reports, typed alike, and neither records nor search. */
export function pageModule(): string {
  const g: page.Game = page.newGame(7, { seeds: 4 });
  const report: page.MoveReport = g.play(0);
  const mover: page.Side = report.mover;
  const engineReport: MoveReport = report; // the same shape in both modules
  // @ts-expect-error the page module has no search
  g.bestMove();
  // @ts-expect-error nor the endgame tables
  page.buildTables(6);
  // @ts-expect-error nor records
  g.record();
  // @ts-expect-error nor their reading
  page.Game.fromRecord("");
  return `${mover} ${engineReport.notation} ${page.pitLetters(6).join("")}`;
}

/** The records module: the page module's API with records, and no search. */
export function recordsModule(): string {
  const g: records.Game = records.Game.fromRecord('[Variant "Urim 2x6, 3 seeds"]\n\n1. C *');
  const tags: records.RecordOptions = { south: "Ana" };
  const text: string = g.record(tags);
  const report: MoveReport = g.play(8);
  // @ts-expect-error the records module has no search
  g.bestMove();
  return `${text} ${report.notation}`;
}
