#!/usr/bin/env bash
# Installs what building and testing Urim needs, when it is missing, and says so.
# Safe to run again: each step checks first.
set -euo pipefail
cd "$(dirname "$0")/.."

WASM_BINDGEN_VERSION=$(sed -n 's/^wasm-bindgen = "=\(.*\)"/\1/p' bind/Cargo.toml)
say() { printf '[tools] %s\n' "$*"; }

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the Rust target wasm32-unknown-unknown"
  rustup target add wasm32-unknown-unknown
fi

if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$WASM_BINDGEN_VERSION" ]; then
  say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (matches the wasm-bindgen crate; takes 2-3 minutes)"
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
fi

# The npm packages (binaryen for wasm-opt, esbuild, typescript, playwright-core, axe-core,
# eslint, prettier, subset-font and Noto for the fonts, fflate for the release's zip,
# world-atlas and topojson-client for the About page's map), installed again whenever
# package-lock.json is not the one they were installed from: a checkout that pulled a
# new dependency gets it, whichever it is.
LOCK_STAMP=node_modules/.urim-installed-from.json
if [ ! -f "$LOCK_STAMP" ] || ! cmp -s package-lock.json "$LOCK_STAMP"; then
  say "installing the npm packages of package-lock.json"
  npm ci --no-audit --no-fund
  cp package-lock.json "$LOCK_STAMP"
fi

if [ "${URIM_NEED_BROWSER:-0}" = 1 ] && ! command -v unzip >/dev/null; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    say "installing Debian's unzip: the release's test unpacks its zip as a museum would"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq unzip >/dev/null
  else
    say "the release's test needs unzip: run 'sudo apt-get install unzip'"
    exit 1
  fi
fi

if [ "${URIM_NEED_BROWSER:-0}" = 1 ] && { ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; }; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    say "installing Debian's chromium and chromium-driver for the browser tests"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver >/dev/null
  else
    say "the browser tests need Debian's chromium and chromium-driver: run 'sudo apt-get install chromium chromium-driver'"
    exit 1
  fi
fi

# Installs Debian packages for the CMS tests without starting their services (MediaWiki
# pulls in a web server, WordPress's database a MariaDB): while apt runs, policy-rc.d
# refuses every start. The tests start what they need, on 127.0.0.1, of their own.
install_quietly() {
  local made_policy=0
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d && made_policy=1
  fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
  if [ "$made_policy" = 1 ]; then rm -f /usr/sbin/policy-rc.d; fi
}

# tests/browser/mediawiki.test.mjs runs the extension on Debian's MediaWiki (1.39) with
# SQLite, served by PHP's own server on 127.0.0.1.
mediawiki_ready() {
  local modules module
  [ -f /usr/share/mediawiki/maintenance/install.php ] && command -v php >/dev/null || return 1
  modules=$(php -m)
  for module in pdo_sqlite intl mbstring dom; do grep -qx "$module" <<<"$modules" || return 1; done
}
if [ "${URIM_NEED_BROWSER:-0}" = 1 ] && ! mediawiki_ready; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    say "installing Debian's mediawiki, php-cli, php-sqlite3, php-intl, php-mbstring and php-xml for the MediaWiki test"
    install_quietly mediawiki php-cli php-sqlite3 php-intl php-mbstring php-xml
  else
    say "the MediaWiki test will be skipped: run 'sudo apt-get install mediawiki php-cli php-sqlite3 php-intl php-mbstring php-xml'"
  fi
fi

# The WordPress plugin's test (tests/browser/wordpress.test.mjs) runs Debian's WordPress
# with its own MariaDB and PHP's built-in server. Where they cannot be installed (not
# root), the test is skipped and says which package is missing.
wordpress_ready() {
  [ -f /usr/share/wordpress/wp-settings.php ] && [ -x /usr/sbin/mariadbd ] && command -v mariadb-install-db >/dev/null \
    && command -v mariadb >/dev/null && command -v php >/dev/null && php -m | grep -qx mysqli
}
if [ "${URIM_NEED_BROWSER:-0}" = 1 ] && ! wordpress_ready; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    say "installing Debian's wordpress, mariadb-server, mariadb-client, php-cli and php-mysql for the WordPress plugin's test"
    install_quietly wordpress mariadb-server mariadb-client php-cli php-mysql # the test starts a MariaDB of its own
  else
    say "the WordPress plugin's test will be skipped: it needs 'sudo apt-get install wordpress mariadb-server mariadb-client php-cli php-mysql'"
  fi
fi
