// The bar under a move shown step by step, in <urim-game> and <urim-board>: the
// words of the step (a live region), where the move stands, and the buttons back
// and on.
import { button, h } from '../dom/nodes.js';

/**
 * The bar under a stepped move: what the step shows (a live region), where the
 * move stands, and the buttons back and on. Shared with <urim-board>. Given
 * `steps` ({ next, back }), the buttons call them, and so do → and ← (and a
 * presenter's PageDown and PageUp) pressed on the bar's buttons, as on the board.
 * @param {{ next: () => unknown, back: () => unknown } | null} [steps]
 */
export function stepBar(steps = null) {
  const stepText = h('p', { class: 'step-text', part: 'step-text', 'aria-live': 'polite' });
  const stepCount = h('span', { class: 'step-count', part: 'step-count' });
  const stepBack = button('step-back', 'stepBack');
  const nextStep = button('next-step', 'nextStep');
  const bar = h(
    'div',
    { class: 'step-bar', part: 'step-bar', hidden: true },
    stepText,
    h('span', { class: 'step-buttons' }, stepCount, stepBack, nextStep),
  );
  if (steps) {
    nextStep.addEventListener('click', () => steps.next());
    stepBack.addEventListener('click', () => steps.back());
  }
  return { stepText, stepCount, stepBack, nextStep, stepBar: bar };
}
