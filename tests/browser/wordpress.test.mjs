// The WordPress plugin (cms/wordpress/, packed by .ci/release-wordpress.mjs) on a
// real WordPress: Debian's 6.1, with its own MariaDB and PHP's built-in server on
// 127.0.0.1 (wordpress-site.mjs). The administrator uploads the release's zip
// through Plugins > Add New > Upload and activates it. An Author, in Chromium,
// inserts the game block through the block editor's inserter, sets the opponent
// and the language in the block's sidebar and publishes; a visitor plays a move
// where the pit is drawn and gets the computer's reply. The same for the diagram
// block (stepped through), and for both shortcodes typed into the Classic block
// (the classic editor, as WordPress 6.1 gives it without a plugin). The post the
// Author saved holds what the Author wrote; bad values show the element's own
// notice and make no PHP warning. Skipped, saying why, when a package is missing.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { openBrowser, speaking } from './browser.mjs';
import { ADMIN, missing, startWordPress } from './wordpress-site.mjs';
import { writeRelease } from '../../.ci/release.mjs';
import { writeWordPress } from '../../.ci/release-wordpress.mjs';
import { AUTHOR, clickPit, insertBlock, localOnly, logIn, newPost, publish, stepThrough, typeClassic } from './wordpress-editor.mjs';
import pt from '../../www/i18n/pt.js';
import en from '../../www/i18n/en.js';

/** Why the tests cannot run here, or null. */
const lacking = missing();
/** The desktop the Author writes on. */
const DESKTOP = { width: 1366, height: 768 };
/** The diagram's position and move: a chain that takes 9 seeds (as in elements.test.mjs). */
const DIAGRAM = { position: '3-3-3-3-4-0-1-3-2-5-3-3-2-1-S', move: 'E', after: '3-3-3-3-0-1-0-0-0-5-3-3-11-1-N' };

const temp = mkdtempSync(join(tmpdir(), 'wordpress-test-'));
let site = null;
let env = null;
let plugin = null;

before(async () => {
  if (lacking) return;
  const release = writeRelease({ out: join(temp, 'out') });
  plugin = await writeWordPress(release, { out: join(temp, 'out') });
  site = await startWordPress(temp);
  env = await openBrowser();
  site.php(`wp_insert_user( array( 'user_login' => '${AUTHOR.user}', 'user_pass' => '${AUTHOR.password}', 'user_email' => 'curator@example.org', 'role' => 'author' ) );`);
});

after(async () => {
  await env?.close();
  await site?.stop();
  rmSync(temp, { recursive: true, force: true });
});

/** The PHP log's lines that name the plugin (WordPress 6.1 itself logs deprecations under PHP 8.2). */
const pluginLines = () => site.phpLog().split('\n').filter((line) => /plugins\/urim\/|urim/i.test(line.replaceAll(temp, '')));

/** A visitor's page at `url` (no login), its page errors collected on `page.errors`. */
async function visit(url, viewport = DESKTOP) {
  const context = await env.browser.newContext({ viewport });
  await localOnly(context);
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  await page.goto(url);
  page.close = ((close) => async () => { await close(); await context.close(); })(page.close.bind(page));
  return page;
}

/** The content of post `id` as stored in the database. */
const stored = (id) => site.sql(`SELECT post_content FROM wordpress.wp_posts WHERE ID = ${Number(id)}`).replace(/\n$/, '').replaceAll('\\n', '\n');

test('the administrator uploads the plugin zip through Plugins > Add New and activates it', async (t) => {
  if (lacking) return t.skip(lacking);
  const page = await logIn(env.browser, site.base, ADMIN, DESKTOP);
  await page.goto(`${site.base}/wp-admin/plugin-install.php?tab=upload`);
  await page.locator('#pluginzip').setInputFiles(plugin.zip);
  await Promise.all([page.waitForNavigation(), page.locator('#install-plugin-submit').click()]);
  await page.getByText('Plugin installed successfully.').waitFor();
  await Promise.all([page.waitForNavigation(), page.getByRole('link', { name: 'Activate Plugin' }).click()]);
  await page.getByText('Plugin activated.').waitFor();
  assert.match(await page.locator('tr[data-slug="urim"]').textContent(), /Urim/);
  assert.match(await page.locator('tr[data-slug="urim"]').getAttribute('class'), /\bactive\b/);
  await page.close();
});

