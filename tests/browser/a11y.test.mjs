// Accessibility checks with axe-core (WCAG 2.1 A and AA rules) on the demo page and
// the rules pages, in light and dark themes: names and roles of every control,
// colour contrast, language attributes, landmarks. Run `npm run build` first.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import { openBrowser } from './browser.mjs';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

let env;

before(async () => {
  env = await openBrowser();
});

after(async () => {
  await env?.close();
});

/** The violations axe finds on the page as it stands, one line each. */
async function violations(page) {
  await page.addScriptTag({ content: AXE });
  const found = await page.evaluate((tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags } })
    .then((r) => r.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('; ')}`)), TAGS);
  return found;
}

for (const scheme of ['light', 'dark']) {
  test(`the game page, ${scheme}: no WCAG A/AA violations, with the moves and a step shown`, async () => {
    const context = await env.browser.newContext({ viewport: { width: 1000, height: 900 }, colorScheme: scheme, reducedMotion: 'reduce', serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${env.base}/?lang=en&opponent=0&holes=6&steps=1&position=2-17-1-0-0-0-1-1-1-1-1-1-5-5-S`);
    await page.waitForFunction(() => window.urimApp?.idle === true);
    assert.deepEqual(await violations(page), []);
    // Mid-move, with the step bar up and the move list open.
    await page.click('#moves summary');
    await page.evaluate(() => window.urimApp.view.emit('select', { pit: 0 }));
    await page.waitForFunction(() => !document.getElementById('step-bar').hidden);
    assert.deepEqual(await violations(page), []);
    await context.close();
  });
}

for (const file of ['rules.html', 'rules.pt.html', 'rules.fr.html', 'rules.es.html']) {
  test(`${file}: no WCAG A/AA violations, light and dark`, async () => {
    for (const scheme of ['light', 'dark']) {
      const context = await env.browser.newContext({ viewport: { width: 1000, height: 900 }, colorScheme: scheme, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto(`${env.base}/${file}`);
      assert.deepEqual(await violations(page), [], scheme);
      await context.close();
    }
  });
}
