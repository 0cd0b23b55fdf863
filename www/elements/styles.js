// The look of <urim-game> and <urim-board> inside their shadow roots: the palette
// (light and dark, as documented --urim-* custom properties that a host page may
// set on the element, on any ancestor or on :root), and the layout of the players,
// board, words and controls. Each control carries a part="…" name, so pages can
// style it with ::part().
//
// The defaults are never declared under the documented names (a declaration on
// :host would hide what the page sets on an ancestor): each theme declares them
// as --urim-default-*, and each use reads var(--urim-x, var(--urim-default-x)).

/** The web fonts of the scripts beyond Latin (FAMILY of i18n/fonts.js), before the element's own, which draw every other character. */
const FONTS = '"Urim Noto Sans"';

/** The default colours, light and dark. A page sets any of them on the element, an ancestor or :root to change it. */
const PALETTES = {
  light: {
    '--urim-ink': '#2b2118',
    '--urim-paper': '#fbf6ee',
    '--urim-accent': '#8a4b1c',
    '--urim-muted': '#6b5a4a',
    '--urim-panel': '#f3e9da',
    '--urim-line': '#d9c7ad',
    '--urim-wood': '#b7834f',
    '--urim-wood-dark': '#8f5f33',
    '--urim-grain': '#7a4f2a',
    '--urim-hole': '#5e3b1f',
    '--urim-hole-rim': '#3f2512',
    '--urim-seed': '#b3a893',
    '--urim-letter': '#4a3626',
    '--urim-count': '#fff3e2',
    '--urim-legal': '#ffd98a',
    '--urim-focus': '#fff7d6',
    '--urim-capture': '#d2462a',
    '--urim-last': '#ffe6a8',
  },
  dark: {
    '--urim-ink': '#efe6da',
    '--urim-paper': '#1d1712',
    '--urim-accent': '#e0a065',
    '--urim-muted': '#b8a894',
    '--urim-panel': '#2a211a',
    '--urim-line': '#4a3b2e',
    '--urim-wood': '#7a5232',
    '--urim-wood-dark': '#5a3b22',
    '--urim-grain': '#452c17',
    '--urim-hole': '#3a2414',
    '--urim-hole-rim': '#22140a',
    '--urim-seed': '#a89d88',
    '--urim-letter': '#d8c7b2',
    '--urim-count': '#f5e6d0',
    '--urim-legal': '#f0b860',
    '--urim-focus': '#fff2c8',
    '--urim-capture': '#ff6a45',
    '--urim-last': '#ffdc90',
  },
};

/** Every --urim-* property with its light default, for documentation and the type declarations. */
export const CSS_PROPERTIES = Object.keys(PALETTES.light);

/**
 * The name a default of --urim-x is declared under.
 * @param {string} name
 */
const defaultName = (name) => name.replace('--urim-', '--urim-default-');

/** @param {Record<string, string>} palette */
const declarations = (palette) =>
  Object.entries(palette)
    .map(([name, value]) => `${defaultName(name)}: ${value};`)
    .join(' ');

/**
 * `css` with each use of a palette colour, var(--urim-x), falling back on the theme's default.
 * @param {string} css
 */
const withDefaults = (css) =>
  css.replace(/var\((--urim-[a-z-]+)\)/g, (/** @type {string} */ use, /** @type {string} */ name) =>
    name in PALETTES.light ? `var(${name}, var(${defaultName(name)}))` : use,
  );

/**
 * The board's canvas reads its colours from the board box's computed style, by
 * their documented names (view/board-view.js): the box declares each as what the
 * page set, else the default. It reads them through --urim-given-*, declared on
 * the frame, as a property may not be declared from itself.
 */
const CANVAS = `
.frame { ${CSS_PROPERTIES.map((name) => `${name.replace('--urim-', '--urim-given-')}: var(${name}, var(${defaultName(name)}));`).join(' ')} }
.board { ${CSS_PROPERTIES.map((name) => `${name}: var(${name.replace('--urim-', '--urim-given-')});`).join(' ')} }`;

/**
 * The palette rules: light by default, dark with theme="dark", and dark with the
 * system's dark mode unless theme="light". The frame (COMMON) is light unless these
 * say dark, whatever color-scheme the host page has.
 */
const THEMES = `
:host { ${declarations(PALETTES.light)} color-scheme: light; }
:host([theme="dark"]) { ${declarations(PALETTES.dark)} color-scheme: dark; }
:host([theme="dark"]) .frame { color-scheme: dark; }
@media (prefers-color-scheme: dark) {
  :host(:not([theme="light"])) { ${declarations(PALETTES.dark)} color-scheme: dark; }
  :host(:not([theme="light"])) .frame { color-scheme: dark; }
}`;

