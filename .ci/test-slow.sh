#!/usr/bin/env bash
# The browser suites on a slow, busy machine: every page's CPU slowed down four
# times (URIM_CPU_THROTTLE, applied by tests/browser/browser.mjs through CDP) and,
# with --busy, one core kept busy by a spinning process the whole time. No test
# may depend on the machine's speed; this run shows it. Build first (npm run build).
set -euo pipefail
cd "$(dirname "$0")/.."
spinner=""
if [ "${1:-}" = "--busy" ]; then
  node -e 'for (;;) {}' &
  spinner=$!
  trap 'kill "$spinner" 2>/dev/null || true' EXIT
  echo "[slow] one core kept busy by process $spinner"
fi
# Two files at a time, as npm test runs them.
URIM_CPU_THROTTLE="${URIM_CPU_THROTTLE:-4}" node --test --test-concurrency=2 tests/browser/
