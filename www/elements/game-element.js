// <urim-game>: a whole game in one element. Its attributes (options.js) are live,
// mirrored by properties; it plays against the computer (in a worker) or between
// two people, speaks its `lang`, keeps the game under `persist`, and tells the page
// what happens through composed events: ready, move, gameover, newgame, error.
// The course of the game is GameSession's; the words are move-words.js's; the
// board is BoardView's. This file wires them to the DOM and the attributes.
import { BoardView } from '../view/board-view.js';
import { GameSession } from '../game/session.js';
import { Computer } from '../game/computer.js';
import { gameStore } from '../storage/persist.js';
import { MoveList } from '../record/move-list.js';
import { copyText, downloadText, recordText, recordTooLong } from '../record/record-io.js';
import { loadTranslator, translator } from '../i18n/index.js';
import { UrimElement } from './base.js';
import { endWords, moveWords, previewWords, seedWords, stepWords, valueWords } from '../words/move-words.js';
import { adviceMethods } from './game-advice.js';
import { editingMethods } from './game-editing.js';
import { reviewMethods } from './game-review.js';
import { keepingMethods } from './game-keeping.js';
import { kioskMethods } from './game-kiosk.js';
import { GAME_OPTIONS, readOption } from './options.js';
import { loadEngine, pitIndex } from './engine.js';
import { GAME_CSS } from './styles.js';
import { buildChrome, fillSelect, layout, showPlayer, translate } from './game-chrome.js';
import { showStepBar } from './step-bar.js';
import { adoptStyles, upgradeProperties } from '../dom/nodes.js';

/** The first level that plays with the endgame tables: they are built while the visitor thinks. */
const TABLES_LEVEL = 4;

/** The boards a visitor may choose: pits a row and seeds a pit. */
const BOARDS = [[6, 3], [6, 4], [7, 3], [7, 4]];

export class UrimGame extends UrimElement {
  static observedAttributes = Object.keys(GAME_OPTIONS);

  constructor() {
    super();
    this.attachShadow({ mode: 'open' });
    adoptStyles(this.shadowRoot, GAME_CSS);
    this.el = buildChrome(this.shadowRoot);
    this.settings = Object.fromEntries(Object.entries(GAME_OPTIONS).map(([name, o]) => [name, o.fallback]));
    this.code = 'en';
    this.t = translator('en');
    this.api = null;          // the engine, once loaded
    this.view = null;
    this.gameNumber = 0;      // tells the move list that a new game began
    this.report = null;       // the move being shown
    this.reflecting = false;  // an attribute is being set from inside: not a new setting
    this.savedKey = '';
    this.moveList = new MoveList(this.el.moveList, this.el.noMoves, this.el.moveCount, (ply) => this.review(ply));
    this.reviewing = null;    // { ply, game, report } while an earlier move is looked at again
    this.editing = null;      // the SetUp while a position is set up by hand
    this.values = null;       // { key, byPit: Map(pit -> { value, exact }) } of the analysis shown
    this.analysing = '';      // the position being analysed
    this.computer = null;
    this.session = new GameSession({
      show: (report) => this.showMove(report),
      jump: (report) => this.view.set({ pits: report.pits, stores: report.stores }),
      think: (game, level) => this.computerPlayer().search(game, { level, nodes: this.settings.nodes }),
      stopThinking: () => this.computer?.stop(),
      changed: () => this.refresh(),
      moved: (report, by) => this.moved(report, by),
      failed: (error) => this.fail(error.message),
      pause: () => (this.view?.reducedMotion ? 0 : undefined),
    });
    this.wire();
  }

  // ---- the element's life --------------------------------------------------

