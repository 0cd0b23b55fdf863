// <urim-game>'s lessons, loaded the first time one is wanted: a panel under the
// board where a teacher writes a comment on the start position or on any move,
// saves the lesson as a file or copies a link that carries it, and goes through
// it move by move (Next, Back), each move's comment shown and read out once the
// board has shown the move. A lesson is a record with comments (`{…}`); the
// game on show holds them (Game.comment, Game.setComment). This module imports
// nothing: what it needs of the element's code comes in the kit, so that the
// elements' bundle shares nothing with it.

/** The most bytes of record a lesson link carries: every browser, mail and chat program keeps such an address whole. */
export const LINK_MOST_BYTES = 32 * 1024;

/**
 * The panel's English words, the fallback of every language for them (each
 * translation holds them as it holds the rest). They come with the panel, not in
 * en.js, so that the first load does not carry them (i18n/index.js, addEnglish).
 */
export const ENGLISH = Object.freeze({
  lessonTitle: 'Lesson',
  lessonOn: 'Comment on',
  lessonStart: 'the start position',
  lessonMove: 'move {n}: {side} {notation}',
  lessonComment: "The teacher's words",
  lessonNext: 'Next move',
  lessonBack: 'Move back',
  lessonWhere: 'Move {n} of {total}',
  lessonAtStart: { one: 'The start: {n} move to go through', other: 'The start: {n} moves to go through' },
  lessonSave: 'Save the lesson',
  lessonSaved: 'The lesson is saved as a file; open it again with "Open a record".',
  lessonLink: 'Copy a link to the lesson',
  lessonLinkCopied: 'A link to the lesson is copied: whoever opens it goes through the same moves and words.',
  lessonLinkTooLong: 'This lesson is too long for a link ({n} bytes; a link holds {most}). Save it as a file instead.',
  lessonFailed: 'The lesson at {address} could not be loaded ({message}). The game goes on as it was.',
  lessonUnread: 'The lesson at {address} could not be read: {message}',
  lessonExamples: 'Example lessons:',
  lessonChain: 'The capture chain',
  lessonSeventeen: 'The 17-seed rule',
  lessonFeeding: 'Feeding and the grand slam',
});

/** The example lessons shipped in lessons/ beside the pages, by name and words key. */
const EXAMPLES = [
  ['capture-chain', 'lessonChain'],
  ['seventeen-seeds', 'lessonSeventeen'],
  ['feeding-grand-slam', 'lessonFeeding'],
];

/** The languages the example lessons are written in; others read the English ones (Kabuverdianu the Portuguese). */
const EXAMPLE_LANGUAGES = { en: 'en', pt: 'pt', kea: 'pt' };

const LESSON_CSS = `
.lesson { display: grid; gap: .5rem; margin: .5rem 0; padding: .6rem .75rem; border: 1px solid var(--urim-line, var(--urim-default-line)); border-radius: .5rem; background: var(--urim-panel, var(--urim-default-panel)); }
.lesson[hidden] { display: none; }
.lesson h2 { font-size: 1rem; margin: 0; }
.lesson .lesson-comment { margin: 0; padding: .6rem .8rem; border-inline-start: .3rem solid var(--urim-accent, var(--urim-default-accent)); background: var(--urim-paper, var(--urim-default-paper)); color: var(--urim-ink, var(--urim-default-ink)); font-size: 1.15rem; line-height: 1.45; white-space: pre-line; min-height: 1.5em; }
.lesson .lesson-comment:empty { display: none; }
.lesson .lesson-nav { display: flex; flex-wrap: wrap; align-items: center; gap: .5rem; }
.lesson .lesson-where { flex: 1; }
.lesson label { display: grid; gap: .2rem; }
.lesson textarea { font: inherit; min-height: 4.5em; resize: vertical; }
.lesson .lesson-examples { display: flex; flex-wrap: wrap; gap: .4rem; align-items: center; }
.lesson .lesson-note:empty { display: none; }
/* Projected, a lesson shows the class the comment and Next and Back: the teacher's tools stay off the screen.
   A long comment scrolls inside its own box rather than push the board or the buttons off the screen. */
:host([present]) .lesson h2, :host([present]) .lesson label, :host([present]) .lesson .buttons,
:host([present]) .lesson .lesson-examples, :host([present]) .lesson .lesson-note { display: none; }
:host([present]) .frame > .lesson { background: none; border: 0; padding: 0; margin: .3em 0; }
:host([present]) .lesson .lesson-comment { font-size: 1.1em; background: none; color: inherit; padding-block: 0; max-height: 4.5lh; overflow-y: auto; }
/* Under the board, which present.js makes smaller by --lesson-room: on a wide screen the words have a column
   of their own beside the board, so the comment needs less room there. */
:host([present]) .frame:has(> .lesson:not([hidden])) { --lesson-room: 13em; }
@media (min-aspect-ratio: 3/2) {
  :host([present]) .frame:has(> .lesson:not([hidden])) { --lesson-room: 8.5em; }
  :host([present]) .lesson .lesson-comment { max-height: 4lh; }
}
`;