/** The Author, logged in, on a new post titled `title` in the block editor. */
async function authorWrites(title) {
  const page = await logIn(env.browser, site.base, AUTHOR, DESKTOP);
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  await newPost(page, site.base, title);
  return page;
}

/** Plays a move of the visitor's where the pit is drawn on `game`, and waits for the computer's reply; resolves with who moved. */
async function playAgainstComputer(page, game) {
  await game.evaluate((el) => {
    window.movers = [];
    el.addEventListener('move', (e) => window.movers.push(e.detail.by));
  });
  const [pit] = await game.evaluate((el) => el.legalMoves);
  await clickPit(page, game, pit);
  await game.evaluate((el) => new Promise((done) => {
    const check = () => (el.moves.length === 2 && !el.busy ? done() : requestAnimationFrame(check));
    check();
  }));
  return page.evaluate(() => window.movers);
}

test('an Author inserts the game block, sets the opponent and the language in its sidebar, publishes; a visitor plays the computer', async (t) => {
  if (lacking) return t.skip(lacking);
  const page = await authorWrites('Play Urim');
  const sidebar = await insertBlock(page, 'Urim', 'Urim game');
  // The editor shows the element itself, live: the language chosen in the sidebar is spoken at once.
  await page.locator('.wp-block-urim-game urim-game').waitFor();
  await sidebar.getByLabel('Opponent').selectOption('3');
  await sidebar.getByLabel('Language').selectOption('pt');
  await speaking(page, 'pt', '.wp-block-urim-game urim-game');
  assert.match(await page.locator('.wp-block-urim-game urim-game [part~=player-north]').textContent(), /Médio/, 'the preview plays Medium, in Portuguese');
  await page.screenshot({ path: '/tmp/shots-wp/editor-game-block.png' });
  const post = await publish(page);
  assert.equal(stored(post.id), '<!-- wp:urim/game {"opponent":"3","lang":"pt"} /-->', 'the post holds the block\'s comment and its attributes, nothing stripped');
  assert.deepEqual(page.errors, []);

  // Reopened, the block is still there, with its settings, and the Author changes it.
  await page.goto(`${site.base}/wp-admin/post.php?post=${post.id}&action=edit`);
  await page.locator('.wp-block-urim-game urim-game[opponent="3"][lang="pt"]').waitFor();
  await page.locator('.wp-block-urim-game').click({ position: { x: 2, y: 2 } });
  await page.locator('.interface-complementary-area').getByLabel('Opponent').selectOption('4');
  await page.locator('.editor-post-publish-button').click(); // "Update"
  await page.locator('.components-snackbar', { hasText: 'Post updated.' }).waitFor();
  assert.equal(stored(post.id), '<!-- wp:urim/game {"opponent":"4","lang":"pt"} /-->');
  await page.close();

  const visitor = await visit(post.url);
  const game = visitor.locator('urim-game');
  await visitor.waitForFunction(() => document.querySelector('urim-game')?.busy === false);
  await speaking(visitor, 'pt');
  assert.equal(await visitor.locator('urim-game [part=new-game]').textContent(), pt.newGame);
  assert.deepEqual(await playAgainstComputer(visitor, game), ['visitor', 'computer']);
  assert.equal(await visitor.locator('script[type=module][src$="/wp-content/plugins/urim/site/pkg/urim-elements.js"]').count(), 1);
  await visitor.screenshot({ path: '/tmp/shots-wp/post-desktop.png' });
  assert.deepEqual(visitor.errors, []);
  await visitor.close();

  const phone = await visit(post.url, { width: 390, height: 844 });
  await phone.waitForFunction(() => document.querySelector('urim-game')?.busy === false);
  await speaking(phone, 'pt');
  for (const part of ['board', 'new-game', 'undo', 'opponent']) {
    const box = await phone.locator(`urim-game [part~=${part}]`).first().boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 390, `${part} is inside the phone's width`);
  }
  await phone.screenshot({ path: '/tmp/shots-wp/post-phone.png', fullPage: true });
  await phone.close();

  // A page without a block or a shortcode does not load the script.
  const plain = await visit(`${site.base}/?page_id=2`);
  assert.equal(await plain.locator('script[src*="urim"]').count(), 0);
  await plain.close();
});

