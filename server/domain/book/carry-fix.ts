// A speaker fixed by hand carries through the conversation it belongs to. In an untagged exchange of
// two people the rules count each turn from the one before (the other one speaks), so one wrong turn
// makes every later untagged turn wrong until the author's words name someone again. When the author
// fixes line i from X to Y, the turns after it that the rules only counted follow the fix: X and Y
// change places in them. If Y was the other party (the rules were a turn out of phase) that swaps the
// two; if Y is new (the exchange is Y and Z, not X and Z) X's turns become Y's.
import type { LineKind } from '../../contract/enums.ts';
import type { SpeakerBasis } from './types.ts';

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
}

export const CARRY_RULE: CarryRule = {
  follows: new Set(['turns', 'continues']),
  passes: new Set(),
  longNarration: 400,
};

/**
 * The lines after `at` whose speaker changes with a hand fix of line `at` to `to` (its speaker before
 * the fix is `lines[at].speaker`). Walks forward over the speech of the same conversation, one turn per
 * paragraph, and stops at a scene break, at long narration, at a line set by hand, at a turn the
 * author's words anchor, and at a third voice.
 */
export function carryFix(lines: readonly ConversationLine[], at: number, to: string, rule: CarryRule = CARRY_RULE): CarriedSpeaker[] {
  const fixed = lines[at];
  if (!fixed || fixed.kind === 'narration' || fixed.speaker === to) return [];
  const from = fixed.speaker;
  const swap = (s: string) => (s === from ? to : s === to ? from : s);
  const out: CarriedSpeaker[] = [];
  /** The other party of the exchange, once met. */
  let partner: string | undefined;
  let narration = 0;
  for (let i = at + 1; i < lines.length; i++) {
    const l = lines[i];
    if (l.block !== fixed.block) break;
    if (l.kind === 'narration') {
      narration += l.length;
      if (narration > rule.longNarration) break;
      continue;
    }
    if (l.kind === 'thought') continue;
    // The rest of the fixed line's own paragraph: only the same speech going on after its tag.
    if (l.paragraph === fixed.paragraph) {
      if (l.basis !== 'continues' || l.source === 'manual' || l.speaker !== from) break;
      out.push({ index: i, speaker: to });
      continue;
    }
    narration = 0;
    if (l.source === 'manual' || l.basis === null) break;
    const follows = rule.follows.has(l.basis);
    if (!follows && !rule.passes.has(l.basis)) break;
    if (l.speaker !== from && l.speaker !== to) {
      partner ??= l.speaker;
      if (l.speaker !== partner) break;
      continue;
    }
    if (follows) out.push({ index: i, speaker: swap(l.speaker) });
  }
  return out;
}
