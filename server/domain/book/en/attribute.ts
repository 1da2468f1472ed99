// Who says each quotation of an English chapter, by rules, in reading order:
//  1. the author's words next to the quotation name the speaker («said Mrs. Mann», «Mrs. Mann said»),
//     or a pronoun («she said»: the last woman mentioned who has not just spoken; «I said»: the
//     narrator), or a description («the beadle replied»: whoever the book calls so);
//  2. the paragraph's own narration says who acts («Alice looked up. "…"»);
//  3. a paragraph opening inside a quotation left open goes on with the same voice;
//  4. otherwise the conversation decides: the person the last speech called by name answers, else
//     the two people of an exchange take turns;
//  5. otherwise the rules guess and say so (review, low confidence, a reason in words).
// By English convention a new paragraph of speech is a new speaker, and all quotations of one
// paragraph have one speaker unless a second tag names another.
import type { AnalyzedLine } from '../types.ts';
import { NARRATOR_KEY } from '../types.ts';
import type { DialogueContext, Hint, TurnRecord } from './dialogue.ts';
import type { EnDiscourse } from './discourse.ts';
import type { EnMention } from './names.ts';
import type { EnRegistry } from './people.ts';
import type { SegmentedParagraph, EnPiece } from './quotes.ts';
import { PERSON_NOUNS } from './lexicon.ts';
import { asksToCheck, REASONS } from './reasons.ts';
import { addressTerms, tagAddressees, vocativesIn } from './vocatives.ts';
import { readBeat, readTagAfter, readTagBefore, type Subject, type TagReading } from './tags.ts';

export const UNKNOWN = 'unknown';
// English books are flagged more readily than Russian ones: below this, rules other than a tag
// with an unambiguous name are right too rarely to go unchecked (measured on the dev novels).
export const REVIEW_BELOW = 0.985;
const SOFT_HINT_CAP = 0.95;
const ANSWER_REVIEW_BELOW = 0.95;

export interface EnParagraph {
  text: string;
  seg: SegmentedParagraph;
  mentions: EnMention[];
  breakBefore: boolean;
}

export interface EnBookContext {
  registry: EnRegistry;
  firstPerson: boolean;
  /** Description noun → the person the book calls so, learnt from «Mr. Bumble, the beadle». */
  appositions: Map<string, string>;
  /** Title → the person who bears it most («the Colonel» → Colonel Brandon). */
  titleHolders: Map<string, string>;
  /** How often each description noun speaks by a tag over the book. */
  descriptionTags: Map<string, number>;
  /** Speakers made of descriptions nobody could be matched to: key → description. */
  descriptors: Map<string, { phrase: string; gender: '' | 'm' | 'f' }>;
  /** People who speak somewhere by an explicit tag: safe candidates for pronouns and turns. */
  speakers: Set<string>;
  /** Name mentions in the whole book: how often a name is used is measured against it. */
  mentions: number;
  /** How often each person is called by name in speech (filled while attributing). */
  called: Map<string, number>;
  /** The names a first-person narrator goes by, once known. */
  narratorNames: string[];
  nameOf(key: string): string;
}

interface Decision {
  speaker: string;
  confidence: number;
  issue: string;
  /** The decision names a speaker by the text itself (tag or beat), not by the conversation. */
  tagged: boolean;
  /** What the text gave: a name (or «I»), a pronoun or description of some gender, an action. */
  hint?: Hint;
  gender?: 'm' | 'f';
  /** «said her father»: the kin the tag names the speaker by. */
  kin?: string;
  /** A pronoun taken for someone named earlier in the same paragraph. */
  local?: boolean;
  /** «he added»: the tag says the last speaker goes on. */
  goesOn?: boolean;
  /** The tag names someone the book seldom names. */
  rareName?: boolean;
  /** The tag's name, when it may mean more than one person. */
  ambiguousName?: string;
  /** The tag's name stands far from the quotation, in a long sentence of narration. */
  distant?: boolean;
  /** The speaker is the one the line before called by name. */
  answers?: boolean;
}

