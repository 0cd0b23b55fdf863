// The front end's folders under www/, the one list. The build copies the elements'
// folders and files whole into pkg/ (.ci/build.mjs), the offline copy keeps their
// built copy rather than the sources (.ci/sw-files.mjs), and .ci/check-js.mjs
// fails when tsconfig.checkjs.json (type check, ESLint) or .prettierignore
// (formatting) leaves one of them out. A new folder is added here.

/** The elements' folders, one concern each: copied whole into pkg/, where the pages load them. */
export const ELEMENT_DIRS = Object.freeze(['elements', 'editor', 'dom', 'view', 'words', 'game', 'storage', 'kiosk', 'sound', 'record', 'i18n', 'learn']);

/** The elements' entry modules and their types, at www/'s top: shipped in pkg/ too. */
export const ELEMENT_FILES = Object.freeze(['urim-elements.js', 'urim-elements.d.ts', 'urim-game.js', 'urim-learn.js', 'package-url.js']);

/** The engine's hand-written folder: its worker, jobs and front, shipped in pkg/ (the build's WORKER_FILES). */
export const ENGINE_DIR = 'engine';

/** Every source folder of the front end, as tsconfig.checkjs.json's include names a folder's modules. */
export const CHECKED_DIRS = Object.freeze(ELEMENT_DIRS.map((dir) => `www/${dir}/**/*.js`));
