// `npm run lint`, first step: type-checks the front-end modules listed in
// tsconfig.checkjs.json's `include` (JSDoc types, strict). Modules outside the
// list that they import are read for their types, but their own errors are not
// counted until they join the list; their number is printed so it can be watched.
// The engine's types come from the types-only stand-in for the package
// (www/types/package/, kept by .ci/type-stand-in.mjs): no wasm build is needed.
// Exits 1 when a listed module has an error.
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { CHECKED_DIRS } from './folders.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const configPath = join(root, 'tsconfig.checkjs.json');
const { config, error } = ts.readConfigFile(configPath, ts.sys.readFile);
if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
const parsed = ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, configPath);
const listed = new Set(parsed.fileNames.map((f) => ts.sys.resolvePath(f)));
const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options });
const diagnostics = [...parsed.errors, ...ts.getPreEmitDiagnostics(program)];

const host = {
  getCanonicalFileName: (f) => f,
  getCurrentDirectory: () => root,
  getNewLine: () => '\n',
};
const counted = diagnostics.filter((d) => !d.file || listed.has(ts.sys.resolvePath(d.file.fileName)));
const outside = new Map();
for (const d of diagnostics) {
  if (!counted.includes(d)) {
    const file = relative(root, d.file.fileName);
    outside.set(file, (outside.get(file) ?? 0) + 1);
  }
}
if (counted.length > 0) process.stdout.write(ts.formatDiagnostics(counted, host));
const outsideTotal = [...outside.values()].reduce((a, b) => a + b, 0);
console.log(
  `[check-js] ${listed.size} modules checked: ${counted.length} errors` +
    (outsideTotal ? ` (not counted: ${outsideTotal} in ${outside.size} imported modules outside the list)` : ''),
);

// .prettierignore repeats the list (as `!/folder/**` or `!/file`): the two must agree.
const unignored = readFileSync(join(root, '.prettierignore'), 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('!/'))
  .map((line) => line.slice(2));
const asPrettier = (config.include ?? []).map((/** @type {string} */ p) => p.replace(/\/\*\*\/\*\.js$/, '/**'));
const drift = [...asPrettier.filter((p) => !unignored.includes(p)), ...unignored.filter((p) => !asPrettier.includes(p))];
if (drift.length > 0) console.log(`[check-js] .prettierignore and tsconfig.checkjs.json list different modules: ${drift.join(', ')}`);
// And both hold every folder of the front end's one list (.ci/folders.mjs).
const unchecked = CHECKED_DIRS.filter((dir) => !(config.include ?? []).includes(dir));
if (unchecked.length > 0) console.log(`[check-js] tsconfig.checkjs.json leaves out folders of .ci/folders.mjs: ${unchecked.join(', ')}`);

process.exitCode = counted.length > 0 || drift.length > 0 || unchecked.length > 0 ? 1 : 0;
