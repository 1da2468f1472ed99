// Russian morphology through `az` (OpenCorpora dictionaries, pymorphy2's format): lemmas,
// cases, genders, and name/patronymic/surname tags. Loaded once; every lookup is cached by word
// form, so a 3-million-character book asks az about each distinct form once at most.
import Az, { type AzParse } from 'az';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Gender } from '../../contract/enums.ts';
import { remember } from './bounded-cache.ts';

let ready: Promise<void> | null = null;
let loaded = false;

/** Loads az's dictionaries (node_modules/az/dicts, ~11 MB) once; later calls share the promise. */
export function initMorphology(): Promise<void> {
  if (ready) return ready;
  const require = createRequire(import.meta.url);
  const dicts = join(dirname(require.resolve('az/package.json')), 'dicts');
  ready = new Promise<void>((resolve, reject) => {
    Az.Morph.init(dicts, (err) => {
      if (err) {
        ready = null;
        reject(err instanceof Error ? err : new Error(String(err)));
        return;
      }
      loaded = true;
      resolve();
    });
  });
  return ready;
}

export function morphologyReady(): boolean {
  return loaded;
}

export type NameKind = 'first' | 'patr' | 'last';

export interface NameReading {
  kind: NameKind;
  /** Nominative singular, capitalised, e.g. «Иван» for «Ване»… (ё kept as az prints it). */
  nominative: string;
  gender: Gender;
  case: string;
}

export interface WordInfo {
  /** Lower-case dictionary form of the most likely reading. */
  lemma: string;
  /** Part of speech of the most likely reading (NOUN, VERB, ADJF, GRND, NPRO, …). */
  pos: string;
  /** True when az found the form in its dictionary (not guessed from the ending). */
  known: boolean;
  /** Readings as a first name, patronymic or surname (only for capitalised input). */
  names: NameReading[];
  /** Some likely reading is a place or an organisation. */
  geo: boolean;
  /** Finite verb in the past tense: its gender ('pl' for plural). */
  past: Gender | 'n' | 'pl' | null;
  /** Finite verb in present/future: its person and number, e.g. '3sing'. */
  personNumber: string | null;
  /** Lemma of the most likely VERB/INFN/GRND reading, if any. */
  verbLemma: string | null;
  /** A common animate noun that can be nominative singular here (слуга, старуха): its lemma and gender. */
  animateNom: { lemma: string; gender: Gender } | null;
  /** The most likely reading is a common animate noun in the singular, any case (ямщика, старухе). */
  animate: { lemma: string; gender: Gender } | null;
  /** Cases any noun/pronoun reading of the form can have. */
  cases: Set<string>;
  /** Some reading is an adjective/participle in the nominative singular: its gender. */
  adjNom: Gender | 'n' | null;
  /** The most likely reading is plural. */
  plural: boolean;
  /** The most likely reading is an inanimate noun (монастырь, проспект). */
  inanimateNoun: boolean;
}

const cache = new Map<string, WordInfo>();
/** Crime and Punishment with six more books (2 M characters) meet ~47k word forms; a reading kept costs ~0.2 KB (az's own ~0.45 KB). */
const WORD_FORMS_KEPT = 250_000;
const PARSES_KEPT = 50_000;
const DICTIONARY_ONLY = { parsers: ['Dictionary'] };

// az's own defaults run every guesser even on a word its dictionary knows; the rules read every word
// of the narration, so a known word stops at the dictionary (a few times faster, same readings).
const PARSE = {
  parsers: [
    'Dictionary', 'AbbrName?', 'AbbrPatronymic', 'IntNumber', 'RealNumber', 'Punctuation', 'RomanNumber?', 'Latin',
    'HyphenParticle', 'HyphenAdverb', 'HyphenWords', 'PrefixKnown', 'PrefixUnknown?', 'SuffixKnown?', 'Abbr',
  ],
};

function gender(g: unknown, tag?: { [grammeme: string]: unknown }): Gender {
  // «бродяга», «сирота»: nouns of common gender say nothing of the person's sex.
  if (tag?.['Ms-f']) return '';
  return g === 'masc' ? 'm' : g === 'femn' ? 'f' : '';
}

