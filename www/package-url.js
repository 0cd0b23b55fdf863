// Where the package's files are, for links and assets that must resolve wherever
// a site copies Urim: the folder of this module. The build keeps this file at the
// package's root (pkg/) and bundles it into urim-game.js (the game's code), which
// sits there too, so either way the folder is the package's (the build refuses to
// put it in the chunk both elements share, pkg/chunks/, a folder down). The pages (rules, About) are in
// the site folder that holds the package, one level up.

/** The package's folder (pkg/ of the site's copy, or of node_modules/urim). */
export const PACKAGE_URL = new URL('./', import.meta.url);

/**
 * Whether the package is a site's copy, in the folder pkg/ beside the rules and
 * About pages (the release, the WordPress plugin, the MediaWiki extension). From
 * node_modules, a bundled app's folder or the single file, no page is beside it.
 */
export const BESIDE_PAGES = PACKAGE_URL.pathname.endsWith('/pkg/');

/**
 * The address of page `file` (a rules or About page) in the site folder above the package.
 * @param {string} file
 */
export const pageUrl = (file) => new URL(`../${file}`, PACKAGE_URL).href;
