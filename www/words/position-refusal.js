// The visitor's words for a position given as text that the engine refused (a
// position attribute of either element, a record's start) and for why a move
// cannot be played (a diagram's move attribute, a record's move), chosen by the
// refusal's kind (bind/src/refusal.rs). Apart from refusal-words.js so that the
// diagram, which needs only these, does not load the game's.

/**
 * @typedef {{ key: string, vars?: Record<string, string | number> }} Words
 * @typedef {{ kind?: string, [field: string]: unknown }} Refused
 */

/**
 * The refusal an error carries, or an empty one when it carries none.
 * @param {unknown} error
 * @returns {Refused}
 */
export function refusalOf(error) {
  return error && typeof error === 'object' ? /** @type {Refused} */ (error) : {};
}

/**
 * The totals a board may hold, as the words say them: two, or the one asked for twice.
 * @param {unknown} expected
 * @returns {{ a: string, b: string }}
 */
function totals(expected) {
  const list = Array.isArray(expected) ? expected.map(String) : [];
  return { a: list[0] ?? '', b: list[1] ?? list[0] ?? '' };
}

/**
 * What is wrong with a position given as text (an attribute, an address), in
 * words that fill a sentence's `{message}`. `text`, the position given: a string
 * too long for the engine to take in is refused as an argument, by its length.
 * @param {unknown} error
 * @param {string} [text]
 * @returns {Words}
 */
export function positionRefusalWords(error, text) {
  const r = refusalOf(error);
  switch (r.kind) {
    case 'bad-argument':
      return text && text.length > 1000 ? { key: 'positionTooLong', vars: { n: String(text.length) } } : { key: 'positionUnreadable' };
    case 'bad-total':
      return { key: 'positionTotal', vars: { found: String(r.found), holes: String(r.holes), ...totals(r.expected) } };
    case 'position-too-long':
      return { key: 'positionTooLong', vars: { n: String(r.bytes) } };
    case 'too-many-seeds':
      return { key: 'positionTooMany', vars: { pit: String(r.pit), n: String(r.seeds) } };
    default:
      return { key: 'positionUnreadable' };
  }
}

/** Why a move cannot be played, by its refusal's kind: words that fill a sentence's `{why}`. */
export const MOVE_WHY = /** @type {Record<string, string>} */ ({
  'empty-pit': 'moveWhyEmpty',
  'not-your-pit': 'moveWhyNotYours',
  'must-feed': 'moveWhyMustFeed',
  'game-over': 'moveWhyOver',
  'not-a-pit': 'moveWhyNoPit',
});
