// What <urim-game> loads the first time it needs its kept game (game-keeping.js):
// the storage under its `persist` key, and the game shared by the tabs on that key.
// It stays out of the elements' bundle, so that a first visit, with nothing kept
// yet, does not fetch it before the board is ready.
export { PROBLEMS, gameStore } from '../storage/persist.js';
export { TabGame } from './game-tabs.js';
