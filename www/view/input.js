// The board's input: pointer presses and moves and keys on the canvas, turned into
// what they mean for the view (choose a pit, move the focus, step or skip a move;
// while a position is set up, the editor's gestures: edit-input.js). The point
// under the pointer is found in the canvas's own pixels, whatever CSS transform,
// rotation or zoom the page puts on it or on its ancestors.

/** Keys that step or skip a move being shown. */
const MOVE_KEYS = ['Escape', 'Enter', ' ', 'ArrowRight', 'ArrowLeft', 'PageDown', 'PageUp'];

/** @typedef {import('./board-view.js').BoardView} BoardView */

/**
 * The point of pointer event `e` in CSS px from `canvas`'s top-left corner, as the
 * canvas is laid out (the units of geometry.js). offsetX/offsetY are taken through
 * every transform of the canvas and its ancestors (scale, rotate) back into the
 * canvas's own box, but stay in zoomed pixels under a CSS zoom, which is divided
 * out (currentCSSZoom: the zoom of the canvas and all its ancestors). The box
 * getBoundingClientRect gives is the transformed one, not the laid-out one.
 * @param {HTMLCanvasElement} canvas
 * @param {MouseEvent} e
 * @returns {[x: number, y: number]}
 */
export function canvasPoint(canvas, e) {
  const zoom = canvas.currentCSSZoom || 1;
  return [e.offsetX / zoom, e.offsetY / zoom];
}

/**
 * Listens on `view.canvas` and drives `view` (board-view.js): its focus, hover,
 * keyboard flag, steps and events. Returns the functions that stop listening.
 * @param {BoardView} view
 * @returns {(() => void)[]}
 */
export function attachInput(view) {
  const { canvas } = view;
  /** @param {MouseEvent} e */
  const pitOf = (e) => view.pitAt(...canvasPoint(canvas, e));
  /** The editor's gestures, while a position is set up (given by the view's owner). */
  const editing = () => (view.config.editing ? view.editInput : null);

  /**
   * A press: steps or skips a move being shown, else chooses the pit (or edits it).
   * @param {PointerEvent} e
   */
  const onPointerDown = (e) => {
    // The focus stays on the board after a click (preventDefault below would keep
    // it where it was, often the page), so that its keys work next.
    if (!view.hasFocus()) canvas.focus({ preventScroll: true });
    const edit = editing();
    if (edit && !view.anim) {
      edit.press(e);
      return;
    }
    if (view.anim) {
      if (view.anim.stepped) view.next();
      else view.skipByVisitor();
      return;
    }
    view.keyboard = false;
    const pit = pitOf(e);
    if (view.playable(pit)) {
      e.preventDefault();
      // A finger has no hover: where the pits carry values, its first tap on a pit
      // shows what that move is worth (the owner's words for the focused pit), the
      // second plays it.
      if (e.pointerType === 'touch' && view.config.values && view.focus !== pit) {
        view.setFocus(pit);
        return;
      }
      view.emit('select', { pit });
    }
  };

  /** @param {PointerEvent} e */
  const onPointerMove = (e) => {
    const pit = pitOf(e);
    view.setHover(view.playable(pit) ? pit : null);
    canvas.style.cursor = view.anim || view.playable(pit) ? 'pointer' : 'default';
  };

  /** @param {KeyboardEvent} e */
  const onKey = (e) => {
    const { anim } = view;
    if (anim && MOVE_KEYS.includes(e.key)) {
      e.preventDefault();
      // Stepping: ← or PageUp (a presenter's clicker) back; Enter, Space, → or PageDown on.
      if (anim.stepped && (e.key === 'ArrowLeft' || e.key === 'PageUp')) view.back();
      else if (anim.stepped && e.key !== 'Escape') view.next();
      else if (!['ArrowRight', 'ArrowLeft', 'PageUp'].includes(e.key)) view.skipByVisitor();
      return;
    }
    if (editing()?.key(e)) return;
    const order = view.visualOrder();
    const choose = () => view.playable(view.focus) && view.emit('select', { pit: view.focus });
    /** @type {Record<string, (() => unknown) | undefined>} */
    const actions = {
      ArrowLeft: () => view.moveFocus(-1),
      ArrowUp: () => view.moveFocus(-1),
      ArrowRight: () => view.moveFocus(1),
      ArrowDown: () => view.moveFocus(1),
      Home: () => view.setFocus(order[0] ?? null),
      End: () => view.setFocus(order.at(-1) ?? null),
      Enter: choose,
      ' ': choose,
    };
    const action = actions[e.key];
    if (!action || !view.config.interactive) return;
    e.preventDefault();
    view.keyboard = true;
    if (view.focus == null && !['Enter', ' ', 'Home', 'End'].includes(e.key)) view.moveFocus(0);
    else action();
  };

  const onFocus = () => {
    if (canvas.matches(':focus-visible')) view.keyboard = true;
    if (view.focus == null && view.keyboard) view.moveFocus(0);
    view.invalidate();
  };

  /**
   * Listens to `type` on `target`; returns the function that stops.
   * @template {keyof HTMLElementEventMap} K
   * @param {HTMLElement} target
   * @param {K} type
   * @param {(e: HTMLElementEventMap[K]) => void} fn
   */
  const on = (target, type, fn) => {
    target.addEventListener(type, fn);
    return () => target.removeEventListener(type, fn);
  };
  return [
    on(canvas, 'pointermove', onPointerMove),
    on(canvas, 'pointerleave', () => view.setHover(null)),
    on(canvas, 'pointerdown', onPointerDown),
    on(canvas, 'pointerup', () => view.editInput?.release(true)),
    on(canvas, 'pointercancel', () => view.editInput?.release(false)),
    on(canvas, 'contextmenu', (e) => {
      if (view.config.editing) e.preventDefault();
    }),
    on(canvas, 'keydown', onKey),
    on(canvas, 'focus', onFocus),
    on(canvas, 'blur', () => {
      view.keyboard = false;
      view.setFocus(null);
    }),
    () => view.editInput?.release(false),
  ];
}
