// The English words of the pages around the elements: the demo page, the puzzles
// page and the single file's page (their tagline and links (The rules beside How to play), the offline line, the
// embed dialog's button, the picker's mark of a draft translation, the single
// file's picker of endgame table files), and what a page
// opened from a file says (.ci/needs-server.mjs builds that in). Each page adds
// them to the English fallback before it says anything (i18n addEnglish): a page
// of diagrams never loads them. Each translation holds them with the rest.
export const ENGLISH = Object.freeze({
  tagline: 'The mancala of Brava, Cape Verde',
  rulesPage: 'rules.html',
  rulesRead: 'The rules',
  offlineReady: 'This page is saved in your browser: it opens and plays offline too.',
  embedThis: 'Embed this',
  embedFailed: 'The embedding dialog could not load: {message}',
  draftLanguage: "{name} (awaiting a speaker's review)",
  puzzles: 'Puzzles',
  playGame: 'Play a game',
  needsServer: 'This page needs a web server to run. Put this folder on a web server, or open urim.html, the whole game in one file.',
  tableFilesTitle: 'Endgame table files',
  tableFilesHelp:
    'Table files made by urim-tables give the analysis and the Hint perfect play in endgames with more seeds than this page knows by heart. Choose the folder that holds them.',
  tableFilesChosen: {
    one: '{n} table file chosen, up to {seeds} seeds on the board.',
    other: '{n} table files chosen, up to {seeds} seeds on the board.',
  },
  tableFilesNone: 'That folder holds no table files (urim-2x6-14.tbl and the like): the analysis goes on as before.',
  needsOwnOrigin: 'This game cannot run in a frame sandboxed without allow-same-origin. Open it in its own tab:',
});
