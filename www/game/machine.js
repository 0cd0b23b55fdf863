// The course of a <urim-game>'s game, without any DOM. It holds the element's one
// state (state.js) and is its only writer: every change is a named transition
// applied through `go`. It drives what takes time: a move sown on the board, the
// computer's search, undo and redo, an earlier move played again, and the one
// `start` that every new game goes through, whatever its reason.
import * as T from './state.js';
import * as Q from './questions.js';

/** A short pause before the computer's move, so that a visitor sees it coming. */
const COMPUTER_PAUSE_MS = 350;

/**
 * @typedef {import('./state.js').GameState} GameState
 * @typedef {import('./state.js').Mover} Mover
 * @typedef {import('../types/front.js').Game} Game
 * @typedef {import('../types/front.js').MoveReport} MoveReport
 */

/**
 * The words of a move once shown, as data (drawn in the language shown).
 * @param {MoveReport} report
 * @param {Game} game
 * @returns {import('../types/front.js').Words}
 */
const moveSaid = (report, game) => ({ kind: 'move', report, score: game.score(), letters: game.letters() });

/**
 * The engine games state `state` holds, which the machine owns.
 * @param {GameState} state
 * @returns {Game[]}
 */
const gamesOf = (state) => /** @type {Game[]} */ ([state.game, state.review?.game].filter(Boolean));

/**
 * The score once the move looked at is played: `review`, the board before it (its
 * move still to redo), moved on a move and back.
 * @param {Game} review
 */
function scoreAfter(review) {
  review.redo();
  const score = review.score();
  review.undo();
  return score;
}

export class GameMachine {
  /**
   * @param {GameState} state the first state (state.js `initial`)
   * @param {object} host what the machine needs from its element
   * @param {(report: MoveReport) => Promise<unknown>} host.show sows `report` on the board; resolves once shown
   * @param {() => void} host.stopShowing ends the move on show at once
   * @param {(report: MoveReport) => Promise<unknown>} host.predict asks the class what `report` will do; resolves once they said (or chose to just see it)
   * @param {() => Promise<void>} host.keep keeps the move just played before it is shown; rejects with the reason when it may not be (another tab's game moved on)
   * @param {(game: Game, level: number) => Promise<{ pit: number | null }>} host.think the computer's move
   * @param {() => void} host.stopThinking ends a running search
   * @param {() => number | undefined} host.pause ms before the computer moves (undefined: the usual)
   * @param {(state: GameState, before: GameState) => void} host.changed the state changed
   * @param {(report: MoveReport, by: Mover) => void} host.moved a move of the game on show was shown
   * @param {(error: unknown) => void} host.failed the computer could not answer
   */
  constructor(state, host) {
    this.state = state;
    this.host = host;
    this.token = 0; // bumps whenever a pending answer or animation must be ignored
    this.searching = false; // a search is under way
    this.stalled = ''; // the position the computer failed to answer in: not asked again
  }

  /**
   * Applies transition `fn` (state.js) with `args`, and tells the element. The
   * machine owns the engine games its states hold (the game of record, the copy
   * under review): one that the new state no longer holds is freed here, once
   * the element has been told, and by no one else.
   * @template {unknown[]} A
   * @param {(state: GameState, ...args: A) => GameState} fn
   * @param {A} args
   */
  go(fn, ...args) {
    const before = this.state;
    this.state = fn(before, ...args);
    this.host.changed(this.state, before);
    for (const game of gamesOf(before)) if (!gamesOf(this.state).includes(game)) game.free();
    return this.state;
  }

  /** Stops the computer and the move on show; what they answer later is ignored. */
  interrupt() {
    this.token += 1;
    if (this.searching) this.host.stopThinking();
    this.searching = false;
    this.host.stopShowing();
  }

  /**
   * The one way a game starts, for every `reason` (a newgame reason). The game on
   * show ends (its points go to the match when it was over, unless `match` is
   * given) and is freed. The machine owns `game` from now on.
   * @param {Game} game
   * @param {string} reason
   * @param {{ south: number, north: number } | null} [match]
   */
  start(game, reason, match = null) {
    this.interrupt();
    const s = this.state;
    let points = match ?? s.match;
    if (!match && s.game) {
      const score = s.game.score();
      if (score.over) points = { south: points.south + score.points.south, north: points.north + score.points.north };
    }
    this.stalled = '';
    this.go(T.started, game, reason, points); // frees the game on show and any copy under review
  }

  /**
   * Plays `pit` for the visitor and resolves with the report once it has been
   * shown. Rejects with an Error naming why when refused; the game stays as it was.
   * @param {number} pit
   * @returns {Promise<MoveReport>}
   */
  async play(pit) {
    const why = Q.refusal(this.state);
    if (why) throw new Error(why);
    const report = /** @type {Game} */ (this.state.game).play(pit); // throws the engine's reason: not your pit, empty, must feed
    await this.show(report, 'visitor');
    return report;
  }