/** The chapter's lines, first reading; its turns of conversation go to `turns`, decoded over the whole book. */
export function attributeEnglishChapter(paras: EnParagraph[], ctx: EnBookContext, d: EnDiscourse, chapter: number, turns: TurnRecord[]): AnalyzedLine[] {
  const lines: AnalyzedLine[] = [];
  let blockId = 0;
  let previousNarration: EnParagraph | null = null;
  d.breakConversation();
  for (const [paragraphId, p] of paras.entries()) {
    d.paragraph++;
    if (p.breakBefore && paragraphId > 0) {
      blockId++;
      d.breakConversation();
    }
    const speech = p.seg.pieces.filter((x) => x.kind === 'speech');
    for (const pc of p.seg.pieces) if (pc.kind === 'narration') noteIntroductions(pc.text, d);
    if (speech.length === 0) {
      for (const pc of p.seg.pieces) lines.push(line(pc, 'narration', blockId, paragraphId, NARRATOR_KEY, 1, ''));
      mentionAll(p.mentions, p, ctx, d);
      d.narrationSince++;
      d.narrationChars += p.text.length;
      // A long stretch of narration ends the conversation: its turns say nothing about the next one.
      if (d.narrationChars > 1500 || d.narrationSince > 3) d.breakConversation();
      previousNarration = p;
      continue;
    }
    const decisions = decideParagraph(p, ctx, d, previousNarration);
    const vocatives: string[] = [];
    const calledOut: string[] = [];
    const terms: string[] = [];
    const mainLines: AnalyzedLine[] = [];
    for (const [k, pc] of p.seg.pieces.entries()) {
      if (pc.kind === 'narration') {
        lines.push(line(pc, 'narration', blockId, paragraphId, NARRATOR_KEY, 1, ''));
        continue;
      }
      const dec = decisions.get(k) ?? decisions.get(-1);
      if (!dec) continue;
      const raw = vocativesIn(p, pc, ctx);
      if (dec === decisions.get(-1) || dec.speaker === decisions.get(-1)?.speaker) {
        calledOut.push(...raw);
        terms.push(...addressTerms(pc.text));
      }
      const called = raw.filter((v) => v !== dec.speaker);
      vocatives.push(...called);
      for (const v of called) ctx.called.set(v, (ctx.called.get(v) ?? 0) + 1);
      const kind = thoughtAt(p, k) ? 'thought' : 'speech';
      const l = line(pc, kind, blockId, paragraphId, dec.speaker, dec.confidence, dec.issue);
      lines.push(l);
      if (dec === decisions.get(-1) || dec.speaker === decisions.get(-1)?.speaker) mainLines.push(l);
    }
    const main = decisions.get(-1);
    mentionAll(p.mentions.filter((m) => !inSpeech(p, m)), p, ctx, d);
    if (main && (p.seg.pieces[0]?.kind === 'speech' || main.tagged)) {
      const continues = main.issue === REASONS.continued;
      turns.push({
        chapter, paragraphId, blockId, speaker: main.speaker, confidence: main.confidence, issue: main.issue, hint: continues ? 'none' : main.hint ?? 'none',
        gender: main.gender, kin: main.kin, local: main.local, goesOn: main.goesOn, rareName: main.rareName, distant: main.distant, ambiguousName: main.ambiguousName, answers: main.answers, continues, lines: mainLines, called: [...new Set(calledOut)], terms: [...new Set(terms)], told: tagAddressees(p, ctx),
        recent: d.recent(null, new Set([UNKNOWN]), 6), gapParagraphs: d.narrationSince, gapChars: d.narrationChars,
      });
    }
    if (main) {
      // Quotations inside narration («he muttered "never"») are not turns of a conversation.
      if (p.seg.pieces[0]?.kind === 'speech' || main.tagged) d.addTurn(main.speaker, main.confidence);
      if (main.speaker !== UNKNOWN) d.mention(main.speaker);
    }
    d.addressees = [...new Set([...vocatives, ...tagAddressees(p, ctx)])];
    previousNarration = null;
  }
  return lines;
}

export function dialogueContext(ctx: EnBookContext): DialogueContext {
  if ((globalThis as { DEBUG_PEOPLE?: unknown }).DEBUG_PEOPLE) (globalThis as { DEBUG_PEOPLE?: unknown }).DEBUG_PEOPLE = (k: string) => (k === NARRATOR_KEY ? '_narr' : ctx.nameOf(k));
  return {
    firstPerson: ctx.firstPerson,
    genderOf: (k) => (k.startsWith('d:') ? ctx.descriptors.get(k)?.gender ?? '' : ctx.registry.genderOf(k)),
    weight: (k) => ctx.registry.byId(k)?.count ?? 1,
    assign: (turn, speaker, probability, partner) => {
      const said = speaker === turn.speaker ? turn.issue : REASONS.turns(ctx.nameOf(speaker), partner ? ctx.nameOf(partner) : 'another');
      // A pronoun or an action is right 92–94% of the time even where the chain is sure (dev
      // novels): never sure enough to go unchecked.
      if (turn.hint === 'gender' || turn.hint === 'beat' || turn.hint === 'weak') probability = Math.min(probability, SOFT_HINT_CAP);
      // A tag naming someone the book seldom names (or by a full name where a short one would do) is
      // right 85–91% of the time (dev novels), whatever the chain says: minor characters and names
      // gone wrong are where the studio should ask.
      if (turn.rareName && speaker === turn.speaker) probability = Math.min(probability, SOFT_HINT_CAP);
      // A name read far from the quotation, across a long sentence of narration («Twice while the field
      // was moving off she had tried to get … and when Tony came up said,»), is right 95% of the time
      // on the dev novels where the chain is sure: the sentence may be about someone else's speech.
      if (turn.distant && speaker === turn.speaker) probability = Math.min(probability, SOFT_HINT_CAP);
      // A turn the chain is sure of says why in its own words, not «please check» (a name that may
      // mean two people is right 96% of the time where the chain agrees).
      let issue = said;
      if (asksToCheck(said) && probability >= REVIEW_BELOW) {
        issue = turn.ambiguousName ? REASONS.ambiguousSettled(turn.ambiguousName, ctx.nameOf(speaker)) : REASONS.turns(ctx.nameOf(speaker), partner ? ctx.nameOf(partner) : 'another');
      }
      for (const l of turn.lines) {
        l.speaker = speaker;
        l.confidence = Math.round(probability * 100) / 100;
        // The one just called by name answers, and the chain agrees: right 98–99% of the time from a
        // probability of 0.9 on (dev novels), as sure as a tag that names the speaker.
        l.review = probability < (turn.answers && speaker === turn.speaker ? ANSWER_REVIEW_BELOW : REVIEW_BELOW);
        l.issue = issue;
      }
    },
  };
}

