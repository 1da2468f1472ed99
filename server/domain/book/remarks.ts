// Reading author's words for who speaks: «сказал Иван», «Иван сказал», «ответила она»,
// «повторил барин», «said Alice», «the Hatter said», «said her sister».
// Names in oblique cases («— Да, — ответил он Ивану») are addressees, never the speaker, and the
// speaker must agree with the verb («сказала» wants a woman).
import type { Gender } from '../../contract/enums.ts';
import { analyzeWord } from './morphology.ts';
import type { Mention } from './names.ts';
import { isCapitalized, words, type WordToken } from './text.ts';
import { EN_SPEECH_VERBS, RU_SPEECH_VERBS, RU_THOUGHT_VERBS, RU_UTTERANCE_VERBS } from './verbs.ts';

export type RemarkSubject =
  | { kind: 'name'; mention: Mention }
  | { kind: 'pronoun'; person: 1 | 3; gender: Gender }
  | { kind: 'descriptor'; lemma: string; gender: Gender; text: string };

export interface RemarkReading {
  subject: RemarkSubject | null;
  /** A verb of speaking/thinking was found (stronger evidence than «Иван встал»). */
  speechVerb: boolean;
  /** Gender the verb demands (past tense), '' if none. */
  verbGender: Gender;
  /** Persons' mentions in the remark that are not the subject (addressees, others). */
  others: Mention[];
}

const RU_PRONOUNS: Record<string, { person: 1 | 3; gender: Gender }> = {
  я: { person: 1, gender: '' }, он: { person: 3, gender: 'm' }, она: { person: 3, gender: 'f' },
};
const EN_PRONOUNS: Record<string, { person: 1 | 3; gender: Gender }> = {
  i: { person: 1, gender: '' }, he: { person: 3, gender: 'm' }, she: { person: 3, gender: 'f' },
};

/**
 * Only the sentence next to the speech speaks about it: the first sentence of author's words
 * after the speech, the last one of author's words before it («…Наконец я сказал ему: "…"»).
 */
export function readRemark(remark: string, mentions: Mention[], language: string, before = false): RemarkReading {
  let from = 0;
  let to = remark.length;
  if (before) {
    const re = /[.!?…]\s+/gu;
    let m: RegExpExecArray | null;
    while ((m = re.exec(remark)) !== null) if (m.index + m[0].length < remark.length) from = m.index + m[0].length;
  } else {
    const m = /^(.*?[.!?…])(?:\s|$)/su.exec(remark);
    if (m) to = m[1].length;
  }
  const text = remark.slice(from, to);
  const inText = mentions.filter((m) => m.start >= from && m.end <= to).map((m) => ({ ...m, start: m.start - from, end: m.end - from }));
  return language === 'ru' ? readRussian(text, inText, before) : readEnglish(text, inText);
}

