// The demo page (www/index.html) in headless Chromium: it loads, draws the board,
// takes moves by mouse and keyboard, announces them, lets the computer answer,
// undoes, and switches to the 7-pit board. Run `npm run build` first.
// No timing assertions: every wait is on state the page exposes (window.urimApp).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openBrowser } from './browser.mjs';
import { serveStatic } from '../../.ci/serve.mjs';

let env;
let context;

before(async () => {
  env = await openBrowser();
  // Reduced motion: moves are shown at once, so the tests never wait on animations.
  context = await env.browser.newContext({ viewport: { width: 900, height: 800 }, reducedMotion: 'reduce' });
});

after(async () => {
  await env?.close();
});

/**
 * Opens the page with URL parameters (6 pits unless `holes` is given: the page
 * remembers its settings in localStorage); page errors are collected on `page.errors`.
 */
async function open(query) {
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e));
  await page.goto(`${env.base}/?${query.includes('holes=') ? query : `${query}&holes=6`}`);
  await page.waitForFunction(() => window.urimApp?.idle === true);
  return page;
}

const state = (page) => page.evaluate(() => window.urimApp.state());
const idleAfter = (page, plies) => page.waitForFunction(
  (n) => window.urimApp.idle && window.urimApp.game.moves().length === n, plies);

/**
 * Clicks the centre of `pit` on the canvas, from the view's own geometry; `frame`
 * when the game is in a frame of `page`.
 */
async function clickPit(page, pit, frame = page) {
  const box = await frame.locator('#board canvas').boundingBox();
  const c = await frame.evaluate((p) => window.urimApp.view.pitCenter(p), pit);
  await page.mouse.click(box.x + c.x, box.y + c.y);
}

