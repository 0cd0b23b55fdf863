// Present mode for <urim-game> and <urim-board>, loaded the first time an element
// is asked to present (its `present` attribute, or the Present button): the
// element full screen (the Fullscreen API; where that is refused, the element
// fills the window instead), in a high-contrast look, with the board's letters and
// counts drawn larger and the words in large type, for a classroom's projector.
// Leaving full screen (the browser's Escape or its own control) turns the attribute
// off again, and so does Escape pressed in the element (once no move is on show:
// Escape skips that first). It imports nothing: the elements' bundle shares
// nothing with it.

/** Its English: the Present button's words while on (each translation holds them with the rest). */
export const ENGLISH = Object.freeze({
  presentOff: 'Leave full screen',
});

/** How many times their usual size the board's letters and counts are drawn. */
const LABEL_SCALE = 1.8;

/**
 * The projector's look: black, white and one strong yellow, everything large.
 * !important: a page's own --urim-* colours on the element give way while it presents.
 */
const PRESENT_CSS = `
:host([present]) {
  position: fixed !important; inset: 0 !important; z-index: 2147483647 !important; margin: 0 !important;
  width: auto !important; height: auto !important; max-width: none !important; max-height: none !important;
  overflow: auto !important; border-radius: 0 !important; padding: 1.5vmin 2vw !important;
  --urim-paper: #000 !important; --urim-ink: #fff !important; --urim-muted: #e8e8e8 !important;
  --urim-panel: #161616 !important; --urim-line: #f0f0f0 !important; --urim-accent: #ffd21f !important;
  --urim-letter: #fff !important; --urim-count: #fff !important; --urim-legal: #ffd21f !important;
  --urim-focus: #5ccbff !important; --urim-capture: #ff7a7a !important; --urim-last: #8dff7a !important;
  --urim-label-scale: ${LABEL_SCALE};
  background: #000 !important; color: #fff !important;
}
:host([present]) .frame { font-size: clamp(1.1rem, 2.4vmin, 3rem); line-height: 1.35; }
/* The board as wide as the height left by the bars, words and buttons (15em) allows: its height is about half its width.
   The values' legend and predict first's panel, while shown, take their room from it. */
:host([present]) .board { width: min(100%, calc((100dvh - 15em - var(--legend-room, 0em) - var(--predict-room, 0em) - var(--lesson-room, 0em)) * 1.97)); margin-inline: auto; }
:host([present]) .frame:has(.legend:not([hidden])) { --legend-room: 2.6em; }
:host([present]) .frame:has(.predict) { --predict-room: 4.2em; }
/* A wide screen (a projector's 16:9) has room beside the board: the words, the steps, the legend and
   predict first's panel go to a column on the right, and the board takes the height the bars and buttons leave.
   There the board's width, not the height, sets its size: what height is left over goes half above and half
   below, so the board sits in the middle of the screen, not at its top. A diagram has no such column: its board
   takes the whole width the height allows. */
@media (min-aspect-ratio: 3/2) {
  :host([present]) .frame { display: grid; grid-template-columns: minmax(0, 1fr) 18.5em; column-gap: 1.5vw; align-content: center; min-height: 100%; }
  :host([present]) .frame:not(:has(> .messages)), :host([present]) .frame.learning { grid-template-columns: minmax(0, 1fr); }
  :host([present]) .frame > * { grid-column: 1; }
  :host([present]) .messages { grid-column: 2; grid-row: 1 / span 4; align-self: center; margin: 0; }
  :host([present]) .controls { grid-column: 1 / -1; }
  :host([present]) .board { width: min(100%, calc((100dvh - 10em - var(--lesson-room, 0em)) * 1.97)); }
}
:host([present]) button, :host([present]) select, :host([present]) .step-count, :host([present]) .controls label,
:host([present]) summary { font-size: 0.8em; }
:host([present]) button, :host([present]) select { min-height: 2.2em; border-width: 2px; }
:host([present]) .words, :host([present]) .status { font-size: 1.15em; }
:host([present]) .step-text { font-size: 1.3em; }
:host([present]) .player { font-size: 1.15em; }
:host([present]) .keys, :host([present]) .moves, :host([present]) .settings { display: none; }
`;

/** The sheet of PRESENT_CSS, made once and shared by every element. @type {CSSStyleSheet | null} */
let sheet = null;

/**
 * @typedef {HTMLElement & {
 *   view?: { resize(): void, repaint(): void } | null,
 *   t?: (key: string) => string,
 *   presentation?: { fullscreen: boolean, stop: () => void },
 *   busy?: boolean,
 * }} Presenter an element that can present: its board view, its words, whether a move is on show
 */

/**
 * Turns present mode of `element` on or off, as its `present` attribute says.
 * @param {Presenter} element
 * @param {boolean} on
 */
export function present(element, on) {
  const root = /** @type {ShadowRoot} */ (element.shadowRoot);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(PRESENT_CSS);
  }
  const shared = sheet;
  if (!root.adoptedStyleSheets.includes(shared)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, shared];
  const control = root.querySelector('[part~="present"]');
  if (control) {
    control.setAttribute('aria-pressed', String(on));
    control.setAttribute('data-t', on ? 'presentOff' : 'present');
    if (element.t) control.textContent = element.t(on ? 'presentOff' : 'present');
  }
  if (on) start(element);
  else stop(element);
  // The board is laid out again for its new width and label size once the styles apply.
  requestAnimationFrame(() => {
    element.view?.resize();
    element.view?.repaint();
  });
}

/**
 * Present mode on: full screen where the browser allows it, and a watch that turns
 * the attribute off when the visitor leaves full screen or presses Escape.
 * @param {Presenter} element
 */
function start(element) {
  if (element.presentation) return;
  const presentation = { fullscreen: false, stop: () => {} };
  element.presentation = presentation;
  const off = () => element.removeAttribute('present');
  const left = () => {
    if (document.fullscreenElement === element) presentation.fullscreen = true;
    else if (presentation.fullscreen) off(); // Escape, or the browser's own control
  };
  /** @param {KeyboardEvent} e */
  const escape = (e) => {
    if (e.key === 'Escape' && !element.busy) off(); // while a move is on show, Escape skips it first
  };
  document.addEventListener('fullscreenchange', left);
  element.addEventListener('keydown', escape, true); // before the board's own keys: Escape skips a move first
  presentation.stop = () => {
    document.removeEventListener('fullscreenchange', left);
    element.removeEventListener('keydown', escape, true);
  };
  if (element.isConnected && document.fullscreenEnabled && !document.fullscreenElement) {
    // Refused without a visitor's click, or in a frame not allowed it: the element fills the window instead.
    element.requestFullscreen({ navigationUI: 'hide' }).catch(() => {});
  }
}

/**
 * Present mode off: out of full screen, the watch stopped.
 * @param {Presenter} element
 */
function stop(element) {
  element.presentation?.stop();
  element.presentation = undefined;
  if (document.fullscreenElement === element) document.exitFullscreen().catch(() => {});
}
