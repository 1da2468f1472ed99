#!/usr/bin/env bash
# A bare clone passes its tests: HEAD is cloned into a fresh temp folder with nothing beside it
# (no ../shared test corpus, no GLAVA_TEST_CORPUS), installed as a newcomer installs it, and the
# README's test command runs there: `npm test` (typecheck, lint, every vitest test, the browser
# specs). Any failure fails the script; so does a run that did not skip the corpus tier (then
# the clone was not bare).
#
#   scripts/bare-clone-test.sh [--corpus DIR]
#
# --corpus DIR (`.ci/run`): afterwards the same install runs the corpus tier with the corpus at
# DIR, required (scripts/corpus-tier.sh), so CI installs once and runs every test once.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
corpus=""
if [ "${1:-}" = "--corpus" ]; then corpus="$(cd "${2:?--corpus needs a folder}" && pwd)"; fi
tmp="$(mktemp -d "${TMPDIR:-/tmp}/glava-bare-XXXXXX")"
trap 'rm -rf "$tmp"' EXIT
unset GLAVA_TEST_CORPUS GLAVA_REQUIRE_CORPUS GLAVA_MODELS_MIRROR GLAVA_MODELS_CATALOG

echo "bare clone: $(git -C "$repo" rev-parse --short HEAD) into $tmp/glava"
git clone --quiet --no-local "$repo" "$tmp/glava"
cd "$tmp/glava"
if [ -e ../shared ]; then echo "bare clone: $tmp/shared exists, the clone is not bare" >&2; exit 1; fi

npm ci --no-audit --no-fund --loglevel=error
npm test 2>&1 | tee "$tmp/test.log"
# tee hides npm's status: pipefail gives it back above; this checks that the corpus was absent.
grep -q 'corpus tier SKIPPED' "$tmp/test.log" || { echo 'bare clone: the corpus tier was not skipped' >&2; exit 1; }
echo "bare clone: npm test passed without the test corpus"

if [ -n "$corpus" ]; then
  GLAVA_TEST_CORPUS="$corpus" GLAVA_REQUIRE_CORPUS=1 scripts/corpus-tier.sh
  echo "bare clone: the corpus tier passed with the corpus at $corpus"
fi
