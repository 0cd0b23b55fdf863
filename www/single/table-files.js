// Which of the files a visitor picks (a folder, with whatever else it holds) are
// endgame table files: named as urim-tables names them, and beginning with the
// header those files begin with, for the board and seeds the name says, as long
// as the header says (the header, the payload and its table of block checksums).
// Only those are counted and handed to the game, which checks their checksums.

/** How urim-tables names a layer's file: the pits a row, then the seeds. */
const TABLE_NAME = /^urim-2x([67])-(\d{2})\.tbl$/;

/** The first eight bytes of every layer file. */
const MAGIC = 'URIMTBL\0';

/** The format of the files the game reads (2: with a checksum per block). */
const FORMAT = 2;

/** The format's block of the payload, and the bytes of its checksum in the table after the payload. */
const BLOCK_BYTES = 4096;
const SUM_BYTES = 8;

/** Bytes of a layer file's header. */
const HEADER_BYTES = 64;

/** Where the header holds (little-endian) the format, the pits a row, the seeds and the bytes after it. */
const AT = Object.freeze({ format: 8, holes: 12, seeds: 16, payload: 40 });

/**
 * The length of a layer file whose payload takes `payload` bytes: the header, the payload, a checksum a block.
 * @param {bigint} payload
 */
const fileBytes = (payload) => BigInt(HEADER_BYTES) + payload + ((payload + BigInt(BLOCK_BYTES - 1)) / BigInt(BLOCK_BYTES)) * BigInt(SUM_BYTES);

/**
 * The seeds of `file`'s layer when it is a table file, else null (a file that
 * cannot be read is none).
 * @param {File} file
 * @returns {Promise<number | null>}
 */
async function tableSeeds(file) {
  const named = TABLE_NAME.exec(file.name);
  if (!named || file.size < HEADER_BYTES) return null;
  try {
    const head = new DataView(await file.slice(0, HEADER_BYTES).arrayBuffer());
    const magic = String.fromCharCode(...new Uint8Array(head.buffer, 0, MAGIC.length));
    const [holes, seeds] = [Number(named[1]), Number(named[2])];
    const fits =
      magic === MAGIC &&
      head.getUint32(AT.format, true) === FORMAT &&
      head.getUint32(AT.holes, true) === holes &&
      head.getUint32(AT.seeds, true) === seeds &&
      fileBytes(head.getBigUint64(AT.payload, true)) === BigInt(file.size);
    return fits ? seeds : null;
  } catch {
    return null;
  }
}

/**
 * The table files among `files` (one of each name: a folder may hold copies in
 * its subfolders), with the most seeds of their layers.
 * @param {File[]} files
 * @returns {Promise<{ files: File[], seeds: number }>}
 */
export async function tableFiles(files) {
  const seeds = await Promise.all(files.map(tableSeeds));
  /** @type {Map<string, File>} */
  const byName = new Map();
  files.forEach((file, i) => {
    if (seeds[i] !== null && !byName.has(file.name)) byName.set(file.name, file);
  });
  return { files: [...byName.values()], seeds: Math.max(0, ...seeds.map((n) => n ?? 0)) };
}
