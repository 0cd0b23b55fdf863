// Questions about one state of a <urim-game> (game/state.js), read only: who
// plays each side and at what level, whether the visitor may move now (and why
// not), whether the computer is to think, what undo and redo can do, and whether
// the element is busy. The machine, the drawing and the element ask them; none
// changes a state.

/**
 * @typedef {import('./state.js').GameState} GameState
 * @typedef {import('../types/front.js').Side} Side
 */

/**
 * The computer's level for `side`.
 * @param {GameState} state
 * @param {Side} side
 * @returns {number}
 */
export function levelFor(state, side) {
  return state.demo?.[side] ?? state.settings.opponent;
}

/**
 * Whether the computer plays `side`.
 * @param {GameState} state
 * @param {Side} side
 * @returns {boolean}
 */
export function isComputer(state, side) {
  if (state.demo) return true;
  return state.settings.opponent > 0 && side !== state.settings.player;
}

/**
 * Whether a visitor may move now.
 * @param {GameState} state
 * @returns {boolean}
 */
export function visitorMayMove(state) {
  const g = state.game;
  return state.mode === 'playing' && !!g && !g.isOver() && !isComputer(state, g.toMove());
}

/**
 * Whether it is the computer's turn to think now.
 * @param {GameState} state
 * @returns {boolean}
 */
export function computerToMove(state) {
  const g = state.game;
  return (state.mode === 'playing' || (state.mode === 'demo' && !state.report)) && !!g && !g.isOver() && isComputer(state, g.toMove());
}

/**
 * Why a visitor may not move now, or null when they may.
 * @param {GameState} state
 * @returns {string | null}
 */
export function refusal(state) {
  const g = state.game;
  if (!g || state.mode === 'loading') return 'the game is not loaded yet';
  if (state.mode === 'failed') return 'the engine could not load';
  if (state.mode === 'editing') return 'a position is being set up (playFromSetUp() or endEdit() first)';
  if (g.isOver()) return 'the game is over';
  if (['predicting', 'showing', 'stepping'].includes(state.mode)) return 'a move is still being shown';
  if (state.mode === 'demo') return 'the computer is playing a demonstration';
  if (state.mode === 'thinking' || isComputer(state, g.toMove())) return `it is the computer's turn (${g.toMove()} to move)`;
  return null;
}

/**
 * Whether the game on show has a visitor's move to take back (against the computer,
 * one of the computer's alone is not taken back).
 * @param {GameState} state
 * @returns {boolean}
 */
export function undoable(state) {
  const g = state.game;
  if (!g?.canUndo()) return false;
  return state.settings.opponent === 0 || g.history().some((h) => !isComputer(state, h.side));
}

/**
 * Whether an undone move can be played again now (not while a move is sown).
 * @param {GameState} state
 * @returns {boolean}
 */
export function redoable(state) {
  return ['playing', 'thinking'].includes(state.mode) && !!state.game?.canRedo();
}

/**
 * Whether the element is busy: loading, showing a move, thinking, or replaying one looked at.
 * @param {GameState} state
 * @returns {boolean}
 */
export function isBusy(state) {
  return ['loading', 'predicting', 'showing', 'stepping', 'thinking', 'demo'].includes(state.mode) || !!state.review?.replaying;
}