test('an Author inserts the diagram block, sets its position, move and steps; a reader steps the move through', async (t) => {
  if (lacking) return t.skip(lacking);
  const page = await authorWrites('A chain of captures');
  const sidebar = await insertBlock(page, 'Urim', 'Urim diagram');
  await sidebar.getByLabel('Position (empty: the start)').fill(DIAGRAM.position);
  await sidebar.getByLabel('Move to show').selectOption(DIAGRAM.move);
  await sidebar.getByLabel('Moves step by step, with words').check();
  await page.locator(`.wp-block-urim-board urim-board[move="${DIAGRAM.move}"][steps]`).waitFor();
  const post = await publish(page);
  assert.equal(stored(post.id), `<!-- wp:urim/board {"position":"${DIAGRAM.position}","move":"${DIAGRAM.move}","steps":true} /-->`);
  assert.deepEqual(page.errors, []);
  await page.close();

  const visitor = await visit(post.url);
  const board = visitor.locator('urim-board');
  await board.locator('[part=play]').waitFor();
  const counts = await stepThrough(board);
  assert.equal(counts.length, 11, `every step of the move: ${counts.join(', ')}`);
  assert.equal(await board.evaluate((el) => el.currentPosition), DIAGRAM.after);
  assert.deepEqual(visitor.errors, []);
  await visitor.close();
});

test('an Author types both shortcodes into the Classic block; good values play, bad ones give the element\'s notice and no PHP warning', async (t) => {
  if (lacking) return t.skip(lacking);
  const page = await authorWrites('Shortcodes');
  await insertBlock(page, 'Classic', 'Classic');
  const lines = [
    '[urim-game opponent="2" lang="pt"]',
    `[urim-board position="${DIAGRAM.position}" move="${DIAGRAM.move}" steps]`,
    '[urim-game opponent="9" lang="pt" onclick="alert(1)"]',
    '[urim-board position="<b>x</b>" lang="en"]',
  ];
  await typeClassic(page, lines);
  const post = await publish(page);
  // The classic editor keeps a paragraph a line, with a blank line between, and typed < and > as text (&lt; &gt;).
  const typed = lines.map((line) => line.replaceAll('<', '&lt;').replaceAll('>', '&gt;'));
  assert.equal(stored(post.id), typed.join('\n\n'));
  await page.close();

  const visitor = await visit(post.url);
  const [good, bad] = [visitor.locator('urim-game').nth(0), visitor.locator('urim-game').nth(1)];
  await visitor.waitForFunction(() => document.querySelector('urim-game')?.busy === false);
  await speaking(visitor, 'pt', 'urim-game');
  assert.deepEqual(await playAgainstComputer(visitor, good), ['visitor', 'computer']);
  const counts = await stepThrough(visitor.locator('urim-board').nth(0));
  assert.equal(counts.length, 11);
  // The bad values: each element names them in its notice, in its language; nothing else got through.
  const words = pt.badWholeNumber.replace('{name}', 'opponent').replace('{min}', '0').replace('{max}', '5').replace('{text}', '9');
  await bad.locator('[part=notice]').filter({ hasText: words }).waitFor();
  assert.equal(await bad.getAttribute('onclick'), null, 'an attribute the element does not have is left out');
  const escaped = visitor.locator('urim-board').nth(1);
  // Its notice gives the reason in its language (from the refusal's kind); the value itself stays text.
  const unread = en.boardBadPosition.replace('{message}', en.positionUnreadable);
  await escaped.locator('[part=notice]').filter({ hasText: unread }).waitFor();
  assert.equal(await escaped.getAttribute('position'), '<b>x</b>', 'the value reaches the element as text');
  assert.equal(await visitor.evaluate(() => document.querySelectorAll('.wp-block-post-content b').length), 0, 'no markup got through'); // the page's own, not the shadow roots'
  assert.deepEqual(visitor.errors, []);
  await visitor.close();
  assert.deepEqual(pluginLines(), [], 'PHP logged nothing about the plugin');
});