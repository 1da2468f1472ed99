// Grammatical context for homographs: which readings of a word its neighbours allow. Each rule
// narrows the readings only when some survive it (a rule that would leave none is wrong here).
// The rules: a preposition governs the case of the word after it (or after an adjective that
// follows it); an adjective agrees with the noun next to it; a personal pronoun before a verb
// fixes the verb's person and number.
import type { Reading } from './morph.ts';

const CASES: Record<string, string[]> = {};
function prep(cases: string[], ...words: string[]): void {
  for (const w of words) CASES[w] = cases;
}
prep(['gent'], 'без', 'безо', 'для', 'до', 'из', 'изо', 'из-за', 'из-под', 'от', 'ото', 'у', 'около', 'возле', 'кроме', 'после',
  'против', 'вокруг', 'мимо', 'среди', 'вдоль', 'близ', 'ради', 'сверх', 'вместо', 'внутри', 'вне', 'позади', 'впереди', 'насчет',
  'насчёт', 'вроде', 'изнутри', 'поверх', 'подле', 'посреди', 'помимо', 'накануне');
prep(['datv'], 'к', 'ко', 'благодаря', 'согласно', 'вопреки', 'навстречу');
prep(['accs', 'loct'], 'в', 'во', 'на', 'о', 'об', 'обо');
prep(['loct'], 'при');
prep(['accs'], 'про', 'через', 'чрез', 'сквозь', 'спустя');
prep(['accs', 'ablt'], 'за', 'под', 'подо');
prep(['ablt'], 'над', 'надо', 'перед', 'передо', 'пред', 'между', 'меж');
prep(['gent', 'ablt', 'accs'], 'с', 'со');
// по + prepositional (по приезде) is bookish; as a filter it would only blur по + dative.
prep(['datv', 'accs'], 'по');

const SUBJECTS: Record<string, { person: string; number: string; gender?: string }> = {
  я: { person: '1per', number: 'sing' },
  ты: { person: '2per', number: 'sing' },
  он: { person: '3per', number: 'sing', gender: 'masc' },
  она: { person: '3per', number: 'sing', gender: 'femn' },
  оно: { person: '3per', number: 'sing', gender: 'neut' },
  мы: { person: '1per', number: 'plur' },
  вы: { person: '2per', number: 'plur' },
  они: { person: '3per', number: 'plur' },
};

const CASE_OF: Record<string, string> = {
  nomn: 'nomn', gent: 'gent', gen1: 'gent', gen2: 'gent', datv: 'datv', accs: 'accs', acc2: 'accs',
  ablt: 'ablt', loct: 'loct', loc1: 'loct', loc2: 'loct', voct: 'voct',
};

export function caseOf(r: Reading): string | null {
  for (const g of r.grammemes) {
    const c = CASE_OF[g];
    if (c) return c;
  }
  return null;
}

function numberOf(r: Reading): string | null {
  return r.grammemes.has('plur') ? 'plur' : r.grammemes.has('sing') ? 'sing' : null;
}

function genderOf(r: Reading): string | null {
  for (const g of ['masc', 'femn', 'neut']) if (r.grammemes.has(g)) return g;
  return r.grammemes.has('ms-f') ? 'ms-f' : null;
}

const ADJECTIVAL = new Set(['ADJF', 'PRTF']);
const NOMINAL = new Set(['NOUN', 'NPRO', 'ADJF', 'PRTF', 'NUMR']);

function agree(a: Reading, b: Reading): boolean {
  const ca = caseOf(a);
  const cb = caseOf(b);
  if (!ca || ca !== cb) return false;
  const na = numberOf(a);
  if (na !== numberOf(b)) return false;
  if (na === 'plur') return true;
  const ga = genderOf(a);
  const gb = genderOf(b);
  return !ga || !gb || ga === gb || ga === 'ms-f' || gb === 'ms-f';
}

/**
 * в саду́, на берегу́, в снегу́: after в/на a form az knows as the second locative, which Russian
 * always stresses on its ending.
 */
export function secondLocative(prevWord: string | undefined, readings: Reading[]): boolean {
  return (prevWord === 'в' || prevWord === 'во' || prevWord === 'на') && readings.some((r) => r.grammemes.has('loc2'));
}

/** Cases a preposition governs, or null when the word is not one. */
export function governedCases(word: string): string[] | null {
  return CASES[word] ?? null;
}

function narrow(rs: Reading[], keep: (r: Reading) => boolean): Reading[] {
  const out = rs.filter(keep);
  return out.length > 0 ? out : rs;
}

