// The editor's gestures on the board while a position is set up: a tap adds a seed
// to the pit, a right-click, a Shift-tap or a long press takes one away, and keys
// do the same (+, Enter or Space add; -, Backspace or Delete take; digits type a
// count). Each is told as the view's 'edit' event. Handed to the view by the game
// (view.useEditInput), so that a diagram, which never edits, does not load it.
import { canvasPoint } from './input.js';

/** How long a press on a pit takes a seed away while setting up a position. */
const LONG_PRESS_MS = 550;
/** Digits typed on one pit within this many ms make one number (1, 7: seventeen). */
const TYPING_MS = 900;

/** @typedef {import('./board-view.js').BoardView} BoardView */
/**
 * What input.js asks of it while the view is `editing`.
 * @typedef {object} EditInput
 * @property {(e: PointerEvent) => void} press a press on the board
 * @property {(add: boolean) => void} release the press ends: a short one adds a seed (`add`)
 * @property {(e: KeyboardEvent) => boolean} key a key on the focused pit: whether it was the editor's
 */

/**
 * The editor's gestures on `view`.
 * @param {BoardView} view
 * @returns {EditInput}
 */
export function editInput(view) {
  /** @type {{ pit: number, timer: ReturnType<typeof setTimeout> } | null} */
  let press = null; // a press on a pit: { pit, timer }
  /** @type {{ pit: number, text: string, at: number } | null} */
  let typed = null; // digits typed on a pit: { pit, text, at }

  /** @param {boolean} add */
  const release = (add) => {
    if (!press) return;
    clearTimeout(press.timer);
    const { pit } = press;
    press = null;
    if (add) view.emit('edit', { pit, remove: false });
  };

  return {
    press(e) {
      const pit = view.pitAt(...canvasPoint(view.canvas, e));
      if (pit == null) return;
      e.preventDefault();
      view.keyboard = false;
      // The keys work on the pit last pressed: a click on a pit, then 9, sets it to 9.
      view.setFocus(pit);
      if (e.button === 2 || e.shiftKey) {
        view.emit('edit', { pit, remove: true });
        return;
      }
      release(false);
      press = {
        pit,
        timer: setTimeout(() => {
          press = null;
          view.emit('edit', { pit, remove: true });
        }, LONG_PRESS_MS),
      };
    },
    release,
    key(e) {
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
    },
  };
}
