// The dev split read twice: as written, and with every person's name replaced by an invented one that
// declines the same way (test/fixtures/attribution/prose/renamed-books.ts). The drop is how much of the
// dev figure rests on the dev books' own names — measured without the test split, which is never read here.
// --misses lists the renamed misses the original gets right; --names lists the renamed label forms;
// --salt=word draws another set of invented names (the default is the one the figures are quoted for).
import { BASES, type Basis, type LabelFile } from '../../test/fixtures/attribution/prose/labels.ts';
import { devLabelFiles, renameBook } from '../../test/fixtures/attribution/prose/renamed-books.ts';
import { scoreFragments, totals, type FragmentOutcome } from '../../test/fixtures/attribution/prose/score.ts';
import { analyzeBook, initBookPipeline } from '../../server/domain/book/index.ts';
import type { AnalyzedBook } from '../../server/domain/book/types.ts';

const pct = (a: number, b: number) => (b === 0 ? '   —  ' : `${((100 * a) / b).toFixed(2).padStart(6)}%`);

export function line(label: string, o: FragmentOutcome[]): string {
  const t = totals(o);
  const basis = (Object.keys(BASES) as Basis[]).map((k) => `${k} ${pct(t.byBasis[k].correct, t.byBasis[k].n).trim()}`).join(' ');
  return `${label.padEnd(36)} ${pct(t.correct, t.n)} (${t.correct}/${t.n})  not flagged ${pct(t.sureCorrect, t.sure)}  review ${pct(t.n - t.sure, t.n)}  ${basis}`;
}

/** One dev book read as written and as a variant (renamed, redescribed, re-told): both tallies, a row each, the variant's new misses. */
export interface VariantTally {
  original: FragmentOutcome[];
  variant: FragmentOutcome[];
  rows: string[];
  misses: string[];
}

export const newTally = (): VariantTally => ({ original: [], variant: [], rows: [], misses: [] });

/** Scores a label file on the original and on the variant, and lists the variant's misses the original gets right. */
export function tallyFile(t: VariantTally, label: string, file: LabelFile, original: AnalyzedBook, variantFile: LabelFile, variant: AnalyzedBook): void {
  const o = scoreFragments(file, original);
  const r = scoreFragments(variantFile, variant);
  t.original.push(...o);
  t.variant.push(...r);
  t.rows.push(line(`  ${file.name} original`, o), line(`  ${file.name} ${label}`, r));
  r.forEach((x, j) => {
    if (x.correct || !o[j].correct) return;
    t.misses.push(`  ${x.review ? 'review' : 'SURE  '} ${file.name}:${x.fragment.line} [${x.fragment.basis}] want ${x.fragment.speaker}, got ${x.predicted} ${x.issue.slice(0, 60)}\n         ${x.text.slice(0, 160)}`);
  });
}

export async function ruRenamedSection(opts: { misses: boolean; names: boolean; salt?: string }): Promise<void> {
  await initBookPipeline();
  const files = devLabelFiles();
  const sources = [...new Set(files.map((f) => f.source))];
  const t = newTally();
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
      tallyFile(t, 'renamed', file, a, book.renamedFiles[i], b);
      if (opts.names) {
        for (const s of book.renamedFiles[i].speakers.values()) console.log(`  ${file.name}: ${s.forms.join(' | ')}`);
      }
    });
  }
  console.log(`\n## Russian prose, dev split, original vs renamed: ${t.original.length} fragments in ${files.length} files`);
  console.log(line('all original', t.original));
  console.log(line('all renamed', t.variant));
  for (const r of t.rows) console.log(r);
  console.log(`  speed: ${((chars / 1e6) / (ms / 1000)).toFixed(2)} M characters/s over ${(chars / 1e6).toFixed(1)} M`);
  console.log(`  renamed misses the original gets right: ${t.misses.length}`);
  if (opts.misses) for (const m of t.misses) console.log(m);
}