  /**
   * Keeps and shows `report` (just played by `by`); false when interrupted
   * meanwhile. Rejects with the reason when the move may not be kept: the game it
   * was played in is no longer on show by then, or is put back as it was.
   * @param {MoveReport} report
   * @param {Mover} by
   */
  async show(report, by) {
    const token = this.token;
    const game = /** @type {Game} */ (this.state.game);
    const { steps, predict } = this.state.settings;
    this.go(T.showing, report, by, steps, predict);
    try {
      await this.host.keep();
    } catch (error) {
      if (token === this.token && game === this.state.game) {
        game.undo(); // not kept, and no other game came instead: the move is taken back
        this.go(T.rewound, null);
      }
      throw error;
    }
    if (token !== this.token) return false;
    if (this.state.mode === 'predicting') {
      await this.host.predict(report);
      if (token !== this.token) return false;
      this.go(T.predicted);
    }
    await this.host.show(report);
    if (token !== this.token) return false;
    this.go(T.shown, moveSaid(report, game));
    this.host.moved(report, by);
    return true;
  }

  /** Lets the computer move when it is its turn (called after every change). */
  async computerTurn() {
    const s = this.state;
    if (this.searching || !Q.computerToMove(s)) return;
    const game = /** @type {Game} */ (s.game);
    const where = `${game.position()}|${game.moves().length}`;
    if (this.stalled === where) return;
    const token = ++this.token;
    this.searching = true;
    this.go(T.thinking);
    let best;
    try {
      const pause = new Promise((done) => {
        setTimeout(done, this.host.pause() ?? COMPUTER_PAUSE_MS);
      });
      [best] = await Promise.all([this.host.think(game, Q.levelFor(s, game.toMove())), pause]);
    } catch (error) {
      if (token !== this.token) return;
      this.searching = false;
      this.stalled = where;
      this.go(T.thought);
      this.host.failed(error);
      return;
    }
    if (token !== this.token) return;
    this.searching = false;
    if (best.pit == null || game !== this.state.game || !Q.isComputer(this.state, game.toMove())) {
      this.stalled = where;
      this.go(T.thought);
      return;
    }
    const report = game.play(best.pit);
    this.go(T.thought);
    await this.show(report, 'computer').catch(() => {}); // another tab's move came first: that game is on show
  }

  /** Whether undo has a visitor's move to take back. */
  canUndo() {
    return ['playing', 'thinking', 'predicting', 'showing', 'stepping'].includes(this.state.mode) && Q.undoable(this.state);
  }

  /** Whether redo has a move to play again. */
  canRedo() {
    return Q.redoable(this.state);
  }

  /** Takes back the last move (against the computer, back to the visitor's last turn). */
  undo() {
    if (!this.canUndo()) return false;
    this.interrupt();
    const s = this.state;
    const g = /** @type {Game} */ (s.game);
    g.undo();
    while (s.settings.opponent > 0 && g.canUndo() && Q.isComputer(s, g.toMove())) g.undo();
    this.stalled = '';
    this.go(T.rewound, { kind: 'undone', score: g.score() });
    return true;
  }

  /** Plays the undone move again (against the computer, up to the visitor's next turn). */
  async redo() {
    if (!this.canRedo()) return false;
    this.interrupt();
    const s = this.state;
    const g = /** @type {Game} */ (s.game);
    let report = g.redo();
    while (s.settings.opponent > 0 && g.canRedo() && Q.isComputer(s, g.toMove())) {
      this.go(T.rewound, null); // the visitor's move at once; the computer's reply is sown
      report = g.redo();
    }
    return this.show(report, Q.isComputer(s, report.mover) ? 'computer' : 'visitor').then(
      () => true,
      () => false, // another tab's game moved on: that game is on show, and the notice says so
    );
  }

  /**
   * Looks at move `ply` (1 for the first) again: `before` is a copy of the game
   * before it (the machine frees it), `report` the move. The game waits meanwhile.
   * @param {number} ply
   * @param {Game} before
   * @param {MoveReport} report
   */
  review(ply, before, report) {
    this.interrupt();
    this.go(T.reviewing, ply, before, report); // frees the copy looked at before
  }

  /** Plays the move looked at again, from the board before it (stepped when steps are on). */
  async replay() {
    const r = this.state.review;
    if (!r) return;
    this.interrupt();
    const token = this.token;
    this.go(T.replaying, false, null, false); // the board before the move
    // No words while the seeds move: the move's sentence tells the capture and the
    // score, which the class should see happen first.
    this.go(T.replaying, true, null, false);
    await this.host.show(r.report);
    if (token !== this.token || this.state.review?.game !== r.game) return;
    this.go(T.replaying, false, { ...moveSaid(r.report, r.game), score: scoreAfter(r.game) }, true);
  }

  /** Back to the game on show from a review or the editor; the computer goes on if it is its turn. */
  backToGame() {
    if (!this.state.review && !this.state.setUp) return;
    this.interrupt();
    this.go(T.backToGame); // frees the copy looked at
  }

  /**
   * Who plays changed (the computer's level, the visitor's side: already in the
   * settings): a search for a side that is no longer the computer's is dropped, and
   * the computer moves if it is now its turn.
   */
  seated() {
    if (this.searching) this.interrupt();
    this.stalled = '';
    if (this.state.mode === 'thinking') this.go(T.thought);
  }
}