export interface Neighbours {
  /** The previous word (lower case) and its readings, if only spaces separate them. */
  prev: { word: string; readings: Reading[] } | null;
  /** The word before that, likewise. */
  prev2: { word: string; readings: Reading[] } | null;
  next: { word: string; readings: Reading[] } | null;
}

const isAdjectival = (rs: Reading[]) => rs.length > 0 && rs.every((r) => ADJECTIVAL.has(r.pos));

/** The readings of a word that its neighbours allow. */
export function readingsInContext(target: Reading[], n: Neighbours): Reading[] {
  let rs = target;
  // я мою (посуду), начала она: a personal pronoun right before (or, inverted, right after) a verb
  // form outweighs the noun after it.
  const subject = (n.prev ? SUBJECTS[n.prev.word] : undefined) ?? (n.next ? SUBJECTS[n.next.word] : undefined);
  if (subject) {
    rs = narrow(rs, (r) => {
      if (r.pos !== 'VERB') return false;
      if (r.grammemes.has('past')) {
        if (!r.grammemes.has(subject.number)) return false;
        return subject.number === 'plur' || !subject.gender || r.grammemes.has(subject.gender);
      }
      return r.grammemes.has(subject.person) && r.grammemes.has(subject.number);
    });
  }
  // в старом замке: the preposition governs through an adjective.
  const governor = n.prev && governedCases(n.prev.word) ? n.prev
    : n.prev && n.prev2 && isAdjectival(n.prev.readings) && governedCases(n.prev2.word) ? n.prev2 : null;
  if (governor) {
    const allowed = governedCases(governor.word) ?? [];
    rs = narrow(rs, (r) => NOMINAL.has(r.pos) && allowed.includes(caseOf(r) ?? ''));
  }
  if (n.prev && isAdjectival(n.prev.readings)) {
    const adj = n.prev.readings;
    rs = narrow(rs, (r) => NOMINAL.has(r.pos) && adj.some((a) => agree(a, r)));
  }
  if (n.next && rs.some((r) => ADJECTIVAL.has(r.pos)) && n.next.readings[0]?.pos === 'NOUN') {
    const nouns = n.next.readings.filter((r) => r.pos === 'NOUN');
    rs = narrow(rs, (r) => ADJECTIVAL.has(r.pos) && nouns.some((x) => agree(r, x)));
  } else if (n.next && rs.some((r) => ADJECTIVAL.has(r.pos)) && n.next.readings.some((r) => ADJECTIVAL.has(r.pos) || r.pos === 'NPRO')) {
    // все эти (люди), всё это, все они: a pronoun agrees with the adjective or pronoun after it.
    const adj = n.next.readings.filter((r) => ADJECTIVAL.has(r.pos) || r.pos === 'NPRO');
    rs = narrow(rs, (r) => ADJECTIVAL.has(r.pos) && adj.some((x) => agree(r, x)));
  }
  // Все пошли, всё было, дела идут: a nominative right before a finite verb is its subject;
  // when none agrees (он всё понял), the nominatives that cannot be its subject go.
  if (n.next && n.next.readings[0]?.pos === 'VERB') {
    const verbs = n.next.readings.filter((r) => r.pos === 'VERB');
    const subjects = rs.filter((r) => caseOf(r) === 'nomn' && verbs.some((v) => subjectOf(r, v)));
    rs = subjects.length > 0 ? subjects : narrow(rs, (r) => caseOf(r) !== 'nomn');
  }
  // всё ещё, всё равно, уже давно: before an adverb or particle, the adverb reading.
  if (n.next && (ADVERB_NEXT.has(n.next.word) || (n.next.readings.length > 0 && n.next.readings.every((r) => ADVERBIAL.has(r.pos))))) {
    rs = narrow(rs, (r) => r.pos === 'ADVB');
  }
  return rs;
}

const ADVERBIAL = new Set(['ADVB', 'PRCL', 'COMP', 'PRED']);
/** Words after which an adverb reading is meant though the word itself may be read otherwise. */
const ADVERB_NEXT = new Set(['равно', 'же', 'ж', 'таки', 'так', 'ещё', 'еще', 'больше', 'меньше', 'более', 'менее']);

/** Whether a nominative reading can be the subject of a finite verb reading (number, and gender in the past). */
function subjectOf(r: Reading, verb: Reading): boolean {
  const n = numberOf(r);
  if (!n || !verb.grammemes.has(n)) return false;
  if (verb.grammemes.has('past')) return n === 'plur' || !genderOf(verb) || genderOf(r) === genderOf(verb);
  return verb.grammemes.has('3per');
}
