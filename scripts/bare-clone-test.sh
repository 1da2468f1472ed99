#!/usr/bin/env bash
# A bare clone passes its tests: HEAD is cloned into a fresh temp folder with nothing beside it
# (no ../shared test corpus, no GLAVA_TEST_CORPUS), installed as a newcomer installs it, and the
# unit tier runs there (typecheck, lint, every vitest test). Any failure fails the script; so does
# a run that did not skip the corpus tier (then the clone was not bare). `.ci/run` calls it.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
tmp="$(mktemp -d "${TMPDIR:-/tmp}/glava-bare-XXXXXX")"
trap 'rm -rf "$tmp"' EXIT
unset GLAVA_TEST_CORPUS GLAVA_REQUIRE_CORPUS GLAVA_MODELS_MIRROR GLAVA_MODELS_CATALOG

echo "bare clone: $(git -C "$repo" rev-parse --short HEAD) into $tmp/glava"
git clone --quiet --no-local "$repo" "$tmp/glava"
cd "$tmp/glava"
if [ -e ../shared ]; then echo "bare clone: $tmp/shared exists, the clone is not bare" >&2; exit 1; fi

npm ci --no-audit --no-fund --loglevel=error
npm run --silent typecheck
npm run --silent lint
npx vitest run 2>&1 | tee "$tmp/vitest.log"
# tee hides vitest's status: pipefail gives it back above; this checks that the corpus was absent.
grep -q 'corpus tier SKIPPED' "$tmp/vitest.log" || { echo 'bare clone: the corpus tier was not skipped' >&2; exit 1; }
echo "bare clone: the unit tier passed without the test corpus"
