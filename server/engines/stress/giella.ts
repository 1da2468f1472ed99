// Full-form Russian stress from Giella's morphology (lang-rus, compiled by udar): the analyser
// gives every reading of a word form (lemma + tags), the accented generator gives each reading's
// stressed spelling (combining acute after the stressed vowel, ё written where the form has it).
// A form's stress variants are the distinct spellings of its readings; several are a homograph.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { UdTag } from './dictionaries.ts';
import { erratum } from './giella-errata.ts';
import { OptimizedLookup } from './hfst/hfstol.ts';
import { vowelCount } from './letters.ts';

export const ANALYSER_FILE = 'analyser-gt-desc.hfstol.gz';
export const GENERATOR_FILE = 'generator-gt-norm.accented.hfstol.gz';

const ACUTE = '\u0301';
const GRAVE = '\u0300';
const CACHE_LIMIT = 200_000;
const RUSSIAN = /^[а-яё]+(?:-[а-яё]+)*$/u;

export interface GiellaReading {
  /** The analysis as the analyser writes it: `голова+N+Fem+Inan+Sg+Gen`. */
  analysis: string;
  /** The lemma without homonym numbers (`весь¹` → `весь`). */
  lemma: string;
  /** Giella numbers the lemma as one of several homonyms (`замок¹`, `замок²`). */
  homonym: boolean;
  /** The tags without their '+': N, Fem, Inan, Sg, Gen. */
  tags: string[];
  /** The same reading as a UD tag (for the homograph machinery). */
  ud: UdTag;
}

/** One way to say the form: its spelling (lower case, ё restored) and stressed vowel. */
export interface GiellaVariant {
  spelled: string;
  /**
   * Index of the stressed vowel; for ё and one-vowel words this is that vowel. null: the
   * generator gives this reading without a stress (prepositions such as «перед», many names), so
   * the stress must come from elsewhere, but the reading still competes with the others.
   */
  stress: number | null;
  readings: GiellaReading[];
}

const gunzipAsync = promisify(gunzip);

export class GiellaStress {
  private readonly analyser: OptimizedLookup;
  private readonly generator: OptimizedLookup;
  private analyses = new Map<string, GiellaReading[]>();
  private variantsCache = new Map<string, GiellaVariant[]>();

  constructor(analyser: OptimizedLookup, generator: OptimizedLookup) {
    this.analyser = analyser;
    this.generator = generator;
  }

  static async load(dir: string): Promise<GiellaStress> {
    const read = async (name: string) => new OptimizedLookup(await gunzipAsync(await readFile(join(dir, name))));
    const [analyser, generator] = await Promise.all([read(ANALYSER_FILE), read(GENERATOR_FILE)]);
    return new GiellaStress(analyser, generator);
  }

  /**
   * The readings of a form as written (names are found only capitalised; a capitalised common
   * word is looked up in lower case too). Readings the morphology marks as doubtful (+Prb) are dropped.
   */
  readings(form: string): GiellaReading[] {
    let hit = this.analyses.get(form);
    if (hit) return hit;
    const lower = form.toLowerCase();
    const spellings = new Set([form]);
    if (lower !== form) {
      spellings.add(lower);
      // ИВАНОВ → Иванов
      spellings.add(lower[0].toUpperCase() + lower.slice(1));
    }
    hit = [];
    const seen = new Set<string>();
    for (const s of spellings) {
      for (const r of this.analyser.lookup(s)) {
        if (seen.has(r.output)) continue;
        seen.add(r.output);
        const parsed = parseAnalysis(r.output);
        if (parsed && !parsed.tags.includes('Prb')) hit.push(parsed);
      }
    }
    if (this.analyses.size >= CACHE_LIMIT) this.analyses = new Map();
    this.analyses.set(form, hit);
    return hit;
  }

  /**
   * The lemmas of a form (lower case, ё = е); with `stress`, those of the readings said with that
   * stress, or all when none is (WordForms of the text preparation: rules follow a word's forms).
   */
  lemmas(form: string, stress?: number): string[] {
    const vs = this.variants(form);
    const chosen = stress === undefined ? vs : vs.filter((v) => v.stress === stress);
    const key = (l: string) => l.toLowerCase().replaceAll('ё', 'е');
    return [...new Set((chosen.length > 0 ? chosen : vs).flatMap((v) => v.readings.map((r) => key(r.lemma))))];
  }

