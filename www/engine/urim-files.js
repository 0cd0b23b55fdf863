// The endgame table files of one folder, read by the engine's worker in slices:
// each file's 64-byte header once (checked by the engine module), then its table
// of block checksums once (checked against the header's checksum, by the engine
// module), then only the 4 KiB blocks of the payload that hold the bytes asked
// for, each checked against its checksum before a byte of it is used, through
// HTTP Range requests, never a whole file. Each read has a time limit and one
// retry. Blocks are kept in a bounded cache (the least recently used goes
// first). A file that is missing, unreachable or not a table file is left alone:
// its lookups answer null and the analysis is today's. A file whose table or a
// block does not match its checksum (damaged), or of another format version, is
// refused for good: nothing read from it is used, and each job that wanted it
// says so (its `tablesProblem`), for the notice. A header that did not come (no
// answer in time, a server's error) is asked again at the next position, and the
// job says so too. The folder is an
/** Bytes of a file's header. */
export const HEADER_BYTES = 64;
/** The format's block of the payload, each with its checksum (checkTableHeader's `blockBytes` gives each file's): what a lookup reads. */
export const BLOCK_BYTES = 4096;
/** Blocks the cache keeps (1 MiB). */
export const MAX_BLOCKS = 256;
/** HTTP's answer to a Range request it honours. */
const PARTIAL_CONTENT = 206;
/** HTTP's answers from here on are a server's errors, which may pass: the read is tried again, and told. */
const SERVER_ERROR = 500;
/** HTTP's answers that say "not now" (408 timeout, 429 too many requests): tried again, and told. */
const BUSY = [408, 429];
/** How long one read may take before it is given up (a job's `tablesWithin` says otherwise), in ms. */
export const READ_TIMEOUT_MS = 5_000;
/** How many times a read is tried in all: the first try and one retry. */
export const READ_TRIES = 2;

/** A read that failed for now (no answer in time, a network or server error): tried again later, and told. */
export class Unanswered extends Error {}

/** A block whose bytes do not match its checksum: its file is refused, and told. */
export class Damaged extends Error {}

/**
 * Why a file is refused for good, and told: 'damaged' (its table of checksums or
 * a block does not match), 'version' (a format this engine does not read).
 * @typedef {'damaged' | 'version'} Refusal
 */

/**
 * What the engine module checks of a file (its functions of the same names).
 * @typedef {{
 *   checkTableHeader(head: Uint8Array, length: number, holes: number, seeds: number): import('./urim-search.js').TableLayout,
 *   checkTableSums(head: Uint8Array, sums: Uint8Array, holes: number, seeds: number): void,
 *   tableBlockSum(block: Uint8Array): bigint,
 * }} Checks
 */

/**
 * A file whose header and table of checksums passed: where it keeps what, and the table.
 * @typedef {{ name: string, layout: import('./urim-search.js').TableLayout, sums: DataView }} Layer
 */

/**
 * Why a check of the engine module refused a file for good, if it did: its `problem`.
 * @param {unknown} error
 * @returns {Refusal | null}
 */
function refusalOf(error) {
  if (error instanceof Damaged) return 'damaged';
  const problem = /** @type {{ problem?: unknown }} */ (error)?.problem;
  return problem === 'damaged' || problem === 'version' ? problem : null;
}

/**
 * The name of the layer file of `seeds` seeds for `holes` pits a row.
 * @param {number} holes @param {number} seeds
 */
export const layerFileName = (holes, seeds) => `urim-2x${holes}-${String(seeds).padStart(2, '0')}.tbl`;

/**
 * Where bytes come from: `read(name, start, end, within)` gives the bytes [start,
 * end) of file `name` and the file's length, or throws (an Unanswered when the
 * failure may pass), each try given `within` ms.
 * @typedef {{ read(name: string, start: number, end: number, within: number): Promise<{ bytes: Uint8Array, length: number }> }} Source
 */

/**
 * The files of a folder on a server, read with Range requests, each try given a
 * time limit and, once failed for now (no answer, a network or server error),
 * tried once more. A server that ignores Range (answering the whole file) is
 * refused at once, the download cut.
 * @param {string} folder the folder's absolute address
 * @param {typeof fetch} [get]
 * @returns {Source}
 */