  connectedCallback() {
    upgradeProperties(this, [...Object.keys(GAME_OPTIONS), 'record']);
    this.view = new BoardView(this.el.board, {
      holes: this.session.game?.holes ?? this.settings.holes, label: this.t('boardLabel', { holes: 6 }),
    });
    this.view.canvas.setAttribute('part', 'canvas');
    this.view.canvas.setAttribute('aria-describedby', 'status preview');
    this.view.on('select', ({ pit }) => this.visitorPlays(pit));
    this.view.on('focuspit', ({ pit }) => this.showPreview(pit));
    this.view.on('step', (step) => this.showStep(step));
    this.view.on('edit', (change) => this.editPit(change));
    this.view.on('land', () => this.clicks?.seed());
    this.view.on('take', () => this.clicks?.take());
    this.addEventListener('contextmenu', this.onContextMenu);
    this.ownerDocument.addEventListener('keydown', this.onEscape);
    this.ownerDocument.defaultView?.addEventListener('storage', this.onStorage);
    this.setUp();
  }

  disconnectedCallback() {
    this.ownerDocument.removeEventListener('keydown', this.onEscape);
    this.ownerDocument.defaultView?.removeEventListener('storage', this.onStorage);
    this.session.interrupt();
    this.computer?.close();
    this.stopIdle?.();
    this.attract?.destroy();
    this.attract = null;
    this.removeEventListener('contextmenu', this.onContextMenu);
    this.view?.destroy();
    this.view = null;
  }

  attributeChangedCallback(name) {
    if (name === 'lang' && this.loadError) { // the engine did not load: say so in the new language
      this.setLanguage(this.language()).then(() => this.notify(this.t('loadFailed', { message: this.loadError.message })), () => {});
      return;
    }
    if (this.reflecting || !this.started || !this.view) return; // before the start, setUp reads them all
    this.apply(name);
  }

  /**
   * Loads the engine and the language, then starts (or, once re-added, resumes) the
   * game. The attributes are read once both are there: a page may set them just
   * after adding the element.
   */
  async setUp() {
    const view = this.view;
    this.started = false;
    // The words first, so that a failure to load is told in them; a language that
    // does not load leaves English, and says so.
    const speak = () => this.setLanguage(this.language()).catch((error) => this.fail(this.languageFailed(error)));
    const language = speak();
    try {
      [this.api] = await Promise.all([loadEngine(), language]);
      if (this.code !== this.language()) await speak(); // the page set lang meanwhile
      if (this.langProblem()) this.fail(this.langProblem());
    } catch (error) {
      this.loadError = error;
      await language;
      this.fail(this.t('loadFailed', { message: error.message }));
      return;
    }
    if (view !== this.view) return; // removed meanwhile
    for (const name of Object.keys(GAME_OPTIONS)) this.readSetting(name);
    this.layOut();
    this.session.opponent = this.settings.opponent;
    this.session.player = this.settings.player;
    this.view.set({ stepByStep: this.settings.steps, speed: this.settings.speed });
    this.startIdle();
    this.started = true;
    if (this.session.game) { // added again: the game goes on
      this.view.set({ holes: this.session.game.holes, pits: this.session.game.pits(), stores: this.session.game.stores() });
      this.refresh();
      this.session.computerTurn();
    } else {
      this.session.start(this.firstGame());
      this.afterStart('load');
      if (this.resumed) this.el.words.textContent = this.t('resumed');
      this.tellStorage();
      if (this.settings.demo) await this.startDemo();
    }
    this.hearSound();
    await this.view.firstFrame;
    if (view === this.view) this.emit('ready', {});
  }

