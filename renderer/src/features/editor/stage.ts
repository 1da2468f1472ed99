// A play's stage text in the editor: which lines are remarks or stage directions, and which of
// them the book's settings skip (the server leaves their own `skip_audio` as the user set it, so
// the skip comes from the book, not the line).
import type { BookDetail, Segment } from '../../api/types.ts';

export type StageSettings = Pick<BookDetail, 'stage_remarks' | 'stage_directions'>;

/** True when the book's setting for this line's kind of stage text is to skip it. */
export function stageSkipped(s: Pick<Segment, 'stage'>, book: StageSettings | undefined): boolean {
  if (!book || !s.stage) return false;
  return (s.stage === 'remark' ? book.stage_remarks : book.stage_directions) === 'skip';
}

/** The tag of a stage line (it replaces the kind's tag: stage text is always narration). */
export const STAGE_LINE_KEYS = { remark: 'line.stageRemark', direction: 'line.stageDirection' } as const;
