// The "Embed this" dialog's words and code, without a browser: every language of
// i18n/languages.js has every English key of page/embed-words.js with the same
// {slots}, and no key English lacks; and the code embed-snippet.js writes for a set
// of options (the attributes at their defaults left out, the values escaped, the
// folder's address checked and its CSP source). The dialog itself, and pages built
// from its code, are tested in Chromium (tests/browser/embed-dialog.test.mjs).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LANGUAGES } from '../../www/i18n/index.js';
import { EMBED_WORDS } from '../../www/page/embed-words.js';
import { FRAME_HEIGHT, WIDTHS, embedWords, folderOf, snippet } from '../../www/page/embed-snippet.js';

const slots = (text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

test('every language has the dialog\'s words: every English key, with its slots, and no other key', () => {
  assert.deepEqual(Object.keys(EMBED_WORDS).sort(), Object.keys(LANGUAGES).sort());
  for (const [code, words] of Object.entries(EMBED_WORDS)) {
    for (const [key, english] of Object.entries(EMBED_WORDS.en)) {
      assert.equal(typeof words[key], 'string', `${code} lacks ${key}`);
      assert.ok(words[key].trim(), `${code}.${key} is empty`);
      assert.deepEqual(slots(words[key]), slots(english), `${code}.${key}: the slots of "${english}"`);
    }
    assert.deepEqual(Object.keys(words).filter((key) => !(key in EMBED_WORDS.en)), [], `${code} has keys English lacks`);
  }
  assert.equal(embedWords('pt')('embedSmall', { width: '30rem' }), 'Pequena, até 30rem');
  assert.equal(embedWords('zz')('embedClose'), 'Close', 'an unknown language speaks English');
});

const base = { form: 'element', lang: 'en', opponent: '1', holes: '6', controls: 'full', steps: false, theme: 'auto', size: 'medium', base: 'https://museum.example/games/urim' };

test('the element form: the script and <urim-game> with the attributes away from their defaults, its CSS rule and the sources it needs', () => {
  const plain = snippet(base, 'Urim');
  assert.equal(plain.html, '<script type="module" src="https://museum.example/games/urim/pkg/urim-elements.js"></script>\n<urim-game class="urim-game" lang="en"></urim-game>');
  assert.equal(plain.css, `.urim-game { display: block; max-width: ${WIDTHS.medium}; }`);
  assert.equal(plain.policy, "script-src https://museum.example 'wasm-unsafe-eval'; style-src https://museum.example; img-src https://museum.example data:; "
    + 'worker-src https://museum.example blob:; connect-src https://museum.example; font-src https://museum.example');
  const set = snippet({ ...base, lang: 'pt', opponent: '0', holes: '7', controls: 'compact', steps: true, theme: 'dark', size: 'small', base: '/urim/' }, 'Urim');
  assert.equal(set.html, '<script type="module" src="/urim/pkg/urim-elements.js"></script>\n'
    + '<urim-game class="urim-game" lang="pt" opponent="0" holes="7" controls="compact" steps theme="dark"></urim-game>');
  assert.match(set.policy, /^script-src 'self' 'wasm-unsafe-eval'; style-src 'self';/, 'a path on the host\'s site: \'self\'');
});

test('the frame form: one <iframe> line, sized by its attributes, its address escaped and fitted (fit=1); no CSS; frame-src', () => {
  const made = snippet({ ...base, form: 'frame', lang: 'fr', opponent: '3', steps: true, size: 'large' }, 'Urim — "le" <jeu> & co');
  assert.equal(made.html, '<iframe src="https://museum.example/games/urim/index.html?lang=fr&amp;opponent=3&amp;steps=1&amp;embed=1&amp;fit=1" '
    + `width="100%" height="${FRAME_HEIGHT}" frameborder="0" title="Urim — &quot;le&quot; &lt;jeu&gt; &amp; co" allow="clipboard-write"></iframe>`);
  assert.doesNotMatch(made.html, /\n|class=|style=/, 'one line, nothing a stylesheet must give');
  assert.equal(made.css, '');
  assert.equal(made.policy, 'frame-src https://museum.example');
});

test('the folder\'s address: http(s) or a path, ending in "/"; anything else refused, saying why', () => {
  assert.deepEqual(folderOf(' http://127.0.0.1:8080/urim '), { base: 'http://127.0.0.1:8080/urim/', source: 'http://127.0.0.1:8080' });
  assert.deepEqual(folderOf('games/urim/'), { base: 'games/urim/', source: "'self'" });
  for (const bad of ['', 'javascript:alert(1)', 'data:text/html,x', '//evil.example/', '/urim/" onload="x', 'https://a.example/?x=1', 'ftp://a.example/', 'https://']) {
    assert.throws(() => folderOf(bad), (e) => e.words?.key === 'embedBadBase' && e.words.vars.text === bad.trim(), bad);
  }
});
