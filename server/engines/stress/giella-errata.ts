// Slips in Giella's stressed stems found while checking frequent words against Zaliznyak's
// dictionary: the generator stresses не́который, и́зредка, крестьяна́ми, у́хо as ухо́, спать's
// past спала́ as спа́ла, то́тчас as тотча́с. Each entry fixes every form of the lemma (with the given tags) that starts
// with the stem: the stress goes where the stem marks it ('+' before the vowel).
export interface Erratum {
  lemma: string;
  stem: string;
  /** Only readings with all of these tags. */
  tags?: string[];
}

export const ERRATA: readonly Erratum[] = [
  { lemma: 'некоторый', stem: 'нек+отор' },
  { lemma: 'некоторые', stem: 'нек+отор' },
  { lemma: 'изредка', stem: 'изр+едка' },
  { lemma: 'крестьянин', stem: 'кресть+ян' },
  { lemma: 'ухо', stem: '+ух', tags: ['Sg'] },
  { lemma: 'спать', stem: 'спал+а', tags: ['Pst', 'Fem'] },
  { lemma: 'тотчас', stem: 'т+отчас' },
];

const byLemma = new Map<string, Erratum[]>();
for (const e of ERRATA) byLemma.set(e.lemma, [...(byLemma.get(e.lemma) ?? []), e]);

/** The corrected stress of a reading's form, or null when no erratum applies. */
export function erratumStress(lemma: string, tags: readonly string[], spelled: string): number | null {
  for (const e of byLemma.get(lemma) ?? []) {
    const stem = e.stem.replace('+', '');
    if ((e.tags ?? []).every((t) => tags.includes(t)) && spelled.startsWith(stem)) return e.stem.indexOf('+');
  }
  return null;
}
