// Lessons in <urim-game>, in headless Chromium, as a teacher and a class use them:
// a shipped lesson loaded through the `lesson` attribute and replayed with Next and
// Back, each move's comment shown once the board has shown the move (stepped, with
// steps on); a comment typed on a move of the move list, the lesson saved as a file
// and as a link, and that link opened; a bad lesson address told in the element's
// language, the game still playable.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { openBrowser, speaking } from './browser.mjs';
import { LESSONS } from '../js/lessons-data.mjs';
import { serveStatic } from '../../.ci/serve.mjs';

let env;
before(async () => { env = await openBrowser(); });
after(() => env?.close());

const [CHAIN] = LESSONS;

async function openPage(query = '', base = env.base) {
  const page = await env.browser.newPage({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e));
  await page.goto(`${base}/?offline=0&persist=lessons-${Math.random()}${query}`);
  await page.waitForFunction(() => document.querySelector('urim-game')?.started);
  return page;
}

const shown = (page) => page.evaluate(() => document.querySelector('urim-game').shadowRoot.querySelector('.lesson-comment')?.textContent ?? null);
const waitComment = (page, text) => page.waitForFunction((t) => document.querySelector('urim-game').shadowRoot.querySelector('.lesson-comment')?.textContent === t, text);
const idle = (page) => page.waitForFunction(() => { const g = document.querySelector('urim-game'); return !g.busy && g.mode === 'playing'; });

