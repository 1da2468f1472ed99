// Reading the author's words next to a quotation: who they say speaks.
//   after the quote:  «said Mrs. Mann», «said the beadle, grasping his cane», «she replied», «went on the Mouse»
//   before the quote: «Mr. Bumble said,», «Then she turned to him and asked:», «said Alice:»
//   a beat:           «Alice looked up.» (no verb of speech: the one who acts is the one who speaks)
// The subject is a name, a pronoun («he», «I») or a description («the beadle», «his wife», «the other»).
import type { Gender } from '../../../contract/enums.ts';
import { PARTICLE_VERBS, PERSON_NOUNS, PRONOUN_GENDER, SPEECH_VERBS, THOUGHT_VERBS, TITLES } from './lexicon.ts';
import type { EnMention } from './names.ts';

export type Subject =
  | { kind: 'name'; mention: EnMention }
  /** gender 'n': «it» (Alice's creatures speak as «it»). */
  | { kind: 'pronoun'; person: 1 | 3; gender: Gender | 'n'; plural: boolean }
  /** possessive: «his» in «his wife», '' after «the», 'bare' for a household word used as a name («said nanny»). */
  | { kind: 'desc'; noun: string; phrase: string; gender: Gender; possessive: string };

export interface TagReading {
  subject: Subject;
  /** A verb of speaking (or thinking) governs the subject; else it is a beat («Alice looked up»). */
  speech: boolean;
  thought: boolean;
  /** «he added», «she went on»: the one who spoke last goes on. */
  goesOn?: boolean;
  /** «X said nothing»: X is silent, the quotation is someone else's. */
  silent?: boolean;
  /** «said X to Y», «X asked Y»: Y is spoken to, so is not the speaker. */
  addressee: EnMention | null;
  /** The tag's text, for the line's explanation. */
  text: string;
}

