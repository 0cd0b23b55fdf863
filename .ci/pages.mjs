// Makes the rules and About pages (www/rules*.html, www/about*.html) from their
// sources in www/pages/: the frame every page shares (frame.html), one template of
// <main> per kind (rules.html, about.html), one text file per kind and language
// (text/<kind>.<code>.txt) and the one list of diagrams (diagrams.js), for every
// language of LANGUAGES (www/i18n/index.js). The pages are written at build time
// (.ci/build.mjs, early) and are not kept in git; the single file (.ci/single-file.mjs)
// takes their <main> from here. Alone: `node .ci/pages.mjs`.
//
// A text file holds fields: a line `== key`, then the field's HTML, as it goes into
// the page, up to the next such line (blank lines at its end left out); lines before
// the first field are notes for translators. In a template, {{key}} is a field of the
// page's text, {{board:name}} and {{caption:name}} diagram `name`, {{picture:name}} a
// drawing of .ci/about-pictures.mjs, {{sources:list}} the list of .ci/about-sources.mjs;
// a line holding {{key?}} is left out where the text has no such field, and the
// {{#examples}} block is repeated for each worked example. A text may use
// {{rulesPage}}, {{aboutPage}} and {{lang}} (the page's language), and the examples'
// number and side to move {{n}} and {{position}}.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '../www/i18n/index.js';
import { DIAGRAMS } from '../www/pages/diagrams.js';
import { KINDS, languageLinks, pageFile } from './page-languages.mjs';
import { boardDrawing, capeVerdeMap } from './about-pictures.mjs';
import { sourcesList } from './about-sources.mjs';

