// <urim-board>: a diagram for articles, lessons and the rules pages. It shows a
// position and, with `move`, one move to play on it: the pit is marked, ▶ sows it
// (seed by seed, the capture chain pit by pit; with `steps`, one step at a time
// with its words) and ↺ sets the position back. With `interactive` a reader may
// play on from the position, for both sides. Events: ready, move.
import { BoardView } from '../view/board-view.js';
import { keepFocus } from '../view/keep-focus.js';
import { addEnglish, languageSwitcher, translator } from '../i18n/index.js';
import { NOT_ON_PAGE, UrimElement, defaults } from './base.js';
import { positionWords } from '../words/position-words.js';
import { MOVE_WHY, positionRefusalWords, refusalOf } from '../words/position-refusal.js';
import { BOARD_OPTIONS } from './options.js';
import { loadEngine, pitIndex } from '../game/engine.js';
import { loadWithRetry } from '../game/loading.js';
import { adoptStyles, button, fillWords, h, upgradeProperties } from '../dom/nodes.js';
import { BOARD_CSS } from './styles.js';
import { stepBar } from './step-bar.js';

/**
 * @typedef {import('../types/front.js').BoardSettings} BoardSettings
 * @typedef {import('../types/front.js').Game} Game
 * @typedef {import('../types/front.js').MoveReport} MoveReport
 * @typedef {import('../types/front.js').EngineModule} EngineModule
 * @typedef {{
 *   notice: HTMLParagraphElement, board: HTMLDivElement, play: HTMLButtonElement, reset: HTMLButtonElement, present: HTMLButtonElement,
 *   words: HTMLParagraphElement, bar: HTMLDivElement, frame: HTMLDivElement,
 * } & ReturnType<typeof stepBar>} BoardParts the diagram's parts, in its shadow root
 */

/** @typedef {typeof import('./board-moves.js')} MoveCode what a diagram needs once a move is played */

/** @type {Promise<MoveCode> | undefined} that code, once asked for by any diagram (asked again after it failed) */
let moveCodeLoad;
/** @type {MoveCode | null} that code, once it is here */
let moveCode = null;

/**
 * The code that shows a move and says it (board-moves.js), with its English:
 * loaded once for every diagram of the page, tried again after a failure.
 * @returns {Promise<MoveCode>}
 */
const loadMoveCode = () =>
  (moveCodeLoad ??= loadWithRetry(() => import('./board-moves.js'), 'the code that shows a move').then((code) => {
    addEnglish(code.ENGLISH);
    return (moveCode = code);
  })).catch((error) => {
    moveCodeLoad = undefined;
    throw error;
  });

/**
 * The sentence for a move once shown (words/move-words.js), in any loaded
 * language: loaded with its English the first time, shared with the diagrams.
 * @returns {Promise<MoveCode['moveWords']>}
 */
export const loadMoveWords = () => loadMoveCode().then((code) => code.moveWords);

/** The position of a diagram without one: the 2x6 start. */
const START = '3-3-3-3-3-3-3-3-3-3-3-3-0-0-S';

