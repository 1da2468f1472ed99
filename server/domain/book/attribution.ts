// Who says each line, by rules, in reading order:
//  1. the author's words next to the speech name the speaker («сказал Иван», «Иван сказал»),
//     or a pronoun («ответила она» → the last woman mentioned; «я» → the narrator), or a
//     description («повторил барин») — the last two with less confidence;
//  2. otherwise the exchange decides: the person the previous speech called by name answers,
//     else the two people of a dialogue take turns;
//  3. otherwise the rules guess and say so (review, low confidence, an issue in words).
import type { Gender } from '../../contract/enums.ts';
import type { AnalyzedLine } from './types.ts';
import { NARRATOR_KEY } from './types.ts';
import { Discourse } from './discourse.ts';
import { findMentions, type Mention } from './names.ts';
import type { Registry } from './registry.ts';
import { personGender, personName } from './registry.ts';
import { readRemark } from './remarks.ts';
import type { Piece } from './segment-lines.ts';
import { messages, type Messages } from './messages.ts';
import { words } from './text.ts';
import { analyzeWord } from './morphology.ts';
import { unifyDescriptors, type SpeechMeta } from './unify-descriptors.ts';

export const UNKNOWN_KEY = 'unknown';
/** Below this confidence a line is marked for review. */
export const REVIEW_BELOW = 0.7;

export interface ParagraphWork {
  text: string;
  pieces: Piece[];
  /** Mentions found in the paragraph text (offsets in it). */
  mentions: Mention[];
  breakBefore: boolean;
}

export interface Descriptor {
  key: string;
  lemma: string;
  gender: Gender;
}

/** State shared by all chapters of one book. */
export class SpeakerContext {
  readonly registry: Registry;
  readonly language: string;
  readonly msg: Messages;
  readonly discourse: Discourse;
  readonly descriptors = new Map<string, Descriptor>();
  /** The story is told in the first person (the narrator takes part in conversations). */
  firstPerson = false;
  /** The speech being attributed opens its paragraph (a new turn of the exchange). */
  newTurn = false;
  /** Verb-agreement votes per key (m minus f), added to the names' own gender. */
  readonly verbVotes = new Map<string, number>();

  constructor(registry: Registry, language: string) {
    this.registry = registry;
    this.language = language;
    this.msg = messages(language);
    this.discourse = new Discourse((key) => this.genderOf(key));
  }

  genderOf(key: string): Gender {
    const d = this.descriptors.get(key);
    if (d) return d.gender;
    const p = this.registry.byId(key);
    if (!p) return '';
    const votes = p.genderVotes * 3 + (this.verbVotes.get(key) ?? 0);
    return votes > 0 ? 'm' : votes < 0 ? 'f' : personGender(p);
  }

  nameOf(key: string): string {
    if (key === NARRATOR_KEY) return this.msg.narrator;
    const d = this.descriptors.get(key);
    if (d) return d.lemma;
    const p = this.registry.byId(key);
    return p ? personName(p) : this.msg.unknown;
  }
}

interface Decision {
  speaker: string;
  confidence: number;
  issue: string;
}