/** A presenter's keys (a clicker's, and the arrows) and the way each goes through the lesson. */
const PRESENTER_KEYS = { PageDown: 1, PageUp: -1, ArrowRight: 1, ArrowLeft: -1, ' ': 1 };
/** The keys a clicker sends, which go through the lesson wherever the focus is (but in a text field). */
const CLICKER_KEYS = ['PageDown', 'PageUp'];

/**
 * @typedef {import('./game-element.js').UrimGame} UrimGame
 * @typedef {import('../types/front.js').Game} Game
 * @typedef {{
 *   h: typeof import('../dom/nodes.js').h,
 *   button: typeof import('../dom/nodes.js').button,
 *   fillWords: typeof import('../dom/nodes.js').fillWords,
 *   loadWithRetry: typeof import('../game/loading.js').loadWithRetry,
 *   recordGame: typeof import('./game-records.js').recordGame,
 *   cappedText: typeof import('../record/record-io.js').cappedText,
 *   recordRefusalWords: typeof import('../words/refusal-words.js').recordRefusalWords,
 *   copyText: typeof import('../record/record-io.js').copyText,
 *   downloadText: typeof import('../record/record-io.js').downloadText,
 *   pageUrl: typeof import('../package-url.js').pageUrl,
 * }} Kit
 */

/**
 * The text of `text` as a link carries it: base64url of its UTF-8.
 * @param {string} text
 */
