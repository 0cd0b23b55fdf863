// The one list of the <urim-board> diagrams of the rules and About pages: for each,
// the page it is on, its position and move, and the keys of its words in the page's
// text files (text/<page>.<code>.txt). A worked example (`example`: its number) has
// a title and a text; the others a caption. .ci/pages.mjs draws every page's
// diagrams from here, in this order.

// One line a diagram, to be read as a table (Prettier leaves it so).
// prettier-ignore
/** @type {ReadonlyArray<{ name: string, page: 'rules' | 'about', position: string, move: string, label: string, caption?: string, example?: number, title?: string, text?: string }>} */
export const DIAGRAMS = Object.freeze([
  { name: 'start', page: 'rules', position: '3-3-3-3-3-3-3-3-3-3-3-3-0-0-S', move: 'F', label: 'start.label', caption: 'start.caption' },
  { name: 'capture', page: 'rules', position: '3-3-3-3-3-2-1-2-3-3-3-3-2-2-S', move: 'F', label: 'capture.label', caption: 'capture.caption' },
  { name: 'example-1', page: 'rules', example: 1, position: '3-3-3-3-4-0-1-3-2-5-3-3-0-3-S', move: 'E', label: 'example1.label', title: 'example1.title', text: 'example1.text' },
  { name: 'example-2', page: 'rules', example: 2, position: '3-3-3-3-4-0-1-1-3-5-3-3-2-2-S', move: 'E', label: 'example2.label', title: 'example2.title', text: 'example2.text' },
  { name: 'example-3', page: 'rules', example: 3, position: '0-0-12-0-0-0-4-4-4-4-4-4-0-0-S', move: 'C', label: 'example3.label', title: 'example3.title', text: 'example3.text' },
  { name: 'example-4', page: 'rules', example: 4, position: '0-0-0-0-2-0-17-1-2-2-2-2-4-4-S', move: 'E', label: 'example4.label', title: 'example4.title', text: 'example4.text' },
  { name: 'example-5', page: 'rules', example: 5, position: '2-1-3-3-3-3-3-3-3-3-3-1-5-0-N', move: 'e', label: 'example5.label', title: 'example5.title', text: 'example5.text' },
  { name: 'example-6', page: 'rules', example: 6, position: '3-3-3-3-3-2-1-2-0-0-0-0-9-7-S', move: 'F', label: 'example6.label', title: 'example6.title', text: 'example6.text' },
  { name: 'example-7', page: 'rules', example: 7, position: '0-0-0-1-0-3-0-0-0-0-0-0-17-15-S', move: 'F', label: 'example7.label', title: 'example7.title', text: 'example7.text' },
  { name: 'example-8', page: 'rules', example: 8, position: '0-0-0-0-0-0-0-0-1-0-3-17-11-4-N', move: 'f', label: 'example8.label', title: 'example8.title', text: 'example8.text' },
  { name: 'chain', page: 'about', position: '3-3-3-3-4-0-1-3-2-5-3-3-0-3-S', move: 'E', label: 'chain.label', caption: 'chain.caption' },
]);
