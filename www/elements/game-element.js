// <urim-game>: a whole game in one element. This file is its shell: attributes
// (options.js) mirrored by properties, the public methods and the events (ready,
// move, gameover, newgame, error). The game's one state and its transitions are
// game/state.js and game/machine.js; drawing is game-render.js; the parts (advice,
// keeping, editing, review, the gallery) are files of their own.
import { initial, noticed, settled, spoken } from '../game/state.js';
import { isBusy, visitorMayMove } from '../game/questions.js';
import { MoveList } from '../record/move-list.js';
import { addEnglish, languageSwitcher, translator } from '../i18n/index.js';
import { NOT_ON_PAGE, UrimElement, defaults } from './base.js';
import { reviewMove } from './game-review.js';
import { attributeChanged, readSetting } from './game-settings.js';
import { freshGame, startElement } from './game-start.js';
import { attachBoard, makeParts } from './game-parts.js';
import { lessonPart, openLesson, openRecordFile, recordOf, setRecord } from './game-records.js';
import { wireControls } from './game-controls.js';
import { sayWords } from './game-render.js';
import { GAME_OPTIONS } from './game-options.js';
import { pitIndex } from '../game/engine.js';
import { loadRecords } from '../game/records.js';
import { GAME_CSS } from './game-styles.js';
import { buildChrome } from './game-chrome.js';
import { adoptStyles, fillWords, upgradeProperties } from '../dom/nodes.js';
import { ENGLISH } from './game-words.js';
import { ENGLISH as MOVE_ENGLISH } from '../words/move-words.js';

// The element's own English words and the moves', before it says anything (en.js
// holds what <urim-board> says before its first move).
addEnglish(ENGLISH);
addEnglish(MOVE_ENGLISH);

/**
 * @typedef {import('../types/front.js').Settings} Settings
 * @typedef {import('../types/front.js').Notice} Notice
 * @typedef {import('../types/front.js').Translate} Translate
 */

