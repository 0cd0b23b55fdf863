// Renders www/icon.svg to the PNG sizes the manifest lists, with Debian's Chromium.
// Run by hand when the icon changes (`node .ci/icons.mjs`); the PNGs are committed.
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
const svg = readFileSync(new URL('../www/icon.svg', import.meta.url), 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const size of [192, 512]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(`<style>html,body{margin:0}</style><img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${size}" height="${size}">`);
  await page.screenshot({ path: new URL(`../www/icon-${size}.png`, import.meta.url).pathname });
}
await browser.close();