  /**
   * The game to start with: from `position` when given (a lesson wins), else the one
   * kept under `persist` (with its match points and the visitor's settings) when it
   * suits the board asked for, else a new one.
   */
  firstGame() {
    if (this.settings.position) {
      try {
        return this.api.Game.fromPosition(this.settings.position);
      } catch (error) {
        this.fail(this.t('badPosition', { message: error.message }));
      }
    }
    const kept = this.settings.kiosk ? null : this.store?.load(); // a kiosk starts afresh
    if (kept) {
      try {
        const game = this.api.Game.fromRecord(kept.record);
        const fits = (name, value) => !this.hasAttribute(name) || this.settings[name] === value;
        if (fits('holes', game.holes) && fits('seeds', game.seeds)) {
          this.session.match = { ...kept.match };
          this.resumeSettings(kept.settings);
          this.resumed = game.moves().length > 0;
          return game;
        }
        game.free();
      } catch { /* a kept game that no longer reads: start afresh */ }
    }
    return this.freshGame();
  }

  freshGame() {
    return this.api.newGame(this.settings.holes, { seeds: this.settings.seeds, first: this.settings.first });
  }

  // ---- settings --------------------------------------------------------------

  /** Reads attribute `name` into `settings`; false (with the reason shown) when it does not read. */
  readSetting(name) {
    const { value, error } = readOption(GAME_OPTIONS, this, name);
    if (error) {
      this.fail(error.message);
      return false;
    }
    this.settings[name] = value;
    if (name === 'persist') this.store = value ? gameStore(value) : null;
    return true;
  }

  /** A live change of attribute `name`. A bad value is shown and the last good one kept. */
  async apply(name) {
    if (name === 'lang') {
      const problem = this.langProblem();
      if (problem) {
        this.fail(problem);
        return;
      }
      try {
        await this.setLanguage(this.language());
        this.clearNotice();
      } catch (error) {
        this.fail(this.languageFailed(error));
      }
      return;
    }
    if (!this.readSetting(name)) return;
    this.clearNotice();
    const s = this.settings;
    switch (name) {
      case 'holes': case 'seeds': case 'first':
        this.newGame('settings');
        break;
      case 'opponent': case 'player':
        this.session.setOpponent(s.opponent, s.player);
        this.fillControls();
        break;
      case 'position':
        if (s.position) this.startFromPosition(s.position);
        break;
      case 'steps':
        this.el.steps.checked = s.steps;
        this.view.set({ stepByStep: s.steps });
        break;
      case 'analysis':
        this.el.analysis.checked = s.analysis;
        this.refresh();
        break;
      case 'controls': case 'kiosk': case 'about':
        this.layOut();
        if (name === 'kiosk') this.startIdle();
        break;
      case 'demo':
        if (s.demo) await this.startDemo();
        else this.stopDemo();
        this.startIdle();
        break;
      case 'sound':
        this.el.sound.checked = s.sound;
        this.hearSound();
        this.refresh();
        break;
      case 'theme':
        requestAnimationFrame(() => this.view?.repaint()); // once the new colours apply
        break;
      case 'idle':
        this.startIdle();
        break;
      case 'persist':
        this.savedKey = '';
        this.refresh();
        break;
      case 'speed':
        this.view.set({ speed: s.speed });
        break;
      default: // nodes: read at the next search
        break;
    }
  }

  async setLanguage(code) {
    const asked = (this.languageAsked ?? 0) + 1;
    this.languageAsked = asked;
    const t = await loadTranslator(code);
    if (asked !== this.languageAsked) return; // a later choice won
    this.code = code;
    this.t = t;
    translate(this.el, t);
    this.layOut();
    this.fillControls();
    if (!this.editing) this.view?.set({ label: t('boardLabel', { holes: this.session.game?.holes ?? this.settings.holes }) });
    if (this.session.game) {
      this.moveList.update(t, this.session.game, this.gameNumber, true);
      this.refresh();
    }
  }

  /** Why the words of the language asked for are missing: the words shown stay as they were. */
  languageFailed(error) {
    return `the language "${this.language()}" could not load (${error.message}): ${this.code === 'en' ? 'English is' : `"${this.code}" stays`} shown instead`;
  }

  /** Sets attribute `name` from inside (null removes it), without taking it as a new setting. */
  reflect(name, text) {
    this.reflecting = true;
    try {
      if (text === null) this.removeAttribute(name);
      else this.setAttribute(name, text);
    } finally {
      this.reflecting = false;
    }
  }

