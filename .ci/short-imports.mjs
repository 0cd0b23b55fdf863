// Shortens the names a wasm module imports from its JS glue, in the module and in
// the glue together. wasm-bindgen names each import after the JS it calls plus a
// 16-digit hash (`__wbg_push_c9f4893fc209f768`), under the module "./urim_bg.js";
// both copies of every name travel to each visitor, and hex digits hardly
// compress (about 700 bytes gzip of the page module and its glue). Here each
// import becomes a base-36 number under the module "w". The module's exports,
// which the glue and the published `_bg.wasm.d.ts` name, are left as they are.
// The glue is checked to hold each old name once, where the imports are made, so
// that a wasm-bindgen of another shape fails the build rather than a page.
import { readFileSync, writeFileSync } from 'node:fs';

/** The module name the imports are given. */
const MODULE = 'w';
/** The wasm section that lists the imports. */
const IMPORT_SECTION = 2;

/** @param {Uint8Array} bytes @param {number} at @returns {[number, number]} the LEB128 number at `at` and where it ends */
function leb(bytes, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
    if (!(byte & 0x80)) return [value, at];
  }
}

/** @param {number} value @returns {number[]} its unsigned LEB128 bytes */
function toLeb(value) {
  const out = [];
  do {
    let byte = value & 0x7f;
    value = Math.floor(value / 128);
    if (value) byte |= 0x80;
    out.push(byte);
  } while (value);
  return out;
}

/** @param {string} text @returns {number[]} a wasm name: its length, then its UTF-8 bytes */
const toName = (text) => {
  const utf8 = [...Buffer.from(text, 'utf8')];
  return [...toLeb(utf8.length), ...utf8];
};

/** Where the bytes of an import's description end, from `at` (just after its kind byte). */
function descriptionEnd(bytes, kind, at) {
  const limits = (from) => {
    const flags = bytes[from];
    let next = leb(bytes, from + 1)[1];
    if (flags & 1) next = leb(bytes, next)[1];
    return next;
  };
  if (kind === 0) return leb(bytes, at)[1]; // a function: its type
  if (kind === 1) return limits(at + 1); // a table: its element type, its limits
  if (kind === 2) return limits(at); // a memory: its limits
  if (kind === 3) return at + 2; // a global: its value type, mutable or not
  if (kind === 4) return leb(bytes, at + 1)[1]; // a tag: its attribute, its type
  throw new Error(`an import of kind ${kind}, which this build does not know`);
}

/**
 * Renames the imports of `wasmPath` whose module is its glue, and the same names in
 * `gluePath`. Returns how many were renamed.
 * @param {string} wasmPath
 * @param {string} gluePath
 */
export function shortenImports(wasmPath, gluePath) {
  const bytes = readFileSync(wasmPath);
  let at = 8;
  while (at < bytes.length) {
    const id = bytes[at];
    const [size, start] = leb(bytes, at + 1);
    if (id !== IMPORT_SECTION) {
      at = start + size;
      continue;
    }
    const [count, first] = leb(bytes, start);
    const out = [...toLeb(count)];
    /** @type {Map<string, string>} */
    const renamed = new Map();
    let glueModule = '';
    let p = first;
    for (let i = 0; i < count; i++) {
      const [moduleLength, moduleAt] = leb(bytes, p);
      const module = bytes.subarray(moduleAt, moduleAt + moduleLength).toString('utf8');
      const [nameLength, nameAt] = leb(bytes, moduleAt + moduleLength);
      const name = bytes.subarray(nameAt, nameAt + nameLength).toString('utf8');
      const kind = bytes[nameAt + nameLength];
      const end = descriptionEnd(bytes, kind, nameAt + nameLength + 1);
      const ours = module.endsWith('_bg.js');
      if (ours) {
        glueModule = module;
        renamed.set(name, renamed.size.toString(36));
      }
      out.push(...toName(ours ? MODULE : module), ...toName(ours ? /** @type {string} */ (renamed.get(name)) : name));
      out.push(...bytes.subarray(nameAt + nameLength, end));
      p = end;
    }
    const section = Buffer.from([IMPORT_SECTION, ...toLeb(out.length), ...out]);
    writeFileSync(wasmPath, Buffer.concat([bytes.subarray(0, at), section, bytes.subarray(start + size)]));
    writeFileSync(gluePath, renameInGlue(readFileSync(gluePath, 'utf8'), glueModule, renamed));
    return renamed.size;
  }
  return 0;
}

/**
 * The glue with the imports' keys renamed: each `name: function(` and the module's
 * key `"./x_bg.js": import0` must be found exactly once.
 * @param {string} glue
 * @param {string} module
 * @param {Map<string, string>} renamed
 */
function renameInGlue(glue, module, renamed) {
  const once = (text, pattern, replacement, what) => {
    const found = text.match(new RegExp(pattern, 'g'))?.length ?? 0;
    if (found !== 1) throw new Error(`the glue holds ${what} ${found} times, not once: wasm-bindgen's output has another shape`);
    return text.replace(new RegExp(pattern), replacement);
  };
  let out = once(glue, `"${module.replace(/\./g, '\\.')}": import0`, `${MODULE}: import0`, `the import module "${module}"`);
  for (const [name, short] of renamed) {
    out = once(out, `\\b${name}: function\\(`, `${JSON.stringify(short)}: function(`, `the import ${name}`);
    if (new RegExp(`\\b${name}\\b`).test(out)) throw new Error(`the glue names ${name} elsewhere too`);
  }
  return out;
}
