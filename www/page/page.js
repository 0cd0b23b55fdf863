// The demo page's own script: the header (title, language picker, "How to play",
// which opens the game's lessons here, and the rules page's link)
// around one <urim-game>, the address's parameters turned into the game's
// attributes (the same list as the element's, elements/options.js), a link to the
// position and one to a lesson for teachers, the height told to a host page when framed (embed.js)
// or the game fitted into the frame's own size (?fit=1, page/fit-frame.js),
// the service worker that keeps the page for offline use (a kiosk takes a new
// version of it when nobody plays), and the kiosk form of the page (?kiosk=1,
// page/kiosk.js). The only script that reads the address or
// finds elements by id.
import { LANGUAGES, addEnglish, attributesFromParams, loadFonts, loadTranslator, pickLanguage } from '../pkg/urim-elements.js';
import { fillPicker, languageSwitcher, showLanguage } from './language.js';
import { ENGLISH } from '../words/page-words.js';
import { fitToFrame } from './fit-frame.js';

addEnglish(ENGLISH); // the page's own words, before it says anything

/** @typedef {import('../pkg/urim-elements.js').UrimGame} UrimGame */

const params = new URLSearchParams(location.search);
/** The page's part of id `id`: every one asked for is in index.html. */
const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
const game = /** @type {UrimGame} */ ($('game'));
const picker = /** @type {HTMLSelectElement} */ ($('language'));
/** In a frame (embed.js adds ?embed=1): no header, and nothing that leads the frame away. */
const embedded = params.get('embed') === '1' || window.parent !== window;
/** In a frame of a fixed size (the <iframe> line for a CMS adds ?fit=1): the game is fitted into it. */
const fitted = embedded && params.get('fit') === '1';
/** A gallery kiosk: the game fills the screen and nothing leads away from it. */
const kiosk = params.get('kiosk') === '1';
/** The language the page opened in: a kiosk goes back to it after a visitor's pause. */
const home = pickLanguage(/** @type {string[]} */ ([params.get('lang'), ...(navigator.languages ?? [navigator.language])].filter(Boolean)));

/**
 * The kiosk's buttons once page/kiosk.js has loaded: they mark the language in use.
 * @type {((code: string, t: import('../pkg/urim-elements.js').Translator) => void) | null}
 */
let showKiosk = null;
/** The language on show and its translator, for the kiosk's buttons when they come. @type {[string, import('../pkg/urim-elements.js').Translator] | null} */
let shown = null;

/** Shows the page in language `code`: its words, the game's, its links and the address. */
const setLanguage = languageSwitcher((code, t) => {
  shown = [code, t];
  showLanguage({ code, t, game, picker, params });
  document.title = `${t('title')} — ${t('tagline')}`;
  showKiosk?.(code, t);
  if (kiosk) return;
  /** @type {HTMLAnchorElement} */ ($('rules-link')).href = t('rulesPage');
  /** @type {HTMLAnchorElement} */ ($('rules-page-link')).href = t('rulesPage');
  /** @type {HTMLAnchorElement} */ ($('about-link')).href = t('aboutPage');
  /** @type {HTMLAnchorElement} */ ($('puzzles-link')).href = `puzzles.html?lang=${code}`;
  if ($('offline').dataset.ready) $('offline').textContent = t('offlineReady');
});

/**
 * An address that opens this page at `position`, in its language and with its settings.
 * @param {string} position
 * @returns {string}
 */
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
 * says so once it is ready. Its address is made by the engine's Trusted Types
 * policy (`urim`), so that a host whose policy requires Trusted Types lets it
 * through: the engine's front is the one module that holds that policy. Without a
 * service worker (an old browser, a sandboxed frame, a page opened from a file, a
 * policy that refuses `urim`, or ?offline=0) the page simply plays online.
 */
async function keepForOffline() {
  if (params.get('offline') === '0' || !('serviceWorker' in navigator)) return;
  try {
    const { serviceWorkerScript } = await import('../pkg/urim-engine.js');
    const registration = await navigator.serviceWorker.register(serviceWorkerScript());
    if (kiosk) takeWhenInstalled(registration);
    await navigator.serviceWorker.ready;
    const line = $('offline');
    line.dataset.ready = '1';
    line.textContent = (await loadTranslator(document.documentElement.lang))('offlineReady');
    line.hidden = false;
  } catch {
    // No service worker here: nothing is lost but the offline copy.
  }
}

/** A kiosk's new games that no visitor is in the middle of: the idle reset, and attract mode's next game. */
const NOBODY_PLAYS = ['idle', 'demo'];
/** The least time between two asks to the server for a new version of the offline copy (ms). */
const UPDATE_CHECK_MS = 60 * 1000;
/** When the kiosk last asked (performance.now()), or null: not yet. @type {number | null} */
let askedAt = null;
/** Whether nobody has touched the kiosk since its last new game that nobody plays. */
let quiet = false;
if (kiosk) for (const type of ['pointerdown', 'keydown']) document.addEventListener(type, () => (quiet = false), { capture: true, passive: true });