test('the page loads without errors and draws the board', async () => {
  const page = await open('lang=en&opponent=0');
  const canvas = page.locator('#board canvas');
  assert.equal(await canvas.getAttribute('role'), 'application');
  assert.match(await canvas.getAttribute('aria-label'), /Urim board/);
  await page.waitForFunction(() => {
    const c = document.querySelector('#board canvas');
    const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    let painted = 0;
    for (let i = 3; i < data.length; i += 4 * 7) if (data[i] > 0) painted += 1;
    return painted > data.length / 4 / 7 / 3;
  });
  const s = await state(page);
  assert.equal(s.position, '3-3-3-3-3-3-3-3-3-3-3-3-0-0-S');
  assert.match(s.status, /South to move/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('clicking a legal pit plays it and the live region announces it', async () => {
  const page = await open('lang=en&opponent=0');
  assert.equal(await page.locator('#announce').getAttribute('aria-live'), 'polite');
  await clickPit(page, 4); // E
  await idleAfter(page, 1);
  const s = await state(page);
  assert.equal(s.position, '3-3-3-3-0-4-4-4-3-3-3-3-0-0-N');
  assert.match(s.announce, /South sowed 3 seeds from E/);
  // A click on one of North's pits while North is to move, then an illegal one (South's).
  await clickPit(page, 2); // South's pit: ignored
  await clickPit(page, 8); // c
  await idleAfter(page, 2);
  assert.match((await state(page)).announce, /North sowed 3 seeds from c/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('keyboard play: arrows move over the legal pits, Enter sows', async () => {
  const page = await open('lang=en&opponent=0');
  await page.locator('#board canvas').focus();
  await page.keyboard.press('Home'); // the first legal pit, A
  await page.keyboard.press('ArrowRight'); // B
  await page.keyboard.press('ArrowRight'); // C
  assert.equal(await page.evaluate(() => window.urimApp.view.focus), 2);
  assert.match(await page.locator('#hint').textContent(), /^C: 3 seeds/);
  await page.keyboard.press('Enter');
  await idleAfter(page, 1);
  assert.match((await state(page)).announce, /South sowed 3 seeds from C/);
  // North's row is drawn right to left: ArrowRight from the left end goes f, e, ...
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press(' ');
  await idleAfter(page, 2);
  assert.match((await state(page)).announce, /North sowed \d+ seeds? from e/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the computer answers, and undo takes back both moves', async () => {
  const page = await open('lang=en&opponent=1&nodes=3000');
  await clickPit(page, 0); // A
  await idleAfter(page, 2);
  const s = await state(page);
  assert.equal(s.toMove, 'south');
  assert.match(s.announce, /North sowed/);
  assert.match(s.status, /Your turn/);
  await page.click('#undo');
  await page.waitForFunction(() => window.urimApp.idle && window.urimApp.game.moves().length === 0);
  assert.equal((await state(page)).position, '3-3-3-3-3-3-3-3-3-3-3-3-0-0-S');
  await page.click('#redo');
  await idleAfter(page, 2);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('undo in a two-player game takes back one move', async () => {
  const page = await open('lang=en&opponent=0');
  await clickPit(page, 4);
  await idleAfter(page, 1);
  await page.click('#undo');
  await idleAfter(page, 0);
  const s = await state(page);
  assert.equal(s.position, '3-3-3-3-3-3-3-3-3-3-3-3-0-0-S');
  assert.equal(await page.locator('#undo').isDisabled(), true);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('switching to the 7-pit board starts a new game there', async () => {
  const page = await open('lang=en&opponent=0');
  await page.selectOption('#holes', '7');
  await page.waitForFunction(() => window.urimApp.idle && window.urimApp.game.holes === 7);
  const s = await state(page);
  assert.equal(s.position, '3-3-3-3-3-3-3-3-3-3-3-3-3-3-0-0-S');
  await clickPit(page, 6); // G, the new pit at the right end of South's row
  await idleAfter(page, 1);
  assert.match((await state(page)).announce, /South sowed 3 seeds from G/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Portuguese strings with ?lang=pt', async () => {
  const page = await open('lang=pt&opponent=0');
  assert.equal(await page.getAttribute('html', 'lang'), 'pt');
  assert.equal(await page.locator('#new-game').textContent(), 'Novo jogo');
  await clickPit(page, 4);
  await idleAfter(page, 1);
  assert.match((await state(page)).announce, /Sul semeou 3 sementes de E/);
  assert.deepEqual(page.errors, []);
  // The rules link leads to the Portuguese rules, which link back to the game in Portuguese.
  await page.locator('#rules-link').click();
  await page.waitForURL(/rules\.pt\.html$/);
  assert.equal(await page.getAttribute('html', 'lang'), 'pt');
  assert.equal(await page.locator('h1').textContent(), 'Como se joga o Urim');
  assert.equal(await page.locator('link[rel=stylesheet]').evaluate((l) => l.sheet?.cssRules.length > 0), true);
  await page.locator('a[hreflang=en]').click();
  await page.waitForURL(/rules\.html$/);
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  await page.getByText('Back to the game').click();
  await page.waitForFunction(() => window.urimApp?.idle === true);
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  assert.equal(await page.locator('#rules-link').getAttribute('href'), 'rules.html');
  await page.close();
});

test('with motion, a move animates and can be skipped', async () => {
  const moving = await env.browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'no-preference' });
  const page = await moving.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  await page.goto(`${env.base}/?lang=en&opponent=0`);
  await page.waitForFunction(() => window.urimApp?.idle === true);
  await page.evaluate(() => { window.urimApp.view.config.seedDelay = 60_000; }); // stays mid-animation
  await page.evaluate(() => window.urimApp.view.emit('select', { pit: 5 }));
  await page.waitForFunction(() => window.urimApp.view.anim !== null);
  assert.equal(await page.evaluate(() => window.urimApp.idle), false);
  assert.equal((await state(page)).status, 'South sows from F… (tap or Esc to skip)');
  await page.keyboard.press('Escape');
  await idleAfter(page, 1);
  const pits = await page.evaluate(() => window.urimApp.view.config.pits.join('-'));
  assert.equal(pits, '3-3-3-3-3-0-4-4-4-3-3-3');
  assert.deepEqual(errors, []);
  await moving.close();
});

test('with motion, a capture is taken one chain pit at a time, and the words say where it stopped', async () => {
  const moving = await env.browser.newContext({ viewport: { width: 900, height: 800 }, reducedMotion: 'no-preference' });
  const page = await moving.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  await page.goto(`${env.base}/?lang=en&opponent=0&holes=6`);
  await page.waitForFunction(() => window.urimApp?.idle === true);
  await page.evaluate(() => { window.urimApp.view.config.seedDelay = 1; });
  const opening = [0, 6, 1, 9, 3]; // then North's c (8) takes two of South's pits
  for (const [i, pit] of opening.entries()) {
    await page.evaluate((p) => window.urimApp.view.emit('select', { pit: p }), pit);
    await idleAfter(page, i + 1);
  }
  const report = await page.evaluate(() => window.urimApp.game.preview(8));
  assert.equal(report.chain.length, 2);
  assert.equal(report.grandSlam, false);
  await page.evaluate(() => { window.urimApp.view.config.chainDelay = 60_000; }); // stays on the first chain pit
  await page.evaluate(() => window.urimApp.view.emit('select', { pit: 8 }));
  await page.waitForFunction(() => window.urimApp.view.frameState(performance.now()).chain != null);
  const shown = await page.evaluate(() => window.urimApp.view.frameState(performance.now()).chain);
  assert.deepEqual(shown.lit, [report.chain[0].pit], 'only the trigger pit is shown so far');
  assert.equal(shown.active, report.chain[0].pit);
  assert.match((await state(page)).announce, /North sowed .* from c; captured .* from [A-F], [A-F] \(the chain stopped at the end of the row\)/);
  await page.keyboard.press('Escape');
  await idleAfter(page, 6);
  assert.deepEqual(await page.evaluate(() => window.urimApp.view.config.pits), report.pits);
  assert.deepEqual(errors, []);
  await moving.close();
});

test('the move list follows the game, and the record downloads', async () => {
  const page = await open('lang=en&opponent=0');
  assert.equal(await page.locator('#move-list li').count(), 0);
  assert.equal(await page.locator('#no-moves').isVisible(), false, 'the list is folded at first');
  await page.locator('#moves summary').click();
  assert.equal(await page.locator('#no-moves').isVisible(), true);
  await clickPit(page, 4); // E
  await idleAfter(page, 1);
  await clickPit(page, 8); // c
  await idleAfter(page, 2);
  const items = await page.locator('#move-list li').allTextContents();
  assert.deepEqual(items, ['South ENorth c'], 'one numbered turn: South, then North');
  assert.deepEqual(await page.locator('#move-list .ply').allTextContents(), ['South E', 'North c']);
  assert.equal(await page.locator('#move-count').textContent(), '(2 moves)');
  await page.locator('#undo').click();
  await idleAfter(page, 1);
  assert.deepEqual(await page.locator('#move-list .ply').allTextContents(), ['South E', '']);

  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#save-record').click()]);
  assert.match(download.suggestedFilename(), /^urim-\d{4}-\d{2}-\d{2}\.txt$/);
  const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  assert.match(text, /\[Variant "Urim 2x6/);
  assert.match(text, /\[South "South"\]/);
  assert.match(text, /1\. E/);
  const back = await page.evaluate((record) => window.urimApp.game.constructor.fromRecord(record).position(), text);
  assert.equal(back, (await state(page)).position, 'the downloaded record replays to the same position');

  // When North starts, the first turn's South slot holds "…", as "1... c" in the record.
  await page.locator('#first').selectOption('north');
  await idleAfter(page, 0);
  await clickPit(page, 8); // c
  await idleAfter(page, 1);
  assert.deepEqual(await page.locator('#move-list .ply').allTextContents(), ['…', 'North c']);
  await page.locator('#first').selectOption('south'); // the setting is remembered: put it back
  await idleAfter(page, 0);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a record file opens and play goes on from it; a bad file is refused and the game kept', async () => {
  const page = await open('lang=en&opponent=0');
  // A record on the 7-pit board, made with the engine the page uses.
  const record = await page.evaluate(() => {
    const g = window.urimApp.game.constructor.fromPosition('3-3-3-3-3-3-3-3-3-3-3-3-3-3-0-0-S');
    for (const pit of [0, 8, 1]) g.play(pit);
    return { text: g.record(), position: g.position() };
  });
  await page.locator('#moves summary').click();
  await page.setInputFiles('#record-file', { name: 'lesson.txt', mimeType: 'text/plain', buffer: Buffer.from(record.text) });
  await page.waitForFunction((pos) => window.urimApp.game.position() === pos && window.urimApp.idle, record.position);
  assert.equal((await state(page)).holes, 7, 'the board follows the record');
  assert.equal(await page.locator('#holes').inputValue(), '7');
  assert.equal(await page.locator('#record-note').textContent(), 'Opened lesson.txt: 3 moves.');
  assert.deepEqual(await page.locator('#move-list .ply').allTextContents(), ['South A', 'North b', 'South B', '']);

  await page.setInputFiles('#record-file', { name: 'broken.txt', mimeType: 'text/plain', buffer: Buffer.from('[Variant "Urim 2x5"]\n\n*') });
  await page.waitForFunction(() => document.getElementById('record-note').textContent.includes('broken.txt'));
  assert.match(await page.locator('#record-note').textContent(), /^broken\.txt could not be opened: .*variant/);
  assert.equal((await state(page)).position, record.position, 'the game on show is kept');
  await page.locator('#holes').selectOption('6'); // the setting is remembered: put it back
  await idleAfter(page, 0);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('?position= starts from a given position (a bad one is named and a new game begins); ?steps=1', async () => {
  const position = '0-0-0-1-2-0-0-2-2-1-0-0-14-14-S';
  const page = await open(`lang=en&opponent=0&steps=1&position=${position}`);
  assert.equal((await state(page)).position, position);
  assert.deepEqual((await state(page)).legal, [3, 4]);
  assert.equal(await page.locator('#steps').isChecked(), true, '?steps=1 turns captures step by step on');
  assert.equal(await page.evaluate(() => window.urimApp.view.config.stepByStep), true);
  await page.close();

  const bad = await open('lang=en&opponent=0&position=3-3-3');
  assert.equal((await state(bad)).position, '3-3-3-3-3-3-3-3-3-3-3-3-0-0-S');
  assert.match((await state(bad)).announce, /^The position in the address could not be used \(.*pits.*\); a new game began instead\.$/);
  assert.deepEqual(bad.errors, []);
  await bad.close();
});

test('captures step by step: the board waits at each step, names it, and goes on with Next', async () => {
  const page = await open('lang=en&opponent=0');
  for (const [i, pit] of [0, 6, 1, 9, 3].entries()) {
    await page.evaluate((p) => window.urimApp.view.emit('select', { pit: p }), pit);
    await idleAfter(page, i + 1);
  }
  const report = await page.evaluate(() => window.urimApp.game.preview(8));
  await page.getByLabel('Captures step by step').check();
  await page.evaluate(() => window.urimApp.view.emit('select', { pit: 8 }));
  const stepText = () => page.locator('#step-text').textContent();
  const waitText = (re) => page.waitForFunction((source) => new RegExp(source).test(document.getElementById('step-text').textContent), re.source);
  const [first, second] = report.chain;
  await waitText(/^The last seed makes/);
  assert.equal(await stepText(), `The last seed makes ${report.trigger.seeds} seeds in ${first.letter}: two or three, so a capture starts there.`);
  assert.equal(await page.evaluate(() => window.urimApp.idle), false, 'the move waits');
  await page.locator('#next-step').click();
  await waitText(/taken\.$/);
  assert.equal(await stepText(), `${first.letter}: ${first.seeds} seeds taken.`);
  await page.locator('#next-step').press('Enter');
  await waitText(/taken too\.$/);
  assert.equal(await stepText(), `The pit before, ${second.letter}, holds ${second.seeds} seeds: taken too.`);
  await page.locator('#next-step').click();
  await waitText(/the chain stops\.$/);
  assert.equal(await stepText(), 'That was the first pit of the row: the chain stops.');
  await page.locator('#next-step').click();
  await idleAfter(page, 6);
  assert.equal(await page.locator('#step-bar').isHidden(), true);
  assert.deepEqual(await page.evaluate(() => window.urimApp.view.config.pits), report.pits);
  await page.getByLabel('Captures step by step').uncheck(); // the setting is remembered: put it back
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the language picker lists every language and switches the page to the one chosen', async () => {
  const page = await open('lang=en&opponent=0');
  const languages = await page.evaluate(async () => {
    const { LANGUAGES } = await import('./i18n.js');
    return Object.fromEntries(Object.entries(LANGUAGES).map(([code, table]) => [code, { name: table.name, newGame: table.newGame }]));
  });
  const options = await page.locator('#language option').evaluateAll((os) => os.map((o) => [o.value, o.textContent, o.lang]));
  assert.deepEqual(options, Object.entries(languages).map(([code, { name }]) => [code, name, code]));
  assert.equal(await page.locator('#language').inputValue(), 'en');
  for (const code of Object.keys(languages).filter((c) => c !== 'en')) {
    await page.locator('#language').selectOption(code);
    await page.waitForURL(new RegExp(`lang=${code}`));
    await page.waitForFunction(() => window.urimApp?.idle === true);
    assert.equal(await page.getAttribute('html', 'lang'), code);
    assert.equal(await page.locator('#new-game').textContent(), languages[code].newGame);
    assert.equal(await page.locator('#language').inputValue(), code);
    const rules = await page.locator('#rules-link').getAttribute('href');
    const response = await page.request.get(new URL(rules, page.url()).href);
    assert.equal(response.status(), 200, `the ${code} rules page (${rules}) is there`);
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('once opened, the page opens and plays offline: the service worker keeps its files', async () => {
  // A server of its own, closed half way: afterwards nothing can come from the network.
  const server = await serveStatic();
  const base = `http://127.0.0.1:${server.address().port}`;
  const offline = await env.browser.newContext({ viewport: { width: 900, height: 800 }, reducedMotion: 'reduce' });
  const page = await offline.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e));
  await page.goto(`${base}/?lang=pt&holes=6&opponent=1&nodes=2000`);
  await page.waitForFunction(() => window.urimApp?.idle === true && !document.getElementById('offline').hidden);
  assert.match(await page.locator('#offline').textContent(), /sem ligação/);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  server.closeAllConnections();
  await new Promise((done) => server.close(done));
  assert.equal(await page.evaluate((url) => fetch(`${url}/no-such-file`).then(() => 'answered', () => 'failed'), base),
    'failed', 'the server is gone');

  await page.reload();
  await page.waitForFunction(() => window.urimApp?.idle === true);
  assert.match((await state(page)).status, /sua vez/); // the page, in Portuguese, from the copy
  await clickPit(page, 4);
  await idleAfter(page, 2); // the computer (its worker and the wasm module) answers offline too
  assert.equal((await state(page)).toMove, 'south');

  await page.goto(`${base}/rules.fr.html`);
  assert.match(await page.locator('h1').textContent(), /Urim/);
  assert.deepEqual(page.errors, []);
  await offline.close();
});

test('"Copy a link to this position" gives an address that opens the page at that board', async () => {
  const page = await open('lang=es&opponent=0&steps=0');
  await clickPit(page, 4);
  await idleAfter(page, 1);
  await page.check('#steps');
  const position = (await state(page)).position;
  // Stand in for the clipboard, so that the test reads what the page copied.
  await page.evaluate(() => {
    navigator.clipboard.writeText = async (text) => { window.copied = text; };
  });
  await page.click('#moves summary');
  await page.click('#copy-link');
  await page.waitForFunction(() => typeof window.copied === 'string');
  const link = await page.evaluate(() => window.copied);
  assert.match(await page.locator('#record-note').textContent(), /enlace/);
  const query = new URL(link).searchParams;
  assert.equal(query.get('position'), position);
  assert.equal(query.get('lang'), 'es');
  assert.equal(query.get('steps'), '1');

  const opened = await context.newPage();
  await opened.goto(link);
  await opened.waitForFunction(() => window.urimApp?.idle === true);
  assert.equal((await state(opened)).position, position);
  // When copying is refused, the link is shown instead.
  await page.evaluate(() => {
    navigator.clipboard.writeText = async () => { throw new Error('refused'); };
  });
  await page.click('#copy-link');
  await page.waitForFunction(() => document.getElementById('record-note').textContent.includes('position='));
  await page.uncheck('#steps'); // the page remembers it: leave the setting as it was
  assert.deepEqual(page.errors, []);
  await opened.close();
  await page.close();
});

test('embed.js: one script line on another site puts the game in a frame that fits its height', async () => {
  // A context of its own, without service workers: requests that a service worker
  // answers never reach page.route, which stands in for the museum's page here.
  const site = await env.browser.newContext({ viewport: { width: 1000, height: 800 }, reducedMotion: 'reduce', serviceWorkers: 'block' });
  const page = await site.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e));
  // The museum's page, on the site where www/ was copied (as the README says).
  const host = `${env.base}/exhibit.html`;
  await page.route(host, (route) => route.fulfill({
    status: 200,
    contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><title>Exhibit</title><h1>Games of Cape Verde</h1>
      <script src="${env.base}/embed.js" data-lang="pt" data-opponent="0" data-holes="7" data-title="Urim"></script>
      <p id="after">More of the exhibit.</p>`,
  }));
  await page.goto(host);
  const iframe = page.locator('iframe');
  assert.equal(await iframe.getAttribute('title'), 'Urim');
  const src = new URL(await iframe.getAttribute('src'));
  assert.equal(src.origin, env.base);
  assert.equal(src.searchParams.get('lang'), 'pt');
  assert.equal(src.searchParams.get('holes'), '7');
  // The frame stands where the script was, before the rest of the page.
  assert.equal(await page.evaluate(() => document.querySelector('iframe').nextElementSibling.id), 'after');

  const frame = await (await iframe.elementHandle()).contentFrame();
  await frame.waitForFunction(() => window.urimApp?.idle === true);
  assert.equal(await frame.evaluate(() => window.urimApp.game.holes), 7);
  // The frame takes the game's height, and follows it when the move list opens.
  await page.waitForFunction(() => {
    const el = document.querySelector('iframe');
    return el.style.height.endsWith('px') && el.getBoundingClientRect().height > 300;
  });
  const frameHeight = () => page.evaluate(() => document.querySelector('iframe').getBoundingClientRect().height);
  const gameHeight = () => frame.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height));
  await page.waitForFunction((h) => Math.abs(document.querySelector('iframe').getBoundingClientRect().height - h) <= 1,
    await gameHeight());
  const closed = await frameHeight();
  await frame.click('#moves summary');
  await page.waitForFunction((h) => document.querySelector('iframe').getBoundingClientRect().height > h, closed);
  assert.ok(Math.abs((await frameHeight()) - (await gameHeight())) <= 1, 'the frame fits the opened list');

  // The game in the frame plays.
  await clickPit(page, 3, frame);
  await frame.waitForFunction(() => window.urimApp.idle && window.urimApp.game.moves().length === 1);
  assert.deepEqual(page.errors, []);
  await site.close();
});

test('the move words name the pits sowing passed by: a full one (17 seeds), and the emptied one on a lap', async () => {
  const full = await open('lang=en&opponent=0&position=2-17-1-0-0-0-1-1-1-1-1-1-5-5-S');
  await clickPit(full, 0); // A: 2 seeds, over B (17) into C and D
  await idleAfter(full, 1);
  assert.match((await state(full)).announce, /South sowed 2 seeds from A, passing by B, full with 17 seeds\./);
  assert.equal((await state(full)).position, '0-17-2-1-0-0-1-1-1-1-1-1-5-5-N');
  await full.close();

  const lap = await open('lang=pt&opponent=0&position=12-0-0-0-0-0-2-2-2-2-2-2-6-6-S');
  await clickPit(lap, 0); // A: 12 seeds, once round the board and over A itself
  await idleAfter(lap, 1);
  assert.match((await state(lap)).announce, /saltando A, a casa de onde partiu, ao dar a volta/);
  assert.deepEqual(lap.errors, []);
  await lap.close();

  // Step by step, the board also waits where a seed passes a full pit by, and says why.
  const steps = await open('lang=en&opponent=0&steps=1&position=2-17-1-0-0-0-1-1-1-1-1-1-5-5-S');
  await clickPit(steps, 0);
  await steps.waitForFunction(() => /B already holds 17 seeds/.test(document.getElementById('step-text').textContent));
  assert.equal(await steps.locator('#step-bar').isHidden(), false);
  await steps.click('#next-step');
  await idleAfter(steps, 1); // the last seed falls in South's own row: no more steps
  assert.equal(await steps.locator('#step-bar').isHidden(), true);
  assert.deepEqual(steps.errors, []);
  await steps.close();
});

test('a reload or a change of language keeps the game going (the tab keeps it), a lesson link does not', async () => {
  const page = await open('lang=en&opponent=0');
  await clickPit(page, 4);
  await idleAfter(page, 1);
  await clickPit(page, 8);
  await idleAfter(page, 2);
  const before = (await state(page)).position;
  await page.selectOption('#language', 'fr');
  await page.waitForURL(/lang=fr/);
  await page.waitForFunction(() => window.urimApp?.idle === true);
  assert.equal((await state(page)).position, before);
  assert.equal((await state(page)).plies, 2);
  assert.match((await state(page)).status, /Sud/);
  await page.click('#undo'); // the history came back too
  await idleAfter(page, 1);
  await page.reload();
  await page.waitForFunction(() => window.urimApp?.idle === true);
  assert.equal((await state(page)).plies, 1);
  // A link to a position starts from it, whatever the tab was playing.
  await page.goto(`${env.base}/?lang=en&opponent=0&position=2-17-1-0-0-0-1-1-1-1-1-1-5-5-S`);
  await page.waitForFunction(() => window.urimApp?.idle === true);
  assert.equal((await state(page)).position, '2-17-1-0-0-0-1-1-1-1-1-1-5-5-S');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('?idle=N (kiosks): after N seconds without a touch, a fresh game waits for the next visitor', async () => {
  const page = await open('lang=en&opponent=0&idle=1');
  await clickPit(page, 4);
  await idleAfter(page, 1);
  await page.click('#moves summary');
  // No clock in the test: it waits for the page to start afresh on its own.
  await page.waitForFunction(() => window.urimApp.game.moves().length === 0, null, { timeout: 20000 });
  const s = await state(page);
  assert.equal(s.position, '3-3-3-3-3-3-3-3-3-3-3-3-0-0-S');
  assert.match(s.announce, /new game is ready for the next visitor/);
  assert.equal(await page.locator('#moves').getAttribute('open'), null, 'the move list is folded again');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('?idle=N also brings back the kiosk\'s own language after a visitor picked another', async () => {
  const page = await open('lang=pt&opponent=0&idle=1');
  await page.selectOption('#language', 'es');
  await page.waitForURL(/lang=es/);
  await page.waitForFunction(() => window.urimApp?.idle === true);
  await clickPit(page, 4);
  await idleAfter(page, 1);
  // Nobody touches it again: it goes back to Portuguese, with a fresh game.
  await page.waitForURL(/lang=pt/, { timeout: 20000 });
  await page.waitForFunction(() => window.urimApp?.idle === true);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'pt');
  assert.equal((await state(page)).plies, 0);
  assert.deepEqual(page.errors, []);
  await page.close();
});
