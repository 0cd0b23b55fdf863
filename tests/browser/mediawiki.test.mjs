// The MediaWiki extension (dist/urim-mediawiki-<version>.zip, .ci/release-mediawiki.mjs)
// on the real MediaWiki of Debian's `mediawiki` package (1.39), as a wiki uses it: a
// wiki of its own in a temporary folder (links to /usr/share/mediawiki, its own
// LocalSettings.php, SQLite), installed by MediaWiki's install.php, the extension
// unpacked from the release's zip into its extensions/ and enabled with
// wfLoadExtension( 'Urim' ), served by PHP's built-in server on 127.0.0.1. An
// ordinary user (no admin right), made here, logs in in Chromium and saves a page
// with both tags through the edit form; a visitor opens it, plays a move and gets
// the computer's reply, and steps the diagram. Unknown attributes are dropped, a bad
// value shows the element's notice, and the server logs no PHP warning. Skipped,
// saying why, when MediaWiki or a PHP module it needs is not installed
// (.ci/tools.sh installs them). Run `npm run build` first.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { openBrowser, speaking } from './browser.mjs';
import { writeRelease } from '../../.ci/release.mjs';
import { MEDIAWIKI_FOLDER, writeMediaWiki } from '../../.ci/release-mediawiki.mjs';

/** Where Debian's package puts MediaWiki. */
const MEDIAWIKI = '/usr/share/mediawiki';
/** What of it is the Debian site's own (/etc/mediawiki, /var/lib/mediawiki): this wiki has its own. */
const NOT_LINKED = new Set(['LocalSettings.php', 'extensions', 'images', 'config']);
/** The PHP modules this wiki needs (`php -m` names) and the Debian package of each. */
const PHP_MODULES = { pdo_sqlite: 'php-sqlite3', intl: 'php-intl', mbstring: 'php-mbstring', dom: 'php-xml' };
/** The ordinary user who writes the page, and the page. */
const CURATOR = 'Curator';
const PASSWORD = 'a-long-curator-passphrase-7';
const PAGE = 'Urim_on_Brava';
/** The diagram of docs/embedding.md: South plays E, a chain of three taken, 11 steps. */
const DIAGRAM = { position: '3-3-3-3-4-0-1-3-2-5-3-3-0-3-S', move: 'E', steps: 11 };
/**
 * The page's wikitext: the game with attributes the element does not know, the
 * diagram, one with a bad value, and the diagram as a template writes it (#tag).
 */
const WIKITEXT = `Urim is the mancala of Brava. Play a game against the computer:

<urim-game lang="pt" opponent="2" onclick="alert(1)" style="display:none" id="x" bogus="yes" />

South plays E and takes a chain of three:

<urim-board position="${DIAGRAM.position}" move="${DIAGRAM.move}" steps lang="en" onmouseover="alert(2)" />

A diagram with a move that is no pit:

<urim-board move="Z" lang="en" />

The diagram again, as a template writes it:

{{#tag:urim-board||position=${DIAGRAM.position}|move=${DIAGRAM.move}|steps=|lang=en}}
`;
/** The widest the game and a diagram are in an article (48rem and 36rem, at 16 px). */
const ARTICLE_WIDTHS = { game: 768, board: 576 };
/** PHP's server's workers: the page's files come in parallel. */
const WORKERS = 3;
/** Where screenshots go when URIM_SHOTS names a folder (for a person to look at; not a check). */
const SHOTS = process.env.URIM_SHOTS;

/** Why this test cannot run here, or null. */
function missing() {
  if (!existsSync(join(MEDIAWIKI, 'maintenance/install.php'))) return "Debian's mediawiki package is not installed (.ci/tools.sh installs it as root)";
  const php = spawnSync('php', ['-m'], { encoding: 'utf8' });
  if (php.status !== 0) return 'php is not installed (.ci/tools.sh installs it as root)';
  const modules = php.stdout.split('\n').map((line) => line.trim());
  const lacking = Object.entries(PHP_MODULES).filter(([name]) => !modules.includes(name)).map(([, pkg]) => pkg);
  return lacking.length > 0 ? `PHP lacks ${lacking.join(', ')} (.ci/tools.sh installs them as root)` : null;
}

