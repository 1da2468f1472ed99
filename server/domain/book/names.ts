// Finding people's names in text: runs of capitalised words that az reads as first names,
// patronymics or surnames («Николаем Петровичем Кирсановым»), or that are capitalised in the middle
// of a sentence without being places («Мармеладов», «Разумихин» — az does not know every surname).
// English: capitalised words inside a sentence, «the Hatter», «Mock Turtle», «Mr. Darcy».
import type { Gender } from '../../contract/enums.ts';
import { adjectiveSurnameReadings, analogNameReadings, analyzeWord, asVerb, type NameReading } from './morphology.ts';
import { foldName, isCapitalized, isSentenceStart, words, type WordToken } from './text.ts';

export interface Mention {
  start: number;
  end: number;
  /** Surface text, e.g. «Николаем Петровичем». */
  text: string;
  /** Nominative parts, folded (lower case, ё→е); unknown-name tokens keep their surface form (folded). */
  first?: string;
  patr?: string;
  last?: string;
  /** Every nominative the surname can have («Одинцова»: «одинцов» and «одинцова»). */
  lastAlts?: string[];
  /**
   * A lone name az reads more than one way: «Петра» is Пётр's genitive or the woman Петра, «Анне»
   * Анна's dative or the French Анне. The registry takes the reading the book uses elsewhere.
   */
  firstAlts?: Array<{ first: string; gender: Gender }>;
  /** Surface forms of capitalised words az does not read as names (resolved by the registry). */
  unknown?: string;
  /** Cases the whole mention can be in ('' for unknown tokens: any). */
  cases: Set<string>;
  gender: Gender;
  /** Starts a sentence: its capital proves nothing; kept only if the registry knows the name. */
  sentenceStart: boolean;
  /** Display forms met for the parts (nominative when az knows them), for names and aliases. */
  display: string;
  /** English: «the Hatter» — a capitalised word after «the» is a name even if it is a common word. */
  afterThe?: boolean;
  /** A surname the text gives as that of the person named here («Фамилия его была Башмачкин»; name-links.ts). */
  surnameOf?: Mention;
  /**
   * The sex of a past verb the name as written is the subject of («Ульяна сидела», «— сказала
   * Ульяна.»): which reading a name az reads two ways («Ульяна», also Ульян's genitive) is meant.
   */
  verbSex?: Gender;
}

// Capitalised words that are not people, whatever az says.
const RU_STOP = new Set([
  'бог', 'господь', 'господи', 'боже', 'христос', 'христа', 'христе', 'богородица', 'бога', 'богу', 'богом',
  'пресвятая', 'творец', 'спаситель', 'аллах', 'черт', 'россия', 'москва', 'петербург', 'неву', 'нева',
  'вы', 'ваше', 'ваш', 'ваша', 'вас', 'вам', 'вами', 'ты', 'он', 'она', 'мы', 'я', 'они',
  'превосходительство', 'сиятельство', 'благородие', 'высокоблагородие', 'величество', 'высочество',
  'государь', 'государыня', 'сударь', 'сударыня', 'батюшка', 'матушка', 'барин', 'барыня',
  'рождество', 'пасха', 'пост', 'январь', 'февраль', 'март', 'апрель', 'май', 'июнь', 'июль', 'август',
  'сентябрь', 'октябрь', 'ноябрь', 'декабрь', 'понедельник', 'вторник', 'среда', 'четверг', 'пятница',
  'суббота', 'воскресенье', 'ах', 'ох', 'эх', 'ну', 'да', 'нет', 'вот', 'что', 'как', 'ей-богу',
]);