function line(pc: EnPiece, kind: AnalyzedLine['kind'], blockId: number, paragraphId: number, speaker: string, confidence: number, issue: string): AnalyzedLine {
  return { text: pc.text, kind, blockId, paragraphId, speaker, confidence: Math.round(confidence * 100) / 100, review: confidence < REVIEW_BELOW, issue };
}

/** Decisions per speech piece index; -1 holds the paragraph's main speaker. */
function decideParagraph(p: EnParagraph, ctx: EnBookContext, d: EnDiscourse, previousNarration: EnParagraph | null): Map<number, Decision> {
  const out = new Map<number, Decision>();
  const pieces = p.seg.pieces;
  const newTurn = pieces[0]?.kind === 'speech';
  const exclude = new Set<string>();
  for (const pc of pieces) if (pc.kind === 'speech') for (const v of vocativesIn(p, pc, ctx)) exclude.add(v);

  // Tags per speech piece: the narration right after it, else right before it.
  const tags = new Map<number, TagReading>();
  for (const [k, pc] of pieces.entries()) {
    if (pc.kind !== 'speech') continue;
    let after = pieces[k + 1]?.kind === 'narration' ? pieces[k + 1] : null;
    const before = pieces[k - 1]?.kind === 'narration' ? pieces[k - 1] : null;
    // «"Are you in town for long?" Babs said, "Have you…"»: after a finished sentence, narration that
    // leads into the next quotation is that quotation's tag, not this one's.
    if (after && pieces[k + 2]?.kind === 'speech' && /[,:]\s*$|--\s*$/.test(after.text) && /[.!?…]\W*$/.test(pc.text) && !/[.!?]\s+\p{Lu}/u.test(after.text)) after = null;
    let tag = after ? readTagAfter(after.text, after.start, p.mentions) : null;
    if (tag && !tag.speech && before) tag = readTagBefore(before.text, before.start, p.mentions) ?? tag;
    if (!tag && before) tag = readTagBefore(before.text, before.start, p.mentions);
    if (tag?.silent) {
      const key = tag.subject.kind === 'name' ? ctx.registry.resolve(tag.subject.mention) : null;
      if (key) exclude.add(key);
    } else if (tag) tags.set(k, tag);
  }

  let main: Decision | null = null;
  // The first speech tag in the paragraph names the speaker of all its quotations…
  const speechTags = [...tags.entries()].filter(([, t]) => t.speech);
  let first: [number, TagReading] | undefined = speechTags[0] ?? [...tags.entries()][0];
  // «"Ah, I see." Seeming to pull himself together, he apologized. Ronny murmured, "…"»: a tag that
  // leads into a later quotation, after sentences of narration, says nothing of the opening one.
  const opening = pieces.findIndex((x) => x.kind === 'speech');
  const lead = first ? pieces[first[0] - 1] : undefined;
  if (first && newTurn && first[0] > opening && lead?.kind === 'narration' && !tags.has(opening) && /[.!?]\s+["“]?\p{Lu}/u.test(lead.text) && /[,:]\s*$/.test(lead.text)) first = undefined;
  if (first) main = fromTag(first[1], p, first[0], ctx, d, exclude, newTurn);
  // «…it was impossible for him not to say exactly as he had said at dinner,» then the quotation
  // in a paragraph of its own: the narration before leads into it.
  if (!main && newTurn && previousNarration && /(?:[,:]|--|—|\p{L})\s*$/u.test(previousNarration.text)) {
    const lead = previousNarration.seg.pieces[previousNarration.seg.pieces.length - 1];
    const tag = lead?.kind === 'narration' ? readTagBefore(lead.text, lead.start, previousNarration.mentions) : null;
    if (tag) main = fromTag(tag, previousNarration, previousNarration.seg.pieces.length, ctx, d, exclude, false);
  }
  if (!main && p.seg.continues) {
    const last = d.lastSpeaker();
    if (last) main = { speaker: last, confidence: 0.85, issue: REASONS.continued, tagged: false };
  }
  // …else what the narration of the paragraph says someone does.
  if (!main) {
    for (const pc of pieces) {
      if (pc.kind !== 'narration') continue;
      const beat = readBeat(pc.text, pc.start, p.mentions);
      if (beat) main = fromTag({ ...beat, speech: false }, p, pieces.indexOf(pc), ctx, d, exclude, newTurn);
      if (main) break;
    }
  }
  main ??= fromConversation(p, ctx, d, exclude, previousNarration);
  out.set(-1, main);
  // A later quotation with a tag of its own that names someone else: «"A," said X. "B," said Y.»
  let current = main;
  for (const [k, pc] of pieces.entries()) {
    if (pc.kind !== 'speech') continue;
    const tag = tags.get(k);
    if (tag?.speech && tag !== first?.[1]) {
      const other = fromTag(tag, p, k, ctx, d, new Set([...exclude]), false);
      if (other && other.speaker !== current.speaker && other.confidence >= 0.85) current = other;
      // «("the shape doesn't matter," it said,) … the Dodo suddenly called out "The race is over!"»:
      // a later tag that names the same speaker makes the paragraph's speaker a named one.
      else if (other?.hint === 'anchor' && other.speaker === main.speaker && current === main && main.hint !== 'anchor') {
        main.hint = 'anchor';
        main.confidence = Math.max(main.confidence, other.confidence);
        main.issue = other.issue;
        main.rareName = other.rareName;
        main.distant = other.distant;
      }
    }
    out.set(k, current);
  }
  return out;
}

function fromTag(tag: TagReading, p: EnParagraph, at: number, ctx: EnBookContext, d: EnDiscourse, exclude: Set<string>, newTurn: boolean): Decision | null {
  const decision = readSubject(tag, p, at, ctx, d, exclude, newTurn);
  if (!decision) return null;
  const s = tag.subject;
  if (s.kind === 'desc' && s.possessive && tag.speech) decision.kin = s.noun;
  if (s.kind === 'name') decision.distant = nameDistance(s.mention, p, at) > DISTANT_NAME;
  // «added the March Hare»: a name says who speaks; only «she added» says the last speaker goes on.
  decision.goesOn = tag.goesOn === true && s.kind === 'pronoun';
  if (s.kind === 'name' || (s.kind === 'pronoun' && s.person === 1)) decision.hint ??= tag.speech ? 'anchor' : 'beat';
  else {
    const g = s.gender;
    if (g === 'm' || g === 'f') decision.gender = g;
    decision.hint ??= decision.gender ? 'gender' : 'weak';
  }
  return decision;
}

/** Characters of narration between a tag's name and its quotation beyond which the name is read with doubt. */
export const DISTANT_NAME = 45;

/** Characters between the name and the quotation (piece `at`; past the last piece: the next paragraph's). */
function nameDistance(m: EnMention, p: EnParagraph, at: number): number {
  const q = p.seg.pieces[at];
  if (!q) return p.text.trimEnd().length - m.end;
  return m.start >= q.end ? m.start - q.end : q.start - m.end;
}

function readSubject(tag: TagReading, p: EnParagraph, at: number, ctx: EnBookContext, d: EnDiscourse, exclude: Set<string>, newTurn: boolean): Decision | null {
  const s = tag.subject;
  const quote = tag.text.length > 60 ? `${tag.text.slice(0, 57)}…` : tag.text;
  const addressee = tag.addressee ? ctx.registry.resolve(tag.addressee) : null;
  const skip = new Set(exclude);
  if (addressee) skip.add(addressee);
  if (s.kind === 'name') {
    const key = ctx.registry.resolve(s.mention);
    if (!key || (skip.has(key) && !tag.speech)) return null;
    if (ctx.registry.ambiguous(s.mention)) {
      return { speaker: key, confidence: tag.speech ? 0.88 : 0.75, issue: REASONS.ambiguous(s.mention.text, ctx.nameOf(key)), tagged: true, hint: tag.speech ? 'name' : 'beat', ambiguousName: s.mention.text };
    }
    // Measured on the dev novels: a tag naming someone the book names often, by one name or a title
    // and a name, is right 98–99% of the time; a rare name (a description, a passer-by, a cluster
    // gone wrong) or a full name used where a short one would do, about 85–90%.
    const count = ctx.registry.byId(key)?.count ?? 0;
    const often = (count >= 50 || count >= 0.02 * ctx.mentions) && s.mention.tokens.length === 1;
    return { speaker: key, confidence: tag.speech ? (often ? 0.97 : 0.88) : 0.8, issue: tag.speech ? REASONS.named(quote) : REASONS.action(quote), tagged: true, rareName: !often };
  }
  if (s.kind === 'pronoun') {
    if (s.person === 1 && !s.plural) {
      return ctx.firstPerson || tag.speech
        ? { speaker: NARRATOR_KEY, confidence: tag.speech ? 0.95 : 0.85, issue: REASONS.firstPerson(quote), tagged: true }
        : null;
    }
    if (s.plural || !s.gender) return null;
    if (s.gender === 'n') return tag.speech ? resolveIt(d, skip, newTurn, quote, ctx) : null;
    const before = p.seg.pieces[at]?.start ?? p.text.length;
    return resolvePronoun(s.gender, p, before, ctx, d, skip, newTurn && tag.speech, quote, tag.speech);
  }
  return resolveDescription(s, ctx, d, skip, newTurn, quote, tag.speech);
}

/**
 * «she said»: people of that gender named earlier in this paragraph, then the most recently
 * mentioned. A new turn of a conversation is rarely the one who has just spoken, so when the
 * recent one is the last speaker and another of that gender takes part, it is the other.
 */
function resolvePronoun(gender: 'm' | 'f', p: EnParagraph, before: number, ctx: EnBookContext, d: EnDiscourse, exclude: Set<string>, newTurn: boolean, quote: string, speech: boolean): Decision | null {
  const here: string[] = [];
  for (const m of p.mentions) {
    if (m.end > before || inSpeech(p, m)) continue;
    const key = ctx.registry.resolve(m);
    if (!key || exclude.has(key) || ctx.registry.genderOf(key) !== gender) continue;
    if (here.includes(key)) here.splice(here.indexOf(key), 1);
    here.unshift(key);
  }
  let recent = d.recent(gender, exclude);
  // Nobody of that gender known: someone whose gender the book never showed.
  if (here.length === 0 && recent.length === 0) recent = d.recent(null, exclude, 8).filter((k) => k !== NARRATOR_KEY && !k.startsWith('d:') && !ctx.registry.genderOf(k));
  const candidates = [...here, ...recent.filter((k) => !here.includes(k))];
  if (ctx.firstPerson && gender && candidates.length === 0) return null;
  if (candidates.length === 0) return { speaker: UNKNOWN, confidence: 0.2, issue: REASONS.pronounUnresolved(quote), tagged: true };
  const last = d.lastSpeaker();
  // In the middle of a conversation «he said» is, most often, the partner of the one who has just
  // spoken (A-B-A-B), else the one who has just spoken, if the gender allows.
  if (newTurn && here.length === 0 && last && d.narrationSince === 0) {
    const partner = d.partner()?.speaker;
    const fits = (k: string | undefined) => k !== undefined && k !== UNKNOWN && !exclude.has(k) && ctx.registry.genderOf(k) === gender;
    const called = d.addressees.find((a) => a !== last && fits(a));
    if (called) return { speaker: called, confidence: 0.85, issue: REASONS.pronoun(quote, ctx.nameOf(called)), tagged: true };
    if (fits(partner) && partner) return { speaker: partner, confidence: fits(last) ? 0.75 : 0.85, issue: REASONS.pronoun(quote, ctx.nameOf(partner)), tagged: true };
    if (fits(last)) {
      const other = [...d.speakers(8)].reverse().find((k) => k !== last && fits(k));
      const pick = other ?? last;
      return { speaker: pick, confidence: 0.7, issue: REASONS.pronoun(quote, ctx.nameOf(pick)), tagged: true };
    }
  }
  let pick = candidates[0];
  let confidence = speech ? (candidates.length === 1 ? 0.88 : here.length > 0 ? 0.85 : 0.8) : 0.7;
  // A new turn after a speech that called someone by name: that one answers.
  const called = newTurn && here.length === 0 ? d.addressees.find((a) => a !== last && ctx.registry.genderOf(a) === gender && !exclude.has(a)) : undefined;
  if (called) return { speaker: called, confidence: 0.85, issue: REASONS.pronoun(quote, ctx.nameOf(called)), tagged: true };
  if (newTurn && pick === last && here[0] !== pick) {
    const other = candidates.slice(1).find((k) => d.speakers(6).has(k) || d.age(k) < 30);
    if (other) {
      pick = other;
      confidence = 0.75;
    } else {
      confidence = 0.55;
    }
  }
  if (!ctx.speakers.has(pick) && d.age(pick) > 20) confidence = Math.min(confidence, 0.6);
  return { speaker: pick, confidence, issue: REASONS.pronoun(quote, ctx.nameOf(pick)), tagged: true, local: here[0] === pick };
}

/** «it said» (an animal, a thing that talks): the latest speaker or person named, not the last speaker in a new turn. */
function resolveIt(d: EnDiscourse, exclude: Set<string>, newTurn: boolean, quote: string, ctx: EnBookContext): Decision | null {
  const last = d.lastSpeaker();
  const candidates = d.recent(null, exclude, 8).filter((k) => k !== NARRATOR_KEY && ctx.registry.genderOf(k) === '');
  let pick = candidates[0];
  if (newTurn && pick === last && candidates[1]) pick = candidates[1];
  return pick ? { speaker: pick, confidence: 0.6, issue: REASONS.pronoun(quote, ctx.nameOf(pick)), tagged: true } : null;
}

/**
 * «the beadle», «the Colonel», «the other»: the person the book calls so in apposition, the holder
 * of that title, the other one of the conversation, or the latest person of the right gender.
 */
/** Descriptions that say what someone is to the scene, not who: they mean a person it has. */
const GENERIC_NOUNS = new Set([
  'man', 'woman', 'gentleman', 'lady', 'girl', 'boy', 'lad', 'lass', 'fellow', 'youth', 'child', 'other', 'stranger', 'visitor', 'guest',
  'friend', 'companion', 'young', 'elder', 'younger', 'person', 'creature', 'voice', 'speaker', 'host', 'hostess', 'former', 'latter',
  'husband', 'wife', 'father', 'mother', 'son', 'daughter', 'brother', 'sister', 'uncle', 'aunt', 'cousin', 'nephew', 'niece',
  'grandfather', 'grandmother', 'papa', 'mamma', 'mama', 'dad', 'daddy', 'mum', 'mummy', 'bride', 'bridegroom', 'widow', 'widower',
  'maiden', 'infant', 'baby', 'youngster', 'neighbour', 'neighbor', 'traveller', 'traveler', 'master', 'mistress', 'lover',
  'first', 'second', 'eldest', 'youngest',
]);

function resolveDescription(s: Extract<Subject, { kind: 'desc' }>, ctx: EnBookContext, d: EnDiscourse, exclude: Set<string>, newTurn: boolean, quote: string, speech: boolean): Decision | null {
  const sure = speech ? 1 : 0.85;
  if (s.noun === 'other' || s.noun === 'latter' || s.noun === 'former') {
    const last = d.lastSpeaker();
    const partner = d.partner()?.speaker;
    const pick = newTurn && partner ? partner : last && partner ? (s.noun === 'former' ? partner : last) : undefined;
    if (pick && !exclude.has(pick)) return { speaker: pick, confidence: 0.7 * sure, issue: REASONS.descriptor(s.phrase, ctx.nameOf(pick)), tagged: true };
    return null;
  }
  // «said nanny»: the book uses the word as a name; the one so called is a character of her own.
  if (s.possessive === 'bare') {
    const key = `d:${s.noun}`;
    if (!ctx.descriptors.has(key)) ctx.descriptors.set(key, { phrase: s.noun, gender: s.gender });
    return { speaker: key, confidence: 0.85, issue: REASONS.named(quote), tagged: true, hint: 'anchor' };
  }
  const known = ctx.appositions.get(s.noun) ?? ctx.titleHolders.get(s.noun === 'doctor' ? 'dr' : s.noun);
  if (known && !exclude.has(known)) return { speaker: known, confidence: 0.85 * sure, issue: REASONS.descriptor(s.phrase, ctx.nameOf(known)), tagged: true, hint: speech ? 'name' : 'beat' };
  // «said the solicitor», «said the beach attendant»: someone known by his trade and nothing else
  // is a character of his own, even tagged so half a dozen times («said the detective»); only a book
  // that says it far more often means by it someone named; «the girl», «her husband», «his host» mean
  // someone the scene has.
  if (speech && !GENERIC_NOUNS.has(s.noun) && !s.possessive && (ctx.descriptionTags.get(s.noun) ?? 0) < 8) {
    const key = `d:${s.noun}`;
    if (!ctx.descriptors.has(key)) ctx.descriptors.set(key, { phrase: s.phrase.replace(/^(?:the|a|an)\s+/i, ''), gender: s.gender });
    // A description nobody could be matched to is one of the scene's people as often as a character of
    // its own (right 65% of the time on the dev novels where the chain was sure): never unchecked.
    return { speaker: key, confidence: 0.8, issue: REASONS.descriptorAlone(s.phrase), tagged: true, hint: 'name', rareName: true };
  }
  // «A policeman on the Embankment spoke to him … "…," said the policeman»: one the narration has just
  // brought in with «a» is someone new, not the named person nearest in mind. Not for «man», «girl»,
  // «voice» and their like: on the dev novels «a man», «a voice» is as often someone named.
  const brought = d.introduced.get(s.noun);
  if (speech && !s.possessive && brought !== undefined && d.paragraph - brought <= INTRODUCED_FOR && !GENERIC_NOUNS.has(s.noun) && !VOICE_NOUNS.has(s.noun)) {
    const key = `d:${s.noun}`;
    if (!ctx.descriptors.has(key)) ctx.descriptors.set(key, { phrase: s.phrase.replace(/^(?:the|a|an)\s+/i, ''), gender: s.gender });
    return { speaker: key, confidence: 0.8, issue: REASONS.descriptorAlone(s.phrase), tagged: true, hint: 'name', rareName: true };
  }
  const gender = s.gender || null;
  const last = d.lastSpeaker();
  // «"Hamidullah, am I late?" … "Do not apologize," said his host»: the one just called answers.
  const called = newTurn ? d.addressees.find((a) => a !== last && !exclude.has(a) && (!gender || d.genderOf(a) === gender || !d.genderOf(a))) : undefined;
  if (called) return { speaker: called, confidence: 0.75 * sure, issue: REASONS.descriptor(s.phrase, ctx.nameOf(called)), tagged: true };
  const candidates = d.recent(gender, exclude, 12).filter((k) => k !== NARRATOR_KEY);
  let pick = candidates[0];
  if (newTurn && pick === last && candidates[1]) pick = candidates[1];
  if (pick) return { speaker: pick, confidence: 0.55 * sure, issue: REASONS.descriptor(s.phrase, ctx.nameOf(pick)), tagged: true };
  const key = `d:${s.noun}`;
  if (!ctx.descriptors.has(key)) ctx.descriptors.set(key, { phrase: s.phrase.replace(/^(?:the|a|an|his|her|my|their|our|your)\s+/i, ''), gender: s.gender });
  return { speaker: key, confidence: 0.5, issue: REASONS.descriptorAlone(s.phrase), tagged: true, hint: 'name', rareName: true };
}

/** No tag, no beat: the conversation says who speaks. */
function fromConversation(p: EnParagraph, ctx: EnBookContext, d: EnDiscourse, exclude: Set<string>, previousNarration: EnParagraph | null): Decision {
  const last = d.lastSpeaker();
  const called = d.addressees.find((a) => a !== last && !exclude.has(a));
  if (called && last) return { speaker: called, confidence: 0.75, issue: REASONS.answersCall(ctx.nameOf(called)), tagged: false, answers: true };
  const partner = d.partner();
  if (last && partner && !exclude.has(partner.speaker)) {
    const two = d.speakers(4).size <= 2;
    const lastTurn = d.turns[d.turns.length - 1];
    let confidence = two ? 0.8 : 0.55;
    confidence = Math.min(confidence, partner.confidence + 0.05, lastTurn.confidence + 0.05);
    if (d.narrationSince > 0) confidence -= 0.1;
    return { speaker: partner.speaker, confidence, issue: two ? REASONS.turns(ctx.nameOf(partner.speaker), ctx.nameOf(last)) : REASONS.turnsMany(ctx.nameOf(partner.speaker)), tagged: false };
  }
  // The narration just before says who acts: «Marilla looked up from her knitting.»
  if (previousNarration) {
    const sentences = previousNarration.seg.pieces.filter((x) => x.kind === 'narration');
    const lastPiece = sentences[sentences.length - 1];
    if (lastPiece) {
      const from = lastSentenceAt(lastPiece.text);
      const beat = readBeat(lastPiece.text.slice(from), lastPiece.start + from, previousNarration.mentions);
      const key = beat?.subject.kind === 'name' ? ctx.registry.resolve(beat.subject.mention) :
        beat?.subject.kind === 'pronoun' && (beat.subject.gender === 'm' || beat.subject.gender === 'f') ? d.recent(beat.subject.gender, exclude, 5)[0] ?? null :
          beat?.subject.kind === 'pronoun' && beat.subject.person === 1 && ctx.firstPerson ? NARRATOR_KEY : null;
      if (key && key !== last && !exclude.has(key)) return { speaker: key, confidence: 0.6, issue: REASONS.previousSubject(ctx.nameOf(key)), tagged: false, hint: 'weak' };
    }
  }
  if (last && last !== NARRATOR_KEY && ctx.firstPerson && !exclude.has(NARRATOR_KEY)) {
    return { speaker: NARRATOR_KEY, confidence: 0.6, issue: REASONS.narratorPartner(ctx.nameOf(last)), tagged: false };
  }
  const skip = new Set(exclude);
  if (last) skip.add(last);
  skip.add(NARRATOR_KEY);
  const guess = d.recent(null, skip, 10).find((k) => ctx.speakers.has(k) || (ctx.registry.byId(k)?.personLike ?? false));
  if (guess) return { speaker: guess, confidence: 0.35, issue: REASONS.guessRecent(ctx.nameOf(guess)), tagged: false };
  return { speaker: UNKNOWN, confidence: 0.1, issue: REASONS.noClue, tagged: false };
}

// «a voice called», «a man came in»: said of anyone, the named people of the scene included.
const VOICE_NOUNS = new Set(['voice', 'person', 'creature', 'speaker']);
/** Paragraphs after «a policeman» in which «the policeman» still means him. */
const INTRODUCED_FOR = 30;
// «was a man of fifty», «such a girl»: a description said of someone, not someone new.
const INTRODUCTION = new RegExp(`(?<!\\b(?:was|is|were|are|be|been|being|as|such|like|what|quite|rather|of|for|than|become|became|seemed|seems)\\s)\\b(?:[Aa]|[Aa]n)\\s+(?:[a-z-]+\\s+){0,2}?(${Object.keys(PERSON_NOUNS).join('|')})\\b`, 'g');

function noteIntroductions(text: string, d: EnDiscourse): void {
  for (const m of text.matchAll(INTRODUCTION)) d.introduced.set(m[1], d.paragraph);
}

function lastSentenceAt(text: string): number {
  let from = 0;
  for (const m of text.matchAll(/[.!?]\s+/g)) {
    if (/\b(?:Mr|Mrs|Ms|Dr|St)$/.test(text.slice(0, m.index))) continue;
    if (m.index + m[0].length < text.length) from = m.index + m[0].length;
  }
  return from;
}

function inSpeech(p: EnParagraph, m: EnMention): boolean {
  return p.seg.pieces.some((x) => x.kind === 'speech' && x.start <= m.start && m.end <= x.end);
}

/**
 * Mentions of people (not places) in the narration become recent, sentence by sentence, the subject
 * of each sentence last (after «Mrs. Weston looked at Emma» a «she» is more likely Mrs. Weston);
 * a sentence that opens with «He»/«She» keeps the person it means in mind (a chain of pronouns).
 */
function mentionAll(mentions: EnMention[], p: EnParagraph, ctx: EnBookContext, d: EnDiscourse): void {
  const person = (m: EnMention) => {
    const key = ctx.registry.resolve(m);
    return key && (ctx.registry.byId(key)?.personLike || ctx.speakers.has(key)) ? key : null;
  };
  for (const pc of p.seg.pieces) {
    if (pc.kind !== 'narration') continue;
    for (const [from, to] of sentences(pc.text, pc.start)) {
      const inside = mentions.filter((m) => m.start >= from && m.end <= to);
      const lead = p.text.slice(from, inside[0]?.start ?? to);
      const subject = inside.length > 0 && /^[\s"“‘'(—–-]*(?:(?:and|but|then|so|now|when|while|poor|little|old|young|dear)\s+)?$/i.test(lead) ? inside[0] : null;
      for (const m of inside) if (m !== subject) { const k = person(m); if (k) d.mention(k); }
      const key = subject ? person(subject) : null;
      if (key) {
        d.mention(key);
        continue;
      }
      const pronoun = /^[\s"“‘'(—–-]*(?:(?:and|but|then|so|now|when)\s+)?(he|she)\b/i.exec(p.text.slice(from, to));
      if (pronoun) {
        const who = d.recent(pronoun[1].toLowerCase() === 'he' ? 'm' : 'f', new Set([NARRATOR_KEY]), 1, 6)[0];
        if (who) d.mention(who);
      }
      // «I» in the narration of a first-person story keeps the narrator in mind.
      if (ctx.firstPerson && /\b(?:I|me|my)\b/.test(p.text.slice(from, to))) d.mention(NARRATOR_KEY);
    }
  }
}

/** [start, end) of the sentences of a narration piece, in paragraph offsets. */
function sentences(text: string, offset: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let from = 0;
  for (const m of text.matchAll(/[.!?;]\s+(?=[\p{Lu}"“‘'])/gu)) {
    if (/\b(?:Mr|Mrs|Ms|Dr|St|[A-Z])$/.test(text.slice(0, m.index))) continue;
    out.push([offset + from, offset + m.index + 1]);
    from = m.index + m[0].length;
  }
  out.push([offset + from, offset + text.length]);
  return out;
}

/** «thought Alice»: a tag with a verb of thinking makes its quotation a thought. */
function thoughtAt(p: EnParagraph, k: number): boolean {
  const after = p.seg.pieces[k + 1];
  const before = p.seg.pieces[k - 1];
  const t = (after?.kind === 'narration' ? readTagAfter(after.text, after.start, p.mentions) : null) ??
    (before?.kind === 'narration' ? readTagBefore(before.text, before.start, p.mentions) : null);
  return t?.thought === true;
}

