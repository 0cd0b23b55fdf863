// <urim-game> looking at an earlier move again: the board before it, the move
// replayed (stepped when steps are on), and back to the game. The machine holds
// the review in the state's `reviewing` mode; this part makes the board before.
import { copyGame } from '../game/records.js';

/**
 * Looks at move `ply` (1 for the first) of the game on show again, through
 * `machine`; false when there is no such move.
 * @param {import('../game/machine.js').GameMachine} machine
 * @param {{ Game: typeof import('../pkg/urim.js').Game }} api the engine's module
 * @param {number} ply
 */
export function reviewMove(machine, api, ply) {
  const g = machine.state.game;
  if (!g || !Number.isInteger(ply) || ply < 1 || ply > g.moves().length || ['editing', 'demo', 'loading'].includes(machine.state.mode)) return false;
  const before = copyGame(api, g);
  while (before.moves().length >= ply) before.undo();
  machine.review(ply, before, before.preview(g.moves()[ply - 1]));
  return true;
}
