// A speaker fixed by hand carries through the conversation it belongs to. In an untagged exchange of
// two people the rules count each turn from the one before (the other one speaks), so one wrong turn
// makes every later untagged turn wrong until the author's words name someone again. When the author
// fixes line i from X to Y, the turns after it that the rules only counted follow the fix: X and Y
// change places in them. If Y was the other party (the rules were a turn out of phase) that swaps the
// two; if Y is new (the exchange is Y and Z, not X and Z) X's turns become Y's.
import type { LineKind } from '../../contract/enums.ts';
import type { SpeakerBasis } from './types.ts';
import { bilingual } from './notes.ts';

/** One line of a chapter as the carry-through reads it, in reading order. */
export interface ConversationLine {
  kind: LineKind;
  speaker: string;
  /** Source paragraph and block (a run of paragraphs between scene breaks) within the chapter. */
  paragraph: number;
  block: number;
  /** Letters in the line (for narration: how long the pause in the conversation is). */
  length: number;
  /** 'manual' for a speaker set by hand: never changed, and the conversation is the author's from there. */
  source: string;
  /** What the rules based the speaker on; null when not known (lines stored before it was kept). */
  basis: SpeakerBasis | null;
}

export interface CarriedSpeaker {
  index: number;
  speaker: string;
}

/** How the carry-through reads a conversation (the defaults were chosen on the dev books: bench/hand-fixes.ts). */
export interface CarryRule {
  /** Bases whose speaker was counted from the turn before, and so follows the fix. */
  follows: ReadonlySet<SpeakerBasis>;
  /** Bases read from the line's own words that say nothing against the fix: kept, and the walk goes on. Any other stops it. */
  passes: ReadonlySet<SpeakerBasis>;
  /** Narration (letters in a row between turns) after which the conversation is over. */
  longNarration: number;
  /** Carry when Y was the other party of the exchange (the rules a turn out of phase). */
  swap: boolean;
  /** …only when the first turn after the fix was given to Y too: the two would now speak twice running. */
  phaseEvidence: boolean;
  /** Carry when Y is new to the exchange (X's turns become Y's). */
  newSpeaker: boolean;
  /**
   * Follow only while the rules' speakers alternate: a turn given to the one who spoke the turn before
   * was not counted from it (the English dialogue chain weighs the whole conversation), so the rules'
   * phase starts anew there.
   */
  alternates: boolean;
  /** A paragraph of narration alone between two turns ends the conversation, however short. */
  narrationParagraphStops: boolean;
  /**
   * Carry only from a paragraph's first speech: a later quotation of a paragraph whose earlier one is
   * right («"Oh yes, sir," cried she, "how you must miss her!"») was misread inside the paragraph, not
   * counted wrong from the turn before.
   */
  firstInParagraph: boolean;
  /** The exchange has exactly two parties: X and Y (Y the other party), or X and one partner (Y new). */
  strictParties: boolean;
  /** A quotation the rules read as going on from the paragraph before ends the walk. */
  continuationStops: boolean;
  /**
   * The later quotations of the fixed line's own paragraph that had its speaker follow it unless a tag
   * of their own names someone: English gives them the paragraph's basis, never `continues`.
   */
  sameParagraphFollows: boolean;
}

/** The rule for a Russian book (and any but English): its rules count an untagged turn from the one before. */
export const CARRY_RULE: CarryRule = {
  follows: new Set(['turns', 'continues', 'guess']),
  passes: new Set(),
  longNarration: 400,
  swap: true,
  phaseEvidence: false,
  newSpeaker: true,
  alternates: true,
  narrationParagraphStops: true,
  firstInParagraph: true,
  strictParties: true,
  continuationStops: false,
  sameParagraphFollows: false,
};

/**
 * The rule for an English book: the English dialogue chain weighs the whole conversation, so a wrong
 * turn there is seldom a phase error (swapping the two turned 62 right lines wrong for 207 made right on
 * the dev novels), while a speaker new to the exchange carries as well as in Russian, from a later
 * quotation of a paragraph too (38 fixes fewer on the dev novels, no line more made wrong). A quotation
 * read as going on from the paragraph before ends the walk (4 fixes fewer, 3 lines fewer made wrong;
 * in Russian it only loses fixes).
 */
export const ENGLISH_CARRY_RULE: CarryRule = { ...CARRY_RULE, swap: false, firstInParagraph: false, continuationStops: true, sameParagraphFollows: true };

export const carryRuleFor = (language: string): CarryRule => (language === 'en' ? ENGLISH_CARRY_RULE : CARRY_RULE);

/**
 * The lines after `at` whose speaker changes with a hand fix of line `at` to `to` (its speaker before
 * the fix is `lines[at].speaker`). Walks forward over the speech of the same conversation, one turn per
 * paragraph, and stops at a scene break, at long narration, at a line set by hand, at a turn the
 * author's words anchor, and at a third voice.
 */
