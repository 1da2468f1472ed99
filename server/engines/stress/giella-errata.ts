// Slips in Giella's stressed stems found while checking frequent words against Zaliznyak's
// dictionary: the generator stresses не́который, и́зредка, крестьяна́ми, у́хо as ухо́, спать's
// past спала́ as спа́ла, то́тчас as тотча́с, and spells the participles of запереть, отпереть, подпереть
// with the admissible ё (запёрта) where the norm is за́перт, заперта́. Each entry fixes every form of the
// lemma (with the given tags) that starts with the stem, ё read as е: the stem's letters replace the
// generated ones, and the stress goes where the stem marks it ('+' before the vowel).
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
  // Short feminine first: заперта́, отперта́, подперта́; the other forms stress the prefix.
  { lemma: 'запереть', stem: 'заперт+а', tags: ['Fem', 'Sg', 'Pred'] },
  { lemma: 'запереть', stem: 'з+аперт' },
  { lemma: 'отпереть', stem: 'отперт+а', tags: ['Fem', 'Sg', 'Pred'] },
  { lemma: 'отпереть', stem: '+отперт' },
  { lemma: 'подпереть', stem: 'подперт+а', tags: ['Fem', 'Sg', 'Pred'] },
  { lemma: 'подпереть', stem: 'п+одперт' },
];

const byLemma = new Map<string, Erratum[]>();
for (const e of ERRATA) byLemma.set(e.lemma, [...(byLemma.get(e.lemma) ?? []), e]);

/** The corrected spelling and stress of a reading's form, or null when no erratum applies. */
export function erratum(lemma: string, tags: readonly string[], spelled: string): { spelled: string; stress: number } | null {
  const plain = spelled.replaceAll('ё', 'е');
  for (const e of byLemma.get(lemma) ?? []) {
    const stem = e.stem.replace('+', '');
    if ((e.tags ?? []).every((t) => tags.includes(t)) && plain.startsWith(stem.replaceAll('ё', 'е'))) {
      return { spelled: stem + spelled.slice(stem.length), stress: e.stem.indexOf('+') };
    }
  }
  return null;
}
