// The Russian dev split re-told in the first person (round 28): each third-person dev book is read as
// written and with its most-labelled person telling it as «я» (test/fixtures/attribution/prose/
// first-person-books.ts), so what the rules read in a first-person book is measured without opening the
// test split, which is never read here. --misses lists the re-told misses the original gets right.
import { devLabelFiles } from '../../test/fixtures/attribution/prose/renamed-books.ts';
import { firstPersonBook, thirdPersonSources } from '../../test/fixtures/attribution/prose/first-person-books.ts';
import { analyzeBook, initBookPipeline } from '../../server/domain/book/index.ts';
import { line, newTally, tallyFile } from './ru-renamed.ts';

export async function ruFirstPersonSection(opts: { misses: boolean }): Promise<void> {
  await initBookPipeline();
  const files = devLabelFiles();
  const t = newTally();
  for (const source of thirdPersonSources(files)) {
    const book = await firstPersonBook(source, files.filter((f) => f.source === source));
    const a = analyzeBook(book.chapters, { language: 'ru' });
    const b = analyzeBook(book.retoldChapters, { language: 'ru' });
    t.rows.push(`  ${source}: hero ${book.hero}, ${book.edits} names and tag pronouns re-told`);
    book.files.forEach((file, i) => tallyFile(t, '1st person', file, a, book.retoldFiles[i], b));
  }
  console.log(`\n## Russian prose, dev split (third-person books), original vs re-told in the first person: ${t.original.length} fragments`);
  console.log(line('all original', t.original));
  console.log(line('all 1st person', t.variant));
  for (const r of t.rows) console.log(r);
  console.log(`  re-told misses the original gets right: ${t.misses.length}`);
  if (opts.misses) for (const m of t.misses) console.log(m);
}
