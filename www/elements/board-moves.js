// What a diagram (<urim-board>) needs only once a move is played: the code that
// shows a move by the clock or step by step (view/move-show.js and its timeline),
// the step bar at work, and the words that tell the move and each of its steps, with their English. The
// diagram loads it when the page is idle after `ready`, or at the first move if
// that comes sooner, so that a page of diagrams draws them without it.
export { MoveShow } from '../view/move-show.js';
export { ENGLISH, moveWords, stepWords } from '../words/move-words.js';
export { showStepBar, stepKeys } from './stepping.js';
