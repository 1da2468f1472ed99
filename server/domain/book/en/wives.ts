// Wives by a husband's name: «Mrs. John Knightley» is John Knightley's wife, never the man; «Mrs. John»
// and «Mrs. Knightley» may be her.
import { givenNameGender } from './given-names.ts';
import { formKey, togetherIn } from './name-forms.ts';
import type { EnMention } from './names.ts';
import type { EnPerson } from './people.ts';

/**
 * «Mrs. Peter» and «Mrs. Blewett» are «Mrs. Peter Blewett» when she is the one wife of that husband's
 * first name or surname; a bare «Mrs. Blewett» stays apart where the book keeps the long form to tell
 * her from another (five times in the narration, or both forms in one paragraph: a mother-in-law; or
 * where the narration is not known), or where the family has women named by their own first names.
 */
export function husbandsWife(t: string, wives: Set<EnPerson>, persons: EnPerson[], paragraphs: EnMention[][]): EnPerson[] {
  if (givenNameGender(t) === 'm') {
    const byHusband = [...wives].filter((w) => w.tokens[0] === t);
    if (byHusband.length === 1) return byHusband;
  }
  const bySurname = [...wives].filter((w) => w.last === t);
  // «Ruth Wilcox», «Evie Wilcox»: where the book names women of the family by their own first names, a
  // bare «Mrs. Wilcox» may be any of them married (the mother, the widower's new wife).
  const women = persons.filter((p) => p.last === t && p.tokens.length > 1 && givenNameGender(p.first ?? '') === 'f');
  if (bySurname.length !== 1 || women.length > 0) return [];
  const long = formKey('mrs', bySurname[0].tokens);
  const apart = paragraphs.length === 0 || togetherIn(paragraphs, long) >= 5 || togetherIn(paragraphs, long, formKey('mrs', [t])) > 0;
  return apart ? [] : bySurname;
}

/** How often the book calls `p` by a form with the word `t` in it («Jane» in «Miss Jane Bates»: once). */
export function namedBy(p: EnPerson, t: string): number {
  let n = 0;
  for (const [form, k] of p.forms) if (form.toLowerCase().split(/[\s.]+/).includes(t)) n += k;
  return n;
}
