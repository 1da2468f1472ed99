// The test corpus: real books and model files that the repository does not hold (they are not
// ours to commit). It is found at $GLAVA_TEST_CORPUS, else at ../shared beside the repository,
// and read in place, never copied into the project.
//
// The corpus tier, the one convention: a test that needs the corpus is declared
//     describe.skipIf(!hasShared)('… (corpus)', () => { … })      (or it.skipIf(!hasShared))
// and reads its files only inside that block (beforeAll or the tests, never at the top of the
// file), so a bare clone runs every other test and skips these. Without the corpus the run
// prints one line saying so (test/support/corpus-setup.ts); `.ci/run` sets
// GLAVA_REQUIRE_CORPUS=1, which turns a missing corpus into a failure.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CORPUS_ENV = 'GLAVA_TEST_CORPUS';
export const sharedDir = process.env[CORPUS_ENV] ? resolve(process.env[CORPUS_ENV]) : resolve(repoRoot, '..', 'shared');
export const booksDir = join(sharedDir, 'books');
export const sharedModelsDir = join(sharedDir, 'models');
/** Whether the corpus is there: the condition of every corpus-tier test. */
export const hasShared = existsSync(booksDir) && existsSync(sharedModelsDir);

/** The one line a run without the corpus prints. */
export function corpusSkipLine(): string {
  return `corpus tier SKIPPED: no test corpus at ${sharedDir} (books/ and models/). The tests that read real books and model files ` +
    `(describe.skipIf(!hasShared)) did not run; to run them put the corpus at ../shared or set ${CORPUS_ENV}=/path/to/corpus.`;
}
