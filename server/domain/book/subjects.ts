// Who the sentences of narration are about: the subject of each finite verb («Аркадий покраснел»,
// «он запнулся», «ямщик поскакал», «я взглянул»). The attribution follows them: a pronoun in a tag
// means the person the last sentences were about, and «Николай Петрович покраснел. — Не называй…»
// gives the speech to the man who blushed.
import type { Gender } from '../../contract/enums.ts';
import { descriptionBase, KIN } from './descriptions.ts';
import { analyzeWord, asVerb } from './morphology.ts';
import type { Mention } from './names.ts';
import { foldName, isCapitalized, words, type WordToken } from './text.ts';

export type Referent =
  | { kind: 'name'; mention: Mention }
  | { kind: 'pronoun'; person: 1 | 3; gender: Gender }
  | { kind: 'noun'; lemma: string; gender: Gender };

export interface Subject {
  referent: Referent;
  /** Offset of the subject word in the text. */
  start: number;
  /** Offset of the sentence it belongs to. */
  sentence: number;
  /** The sex its verb demands («Швабрин сохранил»: a man), '' for a plural or present verb. */
  verbGender?: Gender;
}

const PRONOUNS: Record<string, { person: 1 | 3; gender: Gender }> = {
  я: { person: 1, gender: '' }, он: { person: 3, gender: 'm' }, она: { person: 3, gender: 'f' },
};

// Nouns that are people grammatically but never characters here.
const NOT_CHARACTERS = new Set([
  'бог', 'господь', 'черт', 'чёрт', 'дьявол', 'бес', 'человек', 'люди', 'кто', 'никто', 'некто', 'всякий', 'каждый',
  'народ', 'публика', 'толпа', 'читатель', 'автор', 'сочинитель', 'писатель', 'лицо', 'персона', 'особа',
]);

/**
 * «молодой человек»; «значительное лицо» and «значительный человек» are one person, named the
 * first way («значительный человек»).
 */
export function describedBy(adjective: string): string {
  return `${adjective} человек`;
}

/** The singular lemma and gender of a plural animate noun («мальчиков» → мальчик). */
function singularOf(word: string): { lemma: string; gender: Gender } | null {
  const lemma = analyzeWord(word).lemma;
  const one = analyzeWord(lemma);
  return one.animateNom ? { lemma: one.animateNom.lemma, gender: one.animateNom.gender } : null;
}

const PARTICLES = new Set(['фон', 'де', 'ван', 'дон', 'ди', 'дю', 'ла', 'ле', 'дель', 'делла']);

// Words for age or sex that stand before the word saying who someone is («старик смотритель»).
const AGE_WORDS = new Set(['старик', 'старуха', 'старичок', 'старушка', 'мальчик', 'девочка', 'мальчишка', 'девчонка', 'женщина', 'мужчина', 'юноша', 'девушка']);

const MAYBE_FINITE = /(?:л|ла|ло|ли|лся|лась|лось|лись|т|тся|ть)$/u;

const POSSESSIVE = new Set(['его', 'ее', 'её', 'их', 'мое', 'моё', 'твое', 'твоё', 'свое', 'своё', 'наше', 'ваше', 'это', 'то', 'мой', 'твой', 'свой', 'наш', 'ваш', 'этот', 'тот']);

/** The sentences of `text`, as [start, end) offsets. */
export function sentences(text: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const re = /[.!?…]+["»”']?(?=\s+["«„“'(—–-]*[А-ЯЁA-Z]|\s*$)/gu;
  let from = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    const end = m.index + m[0].length;
    if (text.slice(from, end).trim()) out.push([from, end]);
    from = end;
  }
  if (text.slice(from).trim()) out.push([from, text.length]);
  return out;
}

/** Subjects of the finite verbs of `text` in reading order; `mentions` are the names found in it. */
export function subjectsOf(text: string, mentions: Mention[]): Subject[] {
  const out: Subject[] = [];
  for (const [from, to] of sentences(text)) {
    const ws = words(text.slice(from, to)).map((w) => ({ ...w, start: w.start + from, end: w.end + from }));
    const taken = new Set<number>();
    for (const [i, w] of ws.entries()) {
      // Finite verbs end so (-л, -ла, -ли, -лся, -ет, -ит, -ется…): no need to ask az about the rest.
      if (!MAYBE_FINITE.test(w.text)) continue;
      const info = asVerb(w.text);
      if (info === null || info.pos !== 'VERB' || (info.past === null && !info.personNumber?.startsWith('3'))) continue;
      if (info.past === 'n') continue;
      if (info.past === 'pl' || info.personNumber?.endsWith('plur')) {
        out.push(...jointSubjects(text, ws, i, mentions, taken).map((x) => ({ ...x, sentence: from })));
        continue;
      }
      const gender: Gender = info.past === 'm' || info.past === 'f' ? info.past : '';
      const found = subjectNear(text, ws, i, mentions, gender, taken);
      if (found) out.push({ ...found, sentence: from, verbGender: gender });
    }
  }
  return out;
}

