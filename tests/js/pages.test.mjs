// The rules and About pages made from www/pages/ (.ci/pages.mjs): the pages in www/
// are what the sources make now; every language has both, each well-formed, in its
// language, linking its own kind in the nine other languages and the other kind in
// its own; each page carries its diagrams of www/pages/diagrams.js, in order; and a
// text with a field missing, left over or twice is refused with its file and field
// named. Runs after `npm run build` (or `node .ci/pages.mjs`), without a browser.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { parseText, renderPage, renderPages, strayTexts, textFile } from '../../.ci/pages.mjs';
import { KINDS, pageFile } from '../../.ci/page-languages.mjs';
import { LANGUAGES } from '../../www/i18n/index.js';
import { DIAGRAMS } from '../../www/pages/diagrams.js';

const www = new URL('../../www/', import.meta.url);
const CODES = Object.keys(LANGUAGES);
const PAGES = renderPages();
const other = (kind) => (kind === 'rules' ? 'about' : 'rules');

/** Elements that have no end tag. */
const VOID = new Set(['meta', 'link', 'br', 'img', 'input', 'hr', 'source', 'wbr', 'col', 'area', 'base', 'track', 'embed']);

/** The start tags of `html`, each { name, attrs, at }, comments left out. */
function startTags(html) {
  return [...html.replace(/<!--[\s\S]*?-->/g, (c) => ' '.repeat(c.length)).matchAll(/<([a-z][\w-]*)((?:\s+[^\s"'=<>/]+(?:="[^"]*")?)*)\s*>/g)]
    .map((m) => ({ name: m[1], attrs: Object.fromEntries([...m[2].matchAll(/([^\s"'=<>/]+)(?:="([^"]*)")?/g)].map((a) => [a[1], a[2] ?? ''])), at: m.index }));
}

/** Throws naming `file` unless every element of `html` is closed in order and every tag is whole. */
function assertWellFormed(file, html) {
  const open = [];
  const body = html.replace(/^<!doctype html>\n/, '').replace(/<!--[\s\S]*?-->/g, '');
  for (const m of body.matchAll(/<(\/?)([a-zA-Z][\w-]*)([^<>]*)>|[<>]/g)) {
    assert.ok(m[2], `${file}: a stray "${m[0]}" at ${m.index}`);
    assert.match(m[3], /^(?:\s+[^\s"'=<>/]+(?:="[^"]*")?)*\s*$/, `${file}: <${m[2]}${m[3]}>: attributes are name="value" or a bare name`);
    const name = m[2].toLowerCase();
    if (VOID.has(name)) continue;
    if (!m[1]) open.push(name);
    else assert.equal(open.pop(), name, `${file}: </${name}> at ${m.index} closes another element`);
  }
  assert.deepEqual(open, [], `${file}: elements left open`);
}

test('the pages in www/ are what www/pages/ makes now (node .ci/pages.mjs writes them)', () => {
  for (const page of PAGES) {
    assert.equal(readFileSync(new URL(page.file, www), 'utf8'), page.html, `www/${page.file} is out of date`);
  }
});

test('every language has a rules and an About page, and every text file belongs to a language', () => {
  assert.deepEqual(PAGES.map((p) => p.file).sort(), KINDS.flatMap((kind) => CODES.map((code) => pageFile(kind, code))).sort());
  assert.deepEqual(strayTexts(), [], 'text files in www/pages/text/ of no language in www/i18n/languages.js');
});

test('each page is well-formed, in its language, with one <main> and no inline script or style', () => {
  for (const { file, code, html, main } of PAGES) {
    assertWellFormed(file, html);
    assert.match(html, new RegExp(`^<!doctype html>\n(?:<!--[^]*?-->\n)?<html lang="${code}">\n`), `${file}: its language`);
    assert.match(html, /<title>[^<\n]+<\/title>/, `${file}: a title`);
    assert.equal(html.split(main).length, 2, `${file}: its <main> once`);
    assert.match(main, /^<main>\n[^]*\n<\/main>$/, `${file}: <main> is the whole of what the single file carries`);
    assert.match(main, /<h1>[^<\n]+<\/h1>/, `${file}: a heading`);
    assert.doesNotMatch(html, /\{\{|\}\}/, `${file}: a slot left unfilled`);
    for (const tag of startTags(html).filter((t) => t.name === 'script')) assert.ok(tag.attrs.src, `${file}: a script with a src`);
    assert.doesNotMatch(html, /<style\b|\sstyle="|\son[a-z]+="/i, `${file}: no inline style or handler`);
  }
});

test('each page links its own kind in every other language, in the head and the nav, and the other kind and the game in its own', () => {
  for (const { file, kind, code, html } of PAGES) {
    const tags = startTags(html);
    const head = tags.filter((t) => t.at < html.indexOf('</head>'));
    const nav = html.slice(html.indexOf('<nav class="languages">'), html.indexOf('</nav>'));
    const navLinks = startTags(nav).filter((t) => t.name === 'a');
    const others = CODES.filter((c) => c !== code);
    assert.deepEqual(head.filter((t) => t.attrs.rel === 'alternate').map((t) => [t.attrs.hreflang, t.attrs.href]),
      others.map((c) => [c, pageFile(kind, c)]), `${file}: a <link rel="alternate"> for each other language`);
    assert.deepEqual(navLinks.map((a) => [a.attrs.hreflang, a.attrs.href]), others.map((c) => [c, pageFile(kind, c)]),
      `${file}: the nav links the ${others.length} other languages`);
    const links = tags.filter((t) => t.name === 'a').map((t) => t.attrs.href);
    assert.ok(links.includes(pageFile(other(kind), code)), `${file}: links ${pageFile(other(kind), code)}`);
    assert.ok(!links.includes(pageFile(other(kind), code === 'en' ? 'pt' : 'en')), `${file}: links the ${other(kind)} page of its own language only`);
    assert.ok(links.includes(`./?lang=${code}`), `${file}: back to the game in its language`);
  }
});

test('each page carries its diagrams of www/pages/diagrams.js, in order, in its language, each with a label of its own', () => {
  for (const kind of KINDS) {
    const wanted = DIAGRAMS.filter((d) => d.page === kind);
    assert.ok(wanted.length > 0, `diagrams.js has diagrams for the ${kind} page`);
    for (const { file, code, html } of PAGES.filter((p) => p.kind === kind)) {
      const boards = startTags(html).filter((t) => t.name === 'urim-board');
      assert.deepEqual(boards.map((b) => [b.attrs.position, b.attrs.move]), wanted.map((d) => [d.position, d.move]), `${file}: its diagrams`);
      for (const b of boards) {
        assert.equal(b.attrs.lang, code, `${file}: a diagram in the page's language`);
        assert.equal(b.attrs.steps, '', `${file}: a diagram played step by step`);
        assert.ok(b.attrs.label?.trim(), `${file}: a diagram with a label`);
      }
      assert.equal(new Set(boards.map((b) => b.attrs.label)).size, boards.length, `${file}: each diagram its own label`);
      for (const d of wanted.filter((x) => x.example)) {
        const start = html.indexOf(`<figure class="example" id="example-${d.example}"`);
        const inside = boards.filter((b) => b.at > start && b.at < html.indexOf('</figure>', start));
        assert.deepEqual(inside.map((b) => b.attrs.position), [d.position], `${file}: example ${d.example} holds its own diagram`);
        assert.ok(html.slice(start, inside[0].at).includes(`<code>${d.position}</code>`), `${file}: example ${d.example} shows its position`);
      }
    }
  }
  assert.equal(DIAGRAMS.filter((d) => d.page === 'rules').length, 10, 'the rules page has ten diagrams');
});

test('a text with a field missing, one left over, one twice or an empty one is refused, naming its file and field', () => {
  const name = `www/pages/${textFile('about', 'pt')}`;
  const fields = parseText(readFileSync(new URL(`pages/${textFile('about', 'pt')}`, www), 'utf8'), name);
  assert.equal(renderPage('about', 'pt', fields).html, PAGES.find((p) => p.file === 'about.pt.html').html, 'the fields as read make the page');
  const { lede, ...noLede } = fields;
  assert.ok(lede);
  assert.throws(() => renderPage('about', 'pt', noLede), /about\.pt\.txt: nothing for \{\{lede\}\}/);
  const { 'chain.label': label, ...noLabel } = fields;
  assert.ok(label);
  assert.throws(() => renderPage('about', 'pt', noLabel), /about\.pt\.txt: no field "chain\.label"/);
  assert.throws(() => renderPage('about', 'pt', { ...fields, 'brava.textt': 'x' }), /about\.pt\.txt: "brava\.textt" not used/);
  assert.throws(() => renderPage('about', 'pt', { ...fields, 'chain.label': 'a "quoted" name' }), /chain\.label.*break its diagram's tag/);
  assert.throws(() => renderPage('about', 'pt', { ...fields, lede: 'see {{nowhere}}' }), /field "lede": nothing for \{\{nowhere\}\}/);
  assert.throws(() => parseText('== a\none\n== a\ntwo\n', 'x.txt'), /x\.txt: the field "a" is there twice/);
  assert.throws(() => parseText('== a\n\n== b\ntwo\n', 'x.txt'), /x\.txt: the field "a" is empty/);
  assert.deepEqual(parseText('# a note\n\n== a\n<p>one\ntwo</p>\n\n\n== b\n  three\n', 'x.txt'), { a: '<p>one\ntwo</p>', b: '  three' },
    'notes before the first field are left out, and blank lines at a field\'s end');
});

test('an optional line is left out where the text has no such field (the About page\'s note)', () => {
  const seen = new Set();
  for (const { file, code, main } of PAGES.filter((p) => p.kind === 'about')) {
    const path = `pages/${textFile('about', code)}`;
    const { note } = parseText(readFileSync(new URL(path, www), 'utf8'), path);
    assert.equal(main.includes('\n<p><em>'), Boolean(note), `${file}: the note line is there exactly when its text has one`);
    if (note) assert.ok(main.includes(`\n<p><em>${note}</em></p>\n`), `${file}: the note as written`);
    seen.add(Boolean(note));
  }
  assert.deepEqual([...seen].sort(), [false, true], 'both cases are tried: a page with a note and one without');
});
