// Fits the demo page's game into a frame of a fixed size (?fit=1, the one <iframe>
// line for a CMS: width and height attributes, no stylesheet, no script on the
// host), so that every control is inside the frame: first the keyboard help goes
// (the rules link stays), then the board is made smaller (the page's width is
// narrowed, the board keeps its shape), down to a floor; if even that is too tall,
// the game's buttons become the compact set. The frame's height is the host's:
// nothing is told to the host (that is embed.js's way, which follows the game's
// height instead). Worked out afresh, before anything is painted, whenever the
// frame or the page changes size, once the game is ready.

/** The class on <html> that hides the keyboard help (style.css). */
const NO_KEYS = 'fit-no-keys';
/** The narrowest the page is made, in CSS px: the board stays big enough to touch. */
const FLOOR_PX = 280;
/** How many times the width is worked out again (the buttons may wrap onto more lines as it narrows). */
const TRIES = 6;
/** Less than a pixel over is not over (sizes are fractional). */
const SLACK_PX = 1;

/**
 * Keeps `game` and the page around it inside the frame's viewport, from the
 * game's `ready` on (call it before: the page does, as it starts).
 * @param {HTMLElement} main the element whose width bounds the game's (the page's <main>)
 * @param {HTMLElement} game the <urim-game>
 */
export function fitToFrame(main, game) {
  const root = document.documentElement;
  /** The controls the page was given; "compact" is set only while the full set does not fit (`compacted`). */
  const given = game.getAttribute('controls');
  let compacted = false;
  const part = (/** @type {string} */ name) => game.shadowRoot?.querySelector(`[part~="${name}"]`)?.getBoundingClientRect();

  /**
   * How much taller than the frame the page is, with the board at the height it
   * will have at its box's present width. The board's canvas follows its box a
   * moment later (its own ResizeObserver): until then its height is the old one,
   * so the new one is worked out from its shape.
   */
  const over = () => {
    const canvas = part('canvas');
    const box = part('board');
    const height = document.body.getBoundingClientRect().height;
    if (!canvas || !box || canvas.width === 0) return height - innerHeight;
    return height - canvas.height + (canvas.height / canvas.width) * box.width - innerHeight;
  };
  /** Narrows the page until the game fits or the floor is reached; true when it fits. */
  const narrow = () => {
    for (let i = 0; i < TRIES && over() > SLACK_PX; i += 1) {
      const canvas = part('canvas');
      const width = main.getBoundingClientRect().width;
      if (!canvas || canvas.width === 0 || width <= FLOOR_PX) break;
      main.style.maxWidth = `${Math.max(FLOOR_PX, Math.floor(width - (over() * canvas.width) / canvas.height))}px`;
    }
    return over() <= SLACK_PX;
  };
  /**
   * From the page's own layout, each step only while the game is still too tall.
   * Every change here is laid out at once, so nothing in between is painted.
   */
  const fit = () => {
    main.style.maxWidth = '';
    root.classList.remove(NO_KEYS);
    if (compacted) {
      compacted = false;
      if (given === null) game.removeAttribute('controls');
      else game.setAttribute('controls', given);
    }
    if (over() <= SLACK_PX) return;
    root.classList.add(NO_KEYS);
    if (narrow() || given === 'compact' || given === 'none') return;
    compacted = true;
    main.style.maxWidth = '';
    game.setAttribute('controls', 'compact');
    narrow();
  };

  let asked = false;
  /** Whether the game is ready: until then its layout is not its own yet (its styles for a short screen come late). */
  let ready = false;
  /** One fit a frame, before it is painted. */
  const later = () => {
    if (asked || !ready) return;
    asked = true;
    requestAnimationFrame(() => {
      asked = false;
      fit();
    });
  };
  game.addEventListener(
    'ready',
    () => {
      ready = true;
      later();
    },
    { once: true },
  );
  addEventListener('resize', later);
  new ResizeObserver(later).observe(document.body);
}
