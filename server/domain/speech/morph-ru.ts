// What a word next to a number can be grammatically (case, number, gender, animacy), from the
// az dictionaries the book pipeline loads at startup. Before they are loaded every lookup answers
// "unknown" and the normaliser falls back to nominative forms: it never throws.
import Az from 'az';
import { morphologyReady } from '../book/morphology.ts';
import { CASES, MONTHS_GEN, NOUNS, type Case, type Gender, type NounForms } from './grammar-ru.ts';

export interface Reading {
  case: Case;
  plural: boolean;
  /** Null for plural adjectives, which have no gender. */
  gender: Gender | null;
  animate: boolean;
  /** NOUN, ADJF (adjective), PRTF (participle), NUMR… */
  pos: string;
  /** A first name, patronymic or surname reading. */
  name: boolean;
  lemma: string;
  score: number;
}

export const MONTH_LEMMAS = ['январь', 'февраль', 'март', 'апрель', 'май', 'июнь', 'июль', 'август', 'сентябрь', 'октябрь', 'ноябрь', 'декабрь'];

const AZ_CASES: Record<string, Case> = {
  nomn: 'nom', gent: 'gen', gen1: 'gen', gen2: 'gen', datv: 'dat', accs: 'acc', acc2: 'acc', ablt: 'ins', loct: 'loc', loc1: 'loc', loc2: 'loc',
};
const AZ_GENDERS: Record<string, Gender> = { masc: 'm', femn: 'f', neut: 'n' };
const NOMINAL = new Set(['NOUN', 'ADJF', 'PRTF']);

const cache = new Map<string, Reading[]>();
const CACHE_LIMIT = 100_000;

/**
 * Without the dictionaries, the words dates and years hang on are still known: «мая», «году»,
 * «веке». Everything else reads in the nominative.
 */
const FALLBACK = new Map<string, Reading[]>();
function addFallback(lemma: string, forms: NounForms): void {
  for (const plural of [false, true]) {
    (plural ? forms.plur : forms.sing).forEach((w, i) => {
      const list = FALLBACK.get(w) ?? [];
      list.push({ case: CASES[i], plural, gender: forms.gender, animate: false, pos: 'NOUN', name: false, lemma, score: 1 });
      FALLBACK.set(w, list);
    });
  }
}
addFallback('год', { ...NOUNS.year, plur: NOUNS.year.plur.map((w) => (w === 'лет' ? 'годов' : w)) });
addFallback('век', NOUNS.century);
addFallback('глава', NOUNS.chapter);
addFallback('том', NOUNS.volume);
addFallback('часть', NOUNS.part);
MONTHS_GEN.forEach((w, i) => FALLBACK.set(w, [{ case: 'gen', plural: false, gender: 'm', animate: false, pos: 'NOUN', name: false, lemma: MONTH_LEMMAS[i], score: 1 }]));

/** Noun/adjective readings of a word form, most likely first; [] when unknown or not loaded. */
export function readings(form: string): Reading[] {
  const word = form.replace(/\+/g, '');
  if (!morphologyReady()) return FALLBACK.get(word.toLowerCase()) ?? [];
  const hit = cache.get(word);
  if (hit) return hit;
  const parses = Az.Morph(word);
  const top = parses[0]?.score ?? 0;
  const out: Reading[] = [];
  for (const p of parses) {
    const t = p.tag;
    const pos = String(t.POS ?? '');
    const c = AZ_CASES[String(t.CAse ?? '')];
    if (!NOMINAL.has(pos) || !c) continue;
    // Guessed readings far below the best one are the guesser's noise.
    if (p.parser !== 'Dictionary' && p.score < top * 0.3) continue;
    let lemma = word.toLowerCase();
    try {
      const n = p.normalize();
      if (n && typeof n.word === 'string') lemma = n.word;
    } catch {
      // az cannot normalise some guessed forms: the form itself will do.
    }
    out.push({
      case: c,
      plural: t.NMbr === 'plur',
      gender: AZ_GENDERS[String(t.GNdr ?? '')] ?? null,
      animate: t.anim === true,
      pos,
      name: Boolean(t.Name || t.Surn || t.Patr),
      lemma,
      score: p.score,
    });
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(word, out);
  return out;
}

/** The likeliest reading is an adjective or participle: the counted noun comes after it («2 красные розы»). */
export function onlyAdjective(rs: Reading[]): boolean {
  return rs.length > 0 && rs[0].pos !== 'NOUN';
}
