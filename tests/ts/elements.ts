// Type-checks pkg/urim-elements.d.ts against real use of the two custom elements:
// the tag map gives the element classes, attributes read back in their types, and
// the event maps type each event's detail. Checked by `tsc --noEmit -p tests/ts`.
import "../../pkg/urim-elements.js";
import type { UrimGame, UrimBoard, UrimGameMoveDetail, Opponent, Theme } from "../../pkg/urim-elements.js";
import type { Score, MoveReport } from "../../pkg/urim.js";

export async function useElements(): Promise<string> {
  const game: UrimGame = document.createElement("urim-game");
  const board: UrimBoard | null = document.querySelector("urim-board");
  game.opponent = 2;
  game.holes = 7;
  game.steps = true;
  game.controls = "compact";
  game.theme = "dark";
  // @ts-expect-error levels are 0 to 5
  game.opponent = 6;
  // @ts-expect-error controls are full, compact or none
  game.controls = "minimal";
  const level: Opponent = game.opponent;
  game.addEventListener("move", (e) => {
    const detail: UrimGameMoveDetail = e.detail;
    const by: "visitor" | "computer" = detail.by;
    const captured: number = detail.captured;
    console.log(by, captured, detail.position);
  });
  game.addEventListener("gameover", (e) => {
    const score: Score = e.detail;
    console.log(score.winner);
  });
  game.addEventListener("error", (e) => console.log(e.detail.message));
  game.shareLink = (position: string) => `?position=${position}`;
  const report: MoveReport = await game.play("E");
  const legal: number[] = game.legalMoves;
  const busy: boolean = game.busy;
  game.undo();
  await game.redo();
  board?.addEventListener("move", (e) => console.log(e.detail.position));
  const shown: MoveReport | undefined = board ? await board.play() : undefined;
  board?.reset();
  // Both elements give typed settings with the same defaults: speed a number, theme a Theme.
  const speeds: number[] = [game.speed, board?.speed ?? 1];
  const themes: Theme[] = [game.theme, board?.theme ?? "auto"];
  const analysed: boolean = game.analysis;
  await game.hint();
  game.edit();
  game.playFromSetUp();
  game.endEdit();
  return JSON.stringify([level, report.notation, legal, busy, game.position, game.record, shown?.captured, board?.currentPosition, speeds, themes, analysed]);
}