/** A free port on 127.0.0.1. */
const freePort = () => new Promise((resolve, reject) => {
  const probe = createServer();
  probe.once('error', reject);
  probe.listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});

const why = missing();
const temp = mkdtempSync(join(tmpdir(), 'urim-mediawiki-'));
const wiki = join(temp, 'wiki');
const errorLog = join(temp, 'php-errors.log');
/** The environment of every PHP run: the wiki's root, so that MediaWiki reads this LocalSettings.php. */
const PHP_ENV = { ...process.env, MW_INSTALL_PATH: wiki };
let base;
let server;
let env;
let made;

/** Runs MediaWiki's maintenance script `script` with `args`; fails the test with its output otherwise. */
function maintenance(script, args) {
  const run = spawnSync('php', [join(wiki, 'maintenance', script), ...args], { env: PHP_ENV, encoding: 'utf8' });
  assert.equal(run.status, 0, `${script}: ${run.stdout}\n${run.stderr}`);
  return run.stdout;
}

/**
 * Starts PHP's built-in server for the wiki, in a process group of its own (its
 * workers are its children); resolves once it says it listens.
 */
function startServer(port) {
  const php = spawn('php', ['-d', 'error_reporting=-1', '-d', 'log_errors=1', '-d', 'display_errors=0', '-d', `error_log=${errorLog}`,
    '-S', `127.0.0.1:${port}`, '-t', wiki], { env: { ...PHP_ENV, PHP_CLI_SERVER_WORKERS: String(WORKERS) }, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  return new Promise((resolve, reject) => {
    let said = '';
    php.once('exit', (code) => reject(new Error(`php -S stopped (${code}): ${said}`)));
    php.stderr.on('data', (chunk) => {
      said += chunk;
      if (said.includes(`(http://127.0.0.1:${port}) started`)) resolve(php);
    });
  });
}

before(async () => {
  if (why) return;
  made = writeMediaWiki(writeRelease({ out: join(temp, 'out') }), { out: join(temp, 'out') });
  // The wiki's folder: Debian's files linked, its own extensions/, images/ and settings.
  mkdirSync(join(wiki, 'extensions'), { recursive: true });
  mkdirSync(join(wiki, 'images'));
  mkdirSync(join(temp, 'data'));
  for (const name of readdirSync(MEDIAWIKI)) if (!NOT_LINKED.has(name)) symlinkSync(join(MEDIAWIKI, name), join(wiki, name));
  const unzip = spawnSync('unzip', ['-q', made.zip, '-d', join(wiki, 'extensions')], { encoding: 'utf8' });
  assert.equal(unzip.status, 0, `unzip: ${unzip.error?.message ?? unzip.stderr}`);

  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  maintenance('install.php', ['--dbtype', 'sqlite', '--dbpath', join(temp, 'data'), '--dbname', 'urimwiki', '--server', base, '--scriptpath', '',
    '--lang', 'en', '--skins', 'Vector', '--pass', 'an-admin-passphrase-of-the-test', '--confpath', wiki, 'Urim Wiki', 'WikiAdmin']);
  // The extension, and Urim's icon for the wiki's logo (MediaWiki's own placeholder asks to be changed).
  appendFileSync(join(wiki, 'LocalSettings.php'), `\nwfLoadExtension( '${MEDIAWIKI_FOLDER}' );\n`
    + `$wgLogos = [ '1x' => '/extensions/${MEDIAWIKI_FOLDER}/icon-192.png' ];\n`);
  maintenance('createAndPromote.php', [CURATOR, PASSWORD]); // no --sysop, no --bureaucrat: an ordinary user
  server = await startServer(port);
  env = await openBrowser();
});

after(async () => {
  await env?.close();
  if (server) {
    const gone = new Promise((resolve) => server.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM'); // the server and its workers
    await gone;
  }
  rmSync(temp, { recursive: true, force: true });
});

test('the extension\'s zip: one folder Urim/ with extension.json, the hooks, the attribute list and the site\'s files; php -l clean', (t) => {
  if (why) return t.skip(why);
  const folder = join(wiki, 'extensions', MEDIAWIKI_FOLDER);
  assert.deepEqual(readdirSync(join(wiki, 'extensions')), [MEDIAWIKI_FOLDER], 'one folder');
  const extension = JSON.parse(readFileSync(join(folder, 'extension.json'), 'utf8'));
  assert.equal(extension.name, MEDIAWIKI_FOLDER);
  assert.match(extension.version, /^\d+\.\d+\.\d+/, 'the release\'s version');
  const attributes = JSON.parse(readFileSync(join(folder, 'attributes.json'), 'utf8'));
  assert.ok(attributes.elements['urim-game'].includes('opponent') && attributes.elements['urim-board'].includes('move'));
  for (const file of ['pkg/urim-elements.js', 'pkg/urim_bg.wasm', 'index.html', 'i18n/en.json', 'includes/Hooks.php']) {
    assert.ok(existsSync(join(folder, file)), `${file} is in it`);
  }
  for (const file of readdirSync(folder, { recursive: true }).filter((f) => f.endsWith('.php'))) {
    const lint = spawnSync('php', ['-l', join(folder, file)], { encoding: 'utf8' });
    assert.equal(lint.status, 0, `php -l ${file}: ${lint.stdout}${lint.stderr}`);
  }
});

test('an ordinary user logs in and saves a page with both tags through the edit form; the wikitext is kept as written', async (t) => {
  if (why) return t.skip(why);
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${base}/index.php?title=Special:UserLogin`);
  await page.locator('#wpName1').fill(CURATOR);
  await page.locator('#wpPassword1').fill(PASSWORD);
  await Promise.all([page.waitForNavigation(), page.locator('#wpLoginAttempt').click()]);
  const me = await (await page.request.get(`${base}/api.php?action=query&meta=userinfo&uiprop=groups|rights&format=json`)).json();
  assert.equal(me.query.userinfo.name, CURATOR, 'logged in');
  assert.deepEqual(me.query.userinfo.groups.filter((g) => !['*', 'user', 'autoconfirmed'].includes(g)), [], 'no group beyond an ordinary user\'s');
  assert.ok(!me.query.userinfo.rights.includes('editinterface'), 'no admin right');

  await page.goto(`${base}/index.php?title=${PAGE}&action=edit`);
  await page.locator('#wpTextbox1').fill(WIKITEXT);
  await Promise.all([page.waitForNavigation(), page.locator('#wpSave').click()]);
  assert.equal(await page.locator('#firstHeading').textContent(), PAGE.replace(/_/g, ' '));
  assert.equal(await page.locator('urim-game').count(), 1, 'the saved page shows the game');
  const raw = await (await page.request.get(`${base}/index.php?title=${PAGE}&action=raw`)).text();
  assert.equal(raw.trim(), WIKITEXT.trim(), 'the wikitext is what the user wrote');
  await context.close();
});

test('a visitor plays a move and gets the computer\'s reply, steps the diagram, and sees the bad value\'s notice', async (t) => {
  if (why) return t.skip(why);
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors = [];
  const failed = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('response', (r) => { if (r.status() >= 400) failed.push(`${r.url()}: ${r.status()}`); });
  await page.goto(`${base}/index.php?title=${PAGE}`);

  // One module script in the head, from the extension's folder.
  const scripts = await page.evaluate(() => [...document.head.querySelectorAll('script[type=module]')].map((s) => s.getAttribute('src')));
  assert.deepEqual(scripts, [`/extensions/${MEDIAWIKI_FOLDER}/pkg/urim-elements.js`]);
  // Only the attributes the elements know came through.
  const names = await page.evaluate(() => [...document.querySelectorAll('urim-game, urim-board')].map((el) => el.getAttributeNames()));
  assert.deepEqual(names, [['lang', 'opponent'], ['position', 'move', 'steps', 'lang'], ['move', 'lang'], ['position', 'move', 'steps', 'lang']]);

  // The extension's style module keeps them as wide as a column of text (resources/urim.css).
  const widths = await page.evaluate(() => [...document.querySelectorAll('urim-game, urim-board')].map((el) => el.getBoundingClientRect().width));
  const [gameWidth, ...boardWidths] = widths;
  assert.ok(gameWidth > 0 && gameWidth <= ARTICLE_WIDTHS.game, `the game is ${gameWidth} px wide`);
  for (const width of boardWidths) assert.ok(width > 0 && width <= ARTICLE_WIDTHS.board, `a diagram is ${width} px wide`);

  // The game: a move where the pit is drawn, and the computer's reply.
  await page.waitForFunction(() => document.querySelector('urim-game')?.busy === false);
  await speaking(page, 'pt', 'urim-game');
  const game = page.locator('urim-game');
  const [pit] = await game.evaluate((el) => el.legalMoves);
  const box = await game.locator('canvas').boundingBox();
  const centre = await game.evaluate((el, p) => el.pitCenter(p), pit);
  await page.mouse.click(box.x + centre.x, box.y + centre.y);
  await page.waitForFunction(() => document.querySelector('urim-game').moves.length === 2 && !document.querySelector('urim-game').busy);
  assert.equal(await game.evaluate((el) => el.moves[0]), pit, 'the pit clicked was played');

  // The diagram, step by step with its buttons, to the move's words.
  const diagram = page.locator('urim-board').first();
  await diagram.locator('[part=play]').click();
  for (let step = 1; step <= DIAGRAM.steps; step += 1) {
    // The total counts the sowing until the last seed falls, then the whole move's DIAGRAM.steps.
    await diagram.locator('.step-count').filter({ hasText: new RegExp(`^Step ${step} of `) }).waitFor();
    await diagram.locator('[part=next-step]').click();
  }
  await diagram.locator('.words').filter({ hasText: /captured 9 seeds/ }).waitFor();

  // The bad value reached the element, which says what is wrong.
  const notice = page.locator('urim-board').nth(1).locator('[part=notice]');
  await notice.filter({ hasText: /move must be one of A, B/ }).waitFor();
  assert.ok(await notice.isVisible(), 'the notice shows');

  if (SHOTS) await page.screenshot({ path: join(SHOTS, 'mediawiki-page.png'), fullPage: true });
  assert.deepEqual(errors, []);
  assert.deepEqual(failed, []);
  await context.close();
});

test('a page with no tag loads no module; Special:Version lists the extension; the server logged no PHP warning, notice or error', async (t) => {
  if (why) return t.skip(why);
  const context = await env.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/index.php?title=Main_Page`);
  assert.equal(await page.locator('#firstHeading').count(), 1);
  assert.equal(await page.locator('script[src*="urim-elements"]').count(), 0, 'no module on a page without a tag');
  // Special:Version names the extension, its version and its two tags, as an administrator checks.
  await page.goto(`${base}/index.php?title=Special:Version`);
  const version = await page.locator('#mw-content-text').textContent();
  const { version: v } = JSON.parse(readFileSync(join(wiki, 'extensions', MEDIAWIKI_FOLDER, 'extension.json'), 'utf8'));
  assert.match(version, new RegExp(`Parser hooks[\\s\\S]*${MEDIAWIKI_FOLDER}[\\s\\S]*${v.replace(/\./g, '\\.')}`), 'listed under Parser hooks, with its version');
  assert.ok(version.includes('<urim-game>') && version.includes('<urim-board>'), 'its tags among the parser extension tags');
  await context.close();
  const log = existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '';
  assert.deepEqual(log.split('\n').filter((line) => /PHP (Warning|Notice|Fatal|Parse|Deprecated)|Urim/.test(line)), [], log);
});
