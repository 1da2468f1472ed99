// Who «он», «она», a description or a silent turn stands for, from what the reader knows at that
// point: the sentences just before the speech, the exchange going on, who is in mind.
import type { Gender } from '../../contract/enums.ts';
import type { SpeakerContext } from './speaker-context.ts';
import { mayBeNamed, newPerson, nounKey } from './entities.ts';
import { analyzeWord } from './morphology.ts';
import { descriptionBase, KIN } from './descriptions.ts';
import { POSSESSIVE_GENDER } from './possessors.ts';
import { NARRATOR_KEY } from './types.ts';

export const UNKNOWN_KEY = 'unknown';

export interface Decision {
  speaker: string;
  confidence: number;
  issue: string;
  /** Which rule decided (a feature of the speaker model: how far each rule is to be trusted). */
  basis: string;
  /** What the tag said, when a tag decided. */
  tag?: TagFacts;
}

/** A tag's reading, for the speaker model. */
export interface TagFacts {
  kind: 'name' | 'action' | 'first' | 'pronoun' | 'descriptor' | 'none';
  /** The person named as the subject. */
  key?: string;
  /** Gender the tag demands: the pronoun's, else the verb's. */
  gender: Gender;
  /** The description's lemma, and the person it is taken for. */
  lemma?: string;
  descKey?: string;
  /** People the tag names who are not its subject (addressees). */
  others: string[];
  /** The one the tag says was spoken to, in the dative or accusative («говорил Базаров Аркадию»). */
  addressee?: string;
}

/** A subject of a narration sentence, resolved to a key. */
export interface Told {
  key: string;
  gender: Gender;
}

/** What surrounds a speech piece. */
export interface Situation {
  /** Subjects of the narration before the speech in this paragraph, in order. */
  local: Told[];
  /** Speaker of the utterance before this one in the paragraph, and how sure that was. */
  previousHere?: string;
  previousSure?: number;
  /** Subjects of the narration paragraph right before this one (when it was short narration). */
  before: Told[];
  /** The speech opens a paragraph right after speech: a new turn of a dialogue. */
  newTurn: boolean;
  /** The subject the narration closing the paragraph before (speech in it) ended on. */
  closing?: Told;
  /** People this speech calls by name, and others the tag names: not the speaker. */
  exclude: Set<string>;
}

/** A person of the book: not the narrator, not the unknown speaker. */
export const isPerson = (k: string) => k !== NARRATOR_KEY && k !== UNKNOWN_KEY;

export function resolvePronoun(gender: Gender, word: string, s: Situation, ctx: SpeakerContext): Decision {
  const d = ctx.discourse;
  const m = ctx.msg;
  const fits = (k: string | undefined): k is string => k !== undefined && isPerson(k) && !s.exclude.has(k) && ctx.genderOf(k) === gender;
  const decide = (speaker: string, confidence: number, issue: (p: string, w: string) => string, basis: string): Decision =>
    ({ speaker, confidence, issue: issue(word, ctx.nameOf(speaker)), basis });

  // «— Да, — сказал Иван. — Нет, — прибавил он»: the same speaker, nobody else told of between.
  if (fits(s.previousHere) && !s.local.some((t) => t.key !== s.previousHere && ctx.genderOf(t.key) === gender)) {
    return decide(s.previousHere, Math.min(0.9, s.previousSure ?? 0.9), m.pronounSame, 'pronounSame');
  }
  const candidates = d.likely(d.salient(gender, new Set([...s.exclude, NARRATOR_KEY, UNKNOWN_KEY])).filter(fits));
  const told = s.local.length > 0 || s.before.length > 0;
  // A new turn straight after another: the one just called by name, else the other person of the exchange.
  if (s.newTurn && !told) {
    const last = d.lastTurn()?.key;
    const called = d.addressees.filter((a) => a !== last && fits(a));
    if (called.length === 1) return decide(called[0], 0.9, m.pronounCalled, 'pronounCalled');
    if (fits(s.closing?.key)) return decide(s.closing.key, 0.9, m.pronounHere, 'pronounHere');
    const other = d.otherSpeaker(last)?.key;
    if (fits(other) && !fits(last)) return decide(other, 0.8, m.pronounTurn, 'pronounTurn');
    if (fits(other) && d.pair() !== null) return decide(other, 0.65, m.pronounTurn, 'pronounPair');
    // «— Ты поедешь? — спросил Иван. / — Поеду, — отвечал он»: a new turn is not the one who just spoke.
    if (last && candidates[0] === last && candidates.length > 1) {
      candidates.push(candidates.shift() as string);
      // Two of that sex in mind: the one who has not just spoken, all but surely.
      return decide(candidates[0], candidates.length === 2 ? 0.8 : 0.65, m.pronounTurn, 'pronounNotLast');
    }
  }
  if (candidates.length > 0) {
    const [first, second] = candidates.map((k) => d.score(k));
    const clear = second === undefined || first >= 2 * second;
    if (told) return decide(candidates[0], clear ? 0.9 : 0.7, clear ? m.pronounHere : m.pronounGuess, clear ? 'pronounHere' : 'pronounHereWeak');
    return decide(candidates[0], clear ? 0.65 : 0.55, clear ? m.pronounLikely : m.pronounGuess, clear ? 'pronounLikely' : 'pronounGuess');
  }
  // A chapter opening «— …, — сказал он» before anyone of that sex is named: the hero of the chapter before, as a guess.
  const hero = d.carriedHero(gender);
  if (fits(hero)) return decide(hero, 0.5, m.pronounGuess, 'pronounCarried');
  // Nobody of that gender in mind: the chapter's most frequent speaker of it, as a guess.
  const regular = [...d.spoke.keys()].filter(fits)[0];
  if (regular) return decide(regular, 0.45, m.pronounGuess, 'pronounRegular');
  return { speaker: UNKNOWN_KEY, confidence: 0.2, issue: m.pronounUnresolved(word), basis: 'pronounNone' };
}

