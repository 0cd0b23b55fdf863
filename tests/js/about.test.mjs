// The About page in every language (.ci/pages.mjs from www/pages/about.html and
// text/about.<code>.txt): its four parts (where Urim is played, the board and play,
// its family, its sources) in order; the map of Cape Verde drawn from Natural Earth
// with Brava marked, and the board drawing, each with a text alternative in the
// page's language; every source with author, title, site, year, address and date
// seen, each given or plainly said to be unknown; and no run of eight words taken
// from the source texts. Runs without a browser or a build.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderPage, renderPages, parseText, textFile } from '../../.ci/pages.mjs';
import { BRAVA, islandRings } from '../../.ci/about-pictures.mjs';
import { SOURCE_PARTS, SOURCES, longDate } from '../../.ci/about-sources.mjs';
import { SEED_TEXTS } from './seed-texts.mjs';
import { readFileSync } from 'node:fs';

const www = new URL('../../www/', import.meta.url);
const ABOUT = renderPages().filter((p) => p.kind === 'about');
/** The parts every About page has, by the id of their <section>, in this order. */
const PARTS = ['where', 'play', 'family', 'sources'];
/** How many words in a row may be shared with a source text before it counts as copied. */
const COPIED_RUN = 8;
/** Brava's bounds (longitude, latitude): the marked island must lie inside them. */
const BRAVA_BOX = { west: -24.8, east: -24.6, south: 14.75, north: 14.95 };
/** Cape Verde's islands drawn at 1:10m: the nine the data holds at that scale (Santa Luzia and the islets are below it). */
const ISLANDS = 9;
/** The largest inline map the page may carry, in bytes (it is in every page and in the single file ten times). */
const MAP_BUDGET = 15 * 1024;

/** The fields of the About text of language `code`. */
const fieldsOf = (code) => parseText(readFileSync(new URL(`pages/${textFile('about', code)}`, www), 'utf8'), code);
const english = fieldsOf('en');

/** `html` as the words a reader sees: tags out, entities and spaces made plain. */
function plain(html) {
  return html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/\s+/g, ' ').trim();
}

/** The words of `text`, lower-cased, as the Unicode word breaker finds them (Japanese too). */
const segmenter = new Intl.Segmenter('und', { granularity: 'word' });
function words(text) {
  return [...segmenter.segment(text.normalize('NFC').toLowerCase())].filter((s) => s.isWordLike).map((s) => s.segment);
}

/** Every run of COPIED_RUN words of the source texts, mapped to the file it is in. */
const seedRuns = new Map();
for (const { file, text } of SEED_TEXTS) {
  const w = words(text);
  for (let i = 0; i + COPIED_RUN <= w.length; i += 1) seedRuns.set(w.slice(i, i + COPIED_RUN).join(' '), file);
}

/** The first run of COPIED_RUN words that `text` shares with a source text, as `"run" (file)`, or null. */
function copiedRun(text) {
  const w = words(text);
  for (let i = 0; i + COPIED_RUN <= w.length; i += 1) {
    const run = w.slice(i, i + COPIED_RUN).join(' ');
    if (seedRuns.has(run)) return `"${run}" (${seedRuns.get(run)})`;
  }
  return null;
}

/** The inside of the first element of `html` opened by `open` (a regex source) up to its `close` tag. */
function element(html, open, close) {
  const start = html.search(new RegExp(open));
  if (start < 0) return null;
  const end = html.indexOf(close, start);
  return end < 0 ? null : html.slice(start, end + close.length);
}

test('every About page has its four parts, in order, each with a heading in its language', () => {
  assert.equal(ABOUT.length, 10, 'ten languages');
  for (const { file, code, main } of ABOUT) {
    const at = PARTS.map((id) => main.indexOf(`<section class="about-part" id="${id}" aria-labelledby="${id}-heading">`));
    assert.ok(at.every((i) => i >= 0), `${file}: the parts ${PARTS.join(', ')}`);
    assert.deepEqual([...at].sort((a, b) => a - b), at, `${file}: the parts in order`);
    const fields = fieldsOf(code);
    for (const id of PARTS) {
      const heading = fields[`${id}.heading`];
      assert.ok(main.includes(`<h2 id="${id}-heading">${heading}</h2>`), `${file}: the heading of "${id}"`);
    }
  }
});

