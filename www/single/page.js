// The page of the single-file copy of the game (dist/urim.html, bundled with
// everything it imports by .ci/single-file.mjs): the elements defined on the engine
// carried in the file (engine.js), a <urim-game> against the computer under the demo
// page's header, the language picker (every translation is in the file), the rules
// and About texts in a dialog (texts.js) and the puzzles in a view of their own
// (puzzles.js). The address's ?lang= and the game's parameters (?opponent=3&idle=90)
// work as on the demo page, and ?kiosk=1 makes it the same kiosk as the served page
// (page/kiosk.js): no links, no table files, the languages as buttons, the board large.
import './fonts.js';
import { provideEngine } from '../game/engine.js';
import { UrimGame } from '../elements/game-element.js';
import { UrimBoard } from '../elements/board-element.js';
import { attributesFromParams } from '../elements/options.js';
import { LANGUAGES, addEnglish, loadFonts, pickLanguage } from '../i18n/index.js';
import { kioskPage } from '../page/kiosk.js';
import { ENGLISH } from '../words/page-words.js';
import { languageSwitcher, showLanguage } from '../page/language.js';
import { fileEngine } from './engine.js';
import { textDialog } from './texts.js';
import { puzzlesView } from './puzzles.js';
import { tableFiles } from './table-files.js';

addEnglish(ENGLISH); // the page's own words, before it says anything

/**
 * @typedef {import('../types/front.js').Translate} Translate
 * @typedef {import('../pkg/urim-elements.js').UrimGame} GameElement the element as pages see it
 */

provideEngine(fileEngine);
if (!customElements.get('urim-game')) customElements.define('urim-game', UrimGame);
if (!customElements.get('urim-board')) customElements.define('urim-board', UrimBoard);

const params = new URLSearchParams(location.search);
/**
 * The page's part of id `id`: every one asked for is in www/single/urim.html.
 * @template {HTMLElement} [E=HTMLElement]
 * @param {string} id
 * @returns {E}
 */
const $ = (id) => /** @type {E} */ (document.getElementById(id));
const game = /** @type {GameElement} */ ($('game'));
const picker = /** @type {HTMLSelectElement} */ ($('language'));
/** The language the page opened in: a kiosk goes back to it after a visitor's pause. */
const home = pickLanguage(/** @type {string[]} */ ([params.get('lang'), ...(navigator.languages ?? [navigator.language])].filter(Boolean)));
/** @type {Translate | null} the translator of the language shown */
let t = null;
/** @type {((code: string, t: Translate) => void) | null} a kiosk's language buttons: they mark the language in use */
let showKiosk = null;

const puzzles = puzzlesView({
  section: $('puzzles'),
  template: /** @type {HTMLTemplateElement} */ ($('puzzles-view')),
  data: JSON.parse($('puzzles-data').textContent ?? ''),
});

/**
 * Shows the game (`view` 'game') or the puzzles ('puzzles'); the header's link leads to the other.
 * @param {'game' | 'puzzles'} view
 */
function showView(view) {
  if (view === 'puzzles') puzzles.show();
  $('game-view').hidden = view !== 'game';
  $('puzzles').hidden = view !== 'puzzles';
  const link = $('puzzles-link');
  link.dataset.t = view === 'game' ? 'puzzles' : 'playGame';
  link.dataset.view = view === 'game' ? 'puzzles' : 'game';
  if (t) link.textContent = t(link.dataset.t);
}

/** Shows the page in language `code`: its words, the game's, the puzzles'. */
const setLanguage = languageSwitcher((code, words) => {
  t = words;
  showLanguage({ code, t: words, game, picker, params });
  document.title = `${words('title')} — ${words('tagline')}`;
  puzzles.setLanguage(code, words);
  showKiosk?.(code, words);
});

const texts = textDialog({
  dialog: /** @type {HTMLDialogElement} */ ($('text-dialog')),
  host: $('text'),
  style: /** @type {HTMLTemplateElement} */ ($('text-style')),
  onGame: (/** @type {string | null} */ code) => {
    showView('game');
    if (code && code !== document.documentElement.lang) setLanguage(code);
  },
  onPuzzles: () => showView('puzzles'),
});

attributesFromParams(game, params);
for (const [id, kind] of /** @type {const} */ ([
  ['rules-link', 'rules'],
  ['rules-page-link', 'rules'],
  ['about-link', 'about'],
])) {
  $(id).addEventListener('click', (e) => {
    e.preventDefault();
    texts.show(kind, document.documentElement.lang);
  });
}
$('puzzles-link').addEventListener('click', (e) => {
  e.preventDefault();
  showView($('puzzles-link').dataset.view === 'game' ? 'game' : 'puzzles');
});
picker.addEventListener('change', () => setLanguage(picker.value));
// Endgame table files beside the file (a folder the visitor picks): the game reads them in slices.
// Only table files count: by their name and their header (a folder holds other files too).
const tablePicker = /** @type {HTMLInputElement} */ ($('table-files'));
let picks = 0; // the latest pick: one made before it and read after is passed over
tablePicker.addEventListener('change', async () => {
  const pick = ++picks;
  const { files, seeds } = await tableFiles([...(tablePicker.files ?? [])]);
  if (pick !== picks) return;
  game.tableFiles = files;
  const words = /** @type {Translate} */ (t); // the page's words came first (setLanguage below)
  $('table-files-note').textContent = files.length ? words('tableFilesChosen', { n: files.length, seeds }) : words('tableFilesNone');
});
game.addEventListener('newgame', (e) => {
  if (e.detail.reason === 'idle' && document.documentElement.lang !== home) setLanguage(home);
});
showView('game');
if (params.get('kiosk') === '1') {
  // The file as a gallery kiosk, as the served page is one: nothing leads away from the game.
  tablePicker.closest('details')?.remove();
  showKiosk = kioskPage({
    game,
    header: /** @type {Element} */ (document.querySelector('.page-header')),
    picker,
    choose: (code) => setLanguage(code),
    languages: LANGUAGES,
    loadFonts,
  });
}
setLanguage(home);