export function attributeChapter(paras: ParagraphWork[], ctx: SpeakerContext): AnalyzedLine[] {
  const lines: AnalyzedLine[] = [];
  const meta: SpeechMeta[] = [];
  const d = ctx.discourse;
  d.breakExchange();
  let blockId = 0;
  let previousNarration = '';
  let narrationSubject = null as Decision | null;
  for (const [paragraphId, p] of paras.entries()) {
    d.paragraph++;
    if (p.breakBefore && paragraphId > 0) {
      blockId++;
      d.breakExchange();
    }
    const hasSpeech = p.pieces.some((x) => x.kind !== 'narration');
    if (!hasSpeech) {
      for (const pc of p.pieces) lines.push(narrationLine(pc, blockId, paragraphId));
      bumpAll(ctx, p.mentions);
      bumpDescribed(p.text, ctx);
      if (p.text.length > 400) d.breakExchange();
      d.previousWasSpeech = false;
      previousNarration = p.text;
      narrationSubject = subjectOf(p, ctx);
      continue;
    }
    const vocatives: string[] = [];
    const bumped = new Set<number>();
    const spokenHere: string[] = [];
    let previous = null as Decision | null;
    let main = null as Decision | null;
    for (const [k, pc] of p.pieces.entries()) {
      if (pc.kind === 'narration') {
        lines.push(narrationLine(pc, blockId, paragraphId));
        continue;
      }
      const addressees = vocativesIn(p, pc, ctx);
      vocatives.push(...addressees);
      const exclude = new Set(addressees);
      const after = p.pieces[k + 1]?.remark ? p.pieces[k + 1] : null;
      const before = p.pieces[k - 1]?.remark ? p.pieces[k - 1] : null;
      const same = previous?.speaker;
      bumpNarrationBefore(p, k, ctx, bumped);
      // A paragraph that opens with speech is a new turn; speech after narration in the paragraph is not.
      ctx.newTurn = k === 0;
      let decision = after ? fromRemark(p, after, exclude, ctx, same, false) : null;
      if (!decision && before) decision = fromRemark(p, before, exclude, ctx, same, true);
      if (!decision && !previous && k === firstSpeech(p) && /:\s*$/.test(previousNarration)) {
        decision = fromText(previousNarration, exclude, ctx);
      }
      // «"Лиза, Лиза! Что с тобою?" — "Ах, Эраст! Я плакала!"»: quotes side by side are two people.
      if (!decision && previous && p.pieces[k - 1]?.kind !== 'narration' && p.pieces[k - 1]?.kind !== undefined) {
        decision = nextInParagraph(previous, spokenHere, exclude, ctx);
      }
      if (!decision && previous) decision = { ...previous };
      if (!decision && k === firstSpeech(p) && narrationSubject) decision = narrationSubject;
      if (!decision) decision = fromExchange(exclude, ctx);
      previous = decision;
      spokenHere.push(decision.speaker);
      main ??= decision;
      meta.push({ line: lines.length, exchange: d.exchange, addressees });
      lines.push({
        text: pc.text, kind: pc.kind, blockId, paragraphId, speaker: decision.speaker,
        confidence: round(decision.confidence), review: decision.confidence < REVIEW_BELOW, issue: decision.issue,
      });
    }
    // Remarks mention people (addressees, others present): they become recent too.
    bumpAll(ctx, p.mentions.filter((m) => !isInSpeech(p, m) && !bumped.has(m.start)));
    // Only a paragraph that opens with speech is a turn of the exchange; a quote inside narration
    // («…ворчал про себя: "Сто рублей!"») is not.
    if (main && p.pieces[0]?.kind !== 'narration') {
      d.addTurn(main.speaker, main.confidence);
      if (main.speaker !== UNKNOWN_KEY && main.speaker !== NARRATOR_KEY) d.mention(main.speaker);
    }
    d.addressees = vocatives;
    d.previousWasSpeech = true;
    previousNarration = '';
    narrationSubject = null;
  }
  unifyDescriptors(lines, meta, (k) => ctx.genderOf(k), (dk, who) => ctx.msg.descriptorIs(ctx.nameOf(dk), ctx.nameOf(who)));
  return lines;
}

/** The other person of a two-voice exchange inside one paragraph. */
function nextInParagraph(previous: Decision, spoken: string[], exclude: Set<string>, ctx: SpeakerContext): Decision {
  const other = [...spoken].reverse().find((k) => k !== previous.speaker && !exclude.has(k)) ??
    ctx.discourse.otherSpeaker(previous.speaker) ??
    ctx.discourse.recent(null, new Set([previous.speaker, NARRATOR_KEY, ...exclude]))[0];
  if (!other || other === UNKNOWN_KEY) return { speaker: UNKNOWN_KEY, confidence: 0.2, issue: ctx.msg.noClue };
  const sure = spoken.includes(other) ? 0.7 : 0.55;
  return { speaker: other, confidence: sure, issue: ctx.msg.turns(ctx.nameOf(other), ctx.nameOf(previous.speaker)) };
}

function narrationLine(pc: Piece, blockId: number, paragraphId: number): AnalyzedLine {
  return { text: pc.text, kind: pc.kind, blockId, paragraphId, speaker: NARRATOR_KEY, confidence: 1, review: false, issue: '' };
}

