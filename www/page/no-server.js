// A page whose module scripts cannot run would wait for its game for ever: this
// classic script, which runs where they do not, loads pkg/needs-server.js to say
// why, in the page's language. Two such places: a page opened from a file
// (file://), which needs a web server or the game's single-file copy; and a frame
// sandboxed without allow-same-origin, whose origin is "null", so that the modules
// it asks for count as another origin's and are refused. Served plainly it does
// nothing. The pages load its minified copy, pkg/no-server.js
// (.ci/needs-server.mjs), as every page loads it.
if (location.protocol === 'file:' || self.origin === 'null') {
  const script = document.createElement('script');
  script.src = new URL('../pkg/needs-server.js', /** @type {HTMLScriptElement} */ (document.currentScript).src).href;
  document.head.append(script);
}
