// <urim-game>'s buttons and settings wired to its public methods and attributes:
// each control calls a method or sets an attribute, and the attribute does the
// rest. Also the page-wide keys (Escape skips the move on show) and the kiosk's
// refused context menu.
import { copyText, downloadText } from '../record/record-io.js';
import { lessonPart } from './game-records.js';
import { loadRecords } from '../game/records.js';
import { using } from '../game/owned.js';

/**
 * The record of `game` once the records module has loaded ('' when it did not load).
 * @param {import('./game-element.js').UrimGame} game
 */
const recordNow = async (game) => {
  await loadRecords().catch(() => {});
  return game.record ?? '';
};

/**
 * Wires the controls in `game.el` to `game`; returns the listeners to add on connection.
 * @param {import('./game-element.js').UrimGame} game
 */
export function wireControls(game) {
  const { el } = game;
  /** @param {HTMLElement} control @param {() => unknown} fn */
  const click = (control, fn) => control.addEventListener('click', fn);
  click(el.newGame, () => game.newGame('button'));
  click(el.settingsOpen, () => {
    const open = el.frame.classList.toggle('settings-open');
    el.settingsOpen.setAttribute('aria-expanded', String(open));
  });
  click(el.undo, () => game.undo());
  click(el.redo, () => game.redo());
  click(el.replay, () => game.replayReviewed());
  click(el.backToGame, () => game.endReview());
  click(el.editOpen, () => game.edit());
  click(el.learnOpen, () => game.learning.show());
  click(el.reviewOpen, () => game.reviewer.show());
  click(el.present, () => game.toggleAttribute('present'));
  click(el.editCancel, () => game.endEdit());
  click(el.editPlay, () => game.playFromSetUp());
  click(el.editFix, () => game.editor.change((e) => e.fixInStores()));
  el.editSouth.addEventListener('change', () => game.editor.change((e) => e.setStore('south', Number(el.editSouth.value))));
  el.editNorth.addEventListener('change', () => game.editor.change((e) => e.setStore('north', Number(el.editNorth.value))));
  el.editSide.addEventListener('change', () =>
    game.editor.change((e) => {
      e.toMove = el.editSide.value === 'north' ? 'north' : 'south';
    }),
  );
  click(el.editLink, async () => {
    const setUp = game.editor.game(); // null, with the reason shown, when the engine refuses it
    if (!setUp) return;
    const link = using(setUp, (g) => game.shareLink?.(g.position()));
    if (link) game.editor.note((await copyText(link)) ? { key: 'linkCopied' } : { key: 'linkFailed', vars: { link } });
  });
  el.holes.addEventListener('change', () => {
    const [holes, seeds] = el.holes.value.split('-');
    game.reflect('seeds', seeds ?? null); // taken with holes, for one new game
    game.readSetting('seeds');
    game.setAttribute('holes', holes); // a new game, also when only the seeds changed
  });
  el.first.addEventListener('change', () => game.setAttribute('first', el.first.value));
  el.opponent.addEventListener('change', () => game.setAttribute('opponent', el.opponent.value));
  el.steps.addEventListener('change', () => game.toggleAttribute('steps', el.steps.checked));
  el.analysis.addEventListener('change', () => game.toggleAttribute('analysis', el.analysis.checked));
  el.predict.addEventListener('change', () => game.toggleAttribute('predict', el.predict.checked));
  el.sound.addEventListener('change', () => game.toggleAttribute('sound', el.sound.checked));
  el.speak.addEventListener('change', () => game.toggleAttribute('speak', el.speak.checked));
  click(el.hint, () => game.hint());
  click(el.copyRecord, async () => game.note((await copyText(await recordNow(game))) ? game.t('copied') : game.t('copyFailed')));
  click(el.saveRecord, async () => downloadText(game.ownerDocument, await recordNow(game)));
  click(el.openRecord, () => el.recordFile.click());
  click(el.lessonOpen, async () => (await lessonPart(game)).show());
  el.recordFile.addEventListener('change', () => {
    const [file] = el.recordFile.files ?? [];
    el.recordFile.value = ''; // the same file may be opened again
    if (file) game.openFile(file);
  });
  click(el.copyLink, async () => {
    const position = game.machine.state.game?.position(); // none before the first game: the button waits
    const link = position && game.shareLink?.(position);
    if (link) game.note((await copyText(link)) ? game.t('linkCopied') : game.t('linkFailed', { link }));
  });
  // A click anywhere in the element that leaves the focus nowhere (on words, a bar,
  // the wood around the board) gives it to the board, so that the keys go on working.
  el.frame.addEventListener('click', () => {
    const active = game.shadowRoot?.activeElement;
    if ((!active || active === el.frame) && !game.settings.kiosk) game.view?.canvas.focus({ preventScroll: true });
  });
  return {
    // Escape skips the move on show, wherever the focus is.
    /** @param {KeyboardEvent} e */
    keydown: (e) => {
      if (e.key === 'Escape' && ['showing', 'stepping', 'demo'].includes(game.machine.state.mode)) game.view?.skip();
    },
    // A kiosk has no menu to open: a long press on a touch screen would bring one up.
    /** @param {Event} e */
    contextmenu: (e) => {
      if (game.settings.kiosk) e.preventDefault();
    },
  };
}
