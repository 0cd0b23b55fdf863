// The release's zips, made the same way for the site, the WordPress plugin and the
// MediaWiki extension: one folder inside, every entry dated alike (the same build
// gives the same zip, byte for byte), compressed files stored as they are.
import { zipSync } from 'fflate';

/** Files stored as they are in the zip: already compressed, deflate gains nothing. */
const STORED = /\.(png|woff2)$/;
/** Deflate level for the rest (9: the smallest zip), and for the sizes the release tells in its README. */
export const DEFLATE_LEVEL = 9;
/** Every entry's date: fixed, 1 January 2000 (zip dates start in 1980). */
const ZIP_DATE = new Date(Date.UTC(2000, 0, 1));

/**
 * The zip of `entries` ([path, bytes]) inside one folder `folder`.
 * @param {[string, Uint8Array][]} entries
 * @param {string} folder
 */
export function zipped(entries, folder) {
  const tree = Object.fromEntries(entries.map(([path, data]) => [`${folder}/${path}`,
    [data, { level: STORED.test(path) ? 0 : DEFLATE_LEVEL, mtime: ZIP_DATE }]]));
  return zipSync(tree);
}
