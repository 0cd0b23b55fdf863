// The look of <urim-game kiosk>, loaded only when `kiosk` is on (game-kiosk.js adopts
// it into the shadow root beside the element's own styles, elements/styles.js): the
// board as large as the screen allows, big targets, the settings folded, and the
// layouts of short, small and portrait screens. Each palette colour falls back on
// the theme's default, as in styles.js.

/** The kiosk's rules. */
export const KIOSK_CSS = `
/* A kiosk: the board as large as the screen allows, big targets, nothing to select. */
.frame.kiosk { -webkit-user-select: none; user-select: none; -webkit-touch-callout: none; }
.frame.kiosk .board { width: min(100%, calc((100dvh - var(--urim-kiosk-room, 19rem) - var(--urim-settings-room, 0rem)) * var(--urim-board-ratio, 2.5))); margin-inline: auto; }
.frame.kiosk[data-holes="7"] .board { --urim-board-ratio: 2.8; }
.frame.kiosk .player { font-size: clamp(1.15em, 2vmin, 1.8em); padding: 0.6em 1em; }
.frame.kiosk .messages { font-size: clamp(1.2em, 2.5vmin, 2.2em); }
.frame.kiosk button, .frame.kiosk select { min-height: max(3rem, 2.6em); min-width: 3rem; font-size: 1.1em; padding: 0.5em 1em; }
.frame.kiosk label.toggle { min-height: max(3rem, 2.6em); font-size: 1.1em; }
.frame.kiosk .controls label:not(.toggle) { font-size: 0.9em; }
.frame.kiosk label.toggle input { width: 1.6rem; height: 1.6rem; }
/* A kiosk's settings fold behind a Settings button, so that the board keeps the screen's
   height; opened, they take the place of the words under the board (a visitor choosing
   settings is not reading moves), and the board makes what more room they need: nothing
   of the board or the players' bars is covered. */
.frame.kiosk { position: relative; }
.frame.kiosk .settings-toggle { display: inline-block; }
.frame.kiosk .settings-toggle[aria-expanded="true"] { background: var(--urim-accent, var(--urim-default-accent)); color: var(--urim-paper, var(--urim-default-paper)); }
.frame.kiosk:not(.settings-open) .settings { display: none; }
.frame.kiosk.settings-open .messages { display: none; }
.frame.kiosk.settings-open { --urim-settings-room: 1rem; }
.frame.kiosk.settings-open .settings { margin: 0.5rem 0 0; }
/* A short kiosk screen (768 px and less): smaller bars and words, the board gets the height. */
@media (max-height: 50rem) {
  .frame.kiosk .player { font-size: 1em; padding: 0.2em 0.8em; }
  .frame.kiosk .messages { font-size: 1em; }
  .frame.kiosk .words { min-height: 0; }
  .frame.kiosk .board { margin: 0.15rem auto; }
  .frame.kiosk .controls { padding: 0.3rem 0.5rem; }
}
/* A short screen, or a totem whose board stands up its whole height: no room of their own for the
   settings, which open over the board, as a panel. */
@media (max-height: 50rem), (orientation: portrait) and (min-height: 60rem) {
  .frame.kiosk.settings-open { --urim-settings-room: 0rem; }
  .frame.kiosk.settings-open .messages { display: block; }
  .frame.kiosk.settings-open .settings { position: absolute; inset: 0 0 auto; z-index: 2; margin: 0; padding: 1rem; max-height: 100%;
    overflow: auto; box-sizing: border-box; background: var(--urim-panel, var(--urim-default-panel)); border: 1px solid var(--urim-line, var(--urim-default-line)); border-radius: 0.6rem; }
}
/* A small landscape panel (800×480): the board on the left, the bars, words and
   buttons in a column beside it. */
@media (max-height: 34rem) and (orientation: landscape) {
  .frame.kiosk { display: grid; grid-template-columns: minmax(0, 1fr) 13rem; column-gap: 0.5rem; align-items: start; }
  .frame.kiosk > * { grid-column: 2; }
  .frame.kiosk > .board { grid-column: 1; grid-row: 1 / span 6; align-self: center; width: min(100%, calc((100dvh - 5rem) * var(--urim-board-ratio, 2.5))); }
  /* The board is as wide as the column allows, with height to spare: larger letters and counts take it. */
  .frame.kiosk { --urim-label-scale: 1.7; }
  .frame.kiosk .player .role { display: block; flex-basis: 100%; margin-left: 0; }
  .frame.kiosk .player .role::before { content: none; }
  .frame.kiosk > .notice { grid-column: 1 / -1; }
  .frame.kiosk .player { font-size: 0.9em; padding: 0.15em 0.6em; }
  .frame.kiosk .player .stat { margin-left: 0; }
  .frame.kiosk .messages { font-size: 0.9em; }
  .frame.kiosk .buttons { display: grid; grid-template-columns: 1fr 1fr; gap: 0.3rem; }
  .frame.kiosk .buttons button { padding: 0.3em 0.4em; font-size: 1em; }
  /* Six buttons, two a row: How to play and Settings share the last. */
  .frame.kiosk .controls { padding: 0.3rem; }
  .frame.kiosk.settings-open .settings { inset: 0 13.5rem 0 0; align-content: start; }
}
/* A portrait kiosk screen (a totem; not a phone) stands the board up, its rows as columns (North on the left): its
   long side runs down the screen. The laid-out box keeps its width (the long side),
   the turned one is centred, and the margin below makes room for its length.
   Clicks map through the turn (view/input.js). */
@media (orientation: portrait) and (min-height: 60rem) {
  /* Each player's bar stands over the row it names: North's over the left-hand column, South's over the right. */
  .frame.kiosk { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); column-gap: 0.5rem; }
  .frame.kiosk > * { grid-column: 1 / -1; }
  .frame.kiosk > [data-side="north"] { grid-column: 1; grid-row: 1; }
  .frame.kiosk > [data-side="south"] { grid-column: 2; grid-row: 1; }
  .frame.kiosk .player .stat { flex-basis: 100%; margin-left: 0; }
  .frame.kiosk .board { --urim-long: min(100cqi * var(--urim-board-ratio, 2.5), 100dvh - var(--urim-kiosk-room, 19rem));
    width: var(--urim-long); max-width: none; transform-origin: top left; transform: translateY(var(--urim-long)) rotate(-90deg);
    margin: 0.4rem 0 calc(0.4rem + var(--urim-long) - var(--urim-long) / var(--urim-board-ratio, 2.5)) calc((100cqi - var(--urim-long) / var(--urim-board-ratio, 2.5)) / 2); }
}
/* A narrow kiosk (a phone-sized panel): each button as wide as its words, the row
   wrapping, instead of every button squeezed into one row with its words spilling out. */
@container (max-width: 34rem) {
  .frame.kiosk .buttons button { flex: 1 1 auto; }
  .frame.kiosk.demo .words { font-size: 1em; }
}
/* Attract mode's words keep a room of their own, whatever the move's sentence: three
   lines on a wide screen, four on a portrait one. The board keeps its size move after
   move instead of giving way to every longer sentence, and nothing is pushed off the
   screen. A longer one (the end of a game) is cut there, and still read whole by a
   screen reader. */
.frame.kiosk.demo .words { --lines: 3; min-height: 3.9em; height: calc(var(--lines) * 1lh); display: -webkit-box; -webkit-box-orient: vertical;
  -webkit-line-clamp: var(--lines); line-clamp: var(--lines); overflow: hidden; }
@media (orientation: portrait) { .frame.kiosk.demo .words { --lines: 4; } }
`;
