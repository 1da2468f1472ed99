// The Russian prose dev books (test/fixtures/attribution/prose) as labelled chapters for the hand-fix
// simulation: each labelled fragment's line, the keys its label allows, the key an author would pick.
import { alignFragments } from '../../test/fixtures/attribution/prose/score.ts';
import { fold, type LabelFile } from '../../test/fixtures/attribution/prose/labels.ts';
import { NARRATOR_KEY, type AnalyzedBook, type AnalyzedLine } from '../../server/domain/book/index.ts';
import type { Gold, LabelledChapter } from './simulate.ts';

/** The book's chapters with the gold of every line one of the files labels. */
export function russianChapters(book: AnalyzedBook, files: LabelFile[]): LabelledChapter[] {
  const gold = new Map<AnalyzedLine, Gold>();
  for (const file of files) {
    for (const { fragment, line, allowed } of alignFragments(file, book)) {
      if (!line || line.kind === 'narration' || gold.has(line)) continue;
      const right = new Set(book.characters.filter((c) => (c.key === NARRATOR_KEY || c.isNarrator ? allowed.has('@narrator') : allowed.has(fold(c.name)))).map((c) => c.key));
      if (allowed.has('@narrator')) right.add(NARRATOR_KEY);
      // A speaker the analysis never found is one the author adds to the cast.
      const fixTo = [...right][0] ?? `gold:${file.name}:${fragment.speaker}`;
      right.add(fixTo);
      gold.set(line, { right, fixTo });
    }
  }
  return book.chapters.map((ch) => ({ lines: ch.lines, gold: ch.lines.map((l) => gold.get(l)) }));
}
