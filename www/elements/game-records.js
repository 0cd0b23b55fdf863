// <urim-game>'s records: the record of the game on show with who played each side,
// a record's text loaded (the `record` property), a record file opened by the
// visitor, and lessons (records with comments: game-lesson.js, loaded when first
// wanted). A record too long or unreadable is refused with the reason, and the
// game on show stays.
import { cappedText, copyText, downloadText, recordText, recordTooLong } from '../record/record-io.js';
import { button, fillWords, h } from '../dom/nodes.js';
import { loadWithRetry } from '../game/loading.js';
import { pageUrl } from '../package-url.js';
import { levelNames } from './game-render.js';
import { loadEngine } from '../game/engine.js';
import { addEnglish } from '../i18n/index.js';
import { engineOf } from './game-api.js';
import { loadRecords, readRecord, recordsReady } from '../game/records.js';
import { recordRefusalWords } from '../words/refusal-words.js';

/** @typedef {import('./game-element.js').UrimGame} UrimGame */

/**
 * The record of `game`'s game on show, the players named in its language; null
 * before the game is there, and before the records module has loaded (asking for
 * it loads the module: the record is there once it has).
 * @param {UrimGame} game
 * @returns {string | null}
 */
export function recordOf(game) {
  const s = game.machine.state;
  if (!s.game) return null;
  if (!recordsReady()) {
    loadRecords().catch(() => {}); // a failed load is told when a record is opened or copied
    return null;
  }
  const { t } = s;
  const { opponent, player } = s.settings;
  /** @param {import('../types/front.js').Side} side */
  const name = (side) => {
    if (opponent === 0) return t(side);
    return side === player ? t('you') : `${t('computerName')} (${levelNames(t)[opponent - 1]})`;
  };
  return recordText(s.game, { south: name('south'), north: name('north') });
}

/**
 * The game of record `text`; null with the reason given to `say` when refused.
 * The records module must have loaded (loadRecords).
 * @param {UrimGame} game
 * @param {string} text
 * @param {(message: string) => void} say
 */
export function recordGame(game, text, say) {
  if (recordTooLong(text.length)) {
    say(game.t('recordTooLong'));
    return null;
  }
  try {
    return readRecord(engineOf(game), text);
  } catch (error) {
    // Said from the refusal's kind, in the element's language: never the engine's English.
    const why = recordRefusalWords(error, (key, vars) => game.t(key, vars));
    say(game.t(why.key, why.vars));
    return null;
  }
}

/**
 * Starts the game of record `text` (the reason shown, and `error` fired, when refused).
 * @param {UrimGame} game
 * @param {string} text
 */
export function startRecord(game, text) {
  const started = recordGame(game, text, (message) => game.fail(message));
  if (started) game.machine.start(started, 'record');
}

/**
 * The `record` property set to `text`: started once the engine and the records
 * module have loaded (at once when they have).
 * @param {UrimGame} game
 * @param {string} text
 */
export function setRecord(game, text) {
  // One too long is refused at once, by its length, as before any record is read.
  if (game.api && (recordsReady() || recordTooLong(text.length))) startRecord(game, text);
  else
    loadEngine().then(
      (api) => {
        game.api ??= api; // an element not yet on the page has its engine too
        loadRecords().then(
          () => startRecord(game, text),
          (error) => game.fail({ key: 'loadFailed', vars: { message: error.message } }),
        );
      },
      () => {}, // a failed load is told by the element's start
    );
}

/**
 * Opens record `file` chosen by the visitor; the record note says what came of it.
 * @param {UrimGame} game
 * @param {File} file
 */
export async function openRecordFile(game, file) {
  const say = (/** @type {string} */ message) => game.note(game.t('openFailed', { name: file.name, message }));
  const tooLong = recordTooLong(file.size) && game.t('recordTooLong'); // refused by its size, before it is read
  if (tooLong) {
    say(tooLong);
    return;
  }
  const text = await file.text();
  /** @type {import('./game-lesson.js').Lesson | null} */
  let lesson = null;
  try {
    // Loaded before the game is read, so that nothing is awaited while it is held.
    if (text.includes('{'))
      lesson = await lessonPart(game); // comments: a lesson, shown from its start
    else await loadRecords();
  } catch (error) {
    say(/** @type {Error} */ (error).message);
    return;
  }
  const opened = recordGame(game, text, say);
  if (!opened) return;
  const n = opened.moves().length; // read while this function owns it: the machine does from the next line
  if (lesson) lesson.start(opened);
  else game.machine.start(opened, 'record');
  game.note(game.t('opened', { name: file.name, n }));
}

/**
 * The lesson part of `game` (game-lesson.js), loaded with the engine the first time it is wanted.
 * @param {UrimGame} game
 * @returns {Promise<import('./game-lesson.js').Lesson>}
 */
export function lessonPart(game) {
  game.lessonLoading ??= Promise.all([import('./game-lesson.js'), loadEngine(), loadRecords()]).then(([code, api]) => {
    game.api ??= api;
    addEnglish(code.ENGLISH);
    const part = new code.Lesson(game, {
      h,
      button,
      fillWords,
      loadWithRetry,
      recordGame,
      cappedText,
      recordRefusalWords,
      copyText,
      downloadText,
      pageUrl,
    });
    game.lessonPart = part;
    return part;
  });
  return game.lessonLoading;
}

/**
 * Opens lesson `text` on `game` at its start; false (the reason shown) when it does not read.
 * @param {UrimGame} game
 * @param {string} text
 */
export const openLesson = async (game, text) => (await lessonPart(game)).open(text);

/**
 * Loads the lesson of the `lesson` attribute, when there is one.
 * @param {UrimGame} game
 */
export async function fetchLesson(game) {
  const address = game.settings.lesson;
  return address ? (await lessonPart(game)).fetch(address) : false;
}
