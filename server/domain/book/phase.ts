// Untagged turns checked against the next tag. Turn-taking gives an untagged reply to the other of
// the pair, counting from the last tag; one missed step (a speaker going on in a new paragraph, a
// tag read wrong) and every turn after it is given to the wrong person, confidently. The next tag
// that names its speaker shows it: if the turn just before it was given to that same person, the
// count is out of step somewhere between the two tags, and the turns between are marked for review.
import type { AnalyzedLine } from './types.ts';
import type { Messages } from './messages.ts';
import type { Decision } from './resolve.ts';

/** One utterance as the attribution decided it, in order. */
export interface TurnNote {
  /** Index of its first line in the chapter's lines. */
  line: number;
  key: string;
  /** Its tag names its speaker («— Да, — сказал Иван»). */
  anchored: boolean;
  /** No author's words at all tell who says it. */
  untagged: boolean;
  /** It opens a paragraph right after speech. */
  newTurn: boolean;
  /** The exchange it belongs to (a long narration or a scene break starts a new one). */
  exchange: number;
}

export function turnNote(line: number, key: string, rule: Decision, newTurn: boolean, exchange: number): TurnNote {
  const named = rule.tag?.kind === 'name' || rule.tag?.kind === 'first';
  return { line, key, anchored: named && key === rule.speaker, untagged: rule.tag === undefined, newTurn, exchange };
}

export function markOutOfStep(lines: AnalyzedLine[], notes: TurnNote[], msg: Messages, nameOf: (key: string) => string, reviewBelow: number): void {
  for (let j = 1; j < notes.length; j++) {
    const n = notes[j];
    if (!n.anchored || !n.newTurn) continue;
    // The run of untagged new turns right before this tag, in the same exchange.
    let i = j;
    while (i > 0 && notes[i - 1].untagged && notes[i - 1].newTurn && notes[i - 1].exchange === n.exchange) i--;
    if (i === j || notes[j - 1].key !== n.key) continue;
    // Which step was missed is not known (turning the run round from this tag loses more than it
    // wins on the dev set), so the run is marked, not changed.
    for (const b of notes.slice(i, j)) markParagraph(lines, b.line, msg.turnsOutOfStep(nameOf(n.key)), reviewBelow);
  }
}

/** The highest confidence a line marked for review may show (lines are rounded to hundredths). */
export const justUnderReview = (reviewBelow: number): number => Math.floor(reviewBelow * 100 - 1) / 100;

/**
 * Marks the speech lines of the utterance starting at `from` (its paragraph) for review; their
 * confidence drops under the review threshold, as a line is marked exactly when it is below it.
 */
function markParagraph(lines: AnalyzedLine[], from: number, issue: string, reviewBelow: number): void {
  const paragraph = lines[from].paragraphId;
  for (let i = from; i < lines.length && lines[i].paragraphId === paragraph; i++) {
    const l = lines[i];
    if (l.kind === 'narration' || l.review) continue;
    l.review = true;
    l.confidence = Math.min(l.confidence, justUnderReview(reviewBelow));
    l.issue = issue;
  }
}