test('the map is drawn from Natural Earth at 1:10m, and the island marked is Brava', () => {
  const rings = islandRings();
  assert.equal(rings.length, ISLANDS, 'the islands of Cape Verde at 1:10m');
  const middle = (ring) => ring.reduce(([x, y], [px, py]) => [x + px / ring.length, y + py / ring.length], [0, 0]);
  const inBrava = rings.filter((ring) => ring.every(([lon, lat]) => lon > BRAVA_BOX.west && lon < BRAVA_BOX.east && lat > BRAVA_BOX.south && lat < BRAVA_BOX.north));
  assert.equal(inBrava.length, 1, 'one island lies wholly inside Brava\'s bounds');
  const [lon, lat] = middle(inBrava[0]);
  assert.ok(Math.hypot(lon - BRAVA[0], lat - BRAVA[1]) < 0.1, 'and BRAVA points at it');
});

test('every About page carries the map with Brava ringed and named, and the board, each described in its language', () => {
  for (const { file, code, main } of ABOUT) {
    const fields = fieldsOf(code);
    const where = element(main, '<section class="about-part" id="where"', '</section>');
    const map = element(where, '<svg class="picture-map"', '</svg>');
    assert.ok(map, `${file}: the map is in the part "where"`);
    assert.ok(Buffer.byteLength(map) < MAP_BUDGET, `${file}: the map is ${Buffer.byteLength(map)} bytes, over ${MAP_BUDGET}`);
    assert.match(map, /role="img" aria-labelledby="map-title" aria-describedby="map-desc"/, `${file}: the map is an image with its own text`);
    assert.ok(map.includes(`<title id="map-title">${fields['map.title']}</title>`), `${file}: the map's title`);
    assert.ok(map.includes(`<desc id="map-desc">${fields['map.desc']}</desc>`), `${file}: the map's description`);
    assert.equal((map.match(/<path class="map-land"/g) ?? []).length, 1, `${file}: the other islands in one outline`);
    assert.equal((map.match(/<path class="map-land map-brava" d="M[\d lz-]+"/g) ?? []).length, 1, `${file}: Brava drawn apart`);
    assert.match(map, /<circle class="map-ring"/, `${file}: Brava ringed`);
    // The label is the island's name as the page's own description of the map writes it
    // (ब्राभा in Nepali, Μπράβα in Greek), not the Latin letters of every page.
    const label = fields['map.label']?.trim();
    assert.ok(label && fields['map.desc'].includes(label), `${file}: the map's label "${label}" is Brava's name in the page's description`);
    assert.ok(map.includes(`<text class="map-label" `) && map.includes(`>${label}</text>`), `${file}: Brava named "${label}" on the map`);
    const play = element(main, '<section class="about-part" id="play"', '</section>');
    const board = element(play, '<svg class="picture-board"', '</svg>');
    assert.ok(board, `${file}: the board is in the part "play"`);
    assert.match(board, /role="img" aria-labelledby="board-title" aria-describedby="board-desc"/, `${file}: the board is an image with its own text`);
    assert.ok(board.includes(`<title id="board-title">${fields['board.title']}</title>`), `${file}: the board's title`);
    assert.ok(board.includes(`<desc id="board-desc">${fields['board.desc']}</desc>`), `${file}: the board's description`);
    assert.equal((board.match(/<circle /g) ?? []).length, 12 + 36, `${file}: twelve pits and three seeds in each`);
    for (const key of ['map.title', 'map.desc', 'map.caption', 'board.title', 'board.desc', 'board.caption']) {
      assert.ok(fields[key]?.trim(), `${file}: "${key}"`);
      if (code !== 'en') assert.notEqual(fields[key], english[key], `${file}: "${key}" is translated`);
    }
    assert.ok(where.includes(`<figcaption>${fields['map.caption']}</figcaption>`), `${file}: the map's caption`);
    assert.ok(play.includes(`<figcaption>${fields['board.caption']}</figcaption>`), `${file}: the board's caption`);
  }
});