  fillControls() {
    const { t, el } = this;
    const s = this.settings;
    const g = this.session.game;
    const board = `${g?.holes ?? s.holes}-${g?.seeds ?? s.seeds}`;
    fillSelect(el.holes, BOARDS.map(([holes, seeds]) => [`${holes}-${seeds}`, t('boardChoice', { holes, seeds })]), board);
    fillSelect(el.opponent, [[0, t('twoPlayers')], ...t('levels').map((name, i) => [i + 1, t('computer', { level: name })])], s.opponent);
    const label = (side) => (s.opponent > 0 ? `${t(side)} (${side === s.player ? t('you') : t('computerName')})` : t(side));
    fillSelect(el.first, [['south', label('south')], ['north', label('north')]], s.first);
    el.steps.checked = s.steps;
    el.analysis.checked = s.analysis;
    el.sound.checked = s.sound;
  }

  /** Shows the parts the layout asks for; a kiosk shows nothing that leads away from the game. */
  layOut() {
    const s = this.settings;
    layout(this.el, s.controls, { kiosk: s.kiosk });
    this.el.frame.classList.toggle('kiosk', s.kiosk);
    const page = this.t('aboutPage');
    this.el.about.href = s.about ?? new URL(`../../${page}`, import.meta.url).href;
  }

  /** The controls' listeners: each one sets an attribute, and the attribute does the rest. */
  wire() {
    const { el } = this;
    el.newGame.addEventListener('click', () => this.newGame('button'));
    el.undo.addEventListener('click', () => this.undo());
    el.redo.addEventListener('click', () => this.redo());
    el.nextStep.addEventListener('click', () => this.view?.next());
    el.stepBack.addEventListener('click', () => this.view?.back());
    el.replay.addEventListener('click', () => this.replayReviewed());
    el.editOpen.addEventListener('click', () => this.edit());
    el.editCancel.addEventListener('click', () => this.endEdit());
    el.editPlay.addEventListener('click', () => this.playFromSetUp());
    el.editFix.addEventListener('click', () => this.editChange(() => this.editing.fixInStores()));
    el.editSouth.addEventListener('change', () => this.editChange(() => this.editing.setStore('south', Number(el.editSouth.value))));
    el.editNorth.addEventListener('change', () => this.editChange(() => this.editing.setStore('north', Number(el.editNorth.value))));
    el.editSide.addEventListener('change', () => this.editChange(() => { this.editing.toMove = el.editSide.value; }));
    el.editLink.addEventListener('click', async () => {
      const link = this.shareLink?.(this.editing.position());
      if (link) this.el.editNote.textContent = await copyText(link) ? this.t('linkCopied') : this.t('linkFailed', { link });
    });
    el.backToGame.addEventListener('click', () => this.endReview());
    el.holes.addEventListener('change', () => {
      const [holes, seeds] = el.holes.value.split('-');
      this.reflect('seeds', seeds); // taken with holes, for one new game
      this.readSetting('seeds');
      this.setAttribute('holes', holes);
    });
    el.first.addEventListener('change', () => this.setAttribute('first', el.first.value));
    el.opponent.addEventListener('change', () => this.setAttribute('opponent', el.opponent.value));
    el.steps.addEventListener('change', () => this.toggleAttribute('steps', el.steps.checked));
    el.analysis.addEventListener('change', () => this.toggleAttribute('analysis', el.analysis.checked));
    el.sound.addEventListener('change', () => this.toggleAttribute('sound', el.sound.checked));
    el.hint.addEventListener('click', () => this.hint());
    el.copyRecord.addEventListener('click', async () => {
      this.note(await copyText(this.recordWithPlayers()) ? this.t('copied') : this.t('copyFailed'));
    });
    el.saveRecord.addEventListener('click', () => downloadText(this.ownerDocument, this.recordWithPlayers()));
    el.openRecord.addEventListener('click', () => el.recordFile.click());
    el.recordFile.addEventListener('change', () => {
      const [file] = el.recordFile.files;
      el.recordFile.value = ''; // the same file may be opened again
      if (file) this.openFile(file);
    });
    el.copyLink.addEventListener('click', async () => {
      const link = this.shareLink?.(this.position);
      if (link) this.note(await copyText(link) ? this.t('linkCopied') : this.t('linkFailed', { link }));
    });
    // Escape skips the move being shown, wherever the focus is (a click on a pit leaves it on the page).
    this.onEscape = (e) => {
      if (e.key === 'Escape' && this.session.busy) this.view?.skip();
    };
    this.onStorage = (e) => this.followOtherTab(e);
    // A kiosk has no menu to open: a long press on a touch screen would bring one up.
    this.onContextMenu = (e) => {
      if (this.settings.kiosk) e.preventDefault();
    };
  }

