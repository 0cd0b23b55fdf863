// The position editor's tools that <urim-game> loads when its editor first opens,
// never in the first load: "Empty the board" and "Start position" beside the
// editor's fields, and the engine's refusals of a set-up said in the element's
// language with their numbers, chosen by their kind. It imports nothing: the
// element gives it the rest.

/**
 * @typedef {import('../elements/game-element.js').UrimGame} UrimGame
 * @typedef {import('../elements/game-editing.js').Refusal} Refusal
 */

/**
 * The tools' English words, the fallback of every language for them: they come
 * with the tools, not in en.js, so that the first load does not carry them (the
 * element adds them to the English words when it loads this module).
 */
export const ENGLISH = Object.freeze({
  editEmpty: 'Empty the board',
  editStart: 'Start position',
  editBadTotal: 'This position cannot be played: it has {found} seeds, and a 2 × {holes} board has {a} or {b}.',
  editUnplayable: 'This position cannot be played.',
});

/**
 * The engine's refusal `error` of a set-up, as words: chosen by the kind it
 * carries (bind/src/refusal.rs, the type Refusal of the .d.ts), with its
 * numbers; else that the position cannot be played. Never the engine's English.
 * @param {unknown} error
 * @returns {Refusal}
 */
export function refusalWords(error) {
  const r = /** @type {{ kind?: string, [field: string]: unknown }} */ (error && typeof error === 'object' ? error : {});
  const expected = Array.isArray(r.expected) ? r.expected.map(String) : [];
  switch (r.kind) {
    case 'bad-total':
      return {
        key: 'editBadTotal',
        vars: { found: String(r.found), a: expected[0] ?? '', b: expected[1] ?? expected[0] ?? '', holes: String(r.holes) },
      };
    case 'too-many-seeds':
      return { key: 'editTooMany', vars: { pit: String(r.pit), n: String(r.seeds) } };
    case 'not-a-count':
      return { key: 'editNotCount', vars: { n: String(r.given) } };
    default:
      return { key: 'editUnplayable' };
  }
}

/**
 * Adds the tools to the editor of `game`, and its refusals in the element's words.
 * @param {UrimGame} game
 */
export function addTools(game) {
  const { el, editor } = game;
  if (el.editor.querySelector('[part=edit-empty]')) return;
  /**
   * A button of the editor's that changes the whole set-up with `change`.
   * @param {string} part
   * @param {string} key
   * @param {(setUp: import('./set-up.js').SetUp) => void} change
   */
  const tool = (part, key, change) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.setAttribute('part', part);
    b.dataset.t = key; // the element fills it in again when its language changes
    b.textContent = game.t(key);
    b.addEventListener('click', () => editor.change(change));
    return b;
  };
  const row = document.createElement('div');
  row.className = 'buttons tools';
  row.append(
    tool('edit-empty', 'editEmpty', (e) => {
      e.pits.fill(0);
      e.stores = { south: 0, north: 0 };
    }),
    // The start of a game on this board, as the engine sets it out (the seeds a pit of the game on show).
    tool('edit-start', 'editStart', (e) => {
      const api = /** @type {import('../types/front.js').EngineModule} */ (game.api);
      const seeds = /** @type {3 | 4} */ (game.machine.state.game?.seeds ?? game.settings.seeds);
      const start = api.newGame(/** @type {6 | 7} */ (e.holes), { seeds, first: game.settings.first });
      try {
        e.pits = start.pits();
        e.stores = start.stores();
        e.toMove = start.toMove();
      } finally {
        start.free(); // made for this alone (this file imports nothing, so no `using`)
      }
    }),
  );
  el.editStatus.after(row);
  editor.explain = (error) => refusalWords(error);
}
