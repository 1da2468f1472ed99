// English has no age words beside its names as Russian has («маленькая Соня»): a child is known by
// what the book calls them where they speak. A tag that names the speaker a child («thought the poor
// child», «said the little boy») or a speech in which they say so themselves («I'm a little girl»)
// makes the named speaker of that line a child. That the book is a children's book is no evidence:
// its queens and duchesses are grown-ups.
import type { Age } from '../../../contract/enums.ts';
import type { AnalyzedChapter } from '../types.ts';
import { NARRATOR_KEY } from '../types.ts';
import { UNKNOWN_KEY } from '../attribution.ts';

// «girl» alone is left out: older novels call young women girls.
// Never the first word of someone else's description: «said the boy's father».
const CHILD = String.raw`(?:child|baby|boy|little (?:girl|boy|thing|one|fellow)|poor little (?:girl|boy|thing|one))(?!['’]s\b)`;
/** A tag naming its speaker a child: «thought the poor child», «said the little girl», «the boy cried». */
const CHILD_TAG = new RegExp(String.raw`^\W*(?:(?:said|thought|cried|asked|answered|replied|exclaimed|whispered|shouted|sobbed|added|went on|continued)\s+the\s+(?:poor\s+)?${CHILD}\b|the\s+(?:poor\s+)?${CHILD}\s+(?:said|thought|cried|asked|answered|replied|exclaimed|whispered|shouted|sobbed|added|went on|continued)\b)`, 'iu');
/** The speaker saying it of themselves: «I'm a little girl», «I am only a child». */
// Not «I am a child in such matters», a grown-up's figure of speech.
const SELF = new RegExp(String.raw`\bI(?:['’]m| am)\s+(?:only\s+|just\s+|but\s+)?a\s+(?:little\s+(?:girl|boy)|child)\b(?![\w-]*\s+(?:in|of|at|about|where|when)\b)`, 'iu');

const MIN_VOTES = 2;

const isPerson = (key: string) => key !== NARRATOR_KEY && key !== UNKNOWN_KEY && !key.startsWith('d:');

/** The named people whose own lines or tags call them children. */
export function childrenByTheirLines(chapters: AnalyzedChapter[]): Map<string, Age> {
  const votes = new Map<string, number>();
  for (const ch of chapters) {
    ch.lines.forEach((l, i) => {
      if (l.kind === 'narration' || !isPerson(l.speaker)) return;
      const tag = ch.lines[i + 1];
      if (SELF.test(l.text) || (tag?.kind === 'narration' && tag.paragraphId === l.paragraphId && CHILD_TAG.test(tag.text))) votes.set(l.speaker, (votes.get(l.speaker) ?? 0) + 1);
    });
  }
  // Two lines at least: one «said the boy» the attribution hung on a grown-up must not make them a child.
  return new Map([...votes].filter(([, n]) => n >= MIN_VOTES).map(([key]) => [key, 'child' as Age]));
}
