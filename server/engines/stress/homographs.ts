// Deciding a homograph (за́мок/замо́к, во́ды/воды́, мо́ю/мою́): first from morphology — the
// readings az finds for the form, narrowed by the neighbours (agreement.ts), weighed by az's
// frequencies and matched to the tagged readings of homographs.json; then, if that is not
// decisive, from StressRNN's own preference among the candidate stresses given the context
// (it was trained on running text); otherwise the word is left unmarked with a review note.
import type { HomographReading, UdTag } from './dictionaries.ts';
import type { Reading } from './morph.ts';
import { caseOf } from './agreement.ts';
import { bilingual } from '../../domain/book/notes.ts';

/** Share of az's weight one stress needs to be chosen from morphology. */
export const MORPH_SHARE = 0.75;
/** Share of the model's probability (among the candidates) one stress needs. */
export const MODEL_SHARE = 0.9;

const UD_CASE: Record<string, string> = { Nom: 'nomn', Gen: 'gent', Par: 'gent', Dat: 'datv', Acc: 'accs', Ins: 'ablt', Loc: 'loct', Voc: 'voct' };
const UD_GENDER: Record<string, string> = { Masc: 'masc', Fem: 'femn', Neut: 'neut' };

function posMatches(tag: UdTag, r: Reading): boolean {
  const f = tag.feats;
  const p = r.pos;
  switch (tag.pos) {
    case 'NOUN':
    case 'PROPN':
      return p === 'NOUN';
    case 'ADJ':
      if (f.get('Variant') === 'Brev') return p === 'ADJS' || p === 'PRTS';
      if (f.get('Degree') === 'Cmp') return p === 'COMP';
      return p === 'ADJF' || p === 'PRTF';
    case 'DET':
      return p === 'ADJF';
    case 'PRON':
      return p === 'NPRO';
    case 'VERB': {
      const vf = f.get('VerbForm');
      if (vf === 'Inf') return p === 'INFN';
      if (vf === 'Part') return p === 'PRTF' || p === 'PRTS';
      if (vf === 'Conv' || vf === 'Trans') return p === 'GRND';
      return p === 'VERB';
    }
    case 'ADV':
      return f.get('Degree') === 'Cmp' ? p === 'COMP' : p === 'ADVB' || p === 'PRED';
    case 'NUM':
      return p === 'NUMR';
    case 'PART':
      return p === 'PRCL';
    case 'CONJ':
    case 'CCONJ':
    case 'SCONJ':
      return p === 'CONJ';
    case 'ADP':
      return p === 'PREP';
    case 'INTJ':
      return p === 'INTJ';
    default:
      return false;
  }
}

/** How specifically a tagged reading fits an az reading (features both state and agree on), or -1. */
export function fit(tag: UdTag, r: Reading): number {
  if (!posMatches(tag, r)) return -1;
  let score = 1;
  const g = r.grammemes;
  const check = (stated: boolean, agrees: boolean): boolean => {
    if (!stated) return true;
    if (!agrees) return false;
    score++;
    return true;
  };
  const c = tag.feats.get('Case');
  const rc = caseOf(r);
  if (c && !check(rc !== null, rc === UD_CASE[c] || sameForm(UD_CASE[c] ?? '', rc, g))) return -1;
  const n = tag.feats.get('Number');
  if (n === 'Ptan') {
    // Plurale tantum (ворота) is more specific than any plural reading.
    if (!g.has('Pltm')) return -1;
    score += 2;
  } else if (n && !check(g.has('sing') || g.has('plur'), g.has(n === 'Plur' ? 'plur' : 'sing'))) return -1;
  const gen = tag.feats.get('Gender');
  const rg = ['masc', 'femn', 'neut'].some((x) => g.has(x)) || g.has('ms-f');
  const sameGender = g.has(UD_GENDER[gen ?? ''] ?? '') || g.has('ms-f');
  if (gen && (n === 'Plur' || g.has('plur'))) {
    // Gender is a category of the singular: on plural forms the treebank gives the lemma's, which
    // may be wrong (воды: Masc). It only prefers a reading, never rules one out.
    if (rg && sameGender) score++;
  } else if (gen && !check(rg, sameGender)) return -1;
  const person = tag.feats.get('Person');
  if (person && !check(['1per', '2per', '3per'].some((x) => g.has(x)), g.has(`${person}per`))) return -1;
  const aspect = tag.feats.get('Aspect');
  if (aspect && !check(g.has('perf') || g.has('impf'), g.has(aspect === 'Perf' ? 'perf' : 'impf'))) return -1;
  const tense = tag.feats.get('Tense');
  if (tense && !check(g.has('past') || g.has('pres') || g.has('futr'), tense === 'Past' ? g.has('past') : !g.has('past'))) return -1;
  const mood = tag.feats.get('Mood');
  if (mood && !check(statesMood(g), mood === 'Imp' ? g.has('impr') : !g.has('impr'))) return -1;
  return score;
}

/**
 * The accusative is spelled (and stressed) like the nominative for inanimate words and like the
 * genitive for animate ones, so a treebank reading of one case tells the stress of the other.
 */
function sameForm(tagCase: string, readingCase: string | null, g: Set<string>): boolean {
  const pair = (a: string, b: string) => (tagCase === a && readingCase === b) || (tagCase === b && readingCase === a);
  if (g.has('anim')) return pair('accs', 'gent');
  return pair('accs', 'nomn');
}

function statesMood(g: Set<string>): boolean {
  return g.has('impr') || g.has('indc');
}

export interface MorphOutcome {
  /** Weight of each stress. */
  weights: Map<number, number>;
  /** Weight of readings that fit several stresses equally (or untagged variants only). */
  unsure: number;
}

