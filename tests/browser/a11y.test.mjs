// Accessibility checks with axe-core (WCAG 2.1 A and AA rules) on the demo page, its
// kiosk form, and the rules and About pages of every language, in light and dark themes: names and roles of every control,
// colour contrast, language attributes, landmarks. axe looks inside open shadow
// roots, so <urim-game>'s and <urim-board>'s own parts are checked too. Run
// `npm run build` first.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import { openBrowser } from './browser.mjs';
import { KINDS, pageFile } from '../../.ci/page-languages.mjs';
import { LANGUAGES } from '../../www/i18n/index.js';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

let env;

before(async () => {
  env = await openBrowser();
});

after(async () => {
  await env?.close();
});

/**
 * Runs axe on the page as it stands: the violations, one line each, and how many
 * nodes inside shadow roots it checked (its target for such a node is a list of
 * selectors, one per shadow root crossed).
 */
async function audit(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
  return page.evaluate((tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags } }).then((r) => ({
    violations: r.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)).join('; ')}`),
    inShadow: [...r.passes, ...r.violations].flatMap((v) => v.nodes).filter((n) => Array.isArray(n.target[0])).length,
  })), TAGS);
}

for (const scheme of ['light', 'dark']) {
  test(`the game page, ${scheme}: no WCAG A/AA violations, with the moves and a step shown`, async () => {
    const context = await env.browser.newContext({ viewport: { width: 1000, height: 900 }, colorScheme: scheme, reducedMotion: 'reduce', serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${env.base}/?lang=en&opponent=0&holes=6&steps=1&position=2-17-1-0-0-0-1-1-1-1-1-1-5-5-S`);
    await page.waitForFunction(() => document.querySelector('urim-game')?.busy === false);
    const still = await audit(page);
    assert.deepEqual(still.violations, []);
    assert.ok(still.inShadow > 0, 'axe checked the parts inside <urim-game>');
    // Mid-move, with the step bar up and the move list open.
    await page.click('urim-game [part=moves] summary');
    await page.evaluate(() => { document.querySelector('urim-game').play(0); });
    await page.waitForFunction(() => !document.querySelector('urim-game').shadowRoot.querySelector('.step-bar').hidden);
    assert.equal(await page.locator('urim-game [part=moves]').getAttribute('open'), '');
    assert.deepEqual((await audit(page)).violations, []);
    await context.close();
  });
}

for (const scheme of ['light', 'dark']) {
  test(`the kiosk page in attract mode, ${scheme}, in Kabuverdianu: no WCAG A/AA violations`, async () => {
    const context = await env.browser.newContext({ viewport: { width: 1920, height: 1080 }, colorScheme: scheme, reducedMotion: 'reduce', serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${env.base}/?lang=kea&kiosk=1&demo=1&speed=0`);
    await page.waitForFunction(() => (document.querySelector('urim-game')?.moves?.length ?? 0) >= 2);
    assert.deepEqual((await audit(page)).violations, []);
    await context.close();
  });
}

for (const file of KINDS.flatMap((kind) => Object.keys(LANGUAGES).map((code) => pageFile(kind, code)))) {
  test(`${file}: no WCAG A/AA violations, light and dark`, async () => {
    for (const scheme of ['light', 'dark']) {
      const context = await env.browser.newContext({ viewport: { width: 1000, height: 900 }, colorScheme: scheme, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto(`${env.base}/${file}`);
      // Every diagram drawn (its canvas there, its position read) before axe looks.
      await page.waitForFunction(() => {
        const boards = [...document.querySelectorAll('urim-board')];
        return boards.length > 0 && boards.every((b) => b.shadowRoot?.querySelector('canvas') && b.currentPosition != null);
      });
      const found = await audit(page);
      assert.deepEqual(found.violations, [], scheme);
      assert.ok(found.inShadow > 0, `${scheme}: axe checked the parts inside the <urim-board> diagrams`);
      await context.close();
    }
  });
}
