// For gallery kiosks: calls `onIdle` once `seconds` have passed with no touch, click,
// key or wheel anywhere in `doc`, after someone has used the page. Returns a
// function that stops watching.

/** The longest wait between two looks at the clock. */
const CHECK_MS = 5000;

/** The input that counts as someone using the page. */
const ACTIVITY = ['pointerdown', 'keydown', 'wheel'];

/**
 * @param {Document} doc
 * @param {number} seconds
 * @param {() => void} onIdle
 * @returns {() => void} stops watching
 */
export function watchIdle(doc, seconds, onIdle) {
  if (!(seconds > 0)) return () => {};
  let last = performance.now();
  let used = false;
  const touched = () => {
    last = performance.now();
    used = true;
  };
  for (const type of ACTIVITY) doc.addEventListener(type, touched, { capture: true, passive: true });
  const timer = setInterval(
    () => {
      if (!used || performance.now() - last < seconds * 1000) return;
      used = false;
      onIdle();
    },
    Math.min(CHECK_MS, seconds * 250),
  );
  return () => {
    clearInterval(timer);
    for (const type of ACTIVITY) doc.removeEventListener(type, touched, { capture: true });
  };
}
