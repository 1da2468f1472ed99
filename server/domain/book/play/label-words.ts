// What a label may be made of: a person's name or a noun phrase for people («Первый гость», «Голос
// китайца»), not a word of speech («Очень», «Нет»), a thing («Пароход»), a place or a date.
import { GROUPS, type LabelHit } from './labels.ts';
import { analyzeWord, morphParses } from '../morphology.ts';
import { textSigns } from './stage-text.ts';

/**
 * «Машины. Прости, рабочий!», «Молот. Бери!»: a thing opening a replica, where labels open
 * paragraphs (or on a line of its own above it, where labels stand above): a noun alone, then speech that talks to someone (a direction, «Пауза. Входит Нина.»,
 * «Ночь. Луна светит.», does not).
 */
export function thingSpeaks(h: LabelHit, text: string, names: Set<string>, below: string | null): boolean {
  // Where labels stand above the speech, «Машины.» on a line of its own, and the speech below it.
  const speech = h.form === 'alone' ? below : text.slice(h.speechStart);
  if (!speech || h.remark || !thingNamed(h.label)) return false;
  const s = textSigns(speech, names);
  return s.speech >= 4 && s.direction === 0;
}

/**
 * «Общий гул», «Синий армяк»: a thing and what it is like, in the nominative (a noise speaks for a
 * crowd, clothes for their wearers, in some plays).
 */
export function thingDescribed(label: string): boolean {
  const ws = label.toLowerCase().split(' ');
  if (ws.length !== 2 || /\d/.test(label)) return false;
  const head = morphParses(ws[1]);
  return analyzeWord(ws[1]).pos === 'NOUN' && head.some((p) => p.tag.POS === 'NOUN' && p.tag.nomn === true) && !head.some((p) => p.tag.anim === true) &&
    analyzeWord(ws[0]).pos === 'ADJF' && morphParses(ws[0]).some((p) => p.tag.POS === 'ADJF' && p.tag.nomn === true && p.tag.Apro !== true);
}

const ordinalCache = new Map<string, boolean>();

/** «Второй», «Другая», «Чужой»: an adjective that tells people apart, not what they are like. */
export function ordinal(lower: string): boolean {
  let hit = ordinalCache.get(lower);
  if (hit === undefined) ordinalCache.set(lower, (hit = morphParses(lower).some((p) => p.tag.POS === 'ADJF' && (p.tag.Anum === true || p.tag.Apro === true)) || PEOPLE_WORDS.has(lower) || lower === 'чужой'));
  return hit;
}

/** «первая бекеша», «две бекеши»: one noun told apart by an ordinal or counted; returns the noun's lemma. */
export function kinNoun(key: string): string | null {
  const ws = key.split(' ');
  if (ws.length !== 2 || !(ordinal(ws[0]) || COUNTING.has(ws[0]))) return null;
  const noun = morphParses(ws[1]).find((p) => p.tag.POS === 'NOUN');
  return noun ? noun.normalize().word : null;
}

const COUNTING = new Set(['два', 'две', 'три', 'оба', 'обе']);

/**
 * «Пароход», «Вещи», «Машины»: one noun in the nominative, read first as one (not «Стой», «Пора»,
 * «Зачем»), or as likely as a short adjective or participle («Молот»: «молотый», «молоть»; «Рад.»
 * has no noun reading).
 */
export function thingNamed(label: string): boolean {
  if (label.includes(' ') || /\d/.test(label)) return false;
  const parses = morphParses(label.toLowerCase());
  const top = parses[0]?.score ?? 0;
  const noun = parses.some((p) => p.tag.POS === 'NOUN' && p.tag.nomn === true && p.score >= top);
  return (analyzeWord(label[0] + label.slice(1).toLowerCase()).pos === 'NOUN' || noun) && parses.every((p) => p.tag.POS === 'NOUN' || p.tag.POS === 'ADJS' || p.tag.POS === 'PRTS') && parses.some((p) => p.tag.POS === 'NOUN' && p.tag.nomn === true);
}

/** «Очень», «Нет»: one word that is an adverb, a particle, a verb… is said, whoever the cast names. */
export function wordOfSpeech(label: string): boolean {
  return !label.includes(' ') && NOT_IN_LABELS.has(analyzeWord(label[0] + label.slice(1).toLowerCase()).pos);
}

