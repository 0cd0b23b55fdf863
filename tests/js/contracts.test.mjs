// The elements' written contracts against the code they describe: every option of
// GAME_OPTIONS and BOARD_OPTIONS (elements/options.js), every public method of the
// two element classes and every event they fire must be declared in
// www/urim-elements.d.ts, with a type that fits the option's default. Fails when
// an option, a method or an event is added to the code and not to the types.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { test } from 'node:test';
import { BOARD_OPTIONS, GAME_FLAGS, GAME_VALUES } from '../../www/elements/options.js';
import { GAME_OPTIONS } from '../../www/elements/game-options.js';

const dts = readFileSync(new URL('../../www/urim-elements.d.ts', import.meta.url), 'utf8');
const read = (path) => readFileSync(new URL(`../../www/elements/${path}`, import.meta.url), 'utf8');

/** The body of `export class Name extends HTMLElement { ... }` in the d.ts. */
function classBody(name) {
  const start = dts.indexOf(`export class ${name} extends HTMLElement {`);
  assert.ok(start >= 0, `the d.ts declares ${name}`);
  return dts.slice(start, dts.indexOf('\n}\n', start));
}

/** Member names declared in a class body: `name:`, `readonly name:`, `name(`, `name?:`. */
const members = (body) => new Map([...body.matchAll(/^ {2}(?:readonly )?([a-zA-Z]+)\??(\(|:)\s*([^;]*)/gm)].map(([, n, kind, type]) => [n, { kind, type }]));

/** The TypeScript type a default's value has, for a check that the declared type admits it. */
function admits(type, value) {
  if (value === null) return /\bnull\b/.test(type);
  if (typeof value === 'boolean') return /\bboolean\b/.test(type);
  if (typeof value === 'number') return /\bnumber\b/.test(type) || new RegExp(`\\b${value}\\b`).test(type) || /^Opponent\b/.test(type);
  return /\bstring\b/.test(type) || type.includes(`'${value}'`) || type.includes(`"${value}"`) || /^(Side|Theme|Controls)\b/.test(type);
}

for (const [tag, name, options, sources] of [
  ['urim-game', 'UrimGame', GAME_OPTIONS, readdirSync(new URL('../../www/elements/', import.meta.url)).filter((f) => /^game-.*\.js$/.test(f))],
  ['urim-board', 'UrimBoard', BOARD_OPTIONS, ['board-element.js']],
]) {
  const declared = members(classBody(name));

  test(`${tag}: every option is a property of the declared type`, () => {
    for (const [option, { fallback }] of Object.entries(options)) {
      assert.ok(declared.has(option), `${name}.${option} is declared in urim-elements.d.ts`);
      assert.equal(declared.get(option).kind, ':', `${name}.${option} is a property`);
      if (option !== 'lang') assert.ok(admits(declared.get(option).type, fallback), `${name}.${option}: ${declared.get(option).type} admits its default ${JSON.stringify(fallback)}`);
    }
  });

  test(`${tag}: every public method of the element is declared`, () => {
    const code = sources.map(read).join('\n');
    // Methods documented as the element's API: those docs/embedding.md and the page call.
    const api = name === 'UrimGame' ? ['play', 'newGame', 'undo', 'redo', 'hint', 'edit', 'playFromSetUp', 'endEdit', 'pitCenter', 'getRecord'] : ['play', 'reset'];
    for (const method of api) {
      assert.match(code, new RegExp(`^ {2}(async )?${method}\\(`, 'm'), `${name} has ${method}()`);
      assert.equal(declared.get(method)?.kind, '(', `${name}.${method}() is declared in urim-elements.d.ts`);
    }
  });

  test(`${tag}: every event it fires is in its event map`, () => {
    const code = [...sources.map(read), read('base.js')].join('\n');
    const fired = new Set([...code.matchAll(/emit\('([a-z]+)'/g)].map(([, type]) => type));
    if (code.includes('this.fail(')) fired.add('error');
    const map = dts.slice(dts.indexOf(`interface ${name}EventMap`), dts.indexOf('\n}', dts.indexOf(`interface ${name}EventMap`)));
    for (const type of fired) assert.match(map, new RegExp(`^ {2}${type}: CustomEvent<`, 'm'), `${name}EventMap has ${type}`);
  });
}

test("GAME_VALUES and GAME_FLAGS name <urim-game>'s options, each flag as a flag", () => {
  // The names the demo page and embed.js pass on, without loading the game's readers.
  const byKind = (flags) => Object.keys(GAME_OPTIONS).filter((name) => !!GAME_OPTIONS[name].boolean === flags).sort();
  assert.deepEqual([...GAME_VALUES].sort(), byKind(false));
  assert.deepEqual([...GAME_FLAGS].sort(), byKind(true));
});

test('pkg/custom-elements.json is the manifest of the option list and the types, shipped in the package', async () => {
  const { buildManifest } = await import('../../.ci/manifest.mjs');
  const shipped = JSON.parse(readFileSync(new URL('../../pkg/custom-elements.json', import.meta.url), 'utf8'));
  assert.deepEqual(shipped, await buildManifest(), 'built from the sources as they are (run the build again)');
  const pkg = JSON.parse(readFileSync(new URL('../../pkg/package.json', import.meta.url), 'utf8'));
  assert.equal(pkg.customElements, 'custom-elements.json');
  assert.ok(pkg.files.includes('custom-elements.json'));
  assert.equal(shipped.schemaVersion, '1.0.0');
  const [module] = shipped.modules;
  for (const [tag, options, methods, events] of [
    ['urim-game', GAME_OPTIONS, ['play', 'newGame', 'undo', 'redo', 'hint', 'edit', 'playFromSetUp', 'endEdit', 'pitCenter', 'getRecord'], ['ready', 'move', 'gameover', 'newgame', 'error']],
    ['urim-board', BOARD_OPTIONS, ['play', 'reset'], ['ready', 'move', 'error']],
  ]) {
    const element = module.declarations.find((d) => d.tagName === tag);
    assert.ok(element?.customElement, `${tag} is declared`);
    assert.deepEqual(element.attributes.map((a) => a.name), Object.keys(options), `${tag}: every option is an attribute`);
    for (const a of element.attributes) assert.equal(a.default, JSON.stringify(options[a.name].fallback), `${tag} ${a.name}: its default`);
    for (const m of methods) assert.ok(element.members.some((x) => x.kind === 'method' && x.name === m), `${tag}: ${m}()`);
    assert.deepEqual(element.events.map((e) => e.name), events);
    assert.ok(element.cssParts.some((p) => p.name === 'canvas') && element.cssProperties.some((p) => p.name === '--urim-accent'));
    assert.ok(module.exports.some((e) => e.kind === 'custom-element-definition' && e.name === tag));
  }
});

test('the attribute, mode and event parts of urim-elements.d.ts and docs/embedding.md are what the option lists make', async () => {
  const { optionDocs } = await import('../../.ci/options-docs.mjs');
  assert.deepEqual(await optionDocs({ check: true }), [], 'run node .ci/options-docs.mjs (the build does)');
});

test('the generator refuses an option without words, and words without an option', async () => {
  const { generatedParts, loadSources } = await import('../../.ci/options-docs.mjs');
  const sources = await loadSources();
  const { predict, ...lacking } = sources.GAME_WORDS;
  assert.ok(predict);
  assert.throws(() => generatedParts({ ...sources, GAME_WORDS: lacking }), /GAME_OPTIONS: the list names .*predict/);
  assert.throws(() => generatedParts({ ...sources, MODE_WORDS: { ...sources.MODE_WORDS, dreaming: 'x' } }), /MODES/);
  // The published mode type holds every mode, predicting too.
  assert.match(generatedParts(sources)['www/urim-elements.d.ts'].types, /export type GameMode = [^;]*'predicting'/);
});
