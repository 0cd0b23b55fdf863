// Puts the Urim game on another page with one line, for editors that take a
// script but not a module:
//   <script src="urim/embed.js" data-lang="pt" data-opponent="2"></script>
// The script adds, where it stands, a frame showing urim/index.html (found next to
// this file) in its compact form (no header; the rules open in a new tab), and
// keeps the frame as tall as the game inside it, whose page tells its height by
// postMessage. Every data-* attribute becomes the page parameter of the same name,
// so the page's own list (elements/options.js) is the only list; data-title names
// the frame for screen readers. A plain script, not a module.
(function embedUrim() {
  'use strict';
  var script = /** @type {HTMLScriptElement | null} */ (document.currentScript);
  if (!script) return; // run as a module or injected late: nothing to stand in for
  /** Height of the frame until the game says how tall it is. */
  var FIRST_HEIGHT = '46rem';

  var src = new URL('index.html', script.src);
  var data = script.dataset;
  Object.keys(data).forEach(function (name) {
    if (name !== 'title') src.searchParams.set(name, data[name] || '');
  });
  src.searchParams.set('embed', '1');

  var frame = document.createElement('iframe');
  frame.src = src.href;
  frame.title = script.dataset.title || 'Urim, the mancala of Brava';
  frame.allow = 'clipboard-write';
  frame.loading = 'lazy';
  frame.style.cssText = 'display:block;width:100%;max-width:60rem;height:' + FIRST_HEIGHT + ';border:0;';
  /** @type {Node} */ (script.parentNode).insertBefore(frame, script.nextSibling);

  window.addEventListener('message', function (event) {
    if (event.source !== frame.contentWindow || event.origin !== src.origin) return;
    var data = event.data;
    if (data && data.urim === 'height' && typeof data.height === 'number' && data.height > 0) {
      frame.style.height = Math.ceil(data.height) + 'px';
    }
  });
})();
