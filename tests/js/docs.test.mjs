// The docs against what they describe: every size a doc's table gives for a built
// file is within 5% of the file's size now, every first load within 5% of
// bench/report.md's, the README's first 40 lines hold the two commands and the
// embed, and every relative link in README.md and docs/*.md leads to a file (and a
// heading) that exists. Runs after `npm run build`: the sizes are read from pkg/.
//
// A size table is a table with a column headed `raw` or `gzip`: its first cell names
// a built file in backticks (`pkg/urim_bg.wasm`), its figures read `39,252 bytes`.
// Gzip is counted as `npm run size` counts it (.ci/size.mjs's gzipBytes, level 9).
// A first-load table has a column headed `first load, gzip`; its first cell names a
// page as bench/report.md does (`the demo page`).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { BUDGETS, gzipBytes } from '../../.ci/size.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const read = (file) => readFileSync(join(root, file), 'utf8');
const DOCS = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
/** How far a documented size may be from the measured one. */
const TOLERANCE = 0.05;

/** The lines of a Markdown text that are not inside a fenced code block, with their numbers. */
function proseLines(text) {
  let fenced = false;
  const lines = [];
  text.split('\n').forEach((line, i) => {
    if (/^\s*```/.test(line)) fenced = !fenced;
    else if (!fenced) lines.push({ line, number: i + 1 });
  });
  return lines;
}

/** The cells of a table row: `| a | b |` gives ['a', 'b']. */
const cells = (row) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

/** The tables of a Markdown text: { header, rows: [{ cells, number }] }. */
function tables(text) {
  const found = [];
  let current = null;
  for (const { line, number } of proseLines(text)) {
    if (!line.trim().startsWith('|')) {
      current = null;
    } else if (!current) {
      current = { header: cells(line), rows: [] };
      found.push(current);
    } else if (!/^\|[\s|:-]+\|?$/.test(line.trim())) {
      current.rows.push({ cells: cells(line), number });
    }
  }
  return found;
}

/** A figure written `39,252 bytes` (or, in bench/report.md, `**39,252**`): the number, or null. */
function figure(cell) {
  const match = /^\**([\d,]+)\**(?: bytes)?(?!\w)/.exec(cell.trim());
  return match ? Number(match[1].replaceAll(',', '')) : null;
}

/** GitHub's anchor for a heading: lower case, spaces to '-', punctuation but '-' and '_' dropped. */
const slug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** The anchors of a Markdown file's headings, repeats numbered as GitHub numbers them. */
function anchors(text) {
  const seen = new Map();
  const found = new Set();
  for (const { line } of proseLines(text)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    found.add(n === 0 ? base : `${base}-${n}`);
  }
  return found;
}

/** Every size row of every doc: { doc, number, file, column, documented }. */
function sizeRows() {
  const rows = [];
  for (const doc of DOCS) {
    for (const table of tables(read(doc))) {
      const columns = table.header.map((name, i) => [name, i]).filter(([name]) => name === 'raw' || name === 'gzip');
      if (columns.length === 0) continue;
      for (const row of table.rows) {
        const file = /`([^`]+)`/.exec(row.cells[0])?.[1];
        assert.ok(file, `${doc}:${row.number}: a size row names its file in backticks first: ${row.cells[0]}`);
        for (const [column, i] of columns) {
          const cell = row.cells[i] ?? '';
          if (cell === '') continue;
          assert.match(cell, /^[\d,]+ bytes$/, `${doc}:${row.number}: ${file} ${column} is written like '39,252 bytes', not '${cell}'`);
          rows.push({ doc, number: row.number, file, column, documented: figure(cell) });
        }
      }
    }
  }
  return rows;
}

/** The first-load figures of bench/report.md's latest first-load table, by page name. */
function reportedFirstLoads() {
  const report = read('bench/report.md');
  const lines = report.split('\n');
  const start = lines.findIndex((line) => /^#+ First loads?\b/i.test(line));
  assert.ok(start >= 0, 'bench/report.md has a heading "First load…"');
  const [table] = tables(lines.slice(start).join('\n'));
  assert.ok(table, 'bench/report.md has a table under its first "First load…" heading');
  // `npm run bench` writes a column `gzip bytes`; a hand-made comparison puts the
  // newest figure last, before the budget.
  let column = table.header.indexOf('gzip bytes');
  if (column < 0) {
    const budget = table.header.indexOf('budget');
    column = (budget < 0 ? table.header.length : budget) - 1;
  }
  const figures = new Map();
  for (const row of table.rows) {
    const page = row.cells[0].replaceAll('`', '').replaceAll('&lt;', '<').replaceAll('&gt;', '>');
    figures.set(page, { figure: figure(row.cells[column] ?? ''), heading: table.header[column] });
  }
  return figures;
}

const within = (documented, measured) => Math.abs(documented - measured) <= measured * TOLERANCE;

test('every size a doc gives for a built file is within 5% of the file', () => {
  const rows = sizeRows();
  for (const [file] of BUDGETS) {
    assert.ok(
      rows.some((row) => row.doc === 'docs/maintaining.md' && row.file === file && row.column === 'gzip'),
      `docs/maintaining.md gives the gzip size of ${file}`,
    );
  }
  for (const { doc, number, file, column, documented } of rows) {
    assert.ok(existsSync(join(root, file)), `${doc}:${number}: ${file} does not exist (run 'npm run build' first)`);
    const measured = column === 'raw' ? statSync(join(root, file)).size : gzipBytes(file);
    assert.ok(
      within(documented, measured),
      `${doc}:${number}: ${file} is documented as ${documented} bytes ${column}, but measures ${measured}: more than 5% off (copy the figures of 'npm run size')`,
    );
  }
});

test('every first load a doc gives is within 5% of bench/report.md', () => {
  const reported = reportedFirstLoads();
  let checked = 0;
  for (const doc of DOCS) {
    const text = read(doc);
    for (const table of tables(text)) {
      const column = table.header.indexOf('first load, gzip');
      if (column < 0) continue;
      assert.match(text, /npm run bench/, `${doc} says its first loads come from 'npm run bench'`);
      for (const row of table.rows) {
        const page = row.cells[0].replaceAll('`', '');
        const documented = figure(row.cells[column]);
        const measured = reported.get(page);
        assert.ok(measured?.figure, `${doc}:${row.number}: bench/report.md has no first load for '${page}'`);
        assert.ok(
          within(documented, measured.figure),
          `${doc}:${row.number}: ${page} is documented as ${documented} bytes, but bench/report.md says ${measured.figure} (${measured.heading}): more than 5% off`,
        );
        checked += 1;
      }
    }
  }
  assert.ok(checked >= 3, `the docs give the first loads of the three pages of bench/first-load.mjs (${checked} found)`);
});

test("the README's first 40 lines hold the two commands and the two-line embed", () => {
  const scripts = JSON.parse(read('package.json')).scripts;
  const head = read('README.md').split('\n').slice(0, 40).join('\n');
  for (const [command, script] of [
    ['npm start', 'start'],
    ['npm test', 'test'],
  ]) {
    assert.ok(head.includes(`\`${command}\``), `the README's first 40 lines name \`${command}\``);
    assert.ok(scripts[script], `package.json has the script behind \`${command}\``);
  }
  const embed = [
    '```html',
    '<script type="module" src="urim/pkg/urim-elements.js"></script>',
    '<urim-game opponent="2" lang="pt"></urim-game>',
    '```',
  ].join('\n');
  assert.ok(head.includes(embed), "the README's first 40 lines hold the two-line embed, in an html block");
  assert.ok(existsSync(join(root, 'www', 'urim-elements.js')), 'the embed names www/urim-elements.js, which exists');
});

test('every relative link in README.md and docs/*.md leads to a file, and to a heading there', () => {
  let checked = 0;
  for (const doc of DOCS) {
    for (const { line, number } of proseLines(read(doc))) {
      // Links outside inline code: [text](target) or [text](target "title").
      for (const [, target] of line.replace(/`[^`]*`(?!\])/g, '').matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
        if (/^[a-z][a-z+.-]*:/i.test(target)) continue; // https:, mailto:
        const [path, anchor] = target.split('#');
        const file = path === '' ? doc : relative(root, join(root, dirname(doc), decodeURIComponent(path)));
        assert.ok(existsSync(join(root, file)), `${doc}:${number}: the link ${target} leads to ${file}, which does not exist`);
        if (anchor !== undefined && file.endsWith('.md')) {
          assert.ok(anchors(read(file)).has(anchor), `${doc}:${number}: the link ${target}: ${file} has no heading #${anchor}`);
        }
        checked += 1;
      }
    }
  }
  assert.ok(checked > 10, `links were found (${checked})`);
});