/**
 * Spreads az's weight of each reading in context over the stresses of the dictionary readings it
 * fits best; a reading no tagged reading fits goes to the untagged readings of the entry if it has
 * some, else to `fallback` (the stress the word gets outside the homograph data).
 */
export function weighReadings(entry: readonly HomographReading[], readings: readonly Reading[], fallback: number | null): MorphOutcome {
  const weights = new Map<number, number>();
  let unsure = 0;
  const untagged = [...new Set(entry.filter((e) => e.tag === null).map((e) => e.stress))];
  for (const r of readings) {
    let best = 0;
    let stresses: number[] = [];
    for (const e of entry) {
      if (!e.tag) continue;
      const s = fit(e.tag, r);
      if (s > best) {
        best = s;
        stresses = [e.stress];
      } else if (s === best && s > 0 && !stresses.includes(e.stress)) stresses.push(e.stress);
    }
    if (stresses.length === 0) stresses = untagged.length > 0 ? untagged : fallback !== null ? [fallback] : [];
    const w = r.score > 0 ? r.score : 0;
    if (stresses.length === 1) weights.set(stresses[0], (weights.get(stresses[0]) ?? 0) + w);
    else unsure += w;
  }
  return { weights, unsure };
}

/** The stress holding at least `share` of the total weight, or null. */
export function dominant(weights: Map<number, number>, unsure: number, share: number): number | null {
  let total = unsure;
  for (const w of weights.values()) total += w;
  if (total <= 0) return null;
  for (const [s, w] of weights) if (w / total >= share) return s;
  return null;
}

const POS_RU: Record<string, string> = {
  NOUN: 'сущ.', PROPN: 'имя', ADJ: 'прил.', DET: 'мест.', PRON: 'мест.', VERB: 'глаг.', ADV: 'нареч.', NUM: 'числ.', PART: 'частица',
};
const CASE_RU: Record<string, string> = { Nom: 'им. п.', Gen: 'род. п.', Dat: 'дат. п.', Acc: 'вин. п.', Ins: 'тв. п.', Loc: 'предл. п.' };
const POS_EN: Record<string, string> = {
  NOUN: 'noun', PROPN: 'name', ADJ: 'adj.', DET: 'pron.', PRON: 'pron.', VERB: 'verb', ADV: 'adv.', NUM: 'num.', PART: 'particle',
};
const CASE_EN: Record<string, string> = { Nom: 'nom.', Gen: 'gen.', Dat: 'dat.', Acc: 'acc.', Ins: 'instr.', Loc: 'prep.' };

/** The words of a description in each studio language. */
const WORDS = {
  ru: { pos: POS_RU, cases: CASE_RU, cmp: 'сравн. ст.', brief: 'кратк. прил.', inf: 'инф.', conv: 'деепр.', part: 'прич.', imp: 'повел.', person: (p: string) => `${p} л.`, plural: 'мн. ч.', singular: 'ед. ч.' },
  en: { pos: POS_EN, cases: CASE_EN, cmp: 'comparative', brief: 'short adj.', inf: 'infinitive', conv: 'adverbial participle', part: 'participle', imp: 'imperative', person: (p: string) => `${p} pers.`, plural: 'pl.', singular: 'sg.' },
};

/** A short description of a tag for review notes: «сущ., род. п., ед. ч.», in English «noun, gen., sg.». */
export function describe(tag: UdTag, lang: 'ru' | 'en' = 'ru'): string {
  const w = WORDS[lang];
  const f = tag.feats;
  const out: string[] = [];
  if (f.get('Degree') === 'Cmp') out.push(w.cmp);
  else if (f.get('Variant') === 'Brev') out.push(w.brief);
  else if (tag.pos === 'VERB' && f.get('VerbForm') === 'Inf') out.push(w.inf);
  else if (tag.pos === 'VERB' && (f.get('VerbForm') === 'Conv' || f.get('VerbForm') === 'Trans')) out.push(w.conv);
  else if (tag.pos === 'VERB' && f.get('VerbForm') === 'Part') out.push(w.part);
  else if (w.pos[tag.pos]) out.push(w.pos[tag.pos]);
  if (f.get('Mood') === 'Imp') out.push(w.imp);
  const person = f.get('Person');
  if (person) out.push(w.person(person));
  const c = f.get('Case');
  if (c && w.cases[c]) out.push(w.cases[c]);
  const n = f.get('Number');
  if (n) out.push(n === 'Plur' ? w.plural : w.singular);
  return out.join(', ');
}

/**
 * A homograph's review note in both studio languages: «омограф: во́ды (сущ., им. п., мн. ч.) или воды́ (…)»,
 * «homograph: во́ды (noun, nom., pl.) or воды́ (…)». `forms` are the variants as shown, in stress
 * order, each with its readings' tags: glossed only where each variant has one description and all
 * differ (else no glosses at all).
 */
export function homographNote(forms: ReadonlyArray<{ text: string; tags: readonly UdTag[] }>): string {
  const note = (lang: 'ru' | 'en', label: string, or: string) => {
    const glosses = forms.map((f) => {
      const described = [...new Set(f.tags.map((t) => describe(t, lang)))];
      return described.length === 1 ? described[0] : '';
    });
    const useGlosses = glosses.every((g) => g !== '') && new Set(glosses).size === glosses.length;
    const shown = [...new Set(forms.map((f, i) => f.text + (useGlosses ? ` (${glosses[i]})` : '')))];
    return `${label}: ${shown.join(` ${or} `)}`;
  };
  return bilingual(note('ru', 'омограф', 'или'), note('en', 'homograph', 'or'));
}
