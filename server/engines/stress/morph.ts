// What the stress placer asks of Russian morphology (az, OpenCorpora dictionaries): the
// dictionary readings of a word form with their grammemes and frequency scores, and the ё
// spellings those readings have. az is loaded once by initMorphology() (shared with the book
// pipeline); until it is, every answer here is "unknown" and the placer acts without it.
import Az from 'az';
import { morphologyReady } from '../../domain/book/morphology.ts';

export interface Reading {
  /** az's part of speech (NOUN, ADJF, ADJS, COMP, VERB, INFN, PRTF, PRTS, GRND, ADVB, NPRO, PREP, …). */
  pos: string;
  /** Every grammeme of the tag (case, number, gender, person, tense, aspect, Name, Geox, Apro…). */
  grammemes: Set<string>;
  /** az's frequency estimate among the form's readings. */
  score: number;
  /** The form as the dictionary spells it (lower case, with ё where it belongs). */
  spelled: string;
  lemma: string;
}

const POS_NAMES = new Set(['NOUN', 'ADJF', 'ADJS', 'COMP', 'VERB', 'INFN', 'PRTF', 'PRTS', 'GRND', 'NUMR', 'ADVB', 'NPRO', 'PRED', 'PREP', 'CONJ', 'PRCL', 'INTJ']);
const CACHE_LIMIT = 100_000;
let cache = new Map<string, Reading[]>();

/** Dictionary readings of a form (its letter case matters: names are found only capitalised). */
export function readings(form: string): Reading[] {
  if (!morphologyReady()) return [];
  const hit = cache.get(form);
  if (hit) return hit;
  const plain = form.toLowerCase().replaceAll('ё', 'е');
  const out: Reading[] = [];
  // stutter: 0 — az would otherwise read «ее» as a stuttered «е».
  for (const p of Az.Morph(form, { stutter: 0, typos: 0 })) {
    if (p.parser !== 'Dictionary' || typeof p.word !== 'string') continue;
    const spelled = p.word.toLowerCase();
    if (spelled.replaceAll('ё', 'е') !== plain) continue;
    const grammemes = new Set(String(p.tag).split(/[ ,]/).filter(Boolean));
    const pos = [...grammemes].find((g) => POS_NAMES.has(g)) ?? '';
    const n = p.normalize() as { word?: unknown } | false | undefined;
    const lemma = n && typeof n.word === 'string' ? n.word.toLowerCase() : spelled;
    out.push({ pos, grammemes, score: p.score, spelled, lemma });
  }
  if (cache.size >= CACHE_LIMIT) cache = new Map();
  cache.set(form, out);
  return out;
}

/** True when az knows the form as a common word (a reading that is not a name, surname, patronymic or place). */
export function isCommonWord(lower: string): boolean {
  return readings(lower).some((r) => !r.grammemes.has('Name') && !r.grammemes.has('Surn') && !r.grammemes.has('Patr') && !r.grammemes.has('Geox'));
}

/** The ё spelling every dictionary reading agrees on, or null (unknown form, or readings with and without ё). */
export function certainYo(form: string): string | null {
  const rs = readings(form);
  if (rs.length === 0) return null;
  const spelled = rs[0].spelled;
  if (!spelled.includes('ё') || rs.some((r) => r.spelled !== spelled)) return null;
  return spelled;
}

/** Dictionary ё spellings of a form (there may be several, e.g. «все»: «всё»). */
export function yoSpellings(form: string): Set<string> {
  return new Set(readings(form).map((r) => r.spelled).filter((s) => s.includes('ё')));
}