const NOT_IN_LABELS = new Set(['VERB', 'INFN', 'PRTS', 'ADJS', 'ADVB', 'NPRO', 'PRCL', 'CONJ', 'INTJ', 'PRED', 'GRND', 'COMP']);
export const VOICES = new Set(['голос', 'голоса', 'голосов', 'хор']);

/**
 * Someone's name or a noun phrase for a person: no verb, adverb or pronoun, no place name, nothing
 * before the noun but adjectives («Первый гость», «Голос китайца», «Молодая дама»; not «Важная причина»,
 * «Пардон-пардон»).
 */
export function rareLabelOk(label: string, names: Set<string> = new Set()): boolean {
  // «За сценой голос Кучумова»: where the voice comes from, then whose it is.
  const offstage = OFFSTAGE.exec(label);
  if (offstage && offstage[0].length < label.length) return rareLabelOk(label.slice(offstage[0].length), names);
  // «Из-за сцены», «За сценой»: someone unseen.
  if (UNSEEN.test(label)) return true;
  // «Голос сердитого чиновника, но, как видно, опытного»: who, then qualities set against each other.
  const contrast = label.search(/, но[ ,]/iu);
  if (contrast > 0) return rareLabelOk(label.slice(0, contrast), names);
  const ws = label.split(/,? /);
  // «Пардон-пардон», «Да-с»: words said, not someone's name.
  if (ws.length > 5 || /^(\p{L}+)-\1$/iu.test(label) || ws.some((w) => /\p{L}-с$/u.test(w))) return false;
  if (ws.length === 1 && GROUPS.has(label.toLowerCase())) return true;
  // «2-й», «1-я»: someone told by their number alone.
  if (/^\d{1,2}-(?:й|я|ый|ой|ая)$/u.test(label)) return true;
  // «Пятый», «Другая», «Некоторые», «Райские»: an adjective alone is someone it describes.
  if (ws.length === 1 && (PEOPLE_WORDS.has(label.toLowerCase()) || substantive(label.toLowerCase()))) return true;
  const commaAfter = label.split(' ').map((w) => w.endsWith(','));
  // «15 сентября», «Февраля 4-го»: a date heads a scene.
  if (isDate(label)) return false;
  let person = false;
  let head = false;
  let afterPrep = false;
  // In capitals («ДВЕ БЕКЕШИ») a capital says nothing.
  const caps = label === label.toUpperCase();
  let common = false;
  for (const [i, w] of ws.entries()) {
    const lower = w.toLowerCase();
    // «Тоже светский человек», «Просто враль»: the same kind of person again.
    if (i === 0 && ws.length > 1 && AGAIN.has(lower)) continue;
    // «Господин А», «Князь N»: a capital letter after someone stands for their name.
    if (i > 0 && head && /^\p{Lu}$/u.test(w)) continue;
    const info = analyzeWord(i === 0 || caps ? w[0] + w.slice(1).toLowerCase() : w);
    // «Очень скромно одетый человек»: how much, or how, before what they are like.
    if (info.pos === 'ADVB' && !head && !afterPrep && i + 1 < ws.length && DESCRIBING.has(analyzeWord(ws[i + 1].toLowerCase()).pos)) continue;
    // «Херес» is a wine in the dictionary, and a name where the play writes it with a capital; but
    // «Вторая Картина» is no one.
    const named = info.names.length > 0 || !info.known || names.has(lower) || possessive(lower);
    // A name after a preposition is where, or whose («в доме Сорина», «на Невском»).
    if (i > 0 && !caps && /^\p{Lu}/u.test(w) && named) {
      if (!afterPrep) person = true;
      continue;
    }
    if (i > 0 && lower === 'и') continue;
    if (named) {
      person = true;
      head = true;
      continue;
    }
    // «Светский человек, щеголевато одетый»: after the person and a comma comes what they are like.
    if (head && person && commaAfter[i - 1]) break;
    // «Один из них», «Одна из дам», «Один из народа»: one of some people («у вас», «при нем» say
    // whose or where: «Какие у вас способности» is said).
    const partOf = ws[i - 1]?.toLowerCase() === 'из' && morphParses(lower).some((p) => p.tag.POS === 'NOUN' && p.tag.gent === true && (p.tag.anim === true || CROWDS.has(p.normalize().word)));
    if (afterPrep && ((info.pos === 'NPRO' && ws[i - 1]?.toLowerCase() === 'из') || partOf)) {
      person = true;
      continue;
    }
    // «Несколько голосов», «Двое гостей»: how many speak.
    if (i === 0 && QUANTITIES.has(lower)) continue;
    // «Господа хорошо одетые»: after someone named by a common noun, what they are like.
    // («Княжна невинная им похищена» says what befell her: a sentence.)
    if (common && person && DESCRIBING.has(info.pos) && ws.slice(i).every((x) => !PREDICATES.has(analyzeWord(x.toLowerCase()).pos))) break;
    if (NOT_IN_LABELS.has(info.pos) || (i === 0 && info.pos === 'PREP') || info.geo) return false;
    // What follows a preposition says where or with what («Голос за сценой», «Человек в плаще»):
    // the person, if any, was named before it («Столовая в доме Сорина» names no one).
    // «Один из двух зрителей»: a prepositional phrase before any noun names who.
    if (info.pos === 'PREP') {
      if (head) break;
      afterPrep = true;
      continue;
    }
    const parses = morphParses(lower);
    const nouns = parses.filter((p) => p.tag.POS === 'NOUN');
    if (!head && !afterPrep && nouns.length > 0 && !parses.some((p) => p.tag.POS === 'ADJF')) {
      // The first noun is who speaks: a person or a voice, said in the nominative («Ночь на Мойке»,
      // «Квартира Геккерена», «Сироту» are not).
      head = true;
      if (!VOICES.has(lower) && !nouns.some((p) => p.tag.anim === true && p.tag.nomn === true)) return false;
      person = true;
      common = true;
      continue;
    }
    if (VOICES.has(lower) || morphParses(lower).some((p) => p.tag.POS === 'NOUN' && p.tag.anim === true)) person = true;
  }
  return person;
}

