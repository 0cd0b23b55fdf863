// Writes the parts of www/urim-elements.d.ts and docs/embedding.md that describe
// the elements' attributes, modes and events, from their one source: the option
// lists (names, readers and defaults: www/elements/game-options.js GAME_OPTIONS
// and options.js BOARD_OPTIONS), the modes (www/game/state.js MODES) and their
// words (www/elements/attribute-words.js). Each part sits between two marker
// lines and is written whole; the rest of each file is by hand.
//   node .ci/options-docs.mjs           writes the parts (the build runs this)
//   node .ci/options-docs.mjs --check   exits 1, naming the file, when one differs
// It needs the built page module (pkg/urim_bg.wasm): the board sizes and seed
// counts are the engine's rules().
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const root = new URL('../', import.meta.url);
const www = new URL('www/', root);
/** The files with generated parts, under the repository. */
export const TARGETS = ['www/urim-elements.d.ts', 'docs/embedding.md'];
/** Type names urim-elements.d.ts imports rather than declares. */
const IMPORTED = ['Side'];

/** Loads the sources: the option lists with the engine's rules behind them, the modes, the words. */
export async function loadSources() {
  const { initSync, rules, pitLetters, Game, newGame } = await import(new URL('pkg/urim.js', root));
  const engine = await import(new URL('game/engine.js', www));
  engine.provideEngine({ init: async () => initSync({ module: readFileSync(new URL('pkg/urim_bg.wasm', root)) }), rules, pitLetters, Game, newGame });
  await engine.loadEngine();
  return {
    rules: engine.engineRules(),
    ...(await import(new URL('elements/options.js', www))),
    ...(await import(new URL('elements/game-options.js', www))),
    ...(await import(new URL('elements/attribute-words.js', www))),
    MODES: (await import(new URL('game/state.js', www))).MODES,
    LANGUAGES: (await import(new URL('i18n/index.js', www))).LANGUAGES,
  };
}

/** The values reader `spec` takes, as a list (null: not a short list). */
function valueList(spec, rules) {
  if (spec.oneOf) return typeof spec.oneOf === 'function' ? spec.oneOf() : spec.oneOf;
  if (spec.rule) return rules[spec.rule];
  if (spec.whole && spec.whole[1] - spec.whole[0] <= 10) return Array.from({ length: spec.whole[1] - spec.whole[0] + 1 }, (_, i) => spec.whole[0] + i);
  return null;
}

/** The TypeScript type of what option `option` reads, `words` naming it or overriding it. */
function typeOf(option, words, rules) {
  const { spec } = option.read;
  let type = words.tsType;
  if (!type) {
    const list = valueList(spec, rules);
    if (spec.flag) type = 'boolean';
    else if (list) type = list.map((v) => (typeof v === 'number' ? String(v) : `'${v}'`)).join(' | ');
    else if (spec.zeroOr || spec.whole) type = 'number';
    else type = 'string';
    if (words.type) type = words.type;
  }
  return option.fallback === null && !words.tsType ? `${type} | null` : type;
}

/** The languages we speak, for an attribute whose words say `languages` (loadSources sets it). */
let languages = [];

/** The values column of option `option` in the docs. */
function valuesOf(name, option, words, rules) {
  if (words.values) return words.values;
  if (words.languages) return `${languages.map((code) => `\`${code}\``).join(', ')} (or a longer tag such as \`pt-CV\`)`;
  const { spec } = option.read;
  const code = (v) => `\`${v}\``;
  if (spec.flag) return 'boolean';
  if (spec.whole && !valueList(spec, rules)) return `a whole number, ${code(spec.whole[0])} to ${code(spec.whole[1])}`;
  if (spec.whole) return `${code(spec.whole[0])} to ${code(spec.whole[1])}`;
  if (spec.zeroOr) return `${code(0)}, or from ${code(spec.zeroOr[0])} to ${code(spec.zeroOr[1])}`;
  const list = valueList(spec, rules);
  if (list) return list.map(code).join(', ');
  if (spec.pitLetter) return 'a pit letter';
  if (spec.address === 'same site') return 'an address on the page\'s own site';
  if (spec.address) return 'an address (`http:` or `https:`)';
  throw new Error(`attribute-words.js: say the values of "${name}" (its reader takes any text)`);
}

/** The default column of option `option` in the docs. */
function defaultOf(option, words) {
  if (words.default) return words.default;
  if (option.fallback === false) return 'off';
  if (option.fallback === null) return 'none';
  return `\`${option.fallback}\``;
}

/** A Markdown table cell: no pipe or line end breaks the row. */
const cell = (text) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** Holds `list` and `words` to the same names, in words' favour of nothing: both must name each. */
function sameNames(what, list, words) {
  const a = Object.keys(list).sort().join(' ');
  const b = Object.keys(words).sort().join(' ');
  if (a !== b) throw new Error(`${what}: the list names ${a}; its words name ${b}`);
}

/** A JSDoc comment of `text` at `indent`. */
const jsdoc = (text, indent) => `${indent}/** ${text.replaceAll('*/', '*\\/')} */`;

