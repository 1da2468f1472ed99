// A speaker fixed by hand carries through the conversation it belongs to (domain/book/carry-fix.ts):
// which stored lines follow a fix, writing them as `carried` (with what they were, so the author can
// put them back), and putting them back. Asked for with `follow: true`; without it a fix changes only
// the lines it names, as it always did.
import { carryFix, carryRuleFor, CARRIED_NOTE, type ConversationLine } from '../../domain/book/carry-fix.ts';
import { updateSegment } from '../../storage/repositories/chapters.repo.ts';
import type { LineKind } from '../../contract/enums.ts';
import type { CharacterRow, SegmentRow } from '../../storage/rows.ts';
import type { Deps } from '../deps.ts';

/** The speaker fields of a line before a carry-through changed them (stored as JSON in `speaker_before`). */
interface SpeakerBefore {
  character_id: string;
  speaker_source: string;
  review: 0 | 1;
  confidence: number;
  issue: string;
}

export interface CarriedChange {
  segment: SegmentRow;
  character_id: string;
}

/**
 * The lines after the fixed ones that follow the fix. `fixed` are the lines the request sets to `who`
 * (in any order): the conversation is carried on from the last of them in reading order whose speaker
 * changes, and the others count as set by hand (the walk stops at them). `kind` is what the request
 * makes the fixed line: a thought or narration is no turn of a conversation, and the narrator is nobody's
 * partner in one, so neither carries anything.
 */
export function carriedChanges(segments: SegmentRow[], fixed: ReadonlySet<string>, who: Pick<CharacterRow, 'id' | 'is_narrator'>, kind: LineKind, language: string): CarriedChange[] {
  if (kind !== 'speech' || who.is_narrator) return [];
  const to = who.id;
  let anchor = -1;
  segments.forEach((s, i) => {
    if (fixed.has(s.id) && s.character_id !== to) anchor = i;
  });
  if (anchor < 0) return [];
  const lines = segments.map((s, i): ConversationLine => ({
    kind: s.kind,
    // The other fixed lines after the anchor as they will be: set by hand to `to`. Those before it keep
    // the rules' speaker, so they do not pass for Y's own turn before the fix (a whole run fixed to Y
    // says Y is new to the exchange, not that the rules were a turn out of step).
    speaker: fixed.has(s.id) && i > anchor ? to : s.character_id,
    paragraph: s.paragraph_id,
    block: s.block_id,
    length: s.text.length,
    source: fixed.has(s.id) && i !== anchor ? 'manual' : s.speaker_source,
    basis: s.speaker_basis,
  }));
  return carryFix(lines, anchor, to, carryRuleFor(language)).map((c) => ({ segment: segments[c.index], character_id: c.speaker }));
}

/** Writes the carried lines (inside the caller's transaction). */
export function writeCarried(deps: Pick<Deps, 'db'>, changes: CarriedChange[]): void {
  for (const { segment: s, character_id } of changes) {
    const before: SpeakerBefore = { character_id: s.character_id, speaker_source: s.speaker_source, review: s.review, confidence: s.confidence, issue: s.issue };
    // Not under review: the line now follows the author's own fix; `carried` says it was not checked.
    updateSegment(deps.db, s.id, { character_id, speaker_source: 'carried', review: 0, issue: CARRIED_NOTE, speaker_before: JSON.stringify(before) });
  }
}

/** Puts a carried line back as it was before the carry-through (inside the caller's transaction). */
export function restoreCarried(deps: Pick<Deps, 'db'>, segment: SegmentRow): void {
  const before = speakerBefore(segment);
  if (!before) return;
  updateSegment(deps.db, segment.id, { ...before, speaker_before: null });
}

/** A line a carry-through changed and nothing changed since: it can be put back. */
export const isCarried = (s: SegmentRow): boolean => s.speaker_source === 'carried' && s.speaker_before !== null;

/** What a carried line was before the carry-through, or null for a line no fix carried. */
export function speakerBefore(segment: SegmentRow): SpeakerBefore | null {
  return JSON.parse(segment.speaker_before ?? 'null') as SpeakerBefore | null;
}
