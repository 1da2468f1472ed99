// bench/import: the whole import of a ~3-million-character book through the API — POST /books
// (parse, analysis in its worker, casting, storage of every chapter, line and character) — and,
// in the same run, the pure pipeline alone (bench/import-domain.ts has it stage by stage), printed
// as a ratio. Target (issue 2): the whole import under 10 s on this machine; memory printed.
// Run: npx node bench/import.ts [target-chars]
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analyzeBook, initBookPipeline, splitChapters } from '../server/domain/book/index.ts';
import { startServer } from '../server/server.ts';
import { OWNER_EMAIL } from '../server/services/accounts.service.ts';
import { createApiKey } from '../server/services/keys.service.ts';
import { getUserByEmail } from '../server/storage/repositories/users.repo.ts';
import { booksDir } from '../test/support/shared.ts';

const target = Number(process.argv[2] ?? 3_000_000);
const dir = join(booksDir, 'ru-txt');
// All the Russian books (different texts, so no cache flatters the numbers), repeated and cut.
const one = readdirSync(dir).filter((f) => f.endsWith('.txt')).sort().map((f, i) => `КНИГА ${i + 1}\n\n${readFileSync(join(dir, f), 'utf8')}`).join('\n\n');
const joined = Array.from({ length: Math.max(1, Math.ceil(target / one.length)) }, (_, i) => `ЧАСТЬ ${i + 1}\n\n${one}`).join('\n\n');
const text = joined.length > target ? joined.slice(0, joined.lastIndexOf('\n', target)) : joined;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;

const dataDir = mkdtempSync(join(tmpdir(), 'glava-bench-import-'));
const server = await startServer({ dataDir, port: 0, rendererDir: null, log: () => {} });
try {
  const db = server.studio.app.db;
  const key = createApiKey({ db }, { userId: getUserByEmail(db, OWNER_EMAIL)!.id, name: 'bench', scope: 'full', charLimit: null }).secret;
  const t0 = performance.now();
  const res = await fetch(`${server.url}/api/v1/books`, {
    method: 'POST', headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: JSON.stringify({ title: 'Большая книга', text }),
  });
  const body = (await res.json()) as { book?: { id: string; status: string } };
  const apiS = (performance.now() - t0) / 1000;
  if (res.status !== 201 || !body.book) throw new Error(`POST /books answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
  const counts = db.prepare('SELECT (SELECT COUNT(*) FROM chapters c JOIN editions e ON e.id = c.edition_id WHERE e.book_id = ?) AS chapters, '
    + '(SELECT COUNT(*) FROM segments s JOIN chapters c ON c.id = s.chapter_id JOIN editions e ON e.id = c.edition_id WHERE e.book_id = ?) AS lines, '
    + '(SELECT COUNT(*) FROM characters WHERE book_id = ?) AS characters').get(body.book.id, body.book.id, body.book.id) as Record<string, number>;
  console.log(`POST /books with ${text.length.toLocaleString('en')} characters: ${apiS.toFixed(2)} s (${Math.round(text.length / apiS).toLocaleString('en')} chars/s), `
    + `status ${body.book.status}; ${counts.chapters} chapters, ${counts.lines} lines, ${counts.characters} characters stored (target: under 10 s)`);
  console.log(`  studio process memory after the import: rss ${mb(process.memoryUsage().rss)}`);

  await initBookPipeline();
  const t1 = performance.now();
  analyzeBook(splitChapters(text));
  const pureS = (performance.now() - t1) / 1000;
  console.log(`pure pipeline in this process (split + analyze): ${pureS.toFixed(2)} s; the API import takes ${(apiS / pureS).toFixed(2)}× the pure pipeline `
    + '(request, analysis worker, casting, storage)');
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