/**
 * What both elements share: the host box, the board, buttons and the words.
 *
 * The one box inside each shadow root, .frame, shuts out what a host page's global
 * CSS passes down by inheritance (a font, letter-spacing, text-transform, an indent,
 * a text fill colour, white-space: pre, right-to-left…): "all: initial", then our
 * own again. The page's rules on the element itself, even "* { all: unset }", beat
 * the :host rules, so the host's font, colour and background cannot be relied on;
 * the frame's no page rule reaches. "all" leaves custom properties alone, so the
 * documented --urim-* still pass on from the element, as do its font-size (the
 * frame's 1em: a page may scale the element), visibility and pointer-events.
 */
const COMMON = `
:host { display: block; box-sizing: border-box; color: var(--urim-ink); background: var(--urim-paper);
  padding: var(--urim-padding, 0.5rem); border-radius: var(--urim-radius, 0.8rem);
  font: 0.98rem/1.45 ${FONTS}, var(--urim-font, system-ui, sans-serif); text-align: start; contain: content; }
:host([hidden]) { display: none; }
/* The frame: the host page's inherited styles shut out, ours set again (see above). */
.frame { all: initial; display: block; box-sizing: border-box; font: 1em/1.45 ${FONTS}, var(--urim-font, system-ui, sans-serif);
  color: var(--urim-ink); background: var(--urim-paper); color-scheme: light; direction: ltr; visibility: inherit; pointer-events: inherit;
  border-radius: max(0px, calc(var(--urim-radius, 0.8rem) - var(--urim-padding, 0.5rem))); }
* { box-sizing: border-box; }
[hidden] { display: none !important; }
.board { width: 100%; margin: 0.4rem 0; min-height: 6rem; }
canvas { display: block; touch-action: manipulation; border-radius: 0.8rem; -webkit-tap-highlight-color: transparent; }
canvas:focus { outline: none; }
canvas:focus-visible { box-shadow: 0 0 0 3px var(--urim-accent); }
button, select { font: inherit; font-size: 0.95rem; color: var(--urim-ink); background: var(--urim-paper);
  border: 1px solid var(--urim-line); border-radius: 0.45rem; padding: 0.4rem 0.75rem; min-height: 2.5rem; margin: 0; }
button { cursor: pointer; }
button.primary { background: var(--urim-accent); border-color: var(--urim-accent); color: var(--urim-paper); font-weight: 600; }
button:disabled { opacity: 0.45; cursor: default; }
button:focus-visible, select:focus-visible, input:focus-visible, summary:focus-visible { outline: 3px solid var(--urim-accent); outline-offset: 1px; }
p { margin: 0; }
.status { font-weight: 600; }
.words { margin: 0.15rem 0 0; }
.notice { margin: 0.4rem 0; padding: 0.4rem 0.7rem; border-radius: 0.4rem; border: 1px solid var(--urim-capture);
  background: var(--urim-panel); }
.step-bar { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; margin: 0.4rem 0 0;
  padding: 0.4rem 0.5rem 0.4rem 0.8rem; border-left: 4px solid var(--urim-accent); background: var(--urim-panel); border-radius: 0.3rem; }
.step-text { flex: 1 1 14rem; }
.step-buttons { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; margin-left: auto; }
.step-count { color: var(--urim-muted); font-size: 0.88rem; font-variant-numeric: tabular-nums; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

/**
 * <urim-game>: players, board, words, controls, moves. A kiosk's own rules load
 * with it (kiosk/kiosk-styles.js), and those of a short landscape screen when it
 * is one (elements/short-styles.js); elsewhere its Settings button is not there. The frame is a container
 * for the @container queries, so that its content gives it no width: where the page
 * gives none either (a flex row, an inline-block, an absolutely placed box), it
 * takes 40rem, or the screen less 2rem, not 0.
 */
export const GAME_CSS = withDefaults(`${THEMES}${COMMON}${CANVAS}
.player { display: flex; flex-wrap: wrap; align-items: center; gap: 0.1rem 0.6rem; padding: 0.35rem 0.75rem; border-radius: 0.6rem;
  font-size: 0.95rem; line-height: 1.3; border: 1px solid transparent; }
.player .name { font-weight: 600; }
.player .role { color: var(--urim-muted); margin-left: -0.45rem; }
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
`);

/** <urim-board>: a diagram with its play, step and reset buttons. */
export const BOARD_CSS = withDefaults(`${THEMES}${COMMON}${CANVAS}
.board { margin: 0; }
.bar { display: flex; flex-wrap: wrap; align-items: center; gap: 0.4rem; margin-top: 0.3rem; }
.bar button { min-width: 2.75rem; }
`);