/**
 * A new version that finishes installing while nobody has touched the kiosk since
 * its idle moment is taken at once, not at the next idle moment.
 * @param {ServiceWorkerRegistration} registration
 */
function takeWhenInstalled(registration) {
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && quiet) takeNewVersion();
    });
  });
}

/**
 * A kiosk runs for weeks without a reload: when nobody is playing, a new version of
 * the offline copy that is installed whole and waiting (sw.js) takes over, and the
 * page reloads into it, its files all of the new build. With none waiting, the
 * server is asked for one now and then, for the next such moment.
 */
async function takeNewVersion() {
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  if (!registration) return;
  if (registration.waiting && navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
    registration.waiting.postMessage({ urim: 'take-over' });
  } else if (askedAt === null || performance.now() - askedAt >= UPDATE_CHECK_MS) {
    askedAt = performance.now();
    registration.update().catch(() => {}); // offline, say: asked again later
  }
}

attributesFromParams(game, params);
game.shareLink = positionLink;
// A lesson link carries its record after #lesson= (the part of an address no server sees).
game.lessonLink = (/** @type {string} */ code) => `${location.origin}${location.pathname}?lang=${document.documentElement.lang}#lesson=${code}`;
const lessonCode = new URLSearchParams(location.hash.slice(1)).get('lesson');
// The game's code comes after this script: urim-elements.js loads it for the <urim-game> here.
if (lessonCode) customElements.whenDefined('urim-game').then(() => game.openLessonLink(lessonCode));
picker.addEventListener('change', (e) => setLanguage(/** @type {HTMLSelectElement} */ (e.target).value));
// The page's language is asked for before the kiosk's code loads: a visitor's pick
// made meanwhile (the picker is there) comes later, and the last asked wins.
fillPicker(picker, home);
// Words that never come are told by the game, in its notice; the page keeps what it shows.
setLanguage(home).catch(() => {});
if (kiosk) {
  const { kioskPage } = await import('./kiosk.js');
  showKiosk = kioskPage({
    languages: LANGUAGES,
    loadFonts,
    game,
    header: /** @type {Element} */ (document.querySelector('.page-header')),
    picker,
    choose: (code) => setLanguage(code),
  });
  const now = /** @type {[string, import('../pkg/urim-elements.js').Translator] | null} */ (shown);
  if (now) showKiosk(now[0], now[1]);
}
// "How to play" opens the game's lessons here, on the page (its address, the rules page, stays for a new tab;
// the rules page is a link of its own beside it). A kiosk has no header: its Learn to play is the game's own.
document.getElementById('rules-link')?.addEventListener('click', (e) => {
  const learn = game.shadowRoot?.querySelector('[part~="learn-open"]');
  if (!(learn instanceof HTMLElement) || e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
  e.preventDefault();
  learn.click();
  game.scrollIntoView({ block: 'nearest' });
});
if (embedded) {
  document.documentElement.classList.add('embedded');
  const links = /** @type {HTMLAnchorElement[]} */ ([$('rules-link'), $('rules-page-link'), $('about-link'), $('puzzles-link')]);
  for (const link of links) {
    link.target = '_blank';
    link.rel = 'noopener';
  }
  if (fitted) {
    document.documentElement.classList.add('fit');
    fitToFrame(/** @type {HTMLElement} */ (document.querySelector('main')), game);
  } else tellHeight();
}
game.addEventListener('newgame', (e) => {
  if (e.detail.reason === 'idle' && document.documentElement.lang !== home) setLanguage(home);
  if (!kiosk || !NOBODY_PLAYS.includes(e.detail.reason)) return;
  quiet = true;
  takeNewVersion();
});
/**
 * "Embed this": the dialog's code (its own bundle) is fetched when the button is
 * first pressed, so that the page's first load does not carry it. When it does not
 * come, a line under the header says so in the page's language.
 */
$('embed-open').addEventListener('click', async (event) => {
  const opener = /** @type {HTMLElement} */ (event.currentTarget);
  const code = document.documentElement.lang;
  try {
    const { openEmbedDialog } = await import('./embed-dialog.js');
    await openEmbedDialog({ code, opener });
  } catch (error) {
    const line = document.getElementById('embed-failed') ?? document.createElement('p');
    Object.assign(line, { id: 'embed-failed', className: 'offline' });
    line.setAttribute('role', 'alert');
    line.textContent = (await loadTranslator(code))('embedFailed', { message: error instanceof Error ? error.message : String(error) });
    opener.closest('header')?.after(line);
  }
});
keepForOffline();
