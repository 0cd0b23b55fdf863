// <urim-game>'s code, which urim-elements.js imports once the first <urim-game> is
// in the document. It is a file at the package's root, beside urim-elements.js, so
// that the addresses its code makes from its own (package-url.js: the About and
// rules pages, one level up) are the package's wherever a site copies it.
export { UrimGame } from './elements/game-element.js';