  // ---- the game --------------------------------------------------------------

  /** Starts a new game from the settings; `reason` goes with the newgame event. */
  newGame(reason = 'script') {
    if (!this.api) return;
    this.session.start(this.freshGame());
    this.afterStart(reason);
  }

  startFromPosition(position) {
    let game;
    try {
      game = this.api.Game.fromPosition(position);
    } catch (error) {
      this.fail(this.t('badPosition', { message: error.message }));
      return;
    }
    this.session.start(game);
    this.afterStart('position');
  }

  /** After a game began: a fresh board, the board attribute in step, and the event. */
  afterStart(reason) {
    this.endReview(false);
    this.endEdit(false);
    const g = this.session.game;
    this.gameNumber += 1;
    this.report = null;
    if (String(g.holes) !== (this.getAttribute('holes') ?? '6')) this.reflect('holes', String(g.holes));
    this.settings.holes = g.holes;
    this.el.frame.dataset.holes = String(g.holes);
    this.view?.set({ holes: g.holes, lastMove: null, hint: null, pits: g.pits(), stores: g.stores() });
    this.el.words.textContent = '';
    this.el.preview.textContent = '';
    this.hideStep();
    this.fillControls();
    this.refresh();
    if (reason !== 'load') this.emit('newgame', { reason, position: g.position() });
  }

  visitorPlays(pit) {
    this.session.play(pit).catch((error) => { this.el.status.textContent = error.message; });
  }

  /** Shows a move: its words at once (for screen readers), the seeds sown, the chain taken. */
  async showMove(report) {
    const { t, view, el } = this;
    this.report = report;
    this.showPreview(null);
    view.set({ legal: [], interactive: false, lastMove: null, mark: null });
    el.status.textContent = this.session.demo ? t('demoTouch') : t('sowing', { side: t(report.mover), pit: report.letter });
    el.undo.disabled = true;
    el.redo.disabled = true;
    // Stepped, the words come with the steps, and the whole sentence once they are done.
    const words = moveWords(t, report, this.session.game.score(), this.session.game.letters());
    el.words.textContent = this.settings.steps ? '' : words;
    await view.animate(report);
    if (view !== this.view) return;
    el.words.textContent = words;
    this.hideStep();
    view.set({ lastMove: { origin: report.origin } });
  }

  moved(report, by) {
    this.emit('move', { ...report, position: report.position, by });
    const score = this.session.game.score();
    if (score.over) {
      this.emit('gameover', score);
      this.attract?.gameOver();
    }
  }

  showStep(step) {
    if (!this.report) return;
    if (step.kind === 'sow') this.clicks?.seed();
    else if (step.kind === 'link' && !this.report.grandSlam) this.clicks?.take();
    showStepBar(this.el, this.t, step, stepWords(this.t, this.report, step, this.session.game.letters()));
  }

