#!/usr/bin/env bash
# `npm test`: every check and test of the project, in order. Installs what is
# missing first (.ci/tools.sh). Stops at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n== [%ss] %s\n' "$SECONDS" "$*"; }

step "tools"
URIM_NEED_BROWSER=1 bash .ci/tools.sh

step "rustfmt"
cargo fmt --all -- --check

step "clippy (every crate of the workspace natively, all targets; the binding for wasm32 as each module is built)"
cargo clippy --workspace --all-targets -- -D warnings
cargo clippy -p urim-wasm --all-targets --target wasm32-unknown-unknown -- -D warnings
cargo clippy -p urim-wasm --all-targets --target wasm32-unknown-unknown --features engine -- -D warnings

step "cargo test, every crate: unit, rules, perft, reference vectors, properties, notation, search, table files, doctests"
cargo test --workspace

step "cargo doc, every crate (each library denies missing docs; a broken link fails)"
RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps --quiet

step "front-end modules: tsc --checkJs, ESLint, Prettier (the list in tsconfig.checkjs.json; the engine's types from the stand-in in www/types/package/, no build needed)"
npm run --silent lint

step "build the wasm package (pkg/ and www/pkg/)"
node .ci/build.mjs

step "the generated parts of urim-elements.d.ts and docs/embedding.md match the option lists; the types' stand-in matches pkg/"
node .ci/options-docs.mjs --check
node .ci/levels.mjs --check
node .ci/type-stand-in.mjs --check

step "size budgets: page module <= 28 KiB gzip, records module <= 38 KiB, engine module <= 100 KiB, each glue <= 10 KiB"
node .ci/size.mjs

step "the release a museum copies: dist/urim-site-<version>/ and its zip (tests/browser/release.test.mjs unpacks one into a site folder)"
node .ci/release.mjs

step "wasm-bindgen tests in Node and headless Chromium"
bash .ci/test-wasm.sh

step "node --test: the package as a user imports it (API, AI)"
node --test tests/js/

# Two files at a time: each file starts its own browser and its own server, and
# no test waits on a set time, so a busier machine only makes them slower. The
# longest test takes about 20 s; --test-timeout is no pace to keep but a guard
# against a wait that can never end (a lost click once left one waiting for ever,
# and the run was cut off with no name for it): such a test fails, named, after
# 10 minutes, and the files after it still run.
step "page tests in headless Chromium (each file its own browser and server, two at a time)"
node --test --test-concurrency=2 --test-timeout=600000 tests/browser/

# The package as its users get it, packed by `npm pack`: its files, its types under a
# plain --strict, the README's Node example; then a consumer per bundler (Vite, webpack,
# esbuild; tests/bundlers/<name>/, each pinned), installed from npm (or its cache),
# built, served and played in Chromium. The installs may wait on the network: the
# guard is 30 minutes, no pace to keep.
step "the npm package: tarball, types, Node example, and Vite, webpack and esbuild consumers in Chromium"
node --test --test-concurrency=1 --test-timeout=1800000 tests/bundlers/

step "TypeScript: the .d.ts against a usage file"
node_modules/.bin/tsc --noEmit -p tests/ts

step "done"
