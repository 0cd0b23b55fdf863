// The page's strings in English, the reference every other language follows: a key
// missing from a translation falls back to the English text. {name} slots are filled
// in; a value { one, other } is chosen by the number n (Intl.PluralRules).
export default {
  name: 'English',
  title: 'Urim',
  rules: 'How to play',
  loadFailed: 'The game could not load: {message}',
  board: 'Board',
  pits: '{n} pits a row',
  south: 'South',
  north: 'North',
  seeds: { one: '{n} seed', other: '{n} seeds' },
  steps: 'Moves step by step',
  predict: 'Predict each move first',
  nextStep: 'Next step',
  present: 'Present',
  language: 'Language',
  play: '▶ Play {pit}',
  reset: '↺ Start again',
  positionLabel: 'Urim board, {holes} pits a row. South: {south}, store {southStore}. North: {north}, store {northStore}. {side} to move.',
  stepBack: '◀ Step back',
  stepCount: 'Step {n} of {total}',
  about: 'About Urim',
  aboutPage: 'about.html',
  badWholeNumber: '{name} must be a whole number from {min} to {max}, written in digits, got "{text}"',
  badNumber: '{name} must be 0 or a number from {min} to {max}, written in digits, got "{text}"',
  badChoice: '{name} must be one of {values}, got "{text}"',
  badEmpty: '{name} must not be empty',
  // a position attribute that could not be read, said from the refusal's kind (words/refusal-words.js): both elements
  boardBadPosition: 'The position cannot be used: {message}',
  boardBadMove: 'The move {move} cannot be played: {why}',
  // why a move cannot be played (a diagram's move attribute, a record's move): words/position-refusal.js MOVE_WHY
  moveWhyEmpty: 'its pit is empty',
  moveWhyNotYours: 'its pit belongs to the other player',
  moveWhyMustFeed: 'it does not feed the other player, as a move must',
  moveWhyOver: 'the game was already over',
  moveWhyNoPit: 'it names no pit of this board',
  positionUnreadable: 'it is not a position such as 3-3-3-3-3-3-3-3-3-3-3-3-0-0-S',
  positionTotal: 'it has {found} seeds, and a 2 × {holes} board has {a} or {b}',
  positionTooMany: 'pit {pit} holds {n} seeds, and a pit holds at most 17',
  positionTooLong: 'it is {n} characters long, longer than any position',
  // How a sentence's clauses and a list of pits are joined (Japanese: 、).
  listSep: ', ',
  // lessons (issue 21): the lesson panel's own words are in elements/game-lesson.js (ENGLISH); the
  // lesson attribute's refusal (badLessonAddress) in elements/game-words.js
  // puzzles and editor (issue 21): the puzzles page's own words are in puzzles/words.js, the editor's tools' in editor/tools.js (ENGLISH)
  // the game element's own words (buttons, the move list, records, the editor, the computer,
  // the kiosk) are in elements/game-words.js (ENGLISH): a page with one <urim-board> does not load them
};
