// The table files of the browser tests, and the server of the tests' own that
// serves them: 2x6 layers built fresh by urim-tables (release build), served from
// folders under /its-name/ with single Range requests honoured (206 with
// Content-Range) and any origin allowed to read. A server may be held: it then
// accepts every connection and never answers, until let go. Copies of a folder
// with one file damaged, for the tests of the checksums.
import { execFileSync } from 'node:child_process';
import { closeSync, copyFileSync, mkdtempSync, openSync, readFileSync, readSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Builds urim-tables and urim-lookup (release), then the 2x6 layers to `seeds`
 * seeds in a new temporary folder; resolves with the folder.
 * @param {number} seeds
 */
export function buildTables(seeds) {
  const cargo = { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] };
  execFileSync('cargo', ['build', '--release', '--quiet', '--bin', 'urim-tables', '--bin', 'urim-lookup'], cargo);
  const dir = mkdtempSync(join(tmpdir(), 'urim-table-files-'));
  execFileSync(join(ROOT, 'target/release/urim-tables'), ['build', '--holes', '6', '--seeds', String(seeds), '--dir', dir], { ...cargo, stdio: 'ignore' });
  return dir;
}

/** Bytes of a layer file's header; where it holds its format and its payload's length. */
const HEADER_BYTES = 64;
const FORMAT_AT = 8;
const PAYLOAD_AT = 40;

/**
 * A copy of the folder `dir` in a new temporary folder, the file `name` in it
 * changed by `change(bytes, payload)`: `payload` the [start, end) of its payload
 * (the bound codes and the ply bytes, as its header gives their length).
 * @param {string} dir @param {string} name
 * @param {(bytes: Buffer, payload: [number, number]) => void} change
 */
export function alteredCopy(dir, name, change) {
  const copy = mkdtempSync(join(tmpdir(), 'urim-table-files-altered-'));
  for (const file of readdirSync(dir)) copyFileSync(join(dir, file), join(copy, file));
  const bytes = readFileSync(join(copy, name));
  change(bytes, [HEADER_BYTES, HEADER_BYTES + Number(bytes.readBigUInt64LE(PAYLOAD_AT))]);
  writeFileSync(join(copy, name), bytes);
  return copy;
}

/**
 * The Range header that asks for the table of block checksums of the layer file
 * at `path` (after its payload, to its end).
 * @param {string} path
 */
export function sumsRange(path) {
  const head = Buffer.alloc(HEADER_BYTES);
  const fd = openSync(path, 'r');
  readSync(fd, head, 0, HEADER_BYTES, 0);
  closeSync(fd);
  return `bytes=${HEADER_BYTES + Number(head.readBigUInt64LE(PAYLOAD_AT))}-${statSync(path).size - 1}`;
}

/**
 * Sets the format version of a layer file's header.
 * @param {Buffer} bytes @param {number} version
 */
export const setFormat = (bytes, version) => bytes.writeUInt32LE(version, FORMAT_AT);

/**
 * What urim-lookup (the native reader) says, as JSON, of `args` over the files of `dir`.
 * @param {string} dir @param {string[]} args
 */
export function lookup(dir, args) {
  return JSON.parse(execFileSync(join(ROOT, 'target/release/urim-lookup'), [dir, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] }).toString());
}

/**
 * A server of folders, each under /its-name/, logging every request it gets in
 * `requests` ({ path, range, status, bytes }; status null while held). While
 * `server.held` is true, a request is taken and never answered.
 * @param {Record<string, string>} dirs the folders on disk by name
 * @param {{ path: string, range: string | null, status: number | null, bytes: number }[]} requests
 */
export function rangeServer(dirs, requests) {
  const server = createServer((req, res) => {
    const log = { path: req.url, range: req.headers.range ?? null, status: null, bytes: 0 };
    requests.push(log);
    if (server.held) return; // taken, never answered
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Range');
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    const [, dir, name = ''] = /^\/([^/]*)\/(.*)$/.exec(decodeURIComponent(new URL(req.url, 'http://x').pathname)) ?? [];
    log.status = 404;
    let file;
    let size;
    try {
      if (!Object.hasOwn(dirs, dir) || name.includes('/') || name.includes('..')) throw new Error('no');
      file = join(dirs[dir], name);
      size = statSync(file).size;
    } catch {
      return res.writeHead(404).end();
    }
    const m = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
    const start = m ? Number(m[1]) : 0;
    const end = m ? Math.min(Number(m[2]), size - 1) : size - 1;
    const bytes = Buffer.alloc(end - start + 1);
    const fd = openSync(file, 'r');
    readSync(fd, bytes, 0, bytes.length, start);
    closeSync(fd);
    log.status = m ? 206 : 200;
    log.bytes = bytes.length;
    res.writeHead(log.status, { 'Content-Length': bytes.length, 'Content-Type': 'application/octet-stream', ...(m ? { 'Content-Range': `bytes ${start}-${end}/${size}` } : {}) });
    res.end(bytes);
  });
  server.held = false;
  return server;
}

/**
 * Starts `server` on a free port of 127.0.0.1; resolves with its address's start (http://127.0.0.1:port).
 * @param {import('node:http').Server} server
 */
export async function listen(server) {
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${server.address().port}`;
}

/**
 * Closes `server`, its held connections too.
 * @param {import('node:http').Server | undefined} server
 */
export async function close(server) {
  if (!server) return;
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
}