const EN_STOP = new Set([
  'i', 'i\'m', 'i\'ll', 'i\'ve', 'i\'d', 'god', 'lord', 'oh', 'ah', 'o', 'yes', 'no', 'well', 'sir', 'madam', 'ma\'am',
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'january', 'february',
  'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
  'english', 'french', 'london', 'england', 'chapter', 'the', 'a', 'an', 'and', 'but', 'or', 'if', 'then',
  'why', 'what', 'who', 'how', 'when', 'where', 'there', 'here', 'it', 'he', 'she', 'they', 'we', 'you',
  'this', 'that', 'these', 'those', 'do', 'don\'t', 'please', 'dear', 'mr', 'mrs', 'miss', 'ms', 'dr',
]);
const EN_TITLES = new Set(['mr', 'mrs', 'miss', 'ms', 'dr', 'sir', 'lady', 'lord', 'captain', 'king', 'queen', 'duchess', 'duke', 'prince', 'princess', 'aunt', 'uncle']);

/**
 * English: a capitalised word the book also uses in lower case («Now», «Come», «Two») is a common
 * word at the head of a phrase, not a name — unless it follows «the» («the Rabbit»).
 */
export function dropCommonWords(mentions: Mention[], lowerWords: Set<string>): Mention[] {
  return mentions.filter((m) => m.afterThe || !m.unknown || m.unknown.includes(' ') || !lowerWords.has(m.unknown));
}

export function findMentions(text: string, language: string): Mention[] {
  return language === 'ru' ? findRussian(text) : findEnglish(text);
}

function findRussian(text: string): Mention[] {
  const ws = words(text);
  const out: Mention[] = [];
  let i = 0;
  while (i < ws.length) {
    // «у Сикстинской Мадонны»: neither word of a thing's or a picture's name is someone's name.
    if (namesAThing(text, ws[i], ws[i + 1])) {
      i += 2;
      continue;
    }
    const run: Array<{ w: WordToken; readings: NameReading[] }> = [];
    let j = i;
    while (j < ws.length) {
      const w = ws[j];
      if (run.length > 0 && text.slice(ws[j - 1].end, w.start) !== ' ') break;
      const r = nameToken(text, w, run.length === 0, ws[j + 1]);
      if (r === null) break;
      // «Аркадию Базаров» is two names side by side, not one: the parts must share a case.
      if (r.length > 0 && run.length > 0 && !shareCase(run, r)) break;
      // «спросил Аркадий Ситникова»: after a man's name in the nominative, an unknown surname in an
      // oblique form («-ова», «-ову», «-ым») is another person.
      if (r.length === 0 && run.length > 0 && OBLIQUE_SURNAME.test(w.text) && run.every((t) => t.readings.length > 0 && t.readings.every((x) => x.gender === 'm' && x.case === 'nomn'))) break;
      // «сказал Анджело Аристарху», «спросил Гнатенко Ивана»: a name opens with its first name, so a
      // word that can only be a first name starts another person after a first name, and after a
      // surname or an unknown word unless it is a nominative («Швабрин Алексей Иваныч», a list's order).
      if (run.length > 0 && r.length > 0 && r.every((x) => x.kind === 'first') &&
        (run.some((t) => t.readings.some((x) => x.kind === 'first')) || r.every((x) => x.case !== 'nomn'))) break;
      run.push({ w, readings: r });
      j++;
      if (run.length === 3) break;
    }
    if (run.length === 0) {
      i++;
      continue;
    }
    let mention = buildMention(text, run);
    // «— отвечала Яннугбия Гугчина»: a name no dictionary knows, read as a man's oblique form alone
    // («of Яннугбий Гугчин»), is her nominative when a woman's past verb has it for its subject.
    const obliqueMan = (t: { readings: NameReading[] }) => t.readings.every((r) => r.gender !== 'm' || r.case !== 'nomn');
    if (mention.gender === 'm' && run.every((t) => obliqueMan(t) && !analyzeWord(t.w.text).known)) {
      const women = run.map((t) => ({ w: t.w, readings: t.readings.filter((r) => r.gender !== 'm') }));
      if (women.every((t, k) => t.readings.length > 0 || run[k].readings.length === 0) &&
        subjectVerbSex(text, ws[i - 1], run.map((t) => t.w), ws[j]) === 'f') {
        const her = buildMention(text, women);
        if (her.gender !== 'm' && her.cases.has('nomn')) mention = { ...her, gender: 'f' };
      }
    }
    if (mention.firstAlts) {
      const sex = subjectVerbSex(text, ws[i - 1], run.map((t) => t.w), ws[j]);
      if (sex) mention.verbSex = sex;
    }
    out.push(mention);
    i = j;
  }
  return out;
}

