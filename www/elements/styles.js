// The look of <urim-game> and <urim-board> inside their shadow roots: the palette
// (light and dark, as documented --urim-* custom properties that a host page may
// set on the element, on any ancestor or on :root), what both share, and the
// diagram's own layout (the game's players, words, controls and moves are in
// game-styles.js, which loads with the game's code). Each control carries a part="…" name, so pages can
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
export const withDefaults = (css) =>
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

/** What every element's sheet starts with: the palettes, the shared rules, the canvas's colours. */
export const ELEMENT_CSS = `${THEMES}${COMMON}${CANVAS}`;

/** <urim-board>: a diagram with its play, step and reset buttons. */
export const BOARD_CSS = withDefaults(`${ELEMENT_CSS}
.board { margin: 0; }
.bar { display: flex; flex-wrap: wrap; align-items: center; gap: 0.4rem; margin-top: 0.3rem; }
.bar button { min-width: 2.75rem; }
`);