export function carryFix(lines: readonly ConversationLine[], at: number, to: string, rule: CarryRule = CARRY_RULE): CarriedSpeaker[] {
  const fixed = lines[at];
  // A thought is no turn of a conversation: nothing was counted from it.
  if (!fixed || fixed.kind !== 'speech' || fixed.speaker === to) return [];
  const from = fixed.speaker;
  if (rule.firstInParagraph && lines.slice(0, at).some((l) => l.paragraph === fixed.paragraph && l.block === fixed.block && l.kind !== 'narration')) return [];
  const party = turnBefore(lines, at, rule) === to || turnAfter(lines, at, rule) === to;
  if (party ? !rule.swap || (rule.phaseEvidence && turnAfter(lines, at, rule) !== to) : !rule.newSpeaker) return [];
  const swap = (s: string) => (s === from ? to : s === to ? from : s);
  const out: CarriedSpeaker[] = [];
  /** The other party of the exchange (Y new), once met after the fix. */
  let partner: string | undefined;
  let narration = 0;
  /** The speaker the rules gave the turn before (the fixed line's, before the fix). */
  let previous = from;
  for (let i = at + 1; i < lines.length; i++) {
    const l = lines[i];
    if (l.block !== fixed.block) break;
    if (l.kind === 'narration') {
      narration += l.length;
      if (narration > rule.longNarration) break;
      if (rule.narrationParagraphStops && l.paragraph !== fixed.paragraph && !hasSpeech(lines, i)) break;
      continue;
    }
    if (l.kind === 'thought') continue;
    // The rest of the fixed line's own paragraph: only the same speech going on after its tag.
    if (l.paragraph === fixed.paragraph) {
      const goesOn = l.basis === 'continues' || (rule.sameParagraphFollows && l.basis !== null && l.basis !== 'named' && l.basis !== 'described');
      if (!goesOn || settled(l) || l.speaker !== from) break;
      out.push({ index: i, speaker: to });
      continue;
    }
    narration = 0;
    if (settled(l) || l.basis === null) break;
    if (rule.continuationStops && l.basis === 'continues') break;
    const follows = rule.follows.has(l.basis);
    if (!follows && !rule.passes.has(l.basis)) break;
    if (rule.alternates && (l.basis === 'continues') !== (l.speaker === previous)) break;
    previous = l.speaker;
    // Y the other party: the exchange is X and Y, anyone else is a third voice. Y new: the exchange is X
    // and a partner, and a turn the rules gave Y says Y was in it after all.
    if (l.speaker === to && !party && rule.strictParties) break;
    if (l.speaker !== from && l.speaker !== to) {
      if (party && rule.strictParties) break;
      partner ??= l.speaker;
      if (l.speaker !== partner) break;
      continue;
    }
    if (follows) out.push({ index: i, speaker: swap(l.speaker) });
  }
  return out;
}

/**
 * A line the author settled: set by hand, or carried by an earlier fix (carrying it again would lose what
 * it was before that fix, which its Undo puts back).
 */
const settled = (l: ConversationLine): boolean => l.source === 'manual' || l.source === 'carried';

/** The speaker of the nearest speech of an earlier paragraph of the same conversation (no long narration after it). */
const turnBefore = (lines: readonly ConversationLine[], at: number, rule: CarryRule) => nearestTurn(lines, at, rule, -1);

/** The speaker of the first speech of a later paragraph of the same conversation (no long narration before it). */
const turnAfter = (lines: readonly ConversationLine[], at: number, rule: CarryRule) => nearestTurn(lines, at, rule, 1);

function nearestTurn(lines: readonly ConversationLine[], at: number, rule: CarryRule, step: -1 | 1): string | undefined {
  const { paragraph, block } = lines[at];
  let narration = 0;
  for (let i = at + step; i >= 0 && i < lines.length && lines[i].block === block; i += step) {
    if (lines[i].kind === 'narration') {
      narration += lines[i].length;
      if (narration > rule.longNarration) return undefined;
    } else if (lines[i].kind === 'speech' && lines[i].paragraph !== paragraph) return lines[i].speaker;
    else if (lines[i].kind === 'speech') narration = 0;
  }
  return undefined;
}

/** The paragraph of line i has speech (or thought) in it. */
function hasSpeech(lines: readonly ConversationLine[], i: number): boolean {
  const { paragraph, block } = lines[i];
  for (let j = i; j >= 0 && lines[j].paragraph === paragraph && lines[j].block === block; j--) if (lines[j].kind !== 'narration') return true;
  for (let j = i; j < lines.length && lines[j].paragraph === paragraph && lines[j].block === block; j++) if (lines[j].kind !== 'narration') return true;
  return false;
}

/** The note of a line whose speaker a carry-through changed (kept in both studio languages). */
export const CARRIED_NOTE = bilingual('говорящий передан от реплики, исправленной выше в этом разговоре', 'the speaker follows a line fixed by hand earlier in this conversation');
