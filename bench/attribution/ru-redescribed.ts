// The dev split read twice: as written, and with the described people's nouns («доктор», «самозванец»,
// «старуха») replaced by other person nouns of the same sex and declension the book never uses
// (test/fixtures/attribution/prose/redescribed-books.ts). The drop is how much of the dev figure rests on
// the dev books' own descriptions — measured without the test split, which is never read here.
// --misses lists the redescribed misses the original gets right; --salt=word draws other replacements.
import { devLabelFiles } from '../../test/fixtures/attribution/prose/renamed-books.ts';
import { redescribeBook } from '../../test/fixtures/attribution/prose/redescribed-books.ts';
import { analyzeBook, initBookPipeline } from '../../server/domain/book/index.ts';
import { line, newTally, tallyFile } from './ru-renamed.ts';

export async function ruRedescribedSection(opts: { misses: boolean; salt?: string }): Promise<void> {
  await initBookPipeline();
  const files = devLabelFiles();
  const t = newTally();
  for (const source of new Set(files.map((f) => f.source))) {
    const book = await redescribeBook(source, files.filter((f) => f.source === source), opts.salt);
    const a = analyzeBook(book.chapters, { language: 'ru' });
    const b = analyzeBook(book.redescribedChapters, { language: 'ru' });
    t.rows.push(`  ${source}: ${[...book.redescription].map(([from, to]) => `${from}→${to}`).join(' ')}`);
    book.files.forEach((file, i) => tallyFile(t, 'redescribed', file, a, book.redescribedFiles[i], b));
  }
  console.log(`\n## Russian prose, dev split, original vs redescribed: ${t.original.length} fragments in ${files.length} files`);
  console.log(line('all original', t.original));
  console.log(line('all redescribed', t.variant));
  for (const r of t.rows) console.log(r);
  console.log(`  redescribed misses the original gets right: ${t.misses.length}`);
  if (opts.misses) for (const m of t.misses) console.log(m);
}