/** «Иван и Петр стояли у ворот»: names joined by «и» before a plural verb are its subjects, each. */
function jointSubjects(text: string, ws: WordToken[], verb: number, mentions: Mention[], taken: Set<number>): Array<{ referent: Referent; start: number }> {
  const out: Array<{ referent: Referent; start: number }> = [];
  let sawAnd = false;
  for (let j = verb - 1; j >= Math.max(0, verb - 8); j--) {
    if (crossesClause(text, ws[verb], ws[j]) || taken.has(j)) break;
    const lower = ws[j].text.toLowerCase();
    if (lower === 'и') {
      sawAnd = true;
      continue;
    }
    const mention = mentions.find((m) => m.start <= ws[j].start && ws[j].end <= m.end);
    if (mention && (mention.cases.size === 0 || mention.cases.has('nomn'))) {
      if (mention.start === ws[j].start) {
        out.unshift({ referent: { kind: 'name', mention }, start: ws[j].start });
        taken.add(j);
      }
      continue;
    }
    if (out.length > 0) break;
  }
  return sawAnd && out.length >= 2 ? out : [];
}

/**
 * The subject of the verb ws[verb]: the nearest agreeing nominative in its clause, before the verb
 * first (narration is mostly subject–verb), then the two words after it («сказал Иван»).
 */
export function subjectNear(
  text: string, ws: WordToken[], verb: number, mentions: Mention[], gender: Gender, taken: Set<number>, after = false,
): { referent: Referent; start: number } | null {
  const order: number[] = [];
  const before = (k: number) => { for (let j = verb - 1; j >= Math.max(0, verb - k); j--) order.push(j); };
  const behind = (k: number) => { for (let j = verb + 1; j <= Math.min(ws.length - 1, verb + k); j++) order.push(j); };
  // After the speech the subject may come far behind its verb («говорил … юношеским голосом Аркадий»),
  // but a pronoun right before it is its subject («— и, не разжимая рук, она отодвинула от него лицо»).
  const pronounFirst = after && verb > 0 && PRONOUNS[ws[verb - 1].text.toLowerCase()] !== undefined && !crossesClause(text, ws[verb], ws[verb - 1]);
  if (pronounFirst) order.push(verb - 1);
  if (after) { behind(25); before(10); } else { before(10); behind(2); }
  for (const j of order) {
    if (taken.has(j)) continue;
    const w = ws[j];
    if (crossesClause(text, ws[verb], w) && !(j < verb && relativeBetween(text, w, ws[verb]))) continue;
    if (inGerundPhrase(text, ws, j, verb)) continue;
    const r = referentAt(text, ws, j, mentions, gender);
    if (r === 'stop') break;
    if (r) {
      taken.add(j);
      return { referent: r, start: r.kind === 'name' ? r.mention.start : w.start };
    }
  }
  return null;
}

/**
 * «Базаров, который встал было навстречу Павлу Петровичу, присел на край стола»: a relative clause set
 * off by commas between a subject and its verb is the subject's, and the verb's subject is before it.
 */
function relativeBetween(text: string, subject: WordToken, verb: WordToken): boolean {
  return RELATIVE_BETWEEN.test(text.slice(subject.end, verb.start));
}

/**
 * «мать, взяв за руку дочь свою, сказала ей»: a word in a gerund's phrase (set off by commas, the
 * gerund first) is its object, never the subject of the verb outside it.
 */
export function inGerundPhrase(text: string, ws: WordToken[], j: number, verb: number): boolean {
  const commaBefore = (k: number) => k > 0 && text.slice(ws[k - 1].end, ws[k].start).includes(',');
  let from = j;
  while (from > 0 && !commaBefore(from)) from--;
  let to = j;
  while (to + 1 < ws.length && !commaBefore(to + 1)) to++;
  if (!commaBefore(from) || (verb >= from && verb <= to)) return false;
  // «, Пелагея Фоминична.»: a capital is a name's («пелагея» would be guessed a gerund of «пелагеть»).
  return !isCapitalized(ws[from].text) && analyzeWord(ws[from].text.toLowerCase()).pos === 'GRND';
}

