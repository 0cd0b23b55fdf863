// `node bench/soak-deploy.mjs [--minutes 5 --deploy-at 2 --visit-every 1.5 --idle 20 --out bench/soak.md]`:
// a gallery kiosk while the museum deploys a new build. The kiosk page
// (index.html?kiosk=1&demo=1) plays itself in headless Chromium, served by a server
// of the run's own over build A (tests/browser/deployments.mjs); at `--deploy-at`
// minutes build B is deployed (one word and one chunk changed). Every
// `--visit-every` minutes a visitor touches the board, plays two moves and walks
// away; the idle reset comes after `--idle` seconds. Every 15 s it notes which build
// the page runs, checked whole (the word on the New game button and the chunk the
// page loaded: A, B, or a mix), and it keeps every page load, every error and
// every request the server answered with an error. Appends its report to `--out`.
// A benchmark, not a test: it measures. Run `npm run build` first.
import { appendFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openBrowser } from '../tests/browser/browser.mjs';
import { WORDS, deployServer, makeBuilds } from '../tests/browser/deployments.mjs';

const { values: flags } = parseArgs({
  options: {
    minutes: { type: 'string', default: '5' },
    'deploy-at': { type: 'string', default: '2' },
    'visit-every': { type: 'string', default: '1.5' },
    idle: { type: 'string', default: '20' },
    out: { type: 'string', default: new URL('soak.md', import.meta.url).pathname },
  },
});
/** @param {string} name */
const positive = (name) => {
  const n = Number(flags[name]);
  if (!(n > 0)) throw new Error(`soak-deploy: --${name} must be a number above 0, got "${flags[name]}"`);
  return n;
};
const minutes = positive('minutes');
const deployAt = positive('deploy-at');
const visitEvery = positive('visit-every');
const idle = positive('idle');

/** How often the build on show is noted (ms). */
const LOOK_MS = 15_000;
/** Moves a visitor plays before walking away. */
const VISITOR_MOVES = 2;
/** The kiosk's level for visitors: quick replies. */
const OPPONENT = 2;
/** The screen of a gallery's small kiosk. */
const VIEWPORT = { width: 1280, height: 800 };

const builds = makeBuilds();
const server = await deployServer({ root: builds.A });
const failed = [];
const env = await openBrowser();
const context = await env.browser.newContext({ viewport: VIEWPORT });
const page = await context.newPage();
const start = Date.now();
const at = () => (Date.now() - start) / 60_000;
/** When the kiosk asked the server for sw.js (minutes). */
const swAsked = [];
server.watch((path) => { if (path === 'sw.js') swAsked.push(at()); });
const errors = [];
const loads = [];
page.on('pageerror', (e) => errors.push(`${at().toFixed(2)} min, page: ${e.message}`));
page.on('console', (m) => { if (m.type() === 'error') errors.push(`${at().toFixed(2)} min, console: ${m.text()}`); });
page.on('requestfailed', (r) => failed.push(`${at().toFixed(2)} min: ${r.url()} (${r.failure()?.errorText})`));
page.on('response', (r) => { if (r.status() >= 400) failed.push(`${at().toFixed(2)} min: ${r.url()} ${r.status()}`); });
page.on('load', () => loads.push(at()));
/** The kiosk's new games, with their reasons (idle, demo, visitor), across reloads. */
const games = [];
await page.exposeBinding('soakNewGame', (_, reason) => { games.push({ minute: at(), reason }); });
await page.addInitScript(() => {
  window.addEventListener('newgame', (e) => window.soakNewGame(/** @type {CustomEvent} */ (e).detail.reason), true);
});

/** Which build the page runs, checked whole: 'A', 'B', 'mix: …', or 'not ready'. */
async function buildOnShow() {
  return page.evaluate(({ words, chunks }) => {
    const button = document.querySelector('urim-game')?.shadowRoot?.querySelector('[part=new-game]');
    if (!button?.textContent) return 'not ready';
    const names = performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname.slice(1));
    const word = Object.keys(words).find((build) => words[build] === button.textContent) ?? `an unknown word "${button.textContent}"`;
    const loaded = Object.keys(chunks).filter((build) => names.includes(chunks[build]));
    return loaded.length === 1 && loaded[0] === word ? word : `mix: word ${word}, chunks ${loaded.join('+') || 'none'}`;
  }, { words: WORDS, chunks: builds.chunk }).catch((e) => `not ready (${e.message.split('\n')[0]})`);
}

