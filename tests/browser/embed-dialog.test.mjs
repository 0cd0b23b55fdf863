// The demo page's "Embed this" dialog as a museum's web editor uses it, in headless
// Chromium: opened from its button, the options picked by their labels (in the
// page's language), the HTML, the CSS and the policy copied with their buttons and
// read back from the clipboard; then a host page built from exactly that (the HTML
// in its body, the CSS in its stylesheet), served under the policy the dialog gave
// (over default-src 'none'), shows the game with those options (its language, its
// board, its buttons, its colours, its width; a move against the computer in its
// worker), with no CSP violation, page error or failed request. Both forms, two
// option sets each. Also: the dialog's code is not part of the page's first load,
// it passes axe, Esc closes it and gives the focus back, and a bad folder address
// is refused in the editor's language. Run `npm run build` first.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { browserForTests, watchStrictHost, speaking } from './browser.mjs';
import { wordsOf } from './words.mjs';
import { embedWords } from '../../www/page/embed-snippet.js';

const env = browserForTests();
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** One rem in CSS pixels (the host page's root font size is the browser's). */
const REM = 16;

/**
 * The demo page in language `ui`, its dialog open; page errors collected on `page.errors`.
 * The context may write and read the clipboard, as an editor's browser lets a page do on a click.
 */
async function openDialog(ui) {
  const context = await env().browser.newContext({ viewport: { width: 1100, height: 900 }, serviceWorkers: 'block' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env().base });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  await page.goto(`${env().base}/?lang=${ui}`);
  await page.waitForFunction(() => document.querySelector('urim-game')?.busy === false);
  await page.waitForFunction((code) => document.documentElement.lang === code, ui); // the dialog opens in the page's words
  await page.locator('#embed-open').click();
  await page.waitForFunction(() => document.getElementById('embed-dialog')?.open);
  return { context, page };
}

/**
 * Picks `options` in the open dialog as an editor does, each control found by its
 * label in language `ui`; copies the HTML, the CSS and the policy with their buttons
 * and resolves with what the clipboard then held.
 */
async function pick(page, ui, options) {
  const w = embedWords(ui);
  const dialog = page.locator('#embed-dialog');
  await dialog.getByLabel(w(options.form === 'frame' ? 'embedFrame' : 'embedElement')).check();
  for (const [key, value] of Object.entries({ embedLanguage: options.lang, embedOpponent: options.opponent, embedBoard: options.holes,
    embedControls: options.controls, embedTheme: options.theme, embedSize: options.size })) {
    // The frame takes the host column's width: the dialog asks no width for it.
    if (key === 'embedSize' && options.form === 'frame') {
      assert.equal(await dialog.getByLabel(w(key), { exact: true }).isVisible(), false, 'no width to pick for a frame');
      continue;
    }
    await dialog.getByLabel(w(key), { exact: true }).selectOption(value);
  }
  await dialog.getByLabel(w('embedSteps')).setChecked(options.steps);
  if (options.base) await dialog.getByLabel(w('embedBase')).fill(options.base);
  const copied = {};
  for (const [part, key] of [['html', 'embedCopyHtml'], ['css', 'embedCopyCss'], ['policy', 'embedCopyPolicy']]) {
    if (part === 'css' && options.form === 'frame') { // one line, sized by its attributes: no CSS is shown
      assert.equal(await dialog.getByRole('button', { name: w(key) }).isVisible(), false, 'no CSS to copy for a frame');
      copied.css = '';
      continue;
    }
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await dialog.getByRole('button', { name: w(key) }).click();
    await page.waitForFunction((text) => document.querySelector('#embed-dialog .embed-status').textContent === text, w('embedCopied'));
    copied[part] = await page.evaluate(() => navigator.clipboard.readText());
    assert.ok(copied[part], `${part}: something was copied`);
  }
  return copied;
}

/**
 * A fresh context that opens the host page built from `copied`, served under
 * `policy`: its CSP violations (in the page and its frames), page errors and failed
 * requests are collected on `seen`.
 */
