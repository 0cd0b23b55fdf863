// The course of one game on screen, without any DOM: whose turn it is, whether a
// move is being shown or the computer is thinking, undo and redo, the computer's
// replies, and the match points over a series of games. The element that owns it
// shows moves (`show`), asks the computer (`think`) and redraws on `changed`.

/** Match points before any game has ended. */
export const NO_POINTS = Object.freeze({ south: 0, north: 0 });

/** A short pause before the computer's move, so that a visitor sees it coming. */
const COMPUTER_PAUSE_MS = 350;

export class GameSession {
  /**
   * @param {object} host
   * @param {(report: object) => Promise<void>} host.show animates a move report; resolves once shown
   * @param {(game: object, level: number) => Promise<{ pit: number | null }>} host.think the computer's move at `level`
   * @param {() => void} host.stopThinking ends a running search
   * @param {() => void} host.changed the state changed: redraw
   * @param {(report: object) => void} host.jump shows a move's result at once (redo)
   * @param {(report: object, by: 'visitor' | 'computer') => void} host.moved a move was shown
   * @param {(error: Error) => void} host.failed the computer could not answer
   * @param {() => number} [host.pause] ms to wait before the computer moves
   */
  constructor(host) {
    this.host = host;
    this.game = null;
    this.busy = false;        // a move is being shown
    this.thinking = false;    // the computer is searching
    this.token = 0;           // bumps whenever a pending answer or animation must be ignored
    this.match = { ...NO_POINTS };
    this.opponent = 0;        // 0: two people; 1..5: the computer's level
    this.player = 'south';    // the visitor's side against the computer
    this.demo = null;         // { south, north } levels while the computer plays both sides
  }

  /** The computer's level for `side`. */
  levelFor(side) {
    return this.demo?.[side] ?? this.opponent;
  }

  /** Whether the computer plays `side`. */
  isComputer(side) {
    if (this.demo) return true;
    return this.opponent > 0 && side !== this.player;
  }

  /** Whether a visitor may move now. */
  visitorMayMove() {
    const g = this.game;
    return !!g && !g.isOver() && !this.busy && !this.thinking && !this.isComputer(g.toMove());
  }

  /** Why a visitor may not move now, or null when they may. */
  refusal() {
    const g = this.game;
    if (!g) return 'the game is not loaded yet';
    if (g.isOver()) return 'the game is over';
    if (this.busy) return 'a move is still being shown';
    if (this.thinking || this.isComputer(g.toMove())) return `it is the computer's turn (${g.toMove()} to move)`;
    return null;
  }

  /** Whether undo has a visitor's move to take back. */
  canUndo() {
    const g = this.game;
    if (!g?.canUndo()) return false;
    return this.opponent === 0 || g.history().some((h) => !this.isComputer(h.side));
  }

  /** Whether redo has a move to play again. */
  canRedo() {
    return !!this.game?.canRedo() && !this.busy;
  }

  /**
   * Ends the game on show (its match points counted if it was over) and starts
   * `game`; the computer moves if it is its turn.
   */
  start(game) {
    this.interrupt();
    const old = this.game;
    if (old) {
      const score = old.score();
      if (score.over) {
        this.match.south += score.points.south;
        this.match.north += score.points.north;
      }
      if (old !== game) old.free();
    }
    this.game = game;
    this.host.changed();
    this.computerTurn();
  }

  /**
   * Plays `pit` for the visitor and resolves once it has been shown (and the
   * computer's reply has begun). Rejects with an Error naming why when refused;
   * the game is left as it was.
   */
  async play(pit) {
    const why = this.refusal();
    if (why) throw new Error(why);
    const report = this.game.play(pit); // throws the engine's reason: not your pit, empty, must feed
    const token = this.token;
    await this.showMove(report, 'visitor');
    if (token !== this.token) return report;
    this.host.changed();
    this.computerTurn();
    return report;
  }

  async showMove(report, by) {
    this.busy = true;
    this.host.changed();
    try {
      await this.host.show(report);
    } finally {
      this.busy = false;
    }
    this.host.moved(report, by);
  }

  /** Lets the computer move when it is its turn. */
  async computerTurn() {
    const g = this.game;
    if (!g || g.isOver() || !this.isComputer(g.toMove()) || this.thinking || this.busy) return;
    const token = ++this.token;
    this.thinking = true;
    this.host.changed();
    let best;
    try {
      const pause = new Promise((done) => { setTimeout(done, this.host.pause?.() ?? COMPUTER_PAUSE_MS); });
      [best] = await Promise.all([this.host.think(g, this.levelFor(g.toMove())), pause]);
    } catch (error) {
      if (token !== this.token) return;
      this.thinking = false;
      this.host.changed();
      this.host.failed(error);
      return;
    }
    if (token !== this.token) return;
    this.thinking = false;
    if (best.pit == null || g !== this.game || !this.isComputer(g.toMove())) {
      this.host.changed();
      return;
    }
    const report = g.play(best.pit);
    await this.showMove(report, 'computer');
    if (token !== this.token) return;
    this.host.changed();
    this.computerTurn(); // the visitor may have no move left while the game goes on
  }

  /** Stops the computer and any move being shown (their answers are ignored). */
  interrupt() {
    this.token += 1;
    if (this.thinking) this.host.stopThinking();
    this.thinking = false;
    this.busy = false;
  }

  /** Takes back the last move (against the computer, back to the visitor's last turn). */
  undo() {
    if (!this.canUndo()) return false;
    this.interrupt();
    const g = this.game;
    g.undo();
    while (this.opponent > 0 && g.canUndo() && this.isComputer(g.toMove())) g.undo();
    this.host.changed();
    this.computerTurn();
    return true;
  }

  /** Plays the undone move again (against the computer, up to the visitor's next turn). */
  async redo() {
    if (!this.canRedo()) return false;
    this.interrupt();
    const g = this.game;
    const token = this.token;
    let report = g.redo();
    while (this.opponent > 0 && g.canRedo() && this.isComputer(g.toMove())) {
      this.host.jump(report); // the visitor's move is shown at once, the computer's reply sown
      report = g.redo();
    }
    await this.showMove(report, this.isComputer(report.mover) ? 'computer' : 'visitor');
    if (token !== this.token) return true;
    this.host.changed();
    this.computerTurn();
    return true;
  }

  /** Changes the computer's level (0: two people); the computer moves if it is now its turn. */
  setOpponent(level, player = this.player) {
    if (level === this.opponent && player === this.player) return;
    if (this.thinking) this.interrupt();
    this.opponent = level;
    this.player = player;
    this.host.changed();
    this.computerTurn();
  }
}
