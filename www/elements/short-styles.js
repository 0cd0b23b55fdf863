// The look of <urim-game> on a short landscape screen (an 800×480 panel, a phone
// on its side), loaded only once the screen is one (game-kiosk.js adopts it into
// the shadow root beside the element's own styles): the settings fold behind the
// Settings button as in a kiosk, and, outside a kiosk (whose own rules lay it out,
// kiosk/kiosk-styles.js), two columns: the board with its bars and words on the
// left, no wider than the height allows, the buttons and the moves on the right;
// opened, the settings lie over the board and the moves over the buttons; while a
// position is set up, the editor takes the right-hand column. Nothing to scroll. Each palette colour falls back on the theme's default, as in styles.js.

/** The media query of a short landscape screen (the kiosk's small panel's too). */
export const SHORT_SCREEN = '(max-height: 34rem) and (orientation: landscape)';

/** The rules, in force while the screen is short. */
export const SHORT_CSS = `@media ${SHORT_SCREEN} {
  .frame { position: relative; }
  .settings-toggle { display: inline-block; }
  .settings-toggle[aria-expanded="true"] { background: var(--urim-accent, var(--urim-default-accent)); color: var(--urim-paper, var(--urim-default-paper)); }
  .frame:not(.settings-open) .settings { display: none; }
  .frame.settings-open .settings { position: absolute; inset: 0 0 auto; z-index: 2; margin: 0; padding: 0.75rem; max-height: 100%; overflow: auto;
    background: var(--urim-panel, var(--urim-default-panel)); border: 1px solid var(--urim-line, var(--urim-default-line)); border-radius: 0.6rem; }
  .frame:not(.kiosk) { display: grid; grid-template-columns: minmax(0, 1fr) 12.5rem; column-gap: 0.75rem; align-items: start; }
  .frame:not(.kiosk) > .notice { grid-column: 1 / -1; }
  .frame:not(.kiosk) > [data-side=north] { grid-column: 1; grid-row: 2; }
  .frame:not(.kiosk) > .board { grid-column: 1; grid-row: 3; width: min(100%, calc((100dvh - 14rem) * 2.5)); margin-inline: auto; }
  .frame:not(.kiosk) > [data-side=south] { grid-column: 1; grid-row: 4; }
  .frame:not(.kiosk) > .editor { grid-column: 1; grid-row: 5; }
  .frame:not(.kiosk) > .messages { grid-column: 1; grid-row: 6; }
  .frame:not(.kiosk) > .controls { grid-column: 2; grid-row: 2 / 5; }
  .frame:not(.kiosk) > .moves { grid-column: 2; grid-row: 5 / 7; align-self: start; margin-top: 0.4rem; }
  .frame:not(.kiosk) .move-list { max-height: 9rem; overflow: auto; }
  .frame:not(.kiosk) > .keys { display: none; }
  /* The buttons two a row in the right-hand column, New game across it: they and the moves stay on the screen. */
  .frame:not(.kiosk) .buttons { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 0.3rem; }
  .frame:not(.kiosk) .buttons .primary { grid-column: 1 / -1; }
  .frame:not(.kiosk) .buttons button { padding: 0.25em 0.4em; font-size: 0.85rem; min-width: 0; }
  .frame:not(.kiosk).settings-open .settings { inset: 0 13.25rem auto 0; }
  .frame:not(.kiosk).editing { grid-template-columns: minmax(0, 1fr) minmax(15rem, 46%); }
  .frame:not(.kiosk).editing > .controls, .frame:not(.kiosk).editing > .moves { display: none; }
  .frame:not(.kiosk).editing > .editor { grid-column: 2; grid-row: 2 / 7; margin: 0; gap: 0.35rem; padding: 0.5rem 0.6rem; }
  .frame:not(.kiosk).editing .edit-help { font-size: 0.78rem; }
  .frame:not(.kiosk).editing .edit-fields { gap: 0.35rem 0.5rem; }
  .frame:not(.kiosk).editing .edit-fields input { width: 4.25rem; min-height: 2.25rem; }
  .frame:not(.kiosk).editing .editor .buttons { gap: 0.35rem; }
  .frame:not(.kiosk).editing .editor button { font-size: 0.85rem; min-height: 2.25rem; padding-block: 0.2rem; }
  .frame:not(.kiosk) > .moves[open] { position: absolute; grid-area: auto; inset: auto 0 0 auto; width: min(100%, 24rem); max-height: 100%; overflow: auto;
    z-index: 3; margin: 0; background: var(--urim-paper, var(--urim-default-paper)); box-shadow: 0 0.2rem 1rem rgb(0 0 0 / 0.25); }
}`;