/** A visitor: a touch on the board, a few moves, then a touch off it; the idle timer runs. */
async function visit() {
  const box = await page.locator('urim-game canvas').boundingBox();
  if (!box) return false;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height * 0.8); // the touch that takes over
  for (let i = 0; i < VISITOR_MOVES; i += 1) {
    await page.waitForFunction(() => document.querySelector('urim-game').legalMoves.length > 0);
    await page.evaluate(() => {
      const g = document.querySelector('urim-game');
      return g.play(g.legalMoves[Math.floor(Math.random() * g.legalMoves.length)]);
    });
  }
  await page.mouse.click(2, 2);
  return true;
}

await page.goto(`${server.base}/?kiosk=1&demo=1&lang=en&opponent=${OPPONENT}&idle=${idle}`);
const looks = [];
let deployed = false;
let nextLook = start;
let nextVisit = start + visitEvery * 60_000;
let visits = 0;
console.log(`[soak-deploy] ${minutes} min; B deployed at ${deployAt} min; a visitor every ${visitEvery} min, idle ${idle} s`);
while (Date.now() - start < minutes * 60_000) {
  if (!deployed && Date.now() - start >= deployAt * 60_000) {
    server.deploy(builds.B);
    deployed = true;
    console.log(`[soak-deploy] ${at().toFixed(2)} min: B deployed`);
  }
  if (Date.now() >= nextLook) {
    const build = await buildOnShow();
    if (looks.at(-1)?.build !== build) console.log(`[soak-deploy] ${at().toFixed(2)} min: the page runs ${build}`);
    looks.push({ minute: at(), build });
    nextLook += LOOK_MS;
  }
  if (Date.now() >= nextVisit) {
    if (await visit().catch(() => false)) visits += 1;
    nextVisit += visitEvery * 60_000;
  }
  const until = Math.min(nextLook, nextVisit, start + minutes * 60_000, deployed ? Infinity : start + deployAt * 60_000);
  await page.waitForTimeout(Math.max(0, until - Date.now()));
}
const caches = await page.evaluate(() => caches.keys()).catch(() => []);
await context.close();
await env.close();
await server.close();
builds.remove();

const seen = [...new Set(looks.map((l) => l.build))];
const mixes = looks.filter((l) => l.build.startsWith('mix'));
const firstB = looks.find((l) => l.build === 'B');
const report = `
## Soak with a deployment in the middle: ${minutes} minutes

\`node bench/soak-deploy.mjs --minutes ${minutes} --deploy-at ${deployAt} --visit-every ${visitEvery} --idle ${idle}\`:
the kiosk page (\`index.html?kiosk=1&demo=1&opponent=${OPPONENT}&idle=${idle}\`) in headless Chromium with
software rendering, ${VIEWPORT.width}×${VIEWPORT.height}, ${new Date(start).toISOString().slice(0, 16)} UTC, this machine
(2 cores, shared with other work), served by the run's own server (with
\`Cache-Control: no-cache\`) over build A; build B (one word and one chunk changed,
tests/browser/deployments.mjs) deployed at minute ${deployAt}. A visitor every ${visitEvery} min
(a touch, ${VISITOR_MOVES} moves, then idle). The build on show noted every ${LOOK_MS / 1000} s, checked
whole (the New game button's word and the chunk loaded).

- duration: **${((Date.now() - start) / 60_000).toFixed(1)} min**, visits: ${visits}, page loads: ${loads.length} (at minute ${loads.map((m) => m.toFixed(2)).join(', ')})
- builds seen, in order: **${seen.join(' → ')}**; mixes: **${mixes.length ? mixes.map((m) => `${m.minute.toFixed(2)} min ${m.build}`).join('; ') : 'none'}**
- B on show from: ${firstB ? `minute ${firstB.minute.toFixed(2)} (${(firstB.minute - deployAt).toFixed(2)} min after the deployment)` : '**never**'}
- new games: ${games.length} (${['demo', 'visitor', 'idle'].map((r) => `${games.filter((g) => g.reason === r).length} ${r}`).join(', ')}); the last before each reload: ${loads.slice(1).map((m) => { const g = games.filter((x) => x.minute <= m).at(-1); return g ? `${g.reason} at ${g.minute.toFixed(2)}` : 'none'; }).join('; ') || 'no reload'}
- sw.js asked for: ${swAsked.length} times (at minute ${swAsked.map((m) => m.toFixed(2)).join(', ')}); caches at the end: ${caches.join(', ') || 'none'}
- requests that failed or were answered with an error: ${failed.length ? failed.map((f) => `\n  - ${f}`).join('') : '**none**'}
- errors: ${errors.length ? errors.map((e) => `\n  - ${e}`).join('') : '**none**'}
`;
appendFileSync(flags.out, report);
console.log(report);
if (errors.length || mixes.length || !firstB) process.exitCode = 1;
