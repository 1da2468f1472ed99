// Vitest global setup (vitest.config.ts, e2e/vitest.config.ts): says once per run whether the
// corpus tier runs, and refuses to run without the corpus when GLAVA_REQUIRE_CORPUS=1 (.ci/run),
// so CI can never pass with the corpus tier silently skipped.
import { corpusSkipLine, hasShared, sharedDir } from './shared.ts';

export default function setup(): void {
  if (hasShared) return;
  if (process.env.GLAVA_REQUIRE_CORPUS === '1') {
    throw new Error(`GLAVA_REQUIRE_CORPUS=1 but there is no test corpus at ${sharedDir}: the corpus tier would be skipped.`);
  }
  console.log(corpusSkipLine());
}