export function httpSource(folder, get = fetch) {
  const base = folder.endsWith('/') ? folder : `${folder}/`;
  /**
   * One try of a read, given up (its request aborted) after `within` ms.
   * @param {string} name @param {number} start @param {number} end @param {number} within
   */
  const once = async (name, start, end, within) => {
    const stop = new AbortController();
    const late = setTimeout(() => stop.abort(new Unanswered(`${name}: no answer within ${within / 1000} s`)), within);
    try {
      let answer;
      try {
        answer = await get(new URL(name, base), { headers: { Range: `bytes=${start}-${end - 1}` }, signal: stop.signal });
      } catch (error) {
        throw stop.signal.aborted ? stop.signal.reason : new Unanswered(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (answer.status !== PARTIAL_CONTENT) {
        stop.abort();
        const why = `${name}: HTTP ${answer.status} (a part of the file was asked for)`;
        throw answer.status >= SERVER_ERROR || BUSY.includes(answer.status) ? new Unanswered(why) : new Error(why);
      }
      const length = Number(/\/(\d+)$/.exec(answer.headers.get('Content-Range') ?? '')?.[1]);
      let body;
      try {
        body = await answer.arrayBuffer();
      } catch {
        throw stop.signal.aborted ? stop.signal.reason : new Unanswered(`${name}: the answer was cut`);
      }
      const bytes = new Uint8Array(body);
      if (!Number.isSafeInteger(length) || bytes.length !== Math.min(end, length) - start)
        throw new Error(`${name}: a bad part of the file came back`);
      return { bytes, length };
    } finally {
      clearTimeout(late);
    }
  };
  return {
    async read(name, start, end, within) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await once(name, start, end, within);
        } catch (error) {
          if (!(error instanceof Unanswered) || attempt >= READ_TRIES) throw error;
        }
      }
    },
  };
}

/**
 * Files the visitor picked (a folder), read with File.slice.
 * @param {File[]} files
 * @returns {Source}
 */
export function pickedSource(files) {
  const byName = new Map(files.map((f) => [f.name, f]));
  return {
    async read(name, start, end) {
      const file = byName.get(name);
      if (!file) throw new Error(`${name}: not among the files picked`);
      return { bytes: new Uint8Array(await file.slice(start, end).arrayBuffer()), length: file.size };
    },
  };
}

export class TableFiles {
  /**
   * @param {Source} source
   * @param {Checks} checks the engine module's checks of a header, a table of checksums, a block
   */
  constructor(source, checks) {
    this.source = source;
    this.checks = checks;
    /** @type {Map<string, Promise<Layer | null>>} each file once its header and checksums are checked, null when it cannot be used */
    this.headers = new Map();
    /** @type {Map<string, Refusal>} the files refused for good (damaged, or of another format), by name */
    this.refused = new Map();
    /** @type {Map<string, Promise<Uint8Array>>} checked blocks by file and number, least recently used first */
    this.blocks = new Map();
    /** What was read: requests, bytes, and the problems seen (each said once). */
    this.stats = { requests: 0, bytes: 0 };
    /** Reads that failed for now, in all (a job compares before and after, to tell). */
    this.unanswered = 0;
    /** How long one try of a read may take, in ms (each job may say). */
    this.within = READ_TIMEOUT_MS;
    /** @type {Set<string>} */
    this.noted = new Set();
  }

  /**
   * Says a problem once on the console (a missing file is no error: the analysis goes on without it).
   * @param {string} message
   */
  note(message) {
    if (this.noted.has(message)) return;
    if (this.noted.size > MAX_BLOCKS) this.noted.clear(); // a server failing for hours says it again, not a list without end
    this.noted.add(message);
    console.info(`Urim table files: ${message}`);
  }

  /**
   * Reads bytes [start, end) of `name`, counted.
   * @param {string} name @param {number} start @param {number} end
   */
  async read(name, start, end) {
    this.stats.requests += 1;
    const got = await this.source.read(name, start, end, this.within);
    this.stats.bytes += got.bytes.length;
    return got;
  }