async function openHost(copied, policy) {
  const context = await env().browser.newContext({ viewport: { width: 1100, height: 900 }, serviceWorkers: 'block', reducedMotion: 'reduce' });
  const seen = await watchStrictHost(context);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Museum</title>
<link rel="stylesheet" href="/museum/host.css"></head><body><h1>A museum's page</h1>
${copied.html}
</body></html>`;
  const headers = { 'Content-Security-Policy': policy };
  await context.route(`${env().base}/museum/host.html`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', headers, body: html }));
  await context.route(`${env().base}/museum/host.css`, (route) => route.fulfill({ contentType: 'text/css', headers, body: copied.css }));
  const page = await context.newPage();
  await page.goto(`${env().base}/museum/host.html`);
  return { context, page, seen };
}

/** Relative luminance (0 black, 1 white) of a CSS rgb() colour. */
function luminance(rgb) {
  const [r, g, b] = rgb.match(/[\d.]+/g).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Checks that the game in `frame` (the host page, or the page inside its frame) has
 * `options`: it speaks their language, its board has their pits, its buttons are
 * the full or the compact set, its colours their theme, steps as chosen; and, against
 * the computer and without steps, that it replies to a move from its worker.
 */
async function checkGame(frame, workers, options) {
  await frame.waitForFunction(() => document.querySelector('urim-game')?.busy === false);
  const words = await wordsOf(options.lang);
  await speaking(frame, options.lang);
  const shown = await frame.evaluate(() => {
    const game = document.querySelector('urim-game');
    const root = game.shadowRoot;
    return {
      newGame: root.querySelector('[part=new-game]').textContent,
      numbers: game.position.split('-').length - 1,
      settings: !root.querySelector('[part=settings]').hidden,
      paper: getComputedStyle(root.querySelector('[part=frame]')).backgroundColor,
      steps: game.steps,
      opponent: game.opponent,
    };
  });
  assert.equal(shown.newGame, words.newGame, 'the game speaks the language chosen');
  assert.equal(shown.numbers, 2 * Number(options.holes) + 2, 'the board has the pits chosen, and two stores');
  assert.equal(shown.settings, options.controls === 'full', 'the settings show with the full buttons only');
  assert.equal(shown.steps, options.steps);
  assert.equal(String(shown.opponent), options.opponent);
  if (options.theme !== 'auto') assert.equal(luminance(shown.paper) < 0.5, options.theme === 'dark', `a ${options.theme} paper: ${shown.paper}`);
  if (options.opponent !== '0' && !options.steps) { // step by step, each move waits for the visitor's clicks
    await frame.evaluate(() => document.querySelector('urim-game').play(document.querySelector('urim-game').legalMoves[0]));
    await frame.waitForFunction(() => document.querySelector('urim-game').moves.length === 2 && !document.querySelector('urim-game').busy);
    assert.ok(workers().some((w) => w.url().endsWith('/pkg/urim-worker.js')), 'the computer thought in its worker');
  }
}

const CASES = [
  { ui: 'en', options: { form: 'element', lang: 'pt', opponent: '3', holes: '7', controls: 'compact', steps: true, theme: 'dark', size: 'small' } },
  { ui: 'fr', options: { form: 'element', lang: 'fr', opponent: '1', holes: '6', controls: 'full', steps: false, theme: 'light', size: 'large', base: '/' } },
  { ui: 'pt', options: { form: 'frame', lang: 'ja', opponent: '0', holes: '6', controls: 'full', steps: false, theme: 'light', size: 'large' } },
  { ui: 'en', options: { form: 'frame', lang: 'kea', opponent: '2', holes: '7', controls: 'compact', steps: false, theme: 'dark', size: 'medium' } },
];

for (const { ui, options } of CASES) {
  test(`the ${options.form} form (dialog in ${ui}; ${Object.values(options).join(', ')}): the copied code shows that game under the policy it gave`, async () => {
    const editor = await openDialog(ui);
    const copied = await pick(editor.page, ui, options);
    assert.deepEqual(editor.page.errors, []);
    await editor.context.close();

    // The host's whole policy: nothing but what the dialog said (and, for the frame
    // form, the host's own stylesheet); the element form under Trusted Types too.
    const policy = options.form === 'element'
      ? `default-src 'none'; ${copied.policy}; require-trusted-types-for 'script'; trusted-types urim`
      : `default-src 'none'; style-src 'self'; ${copied.policy}`;
    const host = await openHost(copied, policy);
    if (options.form === 'element') {
      await checkGame(host.page.mainFrame(), () => host.page.workers(), options);
      const width = Number.parseFloat(copied.css.match(/max-width: ([\d.]+)rem/)[1]) * REM;
      const box = await host.page.locator('urim-game').boundingBox();
      assert.equal(box.width, width, 'the element is as wide as the CSS rule says');
    } else {
      const frame = host.page.frames().find((f) => f.url().includes('/index.html'));
      assert.ok(frame, 'the frame shows the demo page');
      await checkGame(frame, () => host.page.workers(), options);
      const box = await host.page.locator('iframe').boundingBox();
      const column = await host.page.evaluate(() => document.body.clientWidth);
      const height = Number(copied.html.match(/ height="(\d+)"/)[1]);
      assert.deepEqual([box.width, box.height], [column, height], 'the frame has the size of its attributes, not 300x150');
      assert.equal(await host.page.locator('iframe').getAttribute('title'), `Urim — ${(await wordsOf(options.lang)).tagline}`);
    }
    assert.deepEqual(host.seen.violations, []);
    assert.deepEqual(host.seen.errors, []);
    assert.deepEqual(host.seen.failed, []);
    await host.context.close();
  });
}

test('the dialog is not in the first load, passes axe, closes on Esc giving the focus back, and refuses a bad address in its language', async () => {
  const context = await env().browser.newContext({ viewport: { width: 1100, height: 900 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const fetched = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto(`${env().base}/?lang=nl`);
  await page.waitForFunction(() => document.querySelector('urim-game')?.busy === false);
  await page.waitForLoadState('networkidle');
  assert.deepEqual(fetched.filter((path) => /embed/.test(path)), [], 'nothing of the dialog before it is asked for');

  // Opened from the keyboard: the focus is inside, on its first control.
  await page.locator('#embed-open').focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.getElementById('embed-dialog')?.open);
  assert.ok(fetched.includes('/pkg/page/embed-dialog.js') && fetched.includes('/embed-dialog.css'));
  assert.ok(await page.evaluate(() => document.getElementById('embed-dialog').contains(document.activeElement)), 'the focus is in the dialog');
  const w = embedWords('nl');
  assert.equal(await page.getByRole('dialog', { name: w('embedTitle') }).count(), 1, 'a dialog named by its heading');

  await page.addScriptTag({ content: AXE });
  const violations = await page.evaluate(() => window.axe.run(document.getElementById('embed-dialog'), { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
    .then((r) => r.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)).join('; ')}`)));
  assert.deepEqual(violations, []);

  // A bad folder address: said in Dutch, the code hidden; a good one brings it back.
  const field = page.getByLabel(w('embedBase'));
  await field.fill('javascript:alert(1)');
  await page.getByRole('alert').filter({ hasText: w('embedBadBase', { text: 'javascript:alert(1)' }) }).waitFor();
  assert.equal(await field.getAttribute('aria-invalid'), 'true');
  assert.equal(await page.locator('#embed-html').isVisible(), false, 'no code for a bad address');
  await field.fill('/urim/');
  await page.locator('#embed-html').waitFor({ state: 'visible' });
  assert.match(await page.locator('#embed-html').inputValue(), /src="\/urim\/pkg\/urim-elements\.js"/);

  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.getElementById('embed-dialog'));
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'embed-open', 'the focus is back on the button');
  await context.close();
});

test('a Copy pressed while the chosen language\'s words are still coming copies the code of that language, not the one before', async () => {
  const editor = await openDialog('en');
  const { page } = editor;
  let letThrough;
  const held = new Promise((resolve) => { letThrough = resolve; });
  await page.route('**/i18n/ja.js', async (route) => { await held; await route.continue(); });
  const w = embedWords('en');
  const dialog = page.locator('#embed-dialog');
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await dialog.getByLabel(w('embedLanguage'), { exact: true }).selectOption('ja');
  await dialog.getByRole('button', { name: w('embedCopyHtml') }).click(); // at once, as an editor in a hurry
  assert.notEqual(await page.evaluate(() => document.querySelector('#embed-dialog .embed-status').textContent), w('embedCopied'), 'nothing said copied while the code is not yet made');
  letThrough();
  await page.waitForFunction((text) => document.querySelector('#embed-dialog .embed-status').textContent === text, w('embedCopied'));
  assert.match(await page.evaluate(() => navigator.clipboard.readText()), /<urim-game[^>]* lang="ja"/, 'the code copied is that of Japanese');
  assert.deepEqual(page.errors, []);
  await editor.context.close();
});
