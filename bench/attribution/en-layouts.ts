// The dev novels re-printed in the layouts English plain text comes in (round 29,
// test/fixtures/attribution/pdnc/layouts.ts): curly and straight double quotes, British single quotes
// (curly and straight), hard wraps at 70, one indented line per paragraph, CRLF, «--». Each re-print is
// read through the .txt upload path and scored against the gold quotations carried into it; a layout
// that loses quotations against the novel as shipped shows where the reading depends on the layout.
// Only dev novels are re-printed; the test novels are never opened here.
import { DEV_NOVELS, hasPdnc, loadNovel, type Novel } from '../../test/fixtures/attribution/pdnc/corpus.ts';
import { EN_LAYOUTS, reprintNovel, type EnLayout } from '../../test/fixtures/attribution/pdnc/layouts.ts';
import { scoreLoadedNovel, type NovelScore } from '../../test/fixtures/attribution/pdnc/score.ts';
import { printMisses, printRow } from './english.ts';

export interface EnLayoutsOptions {
  /** Only these layouts. */
  layouts?: string[];
  /** Only these dev novels. */
  only?: string[];
  /** Print the misses of this novel in each layout that the novel as shipped gets right. */
  misses?: string;
}

const letters = (s: string) => s.replace(/[^\p{L}\p{N}]/gu, '').toLowerCase();

/** Gold quotations whose letters differ between the shipped novel and the re-print (0 when the offsets were carried right). */
export function movedQuotes(shipped: Novel, printed: Novel): number {
  return shipped.quotes.filter((q, i) => q.spans.some(([a, b], k) => {
    const [c, d] = printed.quotes[i].spans[k];
    return letters(shipped.text.slice(a, b)) !== letters(printed.text.slice(c, d));
  })).length;
}

export async function enLayoutsSection(opts: EnLayoutsOptions = {}): Promise<void> {
  if (!hasPdnc) {
    console.log('\n## English novels (PDNC), dev layouts: skipped, ../shared/books/en-pdnc is absent');
    return;
  }
  const names = opts.only ? DEV_NOVELS.filter((n) => opts.only?.includes(n)) : DEV_NOVELS;
  // A misspelt layout would filter down to nothing and print nothing: say so instead.
  const unknown = (opts.layouts ?? []).filter((l) => !(EN_LAYOUTS as readonly string[]).includes(l));
  if (unknown.length > 0) throw new Error(`--layout: no layout ${unknown.join(', ')} (layouts: ${EN_LAYOUTS.join(', ')})`);
  const layouts = opts.layouts ? EN_LAYOUTS.filter((l) => opts.layouts?.includes(l)) : EN_LAYOUTS;
  const shipped: NovelScore[] = [];
  const byLayout = new Map<EnLayout, NovelScore[]>(layouts.map((l) => [l, []]));
  let moved = 0;
  for (const name of names) {
    const novel = loadNovel(name);
    const original = await scoreLoadedNovel(novel);
    shipped.push(original);
    const right = new Set(original.outcomes.filter((o) => o.correct).map((o) => o.id));
    for (const layout of layouts) {
      const printed = reprintNovel(novel, layout);
      moved += movedQuotes(novel, printed);
      const score = await scoreLoadedNovel(printed);
      byLayout.get(layout)?.push(score);
      if (opts.misses === name) {
        console.log(`\n[${layout}] ${name}`);
        printMisses({ ...score, outcomes: score.outcomes.filter((o) => right.has(o.id) && !(o.correct && o.found)) });
      }
    }
  }
  console.log(`\n## English novels (PDNC), dev split re-printed in each plain-text layout (${names.length} novels; gold quotations moved: ${moved})`);
  const row = (label: string, scores: NovelScore[]) =>
    printRow(label, scores.flatMap((s) => s.outcomes), scores.flatMap((s) => s.genders), scores.reduce((n, s) => n + s.ms, 0));
  row('as shipped', shipped);
  for (const [layout, scores] of byLayout) row(layout, scores);
}
