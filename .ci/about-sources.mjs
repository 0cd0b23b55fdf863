// The About page's sources, one entry each, and their list in a page's language: each
// entry shows author, title, publisher or site, year, address and the date the
// project saw it. What the source that cites it does not say is left unknown (null)
// and shown as such in the page's words, never guessed. .ci/pages.mjs puts the list
// at {{sources}}; the labels and notes are fields of text/about.<code>.txt.

/** The parts of an entry, in the order they are shown; each label is the field `source.<part>`. */
export const SOURCE_PARTS = Object.freeze(['author', 'title', 'site', 'year', 'address', 'seen']);

/** The day the project installed world-atlas and read its map data (YYYY-MM-DD). */
const MAP_DATA_SEEN = '2026-12-04';

/**
 * The sources, in the order of the list; `note` is the key of the field that says
 * what the entry is and how the project holds it. `seen` is a YYYY-MM-DD date.
 * @type {ReadonlyArray<{ id: string, author: string | null, title: string | null, site: string | null, year: string | null, address: string[] | null, seen: string | null, note: string }>}
 */
export const SOURCES = Object.freeze([
  // The five texts the facts come from: each ends "Source: Mancala World – Urim" and no more.
  { id: 'mancala-world', author: null, title: 'Urim', site: 'Mancala World', year: null, address: null, seen: null, note: 'source.mancala-world' },
  // Known only through the Mancala World article, which names the author and the year.
  { id: 'silva-1994', author: 'Elísio Romariz Santos Silva', title: null, site: null, year: '1994', address: null, seen: null, note: 'source.silva' },
  // The map's data, as the pinned package world-atlas describes itself: its README
  // names Natural Earth 4.1.0 and its site, its LICENSE dates it (© 2013-2019), its
  // package.json gives its repository. (The registry's publication dates are not
  // used: they run out of order, 1.0.0 after 2.0.2.)
  {
    id: 'natural-earth',
    author: 'Natural Earth; TopoJSON by Mike Bostock',
    title: 'Admin 0 – Countries, 1:10m, Natural Earth 4.1.0 (world-atlas 2.0.2, countries-10m.json)',
    site: 'Natural Earth; npm (world-atlas)',
    year: '2019 (world-atlas 2.0.2, © 2013–2019)',
    address: ['http://www.naturalearthdata.com/', 'https://github.com/topojson/world-atlas'],
    seen: MAP_DATA_SEEN,
    note: 'source.natural-earth',
  },
]);

/** `date` (YYYY-MM-DD) written out in language `code`. */
export function longDate(date, code) {
  return new Intl.DateTimeFormat(code, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/**
 * The sources as an HTML list in language `code`; `text(key)` gives a field of the
 * page's text (the labels `source.<part>`, `source.unknown`, and each note).
 */
export function sourcesList(code, text) {
  const value = (source, part) => {
    const given = source[part];
    if (given === null) return `<dd class="source-${part} unknown">${text('source.unknown')}</dd>`;
    if (part === 'address') return `<dd class="source-${part}">${given.map((a) => `<a href="${a}">${a}</a>`).join('<br>')}</dd>`;
    if (part === 'seen') return `<dd class="source-${part}"><time datetime="${given}">${longDate(given, code)}</time></dd>`;
    if (part === 'title') return `<dd class="source-${part}"><cite>${given}</cite></dd>`;
    return `<dd class="source-${part}">${given}</dd>`;
  };
  const items = SOURCES.map((source) => [
    `<li class="source" id="source-${source.id}">`,
    `<p>${text(source.note)}</p>`,
    '<dl>',
    ...SOURCE_PARTS.map((part) => `<dt>${text(`source.${part}`)}</dt>${value(source, part)}`),
    '</dl>',
    '</li>',
  ].join('\n'));
  return `<ol class="sources">\n${items.join('\n')}\n</ol>`;
}
