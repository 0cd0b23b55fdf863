// The demo page as a gallery kiosk (?kiosk=1): the game fills the screen, the
// languages are big buttons under their own names alone (the normal page's select
// marks a language awaiting review; a button has no room for that), and nothing
// leads away from the page: no links, no text to select, no context menu. The
// element itself starts afresh after two idle minutes and keeps nothing (its
// `kiosk` attribute).
// The demo page and the single file (single/page.js) both use it, each handing in
// the languages and the fonts' loader from its own copy of the elements.

/**
 * Turns the page into a kiosk: `header` loses its links, `picker` (the language
 * select) gives way to one button a language (of `languages`: code to its own
 * name), each calling `choose(code)`; `loadFonts` brings the faces of those names.
 * Returns `show(code, t)`, which marks the language in use.
 * @param {{ game: Element, header: ParentNode, picker: Element, choose: (code: string) => unknown,
 *   languages: Readonly<Record<string, string>>, loadFonts: () => unknown }} page
 * @returns {(code: string, t: (key: string) => string) => void}
 */
export function kioskPage({ game, header, picker, choose, languages, loadFonts }) {
  document.documentElement.classList.add('kiosk');
  // Every size in rem grows with a screen past 1080 px each way (a 4K screen or a
  // projector at a pixel ratio of 1): the words and buttons keep their share of it.
  document.documentElement.style.fontSize = 'max(100%, 1.48vmin)';
  game.setAttribute('kiosk', '');
  game.removeAttribute('persist'); // a kiosk keeps no game for the next visitor
  for (const link of header.querySelectorAll('a')) link.remove();
  document.addEventListener('contextmenu', (e) => e.preventDefault());
  const buttons = Object.keys(languages).map((code) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.lang = code;
    button.dataset.code = code;
    button.textContent = languages[code]; // its own name, whatever the words loaded
    button.addEventListener('click', () => choose(code));
    return button;
  });
  const row = document.createElement('div');
  row.className = 'kiosk-languages';
  row.setAttribute('role', 'group');
  row.append(...buttons);
  picker.replaceWith(row);
  loadFonts(); // every language's own name is on screen: the web fonts' faces of the names
  fitBoard(game);
  return (code, t) => {
    row.setAttribute('aria-label', t('language'));
    for (const button of buttons) button.setAttribute('aria-pressed', String(button.dataset.code === code));
  };
}

/** A pixel or less: no change worth another layout. */
const SETTLED_PX = 1;

/**
 * Tells `game` how much of the screen's height everything but its board takes
 * (--urim-kiosk-room, read by the element's kiosk styles), measured again whenever
 * the page or the game changes size: the header wraps, a longer language, a notice.
 * The board then takes the rest, and every control stays on screen.
 * @param {Element} game
 */
function fitBoard(game) {
  const main = /** @type {HTMLElement} */ (game.closest('main') ?? game.parentElement);
  let room = 0;
  const measure = () => {
    const frame = game.shadowRoot?.querySelector('.frame');
    const board = frame?.querySelector('.board');
    const canvas = board?.querySelector('canvas');
    if (!frame || !board || !canvas) return;
    // The canvas takes its size from the board's box a moment after the box changes
    // (the view's own ResizeObserver). Measured between the two, a standing board
    // gives a wrong room, which resizes the box again: the board would shrink and
    // grow move after move. The canvas's resize calls this again.
    if (Math.abs(board.getBoundingClientRect().height - canvas.getBoundingClientRect().height) > SETTLED_PX) return;
    const below = parseFloat(getComputedStyle(main).paddingBottom) || 0;
    const next = Math.ceil(game.getBoundingClientRect().top + frame.getBoundingClientRect().height - canvas.getBoundingClientRect().height + below);
    if (Math.abs(next - room) <= SETTLED_PX) return;
    room = next;
    /** @type {HTMLElement} */ (game).style.setProperty('--urim-kiosk-room', `${room}px`);
  };
  const observer = new ResizeObserver(measure);
  observer.observe(document.documentElement);
  observer.observe(game);
  // Whatever stands above the game moves it: the header's row of languages is
  // taller while their web fonts load, and shrinks once they have come.
  for (const before of main.children) if (before !== game) observer.observe(before);
  // The frame is there once the game's code has loaded (urim-elements.js loads it after this page's script).
  customElements.whenDefined('urim-game').then(() => {
    const frame = game.shadowRoot?.querySelector('.frame');
    const canvas = frame?.querySelector('canvas');
    if (frame) observer.observe(frame);
    if (canvas) observer.observe(canvas);
    measure();
  });
}
