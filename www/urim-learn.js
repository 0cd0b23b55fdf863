// <urim-learn>'s code: urim-elements.js loads it when the first <urim-learn> is in
// the document (a page without one never fetches it), and defines the element.
// The view, the words and the engine's loader it shares with the diagram come from
// the bundle's shared chunk.
export { UrimLearn, UrimLearn as default } from './learn/learn-element.js';