// A word after a preposition is its object, never a subject («она отодвинула от Базарова лицо»).
const PREPOSITIONS = new Set(['от', 'ото', 'к', 'ко', 'с', 'со', 'у', 'в', 'во', 'на', 'о', 'об', 'обо', 'по', 'за', 'из', 'изо', 'для', 'без', 'до', 'при', 'про', 'через', 'над', 'под', 'перед', 'пред', 'между', 'около', 'возле', 'мимо', 'после', 'против']);
/** «, который …,» (a preposition before «который» too) and nothing else between a subject and its verb. */
const RELATIVE_BETWEEN = new RegExp(`^\\s*,\\s*(?:(?:${[...PREPOSITIONS].join('|')})\\s+)?(?:котор|чей\\s|чья\\s|чь[её]\\s|чьи\\s)[^.!?;:()—–,]*,\\s*$`, 'u');
/** A comma, then a word opening another clause after the verb («, и», «, что», «, от которого»). */
const CLAUSE_AFTER = new RegExp(`,\\s*(?:(?:${[...PREPOSITIONS].join('|')})\\s+)?(?:и|а|что|чтобы|когда|котор[а-я]+|чей|чья|чьи|где|если|хотя|пока|потому)\\s`, 'u');

/**
 * A subject and its verb are in one clause: no sentence end, «, и», «, что», dash between. Behind the
 * verb of a tag («— Да, — продолжал, как бы говоря с самим собой, Павел Петрович») commas part nothing.
 */
export function crossesClause(text: string, a: WordToken, b: WordToken): boolean {
  const between = text.slice(Math.min(a.end, b.end), Math.max(a.start, b.start));
  if (/[.!?;:]|[—–]|\s-\s/.test(between)) return true;
  // «произнес голос, от которого я затрепетал»: a relative clause, a preposition before «который» too.
  if (b.start > a.start) return CLAUSE_AFTER.test(between);
  return /[()]|,\s*(?:и|а|но|что|чтобы|когда|который|которая|которые|которого|как|где|если|хотя|пока|потому)\s/u.test(between);
}

/**
 * «отвечала Кукшина»: a bare surname az reads both ways (the man's genitive «Кукшина», the woman's
 * nominative) agrees with a verb of either sex.
 */
function surnameCanBe(mention: Mention, gender: Gender): boolean {
  if (mention.sentenceStart || mention.first || mention.patr || !mention.lastAlts || mention.lastAlts.length < 2) return false;
  return mention.lastAlts.some((form) => (/[ая]$/u.test(form) ? 'f' : 'm') === gender);
}

/**
 * A bare surname read two ways is a nominative only as written: «Раскольникова» is the woman's
 * nominative or the man's genitive, so with «проговорил» it is not the subject («посмотрел на
 * Раскольникова и проговорил»), with «отвечала» it is.
 */
function nominativeSex(mention: Mention): Gender | null {
  if (mention.first || mention.patr || !mention.lastAlts || mention.lastAlts.length < 2) return null;
  const word = foldName(mention.text);
  return mention.lastAlts.includes(word) ? (/[ая]$/u.test(word) ? 'f' : 'm') : null;
}