function round(x: number): number {
  return Math.round(x * 100) / 100;
}

function firstSpeech(p: ParagraphWork): number {
  return p.pieces.findIndex((x) => x.kind !== 'narration');
}

function lastSentenceStart(text: string): number {
  const re = /[.!?…]\s+/gu;
  let from = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) if (m.index + m[0].length < text.length) from = m.index + m[0].length;
  return from;
}

const isNominative = (m: Mention) => m.cases.size === 0 || m.cases.has('nomn');
const onlyNominative = (m: Mention) => m.cases.size === 0 || (m.cases.size === 1 && m.cases.has('nomn'));

/**
 * Makes mentioned people recent, subjects last: after «Разумихин … обвинил Раскольникова»
 * «он» is more likely Разумихин.
 */
function bumpAll(ctx: SpeakerContext, mentions: Mention[]): void {
  const ordered = [
    ...mentions.filter((m) => !isNominative(m)),
    ...mentions.filter((m) => isNominative(m) && !onlyNominative(m)),
    ...mentions.filter(onlyNominative),
  ];
  for (const m of ordered) {
    const key = ctx.registry.resolve(m);
    if (key) ctx.discourse.mention(key);
  }
}

/**
 * «Чиновник задумался…»: a described speaker met again as the subject of a sentence becomes recent,
 * so a following «сказал он» can be him (with a description's low confidence).
 */
function bumpDescribed(text: string, ctx: SpeakerContext): void {
  if (ctx.descriptors.size === 0 || ctx.language !== 'ru') return;
  for (const m of text.matchAll(/(?:^|[.!?…]\s+)([А-ЯЁA-Z][\p{L}-]+)/gu)) {
    const key = `d:${analyzeWord(m[1].toLowerCase()).animateNom?.lemma ?? ''}`;
    if (ctx.descriptors.has(key)) ctx.discourse.mention(key);
  }
}

/** People named in the narration of the paragraph before speech piece k become recent first. */
function bumpNarrationBefore(p: ParagraphWork, k: number, ctx: SpeakerContext, bumped: Set<number>): void {
  const upTo = p.pieces[k].start;
  const fresh = p.mentions.filter((m) => m.end <= upTo && !bumped.has(m.start) && !isInSpeech(p, m));
  for (const m of fresh) bumped.add(m.start);
  bumpAll(ctx, fresh);
}

/**
 * «Николай Петрович покраснел.» then «— Не называй ее…»: the person the last sentence of a short
 * narration paragraph is about usually speaks next.
 */
function subjectOf(p: ParagraphWork, ctx: SpeakerContext): Decision | null {
  if (p.text.length > 400) return null;
  const from = lastSentenceStart(p.text);
  const m = p.mentions.find((x) => x.start >= from && isNominative(x) && !x.sentenceStart) ??
    p.mentions.find((x) => x.start >= from && isNominative(x));
  const key = m ? ctx.registry.resolve(m) : null;
  if (m && key) return { speaker: key, confidence: 0.7, issue: ctx.msg.previousSubject(m.text) };
  // «Он запнулся на мгновенье и продолжал уже по-французски.»
  const pronoun = /^(?:Он|Она)\s/u.exec(p.text.slice(from)) ?? (ctx.language === 'en' ? /^(?:He|She)\s/u.exec(p.text.slice(from)) : null);
  if (!pronoun) return null;
  const gender = /^(?:Он|He)\s/u.test(pronoun[0]) ? 'm' : 'f';
  const who = ctx.discourse.recent(gender, new Set([NARRATOR_KEY]))[0];
  return who ? { speaker: who, confidence: 0.7, issue: ctx.msg.previousSubject(ctx.nameOf(who)) } : null;
}

function isInSpeech(p: ParagraphWork, m: Mention): boolean {
  return p.pieces.some((x) => x.kind !== 'narration' && x.start <= m.start && m.end <= x.end);
}

/**
 * Names the speech calls out: at its start («Иван, иди сюда!»), at its end («…, Алена Ивановна?»),
 * or after a word or two («Что, Петр, не видать?»). «…нянюшка, Егоровна, скончалась» is an apposition.
 */