/** «Лизину», «Машин»: a possessive adjective of a first name (Лиза → Лизин), not a surname. */
function isPossessive(readings: NameReading[]): boolean {
  if (readings.some((r) => r.kind !== 'last')) return false;
  const nom = readings[0].nominative;
  const m = /^(.+)(?:ин|ын)а?$/u.exec(nom);
  if (!m) return false;
  return ['а', 'я'].some((end) => {
    const base = analyzeWord(m[1] + end);
    return base.known && base.names.some((r) => r.kind === 'first');
  });
}

const fits = (a: NameReading, b: NameReading) => a.case === b.case && (!a.gender || !b.gender || a.gender === b.gender);

/** Parts of one name agree in case and gender: «Раскольникова Порфирий» are two people. */
function shareCase(run: Array<{ readings: NameReading[] }>, r: NameReading[]): boolean {
  return run.every((t) => t.readings.length === 0 || t.readings.some((x) => r.some((y) => fits(x, y))));
}

/** A reading of some part that every other known part has an agreeing reading for. */
function agreeingReading(parts: NameReading[][]): NameReading | null {
  const known = parts.filter((p) => p.length > 0);
  if (known.length < 2) return null;
  for (const r of known.flat()) {
    if (r.gender && known.every((p) => p.some((x) => fits(x, r)))) return r;
  }
  return null;
}

const OBLIQUE_SURNAME = /(?:ов|ев|ёв|ин|ын)(?:а|у|ым|е)$/u;
const ADJECTIVE_SURNAME = /(?:[сц]к(?:ий|ая|ого|ому|им|ой|ую)|[ыи]х)$/u;
const PLACE_PREPOSITION = /(?:^|[^а-яё])(?:на|по|в|во|за|через|под|над|из)\s+$/iu;


// Surnames that are also towns («Кирсанов»): a capital inside a sentence with a surname ending is a person.
const SURNAME_LIKE = /(?:ов|ев|ёв|ин|ын|ова|ева|ина|ына|ский|цкий|ская|цкая)$/u;
/** A bare possessive-looking form («Данилов», «Разумихин»): a thing named after it only in the nominative or accusative. */
const POSSESSIVE_FORM = /(?:ов|ев|ёв|ин|ын)$/u;