/** «— Нельзя, — сказал, — …»: a verb with no subject continues the sentence before it. */
export function resolveNoSubject(gender: Gender, s: Situation, ctx: SpeakerContext): Decision | null {
  const fits = (k: string | undefined): k is string => k !== undefined && k !== UNKNOWN_KEY && !s.exclude.has(k) && (!gender || ctx.genderOf(k) === gender || k === NARRATOR_KEY);
  const who = [...s.local].reverse().find((t) => fits(t.key))?.key ?? (fits(s.previousHere) ? s.previousHere : undefined) ??
    [...s.before].reverse().find((t) => fits(t.key))?.key;
  if (!who) return null;
  return { speaker: who, confidence: 0.65, issue: ctx.msg.noSubject(ctx.nameOf(who)), basis: 'noSubject' };
}

const HOSTS = new Set(['хозяйка', 'хозяин']);

const CONTINUES = /(?:^|[^а-яё])продолжа(?:л|ла)(?:[^а-яё]|$)/iu;

/**
 * A described speaker («повторил старик»): the person the text links the description to, or in a
 * clean exchange the one of the two it can only be; else a character of its own.
 */
export function resolveDescriptor(said: string, gender: Gender, before: string, s: Situation, ctx: SpeakerContext): Decision {
  // «вошел урядник, молодой и статный казак … — отвечал казак»: the one the chapter gave that word to.
  const lemma = ctx.appositives.get(descriptionBase(said)) ?? said;
  const m = ctx.msg;
  const d = ctx.discourse;
  const last = d.lastTurn()?.key;
  // «отвечала ее мать»: not the one whose mother she is (the person of that sex most in mind).
  const owner = KIN.has(descriptionBase(lemma)) ? possessor(before, ctx) : undefined;
  if (owner) s = { ...s, exclude: new Set([...s.exclude, owner]) };
  // In a new turn the description is not the one who has just spoken, nor in a paragraph that answers
  // the one before with the author's words first («— …, — сказала Ульяна. / Старуха сказала: — …»).
  const answer = s.newTurn || (s.previousHere === undefined && d.lastTurn()?.paragraph === d.paragraph - 1);
  const key = nounKey(lemma, gender, ctx, before, new Set([...s.exclude, ...(answer && last ? [last] : [])]));
  if (!key.startsWith('d:')) {
    const sure = ctx.links.get(lemma) === key;
    return { speaker: key, confidence: sure ? 0.9 : 0.65, issue: m.descriptorIs(lemma, ctx.nameOf(key)), basis: sure ? 'descLinked' : 'descPlain' };
  }
  const fits = (k: string | undefined): k is string =>
    k !== undefined && isPerson(k) && !k.startsWith('d:') && !s.exclude.has(k) && gender !== '' && ctx.genderOf(k) === gender;
  const link = (who: string, confidence: number, basis: string): Decision => {
    // The description stands for that person for the rest of the chapter («слуга» is Петр).
    ctx.chapterLinks.set(lemma, who);
    return { speaker: who, confidence, issue: m.descriptorIs(lemma, ctx.nameOf(who)), basis };
  };
  // «— Чаятельно, за поступки, — продолжал неутомимый вопрошатель»: one who goes on is the one who
  // was speaking, whatever the narrator now calls him (a first description of someone already talking).
  if (last && CONTINUES.test(before) && isPerson(last) && !s.exclude.has(last) && gender !== '' && ctx.genderOf(last) === gender && !d.turns.some((t) => t.key === key)) return link(last, 0.85, 'descGoesOn');
  // A described person already in the scene («обратился Базаров к ямщику» … «подхватил ямщик») is that person.
  if (d.fresh(key, 2)) return { speaker: key, confidence: 0.85, issue: m.descriptor(lemma), basis: 'descFresh' };
  // «— Что, Петр, не видать? … — Не видать, — ответствовал слуга»: the one called answers.
  const called = s.newTurn ? d.addressees.filter((a) => a !== last && fits(a)) : [];
  if (called.length === 1) return link(called[0], 0.65, 'descCalled');
  const earlier = s.newTurn && last ? d.calledBy(last) : undefined;
  if (fits(earlier) && earlier !== last) return link(earlier, 0.6, 'descEarlier');
  // «— А Марья Ивановна? так же ли смела, как и вы? — Смела ли Маша? — отвечала ее мать»: a kin word
  // («мать», «жена») for no one who has spoken in this chapter is the one person of that sex taking part
  // in the talk, a named one first (not the one who has just spoken, in a new turn).
  const talking = (KIN.has(descriptionBase(lemma)) || (mayBeNamed(lemma) && hasEpithet(before))) && !ctx.chapterSpoke.has(key)
    ? [...new Set(d.turns.slice(-6).map((t) => t.key))].filter((k) => k !== key && !(s.newTurn && k === last) && isPerson(k) && !s.exclude.has(k) && gender !== '' && ctx.genderOf(k) === gender)
    : [];
  const talkingNamed = talking.filter((k) => !k.startsWith('d:'));
  const partner = talkingNamed.length === 1 ? talkingNamed[0] : talking.length === 1 ? talking[0] : undefined;
  if (partner) return { speaker: partner, confidence: 0.65, issue: m.descriptorIs(lemma, ctx.nameOf(partner)), basis: 'descTalking' };
  // «Гляжу: Савельич лежит в ногах у Пугачева. — Отец родной! — говорил бедный дядька»: a description
  // with the narrator's epithet, for no one who has spoken in the chapter, is the one the narration
  // just before the speech was about.
  const told = hasEpithet(before) && !ctx.chapterSpoke.has(key) ? [...s.before, ...s.local].reverse().find((t) => fits(t.key))?.key : undefined;
  if (told) return { speaker: told, confidence: 0.65, issue: m.descriptorIs(lemma, ctx.nameOf(told)), basis: 'descTold' };
  // «Беседа Анны Сергеевны с Базаровым… Она предложила перейти в залу… — спросила хозяйка»: the mistress
  // of the house is the named woman this paragraph's narration was about, already a voice of the chapter
  // (not a newcomer: «Иван вошел в трактир. — Чего изволите? — спросил хозяин» is no Иван).
  const host = HOSTS.has(lemma) && !ctx.chapterSpoke.has(key) ? [...s.local].reverse().find((t) => fits(t.key) && ctx.chapterSpoke.has(t.key))?.key : undefined;
  if (host) return { speaker: host, confidence: 0.65, issue: m.descriptorIs(lemma, ctx.nameOf(host)), basis: 'descTold' };
  // «подхватил отец» with Николай Петрович in the scene: maybe him — say so.
  const named = mayBeNamed(lemma) && gender ? d.salient(gender, new Set([...s.exclude, NARRATOR_KEY, UNKNOWN_KEY]), 2).filter((k) => !k.startsWith('d:')) : [];
  if (named.length > 0) return { speaker: key, confidence: 0.6, issue: m.descriptorMaybe(lemma, ctx.nameOf(named[0])), basis: 'descMaybe' };
  return { speaker: key, confidence: 0.85, issue: m.descriptor(lemma), basis: 'descNew' };
}

