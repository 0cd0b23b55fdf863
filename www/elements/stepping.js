// The step bar at work while a move is shown one step at a time (its parts are
// made by step-bar.js): each step's words and count shown, and a presenter's keys
// on the element's buttons. A diagram loads it with the code that shows a move
// (board-moves.js); a game has it from the start.

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
