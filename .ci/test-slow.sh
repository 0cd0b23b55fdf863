#!/usr/bin/env bash
# The browser suites on a slow, busy machine or network: every page's CPU slowed
# down four times (URIM_CPU_THROTTLE, applied by tests/browser/browser.mjs through
# CDP) and, with --busy, one core kept busy by a spinning process the whole time.
# With --late-words, the CPU is not slowed but the test server answers every
# translation 2.5 s late (URIM_LATE_WORDS, .ci/serve.mjs): the elements are ready
# before their words, as on a slow network. No test may depend on the machine's
# speed, nor on the order in which files arrive; these runs show it. Build first
# (npm run build).
set -euo pipefail
cd "$(dirname "$0")/.."
# How late a translation comes with --late-words, in ms: longer than an engine's load here.
LATE_WORDS_MS=2500
spinner=""
case "${1:-}" in
  --busy)
    node -e 'for (;;) {}' &
    spinner=$!
    trap 'kill "$spinner" 2>/dev/null || true' EXIT
    echo "[slow] one core kept busy by process $spinner"
    ;;
  --late-words)
    export URIM_LATE_WORDS="${URIM_LATE_WORDS:-$LATE_WORDS_MS}"
    export URIM_CPU_THROTTLE="${URIM_CPU_THROTTLE:-1}"
    echo "[slow] every translation answered ${URIM_LATE_WORDS} ms late"
    ;;
esac
# Two files at a time, as npm test runs them.
URIM_CPU_THROTTLE="${URIM_CPU_THROTTLE:-4}" node --test --test-concurrency=2 --test-timeout=600000 tests/browser/
