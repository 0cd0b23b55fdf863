// How <urim-game>'s parts are put together: the machine that holds its one state,
// what follows each change, the advice, keeping, editing and gallery parts, each
// given the small host it needs; and the board view wired to the element when it
// is on the page.
import { BoardView } from '../view/board-view.js';
import { MoveShow } from '../view/move-show.js';
import { editInput } from '../view/edit-input.js';
import { keepFocus } from '../view/keep-focus.js';
import { GameMachine } from '../game/machine.js';
import { Advice } from './game-advice.js';
import { Editing } from './game-editing.js';
import { Predicting } from './game-predict.js';
import { Learning } from './game-learn.js';
import { Reviewer } from './game-review-open.js';
import { Keeping } from './game-keeping.js';
import { Gallery } from './game-kiosk.js';
import { Follower } from './game-follow.js';
import { Voice } from './game-speech.js';
import { computerOf } from './game-computer.js';
import { engineOf } from './game-api.js';
import { freshGame, positionGame } from './game-start.js';
import { moveRefusalWords } from '../words/refusal-words.js';
import { addEnglish } from '../i18n/index.js';

/** @typedef {import('./game-element.js').UrimGame} UrimGame */

/**
 * The parts of element `game`, its state starting as `state`.
 * @param {UrimGame} game
 * @param {import('../game/state.js').GameState} state
 * @returns {{ machine: GameMachine, follower: Follower, advice: Advice, keeping: Keeping, editor: Editing, gallery: Gallery, guess: Predicting, learning: Learning, reviewer: Reviewer }}
 */
export function makeParts(game, state) {
  const follower = new Follower(game);
  /** @type {Predicting} set just below: it needs the machine, and the machine's hooks need it */
  let guess;
  const voice = new Voice(game); // the moves said aloud, with `speak`
  const reviewer = new Reviewer(game); // Review the game: its panel follows the state
  const machine = new GameMachine(state, {
    show: (report) => {
      guess.showing(report); // a move not predicted: the last verdict goes
      game.seedsHeard = 0;
      game.pitsHeard = 0;
      return game.view?.animate(report) ?? Promise.resolve();
    },
    stopShowing: () => {
      guess.remove();
      game.view?.skip();
    },
    predict: (report) => guess.ask(report),
    keep: () => game.keeping.keepMove(),
    think: (played, level) => computerOf(game).search(played, { level, nodes: game.settings.nodes }),
    stopThinking: () => game.computer?.stop(),
    // With reduced motion a move is shown at once: a demonstration then waits instead (game-kiosk.js).
    pause: () => (game.view?.reducedMotion ? game.gallery.stillPause() : undefined),
    changed: (now, before) => {
      follower.changed(now, before);
      voice.changed(now, before);
      reviewer.changed(now);
    },
    moved: (report, by) => {
      guess.reveal(); // what of the class's guess was right, now that the board has shown it
      follower.moved(report, by);
    },
    failed: (error) => game.fail(/** @type {Error} */ (error).message),
  });
  guess = new Predicting({
    machine,
    code: () => game.predictCode(),
    root: () => /** @type {ShadowRoot} */ (game.shadowRoot),
    mount: (panel) => game.el.messages.insertBefore(panel, game.el.stepBar),
    t: () => game.t,
    focusBoard: () => game.view?.canvas.focus(),
  });
  // The parts ask for the engine only once it is loaded (as before, not having it throws).
  const api = () => engineOf(game);
  const advice = new Advice({
    machine,
    computer: () => computerOf(game),
    api,
    fail: (m) => game.fail(m),
    notify: (n) => game.notify(n),
  });
  const keeping = new Keeping({
    element: game,
    api,
    state: () => machine.state,
    notify: (n) => game.notify(n),
    start: (started, reason, match) => machine.start(started, reason, match),
  });
  const editor = new Editing({
    machine,
    api,
    addTools: () =>
      import('../editor/tools.js').then((tools) => {
        addEnglish(tools.ENGLISH);
        tools.addTools(game);
      }),
  });
  const learning = new Learning({
    frame: game.el.frame,
    lang: () => machine.state.lang,
    theme: () => machine.state.settings.theme,
    present: () => game.hasAttribute('present'),
    t: () => game.t,
    focusBoard: () => game.view?.canvas.focus(),
    fail: (error) => game.fail({ key: 'loadFailed', vars: { message: error.message } }),
  });
  const gallery = new Gallery({
    element: game,
    machine,
    freshGame: () => freshGame(game),
    lessonGame: () => (game.settings.position ? positionGame(game) : null),
    idleReset: () => {
      learning.close(); // the lessons too, and their stars
      reviewer.leave(); // and a review
      game.clearNotice();
      game.note('');
      game.el.moves.open = false;
      game.foldSettings(); // the kiosk's settings fold again
    },
  });
  return { machine, follower, advice, keeping, editor, gallery, guess, learning, reviewer };
}

/**
 * The board of element `game`, its events wired to the element's parts.
 * @param {UrimGame} game
 */
export function attachBoard(game) {
  const { holes } = game.machine.state.game ?? game.settings;
  const view = new BoardView(game.el.board, { holes, label: game.t('boardLabel', { holes: 6 }) });
  view.useMoveShow(MoveShow); // a game shows moves from the start
  view.useEditInput(editInput); // and sets up positions
  view.canvas.setAttribute('part', 'canvas');
  view.canvas.setAttribute('aria-describedby', 'status preview');
  view.on('select', (/** @type {{ pit: number }} */ { pit }) => {
    if (!game.guess.choose(pit))
      // not where the class says the last seed will fall: a move
      game.machine.play(pit).catch((/** @type {Error} */ error) => {
        // The visitor's words, chosen by the refusal's kind (never the engine's English).
        const words = moveRefusalWords(error, game.machine.state.game?.letters() ?? [], (key) => game.t(key));
        game.el.status.textContent = game.t(words.key, words.vars);
      });
  });
  view.on('focuspit', (/** @type {{ pit: number | null }} */ { pit }) => {
    game.focusPit = pit;
    game.follower.draw();
  });
  view.on('step', (/** @type {import('../types/front.js').ShownStep} */ step) => game.follower.showStep(step));
  view.on('edit', (/** @type {import('./game-editing.js').PitEdit} */ change) => game.editor.pit(change));
  // One tick for every seed landed, also when a slow frame lands several at once
  // (`n` counts the move's seeds landed so far; each move shown starts it again).
  view.on('land', (/** @type {{ n: number }} */ { n }) => {
    for (let i = game.seedsHeard; i < n; i += 1) game.gallery.clicks?.seed();
    game.seedsHeard = Math.max(game.seedsHeard, n);
  });
  view.on('take', (/** @type {{ n: number }} */ { n }) => {
    for (let i = game.pitsHeard; i < n; i += 1) game.gallery.clicks?.take();
    game.pitsHeard = Math.max(game.pitsHeard, n);
  });
  // A control that goes (disabled or hidden under the visitor's hand) hands the focus to the board.
  game.keepingFocus = keepFocus(game.shadowRoot, view.canvas);
  return view;
}
