// The dev split re-printed in the layouts plain-text files come in (test/fixtures/attribution/prose/reprint.ts):
// the book as printed, then em dashes, «--», « - », a glued «-» opening a paragraph, hard wraps at 72
// characters (blank lines between paragraphs, or indented first lines), CRLF. A layout that loses
// fragments against the book as printed shows where the importer or the speech reading depends on the
// layout. Only dev label files are opened; the test split is never read here.
import { devLabelFiles } from '../../test/fixtures/attribution/prose/renamed-books.ts';
import { LAYOUTS, bookBlocks, isPlainText, reprint } from '../../test/fixtures/attribution/prose/reprint.ts';
import { scoreFragments, totals, type FragmentOutcome } from '../../test/fixtures/attribution/prose/score.ts';
import { sourceChapters } from '../../test/fixtures/attribution/prose/source.ts';
import { analyzeBook, initBookPipeline, splitChapters } from '../../server/domain/book/index.ts';

const pct = (a: number, b: number) => (b === 0 ? '   —  ' : `${((100 * a) / b).toFixed(2).padStart(6)}%`);

function row(label: string, o: FragmentOutcome[]): string {
  const t = totals(o);
  return `${label.padEnd(30)} accuracy ${pct(t.correct, t.n)} (${t.correct}/${t.n})  as speech ${pct(t.asSpeech, t.n)}  not flagged right ${pct(t.sureCorrect, t.sure)}  review ${pct(t.n - t.sure, t.n)}`;
}

export async function ruLayoutsSection(opts: { misses: boolean; only?: string }): Promise<void> {
  await initBookPipeline();
  // A book file (the FB2 of dev3-war-and-peace, 3 fragments) keeps its own import: only plain texts are re-printed.
  const files = devLabelFiles().filter((f) => isPlainText(f.source));
  const sources = [...new Set(files.map((f) => f.source))];
  const printed: FragmentOutcome[] = [];
  const byLayout = new Map<string, FragmentOutcome[]>(LAYOUTS.map((l) => [l, []]));
  const misses: string[] = [];
  let ms = 0;
  let chars = 0;
  for (const source of sources) {
    const mine = files.filter((f) => f.source === source);
    const base = analyzeBook(await sourceChapters(source), { language: 'ru' });
    const baseOutcomes = mine.map((f) => scoreFragments(f, base));
    printed.push(...baseOutcomes.flat());
    const blocks = bookBlocks(source);
    for (const layout of LAYOUTS.filter((l) => opts.only === undefined || opts.only.split(',').includes(l))) {
      const text = reprint(blocks, layout);
      const started = performance.now();
      const book = analyzeBook(splitChapters(text, 'ru'), { language: 'ru' });
      ms += performance.now() - started;
      chars += text.length;
      mine.forEach((file, i) => {
        const o = scoreFragments(file, book);
        byLayout.get(layout)?.push(...o);
        if (!opts.misses) return;
        o.forEach((x, j) => {
          if (x.correct || !baseOutcomes[i][j].correct) return;
          misses.push(`  [${layout}] ${file.name}:${x.fragment.line} [${x.fragment.basis}] want ${x.fragment.speaker}, got ${x.predicted} (${x.asSpeech ? 'speech' : 'narration'})\n         ${x.text.slice(0, 140)}`);
        });
      });
    }
  }
  console.log(`\n## Russian prose, dev split (plain-text sources), re-printed in each layout: ${printed.length} fragments in ${files.length} files`);
  console.log(row('as printed', printed));
  for (const [layout, o] of byLayout) if (o.length > 0) console.log(row(layout, o));
  console.log(`  speed: ${((chars / 1e6) / (ms / 1000)).toFixed(2)} M characters/s over ${(chars / 1e6).toFixed(1)} M (split and analysed)`);
  console.log(`  misses the book as printed gets right: ${misses.length}`);
  for (const m of misses) console.log(m);
}
