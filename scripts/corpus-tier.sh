#!/usr/bin/env bash
# The corpus tier: every test file that can hold corpus-tier tests (it reaches
# test/support/shared.ts through its imports: scripts/corpus-files.ts) — vitest files, then
# browser specs. The other tests of those files run too; everything else already ran on the bare
# clone (.ci/run). Run it with GLAVA_REQUIRE_CORPUS=1 so that a missing corpus fails instead of
# skipping.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t unit < <(npx node scripts/corpus-files.ts)
mapfile -t browser < <(npx node scripts/corpus-files.ts --e2e)
echo "corpus tier: ${#unit[@]} test files, ${#browser[@]} browser specs"
npx vitest run "${unit[@]}"
if [ ${#browser[@]} -gt 0 ]; then npm run e2e -- "${browser[@]}"; fi