/** Name readings for a capitalised word, [] for an unknown capitalised word, null if not a name. */
function nameToken(text: string, w: WordToken, first: boolean, next: WordToken | undefined): NameReading[] | null {
  const s = w.text;
  if (s.length < 2 || !isCapitalized(s) || s === s.toUpperCase() || s.includes('-')) return null;
  if (/[^а-яё]/iu.test(s)) return null;
  if (RU_STOP.has(foldName(s))) return null;
  const info = analyzeWord(s);
  const sentenceStart = first && isSentenceStart(text, w.start);
  // One space and a word after it: a name or a thing may run on from this word.
  const spaced = next !== undefined && text.slice(w.end, next.start) === ' ';
  const nameFollows = spaced && isCapitalized(next.text);
  // «Данилов монастырь», «перед Казанским собором»: a capitalised word naming a thing after it.
  if (spaced && !info.names.some((r) => r.kind === 'first') && !isCapitalized(next.text)) {
    // …but not a verb of the name («Иван Петрович сел»: «сел» is also «of villages»).
    const after = analyzeWord(next.text);
    // …and a bare «-ов»/«-ин» form, a possessive only in the nominative or accusative, names no thing in
    // another case after it («Разумихин дорогою к Порфирию был…» is Разумихин on his way).
    const possessiveCase = () => !POSSESSIVE_FORM.test(s) || after.cases.size === 0 || after.cases.has('nomn') || after.cases.has('accs');
    if (after.inanimateNoun && after.past === null && possessiveCase()) return null;
  }
  if (info.names.length > 0 && isPossessive(info.names)) return null;
  if (info.names.length > 0) {
    // At a sentence start a name reading must not be a long shot («Вера», «Надежда» as words).
    // …unless az only guessed it and a name follows: «Зегазай Ляпзович засмеялся» (az guesses «-ай» as a verb too).
    if (sentenceStart && info.pos !== 'NOUN' && !(nameFollows && !info.known)) return null;
    // «Голова кружилась»: at a sentence start a word whose only name reading is a surname and
    // which is a plain word in the singular («голова», not «Орлов» as «of eagles») is the word.
    if (sentenceStart && info.names.every((r) => r.kind === 'last')) {
      const plain = analyzeWord(s.toLowerCase());
      if (plain.known && plain.inanimateNoun && !plain.plural) return null;
    }
    // az guessed «Ряра» as a man's genitive alone («Ряр»): a name in «-а» is as likely her nominative.
    // Not a patronymic's oblique form («Савельича»).
    if (info.known || /[иы]ч(?:а|у|ем|е)$/u.test(s)) return info.names;
    const sexless = analogNameReadings(s).filter((r) => r.gender === '' && !info.names.some((x) => x.case === r.case));
    return [...info.names, ...sexless];
  }
  if (adjectiveSurname(text, w, next, sentenceStart)) {
    const readings = adjectiveSurnameReadings(s);
    return readings.length > 0 ? readings : [];
  }
  // A plural reading («Швабрин» guessed as a plural name, «Мармеладов» as «of marmalades») does
  // not outweigh a surname's ending; at a sentence start the registry decides, as for any unknown word.
  // A plural az only guessed from the ending of a word it does not know («Жюли» as «жюли», of
  // «жюль») says nothing: foreign names in -и are indeclinable.
  if (info.plural && info.known && !SURNAME_LIKE.test(s)) return null;
  // At a sentence start an unknown word is a name only if the book uses it inside sentences too
  // (the registry decides); a known common word never is.
  // «Мармеладов встал»: a genitive plural («of marmalades») with a surname's ending is left to the registry too.
  if (sentenceStart) {
    if ((info.known || analyzeWord(s.toLowerCase()).known) && !(info.plural && SURNAME_LIKE.test(s))) return null;
    // «Янкяпий Мобясьевич Дусосов приехал»: an unknown word opening a run of names is read by its ending
    // too, so the patronymic after it is not taken for its surname.
    return nameFollows ? analogNameReadings(s) : [];
  }
  // A place az only guessed («Сильвестро» from «-о» endings) is no place.
  if (info.geo && info.known && !SURNAME_LIKE.test(s)) return null;
  // Mid-sentence capital without a name reading: a surname az does not know, unless it is some
  // other part of speech (adjectives «Невский», verbs).
  const lower = analyzeWord(s.toLowerCase());
  // «подхватил Ситников»: az reads a rare surname as a short adjective («ситников» of «ситниковый»);
  // a capital on a surname's ending inside a sentence is the surname.
  if (lower.pos === 'ADJS' && SURNAME_LIKE.test(s)) return analogNameReadings(s);
  if (lower.pos !== 'NOUN' && lower.known) return null;
  // A name no dictionary knows still has the cases and the sex its ending gives («Кочуровым»).
  return info.known ? [] : analogNameReadings(s);
}

/**
 * «у Сикстинской Мадонны», «вроде Рафаэлевой Мадонны»: a capitalised adjective before a capitalised
 * common noun is a thing's or a picture's name, neither word someone's («Кобрицкая Анна» has a name after it).
 */