export interface Word {
  text: string;
  lower: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}][\p{L}\p{M}]*(?:[-'’][\p{L}\p{M}]+)*/gu;
export const DETERMINERS = new Set(['the', 'his', 'her', 'my', 'your', 'their', 'our', 'its', 'this', 'that', 'a', 'an', 'one']);
const SKIPPABLE = new Set(['then', 'now', 'again', 'at', 'last', 'once', 'still', 'presently', 'suddenly', 'finally', 'only', 'also', 'too']);
// Words before a subject that leave it the subject: «and Emma said», «then she asked».
export const CONJUNCTIONS = new Set(['and', 'then', 'but', 'so', 'when', 'while', 'as', 'now', 'till', 'until', 'until', 'whereupon', 'yet', 'or', 'if', 'because', 'since', 'though', 'although']);
// «was Mrs. Moore's thought», «was Mahmoud Ali's explanation»
const UTTERANCE_NOUNS = new Set(['thought', 'explanation', 'reply', 'answer', 'comment', 'remark', 'question', 'retort', 'response', 'rejoinder', 'verdict', 'advice', 'greeting', 'cry', 'exclamation', 'conclusion', 'word', 'words', 'voice', 'opinion', 'suggestion', 'view']);
const POSSESSIVE_SUBJECTS: Record<string, Subject> = {
  his: { kind: 'pronoun', person: 3, gender: 'm', plural: false },
  her: { kind: 'pronoun', person: 3, gender: 'f', plural: false },
  my: { kind: 'pronoun', person: 1, gender: '', plural: false },
};
// Person nouns that are adjectives before another noun («the young man», «the other lady»).
const ADJECTIVE_NOUNS = new Set(['young', 'elder', 'younger', 'old', 'little', 'poor', 'dear']);
const OTHER_WORDS = new Set(['other', 'former', 'latter', 'first', 'second', 'elder', 'younger', 'eldest', 'youngest']);
// Past forms common in beats that do not end in -ed.
export const BEAT_VERBS = new Set([
  'looked', 'smiled', 'laughed', 'nodded', 'shook', 'turned', 'took', 'gave', 'came', 'went', 'sat', 'stood', 'rose',
  'made', 'put', 'got', 'held', 'began', 'saw', 'felt', 'knew', 'thought', 'heard', 'ran', 'threw', 'drew', 'hung',
  'bit', 'broke', 'caught', 'fell', 'flung', 'found', 'grew', 'kept', 'laid', 'led', 'left', 'let', 'lay', 'lit',
  'meant', 'met', 'paid', 'read', 'rang', 'said', 'sang', 'sank', 'seized', 'set', 'shut', 'slid', 'spoke', 'sprang',
  'stole', 'stopped', 'struck', 'swept', 'swung', 'told', 'tore', 'understood', 'was', 'were', 'had', 'did', 'could',
  'would', 'should', 'might', 'must', 'will', 'can', 'is', 'has', 'does', 'says', 'goes', 'looks', 'smiles', 'ate',
  'drank', 'wrote', 'wore', 'won', 'wept', 'woke', 'bent', 'blew', 'brought', 'bought', 'built', 'chose', 'clung',
  'crept', 'dealt', 'dug', 'drove', 'fed', 'fled', 'flew', 'forgot', 'forgave', 'froze', 'hid', 'hit', 'hurt',
  'knelt', 'leant', 'leapt', 'lost', 'rode', 'sent', 'shot', 'showed', 'slept', 'spent', 'spread', 'stuck', 'swore',
  'taught', 'thrust', 'woke', 'paused', 'sighed', 'hesitated', 'continued', 'added', 'glanced', 'stared', 'gazed',
]);

export function wordsOf(text: string, offset: number): Word[] {
  const out: Word[] = [];
  for (const m of text.matchAll(WORD)) out.push({ text: m[0], lower: m[0].toLowerCase(), start: offset + m.index, end: offset + m.index + m[0].length });
  return out;
}

export const isSpeechVerb = (w: Word | undefined) => w !== undefined && SPEECH_VERBS.has(w.lower);
// «Milly», «Emily»: a capitalised word ending in -ly is a name, not an adverb.
/** Words that qualify what was said: «was my only reply», «was his prompt answer», «was Jane's first thought». */
const UTTERANCE_ADJECTIVES = new Set(['only', 'sole', 'first', 'final', 'last', 'prompt', 'instant', 'immediate', 'ready', 'quick', 'short', 'brief', 'curt', 'simple', 'calm', 'quiet', 'gentle', 'sharp', 'whole', 'own', 'next', 'cheerful', 'anxious', 'eager']);

/** Where the noun of an utterance stands at `k`, past one or two words that qualify it, or -1. */
function utteranceAt(ws: Word[], k: number): number {
  for (let j = k; j < Math.min(ws.length, k + 3); j++) {
    if (UTTERANCE_NOUNS.has(ws[j].lower)) return j;
    if (!UTTERANCE_ADJECTIVES.has(ws[j].lower)) return -1;
  }
  return -1;
}

export const isAdverb = (w: Word | undefined) => w !== undefined && /^[a-z]/.test(w.text) && (/ly$/.test(w.lower) && w.lower.length > 4 && !/^(?:only|early|family|holy|ugly|lily|reply|supply|fly)$/.test(w.lower) || SKIPPABLE.has(w.lower));
export const isVerbLike = (w: Word | undefined) => w !== undefined && /^[a-z]/.test(w.text) && (BEAT_VERBS.has(w.lower) || SPEECH_VERBS.has(w.lower) || /[^e]ed$|ied$|eed$/.test(w.lower) && w.lower.length > 4);

/** «cried Thorpe,», «said he,»: a verb of speech before its subject, which only a tag after a quotation has. */
export function inverted(text: string): boolean {
  const ws = wordsOf(firstClause(text), 0);
  let i = 0;
  while (i < ws.length - 1 && isAdverb(ws[i])) i++;
  return ws[i] !== undefined && /^[a-z]/.test(ws[i].text) && isSpeechVerb(ws[i]) && /^(?:\p{Lu}|he$|she$|I$)/u.test(ws[i + 1]?.text ?? '');
}

/**
 * The clause right after a quotation: «said Alice», «Alice said», «said the beadle, grasping his cane».
 * `text` is the narration piece, `offset` its place in the paragraph, `mentions` the paragraph's names.
 */
export function readTagAfter(text: string, offset: number, mentions: EnMention[]): TagReading | null {
  const clause = firstClause(text);
  const ws = wordsOf(clause, offset);
  if (ws.length === 0) return null;
  let i = 0;
  while (i < ws.length - 1 && isAdverb(ws[i])) i++;
  // «said Alice», «cried Mrs. Mann», «went on the Mouse», «said he», «said dour Major Callendar»,
  // and any verb put before a name («yawned Mrs. Moore», «hooted Aziz»): only a tag inverts so.
  if (isSpeechVerb(ws[i]) || (isVerbLike(ws[i]) && nameAfter(ws, i + 1, mentions) !== null)) {
    const verb = ws[i];
    let k = i + 1;
    if (PARTICLE_VERBS[verb.lower]?.includes(ws[k]?.lower ?? '')) k++;
    while (k < ws.length && isAdverb(ws[k]) && k < i + 3) k++;
    let subject = subjectAt(ws, k, mentions) ?? nameAfter(ws, k, mentions) ?? describedAfter(ws, k, clause, offset);
    // «said Dan's girl», «said Dr. Wilkins's wife»: someone known by whose she is, not Dan.
    if (subject?.subject.kind === 'name') subject = ownedBy(ws, subject, clause, offset) ?? subject;
    if (subject) return reading(subject.subject, verb, ws, subject.next, mentions, clause);
    // «said nanny», «said mother»: a household word used as a name.
    const bare = ws[k];
    if (bare && isSpeechVerb(verb) && /^[a-z]+$/.test(bare.text) && !NOT_BARE.has(bare.lower) && !isAdverb(bare) && (k === ws.length - 1 || /^(?:to|with|in|at|as|and|but)$/.test(ws[k + 1].lower))) {
      return reading({ kind: 'desc', noun: bare.lower, phrase: bare.lower, gender: PERSON_NOUNS[bare.lower] ?? TITLES[bare.lower] ?? '', possessive: 'bare' }, verb, ws, k + 1, mentions, clause);
    }
    return null;
  }
  // «as Mrs. Lesley said»
  if (ws[i].lower === 'as' && i + 2 < ws.length) {
    const subject = subjectAt(ws, i + 1, mentions);
    if (subject && isSpeechVerb(ws[subject.next])) return reading(subject.subject, ws[subject.next], ws, subject.next + 1, mentions, clause);
  }
  // «was Mrs. Moore's thought»
  if (ws[i].lower === 'was') {
    const owner = subjectAt(ws, i + 1, mentions);
    const ownerNoun = owner ? utteranceAt(ws, owner.next) : -1;
    if (owner?.subject.kind === 'name' && ownerNoun >= 0 && /^['’]s\b/.test(clause.slice(owner.end - offset))) {
      return { subject: owner.subject, speech: true, thought: ws[ownerNoun].lower === 'thought', addressee: null, text: clause };
    }
    // «was his reply», «was my answer»: the possessive stands for «he», «I».
    const own = POSSESSIVE_SUBJECTS[ws[i + 1]?.lower ?? ''];
    const noun = utteranceAt(ws, i + 2);
    if (own && noun >= 0 && ws[noun].lower !== 'voice') {
      return { subject: own, speech: true, thought: ws[noun].lower === 'thought', addressee: null, text: clause };
    }
  }
  // «the subaltern cried»: a description the lexicon does not know, made one by the verb after it.
  if (ws[i].lower === 'the' && ws[i + 1] && /^[a-z]/.test(ws[i + 1].text) && isSpeechVerb(ws[i + 2]) && !PARTICLE_VERBS[ws[i + 2].lower]) {
    const noun = ws[i + 1].lower;
    return reading({ kind: 'desc', noun, phrase: `the ${noun}`, gender: PERSON_NOUNS[noun] ?? '', possessive: '' }, ws[i + 2], ws, i + 3, mentions, clause);
  }
  // «"Not yet!" came from Mr. Thornby.»
  if (ws[i].lower === 'came' && ws[i + 1]?.lower === 'from') {
    const from = nameAfter(ws, i + 2, mentions);
    if (from) return { subject: from.subject, speech: true, thought: false, addressee: null, text: clause };
  }
  // «Alice said», «the Hatter went on», «she replied», «Mr. Bumble, grasping his cane, said»
  const subject = subjectAt(ws, i, mentions);
  if (!subject) return null;
  let k = subject.next;
  while (k < ws.length && isAdverb(ws[k]) && k < subject.next + 3) k++;
  // «"Not yet," I heard Mr. Thornby say.»: the one heard speaks, not the one who hears.
  if (PERCEIVING.has(ws[k]?.lower ?? '')) {
    const object = ws[k + 1]?.lower;
    // «heard him say»: the object pronoun stands for «he».
    const pronoun = heardPronoun(object);
    const heard = pronoun ? { subject: pronoun, next: k + 2 } : subjectAt(ws, k + 1, mentions);
    if (heard && heard.subject.kind !== 'desc' && BARE_SPEECH.has(ws[heard.next]?.lower ?? '')) return reading(heard.subject, ws[heard.next], ws, heard.next + 1, mentions, clause);
  }
  // «Aunt Juley had hazarded», «Mrs. Weston would say»: an auxiliary before the verb of speech.
  if (AUXILIARIES.has(ws[k]?.lower ?? '') && isSpeechVerb(ws[k + 1])) k++;
  const verb = ws[k];
  if (isSpeechVerb(verb) && (!PARTICLE_VERBS[verb.lower] || SPEECH_ONLY.has(verb.lower) || PARTICLE_VERBS[verb.lower].includes(ws[k + 1]?.lower ?? ''))) {
    // «Henry asked him where Burton was.»: speech reported, not the quotation's tag.
    if (reported(ws, k, mentions, clause, offset)) return null;
    return reading(subject.subject, verb, ws, k + 1, mentions, clause);
  }
  // «Mr. Bumble, grasping his cane, said»: an aside between commas before the verb.
  const aside = clause.slice(subject.end - offset);
  const m = /^\s*,[^,]{1,60},\s*(\p{L}+)/u.exec(aside);
  if (m && SPEECH_VERBS.has(m[1].toLowerCase())) {
    const vi = ws.findIndex((w) => w.start === subject.end + m.index + m[0].length - m[1].length);
    if (vi >= 0) return reading(subject.subject, ws[vi], ws, vi + 1, mentions, clause);
  }
  if (isVerbLike(verb)) return { subject: subject.subject, speech: false, thought: false, addressee: null, text: clause };
  return null;
}

const REPORT_WORDS = new Set(['where', 'whether', 'if', 'what', 'how', 'why', 'when', 'who', 'that']);
const OBJECT_PRONOUNS = new Set(['him', 'her', 'them', 'me', 'us']);

/** The verb at k reports what was said («asked him where…», «said that…»), so it tags no quotation. */
function reported(ws: Word[], k: number, mentions: EnMention[], clause: string, offset: number): boolean {
  let j = k + 1;
  if (OBJECT_PRONOUNS.has(ws[j]?.lower ?? '')) j++;
  else {
    const m = mentions.find((x) => x.start === ws[j]?.start);
    if (m) while (j < ws.length && ws[j].start < m.end) j++;
  }
  const w = ws[j];
  return w !== undefined && REPORT_WORDS.has(w.lower) && !/[,;:]/.test(clause.slice(ws[k].end - offset, w.start - offset));
}

// Words after «said» that are no speaker.
const NOT_BARE = new Set([
  'to', 'in', 'at', 'with', 'and', 'but', 'so', 'then', 'again', 'it', 'that', 'this', 'nothing', 'something', 'anything',
  'yes', 'no', 'aloud', 'once', 'twice', 'before', 'after', 'afterwards', 'later', 'now', 'simply', 'only', 'all', 'more',
  'less', 'enough', 'much', 'little', 'something', 'everything', 'goodbye', 'good', 'nay', 'ay', 'aye', 'sharply', 'quick',
  'slow', 'low', 'softly', 'gently', 'of', 'for', 'on', 'upon', 'by', 'over', 'from', 'too', 'indeed', 'presently', 'thus',
  'herself', 'himself', 'themselves', 'myself', 'yourself', 'ourselves', 'one', 'someone', 'somebody', 'everybody', 'nobody',
  'none', 'what', 'which', 'who', 'how', 'when', 'where', 'why', 'there', 'here', 'the', 'a', 'an', 'his', 'her', 'my',
]);

/** Verbs of speech that need no particle to be one («said», «replied»), unlike «went», «put». */
const SPEECH_ONLY = new Set(['called', 'cried', 'broke', 'burst']);

/** Verbs after which a name is the one heard, seen or made to speak («heard Harriet say»). */
export const PERCEIVING = new Set(['heard', 'hear', 'hears', 'made', 'make', 'makes', 'let', 'lets', 'bade', 'bid']);
export const BARE_SPEECH = new Set(['say', 'ask', 'reply', 'answer', 'exclaim', 'whisper', 'murmur', 'mutter', 'remark', 'observe', 'explain', 'declare', 'inquire', 'enquire']);

const AUXILIARIES = new Set(['had', 'has', 'have', 'would', 'will', 'could', 'should', 'might', 'must', 'did', 'was', 'were', 'is']);

// Words after which a name is an object, not the one who speaks.
export const OBJECT_BEFORE = new Set([
  'to', 'with', 'at', 'of', 'for', 'from', 'by', 'on', 'upon', 'in', 'into', 'over', 'like', 'than', 'as', 'about',
  'after', 'before', 'behind', 'towards', 'toward', 'under', 'near', 'beside', 'against', 'without', 'through', 'saw',
  'asked', 'told', 'answered', 'thanked', 'begged', 'watched', 'heard', 'addressed', 'let', 'made', 'helped',
]);

/** «heard him say», «heard her saying», «heard me say»: the object pronoun of a verb of perceiving stands for «he»/«she»/«I». */
export function heardPronoun(word: string | undefined): Subject | null {
  if (word === 'me') return { kind: 'pronoun', person: 1, gender: '', plural: false };
  return word === 'him' || word === 'her' ? { kind: 'pronoun', person: 3, gender: PRONOUN_GENDER[word], plural: false } : null;
}
/**
 * The subject of a narration's first sentence: «Elizabeth looked at him. …» → Elizabeth. Used for
 * a paragraph whose quotation has no tag but whose narration says who acts.
 */
export function readBeat(text: string, offset: number, mentions: EnMention[]): TagReading | null {
  const beat = beatOf(text, offset, mentions);
  return beat?.silent === false ? beat : null;
}

/** «Catherine said nothing.», «Marianne said no more, but looked hurt.»: the one the narration says keeps silent. */
export function readSilence(text: string, offset: number, mentions: EnMention[]): Subject | null {
  const beat = beatOf(text, offset, mentions);
  return beat?.silent === true ? beat.subject : null;
}

function beatOf(text: string, offset: number, mentions: EnMention[]): TagReading | null {
  const ws = wordsOf(firstClause(text), offset);
  let i = 0;
  while (i < ws.length - 1 && (isAdverb(ws[i]) || CONJUNCTIONS.has(ws[i].lower))) i++;
  const subject = subjectAt(ws, i, mentions);
  if (!subject) return null;
  let k = asideAfter(ws, subject.next, text, offset);
  while (k < ws.length && isAdverb(ws[k])) k++;
  if (!isVerbLike(ws[k])) return null;
  // «Catherine said nothing.»: she is the one who does not speak.
  const silent = isSpeechVerb(ws[k]) && (ws[k + 1]?.lower === 'nothing' || (ws[k + 1]?.lower === 'no' && ws[k + 2]?.lower === 'more'));
  return { subject: subject.subject, speech: isSpeechVerb(ws[k]) && !SAID_WHAT.has(ws[k + 1]?.lower ?? ''), thought: THOUGHT_VERBS.has(ws[k].lower), silent, addressee: null, text: firstClause(text) };
}

/**
 * «Mabel, who had been sitting on the bench, rose»: a relative clause or a participle between commas
 * after the subject is about him; the verb after it is his. The index of the word after the aside.
 */
function asideAfter(ws: Word[], next: number, text: string, offset: number): number {
  const from = ws[next - 1]?.end;
  if (from === undefined) return next;
  const aside = /^\s*,\s*(?:who|whose|which|[a-z]+ing)\b[^,;.!?]*,\s*/.exec(text.slice(from - offset));
  if (!aside) return next;
  const end = from + aside[0].length;
  const k = ws.findIndex((w) => w.start >= end);
  return k < 0 ? next : k;
}

export function reading(subject: Subject, verb: Word, ws: Word[], next: number, mentions: EnMention[], text: string): TagReading {
  let addressee: EnMention | null = null;
  // «said X to Y», «X asked Y»
  let k = next;
  if (ws[k]?.lower === 'to') k++;
  if (ws[k]?.lower === 'to' || ws[next]?.lower === 'to' || /^(?:asked|told|answered|begged|urged|reminded|assured|informed|warned|implored|entreated|besought|called)$/.test(verb.lower)) {
    addressee = mentions.find((m) => m.start === ws[k]?.start) ?? null;
  }
  const at = ws.indexOf(verb);
  const goesOn = GOES_ON.has(verb.lower) || ((verb.lower === 'went' || verb.lower === 'goes') && ws[at + 1]?.lower === 'on');
  // «Catherine said nothing», «Thorpe then said something about it»: speaking is told, not quoted.
  const object = next === at + 1 ? ws[next]?.lower ?? '' : '';
  // «Marianne said no more»: as silent as «said nothing».
  const noMore = object === 'no' && ws[next + 1]?.lower === 'more';
  if (SAID_WHAT.has(object) || noMore) return { subject, speech: false, thought: false, silent: object === 'nothing' || noMore, addressee: null, text };
  return { subject, speech: true, thought: THOUGHT_VERBS.has(verb.lower) && !/\bthought\s+(?:it|that|so|of|him|her|them)\b/.test(text), goesOn, addressee, text };
}

const SAID_WHAT = new Set(['nothing', 'something', 'anything', 'little', 'much', 'more', 'everything']);

const GOES_ON = new Set(['added', 'adds', 'continued', 'continues', 'resumed', 'resumes', 'pursued', 'persisted', 'proceeded', 'repeated']);

// Nouns after «said the …» that name no one («said the next day», «said the same»).
const NOT_PERSON = new Set(['day', 'days', 'night', 'morning', 'evening', 'afternoon', 'time', 'times', 'thing', 'things', 'word', 'words', 'truth', 'same', 'rest', 'way', 'name', 'matter', 'most', 'least', 'following', 'whole', 'best', 'worst', 'contrary', 'more', 'less', 'last', 'next', 'first', 'other', 'letter', 'note', 'book', 'paper', 'line', 'lines', 'story', 'lesson', 'prayer', 'words']);

/**
 * «said the solicitor», «said the genial passenger», «said his colleague»: a description the
 * lexicon does not know, read as one when it ends the clause (or a comma, a preposition follows).
 */
function describedAfter(ws: Word[], k: number, clause: string, offset: number): { subject: Subject; next: number; end: number } | null {
  const det = ws[k];
  if (!det || !['the', 'his', 'her', 'their', 'my', 'our', 'a', 'an'].includes(det.lower)) return null;
  for (let j = k + 1; j < ws.length && j <= k + 3; j++) {
    if (!/^[a-z][a-z-]*$/.test(ws[j].text) || isSpeechVerb(ws[j]) || OBJECT_BEFORE.has(ws[j].lower) || CONJUNCTIONS.has(ws[j].lower)) return null;
    const after = ws[j + 1];
    const ends = !after || /,/.test(clause.slice(ws[j].end - offset, after.start - offset)) || OBJECT_BEFORE.has(after.lower) || isAdverb(after) || after.lower === 'who';
    if (!ends) continue;
    const noun = ws[j].lower;
    if (NOT_PERSON.has(noun) || isAdverb(ws[j])) return null;
    const possessive = det.lower === 'the' || det.lower === 'a' || det.lower === 'an' ? '' : det.lower;
    return { subject: { kind: 'desc', noun, phrase: ws.slice(k, j + 1).map((w) => w.text).join(' '), gender: PERSON_NOUNS[noun] ?? '', possessive }, next: j + 1, end: ws[j].end };
  }
  return null;
}

/** «Dan's girl»: a name in the possessive before a noun of a person is that person, described. */
function ownedBy(ws: Word[], found: { subject: Subject; next: number; end: number }, clause: string, offset: number): { subject: Subject; next: number; end: number } | null {
  const owner = ws[found.next - 1];
  const noun = ws[found.next];
  if (!owner || !noun || !/['’]s$/.test(owner.text) || owner.end !== found.end + 2 || !/^[a-z]/.test(noun.text) || !(noun.lower in PERSON_NOUNS)) return null;
  if (['voice', 'other', 'young', 'elder', 'younger'].includes(noun.lower) || clause.slice(owner.end - offset, noun.start - offset) !== ' ') return null;
  return { subject: { kind: 'desc', noun: noun.lower, phrase: `${owner.text} ${noun.text}`, gender: PERSON_NOUNS[noun.lower] ?? '', possessive: '' }, next: found.next + 1, end: noun.end };
}

/** A name after up to two lower-case adjectives: «dour Major Callendar», «pleasure-loving Miss Derek». */
function nameAfter(ws: Word[], k: number, mentions: EnMention[]): { subject: Subject; next: number; end: number } | null {
  // «said the obliging Mrs. Ford», «exclaimed the horrified Mrs. Rachel»
  if (ws[k]?.lower === 'the' && ws[k + 1] && /^[a-z]/.test(ws[k + 1].text)) k++;
  for (let j = k; j < ws.length && j <= k + 2; j++) {
    const s = subjectAt(ws, j, mentions);
    if (s?.subject.kind === 'name') return s;
    if (!/^[a-z]/.test(ws[j].text) || DETERMINERS.has(ws[j].lower) || OBJECT_BEFORE.has(ws[j].lower) || CONJUNCTIONS.has(ws[j].lower)) return null;
  }
  return null;
}

/** A subject starting at word i: a name, a pronoun or a description; `next` is the word after it. */
export function subjectAt(ws: Word[], i: number, mentions: EnMention[]): { subject: Subject; next: number; end: number } | null {
  const w = ws[i];
  if (!w) return null;
  // «the Mouse», «the March Hare»: a name written after «the» starts at the next word.
  const at = w.lower === 'the' && ws[i + 1] ? ws[i + 1].start : w.start;
  const m = mentions.find((x) => x.start === at);
  if (m) {
    let next = i;
    while (next < ws.length && ws[next].start < m.end) next++;
    return { subject: { kind: 'name', mention: m }, next, end: m.end };
  }
  if (w.lower === 'i' && w.text === 'I') return { subject: { kind: 'pronoun', person: 1, gender: '', plural: false }, next: i + 1, end: w.end };
  if (w.lower === 'he' || w.lower === 'she') return { subject: { kind: 'pronoun', person: 3, gender: PRONOUN_GENDER[w.lower], plural: false }, next: i + 1, end: w.end };
  if (w.lower === 'we') return { subject: { kind: 'pronoun', person: 1, gender: '', plural: true }, next: i + 1, end: w.end };
  if (w.lower === 'it') return { subject: { kind: 'pronoun', person: 3, gender: 'n', plural: false }, next: i + 1, end: w.end };
  if (w.lower === 'they') return { subject: { kind: 'pronoun', person: 3, gender: '', plural: true }, next: i + 1, end: w.end };
  if (DETERMINERS.has(w.lower)) {
    // «the beadle», «the old gentleman», «his wife», «the other», «the Rabbit» (a name, found above)
    for (let k = i + 1; k < ws.length && k <= i + 4; k++) {
      const low = ws[k].lower;
      // «the young man», «the elder lady»: an adjective the lexicon also knows as a noun goes on to the noun.
      const nounNext = ws[k + 1] !== undefined && ws[k + 1].lower in PERSON_NOUNS && /^[a-z]/.test(ws[k + 1].text) && ws[k].end + 1 === ws[k + 1].start;
      const noun = low in PERSON_NOUNS && !(ADJECTIVE_NOUNS.has(low) && nounNext) ? low : OTHER_WORDS.has(low) && !nounNext ? low : '';
      if (noun) {
        // «the voice of Mr. Syed Mohammed»
        if ((noun === 'voice' || noun === 'other') && ws[k + 1]?.lower === 'of') {
          const owner = subjectAt(ws, k + 2, mentions);
          if (owner?.subject.kind === 'name') return owner;
        }
        const phrase = ws.slice(i, k + 1).map((x) => x.text).join(' ');
        const possessive = w.lower === 'the' || w.lower === 'a' || w.lower === 'an' || w.lower === 'this' || w.lower === 'that' || w.lower === 'one' ? '' : w.lower;
        return { subject: { kind: 'desc', noun, phrase, gender: PERSON_NOUNS[noun] ?? TITLES[noun] ?? '', possessive }, next: k + 1, end: ws[k].end };
      }
      // Adjectives only between the determiner and its noun.
      if (!/^[a-z]/.test(ws[k].text) || isSpeechVerb(ws[k]) || BEAT_VERBS.has(low)) break;
    }
  }
  return null;
}

/** The text up to the first full stop, semicolon, or quotation mark. */
function firstClause(text: string): string {
  const m = /[.!?;:]\s|["“”‘]|[.!?;]$|--|—/.exec(text);
  // «Mr. Bumble» has a dot that ends nothing.
  if (m && m[0].startsWith('.') && /\b(?:Mr|Mrs|Ms|Dr|St|Mme|Mlle|Messrs|Rev|Col|Capt|[A-Z])$/.test(text.slice(0, m.index))) {
    const rest = firstClause(text.slice(m.index + 1));
    return text.slice(0, m.index + 1) + rest;
  }
  return m ? text.slice(0, m.index) : text;
}
