// The Russian dev split re-told in the first person (round 28): each third-person dev book is read as
// written and with its most-labelled person telling it as «я» (test/fixtures/attribution/prose/
// first-person-books.ts), so what the rules read in a first-person book is measured without opening the
// test split, which is never read here. --misses lists the re-told misses the original gets right.
import { devLabelFiles } from '../../test/fixtures/attribution/prose/renamed-books.ts';
import { firstPersonBook, thirdPersonSources } from '../../test/fixtures/attribution/prose/first-person-books.ts';
import { scoreFragments, type FragmentOutcome } from '../../test/fixtures/attribution/prose/score.ts';
import { analyzeBook, initBookPipeline } from '../../server/domain/book/index.ts';
import { line } from './ru-renamed.ts';

export async function ruFirstPersonSection(opts: { misses: boolean }): Promise<void> {
  await initBookPipeline();
  const files = devLabelFiles();
  const original: FragmentOutcome[] = [];
  const retold: FragmentOutcome[] = [];
  const rows: string[] = [];
  const misses: string[] = [];
  for (const source of thirdPersonSources(files)) {
    const book = await firstPersonBook(source, files.filter((f) => f.source === source));
    const a = analyzeBook(book.chapters, { language: 'ru' });
    const b = analyzeBook(book.retoldChapters, { language: 'ru' });
    rows.push(`  ${source}: hero ${book.hero}, ${book.edits} names and tag pronouns re-told`);
    book.files.forEach((file, i) => {
      const o = scoreFragments(file, a);
      const r = scoreFragments(book.retoldFiles[i], b);
      original.push(...o);
      retold.push(...r);
      rows.push(line(`  ${file.name} original`, o), line(`  ${file.name} 1st person`, r));
      r.forEach((x, j) => {
        if (x.correct || !o[j].correct) return;
        misses.push(`  ${x.review ? 'review' : 'SURE  '} ${file.name}:${x.fragment.line} [${x.fragment.basis}] want ${x.fragment.speaker}, got ${x.predicted} ${x.issue.slice(0, 60)}\n         ${x.text.slice(0, 160)}`);
      });
    });
  }
  console.log(`\n## Russian prose, dev split (third-person books), original vs re-told in the first person: ${original.length} fragments`);
  console.log(line('all original', original));
  console.log(line('all 1st person', retold));
  for (const r of rows) console.log(r);
  console.log(`  re-told misses the original gets right: ${misses.length}`);
  if (opts.misses) for (const m of misses) console.log(m);
}