/**
 * «Господин, несколько беззаботный насчет литературы», «Тоже светский человек, поплотнее»,
 * «Невзрачный, но ядовитого свойства господин»: someone named by a common noun for people (not a
 * name: «Маша, милая» is said to her), then after a comma what they are like.
 */
export function describedAfterComma(label: string): boolean {
  const comma = label.indexOf(',');
  if (comma < 0 || !/\p{L}/u.test(label.slice(comma))) return false;
  const head = label.slice(0, comma).toLowerCase().split(' ').filter((w, i) => !(i === 0 && AGAIN.has(w)));
  // «Невзрачный, но ядовитого свойства господин»: qualities set against each other, then who.
  const last = label.slice(label.lastIndexOf(' ') + 1).toLowerCase();
  const after = !head.some(personNoun) && /, но[ ,]/u.test(label) && personNoun(last);
  const who = after ? [...head, last] : head;
  // «Голос сердитого чиновника, но…»: a voice, and whose.
  const whose = (w: string) => morphParses(w).some((p) => p.tag.POS === 'NOUN' && p.tag.gent === true);
  return personNoun(who.find((w) => analyzeWord(w).pos === 'NOUN') ?? '') && who.every((w) => personNoun(w) || whose(w) || w === 'и' || DESCRIBING.has(analyzeWord(w).pos))
    && describes(after ? label.slice(comma + 1, label.length - last.length) : label.slice(comma + 1));
}

function personNoun(lower: string): boolean {
  return commonPerson(lower) || VOICES.has(lower);
}

/**
 * What stands after the comma says what someone is like («несколько беззаботный насчет литературы»,
 * «поплотнее», «но, как видно, опытного»): a quality, and no verb, pronoun or particle («как
 * говорится», «с вашего позволения», «Аллилуя» are said).
 */
