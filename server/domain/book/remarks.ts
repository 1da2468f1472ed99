// Reading author's words for who speaks: «сказал Иван», «Иван сказал», «ответила она»,
// «повторил барин», «said Alice», «the Hatter said», «said her sister».
// Names in oblique cases («— Да, — ответил он Ивану») are addressees, never the speaker, and the
// speaker must agree with the verb («сказала» wants a woman).
import type { Gender } from '../../contract/enums.ts';
import { asVerb } from './morphology.ts';
import type { Mention } from './names.ts';
import { standIn } from './stand-ins.ts';
import { subjectNear } from './subjects.ts';
import { thoughtOwner } from './thought-owner.ts';
import { voiceOwner } from './voice-owner.ts';
import { words } from './text.ts';
import { EN_SPEECH_VERBS, RU_SPEECH_VERBS, RU_THOUGHT_VERBS, RU_UTTERANCE_VERBS } from './verbs.ts';

export type RemarkSubject =
  | { kind: 'name'; mention: Mention }
  | { kind: 'pronoun'; person: 1 | 3; gender: Gender }
  | { kind: 'descriptor'; lemma: string; gender: Gender; text: string; before?: string }
  /** A verb with no subject of its own («"Нельзя, — сказал, —…"»): the one the text was about. */
  | { kind: 'none'; gender: Gender };

export interface RemarkReading {
  subject: RemarkSubject | null;
  /** A verb of speaking/thinking was found (stronger evidence than «Иван встал»). */
  speechVerb: boolean;
  /** Gender the verb demands (past tense), '' if none. */
  verbGender: Gender;
  /** Persons' mentions in the remark that are not the subject (addressees, others). */
  others: Mention[];
}

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
  let verbLemma = '';
  let plural = false;
  let neuter = false;
  const order = before ? [...ws.keys()].reverse() : [...ws.keys()];
  for (const i of order) {
    const info = asVerb(ws[i].text);
    if (info === null || info.verbLemma === null || info.pos === 'GRND' || info.pos === 'INFN') continue;
    if (info.pos !== 'VERB') continue;
    const isSpeech = RU_SPEECH_VERBS.has(info.verbLemma) || RU_THOUGHT_VERBS.has(info.verbLemma);
    if (verbIdx === -1 || (isSpeech && !speechVerb)) {
      verbIdx = i;
      speechVerb = isSpeech;
      utterance = RU_UTTERANCE_VERBS.has(info.verbLemma);
      verbLemma = info.verbLemma;
      verbGender = info.past === 'm' || info.past === 'f' ? info.past : '';
      plural = info.past === 'pl' || info.personNumber?.endsWith('plur') === true;
      neuter = info.past === 'n';
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
  // «рот старика произнес», «уста ее прошептали», «крикнул чей-то голос»: the voice's owner speaks.
  const owner = verbIdx === -1 ? null : voiceOwner(text, ws, verbIdx, mentions);
  if (owner) {
    reading.subject = owner;
    reading.others = othersThan(mentions, owner);
    return reading;
  }
  if (verbIdx === -1 || plural) {
    reading.others = mentions;
    return reading;
  }
  // After the speech the subject mostly follows the verb («сказал Иван»); before it, precedes it.
  const found = subjectNear(text, ws, verbIdx, mentions, verbGender, new Set(), !before || verbIdx <= 1);
  // «Вдруг услышал я крик: "Постойте!"»: who hears is not who speaks.
  if (!speechVerb && HEARING.has(verbLemma)) {
    reading.others = mentions;
    return reading;
  }
  const r = found?.referent;
  if (r?.kind === 'name') reading.subject = { kind: 'name', mention: r.mention };
  else if (r?.kind === 'pronoun') reading.subject = { kind: 'pronoun', person: r.person, gender: r.gender };
  else if (r?.kind === 'noun') reading.subject = { kind: 'descriptor', lemma: r.lemma, gender: r.gender, text: r.lemma, before: text.slice(0, found?.start ?? 0) };
  // «"Чего тебе?" — и показало кулак»: a neuter verb agrees with no man or woman of the scene, so with no
  // subject of its own it tells nothing of who spoke but the head it happened in («мелькнуло у ней в
  // голове»); else the author's words before the speech may.
  else if (neuter) reading.subject = thoughtOwner(text, ws, mentions);
  else reading.subject = standIn(text, ws, verbIdx, verbGender, utterance) ?? { kind: 'none', gender: verbGender };
  reading.others = othersThan(mentions, reading.subject);
  return reading;
}

const HEARING = new Set(['слышать', 'услышать', 'расслышать', 'заслышать', 'подслушать', 'прислушаться', 'прислушиваться']);

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
  reading.others = othersThan(mentions, reading.subject);
  return reading;
}

/** The mentions other than the one a subject names (all of them for a subject that is no name). */
function othersThan(mentions: Mention[], subject: RemarkSubject | null | undefined): Mention[] {
  return mentions.filter((m) => subject?.kind !== 'name' || m !== subject.mention);
}