function readRussian(text: string, mentions: Mention[], before: boolean): RemarkReading {
  // Before the speech («…и Акакий Акакиевич невольно выговорил:») the verb is the last one: read backwards.
  const all = words(text);
  const ws = before ? all.slice(-25) : all.slice(0, 25);
  // The verb: the first verb of speech; else the first finite verb (an action: «Иван встал»).
  let verbIdx = -1;
  let speechVerb = false;
  let utterance = false;
  let verbGender: Gender = '';
  let plural = false;
  const order = before ? [...ws.keys()].reverse() : [...ws.keys()];
  for (const i of order) {
    const info = analyzeWord(ws[i].text.toLowerCase());
    if (info.verbLemma === null || info.pos === 'GRND' || info.pos === 'INFN') continue;
    const isSpeech = RU_SPEECH_VERBS.has(info.verbLemma) || RU_THOUGHT_VERBS.has(info.verbLemma);
    if (verbIdx === -1 || (isSpeech && !speechVerb)) {
      verbIdx = i;
      speechVerb = isSpeech;
      utterance = RU_UTTERANCE_VERBS.has(info.verbLemma);
      verbGender = info.past === 'm' || info.past === 'f' ? info.past : '';
      plural = info.past === 'pl' || info.personNumber?.endsWith('plur') === true;
    }
    // Author's words that open with a verb («брякнул он вдруг…») are about the speech whatever the
    // verb; a verb of speech further on belongs to some other clause.
    if (speechVerb || (!before && i <= 1)) break;
  }
  const reading: RemarkReading = { subject: null, speechVerb, verbGender, others: [] };
  // «раздался голос Павла Петровича»: the voice's owner, in the genitive, speaks.
  const voice = ws.findIndex((w) => /^голос(?:ом)?$/iu.test(w.text));
  if (voice >= 0) {
    const owner = mentions.find((m) => m.start === ws[voice + 1]?.start && (m.cases.size === 0 || m.cases.has('gent')));
    if (owner) {
      reading.subject = { kind: 'name', mention: owner };
      reading.speechVerb = true;
      reading.others = mentions.filter((m) => m !== owner);
      return reading;
    }
  }
  if (verbIdx === -1 || plural) {
    reading.others = mentions;
    return reading;
  }
  const verbPos = ws[verbIdx].start;
  // Subject candidates, nearest to the verb first, after it before before it («сказал Иван» is the
  // commonest order in author's words after speech).
  const candidates = [...ws.keys()].filter((i) => i !== verbIdx)
    .sort((a, b) => rank(a, verbIdx) - rank(b, verbIdx));
  for (const i of candidates) {
    const w = ws[i];
    const mention = mentions.find((m) => m.start <= w.start && w.end <= m.end);
    if (mention) {
      if (mention.start !== w.start) continue;
      const nominative = mention.cases.size === 0 || mention.cases.has('nomn');
      const agrees = !verbGender || !mention.gender || mention.gender === verbGender;
      if (nominative && agrees && !crossesClause(text, verbPos, w.start)) {
        reading.subject = { kind: 'name', mention };
        break;
      }
      continue;
    }
    if (crossesClause(text, verbPos, w.start)) continue;
    const lower = w.text.toLowerCase();
    const pr = RU_PRONOUNS[lower];
    if (pr) {
      if (pr.person === 3 && verbGender && pr.gender !== verbGender) continue;
      reading.subject = { kind: 'pronoun', ...pr };
      break;
    }
    // Descriptions are common nouns; a capitalised word that is no known name is not one.
    if (isCapitalized(w.text)) continue;
    const info = analyzeWord(lower);
    // «покраснел как рак»: a comparison, not a person.
    if (i > 0 && /^(?:как|словно|будто|точно|вроде)$/u.test(ws[i - 1].text.toLowerCase())) continue;
    // «отвечал дорожный, —»: an adjective standing for a person, alone before the punctuation.
    const nextGap = text.slice(w.end, ws[i + 1]?.start ?? text.length);
    const alone = ws[i + 1] === undefined || /[,.;!?…]/.test(nextGap);
    if (!info.animateNom && info.adjNom && info.adjNom !== 'n' && i === verbIdx + 1 && alone && info.pos === 'ADJF' && !NOT_PEOPLE.has(lower) && (!verbGender || info.adjNom === verbGender)) {
      reading.subject = { kind: 'descriptor', lemma: lower, gender: info.adjNom, text: w.text };
      break;
    }
    // «— Что вам угодно? — отвечал нос»: right after a verb of speech even a thing can speak.
    if (!info.animateNom && utterance && i === verbIdx + 1 && info.inanimateNoun && info.cases.has('nomn') && alone) {
      reading.subject = { kind: 'descriptor', lemma: info.lemma, gender: verbGender, text: w.text };
      break;
    }
    if (info.animateNom && (!verbGender || !info.animateNom.gender || info.animateNom.gender === verbGender)) {
      reading.subject = { kind: 'descriptor', lemma: descriptorPhrase(ws, i, info.animateNom.lemma), gender: info.animateNom.gender || verbGender, text: w.text };
      break;
    }
  }
  reading.others = mentions.filter((m) => reading.subject?.kind !== 'name' || m !== reading.subject.mention);
  return reading;
}

// Pronoun-like and ordinal adjectives never stand for a person on their own here.
const NOT_PEOPLE = new Set([
  'тот', 'та', 'этот', 'эта', 'другой', 'другая', 'третий', 'третья', 'первый', 'первая', 'второй', 'вторая',
  'сам', 'сама', 'каждый', 'всякий', 'иной', 'один', 'одна', 'весь', 'вся', 'какой', 'такой', 'мой', 'моя',
  'твой', 'твоя', 'свой', 'своя', 'наш', 'ваш', 'последний', 'последняя', 'никакой', 'некий', 'оный',
]);