/** No author's words: an answer to a call by name, else the other person of a clean exchange. */
export function fromExchange(s: Situation, ctx: SpeakerContext): Decision {
  const d = ctx.discourse;
  const m = ctx.msg;
  const last = d.lastTurn()?.key;
  const called = d.addressees.find((a) => a !== last && !s.exclude.has(a));
  if (called) return { speaker: called, confidence: 0.65, issue: m.answersCall(ctx.nameOf(called)), basis: 'answersCall' };
  // «— Знаешь ли что? — говорил Базаров Аркадию. … — А оттуда?»: the one spoken to answers.
  const spokenTo = d.spokenTo.find((a) => a !== last && !s.exclude.has(a));
  if (spokenTo) return { speaker: spokenTo, confidence: 0.65, issue: m.answersSpokenTo(ctx.nameOf(spokenTo)), basis: 'answersSpokenTo' };
  const pair = d.pair();
  if (pair && !s.exclude.has(pair[1])) {
    const other = pair[1];
    const stale = d.sinceAnchor();
    // Turn-taking is only as sure as the two turns it goes on from.
    const turns = d.turns.slice(-2).map((t) => t.confidence);
    const confidence = Math.min(stale <= 2 ? 0.85 : stale <= 4 ? 0.75 : 0.6, ...turns.map((c) => c + 0.05));
    return { speaker: other, confidence, issue: confidence >= 0.7 ? m.turns(ctx.nameOf(other), ctx.nameOf(pair[0])) : m.turnsWeak(ctx.nameOf(other)), basis: 'turns' };
  }
  const other = d.otherSpeaker(last)?.key;
  if (last && other && !s.exclude.has(other) && other !== UNKNOWN_KEY) {
    return { speaker: other, confidence: 0.55, issue: m.turnsWeak(ctx.nameOf(other)), basis: 'turnsLoose' };
  }
  // In a first-person story the narrator is the likeliest partner of a known speaker.
  if (last && last !== NARRATOR_KEY && ctx.firstPerson && !s.exclude.has(NARRATOR_KEY)) {
    return { speaker: NARRATOR_KEY, confidence: 0.6, issue: m.narratorPartner(ctx.nameOf(last)), basis: 'narratorPartner' };
  }
  const guess = d.salient(null, new Set([...s.exclude, NARRATOR_KEY, UNKNOWN_KEY, ...(last ? [last] : [])]))[0];
  if (guess) return { speaker: guess, confidence: 0.4, issue: m.guessRecent(ctx.nameOf(guess)), basis: 'guessRecent' };
  return { speaker: UNKNOWN_KEY, confidence: 0.1, issue: m.noClue, basis: 'noClue' };
}

