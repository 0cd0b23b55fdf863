// What a WordPress user does in Chromium, for wordpress.test.mjs: logs in, opens a
// new post in the block editor (closing the welcome guide a new user sees),
// inserts a block through the inserter, publishes; and what a visitor does with
// an element: clicks a pit where it is drawn, steps a diagram's move through.
// Every step waits for what WordPress or the element shows, never for a set time.

/** The Author: a curator who writes posts (no unfiltered_html). */
export const AUTHOR = { user: 'curator', password: 'curator-password-for-tests' };

/** Keeps `context` on 127.0.0.1: WordPress's pages ask wordpress.org for pictures and news, which the tests never fetch. */
export const localOnly = (context) => context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());

/** Logs `who` in at `base` in a context of its own; resolves with a page on the dashboard. */
export async function logIn(browser, base, who, viewport) {
  const context = await browser.newContext({ viewport });
  await localOnly(context);
  const page = await context.newPage();
  page.close = ((close) => async () => { await close(); await context.close(); })(page.close.bind(page));
  await page.goto(`${base}/wp-login.php`);
  await page.locator('#user_login').fill(who.user);
  await page.locator('#user_pass').fill(who.password);
  await Promise.all([page.waitForNavigation(), page.locator('#wp-submit').click()]);
  await page.locator('#wpadminbar').waitFor();
  return page;
}

/** Opens a new post in the block editor and closes the welcome guide; resolves once the title can be typed. */
export async function newPost(page, base, title) {
  await page.goto(`${base}/wp-admin/post-new.php`);
  const heading = page.locator('.editor-post-title__input'); // hidden from the accessibility tree while the guide is open
  await heading.waitFor();
  // The guide shows until the user closes it once (a preference WordPress keeps for the user).
  const welcome = await page.evaluate(() => window.wp.data.select('core/preferences').get('core/edit-post', 'welcomeGuide'));
  if (welcome) {
    const guide = page.locator('.edit-post-welcome-guide');
    await guide.getByRole('button', { name: 'Close dialog' }).click();
    await guide.waitFor({ state: 'detached' });
  }
  await heading.click();
  await page.keyboard.type(title);
}

/**
 * Inserts the block called `name` (as the inserter lists it, found by `search`)
 * through the inserter: the + button at the top, the search, the block. Resolves
 * once it is in the post and its sidebar is open.
 */
export async function insertBlock(page, search, name) {
  await page.getByRole('button', { name: 'Toggle block inserter' }).click();
  await page.getByPlaceholder('Search').fill(search);
  await page.getByRole('option', { name }).click();
  await page.getByRole('button', { name: 'Toggle block inserter' }).click(); // closes the inserter again
  const gear = page.getByRole('button', { name: 'Settings', exact: true });
  if ((await gear.getAttribute('aria-pressed')) !== 'true') await gear.click();
  const sidebar = page.locator('.interface-complementary-area');
  await sidebar.locator('.block-editor-block-card', { hasText: name }).waitFor(); // the Block tab, on the block just inserted
  return sidebar;
}

/** Types `lines` into the Classic block just inserted (the classic editor's TinyMCE), a paragraph each. */
export async function typeClassic(page, lines) {
  const body = page.locator('.wp-block-freeform .mce-content-body');
  await body.click();
  await page.keyboard.type(lines.join('\n'));
}

/** Publishes the post (Publish, then Publish in the panel); resolves with its id and its address. */
export async function publish(page) {
  await page.locator('.editor-post-publish-panel__toggle').click();
  await page.locator('.editor-post-publish-button').click();
  const view = page.locator('.post-publish-panel__postpublish-header a').first();
  await view.waitFor();
  const id = await page.evaluate(() => window.wp.data.select('core/editor').getCurrentPostId());
  return { id, url: await view.getAttribute('href') };
}

/** Clicks pit `pit` of `game` (a locator of a <urim-game>) where its board draws it. */
export async function clickPit(page, game, pit) {
  const box = await game.locator('canvas').boundingBox();
  const c = await game.evaluate((el, p) => el.pitCenter(p), pit);
  await page.mouse.click(box.x + c.x, box.y + c.y);
}

/**
 * Plays `board`'s move (a locator of a <urim-board> with `steps`) as a reader does:
 * ▶, then Next step until the move is done. Resolves with the steps' counts seen.
 */
export async function stepThrough(board) {
  await board.locator('[part=play]').click();
  const bar = board.locator('[part=step-bar]');
  await bar.waitFor();
  const counts = [];
  while (await bar.isVisible()) {
    const count = await board.locator('[part=step-count]').textContent();
    counts.push(count);
    await board.locator('[part=next-step]').click();
    await board.evaluate((el, before) => new Promise((done) => {
      const root = el.shadowRoot;
      const check = () => (root.querySelector('[part=step-bar]').hidden || root.querySelector('[part=step-count]').textContent !== before ? done() : requestAnimationFrame(check));
      check();
    }), count);
  }
  return counts;
}