export class UrimGame extends UrimElement {
  static observedAttributes = Object.keys(GAME_OPTIONS);

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    adoptStyles(root, GAME_CSS);
    this.el = buildChrome(root, { next: () => this.view?.next(), back: () => this.view?.back() });
    /** @type {import('../types/front.js').EngineModule | null} */
    this.api = null; // the engine, once loaded
    /** @type {import('../view/board-view.js').BoardView | null} */
    this.view = null; // the board, while on the page
    /** @type {import('../game/computer.js').Computer | null} */
    this.computer = null; // the engine worker, started when first needed (game-computer.js)
    /** @type {number | null} */
    this.focusPit = null; // the pit under the pointer or the keyboard
    this.seedsHeard = 0; // the seeds of the move on show already heard
    this.pitsHeard = 0; // and the pits taken
    const parts = makeParts(this, initial(defaults(GAME_OPTIONS), translator('en')));
    this.machine = parts.machine;
    // English until the words asked for arrive, and for good if they never do.
    fillWords(this.el.frame, this.t);
    this.el.frame.lang = 'en';
    this.follower = parts.follower;
    this.advice = parts.advice;
    this.keeping = parts.keeping;
    this.editor = parts.editor;
    this.gallery = parts.gallery;
    this.guess = parts.guess; // predict first's panel and pit choice
    this.learning = parts.learning; // How to play: the lessons in the game's place
    this.reviewer = parts.reviewer; // Review the game: the chart, the costly moves, the accuracy
    this.moveList = new MoveList(this.el.moveList, this.el.noMoves, this.el.moveCount, (ply) => this.review(ply));
    this.listeners = wireControls(this);
    /** @param {StorageEvent} e */
    this.onStorage = (e) => this.keeping.otherTabWrote(e);
    // The document it is in goes for good (a frame removed, even one it was moved
    // into from this page): its share of the engine goes too, so its worker ends.
    /** @param {PageTransitionEvent} e */
    this.onPageHide = (e) => e.persisted || this.computer?.close();
    // Not named `speak`: that is the property that mirrors the attribute.
    this.useLanguage = languageSwitcher(
      /** @param {string} code @param {Translate} t */
      (code, t) => this.machine.go(spoken, code, t),
    );
    // Set from outside this file, declared here: true once startElement has read the
    // attributes; the stop of the view's keepFocus (game-parts.js); and the page's
    // maker of a link to a position, when it has one (page/page.js).
    /** @type {boolean | undefined} */
    this.started;
    /** @type {(() => void) | undefined} */
    this.keepingFocus;
    /** @type {((position: string) => string) | undefined} */
    this.shareLink;
    // The page's maker of a link that carries a lesson (page/page.js), and the
    // lesson part once loaded (game-records.js lessonPart).
    /** @type {((code: string) => string) | undefined} */
    this.lessonLink;
    /** @type {import('./game-lesson.js').Lesson | null} */
    this.lessonPart = null;
    /** @type {Promise<import('./game-lesson.js').Lesson> | undefined} */
    this.lessonLoading;
    /** True while a retry of a failed load runs (game-settings.js). */
    this.loading = false;
  }

  /** @returns {Readonly<Settings>} the settings as read from the attributes */
  get settings() {
    return this.machine.state.settings;
  }

  /** @returns {Translate} the translator of the language shown */
  get t() {
    return this.machine.state.t;
  }

  // ---- the element's life --------------------------------------------------

  connectedCallback() {
    upgradeProperties(this, [...Object.keys(GAME_OPTIONS), 'record']);
    this.view = attachBoard(this);
    this.addEventListener('contextmenu', this.listeners.contextmenu);
    this.ownerDocument.addEventListener('keydown', this.listeners.keydown);
    this.ownerDocument.defaultView?.addEventListener('storage', this.onStorage);
    this.ownerDocument.defaultView?.addEventListener('pagehide', this.onPageHide);
    startElement(this);
  }

  disconnectedCallback() {
    this.ownerDocument.removeEventListener('keydown', this.listeners.keydown);
    this.ownerDocument.defaultView?.removeEventListener('storage', this.onStorage);
    this.ownerDocument.defaultView?.removeEventListener('pagehide', this.onPageHide);
    this.keeping.leave();
    this.removeEventListener('contextmenu', this.listeners.contextmenu);
    this.machine.interrupt();
    this.machine.go(settled);
    this.computer?.close();
    this.reviewer.leave();
    this.gallery.close();
    this.keepingFocus?.();
    this.view?.destroy();
    this.view = null;
  }

  /**
   * Sets attribute `name` from inside (null removes it), without taking it as a new setting.
   * @param {string} name
   * @param {string | null} text
   */
  reflect(name, text) {
    this.reflecting = true;
    try {
      if (text === null) this.removeAttribute(name);
      else this.setAttribute(name, text);
    } finally {
      this.reflecting = false;
    }
  }

  /** @param {keyof Settings} name */
  attributeChangedCallback(name) {
    if (name === 'present') {
      this.presentChanged();
      this.learning?.relabel(); // the lessons, in the projector's look too
    }
    attributeChanged(this, name);
  }

  /**
   * Reads attribute `name` into the state; false (with the reason shown) when it does not read.
   * @param {keyof Settings} name
   */
  readSetting(name) {
    return readSetting(this, name);
  }

  // ---- notices ---------------------------------------------------------------

  /**
   * Shows a notice: a text, or words as data ({ key, vars }) said in the language shown.
   * @param {string | Notice} notice
   */
  notify(notice) {
    this.machine.go(noticed, typeof notice === 'string' ? { text: notice } : notice);
  }

  /**
   * Shows a notice and fires `error` with its words.
   * @param {string | Notice} notice
   */
  fail(notice) {
    this.notify(notice);
    this.emit('error', { message: sayWords(this.t, this.machine.state.notice) });
  }

  clearNotice() {
    if (this.machine.state.notice) this.machine.go(noticed, null);
  }

  /**
   * The record buttons' note.
   * @param {string} text
   */
  note(text) {
    this.el.recordNote.textContent = text;
  }

  // ---- properties and methods ---------------------------------------------------

  /** The position now (a position string); setting it starts from that position. */
  get position() {
    return this.machine.state.game?.position() ?? this.settings.position ?? null;
  }

  /** @param {string | null} text */
  set position(text) {
    this.setAttribute('position', String(text));
  }

  /**
   * Endgame table files the visitor picked, read in slices in the place of the
   * `tables` folder while set; the files not named as urim-tables names its
   * files are left out. Setting them works the values out again.
   */
  get tableFiles() {
    return this.advice.picked;
  }

  /** @param {Iterable<File> | ArrayLike<File> | null} files */
  set tableFiles(files) {
    this.advice.pickTables(files);
  }

  /**
   * The game's record, who played each side filled in, when the records module has
   * loaded; null until then (reading it starts the load: getRecord() waits for it).
   * Setting it loads the record and plays on from its end.
   */
  get record() {
    return recordOf(this);
  }

  /** @param {string | null} text */
  set record(text) {
    setRecord(this, String(text));
  }

  /**
   * The game's record, as `record` gives it, once the records module has loaded:
   * never null while it loads (null only before the first game is there); rejects
   * naming why when the module cannot load.
   */
  async getRecord() {
    await loadRecords();
    return recordOf(this);
  }

  /**
   * Opens a record file chosen by the visitor; the note says what came of it.
   * @param {File} file
   */
  openFile(file) {
    return openRecordFile(this, file);
  }

  /**
   * Opens lesson `text` (a record with comments) at its start; Next and Back go through it.
   * @param {string} text
   */
  openLesson(text) {
    return openLesson(this, String(text));
  }

  /**
   * Opens the lesson that a lesson link carries (`code`: its record, base64url).
   * @param {string} code
   */
  async openLessonLink(code) {
    const part = await lessonPart(this);
    let text;
    try {
      text = (await import('./game-lesson.js')).fromLinkCode(String(code));
    } catch {
      this.fail({ key: 'lessonBadLink' });
      return false;
    }
    return part.open(text);
  }

  /** The score now: { south, north, over, winner, points, end, ending }, as the API gives it. */
  get score() {
    return this.machine.state.game?.score() ?? null;
  }

  /** The pits the visitor may empty now (by index): [] while the computer thinks, a move is shown, or the game waits. */
  get legalMoves() {
    const s = this.machine.state;
    return s.game && visitorMayMove(s) ? s.game.legalMoves() : [];
  }

  /** The moves played so far, as pit indices (game.moves()). */
  get moves() {
    return this.machine.state.game?.moves() ?? [];
  }

  /** "south" or "north". */
  get toMove() {
    return this.machine.state.game?.toMove() ?? null;
  }

  /** True while the game loads, a move is shown (or an earlier one replayed) or the computer thinks. */
  get busy() {
    return !this.started || !this.view || isBusy(this.machine.state);
  }

  /** The state's mode: loading, failed, playing, showing, stepping, thinking, reviewing, editing or demo. */
  get mode() {
    return this.machine.state.mode;
  }

  /**
   * Where pit `pit` is drawn, in CSS px from the board canvas's top-left corner.
   * @param {number | string} pit an index or a letter
   */
  pitCenter(pit) {
    if (!this.view) throw new Error('the element is not on the page: its board is not drawn');
    const { game } = this.machine.state;
    if (!game) throw new Error('the game is not loaded yet (wait for the ready event)');
    return this.view.pitCenter(pitIndex(game, pit));
  }

  /**
   * Plays `pit` (an index or a letter) as if the visitor had chosen it. Resolves with
   * the move report once it has been shown; rejects with an Error naming why a move
   * is refused (not on the page, not your turn, not your pit, empty, must feed, over).
   * @param {number | string} pit
   */
  async play(pit) {
    if (!this.isConnected) throw new Error(NOT_ON_PAGE);
    if (!this.machine.state.game) throw new Error('the game is not loaded yet (wait for the ready event)');
    if (this.machine.state.mode === 'reviewing') this.machine.backToGame();
    return this.machine.play(pitIndex(this.machine.state.game, pit));
  }

  /** Starts a new game from the settings; `reason` goes with the newgame event. */
  newGame(reason = 'script') {
    if (this.api && this.machine.state.mode !== 'failed') this.machine.start(freshGame(this), reason);
  }

  /** Takes back the last move (against the computer, the computer's reply too). */
  undo() {
    if (this.machine.state.mode === 'reviewing') this.machine.backToGame();
    return this.machine.undo();
  }

  /** Plays the last undone move again; resolves once it has been shown. */
  redo() {
    if (this.machine.state.mode === 'reviewing') this.machine.backToGame();
    return this.machine.redo();
  }

  /** The computer's suggestion for the visitor, marked on the board with its reason. */
  hint() {
    return this.isConnected ? this.advice.hint() : Promise.resolve();
  }

  /**
   * Looks at move `ply` (1 for the first) again, from the board before it.
   * @param {number} ply
   */
  review(ply) {
    if (this.api && reviewMove(this.machine, this.api, ply)) this.el.replay.focus();
  }

  /** Plays the move looked at again. */
  replayReviewed() {
    return this.machine.replay();
  }

  /** Back from a move looked at to the game, where it was. */
  endReview() {
    if (!this.machine.state.review) return;
    this.machine.backToGame();
    this.view?.canvas.focus();
  }

  /** Opens the position editor on the board shown. */
  edit() {
    if (!this.editor.open()) return;
    this.foldSettings(); // folded settings lay over the board being set up
    this.view?.canvas.focus();
  }

  /** Folds the settings away again, where they fold (a kiosk, a short screen). */
  foldSettings() {
    this.el.frame.classList.remove('settings-open');
    this.el.settingsOpen.setAttribute('aria-expanded', 'false');
  }

  /** Starts a game from the position set up, when the engine takes it. */
  playFromSetUp() {
    const game = this.editor.game();
    if (game) this.machine.start(game, 'position');
  }

  /** Leaves the editor; the game on show is where it was. */
  endEdit() {
    this.editor.close();
  }
}

// Attributes mirror properties: each setting reads back its last good value.
UrimElement.mirror(UrimGame, GAME_OPTIONS);
