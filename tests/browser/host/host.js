// The host page's own script (a plain script, run before the elements are
// defined): it records every event of the elements and every CSP violation, for
// the test to read as window.hostLog.
window.hostLog = { events: [], violations: [] };
for (const type of ['ready', 'move', 'gameover', 'newgame', 'error']) {
  document.addEventListener(type, (e) => {
    const id = e.composedPath()[0].id;
    window.hostLog.events.push({ type, id, detail: JSON.parse(JSON.stringify(e.detail ?? null)) });
  });
}
document.addEventListener('securitypolicyviolation', (e) => {
  window.hostLog.violations.push(`${e.violatedDirective}: ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`);
});