  hideStep() {
    if (this.shadowRoot.activeElement === this.el.nextStep) this.view?.canvas.focus(); // keep the keyboard's place
    this.el.stepBar.hidden = true;
    this.el.stepText.textContent = '';
  }

  showPreview(pit) {
    const g = this.session.game;
    if (!g || !this.view || this.editing) return;
    const label = this.t('boardLabel', { holes: g.holes });
    if (pit == null || !this.session.visitorMayMove() || !g.legalMoves().includes(pit)) {
      this.view.set({ hint: null, label });
      this.el.preview.textContent = '';
      return;
    }
    const preview = g.preview(pit);
    let text = previewWords(this.t, preview, g.letters());
    const worth = this.values?.key === this.valueKey() ? this.values.byPit.get(pit) : null;
    if (worth) text += ` · ${valueWords(this.t, preview.letter, worth.value, worth.exact)}`;
    this.view.set({ hint: preview, label: `${label} ${text}` });
    this.el.preview.textContent = text;
  }

  /** Redraws everything but the board's seeds while a move is shown; keeps the game. */
  refresh() {
    const g = this.session.game;
    if (!g || !this.view) return;
    const { t, el, session } = this;
    const score = g.score();
    if (this.editing) return;
    const legal = session.visitorMayMove() && !this.reviewing ? g.legalMoves() : [];
    this.view.set({ holes: g.holes, letters: g.letters(), legal, interactive: legal.length > 0 });
    if (!session.busy && !this.reviewing) this.view.set({ pits: g.pits(), stores: g.stores() });
    const toMove = g.toMove();
    // While a move is shown, the bars keep the count from before it: the seeds have not landed yet.
    for (const side of session.busy ? [] : ['south', 'north']) {
      showPlayer(el[side], {
        name: t(side),
        role: session.opponent === 0 && !session.demo ? '' : ` · ${session.isComputer(side) ? `${t('computerName')} (${t('levels')[session.levelFor(side) - 1]})` : t('you')}`,
        seeds: seedWords(t, score[side]),
        points: t('points', { n: session.match[side] + score.points[side] }),
        active: !score.over && toMove === side,
        thinking: session.thinking && toMove === side,
        winner: score.over && score.winner === side,
      });
    }
    if (!session.busy) {
      let status;
      if (score.over) status = endWords(t, score);
      else if (session.demo) status = t('demoTouch');
      else if (session.thinking) status = t('thinking');
      else if (session.opponent > 0 && toMove === session.player) status = t('yourTurn');
      else status = t('toMove', { side: t(toMove) });
      el.status.textContent = status;
      el.undo.disabled = !session.canUndo();
      el.redo.disabled = !session.canRedo();
    }
    el.copyLink.hidden = typeof this.shareLink !== 'function';
    el.hint.disabled = legal.length === 0;
    if (this.hintKey && this.hintKey !== this.valueKey()) {
      this.hintKey = null;
      this.view.set({ mark: null });
    }
    this.showValues(legal);
    if (session.opponent >= TABLES_LEVEL) this.computerPlayer().prepare(g.holes); // ready by the endgame
    this.moveList.update(t, g, this.gameNumber);
    this.keep();
  }

  computerPlayer() {
    if (!this.computer) {
      this.computer = new Computer(this.api.Engine);
      this.computer.listen((m) => {
        if (m.type === 'tables') this.tablesProgress(m);
        else if (m.type === 'fallback') this.notify(this.t('workerFailed')); // it plays on, on the page's thread
      });
    }
    return this.computer;
  }

  /** Who played each side, for the record. */
  recordWithPlayers() {
    const { t, session } = this;
    const name = (side) => (session.isComputer(side) ? `${t('computerName')} (${t('levels')[session.opponent - 1]})`
      : session.opponent > 0 ? t('you') : t(side));
    return recordText(session.game, { south: name('south'), north: name('north') });
  }

