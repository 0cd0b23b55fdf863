// Says, on a page opened from a file (where its module scripts never run), that the
// page needs a web server or the game's single-file copy: the message goes in the
// place of each <urim-game> (or at the top of <main>), in the language of ?lang=,
// of the page (when it is not the English default), or of the browser. A classic
// script, loaded only there by pkg/no-server.js; .ci/needs-server.mjs builds it
// into pkg/needs-server.js with every translation's `needsServer` text in
// NEEDS_SERVER_WORDS, so the strings are written once, in www/i18n/.
/* global NEEDS_SERVER_WORDS */
(() => {
  const words = NEEDS_SERVER_WORDS;
  /**
   * The code of ours that `tag` names (`pt-CV` is `pt`), or null: as languageOf in i18n/index.js.
   * @param {string | null | undefined} tag
   */
  const codeOf = (tag) => {
    const code = String(tag ?? '')
      .trim()
      .toLowerCase();
    if (Object.hasOwn(words, code)) return code;
    const base = code.split(/[-_]/)[0];
    return Object.hasOwn(words, base) ? base : null;
  };
  const page = document.documentElement.lang;
  const tags = [
    new URLSearchParams(location.search).get('lang'),
    page === 'en' ? null : page,
    ...(navigator.languages ?? [navigator.language]),
    'en',
  ];
  const code = tags.map(codeOf).find(Boolean) ?? 'en';

  function show() {
    const message = () => {
      const line = document.createElement('p');
      line.className = 'needs-server';
      line.lang = code;
      line.textContent = words[code];
      return line;
    };
    const games = [...document.querySelectorAll('urim-game')];
    for (const game of games) game.replaceChildren(message());
    if (games.length === 0) (document.querySelector('main') ?? document.body).prepend(message());
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', show);
  else show();
})();
