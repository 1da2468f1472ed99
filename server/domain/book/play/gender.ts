// Gender and age of a play's people, from what a reader of the play sees: the name («Ирина
// Николаевна Аркадина»: a woman's first name, patronymic and surname), the cast list's description
// («его дочь», «купец», «молодая девушка»), the label itself («Горничная», «Первый гость»), verbs in
// the remarks about them («(вошла)», «(смущённая)») and what they say of themselves («я устала»).
import type { Age, Gender } from '../../../contract/enums.ts';
import { analyzeWord, morphParses } from '../morphology.ts';
import { foldName, words } from '../text.ts';

export class GenderVotes {
  m = 0;
  f = 0;

  add(g: Gender | 'n' | 'pl' | null, weight: number): void {
    if (g === 'm') this.m += weight;
    else if (g === 'f') this.f += weight;
  }

  result(): Gender {
    if (this.m === this.f) return '';
    return this.m > this.f ? 'm' : 'f';
  }
}

const shortCache = new Map<string, Gender | null>();

/** Gender of a short adjective or participle in the singular («несчастна», «рад», «взволнована»). */
function shortFormGender(lower: string): Gender | null {
  const hit = shortCache.get(lower);
  if (hit !== undefined) return hit;
  let g: Gender | null = null;
  const parses = morphParses(lower);
  const top = parses[0]?.score ?? 0;
  for (const p of parses) {
    if (p.score < top * 0.5) continue;
    if ((p.tag.POS === 'ADJS' || p.tag.POS === 'PRTS') && p.tag.NMbr === 'sing') {
      g = p.tag.GNdr === 'masc' ? 'm' : p.tag.GNdr === 'femn' ? 'f' : null;
      break;
    }
  }
  shortCache.set(lower, g);
  return g;
}

/** Readings of a capitalised word as a name in the nominative: first name, patronymic, surname. */
export function nameGender(name: string, votes: GenderVotes, weight: number): void {
  for (const w of words(name)) {
    if (!/^\p{Lu}/u.test(w.text) || w.text.length < 2) continue;
    const form = w.text[0] + w.text.slice(1).toLowerCase();
    const info = analyzeWord(form);
    const nominative = info.names.filter((r) => r.case === 'nomn' && r.gender);
    const kinds = new Set(nominative.map((r) => r.kind));
    // A name the dictionary only guesses from its ending («Котэ», «Миха») counts for little.
    const sure = info.known ? weight : weight * 0.3;
    for (const kind of kinds) {
      const gs = new Set(nominative.filter((r) => r.kind === kind).map((r) => r.gender));
      if (gs.size === 1) votes.add([...gs][0], kind === 'last' ? sure * 0.7 : sure);
    }
    if (kinds.size === 0) votes.add(surnameGender(form), weight * 0.5);
  }
}

/**
 * Whose voice «Голос Аркадиной», «Голос Глумова» is: the name after it is in the genitive, so read it
 * as one (a nominative reading would take «Глумова» for a woman's surname).
 */
export function voiceOwnerGender(owner: string): Gender | null {
  const found = new Set<Gender>();
  for (const w of words(owner)) {
    if (!/^\p{Lu}/u.test(w.text) || w.text.length < 2) continue;
    const form = w.text[0] + w.text.slice(1).toLowerCase();
    const genitive = new Set(analyzeWord(form).names.filter((r) => r.case === 'gent' && r.gender).map((r) => r.gender));
    if (genitive.size === 1) found.add([...genitive][0]);
    else if (genitive.size === 0) {
      const f = foldName(form);
      if (/(?:овой|евой|ёвой|иной|ыной|ской|цкой)$/.test(f)) found.add('f');
      else if (/(?:ова|ева|ёва|ина|ына|ского|цкого)$/.test(f)) found.add('m');
    }
  }
  return found.size === 1 ? [...found][0] : null;
}

/**
 * Names the dictionary does not know, by their ending: surnames («-ова» f, «-ов» m), and a word that
 * ends in a consonant is a man's («Калхант», «Фокстротчик»; «Кякива», «Котэ» say nothing).
 */
function surnameGender(form: string): Gender | null {
  const w = foldName(form);
  if (/(?:ова|ева|ёва|ина|ына|ская|цкая|ая)$/.test(w)) return 'f';
  if (/(?:ов|ев|ёв|ин|ын|ский|цкий|ой|ый|ий)$/.test(w)) return 'm';
  if (/[бвгджзклмнпрстфхцчшщ]$/.test(w)) return 'm';
  return null;
}

// Nouns that say who someone is, and their gender, read before the dictionary (which gives «врач»,
// «судья» one grammatical gender whatever the person's).
const COMMON_GENDER = new Set(['сирота', 'судья', 'коллега', 'пьяница', 'умница', 'невежа', 'неряха', 'сластена']);

/**
 * The gender a description or a label gives: its first noun (or adjective used as one) in the
 * nominative that names a person — «его дочь» f, «поручик в отставке» m, «Горничная» f,
 * «Первый гость» m. Words after a preposition («по мужу») or in another case («дочь помещика») do not count.
 */