function namesAThing(text: string, w: WordToken, next: WordToken | undefined): boolean {
  if (!next || !isCapitalized(w.text) || text.slice(w.end, next.start) !== ' ' || !isCapitalized(next.text)) return false;
  if (analyzeWord(w.text.toLowerCase()).pos !== 'ADJF' || analyzeWord(next.text).names.length > 0) return false;
  // In the nominative the pair may be someone's name and the subject of a tag («— ответила Красная
  // Шапочка», «сказал Серый Волк»); a picture is named in the oblique cases around it.
  if (analyzeWord(w.text.toLowerCase()).adjNom !== null) return false;
  const noun = analyzeWord(next.text.toLowerCase());
  return noun.known && noun.pos === 'NOUN';
}

/**
 * «вскричал Завьяловский», «сказал Сухих»: a capital inside a sentence makes an adjective in «-ский»,
 * «-цкий», «-ых», «-их» a surname; a place's adjective stands before its noun («Невский проспект»,
 * caught above) or after a preposition («на Невском»). At a sentence start only as the subject of
 * the verb right after it («Кобрицкая встала»).
 */
function adjectiveSurname(text: string, w: WordToken, next: WordToken | undefined, sentenceStart: boolean): boolean {
  if (!ADJECTIVE_SURNAME.test(w.text)) return false;
  const lower = analyzeWord(w.text.toLowerCase());
  if (lower.pos !== 'ADJF' || PLACE_PREPOSITION.test(text.slice(Math.max(0, w.start - 8), w.start))) return false;
  if (namesAThing(text, w, next)) return false;
  if (!sentenceStart) return true;
  if (!next || text.slice(w.end, next.start) !== ' ') return false;
  const verb = analyzeWord(next.text.toLowerCase());
  return verb.pos === 'VERB' && (verb.past === 'm' || verb.past === 'f') && verb.past === lower.adjNom;
}

/**
 * «Ульяна сидела» (a past verb right after the name), «— сказала Ульяна.» (a past verb right before
 * it, the name closing the clause): the verb's sex, its subject being the name.
 */
function subjectVerbSex(text: string, prev: WordToken | undefined, run: WordToken[], next: WordToken | undefined): Gender | undefined {
  const sexOf = (w: WordToken) => {
    const v = asVerb(w.text);
    return v?.pos === 'VERB' && (v.past === 'm' || v.past === 'f') ? v.past : undefined;
  };
  const last = run[run.length - 1];
  if (next && text.slice(last.end, next.start) === ' ') return sexOf(next);
  if (prev && text.slice(prev.end, run[0].start) === ' ' && /^\s*[.,;!?…]/u.test(text.slice(last.end))) return sexOf(prev);
  return undefined;
}

function buildMention(text: string, run: Array<{ w: WordToken; readings: NameReading[] }>): Mention {
  const start = run[0].w.start;
  const end = run[run.length - 1].w.end;
  const m: Mention = {
    start, end, text: text.slice(start, end), cases: new Set(), gender: '',
    sentenceStart: isSentenceStart(text, start), display: '',
  };
  // Cases shared by all known tokens: «Николаем Петровичем» is instrumental, «Ивана Петровича» gen/acc.
  let cases = null as Set<string> | null;
  const display: string[] = [];
  // Readings of the parts that agree with each other («Алена Ивановна»: Алёна, not Ален).
  const anchor = agreeingReading(run.map((t) => t.readings));
  for (const { w, readings } of run) {
    if (readings.length === 0) {
      m.unknown = m.unknown ? `${m.unknown} ${foldName(w.text)}` : foldName(w.text);
      display.push(w.text);
      continue;
    }
    const fitting = anchor ? readings.filter((r) => fits(r, anchor)) : readings;
    const usable = fitting.length > 0 ? fitting : readings;
    const tokenCases = new Set(usable.map((r) => r.case));
    cases = cases === null ? tokenCases : new Set([...cases].filter((c) => tokenCases.has(c)));
    const pick = choose(usable, m);
    if (pick.kind === 'first' && !m.first) {
      m.first = foldName(pick.nominative);
      const firsts = new Map<string, Gender>();
      for (const r of usable) if (r.kind === 'first' && !firsts.has(foldName(r.nominative))) firsts.set(foldName(r.nominative), r.gender);
      if (firsts.size > 1) m.firstAlts = [...firsts].map(([first, gender]) => ({ first, gender }));
    }
    else if (pick.kind === 'patr' && !m.patr) m.patr = foldName(pick.nominative);
    else if (!m.last) {
      m.last = foldName(pick.nominative);
      m.lastAlts = [...new Set(readings.filter((x) => x.kind === 'last').map((x) => foldName(x.nominative)))];
    }
    if (!m.gender && pick.gender) m.gender = pick.gender;
    display.push(pick.nominative);
  }
  m.cases = cases ?? new Set();
  m.display = display.join(' ');
  return m;
}

