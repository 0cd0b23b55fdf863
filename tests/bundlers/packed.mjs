// The package as its users get it, for the tests of this folder: pkg/ packed by
// `npm pack` into a tarball, a consumer made from a fixture folder (copied to a
// temporary folder, the tarball and the fixture's pinned tools installed by npm,
// from its cache when it can), commands run there, and the code blocks of the
// package's README (npm/README.md), which the tests run as they are written.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PKG = join(ROOT, 'pkg');
/** The package's README, as packed (the build copies it into pkg/). */
export const README = join(ROOT, 'npm', 'README.md');

/**
 * Runs `command` (a shell command line) in `cwd`, the consumer's own tools
 * (node_modules/.bin) first on the PATH; resolves with its output, rejects with
 * it when the command fails.
 */
export function run(command, cwd) {
  const env = { ...process.env, PATH: [join(cwd, 'node_modules', '.bin'), process.env.PATH].join(delimiter), NO_UPDATE_NOTIFIER: '1' };
  return new Promise((resolve, reject) => {
    const child = spawn(command, { cwd, env, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    child.stderr.on('data', (d) => { out += d; });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`\`${command}\` in ${cwd} failed (exit ${code}):\n${out}`))));
  });
}

/** A temporary folder, removed by `remove()`. */
export function scratch(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Packs pkg/ (`npm pack`) into `into`; resolves with the tarball's path. */
export async function packTarball(into) {
  if (!existsSync(join(PKG, 'package.json'))) throw new Error('pkg/ is not built: run `node .ci/build.mjs` first');
  const out = await run(`npm pack --silent --pack-destination "${into}"`, PKG);
  return join(into, out.trim().split('\n').pop());
}

/**
 * A consumer: the fixture folder tests/bundlers/<name>/ copied into `into`, with
 * the tarball and the fixture's pinned devDependencies installed. Resolves with its folder.
 */
export async function consumer(name, tarball, into) {
  const dir = join(into, name);
  cpSync(join(ROOT, 'tests', 'bundlers', name), dir, { recursive: true });
  await run(`npm install --no-audit --no-fund --prefer-offline --loglevel=error "${tarball}"`, dir);
  return dir;
}

/**
 * The fenced code blocks of the Markdown file `file` in language `lang`, as written
 * (a line ending in a backslash joined to the next, as the shell reads it).
 */
export function codeBlocks(file, lang) {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^( *)```(\w*)\n([\s\S]*?)^\1```/gm)]
    .filter(([, , language]) => language === lang)
    .map(([, indent, , body]) => body.split('\n').map((line) => line.slice(indent.length)).join('\n').replace(/\\\n\s*/g, '').trim());
}

/** The one code block of `file` in `lang` that starts with `start`. */
export function codeBlock(file, lang, start) {
  const found = codeBlocks(file, lang).filter((block) => block.startsWith(start));
  if (found.length !== 1) throw new Error(`${file} has ${found.length} \`\`\`${lang} blocks starting with "${start}", not one`);
  return found[0];
}
