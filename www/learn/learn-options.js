// <urim-learn>'s attributes, read the way the other elements read theirs
// (elements/options.js): each through its reader, its last good value kept.
import { BOARD_OPTIONS, SHARED_OPTIONS, oneOf, someText } from '../elements/options.js';
import { CHAPTERS } from './chapters.js';

export const LEARN_OPTIONS = Object.freeze({
  chapter: {
    read: oneOf(
      'chapter',
      CHAPTERS.map((c) => c.id),
    ),
    fallback: null,
  },
  persist: { read: someText('persist'), fallback: null },
  steps: BOARD_OPTIONS.steps,
  lang: SHARED_OPTIONS.lang,
  theme: SHARED_OPTIONS.theme,
  present: SHARED_OPTIONS.present,
  speed: SHARED_OPTIONS.speed,
});

/** @typedef {import('../types/front.js').SettingsOf<typeof LEARN_OPTIONS>} LearnSettings */
