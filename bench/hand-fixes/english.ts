// A PDNC novel as labelled chapters for the hand-fix simulation: each speech line takes the gold speaker
// of the quotation it overlaps most; right are our characters matched to that gold person.
import type { Novel } from '../../test/fixtures/attribution/pdnc/corpus.ts';
import { goldNames, matchCharacters, overlapping, placeLines } from '../../test/fixtures/attribution/pdnc/score.ts';
import type { AnalyzedBook, AnalyzedLine } from '../../server/domain/book/index.ts';
import type { Gold, LabelledChapter } from './simulate.ts';

export function englishChapters(novel: Novel, book: AnalyzedBook): LabelledChapter[] {
  const placement = placeLines(novel.text, book);
  const toGold = matchCharacters(book.characters, novel.characters);
  const canonical = goldNames(novel.characters);
  const best = new Map<AnalyzedLine, { gold: string; overlap: number }>();
  for (const q of novel.quotes) {
    const speaker = canonical(q.speaker);
    for (const [a, b] of q.spans) {
      for (const o of overlapping(placement, placement.at[a], placement.at[b])) {
        if (o.line.kind === 'narration') continue;
        const had = best.get(o.line);
        if (!had || had.overlap < o.overlap) best.set(o.line, { gold: speaker, overlap: o.overlap });
      }
    }
  }
  const keysOf = new Map<string, string[]>();
  for (const c of book.characters) {
    const g = toGold(c.key);
    keysOf.set(g, [...(keysOf.get(g) ?? []), c.key]);
  }
  const goldOf = (l: AnalyzedLine): Gold | undefined => {
    const b = best.get(l);
    if (!b) return undefined;
    const right = new Set(keysOf.get(b.gold) ?? []);
    const fixTo = [...right][0] ?? `gold:${b.gold}`;
    right.add(fixTo);
    return { right, fixTo };
  };
  return book.chapters.map((ch) => ({ lines: ch.lines, gold: ch.lines.map(goldOf) }));
}
