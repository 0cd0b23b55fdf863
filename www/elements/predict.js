// Predict first, for <urim-game> and <urim-board> with `predict`: before a move is
// shown, the class is asked where its last seed will fall (a pit chosen on the
// board) and how many seeds it will take; then the move is shown (step by step
// with steps on), and once it has been, the panel says what was right. Loaded the
// first time a move is to be predicted. It imports nothing: what it needs of the
// element comes in the host, so that the elements' bundle shares nothing with it.

/**
 * The panel's English words, the fallback of every language for them (each
 * translation holds them as it holds the rest). They come with the panel, not in
 * en.js, so that the first load does not carry them (i18n/index.js, addEnglish).
 */
export const ENGLISH = Object.freeze({
  predictStatus: '{side} plays {pit}: what will happen?',
  predictWhere: 'Where will the last seed from {pit} fall? Choose that pit on the board.',
  predictCount: 'How many seeds will {pit} take?',
  predictShow: 'Show the move',
  predictSkip: 'Just show it',
  predictSaid: { one: 'Your guess: the last seed in {where}, {n} seed taken.', other: 'Your guess: the last seed in {where}, {n} seeds taken.' },
  predictWhereRight: 'Right: the last seed fell in {pit}.',
  predictWhereWrong: 'The last seed fell in {pit}, not in {said}.',
  predictCountRight: { one: 'Right: {n} seed was taken.', other: 'Right: {n} seeds were taken.' },
  predictCountWrong: { one: '{n} seed was taken, not {said}.', other: '{n} seeds were taken, not {said}.' },
  predictNone: 'Right: nothing was taken.',
  predictNoneWrong: 'No seeds were taken, not {said}.',
  predictTooMany: 'The board holds {most} seeds: no move can take more. Guess again.',
  predictSlam: 'A grand slam: it would take every seed of the row, so it takes none.',
});

/**
 * The most seeds a guess about `move` may name: every seed on the board (no move
 * takes more). A larger guess is refused with its reason, never cut down unsaid.
 * @param {Move} move
 */
const mostGuessed = (move) => move.pits.reduce((sum, n) => sum + n, 0) + move.stores.south + move.stores.north;

/** The panel's look, added to the element's shadow root once (each colour falls back on the theme's default, as styles.js does). */
const PREDICT_CSS = `
.predict { margin: 0.4rem 0; padding: 0.6rem 0.75rem; border-radius: 0.6rem; border: 2px solid var(--urim-accent, var(--urim-default-accent));
  background: var(--urim-panel, var(--urim-default-panel)); display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
.predict p { margin: 0; flex: 1 1 16rem; font-weight: 600; }
.predict input { width: 4.5em; font: inherit; padding: 0.3rem 0.4rem; border-radius: 0.4rem; border: 1px solid var(--urim-line, var(--urim-default-line));
  background: var(--urim-paper, var(--urim-default-paper)); color: var(--urim-ink, var(--urim-default-ink)); }
.predict .verdict { font-weight: 700; color: var(--urim-ink, var(--urim-default-ink)); }
`;

/**
 * @typedef {(key: string, vars?: Record<string, string | number>) => string} Translate
 * @typedef {{ where: number | null, count: number | null }} Guess what the class said: the pit, the seeds taken
 * @typedef {{ letter: string, last: number, captured: number, grandSlam: boolean, mover: string, pits: readonly number[], stores: { south: number, north: number } }} Move what of the move report the panel reads
 * @typedef {object} Host what the element gives the panel
 * @property {ShadowRoot} root the element's shadow root (the panel's style goes there)
 * @property {(panel: HTMLElement) => void} mount puts the panel where the element's words are
 * @property {Translate} t the element's words
 * @property {readonly string[]} letters the board's pit letters, by pit index
 * @property {(chosen: ((pit: number) => void) | null) => void} choosing lets every pit of the board be
 *   chosen, each choice given to `chosen` (null: the board back as it was)
 * @property {() => void} focusBoard puts the keyboard on the board
 */

/** @type {WeakSet<ShadowRoot>} */
const styled = new WeakSet();

/**
 * A button of the panel.
 * @param {string} text
 * @param {() => void} onclick
 */
function button(text, onclick) {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = text;
  b.addEventListener('click', onclick);
  return b;
}

/**
 * Asks the class about `move` (just played, not yet shown) in a panel. `guess`
 * resolves with what they said (null: they chose to just see it, or it was
 * dismissed); `reveal()` says what was right once the move has been shown;
 * `remove()` takes the panel away.
 * @param {Host} host
 * @param {Move} move
 */
