// The dev split read twice: as written, and with every person's name replaced by an invented one that
// declines the same way (test/fixtures/attribution/prose/renamed-books.ts). The drop is how much of the
// dev figure rests on the dev books' own names — measured without the test split, which is never read here.
// --misses lists the renamed misses the original gets right; --names lists the renamed label forms;
// --salt=word draws another set of invented names (the default is the one the figures are quoted for).
import { BASES, type Basis } from '../../test/fixtures/attribution/prose/labels.ts';
import { devLabelFiles, renameBook } from '../../test/fixtures/attribution/prose/renamed-books.ts';
import { scoreFragments, totals, type FragmentOutcome } from '../../test/fixtures/attribution/prose/score.ts';
import { analyzeBook, initBookPipeline } from '../../server/domain/book/index.ts';

const pct = (a: number, b: number) => (b === 0 ? '   —  ' : `${((100 * a) / b).toFixed(2).padStart(6)}%`);

export function line(label: string, o: FragmentOutcome[]): string {
  const t = totals(o);
  const basis = (Object.keys(BASES) as Basis[]).map((k) => `${k} ${pct(t.byBasis[k].correct, t.byBasis[k].n).trim()}`).join(' ');
  return `${label.padEnd(36)} ${pct(t.correct, t.n)} (${t.correct}/${t.n})  not flagged ${pct(t.sureCorrect, t.sure)}  review ${pct(t.n - t.sure, t.n)}  ${basis}`;
}

export async function ruRenamedSection(opts: { misses: boolean; names: boolean; salt?: string }): Promise<void> {
  await initBookPipeline();
  const files = devLabelFiles();
  const sources = [...new Set(files.map((f) => f.source))];
  const original: FragmentOutcome[] = [];
  const renamed: FragmentOutcome[] = [];
  const rows: string[] = [];
  const misses: string[] = [];
  let ms = 0;
  let chars = 0;
  for (const source of sources) {
    const book = await renameBook(source, files.filter((f) => f.source === source), opts.salt);
    const started = performance.now();
    const a = analyzeBook(book.chapters, { language: 'ru' });
    const b = analyzeBook(book.renamedChapters, { language: 'ru' });
    ms += performance.now() - started;
    chars += 2 * book.chapters.reduce((n, c) => n + c.paragraphs.reduce((m, p) => m + p.text.length, 0), 0);
    book.files.forEach((file, i) => {
      const o = scoreFragments(file, a);
      const r = scoreFragments(book.renamedFiles[i], b);
      original.push(...o);
      renamed.push(...r);
      rows.push(line(`  ${file.name} original`, o), line(`  ${file.name} renamed`, r));
      r.forEach((x, j) => {
        if (x.correct || !o[j].correct) return;
        misses.push(`  ${x.review ? 'review' : 'SURE  '} ${file.name}:${x.fragment.line} [${x.fragment.basis}] want ${x.fragment.speaker}, got ${x.predicted} ${x.issue.slice(0, 60)}\n         ${x.text.slice(0, 140)}`);
      });
      if (opts.names) {
        for (const s of book.renamedFiles[i].speakers.values()) console.log(`  ${file.name}: ${s.forms.join(' | ')}`);
      }
    });
  }
  console.log(`\n## Russian prose, dev split, original vs renamed: ${original.length} fragments in ${files.length} files`);
  console.log(line('all original', original));
  console.log(line('all renamed', renamed));
  for (const r of rows) console.log(r);
  console.log(`  speed: ${((chars / 1e6) / (ms / 1000)).toFixed(2)} M characters/s over ${(chars / 1e6).toFixed(1)} M`);
  console.log(`  renamed misses the original gets right: ${misses.length}`);
  if (opts.misses) for (const m of misses) console.log(m);
}
