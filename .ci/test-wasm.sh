#!/usr/bin/env bash
# Runs the wasm-bindgen-test suites bind/tests/wasm_api.rs and refusals.rs: in Node for the page
# module (no features), the records module (`--features records`) and the engine
# module (`--features engine`), then the engine
# module, which holds all of the page module's API, in headless Chromium through
# chromedriver. Only that test target of the binding crate is built for wasm32.
set -euo pipefail
cd "$(dirname "$0")/.."

export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner
export WASM_BINDGEN_TEST_TIMEOUT="${WASM_BINDGEN_TEST_TIMEOUT:-120}"

echo "[test-wasm] the page module's JS API in Node (wasm-bindgen-test)"
cargo test -p urim-wasm --target wasm32-unknown-unknown --test wasm_api --test refusals
echo "[test-wasm] the records module's JS API in Node (wasm-bindgen-test)"
cargo test -p urim-wasm --target wasm32-unknown-unknown --features records --test wasm_api --test refusals
echo "[test-wasm] the engine module's JS API in Node (wasm-bindgen-test)"
cargo test -p urim-wasm --target wasm32-unknown-unknown --features engine --test wasm_api --test refusals

echo "[test-wasm] the engine module's JS API in headless Chromium (wasm-bindgen-test + chromedriver)"
CHROMEDRIVER="${CHROMEDRIVER:-$(command -v chromedriver || echo /usr/bin/chromedriver)}"
if [ ! -x "$CHROMEDRIVER" ]; then
  echo "[test-wasm] chromedriver not found: install chromium and chromium-driver (see .ci/tools.sh)" >&2
  exit 1
fi
# The runner adds --headless, --no-sandbox and --disable-dev-shm-usage itself;
# this file adds what else Chromium needs in a container.
cat > target/wasm-webdriver.json <<'JSON'
{ "goog:chromeOptions": { "args": ["--disable-gpu"] } }
JSON
CHROMEDRIVER="$CHROMEDRIVER" WASM_BINDGEN_USE_BROWSER=1 \
  WASM_BINDGEN_TEST_WEBDRIVER_JSON="$PWD/target/wasm-webdriver.json" \
  cargo test -p urim-wasm --target wasm32-unknown-unknown --features engine --test wasm_api --test refusals