export function phraseGender(phrase: string): Gender | null {
  const ws = words(phrase);
  let afterPreposition = false;
  for (const w of ws.slice(0, 8)) {
    const lower = w.text.toLowerCase();
    const info = analyzeWord(lower);
    if (info.pos === 'PREP') {
      afterPreposition = true;
      continue;
    }
    if (afterPreposition) {
      afterPreposition = false;
      continue;
    }
    if (COMMON_GENDER.has(lower)) return null;
    // Only words the dictionary knows: a guess from the ending («Миха» as a woman's noun) is no evidence.
    if (!info.known) continue;
    if (info.animateNom?.gender) return info.animateNom.gender;
    if (info.adjNom === 'm' || info.adjNom === 'f') {
      // «молодая девушка», «управляющий у Сорина»: an adjective agrees with its noun or stands for it;
      // but a thing named for who wears it («Первая бекеша», «Синий армяк») says nothing of them.
      const noun = ws[ws.indexOf(w) + 1];
      if (noun && inanimateNoun(noun.text.toLowerCase())) return null;
      return info.adjNom;
    }
  }
  return null;
}

/** A noun that is only ever a thing («бекеша», «армяк»), not a person. */
function inanimateNoun(lower: string): boolean {
  const parses = morphParses(lower);
  return parses.length > 0 && parses[0].tag.POS === 'NOUN' && parses.every((p) => p.tag.POS !== 'NOUN' || p.tag.anim !== true) && !analyzeWord(lower).animateNom;
}

/**
 * A remark about the speaker («(вошла)», «(смущённо, садясь)», «(взволнованная)»): the gender of a past
 * verb, a short form or an adjective among its first words, when no other subject comes before it.
 */
export function remarkGender(remark: string): Gender | null {
  for (const w of words(remark).slice(0, 3)) {
    const lower = w.text.toLowerCase();
    const info = analyzeWord(lower);
    // «(Никита входит.)», «(Гончарова уходит.)»: a name or a noun first is someone else the remark is about.
    if (/^\p{Lu}/u.test(w.text)) {
      const named = analyzeWord(w.text[0] + w.text.slice(1).toLowerCase());
      if (w.start > 0 || named.names.length > 0 || !named.known) return null;
    }
    if (!info.known) return null;
    if (info.past === 'm' || info.past === 'f') return info.past;
    const short = shortFormGender(lower);
    if (short) return short;
    if ((info.pos === 'ADJF' || info.pos === 'PRTF') && (info.adjNom === 'm' || info.adjNom === 'f')) return info.adjNom;
    // «(тихо, смущенно) …»: how it is done comes first; anything else («садясь» and its object) ends the search.
    if (info.pos !== 'ADVB' && info.pos !== 'CONJ') return null;
  }
  return null;
}

/** «Я устала», «я был там», «я рада», «я сама»: the speaker's own gender, from the speech. */
export function selfGender(speech: string, votes: GenderVotes): void {
  const re = /(?:^|[\s«"(—–-])[Яя]\s+(?:(?:же|ведь|уж|уже|тоже|и|не|ни|вот|так|сам|сама|очень|совсем|просто|давно|всегда|никогда)\s+){0,2}([\p{Ll}]+)/gu;
  for (const m of speech.matchAll(re)) {
    const lower = m[1];
    const between = m[0].toLowerCase().split(/[^\p{L}]+/u);
    if (between.includes('сама')) votes.add('f', 1);
    else if (between.includes('сам')) votes.add('m', 1);
    const info = analyzeWord(lower);
    if (info.past === 'm' || info.past === 'f') votes.add(info.past, 1.5);
    else votes.add(shortFormGender(lower), 1.5);
  }
}

const AGE_WORDS: Record<string, Age> = {
  мальчик: 'child', девочка: 'child', ребенок: 'child', дитя: 'child', малютка: 'child', сынок: 'child', дочурка: 'child',
  молодой: 'young', молодая: 'young', юноша: 'young', девушка: 'young', барышня: 'young', студент: 'young', студентка: 'young',
  гимназист: 'young', гимназистка: 'young', парень: 'young', девица: 'young', юный: 'young', юная: 'young', кадет: 'young',
  // A son or daughter a cast list names («Маша, его дочь») is of the young generation of the play, not its elders.
  сын: 'young', дочь: 'young', внук: 'young', внучка: 'young',
  старик: 'old', старуха: 'old', старый: 'old', старая: 'old', дед: 'old', дедушка: 'old', бабушка: 'old', бабка: 'old',
  старушка: 'old', старичок: 'old', пожилой: 'old', пожилая: 'old', седой: 'old',
};

const NUMBER_WORDS: Record<string, number> = {
  десяти: 10, двенадцати: 12, пятнадцати: 15, семнадцати: 17, восемнадцати: 18, двадцати: 20, тридцати: 30, сорока: 40,
  пятидесяти: 50, шестидесяти: 60, семидесяти: 70, восьмидесяти: 80, девяноста: 90,
};

/** Age from a cast description: «старуха 70-ти лет», «лет сорока», «молодой человек», «гимназист». */
export function descriptionAge(description: string): Age {
  const years = /(\d{1,3})(?:-\S+)?\s+(?:лет|года?)(?!\p{L})|(?<!\p{L})лет\s+(\d{1,3})/u.exec(description);
  const spelled = /(?<!\p{L})(?:лет\s+(\p{L}+)|(\p{L}+)\s+лет)(?!\p{L})/u.exec(description);
  const n = years ? Number(years[1] ?? years[2]) : spelled ? NUMBER_WORDS[foldName(spelled[1] ?? spelled[2])] : undefined;
  if (n !== undefined && n > 0) return n < 14 ? 'child' : n < 30 ? 'young' : n < 60 ? 'adult' : 'old';
  for (const w of words(description)) {
    const age = AGE_WORDS[foldName(w.text)];
    if (age) return age;
  }
  return '';
}