const www = new URL('../www/', import.meta.url);
const sources = new URL('pages/', www);
/** A field's first line in a text file. */
const FIELD = /^== ([\w.-]+)$/;
/** A slot of a template or a text: {{key}}, {{key?}}, {{board:name}}. */
const SLOT = /\{\{([\w.:-]+)(\?)?\}\}/g;
/** The examples' block of a template: its lines are repeated for each worked example. */
const EXAMPLES = /\{\{#examples\}\}\n([\s\S]*?)\{\{\/examples\}\}\n/;
/** A generated page's file name in www/, of either kind, in any language. */
const PAGE_FILE = new RegExp(`^(?:${KINDS.join('|')})(?:\\.[a-z]{2,3})?\\.html$`);

/** The text of source file `path` (under www/pages/), its opening comment left out for a template. */
function source(path, { template = false } = {}) {
  const text = readFileSync(new URL(path, sources), 'utf8');
  return template ? text.replace(/^<!--[\s\S]*?-->\n/, '') : text;
}

/** The text file of page `kind` in language `code`, as a path under www/pages/. */
export const textFile = (kind, code) => `text/${kind}.${code}.txt`;

/** The fields of text file `name` (its `text`): { key: html }; throws naming a field twice or empty. */
export function parseText(text, name) {
  const fields = {};
  let key = null;
  let lines = [];
  const close = () => {
    if (key === null) return;
    const value = lines.join('\n').replace(/\n+$/, '');
    if (!value.trim()) throw new Error(`${name}: the field "${key}" is empty`);
    fields[key] = value;
  };
  for (const line of text.split('\n')) {
    const field = line.match(FIELD);
    if (!field) {
      lines.push(line);
      continue;
    }
    close();
    [, key] = field;
    if (Object.hasOwn(fields, key)) throw new Error(`${name}: the field "${key}" is there twice`);
    lines = [];
  }
  close();
  return fields;
}

/**
 * Fills the slots of `template`: `lookup(key)` gives a slot's text, or undefined when
 * there is none (an error, but on a line with an optional slot, which is left out).
 */
function fill(template, lookup, where) {
  const lines = template.split('\n').filter((line) => [...line.matchAll(SLOT)]
    .every(([, key, optional]) => !optional || lookup(key) !== undefined));
  return lines.join('\n').replace(SLOT, (slot, key) => {
    const value = lookup(key);
    if (value === undefined) throw new Error(`${where}: nothing for ${slot}`);
    return value;
  });
}

/**
 * Page `kind` in language `code`, made from `texts` (the fields of its text file and
 * of the frame, by default read from www/pages/text/): { file, kind, code, main, html }.
 * Throws naming the file and the field if a field is missing, unused, or a diagram's
 * words would break its tag.
 */
export function renderPage(kind, code, texts = parseText(source(textFile(kind, code)), `www/pages/${textFile(kind, code)}`)) {
  const where = `www/pages/${textFile(kind, code)}`;
  const used = new Set();
  const page = { lang: code, kind, rulesPage: pageFile('rules', code), aboutPage: pageFile('about', code) };
  const { alternates, nav } = languageLinks(kind, code);
  /** Field `key` of the text, its own slots filled from `vars` and the page's; undefined if there is none. */
  const text = (key, vars = {}) => {
    if (!Object.hasOwn(texts, key)) return undefined;
    used.add(key);
    return fill(texts[key], (name) => vars[name] ?? page[name], `${where}, field "${key}"`);
  };
  const diagrams = DIAGRAMS.filter((d) => d.page === kind);
  const diagram = (name) => {
    const found = diagrams.find((d) => d.name === name);
    if (!found) throw new Error(`www/pages/${kind}.html: no diagram "${name}" on the ${kind} page in www/pages/diagrams.js`);
    return found;
  };
  const board = (d) => {
    const label = text(d.label);
    if (label === undefined) throw new Error(`${where}: no field "${d.label}" (the label of diagram "${d.name}")`);
    if (/["<>]/.test(label)) throw new Error(`${where}: the field "${d.label}" holds " < or >, which would break its diagram's tag`);
    return `<urim-board position="${d.position}" move="${d.move}" steps lang="${code}" label="${label}"></urim-board>`;
  };
  /** Field `key` of the text, which must be there. */
  const need = (key) => {
    const value = text(key);
    if (value === undefined) throw new Error(`${where}: no field "${key}"`);
    return value;
  };
  /** Picture `name` of .ci/about-pictures.mjs, its text alternative the fields `<name>.title` and `<name>.desc`. */
  const picture = (name) => {
    const draw = { map: capeVerdeMap, board: boardDrawing }[name];
    if (!draw) throw new Error(`www/pages/${kind}.html: no picture "${name}" in .ci/about-pictures.mjs`);
    const [title, desc] = [need(`${name}.title`), need(`${name}.desc`)];
    if (/[<>]/.test(title + desc)) throw new Error(`${where}: the fields "${name}.title" and "${name}.desc" are plain text, without < or >`);
    return draw({ title, desc, label: name === 'map' ? need('map.label').trim() : undefined });
  };
  const lookup = (key) => {
    const [what, name] = key.split(':');
    if (what === 'board' && name) return board(diagram(name));
    if (what === 'caption' && name) return text(diagram(name).caption);
    if (what === 'picture' && name) return picture(name);
    if (key === 'sources:list') return sourcesList(code, need);
    if (key === 'nav') return nav;
    return page[key] ?? text(key);
  };
  const template = source(`${kind}.html`, { template: true }).replace(EXAMPLES, (whole, block) => diagrams
    .filter((d) => d.example)
    .map((d) => {
      const vars = { n: String(d.example), position: d.position };
      const item = {
        n: vars.n,
        number: text('example.number', vars),
        toMove: text(d.position.endsWith('-N') ? 'example.north' : 'example.south', vars),
        title: text(d.title),
        text: text(d.text),
        board: board(d),
      };
      return fill(block, (key) => item[key] ?? lookup(key), `${where}, example ${d.example}`);
    })
    .join(''));
  const main = fill(template, lookup, where).replace(/\n$/, '');
  const html = fill(source('frame.html', { template: true }), (key) => {
    if (key === 'main') return main;
    if (key === 'alternates') return alternates;
    return page[key] ?? text(key);
  }, where);
  const unused = Object.keys(texts).filter((key) => !used.has(key));
  if (unused.length) throw new Error(`${where}: ${unused.map((k) => `"${k}"`).join(', ')} not used by www/pages/${kind}.html`);
  return { file: pageFile(kind, code), kind, code, main, html };
}

/** The text files in www/pages/text/ that belong to no language of LANGUAGES or no kind: their names. */
export function strayTexts() {
  const wanted = new Set(KINDS.flatMap((kind) => Object.keys(LANGUAGES).map((code) => textFile(kind, code))));
  return readdirSync(new URL('text/', sources)).map((name) => `text/${name}`).filter((path) => !wanted.has(path));
}

/** Every rules and About page, in every language: [{ file, kind, code, main, html }]. Throws on a stray text file. */
export function renderPages() {
  const stray = strayTexts();
  if (stray.length) throw new Error(`www/pages/${stray.join(', ')}: no such language in www/i18n/languages.js, or no such page kind`);
  return KINDS.flatMap((kind) => Object.keys(LANGUAGES).map((code) => renderPage(kind, code)));
}

/** Writes every page into www/, and deletes pages there of a language no longer spoken; resolves with the pages. */
export function writePages() {
  const pages = renderPages();
  const made = new Set(pages.map((p) => p.file));
  for (const name of readdirSync(www)) if (PAGE_FILE.test(name) && !made.has(name)) rmSync(new URL(name, www));
  for (const page of pages) writeFileSync(new URL(page.file, www), page.html);
  return pages;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const pages = writePages();
    console.log(`[pages] ${pages.length} pages written to www/ (${pages.map((p) => p.file).join(', ')})`);
  } catch (e) {
    console.error(`[pages] ${e.message}`);
    process.exit(1);
  }
}
