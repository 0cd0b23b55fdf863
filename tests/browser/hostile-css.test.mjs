// <urim-game> and <urim-board> on a host page whose global CSS is careless
// (tests/browser/host/hostile.css: * { all: unset }, canvas and buttons hidden,
// divs taken out of the flow, a dark color-scheme, italic letter-spaced capitals
// right to left with an indent and a text fill), at a desktop's size and a phone's,
// and again with html { font-size: 48px }. None of it reaches inside: the type is
// the elements' own, the board is drawn and painted and takes a click, every
// control is visible, inside the element and works, and the documented --urim-*
// property set on the element still applies.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { openBrowser } from './browser.mjs';

const HOST = new URL('./host/', import.meta.url);
const TYPES = { html: 'text/html; charset=utf-8', css: 'text/css', js: 'text/javascript' };
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
/** The root font size of the "huge fonts" pages. */
const HUGE_ROOT = '48px';
/** The accent hostile.css gives #g through --urim-accent, as the New game button's background. */
const PAGE_ACCENT = 'rgb(10, 92, 54)';
/** The share of the board's canvas that must be painted (the wood fills most of it). */
const PAINTED_SHARE = 0.5;
/** The smallest side of a control, in CSS pixels (WCAG 2.2's 24 px target). */
const MIN_TARGET = 24;
/** The game's controls that must show, by part name. */
const GAME_CONTROLS = ['new-game', 'undo', 'redo', 'hint', 'edit', 'about', 'holes', 'opponent', 'first', 'steps', 'analysis', 'sound', 'moves-summary'];
/** The diagram's buttons. */
const BOARD_CONTROLS = ['play', 'reset'];
/** The game's width, in rem, where the page gives it none (game-styles.js). */
const NATURAL_REMS = 40;
/** The most clicks that stepping through the diagram's move may take. */
const MAX_STEPS = 20;

let env;

before(async () => {
  env = await openBrowser();
});

after(async () => {
  await env?.close();
});

