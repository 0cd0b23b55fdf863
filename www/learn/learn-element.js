// <urim-learn>: teaches the rules by doing. Chapters of one rule each
// (chapters.js), each a few challenges: a position, a one-sentence task and a
// goal. The visitor plays South's move on the board; the move is sown, then
// checked against the engine's report of it (goals.js): right, and it earns 1
// to 3 stars by the moves used; wrong, and the board is set back with a hint.
// Any of South's pits with seeds may be clicked: a move the rules refuse (one that
// does not feed an empty row) is told why. With `present`, the projector's look.
// With `steps`, the move is shown one step at a time with its words, as in a diagram.
// Events: ready, solved (chapter, challenge, stars), finished (chapter, stars),
// missed, refused (chapter, challenge, pit, kind).
import { BoardView } from '../view/board-view.js';
import { keepFocus } from '../view/keep-focus.js';
import { addEnglish, languageSwitcher, translator } from '../i18n/index.js';
import { NOT_ON_PAGE, UrimElement, defaults } from '../elements/base.js';
import { positionRefusalWords } from '../words/position-refusal.js';
import { loadEngine } from '../game/engine.js';
import { loadWithRetry } from '../game/loading.js';
import { adoptStyles, fillWords, upgradeProperties } from '../dom/nodes.js';
import { boardLabel } from './board-label.js';
import { MAX_STARS, chapterTiles, learnParts, progressRow, showCurrentTile, starRow, total } from './learn-parts.js';
import { CHAPTERS } from './chapters.js';
import { forcedReply, goalMet, starsFor } from './goals.js';
import { missedWords, refusalKind, refusedKey, solvedWords } from './learn-feedback.js';
import { ENGLISH } from './learn-words.js';
import { LEARN_CSS } from './learn-styles.js';
import { LEARN_OPTIONS } from './learn-options.js';
import { loadProgress, saveProgress } from './progress.js';

addEnglish(ENGLISH);

/**
 * @typedef {import('../types/front.js').Game} Game
 * @typedef {import('../types/front.js').MoveReport} MoveReport
 * @typedef {import('../types/front.js').EngineModule} EngineModule
 * @typedef {import('./chapters.js').Chapter} Chapter
 * @typedef {import('./learn-options.js').LearnSettings} LearnSettings
 * @typedef {typeof import('../elements/board-moves.js')} MoveCode what shows a move: a diagram's, loaded once played
 */

