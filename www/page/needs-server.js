// Says, where the page's module scripts never run, why: on a page opened from a
// file, that the page needs a web server or the game's single-file copy; in a
// frame sandboxed without allow-same-origin, that the frame needs it, or the game
// its own tab (a link to the page is given). The message goes in the place of each
// <urim-game> (or at the top of <main>), in the language of ?lang=, of the page
// (when it is not the English default), or of the browser. A classic script,
// loaded only there by pkg/no-server.js; .ci/needs-server.mjs builds it into
// pkg/needs-server.js with every translation's `needsServer` text in
// NEEDS_SERVER_WORDS and `needsOwnOrigin` text in NEEDS_ORIGIN_WORDS, so the
// strings are written once, in www/i18n/.
/* global NEEDS_SERVER_WORDS, NEEDS_ORIGIN_WORDS */
(() => {
  const fromFile = location.protocol === 'file:';
  const words = fromFile ? NEEDS_SERVER_WORDS : NEEDS_ORIGIN_WORDS;
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

  /** A link that opens this page in a tab of its own, where its modules run; its text is the address, to copy where popups are barred. */
  const ownTabLink = () => {
    const link = document.createElement('a');
    link.href = location.href;
    link.target = '_blank';
    link.rel = 'noopener';
    link.textContent = location.href;
    return link;
  };

  function show() {
    const message = () => {
      const line = document.createElement('p');
      line.className = 'needs-server';
      line.lang = code;
      line.textContent = words[code];
      if (!fromFile) line.append(' ', ownTabLink());
      return line;
    };
    const games = [...document.querySelectorAll('urim-game')];
    for (const game of games) game.replaceChildren(message());
    if (games.length === 0) (document.querySelector('main') ?? document.body).prepend(message());
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', show);
  else show();
})();
