// A conversation read as a whole, after the first reading in order: its turns whose speaker the
// text names (anchors) fix the ones it does not, both ways. Reading forward only, the opening
// lines of a conversation are guesses («"Poor Miss Taylor!" … "I cannot agree with you, papa"»)
// until a tag names someone three lines on; by then the alternation A-B-A-B tells who spoke first.
import type { AnalyzedLine } from '../types.ts';
import { REASONS } from './reasons.ts';

export interface TurnRecord {
  paragraphId: number;
  blockId: number;
  speaker: string;
  confidence: number;
  /**
   * What names the speaker: the text by name (a tag with a name or «I»: an anchor), a pronoun or a
   * description (of `gender`), an action, the quotation going on, or only the conversation.
   */
  basis: 'name' | 'pronoun' | 'beat' | 'continued' | 'conversation';
  gender?: 'm' | 'f';
  /** The paragraph goes on with the quotation of the paragraph before: the same turn. */
  continues: boolean;
  /** The lines that carry this turn's speaker. */
  lines: AnalyzedLine[];
}

interface Turn {
  records: TurnRecord[];
  speaker: string;
  anchor: boolean;
}

type GenderOf = (key: string) => string;

export function settleConversations(records: TurnRecord[], nameOf: (key: string) => string, genderOf: GenderOf, reviewBelow: number): void {
  let run: TurnRecord[] = [];
  const flush = () => {
    if (run.length > 1) settleRun(run, nameOf, genderOf, reviewBelow);
    run = [];
  };
  for (const r of records) {
    const prev = run[run.length - 1];
    if (prev && (r.paragraphId !== prev.paragraphId + 1 || r.blockId !== prev.blockId)) flush();
    run.push(r);
  }
  flush();
}

/**
 * Twice: the turns named by name fix the others (a «he said» too, when the alternation gives a man);
 * then those, with the pronouns and actions as they now stand, fix the turns the text says nothing of.
 */
function settleRun(run: TurnRecord[], nameOf: (key: string) => string, genderOf: GenderOf, reviewBelow: number): void {
  const turns: Turn[] = [];
  for (const r of run) {
    const last = turns[turns.length - 1];
    if (r.continues && last) last.records.push(r);
    else turns.push({ records: [r], speaker: r.speaker, anchor: false });
  }
  for (const t of turns) t.anchor = t.records[0].basis === 'name' && t.records[0].confidence >= 0.85;
  fill(turns, nameOf, genderOf, reviewBelow, false);
  for (const t of turns) t.anchor = t.records[0].basis !== 'conversation' && t.records[0].basis !== 'continued' && t.records[0].confidence >= 0.7;
  fill(turns, nameOf, genderOf, reviewBelow, true);
}

function fill(turns: Turn[], nameOf: (key: string) => string, genderOf: GenderOf, reviewBelow: number, onlyUntold: boolean): void {
  const anchors = turns.map((t, i) => (t.anchor ? i : -1)).filter((i) => i >= 0);
  if (anchors.length === 0) return;
  const set = (t: Turn, speaker: string, confidence: number, other: string) => {
    // A pronoun or a description says the gender at least: a speaker of the other one is no fit.
    const said = t.records[0];
    if (onlyUntold && said.basis !== 'conversation') return;
    if (said.gender && genderOf(speaker) !== said.gender) return;
    if (said.basis === 'beat' && said.speaker !== speaker) return;
    for (const r of t.records) {
      for (const l of r.lines) {
        if (l.speaker === speaker && l.confidence >= confidence) continue;
        l.speaker = speaker;
        l.confidence = confidence;
        l.review = confidence < reviewBelow;
        l.issue = REASONS.turns(nameOf(speaker), nameOf(other));
      }
    }
    t.speaker = speaker;
  };
  // Between two anchors: strict alternation when their speakers and their distance agree.
  for (let a = 0; a + 1 < anchors.length; a++) {
    const l = anchors[a];
    const r = anchors[a + 1];
    if (r - l < 2) continue;
    const x = turns[l].speaker;
    const y = turns[r].speaker;
    if (x !== y && (r - l) % 2 === 1) {
      for (let t = l + 1; t < r; t++) set(turns[t], (t - l) % 2 === 1 ? y : x, 0.8, (t - l) % 2 === 1 ? x : y);
    } else if (x === y && (r - l) % 2 === 0) {
      const z = partnerOf(turns, anchors, a, x);
      if (z) for (let t = l + 1; t < r; t++) set(turns[t], (t - l) % 2 === 1 ? z : x, 0.75, (t - l) % 2 === 1 ? x : z);
    }
  }
  // Before the first anchor: the opening lines, counted back from it.
  const first = anchors[0];
  if (first > 0) {
    const y = turns[first].speaker;
    const next = anchors.find((i) => i > first && turns[i].speaker !== y);
    const z = next !== undefined && (next - first) % 2 === 1 ? turns[next].speaker : undefined;
    for (let t = first - 1; t >= 0; t--) {
      const even = (first - t) % 2 === 0;
      if (even) set(turns[t], y, 0.7, z ?? y);
      else if (z) set(turns[t], z, 0.7, y);
    }
  }
}

/** The other speaker of an exchange around anchors a and a+1 (both x): the nearest anchor that is not x. */
function partnerOf(turns: Turn[], anchors: number[], a: number, x: string): string | undefined {
  for (let k = 1; k < anchors.length; k++) {
    const before = anchors[a - k];
    const after = anchors[a + 1 + k];
    if (before !== undefined && turns[before].speaker !== x) return turns[before].speaker;
    if (after !== undefined && turns[after].speaker !== x) return turns[after].speaker;
  }
  return undefined;
}