/** The generated parts, by marker name: { name: text } for each file. */
export function generatedParts(src) {
  const { GAME_OPTIONS, BOARD_OPTIONS, GAME_WORDS, BOARD_WORDS, MODES, MODE_WORDS, GAME_EVENTS, BOARD_EVENTS, TYPE_NAMES, LANGUAGES, rules } = src;
  languages = Object.keys(LANGUAGES);
  sameNames('GAME_OPTIONS', GAME_OPTIONS, GAME_WORDS);
  sameNames('BOARD_OPTIONS', BOARD_OPTIONS, BOARD_WORDS);
  sameNames('MODES', Object.fromEntries(MODES.map((m) => [m, m])), MODE_WORDS);
  const elements = [
    ['game', GAME_OPTIONS, GAME_WORDS, GAME_EVENTS, 'UrimGame'],
    ['board', BOARD_OPTIONS, BOARD_WORDS, BOARD_EVENTS, 'UrimBoard'],
  ];
  // The named types: declared once, from the first option that names each.
  const named = new Map();
  for (const [, options, words] of elements) {
    for (const [name, option] of Object.entries(options)) {
      const type = words[name].type;
      if (!type || IMPORTED.includes(type) || named.has(type)) continue;
      if (!TYPE_NAMES[type]) throw new Error(`attribute-words.js: TYPE_NAMES lacks ${type}`);
      named.set(type, typeOf(option, { ...words[name], type: undefined }, rules).replace(' | null', ''));
    }
  }
  const dts = {
    types: [
      ...[...named].flatMap(([type, union]) => [jsdoc(TYPE_NAMES[type], ''), `export type ${type} = ${union};`]),
      '',
      jsdoc('<urim-game>\'s mode: what it is doing, exactly one at a time (see `mode`).', ''),
      `export type GameMode = ${MODES.map((m) => `'${m}'`).join(' | ')};`,
    ].join('\n'),
  };
  const md = {};
  for (const [tag, options, words, events, className] of elements) {
    dts[`${tag}-attributes`] = Object.entries(options)
      .flatMap(([name, option]) => {
        const w = words[name];
        const doc = w.property ?? `${w.doc}. Values: ${valuesOf(name, option, w, rules)}; default: ${defaultOf(option, w)}.`;
        return [jsdoc(doc, '  '), `  ${name}: ${typeOf(option, w, rules)};`];
      })
      .join('\n');
    dts[`${tag}-events`] = [
      `/** Events of <urim-${tag}>; each bubbles and is composed. */`,
      `export interface ${className}EventMap extends Omit<HTMLElementEventMap, 'error'> {`,
      ...Object.entries(events).flatMap(([name, e]) => [jsdoc(e.doc, '  '), `  ${name}: CustomEvent<${e.detail}>;`]),
      '}',
    ].join('\n');
    md[`${tag}-attributes`] = [
      '| attribute | values | default | what it does |',
      '|---|---|---|---|',
      ...Object.entries(options).map(([name, option]) =>
        `| \`${name}\` | ${cell(valuesOf(name, option, words[name], rules))} | ${cell(defaultOf(option, words[name]))} | ${cell(words[name].doc)} |`),
    ].join('\n');
    md[`${tag}-events`] = ['| event | `detail` |', '|---|---|', ...Object.entries(events).map(([name, e]) => `| \`${name}\` | ${cell(e.doc)} |`)].join('\n');
  }
  md.modes = MODES.map((m) => `- \`${m}\`: ${MODE_WORDS[m]};`).join('\n').replace(/;$/, '.');
  return { 'www/urim-elements.d.ts': dts, 'docs/embedding.md': md };
}

/** The marker lines around part `name` in file `path`. */
function markers(path, name) {
  if (path.endsWith('.md')) return [`<!-- generated "${name}" by .ci/options-docs.mjs: edit the option lists, not this -->`, `<!-- end of "${name}" -->`];
  return [`// generated "${name}" by .ci/options-docs.mjs: edit the option lists, not this`, `// end of "${name}"`];
}

/** `text` with each of `parts` put between its markers; throws when a marker is missing. */
export function withParts(path, text, parts) {
  let out = text;
  for (const [name, part] of Object.entries(parts)) {
    const [open, close] = markers(path, name);
    const start = out.indexOf(open);
    const end = out.indexOf(close, start);
    if (start < 0 || end < 0) throw new Error(`${path} lacks the markers of "${name}": ${open} ... ${close}`);
    // In the d.ts, markers may be indented inside a class: each keeps its line's indent.
    const indent = out.slice(out.lastIndexOf('\n', start) + 1, start);
    out = `${out.slice(0, start + open.length)}\n${part}\n${indent}${out.slice(end)}`;
  }
  return out;
}

/**
 * Writes the generated parts (or, with `check`, only compares them); resolves with
 * the files that differed.
 * @param {{ check?: boolean }} [options]
 */
export async function optionDocs({ check = false } = {}) {
  const parts = generatedParts(await loadSources());
  const stale = [];
  for (const path of TARGETS) {
    const file = new URL(path, root);
    const text = readFileSync(file, 'utf8');
    let made = withParts(path, text, parts[path]);
    if (path.endsWith('.d.ts')) made = await prettier.format(made, { ...(await prettier.resolveConfig(fileURLToPath(file))), filepath: fileURLToPath(file) });
    if (made === text) continue;
    stale.push(path);
    if (!check) writeFileSync(file, made);
  }
  return stale;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  const stale = await optionDocs({ check });
  for (const path of stale) {
    if (check) console.error(`[options-docs] ${path} differs from what the option lists make: run node .ci/options-docs.mjs`);
    else console.log(`[options-docs] wrote the generated parts of ${path}`);
  }
  process.exit(check && stale.length ? 1 : 0);
}
