// The forms a name takes: «Monsieur Lemaire» and «Mr. Lemaire» are one title and one name, the key the
// people's registry files a form under, and how often two forms meet in one paragraph's narration.
import type { EnMention } from './names.ts';

// «Monsieur Lemaire», «M. Lemaire» and «Mr. Lemaire» are one man: foreign titles count as the English ones.
const SAME_TITLE: Record<string, string> = {
  mister: 'mr', monsieur: 'mr', m: 'mr', signor: 'mr', signore: 'mr', herr: 'mr', senor: 'mr', mynheer: 'mr',
  madame: 'mrs', mme: 'mrs', missis: 'mrs', missus: 'mrs', signora: 'mrs', frau: 'mrs', senora: 'mrs',
  mademoiselle: 'miss', mlle: 'miss', signorina: 'miss', fraulein: 'miss', senorita: 'miss',
  // «Doctor Fenwick» is «Dr. Fenwick», «Col. Ashby» is «Colonel Ashby».
  doctor: 'dr', reverend: 'rev', col: 'colonel', capt: 'captain', gen: 'general', lt: 'lieutenant', sgt: 'sergeant', prof: 'professor',
};
export const canonicalTitle = (title: string) => SAME_TITLE[title] ?? title;
export const formKey = (title: string, tokens: string[]) => `${canonicalTitle(title)}|${tokens.join(' ').toLowerCase()}`;

/** In how many paragraphs' narration both forms occur (or the one form, without a second). */
export function togetherIn(paragraphs: EnMention[][], a: string, b = a): number {
  let n = 0;
  for (const ms of paragraphs) {
    const keys = new Set(ms.map((m) => formKey(m.title, m.tokens.map((t) => t.toLowerCase()))));
    if (keys.has(a) && keys.has(b)) n++;
  }
  return n;
}
