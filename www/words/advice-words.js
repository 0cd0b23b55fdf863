// What <urim-game> says of a move before it is played: the preview of the pit
// under the pointer or the keyboard, the analysis's values (words and the short
// labels on the pits) and the hint's reason. Only the game element says these,
// so they come with its code, not with the diagrams' (words/move-words.js).
import { seedWords } from './move-words.js';

/**
 * @typedef {import('../types/front.js').Translate} Translate
 * @typedef {import('../types/front.js').MoveReport} MoveReport
 */

/**
 * What a move would do (a preview report), for the pit under the pointer or the keyboard.
 * @param {Translate} t
 * @param {MoveReport} preview
 * @param {string[]} letters
 */
export function previewWords(t, preview, letters) {
  let text = t('hint', { pit: preview.letter, seeds: seedWords(t, preview.seeds), last: letters[preview.last] });
  if (preview.grandSlam) text += ` · ${t('hintSlam')}`;
  else if (preview.captured > 0)
    text += ` · ${t('hintCapture', { seeds: seedWords(t, preview.captured), pits: preview.chain.map((c) => c.letter).join(t('listSep')) })}`;
  return text;
}

/**
 * What a move is worth with best play after it, from the engine's analysis:
 * `value` is the mover's final lead in seeds, `exact` whether it is proven,
 * `files` whether it comes from the endgame table files (perfect play).
 * @param {Translate} t
 * @param {string} letter
 * @param {number} value
 * @param {boolean} exact
 * @param {boolean} [files]
 */
export function valueWords(t, letter, value, exact, files) {
  const n = Math.abs(Math.round(value));
  let text;
  if (n === 0) text = t('valueLevel', { pit: letter });
  else text = t(value > 0 ? 'valueAhead' : 'valueBehind', { pit: letter, n });
  if (files) return `${text} ${t(exact ? 'valueFiles' : 'valueFilesEstimate')}`;
  return exact ? text : `${text} ${t('valueEstimate')}`;
}

/**
 * A move's value as a short label on the board: +5, −3, 0 (≈ before an estimate).
 * @param {number} value
 * @param {boolean} exact
 */
export function valueLabel(value, exact) {
  const n = Math.round(value);
  const sign = n > 0 ? '+' : n < 0 ? '−' : '';
  return `${exact ? '' : '≈'}${sign}${Math.abs(n)}`;
}

/**
 * Why the computer suggests `hint` (a preview report), in words: what it captures,
 * else the capture it takes away from the opponent (`threat`: the opponent's best
 * capture now, and `left`: what they could take after the hint), else that the
 * computer sees further.
 * @param {Translate} t
 * @param {MoveReport} hint
 * @param {MoveReport | null | undefined} threat
 * @param {MoveReport | null | undefined} left
 */
export function hintWords(t, hint, threat, left) {
  const pits = hint.chain.map((c) => c.letter).join(t('listSep'));
  if (hint.captured > 0) return t('hintTakes', { pit: hint.letter, n: hint.captured, pits });
  if (threat && threat.captured > (left?.captured ?? 0)) {
    return t('hintPrevents', { pit: hint.letter, side: t(threat.mover), n: threat.captured, from: threat.letter });
  }
  return t('hintQuiet', { pit: hint.letter });
}