export function ask(host, move) {
  const { letters } = host;
  let { t } = host;
  if (!styled.has(host.root)) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(PREDICT_CSS);
    host.root.adoptedStyleSheets = [...host.root.adoptedStyleSheets, sheet];
    styled.add(host.root);
  }
  const panel = document.createElement('div');
  panel.className = 'predict';
  panel.setAttribute('part', 'prediction');
  panel.setAttribute('role', 'group');
  const question = document.createElement('p');
  question.setAttribute('aria-live', 'polite');
  panel.append(question);
  host.mount(panel);

  /** @type {Guess} */
  const said = { where: null, count: null };
  /** @type {(guess: Guess | null) => void} */
  let settle = () => {};
  /** @type {Promise<Guess | null>} */
  const guess = new Promise((done) => {
    settle = done;
  });
  const finish = (/** @type {Guess | null} */ answer) => {
    host.choosing(null);
    settle(answer);
    settle = () => {};
  };
  // The keys go back to the board before a control under the visitor's hand goes (steps, the next move).
  /** @type {() => string} the question as it stands, in the language of `t` */
  let asking = () => t('predictWhere', { pit: move.letter });
  /** @type {HTMLInputElement | null} */
  let count = null;
  /** @type {HTMLButtonElement | null} */
  let show = null;
  /** @type {HTMLParagraphElement | null} */
  let verdict = null;
  /** Writes every word of the panel in the language of `t`: at first, and when the element changes language. */
  const label = () => {
    question.textContent = asking();
    skip.textContent = t('predictSkip');
    if (show) show.textContent = t('predictShow');
    count?.setAttribute('aria-label', question.textContent);
    if (verdict) verdict.textContent = verdictWords(t, said, move, letters);
  };
  const skip = button('', () => {
    host.focusBoard();
    finish(null);
    panel.remove();
  });

  // First: where the last seed falls, a pit chosen on the board (a tap, or the arrow keys and Enter).
  panel.append(skip);
  label();
  host.choosing((pit) => {
    said.where = pit;
    host.choosing(null);
    askCount();
  });
  host.focusBoard();

  // Then: how many seeds it takes, a number typed or stepped (Enter shows the move).
  function askCount() {
    asking = () => t('predictCount', { pit: move.letter });
    const field = document.createElement('input');
    const most = mostGuessed(move);
    Object.assign(field, { type: 'number', min: '0', max: String(most), value: '0', inputMode: 'numeric' });
    const shown = button('', () => {
      const n = Math.trunc(Number(field.value));
      if (Number.isFinite(n) && n > most) {
        asking = () => t('predictTooMany', { most });
        label();
        field.select();
        return;
      }
      said.count = Number.isFinite(n) ? Math.max(0, n) : 0;
      asking = () => t('predictSaid', { where: letters[said.where ?? 0], n: said.count ?? 0 });
      host.focusBoard();
      field.remove();
      shown.remove();
      skip.remove();
      [count, show] = [null, null];
      label();
      finish({ ...said });
    });
    field.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') shown.click();
    });
    [count, show] = [field, shown];
    label();
    panel.insertBefore(field, skip);
    panel.insertBefore(shown, skip);
    field.focus();
    field.select();
  }

  return {
    guess,
    /** Says, once the move has been shown, what of the guess was right. */
    reveal() {
      if (said.count == null) return;
      verdict = document.createElement('p');
      verdict.className = 'verdict';
      verdict.setAttribute('aria-live', 'polite');
      panel.append(verdict);
      label();
    },
    /**
     * Says everything again in the language of `words`: the element changed language while the panel is up.
     * @param {Translate} words
     */
    relabel(words) {
      if (words === t) return;
      t = words;
      label();
    },
    /** Takes the panel away (a new move, a new game); a guess still asked for ends as none. */
    remove() {
      finish(null);
      panel.remove();
    },
  };
}

/**
 * What of guess `said` was right about `move`, in words.
 * @param {Translate} t
 * @param {Guess} said
 * @param {Move} move
 * @param {readonly string[]} letters
 */
export function verdictWords(t, said, move, letters) {
  const pit = letters[move.last];
  const where = said.where === move.last ? t('predictWhereRight', { pit }) : t('predictWhereWrong', { pit, said: letters[said.where ?? 0] });
  let count;
  if (move.captured === 0 && said.count === 0) count = t('predictNone');
  else if (move.captured === 0) count = t('predictNoneWrong', { said: said.count ?? 0 });
  else if (move.captured === said.count) count = t('predictCountRight', { n: move.captured });
  else count = t('predictCountWrong', { n: move.captured, said: said.count ?? 0 });
  return [where, count, move.grandSlam ? t('predictSlam') : ''].filter(Boolean).join(' ');
}

/**
 * Asks the class on diagram `board` about `report` (just played on `view`, not yet
 * shown), every pit of the board theirs to choose meanwhile; resolves once they
 * said, or chose to just see it. The diagram keeps the question (`prediction`) to
 * reveal the answer once the move is shown.
 * @param {import('./board-element.js').UrimBoard} board
 * @param {import('../view/board-view.js').BoardView} view
 * @param {Move} report
 */
export async function askOnDiagram(board, view, report) {
  const game = /** @type {import('../types/front.js').Game} */ (board.game);
  const all = [...Array(2 * game.holes).keys()];
  const asked = ask(
    {
      root: /** @type {ShadowRoot} */ (board.shadowRoot),
      mount: (panel) => board.el.frame.insertBefore(panel, board.el.words),
      t: board.t,
      letters: game.letters(),
      choosing: (chosen) => {
        board.choosePit = chosen;
        view.set(chosen ? { legal: all, interactive: true, mark: null } : { legal: [], interactive: false });
      },
      focusBoard: () => view.canvas.focus(),
    },
    report,
  );
  board.prediction = { ...asked, report };
  await asked.guess;
}
