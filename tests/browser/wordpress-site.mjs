// A real WordPress for the plugin's test (wordpress.test.mjs): Debian's WordPress
// 6.1 (/usr/share/wordpress, copied into a temporary folder with a wp-config.php
// of its own: Debian's reads /etc/wordpress), its own MariaDB (its own data
// folder, socket and port on 127.0.0.1) and PHP's built-in server on 127.0.0.1,
// all in that folder: no system service is touched and nothing is written
// outside it. Every wait is on a line the program prints, never on a set time.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import { join } from 'node:path';

/** Debian's WordPress. */
export const WORDPRESS = '/usr/share/wordpress';
/** The programs the site needs, by the Debian package that gives each. */
export const NEEDED = [
  ['php', 'php-cli'],
  ['mariadbd', 'mariadb-server'],
  ['mariadb-install-db', 'mariadb-server'],
  ['mariadb', 'mariadb-client'],
];
/** The database's name and the site's administrator. */
const DATABASE = 'wordpress';
export const ADMIN = { user: 'admin', password: 'admin-password-for-tests', email: 'admin@example.org' };
/** How many PHP workers serve requests at once (the block editor asks several things together). */
const PHP_WORKERS = 4;
/** The largest upload PHP takes: the plugin's zip is under 1 MB, the default limit 2 MB. */
const UPLOAD_LIMIT = '64M';

/** Where `program` is, or null. */
const which = (program) => {
  const found = spawnSync('sh', ['-c', `command -v ${program} || ls /usr/sbin/${program} 2>/dev/null`], { encoding: 'utf8' });
  return found.stdout.trim().split('\n')[0] || null;
};

/** What is missing to run a WordPress here, in words (null when nothing is). */
export function missing() {
  const lacking = NEEDED.filter(([program]) => !which(program)).map(([program, pack]) => `${program} (Debian package ${pack})`);
  if (!existsSync(join(WORDPRESS, 'wp-settings.php'))) lacking.push(`${WORDPRESS} (Debian package wordpress)`);
  const modules = spawnSync('php', ['-m'], { encoding: 'utf8' }).stdout ?? '';
  if (which('php') && !/^mysqli$/m.test(modules)) lacking.push('PHP\'s mysqli (Debian package php-mysql)');
  return lacking.length ? `needs ${lacking.join(', ')}: run .ci/tools.sh as root, or apt-get install them` : null;
}

/** A free TCP port on 127.0.0.1. */
const freePort = () => new Promise((resolve, reject) => {
  const server = createServer();
  server.on('error', reject);
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address();
    server.close(() => resolve(port));
  });
});

/**
 * Starts `command` and resolves with its process once a line of its output (both
 * streams) matches `ready`; rejects if it ends first. Its output goes on `log`.
 */
function started(command, args, ready, log, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, ...options }); // a group of its own, for ended()
    let seen = '';
    const hear = (chunk) => {
      log.push(chunk.toString());
      seen += chunk.toString();
      if (ready.test(seen)) {
        seen = '';
        resolve(child);
      }
    };
    child.stdout.on('data', hear);
    child.stderr.on('data', hear);
    child.on('exit', (code) => reject(new Error(`${command} ended (${code}) before it was ready:\n${log.join('').slice(-2000)}`)));
  });
}

/**
 * Ends `child` and every process of its group (PHP's server starts its workers
 * there), and resolves once `child` has ended.
 */
const ended = (child) => new Promise((resolve) => {
  if (!child || child.exitCode !== null) return resolve();
  child.once('exit', resolve);
  process.kill(-child.pid, 'SIGTERM');
});

/** The wp-config.php of the copy: the database by its socket, the address, debugging to a log file. */
const wpConfig = ({ socket, base, debugLog }) => `<?php
// The test site's configuration (tests/browser/wordpress-site.mjs).
define( 'DB_NAME', '${DATABASE}' );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', 'localhost:${socket}' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
define( 'WP_HOME', '${base}' );
define( 'WP_SITEURL', '${base}' );
define( 'FS_METHOD', 'direct' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', '${debugLog}' );
define( 'WP_DEBUG_DISPLAY', false );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'DISABLE_WP_CRON', true );
define( 'WP_HTTP_BLOCK_EXTERNAL', true ); // no asking wordpress.org for updates: the test stays on 127.0.0.1
foreach ( array( 'AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT' ) as $key ) {
	define( $key, 'test-only-' . $key );
}
$table_prefix = 'wp_';
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`;