export function linkCode(text) {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/**
 * The record a lesson link carries (linkCode's text back); throws when it is no such code.
 * @param {string} code
 */
export function fromLinkCode(code) {
  const binary = atob(code.replaceAll('-', '+').replaceAll('_', '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

export class Lesson {
  /**
   * @param {UrimGame} game
   * @param {Kit} kit
   */
  constructor(game, kit) {
    this.game = game;
    this.kit = kit;
    const { h, button } = kit;
    /** The ply whose comment the field edits (0: the start), or null to follow the board. @type {number | null} */
    this.editing = null;
    /** What the comment region said last, so that a screen reader hears each comment once. */
    this.said = '';
    this.comment = h('p', { class: 'lesson-comment', part: 'lesson-comment', 'aria-live': 'polite' });
    this.back = button('lesson-back', 'lessonBack');
    this.next = button('lesson-next', 'lessonNext', { class: 'primary' });
    this.where = h('span', { class: 'lesson-where', part: 'lesson-where' });
    this.on = h('select', { part: 'lesson-on' });
    this.field = h('textarea', { part: 'lesson-field', rows: 3, maxlength: game.api?.rules().maxCommentChars ?? 2000 });
    this.save = button('lesson-save', 'lessonSave');
    this.link = button('lesson-link', 'lessonLink');
    this.note = h('p', { class: 'lesson-note', part: 'lesson-note', role: 'status' });
    this.examples = h('p', { class: 'lesson-examples' }, h('span', { 'data-t': 'lessonExamples' }));
    for (const [name, key] of EXAMPLES) {
      this.examples.append(button(`lesson-example-${name}`, key, { 'data-example': name }));
    }
    this.panel = h(
      'section',
      { class: 'lesson', part: 'lesson', 'aria-labelledby': 'lesson-title' },
      h('h2', { id: 'lesson-title', 'data-t': 'lessonTitle' }),
      this.comment,
      h('div', { class: 'lesson-nav' }, this.back, this.where, this.next),
      h('label', {}, h('span', { 'data-t': 'lessonOn' }), this.on),
      h('label', {}, h('span', { 'data-t': 'lessonComment' }), this.field),
      h('div', { class: 'buttons' }, this.save, this.link),
      this.note,
      this.examples,
    );
    game.el.messages.after(this.panel);
    const root = /** @type {ShadowRoot} */ (game.shadowRoot);
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(LESSON_CSS);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    this.next.addEventListener('click', () => this.step(1));
    this.back.addEventListener('click', () => this.step(-1));
    this.on.addEventListener('change', () => {
      this.editing = Number(this.on.value);
      this.draw();
    });
    this.field.addEventListener('input', () => this.write());
    root.addEventListener('keydown', (e) => this.presenterKey(/** @type {KeyboardEvent} */ (e)));
    this.save.addEventListener('click', () => this.saveFile());
    this.link.addEventListener('click', () => this.copyLink());
    this.examples.addEventListener('click', (e) => {
      const name = /** @type {HTMLElement} */ (e.target).closest('button')?.dataset.example;
      if (name) game.setAttribute('lesson', this.exampleUrl(name));
    });
    this.draw();
  }

  /** @returns {Game | null} the game on show */
  get played() {
    return this.game.machine.state.game;
  }

  /** Shows the panel, its field ready for the comment on the board shown. */
  show() {
    this.panel.hidden = false;
    this.draw();
  }

  /**
   * Starts lesson `text` (a record) at its start, the computer out of the way: the
   * moves wait to be gone through with Next. False, with the reason in a notice, when it does not read.
   * @param {string} text
   * @param {string} [from] where it came from, for the notice
   */
  open(text, from = '') {
    const say = (/** @type {string} */ message) => this.game.fail(from ? { key: 'lessonUnread', vars: { address: from, message } } : message);
    const lesson = this.kit.recordGame(this.game, text, say);
    if (!lesson) return false;
    this.start(lesson);
    return true;
  }

  /**
   * Starts `lesson`, a game read from a lesson's record, at its start. The
   * game's machine owns it from here on.
   * @param {Game} lesson
   */
  start(lesson) {
    while (lesson.canUndo()) lesson.undo();
    if (this.game.settings.opponent !== 0) this.game.setAttribute('opponent', '0'); // a lesson is shown by the teacher, not played against the computer
    this.game.machine.start(lesson, 'lesson');
    this.editing = null;
    this.show();
  }

  /**
   * Loads the lesson at `address` (the `lesson` attribute, already checked):
   * fetched with the elements' time limit and one retry; a failure is a notice, and
   * the game on show stays. A file longer than any record is refused before it is
   * read: by its Content-Length, else once that many bytes have come (the rest is
   * never fetched).
   * @param {string} address
   */
  async fetch(address) {
    const url = new URL(address, this.game.ownerDocument.baseURI).href;
    /** @type {{ text: string } | { tooLong: string }} */
    let read;
    try {
      read = await this.kit.loadWithRetry(async (signal) => {
        const response = await fetch(url, { signal });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return this.kit.cappedText(response);
      }, `the lesson ${address}`);
    } catch (error) {
      this.game.fail({ key: 'lessonFailed', vars: { address, message: /** @type {Error} */ (error).message } });
      return false;
    }
    if (this.game.getAttribute('lesson') !== address) return false; // another lesson was asked for meanwhile
    if ('tooLong' in read) {
      this.game.fail({ key: 'lessonUnread', vars: { address, message: this.game.t('recordTooLong') } });
      return false;
    }
    return this.open(read.text, address);
  }

  /** @param {string} name an example's name @returns {string} its address, in the element's language */
  exampleUrl(name) {
    const lang = /** @type {Record<string, string>} */ (EXAMPLE_LANGUAGES)[this.game.machine.state.lang] ?? 'en';
    return this.kit.pageUrl(`lessons/${name}.${lang}.urim`);
  }

  /**
   * A move on, or back (`by` 1 or -1); Next plays the next move of the lesson,
   * stepped when steps are on.
   * @param {number} by
   */
  async step(by) {
    this.editing = null;
    if (by > 0) await this.game.redo();
    else this.game.undo();
  }

  /**
   * A presenter's key, as they go through a stepped move (elements/stepping.js):
   * PageDown and PageUp (a clicker's) go a move on or back wherever the focus is
   * but in a text field; → and ← do so from a button, and Space from no control
   * (on the board they choose and sow pits). A move on show keeps its keys: it is
   * stepped or skipped first.
   * @param {KeyboardEvent} e
   */
  presenterKey(e) {
    const by = /** @type {Record<string, number>} */ (PRESENTER_KEYS)[e.key];
    if (!by || this.panel.hidden || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    const target = /** @type {Element} */ (e.composedPath()[0]);
    if (target.closest?.('textarea, input, select')) return;
    const clicker = CLICKER_KEYS.includes(e.key);
    if (!clicker && (e.key === ' ' ? target.closest?.('button, a, canvas, summary') : !(target instanceof HTMLButtonElement))) return;
    if (['predicting', 'showing', 'stepping'].includes(this.game.machine.state.mode)) return;
    if ((by > 0 ? this.next : this.back).disabled) return;
    e.preventDefault();
    this.step(by);
  }

  /** The record of the whole lesson, moves gone through or not, with its comments. */
  text() {
    const g = this.played;
    if (!g) return '';
    let ahead = 0;
    for (; g.canRedo(); ahead += 1) g.redo();
    const text = this.game.record ?? '';
    for (; ahead > 0; ahead -= 1) g.undo();
    return text;
  }

  /** The comment field's text becomes the comment on the ply it edits. */
  write() {
    const g = this.played;
    if (!g) return;
    try {
      g.setComment(this.plyEdited(), this.field.value);
      this.note.textContent = '';
    } catch (error) {
      // The refusal's kind chooses the words (a comment too long for a record).
      const why = this.kit.recordRefusalWords(error, (key, vars) => this.game.t(key, vars));
      this.note.textContent = this.game.t(why.key, why.vars);
    }
    this.game.keeping.follow(this.game.machine.state);
    this.drawComment();
  }

  saveFile() {
    this.kit.downloadText(this.game.ownerDocument, this.text(), 'urim-lesson', 'urim');
    this.note.textContent = this.game.t('lessonSaved');
  }

  async copyLink() {
    const text = this.text();
    const bytes = new TextEncoder().encode(text).length;
    const t = this.game.t;
    if (bytes > LINK_MOST_BYTES) {
      this.note.textContent = t('lessonLinkTooLong', { n: bytes, most: LINK_MOST_BYTES });
      return;
    }
    const link = this.game.lessonLink?.(linkCode(text));
    if (!link) return;
    this.note.textContent = (await this.kit.copyText(link)) ? t('lessonLinkCopied') : t('linkFailed', { link });
    this.panel.dataset.link = link;
  }

  /** The ply the field edits: the one chosen, or the one the board shows (the move looked at, or the last one played). */
  plyEdited() {
    const s = this.game.machine.state;
    if (this.editing !== null) return this.editing;
    if (s.review) return s.review.ply;
    return s.game?.moves().length ?? 0;
  }

  /** The panel drawn from the game on show. */
  draw() {
    const s = this.game.machine.state;
    const g = s.game;
    const { t } = s;
    this.kit.fillWords(this.panel, t);
    if (!g) return;
    const history = g.history();
    const played = history.length;
    let total = played;
    for (; g.canRedo(); total += 1) g.redo();
    const line = total > played ? g.history() : history;
    for (let i = total; i > played; i -= 1) g.undo();
    this.where.textContent = played === 0 ? t('lessonAtStart', { n: total }) : t('lessonWhere', { n: played, total });
    // A button that goes out of use while it has the focus hands it to the other one,
    // so that a presenter's keys still reach the lesson (a disabled button drops the focus to the page).
    const focused = this.game.shadowRoot?.activeElement;
    this.next.disabled = total === played;
    this.back.disabled = played === 0;
    if (focused === this.next && this.next.disabled && !this.back.disabled) this.back.focus();
    if (focused === this.back && this.back.disabled && !this.next.disabled) this.next.focus();
    const ply = Math.min(this.plyEdited(), total);
    const options = [this.kit.h('option', { value: '0' }, t('lessonStart'))];
    for (const entry of line) {
      options.push(
        this.kit.h('option', { value: String(entry.ply) }, t('lessonMove', { n: entry.ply, side: t(entry.side), notation: entry.notation })),
      );
    }
    this.on.replaceChildren(...options);
    this.on.value = String(ply);
    if (this.game.shadowRoot?.activeElement !== this.field) this.field.value = g.comment(ply);
    this.link.hidden = typeof this.game.lessonLink !== 'function';
    this.drawComment();
  }

  /**
   * The comment on the board shown: the start's, or the last move's once it has
   * been shown (while a move is sown or stepped, the one before it: nothing tells
   * what a move does before the board does). A move looked at again shows the
   * comment on the move before it until it is replayed.
   */
  drawComment() {
    const s = this.game.machine.state;
    const g = s.game;
    if (!g) return;
    let ply = g.moves().length;
    if (['predicting', 'showing', 'stepping'].includes(s.mode)) ply -= 1;
    if (s.review) ply = s.review.replayed ? s.review.ply : s.review.ply - 1;
    const words = g.comment(Math.max(0, ply));
    if (words !== this.said) {
      this.said = words;
      this.comment.textContent = words;
    }
  }
}
