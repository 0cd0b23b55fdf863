// The list of moves under a game: numbered turns (South's move, then North's, as the
// record numbers them), captures marked, rebuilt only when the moves change. Each
// move is a button: choosing it asks to look at that move again.
import { h } from '../dom/nodes.js';

/**
 * The plies grouped in numbered turns: [south, north] pairs. A game that North
 * starts opens with an empty South slot.
 * @template {{ side: import('../types/front.js').Side }} P
 * @param {Iterable<P>} history
 * @returns {[P | null, P | null][]}
 */
export function turns(history) {
  /** @type {[P | null, P | null][]} */
  const list = [];
  for (const ply of history) {
    if (ply.side === 'south' || list.length === 0 || list[list.length - 1][1]) list.push([null, null]);
    list[list.length - 1][ply.side === 'south' ? 0 : 1] = ply;
  }
  return list;
}

/**
 * One ply: its side and notation, marked when it captured; an empty slot shows `blank`.
 * @param {import('../types/front.js').Translate} t
 * @param {import('../types/front.js').HistoryEntry | null} ply
 * @param {string} blank
 */
function plyItem(t, ply, blank) {
  if (!ply) return h('span', { class: 'ply', 'aria-hidden': 'true' }, blank);
  const item = h(
    'button',
    {
      type: 'button',
      class: 'ply',
      'data-ply': ply.ply,
      'aria-label': t('showMove', { n: ply.ply, side: t(ply.side), notation: ply.notation }),
    },
    h('span', { class: 'side' }, `${t(ply.side)} `),
    ply.notation,
  );
  if (ply.captured > 0) {
    item.classList.add('capture');
    item.title = t('moveCaptured', { n: ply.captured });
  }
  return item;
}

export class MoveList {
  /**
   * @param {HTMLOListElement} list @param {HTMLElement} empty shown when no move was played @param {HTMLElement} count
   * @param {(ply: number) => void} pick hears the move chosen (1 for the first)
   */
  constructor(list, empty, count, pick) {
    this.list = list;
    this.empty = empty;
    this.count = count;
    this.key = '';
    list.addEventListener('click', (e) => {
      const button = /** @type {Element} */ (e.target).closest('button[data-ply]');
      if (button instanceof HTMLElement) pick(Number(button.dataset.ply));
    });
  }

  /**
   * Shows `game`'s moves; `force` after a change of language; `holdLast` leaves out
   * the last move while it is still being shown.
   * @param {import('../types/front.js').Translate} t
   * @param {import('../types/front.js').Game} game
   * @param {number} gameNumber
   * @param {boolean} [force]
   * @param {boolean} [holdLast]
   */
  update(t, game, gameNumber, force = false, holdLast = false) {
    // Cheap to compare on every redraw; the history is built only on a change.
    const key = `${gameNumber}:${game.moves().length}:${game.position()}:${holdLast}`;
    if (key === this.key && !force) return;
    this.key = key;
    const all = game.history();
    const history = holdLast ? all.slice(0, -1) : all;
    const items = turns(history).map(([south, north]) => h('li', {}, plyItem(t, south, '…'), plyItem(t, north, '')));
    this.list.replaceChildren(...items);
    this.list.hidden = items.length === 0;
    this.empty.hidden = items.length > 0;
    this.count.textContent = history.length ? t('moveCount', { n: history.length }) : '';
  }
}
