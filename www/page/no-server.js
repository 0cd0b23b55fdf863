// A page opened from a file (file://) runs no module script, so it would wait for
// its game for ever: there, this classic script loads pkg/needs-server.js, which
// says, in the page's language, that the page needs a web server or the game's
// single-file copy. Served from a web server it does nothing. The pages load its
// minified copy, pkg/no-server.js (.ci/needs-server.mjs), as every page loads it.
if (location.protocol === 'file:') {
  const script = document.createElement('script');
  script.src = new URL('../pkg/needs-server.js', /** @type {HTMLScriptElement} */ (document.currentScript).src).href;
  document.head.append(script);
}