/** Masculine patronymics' paradigm in az has the father's name as lemma: rebuild «Петрович». */
function patronymicNominative(word: string, g: Gender, inflected: string): string {
  if (g === 'f') return inflected;
  const m = /^(.*[иы]ч)(?:а|у|ем|е|ом)?$/iu.exec(word);
  return m ? m[1] : word;
}

/**
 * Spoken patronymics are the same name as the written ones: «Васильич» = «Васильевич»,
 * «Иваныч» = «Иванович», «Николавна» = «Николаевна».
 */
export function fullPatronymic(p: string): string {
  return p
    .replace(/ьич$/u, 'ьевич').replace(/([ая])ич$/u, '$1евич').replace(/ыч$/u, 'ович').replace(/([ео])ич$/u, '$1евич')
    .replace(/ьевна$/u, 'ьевна').replace(/авна$/u, 'аевна').replace(/ишна$/u, 'ична');
}

/**
 * Books print «Алена» for «Алёна», and az then finds only «Ален» (genitive of a man's name):
 * a capitalised word with е is also looked up with ё, for its name readings only.
 */
function yoNameParses(form: string): AzParse[] {
  if (!/^[А-ЯЁ]/.test(form) || !form.includes('е')) return [];
  const out: AzParse[] = [];
  for (let i = form.indexOf('е'); i >= 0; i = form.indexOf('е', i + 1)) {
    const variant = `${form.slice(0, i)}ё${form.slice(i + 1)}`;
    for (const p of Az.Morph(variant, DICTIONARY_ONLY)) {
      if (p.parser === 'Dictionary' && (p.tag.Name || p.tag.Surn || p.tag.Patr)) out.push(p);
    }
  }
  return out;
}

/** az's normalize() can fail on guessed words; fall back to the form itself. */
function lemmaOf(p: AzParse, form: string): string {
  const n = p.normalize() as AzParse | false | undefined;
  if (n && typeof n.word === 'string') return n.word;
  return typeof p.word === 'string' ? p.word.toLowerCase() : form.toLowerCase();
}

/** Morphological facts about one word form (case of the first letter matters: names are capitalised). */
export function analyzeWord(form: string): WordInfo {
  const hit = cache.get(form);
  if (hit) return hit;
  if (!loaded) throw new Error('initBookPipeline() must finish before analysis (az dictionaries not loaded)');
  const parses = Az.Morph(form, PARSE);
  const best = parses[0];
  const info: WordInfo = {
    lemma: best ? lemmaOf(best, form) : form.toLowerCase(),
    pos: best?.tag.POS ?? '',
    known: best?.parser === 'Dictionary',
    names: [],
    geo: false,
    past: null,
    personNumber: null,
    verbLemma: null,
    animateNom: null,
    animate: best?.tag.POS === 'NOUN' && best.tag.anim === true && best.tag.NMbr === 'sing' && !best.tag.Name && !best.tag.Surn && !best.tag.Patr
      ? { lemma: lemmaOf(best, form), gender: gender(best.tag.GNdr, best.tag) } : null,
    cases: new Set(),
    adjNom: null,
    plural: best?.tag.NMbr === 'plur',
    inanimateNoun: best?.tag.POS === 'NOUN' && best.tag.inan === true,
  };
  const top = best ? best.score : 0;
  for (const p of [...parses, ...yoNameParses(form)]) {
    const t = p.tag;
    // Readings far less likely than the best one are noise from the guessers.
    if (p.parser !== 'Dictionary' && p.score < top * 0.3) continue;
    const pos = t.POS;
    if ((pos === 'NOUN' || pos === 'NPRO') && typeof t.CAse === 'string') info.cases.add(t.CAse);
    if (t.Geox || t.Orgn) info.geo = info.geo || p.score >= top * 0.5;
    if (pos === 'NOUN' && (t.Name || t.Patr || t.Surn) && t.NMbr !== 'plur') {
      const kind: NameKind = t.Name ? 'first' : t.Patr ? 'patr' : 'last';
      const g = gender(t.GNdr);
      const nom = p.inflect(g ? ['nomn', 'sing', String(t.GNdr)] : ['nomn', 'sing']);
      let nominative = nom && typeof nom.word === 'string' ? nom.word : form;
      if (kind === 'patr') nominative = fullPatronymic(patronymicNominative(form, g, nominative));
      info.names.push({ kind, nominative: nominative[0].toUpperCase() + nominative.slice(1), gender: g, case: String(t.CAse ?? '') });
    }
    if (pos === 'VERB' && info.verbLemma === null && p.score >= top * 0.5) {
      info.verbLemma = lemmaOf(p, form);
      if (t.TEns === 'past') info.past = t.NMbr === 'plur' ? 'pl' : t.GNdr === 'neut' ? 'n' : gender(t.GNdr);
      else if (typeof t.PErs === 'string') info.personNumber = `${t.PErs[0]}${String(t.NMbr ?? '')}`;
    }
    if ((pos === 'GRND' || pos === 'INFN') && info.verbLemma === null && p === best) info.verbLemma = lemmaOf(p, form);
    // «кулак» is a fist far more often than a man: an unlikely animate reading is no person.
    if (info.pos === 'NOUN' && pos === 'NOUN' && t.anim && t.CAse === 'nomn' && t.NMbr === 'sing' && !t.Name && !t.Surn && !t.Patr && info.animateNom === null && p.score >= top * 0.6) {
      info.animateNom = { lemma: lemmaOf(p, form), gender: gender(t.GNdr, t) };
    }
    if ((pos === 'ADJF' || pos === 'PRTF') && t.CAse === 'nomn' && t.NMbr === 'sing' && info.adjNom === null) {
      info.adjNom = t.GNdr === 'neut' ? 'n' : gender(t.GNdr);
    }
  }
  return remember(cache, form, info, WORD_FORMS_KEPT);
}

