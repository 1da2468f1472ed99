// Two names side by side in a piece of narration, set off as one phrase («the Collector, Mr. Turton,»,
// «Aunt Celia, Mrs. Milvain,»): the pairs the apposition rules (ties.ts, kin-ties.ts) read, and the
// join they make when one of the two is tied to exactly one person.
import type { EnParagraph } from './attribute.ts';
import type { EnMention } from './names.ts';
import { notOtherSex, type EnRegistry } from './people.ts';

/**
 * Calls `visit` for each two mentions next to each other in one narration piece whose phrase closes
 * after the second (`closes` tested on the 40 characters after it), with the text between them.
 */
export function forEachApposition(paragraphs: EnParagraph[], closes: RegExp, visit: (p: EnParagraph, a: EnMention, b: EnMention, between: string) => void): void {
  for (const p of paragraphs) {
    for (const pc of p.seg.pieces) {
      if (pc.kind !== 'narration') continue;
      const ms = p.mentions.filter((m) => m.start >= pc.start && m.end <= pc.end);
      for (let i = 0; i + 1 < ms.length; i++) {
        const [a, b] = [ms[i], ms[i + 1]];
        if (!closes.test(p.text.slice(b.end, Math.min(pc.end, b.end + 40)))) continue;
        visit(p, a, b, p.text.slice(a.end, b.start));
      }
    }
  }
}

/** Joins each key tied to exactly one person (of no other sex) with that person. */
export function joinSingleTies(ties: Map<string, Set<string>>, registry: EnRegistry): void {
  for (const [key, people] of ties) {
    const [person] = [...people];
    if (people.size === 1 && notOtherSex(registry, key, person)) registry.join(key, person);
  }
}