function vocativesIn(p: ParagraphWork, pc: Piece, ctx: SpeakerContext): string[] {
  const out: string[] = [];
  for (const m of p.mentions) {
    if (m.start < pc.start || m.end > pc.end) continue;
    const before = p.text.slice(pc.start, m.start).trimEnd();
    const after = p.text.slice(m.end, pc.end).trimStart();
    const atStart = before === '' || /[!?.…]$/.test(before) || (/,$/.test(before) && words(before).length <= 2);
    const atEnd = /,$/.test(before) && /^[!?.…]*$/.test(after);
    const closes = after === '' || /^[,!?.…]/.test(after);
    if (!((atStart && closes) || atEnd)) continue;
    // «— Фенечка?» asks about her; «— Аркаша!» calls him.
    if (before === '' && /^\?[?!.…]*$/.test(after)) continue;
    if (atStart && ctx.language === 'ru' && introducesSelf(after, m)) continue;
    const key = ctx.registry.resolve(m);
    if (key) out.push(key);
  }
  return out;
}

/** «Раскольников, студент, был у вас»: a name, an apposition and its own verb is the subject, not a call. */
function introducesSelf(after: string, m: Mention): boolean {
  const ws = words(after.split(/[.!?…]/)[0] ?? '').slice(0, 4);
  if (ws.length < 2 || !/^,/.test(after)) return false;
  const apposition = analyzeWord(ws[0].text.toLowerCase()).animateNom !== null;
  const verb = ws.slice(1).some((w) => {
    const info = analyzeWord(w.text.toLowerCase());
    return info.past !== null && (info.past === m.gender || !m.gender);
  });
  return apposition && verb;
}

function fromRemark(p: ParagraphWork, remark: Piece, exclude: Set<string>, ctx: SpeakerContext, same: string | undefined, before: boolean): Decision | null {
  const mentions = p.mentions
    .filter((m) => m.start >= remark.start && m.end <= remark.end)
    .map((m) => ({ ...m, start: m.start - remark.start, end: m.end - remark.start }));
  return decide(remark.text, mentions, exclude, ctx, same, before);
}

/** Author's words in a narration paragraph that ends with a colon: «Тогда Иван сказал:». */
function fromText(text: string, exclude: Set<string>, ctx: SpeakerContext): Decision | null {
  return decide(text, findMentions(text, ctx.language), exclude, ctx, undefined, true);
}

/** `same`: the speaker of an earlier speech in the same paragraph («— A, — сказал Иван. — B, — прибавил он»). */
function decide(text: string, mentions: Mention[], exclude: Set<string>, ctx: SpeakerContext, same: string | undefined, before: boolean): Decision | null {
  const reading = readRemark(text, mentions, ctx.language, before);
  const subject = reading.subject;
  if (!subject) return null;
  const quote = text.length > 60 ? `${text.slice(0, 57)}…` : text;
  if (subject.kind === 'name') {
    const key = ctx.registry.resolve(subject.mention);
    if (!key || exclude.has(key)) return null;
    if (reading.verbGender) ctx.verbVotes.set(key, (ctx.verbVotes.get(key) ?? 0) + (reading.verbGender === 'm' ? 1 : -1));
    const person = ctx.registry.byId(key);
    if (person?.ambiguous && !subject.mention.first && !(subject.mention.patr && subject.mention.last)) {
      return { speaker: key, confidence: 0.6, issue: ctx.msg.ambiguousName(subject.mention.text, ctx.nameOf(key)) };
    }
    return {
      speaker: key,
      confidence: reading.speechVerb ? 0.95 : 0.8,
      issue: reading.speechVerb ? ctx.msg.named(quote) : ctx.msg.action(quote),
    };
  }
  if (subject.kind === 'pronoun') {
    if (subject.person === 1) return { speaker: NARRATOR_KEY, confidence: 0.9, issue: ctx.msg.firstPerson(quote) };
    if (same && same !== UNKNOWN_KEY && ctx.genderOf(same) === subject.gender) {
      return { speaker: same, confidence: 0.85, issue: ctx.msg.pronoun(quote, ctx.nameOf(same)) };
    }
    const others = new Set(exclude);
    for (const m of reading.others) {
      const k = ctx.registry.resolve(m);
      if (k) others.add(k);
    }
    return resolvePronoun(subject.gender, others, ctx, quote);
  }
  const key = `d:${subject.lemma}`;
  if (!ctx.descriptors.has(key)) ctx.descriptors.set(key, { key, lemma: subject.lemma, gender: subject.gender });
  return { speaker: key, confidence: 0.6, issue: ctx.msg.descriptor(subject.lemma) };
}