const defaultParses = new Map<string, readonly AzParse[]>();

/**
 * az's readings of a form with its own default parsers (what the play rules ask of a label's words).
 * Cached per form: a play asks about the same label in replica after replica. Sharing the readings is
 * safe: az never changes a reading once made (inflect and normalize return new ones), and the array is
 * readonly so no caller reorders it.
 */
export function morphParses(form: string): readonly AzParse[] {
  let out = defaultParses.get(form);
  if (!out) out = remember(defaultParses, form, Az.Morph(form), PARSES_KEPT);
  return out;
}

/**
 * A capitalised adjective read as a surname («Завьяловский», «Завьяловскому», «Кобрицкая»): one
 * reading per case and sex its adjective parses allow, the nominative rebuilt for that sex, so that
 * «к Аристарху Завьяловский» stays two people (the parts of a name share a case).
 */
export function adjectiveSurnameReadings(form: string): NameReading[] {
  const out: NameReading[] = [];
  for (const p of Az.Morph(form.toLowerCase(), PARSE)) {
    const t = p.tag;
    if ((t.POS !== 'ADJF' && t.POS !== 'PRTF') || t.NMbr !== 'sing' || (t.GNdr !== 'masc' && t.GNdr !== 'femn')) continue;
    const nom = p.inflect(['nomn', 'sing', String(t.GNdr)]);
    if (!nom || typeof nom.word !== 'string') continue;
    const reading: NameReading = { kind: 'last', nominative: nom.word[0].toUpperCase() + nom.word.slice(1), gender: gender(t.GNdr), case: String(t.CAse ?? '') };
    if (!out.some((r) => r.case === reading.case && r.gender === reading.gender)) out.push(reading);
  }
  return out;
}

/**
 * A word as a verb, read in its lower case unless it is a name: az guesses «павел», «данила»,
 * «фекла» as past verbs, «пелагея» as a gerund; a capitalised word with a name reading is the name.
 */
export function asVerb(form: string): WordInfo | null {
  const c = form[0];
  if (c !== undefined && c !== c.toLowerCase() && analyzeWord(form).names.length > 0) return null;
  return analyzeWord(form.toLowerCase());
}