/** The hostile page at `viewport`, its root font made huge if asked; page errors recorded. */
async function openHostile(viewport, huge) {
  const context = await env.browser.newContext({ viewport, reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') page.errors.push(m.text()); });
  await page.route(`${env.base}/host/*`, (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop();
    route.fulfill({ status: 200, contentType: TYPES[name.split('.').pop()], body: readFileSync(new URL(name, HOST), 'utf8') });
  });
  await page.goto(`${env.base}/host/hostile.html`);
  // At once: hostile.css would have the root font grow over 5 s, and the checks measure a moving page.
  if (huge) await page.addStyleTag({ content: `html { font-size: ${HUGE_ROOT}; transition: none; }` });
  await page.waitForFunction(() => ['g', 'd'].every((id) => window.hostLog.events.some((e) => e.type === 'ready' && e.id === id)));
  await page.waitForFunction(() => document.getElementById('g').busy === false);
  page.close = ((close) => async () => { await close(); await context.close(); })(page.close.bind(page));
  return page;
}

/** The inherited styles that the page set on its body, as seen inside element `id` at `selector`. */
const typeInside = (page, id, selector) => page.evaluate(([i, s]) => {
  const style = getComputedStyle(document.getElementById(i).shadowRoot.querySelector(s));
  return {
    letterSpacing: style.letterSpacing, wordSpacing: style.wordSpacing, textTransform: style.textTransform, fontStyle: style.fontStyle,
    fontVariantCaps: style.fontVariantCaps, textIndent: style.textIndent, whiteSpace: style.whiteSpace, textShadow: style.textShadow,
    direction: style.direction, fill: style.webkitTextFillColor === style.color, stroke: style.webkitTextStrokeWidth,
    wordBreak: style.wordBreak, cursor: style.cursor, family: style.fontFamily.includes('Comic'),
  };
}, [id, selector]);

const OWN_TYPE = {
  letterSpacing: 'normal', wordSpacing: '0px', textTransform: 'none', fontStyle: 'normal', fontVariantCaps: 'normal', textIndent: '0px',
  whiteSpace: 'normal', textShadow: 'none', direction: 'ltr', fill: true, stroke: '0px', wordBreak: 'normal', cursor: 'auto', family: false,
};

/**
 * The canvas of element `id`: shown in spite of the page's rule, sized, mostly
 * painted, and the topmost thing at the centre of pit `pit` (the page covers none of it).
 */
async function checkBoard(page, id, pit) {
  await page.locator(`#${id} canvas`).scrollIntoViewIfNeeded();
  const seen = await page.evaluate(([i, p]) => {
    const host = document.getElementById(i);
    const canvas = host.shadowRoot.querySelector('canvas');
    const box = canvas.getBoundingClientRect();
    const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    let painted = 0;
    for (let k = 3; k < data.length; k += 4) if (data[k] > 0) painted += 1;
    const c = (host.pitCenter ? host : host.view).pitCenter(p); // a diagram has no public pitCenter: its view has
    const x = box.left + c.x;
    const y = box.top + c.y;
    return {
      shown: canvas.checkVisibility(), width: box.width, height: box.height, pixels: canvas.width * canvas.height,
      painted: painted / (canvas.width * canvas.height),
      top: document.elementFromPoint(x, y) === host && host.shadowRoot.elementFromPoint(x, y) === canvas,
    };
  }, [id, pit]);
  assert.equal(seen.shown, true, `${id}: the canvas shows`);
  assert.ok(seen.width > 200 && seen.height > 60, `${id}: the canvas is ${seen.width}×${seen.height}`);
  assert.ok(seen.painted > PAINTED_SHARE, `${id}: ${Math.round(seen.painted * 100)}% of the canvas painted`);
  assert.equal(seen.top, true, `${id}: pit ${pit} is under the pointer, uncovered`);
}

/** Clicks the centre of `pit` of element `id`, where a visitor would. */
async function clickPit(page, id, pit) {
  await page.locator(`#${id} canvas`).scrollIntoViewIfNeeded();
  const box = await page.locator(`#${id} canvas`).boundingBox();
  const c = await page.evaluate(([i, p]) => document.getElementById(i).pitCenter(p), [id, pit]);
  await page.mouse.click(box.x + c.x, box.y + c.y);
}

/** Each of `parts` of element `id`: visible, big enough to touch, inside the element's frame and the viewport's width. */
async function checkControls(page, id, parts, viewport) {
  const found = await page.evaluate(([i, names]) => {
    const root = document.getElementById(i).shadowRoot;
    const frame = root.querySelector('.frame').getBoundingClientRect();
    return names.map((name) => {
      const el = root.querySelector(`[part~="${name}"]`);
      const box = el.getBoundingClientRect();
      return { name, shown: el.checkVisibility(), width: box.width, height: box.height, left: box.left, right: box.right, frame: [frame.left, frame.right] };
    });
  }, [id, parts]);
  for (const c of found) {
    assert.equal(c.shown, true, `${id}: ${c.name} shows`);
    assert.ok(Math.min(c.width, c.height) >= (c.name === 'steps' || c.name === 'analysis' || c.name === 'sound' ? MIN_TARGET / 2 : MIN_TARGET),
      `${id}: ${c.name} is ${c.width}×${c.height}`);
    assert.ok(c.left >= c.frame[0] - 1 && c.right <= c.frame[1] + 1, `${id}: ${c.name} (${c.left}–${c.right}) inside the frame (${c.frame.join('–')})`);
    assert.ok(c.left >= -1 && c.right <= viewport.width + 1, `${id}: ${c.name} (${c.left}–${c.right}) inside the viewport`);
  }
}

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  for (const huge of [false, true]) {
    test(`hostile global CSS, ${size}${huge ? `, html { font-size: ${HUGE_ROOT} }` : ''}: the elements draw, take clicks, and show and work every control`, async () => {
      const page = await openHostile(viewport, huge);
      // The page's type stops at the frame; its custom property passes.
      assert.deepEqual(await typeInside(page, 'g', '.status'), OWN_TYPE);
      assert.deepEqual(await typeInside(page, 'd', '.words'), OWN_TYPE);
      assert.equal(await page.evaluate(() => getComputedStyle(document.getElementById('g').shadowRoot.querySelector('[part=new-game]')).backgroundColor), PAGE_ACCENT);
      assert.equal(await page.evaluate(() => getComputedStyle(document.getElementById('g').shadowRoot.querySelector('.frame')).colorScheme), 'light',
        'the frame keeps its own color-scheme, not the page\'s dark one');

      // The diagram: drawn, and played step by step with its buttons.
      await checkBoard(page, 'd', 4);
      await checkControls(page, 'd', BOARD_CONTROLS, viewport);
      await page.locator('#d [part=play]').click();
      const bar = page.locator('#d .step-bar');
      await bar.waitFor({ state: 'visible' });
      for (let i = 0; i < MAX_STEPS && await bar.isVisible(); i += 1) await page.locator('#d [part=next-step]').click();
      await page.waitForFunction(() => document.getElementById('d').currentPosition === '3-3-3-3-0-1-0-0-0-5-3-3-11-1-N');
      assert.match(await page.evaluate(() => document.getElementById('d').shadowRoot.querySelector('.words').textContent), /captured 9 seeds/);

      // Its box taken out of the flow by the page, the game takes 40rem, or the viewport's width less 2rem.
      const widths = await page.evaluate(() => ({
        frame: document.getElementById('g').shadowRoot.querySelector('.frame').getBoundingClientRect().width,
        rem: parseFloat(getComputedStyle(document.documentElement).fontSize),
      }));
      assert.equal(widths.frame, Math.min(NATURAL_REMS * widths.rem, viewport.width - 2 * widths.rem), 'the game\'s width of its own');

      // The game: drawn, every control in sight, a pit played by a click, the computer's reply.
      await checkBoard(page, 'g', 4);
      await checkControls(page, 'g', GAME_CONTROLS, viewport);
      await clickPit(page, 'g', 4);
      await page.waitForFunction(() => document.getElementById('g').moves.length === 2 && !document.getElementById('g').busy);
      assert.equal(await page.evaluate(() => document.getElementById('g').moves[0]), 4);
      // A hint, the moves list, a new game: the controls work.
      await page.locator('#g [part=hint]').click();
      await page.waitForFunction(() => /^Try /.test(document.getElementById('g').shadowRoot.querySelector('.preview').textContent));
      await page.locator('#g [part=moves-summary]').click();
      assert.equal(await page.locator('#g .move-list button.ply').count(), 2);
      assert.equal(await page.locator('#g .move-list button.ply').first().isVisible(), true);
      await page.locator('#g [part=new-game]').click();
      await page.waitForFunction(() => document.getElementById('g').moves.length === 0);
      assert.deepEqual(page.errors, []);
      await page.close();
    });
  }
}
