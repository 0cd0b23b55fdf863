// The board's input: pointer presses and moves, keys and the editor's gestures on
// the canvas, turned into what they mean for the view (choose a pit, move the
// focus, step or skip a move, add or take a seed while setting up). The point
// under the pointer is found in the canvas's own pixels, whatever CSS transform,
// rotation or zoom the page puts on it or on its ancestors.

/** How long a press on a pit takes a seed away while setting up a position. */
const LONG_PRESS_MS = 550;
/** Digits typed on one pit within this many ms make one number (1, 7: seventeen). */
const TYPING_MS = 900;
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
  /** @type {{ pit: number, timer: ReturnType<typeof setTimeout> } | null} */
  let press = null; // a press on a pit while setting up: { pit, timer }
  /** @type {{ pit: number, text: string, at: number } | null} */
  let typed = null; // digits typed on a pit while setting up: { pit, text, at }
  /** @param {MouseEvent} e */
  const pitOf = (e) => view.pitAt(...canvasPoint(canvas, e));

  /**
   * The end of a press on a pit while setting up: a short one adds a seed (`add`).
   * @param {boolean} add
   */
  const endPress = (add) => {
    if (!press) return;
    clearTimeout(press.timer);
    const { pit } = press;
    press = null;
    if (add) view.emit('edit', { pit, remove: false });
  };

  /**
   * Setting up a position: a tap adds a seed to the pit; a right-click, a
   * Shift-tap or a long press takes one away ('edit' { pit, remove }).
   * @param {PointerEvent} e
   */
  const editPress = (e) => {
    const pit = pitOf(e);
    if (pit == null) return;
    e.preventDefault();
    view.keyboard = false;
    if (e.button === 2 || e.shiftKey) {
      view.emit('edit', { pit, remove: true });
      return;
    }
    endPress(false);
    press = {
      pit,
      timer: setTimeout(() => {
        press = null;
        view.emit('edit', { pit, remove: true });
      }, LONG_PRESS_MS),
    };
  };

  /**
   * Keys while setting up: + or Enter add a seed, - or Backspace take one, digits type a count.
   * @param {KeyboardEvent} e
   */
  const editKey = (e) => {
    const pit = view.focus;
    if (pit == null) return false;
    if (['Enter', ' ', '+'].includes(e.key)) view.emit('edit', { pit, remove: false });
    else if (['-', 'Backspace', 'Delete'].includes(e.key)) view.emit('edit', { pit, remove: true });
    else if (/^[0-9]$/.test(e.key)) {
      const now = performance.now();
      const text = typed?.pit === pit && now - typed.at < TYPING_MS ? `${typed.text}${e.key}` : e.key;
      typed = { pit, text, at: now };
      view.emit('edit', { pit, value: Number(text) });
    } else return false;
    e.preventDefault();
    return true;
  };

  /**
   * A press: steps or skips a move being shown, else chooses the pit (or edits it).
   * @param {PointerEvent} e
   */
  const onPointerDown = (e) => {
    // The focus stays on the board after a click (preventDefault below would keep
    // it where it was, often the page), so that its keys work next.
    if (!view.hasFocus()) canvas.focus({ preventScroll: true });
    if (view.config.editing && !view.anim) {
      editPress(e);
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
    if (view.config.editing && editKey(e)) return;
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
    on(canvas, 'pointerup', () => endPress(true)),
    on(canvas, 'pointercancel', () => endPress(false)),
    on(canvas, 'contextmenu', (e) => {
      if (view.config.editing) e.preventDefault();
    }),
    on(canvas, 'keydown', onKey),
    on(canvas, 'focus', onFocus),
    on(canvas, 'blur', () => {
      view.keyboard = false;
      view.setFocus(null);
    }),
    () => endPress(false),
  ];
}