// A name az does not know declines like a known name with the same ending: «Кочуровым» as «Петровым»,
// «Ортезию» as «Аркадию» or «Марии». The stem is swapped for the known name's, az reads that form, and the
// readings keep the word's own stem; an ending two names share («-ия»: his genitive, her nominative) gives both.
const ANALOGS: Array<{ ending: RegExp; stem: string; kind: NameKind; sexless?: boolean; beside?: boolean }> = [
  { ending: /(?:ов|ёв)(?:а|у|ым|ом|е|ой|ою)?$/u, stem: 'Петр', kind: 'last' },
  { ending: /ев(?:а|у|ым|ом|е|ой|ою)?$/u, stem: 'Алексе', kind: 'last' },
  { ending: /ин(?:а|у|ым|ом|е|ой|ою)?$/u, stem: 'Пушк', kind: 'last' },
  { ending: /(?:ий|ия|ию|ием|ии)$/u, stem: 'Аркад', kind: 'first' },
  { ending: /(?:ия|ии|ию|ией|иею)$/u, stem: 'Мар', kind: 'first' },
  // «Зорбей», «Зорбея»: a man's first name in «-ей» as «Матвей» — beside, not instead of, the woman's
  // instrumental «-ей» below («Ирдей» as «Таней»): which one the book means, its other forms say;
  // «Лягумай» as «Николай».
  { ending: /(?:ей|ея|ею|еем|ее)$/u, stem: 'Матв', kind: 'first', beside: true },
  { ending: /(?:ай|ая|аю|аем|ае)$/u, stem: 'Никол', kind: 'first', beside: true },
  // «Ирда», «Ирдой»: the cases of «Анна», «Ольга», «Маша», «Таня», «Дарья»; not their sex, as «Никита»,
  // «Фома» and a man's diminutive decline so too (the verbs give the sex). Not the endings a foreign
  // indeclinable name has after a plain consonant («Жюли», «Рене»).
  { ending: /(?<=[гк])(?:а|и|у|ой|ою)$/u, stem: 'Ольг', kind: 'first', sexless: true },
  { ending: /(?<=[жшч])(?:а|и|у|ей|ею)$/u, stem: 'Маш', kind: 'first', sexless: true },
  { ending: /(?<=[бвдзлмнпрст])(?:а|ы|у|ой|ою)$/u, stem: 'Анн', kind: 'first', sexless: true },
  { ending: /(?<=[бвдзлмнпрст])(?:я|ю|ей|ею)$/u, stem: 'Тан', kind: 'first', sexless: true },
  { ending: /(?<=ь)(?:я|и|ю|ей|ею)$/u, stem: 'Дарь', kind: 'first', sexless: true },
];

const SURNAME_SHAPED = /(?:ов|ев|ёв|ин|ын)(?:а|у|ы|ым|ом|е|ой|ою|ых|ыми)$/u;

const analogCache = new Map<string, NameReading[]>();

/**
 * The readings of a capitalised word az does not know, taken from known names of the same ending.
 * Cached per form, as analyzeWord is: an unknown name comes back in every paragraph that has it.
 */
export function analogNameReadings(form: string): NameReading[] {
  let out = analogCache.get(form);
  if (!out) out = remember(analogCache, form, readAnalogs(form), PARSES_KEPT);
  return out;
}

function readAnalogs(form: string): NameReading[] {
  const out: NameReading[] = [];
  let blocked = false;
  for (const a of ANALOGS) {
    const m = a.ending.exec(form);
    if (!m || m.index < 2) continue;
    // «Кочурова», «Кочуровы» are a surname's forms, not a first name in «-а».
    if (a.sexless && (blocked || SURNAME_SHAPED.test(form))) break;
    const before = out.length;
    const tail = m[0].replace(/ё/gu, 'е');
    const own = form.slice(0, m.index);
    for (const r of analyzeWord(a.stem + tail).names) {
      if (r.kind === a.kind && r.nominative.startsWith(a.stem)) out.push({ ...r, nominative: own + r.nominative.slice(a.stem.length), gender: a.sexless ? '' : r.gender });
    }
    if (!a.beside && out.length > before) blocked = true;
  }
  return out;
}
