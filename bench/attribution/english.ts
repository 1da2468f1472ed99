// English novels with gold speakers (PDNC, ../shared/books/en-pdnc), through the app's .txt upload
// path: quotations found as speech lines with their text whole, accuracy overall and by quotation type,
// accuracy of lines not flagged for review, review share, gender. Dev novels are printed one by one
// (and their misses on request); the test novels only as a total, since they are never read.
import { DEV_NOVELS, QUOTE_TYPES, TEST_NOVELS, hasPdnc } from '../../test/fixtures/attribution/pdnc/corpus.ts';
import { scoreNovel, totals, type NovelScore, type QuoteOutcome } from '../../test/fixtures/attribution/pdnc/score.ts';
import { printFlagCrossValidation } from './english-flag-cv.ts';

const pct = (a: number, b: number) => (b === 0 ? '    — ' : `${((100 * a) / b).toFixed(1).padStart(5)}%`);

export interface EnglishOptions {
  /** Print the dev misses of this novel (or of all dev novels with 'all'). */
  misses?: string;
  /** Only these dev novels (names, or 'dev' for all of them), for quick runs while tuning. */
  only?: string[];
  /** Also print the flag's thresholds refitted leaving one dev novel out. */
  flagCv?: boolean;
}

export async function englishSection(opts: EnglishOptions = {}): Promise<void> {
  if (!hasPdnc) {
    console.log('\n## English novels (PDNC): skipped, ../shared/books/en-pdnc is absent');
    return;
  }
  for (const split of ['dev', 'test'] as const) {
    let names = split === 'dev' ? DEV_NOVELS : TEST_NOVELS;
    if (opts.only) {
      if (split === 'test') continue;
      names = opts.only.includes('dev') ? names : names.filter((n) => opts.only?.includes(n));
    }
    const scores: NovelScore[] = [];
    for (const name of names) scores.push(await scoreNovel(name));
    const all = scores.flatMap((s) => s.outcomes);
    console.log(`\n## English novels (PDNC), ${split} split: ${all.length} quotations in ${scores.length} novels`);
    printRow('all', all, scores.flatMap((s) => s.genders), scores.reduce((n, s) => n + s.ms, 0));
    if (split === 'dev') for (const s of scores) printRow(`  ${s.name}`, s.outcomes, s.genders, s.ms);
    const t = totals(all);
    console.log(`  by type: ${QUOTE_TYPES.map((k) => `${k} ${pct(t.byType[k].correct, t.byType[k].n)} of ${t.byType[k].n}`).join('; ')}`);
    printCast(scores, split === 'dev');
    if (split === 'dev') {
      const wrong = scores.flatMap((s) => s.genders.filter((g) => g.got !== g.want).map((g) => `${g.speaker} (${g.want}, got ${g.got || '—'})`));
      if (wrong.length) console.log(`  wrong gender: ${wrong.join(', ')}`);
      for (const s of scores) if (opts.misses === 'all' || opts.misses === s.name) printMisses(s);
      if (opts.flagCv) printFlagCrossValidation(scores);
    }
  }
}

/** Our speaking characters that match no gold person, and gold people split over several of ours. */
export function printCast(scores: NovelScore[], detail: boolean): void {
  const speakers = scores.flatMap((s) => s.cast.speakers);
  const nobody = speakers.filter((c) => c.gold === null);
  const splits = scores.flatMap((s) => s.cast.splits);
  const extra = splits.reduce((n, s) => n + s.ours.length - 1, 0);
  console.log(`  cast: ${speakers.length} speaking characters; ${nobody.length} match nobody (${nobody.reduce((n, c) => n + c.lines, 0)} lines); ` +
    `${splits.length} people split over ${splits.length + extra} characters`);
  if (!detail) return;
  for (const s of scores) {
    const bad = s.cast.speakers.filter((c) => c.gold === null).map((c) => `${c.name} (${c.lines})`);
    const split = s.cast.splits.map((x) => `${x.gold} = ${x.ours.join(' + ')}`);
    if (bad.length || split.length) console.log(`    ${s.name}: nobody: ${bad.join(', ') || '—'}; split: ${split.join('; ') || '—'}`);
  }
}

export function printRow(label: string, outcomes: QuoteOutcome[], genders: NovelScore['genders'], ms: number): void {
  const t = totals(outcomes);
  const g = genders.filter((x) => x.got === x.want).length;
  console.log(`${label.padEnd(32)} found ${pct(t.found, t.n)}  accuracy ${pct(t.correct, t.n)}  ` +
    `E ${pct(t.byType.Explicit.correct, t.byType.Explicit.n)} A ${pct(t.byType.Anaphoric.correct, t.byType.Anaphoric.n)} ` +
    `I ${pct(t.byType.Implicit.correct, t.byType.Implicit.n)}  not flagged ${pct(t.sureCorrect, t.sure)}  review ${pct(t.n - t.sure, t.n)}  ` +
    `gender ${pct(g, genders.length)}  (right ${t.correct}, n=${t.n}, ${(ms / 1000).toFixed(1)} s)`);
}

export function printMisses(s: NovelScore): void {
  const flat = (a: number, b: number) => s.text.slice(a, b).replace(/\s+/g, ' ');
  for (const o of s.outcomes) {
    if (o.correct && o.found) continue;
    const what = !o.found ? (o.speech ? 'PART ' : 'NOSP ') : o.review ? 'rev  ' : 'SURE ';
    console.log(`  ${what} ${s.name} ${o.id} [${o.type[0]}] want ${o.gold}, got ${o.predicted || '—'}  ${o.issue.slice(0, 90)}`);
    console.log(`        …${flat(Math.max(0, o.start - 150), o.start)}[[${flat(o.start, Math.min(o.end, o.start + 120))}]]${flat(o.end, o.end + 100)}`);
  }
}
