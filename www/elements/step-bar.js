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

/**
 * A presenter's keys on any button of an element (`root`, its shadow root): while
 * a move is stepped, → and PageDown (a clicker's) go a step on, ← and PageUp back,
 * wherever the last click left the focus (Present, Hint, a step button…). The
 * board's canvas has its own keys (view/input.js).
 * @param {ShadowRoot} root
 * @param {{ next: () => boolean | undefined, back: () => boolean | undefined }} steps
 *   each true when a move was being stepped
 */
export function stepKeys(root, steps) {
  root.addEventListener('keydown', (e) => {
    const ke = /** @type {KeyboardEvent} */ (e);
    const go = { ArrowRight: steps.next, PageDown: steps.next, ArrowLeft: steps.back, PageUp: steps.back }[ke.key];
    if (go && ke.target instanceof HTMLButtonElement && go()) ke.preventDefault();
  });
}

/**
 * Shows step `step` ({ at, count }) of a stepped move with its words `text`.
 * @param {{ stepText: HTMLElement, stepCount: HTMLElement, stepBack: HTMLButtonElement, stepBar: HTMLElement }} el
 * @param {import('../types/front.js').Translate} t
 * @param {{ at: number, count: number }} step
 * @param {string} text
 */
export function showStepBar(el, t, step, text) {
  el.stepText.textContent = text;
  el.stepCount.textContent = t('stepCount', { n: step.at + 1, total: step.count });
  el.stepBack.disabled = step.at === 0;
  el.stepBar.hidden = false;
}