test('every source shows author, title, site, year, address and date seen: given, or said to be unknown in the page\'s language', () => {
  assert.ok(SOURCES.some((s) => SOURCE_PARTS.every((part) => s[part] !== null)), 'one source is known in full (the map\'s data)');
  for (const { file, code, main } of ABOUT) {
    const fields = fieldsOf(code);
    const list = element(main, '<ol class="sources">', '</ol>');
    assert.ok(list, `${file}: the list of sources`);
    assert.ok(element(main, '<section class="about-part" id="sources"', '</section>').includes(list), `${file}: in the part "sources"`);
    for (const source of SOURCES) {
      const entry = element(list, `<li class="source" id="source-${source.id}">`, '</li>');
      assert.ok(entry, `${file}: the source "${source.id}"`);
      assert.ok(entry.includes(`<p>${fields[source.note]}</p>`), `${file}: what "${source.id}" is`);
      for (const part of SOURCE_PARTS) {
        const label = `<dt>${fields[`source.${part}`]}</dt>`;
        assert.ok(fields[`source.${part}`]?.trim() && entry.includes(label), `${file}: "${source.id}" has its ${part}, labelled`);
        const value = entry.slice(entry.indexOf(label) + label.length).match(/^<dd class="source-([\w-]+)( unknown)?">(.*?)<\/dd>/s);
        assert.ok(value, `${file}: "${source.id}": a value for its ${part}`);
        assert.equal(value[1], part, `${file}: "${source.id}": its ${part} in place`);
        if (source[part] === null) {
          assert.equal(value[3], fields['source.unknown'], `${file}: "${source.id}": its unknown ${part} said so`);
          continue;
        }
        assert.ok(!value[2], `${file}: "${source.id}": its ${part} is given`);
        if (part === 'address') for (const a of source.address) assert.ok(value[3].includes(`<a href="${a}">${a}</a>`), `${file}: "${source.id}": a link to ${a}`);
        else if (part === 'seen') assert.equal(value[3], `<time datetime="${source.seen}">${longDate(source.seen, code)}</time>`, `${file}: "${source.id}": the date seen`);
        else assert.ok(plain(value[3]) === source[part], `${file}: "${source.id}": its ${part}`);
      }
    }
    if (code !== 'en') assert.notEqual(fields['source.unknown'], english['source.unknown'], `${file}: "unknown" is translated`);
  }
});

test('the copying check finds a sentence taken from a source text, and lets one in other words pass', () => {
  const copied = 'As the article says, the term urin refers both to the pivotal final seed dropped from the hand.';
  assert.match(copiedRun(copied) ?? '', /the term urin refers both to the pivotal/);
  assert.equal(copiedRun('Players have their own word, urin, for the last seed to leave the hand.'), null);
  const japanese = words('遊び方');
  assert.deepEqual(japanese.length > 0, true, 'Japanese text falls into words');
});

test('no About page shares a run of eight words with the source texts', () => {
  for (const { file, main } of ABOUT) {
    const run = copiedRun(plain(main));
    assert.equal(run, null, `${file}: ${run} is copied from a source text: say it in other words`);
  }
});

test('a text without a picture\'s title or a source\'s label, or with markup in a title, is refused, naming its file and field', () => {
  const fields = fieldsOf('fr');
  const { 'map.title': mapTitle, ...noMapTitle } = fields;
  assert.ok(mapTitle);
  assert.throws(() => renderPage('about', 'fr', noMapTitle), /about\.fr\.txt: no field "map\.title"/);
  const { 'source.seen': seen, ...noSeen } = fields;
  assert.ok(seen);
  assert.throws(() => renderPage('about', 'fr', noSeen), /about\.fr\.txt: no field "source\.seen"/);
  assert.throws(() => renderPage('about', 'fr', { ...fields, 'board.desc': 'un <b>plateau</b>' }), /"board\.title" and "board\.desc" are plain text/);
});