  async openFile(file) {
    const tooLong = recordTooLong(file.size);
    if (tooLong) {
      this.note(this.t('openFailed', { name: file.name, message: tooLong }));
      return;
    }
    try {
      const game = this.api.Game.fromRecord(await file.text());
      this.session.start(game);
      this.afterStart('record');
      this.note(this.t('opened', { name: file.name, n: game.moves().length }));
    } catch (error) {
      this.note(this.t('openFailed', { name: file.name, message: error.message }));
    }
  }

  note(text) {
    this.el.recordNote.textContent = text;
  }

  // ---- properties and methods ---------------------------------------------------

  /** The position now (a position string); setting it starts from that position. */
  get position() {
    return this.session.game?.position() ?? this.settings.position ?? null;
  }

  set position(text) {
    this.setAttribute('position', text);
  }

  /** The game's record; setting it loads the record (its history included) and plays on from its end. */
  get record() {
    return this.session.game ? this.recordWithPlayers() : null;
  }

  set record(text) {
    if (!this.api) {
      loadEngine().then(() => { this.record = text; }, () => {});
      return;
    }
    const tooLong = recordTooLong(String(text).length);
    if (tooLong) {
      this.fail(tooLong);
      return;
    }
    let game;
    try {
      game = this.api.Game.fromRecord(String(text));
    } catch (error) {
      this.fail(error.message);
      return;
    }
    this.session.start(game);
    this.afterStart('record');
  }

  /** The score now: { south, north, over, winner, points, end, ending }, as the API gives it. */
  get score() {
    return this.session.game?.score() ?? null;
  }

  /** The pits the side to move may empty (by index), [] while that is the computer, a move is shown or an earlier one looked at. */
  get legalMoves() {
    return this.session.visitorMayMove() && !this.reviewing && !this.editing ? this.session.game.legalMoves() : [];
  }

  /** The moves played so far, as pit indices (game.moves()). */
  get moves() {
    return this.session.game?.moves() ?? [];
  }

  /** "south" or "north". */
  get toMove() {
    return this.session.game?.toMove() ?? null;
  }

  /** True while the game loads, a move is being shown (or an earlier one replayed) or the computer thinks. */
  get busy() {
    return !this.started || !this.session.game || !this.view || this.session.busy || this.session.thinking || !!this.replaying;
  }

  /** Where pit `pit` is drawn, in CSS px from the board canvas's top-left corner. */
  pitCenter(pit) {
    return this.view.pitCenter(pitIndex(this.session.game, pit));
  }

  /**
   * Plays `pit` (an index or a letter) as if the visitor had chosen it. Resolves with
   * the move report once it has been shown; rejects with an Error naming why a move
   * is refused (not your turn, not your pit, empty, must feed, game over).
   */
  async play(pit) {
    if (!this.session.game) throw new Error('the game is not loaded yet (wait for the ready event)');
    if (this.editing) throw new Error('a position is being set up (playFromSetUp() or endEdit() first)');
    this.endReview(false);
    return this.session.play(pitIndex(this.session.game, pit));
  }

  /** Takes back the last move (against the computer, the computer's reply too). */
  undo() {
    this.endReview(false);
    if (!this.session.undo()) return false;
    const g = this.session.game;
    this.view.set({ lastMove: null, pits: g.pits(), stores: g.stores() });
    this.el.words.textContent = `${this.t('undone')} ${this.t('scoreLine', g.score())}`;
    return true;
  }

  /** Plays the last undone move again; resolves once it has been shown. */
  redo() {
    this.endReview(false);
    return this.session.redo();
  }
}

// The parts of the element kept in files of their own.
Object.assign(UrimGame.prototype, adviceMethods, editingMethods, reviewMethods, keepingMethods, kioskMethods);

// Attributes mirror properties: each setting reads back its last good value.
UrimElement.mirror(UrimGame, GAME_OPTIONS, (game, name) => game.settings[name]);
