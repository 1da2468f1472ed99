// The labelled Russian prose set (test/fixtures/attribution/prose): accuracy, accuracy of lines not
// flagged for review, review share, per basis, speech found, gender — for the dev and the test split.
// Misses are printed for the dev split only: the test split is never read while writing rules.
import { BASES, type Basis } from '../../test/fixtures/attribution/prose/labels.ts';
import { scoreProse, totals, type BookScore, type FragmentOutcome } from '../../test/fixtures/attribution/prose/score.ts';

const pct = (a: number, b: number) => (b === 0 ? '   —  ' : `${((100 * a) / b).toFixed(1).padStart(5)}%`);

export async function proseSection(opts: { misses: boolean }): Promise<void> {
  const books = await scoreProse();
  for (const split of ['dev', 'test'] as const) {
    const mine = books.filter((b) => b.file.split === split);
    const all = mine.flatMap((b) => b.fragments);
    console.log(`\n## Russian prose, ${split} split: ${all.length} fragments in ${mine.length} files`);
    printTotals('all', all);
    for (const b of mine) printTotals(`  ${b.file.name}`, b.fragments);
    const t = totals(all);
    console.log(`  by basis: ${(Object.keys(BASES) as Basis[]).map((k) => `${BASES[k]} ${pct(t.byBasis[k].correct, t.byBasis[k].n)} of ${t.byBasis[k].n}`).join('; ')}`);
    console.log(`  review share → not flagged right: ${tradeOff(all)}`);
    const genders = mine.flatMap((b) => b.genders);
    console.log(`  gender of labelled speakers found: ${pct(genders.filter((g) => g.got === g.want).length, genders.length)} of ${genders.length}`);
    if (split === 'dev') {
      const wrongGender = genders.filter((g) => g.got !== g.want);
      if (wrongGender.length) console.log(`  wrong gender: ${wrongGender.map((g) => `${g.speaker} (${g.want}, got ${g.got || '—'})`).join(', ')}`);
      if (opts.misses) printMisses(mine);
    }
  }
}

function printTotals(label: string, outcomes: FragmentOutcome[]): void {
  const t = totals(outcomes);
  console.log(`${label.padEnd(34)} accuracy ${pct(t.correct, t.n)}  not flagged ${pct(t.sureCorrect, t.sure)}  review ${pct(t.n - t.sure, t.n)}  as speech ${pct(t.asSpeech, t.n)}  (n=${t.n})`);
}

/**
 * What marking more or fewer lines would give: the not-flagged accuracy when the least confident
 * lines are marked until each review share is reached (a line read as narration is never marked).
 */
function tradeOff(outcomes: FragmentOutcome[]): string {
  const order = (o: FragmentOutcome) => (o.asSpeech ? o.confidence : 2);
  const sorted = [...outcomes].sort((a, b) => order(b) - order(a));
  return [0.1, 0.2, 0.3, 0.4, 0.5].map((share) => {
    const kept = sorted.slice(0, Math.round(sorted.length * (1 - share)));
    return `${Math.round(share * 100)}% → ${pct(kept.filter((o) => o.correct).length, kept.length).trim()}`;
  }).join(', ');
}

function printMisses(books: BookScore[]): void {
  for (const b of books) {
    for (const o of b.fragments.filter((x) => !x.correct)) {
      console.log(`  ${o.review ? 'review' : 'SURE  '} ${b.file.name}:${o.fragment.line} [${o.fragment.basis}] want ${o.fragment.speaker}, got ${o.predicted} ${o.issue.slice(0, 60)}`);
      console.log(`         ${o.text.slice(0, 130)}`);
    }
  }
}