/** Two speeches side by side with no author's words between: the second is the other person. */
export function otherVoice(previous: string, s: Situation, ctx: SpeakerContext): Decision {
  const d = ctx.discourse;
  const other = d.otherSpeaker(previous)?.key ?? d.salient(null, new Set([previous, NARRATOR_KEY, UNKNOWN_KEY, ...s.exclude]))[0] ??
    (ctx.firstPerson && previous !== NARRATOR_KEY ? NARRATOR_KEY : undefined);
  if (!other || other === UNKNOWN_KEY || s.exclude.has(other)) return { speaker: UNKNOWN_KEY, confidence: 0.2, issue: ctx.msg.noClue, basis: 'noClue' };
  return { speaker: other, confidence: 0.6, issue: ctx.msg.secondVoice(ctx.nameOf(other)), basis: 'secondVoice' };
}

/** «кричала бедная женщина»: the narrator's epithet for someone already known, not a newcomer's («какая-то женщина»). */
function hasEpithet(before: string): boolean {
  const word = lastWord(before);
  if (!word || newPerson(before)) return false;
  const pos = analyzeWord(word).pos;
  return pos === 'ADJF' || pos === 'PRTF';
}

/** The one «его»/«ее» right before a kin word points at: the person of that sex most in mind. */
function possessor(before: string, ctx: SpeakerContext): string | undefined {
  const word = lastWord(before);
  const g = word ? POSSESSIVE_GENDER[word] : undefined;
  if (!g) return undefined;
  return ctx.discourse.likely(ctx.discourse.salient(g, new Set([NARRATOR_KEY, UNKNOWN_KEY])))[0];
}

/** The word right before a description in its tag («бедная» in «кричала бедная женщина»), lower case. */
function lastWord(before: string): string | undefined {
  return /([а-яё-]+)\s+$/iu.exec(before)?.[1]?.toLowerCase();
}