/** After the verb beats before it; nearer beats farther. */
function rank(i: number, verb: number): number {
  return i > verb ? (i - verb) * 2 - 1 : (verb - i) * 2;
}

/** The subject of «сказал» is in the same clause: no sentence end or «, и / а / но» between. */
function crossesClause(text: string, a: number, b: number): boolean {
  const between = text.slice(Math.min(a, b), Math.max(a, b));
  return /[.!?;:]|,\s*(?:и|а|но|что|когда|который|которая|которые|как)\s/u.test(between) || /[—–]\s/.test(between);
}

/** «молодой человек» → «молодой человек»; a lone noun → its lemma. */
function descriptorPhrase(ws: WordToken[], i: number, lemma: string): string {
  const prev = ws[i - 1];
  if (prev && analyzeWord(prev.text.toLowerCase()).adjNom !== null && lemma === 'человек') return `${prev.text.toLowerCase()} ${lemma}`;
  return lemma;
}

const EN_PHRASE_END = new Set(['to', 'in', 'with', 'at', 'of', 'as', 'and', 'but', 'who', 'which', 'that', 'while', 'when', 'for', 'from', 'on', 'after', 'before', 'again', 'very', 'rather', 'quite']);
const EN_NOT_NOUNS = new Set(['low', 'loud', 'high', 'soft', 'shrill', 'sharp', 'deep', 'great', 'little', 'old', 'young', 'poor', 'eyes', 'head', 'hand', 'hands', 'last', 'first']);
const EN_DETERMINERS = new Set(['the', 'her', 'his', 'its', 'my', 'a', 'an', 'their', 'our', 'poor', 'little', 'old', 'young']);

function readEnglish(text: string, mentions: Mention[]): RemarkReading {
  const ws = words(text).slice(0, 25);
  const verbIdx = ws.findIndex((w) => EN_SPEECH_VERBS.has(w.text.toLowerCase()));
  const reading: RemarkReading = { subject: null, speechVerb: verbIdx >= 0, verbGender: '', others: [] };
  if (verbIdx === -1) {
    // «Alice looked up.» — an action: the first name at the start of the remark.
    const m = mentions.find((x) => x.start < 3);
    if (m) reading.subject = { kind: 'name', mention: m };
    reading.others = mentions.filter((x) => x !== m);
    return reading;
  }
  const candidates = [verbIdx + 1, verbIdx - 1, verbIdx + 2, verbIdx - 2, verbIdx + 3];
  for (const i of candidates) {
    const w = ws[i];
    if (!w) continue;
    const mention = mentions.find((m) => m.start <= w.start && w.end <= m.end);
    if (mention) {
      reading.subject = { kind: 'name', mention };
      break;
    }
    const lower = w.text.toLowerCase();
    const pr = EN_PRONOUNS[lower];
    if (pr) {
      reading.subject = { kind: 'pronoun', ...pr };
      break;
    }
    if (i > verbIdx && EN_DETERMINERS.has(lower)) {
      // «said the poor little thing», «said her sister»: the noun is the last word before a comma/stop.
      // The noun phrase runs to a preposition or punctuation; its last word is the noun.
      let k = i + 1;
      while (ws[k + 1] && !EN_PHRASE_END.has(ws[k + 1].text.toLowerCase()) && !/[,.;!?]/.test(text.slice(ws[k].end, ws[k + 1].start)) && k < i + 4) k++;
      const noun = ws[k];
      if (noun && !/[,.;]/.test(text.slice(w.end, noun.start)) && !/ly$/.test(noun.text) && !EN_NOT_NOUNS.has(noun.text.toLowerCase())) {
        const mm = mentions.find((m) => m.start <= noun.start && noun.end <= m.end);
        reading.subject = mm ? { kind: 'name', mention: mm } : { kind: 'descriptor', lemma: noun.text.toLowerCase(), gender: '', text: noun.text };
      }
      break;
    }
  }
  reading.others = mentions.filter((m) => reading.subject?.kind !== 'name' || m !== reading.subject.mention);
  return reading;
}
