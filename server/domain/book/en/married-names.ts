// A married woman goes by her title and surname («Mrs. Seal», «Lady Cockpurse») and, among her own
// people, by her first name («Sally Seal», «Polly»). The people rules keep a «Mrs.» with one name a
// woman of her own (the mother «Mrs. Bennet» is none of her daughters), so the two are two voices.
// They are one where the book names one woman by her own first name and that surname (three times at
// least, never as «Miss»: an unmarried daughter may be), the narration never names the two in one
// paragraph (a daughter meets her mother there), and the book speaks of no «Miss Xs», sisters whose
// mother the «Mrs. X» would be (round 28).
import type { EnParagraph } from './attribute.ts';
import { sisterSurnames, type EnPerson, type EnRegistry } from './people.ts';
import { narrationPairs, pairKey } from './narration-pairs.ts';

/** Titles of a married woman by her surname. */
const MARRIED = new Set(['mrs', 'lady']);
/** Mentions below which a name says too little of how the book calls her. */
const MIN_MENTIONS = 3;

export function joinMarriedNames(paragraphs: EnParagraph[], registry: EnRegistry): void {
  const together = narrationPairs(paragraphs, registry);
  // «the Miss Martins»: unmarried sisters, whose mother «Mrs. Martin» is.
  const sisters = sisterSurnames(paragraphs.flatMap((p) => p.mentions));
  for (const p of registry.persons) {
    const titles = [...p.titles.keys()];
    if (p.count < MIN_MENTIONS || sisters.has(p.tokens[0]) || p.tokens.length !== 1 || p.last !== p.tokens[0] || titles.length !== 1 || !MARRIED.has(titles[0]) || registry.isWife(p.id)) continue;
    const own = registry.persons.filter((q) => ownNamed(q, p.tokens[0], registry));
    if (own.length === 0) continue;
    // The daughters meet her in the narration; she never meets herself.
    const apart = own.filter((q) => !together.has(pairKey(p.id, q.id)));
    if (apart.length === 1) registry.join(p.id, apart[0].id);
  }
}

/** A woman the book names by her own first name and this surname, often enough, never as «Miss». */
function ownNamed(q: EnPerson, surname: string, registry: EnRegistry): boolean {
  return q.count >= MIN_MENTIONS && q.tokens.length > 1 && q.last === surname && q.first !== undefined &&
    registry.genderOf(q.id) === 'f' && !q.titles.has('miss') && !registry.isWife(q.id);
}

