// Writes custom-elements.json, the elements' manifest in the community's schema
// (as the custom-elements-manifest analyzer makes it: schemaVersion, modules,
// declarations with tagName, attributes, members, events, cssParts, cssProperties),
// from what the code already holds: the option lists (GAME_OPTIONS in
// www/elements/game-options.js, BOARD_OPTIONS in options.js) for the attributes, the types and
// their JSDoc in www/urim-elements.d.ts for the members and events (its attribute,
// mode and event parts written from the same lists by .ci/options-docs.mjs), the part="…"
// names in the elements' sources, and the --urim-* properties of styles.js.
// The build writes it into pkg/; tests/js/contracts.test.mjs checks it.
import { readFileSync } from 'node:fs';

const www = new URL('../www/', import.meta.url);
const source = (path) => readFileSync(new URL(path, www), 'utf8');

/**
 * The elements: tag, class, option list, the sources holding its parts, and whether
 * urim-elements.js exports the class (<urim-game>'s loads with the first one on the
 * page, so the module defines the tag but cannot hand the class over).
 */
const ELEMENTS = [
  { tag: 'urim-game', name: 'UrimGame', options: 'GAME_OPTIONS', parts: ['elements/game-chrome.js', 'elements/step-bar.js'], exported: false },
  { tag: 'urim-board', name: 'UrimBoard', options: 'BOARD_OPTIONS', parts: ['elements/board-element.js', 'elements/step-bar.js'], exported: true },
];

/** The one-line text of a JSDoc comment. */
const text = (doc) => doc.replace(/^\s*\/\*\*|\*\/\s*$/g, '').split('\n').map((l) => l.replace(/^\s*\* ?/, '').trim()).join(' ').trim();

/** The members declared in the d.ts class `name`: [{ name, kind, type, readonly, params, description }]. */
export function declaredMembers(dts, name) {
  const start = dts.indexOf(`export class ${name} extends HTMLElement {`);
  if (start < 0) throw new Error(`urim-elements.d.ts declares no class ${name}`);
  const body = dts.slice(start, dts.indexOf('\n}\n', start));
  const out = [];
  for (const [, doc = '', readonly, member, optional, kind, rest] of body.matchAll(/(?:^ {2}(\/\*\*[\s\S]*?\*\/)\n)?^ {2}(readonly )?([a-zA-Z]+)(\??)(\(|:)\s*([^\n]*);$/gm)) {
    if (member === 'addEventListener' || member === 'removeEventListener') continue;
    if (kind === ':' && !rest.includes('=>')) {
      out.push({ name: member, kind: 'field', type: rest + (optional ? ' | undefined' : ''), readonly: !!readonly, description: text(doc) });
    } else if (kind === ':') {
      out.push({ name: member, kind: 'field', type: rest, readonly: false, description: text(doc) });
    } else {
      const close = rest.lastIndexOf('):');
      out.push({ name: member, kind: 'method', params: rest.slice(0, close), returns: rest.slice(close + 2).trim(), description: text(doc) });
    }
  }
  return out;
}

/** The events of the d.ts's `${name}EventMap`: [{ name, type }]. */
export function declaredEvents(dts, name) {
  const start = dts.indexOf(`interface ${name}EventMap`);
  const body = dts.slice(start, dts.indexOf('\n}', start));
  return [...body.matchAll(/^ {2}([a-z]+): ([^;]+);/gm)].map(([, event, type]) => ({ name: event, type }));
}

/** Part names given in `files`. */
function partsOf(files) {
  const names = new Set(['canvas']);
  for (const file of files) for (const [, part] of source(file).matchAll(/part: '([a-z -]+)'/g)) for (const p of part.split(' ')) names.add(p);
  return [...names].sort();
}

/** The manifest, as an object. */
export async function buildManifest() {
  const options = { ...(await import(new URL('elements/options.js', www))), ...(await import(new URL('elements/game-options.js', www))) };
  const { CSS_PROPERTIES } = await import(new URL('elements/styles.js', www));
  const styles = source('elements/styles.js') + source('elements/game-styles.js');
  const layout = [...new Set([...styles.matchAll(/var\((--urim-(?!default-|given-)[a-z-]+),/g)].map(([, n]) => n))].filter((n) => !CSS_PROPERTIES.includes(n));
  const dts = source('urim-elements.d.ts');
  const declarations = ELEMENTS.map(({ tag, name, options: list, parts }) => {
    const members = declaredMembers(dts, name);
    const typeOf = (option) => members.find((m) => m.name === option)?.type ?? 'string';
    const attributes = Object.entries(options[list]).map(([attribute, option]) => ({
      name: attribute,
      type: { text: typeOf(attribute) },
      default: JSON.stringify(option.fallback),
      description: members.find((m) => m.name === attribute)?.description ?? '',
      fieldName: attribute,
    }));
    return {
      kind: 'class',
      name,
      tagName: tag,
      customElement: true,
      superclass: { name: 'HTMLElement' },
      attributes,
      members: members.map((m) => (m.kind === 'field'
        ? { kind: 'field', name: m.name, type: { text: m.type }, description: m.description,
          ...(m.readonly ? { readonly: true } : {}), ...(options[list][m.name] ? { attribute: m.name, default: JSON.stringify(options[list][m.name].fallback) } : {}) }
        : { kind: 'method', name: m.name, description: m.description, parameters: m.params ? m.params.split(/,\s*(?![^{]*})/).map((p) => {
          const [param, ...type] = p.split(':');
          return { name: param.replace('?', '').trim(), type: { text: type.join(':').trim() }, ...(param.includes('?') ? { optional: true } : {}) };
        }) : [], return: { type: { text: m.returns } } })),
      events: declaredEvents(dts, name).map((e) => ({ name: e.name, type: { text: e.type } })),
      cssParts: partsOf(parts).map((part) => ({ name: part })),
      cssProperties: [...CSS_PROPERTIES, ...layout].map((property) => ({ name: property })),
    };
  });
  return {
    schemaVersion: '1.0.0',
    readme: 'README.md',
    modules: [{
      kind: 'javascript-module',
      path: 'urim-elements.js',
      declarations,
      exports: ELEMENTS.flatMap(({ tag, name, exported }) => [
        ...(exported ? [{ kind: 'js', name, declaration: { name, module: 'urim-elements.js' } }] : []),
        { kind: 'custom-element-definition', name: tag, declaration: { name, module: 'urim-elements.js' } },
      ]),
    }],
  };
}