function describes(text: string): boolean {
  const ws = text.toLowerCase().split(/[\s,]+/).filter(Boolean);
  const quality = (w: string) => {
    const pos = analyzeWord(w).pos;
    return pos === 'COMP' || (DESCRIBING.has(pos) && !morphParses(w).some((p) => p.tag.Apro === true));
  };
  // «Херувим, китайский человек», «Отец несчастливый, игра порочной страсти»: a noun in the
  // nominative after the comma names someone or something again (said); «Черный, долговязый
  // такой», «Добрые люди, только нестерпимо скучны» are said of someone.
  // A noun after a preposition, or after an adjective that is a genitive only, is no subject
  // («насчет литературы», «ядовитого свойства»).
  let governed = false;
  const said = (w: string) => {
    const pos = analyzeWord(w).pos;
    const parses = morphParses(w);
    const subject = pos === 'NOUN' && !governed && parses.some((p) => p.tag.POS === 'NOUN' && p.tag.nomn === true);
    governed = pos === 'PREP' || (pos === 'ADJF' && parses.some((p) => p.tag.gent === true) && !parses.some((p) => p.tag.nomn === true));
    return SAID.has(pos) || parses.some((p) => p.tag.Apro === true) || subject;
  };
  return ws.some(quality) && ws.every((w) => w === 'но' || w === 'как' || w === 'видно' || !said(w));
}

const SAID = new Set(['VERB', 'INFN', 'NPRO', 'PRCL', 'INTJ', 'PRED', 'CONJ', 'GRND', 'ADJS']);

/** «Господин», «Человек»: a noun for a person in the nominative, not anyone's name. */
function commonPerson(lower: string): boolean {
  const parses = morphParses(lower);
  return parses.some((p) => p.tag.POS === 'NOUN' && p.tag.anim === true && p.tag.nomn === true) && !parses.some((p) => p.tag.Name === true || p.tag.Surn === true || p.tag.Patr === true);
}

const UNSEEN = /^(?:за сценой|из-за сцены|за кулисами|из-за кулис|за дверью|из-за двери)$/iu;
const OFFSTAGE = /^(?:за сценой|из-за сцены|за кулисами|из-за кулис|за дверью|из-за двери|в толпе|из толпы|издали|вдали)\s+/iu;

// Pronouns and numerals that stand for people in a label.
export const PEOPLE_WORDS = new Set(['один', 'одна', 'другой', 'другая', 'некоторые', 'многие', 'иные', 'прочие', 'остальные', 'двое', 'трое', 'четверо']);
// Nouns for people together, inanimate in the dictionary.
const CROWDS = new Set(['народ', 'толпа', 'публика', 'свита', 'челядь', 'общество']);
const AGAIN = new Set(['тоже', 'также', 'еще', 'ещё', 'просто', 'опять', 'снова']);
export const DESCRIBING = new Set(['ADVB', 'ADJF', 'PRTF']);
const PREDICATES = new Set(['VERB', 'PRTS', 'ADJS', 'NPRO', 'INFN', 'PRED']);
const QUANTITIES = new Set(['несколько', 'много', 'многие', 'двое', 'трое', 'четверо', 'пятеро', 'некоторые']);

/** An adjective in the nominative that is not a pronoun («Пятый», «Чистые», «Пьяный»). */
export function substantive(lower: string): boolean {
  const parses = morphParses(lower);
  const top = parses[0];
  // «Поверенный», «Управляющий»: a participle the dictionary knows to stand for someone.
  const adjective = (p: (typeof parses)[number]) => p.tag.POS === 'ADJF' || (p.tag.POS === 'PRTF' && p.tag.Subx === true);
  return top !== undefined && adjective(top) && top.tag.Apro !== true && parses.some((p) => adjective(p) && p.tag.nomn === true) && parses.every((p) => (p.tag.POS !== 'NOUN' || p.tag.nomn !== true) && p.tag.POS !== 'VERB');
}

/**
 * «Бальзаминова», «Бенедиктов»: a surname the dictionary reads as a possessive adjective («отцов»,
 * «мамина»), never as a quality («готова», «здоров»), or as the genitive plural of a first name.
 */
function possessive(lower: string): boolean {
  if (!/(?:ов|ев|ёв|ин|ын)а?$/u.test(lower)) return false;
  // «Бенедиктов» is also «of the Benedikts».
  const parses = morphParses(lower[0].toUpperCase() + lower.slice(1));
  return parses.some((p) => (p.tag.POS === 'ADJS' && p.tag.Qual !== true) || (p.tag.Name === true && p.tag.plur === true && p.tag.gent === true));
}

export function isDate(label: string): boolean {
  return /\d/.test(label) && label.split(/[\s,]+/).some((w) => MONTHS.test(w.toLowerCase()));
}

const MONTHS = /^(?:январ|феврал|март|апрел|ма[йя]|июн|июл|август|сентябр|октябр|ноябр|декабр)/u;
