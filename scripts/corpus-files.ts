// Prints the test files that can hold corpus-tier tests: every *.test.ts and *.e2e.ts that imports
// test/support/shared.ts, directly or through other modules of the repository (a corpus helper such
// as test/fixtures/attribution/pdnc/corpus.ts), and declares a test with skipIf.
// scripts/corpus-tier.sh runs them with the corpus.
//
//   npx node scripts/corpus-files.ts [--e2e]
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SKIP = new Set(['node_modules', '.git', 'dist', 'renderer/dist']);

function tsFiles(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    if (SKIP.has(e.name) || SKIP.has(relative(root, path))) continue;
    if (e.isDirectory()) tsFiles(path, out);
    else if (e.name.endsWith('.ts')) out.push(path);
  }
  return out;
}

const files = tsFiles(root);
// Who imports whom (relative imports only: the corpus is reached through the repository's own modules).
const importers = new Map<string, string[]>();
for (const file of files) {
  for (const m of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+\.ts)'/g)) {
    const target = resolve(dirname(file), m[1]!);
    importers.set(target, [...(importers.get(target) ?? []), file]);
  }
}
const reached = new Set<string>();
const queue = [join(root, 'test', 'support', 'shared.ts')];
while (queue.length) {
  for (const from of importers.get(queue.pop()!) ?? []) {
    if (reached.has(from)) continue;
    reached.add(from);
    queue.push(from);
  }
}
const e2e = process.argv.includes('--e2e');
// A corpus-tier test is declared with skipIf (DEVELOPERS.md): files that only reach the corpus
// module through shared support code (every browser spec does, through its studio) hold none.
const picked = [...reached]
  .filter((f) => (e2e ? f.endsWith('.e2e.ts') : f.endsWith('.test.ts')) && readFileSync(f, 'utf8').includes('skipIf('))
  .map((f) => relative(root, f))
  .sort();
console.log(picked.join('\n'));