function referentAt(text: string, ws: WordToken[], j: number, mentions: Mention[], gender: Gender): Referent | 'stop' | null {
  const w = ws[j];
  const mention = mentions.find((m) => m.start <= w.start && w.end <= m.end);
  if (mention && j > 0 && mention.start === w.start && PREPOSITIONS.has(ws[j - 1].text.toLowerCase()) && !/[,.;:!?—–]/.test(text.slice(ws[j - 1].end, w.start))) return null;
  if (mention) {
    const nominative = mention.cases.size === 0 || mention.cases.has('nomn');
    const asWritten = nominativeSex(mention);
    const agrees = !gender || (asWritten ? asWritten === gender : !mention.gender || mention.gender === gender || surnameCanBe(mention, gender));
    return nominative && agrees ? { kind: 'name', mention } : null;
  }
  const lower = w.text.toLowerCase();
  const pr = PRONOUNS[lower];
  if (pr) {
    if (pr.person === 3 && gender && pr.gender !== gender) return null;
    return { kind: 'pronoun', ...pr };
  }
  if (lower === 'мы' || lower === 'они' || lower === 'вы' || lower === 'ты') return 'stop';
  // «крикнул кто-то из вошедших»: someone the text does not name.
  if (lower === 'кто-то' || lower === 'кто-нибудь') return { kind: 'noun', lemma: lower, gender };
  // «сказал один из них»: one of a group the narration has just shown, someone it does not name.
  if ((lower === 'один' || lower === 'одна') && ws[j + 1]?.text.toLowerCase() === 'из' && ws[j + 2]?.text.toLowerCase() === 'них') {
    return { kind: 'noun', lemma: `${lower} из них`, gender: gender || (lower === 'одна' ? 'f' : 'm') };
  }
  // «что он ничуть не гордец»: a predicate, not the subject.
  const previous = ws[j - 1]?.text.toLowerCase();
  if (previous === 'не' || previous === 'ни') return null;
  // «один из мальчиков», «другой из гостей»: one of them, described by the plural noun.
  if ((lower === 'один' || lower === 'одна' || lower === 'другой') && ws[j + 1]?.text.toLowerCase() === 'из' && ws[j + 2]) {
    const many = analyzeWord(ws[j + 2].text.toLowerCase());
    if (many.plural && many.pos === 'NOUN') {
      const one = singularOf(ws[j + 2].text.toLowerCase());
      if (one && !NOT_CHARACTERS.has(one.lemma)) return { kind: 'noun', lemma: one.lemma, gender: one.gender || gender };
    }
  }
  if (isCapitalized(w.text) && j > 0 && !/[.!?…]\s*["«„“'—–-]*\s*$/.test(text.slice(0, w.start))) return null;
  const info = analyzeWord(lower);
  // «молодой человек», «значительное лицо»: a person described by an adjective and a plain noun.
  // «лицо» is a person only when its verb agrees with a man or a woman («значительное лицо сказал»).
  if ((info.animateNom?.lemma === 'человек' || (lower === 'лицо' && gender !== '')) && j > 0) {
    const adj = ws[j - 1].text.toLowerCase();
    const a = analyzeWord(adj);
    if (a.adjNom !== null && a.pos === 'ADJF' && !POSSESSIVE.has(adj) && !text.slice(ws[j - 1].end, w.start).trim()) {
      return { kind: 'noun', lemma: describedBy(a.lemma), gender: lower === 'лицо' ? gender : 'm' };
    }
  }
  if (!info.animateNom || NOT_CHARACTERS.has(info.animateNom.lemma)) return null;
  if (gender && info.animateNom.gender && info.animateNom.gender !== gender) return null;
  // «промолвил отец Алексей», «отвечал дядька Савельич»: a title or a word for who someone is, right
  // before a first name or a patronymic in the nominative, is part of the name: that person speaks.
  const titled = titledName(text, ws, j, mentions, info.animateNom);
  if (titled) return { kind: 'name', mention: titled };
  // «отвечал старик смотритель», «сказала старуха хозяйка»: an age or sex word before another word
  // for a person is its attribute; the second word says who the person is.
  const next = ws[j + 1];
  if (next && AGE_WORDS.has(info.animateNom.lemma) && text.slice(w.end, next.start) === ' ' && !isCapitalized(next.text)) {
    const head = analyzeWord(next.text.toLowerCase()).animateNom;
    if (head && !NOT_CHARACTERS.has(head.lemma) && (!head.gender || !info.animateNom.gender || head.gender === info.animateNom.gender)) {
      return { kind: 'noun', lemma: head.lemma, gender: head.gender || info.animateNom.gender || gender };
    }
  }
  // «как будто его черт толкнул», «точно ребенок»: a comparison is no one in the scene.
  const clause = text.slice(0, w.start).split(/[,.!?;:—–]/).pop() ?? '';
  if (/(?:^|\s)(?:как|словно|будто|точно|вроде|подобно|нежели|чем)(?:\s|$)/u.test(clause)) return null;
  return { kind: 'noun', lemma: info.animateNom.lemma, gender: info.animateNom.gender || gender };
}

/**
 * The name in the nominative right after the noun ws[j], a space between: a first name or a
 * patronymic, or a surname after a rank or a title («вскричал майор Тюфякин», «отвечал г-н Пескарев»).
 * Not after a kin word («мать Тюфякина» is his mother), and a surname that is also a genitive
 * («Тюфякина») only as written, agreeing with the title («барыня Тюфякина», not «слуга Тюфякина»).
 */
function titledName(text: string, ws: WordToken[], j: number, mentions: Mention[], title: { lemma: string; gender: Gender }): Mention | null {
  // «барон фон Гюнтер», «граф де Клерваль»: a nobiliary particle may stand between title and name.
  const k = PARTICLES.has(ws[j + 1]?.text ?? '') ? j + 1 : j;
  const next = ws[k + 1];
  if (!next || text.slice(ws[j].end, next.start).trim() !== (k > j ? ws[k].text : '')) return null;
  const m = mentions.find((x) => x.start === next.start);
  if (!m || !(m.cases.size === 0 || m.cases.has('nomn'))) return null;
  if (m.first || m.patr) return m;
  if (KIN.has(descriptionBase(title.lemma)) || !title.gender) return null;
  const asWritten = nominativeSex(m);
  if (asWritten !== null) return asWritten === title.gender ? m : null;
  return !m.gender || m.gender === title.gender ? m : null;
}
