// The dev split read twice: as written, and with the described people's nouns («доктор», «самозванец»,
// «старуха») replaced by other person nouns of the same sex and declension the book never uses
// (test/fixtures/attribution/prose/redescribed-books.ts). The drop is how much of the dev figure rests on
// the dev books' own descriptions — measured without the test split, which is never read here.
// --misses lists the redescribed misses the original gets right; --salt=word draws other replacements.
import { devLabelFiles } from '../../test/fixtures/attribution/prose/renamed-books.ts';
import { redescribeBook } from '../../test/fixtures/attribution/prose/redescribed-books.ts';
import { scoreFragments, type FragmentOutcome } from '../../test/fixtures/attribution/prose/score.ts';
import { analyzeBook, initBookPipeline } from '../../server/domain/book/index.ts';
import { line } from './ru-renamed.ts';

export async function ruRedescribedSection(opts: { misses: boolean; salt?: string }): Promise<void> {
  await initBookPipeline();
  const files = devLabelFiles();
  const original: FragmentOutcome[] = [];
  const redescribed: FragmentOutcome[] = [];
  const rows: string[] = [];
  const misses: string[] = [];
  for (const source of new Set(files.map((f) => f.source))) {
    const book = await redescribeBook(source, files.filter((f) => f.source === source), opts.salt);
    const a = analyzeBook(book.chapters, { language: 'ru' });
    const b = analyzeBook(book.redescribedChapters, { language: 'ru' });
    rows.push(`  ${source}: ${[...book.redescription].map(([from, to]) => `${from}→${to}`).join(' ')}`);
    book.files.forEach((file, i) => {
      const o = scoreFragments(file, a);
      const r = scoreFragments(book.redescribedFiles[i], b);
      original.push(...o);
      redescribed.push(...r);
      rows.push(line(`  ${file.name} original`, o), line(`  ${file.name} redescribed`, r));
      r.forEach((x, j) => {
        if (x.correct || !o[j].correct) return;
        misses.push(`  ${x.review ? 'review' : 'SURE  '} ${file.name}:${x.fragment.line} [${x.fragment.basis}] want ${x.fragment.speaker}, got ${x.predicted} ${x.issue.slice(0, 60)}\n         ${x.text.slice(0, 140)}`);
      });
    });
  }
  console.log(`\n## Russian prose, dev split, original vs redescribed: ${original.length} fragments in ${files.length} files`);
  console.log(line('all original', original));
  console.log(line('all redescribed', redescribed));
  for (const r of rows) console.log(r);
  console.log(`  redescribed misses the original gets right: ${misses.length}`);
  if (opts.misses) for (const m of misses) console.log(m);
}
