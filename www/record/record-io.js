// A game's record in and out: the text with its players and date, copied to the
// clipboard, downloaded as a file, or read back from one (a fetched one no longer
// than any record).
import { engineRules } from '../game/engine.js';
import { writeRecord } from '../game/records.js';

/** Today as a record writes it: 2026.12.01. */
export const recordDate = (now = new Date()) => now.toISOString().slice(0, 10).replaceAll('-', '.');

/**
 * `game`'s record with today's date and the players' names ({ south, north }), once
 * the records module has loaded (game/records.js).
 * @param {import('../types/front.js').Game} game
 * @param {{ south: string, north: string }} players
 * @returns {string}
 */
export function recordText(game, players) {
  return writeRecord(game, { date: recordDate(), south: players.south, north: players.north });
}

/**
 * Copies `text`; resolves true when the browser allowed it.
 * @param {string} text
 * @returns {Promise<boolean>}
 */
export async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Offers `text` as a download named <name>-<date>.<ext> (urim-<date>.txt), from `doc`.
 * @param {Document} doc
 * @param {string} text
 */
export function downloadText(doc, text, name = 'urim', ext = 'txt') {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = `${name}-${new Date().toISOString().slice(0, 10)}.${ext}`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Why a record of `bytes` bytes is refused, or null when it may be read: longer
 * than the engine's own limit (its rules().maxRecordBytes), checked here first so
 * that a huge file is never read into the page or copied into the engine's
 * memory, which would keep the room. Asked once the engine has loaded.
 * @param {number} bytes
 * @param {boolean} [more] `bytes` are those read so far, of a file whose length is not known
 * @returns {string | null}
 */
export function recordTooLong(bytes, more = false) {
  const most = engineRules().maxRecordBytes;
  if (bytes <= most) return null;
  const long = more ? `more than ${most} bytes long` : `${bytes} bytes long`;
  return `the record is ${long}, more than any game's (at most ${most} bytes)`;
}

/**
 * The text of `response` (a record fetched), or why it is refused when it is
 * longer than any record: said by its Content-Length before a byte of it is read,
 * else found as it comes, and the rest is not fetched. At most a record's bytes
 * are held. Asked once the engine has loaded.
 * @param {Response} response
 * @returns {Promise<{ text: string } | { tooLong: string }>}
 */
export async function cappedText(response) {
  const declared = Number(response.headers.get('Content-Length') ?? NaN);
  const refused = Number.isFinite(declared) ? recordTooLong(declared) : null;
  const reader = response.body?.getReader();
  if (refused || !reader) {
    await reader?.cancel();
    return refused ? { tooLong: refused } : { text: '' };
  }
  const chunks = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    const tooLong = recordTooLong(bytes, true);
    if (tooLong) {
      await reader.cancel();
      return { tooLong };
    }
    chunks.push(value);
  }
  return { text: await new Blob(chunks).text() };
}