export class UrimBoard extends UrimElement {
  static observedAttributes = Object.keys(BOARD_OPTIONS);

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    adoptStyles(root, BOARD_CSS);
    // bar and frame are added just below, around the parts they hold.
    this.el = /** @type {BoardParts} */ ({
      notice: h('p', { class: 'notice', part: 'notice', role: 'alert', hidden: true }),
      board: h('div', { class: 'board', part: 'board' }),
      play: button('play', 'play', { onclick: () => this.play().catch((e) => this.fail(e.message)) }),
      reset: button('reset', 'reset', { onclick: () => this.reset() }),
      present: button('present', 'present', { 'aria-pressed': 'false', onclick: () => this.toggleAttribute('present') }),
      words: h('p', { class: 'words', part: 'words', 'aria-live': 'polite' }),
      ...stepBar({ next: () => this.view?.next(), back: () => this.view?.back() }),
    });
    this.el.bar = h('div', { class: 'bar', part: 'controls' }, this.el.play, this.el.reset, this.el.present);
    // One frame around it all, which the host page's inherited styles do not reach (styles.js).
    this.el.frame = h('div', { class: 'frame', part: 'frame' }, this.el.notice, this.el.board, this.el.bar, this.el.stepBar, this.el.words);
    root.append(this.el.frame);
    this.t = translator('en');
    fillWords(root, this.t); // English until the words asked for arrive, or if they never do
    this.el.frame.lang = 'en';
    this.speak = languageSwitcher((code, t) => {
      this.t = t;
      this.el.frame.lang = code; // the words' language, for a screen reader
      fillWords(root, t);
      this.prediction?.relabel(t); // predict first's panel, if it is up
    });
    this.settings = defaults(BOARD_OPTIONS); // read once the engine is there (setUp)
    /** @type {EngineModule | null} */
    this.api = null;
    /** @type {Game | null} */
    this.game = null;
    /** @type {MoveReport | null} */
    this.report = null; // the move being shown
    this.busy = false;
    this.played = false; // the diagram's move has been played
    /** @type {string | null} */
    this.moveRefused = null; // why the marked move cannot be played, once fired as `error`
    this.presenterKeys = false; // a presenter's keys on the buttons, added with the first move shown
  }

  connectedCallback() {
    upgradeProperties(this, Object.keys(BOARD_OPTIONS));
    /** @type {BoardView | null} */
    this.view = new BoardView(this.el.board, { speed: this.option('speed') ?? 1 });
    this.view.canvas.setAttribute('part', 'canvas');
    this.view.on('select', ({ pit }) => {
      if (this.choosePit)
        this.choosePit(pit); // where the reader says the last seed will fall
      else this.playPit(pit).catch((e) => this.fail(e.message));
    });
    // Steps come only while a move is shown: there is a game, the move's report, and the code that shows it.
    this.view.on('step', (step) => {
      const words = /** @type {MoveCode} */ (moveCode).stepWords(
        this.t,
        /** @type {MoveReport} */ (this.report),
        step,
        /** @type {Game} */ (this.game).letters(),
      );
      /** @type {MoveCode} */ (moveCode).showStepBar(this.el, this.t, step, words);
    });
    // ▶ disabled once clicked, the step bar hidden once the move is over: the keys go on to the board.
    this.keepingFocus = keepFocus(this.shadowRoot, this.view.canvas);
    this.setUp();
  }

  disconnectedCallback() {
    this.keepingFocus?.();
    this.view?.destroy();
    this.view = null;
    this.seen?.disconnect();
  }

  /** @param {keyof BoardSettings} name one of observedAttributes */
  attributeChangedCallback(name) {
    if (name === 'present') this.presentChanged();
    if (!this.api || !this.view) return;
    if (name === 'lang') {
      this.tellLangProblem();
      this.setLanguage().then(
        () => this.show(),
        (/** @type {Error} */ e) => this.fail(e.message),
      );
      return;
    }
    if (name === 'move' || name === 'position') this.moveRefused = null; // a new value: told anew if it is refused
    if (!this.readSetting(name)) return;
    if (name === 'theme') requestAnimationFrame(() => this.view?.repaint());
    else if (name === 'speed') this.view.set({ speed: this.option('speed') ?? 1 });
    else if (name === 'steps') this.view.set({ stepByStep: !!this.option('steps') });
    else this.reset();
  }

  async setUp() {
    const view = /** @type {BoardView} */ (this.view); // connectedCallback made it, then called this
    const language = this.setLanguage().catch(() => {}); // its words, for a failure to load too
    try {
      [this.api] = await Promise.all([loadEngine(), language]);
    } catch (error) {
      await language;
      this.fail(this.t('loadFailed', { message: /** @type {Error} */ (error).message }));
      return;
    }
    if (view !== this.view) return;
    await this.setLanguage().catch(() => {}); // a lang the page set meanwhile (loaded once, then shared)
    if (view !== this.view) return;
    // The attributes, each read once (the engine knows the pit letters), the language's refused once.
    for (const name of /** @type {(keyof BoardSettings)[]} */ (Object.keys(BOARD_OPTIONS))) if (name !== 'lang') this.readSetting(name);
    this.tellLangProblem();
    view.set({ speed: this.option('speed') });
    this.reset();
    await view.firstFrame;
    if (view !== this.view) return;
    this.emit('ready', {});
    // A diagram that may play asks for the code that shows a move while the page is idle: its first move then waits on nothing.
    if (this.option('move') || this.option('interactive')) (globalThis.requestIdleCallback ?? setTimeout)(() => loadMoveCode().catch(() => {})); // told at the first move
    if (this.option('autoplay') && this.option('move')) this.playWhenSeen();
  }

  /**
   * Reads attribute `name` into `settings` (see UrimElement.readInto).
   * @param {keyof BoardSettings} name
   * @returns {boolean}
   */
  readSetting(name) {
    return this.readInto(BOARD_OPTIONS, name);
  }

  /**
   * The typed value of setting `name`: its last good value, or its default.
   * @template {keyof BoardSettings} K
   * @param {K} name
   * @returns {BoardSettings[K]}
   */
  option(name) {
    return this.settings[name];
  }

  /** Fires `error` once when the `lang` attribute names no language of ours. */
  tellLangProblem() {
    const problem = this.langProblem();
    if (problem) this.fail(this.t(problem.key, problem.vars));
  }

  /** Speaks the language to speak (language()): its words once loaded, unless another was asked for meanwhile. */
  setLanguage() {
    return this.speak(this.language());
  }

  /** Back to the diagram's position, its move not yet played. */
  reset() {
    if (!this.api || !this.view) return;
    const position = this.option('position') ?? START;
    let game;
    try {
      game = this.api.Game.fromPosition(position);
    } catch (error) {
      const why = positionRefusalWords(error, position); // from the refusal's kind, in the element's language
      this.fail(this.t('boardBadPosition', { message: this.t(why.key, why.vars) }));
      return;
    }
    this.view.skip();
    this.prediction?.remove();
    this.prediction = null;
    // The first time, the notice names an attribute refused just now: it stays.
    if (this.game) this.el.notice.hidden = true;
    this.game?.free();
    this.game = game;
    this.played = false;
    this.busy = false;
    this.report = null;
    this.el.words.textContent = '';
    this.el.stepBar.hidden = true;
    this.view.set({
      holes: game.holes,
      pits: game.pits(),
      stores: game.stores(),
      letters: game.letters(),
      lastMove: null,
      stepByStep: !!this.option('steps'),
    });
    this.show();
  }

  /**
   * The marked move's pit index, or null (none, or not legal here: then the reason
   * is shown, and fired as `error` once for the value, however often it is redrawn).
   */
  movePit() {
    const letter = this.option('move');
    if (!letter || !this.game) return null;
    try {
      const pit = pitIndex(this.game, letter);
      if (!this.game.legalMoves().includes(pit)) {
        this.game.preview(pit); // throws the engine's reason
        return null;
      }
      return pit;
    } catch (error) {
      // Why, from the refusal's kind (a letter of no pit carries none), in the element's language.
      const why = MOVE_WHY[String(refusalOf(error).kind)] ?? 'moveWhyNoPit';
      const message = this.t('boardBadMove', { move: letter, why: this.t(why) });
      // One error event for a value, however often it is said again (in another language, say).
      const value = `${letter}|${this.game.position()}`;
      if (value === this.moveRefused) this.notify(message);
      else this.fail(message);
      this.moveRefused = value;
      return null;
    }
  }

  /** Redraws the marks, the buttons and the names for where the diagram stands. */
  show() {
    const g = this.game;
    if (!g || !this.view) return;
    const { t } = this;
    const pit = this.played ? null : this.movePit();
    const free = this.option('interactive') && !this.busy ? g.legalMoves() : [];
    const legal = this.busy ? [] : [...new Set([...(pit == null ? [] : [pit]), ...free])];
    const description = positionWords(t, { holes: g.holes, pits: g.pits(), stores: g.stores(), toMove: g.toMove() }, g.letters());
    this.view.set({ mark: this.busy ? null : pit, legal, interactive: legal.length > 0, label: this.option('label') ?? description });
    const letter = this.option('move');
    this.el.play.hidden = !letter;
    this.el.play.disabled = pit == null || this.busy;
    this.el.play.textContent = letter ? t('play', { pit: letter }) : '';
    this.el.reset.disabled = !this.played && !g.canUndo();
    this.el.bar.hidden = !letter && !this.option('interactive');
  }

  /** Plays the diagram's move; resolves with its report once shown (rejects with the reason when it cannot). */
  play() {
    if (!this.view) return Promise.reject(new Error(NOT_ON_PAGE));
    const pit = this.movePit();
    if (pit == null)
      return Promise.reject(new Error(this.option('move') ? `move ${this.option('move')} cannot be played now` : 'this diagram has no move'));
    return this.playPit(pit);
  }

  /**
   * Plays `pit` and shows the move; resolves with its report.
   * @param {number} pit
   * @returns {Promise<MoveReport>}
   */
  async playPit(pit) {
    if (!this.view) throw new Error(NOT_ON_PAGE);
    if (this.busy) throw new Error('a move is still being shown');
    // Only a pit that show() offered (or movePit found legal) comes here: there is a game.
    const game = /** @type {Game} */ (this.game);
    const view = /** @type {BoardView} */ (this.view);
    const report = game.play(pit);
    this.busy = true;
    this.report = report;
    this.played = true;
    this.el.words.textContent = '';
    this.show();
    // The code that shows a move, asked for while the page was idle: here by now, or
    // awaited (a move that comes first). Should it not come, the move is played all the
    // same, not shown seed by seed, and the notice says why.
    const coming = loadMoveCode().catch((/** @type {Error} */ error) => {
      this.fail(this.t('loadFailed', { message: error.message }));
      return null;
    });
    if (this.option('predict')) await this.askPrediction(report, view);
    const code = await coming;
    if (view !== this.view || this.game !== game) return report; // removed, or ↺ pressed meanwhile
    if (code) {
      // A presenter's keys on the buttons, once for the element (its shadow root outlives a view).
      if (!this.presenterKeys)
        code.stepKeys(/** @type {ShadowRoot} */ (this.shadowRoot), { next: () => this.view?.next(), back: () => this.view?.back() });
      this.presenterKeys = true;
      view.useMoveShow(code.MoveShow);
      await view.animate(report);
    } else view.set({ pits: report.pits, stores: report.stores });
    if (view !== this.view || this.game !== game) return report; // removed, or ↺ pressed while it was shown
    this.prediction?.reveal();
    this.busy = false;
    this.el.stepBar.hidden = true;
    this.el.words.textContent = code?.moveWords(this.t, report, game.score(), game.letters()) ?? '';
    view.set({ lastMove: { origin: report.origin } });
    this.show();
    this.emit('move', { ...report, position: report.position });
    return report;
  }

  /**
   * With `predict`: asks the reader what `report` (played, not yet shown) will do,
   * every pit of the board theirs to choose meanwhile; resolves once they said, or
   * chose to just see it (at once when predict first's code cannot load). Not
   * named `predict`: that is the property that mirrors the attribute.
   * @param {MoveReport} report
   * @param {BoardView} view
   */
  async askPrediction(report, view) {
    this.prediction?.remove();
    const code = await this.predictCode().catch(() => null);
    if (code && view === this.view && this.report === report && this.game) await code.askOnDiagram(this, view, report);
  }

  /** With `autoplay`: plays the move once the diagram is half in view. */
  playWhenSeen() {
    this.seen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        this.seen.disconnect();
        if (!this.played) this.play().catch(() => {});
      },
      { threshold: 0.5 },
    );
    this.seen.observe(this);
  }

  /** The position now. */
  get currentPosition() {
    return this.game?.position() ?? null;
  }
}

// Attributes mirror properties: each setting reads back its last good value, typed.
UrimElement.mirror(UrimBoard, BOARD_OPTIONS);
