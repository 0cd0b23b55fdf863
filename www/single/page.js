// The page of the single-file copy of the game (dist/urim.html, bundled with
// everything it imports by .ci/single-file.mjs): the elements defined on the engine
// carried in the file (engine.js), a <urim-game> against the computer under the demo
// page's header, the language picker (every translation is in the file), the rules
// and About texts in a dialog (texts.js) and the puzzles in a view of their own
// (puzzles.js). The address's ?lang= and the game's parameters (?opponent=3&idle=90)
// work as on the demo page, for kiosks.
import './fonts.js';
import { provideEngine } from '../pkg/game/engine.js';
import { UrimGame } from '../pkg/elements/game-element.js';
import { UrimBoard } from '../pkg/elements/board-element.js';
import { attributesFromParams } from '../pkg/elements/options.js';
import { pickLanguage } from '../pkg/i18n/index.js';
import { languageSwitcher, showLanguage } from '../page/language.js';
import { fileEngine } from './engine.js';
import { textDialog } from './texts.js';
import { puzzlesView } from './puzzles.js';

provideEngine(fileEngine);
for (const [name, element] of [['urim-game', UrimGame], ['urim-board', UrimBoard]]) {
  if (!customElements.get(name)) customElements.define(name, element);
}

const params = new URLSearchParams(location.search);
const $ = (id) => document.getElementById(id);
const game = $('game');
/** The language the page opened in: a kiosk goes back to it after a visitor's pause. */
const home = pickLanguage([params.get('lang'), ...(navigator.languages ?? [navigator.language])].filter(Boolean));
/** The translator of the language shown. */
let t = null;

const puzzles = puzzlesView({ section: $('puzzles'), template: $('puzzles-view'), data: JSON.parse($('puzzles-data').textContent) });

/** Shows the game (`view` 'game') or the puzzles ('puzzles'); the header's link leads to the other. */
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
  showLanguage({ code, t, game, picker: $('language'), params });
  document.title = `${t('title')} — ${t('tagline')}`;
  puzzles.setLanguage(code, t);
});

const texts = textDialog({
  dialog: $('text-dialog'),
  host: $('text'),
  style: $('text-style'),
  onGame: (code) => {
    showView('game');
    if (code && code !== document.documentElement.lang) setLanguage(code);
  },
  onPuzzles: () => showView('puzzles'),
});

attributesFromParams(game, params);
for (const [id, kind] of [['rules-link', 'rules'], ['about-link', 'about']]) {
  $(id).addEventListener('click', (e) => {
    e.preventDefault();
    texts.show(kind, document.documentElement.lang);
  });
}
$('puzzles-link').addEventListener('click', (e) => {
  e.preventDefault();
  showView(e.currentTarget.dataset.view);
});
$('language').addEventListener('change', (e) => setLanguage(e.target.value));
game.addEventListener('newgame', (e) => {
  if (e.detail.reason === 'idle' && document.documentElement.lang !== home) setLanguage(home);
});
showView('game');
setLanguage(home);