/** How long a missed move stays on the board before it is set back, at speed 1 (ms; divided by `speed`). */
const SET_BACK_MS = 1400;
export class UrimLearn extends UrimElement {
  static observedAttributes = Object.keys(LEARN_OPTIONS);

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    adoptStyles(root, LEARN_CSS);
    this.el = learnParts({
      next: () => this.next(),
      again: () => this.openChapter(this.chapterAt, 0),
      stepNext: () => this.view?.next(),
      stepBack: () => this.view?.back(),
    });
    const { el } = this;
    root.append(el.frame);
    this.t = translator('en');
    el.frame.lang = 'en';
    this.speak = languageSwitcher((code, t) => {
      this.t = t;
      el.frame.lang = code;
      this.render();
    });
    this.settings = defaults(LEARN_OPTIONS);
    /** @type {EngineModule | null} */
    this.api = null;
    /** @type {Game | null} */
    this.game = null;
    /** @type {BoardView | null} */
    this.view = null;
    /** @type {MoveCode | null} */
    this.moveCode = null;
    /** @type {MoveReport | null} the move being shown */
    this.report = null;
    this.chapterAt = 0;
    this.challengeAt = 0;
    this.moves = 0; // moves played on the challenge shown
    this.busy = false;
    this.solvedNow = false; // the challenge shown is solved: Next waits
    /** @type {((t: import('../types/front.js').Translate) => string) | null} the feedback shown, said again in a new language */
    this.said = null;
    /** @type {Record<string, number[]>} the best stars of each challenge, by chapter id */
    this.stars = {};
    this.setBack = 0;
  }

  connectedCallback() {
    upgradeProperties(this, Object.keys(LEARN_OPTIONS));
    this.view = new BoardView(this.el.board, { speed: this.settings.speed ?? 1 });
    this.view.canvas.setAttribute('part', 'canvas');
    this.view.on('select', ({ pit }) => this.playPit(pit).catch((e) => this.fail(e.message)));
    // With `steps`: each step's words in the bar under the board.
    this.view.on('step', (step) => {
      const code = this.moveCode;
      if (!code || !this.report || !this.game) return;
      code.showStepBar(this.el, this.t, step, code.stepWords(this.t, this.report, step, this.game.letters()));
    });
    this.keepingFocus = keepFocus(/** @type {ShadowRoot} */ (this.shadowRoot), this.view.canvas); // Next hidden: the keys go on to the board
    this.setUp();
  }

  disconnectedCallback() {
    clearTimeout(this.setBack);
    this.keepingFocus?.();
    this.view?.destroy();
    this.view = null;
  }

  /** @param {keyof LearnSettings} name */
  attributeChangedCallback(name) {
    if (!this.api || !this.view) return;
    if (name === 'lang') {
      this.tellLangProblem();
      this.speak(this.language()).catch((/** @type {Error} */ e) => this.fail(e.message));
      return;
    }
    if (!this.readInto(LEARN_OPTIONS, name)) return;
    if (name === 'theme' || name === 'present') requestAnimationFrame(() => (this.view?.resize(), this.view?.repaint()));
    else if (name === 'speed') this.view.set({ speed: this.settings.speed ?? 1 });
    else if (name === 'steps') this.view.set({ stepByStep: !!this.settings.steps });
    else if (name === 'persist') this.readProgress();
    else if (name === 'chapter') {
      const at = CHAPTERS.findIndex((c) => c.id === this.settings.chapter);
      if (at >= 0 && at !== this.chapterAt) this.openChapter(at);
    }
  }

  async setUp() {
    const view = this.view;
    const language = this.speak(this.language()).catch(() => {});
    // The diagram's code that shows a move, with its words: shared with any diagram of the page.
    const moves = loadWithRetry(() => import('../elements/board-moves.js'), 'the code that shows a move');
    try {
      [this.api, this.moveCode] = await Promise.all([loadEngine(), moves, language]);
    } catch (error) {
      await language;
      this.fail(this.t('loadFailed', { message: /** @type {Error} */ (error).message }));
      return;
    }
    if (view !== this.view || !view) return;
    for (const name of /** @type {(keyof LearnSettings)[]} */ (Object.keys(LEARN_OPTIONS))) if (name !== 'lang') this.readInto(LEARN_OPTIONS, name);
    this.tellLangProblem();
    addEnglish(this.moveCode.ENGLISH);
    view.useMoveShow(this.moveCode.MoveShow);
    this.moveCode.stepKeys(/** @type {ShadowRoot} */ (this.shadowRoot), { next: () => this.view?.next(), back: () => this.view?.back() });
    view.set({ speed: this.settings.speed ?? 1, stepByStep: !!this.settings.steps });
    this.readProgress();
    const at = CHAPTERS.findIndex((c) => c.id === this.settings.chapter);
    this.openChapter(Math.max(at, 0));
    await view.firstFrame;
    if (view === this.view) this.emit('ready', {});
  }

  /** Fires `error` once when the `lang` attribute names no language of ours. */
  tellLangProblem() {
    const problem = this.langProblem();
    if (problem) this.fail(this.t(problem.key, problem.vars));
  }

  /** The stars kept under `persist`, when it is given (and nothing otherwise). */
  readProgress() {
    const key = this.settings.persist;
    if (!key) return;
    const kept = loadProgress(key);
    this.foreign = kept.foreign;
    this.stars = { ...kept.stars, ...this.stars };
    this.render();
  }

  /** The chapter shown. */
  get chapterShown() {
    return /** @type {Chapter} */ (CHAPTERS[this.chapterAt]);
  }

  /**
   * Opens chapter `at` on challenge `challenge` (by default its first not yet solved).
   * @param {number} at
   * @param {number} [challenge]
   */
  openChapter(at, challenge) {
    const chapter = /** @type {Chapter} */ (CHAPTERS[at]);
    const won = this.stars[chapter.id] ?? [];
    const first = chapter.challenges.findIndex((_, i) => !won[i]);
    this.chapterAt = at;
    if (this.getAttribute('chapter') !== chapter.id) this.setAttribute('chapter', chapter.id); // read back as the same chapter
    this.openChallenge(challenge ?? Math.max(first, 0));
  }

  /**
   * Sets challenge `at` of the chapter shown on the board.
   * @param {number} at
   */
  openChallenge(at) {
    this.challengeAt = at;
    this.moves = 0;
    this.solvedNow = false;
    this.said = null;
    this.el.result.className = 'result';
    this.setPosition();
    this.render();
  }

  /** The challenge's position on the board, ready for a move. */
  setPosition() {
    if (!this.api || !this.view) return;
    clearTimeout(this.setBack);
    const challenge = this.chapterShown.challenges[this.challengeAt];
    if (!challenge) return;
    this.view.skip();
    let game;
    try {
      game = this.api.Game.fromPosition(challenge.position);
    } catch (error) {
      const why = positionRefusalWords(error, challenge.position);
      this.fail(this.t('boardBadPosition', { message: this.t(why.key, why.vars) }));
      return;
    }
    this.game?.free();
    this.game = game;
    this.busy = false;
    this.report = null;
    this.el.stepBar.hidden = true;
    this.view.set({ holes: game.holes, pits: game.pits(), stores: game.stores(), letters: game.letters(), lastMove: null });
    this.showBoard();
  }

  /** The board's playable pits and its name for a screen reader. */
  showBoard() {
    const g = this.game;
    if (!g || !this.view) return;
    // Every pit of South's with seeds, even one the rules refuse: the visitor learns why by trying it.
    const legal = this.busy || this.solvedNow || g.isOver() ? [] : g.pits().flatMap((seeds, pit) => (seeds && pit < g.holes ? [pit] : []));
    const label = boardLabel(this.t, { holes: g.holes, pits: g.pits(), stores: g.stores(), toMove: g.toMove() }, g.letters());
    this.view.set({ legal, interactive: legal.length > 0, label });
  }

  /** Writes every word, the tiles, the stars and the buttons for where the visitor stands. */
  render() {
    const { t, el } = this;
    fillWords(el.frame, t);
    el.nav.setAttribute('aria-label', t('learnNav'));
    el.chapters.replaceChildren(...chapterTiles(t, CHAPTERS, this.stars, this.chapterAt, (i) => this.openChapter(i)));
    showCurrentTile(el.chapters);
    const chapter = this.chapterShown;
    el.title.textContent = t('learnHeading', { n: this.chapterAt + 1, title: t(chapter.title) });
    el.progress.replaceChildren(...progressRow(t, chapter, this.stars[chapter.id] ?? [], this.challengeAt));
    const challenge = chapter.challenges[this.challengeAt];
    el.task.textContent = challenge ? t(challenge.say) : '';
    el.feedback.textContent = this.said?.(t) ?? '';
    el.side.hidden = !!this.said;
    const last = this.challengeAt === chapter.challenges.length - 1;
    el.next.hidden = !this.solvedNow || (last && this.chapterAt === CHAPTERS.length - 1);
    el.next.textContent = t(last ? 'learnNextChapter' : 'learnNext');
    el.again.hidden = !(this.solvedNow && last);
    this.showBoard();
  }

  /**
   * Plays `pit` on the challenge shown, shows it sown, and judges it.
   * @param {number} pit
   * @returns {Promise<MoveReport | null>} null when the rules refused the move
   */
  async playPit(pit) {
    if (!this.view || !this.game) throw new Error(NOT_ON_PAGE);
    if (this.busy || this.solvedNow) throw new Error('a move is still being shown');
    const game = this.game;
    const view = this.view;
    const chapter = this.chapterShown;
    const at = this.challengeAt;
    const challenge = /** @type {import('./chapters.js').Challenge} */ (chapter.challenges[at]);
    let report;
    try {
      report = game.play(pit);
    } catch (error) {
      if (!refusalKind(error) || refusalKind(error) === 'internal') throw error;
      this.refused(error, pit, chapter);
      return null;
    }
    this.report = report;
    this.busy = true;
    this.moves += 1;
    this.said = null;
    this.el.result.className = 'result';
    this.el.stars.hidden = true;
    this.render();
    await view.animate(report);
    if (view !== this.view || game !== this.game) return report; // removed, or another challenge opened meanwhile
    const reply = forcedReply(challenge.goal, game); // North's one move left: played, to show how the game ends
    if (reply !== null) {
      this.report = game.play(reply);
      await view.animate(this.report);
      if (view !== this.view || game !== this.game) return report;
    }
    this.el.stepBar.hidden = true;
    view.set({ lastMove: { origin: this.report.origin } });
    const letters = game.letters();
    const after = game.score();
    if (goalMet(challenge.goal, report, letters, after)) this.solved(chapter, at);
    else this.missed(report, letters, chapter, after);
    return report;
  }

  /**
   * The challenge `at` of `chapter` is solved: its stars shown, kept and told.
   * @param {Chapter} chapter
   * @param {number} at
   */
  solved(chapter, at) {
    const stars = starsFor(this.moves);
    const won = (this.stars[chapter.id] ??= []);
    won[at] = Math.max(won[at] ?? 0, stars);
    if (this.settings.persist && !this.foreign) saveProgress(this.settings.persist, this.stars);
    this.busy = false;
    this.solvedNow = true;
    this.el.result.className = 'result right';
    this.el.stars.replaceChildren(...starRow(stars));
    this.el.stars.hidden = false;
    const done = at === chapter.challenges.length - 1;
    const sum = total(won);
    const chapterDone = done ? { sum, max: chapter.challenges.length * MAX_STARS, last: this.chapterAt === CHAPTERS.length - 1 } : null;
    this.said = (t) => solvedWords(t, stars, chapterDone);
    this.render();
    const focused = this.shadowRoot?.activeElement;
    this.emit('solved', { chapter: chapter.id, challenge: at, stars });
    if (done) this.emit('finished', { chapter: chapter.id, stars: sum });
    if (focused && !this.el.next.hidden) this.el.next.focus(); // a keyboard visitor goes on with Enter
  }

  /**
   * A move that missed the goal: what it did and the chapter's hint, then the board set back.
   * @param {MoveReport} report
   * @param {string[]} letters
   * @param {Chapter} chapter
   * @param {import('./goals.js').After} after the score once it was played
   */
  missed(report, letters, chapter, after) {
    const pit = /** @type {string} */ (letters[report.last]);
    const goal = /** @type {import('./chapters.js').Challenge} */ (chapter.challenges[this.challengeAt]).goal;
    this.el.result.className = 'result wrong';
    this.said = (t) => t('learnThen', { first: missedWords(t, report, pit, goal, after), then: t(chapter.hint) });
    this.render();
    this.emit('missed', { chapter: chapter.id, challenge: this.challengeAt, last: pit, captured: report.captured, position: report.position });
    const speed = this.settings.speed ?? 1;
    const wait = speed > 0 && !this.view?.reducedMotion ? SET_BACK_MS / speed : 0;
    this.setBack = setTimeout(() => this.setPosition(), wait);
  }

  /**
   * A click the rules refused: their reason and the chapter's hint; the board stays as it was.
   * @param {unknown} error what the engine threw
   * @param {number} pit
   * @param {Chapter} chapter
   */
  refused(error, pit, chapter) {
    this.moves += 1;
    this.el.result.className = 'result wrong';
    this.el.stars.hidden = true;
    this.said = (t) => t('learnThen', { first: t(refusedKey(error)), then: t(chapter.hint) });
    this.render();
    const letter = this.game?.letters()[pit] ?? String(pit);
    this.emit('refused', { chapter: chapter.id, challenge: this.challengeAt, pit: letter, kind: refusalKind(error) });
  }

  /** On to the next challenge, or the next chapter after the last. */
  next() {
    const chapter = this.chapterShown;
    if (this.challengeAt < chapter.challenges.length - 1) this.openChallenge(this.challengeAt + 1);
    else if (this.chapterAt < CHAPTERS.length - 1) this.openChapter(this.chapterAt + 1, 0);
    this.view?.canvas.focus();
  }

  /** The chapters, each with its title in the element's language. */
  get chapters() {
    return CHAPTERS.map((c) => ({ id: c.id, title: this.t(c.title) }));
  }

  /**
   * Where pit `pit` (its index or letter) is drawn, in CSS pixels from the board canvas's top left.
   * @param {number | string} pit
   */
  pitCenter(pit) {
    if (!this.view || !this.game) throw new Error('the lesson is not loaded yet (wait for the ready event)');
    return this.view.pitCenter(typeof pit === 'number' ? pit : this.game.letters().indexOf(pit));
  }

  /** The position on the board now. */
  get currentPosition() {
    return this.game?.position() ?? null;
  }
}

// Attributes mirror properties: each reads back its last good value (the chapter shown, say).
UrimElement.mirror(UrimLearn, LEARN_OPTIONS);
