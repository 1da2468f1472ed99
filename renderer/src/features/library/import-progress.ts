// One bar over a whole import: the server reports each stage's own progress (`analysis`), in order
// read → split → speakers → voices; each stage gets its share of the bar, so the bar only moves
// forward instead of starting again at 0% with every stage. The shares are the stages' times on a
// 2 MB novel (reading and preparing ~20%, chapters and lines ~50%, speakers ~20%, storing ~10%).
import type { BookListItem } from '../../api/types.ts';

type Analysis = NonNullable<BookListItem['analysis']>;

export const IMPORT_STAGES: ReadonlyArray<{ stage: Analysis['stage']; share: number }> = [
  { stage: 'read', share: 0.2 },
  { stage: 'split', share: 0.5 },
  { stage: 'speakers', share: 0.2 },
  { stage: 'voices', share: 0.1 },
];

/** The import's progress from 0 to 1. */
export function importFraction(a: Analysis | null): number {
  if (!a) return 0;
  let before = 0;
  for (const s of IMPORT_STAGES) {
    if (s.stage === a.stage) return before + s.share * (a.total > 0 ? Math.min(1, Math.max(0, a.done / a.total)) : 0);
    before += s.share;
  }
  return 0;
}
