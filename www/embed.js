// Puts the Urim game on another page with one line:
//   <script src="urim/embed.js" data-lang="pt" data-opponent="2"></script>
// The script adds, where it stands, a frame showing urim/index.html (found next to
// this file) and keeps the frame as tall as the game inside it, whose page tells
// its height by postMessage. Each data-* attribute becomes the page parameter of
// the same name (lang, opponent, holes, steps, position, nodes, offline; see the
// README); data-title names the frame for screen readers. A plain script, not a
// module, so that it also works where modules are not allowed.
(function embedUrim() {
  'use strict';
  var script = document.currentScript;
  if (!script) return; // run as a module or injected late: nothing to stand in for
  /** The page parameters a data-* attribute may set. */
  var PARAMS = ['lang', 'opponent', 'holes', 'steps', 'position', 'nodes', 'offline'];
  /** Height of the frame until the game says how tall it is. */
  var FIRST_HEIGHT = '46rem';

  var src = new URL('index.html', script.src);
  PARAMS.forEach(function (name) {
    var value = script.getAttribute('data-' + name);
    if (value !== null) src.searchParams.set(name, value);
  });

  var frame = document.createElement('iframe');
  frame.src = src.href;
  frame.title = script.getAttribute('data-title') || 'Urim, the mancala of Brava';
  frame.allow = 'clipboard-write';
  frame.loading = 'lazy';
  frame.style.cssText = 'display:block;width:100%;max-width:60rem;height:' + FIRST_HEIGHT + ';border:0;';
  script.parentNode.insertBefore(frame, script.nextSibling);

  window.addEventListener('message', function (event) {
    if (event.source !== frame.contentWindow || event.origin !== src.origin) return;
    var data = event.data;
    if (data && data.urim === 'height' && typeof data.height === 'number' && data.height > 0) {
      frame.style.height = Math.ceil(data.height) + 'px';
    }
  });
})();
