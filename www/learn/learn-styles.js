// The look of <urim-learn> inside its shadow root: the shared palette and board
// rules of the other elements (elements/styles.js), then its own: the chapter
// tiles, the challenge's stars, the task in large type, and the feedback after a
// move; with `present`, the projector's look (present mode's colours, large type,
// the board as big as the screen's height allows). Each piece carries a part="…"
// name, for pages to style with ::part().
import { ELEMENT_CSS, withDefaults } from '../elements/styles.js';

/** How many times their usual size the board's letters and counts are drawn in present mode (as the game's). */
const PRESENT_LABEL_SCALE = 1.8;
/** The height (in the frame's em) the tiles, title, task, result and a game's Back button take above and below the board. */
const PRESENT_WORDS_ROOM = 19;

export const LEARN_CSS = withDefaults(`${ELEMENT_CSS}
.frame { padding: 0.2rem; container-type: inline-size; }
.chapters { display: flex; gap: 0.4rem; overflow-x: auto; padding: 0.1rem 0.1rem 0.4rem; margin: 0; list-style: none; }
.chapters li { flex: 1 1 0; min-width: 6.5rem; }
.tile { width: 100%; display: flex; flex-direction: column; align-items: center; gap: 0.1rem; padding: 0.35rem 0.4rem;
  background: var(--urim-panel); border: 2px solid var(--urim-line); border-radius: 0.7rem; line-height: 1.2; }
.tile[aria-current="step"] { border-color: var(--urim-accent); background: var(--urim-paper); }
.tile-number { font-size: 0.75rem; color: var(--urim-muted); font-variant-numeric: tabular-nums; }
.tile-title { font-weight: 700; }
.tile-stars { font-size: 0.8rem; letter-spacing: 0.05em; }
.star { color: var(--urim-line); }
.star.won { color: var(--urim-accent); }
.head { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 0.2rem 1rem; margin: 0.5rem 0 0.2rem; }
.title { margin: 0; font-size: 1.3rem; line-height: 1.25; }
.progress { display: flex; align-items: center; gap: 0.5rem; color: var(--urim-muted); font-size: 0.9rem; }
.dots { display: flex; gap: 0.3rem; }
.dot { width: 0.85rem; height: 0.85rem; border-radius: 50%; border: 2px solid var(--urim-line); }
.dot.done { background: var(--urim-accent); border-color: var(--urim-accent); }
.dot.now { border-color: var(--urim-accent); }
.task { font-size: 1.2rem; font-weight: 600; line-height: 1.35; margin: 0.3rem 0; min-height: 2.7em; }
.side { flex: 1 1 14rem; color: var(--urim-muted); }
.feedback:empty { display: none; }
.result { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; min-height: 3.2rem; margin-top: 0.3rem;
  padding: 0.45rem 0.7rem; border-radius: 0.6rem; background: var(--urim-panel); border-left: 5px solid var(--urim-line); }
.result.right { border-left-color: var(--urim-accent); }
.result.wrong { border-left-color: var(--urim-capture); }
.feedback { flex: 1 1 14rem; }
.won-stars { font-size: 2rem; line-height: 1; letter-spacing: 0.1em; }
.bar { display: flex; flex-wrap: wrap; gap: 0.4rem; margin-left: auto; }
.bar button { min-width: 2.75rem; }
@media (prefers-reduced-motion: no-preference) {
  .won-stars .won { display: inline-block; animation: pop 0.5s ease-out backwards; }
  .won-stars .won:nth-child(2) { animation-delay: 0.12s; }
  .won-stars .won:nth-child(3) { animation-delay: 0.24s; }
}
@keyframes pop { from { transform: scale(0.2) rotate(-40deg); opacity: 0; } 70% { transform: scale(1.35); } to { transform: none; opacity: 1; } }
@container (max-width: 30rem) {
  .chapters li { min-width: 5.4rem; }
  .tile-title { font-size: 0.88rem; }
}
/* Wide (a desktop, a kiosk, a projector): one centred column, the words larger as the room grows. */
@container (min-width: 56rem) {
  .head, .task, .board, .step-bar, .result { max-width: 64rem; margin-inline: auto; }
  .title { font-size: 1.6rem; }
  .task { font-size: 1.55rem; }
}
@container (min-width: 100rem) {
  .chapters, .head, .task, .board, .step-bar, .result { max-width: 84rem; margin-inline: auto; }
  .tile-title { font-size: 1.15rem; }
  .title { font-size: 2rem; }
  .task { font-size: 2rem; }
  .feedback, .side { font-size: 1.3rem; }
  .won-stars { font-size: 2.6rem; }
}
/* Present mode (the present attribute; a presenting game gives it to its lessons): the colours of the game's
   present mode (elements/present.js), the words larger with the screen, the board as tall as the words leave room for. */
:host([present]) {
  --urim-paper: #000 !important; --urim-ink: #fff !important; --urim-muted: #e8e8e8 !important;
  --urim-panel: #161616 !important; --urim-line: #f0f0f0 !important; --urim-accent: #ffd21f !important;
  --urim-letter: #fff !important; --urim-count: #fff !important; --urim-legal: #ffd21f !important;
  --urim-focus: #5ccbff !important; --urim-capture: #ff7a7a !important; --urim-last: #8dff7a !important;
  --urim-label-scale: ${PRESENT_LABEL_SCALE};
  background: #000; color: #fff;
}
:host([present]) .frame { font-size: clamp(1.1rem, 2.4vmin, 3rem); line-height: 1.35; }
:host([present]) .head, :host([present]) .task, :host([present]) .step-bar, :host([present]) .result,
:host([present]) .chapters { max-width: none; }
:host([present]) .title { font-size: 1.5em; }
:host([present]) .task { font-size: 1.6em; min-height: 0; }
:host([present]) .progress, :host([present]) .tile-title, :host([present]) .feedback, :host([present]) .side { font-size: 1em; }
:host([present]) .tile-number, :host([present]) .tile-stars { font-size: 0.75em; }
:host([present]) .tile { padding: 0.2em 0.3em; }
:host([present]) .won-stars { font-size: 2em; }
:host([present]) .board { width: min(100%, calc((100dvh - ${PRESENT_WORDS_ROOM}em) * 1.97)); max-width: none; margin-inline: auto; }
`);
