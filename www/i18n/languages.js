// The one list of the languages Urim speaks, one line each: its code, its own name
// (for pickers), whether its text still awaits a native speaker's review, and how its
// table (<code>.js beside this file) is loaded. English, the reference, is always
// loaded. i18n/index.js reads it, and so do the build scripts: the rules and About
// pages are made for every language here (.ci/pages.mjs), and the offline copy lists
// what they make. Each table is a literal import(), so that a bundler sees it as a
// file of its own to load when asked for.

/** @type {ReadonlyArray<{ code: string, name: string, review?: true, load?: () => Promise<{ default: object }> }>} */
export const LANGUAGE_LIST = Object.freeze([
  { code: 'en', name: 'English' },
  { code: 'kea', name: 'Kabuverdianu', review: true, load: () => import('./kea.js') },
  { code: 'pt', name: 'Português', load: () => import('./pt.js') },
  { code: 'fr', name: 'Français', load: () => import('./fr.js') },
  { code: 'es', name: 'Español', load: () => import('./es.js') },
  { code: 'nl', name: 'Nederlands', load: () => import('./nl.js') },
  { code: 'el', name: 'Ελληνικά', load: () => import('./el.js') },
  { code: 'sw', name: 'Kiswahili', load: () => import('./sw.js') },
  { code: 'ne', name: 'नेपाली', load: () => import('./ne.js') },
  { code: 'ja', name: '日本語', load: () => import('./ja.js') },
]);
