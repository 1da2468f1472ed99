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
import type { DialogueContext, TurnRecord } from './dialogue.ts';
import type { EnDiscourse } from './discourse.ts';
import type { EnMention } from './names.ts';
import type { EnRegistry } from './people.ts';
import type { SegmentedParagraph, EnPiece } from './quotes.ts';
import { asksToCheck, REASONS } from './reasons.ts';
import { addressTerms, namedIn, speakerGenderIn, tagAddressees, vocativesIn } from './vocatives.ts';
import { readBeat, readSilence, readTagAfter, type TagReading } from './tags.ts';
import { leadsOnly, readTagBefore } from './tags-before.ts';
import { isTurnParagraph } from './turn-paragraph.ts';
import { mentionAll } from './narration-mentions.ts';
import { narrationAddressees, turnedTo } from './narration-addressees.ts';
import { namePasser, type Passer } from './passers.ts';
import { latestBeat, narrationActor } from './narration-actor.ts';
import { fromConversation, noteIntroductions, UNKNOWN, type Decision } from './resolve.ts';
import { inSpeech, lastMainClauseAt } from './sentence-parts.ts';
import { fromTag } from './tag-subject.ts';
import { enSpeakerBasis } from '../speaker-basis.ts';

export { UNKNOWN } from './resolve.ts';
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