/**
 * Starts a WordPress in folder `temp`: MariaDB, the site's copy, PHP's server,
 * then WordPress's own installer (wp-admin/install.php, over HTTP).
 * Resolves with { base, root, sql(query), php(code), phpLog(), stop() }.
 */
export async function startWordPress(temp) {
  const user = userInfo().username;
  const data = join(temp, 'mariadb');
  const socket = join(temp, 'mariadb.sock');
  const root = join(temp, 'site');
  const debugLog = join(temp, 'wp-debug.log');
  const errorLog = join(temp, 'php-errors.log');
  const log = [];
  const children = [];
  const stop = async () => {
    for (const child of children.reverse()) await ended(child);
  };
  try {
    mkdirSync(data, { recursive: true });
    const install = spawnSync('mariadb-install-db', ['--no-defaults', `--datadir=${data}`, `--user=${user}`, '--auth-root-authentication-method=normal', '--skip-test-db'], { encoding: 'utf8' });
    if (install.status !== 0) throw new Error(`mariadb-install-db: ${install.stderr || install.error?.message}`);
    const dbPort = await freePort();
    children.push(await started(which('mariadbd'), ['--no-defaults', `--datadir=${data}`, `--socket=${socket}`, `--port=${dbPort}`, '--bind-address=127.0.0.1',
      `--pid-file=${join(temp, 'mariadb.pid')}`, `--user=${user}`, '--skip-log-bin', '--innodb-buffer-pool-size=32M'], /ready for connections/, log));
    const sql = (query) => {
      const run = spawnSync('mariadb', ['--no-defaults', `--socket=${socket}`, '-u', 'root', '--batch', '--raw', '--skip-column-names', '-e', query], { encoding: 'utf8' });
      if (run.status !== 0) throw new Error(`mariadb: ${run.stderr}`);
      return run.stdout;
    };
    sql(`CREATE DATABASE ${DATABASE} CHARACTER SET utf8mb4`);

    cpSync(WORDPRESS, root, { recursive: true, dereference: true }); // Debian's links are relative: copy what they point to
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    writeFileSync(join(root, 'wp-config.php'), wpConfig({ socket, base, debugLog }));
    const phpFlags = ['-d', 'display_errors=0', '-d', 'log_errors=1', '-d', `error_log=${errorLog}`, '-d', 'error_reporting=E_ALL',
      '-d', `upload_max_filesize=${UPLOAD_LIMIT}`, '-d', `post_max_size=${UPLOAD_LIMIT}`];
    children.push(await started('php', [...phpFlags, '-S', `127.0.0.1:${port}`, '-t', root], /Development Server .* started/, log,
      { env: { ...process.env, PHP_CLI_SERVER_WORKERS: String(PHP_WORKERS) } }));

    const form = new URLSearchParams({ weblog_title: 'Museum', user_name: ADMIN.user, admin_password: ADMIN.password, admin_password2: ADMIN.password,
      pw_weak: '1', admin_email: ADMIN.email, blog_public: '0', language: '' });
    const answer = await fetch(`${base}/wp-admin/install.php?step=2`, { method: 'POST', body: form });
    const text = await answer.text();
    if (!/Success!/.test(text)) throw new Error(`WordPress's installer did not succeed:\n${text.slice(0, 2000)}`);

    /** Runs PHP `code` inside WordPress (wp-load.php loaded), resolves with what it prints. */
    const php = (code) => {
      const script = join(temp, 'run.php');
      writeFileSync(script, `<?php\n$_SERVER['HTTP_HOST'] = '127.0.0.1:${port}';\nrequire '${root}/wp-load.php';\n${code}\n`);
      const run = spawnSync('php', [...phpFlags, script], { encoding: 'utf8' });
      if (run.status !== 0) throw new Error(`php: ${run.stdout}${run.stderr}`);
      return run.stdout;
    };
    /** What PHP logged (its own error log and WordPress's debug log). */
    const phpLog = () => [errorLog, debugLog].filter(existsSync).map((f) => readFileSync(f, 'utf8')).join('');
    return { base, root, sql, php, phpLog, stop, version: php('echo get_bloginfo( "version" );') };
  } catch (error) {
    await stop();
    throw error;
  }
}
