// The demo page as a gallery kiosk (?kiosk=1): the game fills the screen, the
// languages are big buttons under their own names alone (the normal page's select
// marks a language awaiting review; a button has no room for that), and nothing
// leads away from the page: no links, no text to select, no context menu. The
// element itself starts afresh after two idle minutes and keeps nothing (its
// `kiosk` attribute).
import { LANGUAGES, loadFonts } from '../pkg/urim-elements.js';

/**
 * Turns the page into a kiosk: `header` loses its links, `picker` (the language
 * select) gives way to one button a language, each calling `choose(code)`.
 * Returns `show(code, t)`, which marks the language in use.
 * @param {{ game: Element, header: ParentNode, picker: Element, choose: (code: string) => unknown }} page
 * @returns {(code: string, t: import('../pkg/urim-elements.js').Translator) => void}
 */
export function kioskPage({ game, header, picker, choose }) {
  document.documentElement.classList.add('kiosk');
  game.setAttribute('kiosk', '');
  game.removeAttribute('persist'); // a kiosk keeps no game for the next visitor
  for (const link of header.querySelectorAll('a')) link.remove();
  document.addEventListener('contextmenu', (e) => e.preventDefault());
  const buttons = Object.keys(LANGUAGES).map((code) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.lang = code;
    button.dataset.code = code;
    button.addEventListener('click', () => choose(code));
    return button;
  });
  const row = document.createElement('div');
  row.className = 'kiosk-languages';
  row.append(...buttons);
  picker.replaceWith(row);
  loadFonts(); // every language's own name is on screen: the web fonts' faces of the names
  return (code, t) => {
    row.setAttribute('aria-label', t('language'));
    row.setAttribute('role', 'group');
    for (const button of buttons) {
      button.textContent = LANGUAGES[/** @type {string} */ (button.dataset.code)];
      button.setAttribute('aria-pressed', String(button.dataset.code === code));
    }
  };
}