/**
 * «он»/«она»: the last person of that gender mentioned. In a new turn of an exchange it is rarely
 * the one who has just spoken, so a second candidate wins then.
 */
function resolvePronoun(gender: Gender, exclude: Set<string>, ctx: SpeakerContext, quote: string): Decision | null {
  const d = ctx.discourse;
  const candidates = d.recent(gender, exclude);
  if (candidates.length === 0) {
    return { speaker: UNKNOWN_KEY, confidence: 0.2, issue: ctx.msg.pronounUnresolved(quote) };
  }
  const last = d.previousWasSpeech && ctx.newTurn ? d.lastSpeaker() : undefined;
  if (candidates[0] === last && candidates.length > 1) {
    return { speaker: candidates[1], confidence: 0.65, issue: ctx.msg.pronounNotLast(quote, ctx.nameOf(candidates[1])) };
  }
  if (candidates[0] === last) {
    return { speaker: candidates[0], confidence: 0.5, issue: ctx.msg.pronounSame(quote, ctx.nameOf(candidates[0])) };
  }
  let sure = candidates.length === 1 ? 0.85 : 0.75;
  // Someone mentioned long ago who has never spoken, or a description: say so.
  const c = candidates[0];
  if (c.startsWith('d:') || (!d.spoke.has(c) && !d.fresh(c))) sure = 0.6;
  return { speaker: c, confidence: sure, issue: ctx.msg.pronoun(quote, ctx.nameOf(c)) };
}

/** No author's words: the exchange decides (answer to a call by name, then turn-taking). */
function fromExchange(exclude: Set<string>, ctx: SpeakerContext): Decision {
  const d = ctx.discourse;
  const last = d.previousWasSpeech || d.turns.length > 0 ? d.lastSpeaker() : undefined;
  const called = d.addressees.find((a) => a !== last && !exclude.has(a));
  if (called) return { speaker: called, confidence: 0.75, issue: ctx.msg.answersCall(ctx.nameOf(called)) };
  const other = d.otherSpeaker(last);
  if (last && other && !exclude.has(other)) {
    // Two people taking turns lately (ABAB) is a dialogue even if a third spoke earlier on.
    const two = new Set(d.turns.slice(-4)).size <= 2;
    // Turn-taking is only as good as the turns it counts from, and a description («старуха»)
    // may be someone already named.
    let confidence = two ? 0.75 : 0.5;
    confidence = Math.min(confidence, d.turnSureness(other) + 0.1, d.turnSureness(last) + 0.1);
    if (other.startsWith('d:')) confidence = Math.min(confidence, 0.6);
    return {
      speaker: other,
      confidence,
      issue: two ? ctx.msg.turns(ctx.nameOf(other), ctx.nameOf(last)) : ctx.msg.turnsMany(ctx.nameOf(other)),
    };
  }
  // In a first-person story the narrator is the likeliest partner of a known speaker.
  if (last && last !== NARRATOR_KEY && ctx.firstPerson && !exclude.has(NARRATOR_KEY)) {
    return { speaker: NARRATOR_KEY, confidence: 0.6, issue: ctx.msg.narratorPartner(ctx.nameOf(last)) };
  }
  const skip = new Set(exclude);
  if (last) skip.add(last);
  skip.add(NARRATOR_KEY);
  const guess = d.recent(null, skip)[0];
  if (guess) return { speaker: guess, confidence: 0.4, issue: ctx.msg.guessRecent(ctx.nameOf(guess)) };
  return { speaker: UNKNOWN_KEY, confidence: 0.1, issue: ctx.msg.noClue };
}