  /** Stressed spellings (lower case, with U+0301) of one analysis; several when the norm allows variants. */
  generate(analysis: string): string[] {
    return this.generator.lookup(analysis).map((r) => r.output.toLowerCase());
  }

  /**
   * The distinct stressed spellings of a form, each with the readings that give it (readings whose
   * generated form shows no stress are grouped per spelling with stress null). A generated form
   * that does not spell the same word is left out; an optional variant (+Fac) counts only when no
   * plain reading has the same tags.
   */
  variants(form: string): GiellaVariant[] {
    let hit = this.variantsCache.get(form);
    if (hit) return hit;
    hit = [];
    const plain = form.toLowerCase().replaceAll('ё', 'е');
    const typedYo = form.toLowerCase().includes('ё');
    if (RUSSIAN.test(form.toLowerCase()) && vowelCount(plain) > 0) {
      const readings = this.readings(form);
      const plainTags = new Set(readings.filter((r) => !r.tags.includes('Fac')).map((r) => `${r.lemma}+${r.tags.join('+')}`));
      for (const r of readings) {
        if (r.tags.includes('Fac') && plainTags.has(`${r.lemma}+${r.tags.filter((t) => t !== 'Fac').join('+')}`)) continue;
        for (const g of this.generate(r.analysis)) {
          const given = fixPrefixVy(stressOf(g) ?? { spelled: g.replaceAll(ACUTE, '').replaceAll(GRAVE, ''), stress: null }, r);
          const v: { spelled: string; stress: number | null } = erratum(r.lemma, r.tags, given.spelled) ?? given;
          if (v.spelled.replaceAll('ё', 'е') !== plain) continue;
          // A word typed with ё is that word: never read it as its е twin.
          if (typedYo && v.spelled !== form.toLowerCase()) continue;
          const same = hit.find((x) => x.spelled === v.spelled && x.stress === v.stress);
          if (same) same.readings.push(r);
          else hit.push({ ...v, readings: [r] });
        }
      }
    }
    if (this.variantsCache.size >= CACHE_LIMIT) this.variantsCache = new Map();
    this.variantsCache.set(form, hit);
    return hit;
  }
}

/**
 * A perfective verb with the prefix вы- always stresses it (вы́шел); the generator writes the
 * past of выйти as «вышёл», the ё of шёл without the prefix's stress.
 */
function fixPrefixVy(v: { spelled: string; stress: number | null }, r: GiellaReading): { spelled: string; stress: number | null } {
  if (!r.lemma.startsWith('вы') || !r.tags.includes('V') || !r.tags.includes('Perf') || !v.spelled.startsWith('вы') || v.stress === 1) return v;
  return { spelled: v.spelled.replaceAll('ё', 'е'), stress: 1 };
}

/** `головы́` → {головы, 6}; `чёрный` → {чёрный, 1}; null when the form shows no stress. */
export function stressOf(generated: string): { spelled: string; stress: number } | null {
  const noGrave = generated.replaceAll(GRAVE, '');
  const acute = noGrave.indexOf(ACUTE);
  const spelled = noGrave.replaceAll(ACUTE, '');
  if (acute > 0) {
    // Two primary stresses (compounds): keep the last, the one a reader says.
    const last = noGrave.lastIndexOf(ACUTE);
    const before = noGrave.slice(0, last).replaceAll(ACUTE, '');
    return { spelled, stress: before.length - 1 };
  }
  const yo = spelled.indexOf('ё');
  if (yo >= 0) return { spelled, stress: yo };
  if (vowelCount(spelled) === 1) {
    const i = [...spelled].findIndex((ch) => vowelCount(ch) === 1);
    return { spelled, stress: i };
  }
  return null;
}