  /**
   * The file of layer `seeds`, its header and its table of block checksums checked;
   * null when it is missing, bad or refused.
   * @param {number} holes @param {number} seeds
   * @returns {Promise<Layer | null>}
   */
  layer(holes, seeds) {
    const name = layerFileName(holes, seeds);
    let known = this.headers.get(name);
    if (!known) {
      known = this.checked(name, holes, seeds).catch((/** @type {unknown} */ error) => {
        this.failed(error, name);
        // A missing or bad file stays known; one that did not come is asked for again next time.
        if (error instanceof Unanswered && this.headers.get(name) === known) this.headers.delete(name);
        return null;
      });
      this.headers.set(name, known);
    }
    return known;
  }

  /**
   * Reads and checks the header of `name`, then its table of block checksums.
   * @param {string} name @param {number} holes @param {number} seeds
   * @returns {Promise<Layer>}
   */
  async checked(name, holes, seeds) {
    const { bytes: head, length } = await this.read(name, 0, HEADER_BYTES);
    const layout = this.checks.checkTableHeader(head, length, holes, seeds);
    const [start, end] = layout.sums;
    const sums = end > start ? (await this.read(name, start, end)).bytes : new Uint8Array(0);
    this.checks.checkTableSums(head, sums, holes, seeds);
    return { name, layout, sums: new DataView(sums.buffer, sums.byteOffset, sums.byteLength) };
  }

  /**
   * Bytes [start, end) of the payload of the file of layer `seeds` (its header and
   * checksums checked first, and each block read against its checksum), or null
   * when it cannot be read or is refused.
   * @param {number} holes @param {number} seeds @param {number} start @param {number} end
   * @returns {Promise<Uint8Array | null>}
   */
  async bytes(holes, seeds, start, end) {
    const layer = await this.layer(holes, seeds);
    if (!layer || this.refused.has(layer.name)) return null;
    const { payload, blockBytes } = layer.layout;
    if (start < payload[0] || end > payload[1] || start >= end) return null;
    const out = new Uint8Array(end - start);
    try {
      for (let block = Math.floor((start - payload[0]) / blockBytes); payload[0] + block * blockBytes < end; block += 1) {
        const from = payload[0] + block * blockBytes;
        const bytes = await this.block(layer, block, from, Math.min(from + blockBytes, payload[1]));
        const lo = Math.max(start, from);
        const hi = Math.min(end, from + bytes.length);
        out.set(bytes.subarray(lo - from, hi - from), lo - start);
      }
    } catch (error) {
      this.failed(error, layer.name);
      return null;
    }
    return out;
  }

  /**
   * A read failed: said once on the console, counted when it may pass (Unanswered),
   * and the file `name` refused for good when it is damaged or of another format
   * (its blocks dropped).
   * @param {unknown} error @param {string} name
   */
  failed(error, name) {
    if (error instanceof Unanswered) this.unanswered += 1;
    const refusal = refusalOf(error);
    if (refusal) {
      this.refused.set(name, refusal);
      for (const key of [...this.blocks.keys()]) if (key.startsWith(`${name}:`)) this.blocks.delete(key);
    }
    this.note(error instanceof Error ? error.message : String(error));
  }

  /**
   * One block of a file's payload, from the cache or read and checked against its
   * checksum (and cached, the oldest dropped past MAX_BLOCKS).
   * @param {Layer} layer @param {number} number the block's number @param {number} from @param {number} to its bytes in the file
   * @returns {Promise<Uint8Array>}
   */
  block(layer, number, from, to) {
    const key = `${layer.name}:${number}`;
    let block = this.blocks.get(key);
    if (block)
      this.blocks.delete(key); // put back last: the most recently used
    else
      block = this.read(layer.name, from, to).then(({ bytes }) => {
        const at = number * layer.layout.sumBytes;
        if (at + layer.layout.sumBytes > layer.sums.byteLength || this.checks.tableBlockSum(bytes) !== layer.sums.getBigUint64(at, true))
          throw new Damaged(`${layer.name}: block ${number} does not match its checksum (file damaged)`);
        return bytes;
      });
    this.blocks.set(key, block);
    block.catch(() => this.blocks.delete(key)); // a failed read is tried again next time
    while (this.blocks.size > MAX_BLOCKS) this.blocks.delete(/** @type {string} */ (this.blocks.keys().next().value));
    return block;
  }

