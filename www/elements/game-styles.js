// The look of <urim-game> inside its shadow root: the players, board, words,
// controls and moves, on what both elements share (styles.js). It loads with the
// game's code, so that a page of diagrams does not fetch it.
import { ELEMENT_CSS, withDefaults } from './styles.js';

/**
 * <urim-game>: players, board, words, controls, moves. A kiosk's own rules load
 * with it (kiosk/kiosk-styles.js), and those of a short landscape screen when it
 * is one (elements/short-styles.js); elsewhere its Settings button is not there. The frame is a container
 * for the @container queries, so that its content gives it no width: where the page
 * gives none either (a flex row, an inline-block, an absolutely placed box), it
 * takes 40rem, or the screen less 2rem, not 0.
 */
export const GAME_CSS = withDefaults(`${ELEMENT_CSS}
.player { display: flex; flex-wrap: wrap; align-items: center; gap: 0.1rem 0.6rem; padding: 0.35rem 0.75rem; border-radius: 0.6rem;
  font-size: 0.95rem; line-height: 1.3; border: 1px solid transparent; }
.player .name { font-weight: 600; }
.player .role { color: var(--urim-muted); margin-left: -0.45rem; }
.player .role:not(:empty)::before { content: "\\00b7\\00a0"; }
.player .stat { margin-left: auto; color: var(--urim-muted); white-space: nowrap; }
.player .stat b { color: var(--urim-ink); }
.player .dot { width: 0.7rem; height: 0.7rem; border-radius: 50%; background: var(--urim-line); flex: none; }
.player.active, .player.winner { border-color: var(--urim-accent); background: var(--urim-panel); }
.player.active .dot { background: var(--urim-accent); }
.player.winner .name::after { content: " \\2605"; color: var(--urim-accent); }
.player.thinking .dot { animation: pulse 1s ease-in-out infinite; }
@keyframes pulse { 50% { opacity: 0.25; } }
.messages { min-height: 4.2em; margin: 0.6rem 0 0.4rem; }
.preview { margin: 0.15rem 0 0; color: var(--urim-muted); min-height: 1.45em; }
.legend { margin: 0.15rem 0 0; color: var(--urim-muted); font-size: 0.9em; }
.controls { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: end; padding: 0.75rem; border-radius: 0.6rem;
  background: var(--urim-panel); border: 1px solid var(--urim-line); }
.controls label { display: flex; flex-direction: column; gap: 0.15rem; color: var(--urim-muted); font-size: 0.82rem; }
.buttons { display: flex; gap: 0.5rem; flex-wrap: wrap; }
.settings { display: flex; gap: 0.5rem; flex-wrap: wrap; margin-left: auto; }
.controls label.toggle { flex-direction: row; align-items: center; gap: 0.45rem; min-height: 2.5rem; align-self: end;
  color: var(--urim-ink); font-size: 0.95rem; cursor: pointer; }
.controls label.toggle input { width: 1.15rem; height: 1.15rem; accent-color: var(--urim-accent); margin: 0; }
.moves { margin-top: 0.75rem; padding: 0.5rem 0.75rem; border-radius: 0.6rem; border: 1px solid var(--urim-line); }
.moves summary { cursor: pointer; font-weight: 600; }
.moves summary .count { color: var(--urim-muted); font-weight: 400; }
.move-list { display: grid; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); gap: 0.1rem 1.5rem;
  margin: 0.5rem 0; padding: 0; list-style: none; counter-reset: turn; font-variant-numeric: tabular-nums; }
.move-list li { display: grid; grid-template-columns: 2.2rem 1fr 1fr; gap: 0.5rem; counter-increment: turn; }
.move-list li::before { content: counter(turn) "."; color: var(--urim-muted); text-align: right; }
.move-list .side { color: var(--urim-muted); }
.move-list button.ply { font: inherit; color: inherit; background: none; border: 0; border-radius: 0.3rem; padding: 0 0.2rem;
  min-height: 1.6rem; text-align: start; cursor: pointer; }
.move-list button.ply:hover { background: var(--urim-panel); }
.review-bar { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; margin: 0 0 0.5rem;
  padding: 0.4rem 0.5rem 0.4rem 0.8rem; border-left: 4px solid var(--urim-accent); background: var(--urim-panel); border-radius: 0.3rem; }
.review-text { flex: 1 1 14rem; }
.editor { display: grid; gap: 0.5rem; margin: 0.5rem 0; padding: 0.6rem 0.8rem; border-left: 4px solid var(--urim-accent);
  background: var(--urim-panel); border-radius: 0.3rem; }
.edit-help { color: var(--urim-muted); font-size: 0.9rem; }
.edit-status { font-weight: 600; }
.edit-note { color: var(--urim-capture); min-height: 1.2em; }
.edit-fields { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; }
.edit-fields label { display: flex; flex-direction: column; gap: 0.15rem; color: var(--urim-muted); font-size: 0.82rem; }
.edit-fields input { font: inherit; font-size: 0.95rem; width: 6rem; min-height: 2.5rem; padding: 0.3rem 0.5rem; color: var(--urim-ink);
  background: var(--urim-paper); border: 1px solid var(--urim-line); border-radius: 0.45rem; }
.move-list .capture { color: var(--urim-accent); font-weight: 600; }
.no-moves { color: var(--urim-muted); margin: 0.5rem 0; }
.record-buttons { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
.record-note { color: var(--urim-muted); font-size: 0.9rem; overflow-wrap: anywhere; }
.keys { color: var(--urim-muted); font-size: 0.85rem; line-height: 1.4; margin-top: 1rem; }
:host([controls="compact"]) .controls { padding: 0.5rem; }
@container (max-width: 34rem) {
  .settings { margin-left: 0; width: 100%; display: grid; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); }
  .settings label:nth-child(2) { grid-column: 1 / -1; grid-row: 1; }
  .settings label.toggle { grid-column: 1 / -1; }
  .controls select { width: 100%; }
  .buttons { width: 100%; }
  .buttons button { flex: 1; }
}
.frame { container-type: inline-size; contain-intrinsic-inline-size: min(40rem, 100vw - 2rem); }
.buttons a.about { align-self: center; padding: 0.4rem 0.25rem; color: var(--urim-accent); }
/* Attract mode: the computer plays itself; its words are shown large, the controls wait. */
.frame.demo .controls, .frame.demo .moves, .frame.demo .keys, .frame.demo .preview { display: none; }
.frame.demo .status { font-size: 1.35em; color: var(--urim-accent); }
.frame.demo .words { font-size: 1.6em; line-height: 1.3; min-height: 2.6em; }
@container (max-width: 34rem) {
  .frame.demo .status { font-size: 1.05em; }
  .frame.demo .words { font-size: 1.15em; min-height: 0; }
}
.settings-toggle { display: none; }
}
@media (prefers-reduced-motion: reduce) { .player.thinking .dot { animation: none; } }
/* How to play: the lessons alone in the game's place (game-learn.js); the game waits behind them. */
.frame.learning > :not(.learn-panel) { display: none !important; }
.learn-panel { display: grid; gap: 0.6rem; }
.learn-panel > button { justify-self: start; }
`);
