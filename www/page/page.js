// The demo page's own script: the header (title, language picker, rules link)
// around one <urim-game>, the address's parameters turned into the game's
// attributes (the same list as the element's, elements/options.js), a link to the
// position for teachers, the height told to a host page when framed (embed.js),
// and the service worker that keeps the page for offline use. The only script
// that reads the address or finds elements by id.
import '../pkg/urim-elements.js';
import { attributesFromParams } from '../pkg/elements/options.js';
import { LANGUAGES, languageOf, loadTranslator, pickLanguage } from '../pkg/i18n/index.js';

const params = new URLSearchParams(location.search);
const $ = (id) => document.getElementById(id);
const game = $('game');
/** In a frame (embed.js adds ?embed=1): no header, and nothing that leads the frame away. */
const embedded = params.get('embed') === '1' || window.parent !== window;
/** The language the page opened in: a kiosk goes back to it after a visitor's pause. */
const home = pickLanguage([params.get('lang'), ...(navigator.languages ?? [navigator.language])].filter(Boolean));

/** Shows the page in language `code`: its words, the game's, and the address. */
let languageAsked = 0;
async function setLanguage(code) {
  const asked = ++languageAsked;
  const t = await loadTranslator(code);
  if (asked !== languageAsked) return; // a later choice won
  document.documentElement.lang = code;
  game.setAttribute('lang', code);
  for (const el of document.querySelectorAll('[data-t]')) el.textContent = t(el.dataset.t);
  document.title = `${t('title')} — ${t('tagline')}`;
  const picker = $('language');
  picker.setAttribute('aria-label', t('language'));
  picker.replaceChildren(...Object.entries(LANGUAGES).map(([c, name]) => {
    const option = new Option(name, c, false, c === code);
    option.lang = c;
    return option;
  }));
  $('rules-link').href = t('rulesPage');
  $('puzzles-link').href = `puzzles.html?lang=${code}`;
  if ($('offline').dataset.ready) $('offline').textContent = t('offlineReady');
  if (languageOf(params.get('lang')) !== code) {
    params.set('lang', code);
    history.replaceState(null, '', `?${params}`);
  }
}

/** An address that opens this page at `position`, in its language and with its settings. */
function positionLink(position) {
  const query = new URLSearchParams({ position, lang: document.documentElement.lang, opponent: String(game.opponent) });
  if (game.steps) query.set('steps', '1');
  return `${location.origin}${location.pathname}?${query}`;
}

/**
 * In a frame (as embed.js makes one), tells the host page how tall the game is,
 * now and whenever that changes, so that the frame fits it with no scroll bar.
 */
function tellHeight() {
  let told = 0;
  const tell = () => {
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === told) return;
    told = height;
    window.parent.postMessage({ urim: 'height', height }, '*');
  };
  new ResizeObserver(tell).observe(document.body);
  tell();
}

/**
 * Registers the service worker (sw.js) that keeps a copy of the page's files, and
 * says so once it is ready. Without one (an old browser, a sandboxed frame, a page
 * opened from a file, or ?offline=0) the page simply plays online.
 */
async function keepForOffline() {
  if (params.get('offline') === '0' || !('serviceWorker' in navigator)) return;
  try {
    await navigator.serviceWorker.register('sw.js');
    await navigator.serviceWorker.ready;
    const line = $('offline');
    line.dataset.ready = '1';
    line.textContent = (await loadTranslator(document.documentElement.lang))('offlineReady');
    line.hidden = false;
  } catch {
    // No service worker here: nothing is lost but the offline copy.
  }
}

attributesFromParams(game, params);
game.shareLink = positionLink;
if (embedded) {
  document.documentElement.classList.add('embedded');
  for (const link of [$('rules-link'), $('puzzles-link')]) {
    link.target = '_blank';
    link.rel = 'noopener';
  }
  tellHeight();
}
$('language').addEventListener('change', (e) => setLanguage(e.target.value));
game.addEventListener('newgame', (e) => {
  if (e.detail.reason === 'idle' && document.documentElement.lang !== home) setLanguage(home);
});
setLanguage(home);
keepForOffline();
