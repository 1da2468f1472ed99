// Who the narration names together in one paragraph: two people named side by side are two, not one
// person by two names (married-names.ts, pet-forms.ts ask it before joining two names).
import type { EnParagraph } from './attribute.ts';
import type { EnRegistry } from './people.ts';

export const pairKey = (a: string, b: string) => (a < b ? `${a} ${b}` : `${b} ${a}`);

/** Pairs of people the narration of one paragraph names together. */
export function narrationPairs(paragraphs: EnParagraph[], registry: EnRegistry): Set<string> {
  const out = new Set<string>();
  for (const p of paragraphs) {
    const keys = new Set<string>();
    for (const m of p.mentions) {
      if (!p.seg.pieces.some((x) => x.kind === 'narration' && x.start <= m.start && m.end <= x.end)) continue;
      const key = registry.resolve(m);
      if (key) keys.add(key);
    }
    const list = [...keys];
    for (let i = 0; i < list.length; i++) for (let j = i + 1; j < list.length; j++) out.add(pairKey(list[i], list[j]));
  }
  return out;
}
