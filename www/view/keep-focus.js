// Keeps the keyboard focus inside an element when the control that had it goes:
// a button disabled or hidden under the visitor's hand (▶ once the move starts,
// the step bar once the move ends) hands the focus to the board's canvas, so that
// Space, Enter and the arrows still reach the board instead of the page.

/**
 * Whether `node` can no longer hold the focus.
 * @param {Element & { disabled?: unknown }} node
 */
const gone = (node) => node.disabled || !node.checkVisibility();

/**
 * From now on, a control inside `shadowRoot` that loses the focus
 * because it was disabled or hidden gives it to `target` (without scrolling).
 * Returns the function that stops this.
 * @param {ShadowRoot | null} shadowRoot an element's attached shadow root, as
 *   `element.shadowRoot` gives it (typed as possibly null by the DOM; it must be there)
 * @param {HTMLElement} target
 * @returns {() => void}
 */
export function keepFocus(shadowRoot, target) {
  const root = /** @type {ShadowRoot} */ (shadowRoot);
  const handOver = () => {
    if (target.isConnected) target.focus({ preventScroll: true });
  };
  // Hidden: the focus leaves at once, to nowhere.
  /** @param {FocusEvent} e */
  const onFocusOut = (e) => {
    // A focusout inside the root comes from one of its elements.
    if (e.relatedTarget == null && e.target !== target && gone(/** @type {Element} */ (e.target))) handOver();
  };
  // Disabled: the browser takes the focus away only later, so it is handed over now.
  const watch = new MutationObserver(() => {
    const active = root.activeElement;
    if (active && active !== target && gone(active)) handOver();
  });
  // A shadow root's events are typed as plain Events; focusout's is a FocusEvent.
  const listener = /** @type {EventListener} */ (onFocusOut);
  root.addEventListener('focusout', listener);
  watch.observe(root, { subtree: true, attributes: true, attributeFilter: ['disabled', 'hidden'] });
  return () => {
    root.removeEventListener('focusout', listener);
    watch.disconnect();
  };
}