test('a lesson given by the lesson attribute replays with Next and Back, each comment in turn', async () => {
  const page = await openPage(`&lang=en&lesson=lessons/${CHAIN.name}.en.urim`);
  const { comments } = CHAIN.words.en;
  await waitComment(page, comments[0]);
  assert.equal(await page.evaluate(() => document.querySelector('urim-game').moves.length), 0, 'the lesson opens at its start');
  const where = () => page.evaluate(() => document.querySelector('urim-game').shadowRoot.querySelector('.lesson-where').textContent);
  assert.equal(await where(), `The start: ${CHAIN.moves.length} moves to go through`);
  for (let ply = 1; ply <= CHAIN.moves.length; ply += 1) {
    await page.locator('urim-game').getByRole('button', { name: 'Next move' }).click();
    await waitComment(page, comments[ply]);
    await idle(page);
    assert.equal(await where(), `Move ${ply} of ${CHAIN.moves.length}`);
  }
  assert.ok(await page.locator('urim-game').getByRole('button', { name: 'Next move' }).isDisabled(), 'the lesson has no more moves');
  await page.locator('urim-game').getByRole('button', { name: 'Move back' }).click();
  await waitComment(page, comments[CHAIN.moves.length - 1]);
  // The comment region is a live region: screen readers hear each comment.
  assert.equal(await page.evaluate(() => document.querySelector('urim-game').shadowRoot.querySelector('.lesson-comment').getAttribute('aria-live')), 'polite');
  await page.screenshot({ path: '/tmp/lesson-1280.png' });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.screenshot({ path: '/tmp/lesson-1920.png' });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('with steps on, a move\'s comment waits until its last step is shown', async () => {
  const page = await openPage(`&lang=en&steps=1&lesson=lessons/${CHAIN.name}.en.urim`);
  const { comments } = CHAIN.words.en;
  await waitComment(page, comments[0]);
  await page.locator('urim-game').getByRole('button', { name: 'Next move' }).click();
  await page.waitForFunction(() => document.querySelector('urim-game').mode === 'stepping');
  assert.equal(await shown(page), comments[0], 'no word of the move before its steps');
  while ((await page.evaluate(() => document.querySelector('urim-game').mode)) === 'stepping') {
    await page.locator('urim-game').getByRole('button', { name: 'Next step' }).click();
  }
  await waitComment(page, comments[1]);
  await page.close();
});

test('a comment typed on a move is saved in a file and a link, and the link opens the lesson', async () => {
  const page = await openPage('&lang=en&opponent=0');
  await page.evaluate(() => document.querySelector('urim-game').shadowRoot.querySelector('details').open = true);
  await page.evaluate(async () => { const g = document.querySelector('urim-game'); await g.play('C'); await g.play('c'); });
  await page.locator('urim-game').getByRole('button', { name: 'Lesson' }).click();
  // Choose the first move in the move list, then type its comment.
  await page.locator('urim-game .move-list button[data-ply="1"]').click();
  await page.locator('urim-game').getByLabel('Comment on').selectOption('1');
  await page.locator('urim-game').getByLabel("The teacher's words").fill('South opens from C.');
  await page.locator('urim-game').getByLabel('Comment on').selectOption('0');
  await page.locator('urim-game').getByLabel("The teacher's words").fill('Watch the middle pits.');
  const record = await page.evaluate(() => document.querySelector('urim-game').record);
  assert.match(record, /\{Watch the middle pits\.\} 1\. C \{South opens from C\.\}/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('urim-game').getByRole('button', { name: 'Save the lesson' }).click()]);
  assert.match(download.suggestedFilename(), /^urim-lesson-.*\.urim$/);
  const saved = readFileSync(await download.path(), 'utf8');
  assert.match(saved, /\{South opens from C\.\}/);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']).catch(() => {});
  await page.locator('urim-game').getByRole('button', { name: 'Copy a link to the lesson' }).click();
  await page.waitForFunction(() => document.querySelector('urim-game').shadowRoot.querySelector('.lesson').dataset.link);
  const link = await page.evaluate(() => document.querySelector('urim-game').shadowRoot.querySelector('.lesson').dataset.link);
  assert.match(link, /#lesson=/);
  const other = await env.browser.newPage({ reducedMotion: 'reduce' });
  await other.goto(link.replace('?', '?offline=0&persist=lessons-link&'));
  await other.waitForFunction(() => document.querySelector('urim-game').shadowRoot?.querySelector('.lesson-comment')?.textContent === 'Watch the middle pits.');
  await other.locator('urim-game').getByRole('button', { name: 'Next move' }).click();
  await waitComment(other, 'South opens from C.');
  // The saved file opens as a lesson too, at its start.
  await other.locator('urim-game input[type=file]').setInputFiles({ name: 'lesson.urim', mimeType: 'text/plain', buffer: Buffer.from(saved) });
  await waitComment(other, 'Watch the middle pits.');
  await other.close();
  await page.close();
});

test('a lesson address that does not load is told in the element\'s language, and the game plays on', async () => {
  const page = await openPage('&lang=pt&opponent=0&lesson=lessons/no-such-lesson.urim');
  await page.waitForFunction(() => !document.querySelector('urim-game').shadowRoot.querySelector('.notice').hidden);
  await speaking(page, 'pt');
  const notice = await page.evaluate(() => document.querySelector('urim-game').shadowRoot.querySelector('.notice').textContent);
  assert.match(notice, /Não foi possível carregar a lição em lessons\/no-such-lesson\.urim \(HTTP 404\)/);
  await page.evaluate(() => document.querySelector('urim-game').play('C'));
  assert.equal(await page.evaluate(() => document.querySelector('urim-game').moves.length), 1);
  // An address of another site is refused before anything is fetched.
  await page.evaluate(() => document.querySelector('urim-game').setAttribute('lesson', 'https://example.invalid/x.urim'));
  await page.waitForFunction(() => /endereço deste sítio/.test(document.querySelector('urim-game').shadowRoot.querySelector('.notice').textContent));
  await page.close();
});

test('"Open a record": each example lesson and a plain record open, are reviewed and read back, with no page error', async () => {
  const page = await openPage('&lang=en&opponent=0');
  await page.evaluate(() => { document.querySelector('urim-game').shadowRoot.querySelector('[part=moves]').open = true; });
  /** Runs `fn` on the element in the page (playwright sends the function's source). */
  const game = (fn) => page.evaluate(`(${fn})(document.querySelector('urim-game'))`);
  const note = () => page.evaluate(() => document.querySelector('urim-game').shadowRoot.querySelector('.record-note').textContent);
  /** Opens `text` as file `name` with the element's own file input; resolves once its note says so. */
  const open = async (name, text) => {
    let heard;
    const failed = new Promise((resolve) => page.once('pageerror', (heard = resolve)));
    await page.locator('urim-game input[type=file]').setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
    const opened = page.waitForFunction((n) => document.querySelector('urim-game').shadowRoot.querySelector('.record-note').textContent.startsWith(`Opened ${n}:`), name);
    // A page error (a game read after it was freed, say) fails at once, named, rather than waiting for a note that never comes.
    const error = await Promise.race([opened.then(() => null), failed]);
    page.off('pageerror', heard);
    assert.equal(error, null, `${name}: ${error?.message}`);
  };
  /** Looks at move 1 again, then goes back to the game: the review's copy is made, shown and freed. */
  const review = async () => {
    await game((g) => g.review(1));
    await page.waitForFunction(() => document.querySelector('urim-game').mode === 'reviewing');
    await game((g) => g.endReview());
    await idle(page);
  };
  for (const lesson of LESSONS) {
    for (const lang of ['en', 'pt']) {
      const name = `${lesson.name}.${lang}.urim`;
      await open(name, readFileSync(new URL(`../../www/lessons/${name}`, import.meta.url), 'utf8'));
      assert.equal(await note(), `Opened ${name}: ${lesson.moves.length} moves.`);
      await waitComment(page, lesson.words[lang].comments[0]);
      assert.ok(await page.locator('urim-game [part=lesson]').isVisible(), `${name}: the lesson panel is shown`);
      assert.equal(await game((g) => g.position), lesson.start, `${name}: at its start`);
      await page.locator('urim-game').getByRole('button', { name: 'Next move' }).click();
      await waitComment(page, lesson.words[lang].comments[1]);
      await idle(page);
      await review();
      assert.equal(await game((g) => g.moves.length), 1, `${name}: back where it was after the review`);
      assert.match(await game((g) => g.record), new RegExp(`1\\.+ ${lesson.moves[0]}\\b`), `${name}: its record reads back`);
    }
  }
  // A plain record: no comments, so the moves are played and listed.
  const RECORD = '[Variant "Urim 2x6, 3 seeds"]\n[Date "?"]\n[South "?"]\n[North "?"]\n[Result "*"]\n\n1. C c 2. B b *\n';
  await open('plain.txt', RECORD);
  assert.equal(await note(), 'Opened plain.txt: 4 moves.');
  await idle(page);
  assert.equal(await game((g) => g.moves.length), 4);
  assert.equal(await page.locator('urim-game .move-list .ply').count() >= 4, true, 'the moves are listed');
  await review();
  const back = await game((g) => ({ moves: g.moves, position: g.position, score: g.score, mode: g.mode }));
  assert.equal(back.moves.length, 4);
  assert.equal(back.mode, 'playing');
  assert.match(back.position, /^(\d+-){13}\d+-[SN]$/);
  assert.match(await game((g) => g.record), /1\. C c 2\. B b/);
  await game((g) => g.play(0));
  assert.equal(await game((g) => g.moves.length), 5, 'the game plays on');
  assert.deepEqual(page.errors, []);
  await page.close();
});

/** Bytes of the huge lesson files below: far more than any record (the engine reads at most 1 MiB). */
const HUGE_BYTES = 200 * 1024 * 1024;

/** Bytes one write of the huge files sends. */
const CHUNK_BYTES = 64 * 1024;

/** More than the page could have read of a file it stopped at a record's length: what the network's buffers hold, and then some. */
const READ_AT_MOST = 32 * 1024 * 1024;

/**
 * The site (www/), with two huge lessons beside it, sent as fast as the page reads
 * them: one whose Content-Length says so, one that does not say its length. Each
 * answer's bytes sent, once it ended (the page stopped reading, or all were sent),
 * resolve `sent[path]`.
 */
async function siteWithHugeLessons() {
  const server = await serveStatic();
  const [files] = server.listeners('request');
  server.removeAllListeners('request');
  const sent = {};
  const ends = {};
  for (const path of ['/declared.urim', '/streamed.urim']) sent[path] = new Promise((resolve) => { ends[path] = resolve; });
  server.on('request', (req, res) => {
    const path = new URL(req.url, 'http://site').pathname;
    if (!(path in ends)) return files(req, res);
    const headers = { 'Content-Type': 'text/plain; charset=utf-8' };
    if (path === '/declared.urim') headers['Content-Length'] = String(HUGE_BYTES);
    res.writeHead(200, headers);
    let bytes = 0;
    const chunk = Buffer.alloc(CHUNK_BYTES, '1. C c ');
    const more = () => {
      while (bytes < HUGE_BYTES && !res.destroyed) {
        bytes += CHUNK_BYTES;
        if (!res.write(chunk)) return void res.once('drain', more);
      }
      if (!res.destroyed) res.end();
    };
    res.on('close', () => ends[path](bytes));
    more();
  });
  return { base: `http://127.0.0.1:${server.address().port}`, sent, close: () => new Promise((done) => { server.closeAllConnections(); server.close(done); }) };
}

test('a lesson file of 200 MB is refused by its length, or once a record\'s length has come: never read whole', async (t) => {
  const site = await siteWithHugeLessons();
  for (const path of ['/declared.urim', '/streamed.urim']) {
    const page = await openPage(`&lang=en&opponent=0&lesson=${path.slice(1)}`, site.base);
    await page.waitForFunction(() => !document.querySelector('urim-game').shadowRoot.querySelector('.notice').hidden);
    const notice = await page.evaluate(() => document.querySelector('urim-game').shadowRoot.querySelector('.notice').textContent);
    // Said in the visitor's words (the kind of refusal), not the engine's English with its numbers.
    assert.equal(notice, `The lesson at ${path.slice(1)} could not be read: it is longer than the record of any game`);
    const bytes = await site.sent[path];
    t.diagnostic(`${path}: ${bytes} bytes sent`);
    assert.ok(bytes < READ_AT_MOST, `${path}: ${bytes} bytes were sent before the page stopped reading`);
    await page.evaluate(() => document.querySelector('urim-game').play('C'));
    assert.equal(await page.evaluate(() => document.querySelector('urim-game').moves.length), 1, 'the game plays on');
    assert.deepEqual(page.errors, []);
    await page.close();
  }
  await site.close();
});