const POS_TAGS = new Set(['N', 'A', 'V', 'Adv', 'Pron', 'Det', 'Num', 'Pcle', 'CC', 'CS', 'Pr', 'Interj', 'Paren', 'Pred', 'Abbr', 'Po']);
const UD_CASE: Record<string, string> = { Nom: 'Nom', Gen: 'Gen', Gen2: 'Par', Dat: 'Dat', Acc: 'Acc', Ins: 'Ins', Loc: 'Loc', Loc2: 'Loc', Voc: 'Voc' };
const UD_GENDER: Record<string, string> = { Msc: 'Masc', Fem: 'Fem', Neu: 'Neut' };
const PARTICIPLES = new Set(['PrsAct', 'PrsPss', 'PstAct', 'PstPss']);

export function parseAnalysis(analysis: string): GiellaReading | null {
  const plus = analysis.search(/\+[A-Z]/u);
  if (plus <= 0) return null;
  const numbered = analysis.slice(0, plus);
  const lemma = numbered.replace(/[¹²³⁴⁵⁶⁷⁸⁹⁰]+$/u, '');
  const tags = analysis.slice(plus + 1).split('+').filter(Boolean);
  return { analysis, lemma, homonym: lemma !== numbered, tags, ud: toUd(tags) };
}

/** Giella's tags as a UD tag (the treebank notation homographs.json uses). */
export function toUd(allTags: string[]): UdTag {
  const lastDer = allTags.lastIndexOf('Der');
  const tags = lastDer >= 0 ? allTags.slice(0, 1).concat(allTags.slice(lastDer + 1).filter((t) => !t.startsWith('Der/'))) : allTags;
  const has = (t: string) => allTags.includes(t);
  const feats = new Map<string, string>();
  const first = tags.find((t) => POS_TAGS.has(t)) ?? '';
  let pos = 'X';
  const participle = allTags.find((t) => PARTICIPLES.has(t) || PARTICIPLES.has(t.replace('Der/', '')));
  if (first === 'V' && !(lastDer >= 0 && tags.includes('A'))) {
    pos = 'VERB';
    if (has('Inf')) feats.set('VerbForm', 'Inf');
    else if (participle && has('Adv')) feats.set('VerbForm', 'Conv');
    else if (participle) feats.set('VerbForm', 'Part');
    else feats.set('VerbForm', 'Fin');
    if (has('Imp')) feats.set('Mood', 'Imp');
    if (has('Pst') || participle?.includes('Pst')) feats.set('Tense', 'Past');
    else if (has('Prs') || participle?.includes('Prs')) feats.set('Tense', 'Pres');
    else if (has('Fut')) feats.set('Tense', 'Fut');
    if (participle && has('Pred')) feats.set('Variant', 'Brev');
    if (has('Perf')) feats.set('Aspect', 'Perf');
    else if (has('Impf')) feats.set('Aspect', 'Imp');
  } else if (first === 'V' || first === 'A') {
    pos = 'ADJ';
    if (has('Cmpar')) feats.set('Degree', 'Cmp');
    else if (has('Pred')) feats.set('Variant', 'Brev');
  } else if (first === 'N') pos = has('Prop') ? 'PROPN' : 'NOUN';
  else if (first === 'Adv') {
    pos = 'ADV';
    if (has('Cmpar')) feats.set('Degree', 'Cmp');
  } else if (first === 'Pred') pos = 'ADV';
  else if (first === 'Pron') pos = 'PRON';
  else if (first === 'Det') pos = 'DET';
  else if (first === 'Num') pos = 'NUM';
  else if (first === 'Pcle') pos = 'PART';
  else if (first === 'CC' || first === 'CS') pos = 'CONJ';
  else if (first === 'Pr') pos = 'ADP';
  else if (first === 'Interj') pos = 'INTJ';
  for (const t of allTags) {
    if (UD_CASE[t]) feats.set('Case', UD_CASE[t]);
    else if (UD_GENDER[t]) feats.set('Gender', UD_GENDER[t]);
    else if (t === 'Sg') feats.set('Number', 'Sing');
    else if (t === 'Pl') feats.set('Number', 'Plur');
    else if (/^(Sg|Pl)[123]$/u.test(t)) {
      feats.set('Number', t.startsWith('Sg') ? 'Sing' : 'Plur');
      feats.set('Person', t.slice(2));
    }
  }
  return { pos, feats };
}
