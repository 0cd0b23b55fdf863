// What <urim-game> loads the first time it needs its kept game (game-keeping.js):
// the storage under its `persist` key, and the game shared by the tabs on that key.
// It stays out of the elements' bundle, so that a first visit, with nothing kept
// yet, does not fetch it before the board is ready.
export { PROBLEMS, gameStore } from '../storage/persist.js';

/**
 * What the storage says, in English: the fallback of every language for these
 * words, added to the English ones when this module loads (i18n addEnglish), so
 * that a first load, with nothing kept yet, does not carry them.
 */
export const ENGLISH = Object.freeze({
  storageFull: "The browser's storage is full, so this game will not be kept when the page closes.",
  storageForeign: 'Another program keeps its own data under this game’s storage name, so this game is not saved here (its data is left alone).',
  storageRefused: 'This browser does not let the page keep anything, so this game will not be kept when the page closes.',
  storageCorrupt: 'The saved game could not be read, so a new game began.',
  storageOtherVersion: 'The saved game comes from another version of Urim and could not be used, so a new game began.',
  storagePartRead: 'Part of the saved game could not be read: it was set aside, and the rest is back.',
  storageOtherTab: 'This game was carried on in another tab or window: this one now shows where it stands.',
});
export { TabGame } from './game-tabs.js';