/** The reading that fits the parts found so far: a patronymic after a first name, etc. */
function choose(readings: NameReading[], m: Mention): NameReading {
  const want = m.first && !m.patr ? ['patr', 'last'] : m.first || m.patr ? ['last'] : ['first', 'last', 'patr'];
  for (const kind of want) {
    const r = readings.find((x) => x.kind === kind && (!m.gender || !x.gender || x.gender === m.gender));
    if (r) return r;
  }
  return readings[0];
}

function findEnglish(text: string): Mention[] {
  const ws = words(text);
  const out: Mention[] = [];
  let i = 0;
  while (i < ws.length) {
    const w = ws[i];
    const lower = w.text.toLowerCase();
    // «the March Hare»: after «the» a capital is a name even when the word is a month.
    const afterThe0 = /\bthe\s$/i.test(text.slice(Math.max(0, w.start - 4), w.start));
    const usable = isCapitalized(w.text) && lower !== 'i' && (!EN_STOP.has(lower) || afterThe0 || EN_TITLES.has(lower));
    if (!usable) {
      i++;
      continue;
    }
    let j = i + 1;
    // «Mr. Darcy» joins across the dot; «Two. Twobegan» does not.
    const joins = (k: number) => {
      const gap = text.slice(ws[k - 1].end, ws[k].start);
      return gap === ' ' || (gap === '. ' && EN_TITLES.has(ws[k - 1].text.toLowerCase()));
    };
    while (j < ws.length && isCapitalized(ws[j].text) && joins(j) && !EN_STOP.has(ws[j].text.toLowerCase())) j++;
    const parts = ws.slice(i, j).map((p) => ({ ...p, text: p.text.replace(/['’]s$/, ''), end: p.end - (/['’]s$/.test(p.text) ? 2 : 0) }));
    const start = parts[0].start;
    const end = parts[parts.length - 1].end;
    const afterThe = /\bthe\s$/i.test(text.slice(Math.max(0, start - 4), start));
    const sentenceStart = isSentenceStart(text, start);
    const onlyTitle = parts.length === 1 && EN_TITLES.has(lower);
    if (!onlyTitle || afterThe) {
      const name = parts.map((p) => p.text).join(' ');
      out.push({
        start, end, text: text.slice(start, end), unknown: foldName(name), cases: new Set(), gender: englishGender(parts[0].text),
        sentenceStart: sentenceStart && !afterThe, display: name, afterThe,
      });
    }
    i = j;
  }
  return out;
}

const EN_MALE = new Set(['mr', 'sir', 'lord', 'king', 'duke', 'prince', 'uncle', 'father', 'brother', 'bill', 'pat', 'john', 'tom', 'james', 'william', 'george', 'henry', 'charles', 'edward', 'robert']);
const EN_FEMALE = new Set(['mrs', 'miss', 'ms', 'lady', 'queen', 'duchess', 'princess', 'aunt', 'mother', 'sister', 'alice', 'mary', 'ann', 'anne', 'elizabeth', 'jane', 'emma', 'dinah', 'mabel', 'ada', 'catherine', 'margaret', 'susan']);

function englishGender(first: string): Gender {
  const l = first.toLowerCase();
  return EN_MALE.has(l) ? 'm' : EN_FEMALE.has(l) ? 'f' : '';
}