/** The chapter's lines, first reading; its turns of conversation go to `turns`, decoded over the whole book. */
export function attributeEnglishChapter(paras: EnParagraph[], ctx: EnBookContext, d: EnDiscourse, chapter: number, turns: TurnRecord[]): AnalyzedLine[] {
  const lines: AnalyzedLine[] = [];
  let blockId = 0;
  let previousNarration: EnParagraph | null = null;
  // A paragraph of speech whose narration ends leading into a quotation («…whereupon James fired up
  // and exclaimed:»): the next paragraph's quotation is the one it leads into.
  let previousLead: EnParagraph | null = null;
  // The turn of one a tag brought in («said a little black man»), until the next speech says who he is.
  let passer: Passer | null = null;
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
      d.actor = narrationActor(p, ctx);
      d.lastNarration = p;
      d.noteNarration(p);
      previousLead = null;
      continue;
    }
    const decisions = decideParagraph(p, ctx, d, previousNarration, previousLead);
    const vocatives: string[] = [];
    const calledOut: string[] = [];
    const named: string[] = [];
    const own: string[] = [];
    const terms: string[] = [];
    const mainLines: AnalyzedLine[] = [];
    for (const [k, pc] of p.seg.pieces.entries()) {
      if (pc.kind === 'narration') {
        lines.push(line(pc, 'narration', blockId, paragraphId, NARRATOR_KEY, 1, ''));
        continue;
      }
      const dec = decisions.get(k) ?? decisions.get(-1);
      if (!dec) continue;
      const raw = vocativesIn(p, pc, ctx, d);
      if (dec === decisions.get(-1) || dec.speaker === decisions.get(-1)?.speaker) {
        calledOut.push(...raw);
        named.push(...namedIn(p, pc, ctx, d));
        own.push(speakerGenderIn(pc.text));
        terms.push(...addressTerms(pc.text));
      }
      const called = raw.filter((v) => v !== dec.speaker);
      vocatives.push(...called);
      for (const v of called) ctx.called.set(v, (ctx.called.get(v) ?? 0) + 1);
      const kind = thoughtAt(p, k) ? 'thought' : 'speech';
      const l = line(pc, kind, blockId, paragraphId, dec.speaker, dec.confidence, dec.issue);
      l.basis = enSpeakerBasis(dec.hint, dec.issue === REASONS.continued, false);
      lines.push(l);
      if (dec === decisions.get(-1) || dec.speaker === decisions.get(-1)?.speaker) mainLines.push(l);
    }
    const main = decisions.get(-1);
    mentionAll(p.mentions.filter((m) => !inSpeech(p, m)), p, ctx, d);
    const isTurn = main !== undefined && isTurnParagraph(p.seg.pieces, main.tagged);
    const told = tagAddressees(p, ctx);
    if (main && isTurn) {
      const continues = main.issue === REASONS.continued;
      const turned = turnedTo(p, ctx, d).filter((k) => !calledOut.includes(k));
      const called = [...new Set([...calledOut, ...turned])];
      turns.push({
        chapter, paragraphId, blockId, speaker: main.speaker, confidence: main.confidence, issue: main.issue, hint: continues ? 'none' : main.hint ?? 'none',
        gender: main.gender, kin: main.kin, local: main.local, subject: main.subject, goesOn: main.goesOn, rareName: main.rareName, distant: main.distant, ambiguousName: main.ambiguousName, answers: main.answers, passing: main.passing, continues, lines: mainLines, called, turned, named: [...new Set(named)].filter((k) => !called.includes(k)), selfGender: own.includes('m') === own.includes('f') ? '' : own.includes('f') ? 'f' : 'm', terms: [...new Set(terms)], told, askedBefore: narrationAddressees(previousNarration, ctx, d),
        opensNarration: p.seg.pieces[0]?.kind === 'narration', recent: d.recent(null, new Set([UNKNOWN]), 6), gapParagraphs: d.narrationSince, gapChars: d.narrationChars,
      });
    }
    if (passer && main) {
      namePasser(passer, vocatives, main.speaker, d);
      passer = null;
    }
    if (main?.passing && turns.length > 0) passer = { record: turns[turns.length - 1], paragraph: d.paragraph, before: d.speakers(6) };
    if (main) {
      // Quotations inside narration («he muttered "never"») are not turns of a conversation: for the
      // chain the paragraph is narration between two turns (round 17).
      if (isTurn) d.addTurn(main.speaker, main.confidence);
      else {
        d.narrationSince++;
        d.narrationChars += p.text.length;
      }
      // One a tag brings in («said a little girl») speaks his line but is no one the pronouns after it mean.
      if (main.speaker !== UNKNOWN && !main.passing) d.mention(main.speaker);
    }
    d.addressees = [...new Set([...vocatives, ...told])];
    previousNarration = null;
    const tail = p.seg.pieces[p.seg.pieces.length - 1];
    previousLead = tail?.kind === 'narration' && (LEADS_ON.test(tail.text) || LEADS_ON_AFTER_SENTENCE.test(tail.text)) ? p : null;
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
      const said = speaker === turn.speaker ? turn.issue : REASONS.turns(ctx.nameOf(speaker), partner ? ctx.nameOf(partner) : undefined);
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
        issue = turn.ambiguousName ? REASONS.ambiguousSettled(turn.ambiguousName, ctx.nameOf(speaker)) : REASONS.turns(ctx.nameOf(speaker), partner ? ctx.nameOf(partner) : undefined);
      }
      for (const l of turn.lines) {
        l.speaker = speaker;
        l.basis = enSpeakerBasis(turn.hint, turn.continues, speaker !== turn.speaker);
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

/** The end of a paragraph's narration that leads into a quotation in the next one: a colon or a dash. */
const LEADS_ON = /(?::|--|—)\s*$/;
/**
 * «"…such attention to Jane!"--And from her delight … Emma guessed….--After a few whispers, Mrs. Elton,
 * speaking louder, said,»: narration after a quotation that finishes a sentence of its own and ends on a
 * comma (no tag of the quotation before, which would end there) leads into the next paragraph.
 */
const LEADS_ON_AFTER_SENTENCE = /[.!?](?:\s|--|—)[^"“”]*,\s*$/;

/** Decisions per speech piece index; -1 holds the paragraph's main speaker. */
function decideParagraph(p: EnParagraph, ctx: EnBookContext, d: EnDiscourse, previousNarration: EnParagraph | null, previousLead: EnParagraph | null): Map<number, Decision> {
  const out = new Map<number, Decision>();
  const pieces = p.seg.pieces;
  const newTurn = pieces[0]?.kind === 'speech';
  // Who each speech piece calls by name: read once, for the people no tag may name and for a second voice below.
  const calls = pieces.map((pc) => (pc.kind === 'speech' ? vocativesIn(p, pc, ctx, d) : []));
  const exclude = new Set<string>(calls.flat());

  // Tags per speech piece: the narration right after it, else right before it.
  const tags = new Map<number, TagReading>();
  for (const [k, pc] of pieces.entries()) {
    if (pc.kind !== 'speech') continue;
    let after = pieces[k + 1]?.kind === 'narration' ? pieces[k + 1] : null;
    const before = pieces[k - 1]?.kind === 'narration' ? pieces[k - 1] : null;
    // «"Are you in town for long?" Babs said, "Have you…"»: after a finished sentence, narration that
    // leads into the next quotation is that quotation's tag, not this one's. Only if it reads as a
    // lead-in: «"…!" cried Julia, and running to where he stood with Fanny: "…"» is a tag after.
    if (after && pieces[k + 2]?.kind === 'speech' && /[,:]\s*$|--\s*$/.test(after.text) && /[.!?…]\W*$/.test(pc.text) && !/[.!?]\s+\p{Lu}/u.test(after.text) &&
      leadsOnly(after.text, after.start, p.mentions)) after = null;
    let tag = after ? readTagAfter(after.text, after.start, p.mentions) : null;
    if (tag && !tag.speech && before) tag = readTagBefore(before.text, before.start, p.mentions) ?? tag;
    if (!tag && before) tag = readTagBefore(before.text, before.start, p.mentions);
    // «Cassandra exclaimed, "Very beautiful," she added»: the lead-in names whom the pronoun after stands
    // for (not narration between two quotations: it is the tag of the one before).
    else if (tag?.speech && tag.subject.kind === 'pronoun' && tag.subject.person === 3 && before && pieces[k - 2]?.kind !== 'speech' && /[,:]\s*$/.test(before.text)) {
      const lead = readTagBefore(before.text, before.start, p.mentions);
      if (lead?.speech && lead.subject.kind === 'name') tag = lead;
    }
    if (tag?.silent) {
      const key = tag.subject.kind === 'name' ? ctx.registry.resolve(tag.subject.mention) : null;
      if (key) exclude.add(key);
    } else if (tag) tags.set(k, tag);
    // «Marianne said no more, but looked hurt. "Well, we shall see," and she went away.»: the one the
    // opening sentence says keeps silent is not the «she» of a later tag either.
    const quiet = before && pieces[k - 2] === undefined ? readSilence(before.text, before.start, p.mentions) : null;
    const hushed = quiet?.kind === 'name' ? ctx.registry.resolve(quiet.mention) : null;
    if (hushed) exclude.add(hushed);
  }

  let main: Decision | null = null;
  // The first speech tag in the paragraph names the speaker of all its quotations…
  const speechTags = [...tags.entries()].filter(([, t]) => t.speech);
  let first: [number, TagReading] | undefined = speechTags[0] ?? [...tags.entries()][0];
  // «"Ah, I see." Seeming to pull himself together, he apologized. Ronny murmured, "…"»: a tag that
  // leads into a later quotation, after sentences of narration, says nothing of the opening one.
  const opening = pieces.findIndex((x) => x.kind === 'speech');
  const lead = first ? pieces[first[0] - 1] : undefined;
  // Nor does a name tag after narration closed by a full stop («"…?" "No, not very." The brother and sister
  // looked at each other. "But," said Eleanor, "…"»): the finished sentence sets the opening quotation apart.
  const closedLead = (t: TagReading) => lead !== undefined && t.subject.kind === 'name' && t.subject.mention.start >= lead.start && /\.\s*$/.test(lead.text);
  if (first && newTurn && first[0] > opening && lead?.kind === 'narration' && !tags.has(opening) &&
    ((/[.!?]\s+["“]?\p{Lu}/u.test(lead.text) && /[,:]\s*$/.test(lead.text)) || closedLead(first[1]))) first = undefined;
  if (first) main = fromTag(first[1], p, first[0], ctx, d, exclude, newTurn);
  // «…it was impossible for him not to say exactly as he had said at dinner,» then the quotation
  // in a paragraph of its own: the narration before leads into it.
  const before = previousNarration && /(?:[,:]|--|—|\p{L})\s*$/u.test(previousNarration.text) ? previousNarration : previousLead;
  if (!main && newTurn && before) {
    const lead = before.seg.pieces[before.seg.pieces.length - 1];
    const tag = lead?.kind === 'narration' ? readTagBefore(lead.text, lead.start, before.mentions) : null;
    if (tag) main = fromTag(tag, before, before.seg.pieces.length, ctx, d, exclude, false);
  }
  if (!main && p.seg.continues) {
    const last = d.lastSpeaker();
    if (last) main = { speaker: last, confidence: 0.85, issue: REASONS.continued, tagged: false };
  }
  // …else what the narration of the paragraph says someone does.
  if (!main) {
    for (const pc of pieces) {
      if (pc.kind !== 'narration') continue;
      // «The band struck up a waltz. Milly swayed in her chair. "Care to dance?"»: in the narration that
      // opens the paragraph, the last sentence, right before the quotation, says who speaks it. (Not in
      // narration between two quotations: «Ronny murmured,» there leads into the later one.) Its last
      // clause after a semicolon, «and» or «but», when it has a subject of its own («Amos kept his eyes
      // on the bank, and Hugo turned up his collar. "…"»: Hugo), round 16.
      const opening = pc === pieces[0] && pieces[1]?.kind === 'speech';
      const from = opening ? lastMainClauseAt(pc.text) : 0;
      // latestBeat ends with the main clause's own beat: read the whole piece again only if that was not it.
      const beat = opening ? latestBeat(pc.text, pc.start, p.mentions, from) ?? (from > 0 ? readBeat(pc.text, pc.start, p.mentions) : null) : readBeat(pc.text, pc.start, p.mentions);
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
    // «"…why not go to Bath, Mr. Weston?" "She has taken it into her head…"»: an untagged quotation that
    // meets the one before it is the other voice: the one that quotation called by name, else the last
    // speaker before the paragraph.
    if (!tag && current === main && !main.tagged && quotesMeet(p, k - 1)) {
      const called = calls[k - 1].find((v) => v !== main.speaker);
      const last = d.lastSpeaker();
      const other = called ?? (last !== undefined && last !== main.speaker ? last : undefined);
      if (other) current = { speaker: other, confidence: 0.6, issue: REASONS.turns(ctx.nameOf(other), ctx.nameOf(main.speaker)), tagged: false };
    }
    out.set(k, current);
  }
  return out;
}

/**
 * A quotation closed and the next one opened with nothing between them («"…" "…"»): a new voice, since
 * one speaker's words would run on inside one pair of marks.
 */
function quotesMeet(p: EnParagraph, k: number): boolean {
  const [a, b] = [p.seg.pieces[k], p.seg.pieces[k + 1]];
  return a?.kind === 'speech' && b?.kind === 'speech' && /^["“”‘’'\s]*$/.test(p.text.slice(a.end, b.start));
}

/** «thought Alice»: a tag with a verb of thinking makes its quotation a thought. */
function thoughtAt(p: EnParagraph, k: number): boolean {
  const after = p.seg.pieces[k + 1];
  const before = p.seg.pieces[k - 1];
  const t = (after?.kind === 'narration' ? readTagAfter(after.text, after.start, p.mentions) : null) ??
    (before?.kind === 'narration' ? readTagBefore(before.text, before.start, p.mentions) : null);
  return t?.thought === true;
}