  /** Bytes the cache holds, at most (each block counted whole). */
  cachedBytes() {
    return this.blocks.size * BLOCK_BYTES;
  }
}

/**
 * The table files a job's `tables` names, or null: a folder's address, or the
 * files the visitor picked. Each is made once and kept in `cache` (its blocks with it).
 * @param {Map<string, TableFiles>} cache
 * @param {unknown} where the job's `tables`
 * @param {Checks} checks the engine module's checkTableHeader, checkTableSums and tableBlockSum
 * @param {unknown} [within] the job's `tablesWithin`: ms a try of a read may take (READ_TIMEOUT_MS when not a positive number)
 * @returns {TableFiles | null}
 */
export function filesOf(cache, where, checks, within = undefined) {
  const picked = Array.isArray(where) && where.length > 0 && where.every((f) => f instanceof File);
  if (typeof where !== 'string' && !picked) return null;
  const key = picked ? where.map((f) => `${f.name}:${f.size}:${f.lastModified}`).join('/') : String(where);
  let files = cache.get(key);
  if (!files) {
    files = new TableFiles(picked ? pickedSource(where) : httpSource(String(where)), checks);
    cache.set(key, files);
  }
  files.within = typeof within === 'number' && within > 0 && Number.isFinite(within) ? within : READ_TIMEOUT_MS;
  return files;
}

/**
 * Gives `analysis` the values the table files hold for the positions after its
 * moves (read all at once, in slices), unless `stopped()` says the job was stopped
 * meanwhile. What cannot be read, or comes from a file refused (damaged, or of
 * another format: even a value read before the damage was found), is left out:
 * those moves are searched. Resolves with the problem to tell: 'damaged' or
 * 'version' when a file wanted is refused, else 'unanswered' when a read failed
 * for now, else null.
 * @param {TableFiles} files
 * @param {number} holes
 * @param {import('./urim-search.js').Analysis} analysis
 * @param {() => boolean} stopped
 * @returns {Promise<TablesProblem | null>}
 */
export async function readValues(files, holes, analysis, stopped) {
  const unanswered = files.unanswered;
  const lookups = analysis.fileLookups();
  const read = await Promise.all(
    lookups.map(async ({ pit, seeds, value, plies }) => {
      const code = await files.bytes(holes, seeds, value[0], value[1]);
      const ply = code && (await files.bytes(holes, seeds, plies[0], plies[1]));
      return { pit, name: layerFileName(holes, seeds), code, ply };
    }),
  );
  /** @type {Set<TablesProblem>} */
  const seen = new Set();
  for (const { name } of read) {
    const refusal = files.refused.get(name);
    if (refusal) seen.add(refusal);
  }
  if (files.unanswered > unanswered) seen.add('unanswered');
  const problem = PROBLEMS.find((p) => seen.has(p)) ?? null;
  if (stopped()) return problem;
  for (const { pit, name, code, ply } of read) {
    if (!code || !ply || files.refused.has(name)) continue;
    try {
      analysis.giveFileValue(pit, code, ply);
    } catch (error) {
      files.note(error instanceof Error ? error.message : String(error)); // an entry out of range: that move is searched
    }
  }
  return problem;
}

/**
 * What a job tells of its table files: a file it wanted is damaged ('damaged') or
 * of another format ('version'), or some did not answer in time ('unanswered').
 * @typedef {Refusal | 'unanswered'} TablesProblem
 */

/** The problems a job tells, the first seen of these told (one notice at a time). @type {readonly TablesProblem[]} */
const PROBLEMS = Object.freeze(['damaged', 'version', 'unanswered']);

/**
 * The best move by the table files alone, when they value every move of
 * `analysis`'s game (perfect play from the positions after them), else null (or
 * when `stopped()` says the job was stopped meanwhile), with the problem to tell
 * (readValues). Frees `analysis`.
 * @param {TableFiles} files
 * @param {import('./urim-search.js').Analysis} analysis
 * @param {number} holes
 * @param {() => boolean} stopped
 */
export async function choiceOf(files, analysis, holes, stopped) {
  try {
    const problem = await readValues(files, holes, analysis, stopped);
    return { choice: stopped() ? null : (analysis.fileChoice() ?? null), problem };
  } finally {
    analysis.free();
  }
}
